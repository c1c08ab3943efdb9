#!/bin/sh
# cli-forced.sh: rolls that left no choice written without a move (issue
# 16): the referee plays them and writes their steps back, also where
# later rolls follow -- at a real table, and in every golden game with
# its forced moves taken out, which play must give back byte for byte;
# parchis moves on a third 6 says that the roll is not played. The
# refusals (a roll without a move that left a choice, a roll after the
# end or for a player who has finished) are tests/records/refused's.
. "${srcdir:-.}/tests/lib.sh"

forced="$tests/records/forced"

# A real table: a third 6, a pass and a piece that must come out, each
# written without a move before later rolls.
cp "$forced/real-table.yaml" "$work/table.yaml"
run "$PARCHIS" verify "$work/table.yaml"
expect_status 0 "verify a record with forced rolls without a move"
same_file "$work/table.yaml" "$forced/real-table.yaml" "verify writes nothing"
run "$PARCHIS" play -q "$work/table.yaml"
expect_status 0 "play a record with forced rolls without a move"
[ "${PARCHIS_REGEN:-}" = 1 ] &&
	cp "$work/table.yaml" "$tests/golden/forced-real-table.yaml"
same_file "$work/table.yaml" "$tests/golden/forced-real-table.yaml" \
	"the forced rolls played and written back"
diff -u "$tests/golden/forced-real-table.yaml" "$work/table.yaml" | head -20 >&2
run "$PARCHIS" verify "$work/table.yaml"
expect_status 0 "verify what play wrote"
run "$PARCHIS" board --at 4 "$forced/real-table.yaml"
expect_status 0 "board --at 4 past forced rolls without a move"

# strip_forced FILE: FILE without the moves the referee played (auto:
# true), in flow and in block style.
strip_forced() {
	sed 's/, move: \[[^]]*\], auto: true}$/}/' "$1" | awk '
		held != "" {
			if ($0 == "    auto: true") { held = ""; next }
			print held
			held = ""
		}
		/^    move: / { held = $0; next }
		{ print }
		END { if (held != "") print held }'
}

# The golden games (the team event above all, where nearly every move is
# forced) without their forced moves: play writes them back as they were.
for golden in "$tests"/golden/game-*.yaml; do
	name=$(basename "$golden" .yaml)
	strip_forced "$golden" >"$work/$name.yaml"
	if cmp -s "$work/$name.yaml" "$golden" ||
		grep -q "auto: true" "$work/$name.yaml"; then
		fail "$name: the forced moves were not taken out"
		continue
	fi
	run "$PARCHIS" play -q "$work/$name.yaml"
	expect_status 0 "play $name without its forced moves"
	same_file "$work/$name.yaml" "$golden" \
		"$name: the forced moves written back"
done

# parchis moves on a third 6: the roll is not played.
run "$PARCHIS" moves "$forced/third-six.yaml"
expect_status 0 "moves on a third 6"
[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/moves-third-six.txt"
expect_out_file "$tests/golden/moves-third-six.txt" "moves on a third 6"
finish
