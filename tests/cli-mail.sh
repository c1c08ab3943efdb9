#!/bin/sh
# cli-mail.sh: a record inside a mail reply -- headers and text before it,
# a "> " quote on every line, CRLF line ends, a signature after it -- is
# read from inside the mail, and errors name the mail's lines and columns.
. "${srcdir:-.}/tests/lib.sh"

record="$srcdir/examples/classic-in-progress.yaml"
turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$record" | tail -n 1)

# mail PREFIX: a reply quoting the record with PREFIX on every line.
mail() {
	printf 'From: Luis <luis@example.org>\r\nTo: Ana <ana@example.org>\r\n'
	printf 'Subject: Re: parchis club-7, roll %s\r\n\r\n' "$turn"
	printf 'Hola Ana,\r\n\r\nmy move is in the record below.\r\n\r\n'
	printf 'On Monday, Ana wrote:\r\n'
	sed "s/^/$1/; s/\$/\r/; s/^> \r\$/>\r/" "$record"
	printf '\r\n-- \r\nLuis, who always wins\r\n'
}

for prefix in '> ' '' '> > '; do
	mail "$prefix" >"$work/reply.eml"
	run "$PARCHIS" play <"$work/reply.eml"
	expect_status 0 "play a record quoted with '$prefix'"
	same_file "$work/out" "$record" "the record inside a mail ('$prefix')"
	run "$PARCHIS" verify "$work/reply.eml"
	expect_status 0 "verify a record quoted with '$prefix'"
done

# A move added inside the quoted record: play takes it, and in place the
# file becomes the clean record.
mail '> ' >"$work/reply.eml"
first=$("$PARCHIS" moves "$work/reply.eml" | head -n 1 | cut -d: -f1)
sed -i "s/^\\(> *  - {n: $turn, .*roll: \\[[0-9]\\]\\)}\\r\$/\\1, move: [$first]}\\r/" \
	"$work/reply.eml"
grep -q "move: \[$first\]}" "$work/reply.eml" || fail "the reply holds no move"
run "$PARCHIS" play -q "$work/reply.eml"
expect_status 0 "play a reply with a move"
head -n 1 "$work/reply.eml" | grep -q '^parchis: 1$' ||
	fail "in place, the mail did not become the record"
grep -q "^  - {n: $turn, player: [a-z]*, roll: \[[1-6]\], move: \[$first\]}$" \
	"$work/reply.eml" || fail "the move was not taken from the mail"

# An error inside the quote is placed in the mail: line and column.
mail '> ' | sed 's/^> game: .*\r$/> game: club 7\r/' >"$work/bad.eml"
line=$(grep -n '^> game:' "$work/bad.eml" | cut -d: -f1)
cp "$work/bad.eml" "$work/bad.orig"
run "$PARCHIS" play "$work/bad.eml"
expect_status 65 "a malformed record in a mail"
expect_err "parchis: $work/bad.eml:$line:9: a game id is 1 to 64 letters, digits, '.', '_' or '-'" \
	"a malformed record in a mail"
same_file "$work/bad.eml" "$work/bad.orig" "a malformed record in a mail"

# Outlook does not quote: the original stands under its separator line,
# whose dashes are no "---" that starts a record.
for sep in '-----Original Message-----' '-----Mensaje original-----'; do
	{
		printf 'From: Luis <luis@example.org>\r\nSubject: RE: parchis\r\n\r\n'
		printf 'Here it is.\r\n\r\n%s\r\n' "$sep"
		printf 'From: referee@club.example\r\nSent: Monday\r\n\r\n'
		sed 's/$/\r/' "$record"
	} >"$work/outlook.eml"
	run "$PARCHIS" play <"$work/outlook.eml"
	expect_status 0 "a record under Outlook's '$sep'"
	same_file "$work/out" "$record" "a record under Outlook's '$sep'"
done

# A mail with no record says so.
printf 'From: x@example.org\r\n\r\nSee you on Monday.\r\n' >"$work/none.eml"
run "$PARCHIS" play "$work/none.eml"
expect_status 65 "a mail without a record"
expect_err "parchis: $work/none.eml: no record found: no line starts with \"parchis:\" or \"---\"" \
	"a mail without a record"

# Mail out: parchis mail writes the message for sendmail -t.
game="$work/robot.yaml"
"$PARCHIS" new -q --seed robot --game robot-1 -o "$game" \
	"yellow=Ana María,ana@example.org" red=Luis,luis@example.org
run env SOURCE_DATE_EPOCH=1764460800 "$PARCHIS" mail --cc \
	--sender referee@example.org "$game"
expect_status 0 "mail"
cp "$work/out" "$work/out.eml"
head -n 4 "$work/out.eml" >"$work/headers"
printf '%s\n' "To: =?UTF-8?B?QW5hIE1hcsOtYQ==?= <ana@example.org>" \
	"Cc: Luis <luis@example.org>" \
	"From: referee@example.org" \
	"Subject: parchis robot-1: roll 10, yellow to move" >"$work/want"
same_file "$work/headers" "$work/want" "mail headers"
grep -q "^Date: Sun, 30 Nov 2025 00:00:00 +0000$" "$work/out.eml" ||
	fail "mail: no Date from SOURCE_DATE_EPOCH"
grep -q "^Content-Type: text/plain; charset=UTF-8$" "$work/out.eml" ||
	fail "mail: no Content-Type"
grep -q "^Your moves with this roll:$" "$work/out.eml" || fail "mail: no moves"
grep -q "^yellow to move: roll 4$" "$work/out.eml" || fail "mail: no status"
sed -n '/^$/q; p' "$work/out.eml" | LC_ALL=C grep -q '[^ -~]' &&
	fail "mail: a header that is not ASCII"
awk 'length($0) > 998 { exit 1 }' "$work/out.eml" || fail "mail: a line over 998"
# The record attached to the mail is the record.
python3 "$tests/mail-part.py" save "$work/out.eml" robot-1.yaml \
	"$work/in-mail.yaml" || fail "no record attached"
same_file "$work/in-mail.yaml" "$game" "the record in the mail"
# Without an address for the player to move, no mail.
"$PARCHIS" new -q --seed robot --game robot-2 -o "$work/noaddr.yaml" yellow red
run "$PARCHIS" mail "$work/noaddr.yaml"
expect_status 65 "mail to a player without an address"

# Mail in, as a mail robot runs it: the referee keeps the record and takes
# from each reply only the pending move, from the right sender.
turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
first=$("$PARCHIS" moves "$game" | head -n 1 | cut -d: -f1)
{
	printf 'From: Ana <ana@example.org>\nSubject: Re: parchis\n\nHere.\n\n'
	cat "$work/in-mail.yaml" |
		sed "s/^\\(  - {n: $turn, .*roll: \\[[0-9]\\]\\)}\$/\\1, move: [$first], say: hola}/" |
		sed 's/^/> /'
	printf '\n-- \nAna\n'
} >"$work/reply.eml"
cp "$game" "$work/kept.orig"
run "$PARCHIS" play --reply "$work/reply.eml" --from luis@example.org "$game"
expect_status 1 "a reply from the wrong sender"
expect_err "parchis: $game: luis@example.org may not move for yellow: the move must come from yellow's own address" \
	"a reply from the wrong sender"
same_file "$game" "$work/kept.orig" "a reply from the wrong sender"
# A forged history: an earlier roll changed in the reply.
sed 's/^> \(  - {n: 2, player: [a-z]*, roll: \[\)\([1-6]\)\]/> \1\2, 6]/' \
	"$work/reply.eml" >"$work/forged.eml"
run "$PARCHIS" play --reply "$work/forged.eml" --from ana@example.org "$game"
expect_status 1 "a forged reply"
grep -q "forged reply: roll 2 is not as the referee.s record has it" \
	"$work/err" || fail "forged reply: $(cat "$work/err")"
same_file "$game" "$work/kept.orig" "a forged reply"
run "$PARCHIS" play -q --reply "$work/reply.eml" \
	--from "Ana María <ANA@example.org>" "$game"
expect_status 0 "the right reply"
grep -q "^  - {n: $turn, player: yellow, roll: \[[1-6]\], move: \[$first\], say: hola}$" \
	"$game" || fail "the move and say were not taken from the reply"
# The same reply again is stale: nothing is applied twice.
cp "$game" "$work/kept.after"
run "$PARCHIS" play --reply "$work/reply.eml" --from ana@example.org "$game"
expect_status 1 "the same reply twice"
grep -q "stale reply: it answers roll $turn, but roll [0-9]* is pending" \
	"$work/err" || fail "stale: $(cat "$work/err")"
same_file "$game" "$work/kept.after" "the same reply twice"
# A late or repeated reply is stale whoever sends it: the roll is checked
# before the sender.
run "$PARCHIS" play --reply "$work/reply.eml" --from luis@example.org "$game"
expect_status 1 "the same reply twice, from another address"
grep -q "stale reply: it answers roll $turn, but roll [0-9]* is pending" \
	"$work/err" || fail "stale before the sender: $(cat "$work/err")"
# After a resignation the pending roll comes back under its number: a
# reply to it as it stood is stale, and says so in words that make sense.
r3="$work/resigned.yaml"
"$PARCHIS" new -q --seed fixtures --game fx-1 -o "$r3" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org \
	red=Luis,luis@example.org green=Gema,gema@example.org ||
	fail "new fx-1"
# Blue is to move roll 26 (tests/mail/replies/README).
"$PARCHIS" mail "$r3" >"$work/before-resign.eml"
python3 "$tests/mail-part.py" save "$work/before-resign.eml" fx-1.yaml \
	"$work/before-resign.yaml" || fail "no record attached"
"$PARCHIS" resign -q "$r3" green >/dev/null || fail "resign green"
{
	printf 'From: bruno@example.org\nSubject: Re\n\n'
	cat "$work/before-resign.yaml" |
		sed 's/^\(  - {n: 26, .*roll: \[4\]\)}$/\1, move: [1+4]}/' |
		sed 's/^/> /'
} >"$work/late.eml"
run "$PARCHIS" play --reply "$work/late.eml" --from bruno@example.org "$r3"
expect_status 1 "a reply from before a resignation"
grep -q "stale reply: it answers roll 26 as it stood before the turns since (a resignation or a leave)" \
	"$work/err" && pass || fail "stale after a resignation: $(cat "$work/err")"
run "$PARCHIS" play --from ana@example.org "$game"
expect_status 64 "--from without --reply"
# Replies as mail programs send them: tests/golden/reply-qp.eml is Gmail's
# multipart/alternative, its text part quoted-printable (the long say is
# broken with "=", its "=" and accents written =3D, =C3=BA) beside an HTML
# part; a base64 text part is made here. Each moves exactly as the same
# reply in plain text does.
# (tests/mail/old-way: a reply the old way, quoting the record with the
# move written into it, and the record it answers.)
mt="$tests/mail/old-way"
say='"mi jugada, Jesús: 1+6 = 7, y la ficha 2 espera en la salida; ñandú"'
sed "s/say: \"mi jugada\"/say: $say/" "$mt/reply.eml" >"$work/plain.eml"
cp "$mt/start.yaml" "$work/plain.yaml"
run "$PARCHIS" play -q --reply "$work/plain.eml" --from ana@example.org \
	"$work/plain.yaml"
expect_status 0 "a plain reply with a long say"
grep -q "^      ñandú[\"']$" "$work/plain.yaml" ||
	fail "the plain reply's say was not taken"
{
	printf 'From: Ana <ana@example.org>\r\nTo: referee@club.example\r\n'
	printf 'Subject: Re: parchis club-2026-mail\r\nMIME-Version: 1.0\r\n'
	printf 'Content-Type: multipart/alternative;\r\n\tboundary=Apple-5F1B\r\n'
	printf '\r\n--Apple-5F1B\r\nContent-Transfer-Encoding: base64\r\n'
	printf 'Content-Type: text/plain;\r\n\tcharset=utf-8\r\n\r\n'
	sed '1,/^$/d' "$work/plain.eml" | base64 | sed 's/$/\r/'
	printf '\r\n--Apple-5F1B\r\nContent-Transfer-Encoding: 7bit\r\n'
	printf 'Content-Type: text/html;\r\n\tcharset=us-ascii\r\n\r\n'
	printf '<html><body><blockquote>parchis: 1</blockquote></body></html>\r\n'
	printf '\r\n--Apple-5F1B--\r\n'
} >"$work/base64.eml"
cp "$tests/golden/reply-qp.eml" "$work/qp.eml"
# The same reply in windows-1252, as Outlook writes it, and Gmail's HTML
# part alone, as a client that sends only HTML: the record is in a
# blockquote, its lines apart by <br>.
{
	printf 'From: Ana <ana@example.org>\nSubject: Re: parchis\n'
	printf 'Content-Type: text/plain; charset="windows-1252"\n'
	printf 'Content-Transfer-Encoding: 8bit\n\n'
	sed '1,/^$/d' "$work/plain.eml" | iconv -f UTF-8 -t WINDOWS-1252
} >"$work/cp1252.eml"
sed 's/^Content-Type: text\/plain.*/Content-Type: text\/x-other\r/' \
	"$work/qp.eml" >"$work/html.eml"
for kind in qp base64 cp1252 html; do
	cp "$mt/start.yaml" "$work/$kind.yaml"
	run "$PARCHIS" play -q --reply "$work/$kind.eml" --from ana@example.org \
		"$work/$kind.yaml"
	expect_status 0 "a $kind reply"
	same_file "$work/$kind.yaml" "$work/plain.yaml" "a $kind reply"
done

# mime_refused MAIL MESSAGE DESCRIPTION: the reply is refused with MESSAGE
# and the kept record stays as it was, byte for byte.
mime_refused() {
	cp "$mt/start.yaml" "$work/kept.yaml"
	run "$PARCHIS" play -q --reply "$1" --from ana@example.org \
		"$work/kept.yaml"
	expect_status 65 "$3"
	expect_err "parchis: $1$2" "$3"
	same_file "$work/kept.yaml" "$mt/start.yaml" "$3"
}
sed '0,/charset="UTF-8"/s//charset="x-no-such"/' "$work/qp.eml" \
	>"$work/unknown.eml"
mime_refused "$work/unknown.eml" ":13:1: the mail's text is in charset x-no-such, which parchis cannot read: send it in UTF-8" \
	"a reply in a charset iconv does not know"
sed 's/Jes\xFAs/Jes\x81s/' "$work/cp1252.eml" >"$work/bad1252.eml"
line=$(grep -n 'Jes' "$work/bad1252.eml" | head -n 1 | cut -d: -f1)
col=$(sed -n "${line}p" "$work/bad1252.eml" | LC_ALL=C awk '{ print index($0, "Jes") + 3 }')
mime_refused "$work/bad1252.eml" ":$line:$col: the mail's text is not valid windows-1252: it holds the byte 0x81" \
	"a reply with a byte windows-1252 lacks"
head -n 60 "$work/qp.eml" >"$work/cut.eml"
mime_refused "$work/cut.eml" ":13:1: the mail is cut short: this part has no boundary after it" \
	"a reply cut short"
sed '13s/^\(.\{10\}\)./\1*/' "$work/base64.eml" >"$work/bad64.eml"
mime_refused "$work/bad64.eml" ":13:11: the mail's base64 text holds a character base64 does not have" \
	"a reply with a broken base64 part"
sed 's/^Content-Type: text\/.*/Content-Type: image\/png\r/' "$work/qp.eml" \
	>"$work/notext.eml"
mime_refused "$work/notext.eml" ": the mail has no text/plain or text/html part: reply in plain text" \
	"a reply without a text"
# An error in a decoded part is placed in its decoded text.
sed 's/^> game: club-2026-mail\r$/> game: club 2026\r/' "$work/qp.eml" \
	>"$work/badgame.eml"
mime_refused "$work/badgame.eml" ": line 5, column 9 of the mail's quoted-printable text: a game id is 1 to 64 letters, digits, '.', '_' or '-'" \
	"a malformed record in a quoted-printable reply"
# The team event: long member names and moves of four dice keep every
# line of the record and of the mail under 78 columns, and the move the
# mail suggests, the reply's first line, is one the referee takes.
run "$PARCHIS" new -q --rules event --seed a8 --game w1 -o "$work/ev.yaml" \
	--members "red=Anastasia Maria,Luis Fernando Gonzalez,Eva,Pablo Ruiz de la Torre" \
	red=Rojos,r@x.org blue=Azules,b@x.org yellow=Amarillos,y@x.org \
	green=Verdes,g@x.org
expect_status 0 "event: new"
awk 'length($0) >= 78 { print FILENAME ": " FNR ": " $0; bad = 1 }
	END { exit bad }' "$work/ev.yaml" >&2 || fail "event: a record line of 78 columns or more"
run "$PARCHIS" mail "$work/ev.yaml"
expect_status 0 "event: mail"
awk 'length($0) >= 78 { print "mail: " FNR ": " $0; bad = 1 }
	END { exit bad }' "$work/out" >&2 || fail "event: a mail line of 78 columns or more"
grep -q "^    1+1 3+3 4+1 1+10 1+20$" "$work/out" ||
	fail "event: the suggested move is not a line of steps"
grep -q "^      then 57 -> 67, captures red 3$" "$work/out" ||
	fail "event: a long move is not folded"

# A short reply to the mail of parchis mail, the move on its first line,
# is taken by play --reply, as the mail robot takes one; the same reply
# again is stale.
cp "$work/out" "$work/ev-mail.eml"
mover=$(sed -n 's/^To: .*<\(.*\)>$/\1/p' "$work/ev-mail.eml")
{
	printf 'From: %s\nSubject: Re: %s\n\n' "$mover" \
		"$(sed -n 's/^Subject: //p' "$work/ev-mail.eml")"
	printf '1+1 3+3 4+1 1+10 1+20\n¡Vamos!\n\n> quoted\n'
} >"$work/short.eml"
run "$PARCHIS" play -q --reply "$work/short.eml" --from "$mover" "$work/ev.yaml"
expect_status 0 "a short reply"
turn_93=$(sed -n '/^  - n: 93$/,/^  - /p' "$work/ev.yaml")
printf '%s\n' "$turn_93" | grep -q "^    move: \[1+1, 3+3, 4+1, 1+10, 1+20\]$" &&
	printf '%s\n' "$turn_93" | grep -q "^    say: ¡Vamos!$" && pass ||
	fail "the short reply's move: $turn_93"
run "$PARCHIS" play -q --reply "$work/short.eml" --from "$mover" "$work/ev.yaml"
expect_status 1 "the same short reply again"
grep -q "stale reply: it answers roll 93, but roll [0-9]* is pending" \
	"$work/err" && pass || fail "a short reply again: $(cat "$work/err")"
# Its Spanish player's mail is in Spanish, with an HTML part, as the
# robot writes it.
sed -i 's/^  - {colour: red, name: Rojos, email: r@x.org/&, lang: es/' "$work/ev.yaml"
run "$PARCHIS" mail "$work/ev.yaml"
expect_status 0 "mail in Spanish"
finish
