#!/bin/sh
# cli-log.sh: parchis log FILE [--at N], one line a roll, against golden
# files: every examples/*.yaml in English (tests/golden/log-NAME.txt) and
# in Spanish (tests/golden/log-NAME.es.txt, with po/es.po built here as
# tests/cli-spanish.sh does; skipped without msgfmt or C.UTF-8).
# PARCHIS_REGEN=1 writes the golden files first (read the diff).
. "${srcdir:-.}/tests/lib.sh"

: "${builddir:=.}"
spanish_catalogue

# golden NAME ARGS...: the output of parchis log ARGS... is
# tests/golden/NAME.txt (English) and NAME.es.txt (Spanish).
golden() {
	name=$1
	shift
	run env LC_ALL="${utf8:-C}" "$PARCHIS" log "$@"
	expect_status 0 "log $*"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/$name.txt"
	expect_out_file "$tests/golden/$name.txt" "log $*"
	[ -n "$spanish" ] || return 0
	run env LANGUAGE=es LC_ALL="$utf8" PARCHIS_LOCALEDIR="$work/locale" \
		"$PARCHIS" log "$@"
	expect_status 0 "log $* in Spanish"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/$name.es.txt"
	expect_out_file "$tests/golden/$name.es.txt" "log $* in Spanish"
}

for f in "$srcdir"/examples/*.yaml; do
	name=$(basename "$f" .yaml)
	golden "log-$name" "$f"
done
# --at N stops after roll N, and says what the game waits for then.
golden log-classic-at-45 --at 45 "$srcdir/examples/classic-finished.yaml"
golden log-event-at-41 --at 41 "$srcdir/examples/event-finished.yaml"

# The lines are the record's: one a roll, numbered as it numbers them.
"$PARCHIS" log "$srcdir/examples/classic-finished.yaml" >"$work/log"
[ "$(grep -c '^[0-9]*\. ' "$work/log")" -eq 320 ] ||
	fail "classic-finished: $(grep -c '^[0-9]*\. ' "$work/log") numbered lines, not 320"
grep -qx "45. blue 6: 1 38→44 takes red 1; +20: 2 25→45" "$work/log" ||
	fail "a capture and its 20"
grep -qx "35. green 6: third 6 in a row, not played; green 1 goes back to the nest" \
	"$work/log" || fail "a third 6"
tail -n 1 "$work/log" | grep -qx "game over: red wins" || fail "the end"

run "$PARCHIS" log --at 400 "$srcdir/examples/classic-finished.yaml"
expect_status 1 "log --at past the end"
expect_err "parchis: $srcdir/examples/classic-finished.yaml: there is no roll 400: the last is 320" \
	"log --at past the end"
expect_out_file /dev/null "log --at past the end"
# A forged record: no log, its fault.
sed 's/^  - {n: 7, player: blue, roll: \[5\]/  - {n: 7, player: blue, roll: [4]/' \
	"$srcdir/examples/classic-finished.yaml" >"$work/forged.yaml"
run "$PARCHIS" log "$work/forged.yaml"
expect_status 1 "log of a forged record"
expect_out_file /dev/null "log of a forged record"
finish
