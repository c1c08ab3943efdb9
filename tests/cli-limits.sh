#!/bin/sh
# cli-limits.sh: the limits of a record at the command line, each side of
# the line -- input size, string lengths -- and input that looks hostile
# or mangled but holds a sound record (a byte-order mark, mixed line
# ends, a mail signature without "-- "): accepted, and read as the record.
# The refused side of most limits is in tests/records/bad (cli-errors.sh).
. "${srcdir:-.}/tests/lib.sh"

record="$srcdir/examples/classic-in-progress.yaml"
# The record proper, without the keys the referee derives.
sed '/^position:/,$d' "$record" >"$work/plain.yaml"

# repeat N TEXT: TEXT N times, on one line.
repeat() {
	awk -v n="$1" -v t="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", t }'
}

# Input size: 16 MiB is read, a byte more is refused with exit 65 before
# anything is parsed, and the file stays as it was.
limit=$((16 * 1024 * 1024))
pad() {
	# The record, then comment lines up to $1 bytes in all.
	cp "$work/plain.yaml" "$work/$2"
	left=$(($1 - $(wc -c <"$work/plain.yaml")))
	{
		while [ "$left" -gt 1048576 ]; do
			echo "# $(repeat 1048573 x)"
			left=$((left - 1048576))
		done
		echo "# $(repeat $((left - 3)) x)"
	} >>"$work/$2"
	[ "$(wc -c <"$work/$2")" -eq "$1" ] || fail "pad: $2 is not $1 bytes"
}
pad "$limit" at-limit.yaml
run "$PARCHIS" verify "$work/at-limit.yaml"
expect_status 0 "a record of 16 MiB"
pad $((limit + 1)) over-limit.yaml
cp -p "$work/over-limit.yaml" "$work/over-limit.orig"
for cmd in play verify format; do
	run "$PARCHIS" $cmd "$work/over-limit.yaml"
	expect_status 65 "$cmd: a record of 16 MiB and a byte"
	expect_err "parchis: $work/over-limit.yaml: the record is larger than 16 MiB" \
		"$cmd: a record of 16 MiB and a byte"
	same_file "$work/over-limit.yaml" "$work/over-limit.orig" \
		"$cmd: a record of 16 MiB and a byte"
done
run "$PARCHIS" play <"$work/over-limit.yaml"
expect_status 65 "play <a record of 16 MiB and a byte"
expect_err "parchis: <stdin>: the record is larger than 16 MiB" \
	"play <a record of 16 MiB and a byte"
rm -f "$work"/*-limit.*

# Strings at their longest are kept (one byte more: tests/records/bad).
{
	printf 'parchis: 1\ngame: %s\ndice: {seed: "%s"}\nplayers:\n' \
		"$(repeat 64 g)" "$(repeat 64 s)"
	printf '  - {colour: red, name: %s, email: %s@example.org, salt: %s}\n' \
		"$(repeat 64 n)" "$(repeat 52 e)" "$(repeat 64 t)"
	printf '  - {colour: blue}\nturns:\n'
} >"$work/longest.yaml"
run "$PARCHIS" play -q "$work/longest.yaml"
expect_status 0 "strings at their longest"
for s in "game: $(repeat 64 g)" "$(repeat 64 s)" "name: $(repeat 64 n)" \
	"email: $(repeat 52 e)@example.org" "salt: $(repeat 64 t)"; do
	grep -q "$s" "$work/longest.yaml" || fail "longest: '$s' was not kept"
done
say=$(repeat 200 'word ')
sed "s/^\\(  - {n: 24, .*\\)}\$/\\1, say: \"$say\"}/" "$work/plain.yaml" \
	>"$work/say.yaml"
run "$PARCHIS" play -q "$work/say.yaml"
expect_status 0 "a say of 1000 bytes"
[ "$(tr -d '\n ' <"$work/say.yaml" | grep -o 'word' | wc -l)" -eq 200 ] ||
	fail "a say of 1000 bytes was not kept whole"

# A record longer than the pieces the writer hands a file (64 KiB; a
# say of 1000 bytes on every roll), written whole to standard output and
# in pieces into the file that replaces it: the same bytes both ways,
# read and written again unchanged, every say kept.
sed -e '/^position:/,$d' \
	-e "s/^\\(  - {n: [0-9]*, .*\\)}\$/\\1, say: \"$say\"}/" \
	"$srcdir/examples/classic-finished.yaml" >"$work/says.yaml"
[ "$(wc -c <"$work/says.yaml")" -gt 131072 ] ||
	fail "says.yaml is not over two pieces long"
run "$PARCHIS" play <"$work/says.yaml"
expect_status 0 "play <says.yaml"
cp "$work/out" "$work/says.out"
run "$PARCHIS" play -q "$work/says.yaml"
expect_status 0 "play -q says.yaml"
same_file "$work/says.yaml" "$work/says.out" "a long record written to stdout"
run "$PARCHIS" play <"$work/says.out"
expect_status 0 "play <says.out"
same_file "$work/out" "$work/says.out" "a long record written again"
[ "$(grep -c 'say: ' "$work/says.out")" -ge 300 ] ||
	fail "the long record lost its says"

# A byte-order mark, CRLF line ends mixed with LF: the same record.
printf '\357\273\277' >"$work/bom.yaml"
cat "$record" >>"$work/bom.yaml"
awk 'NR % 3 { printf "%s\r\n", $0; next } { print }' "$record" \
	>"$work/mixed.yaml"
for name in bom mixed; do
	run "$PARCHIS" play <"$work/$name.yaml"
	expect_status 0 "play <$name.yaml"
	same_file "$work/out" "$record" "the record in $name.yaml"
done

# A reply whose signature has no "-- " line before it: the record ends
# at the first line no record holds, and the signature is not read.
mail() {
	printf 'From: Luis <luis@example.org>\r\nSubject: Re: parchis\r\n\r\n'
	printf 'On Monday, Ana wrote:\r\n'
	sed 's/^/> /; s/$/\r/; s/^> \r$/>\r/' "$record"
	printf '%s' "$1"
}
mail 'Saludos,\r\nLuis\r\n' >"$work/signature.eml"
mail '\r\nps: see you on Monday\r\n' >"$work/ps.eml"
mail '> \r\n> Luis\r\n' >"$work/quoted-signature.eml"
for name in signature ps quoted-signature; do
	run "$PARCHIS" play <"$work/$name.eml"
	expect_status 0 "play <$name.eml"
	same_file "$work/out" "$record" "the record in $name.eml"
done
finish
