#!/bin/sh
# cli-refused.sh: well-formed records that the referee refuses -- a turn
# after the game is over, a roll the seed does not give, a move out of
# turn or against the rules -- each with its one-line message
# (FILE:LINE:COLUMN), exit 1, and the file left byte for byte.
# tests/records/refused/expected.txt holds "FILE:LINE:COLUMN: message".
. "${srcdir:-.}/tests/lib.sh"

refused="$tests/records/refused"
while IFS= read -r line; do
	name=${line%%:*}
	cp "$refused/$name" "$work/$name"
	cp -p "$work/$name" "$work/$name.orig"
	for cmd in play moves verify board "move --turn 2"; do
		# shellcheck disable=SC2086
		run sh -c "cd \"$work\" && exec \"$PARCHIS\" $cmd \"$name\" $(
			[ "$cmd" = "move --turn 2" ] && echo 1)"
		expect_status 1 "$cmd $name"
		expect_err "parchis: $line" "$cmd $name"
		same_file "$work/$name" "$work/$name.orig" "$cmd $name"
	done
	run "$PARCHIS" play <"$refused/$name"
	expect_status 1 "play <$name"
	expect_err "parchis: <stdin>:${line#*:}" "play <$name"
	[ -s "$work/out" ] && fail "play <$name wrote to standard output"
	[ "$(ls -A "$work" | grep -c "^\.$name")" -eq 0 ] ||
		fail "$name: a temporary file was left"
done <"$refused/expected.txt"
finish
