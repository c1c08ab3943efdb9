#!/bin/sh
# cli-concurrency.sh: referees racing on one record lose nothing and apply
# nothing twice, and a referee killed at any moment leaves the record
# whole: the old one or the new one.
. "${srcdir:-.}/tests/lib.sh"

# A game in progress whose pending roll has a choice.
record="$work/game.yaml"
sed -n '1,/^  - {n: 40,/p' "$srcdir/examples/classic-finished.yaml" >"$record"
"$PARCHIS" play -q "$record"
turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$record" | tail -n 1)
first=$("$PARCHIS" moves "$record" | head -n 1 | cut -d: -f1)

# Twenty mails for the same pending roll arrive at once: one is applied,
# the others are refused because the roll is no longer pending.
i=0
while [ "$i" -lt 20 ]; do
	("$PARCHIS" move -q "$record" --turn "$turn" $first \
		>"$work/out.$i" 2>"$work/err.$i"; echo $? >"$work/status.$i") &
	i=$((i + 1))
done
wait
applied=$(cat "$work"/status.* | grep -c '^0$')
refused=$(cat "$work"/status.* | grep -c '^1$')
[ "$applied" -eq 1 ] && pass || fail "$applied of 20 racing moves applied"
[ "$refused" -eq 19 ] && pass || fail "$refused of 20 racing moves refused"
grep -l "roll $turn is not pending: roll [0-9]* is" "$work"/err.* |
	wc -l | grep -q '^ *19$' || fail "refusals: $(cat "$work"/err.* | sort | uniq -c)"
[ "$(grep -c "^  - {n: $turn, " "$record")" -eq 1 ] && pass ||
	fail "roll $turn is in the record more than once"
run "$PARCHIS" verify "$record"
expect_status 0 "verify after the race"
ls -A "$work" | grep -q '^\.game\.yaml\.' && fail "temporary files left"

# A referee killed at random moments while it rewrites the record: the
# record is always the old one or the new one, never a mix or a stub.
sed -n '1,/^  - {n: 60,/p' "$srcdir/examples/classic-finished.yaml" >"$work/old.yaml"
cp "$work/old.yaml" "$work/new.yaml"
"$PARCHIS" play -q "$work/new.yaml"
i=0
while [ "$i" -lt 200 ]; do
	cp "$work/old.yaml" "$work/k.yaml"
	"$PARCHIS" play -q "$work/k.yaml" &
	pid=$!
	# Kill after 0 to about 4 ms: before, during and after the write.
	delay=$(od -An -N1 -tu1 /dev/urandom | awk '{ printf "%.4f", $1 / 64000 }')
	sleep "$delay"
	kill -9 "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	if cmp -s "$work/k.yaml" "$work/old.yaml" ||
	   cmp -s "$work/k.yaml" "$work/new.yaml"; then
		pass
	else
		fail "killed referee left a damaged record (try $i)"
		break
	fi
	rm -f "$work"/.k.yaml.*	# what a killed referee leaves: a stray temp
	i=$((i + 1))
done
finish
