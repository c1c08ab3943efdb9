#!/bin/sh
# cli-american-mail.sh: an american game played by mail like any other,
# through parchis robot (with tests/robot-lib.sh's stand-in for sendmail):
# the announcement, then forty times the mover's mail and a short reply
# with the last move it lists (here often one the Spanish rules refuse: a
# 2 and a 3 that move a piece instead of bringing one out); the record
# stays sound.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

command -v flock >/dev/null 2>&1 || { echo "no flock: skipped"; exit 77; }

game="$games/am-mail.yaml"
run "$PARCHIS" new -q --rules american --seed am-mail -g am-mail -o "$game" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org
expect_status 0 "new --rules american"
robot --tick
expect_status 0 "the announcement"
i=0
while [ $i -lt 40 ]; do
	run "$PARCHIS" moves "$game"
	[ "$status" -eq 0 ] || break	# the game is over
	move=$(tail -n 1 "$work/out" | sed 's/:.*//')
	run "$PARCHIS" status --json "$game"
	colour=$(sed -n 's/^  "to_move": "\(.*\)",$/\1/p' "$work/out")
	case $colour in
	yellow) from=ana@example.org ;;
	*) from=luis@example.org ;;
	esac
	mail=$(last_to "$from")
	grep -q "^  $move: " "$mail" || fail "mail $i does not offer $move"
	deliver "$(reply_to "$mail" "$from" "r$i@example.org" "$move")"
	expect_status 0 "reply $i ($move from $from)"
	i=$((i + 1))
done
[ $i -eq 40 ] || fail "only $i replies played"
# Roll 7: red's 2 and 3 moved its piece (1+2 1+3) instead of bringing
# another out, as the American rules let it.
turn_of 7 "$game" | grep -q "player: red, roll: \[2, 3\], move: \[1+2, 1+3\]" ||
	fail "roll 7 is not red's 1+2 1+3: $(turn_of 7 "$game")"
run "$PARCHIS" verify "$game"
expect_status 0 "verify the game played by mail"
finish
