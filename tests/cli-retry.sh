#!/bin/sh
# cli-retry.sh: a failed output never hides a saved change. A command
# prints the board first and stores the record last, so that a full
# standard output (exit 74) leaves the record as it was: a script that
# runs the same command again, without --turn, applies its steps to the
# same roll, once.
. "${srcdir:-.}/tests/lib.sh"

[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 77; }
record="$work/game.yaml"
cp "$srcdir/examples/classic-in-progress.yaml" "$record"
cp "$record" "$work/orig.yaml"
step=$("$PARCHIS" moves "$record" | head -n 1 | cut -d: -f1)
turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$record" | tail -n 1)

run sh -c "\"$PARCHIS\" move \"$record\" $step >/dev/full"
expect_status 74 "move >/dev/full"
expect_err "parchis: cannot write standard output: No space left on device; nothing was saved to $record" \
	"move >/dev/full"
same_file "$record" "$work/orig.yaml" "move >/dev/full"
[ "$(ls -A "$work" | grep -c '^\.game\.yaml\.')" -eq 0 ] ||
	fail "move >/dev/full: a temporary file was left"
# The retry applies the move to the same roll, once.
run "$PARCHIS" move "$record" $step
expect_status 0 "move again"
cp "$work/orig.yaml" "$work/once.yaml"
"$PARCHIS" move -q --turn "$turn" "$work/once.yaml" $step
same_file "$record" "$work/once.yaml" "the retried move is the move, once"

# play rolls and plays forced turns: nothing of it is saved either.
cp "$record" "$work/moved.yaml"
sed -i '/^position:/,$d' "$record"
cp "$record" "$work/unplayed.yaml"
run sh -c "\"$PARCHIS\" play \"$record\" >/dev/full"
expect_status 74 "play >/dev/full"
same_file "$record" "$work/unplayed.yaml" "play >/dev/full"
run sh -c "\"$PARCHIS\" play -q \"$record\" >/dev/full"
expect_status 0 "play -q prints nothing, and saves"

# new -o FILE prints the board: a failed output leaves no game, and no
# key file, so that the same command can be run again.
XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME
run sh -c "\"$PARCHIS\" new --commit --game retry-1 -o \"$work/new.yaml\" yellow red >/dev/full"
expect_status 74 "new >/dev/full"
[ -e "$work/new.yaml" ] && fail "new >/dev/full left a record"
[ -e "$work/data/parchis/retry-1.key" ] && fail "new >/dev/full left a key file"
run "$PARCHIS" new --commit --game retry-1 -o "$work/new.yaml" yellow red
expect_status 0 "new again"
finish
