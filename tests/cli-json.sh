#!/bin/sh
# cli-json.sh: every --json output of the command line against its golden
# file (tests/golden/json-*.json), and each one parses as JSON with
# Python's json module (checked where python3 is installed).
# PARCHIS_REGEN=1 writes the golden files first (read the diff).
. "${srcdir:-.}/tests/lib.sh"

ex="$srcdir/examples"
parses=0
command -v python3 >/dev/null 2>&1 || echo "note: no python3: the JSON is not parsed"

# json NAME ARGS...: parchis ARGS... prints tests/golden/json-NAME.json.
json() {
	name=$1
	shift
	run "$PARCHIS" "$@"
	expect_status 0 "$name: parchis $*"
	[ "${PARCHIS_REGEN:-}" = 1 ] && cp "$work/out" "$tests/golden/json-$name.json"
	expect_out_file "$tests/golden/json-$name.json" "$name"
	if command -v python3 >/dev/null 2>&1; then
		if python3 -m json.tool "$work/out" >/dev/null 2>"$work/py"; then
			pass
			parses=$((parses + 1))
		else
			fail "$name: not JSON: $(cat "$work/py")"
		fi
	fi
}

json moves moves --json "$ex/classic-in-progress.yaml"
"$PARCHIS" new -q --rules superparchis --seed json2 --game json-2 \
	-o "$work/two.yaml" yellow=Ana red=Luis || fail "new superparchis"
json moves-superparchis moves --json "$work/two.yaml"
json rules-classic rules --json
json rules-event rules --json event
json rules-set rules --json superparchis --set turn_limit=36h --set barriers=none
json standings standings --json "$ex/league"
json standings-pairs standings --json "$ex/pairs-finished.yaml"
json selfplay selfplay --json --games 30 --seed json --bots strong,random
json status-move status --json "$ex/classic-in-progress.yaml"
json status-over status --json "$ex/event-finished.yaml"
json status-roll status --json "$ex/new-manual.yaml"
json status-opening status --json - <<'END'
parchis: 1
game: json-opening
rules: classic
dice: manual
players: [{colour: yellow, name: Ana}, {colour: red, name: Luis}]
END

# A deadline under a turn_limit, in RFC 3339 UTC.
cat >"$work/limit.yaml" <<'END'
parchis: 1
game: json-limit
rules: {preset: classic, turn_limit: 24h}
dice: {seed: "limit"}
players: [{colour: yellow, name: Ana}, {colour: red, name: Luis}]
END
"$PARCHIS" play -q --now 2026-11-30T18:05:00Z "$work/limit.yaml" ||
	fail "a game with a turn limit"
json status-deadline status --json "$work/limit.yaml"
grep -q '"deadline": "2026-12-01T18:05:00Z"' "$work/out" ||
	fail "no deadline: $(cat "$work/out")"

# No move pending: nothing on standard output, a message, exit 1.
run "$PARCHIS" moves --json "$ex/classic-finished.yaml"
expect_status 1 "moves --json of a finished game"
expect_out_file /dev/null "moves --json of a finished game"
finish
