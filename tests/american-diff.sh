#!/bin/sh
# american-diff.sh: the american preset against Racket's games/parcheesi.
#
#   sh tests/american-diff.sh BUILDDIR [POSITIONS [GAMES [SEED]]]
#
# Asks Racket's own rules (through tests/parcheesi-oracle.rkt) and the
# engine (tests/american-cases) the same questions: every board a roll of
# fresh dice can end on, in POSITIONS positions met in random games; and,
# for every roll of GAMES random games the engine plays, whether its play
# is a legal turn ending on its board (and where a third doubles' penalty
# leaves it). Prints how many answers agree and the first differences;
# exits 0 when all agree, 1 when some differ, 77 without racket or its
# games collection.
builddir=${1:?usage: american-diff.sh BUILDDIR [POSITIONS [GAMES [SEED]]]}
positions=${2:-2000}
games=${3:-100}
seed=${4:-1}
srcdir=$(cd "$(dirname "$0")/.." && pwd)
oracle=$srcdir/tests/parcheesi-oracle.rkt

. "$srcdir/tests/racket-lib.sh"
racket_setup american-diff moves

"$builddir/tests/american-cases" positions "$positions" "$seed" \
	"$tmp/pq" "$tmp/pa" || exit 1
"$builddir/tests/american-cases" games "$games" "$seed" \
	"$tmp/gq" "$tmp/ga" || exit 1
racket "$oracle" <"$tmp/pq" >"$tmp/pr" || exit 1
racket "$oracle" <"$tmp/gq" >"$tmp/gr" || exit 1

# compare QUESTIONS OURS THEIRS WHAT: counts and shows differing answers.
compare() {
	paste -d '\t' "$1" "$2" "$3" | awk -F '\t' -v what="$4" '
	{ n++ }
	$2 == $3 { same++; next }
	{
		differ++
		if (differ <= 3)
			printf "  %s\n    parchis: %.300s\n    racket:  %.300s\n",
			    $1, $2, $3
	}
	END {
		printf "%s: %d of %d agree\n", what, same, n
		exit differ > 0
	}'
}
status=0
compare "$tmp/pq" "$tmp/pa" "$tmp/pr" "positions (every board a roll can end on)" ||
	status=1
compare "$tmp/gq" "$tmp/ga" "$tmp/gr" "plays and penalties of $games whole games" ||
	status=1
exit $status
