#!/bin/sh
# cli-commit.sh: secret dice. A game created with --commit keeps its secret
# in a key file readable by its owner only; players add salts before the
# first roll; every turn carries a mac; the game is played to its end,
# revealed and verified; a changed past turn is caught before the reveal
# (by the referee, who holds the key) and after it (by anyone).
. "${srcdir:-.}/tests/lib.sh"

XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
key="$work/data/parchis/secret-1.key"
game="$work/game.yaml"

run "$PARCHIS" new -q --commit --game secret-1 -o "$game" yellow=Ana red=Luis
expect_status 0 "new --commit"
[ "$(stat -c %a "$key")" = 600 ] || fail "the key file is not mode 600"
grep -q '^  commitment: "sha256:[0-9a-f]\{64\}"$' "$game" ||
	fail "no commitment in the record"
grep -q "$(sed -n 1p "$key")" "$game" && fail "the secret is in the record"
grep -q '^turns: \[\]$' "$game" || fail "new --commit rolled before the salts"
run "$PARCHIS" new -q --commit --game secret-1 -o "$work/other.yaml" yellow red
expect_status 73 "a second game with the same key file"

# Salts, before the first roll only.
run "$PARCHIS" salt "$game" red pepper
expect_status 0 "salt"
grep -q "{colour: red, name: Luis, salt: pepper}" "$game" || fail "no salt"
run "$PARCHIS" salt "$game" green basil
expect_status 1 "salt for a colour without a seat"

# The referee rolls with the secret; a player without the key cannot.
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" play "$game"
expect_status 66 "play without the key"
expect_err "parchis: $game: the dice of this game are secret: only the referee with its key file can roll them" \
	"play without the key"
run "$PARCHIS" play -q "$game"
expect_status 0 "play with the key"
run "$PARCHIS" salt "$game" yellow oregano
expect_status 1 "salt after the first roll"
expect_err "parchis: $game: the dice have been rolled: a salt comes before the first roll" \
	"salt after the first roll"
grep -q "mac: [0-9a-f]\{16\}" "$game" || fail "no macs"

# A key file that others may read is refused, as ssh refuses such keys.
chmod 644 "$key"
run "$PARCHIS" play "$game"
expect_status 66 "a key file readable by others"
expect_err "parchis: $game: the key file $key may be read by others: chmod 600 $key" \
	"a key file readable by others"
chmod 600 "$key"

sh "$tests/play-first.sh" "$PARCHIS" "$game" || fail "playing the game out"
grep -q "game over" "$game" || fail "the game did not end"
run "$PARCHIS" verify "$game"
expect_status 0 "verify with the key"
grep -q "sound: .*derived keys match; game over" "$work/out" ||
	fail "verify: $(cat "$work/out")"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$game"
expect_status 0 "verify without the key"
grep -q "(the rules only: the dice stay secret until the reveal)" \
	"$work/out" || fail "verify without the key: $(cat "$work/out")"

# A past turn changed before the reveal (the first roll's die turned to
# another face): the referee, who holds the key, catches it by its mac.
awk '!done && /roll: \[[1-6]\]/ {
	match($0, /roll: \[[1-6]\]/)
	d = substr($0, RSTART + 7, 1) % 6 + 1
	$0 = substr($0, 1, RSTART + 6) d substr($0, RSTART + 8)
	done = 1
} { print }' "$game" >"$work/forged.yaml"
cmp -s "$game" "$work/forged.yaml" && fail "the forgery changed nothing"
cp "$work/forged.yaml" "$work/forged.orig"
run "$PARCHIS" verify "$work/forged.yaml"
expect_status 1 "a changed roll, before the reveal"
grep -q "roll [0-9]*: the mac does not match: this turn or one before it was changed" "$work/err" ||
	fail "forged before the reveal: $(cat "$work/err")"
same_file "$work/forged.yaml" "$work/forged.orig" "verify a forgery"

# Table talk is no history: a say added to an early turn keeps the chain.
sed '0,/^  - n: 2$/s//  - n: 2\n    say: "I never rolled that"/' "$game" \
	>"$work/talk.yaml"
run "$PARCHIS" verify "$work/talk.yaml"
expect_status 0 "a say does not break the chain"

# Reveal: the secret goes into the record next to the commitment.
run "$PARCHIS" reveal "$game"
expect_status 0 "reveal"
grep -q "^  seed: \"$(sed -n 1p "$key")\"$" "$game" || fail "the seed is not revealed"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$game"
expect_status 0 "verify after the reveal, without the key"
grep -q "(the rules only" "$work/out" && fail "verify after the reveal: rules only"
run "$PARCHIS" reveal "$game"
expect_status 1 "reveal twice"

# After the reveal anyone catches a changed past turn: the macs no
# longer match, whatever the rules say.
n=$(sed -n '/^turns:/,$p' "$game" | grep -c 'mac:')
[ "$n" -gt 20 ] || fail "few macs: $n"
# Swap two macs: each turn's mac no longer fits it.
macs=$(grep -o 'mac: [0-9a-f]\{16\}' "$game" | sed -n '5p;6p' | cut -d' ' -f2)
m5=$(echo "$macs" | sed -n 1p)
m6=$(echo "$macs" | sed -n 2p)
sed "s/$m5/XXXX/; s/$m6/$m5/; s/XXXX/$m6/" "$game" >"$work/swapped.yaml"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$work/swapped.yaml"
expect_status 1 "swapped macs after the reveal"
grep -q "the mac does not match: this turn or one before it was changed" \
	"$work/err" || fail "swapped macs: $(cat "$work/err")"

# A wrong key file is caught by the commitment.
printf '%064d\n' 0 >"$work/wrong.key"
chmod 600 "$work/wrong.key"
run "$PARCHIS" verify --key-file "$work/wrong.key" "$work/forged.orig"
expect_status 1 "a key that does not fit the commitment"
expect_err "parchis: $work/forged.orig: the seed does not match the game's commitment" \
	"a key that does not fit the commitment"
finish
