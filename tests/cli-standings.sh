#!/bin/sh
# cli-standings.sh: a league table from a folder of finished games, with
# the clubs' points and Plackett-Luce ratings. examples/league/
# standings.txt was checked by hand:
# game 1, two players: Ana +20, Luis -10; game 2, three players: Ana +30,
# Bea -10, Luis -10; game 3, two players: Bea +20, Gus -10.
#
# The ratings, by the formulas of lib/rating.c (Weng and Lin's Algorithm
# 4; beta^2 = 17.3611, tau^2 = 0.006944 added to every sigma^2 first):
# game club-2026-01, Ana first, Luis second, both (25, 8.3333):
#   sigma^2 = 69.4444 + 0.0069 = 69.4514; c = sqrt(2 (69.4514 + 17.3611))
#   = 13.176684; both exp(25/c) = 6.667805, so p = 1/2 at q = Ana
#   Omega = +-69.4514 / c * 1/2 = +-2.635389
#   Delta = (8.333750 / c) * 69.4514 / c^2 * 1/4 = 0.063247
#   Ana (27.635389, 8.065901), Luis (22.364611, 8.065901)
# game club-2026-02, Ana first, Bea and Luis tied second:
#   sigma^2: Ana and Luis 65.0593 + 0.0069 = 65.0662, Bea 69.4514
#   c = sqrt(65.0662 + 69.4514 + 65.0662 + 3 * 17.3611) = 15.863989
#   exp(mu/c): Ana 5.708865, Bea 4.835073, Luis 4.095022
#   S_Ana = 14.638960, S_Bea = S_Luis = 8.930095; A = 1, 2, 2
#   Ana: sum 1 - 0.389977 = 0.610023, p(1-p) 0.237895
#        Omega = 65.0662 / c * 0.610023 = 2.501990, Delta = 0.031273
#   Bea: -0.330287 + (1 - 0.541436)/2 - 0.541436/2 = -0.371724,
#        0.221200 + 2 * 0.248281/2 = 0.469481
#        Omega = 69.4514 / c * -0.371724 = -1.627380, Delta = 0.068062
#   Luis: -0.279735 + (0 - 0.458564)/2 + (1 - 0.458564)/2 = -0.238299,
#        0.201483 + 0.248281 = 0.449766
#        Omega = 65.0662 / c * -0.238299 = -0.977376, Delta = 0.059126
#   Ana (30.137380, 7.939199), Bea (23.372620, 8.045149),
#   Luis (21.387235, 7.824234)
# game club-2026-03, Bea first, Gus second:
#   sigma^2: Bea 64.7244 + 0.0069 = 64.7314, Gus 69.4514
#   c = sqrt(64.7314 + 69.4514 + 2 * 17.3611) = 12.996345
#   exp(mu/c): Bea 6.039973, Gus 6.845680; S_Bea = 12.885653
#   p = 0.468736 for both at q = Bea: sums +-0.531264, p(1-p) 0.249023
#   Bea: Omega = 64.7314 / c * 0.531264 = 2.646084, Delta = 0.059081
#   Gus: Omega = 69.4514 / c * -0.531264 = -2.839029, Delta = 0.065659
#   Bea (26.018705, 7.804292), Gus (22.160971, 8.055511)
# The table shows mu and 2 sigma: Ana 30.1 +- 15.9, Bea 26.0 +- 15.6,
# Gus 22.2 +- 16.1, Luis 21.4 +- 15.6.
. "${srcdir:-.}/tests/lib.sh"

league="$srcdir/examples/league"
run "$PARCHIS" standings "$league"/*.yaml
expect_status 0 "standings"
expect_out_file "$league/standings.txt" "standings of examples/league"

run "$PARCHIS" standings --yaml "$league"/*.yaml
expect_status 0 "standings --yaml"
expect_out_file "$tests/golden/standings-league.yaml" "standings --yaml"
run "$PARCHIS" standings --json "$league"/*.yaml
expect_status 0 "standings --json"
expect_out_file "$tests/golden/standings-league.json" "standings --json"

# A folder and one of its files name a game twice: it counts once.
run "$PARCHIS" standings "$league" "$league/club-2026-01.yaml"
expect_status 0 "a game named twice"
expect_out_file "$league/standings.txt" "a game named twice counts once"
expect_err "parchis: $league/club-2026-01.yaml: game club-2026-01 is counted already: left out" \
	"a game named twice"

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
player                   games  wins  points  rating
Ana (no address)             1     1      30  27.8 ± 16.4
Ana <ana@elsewhere.org>      1     1      20  27.4 ± 16.1
Ana <ana@example.org>        1     1      20  27.6 ± 16.1
Bea                          2     1      10  25.7 ± 15.6
Gus                          1     0     -10  22.1 ± 16.1
Luis                         3     0     -30  19.4 ± 15.2
(4 games)

head to head             opponent                 ahead behind  tied
Ana (no address)         Bea                          1      0     0
Ana (no address)         Luis                         1      0     0
Ana <ana@elsewhere.org>  Luis                         1      0     0
Ana <ana@example.org>    Luis                         1      0     0
Bea                      Gus                          1      0     0
Bea                      Luis                         0      0     1
END
expect_out_file "$work/two-anas.txt" "standings with two Anas"

# A seat with neither name nor address has nobody to credit: it is left
# out with a note, and the others still count; in the ratings it stands
# for a newcomer, as Gus was.
sed 's/^  - {colour: green, name: Gus, email: gus@example.org}$/  - {colour: green}/' \
	"$league/club-2026-03.yaml" >"$work/anonymous.yaml"
cmp -s "$league/club-2026-03.yaml" "$work/anonymous.yaml" &&
	fail "Gus was not made anonymous"
run "$PARCHIS" standings "$league/club-2026-01.yaml" \
	"$league/club-2026-02.yaml" "$work/anonymous.yaml"
expect_status 0 "standings with an anonymous seat"
grep -v '^Gus \|^Bea  *Gus ' "$league/standings.txt" >"$work/no-gus.txt"
expect_out_file "$work/no-gus.txt" "standings with an anonymous seat"
expect_err "parchis: $work/anonymous.yaml: green has neither name nor address: not counted" \
	"standings with an anonymous seat"
# The team event: both teams that took a place are winners (parchis(6),
# The team event).
run "$PARCHIS" standings "$tests/golden/game-event-4.yaml"
expect_status 0 "standings of the event"
expect_out "player                   games  wins  points  rating
Amarillos                    1     1      40  26.6 ± 16.4
Azules                       1     1      40  27.8 ± 16.5
Rojos                        1     0     -10  22.8 ± 16.2
Verdes                       1     0     -10  22.8 ± 16.2
(1 game)

head to head             opponent                 ahead behind  tied
Amarillos                Azules                       0      1     0
Amarillos                Rojos                        1      0     0
Amarillos                Verdes                       1      0     0
Azules                   Rojos                        1      0     0
Azules                   Verdes                       1      0     0
Rojos                    Verdes                       0      0     1" "standings of the event"
# In the event the members a team names are its people, each with the
# team's game and points; in pairs partners share a place, and neither
# meets the other head to head (27.0 is check_rating's pairs, 26.96).
run "$PARCHIS" standings "$srcdir/examples/event-finished.yaml"
expect_status 0 "standings of the event with members"
grep -q "^Ana  *1  *1  *40  " "$work/out" || fail "event members: Ana"
grep -q "^Fran  *1  *1  *40  " "$work/out" || fail "event members: Fran"
grep -q "^Rojos \|^Ana  *Luis " "$work/out" && fail "event members: a team row or teammates met"
run "$PARCHIS" standings "$srcdir/examples/pairs-finished.yaml"
expect_status 0 "standings of pairs"
expect_out "player                   games  wins  points  rating
Ana                          1     1      20  27.0 ± 16.4
Luis                         1     1      20  27.0 ± 16.4
Bea                          1     0     -10  23.0 ± 16.4
Gus                          1     0     -10  23.0 ± 16.4
(1 game)

head to head             opponent                 ahead behind  tied
Ana                      Bea                          1      0     0
Ana                      Gus                          1      0     0
Luis                     Bea                          1      0     0
Luis                     Gus                          1      0     0" "standings of pairs"
# Only games that are not over: no table, but a note.
run "$PARCHIS" standings "$srcdir/examples/classic-in-progress.yaml"
expect_status 0 "standings of a game not over"
expect_out_file /dev/null "standings of a game not over: no empty table"
grep -q "no finished game to count" "$work/err" || fail "no note: $(cat "$work/err")"
finish
