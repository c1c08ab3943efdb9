#!/bin/sh
# american-racket.sh: the american preset agrees with Racket's
# games/parcheesi on 1,000 positions and every play of 100 whole games
# (tests/american-diff.sh; "make american-diff" asks more). Skipped (77)
# without racket.
. "${srcdir:-.}/tests/lib.sh"

sh "$tests/american-diff.sh" . 1000 100 3 >"$work/diff" 2>&1
status=$?
[ "$status" -eq 77 ] && exit 77
cat "$work/diff"
[ "$status" -eq 0 ] || fail "the american preset and Racket differ"
finish
