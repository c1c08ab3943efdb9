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

# Nettle is in the program, linked from its static archive
# (configure.ac): a libnettle that has none of its functions first in the
# library path changes nothing, and a seeded record plays as ever.
# (Where a C compiler builds the stand-in, and not where Nettle was
# linked as a shared library, which it would replace.)
cc=${CC:-cc}
if command -v "$cc" >/dev/null 2>&1 &&
	mkdir -p "$work/nonettle" &&
	echo 'int parchis_no_library;' >"$work/nolib.c" &&
	"$cc" -shared -fPIC -Wl,-soname,libnettle.so.8 \
		-o "$work/nonettle/libnettle.so.8" "$work/nolib.c" 2>/dev/null
then
	cp "$srcdir/examples/classic-in-progress.yaml" "$work/expected.yaml"
	run "$PARCHIS" play -q "$work/expected.yaml"
	expect_status 0 "a seeded play"
	if ! { objdump -p "$PARCHIS" 2>/dev/null || echo libnettle; } |
		grep -q 'NEEDED.*libnettle\|^libnettle'; then
		cp "$srcdir/examples/classic-in-progress.yaml" "$work/seeded.yaml"
		run env LD_LIBRARY_PATH="$work/nonettle" "$PARCHIS" play -q \
			"$work/seeded.yaml"
		expect_status 0 "a seeded play with a stand-in libnettle"
		same_file "$work/seeded.yaml" "$work/expected.yaml" \
			"a seeded play with a stand-in libnettle"
		cp "$srcdir/examples/manual-table.yaml" "$work/manual.yaml"
		run env LD_LIBRARY_PATH="$work/nonettle" "$PARCHIS" play -q \
			"$work/manual.yaml"
		expect_status 0 "a manual play with a stand-in libnettle"
	else
		echo "note: Nettle is a shared library here: not taken away"
	fi
else
	echo "note: no C compiler: Nettle is not taken away"
fi
finish
