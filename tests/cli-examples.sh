#!/bin/sh
# cli-examples.sh: every record in examples/ is sound (parchis verify) and
# already in the form parchis play writes.
. "${srcdir:-.}/tests/lib.sh"

for record in "$srcdir"/examples/*.yaml; do
	name=$(basename "$record")
	run "$PARCHIS" verify "$record"
	expect_status 0 "verify examples/$name"
	cp "$record" "$work/$name"
	if grep -q '^status:' "$record"; then
		run "$PARCHIS" play -q "$work/$name"
		expect_status 0 "play examples/$name"
		same_file "$work/$name" "$record" "play examples/$name"
	fi
done
# Every example is distributed and installed: listed in Makefile.am.
for f in $(cd "$srcdir" && find examples -type f | sort); do
	grep -q "$f" "$srcdir/Makefile.am" || fail "$f is not in Makefile.am"
done

# The mail transcript: replaying the replies on start.yaml gives each
# mail of the referee, its random ids and boundaries aside, and end.yaml,
# byte for byte.
mt="$srcdir/examples/mail-transcript"
cp "$mt/start.yaml" "$work/mt.yaml"
unrandom() {
	sed -e 's/=_parchis_[0-9a-f]*/=_parchis_B/g' \
		-e 's/\(parchis\.[0-9]*\.[a-z0-9]*\)\.[0-9a-f]*\./\1.R./g' "$1"
}
i=1
for mail in "$mt"/0[135]-referee.eml; do
	run env SOURCE_DATE_EPOCH=$((1796054400 + i * 3600)) "$PARCHIS" mail --cc \
		--sender referee@club.example "$work/mt.yaml"
	unrandom "$work/out" >"$work/got.eml"
	unrandom "$mail" >"$work/want.eml"
	same_file "$work/got.eml" "$work/want.eml" "transcript: $(basename "$mail")"
	reply="$mt/$(printf '%02d' $((2 * i)))-reply.eml"
	from=$(sed -n 's/^From: //p' "$reply" | head -n 1)
	run "$PARCHIS" play -q --reply "$reply" --from "$from" "$work/mt.yaml"
	expect_status 0 "transcript: $(basename "$reply")"
	i=$((i + 1))
done
same_file "$work/mt.yaml" "$mt/end.yaml" "transcript: end.yaml"
finish
