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
finish
