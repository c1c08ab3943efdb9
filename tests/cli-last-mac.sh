#!/bin/sh
# cli-last-mac.sh: the mac of a secret-dice record's latest turn is
# checked like every other. The latest turn is the one a player who holds
# the file would change (its roll, before moving), and the next referee
# command writes a fresh mac over it: were it not checked, the change
# would be sealed. verify and play refuse a changed latest roll, or a
# changed latest mac, with "roll N: the mac does not match" (exit 1),
# and leave the file as it was: in a sealed game (mac: 2) in progress, in
# a version 1 game in progress, and in a finished game after the reveal,
# whose latest turn is a whole one, with its move.
. "${srcdir:-.}/tests/lib.sh"

XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME

# latest FILE: the lines of the latest turn, as "FIRST,LAST" for sed.
latest() {
	awk '/^turns:/ { t = 1; next }
	t && /^[^ ]/ { exit }
	t && /^  - / { first = NR }
	t { last = NR }
	END { print first "," last }' "$1"
}

# tamper_mac FILE OUT: FILE with the latest turn's mac changed, each of
# its hex digits the next one (a digit stays a digit, a letter a letter,
# so that the YAML reads the same kind of string), into OUT.
tamper_mac() {
	lines=$(latest "$1")
	mac=$(sed -n "${lines}p" "$1" | grep -o 'mac: "\{0,1\}[0-9a-f]\{16\}' |
		grep -o '[0-9a-f]\{16\}')
	[ -n "$mac" ] || { fail "no mac in the latest turn of $1"; return; }
	forged=$(echo "$mac" | tr 0123456789abcdef 1234567890bcdefa)
	sed "${lines}s/$mac/$forged/" "$1" >"$2"
}

# tamper_roll FILE OUT: FILE with the latest turn's die turned to the
# next face, its mac left, into OUT.
tamper_roll() {
	lines=$(latest "$1")
	die=$(sed -n "${lines}p" "$1" | sed -n 's/.*roll: \[\([1-6]\)\].*/\1/p')
	[ -n "$die" ] || { fail "no one-die roll in the latest turn of $1"; return; }
	sed "${lines}s/roll: \[$die\]/roll: [$((die % 6 + 1))]/" "$1" >"$2"
}

# refused WHAT FILE CHANGED [OPTIONS]: CHANGED, a change of FILE's latest
# turn, is refused by verify and play with the mac of that turn's number,
# and left as it was.
refused() {
	what=$1 file=$2 changed=$3
	shift 3
	cmp -s "$file" "$changed" && fail "$what: the change changed nothing"
	n=$(sed -n "$(latest "$file" | cut -d, -f1)p" "$file" |
		sed -n 's/^  - {*n: \([0-9]*\).*/\1/p')
	cp "$changed" "$work/before.yaml"
	for cmd in verify play; do
		run "$PARCHIS" $cmd "$@" "$changed"
		expect_status 1 "$cmd: $what"
		grep -q "roll $n: the mac does not match: this turn or one before it was changed" \
			"$work/err" || fail "$cmd: $what: $(cat "$work/err")"
		same_file "$changed" "$work/before.yaml" "$cmd: $what"
	done
}

# A sealed game in progress, a few turns in: its latest turn is the
# pending roll, with its mac and no move yet.
game="$work/game.yaml"
run "$PARCHIS" new -q --commit --game last-1 -o "$game" yellow=Ana red=Luis
expect_status 0 "new --commit"
run "$PARCHIS" play -q "$game"
expect_status 0 "play"
for k in 1 2 3; do
	s=$("$PARCHIS" moves "$game" | head -n 1 | cut -d: -f1)
	# shellcheck disable=SC2086
	run "$PARCHIS" move -q "$game" $s
	expect_status 0 "move $k"
done
run "$PARCHIS" verify "$game"
expect_status 0 "verify the game as the referee left it"
tamper_mac "$game" "$work/mac.yaml"
refused "the latest mac (mac: 2)" "$game" "$work/mac.yaml"
tamper_roll "$game" "$work/roll.yaml"
refused "the latest roll (mac: 2)" "$game" "$work/roll.yaml"

# A version 1 game in progress, with its key file.
cp "$tests/records/v1/secret-v1.key" "$work/v1.key"
chmod 600 "$work/v1.key"
tamper_mac "$tests/records/v1/secret-v1.yaml" "$work/v1-mac.yaml"
refused "the latest mac (mac: 1)" "$tests/records/v1/secret-v1.yaml" \
	"$work/v1-mac.yaml" --key-file "$work/v1.key"
tamper_roll "$tests/records/v1/secret-v1.yaml" "$work/v1-roll.yaml"
refused "the latest roll (mac: 1)" "$tests/records/v1/secret-v1.yaml" \
	"$work/v1-roll.yaml" --key-file "$work/v1.key"

# A finished game after the reveal: anyone checks its macs, the key file
# nowhere; its latest turn is a whole one, roll, move and mac.
revealed="$srcdir/examples/committed-revealed.yaml"
XDG_DATA_HOME="$work/nowhere"
tamper_mac "$revealed" "$work/over-mac.yaml"
refused "the last turn's mac after the reveal" "$revealed" "$work/over-mac.yaml"
tamper_roll "$revealed" "$work/over-roll.yaml"
refused "the last turn's roll after the reveal" "$revealed" "$work/over-roll.yaml"
finish
