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

# A mail with no record says so.
printf 'From: x@example.org\r\n\r\nSee you on Monday.\r\n' >"$work/none.eml"
run "$PARCHIS" play "$work/none.eml"
expect_status 65 "a mail without a record"
expect_err "parchis: $work/none.eml: no record found: no line starts with \"parchis:\" or \"---\"" \
	"a mail without a record"
finish
