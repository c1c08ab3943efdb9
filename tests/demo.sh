#!/bin/sh
# demo.sh: a short real session with parchis, run by "make demo" and by
# the README's first command. Usage: demo.sh PARCHIS SRCDIR
set -eu
parchis=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"

step() {
	printf '\n$ %s\n' "$*"
}

step parchis new --seed k3v9q2 --game club-2026-17 -o game.yaml \
	yellow=Ana,ana@example.org red=Luis
"$parchis" new --seed k3v9q2 --game club-2026-17 -o game.yaml \
	yellow=Ana,ana@example.org red=Luis

step parchis moves game.yaml
"$parchis" moves game.yaml

turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' game.yaml | tail -n 1)
first=$("$parchis" moves game.yaml | head -n 1 | cut -d: -f1)
step parchis move game.yaml --turn "$turn" "$first"
"$parchis" move game.yaml --turn "$turn" "$first"

step "sed -n '/^turns:/,/^position:/p' game.yaml | tail -n 5"
sed -n '/^turns:/,/^position:/p' game.yaml | tail -n 5

step "# Luis edits roll 2 in his copy; the referee notices:"
sed 's/{n: 2, player: red, roll: \[4\]/{n: 2, player: red, roll: [5]/' \
	game.yaml >forged.yaml
step parchis verify forged.yaml
"$parchis" verify forged.yaml 2>&1 || echo "(exit status $?)"

step parchis verify game.yaml
"$parchis" verify game.yaml
