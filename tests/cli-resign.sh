#!/bin/sh
# cli-resign.sh: a player leaves (seed 001's abandonment): the turn
# {resign: COLOUR} is written, a pending roll is withdrawn and rolled anew,
# the last player left wins, and the standings count -20 for leaving.
. "${srcdir:-.}/tests/lib.sh"

game="$work/game.yaml"
"$PARCHIS" new -q --seed rs1 --game rs-1 -o "$game" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org blue=Bea
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
cp "$game" "$work/orig.yaml"

run "$PARCHIS" resign "$game" red --from ana@example.org
expect_status 1 "resign for another player"
expect_err "parchis: $game: only red's own address may resign for red" \
	"resign for another player"
same_file "$game" "$work/orig.yaml" "resign for another player"
run "$PARCHIS" resign "$game" green
expect_status 1 "resign for a colour not playing"

run "$PARCHIS" resign -q "$game" red --from "Luis <luis@example.org>"
expect_status 0 "resign"
grep -q "^  - {n: $pending, resign: red}$" "$game" ||
	fail "resign: no {n: $pending, resign: red}"
grep -q "^  - {n: $((pending + 1)), player: " "$game" ||
	fail "resign: the withdrawn roll was not rolled anew"
sed -n '/resign: red/,$p' "$game" | grep -q "player: red, roll" &&
	fail "red rolled after resigning"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after a resignation"

run "$PARCHIS" resign -q "$game" blue
expect_status 0 "the second resignation"
grep -q "^  winner: yellow$" "$game" || fail "the last player left did not win"
run "$PARCHIS" resign "$game" yellow
expect_status 1 "resign after the end"
run "$PARCHIS" standings "$game"
expect_status 0 "standings"
grep -q "^Ana  *1  *1  *30$" "$work/out" || fail "standings: Ana"
grep -q "^Luis  *1  *0  *-20$" "$work/out" || fail "standings: Luis"
grep -q "^Bea  *1  *0  *-20$" "$work/out" || fail "standings: Bea"
# In pairs the partner plays on: the pieces of the player who left stay
# in the game, their seat is skipped; when both partners have left, the
# other pair wins.
pairs="$work/pairs.yaml"
"$PARCHIS" new -q --seed pr9 --game pr-9 --rules pairs -o "$pairs" \
	yellow=Ana blue=Bea red=Luis green=Gus
run "$PARCHIS" resign -q "$pairs" red
expect_status 0 "resign in pairs"
sed -n '/resign: red/,$p' "$pairs" | grep -q "player: red, roll" &&
	fail "red rolled after resigning in pairs"
sh "$tests/play-first.sh" "$PARCHIS" "$pairs" || fail "playing pairs out"
# Yellow, home, played red's pieces on.
grep -q "^  red: \[nest, nest, nest, nest\]$" "$pairs" &&
	fail "in pairs nobody played the pieces of the player who left"
sed -n '/resign: red/,$p' "$pairs" | grep -q "player: red, roll" &&
	fail "red rolled after resigning in pairs"
run "$PARCHIS" verify "$pairs"
expect_status 0 "verify pairs after a resignation"
"$PARCHIS" new -q --seed pr9 --game pr-10 --rules pairs -o "$work/p2.yaml" \
	yellow blue red green
"$PARCHIS" resign -q "$work/p2.yaml" blue
run "$PARCHIS" resign -q "$work/p2.yaml" green
expect_status 0 "both partners leave"
grep -q "^  winners: \[yellow, red\]$" "$work/p2.yaml" ||
	fail "the other pair did not win"
finish
