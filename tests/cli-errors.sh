#!/bin/sh
# cli-errors.sh: malformed records, each rejected with its one-line
# message (FILE:LINE:COLUMN), exit 65, and the file left byte for byte.
# tests/records/bad/expected.txt holds "FILE:LINE:COLUMN: message" lines.
. "${srcdir:-.}/tests/lib.sh"

bad="$tests/records/bad"
while IFS= read -r line; do
	name=${line%%:*}
	cp "$bad/$name" "$work/$name"
	chmod 0640 "$work/$name"
	cp -p "$work/$name" "$work/$name.orig"
	for cmd in play format moves verify board "move --turn 2"; do
		# shellcheck disable=SC2086
		run sh -c "cd \"$work\" && exec \"$PARCHIS\" $cmd \"$name\" $(
			[ "$cmd" = "move --turn 2" ] && echo 1)"
		expect_status 65 "$cmd $name"
		expect_err "parchis: $line" "$cmd $name"
		same_file "$work/$name" "$work/$name.orig" "$cmd $name"
	done
	[ "$(stat -c %a "$work/$name")" = 640 ] ||
		fail "$name: permissions changed"
	run "$PARCHIS" play <"$bad/$name"
	expect_status 65 "play <$name"
	expect_err "parchis: <stdin>:${line#*:}" "play <$name"
	[ -s "$work/out" ] && fail "play <$name wrote to standard output"
	# No temporary file is left beside the record.
	[ "$(ls -A "$work" | grep -c "^\.$name")" -eq 0 ] ||
		fail "$name: a temporary file was left"
done <"$bad/expected.txt"

# Input that cannot be read: exit 66.
run "$PARCHIS" play "$work/missing.yaml"
expect_status 66 "a missing file"
expect_err "parchis: $work/missing.yaml: cannot open: No such file or directory" \
	"a missing file"
run "$PARCHIS" play "$work"
expect_status 66 "a folder"
finish
