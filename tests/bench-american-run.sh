#!/bin/sh
# bench-american-run.sh: "make bench-american" runs to its end. The
# benchmark itself is too long for a test, so its script is run small (one
# game of Racket's, twenty of ours, two rounds) and its report is checked
# line by line: a mistake in the script shows here, not only when someone
# measures. Skipped (77) without racket.
. "${srcdir:-.}/tests/lib.sh"

run sh "$tests/bench-american.sh" . 1 20 2
[ "$status" -eq 77 ] && exit 77
expect_status 0 "bench-american.sh runs"
if [ -s "$work/err" ]; then
	fail "bench-american.sh wrote to standard error: $(head -c 300 "$work/err")"
else pass; fi
round='round [12]: Racket +[0-9.]+ games/s, parchis +[0-9.]+ games/s, ratio [0-9]+x'
if [ "$(grep -Ec "^$round\$" "$work/out")" -eq 2 ]; then pass; else
	fail "bench-american.sh reports two rounds: $(cat "$work/out")"
fi
if grep -Eq '^\(4 random bots\), median of 2 rounds: ratio [0-9]+x \(goal 300x\): (met|NOT met)$' "$work/out"
then pass; else
	fail "bench-american.sh reports the median beside the goal: $(cat "$work/out")"
fi
finish
