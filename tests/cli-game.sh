#!/bin/sh
# cli-game.sh: whole games created with new and played to their end from
# the shell by a script that always picks the first legal move; the
# finished records are pinned by golden files and pass verify.
. "${srcdir:-.}/tests/lib.sh"

# play_out NAME NEW-ARGUMENTS...: creates NAME.yaml, plays it out, checks
# it against the golden file and verifies it.
play_out() {
	name=$1
	shift
	run "$PARCHIS" new -q -o "$work/$name.yaml" "$@"
	expect_status 0 "new $name"
	if ! sh "$tests/play-first.sh" "$PARCHIS" "$work/$name.yaml" \
		>"$work/play.out" 2>&1; then
		fail "$name: playing out: $(tail -n 3 "$work/play.out")"
		return
	fi
	same_file "$work/$name.yaml" "$tests/golden/game-$name.yaml" \
		"$name played out"
	diff -u "$tests/golden/game-$name.yaml" "$work/$name.yaml" | head -20 >&2
	run "$PARCHIS" verify "$work/$name.yaml"
	expect_status 0 "verify $name"
	grep -q "^$work/$name.yaml: sound: [0-9]* rolls checked, derived keys match; game over: .* wins*" \
		"$work/out" || fail "verify $name: $(cat "$work/out")"
	# A finished game takes no more turns.
	run "$PARCHIS" moves "$work/$name.yaml"
	expect_status 1 "moves after the end of $name"
	cp "$work/$name.yaml" "$work/$name.orig"
	run "$PARCHIS" play "$work/$name.yaml"
	expect_status 0 "play on the finished $name"
	same_file "$work/$name.yaml" "$work/$name.orig" "play on the finished $name"
	grep -q "game over: .* win" "$work/out" || fail "play $name: not over"
}

play_out classic-4 --seed s4 --game four yellow=Ana blue=Bea red=Luis green=Gus
play_out classic-2 --seed duel --game duel-1 --first red yellow=Ana red=Luis
play_out classic-3-ties --seed tie30 --game ties yellow blue red
play_out superparchis-2 --seed sp2 --game sp-1 --rules superparchis yellow=Ana red=Luis
play_out pairs-4 --seed pr4 --game pairs-1 --rules pairs yellow=Ana blue=Bea red=Luis green=Gus
finish
