#!/bin/sh
# cli-kill.sh: a referee killed (SIGKILL) while move, play --reply,
# format or reveal rewrites a record leaves the old record or the new
# one, whole, never a mix. With strace the kill comes at each step of the
# write (before the first byte, before the sync, before the rename, after
# it); without, and besides, at random moments. A killed run may leave
# its hidden temporary file (.FILE.XXXXXX), which nothing reads.
. "${srcdir:-.}/tests/lib.sh"

XDG_DATA_HOME="$work/data"
export XDG_DATA_HOME

# A game of public dice waiting for a move, long enough that writing it
# takes a while.
sed -n '1,/^  - {n: 150,/p' "$srcdir/examples/classic-finished.yaml" |
	sed 's/^\(  - {n: 150, player: [a-z]*, roll: \[[1-6]*\]\).*/\1}/' \
	>"$work/game.yaml"
"$PARCHIS" play -q "$work/game.yaml"
step=$("$PARCHIS" moves "$work/game.yaml" | head -n 1 | cut -d: -f1)
[ -n "$step" ] || fail "no move pending in the game"
# The reply: the record with the move in its pending turn.
sed '/^position:/,$d' "$work/game.yaml" |
	sed '$s/}$/, move: ['"$step"'], say: "killed?"}/' >"$work/reply.yaml"
# A secret game to reveal.
"$PARCHIS" new -q --commit --game kill-1 -o "$work/secret.yaml" yellow red
"$PARCHIS" play -q "$work/secret.yaml"

# case NAME FILE COMMAND...: COMMAND (with @ for the record) run on a
# copy of FILE gives the new record; killed anywhere, it leaves the old
# or the new one.
kills=0
check() {
	if cmp -s "$work/k.yaml" "$work/old.yaml"; then
		pass
		old_seen=$((old_seen + 1))
	elif cmp -s "$work/k.yaml" "$work/new.yaml"; then
		pass
		new_seen=$((new_seen + 1))
	else
		fail "$name killed ($1): the record is neither the old nor the new one"
		diff "$work/old.yaml" "$work/k.yaml" | head -n 10 >&2
	fi
}
# subst ARGS...: the arguments with @ for $work/k.yaml
subst() {
	for a in "$@"; do
		[ "$a" = @ ] && a="$work/k.yaml"
		printf '%s\n' "$a"
	done
}
kill_case() {
	name=$1
	cp "$2" "$work/old.yaml"
	shift 2
	cp "$work/old.yaml" "$work/k.yaml"
	subst "$@" >"$work/args"
	# shellcheck disable=SC2046
	(IFS='
'; exec "$PARCHIS" $(cat "$work/args")) >/dev/null 2>"$work/err" ||
		fail "$name: exit $? ($(cat "$work/err"))"
	cp "$work/k.yaml" "$work/new.yaml"
	cmp -s "$work/new.yaml" "$work/old.yaml" && fail "$name changed nothing"
	old_seen=0
	new_seen=0
	if command -v strace >/dev/null 2>&1 &&
	   strace -qq -o /dev/null -e trace=none true 2>/dev/null; then
		for point in write:1 fchmod:1 fsync:1 rename:1 fsync:2; do
			cp "$work/old.yaml" "$work/k.yaml"
			(IFS='
'; exec strace -qq -o /dev/null -e trace="${point%:*}" \
				-e inject="${point%:*}:signal=KILL:when=${point#*:}" \
				"$PARCHIS" $(cat "$work/args")) >/dev/null 2>&1 || true
			check "at $point"
			rm -f "$work"/.k.yaml.*
			kills=$((kills + 1))
		done
		[ "$old_seen" -gt 0 ] && [ "$new_seen" -gt 0 ] && pass ||
			fail "$name: strace's kills left old $old_seen, new $new_seen times"
	fi
	i=0
	while [ "$i" -lt 40 ]; do
		cp "$work/old.yaml" "$work/k.yaml"
		(IFS='
'; exec "$PARCHIS" $(cat "$work/args")) >/dev/null 2>&1 &
		pid=$!
		delay=$(od -An -N1 -tu1 /dev/urandom |
			awk '{ printf "%.4f", $1 / 32000 }')
		sleep "$delay"
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		check "after $delay s"
		rm -f "$work"/.k.yaml.*
		i=$((i + 1))
	done
}

kill_case "move" "$work/game.yaml" move -q @ "$step"
kill_case "play --reply" "$work/game.yaml" play -q --reply "$work/reply.yaml" @
kill_case "format" "$work/game.yaml" format @
kill_case "reveal" "$work/secret.yaml" reveal @
command -v strace >/dev/null 2>&1 &&
	echo "(strace killed the referee at $kills points)"
finish
