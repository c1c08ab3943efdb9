#!/bin/sh
# cli-analyse.sh: parchis hint and parchis analyse (analyze) on the
# example games against golden files (tests/golden/hint-*.txt, .yaml,
# analyse-*.txt, .yaml), in English and in Spanish (po/es.po built here
# as tests/cli-log.sh does; skipped without msgfmt or C.UTF-8); the
# records left as they were, and the errors with their exit status.
# hint needs a pending roll: the examples that have none are cut after a
# roll and the referee rolls the next one (parchis play -n).
# PARCHIS_REGEN=1 writes the golden files first (read the diff).
. "${srcdir:-.}/tests/lib.sh"

: "${builddir:=.}"
examples="$srcdir/examples"
spanish_catalogue

# golden NAME EXT ARGS...: the output of parchis ARGS... is
# tests/golden/NAME.EXT, and in Spanish NAME.es.EXT (text only: YAML is
# for scripts and stays in English).
golden() {
	gname=$1
	ext=$2
	shift 2
	run env LC_ALL="${utf8:-C}" "$PARCHIS" "$@"
	expect_status 0 "$*"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/$gname.$ext"
	expect_out_file "$tests/golden/$gname.$ext" "$*"
	[ -n "$spanish" ] && [ "$ext" = txt ] || return 0
	run env LANGUAGE=es LC_ALL="$utf8" PARCHIS_LOCALEDIR="$work/locale" \
		"$PARCHIS" "$@"
	expect_status 0 "$* in Spanish"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/$gname.es.txt"
	expect_out_file "$tests/golden/$gname.es.txt" "$* in Spanish"
}

# cut EXAMPLE N: the example's record up to roll N, then the next roll
# rolled and left pending, in $work/EXAMPLE-N.yaml.
cut() {
	awk -v last="$2" '
		/^turns:/ { print; inturns = 1; next }
		inturns && /^  - / {
			n = $0; sub(/^  - \{?n: /, "", n); sub(/[^0-9].*/, "", n)
			if (n + 0 > last) exit
			print; next
		}
		inturns && /^    / { print; next }
		inturns { exit }
		{ print }' "$examples/$1.yaml" >"$work/$1-$2.yaml"
	"$PARCHIS" play -n -q "$work/$1-$2.yaml" ||
		fail "cut $1 $2: parchis play"
}

# hint: every preset and board, text and YAML.
cp "$examples/classic-in-progress.yaml" "$work/in-progress.yaml"
golden hint-classic-in-progress txt hint "$work/in-progress.yaml"
golden hint-classic-in-progress yaml hint --yaml "$work/in-progress.yaml"
same_file "$examples/classic-in-progress.yaml" "$work/in-progress.yaml" \
	"hint reads only"
for game in classic-finished:44 superparchis-finished:21 pairs-finished:120 \
	    event-finished:60 six-finished:201 eight-finished:300 \
	    committed-revealed:40; do
	name=${game%:*}
	n=${game#*:}
	cut "$name" "$n"
	golden "hint-$name-$n" txt hint "$work/$name-$n.yaml"
	golden "hint-$name-$n" yaml hint --yaml "$work/$name-$n.yaml"
done
# Standard input, as - or with no FILE at all.
run "$PARCHIS" hint - <"$work/in-progress.yaml"
expect_out_file "$tests/golden/hint-classic-in-progress.txt" "hint -"
run "$PARCHIS" hint <"$work/in-progress.yaml"
expect_out_file "$tests/golden/hint-classic-in-progress.txt" "hint <"
# The best move first: the chances never rise down the list.
for f in "$tests"/golden/hint-*.txt; do
	case $f in *.es.txt) continue ;; esac
	sed -n 's/^ *\([0-9.]*\)%.*/\1/p' "$f" | sort -n -r -c 2>/dev/null ||
		fail "$f: not best first"
done

# hint with no move pending: nothing on standard output, exit 1.
cp "$examples/classic-finished.yaml" "$work/finished.yaml"
run "$PARCHIS" hint "$work/finished.yaml"
expect_status 1 "hint, game over"
expect_err "parchis: $work/finished.yaml: no move is pending: game over: red wins" \
	"hint, game over"
expect_out_file /dev/null "hint, game over"
same_file "$examples/classic-finished.yaml" "$work/finished.yaml" \
	"hint, game over"
cp "$examples/manual-table.yaml" "$work/manual.yaml"
run "$PARCHIS" hint "$work/manual.yaml"
expect_status 1 "hint, waiting for a roll"
expect_err "parchis: $work/manual.yaml: no move is pending: yellow to roll (manual dice: write the roll into the record)" \
	"hint, waiting for a roll"
same_file "$examples/manual-table.yaml" "$work/manual.yaml" \
	"hint, waiting for a roll"

# analyse: every finished example, text and YAML; analyze is the same.
for f in "$examples"/*-finished.yaml "$examples"/committed-revealed.yaml \
	 "$examples"/classic-in-progress.yaml; do
	name=$(basename "$f" .yaml)
	cp "$f" "$work/$name.yaml"
	golden "analyse-$name" txt analyse "$work/$name.yaml"
	golden "analyse-$name" yaml analyse --yaml "$work/$name.yaml"
	same_file "$f" "$work/$name.yaml" "analyse $name reads only"
done
run "$PARCHIS" analyze "$work/classic-finished.yaml"
expect_out_file "$tests/golden/analyse-classic-finished.txt" "analyze"
run "$PARCHIS" analyse - <"$work/classic-finished.yaml"
expect_out_file "$tests/golden/analyse-classic-finished.txt" "analyse -"
golden analyse-classic-finished-top-1 txt analyse --top 1 \
	"$work/classic-finished.yaml"
# No line passes 78 columns, in either language (characters: UTF-8's
# continuation bytes taken out).
for f in "$tests"/golden/analyse-*.txt "$tests"/golden/hint-*.txt; do
	LC_ALL=C tr -d '\200-\277' <"$f" |
		awk -v f="$f" 'length($0) > 78 { print f ": line " NR; bad = 1 }
			END { exit bad }' || fail "$f: too wide"
done

# The luck and the cost of each player, and the YAML that PyYAML reads.
if command -v python3 >/dev/null 2>&1 &&
   python3 -c 'import yaml' 2>/dev/null; then
	python3 - "$tests/golden/analyse-eight-finished.yaml" <<'EOF' ||
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
assert len(doc["players"]) == 8, doc
assert sum(p["rolls"] for p in doc["players"]) == doc["rolls"]
for p in doc["players"]:
    assert p["cost"] >= 0 and len(p["costliest"]) <= 3
    assert 0 <= p["dice"]["p"] <= 1 and p["dice"]["df"] == 5
assert sum(p["dice"]["count"] for p in doc["players"]) == \
    doc["all_dice"]["count"]
EOF
	fail "analyse --yaml: not the analysis"
fi

# Secret dice before the reveal: no fairness test.
awk '/^  seed: / { next } { print }' "$examples/committed-revealed.yaml" \
	>"$work/secret.yaml"
golden analyse-secret txt analyse "$work/secret.yaml"
grep -q 'not yet verifiable' "$tests/golden/analyse-secret.txt" ||
	fail "secret dice: no note"
run "$PARCHIS" analyse --yaml "$work/secret.yaml"
grep -qx 'dice_verifiable: false' "$work/out" ||
	fail "secret dice: dice_verifiable"

# It is fast on the longest example: 1,476 rolls of eight players.
start=$(date +%s)
"$PARCHIS" analyse "$examples/eight-finished.yaml" >/dev/null ||
	fail "analyse eight-finished"
[ $(($(date +%s) - start)) -le 5 ] || fail "analyse eight-finished: slow"

# A bad record: its fault, exit status as verify's, record untouched.
sed 's/^  - {n: 7, player: blue, roll: \[5\]/  - {n: 7, player: blue, roll: [4]/' \
	"$examples/classic-finished.yaml" >"$work/forged.yaml"
cp "$work/forged.yaml" "$work/forged.orig"
for cmd in hint analyse; do
	run "$PARCHIS" $cmd "$work/forged.yaml"
	expect_status 1 "$cmd of a forged record"
	expect_out_file /dev/null "$cmd of a forged record"
	same_file "$work/forged.orig" "$work/forged.yaml" "$cmd of a forged record"
done
for cmd in hint analyse; do
	run "$PARCHIS" $cmd "$work/no-such-file.yaml"
	expect_status 66 "$cmd of no file"
	expect_out_file /dev/null "$cmd of no file"
done
run "$PARCHIS" analyse --top x "$work/finished.yaml"
expect_status 64 "analyse --top x"
# Write errors are errors.
if [ -w /dev/full ]; then
	for cmd in "hint $work/in-progress.yaml" "analyse $work/finished.yaml" \
		   "analyse --yaml $work/finished.yaml"; do
		run sh -c "\"\$0\" $cmd >/dev/full" "$PARCHIS"
		expect_status 74 "$cmd >/dev/full"
	done
fi
finish
