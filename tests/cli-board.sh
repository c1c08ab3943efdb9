#!/bin/sh
# cli-board.sh: the board on the terminal -- colour only when asked (or on
# a terminal without NO_COLOR), box drawing with --unicode -- and the
# record's copy always plain ASCII.
. "${srcdir:-.}/tests/lib.sh"

esc=$(printf '\033')
record="$work/game.yaml"
cp "$srcdir/examples/classic-in-progress.yaml" "$record"

run "$PARCHIS" board --color=always "$record"
expect_status 0 "board --color=always"
grep -q "$esc\[" "$work/out" || fail "--color=always: no colour"
run "$PARCHIS" board -Calways "$record"
grep -q "$esc\[" "$work/out" || fail "-Calways: no colour"
# Without the escapes, the coloured board is the plain one.
sed "s/$esc\[[0-9;]*m//g" "$work/out" >"$work/stripped"
run "$PARCHIS" board --color=never "$record"
grep -q "$esc" "$work/out" && fail "--color=never: colour"
same_file "$work/stripped" "$work/out" "coloured board less its colour"
# auto: standard output here is no terminal, so no colour.
run "$PARCHIS" board "$record"
grep -q "$esc" "$work/out" && fail "--color=auto off a terminal: colour"
run env NO_COLOR=1 "$PARCHIS" board --color=auto "$record"
grep -q "$esc" "$work/out" && fail "NO_COLOR: colour"

run "$PARCHIS" board --unicode "$record"
expect_status 0 "board --unicode"
grep -q "┌" "$work/out" || fail "--unicode: no box drawing"

# play and move show the board in colour when asked; the record never.
run "$PARCHIS" play --color=always --unicode "$record"
expect_status 0 "play --color=always --unicode"
grep -q "$esc\[" "$work/out" || fail "play --color=always: no colour"
grep -q "$esc" "$record" && fail "colour in the record"
grep -q "┌" "$record" && fail "box drawing in the record"
LC_ALL=C grep -q '[^ -~]' "$record" && fail "the record is not ASCII"

# Every line of the shown board fits a mail: under 78 columns, no tabs.
run "$PARCHIS" board "$record"
awk 'length($0) >= 78 || /\t/ { bad = 1 } END { exit bad }' "$work/out" ||
	fail "the board has a line of 78 columns or more, or a tab"
finish
