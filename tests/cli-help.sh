#!/bin/sh
# cli-help.sh: --help, --usage, --version and usage errors (exit 64).
. "${srcdir:-.}/tests/lib.sh"

run "$PARCHIS" --help
expect_status 0 "parchis --help"
cp "$work/out" "$work/help"
for cmd in new play move moves board verify rules format; do
	grep -q "^  $cmd " "$work/help" || fail "--help does not list $cmd"
	run "$PARCHIS" "$cmd" --help
	expect_status 0 "parchis $cmd --help"
	grep -q "^Usage: parchis $cmd " "$work/out" ||
		fail "parchis $cmd --help has no usage line"
	run "$PARCHIS" "$cmd" --usage
	expect_status 0 "parchis $cmd --usage"
done
# There is no address for bug reports yet, and none is made up: the
# README says to report to whoever distributed the program.
grep -q "Report bugs\|@" "$work/help" &&
	fail "--help names a bug-report address: $(grep '@' "$work/help")"
run "$PARCHIS" --usage
expect_status 0 "parchis --usage"

run "$PARCHIS" --version
expect_status 0 "parchis --version"
head -n 1 "$work/out" | grep -q "^parchis [0-9][0-9.]*$" ||
	fail "--version: $(cat "$work/out")"
grep -q "^License GPLv3+: GNU GPL version 3 or later" "$work/out" ||
	fail "--version names no licence: $(cat "$work/out")"
grep -q "@" "$work/out" && fail "--version names an address: $(cat "$work/out")"
[ -s "$srcdir/LICENSE" ] || fail "no LICENSE file"

# Usage errors: exit 64, one line naming the problem, then argp's hint.
run "$PARCHIS"
expect_status 64 "no command"
grep -q "^parchis: a command is required$" "$work/err" ||
	fail "no command: $(cat "$work/err")"
run "$PARCHIS" dance
expect_status 64 "unknown command"
grep -q "^parchis: unknown command 'dance'$" "$work/err" ||
	fail "unknown command: $(cat "$work/err")"
run "$PARCHIS" --frobnicate
expect_status 64 "unknown option"
run "$PARCHIS" play --frobnicate
expect_status 64 "unknown option of a command"
run "$PARCHIS" play a.yaml b.yaml
expect_status 64 "two files"
grep -q "^parchis play: one FILE at most$" "$work/err" ||
	fail "two files: $(cat "$work/err")"
run "$PARCHIS" move game.yaml
expect_status 64 "move without steps"
run "$PARCHIS" move game.yaml 7
expect_status 64 "move with a bad step"
grep -q "^parchis move: piece 7 does not exist (pieces are 1 to 4)$" \
	"$work/err" || fail "bad step: $(cat "$work/err")"
run "$PARCHIS" move --turn 0 game.yaml 1
expect_status 64 "move --turn 0"
run "$PARCHIS" board --at x game.yaml
expect_status 64 "board --at x"
run "$PARCHIS" board --color=sometimes game.yaml
expect_status 64 "board --color=sometimes"
run "$PARCHIS" moves
expect_status 64 "moves without FILE"
run "$PARCHIS" rules chess
expect_status 64 "unknown preset"
grep -q "^parchis rules: unknown preset 'chess'" "$work/err" ||
	fail "unknown preset: $(cat "$work/err")"
run "$PARCHIS" rules --set six_all_out=8
expect_status 64 "bad --set value"
grep -q "^parchis rules: rule six_all_out takes 6, 7 or 12, not '8'$" \
	"$work/err" || fail "bad --set: $(cat "$work/err")"
run "$PARCHIS" rules --set sixes=7
expect_status 64 "unknown --set option"
run "$PARCHIS" new red=Luis
expect_status 64 "new with one player"
run "$PARCHIS" new red green red
expect_status 64 "new with a colour twice"
grep -q "^parchis new: red has two seats$" "$work/err" ||
	fail "colour twice: $(cat "$work/err")"
run "$PARCHIS" new --seed s --manual red green
expect_status 64 "new --seed --manual"
run "$PARCHIS" new --first blue red green
expect_status 64 "new --first without a seat"
run "$PARCHIS" new --game 'a b' red green
expect_status 64 "new with a bad game id"

# Writing to a full device is an error, not silently lost output.
if [ -w /dev/full ]; then
	run sh -c "\"$PARCHIS\" rules >/dev/full"
	expect_status 74 "rules >/dev/full"
	grep -q "^parchis: cannot write standard output: No space left on device$" \
		"$work/err" || fail "/dev/full: $(cat "$work/err")"
fi
finish
