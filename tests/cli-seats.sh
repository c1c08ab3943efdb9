#!/bin/sh
# cli-seats.sh: the 6- and 8-seat boards from the command line (issue 18):
# new infers seats from the colours and writes it only when it is not 4;
# what cannot be played on them is refused with one line; whole games of
# classic and pairs on each, played by bots or from the shell, verify;
# their boards fit 78 columns and are pinned by golden files; secret dice,
# mail and standings work on them.
. "${srcdir:-.}/tests/lib.sh"

XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME

six="yellow=Ana blue=Bea red=Luis green=Gus orange=Olga purple=Pau"
eight="$six cyan=Ciro pink=Rosa"

# rules_line FILE: the rules line of a record.
rules_line() {
	grep '^rules:' "$1"
}

# bots FILE: every player of FILE becomes a random bot.
bots() {
	sed 's/^  - {colour: \([a-z]*\), name: \([A-Za-z]*\)}$/  - {colour: \1, name: \2, bot: random}/' \
		"$1" >"$1.bots" && mv "$1.bots" "$1"
}

# fits FILE DESCRIPTION: every line of FILE is under 78 columns.
fits() {
	widest=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$1")
	if [ "$widest" -lt 78 ]; then pass; else
		fail "$2: a line of $widest columns"
	fi
}

# new infers the board: orange or purple make it 6 seats, cyan or pink 8;
# Spanish names are taken; a 4-seat record has no seats at all.
# shellcheck disable=SC2086
run "$PARCHIS" new -q --seed s6 --game six -o "$work/six.yaml" $six
expect_status 0 "new with six colours"
[ "$(rules_line "$work/six.yaml")" = "rules: {preset: classic, seats: 6}" ] ||
	fail "six colours: $(rules_line "$work/six.yaml")"
run "$PARCHIS" new -q --seed s8 --game eight -o "$work/sp.yaml" \
	amarillo=Ana rosa=Rosa
expect_status 0 "new amarillo rosa"
[ "$(rules_line "$work/sp.yaml")" = "rules: {preset: classic, seats: 8}" ] ||
	fail "rosa: $(rules_line "$work/sp.yaml")"
grep -q '^  - {colour: pink, name: Rosa}$' "$work/sp.yaml" ||
	fail "rosa is not written pink"
run "$PARCHIS" new -q --seed s4 --game four -o "$work/four.yaml" --set seats=4 \
	yellow red
expect_status 0 "new --set seats=4"
[ "$(rules_line "$work/four.yaml")" = "rules: classic" ] ||
	fail "seats=4 written: $(rules_line "$work/four.yaml")"
run "$PARCHIS" new -q --seed s2 --game two-of-six -o "$work/two.yaml" \
	--set seats=6 yellow=Ana red=Luis
expect_status 0 "two players on the 6-seat board"
[ "$(rules_line "$work/two.yaml")" = "rules: {preset: classic, seats: 6}" ] ||
	fail "seats=6: $(rules_line "$work/two.yaml")"
run "$PARCHIS" rules --set seats=8
expect_status 0 "rules --set seats=8"
grep -q '^seats: 8$' "$work/out" || fail "rules does not show seats: 8"
run "$PARCHIS" rules
grep -q '^seats:' "$work/out" && fail "rules shows seats: 4"

# What does not fit is refused with one line (exit 64, nothing written).
refused() {
	want=$1
	shift
	run "$PARCHIS" new -q --seed r -o "$work/refused.yaml" "$@"
	expect_status 64 "new $*"
	[ "$(head -n 1 "$work/err")" = "parchis new: $want" ] ||
		fail "new $*: $(head -n 1 "$work/err")"
	[ -e "$work/refused.yaml" ] && fail "new $* wrote a record"
	rm -f "$work/refused.yaml"
}
refused "orange, purple, cyan and pink sit at the 6- and 8-seat boards (seats: 6 or 8)" \
	--set seats=4 yellow orange
refused "cyan and pink sit at the 8-seat board (seats: 8)" \
	--set seats=6 yellow cyan
refused "teams: pairs on 6 seats needs six players, partners opposite (yellow with green, blue with orange, red with purple)" \
	--rules pairs yellow blue red green orange
refused "teams: event is played on the 4-seat board (seats: 4): its teams are the four colours" \
	--rules event yellow orange
refused "rule seats takes 4, 6 or 8, not '5'" --set seats=5 yellow red

# A record on the 4-seat board naming orange is refused where it says so.
sed 's/{colour: red, name: Luis}/{colour: orange, name: Luis}/' \
	"$tests/golden/variant-six-6.yaml" >"$work/orange4.yaml"
run "$PARCHIS" verify "$work/orange4.yaml"
expect_status 65 "orange on the 4-seat board"
case $(cat "$work/err") in
*"orange4.yaml:"*:*": bad colour \"orange\": expected yellow, blue, red or green") pass ;;
*) fail "orange on the 4-seat board: $(cat "$work/err")" ;;
esac
# A square past the 6-seat ring.
"$PARCHIS" new -q --manual --game setup6 -o "$work/setup6.yaml" yellow purple
sed 's/^turns: \[\]$/setup:\n  purple: [103, nest, nest, nest]\nturns: []/' \
	"$work/setup6.yaml" >"$work/setup103.yaml"
run "$PARCHIS" verify "$work/setup103.yaml"
expect_status 65 "square 103 on the 6-seat board"
case $(cat "$work/err") in
*": bad position \"103\": expected nest, goal, 1 to 102 or c1 to c7") pass ;;
*) fail "square 103: $(cat "$work/err")" ;;
esac

# Whole games: two players on the 6-seat board and three on the 8-seat
# board from the shell (pinned by golden files), then bots at every seat
# of classic and pairs on each board.
play_out_golden seats two-of-six --seed t6 --game two-of-six --set seats=6 \
	yellow=Ana purple=Pau
play_out_golden seats three-of-eight --seed t8 --game three-of-eight \
	yellow=Ana orange=Olga pink=Rosa
for game in "six classic" "six pairs" "eight classic" "eight pairs"; do
	set -- $game
	name="$1-$2"
	eval "colours=\$$1"
	# shellcheck disable=SC2086
	run "$PARCHIS" new -q --rules "$2" --seed "$name" --game "$name" \
		-o "$work/$name.yaml" $colours
	expect_status 0 "new $name"
	bots "$work/$name.yaml"
	run "$PARCHIS" play -q "$work/$name.yaml"
	expect_status 0 "bots play $name"
	run "$PARCHIS" verify "$work/$name.yaml"
	expect_status 0 "verify $name"
	case $2 in
	pairs) grep -q "game over: .* and .* win$" "$work/out" ||
		fail "verify $name: $(cat "$work/out")" ;;
	*) grep -q "game over: .* wins$" "$work/out" ||
		fail "verify $name: $(cat "$work/out")" ;;
	esac
	run "$PARCHIS" board "$work/$name.yaml"
	expect_status 0 "board $name"
	fits "$work/out" "board $name"
	run "$PARCHIS" board --unicode --color=always "$work/$name.yaml"
	expect_status 0 "board --unicode --color=always $name"
	fits "$work/$name.yaml" "record $name"
done
# Pairs: partners are opposite, the winners a pair of them.
grep -Eq '^  winners: \[(yellow, green|green, yellow|blue, orange|orange, blue|red, purple|purple, red)\]$' \
	"$work/six-pairs.yaml" || fail "six pairs: $(grep -A1 '^  winners' "$work/six-pairs.yaml")"
grep -Eq '^  winners: \[(yellow, orange|orange, yellow|blue, purple|purple, blue|red, cyan|cyan, red|green, pink|pink, green)\]$' \
	"$work/eight-pairs.yaml" || fail "eight pairs: $(grep -A1 '^  winners' "$work/eight-pairs.yaml")"

# Pairs on 6 seats: a pair whose two players left is out, the game goes
# on while two pairs play, and the last pair in wins.
# shellcheck disable=SC2086
"$PARCHIS" new -q --rules pairs --seed r6 --game r6 -o "$work/r6.yaml" $six
for who in blue orange red; do
	run "$PARCHIS" resign -q "$work/r6.yaml" "$who"
	expect_status 0 "resign $who"
done
run "$PARCHIS" status "$work/r6.yaml"
grep -q 'game over' "$work/out" && fail "over with two pairs in: $(cat "$work/out")"
run "$PARCHIS" resign -q "$work/r6.yaml" purple
expect_status 0 "resign purple"
run "$PARCHIS" verify "$work/r6.yaml"
expect_status 0 "verify r6"
grep -q 'game over: yellow and green win$' "$work/out" ||
	fail "r6: $(cat "$work/out")"
run "$PARCHIS" standings --yaml "$work/r6.yaml"
[ "$(grep -c 'points: 20$' "$work/out")" = 2 ] ||
	fail "r6 standings: $(cat "$work/out")"

# The boards at the start, pinned, on both boards, in English and with
# the frame in box-drawing characters.
for board in six two; do
	run "$PARCHIS" board --at 1 "$work/$board.yaml"
	expect_status 0 "board --at 1 $board"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/board-seats-$board.txt"
	expect_out_file "$tests/golden/board-seats-$board.txt" "board $board"
	fits "$work/out" "board $board"
done
run "$PARCHIS" board "$work/sp.yaml"
[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/board-seats-eight.txt"
expect_out_file "$tests/golden/board-seats-eight.txt" "board of the 8-seat board"
fits "$work/out" "board eight"
run "$PARCHIS" html "$work/eight-pairs.yaml"
expect_status 0 "html on the 8-seat board"
grep -q '<svg' "$work/out" || fail "html: no svg"

# Step letters: o, p, n (cyan) and k (pink); c1 is a corridor square,
# never a colour.
run "$PARCHIS" move -q "$work/sp.yaml" c1
expect_status 64 "move c1"
case $(cat "$work/err") in
*"bad step \"c1\""*) pass ;;
*) fail "move c1: $(cat "$work/err")" ;;
esac
grep -q 'p4+3' "$srcdir/examples/eight-finished.yaml" ||
	fail "eight-finished.yaml has no partner step with p"

# Secret dice on the 6-seat board: a salt, the game played out from the
# shell, revealed and verified.
game="$work/secret6.yaml"
run "$PARCHIS" new -q --commit --game secret-6 -o "$game" yellow=Ana purple=Pau
expect_status 0 "new --commit, yellow and purple"
run "$PARCHIS" salt "$game" purple thyme
expect_status 0 "salt purple"
run "$PARCHIS" play -q "$game"
expect_status 0 "the first rolls of the secret game"
sh "$tests/play-first.sh" "$PARCHIS" "$game" || fail "playing the secret game"
run "$PARCHIS" reveal "$game"
expect_status 0 "reveal"
run "$PARCHIS" verify "$game"
expect_status 0 "verify the revealed 6-seat game"
grep -q "game over: .* wins" "$work/out" || fail "secret game: $(cat "$work/out")"

# Mail: the message for the player to move carries the board.
mailgame="$work/mail8.yaml"
"$PARCHIS" new -q --seed m8 --game mail-8 -o "$mailgame" \
	yellow=Ana,ana@example.org pink=Rosa,rosa@example.org
run env SOURCE_DATE_EPOCH=1764460800 "$PARCHIS" mail --sender referee@example.org \
	"$mailgame"
expect_status 0 "mail on the 8-seat board"
grep -q 'K=pink' "$work/out" || fail "mail: no 8-seat legend"

# Standings: 10 points a player to the winner.
run "$PARCHIS" standings --yaml "$srcdir/examples/six-finished.yaml"
expect_status 0 "standings of the 6-seat example"
grep -q 'points: 60' "$work/out" || fail "standings: no 60 points: $(cat "$work/out")"
finish
