#!/bin/sh
# cli-text.sh: text from players never reaches a terminal, a mail or a
# YAML tool as control codes. Every text field refuses C0 and C1
# controls written as YAML escapes ("\e", "\x9b", "\u009b"), bidi controls
# and invisible format characters (exit 65 at the field's place), and new
# refuses them as the reader does (exit 64); a say is kept neutralised and
# folded: no record line over 78 columns, none of its lines the start of
# a record once quoted. standings --yaml loads in PyYAML.
. "${srcdir:-.}/tests/lib.sh"

# record FIELD VALUE: a record with VALUE (YAML double-quoted text) in
# FIELD, which stands at line 8 (seed: line 4) and the column set in col.
record() {
	seed='"s1"' name='"Ana"' email='"ana@example.org"' salt='"pepper"'
	member='"Eva"'
	case "$1" in
	seed) seed="\"$2\"" col=14 line=4 ;;
	name) name="\"$2\"" col=11 line=8 ;;
	email) email="\"$2\"" col=12 line=9 ;;
	salt) salt="\"$2\"" col=11 line=10 ;;
	member) member="\"$2\"" col=15 line=11 ;;
	esac
	cat <<EOF
parchis: 1
game: text-1
rules: event
dice: {seed: $seed}
players:
  - colour: yellow
    bot: random
    name: $name
    email: $email
    salt: $salt
    members: [$member]
  - {colour: red, name: Luis}
EOF
}

what_of() {
	case "$1" in
	seed) echo "the seed" ;; name) echo "the name" ;;
	email) echo "the e-mail address" ;; salt) echo "the salt" ;;
	member) echo "a member's name" ;;
	esac
}

# A sound record to start from: every field as above is accepted.
record name Ana >"$work/sound.yaml"
run "$PARCHIS" verify "$work/sound.yaml"
expect_status 0 "the record every field is changed in"

# Each escape in each field: refused where it stands, the file left as
# it was, by every command that reads a record.
for field in seed name email salt member; do
	for esc in '\x9b:U+009B, a control character' \
		'\u009b:U+009B, a control character' \
		'\e[2J:U+001B, a control character' \
		'\x85:U+0085, a control character' \
		'\x7f:U+007F, a control character' \
		'\t:U+0009, a control character' \
		'\u202e:U+202E, a bidi control' \
		'\u202a:U+202A, a bidi control' \
		'\u2066:U+2066, a bidi control' \
		'\u2069:U+2069, a bidi control' \
		'\u200f:U+200F, a bidi control' \
		'\u061c:U+061C, a bidi control' \
		'\u2028:U+2028, a line separator' \
		'\u200b:U+200B, an invisible format character' \
		'\ufeff:U+FEFF, an invisible format character' \
		'\U000E0041:U+E0041, an invisible format character' \
		'\ufffe:U+FFFE, a noncharacter'; do
		text=${esc%%:*}
		why=${esc#*:}
		value="x${text}y"
		[ "$field" = email ] && value="a${text}b@example.org"
		record "$field" "$value" >"$work/bad.yaml"
		cp "$work/bad.yaml" "$work/bad.orig"
		for cmd in verify play format board standings; do
			run "$PARCHIS" $cmd "$work/bad.yaml"
			expect_status 65 "$cmd: $field with $text"
			expect_err "parchis: $work/bad.yaml:$line:$col: $(what_of "$field") holds $why" \
				"$cmd: $field with $text"
			same_file "$work/bad.yaml" "$work/bad.orig" \
				"$cmd: $field with $text"
		done
	done
done

# Addresses: what the reader refuses, new refuses too (it used to write
# records every later command refused, and a key file with them).
XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
for address in 'a@b@c' 'x@' '@x' 'ana@x.org;' 'a,b@x' '"ana"@x' \
	'ana(x)@y' 'a@x..org' 'a@.x' 'a b@x'; do
	record email "$(printf '%s' "$address" | sed 's/\\/\\\\/g; s/"/\\"/g')" \
		>"$work/bad.yaml"
	run "$PARCHIS" verify "$work/bad.yaml"
	expect_status 65 "the reader and $address"
	grep -q "is not an e-mail address" "$work/err" ||
		fail "the reader and $address: $(cat "$work/err")"
	run "$PARCHIS" new -q --commit --game addr-1 -o "$work/addr.yaml" \
		"yellow=Ana,$address" red
	expect_status 64 "new yellow=Ana,$address"
	[ -e "$work/addr.yaml" ] && fail "new yellow=Ana,$address: a record"
	[ -e "$work/data/parchis/addr-1.key" ] &&
		fail "new yellow=Ana,$address: a key file"
	rm -f "$work/addr.yaml"
done

# new: a bad byte or a control in a name, an address, a member, a seed
# or a salt is a usage error, never "out of memory" (71).
for arg in "yellow=$(printf 'A\377na')" "yellow=Ana,$(printf 'a\377')@x.org" \
	"yellow=$(printf 'A\342\200\256na')" "yellow=$(printf '\302\233')"; do
	run "$PARCHIS" new -q --seed s "$arg" red
	expect_status 64 "new $arg"
done
run "$PARCHIS" new -q --rules event "--members=yellow=Ana,$(printf 'E\377va')" \
	yellow red
expect_status 64 "new --members with a bad byte"
run "$PARCHIS" new -q --seed "$(printf 's\342\200\256')" yellow red
expect_status 64 "new --seed with a bidi control"
"$PARCHIS" new -q --seed s --game salt-1 -o "$work/salt.yaml" yellow red
run "$PARCHIS" salt "$work/salt.yaml" red "$(printf 'x\302\233')"
expect_status 64 "salt with a C1 control"
run "$PARCHIS" new -q --seed s "yellow=Begoña Ruiz,ñu@correo.es" \
	"red=$(printf '\360\237\221\250\342\200\215\360\237\221\251')"
expect_status 0 "new with letters and emoji"

# A key file that is a folder says so.
mkdir -p "$work/keys/folder.key"
chmod 700 "$work/keys/folder.key"
run "$PARCHIS" new -q --commit --game key-1 --key-file "$work/keys/folder.key" \
	-o "$work/key.yaml" yellow red
expect_status 73 "new --key-file FOLDER"
expect_err "parchis: new: the key file $work/keys/folder.key is a folder: give a new file's name" \
	"new --key-file FOLDER"
"$PARCHIS" new -q --commit --game key-1 --key-file "$work/keys/k.key" \
	-o "$work/key.yaml" yellow red
run "$PARCHIS" play --key-file "$work/keys/folder.key" "$work/key.yaml"
expect_status 66 "play --key-file FOLDER"
expect_err "parchis: $work/key.yaml: the key file $work/keys/folder.key is a folder: give the file in it, or move it away" \
	"play --key-file FOLDER"

# A say: controls, bidi controls and separators are neutralised (U+FFFD,
# or a space for a line break), and nothing of them reaches the record,
# the board, the mail or standings.
# The pending turn of a game in progress, with a say added to it.
sed -n '1,/^  - {n: 40,/p' "$srcdir/examples/classic-finished.yaml" |
	sed 's/^  - {n: 40, player: yellow, roll: \[5\].*/  - {n: 40, player: yellow, roll: [5]}/
	     s/^  - {colour: \([a-z]*\), name: \([A-Za-z]*\)}$/  - {colour: \1, name: \2, email: \2@example.org}/' \
	>"$work/game.yaml"
grep -q "email: Ana@example.org" "$work/game.yaml" || fail "no addresses"
# with_say FILE SAY: the game, its pending turn saying SAY (YAML text).
with_say() {
	sed '$d' "$work/game.yaml" >"$1"
	printf '  - n: 40\n    player: yellow\n    roll: [5]\n    say: "%s"\n' \
		"$2" >>"$1"
}
with_say "$work/talk.yaml" \
	'\e]0;pwned\a \x9b2J \u009b31m \u202eolleh\u202c \u2066x\u2069 a\u2028b\tc\nd'
run "$PARCHIS" play -q "$work/talk.yaml"
expect_status 0 "play with controls in a say"
grep -q '^    say: "*�\]0;pwned� �2J �31m �olleh� �x� a b c d"*$' \
	"$work/talk.yaml" ||
	fail "the say as kept: $(grep 'say:' "$work/talk.yaml")"
# C1 as UTF-8 (C2 80-9F), U+2028/9, U+202A-E, U+2066-9: none anywhere.
c1=$(printf '\302[\200-\237]\|\342\200[\250-\256]\|\342\201[\246-\251]\|\033')
for cmd in "format -o -" "board" "mail --cc" "moves"; do
	run "$PARCHIS" $cmd "$work/talk.yaml"
	expect_status 0 "$cmd with controls in a say"
	LC_ALL=C grep -q "$c1" "$work/out" && fail "$cmd: a control reached the output"
	pass
done
run "$PARCHIS" mail "$work/talk.yaml"
grep -q "�olleh�" "$work/out" || fail "the mail has no table talk: $(cat "$work/out")"

# A long say is folded by the writer: no record line over 78 columns
# (a 1,000-character say made a 1,009-column line, and a mail line over
# RFC 5322's 998), whatever its words; the text reads back the same.
long_word=$(awk 'BEGIN { for (i = 0; i < 1000; i++) printf "w" }')
words=$(awk 'BEGIN { for (i = 0; i < 166; i++) printf "abcde " }')
starts=$(awk 'BEGIN { for (i = 0; i < 50; i++) printf "ab --- parchis: 1 " }')
i=0
for say in "$long_word" "$words" "$starts" "$(echo "$words" | sed 's/ /    /g' | cut -c1-1000)"; do
	i=$((i + 1))
	with_say "$work/say$i.yaml" "$say"
	run "$PARCHIS" play -q "$work/say$i.yaml"
	expect_status 0 "play with long say $i"
	awk -v f="say $i" 'length($0) > 78 {
		print "FAIL: " f ": line " NR " has " length($0) " columns"; bad = 1
	} END { exit bad }' "$work/say$i.yaml" >&2 && pass || fail "say $i: long lines"
	# Once quoted in a reply, no line of the say starts a record: the
	# reply's record is found, and its say is the kept one.
	sed 's/^/> /' "$work/say$i.yaml" >"$work/quoted$i.txt"
	tail -n +2 "$work/quoted$i.txt" | sed 's/^>  *//' |
		grep -q '^---\|^parchis:' && fail "say $i: a quoted line starts a record"
	pass
	run "$PARCHIS" format -o - "$work/quoted$i.txt"
	expect_status 0 "the quoted record of say $i"
	sed '/^position:/,$d' "$work/say$i.yaml" >"$work/plain$i.yaml"
	expect_out_file "$work/plain$i.yaml" "the quoted record of say $i"
done
run "$PARCHIS" mail --cc "$work/say1.yaml"
expect_status 0 "mail of the long say"

# standings --yaml is YAML that PyYAML loads (it refused U+009B, which
# the reader now refuses), names of every script included.
mkdir "$work/league"
for i in 1 2; do
	"$PARCHIS" new -q --seed "lg$i" --game "lg-$i" -o "$work/league/g$i.yaml" \
		"yellow=Begoña \"la\" Ruiz,ana@example.org" \
		"red=$(printf 'Ζωή \342\200\215\360\237\221\251 \302\240x\\\\'),z@example.org"
	sh "$tests/play-first.sh" "$PARCHIS" "$work/league/g$i.yaml" >/dev/null 2>&1 ||
		fail "playing league game $i"
done
run "$PARCHIS" standings --yaml "$work/league"
expect_status 0 "standings --yaml"
if python3 -c 'import yaml' 2>/dev/null; then
	python3 -c 'import sys, yaml
d = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
names = sorted(r["player"] for r in d["standings"])
assert d["games"] == 2, d
assert names[0].startswith("Begoña \"la\" Ruiz"), names
assert names[1].startswith("Ζωή"), names' "$work/out" && pass ||
		fail "PyYAML and standings --yaml: $(head -c 300 "$work/out")"
else
	echo "(no PyYAML: standings --yaml not loaded)"
fi
finish
