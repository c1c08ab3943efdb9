#!/bin/sh
# cli-leave.sh: a person of a team leaves the team event (parchis(6),
# The team event):
# parchis leave writes {leave: COLOUR, piece: N}; with no teammate home
# the piece goes to its exit square and waits there, whatever it rolls,
# until a piece of the team is home. Refused outside the event, for a
# piece home, for a person gone already; members are written and read
# back; a team of fewer than four starts with the missing people's
# pieces waiting; with secret dice the leave carries a mac.
. "${srcdir:-.}/tests/lib.sh"

# add_roll FILE COLOUR DICE: a manual roll, written as a player would.
add_roll() {
	sed -i "/^position:/i\\  - {player: $2, roll: [$3]}" "$1"
}

# place_of FILE COLOUR PIECE: where the record's position puts a piece.
place_of() {
	sed -n "/^position:/,/^status:/s/^  $2: \[\(.*\)\]$/\1/p" "$1" |
		tr -d ' ' | cut -d, -f"$3"
}

game="$work/event.yaml"
cat >"$game" <<'EOF'
parchis: 1
game: leave-1
rules: event
dice: manual
players:
  - {colour: red, name: Rojos, members: [Ana, Luis, Eva, Pablo]}
  - {colour: blue, name: Azules}
setup:
  red: [c6, 20, nest, nest]
first: red
turns: []
EOF

# Luis (piece 2) leaves, named by the member's name: nobody of red is
# home, so the piece goes to red's exit, 39.
run "$PARCHIS" leave -q "$game" red Luis
expect_status 0 "leave by name"
grep -q "^  - {n: 1, leave: red, piece: 2}$" "$game" ||
	fail "leave: no {n: 1, leave: red, piece: 2}"
[ "$(place_of "$game" red 2)" = 39 ] ||
	fail "the piece of who left is on $(place_of "$game" red 2), not 39"
run "$PARCHIS" board "$game"
grep -q "^red: 1 Ana, 2 Luis (left), 3 Eva, 4 Pablo$" "$work/out" ||
	fail "board: the members line: $(grep '^red:' "$work/out")"

# It waits: its die (3) is not played; piece 1 moves c6 -> c7.
add_roll "$game" red "1, 3, 2, 2"
run "$PARCHIS" play -q "$game"
expect_status 0 "a roll while a piece waits"
[ "$(place_of "$game" red 2)" = 39 ] || fail "the waiting piece moved"
[ "$(place_of "$game" red 1)" = c7 ] || fail "piece 1 did not move"
grep -q "roll: \[1, 3, 2, 2\], move: \[1+1\]" "$game" ||
	fail "the waiting piece's die was played"
add_roll "$game" blue "1, 1, 1, 1"
"$PARCHIS" play -q "$game"

# Piece 1 reaches the goal: the team has someone home, who takes the
# waiting piece on: its own die and the 10 of the arrival move it.
add_roll "$game" red "1, 3, 5, 2"
run "$PARCHIS" play -q "$game"
expect_status 0 "a teammate home"
[ "$(place_of "$game" red 1)" = goal ] || fail "piece 1 is not home"
[ "$(place_of "$game" red 2)" = 52 ] ||
	fail "the piece of who left did not move on: $(place_of "$game" red 2)"
run "$PARCHIS" verify "$game"
expect_status 0 "verify a game with a leave"

# A piece home, a person gone already, a piece that is not there.
cp "$game" "$work/orig.yaml"
run "$PARCHIS" leave "$game" red 1
expect_status 1 "leave of a piece home"
expect_err "parchis: $game: roll 4: piece 1 of red is already home" \
	"leave of a piece home"
same_file "$game" "$work/orig.yaml" "leave of a piece home"
run "$PARCHIS" leave "$game" red 2
expect_status 1 "leave twice"
expect_err "parchis: $game: roll 4: the person playing piece 2 of red has left already" \
	"leave twice"
run "$PARCHIS" leave "$game" red Pepe
expect_status 1 "leave of nobody"
expect_err "parchis: $game: red has no piece 'Pepe': name a piece 1 to 4 or one of its members" \
	"leave of nobody"
run "$PARCHIS" leave "$game" green 1
expect_status 1 "leave of a team not playing"
run "$PARCHIS" leave "$game" red
expect_status 64 "leave without a piece"
same_file "$game" "$work/orig.yaml" "refused leaves"

# A record with a leave that the rules refuse: at the entry's place.
sed 's/^  - {n: 1, leave: red, piece: 2}$/  - {n: 1, leave: red, piece: 1}/' \
	"$work/orig.yaml" >"$work/home.yaml"
sed -i 's/^  red: \[c6, 20/  red: [goal, 20/' "$work/home.yaml"
run "$PARCHIS" verify "$work/home.yaml"
expect_status 1 "a record leaving a piece home"
expect_err "parchis: $work/home.yaml:12:5: roll 1: piece 1 of red is already home" \
	"a record leaving a piece home"
printf '%s\n' 'parchis: 1' 'game: x' 'rules: event' 'dice: manual' \
	'players: [{colour: red}, {colour: blue}]' \
	'turns: [{n: 1, leave: red}]' >"$work/nopiece.yaml"
run "$PARCHIS" verify "$work/nopiece.yaml"
expect_status 65 "a leave without its piece"
expect_err "parchis: $work/nopiece.yaml:6:9: roll 1: a leave needs the piece whose person leaves ({leave: red, piece: 2})" \
	"a leave without its piece"

# Outside the team event nobody leaves a team: the command says so and
# the record is not touched; a record with a leave is refused at it.
classic="$work/classic.yaml"
"$PARCHIS" new -q --seed cl1 --game cl-1 -o "$classic" red=Ana blue=Bea
cp "$classic" "$work/classic-orig.yaml"
run "$PARCHIS" leave "$classic" red 2
expect_status 1 "leave in a classic game"
expect_err "parchis: $classic: only the team event has people leaving (teams: event)" \
	"leave in a classic game"
same_file "$classic" "$work/classic-orig.yaml" "leave in a classic game"
sed 's/^rules: event$/rules: classic/' "$work/orig.yaml" >"$work/cl.yaml"
run "$PARCHIS" verify "$work/cl.yaml"
expect_status 1 "a classic record with a leave"
expect_err "parchis: $work/cl.yaml:12:5: roll 1: only the team event has people leaving (teams: event)" \
	"a classic record with a leave"

# Members: written by parchis new, read back, kept by every rewrite; a
# team of two has its pieces 3 and 4 waiting in the nest from the start,
# so that its exit stays open for pieces 1 and 2.
two="$work/two.yaml"
run "$PARCHIS" new -q --manual --rules event --first red --game two-1 \
	--members red=Ana,Luis --members azul=Bea,Carlos,Dora,Eloy \
	-o "$two" red=Rojos blue=Azules
expect_status 0 "new --members"
grep -q "^  - {colour: red, name: Rojos, members: \[Ana, Luis\]}$" "$two" ||
	fail "members not written: $(grep 'colour: red' "$two")"
grep -q "^  - {colour: blue, name: Azules, members: \[Bea, Carlos, Dora, Eloy\]}$" "$two" ||
	fail "members of blue not written"
grep -q "^  red: \[nest, nest, nest, nest\]$" "$two" ||
	fail "the pieces without a person do not wait in the nest"
add_roll "$two" red "5, 2, 5, 6"
sed -i 's/^turns: \[\]$/turns:/' "$two"
run "$PARCHIS" play -q "$two"
expect_status 0 "a roll with pieces waiting from the start"
grep -q "^  red: \[39, nest, nest, nest\]$" "$two" ||
	fail "pieces without a person moved: $(grep '^  red:' "$two")"
# The waiting piece's 6 is not played and earns no roll: blue is next.
sed -n '/^status:/,/^board:/p' "$two" | grep -q "to_move: blue" ||
	fail "a waiting piece's 6 rolled again: $(sed -n '/^status:/,/^board:/p' "$two")"
run "$PARCHIS" format "$two"
expect_status 0 "format keeps members"
grep -q "members: \[Ana, Luis\]" "$two" || fail "format lost members"
run "$PARCHIS" new -q --members red=a,b,c,d,e red blue
expect_status 64 "five members"
run "$PARCHIS" new -q --members green=Ana red blue
expect_status 64 "members of a team without a seat"
# Long names go on the next lines, under 78 columns.
long="$work/long.yaml"
"$PARCHIS" new -q --manual --rules event --game long-1 -o "$long" \
	--members "red=Ana María de los Ángeles,Luis Fernando Gutiérrez,Eva Lucía Martínez Soto,Pablo" \
	red=Rojos blue=Azules
grep -q "^    members: \[Ana María de los Ángeles, Luis Fernando Gutiérrez,$" \
	"$long" || fail "long members are not wrapped: $(grep members "$long")"
sed -n '1,/^position:/p' "$long" |
	awk 'length($0) >= 78 { bad = 1 } END { exit bad }' ||
	fail "a record line of 78 columns or more"
run "$PARCHIS" verify "$long"
expect_status 0 "verify long members"

# Classic games keep members but show no members line.
"$PARCHIS" new -q --seed cl2 --game cl-2 --members red=Ana,Luis \
	-o "$work/cl2.yaml" red blue
grep -q "members: \[Ana, Luis\]" "$work/cl2.yaml" ||
	fail "a classic game dropped members"
grep -q "^red: 1 Ana" "$work/cl2.yaml" && fail "a classic board shows members"

# A roll pending when someone leaves is withdrawn, as for a resignation,
# and rolled again after the leave under its own number: the same dice,
# so that nobody gets new dice by sending a person away.
ev2="$work/ev2.yaml"
"$PARCHIS" new -q --rules event --seed s1 --game ev-1 -o "$ev2" \
	red=Rojos blue=Azules
grep -q "^  legal:" "$ev2" || fail "the seeded game does not wait for a move"
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p; s/^  - n: \([0-9]*\)$/\1/p' \
	"$ev2" | tail -n 1)
cp "$ev2" "$work/ev2.orig"
dice=$(sed -n '/^status:/,/^board:/s/^  roll: \[\(.*\)\]$/\1/p' "$ev2")
[ -n "$dice" ] || fail "no pending roll's dice"
run "$PARCHIS" leave -q "$ev2" red 2
expect_status 0 "leave while a roll is pending"
grep -q "^  - {n: $pending, leave: red, piece: 2}$" "$ev2" ||
	fail "the leave did not take the pending roll's number $pending"
sed -n '/leave: red, piece: 2}$/,$p' "$ev2" |
	grep -q "^  - {n: $pending, player: \|^  - n: $pending$" ||
	fail "the withdrawn roll was not rolled again under its number"
[ "$(sed -n '/^turns:/,/^position:/p' "$work/ev2.orig" | grep -c "roll: \[$dice\]")" -ge 1 ] &&
sed -n '/leave: red, piece: 2}$/,/^position:/p' "$ev2" | grep -q "roll: \[$dice\]" ||
	fail "the roll after the leave has other dice than the withdrawn one"
run "$PARCHIS" verify "$ev2"
expect_status 0 "verify after a leave with a roll pending"

# Secret dice: the leave gets its mac, HMAC-SHA256(S, "parchis:v2:mac:"
# G ":" n ":leave;red;2;:" previous mac), which verify checks; the first
# turn's previous mac is the header's (parchis-record(5)).
XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
secret="$work/secret.yaml"
"$PARCHIS" new -q --commit --rules event --game sec-ev -o "$secret" \
	red=Rojos blue=Azules
# Before any roll (the dice are random, so red's pieces could be home
# later): the leave is roll 1, its previous mac empty, and the referee
# rolls and chains the turns after it.
piece=2
run "$PARCHIS" leave -q "$secret" red $piece
expect_status 0 "leave with secret dice"
line=$(grep "^  - {n: [0-9]*, leave: red, piece: $piece, mac: \"\{0,1\}[0-9a-f]\{16\}\"\{0,1\}}$" \
	"$secret") || fail "no leave with a mac"
run "$PARCHIS" verify "$secret"
expect_status 0 "verify a leave with secret dice"
n=$(echo "$line" | sed 's/.*{n: \([0-9]*\),.*/\1/')
if command -v python3 >/dev/null 2>&1; then
	mac=$(echo "$line" | sed 's/.*mac: "\{0,1\}\([0-9a-f]*\)"\{0,1\}}$/\1/')
	# The turn before's mac; before the first turn, the header's.
	previous=$(grep -B1 -F "$line" "$secret" | head -n 1 |
		sed -n 's/.*mac: "\{0,1\}\([0-9a-f]*\)"\{0,1\}}*$/\1/p')
	commitment=$(sed -n 's/^  commitment: "sha256:\([0-9a-f]*\)"$/\1/p' "$secret")
	want=$(python3 -c 'import hmac, hashlib, sys
k, m, previous, commitment = sys.argv[1:5]
mac = lambda t: hmac.new(k.encode(), t.encode(), hashlib.sha256).hexdigest()[:16]
if not previous:
    previous = mac("parchis:v2:header:game=sec-ev\nrules=event\n"
                   "dice=commitment:%s\nplayer=blue\nname=Azules\n"
                   "player=red\nname=Rojos\n" % commitment)
print(mac(m + previous))' \
		"$(sed -n 1p "$work/data/parchis/sec-ev.key")" \
		"parchis:v2:mac:sec-ev:$n:leave;red;$piece;:" "$previous" \
		"$commitment")
	[ "$mac" = "$want" ] || fail "the leave's mac is $mac, not $want"
fi
sed -i "s/leave: red, piece: $piece, mac/leave: red, piece: $((piece % 4 + 1)), mac/" \
	"$secret"
run "$PARCHIS" verify "$secret"
expect_status 1 "a changed leave"
grep -q "roll $n: the mac does not match" "$work/err" ||
	fail "a changed leave: $(cat "$work/err")"
finish
