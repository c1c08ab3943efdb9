#!/bin/sh
# cli-deadline.sh: seed 001's time per turn. With turn_limit, each roll is
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
run "$PARCHIS" rules --set turn_limit=2w
expect_status 64 "a bad turn limit"
finish
