#!/bin/sh
# bench-american.sh: self-play of the american preset against Racket's
# games/parcheesi, side by side in one run, by CPU time.
#
#   sh tests/bench-american.sh BUILDDIR [RACKET_GAMES [OUR_GAMES [ROUNDS]]]
#
# Racket plays RACKET_GAMES games of four of its random players (timed by
# its own CPU clock, its start-up left out); parchis plays OUR_GAMES of
# four random bots on one core (tests/bench-cpu: user and system time).
# The two take turns for ROUNDS rounds (5), so that a change in the
# machine's load falls on both; each round's ratio is printed, and the
# median of the rounds' beside the goal (300 times). Exit 77 without
# racket and its games collection.
build=${1:?usage: bench-american.sh BUILDDIR [RACKET_GAMES [OUR_GAMES [ROUNDS]]]}
racket_games=${2:-100}
our_games=${3:-5000}
rounds=${4:-5}
srcdir=$(cd "$(dirname "$0")/.." && pwd)

. "$srcdir/tests/racket-lib.sh"
racket_setup bench-american admin
tab=$(printf '\t')
printf 'parchis%s-%s-%s-%s%s\n' "$tab" "$tab" "$tab" "$tab" \
	"$build/src/parchis selfplay --rules american --games $our_games --bots random,random,random,random --jobs 1" \
	>"$tmp/plan"
: >"$tmp/rounds"
round=1
while [ "$round" -le "$rounds" ]; do
	# A side that fails or prints no time stops the bench: a missing
	# time would read as an infinite ratio, a goal met.
	out=$(racket "$srcdir/tests/parcheesi-selfplay.rkt" "$racket_games") ||
		{ echo "bench-american: Racket's self-play failed" >&2; exit 1; }
	set -- $out
	racket_seconds=${2:-}
	out=$("$build/tests/bench-cpu" 1 1 "$tmp/plan") ||
		{ echo "bench-american: $build/tests/bench-cpu failed" >&2; exit 1; }
	set -- $out
	awk -v r="$racket_seconds" -v o="${2:-}" 'BEGIN {
		ok = r ~ /^[0-9.]+$/ && o ~ /^[0-9.]+$/ && r > 0 && o > 0
		exit !ok }' || { echo "bench-american: no time measured" \
		"(Racket: '$racket_seconds', parchis: '${2:-}')" >&2; exit 1; }
	echo "$racket_seconds $2" >>"$tmp/rounds"
	round=$((round + 1))
done
awk -v rg="$racket_games" -v og="$our_games" '{
	r[NR] = rg / $1; o[NR] = og / $2; q[NR] = o[NR] / r[NR]
	printf "round %d: Racket %7.1f games/s, parchis %8.1f games/s, ratio %.0fx\n",
		NR, r[NR], o[NR], q[NR]
}
END {
	# The median of the ratios of the rounds (insertion sort).
	for (i = 1; i <= NR; i++) s[i] = q[i]
	for (i = 2; i <= NR; i++)
		for (j = i; j > 1 && s[j - 1] > s[j]; j--) {
			t = s[j]; s[j] = s[j - 1]; s[j - 1] = t
		}
	m = NR % 2 ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2
	printf "Racket games/parcheesi (4 random players) against parchis american\n"
	printf "(4 random bots), median of %d rounds: ratio %.0fx (goal 300x): %s\n",
		NR, m, (m >= 300) ? "met" : "NOT met"
}' "$tmp/rounds"
