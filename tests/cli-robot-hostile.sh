#!/bin/sh
# cli-robot-hostile.sh: mails that once broke a game for good, each
# answered, and the kept record afterwards still one that parchis reads
# and verifies (issue 51):
#   - player text the reader would refuse: a salt with a bidi control,
#     a zero-width space, a form feed or a vertical tab; table talk past
#     1,000 bytes, or past it only once kept (soft hyphens made U+FFFD,
#     a long word cut by spaces);
#   - game ids the robot cannot serve (.., .robot): new refuses them;
#     a game kept under another name than its id is not announced;
#   - headers: a name that looks like an encoded word, a name of 32
#     accented letters, a Spanish Subject, a Message-ID with 8-bit bytes
#     and controls; the boundaries of one mail;
#   - the costliest mails of tests/hostile-mails.py, small: a stranger's
#     get no answer and leave everything as it was, the player's are
#     applied or answered, and the game verifies after each.
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

# A game kept under another name than its id is not announced (replies
# would look for it under its id): the log says why.
"$PARCHIS" new -q --seed s --game other -o "$games/misnamed.yaml" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org || fail "new other"
before=$(nsent)
robot --tick
[ "$(nsent)" -eq "$before" ] && pass || fail "a misnamed game was announced"
log_has "not refereed: misnamed.yaml holds game other, which replies would look for in other.yaml" &&
	pass || fail "the log does not say why misnamed.yaml is not refereed"
rm -f "$games/misnamed.yaml"

# A folder the robot cannot enter: the mail waits (75), the log says
# why, and nothing is printed (a pipe's output may go back as a bounce).
run "$PARCHIS" robot --games "$work/no-such-folder" --log "$work/log" \
	--sendmail "$work/sendmail" --tick
expect_status 75 "a folder that is not there"
[ -s "$work/err" ] && fail "the robot printed: $(cat "$work/err")" || pass
log_has "cannot start: $work/no-such-folder: cannot enter the folder of games" &&
	pass || fail "the log does not say why the robot cannot start"

# --- Salts: a secret-dice game waiting for them.
new_secret sd-1 yellow=Ana,ana@example.org red=Luis,luis@example.org
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

# --- The costliest mails, a twentieth of their size (make bench-mail
# times them whole), each on the game as announced.
python3 "$tests/hostile-mails.py" "$to_bruno" "$work/hostile" 0.05 ||
	fail "hostile-mails.py"
cp "$kept" "$work/announced.yaml"
cp "$games/.robot/fx-1.state" "$work/announced.state"
for mail in "$work"/hostile/*.eml; do
	name=$(basename "$mail" .eml)
	cp "$work/announced.yaml" "$kept"
	cp "$work/announced.state" "$games/.robot/fx-1.state"
	before=$(nsent)
	deliver "$mail"
	expect_status 0 "$name"
	case $name in
	stranger-*)
		same_file "$kept" "$work/announced.yaml" "$name"
		[ "$(nsent)" -eq "$before" ] && pass || fail "$name was answered"
		# Dropped on its headers alone: its body never read.
		tail -n 1 "$work/log" | grep -q 'zed@elsewhere.example stranger: no answer$' &&
			pass || fail "$name: $(tail -n 1 "$work/log")"
		;;
	*)
		[ "$(nsent)" -gt "$before" ] && pass ||
			fail "$name: neither applied nor answered: $(tail -n 1 "$work/log")"
		;;
	esac
	sound "$kept"
done
cp "$work/announced.yaml" "$kept"

# valid_headers MAIL: every header line of MAIL is printable ASCII of at
# most 78 columns, every encoded word at most 75 characters, and no
# boundary of its parts begins another.
valid_headers() {
	awk '/^$/ { exit } { print }' "$1" >"$work/headers"
	if LC_ALL=C grep -q '[^ -~]' "$work/headers"; then
		fail "$(basename "$1"): a header byte outside printable ASCII"
	else pass; fi
	awk 'length > 78 { bad = 1 } END { exit bad }' "$work/headers" && pass ||
		fail "$(basename "$1"): a header line past 78 columns"
	grep -o '=?[^?]*?[BbQq]?[^?]*?=' "$work/headers" |
		awk 'length > 75 { bad = 1 } END { exit bad }' && pass ||
		fail "$(basename "$1"): an encoded word past 75 characters"
	sed -n 's/.*boundary="\([^"]*\)".*/\1/p' "$1" >"$work/boundaries"
	while read -r b; do
		while read -r other; do
			[ "$b" = "$other" ] && continue
			case $other in "$b"*) fail "$(basename "$1"): boundary $b begins $other" ;; esac
		done <"$work/boundaries"
	done <"$work/boundaries"
}

# --- Names a header must not carry as they are. The mails in Spanish
# too, where msgfmt can make the catalogue.
spanish=
if command -v msgfmt >/dev/null 2>&1 &&
	grep -q 'ENABLE_NLS 1' "${builddir:-.}/config.h" 2>/dev/null; then
	mkdir -p "$work/locale/es/LC_MESSAGES"
	msgfmt -o "$work/locale/es/LC_MESSAGES/parchis.mo" "$srcdir/po/es.po" &&
		export PARCHIS_LOCALEDIR="$work/locale" && spanish=1
fi
lookalike='=?utf-8?q?bea=40example.org=0D=0ABcc:_all@example.org?='
accented='ÁÉÍÓÚáéíóúÑñÜüÀÈÌÒÙàèìòùÂÊÎÔÛâêî'
"$PARCHIS" new -q --seed names --game hd-1 -o "$games/hd-1.yaml" \
	"yellow=$lookalike,ana@example.org,es" "red=$accented,luis@example.org" ||
	fail "new hd-1"
before=$(nsent)
robot --tick
[ "$(nsent)" -gt "$before" ] && pass || fail "hd-1 was not announced"
for f in $(find "$sent" -name '*.eml' | sort | tail -n "+$((before + 1))"); do
	valid_headers "$f"
	grep -qi '^To:.*=?utf-8?q?' "$f" && fail "$(basename "$f"): the look-alike name as it is" || pass
done
# An answer to a mail whose id holds 8-bit bytes and a control.
to_ana=$(last_to ana@example.org)
reply_to "$to_ana" ana@example.org 'x' 'tablero' >/dev/null
bad_id=$(printf 'Message-ID: <a\302\261b\001c@x>')
awk -v id="$bad_id" '/^Message-ID:/ { print id; next } { print }' \
	"$work/reply.eml" >"$work/8bit.eml"
deliver "$work/8bit.eml"
answer=$(last_to ana@example.org)
[ "$answer" != "$to_ana" ] && pass || fail "Ana got no answer"
valid_headers "$answer"
grep -q '^In-Reply-To:' "$answer" && fail "an id with 8-bit bytes went back" || pass
deliver "$(reply_to "$to_ana" ana@example.org 'ok@x' 'ayuda')"
answer=$(last_to ana@example.org)
valid_headers "$answer"
grep -q '^In-Reply-To: <ok@x>$' "$answer" && pass || fail "a sound id did not go back"
# The Subject in Spanish and the name, read back as RFC 2047 decodes
# them (Python's decode_header: the space between two encoded words is
# no text).
python3 -c 'import email, sys
from email.header import decode_header, make_header
m = email.message_from_binary_file(open(sys.argv[1], "rb"))
for h in "subject", "to":
    print(str(make_header(decode_header(m[h]))))' "$answer" >"$work/decoded"
if [ -n "$spanish" ]; then
	grep -q '^Re: parchis hd-1: ayuda$' "$work/decoded" && pass ||
		fail "the answer's Subject: $(head -n 1 "$work/decoded")"
fi
grep -qF "$lookalike <ana@example.org>" "$work/decoded" && pass ||
	fail "the look-alike name does not read back: $(tail -n 1 "$work/decoded")"
finish
