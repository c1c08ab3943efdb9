#!/bin/sh
# cli-robot-replies.sh: every reply of tests/mail/replies, written the way
# Gmail, Outlook, Apple Mail, iOS, Thunderbird, mutt and others write
# them, is applied by parchis robot: the move its player wrote becomes
# roll 26's move, and the say what was written under it.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

replies="$tests/mail/replies"
# Every fixture answers the same mail: made once, kept for each.
"$PARCHIS" new -q --seed fixtures --game fx-1 -o "$work/fx-1.yaml" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org \
	red=Luis,luis@example.org green=Gema,gema@example.org ||
	fail "new fx-1"
cp "$work/fx-1.yaml" "$games/"
robot --tick
expect_status 0 "the announcement"
to_bruno=$(last_to bruno@example.org)
id=$(header Message-ID "$to_bruno")
subject=$(header Subject "$to_bruno")
cp -R "$games" "$work/announced"

# The move in the record for what the player wrote.
move_of() {
	case $1 in
	1 | 1+4) echo 1+4 ;;
	2 | 2+4) echo 2+4 ;;
	*) echo "$1" ;;
	esac
}

tab=$(printf '\t')
n=0
while IFS="$tab" read -r file command say; do
	case $file in '#'* | '') continue ;; esac
	n=$((n + 1))
	rm -rf "$games"
	cp -R "$work/announced" "$games"
	# The headers name the mail answered; the body stays as the client
	# wrote it (quoted-printable, base64, CRLF...).
	awk -v id="$id" -v subject="$subject" '
		!body { gsub(/@MSGID@/, id); gsub(/@SUBJECT@/, subject) }
		!body && /^\r?$/ { body = 1 }
		{ print }' "$replies/$file" >"$work/in.eml"
	deliver "$work/in.eml"
	expect_status 0 "$file"
	if [ "$command" = - ]; then
		# The edited record: its move is in the quoted record.
		expected=$(sed -n 's/^>   - {n: 26, player: blue, roll: \[4\], move: \[\(.*\)\]}$/\1/p' \
			"$replies/$file" | tail -n 1)
	else
		expected=$(move_of "$command")
	fi
	turn_of 26 "$games/fx-1.yaml" >"$work/turn"
	if grep -q "move: \[$expected\]" "$work/turn"; then pass; else
		fail "$file: roll 26 is not $expected: $(cat "$work/turn"); log: $(tail -n 1 "$work/log")"
		continue
	fi
	if [ "$say" != - ]; then
		# The say as the record keeps it, read back by YAML: its
		# lines joined by spaces (a say is one line of table talk).
		say=$(printf '%s' "$say" | sed 's/\\n/ /g')
		got=$(python3 -c 'import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
t = [t for t in d["turns"] if t.get("n") == 26][0]
print(t.get("say", "-"))' "$games/fx-1.yaml" 2>/dev/null) ||
			got=$(sed -n 's/.*say: \(.*\)}\{0,1\}$/\1/p' "$work/turn")
		[ "$got" = "$say" ] && pass ||
			fail "$file: say '$got', expected '$say'"
	fi
	run "$PARCHIS" verify "$games/fx-1.yaml"
	expect_status 0 "verify after $file"
done <"$replies/EXPECTED"
[ "$n" -ge 14 ] && pass || fail "only $n fixtures"
finish
