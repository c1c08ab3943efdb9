#!/bin/sh
# cli-undo.sh: parchis undo FILE --to N cuts the record back to before
# roll N and plays on; with seeded and secret dice roll N comes again with
# the same dice, so that playing the same moves again gives the same
# record byte for byte (the round trip), and verify passes at every step.
. "${srcdir:-.}/tests/lib.sh"

# pending FILE: the number of the pending roll of FILE, if a move is
# pending.
pending() {
	"$PARCHIS" status "$1" | sed -n 's/^roll \([0-9]*\); legal moves:.*/\1/p'
}

# moves_of RECORD: "N STEPS" for each turn written on one line with a
# move (not those written in block style, longer than a line).
moves_of() {
	sed -n 's/^  - {n: \([0-9]*\), player: [a-z]*, roll: \[[0-9, ]*\], move: \[\([^]]*\)\]\(, mac: "\{0,1\}[0-9a-f]*"\{0,1\}\)\{0,1\}}$/\1 \2/p' \
		"$1" | tr -d ','
}

# replay MOVES FILE FROM: plays into FILE the moves listed in MOVES
# ("N STEPS" lines) from roll FROM on, where FILE waits for them (a move
# a player wrote for a roll that left no choice, the referee plays
# itself).
replay() {
	while read -r n steps; do
		[ "$n" -ge "$3" ] || continue
		[ "$(pending "$2")" = "$n" ] || continue
		# shellcheck disable=SC2086
		"$PARCHIS" move -q "$2" --turn "$n" $steps ||
			{ echo "replay: move $n $steps" >&2; return 1; }
	done <"$1"
}

# same_game A B DESCRIPTION: A and B are the same record, but for the
# auto: true of turns whose forced move a player wrote in one of them.
same_game() {
	sed 's/, auto: true//' "$1" >"$work/a.cmp"
	sed 's/, auto: true//' "$2" >"$work/b.cmp"
	if cmp -s "$work/a.cmp" "$work/b.cmp"; then pass; else
		fail "$3: $1 differs:"
		diff "$work/b.cmp" "$work/a.cmp" | head -n 10 >&2
	fi
}

orig="$srcdir/examples/classic-in-progress.yaml"
game="$work/game.yaml"
cp "$orig" "$game"
run "$PARCHIS" undo -q "$game" --to 45
expect_status 0 "undo --to 45"
expect_err "" "undo --to 45: roll 45 is a choice"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after undo"
expect_out "$game: sound: 45 rolls checked, derived keys match; blue to move: roll 6" \
	"verify after undo"
# Only the turns from roll 45 on have gone; roll 45 is back, unplayed.
sed -n '/^turns:/,/n: 44,/p' "$orig" >"$work/kept"
sed -n '/^turns:/,/n: 44,/p' "$game" >"$work/now"
same_file "$work/now" "$work/kept" "the turns before roll 45"
grep -q "^  - {n: 45, player: blue, roll: \[6\]}$" "$game" ||
	fail "roll 45 did not come back with its dice"
# The round trip: the same moves again give the same record.
moves_of "$orig" >"$work/orig.moves"
replay "$work/orig.moves" "$game" 45 || fail "replaying the moves"
same_game "$game" "$orig" "undo, then the same moves again"

# Rolls that leave no choice are played again, and it says so.
cp "$orig" "$game"
run "$PARCHIS" undo -q "$game" --to 1
expect_status 0 "undo --to 1"
expect_err "parchis: $game: rolls 1 to 18 left no choice and were played again" \
	"undo --to 1"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after undo --to 1"
replay "$work/orig.moves" "$game" 1 || fail "replaying from roll 1"
same_game "$game" "$orig" "undo --to 1, then the same moves again"
cp "$orig" "$game"

# What cannot be taken back is refused, and the file stays as it was.
run "$PARCHIS" undo "$game" --to 62
expect_status 1 "undo past the end"
expect_err "parchis: $game: there is no roll 62 to take back: the last is 61" \
	"undo past the end"
run "$PARCHIS" undo "$game" --to 61
expect_status 1 "undo of the pending roll"
expect_err "parchis: $game: roll 61 is the pending roll and has no move yet: there is nothing to take back" \
	"undo of the pending roll"
same_file "$game" "$orig" "a refused undo"
run "$PARCHIS" undo "$game"
expect_status 64 "undo without --to"
run "$PARCHIS" undo "$game" --to 0
expect_status 64 "undo --to 0"
run "$PARCHIS" undo "$game" --to 3 --from ana@example.org
expect_status 64 "undo --from"
same_file "$game" "$orig" "undo with bad arguments"

# A finished game can be taken back too; standard input to standard
# output.
run "$PARCHIS" undo --to 317 - <"$srcdir/examples/classic-finished.yaml"
expect_status 0 "undo of a finished game"
grep -q "^  - {n: 317, player: green, roll: \[3\]}$" "$work/out" ||
	fail "the finished game's roll 317: $(grep 'n: 317' "$work/out")"
grep -q "n: 318" "$work/out" && fail "undo of a finished game: roll 318 kept"
expect_err "" "undo of a finished game"

# Manual dice: the roll goes with its move; the players write it again.
cp "$srcdir/examples/manual-table.yaml" "$work/manual.yaml"
last=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$work/manual.yaml" | tail -n 1)
run "$PARCHIS" undo -q "$work/manual.yaml" --to "$last"
expect_status 0 "undo with manual dice"
grep -q "^  - {n: $last," "$work/manual.yaml" &&
	fail "manual dice: roll $last is still there"
run "$PARCHIS" verify "$work/manual.yaml"
expect_status 0 "verify after undo with manual dice"

# Secret dice: the referee's key file rolls roll N again, the same dice;
# the macs of the turns kept are unchanged, and the same moves give the
# same record.
XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
secret="$work/secret.yaml"
"$PARCHIS" new -q --commit --game undo-1 -o "$secret" yellow=Ana red=Luis ||
	fail "new --commit"
"$PARCHIS" play -q "$secret" || fail "secret: the first roll"
# The moves made, "N STEPS" a line, to make them again.
: >"$work/secret.moves"
while [ "$(wc -l <"$work/secret.moves")" -lt 12 ]; do
	n=$(pending "$secret")
	[ -n "$n" ] || break
	first=$("$PARCHIS" moves "$secret" | head -n 1)
	echo "$n ${first%%:*}" >>"$work/secret.moves"
	# shellcheck disable=SC2086
	"$PARCHIS" move -q "$secret" ${first%%:*} || fail "secret: move"
done
cp "$secret" "$work/secret.orig"
cut=$(sed -n '4s/ .*//p' "$work/secret.moves")
[ -n "$cut" ] || fail "secret: no turn with a choice to take back"
run "$PARCHIS" undo -q "$secret" --to "$cut"
expect_status 0 "undo with secret dice"
# before CUT RECORD: the turns of RECORD before roll CUT, as written.
before() {
	awk -v cut="$1" '/^turns:/ { on = 1; next } /^[a-z]/ { on = 0 }
		on && match($0, /^  - [{]?n: [0-9]+/) {
			n = substr($0, RSTART, RLENGTH); sub(/.*n: /, "", n)
			if (n + 0 >= cut) on = 0
		}
		on' "$2"
}
before "$cut" "$work/secret.orig" >"$work/kept"
before "$cut" "$secret" >"$work/now"
[ -s "$work/kept" ] || fail "secret: no turn kept"
same_file "$work/now" "$work/kept" "the macs of the turns kept"
# Roll N as the log tells it, and pending again after the take-back.
"$PARCHIS" log --at "$cut" "$work/secret.orig" |
	sed -n "s/^$cut\. \([a-z]*\) \([0-9 ]*\): .*/\1 to move: roll \2/p" >"$work/want"
"$PARCHIS" status "$secret" | head -n 1 >"$work/got"
[ -s "$work/want" ] || fail "secret: no roll $cut in the log"
same_file "$work/got" "$work/want" "roll $cut again, with the same dice"
run "$PARCHIS" verify "$secret"
expect_status 0 "verify after undo with secret dice"
replay "$work/secret.moves" "$secret" "$cut" || fail "secret: replaying"
same_file "$secret" "$work/secret.orig" "secret dice: undo, then the same moves"
# Without the key file nobody can roll: the cut record waits for the
# referee.
cp "$work/secret.orig" "$work/nokey.yaml"
run env XDG_DATA_HOME="$work/elsewhere" "$PARCHIS" undo -q "$work/nokey.yaml" --to "$cut"
expect_status 0 "undo with secret dice and no key file"
before 1000000 "$work/nokey.yaml" >"$work/all"
same_file "$work/all" "$work/kept" "no key file: the turns kept, none rolled"
"$PARCHIS" status "$work/nokey.yaml" | head -n 1 | grep -q " to roll$" ||
	fail "no key file: not waiting for a roll: $("$PARCHIS" status "$work/nokey.yaml")"
finish
