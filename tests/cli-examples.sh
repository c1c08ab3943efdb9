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
finish
