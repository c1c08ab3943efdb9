#!/bin/sh
# play-first.sh PARCHIS FILE: plays the game in FILE to its end from the
# shell alone, always choosing the first legal move that parchis moves
# lists, with parchis move --turn N. Used by the tests and the demo.
set -eu
parchis=$1
record=$2
while :; do
	first=$("$parchis" moves "$record" 2>/dev/null | head -n 1) || break
	[ -n "$first" ] || break
	steps=${first%%:*}
	# The pending roll's number: turns are written "  - {n: 12, ..." or,
	# when too long for a line, "  - n: 12".
	turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p; s/^  - n: \([0-9]*\)$/\1/p' \
		"$record" | tail -n 1)
	# shellcheck disable=SC2086
	"$parchis" move -q "$record" --turn "$turn" $steps
done
