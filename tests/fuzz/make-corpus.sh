#!/bin/sh
# make-corpus.sh PARCHIS: writes the seed corpora of fuzz-secret and
# fuzz-reply into tests/fuzz/corpus (run from the source tree; the files
# are committed, this is how they were made). fuzz-secret's seeds are
# games committed to the secret in fuzz-secret.c, of mac version 1 and
# 2 (the seal computed by Python as parchis-record(5) says), before and
# during play; each starts with the byte that tells the target how to
# take it. fuzz-reply's are a kept record, a form feed line, a reply.
set -eu
PARCHIS=$1
out=tests/fuzz/corpus
secret=5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out/secret" "$out/reply"
mkdir -p "$out/secret" "$out/reply"
commitment=$(printf '%s' "$secret" | sha256sum | cut -d' ' -f1)

# header NAME VERSION GAME RULES PLAYERS-YAML HEADER-TEXT-PLAYERS [EXTRA]
header() {
	name=$1 version=$2 game=$3 rules=$4 players=$5 text=$6 extra=${7:-}
	{
		printf 'parchis: 1\ngame: %s\nrules: %s\ndice:\n' "$game" "$rules"
		printf '  commitment: "sha256:%s"\n' "$commitment"
		if [ "$version" = 2 ]; then
			seal=$(python3 -c 'import hashlib, hmac, sys
text = sys.argv[2].replace("\n\n", "\n").rstrip("\n") + "\n"
print(hmac.new(sys.argv[1].encode(), ("parchis:v2:seal:" + text).encode(),
	       hashlib.sha256).hexdigest()[:16])' "$secret" \
				"game=$game
rules=${rules_text:-$rules}
dice=commitment:$commitment
$text
$extra")
			printf '  mac: 2\n  seal: "%s"\n' "$seal"
		fi
		printf 'players:\n%s\n' "$players"
	} >"$work/$name.yaml"
	if [ "$version" = 2 ]; then
		printf '%s\nmac: 2\n' "$secret" >"$work/$name.key"
	else
		printf '%s\n' "$secret" >"$work/$name.key"
	fi
	chmod 600 "$work/$name.key"
}

# seed NAME BYTE FILE: FILE as a seed, after the byte BYTE (octal).
seed() {
	{ printf "\\$2"; sed '/^position:/,$d' "$3"; } >"$out/secret/$1"
}

# snapshots NAME BYTE: the game NAME fresh, then after each of a few
# referee runs and moves.
snapshots() {
	g="$work/$1.yaml"
	k="$work/$1.key"
	seed "$1-fresh.yaml" "$2" "$g"
	"$PARCHIS" play -q --key-file "$k" "$g"
	seed "$1-rolled.yaml" "$2" "$g"
	for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
		s=$("$PARCHIS" moves --key-file "$k" "$g" 2>/dev/null | head -n 1 |
			cut -d: -f1)
		[ -n "$s" ] || break
		"$PARCHIS" move -q --key-file "$k" "$g" $s
	done
	seed "$1-played.yaml" "$2" "$g"
}

header v1-classic 1 fz-1 classic \
	'  - {colour: yellow, name: Ana}
  - {colour: red, name: Luis, salt: pepper}' ''
"$PARCHIS" play -q --key-file "$work/v1-classic.key" "$work/v1-classic.yaml"
snapshots v1-classic 000
header v2-classic 2 fz-2 classic \
	'  - {colour: yellow, name: Ana, email: ana@example.org}
  - {colour: red, name: Luis}' 'player=yellow
name=Ana
email=ana@example.org
player=red
name=Luis'
snapshots v2-classic 001
header v2-salted 2 fz-3 superparchis \
	'  - {colour: blue, name: Bea, salt: "0042"}
  - {colour: green, bot: random}
  - {colour: yellow, bot: strong}' 'player=yellow
bot=strong
player=blue
name=Bea
player=green
bot=random'
snapshots v2-salted 001
header v2-event 2 fz-4 event \
	'  - {colour: red, name: Rojos, members: [Ana, Luis]}
  - {colour: blue, name: Azules}' 'player=blue
name=Azules
player=red
name=Rojos
member=Ana
member=Luis'
snapshots v2-event 001
rules_text="classic;goal_bonus=20" header v2-setup 2 fz-5 "{preset: classic, goal_bonus: 20}" \
	'  - {colour: yellow}
  - {colour: red}
setup:
  yellow: [goal, goal, 60, c6]
first: yellow' 'player=yellow
player=red' 'setup=yellow:goal,goal,60,c6
first=yellow'
snapshots v2-setup 001
# A fresh game the target seals, as new --commit does.
header v1-fresh 1 fz-6 pairs \
	'  - {colour: yellow}
  - {colour: blue}
  - {colour: red}
  - {colour: green}' ''
seed v1-fresh-sealed.yaml 003 "$work/v1-fresh.yaml"
# Each seed but the one to seal verifies with its key.
for f in "$out"/secret/*-*.yaml; do
	name=$(basename "$f" .yaml)
	name=${name%-*}
	[ "$name" = v1-fresh ] && continue
	tail -c +2 "$f" | "$PARCHIS" verify --key-file "$work/$name.key" - >/dev/null
done

# Replies: a game of public dice waiting for a move.
kept="$work/kept.yaml"
cp examples/classic-in-progress.yaml "$kept"
"$PARCHIS" play -q "$kept"
sed -i '/^position:/,$d' "$kept"
step=$("$PARCHIS" moves "$kept" | head -n 1 | cut -d: -f1)
pair() {
	{ cat "$kept"; printf '\f\n'; cat "$2"; } >"$out/reply/$1"
}
cp "$kept" "$work/moved.yaml"
"$PARCHIS" move -q --no-auto "$work/moved.yaml" $step
sed -i '/^position:/,$d' "$work/moved.yaml"
# The reply: the kept record with the move (and a say) in its last turn.
sed '$s/}$/, move: ['"$step"'], say: "hola, \\x9b"}/' "$kept" >"$work/reply.yaml"
pair move.txt "$work/reply.yaml"
sed '$s/}$/, move: [pass]}/' "$kept" >"$work/pass.yaml"
pair illegal.txt "$work/pass.yaml"
pair no-move.txt "$kept"
pair stale.txt "$work/moved.yaml"
sed '0,/roll: \[\([1-5]\)\]/s//roll: [6]/' "$work/reply.yaml" >"$work/forged.yaml"
pair forged.txt "$work/forged.yaml"
sed 's/^game: .*/game: another/' "$work/reply.yaml" >"$work/other.yaml"
pair other-game.txt "$work/other.yaml"
ls "$out/secret" "$out/reply"
