#!/bin/sh
# cli-game.sh: whole games created with new and played to their end from
# the shell by a script that always picks the first legal move; the
# finished records are pinned by golden files and pass verify.
. "${srcdir:-.}/tests/lib.sh"

# play_out NAME NEW-ARGUMENTS...: a game pinned by golden/game-NAME.yaml.
play_out() {
	play_out_golden game "$@"
}

play_out classic-4 --seed s4 --game four yellow=Ana blue=Bea red=Luis green=Gus
play_out classic-2 --seed duel --game duel-1 --first red yellow=Ana red=Luis
play_out classic-3-ties --seed tie30 --game ties yellow blue red
play_out superparchis-2 --seed sp2 --game sp-1 --rules superparchis yellow=Ana red=Luis
play_out pairs-4 --seed pr4 --game pairs-1 --rules pairs yellow=Ana blue=Bea red=Luis green=Gus
play_out event-4 --seed ev4 --game event-1 --rules event yellow=Amarillos blue=Azules red=Rojos green=Verdes
play_out event-2 --seed ev2 --game event-2 --rules event red=Rojos blue=Azules
# The Parcheesi column of options, on two dice.
play_out parcheesi-2 --seed pz --game pz-1 --rules superparchis \
	--set doubles_faces=true --set safe_share=false --set exit_capture=single \
	--set three_sixes=furthest yellow=Ana red=Luis

# The event: four dice a roll, a list of four dice a team in the opening,
# both places settled, pieces that bounce, and the goal's 10 counted by
# a piece the team picked.
ev=$tests/golden/game-event-4.yaml
grep -q "^      yellow: \[[1-6], [1-6], [1-6], [1-6]\]$" "$ev" ||
	fail "event: no opening of four dice a team"
grep -q "roll: \[[1-6], [1-6], [1-6], [1-6]\]" "$ev" || fail "event: no roll of four dice"
grep -q "^  places: \[[a-z]*, [a-z]*\]$" "$ev" || fail "event: not two places"
grep -q "+10" "$ev" || fail "event: no goal bonus"
# Parcheesi: some doubles played four amounts.
grep -q "roll: \[\([1-6]\), \1\], move: \[[1-4]+[0-9]*, [1-4]+[0-9]*, [1-4]+[0-9]*, [1-4]+[0-9]*\]" \
	"$tests/golden/game-parcheesi-2.yaml" || fail "parcheesi: no doubles with faces"

# Steps as the board writes the pieces (R1, either case), and blanks
# around a step's "+" on the command line, as in a reply by mail: each
# way of writing red's 1+3 gives the same record.
"$PARCHIS" new -q --seed k3v9q2 --game club-2026-17 -o "$work/tour.yaml" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org || fail "new"
cp "$work/tour.yaml" "$work/want.yaml"
"$PARCHIS" move -q "$work/want.yaml" 1+3 || fail "move 1+3"
for steps in "R1+3" "r1+3" "1 + 3" "R1 +3" "1+ 3"; do
	cp "$work/tour.yaml" "$work/try.yaml"
	# shellcheck disable=SC2086
	run "$PARCHIS" move -q "$work/try.yaml" $steps
	expect_status 0 "move $steps"
	sed 's/move: \[r1+3\]/move: [1+3]/' "$work/try.yaml" >"$work/norm.yaml"
	same_file "$work/norm.yaml" "$work/want.yaml" "move $steps"
done
run "$PARCHIS" move -q "$work/tour.yaml" Y1+3
expect_status 1 "another colour's piece"
finish
