#!/bin/sh
# cli-variants.sh: one whole game under each single-option variant of the
# rules (parchis(6), RULE OPTIONS), created with new --set, played to its
# end by a script that always picks the first legal move, pinned by a
# golden file and verified, as in cli-game.sh. Each game is also checked
# to be one that the option changed: with the option taken out of its
# rules, verify rejects the record, at the first turn the option decided;
# and where the record shows the option at a glance, a grep says so.
. "${srcdir:-.}/tests/lib.sh"

# play_out NAME NEW-ARGUMENTS...: a game pinned by golden/variant-NAME.yaml.
play_out() {
	play_out_golden variant "$@"
}

# under_default NAME PLACE: NAME's record with its rules cut back to the
# bare preset is no sound game: verify rejects it at PLACE
# ("LINE:COLUMN: message"), so the option did decide that game.
under_default() {
	sed 's/^rules: {preset: \([a-z]*\), [a-z_]*: [a-z0-9_]*}$/rules: \1/' \
		"$work/$1.yaml" >"$work/$1-default.yaml"
	grep -q '^rules: [a-z]*$' "$work/$1-default.yaml" ||
		fail "$1: no single option in $(grep '^rules:' "$work/$1.yaml")"
	run "$PARCHIS" verify "$work/$1-default.yaml"
	expect_status 1 "$1 under the preset's defaults"
	expect_err "parchis: $work/$1-default.yaml:$2" \
		"$1 under the preset's defaults"
}

# shows NAME ERE DESCRIPTION: some line of NAME's record matches ERE.
shows() {
	if grep -Eq -- "$2" "$work/$1.yaml"; then pass; else
		fail "$1: $3"
	fi
}

# lacks NAME ERE DESCRIPTION: no line of NAME's record matches ERE.
lacks() {
	if grep -Eq -- "$2" "$work/$1.yaml"; then
		fail "$1: $3: $(grep -E -m 1 -- "$2" "$work/$1.yaml")"
	else pass; fi
}

four="yellow=Ana blue=Bea red=Luis green=Gus"
two="yellow=Ana red=Luis"

# six_all_out: what a 6 counts with no piece in the nest.
# shellcheck disable=SC2086
play_out six-12 --set six_all_out=12 --seed v1 --game six-12 $four
shows six-12 'roll: \[6\], move: \[[0-9]\+12[],]' "no 6 counted 12"
under_default six-12 "172:46: roll 162, step 1: piece 3 cannot move 12: the roll is 6"

# shellcheck disable=SC2086
play_out six-6 --set six_all_out=6 --seed v2 --game six-6 $two
lacks six-6 '\+7[],]' "a 6 counted 7"
under_default six-6 "93:46: roll 85, step 1: piece 3 cannot move 6: a 6 counts 7 when no piece is in the nest"

# first_five_two: the first 5 brings out two pieces.
# shellcheck disable=SC2086
play_out first-five-two --set first_five_two=true --seed v3 --game f52 $two
shows first-five-two 'roll: \[5\], move: \[[0-9]\+5, [0-9]\+5\]' \
	"no 5 brought out two pieces"
under_default first-five-two "16:45: roll 8, step 2: the roll is played out: nothing is left to move"

# exit_capture: coming out onto an exit that holds pieces.
# shellcheck disable=SC2086
play_out exit-none --set exit_capture=none --seed v5 --game exnone $four
under_default exit-none "240:45: roll 230, step 1: a 5 must bring a piece out"

# shellcheck disable=SC2086
play_out exit-single --set exit_capture=single --seed v6 --game exsingle $four
under_default exit-single "170:45: roll 160, step 1: a 5 must bring a piece out"

# barriers: which two pieces block a square.
# shellcheck disable=SC2086
play_out barriers-mixed --set barriers=mixed --seed v7 --game bmixed $four
under_default barriers-mixed "114:46: roll 104, step 1: piece 1 cannot move 5: the barrier of blue on 22 blocks it"

# shellcheck disable=SC2086
play_out barriers-safe-only --set barriers=safe_only \
	--seed barriers-safe-only-2 --game barriers-safe-only $four
under_default barriers-safe-only "170:47: roll 160, step 1: piece 3 cannot move 2: your barrier on 20 blocks it"

# shellcheck disable=SC2086
play_out barriers-none --set barriers=none --seed v9 --game bnone $four
under_default barriers-none "51:44: roll 41, step 1: piece 1 cannot move 4: the barrier of yellow on 5 blocks it"

# start_in_play: each player starts with a piece on its exit, so the
# first roll moves it.
# shellcheck disable=SC2086
play_out start-in-play --set start_in_play=1 --seed v10 --game sip $two
shows start-in-play '^  - \{n: 2, player: red, roll: \[1\], move: \[1\+1\]' \
	"the first roll did not move a piece in play"
under_default start-in-play "10:42: roll 2, step 1: piece 1 is in the nest: only a 5 brings it out"

# turn_order: clockwise, every change of player goes yellow, green, red,
# blue.
# shellcheck disable=SC2086
play_out turn-clockwise --set turn_order=clockwise --seed v11 --game cw $four
if awk 'BEGIN { after["yellow"] = "green"; after["green"] = "red";
		after["red"] = "blue"; after["blue"] = "yellow" }
	/player: / { p = $0; sub(/.*player: /, "", p); sub(/,.*/, "", p)
		if (prev != "" && p != prev) { changes++
			if (after[prev] != p) bad++ }
		prev = p }
	END { exit !(changes > 0 && bad == 0) }' "$work/turn-clockwise.yaml"
then pass; else fail "turn-clockwise: a turn passed counter-clockwise"; fi
under_default turn-clockwise "13:5: roll 3: it is blue's turn, not green's"

# places: play goes on until that many have finished, or all but one.
# shellcheck disable=SC2086
play_out places-2 --set places=2 --seed v12 --game pl2 yellow=Ana blue=Bea red=Luis
run "$PARCHIS" verify "$work/places-2.yaml"
grep -q "game over: [a-z]* wins; place 2: [a-z]*$" "$work/out" ||
	fail "places-2: $(cat "$work/out")"
under_default places-2 "210:5: roll 201: the game is over: blue won"

# shellcheck disable=SC2086
play_out places-3 --set places=3 --seed v13 --game pl3 $four
run "$PARCHIS" verify "$work/places-3.yaml"
grep -q "game over: [a-z]* wins; place 2: [a-z]*; place 3: [a-z]*$" \
	"$work/out" || fail "places-3: $(cat "$work/out")"
under_default places-3 "253:5: roll 243: the game is over: blue won"

# open_barrier_on_six false: a 6 need not open a barrier.
# shellcheck disable=SC2086
play_out no-open-barrier --set open_barrier_on_six=false --seed v14 --game nob $two
under_default no-open-barrier "27:43: roll 19, step 1: a 6 must open your barrier on 39"

# repeat_roll false: a 6 does not roll again.
# shellcheck disable=SC2086
play_out no-repeat --set repeat_roll=false --seed v15 --game norep $two
under_default no-repeat "19:5: roll 11: it is red's turn, not yellow's"

# three_sixes: what the third 6 in a row does.
# shellcheck disable=SC2086
play_out three-sixes-none --set three_sixes=none \
	--seed three-sixes-none-2 --game three-sixes-none $four
if awk '/player: / { p = $0; sub(/.*player: /, "", p); sub(/,.*/, "", p)
		six = /roll: \[6\]/
		run = six ? (p == prev && run > 0 ? run + 1 : 1) : 0
		if (run >= 3 && !/move: \[pass\]/) played++
		prev = p }
	END { exit !(played > 0) }' "$work/three-sixes-none.yaml"
then pass; else fail "three-sixes-none: no third 6 was played"; fi
under_default three-sixes-none "173:45: roll 163, step 1: the third 6 in a row is not played"

# shellcheck disable=SC2086
play_out three-sixes-furthest --set three_sixes=furthest \
	--seed three-sixes-furthest-1 --game three-sixes-furthest $four
under_default three-sixes-furthest "97:44: roll 87, step 1: piece 2 is in the nest: only a 5 brings it out"

# capture_bonus and goal_bonus 0: captures and goals count nothing.
# shellcheck disable=SC2086
play_out capture-bonus-0 --set capture_bonus=0 --seed v18 --game cb0 $four
lacks capture-bonus-0 '\+20[],]' "a capture counted 20"
under_default capture-bonus-0 "134:44: roll 124: the move is not finished: the player still has a choice"

# shellcheck disable=SC2086
play_out goal-bonus-0 --set goal_bonus=0 --seed v19 --game gb0 $two
lacks goal-bonus-0 '\+10[],]' "a goal counted 10"
under_default goal-bonus-0 "53:43: roll 45: the move is not finished: the player still has a choice"

# bonus_piece mover: only the capturing piece counts the 20.
# shellcheck disable=SC2086
play_out bonus-mover --set bonus_piece=mover --seed v20 --game bmover $four
under_default bonus-mover "286:5: roll 276: the game is over: yellow won"

# safe_share false: two colours never share a safe square.
# shellcheck disable=SC2086
play_out no-safe-share --set safe_share=false --seed v21 --game nosafe $four
under_default no-safe-share "95:45: roll 85, step 1: you cannot pass: piece 1 can move 6"

# exit_roll 6: a 6 brings a piece out, a 5 does not.
# shellcheck disable=SC2086
play_out exit-roll-6 --set exit_roll=6 --seed v22 --game exit6 $two
shows exit-roll-6 '^  - \{n: 2, player: yellow, roll: \[5\], move: \[pass\]' \
	"a 5 with every piece in the nest was not a pass"
shows exit-roll-6 '^  - \{n: 3, player: red, roll: \[6\], move: \[1\+6\]' \
	"a 6 with every piece in the nest brought none out"
under_default exit-roll-6 "10:45: roll 2, step 1: you cannot pass: a piece can come out"

# barrier_together true in superparchis (false is its default): the two
# pieces that opened a barrier may stand together again in that roll.
# shellcheck disable=SC2086
play_out superparchis-together --rules superparchis --set barrier_together=true \
	--seed sp4-together-3 --game sp4-together $four
under_default superparchis-together "50:49: roll 40, step 2: piece 2 cannot move 3: it opened a barrier with piece 1 in this turn and may not form it again on 21"

# capture_partner false in pairs (true is its default).
# shellcheck disable=SC2086
play_out pairs-no-partner --rules pairs --set capture_partner=false \
	--seed v25 --game pnp $four
under_default pairs-no-partner "216:45: roll 206: the move is not finished: the player still has a choice"

# The team event's options on their own, in the classic game.
# shellcheck disable=SC2086
play_out blocked-stop --set blocked_move=stop --seed v40 --game stop $four
under_default blocked-stop "62:46: roll 52, step 1: piece 1 cannot move 5: 39 already holds two pieces"
# shellcheck disable=SC2086
play_out bounce --set goal_entry=bounce --seed v41 --game bounce $four
under_default bounce "107:45: roll 97, step 1: piece 1 needs exactly 3 to reach the goal"
# shellcheck disable=SC2086
play_out roll-per-piece --set roll_per_piece=true --seed v42 --game rpp $four
shows roll-per-piece 'roll: \[[1-6], [1-6], [1-6], [1-6]\]' "no roll of four dice"
under_default roll-per-piece "11:5: roll 1: in the opening roll each player rolls 1 die, not 4"
# Parcheesi's bottom faces, on two dice.
# shellcheck disable=SC2086
play_out doubles-faces --rules superparchis --set doubles_faces=true \
	--seed v43 --game faces $two
under_default doubles-faces "49:46: roll 41, step 3: the roll is played out: nothing is left to move"

# exit_capture not_barrier: no game of the first-move player meets a
# foreign barrier on an exit, so the option is shown on a position: two
# red pieces on yellow's exit keep yellow in the nest, where by default
# the 5 brings a piece out and captures.
# shellcheck disable=SC2086
play_out not-barrier --set exit_capture=not_barrier --seed v44 --game nb $four
cat >"$work/nb.yaml" <<'EOF'
parchis: 1
game: nb-manual
rules: {preset: classic, exit_capture: not_barrier}
dice: manual
players: [{colour: yellow}, {colour: red}]
setup:
  yellow: [nest, nest, nest, 20]
  red: [5, 5, nest, nest]
first: yellow
turns:
  - {n: 1, player: yellow, roll: [5]}
EOF
run "$PARCHIS" moves "$work/nb.yaml"
expect_status 0 "not_barrier: moves"
expect_out "4+5: 20 -> 25" "not_barrier: moves"
sed 's/^rules: .*/rules: classic/' "$work/nb.yaml" >"$work/nb-default.yaml"
run "$PARCHIS" moves "$work/nb-default.yaml"
expect_out "1+5 1+20: nest -> 5, captures red 2; then 5 -> 25
1+5 4+20: nest -> 5, captures red 2; then 20 -> 40" "last_arrived: moves"

finish
