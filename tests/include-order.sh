#!/bin/sh
# include-order.sh: the sources' layers, and no include pointing up them.
#
# The library (lib/) is built in layers, each using only those below it:
# the tool (src/: main, the command line, the commands and the mail
# robot) sits on top. A file belongs to a layer by its name; an
# #include "x.h" of a file may name a header of its own layer or of one
# below, never of one above. The test also plants an upward include in a
# copy of a file and checks that it is caught, so that it cannot pass by
# checking nothing.
#
#   include-order.sh [DIR...]   (default: $srcdir/lib and $srcdir/src)
. "${srcdir:-.}/tests/lib.sh"

# layer FILE: the layer of a source or header by its name (1 the lowest),
# or 0 for one the table does not know.
layer() {
	case $(basename "$1" | sed 's/\.[ch]$//') in
	config | gettext | i18n | error | buffer | decimal | colour | place | \
		step | time-rfc3339 | text-guard | text-fold | yaml11 | \
		yaml-emit | yaml-digest | crypto | file-io)
		echo 1 ;;	# base: text, errors, files, YAML, hashing
	rules | engine | engine-*) echo 2 ;;	# the rules
	record | record-*) echo 3 ;;		# the game record
	bot | bot-*) echo 4 ;;			# computer players
	dice | key-file | referee | referee-*)
		echo 5 ;;			# dice, secrets, the referee
	analyse | analyse-* | rating | standings | selfplay | selfplay-*)
		echo 6 ;;			# analysis, leagues, self-play
	board-* | turn-text | replay-page) echo 7 ;;	# boards and pages
	mail-*) echo 8 ;;			# mail read and written
	main | localedir | cli | cli-* | cmd-* | robot | robot-*)
		echo 9 ;;			# the tool
	*) echo 0 ;;
	esac
}

# check FILE...: prints each include of FILE that points up, or names a
# file the table does not know, and a file in the wrong folder (the
# tool's in src/, the library's in lib/); returns 1 when there is any.
check() {
	bad=0
	for f in "$@"; do
		from=$(layer "$f")
		if [ "$from" -eq 0 ]; then
			echo "$f: not in the table of layers"
			bad=1
			continue
		fi
		case $f in
		*/lib/*) [ "$from" -lt 9 ] || { echo "$f: the tool's, in lib/"; bad=1; } ;;
		*/src/*) [ "$from" -eq 9 ] || { echo "$f: the library's, in src/"; bad=1; } ;;
		esac
		for h in $(sed -n 's/^#include "\([^"]*\)"$/\1/p' "$f"); do
			to=$(layer "$h")
			if [ "$to" -eq 0 ]; then
				echo "$f: includes $h, which is in no layer"
				bad=1
			elif [ "$to" -gt "$from" ]; then
				echo "$f (layer $from): includes $h (layer $to)"
				bad=1
			fi
		done
	done
	return "$bad"
}

dirs=${*:-"$srcdir/lib $srcdir/src"}
files=
for d in $dirs; do
	[ -d "$d" ] && files="$files $(ls "$d"/*.c "$d"/*.h 2>/dev/null)"
done
[ -n "$files" ] || { echo "no sources in $dirs"; exit 1; }
# shellcheck disable=SC2086
if check $files >"$work/upward"; then pass; else
	fail "includes that point up the layers:"
	cat "$work/upward" >&2
fi

# The test catches what it is for: an engine file that includes the
# command line's header, planted in a copy.
engine=$(for f in $files; do case $f in */engine-state.c) echo "$f" ;; esac; done)
if [ -n "$engine" ]; then
	{ echo '#include "cli.h"'; cat "$engine"; } >"$work/engine-state.c"
	check "$work/engine-state.c" >"$work/planted" && fail "a planted upward include passed" || pass
	grep -q "engine-state.c (layer 2): includes cli.h (layer 9)" \
		"$work/planted" && pass || fail "the planted include: $(cat "$work/planted")"
else
	fail "no engine-state.c to plant an include in"
fi
finish
