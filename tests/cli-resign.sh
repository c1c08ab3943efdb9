#!/bin/sh
# cli-resign.sh: a player leaves (the clubs' abandonment): the turn
# {resign: COLOUR} is written, a pending roll is withdrawn and rolled anew,
# the last player left wins, and the standings count -20 for leaving.
. "${srcdir:-.}/tests/lib.sh"

game="$work/game.yaml"
"$PARCHIS" new -q --seed rs1 --game rs-1 -o "$game" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org blue=Bea
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
dice=$(sed -n "s/^  - {n: $pending, player: [a-z]*, roll: \[\([0-9, ]*\)\].*/\1/p" "$game")
[ -n "$dice" ] || fail "resign: no pending roll $pending"
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
# The withdrawn roll is rolled again under its own number, for the next
# player: the same dice, so that leaving buys nobody new ones.
sed -n '/resign: red}$/,$p' "$game" |
	grep -q "^  - {n: $pending, player: [a-z]*, roll: \[$dice\]" ||
	fail "resign: the withdrawn roll was not rolled again with its dice"
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
grep -q "^Ana  *1  *1  *30  " "$work/out" || fail "standings: Ana"
grep -q "^Luis  *1  *0  *-20  " "$work/out" || fail "standings: Luis"
grep -q "^Bea  *1  *0  *-20  " "$work/out" || fail "standings: Bea"
# Who left ranks last, the last to leave above the first.
sed -n '/ resign: /s/.*resign: \([a-z]*\).*/\1/p' "$game" | tr '\n' ' ' >"$work/order"
luis=$(sed -n 's/^Luis .*  \([0-9.]*\) ± .*/\1/p' "$work/out")
bea=$(sed -n 's/^Bea .*  \([0-9.]*\) ± .*/\1/p' "$work/out")
case "$(cat "$work/order")" in
"red blue ") awk "BEGIN { exit !($bea > $luis) }" ||
	fail "ratings: Bea left last ($(cat "$work/out"))" ;;
"blue red ") awk "BEGIN { exit !($luis > $bea) }" ||
	fail "ratings: Luis left last ($(cat "$work/out"))" ;;
*) fail "resignations: $(cat "$work/order")" ;;
esac
# In pairs the partner plays on: the pieces of the player who left stay
# in the game, their seat is skipped; when both partners have left, the
# other pair wins.
pairs="$work/pairs.yaml"
"$PARCHIS" new -q --seed pr2 --game pr-9 --rules pairs -o "$pairs" \
	yellow=Ana blue=Bea red=Luis green=Gus
run "$PARCHIS" resign -q "$pairs" red
expect_status 0 "resign in pairs"
sed -n '/resign: red/,$p' "$pairs" | grep -q "player: red, roll" &&
	fail "red rolled after resigning in pairs"
sh "$tests/play-first.sh" "$PARCHIS" "$pairs" || fail "playing pairs out"
# Yellow, home, played red's pieces on.
sed -n '/resign: red/,$p' "$pairs" | grep -q "move: \[.*r[1-4]+" ||
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
# A game nobody can move in any more ends, blocked: here red leaves its
# barrier on its exit for good, and with the other barriers it faces no
# piece can ever move. Without a winner nobody loses points but red.
blocked="$work/blocked.yaml"
"$PARCHIS" new -q --seed pr8 --game pr-9 --rules pairs -o "$blocked" \
	yellow=Ana blue=Bea red=Luis green=Gus
"$PARCHIS" resign -q "$blocked" red
sh "$tests/play-first.sh" "$PARCHIS" "$blocked" || fail "playing pr8 out"
sed -n '/^status:/,/^board:/p' "$blocked" >"$work/status"
printf 'status:\n  over: true\n  blocked: true\nboard: |\n' |
	cmp -s - "$work/status" || fail "blocked: status $(cat "$work/status")"
tail -n 1 "$blocked" | grep -qx "  game over: blocked, nobody can move" ||
	fail "blocked: the board does not say so"
run "$PARCHIS" verify "$blocked"
expect_status 0 "verify a blocked game"
run "$PARCHIS" moves "$blocked"
expect_status 1 "moves in a blocked game"
run "$PARCHIS" standings "$blocked"
expect_out "player                   games  wins  points  rating
Ana                          1     0       0  25.0 ± 16.4
Bea                          1     0       0  25.0 ± 16.4
Gus                          1     0       0  25.0 ± 16.4
Luis                         1     0     -20  25.0 ± 16.4
(1 game)

head to head             opponent                 ahead behind  tied
Ana                      Bea                          0      0     1
Ana                      Gus                          0      0     1
Bea                      Luis                         0      0     1
Gus                      Luis                         0      0     1" "standings of a blocked game"
# A record from before resignations stopped taking a roll number of
# their own ({n: 22, resign: red} then roll 23) reads as written, its
# dice unchanged, and plays on; a new resignation takes the new rule.
old="$work/old.yaml"
cp "$tests/records/good/resign-counted.yaml" "$old"
run "$PARCHIS" verify "$old"
expect_status 0 "verify a record with a counted resignation"
grep -q "^  - {n: 23, player: yellow, roll: \[6\]}$" "$old" ||
	fail "the fixture is not the old numbering"
sh "$tests/play-first.sh" "$PARCHIS" "$old" || fail "playing the old record on"
run "$PARCHIS" verify "$old"
expect_status 0 "verify the old record played out"
# A game nobody can win where a blue piece still goes round (out, up to
# the barriers that yellow, who left, and the others keep, home on a
# third 6): after 10000 rolls in a row that the referee played, nobody
# having a choice, it ends blocked instead of running out of turns.
circling="$work/circling.yaml"
cp "$tests/records/circling.yaml" "$circling"
run "$PARCHIS" move -q "$circling" --turn 392 3+1
expect_status 0 "a game that goes round"
sed -n '/^status:/,/^board:/p' "$circling" | grep -q "^  blocked: true$" ||
	fail "circling: not blocked"
run "$PARCHIS" verify "$circling"
expect_status 0 "verify the circling game"
finish
