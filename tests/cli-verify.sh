#!/bin/sh
# cli-verify.sh: verify compares the derived keys by content, so a record
# re-saved by a YAML tool that sorts or reorders the keys of a mapping is
# still sound, while a changed value or a reordered list is not.
. "${srcdir:-.}/tests/lib.sh"

golden="$tests/golden/game-classic-4.yaml"

# The golden record as written: position lists yellow, blue, red, green
# and status holds over, winner, places.
grep -q '^  yellow: \[goal, goal, goal, 28\]$' "$golden" &&
	grep -q '^  over: true$' "$golden" ||
	fail "the golden record is not the one this test edits"

# reorder FILE: the keys inside position and status in reverse order.
reorder() {
	awk '
	function flush() { for (i = n; i > 0; i--) print held[i]; n = 0 }
	inside && /^  / { held[++n] = $0; next }
	{ flush(); inside = /^(position|status):$/; print }
	END { flush() }
	' "$1"
}

reorder "$golden" >"$work/reordered.yaml"
cmp -s "$golden" "$work/reordered.yaml" && fail "reorder changed nothing"
grep -A4 '^position:$' "$work/reordered.yaml" | sed -n 2p |
	grep -q '^  green:' || fail "reorder: green is not first"
run "$PARCHIS" verify "$work/reordered.yaml"
expect_status 0 "verify with the keys of position and status reordered"
grep -q ": sound: .* derived keys match;" "$work/out" ||
	fail "verify reordered: $(cat "$work/out")"

# The same in flow style, as another tool might write it.
sed -e 's/^status:$/status: {places: [red], winner: red, over: true}/' \
	-e '/^  over: true$/d' -e '/^  winner: red$/d' -e '/^  places: \[red\]$/d' \
	"$work/reordered.yaml" >"$work/flow.yaml"
run "$PARCHIS" verify "$work/flow.yaml"
expect_status 0 "verify with status as a reordered flow mapping"

# A changed value is still a fault, wherever its key stands.
sed 's/^  green: \[nest, 1, 8, nest\]$/  green: [nest, 1, 9, nest]/' \
	"$work/reordered.yaml" >"$work/changed.yaml"
cmp -s "$work/reordered.yaml" "$work/changed.yaml" && fail "no value changed"
run "$PARCHIS" verify "$work/changed.yaml"
expect_status 1 "verify with a square changed"
grep -q "position is not what the referee writes" "$work/err" ||
	fail "verify changed: $(cat "$work/err")"

sed 's/^  winner: red$/  winner: blue/' "$work/reordered.yaml" \
	>"$work/winner.yaml"
run "$PARCHIS" verify "$work/winner.yaml"
expect_status 1 "verify with the winner changed"
grep -q "status is not what the referee writes" "$work/err" ||
	fail "verify winner: $(cat "$work/err")"

# Lists keep their order: piece 1 is not piece 4.
sed 's/^  green: \[nest, 1, 8, nest\]$/  green: [nest, 8, 1, nest]/' \
	"$work/reordered.yaml" >"$work/swapped.yaml"
run "$PARCHIS" verify "$work/swapped.yaml"
expect_status 1 "verify with two pieces swapped"

# A key given twice, or a key moved out of its mapping, is not the same.
sed 's/^  winner: red$/  winner: red\n  places: [red]/' "$work/reordered.yaml" \
	>"$work/twice.yaml"
run "$PARCHIS" verify "$work/twice.yaml"
[ "$status" -ne 0 ] && pass || fail "verify with a key given twice: exit 0"

# A record re-saved whole by a YAML library that sorts every key.
if command -v python3 >/dev/null 2>&1 &&
	python3 -c 'import yaml' >/dev/null 2>&1; then
	python3 -c '
import sys, yaml
doc = yaml.safe_load(open(sys.argv[1]))
sys.stdout.write(yaml.safe_dump(doc, sort_keys=True))
' "$golden" >"$work/sorted.yaml"
	run "$PARCHIS" verify "$work/sorted.yaml"
	expect_status 0 "verify a record re-saved with sort_keys"
fi
finish
