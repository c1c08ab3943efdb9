#!/bin/sh
# cli-robot-hostile.sh: mails that once broke a game for good, each
# answered, and the kept record afterwards still one that parchis reads
# and verifies (issue 51):
#   - player text the reader would refuse: a salt with a bidi control,
#     a zero-width space, a form feed or a vertical tab; table talk past
#     1,000 bytes, or past it only once kept (soft hyphens made U+FFFD,
#     a long word cut by spaces);
#   - game ids the robot cannot serve (.., .robot): new refuses them.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

command -v flock >/dev/null 2>&1 || { echo "no flock: skipped"; exit 77; }

# sound FILE [KEY]: the record reads and verifies.
sound() {
	if [ -n "${2:-}" ]; then
		run "$PARCHIS" verify --key-file "$2" "$1"
	else
		run "$PARCHIS" verify "$1"
	fi
	expect_status 0 "verify $(basename "$1")"
}

# refused_with KIND MAIL TEXT ADDRESS: MAIL is answered at ADDRESS with
# TEXT, and the kept record $kept is byte for byte as it was.
refused_with() {
	cp "$kept" "$work/before.yaml"
	deliver "$2"
	expect_status 0 "$1: exit status"
	same_file "$kept" "$work/before.yaml" "$1"
	last=$(last_to "$4")
	if [ -n "$last" ] && grep -q -- "$3" "$last"; then pass; else
		fail "$1: the answer does not say '$3': $(sed '1,/^$/d' "$last" 2>/dev/null | head -5)"
	fi
}

# --- Ids that would make hidden files: refused by new, with the rule.
for id in .. .robot .x; do
	run "$PARCHIS" new -q --seed s --game "$id" -o "$games/$id.yaml" \
		yellow=Ana,ana@example.org red=Luis,luis@example.org
	expect_status 64 "new --game $id"
	grep -q "a game id is 1 to 64 letters, digits, '.', '_' or '-', and does not begin with '.'" \
		"$work/err" && pass || fail "new --game $id: $(cat "$work/err")"
	[ -e "$games/$id.yaml" ] && fail "new --game $id wrote a file" || pass
done

# --- Salts: a secret-dice game waiting for them.
(
	export XDG_DATA_HOME="$work/keys"
	"$PARCHIS" new -q --commit --game sd-1 -o "$games/sd-1.yaml" \
		yellow=Ana,ana@example.org red=Luis,luis@example.org
) || fail "new sd-1"
mv "$work/keys/parchis/sd-1.key" "$games/sd-1.key"
robot --tick
invite=$(last_to luis@example.org)
kept="$games/sd-1.yaml"
n=0
for bad in '\342\200\256' '\342\200\213' '\014' '\013'; do
	n=$((n + 1))
	salt=$(printf "sal abc${bad}def")
	refused_with "salt $n" "$(reply_to "$invite" luis@example.org "salt$n@x" "$salt")" \
		"the salt holds U+" luis@example.org
done
sound "$kept" "$games/sd-1.key"
deliver "$(reply_to "$invite" luis@example.org good-salt@x 'sal buena sal')"
grep -q "salt: buena sal" "$kept" && pass || fail "a good salt was not kept"
sound "$kept" "$games/sd-1.key"

# --- Table talk: a game with a move pending.
"$PARCHIS" new -q --seed fixtures --game fx-1 -o "$games/fx-1.yaml" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org ||
	fail "new fx-1"
robot --tick
to_bruno=$(last_to bruno@example.org)
kept="$games/fx-1.yaml"
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$kept" | tail -n 1)
move=$(sed -n 's/^    \([0-9]+[0-9]*\)$/\1/p' "$to_bruno" | head -n 1)
[ -n "$move" ] || fail "no move in the mail to Bruno"

# say_mail ID SAY: Bruno's move with SAY under it.
say_mail() {
	reply_to "$to_bruno" 'Bruno <bruno@example.org>' "$1" \
		"$(printf '%s\n%s' "$move" "$2")"
}
# 1,011 bytes as written.
refused_with "a long say" "$(say_mail long@x \
	"$(awk 'BEGIN { for (i = 0; i < 92; i++) printf "palabra%03d ", i }')")" \
	"shorten what you wrote under your move" bruno@example.org
# 900 bytes as written, 1,350 as kept: each soft hyphen (2 bytes) is
# kept as U+FFFD (3 bytes).
refused_with "soft hyphens" "$(say_mail shy@x \
	"$(awk 'BEGIN { for (i = 0; i < 450; i++) printf "\302\255" }')")" \
	"as kept, more than 1000" bruno@example.org
# 990 bytes of one word, cut by a space every 40 columns as kept.
refused_with "a long word" "$(say_mail word@x \
	"$(awk 'BEGIN { for (i = 0; i < 990; i++) printf "a" }')")" \
	"as kept, more than 1000" bruno@example.org
sound "$kept"
# Table talk of 1,000 bytes as kept is the move's.
deliver "$(say_mail fits@x \
	"$(awk 'BEGIN { for (i = 0; i < 100; i++) printf "%s", (i ? " " : "") "palabra12" }')")"
turn_of "$pending" "$kept" | grep -q "move: \[$move\]" && pass ||
	fail "the move with 999 bytes of talk was not applied: $(tail -n 1 "$work/log")"
sound "$kept"
finish
