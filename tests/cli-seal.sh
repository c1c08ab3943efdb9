#!/bin/sh
# cli-seal.sh: the header of a secret-dice record is sealed (mac: 2).
# A player who holds the file between referee runs cannot add a setup,
# change the rules, an address, a salt, a bot or who goes first, nor turn
# the dice public or manual, nor take the seal away: play and verify,
# with the key, refuse each, before the first roll and after it, and
# leave the file as it was. Turns' macs on dice that are not secret are
# refused by anyone, after the reveal too. Records of mac version 1 (before the seal)
# still verify and play on. The seal and the first mac are what
# parchis-record(5) says: Python's hmac computes them again.
. "${srcdir:-.}/tests/lib.sh"

XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
key="$work/data/parchis/seal-1.key"

run "$PARCHIS" new -q --commit --game seal-1 -o "$work/fresh.yaml" \
	yellow=Ana,ana@example.org red=Luis,luis@example.org
expect_status 0 "new --commit"
grep -q '^  mac: 2$' "$work/fresh.yaml" || fail "no mac version in dice"
grep -q '^  seal: "[0-9a-f]\{16\}"$' "$work/fresh.yaml" || fail "no seal"
[ "$(sed -n 2p "$key")" = "mac: 2" ] || fail "the key file has no version"
run "$PARCHIS" salt "$work/fresh.yaml" red pepper
expect_status 0 "a salt after the seal"
cp "$work/fresh.yaml" "$work/played.yaml"
run "$PARCHIS" play -q "$work/played.yaml"
expect_status 0 "play the sealed game"
s=$("$PARCHIS" moves "$work/played.yaml" | head -n 1 | cut -d: -f1)
run "$PARCHIS" move -q "$work/played.yaml" $s
expect_status 0 "a move in the sealed game"
run "$PARCHIS" verify "$work/played.yaml"
expect_status 0 "verify the sealed game"
sed -i '/^position:/,$d' "$work/played.yaml" "$work/fresh.yaml"

# tamper NAME SED: the record before (fresh) and after (played) the first
# roll, changed by SED: play and verify, with the key, refuse it (exit 1)
# with the message in $why, and leave it as it was.
tamper() {
	for when in fresh played; do
		sed "$2" "$work/$when.yaml" >"$work/t.yaml"
		cmp -s "$work/t.yaml" "$work/$when.yaml" &&
			fail "$1 ($when): the change changed nothing"
		cp "$work/t.yaml" "$work/t.orig"
		for cmd in play verify; do
			run "$PARCHIS" $cmd ${key_file:+--key-file "$key_file"} "$work/t.yaml"
			expect_status "${want:-1}" "$cmd: $1 ($when)"
			grep -q "$why" "$work/err" ||
				fail "$cmd: $1 ($when): $(cat "$work/err")"
			same_file "$work/t.yaml" "$work/t.orig" "$cmd: $1 ($when)"
		done
	done
}

why="the seal does not match: the game, its rules, dice, players, setup or first were changed"
tamper "the rules" 's/^rules: classic$/rules: {preset: classic, goal_bonus: 60}/'
tamper "a preset" 's/^rules: classic$/rules: superparchis/'
tamper "a setup" 's/^turns:/setup:\n  yellow: [goal, goal, goal, c7]\nturns:/'
tamper "who goes first" 's/^turns:/first: red\nturns:/'
tamper "an address" 's/email: luis@example.org/email: mallory@example.org/'
tamper "an address removed" 's/{colour: red, name: Luis, email: luis@example.org/{colour: red, name: Luis, email: luis@example.org, bot: random/; s/{colour: yellow, name: Ana, email: ana@example.org}/{colour: yellow, name: Ana}/'
tamper "a name" 's/name: Luis/name: Luisa/'
tamper "a bot" 's/name: Ana, email: ana@example.org}/name: Ana, email: ana@example.org, bot: random}/'
tamper "a seat" 's/^turns:/  - {colour: blue, name: Eve}\nturns:/'
tamper "members" 's/name: Ana, email: ana@example.org}/name: Ana, email: ana@example.org, members: [Ana]}/'
tamper "another seal" 's/^  seal: "[0-9a-f]*"$/  seal: "0123456789abcdef"/'
# The game id names the key file: under another id the record is
# another game, and with the key file given it is refused by its seal.
key_file="$key" tamper "the game id" 's/^game: seal-1$/game: seal-2/'
# A salt is covered by the first mac (it changes the dice too).
why="roll 1: the mac does not match"
for when in played; do
	sed 's/salt: pepper/salt: paprika/' "$work/$when.yaml" >"$work/t.yaml"
	run "$PARCHIS" verify "$work/t.yaml"
	expect_status 1 "verify: a salt changed after the first roll"
done
# The dice made public or manual, or the seal taken away, while the
# referee holds the key file.
why="the dice of game seal-1 are secret (the referee holds its key file, $key), but the record says they are public"
tamper "public dice" '/^  commitment:/d; /^  mac: 2$/d; /^  seal:/d; s/^dice:$/dice: {seed: "mine"}/; s/, mac: "\{0,1\}[0-9a-f]*"\{0,1\}//; /^    mac: /d'
why="but the record says they are manual"
tamper "manual dice" '/^  commitment:/d; /^  mac: 2$/d; /^  seal:/d; s/^dice:$/dice: manual/; s/, mac: "\{0,1\}[0-9a-f]*"\{0,1\}//; /^    mac: /d'
why="the dice were changed: the key file of game seal-1 is for a game sealed with mac: 2, and this record has no seal"
tamper "the seal taken away" '/^  mac: 2$/d; /^  seal:/d'
why="the seed does not match the game's commitment"
tamper "another commitment" 's/^  commitment: "sha256:[0-9a-f]*"$/  commitment: "sha256:'"$(printf '%064d' 0)"'"/'

# What is no change is accepted: the players listed in another order,
# the rules as a mapping of the preset alone, a say in a past turn.
sed '/^  - {colour: yellow/{h;d}; /^  - {colour: red/{G}' "$work/played.yaml" \
	>"$work/t.yaml"
run "$PARCHIS" verify "$work/t.yaml"
expect_status 0 "the players in another order"
sed 's/^rules: classic$/rules: {preset: classic}/' "$work/played.yaml" >"$work/t.yaml"
run "$PARCHIS" verify "$work/t.yaml"
expect_status 0 "the rules as a mapping"

# A revealed seed must be the key file's: else anyone could write a
# whole new game with a seed of their own, macs and seal included.
cp "$work/played.yaml" "$work/revealed.yaml"
run "$PARCHIS" reveal "$work/revealed.yaml"
expect_status 0 "reveal"
run "$PARCHIS" verify "$work/revealed.yaml"
expect_status 0 "verify after the reveal"
sed "s/^  seed: \"[0-9a-f]*\"$/  seed: \"$(printf '%064d' 0)\"/" \
	"$work/revealed.yaml" >"$work/t.yaml"
run "$PARCHIS" verify "$work/t.yaml"
expect_status 1 "a revealed seed that is not the key's"
grep -q "the revealed seed of game seal-1 is not the secret in its key file" \
	"$work/err" || fail "another revealed seed: $(cat "$work/err")"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$work/revealed.yaml"
expect_status 0 "verify after the reveal, without the key"
# After the reveal the dice rewritten as public (the seed revealed) or
# manual, and a name changed, which nobody could check any more: the
# turns' macs go with secret dice only, and are refused, with or
# without the key file (#55).
seed=$(sed -n 's/^  seed: "\([0-9a-f]*\)"$/\1/p' "$work/revealed.yaml")
for dice in "{seed: \"$seed\"}" manual; do
	sed -e '/^  seed:/d; /^  commitment:/d; /^  mac: 2$/d; /^  seal:/d' \
		-e "s/^dice:\$/dice: $dice/" -e 's/name: Luis/name: Mallory/' \
		-e '/^position:/,$d' "$work/revealed.yaml" >"$work/t.yaml"
	for home in "$work/nowhere" "$XDG_DATA_HOME"; do
		run env XDG_DATA_HOME="$home" "$PARCHIS" verify "$work/t.yaml"
		expect_status 65 "verify: $dice after the reveal, macs kept"
		grep -q "^parchis: $work/t.yaml:[0-9]*:[0-9]*: roll 1: a mac goes with a commitment only$" \
			"$work/err" || fail "$dice, macs kept: $(cat "$work/err")"
	done
done
# After the reveal anyone checks the seal: a changed header is caught.
sed 's/^rules: classic$/rules: {preset: classic, goal_bonus: 60}/' \
	"$work/revealed.yaml" >"$work/t.yaml"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$work/t.yaml"
expect_status 1 "a changed header after the reveal, without the key"
grep -q "the seal does not match" "$work/err" || fail "after the reveal: $(cat "$work/err")"

# new refuses an id whose key file exists, whatever the dice.
run "$PARCHIS" new -q --seed s --game seal-1 yellow red
expect_status 73 "new --seed with the id of a secret game"
run "$PARCHIS" new -q --manual --game seal-1 yellow red
expect_status 73 "new --manual with the id of a secret game"

# A record of mac version 1, made before the seal, with its key file (a
# key file of an older parchis holds the secret alone): it verifies, and
# play goes on with version 1 macs.
old="$work/v1.yaml"
cp "$tests/records/v1/secret-v1.yaml" "$old"
cp "$tests/records/v1/secret-v1.key" "$work/v1.key"
chmod 600 "$work/v1.key"
run "$PARCHIS" verify --key-file "$work/v1.key" "$old"
expect_status 0 "verify a version 1 record"
s=$("$PARCHIS" moves --key-file "$work/v1.key" "$old" | head -n 1 | cut -d: -f1)
run "$PARCHIS" move -q --key-file "$work/v1.key" "$old" $s
expect_status 0 "a move in a version 1 game"
grep -q "^  mac: 2$" "$old" && fail "a version 1 game was given a mac version"
run "$PARCHIS" verify --key-file "$work/v1.key" "$old"
expect_status 0 "verify a version 1 game played on"
run "$PARCHIS" verify --key-file "$work/v1.key" "$srcdir/examples/committed-revealed.yaml"
[ "$status" -ne 0 ] || fail "a key file of another game passed"
run env XDG_DATA_HOME="$work/nowhere" "$PARCHIS" verify "$srcdir/examples/committed-revealed.yaml"
expect_status 0 "the revealed example of version 1"

# The seal and the first mac, computed by Python's hmac as
# parchis-record(5) tells.
if command -v python3 >/dev/null 2>&1; then
	secret=$(sed -n 1p "$key")
	python3 - "$secret" "$work/played.yaml" <<'EOF' && pass || fail "Python's seal and first mac"
import hashlib, hmac, re, sys
secret, path = sys.argv[1].encode(), sys.argv[2]
text = open(path, encoding="utf-8").read()
commitment = re.search(r'commitment: "sha256:([0-9a-f]{64})"', text).group(1)
seal = re.search(r'seal: "([0-9a-f]{16})"', text).group(1)
header = lambda salt: ("game=seal-1\nrules=classic\ndice=commitment:%s\n"
          "player=yellow\nname=Ana\nemail=ana@example.org\n"
          "player=red\nname=Luis\nemail=luis@example.org\n%s") % (commitment, salt)
mac = lambda m: hmac.new(secret, m.encode(), hashlib.sha256).hexdigest()[:16]
assert mac("parchis:v2:seal:" + header("")) == seal, "seal"
first = re.search(r'- \{n: 1, opening: \{([^}]*)\}, mac: "?([0-9a-f]{16})"?\}', text)
dice = ",".join(p.replace(": ", "=") for p in first.group(1).split(", "))
previous = mac("parchis:v2:header:" + header("salt=pepper\n"))
assert mac("parchis:v2:mac:seal-1:1:opening;%s;:%s" % (dice, previous)) == first.group(2), "first mac"
EOF
fi
finish
