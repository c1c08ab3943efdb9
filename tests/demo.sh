#!/bin/sh
# demo.sh: a short session with parchis, run by "make demo" and by the
# README's first command. Usage: demo.sh PARCHIS SRCDIR
set -eu
parchis=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
game="$work/game.yaml"

step() {
	printf '\n$ %s\n' "$*"
}

step parchis --version
"$parchis" --version

step parchis new --manual --game demo-1 --first yellow \
	yellow=Ana,ana@example.org red=Luis -o game.yaml
"$parchis" new --manual --game demo-1 --first yellow \
	yellow=Ana,ana@example.org red=Luis -o "$game"
cat "$game"

step "# Ana rolls a 5 at the table and writes her move into the record:"
sed -i 's/^turns: \[\]$/turns:\n- {player: yellow, roll: [5], move: [1], say: "¡Salgo!"}/' "$game"
tail -n 2 "$game"

step parchis format game.yaml
"$parchis" format "$game"
tail -n 2 "$game"

step "# A roll of 7 is not a roll; the record is refused and left as it was:"
cp "$game" "$work/before.yaml"
sed -i 's/roll: \[5\]/roll: [7]/' "$game"
step parchis format game.yaml
(cd "$work" && "$parchis" format game.yaml) || echo "(exit status $?)"
step "diff before.yaml game.yaml  # only the bad edit: parchis wrote nothing"
diff "$work/before.yaml" "$game" || true

step parchis rules superparchis
"$parchis" rules superparchis
