#!/bin/sh
# cli-standings.sh: a league table from a folder of finished games, with
# seed 001's points. examples/league/standings.txt was checked by hand:
# game 1, two players: Ana +20, Luis -10; game 2, three players: Ana +30,
# Bea -10, Luis -10; game 3, two players: Bea +20, Gus -10.
. "${srcdir:-.}/tests/lib.sh"

league="$srcdir/examples/league"
run "$PARCHIS" standings "$league"/*.yaml
expect_status 0 "standings"
expect_out_file "$league/standings.txt" "standings of examples/league"

run "$PARCHIS" standings --yaml "$league"/*.yaml
expect_status 0 "standings --yaml"
grep -q '^  - {player: "Ana", email: "ana@example.org", games: 2, wins: 2, points: 50}$' \
	"$work/out" || fail "--yaml: $(cat "$work/out")"
grep -q '^games: 3$' "$work/out" || fail "--yaml: no game count"

# A game that is not over is left out, with a note.
cp "$srcdir/examples/classic-in-progress.yaml" "$work/open.yaml"
run "$PARCHIS" standings "$league"/*.yaml "$work/open.yaml"
expect_status 0 "standings with a game not over"
expect_out_file "$league/standings.txt" "a game not over is left out"
expect_err "parchis: $work/open.yaml: game four is not over: left out" \
	"a game not over"

run "$PARCHIS" standings
expect_status 64 "standings without files"

# A folder stands for its *.yaml files (not its hidden ones, nor others).
mkdir "$work/league"
cp "$league"/*.yaml "$work/league/"
echo "not a record" >"$work/league/notes.txt"
echo "not a record" >"$work/league/.club-2026-04.yaml.tmp"
run "$PARCHIS" standings "$work/league"
expect_status 0 "standings of a folder"
expect_out_file "$league/standings.txt" "standings of a folder"
expect_err "" "standings of a folder"

# A folder with no game, or a file that cannot be read, gives no table
# (one that left out games would look right and be wrong).
mkdir "$work/empty"
run "$PARCHIS" standings "$work/empty"
expect_status 66 "standings of an empty folder"
expect_out_file /dev/null "standings of an empty folder: no table"
expect_err "parchis: $work/empty: no *.yaml file in the folder" \
	"standings of an empty folder"
run "$PARCHIS" standings "$league"/*.yaml "$work/missing.yaml"
expect_status 66 "standings with a missing file"
expect_out_file /dev/null "standings with a missing file: no table"

# The same name with and without an address is one player, when only one
# player with an address bears that name.
mkdir "$work/mixed"
cp "$league/club-2026-01.yaml" "$league/club-2026-03.yaml" "$work/mixed/"
sed 's/^  - {colour: yellow, name: Ana, email: ana@example.org}$/  - {colour: yellow, name: Ana}/' \
	"$league/club-2026-02.yaml" >"$work/mixed/club-2026-02.yaml"
cmp -s "$league/club-2026-02.yaml" "$work/mixed/club-2026-02.yaml" &&
	fail "Ana's address was not removed"
run "$PARCHIS" standings "$work/mixed"
expect_status 0 "standings with Ana once without her address"
expect_out_file "$league/standings.txt" "Ana without her address is Ana"
run "$PARCHIS" standings "$work/mixed/club-2026-02.yaml" \
	"$work/mixed/club-2026-01.yaml" "$work/mixed/club-2026-03.yaml"
expect_out_file "$league/standings.txt" "Ana's address seen last"

# Two players named Ana with addresses: the one without cannot be told
# apart, and every Ana shows what tells her apart.
sed 's/ana@example.org/ana@elsewhere.org/' "$league/club-2026-01.yaml" \
	>"$work/mixed/club-2026-01b.yaml"
run "$PARCHIS" standings "$work/mixed"
expect_status 0 "standings with two Anas"
cat >"$work/two-anas.txt" <<'END'
player                   games  wins  points
Ana (no address)             1     1      30
Ana <ana@elsewhere.org>      1     1      20
Ana <ana@example.org>        1     1      20
Bea                          2     1      10
Gus                          1     0     -10
Luis                         3     0     -30
(4 games)
END
expect_out_file "$work/two-anas.txt" "standings with two Anas"

# A seat with neither name nor address has nobody to credit: it is left
# out with a note, and the others still count.
sed 's/^  - {colour: green, name: Gus, email: gus@example.org}$/  - {colour: green}/' \
	"$league/club-2026-03.yaml" >"$work/anonymous.yaml"
cmp -s "$league/club-2026-03.yaml" "$work/anonymous.yaml" &&
	fail "Gus was not made anonymous"
run "$PARCHIS" standings "$league/club-2026-01.yaml" \
	"$league/club-2026-02.yaml" "$work/anonymous.yaml"
expect_status 0 "standings with an anonymous seat"
grep -v '^Gus ' "$league/standings.txt" >"$work/no-gus.txt"
expect_out_file "$work/no-gus.txt" "standings with an anonymous seat"
expect_err "parchis: $work/anonymous.yaml: green has neither name nor address: not counted" \
	"standings with an anonymous seat"
# The team event: both teams that took a place are winners (seed 003).
run "$PARCHIS" standings "$tests/golden/game-event-4.yaml"
expect_status 0 "standings of the event"
expect_out "player                   games  wins  points
Amarillos                    1     1      40
Azules                       1     1      40
Rojos                        1     0     -10
Verdes                       1     0     -10
(1 game)" "standings of the event"
finish
