#!/bin/sh
# cli-referee.sh: the referee refuses what the rules or the seed do not
# allow -- a changed roll, a changed earlier move, a move out of turn, a
# turn after the end -- with its place and reason, exit 1, and the file
# left byte for byte; and it plays manual-dice records and what it cannot
# play yet says so (exit 69).
. "${srcdir:-.}/tests/lib.sh"

game="$srcdir/examples/classic-finished.yaml"

# tampered SED-EXPRESSION MESSAGE DESCRIPTION: the finished game changed by
# the expression is refused by play and verify with MESSAGE.
tampered() {
	sed "$1" "$game" >"$work/x.yaml"
	cmp -s "$work/x.yaml" "$game" && fail "$3: the edit changed nothing"
	cp "$work/x.yaml" "$work/x.orig"
	for cmd in play verify; do
		run "$PARCHIS" "$cmd" "$work/x.yaml"
		expect_status 1 "$cmd: $3"
		expect_err "parchis: $work/x.yaml:$2" "$cmd: $3"
		same_file "$work/x.yaml" "$work/x.orig" "$cmd: $3"
	done
}

tampered 's/{n: 45, player: blue, roll: \[6\]/{n: 45, player: blue, roll: [5]/' \
	"55:5: roll 45: the seed gives [6], not [5]" "a changed roll"
tampered 's/move: \[1+4, 2+20, 2+20\]/move: [1+4, 2+20, 2+21]/' \
	"97:46: roll 87, step 3: piece 2 cannot move 21: the count is 20" \
	"a changed bonus count"
tampered 's/move: \[1+4, 2+20, 2+20\]/move: [2+3]/' \
	"97:46: roll 87, step 1: piece 2 cannot move 3: the roll is 4" \
	"a changed earlier move"
tampered 's/move: \[1+4, 2+20, 2+20\]/move: [4+4]/' \
	"100:43: roll 90, step 1: piece 3 cannot move 5: the barrier of green on 2 blocks it" \
	"an earlier move that makes a later one illegal"
tampered 's/move: \[1+4, 2+20, 2+20\]/move: [1+4, 2+20]/' \
	"97:46: roll 87: the move is not finished: the player still has a choice" \
	"an unfinished move before the last roll"
tampered 's/{n: 88, player: blue/{n: 88, player: red/' \
	"98:5: roll 88: it is blue's turn, not red's" "a move out of turn"
# A turn appended to a finished game.
sed 's/^position:$/  - {player: yellow, roll: [3], move: [4+3]}\nposition:/' \
	"$game" >"$work/x.yaml"
cp "$work/x.yaml" "$work/x.orig"
run "$PARCHIS" play "$work/x.yaml"
expect_status 1 "a turn after the end"
expect_err "parchis: $work/x.yaml:331:5: roll 321: the game is over: red won" \
	"a turn after the end"
same_file "$work/x.yaml" "$work/x.orig" "a turn after the end"

# Derived keys that are not what the referee writes.
sed 's/^  green: \[nest, 1, 8, nest\]$/  green: [nest, 1, 9, nest]/' "$game" \
	>"$work/x.yaml"
run "$PARCHIS" verify "$work/x.yaml"
expect_status 1 "a changed position"
expect_err "parchis: $work/x.yaml:331:1: position is not what the referee writes (parchis play writes it anew)" \
	"a changed position"
run "$PARCHIS" play "$work/x.yaml"
expect_status 0 "play writes the position anew"
same_file "$work/x.yaml" "$game" "play writes the position anew"

# --no-auto leaves a forced turn to its player.
printf 'parchis: 1\ngame: t\ndice: manual\nfirst: yellow\nplayers: [{colour: yellow}, {colour: red}]\nturns:\n  - {player: yellow, roll: [3]}\n' >"$work/f.yaml"
run "$PARCHIS" play --no-auto "$work/f.yaml"
expect_status 0 "play --no-auto"
grep -q "^  - {n: 1, player: yellow, roll: \[3\]}$" "$work/f.yaml" ||
	fail "play --no-auto played the forced turn"
grep -q "legal: \[\[pass\]\]" "$work/f.yaml" || fail "--no-auto: legal is not pass"
run "$PARCHIS" play "$work/f.yaml"
grep -q "^  - {n: 1, player: yellow, roll: \[3\], move: \[pass\], auto: true}$" \
	"$work/f.yaml" || fail "play did not play the forced turn"

# A game in progress: the first 40 rolls of the golden game, without the
# derived keys; play goes on to the next decision.
sed -n '1,/^  - {n: 40,/p' "$game" >"$work/g.yaml"
run "$PARCHIS" play -q "$work/g.yaml"
expect_status 0 "play a game in progress"
[ -s "$work/out" ] && fail "play -q printed something"
run "$PARCHIS" verify "$work/g.yaml"
expect_status 0 "verify after play"
n=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$work/g.yaml" | tail -n 1)
cp "$work/g.yaml" "$work/g.orig"
run "$PARCHIS" move "$work/g.yaml" --turn $((n - 1)) 1
expect_status 1 "move --turn for a roll that is not pending"
expect_err "parchis: $work/g.yaml: roll $((n - 1)) is not pending: roll $n is" \
	"move --turn for a roll that is not pending"
same_file "$work/g.yaml" "$work/g.orig" "move --turn refused"
run "$PARCHIS" moves "$work/g.yaml"
expect_status 0 "moves"
first=$(head -n 1 "$work/out" | cut -d: -f1)
run "$PARCHIS" move "$work/g.yaml" --turn "$n" $first
expect_status 0 "move --turn for the pending roll"
grep -q "^  - {n: $n, player: [a-z]*, roll: \[[1-6]\], move: \[$first\]}$" \
	"$work/g.yaml" || fail "move: roll $n is not $first"
# From standard input to standard output: the same record.
sed -n '1,/^  - {n: 40,/p' "$game" >"$work/h.yaml"
run "$PARCHIS" play <"$work/h.yaml"
expect_status 0 "play from standard input"
same_file "$work/out" "$work/g.orig" "play from standard input"

# Manual dice: the referee checks the rules and waits for the next roll.
cp "$srcdir/examples/manual-table.yaml" "$work/m.yaml"
run "$PARCHIS" play "$work/m.yaml"
expect_status 0 "play with manual dice"
grep -q "^yellow to roll$" "$work/out" || fail "manual: $(cat "$work/out")"
run "$PARCHIS" verify "$work/m.yaml"
expect_status 0 "verify with manual dice"
# A player appends a roll and a move (the derived keys go: they are the
# referee's and any position after them would belong to them).
sed -i '/^position:/,$d' "$work/m.yaml"
printf '  - {player: yellow, roll: [5], move: [3]}\n' >>"$work/m.yaml"
run "$PARCHIS" play "$work/m.yaml"
expect_status 1 "a piece out of order from the nest"
expect_err "parchis: $work/m.yaml:14:39: roll 5, step 1: piece 3 cannot come out: piece 2, the lowest-numbered in the nest, comes out first" \
	"a piece out of order from the nest"
sed -i 's/move: \[3\]}$/move: [2]}/' "$work/m.yaml"
run "$PARCHIS" play "$work/m.yaml"
expect_status 0 "a manual roll played"
grep -q "^  - {n: 5, player: yellow, roll: \[5\], move: \[2+5\]}$" \
	"$work/m.yaml" || fail "manual: the move is not completed as 2+5"

# A move that leaves a choice stays pending, and says so; a whole play
# pasted from parchis moves then replaces the steps kept.
printf 'parchis: 1\ngame: t\ndice: manual\nplayers: [{colour: yellow}, {colour: red}]\nsetup:\n  yellow: [30, 40, nest, nest]\n  red: [33, nest, nest, nest]\nfirst: yellow\nturns:\n  - {player: yellow, roll: [3]}\n' \
	>"$work/p.yaml"
run "$PARCHIS" move -q "$work/p.yaml" 1
expect_status 0 "a move that leaves a choice"
expect_err "parchis: $work/p.yaml: the move of roll 1 is not finished: parchis moves lists the ways to finish it" \
	"a move that leaves a choice"
run "$PARCHIS" move -q "$work/p.yaml" 1+3 2+20
expect_status 0 "a whole play after a partial move"
grep -q "^  - {n: 1, player: yellow, roll: \[3\], move: \[1+3, 2+20\]}$" \
	"$work/p.yaml" || fail "the whole play did not replace the kept steps"

# Options that make no sense together are refused before anything is
# written.
run "$PARCHIS" new --seed s --rules event --set roll_per_piece=false \
	-o "$work/never.yaml" yellow red
expect_status 64 "event without a roll per piece"
head -n 1 "$work/err" | grep -qx "parchis new: teams: event needs roll_per_piece: true (each person is a piece with its own die)" ||
	fail "event without a roll per piece: $(cat "$work/err")"
[ -e "$work/never.yaml" ] && fail "a refused new wrote a record"

# The team event: a team writes only its choice. Roll 86 of the golden
# event game: red's piece 2 reaches the goal with its 2 (forced), and
# the 10 goes to piece 1 or 4.
head -n 248 "$tests/golden/game-event-2.yaml" >"$work/ev.yaml"
echo '  - {n: 86, player: red, roll: [2]}' >>"$work/ev.yaml"
cp "$work/ev.yaml" "$work/ev.orig"
run "$PARCHIS" moves "$work/ev.yaml"
expect_status 0 "event: moves"
expect_out "2+2 1+10: c6 -> goal; then c5 -> c1
2+2 4+10: c6 -> goal; then 30 -> c6" "event: moves"
run "$PARCHIS" move -q "$work/ev.yaml" 3+10
expect_status 1 "event: a piece in the nest counts no 10"
same_file "$work/ev.yaml" "$work/ev.orig" "event: refused choice"
run "$PARCHIS" move -q "$work/ev.yaml" 1+10
expect_status 0 "event: the choice alone"
grep -q "^  - {n: 86, player: red, roll: \[2\], move: \[2+2, 1+10\]}$" \
	"$work/ev.yaml" || fail "event: the forced step was not completed"
# A roll with more outcomes than are listed says so: moves, the record's
# status and the mail each mark the cut (doubles with the bottom faces,
# four pieces out among red ones: thousands of ways).
cat >"$work/many.yaml" <<'EOF'
parchis: 1
game: many
rules: {preset: superparchis, doubles_faces: true}
dice: manual
players: [{colour: yellow, email: ana@example.org}, {colour: red}]
setup:
  yellow: [10, 14, 18, 23]
  red: [13, 16, 20, 27]
first: yellow
turns:
  - {n: 1, player: yellow, roll: [2, 2]}
EOF
run "$PARCHIS" moves "$work/many.yaml"
expect_status 0 "many ways: moves"
[ "$(wc -l <"$work/out")" -eq 513 ] || fail "many ways: $(wc -l <"$work/out") lines"
[ "$(tail -n 1 "$work/out")" = "(and more: the list stops at 512)" ] ||
	fail "many ways: no mark: $(tail -n 1 "$work/out")"
run "$PARCHIS" play -q "$work/many.yaml"
expect_status 0 "many ways: play"
grep -q "^  legal_more: true$" "$work/many.yaml" || fail "many ways: no legal_more"
run "$PARCHIS" verify "$work/many.yaml"
expect_status 0 "many ways: verify"
run "$PARCHIS" mail "$work/many.yaml"
expect_status 0 "many ways: mail"
grep -q "^  (and more: the list stops at 512)$" "$work/out" ||
	fail "many ways: the mail does not mark the cut"

# Orders of the same moves are one way: the eight plays of a 3 and a 4
# on two pieces are four outcomes, each listed once; and a roll whose
# plays all come to one outcome is the referee's to play.
cat >"$work/order.yaml" <<'EOF'
parchis: 1
game: order
rules: superparchis
dice: manual
players: [{colour: yellow}, {colour: red}]
setup:
  yellow: [10, 20, goal, goal]
  red: [50, nest, nest, nest]
first: yellow
turns:
  - {n: 1, player: yellow, roll: [3, 4]}
EOF
run "$PARCHIS" moves "$work/order.yaml"
expect_out "1+3 1+4: 10 -> 13; 13 -> 17
1+3 2+4: 10 -> 13; 20 -> 24
2+3 1+4: 20 -> 23; 10 -> 14
2+3 2+4: 20 -> 23; 23 -> 27" "orders: moves"
sed 's/^  yellow: .*/  yellow: [10, goal, goal, goal]/' "$work/order.yaml" \
	>"$work/one-way.yaml"
run "$PARCHIS" play -q "$work/one-way.yaml"
expect_status 0 "one outcome: play"
grep -q "^  - {n: 1, player: yellow, roll: \[3, 4\], move: \[1+3, 1+4\], auto: true}$" \
	"$work/one-way.yaml" || fail "one outcome: not played by the referee"
finish
