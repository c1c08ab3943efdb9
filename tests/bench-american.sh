#!/bin/sh
# bench-american.sh: self-play of the american preset against Racket's
# games/parcheesi, side by side in one run, by CPU time.
#
#   sh tests/bench-american.sh BUILDDIR [RACKET_GAMES [OUR_GAMES]]
#
# Racket plays RACKET_GAMES games of four of its random players (timed by
# its own CPU clock, its start-up left out); parchis plays OUR_GAMES of
# four random bots on one core (tests/bench-cpu: user and system time).
# Prints each side's games a second and the ratio beside the goal
# (300 times). Exit 77 without racket and its games collection.
build=${1:?usage: bench-american.sh BUILDDIR [RACKET_GAMES [OUR_GAMES]]}
racket_games=${2:-100}
our_games=${3:-5000}
srcdir=$(cd "$(dirname "$0")/.." && pwd)

. "$srcdir/tests/racket-lib.sh"
racket_setup bench-american admin
tab=$(printf '\t')
printf 'parchis%s-%s-%s-%s%s\n' "$tab" "$tab" "$tab" "$tab" \
	"$build/src/parchis selfplay --rules american --games $our_games --bots random,random,random,random --jobs 1" \
	>"$tmp/plan"
set -- $(racket "$srcdir/tests/parcheesi-selfplay.rkt" "$racket_games") ||
	exit 1
racket_seconds=$2
set -- $("$build/tests/bench-cpu" 1 1 "$tmp/plan") || exit 1
our_seconds=$2
awk -v rg="$racket_games" -v rs="$racket_seconds" -v og="$our_games" \
    -v os="$our_seconds" 'BEGIN {
	r = rg / rs; o = og / os
	printf "Racket games/parcheesi, 4 random players: %9.1f games/s\n", r
	printf "parchis american, 4 random bots:          %9.1f games/s\n", o
	printf "ratio %.0fx (goal 300x): %s\n", o / r,
	    (o / r >= 300) ? "met" : "NOT met"
}'
