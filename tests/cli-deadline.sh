#!/bin/sh
# cli-deadline.sh: the clubs' time per turn. With turn_limit, each roll is
# stamped (at:, UTC) and a player who lets the limit pass has the turn
# played by the referee (timeout: true). --now stands in for the clock.
. "${srcdir:-.}/tests/lib.sh"

game="$work/game.yaml"
run "$PARCHIS" new -q --seed tl1 --game tl-1 --set turn_limit=48h \
	--now 2026-11-30T10:00:00Z -o "$game" yellow=Ana red=Luis
expect_status 0 "new with a turn limit"
grep -q "^rules: {preset: classic, turn_limit: 2d}$" "$game" ||
	fail "the turn limit is not in the rules"
grep -q 'at: "2026-11-30T10:00:00Z"' "$game" || fail "rolls are not stamped"
grep -q 'at: "2026-11-30T10:00:0[1-9]Z"' "$game" && fail "a roll stamped later"
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)

# A day later the player still has time: nothing changes.
cp "$game" "$work/orig.yaml"
run "$PARCHIS" play -q --now 2026-12-01T10:00:00Z "$game"
expect_status 0 "play within the limit"
same_file "$game" "$work/orig.yaml" "play within the limit"
run "$PARCHIS" play -q --now 2026-12-02T09:59:59Z "$game"
same_file "$game" "$work/orig.yaml" "play a second before the limit"

# Past the limit the referee plays the turn and marks it.
run "$PARCHIS" play -q --now 2026-12-02T10:00:00Z "$game"
expect_status 0 "play past the limit"
sed -n "/^  - n: $pending\$/,/^  - /p" "$game" >"$work/turn"
grep -q "^    timeout: true$" "$work/turn" ||
	fail "the overdue roll $pending is not marked: $(cat "$work/turn")"
grep -q "^    move: \[" "$work/turn" || fail "the overdue roll has no move"
grep -q 'at: "2026-12-02T10:00:00Z"' "$game" ||
	fail "the next roll is not stamped with the new time"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after a timeout"

# Without a limit nothing is stamped.
"$PARCHIS" new -q --seed tl1 --game tl-2 -o "$work/free.yaml" yellow red
grep -q "at:" "$work/free.yaml" && fail "a game without a limit is stamped"

run "$PARCHIS" play --now tomorrow "$game"
expect_status 64 "a bad --now"

# Every --now out of range is a usage error, and nothing is played: a
# saturated @SECONDS made every turn overdue and had the bot play the
# whole game inside new; a month 13 day 45 was a date in February.
cp "$game" "$work/orig.yaml"
for now in @99999999999999999999 @253402300800 @0 @-1 @+5 @ \
	2026-13-45T99:99:99Z 2026-02-29T10:00:00Z 2026-12-01T24:00:00Z \
	2026-12-01T10:00:61Z 2026-12-01T10:00:00 1969-12-31T23:59:59Z; do
	run "$PARCHIS" play -q --now "$now" "$game"
	expect_status 64 "play --now $now"
	grep -q "^Usage\|--now takes a time" "$work/err" ||
		fail "play --now $now: $(cat "$work/err")"
	same_file "$game" "$work/orig.yaml" "play --now $now"
	run "$PARCHIS" new -q --seed tl1 --game tl-3 --set turn_limit=1h \
		--now "$now" yellow red
	expect_status 64 "new --now $now"
done
run "$PARCHIS" new -q --seed tl1 --game tl-3 --set turn_limit=1h \
	--now @253402300799 -o "$work/late.yaml" yellow red
expect_status 0 "new --now at the last second of 9999"
grep -q 'at: "9999-12-31T23:59:59Z"' "$work/late.yaml" ||
	fail "the last second: $(grep 'at:' "$work/late.yaml")"
run "$PARCHIS" play -q --now 2026-12-02T11:00:00+01:00 "$game"
expect_status 0 "--now with an offset"

# at: in a record is read by the same parser: a bad time is malformed
# (65) where it stands, offsets are taken and written back in UTC.
sed '/^position:/,$d' "$work/late.yaml" >"$work/at.yaml"
sed 's/at: "9999-12-31T23:59:59Z"/at: "2026-13-45T99:99:99Z"/' \
	"$work/at.yaml" >"$work/bad-at.yaml"
line=$(grep -n 'at: "2026-13-45' "$work/bad-at.yaml" | head -n 1 | cut -d: -f1)
col=$(sed -n "${line}p" "$work/bad-at.yaml" | awk '{ print index($0, "\"2026") }')
run "$PARCHIS" verify "$work/bad-at.yaml"
expect_status 65 "a bad at: in a record"
expect_err "parchis: $work/bad-at.yaml:$line:$col: a time is RFC 3339, from 1970 to 9999, such as \"2026-11-30T18:05:00Z\", not \"2026-13-45T99:99:99Z\"" \
	"a bad at: in a record"
sed 's/at: "9999-12-31T23:59:59Z"/at: "2027-01-01T00:59:59+01:00"/' \
	"$work/at.yaml" >"$work/offset-at.yaml"
run "$PARCHIS" format -o - "$work/offset-at.yaml"
expect_status 0 "an at: with an offset"
grep -q 'at: "2026-12-31T23:59:59Z"' "$work/out" ||
	fail "an at: with an offset: $(grep 'at:' "$work/out")"
run "$PARCHIS" rules --set turn_limit=2w
expect_status 64 "a bad turn limit"
finish
