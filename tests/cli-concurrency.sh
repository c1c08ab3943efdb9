#!/bin/sh
# cli-concurrency.sh: referees racing on one record lose nothing and apply
# nothing twice (the same move, different moves, replies for one roll),
# and a referee killed at any moment leaves the record whole: the old one
# or the new one (tests/cli-kill.sh kills each command that writes).
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

# Different moves for the same roll race: one is applied, whichever, and
# the others are refused; the roll is in the record once, with one of
# them.
cp "$record" "$work/before-race.yaml"
moves=$("$PARCHIS" moves "$record" | cut -d: -f1)
turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$record" | tail -n 1)
[ "$(echo "$moves" | wc -l)" -ge 2 ] || fail "no two moves to race"
a=$(echo "$moves" | sed -n 1p)
b=$(echo "$moves" | sed -n 2p)
rm -f "$work"/status.* "$work"/err.*
i=0
while [ "$i" -lt 20 ]; do
	step=$a
	[ $((i % 2)) -eq 1 ] && step=$b
	("$PARCHIS" move -q "$record" --turn "$turn" $step \
		>/dev/null 2>"$work/err.$i"; echo $? >"$work/status.$i") &
	i=$((i + 1))
done
wait
applied=$(cat "$work"/status.* | grep -c '^0$')
[ "$applied" -eq 1 ] && pass || fail "$applied of 20 racing different moves applied"
[ "$(cat "$work"/status.* | grep -c '^1$')" -eq 19 ] && pass ||
	fail "racing different moves: $(cat "$work"/err.* | sort | uniq -c)"
[ "$(grep -c "^  - {n: $turn, \|^  - n: $turn\$" "$record")" -eq 1 ] && pass ||
	fail "roll $turn is not in the record once"
run "$PARCHIS" verify "$record"
expect_status 0 "verify after racing different moves"

# Replies for one roll race (a mail robot running play --reply for each
# mail as it comes): one is applied, the others are stale; nothing is
# applied twice.
cp "$work/before-race.yaml" "$record"
sed '/^position:/,$d' "$record" >"$work/kept.yaml"
i=0
while [ "$i" -lt 20 ]; do
	step=$a
	[ $((i % 2)) -eq 1 ] && step=$b
	sed '$s/}$/, move: ['"$(echo $step | sed 's/ /, /g')"'], say: "reply '"$i"'"}/' "$work/kept.yaml" \
		>"$work/reply.$i"
	i=$((i + 1))
done
rm -f "$work"/status.* "$work"/err.*
i=0
while [ "$i" -lt 20 ]; do
	("$PARCHIS" play -q --reply "$work/reply.$i" "$record" \
		>/dev/null 2>"$work/err.$i"; echo $? >"$work/status.$i") &
	i=$((i + 1))
done
wait
applied=$(cat "$work"/status.* | grep -c '^0$')
[ "$applied" -eq 1 ] && pass || fail "$applied of 20 racing replies applied"
stale=$(grep -l "stale reply: it answers roll [0-9]*, but roll [0-9]* is pending" \
	"$work"/err.* | wc -l)
[ "$stale" -eq 19 ] && pass ||
	fail "racing replies: $stale stale: $(cat "$work"/err.* | sort | uniq -c)"
[ "$(grep -c 'say: "*reply [0-9]*"*' "$record")" -eq 1 ] && pass ||
	fail "racing replies: $(grep -c 'say: "*reply' "$record") says taken"
run "$PARCHIS" verify "$record"
expect_status 0 "verify after racing replies"
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
