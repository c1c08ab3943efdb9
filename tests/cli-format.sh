#!/bin/sh
# cli-format.sh: records written back canonically (golden files), in
# place atomically, and every way writing can fail leaving the original.
. "${srcdir:-.}/tests/lib.sh"

for good in "$tests"/records/good/*.yaml; do
	name=$(basename "$good")
	run "$PARCHIS" format -o - "$good"
	expect_status 0 "format $name"
	expect_out_file "$tests/golden/$name" "format $name"
	run "$PARCHIS" format <"$good"
	expect_out_file "$tests/golden/$name" "format <$name"
	# In place: the canonical text, the permissions kept, idempotent.
	cp "$good" "$work/$name"
	chmod 0604 "$work/$name"
	run "$PARCHIS" format "$work/$name"
	expect_status 0 "format $name in place"
	same_file "$work/$name" "$tests/golden/$name" "format $name in place"
	[ "$(stat -c %a "$work/$name")" = 604 ] ||
		fail "format $name: permissions not kept"
	run "$PARCHIS" format -o - "$work/$name"
	expect_out_file "$tests/golden/$name" "format $name twice"
done

# new --manual writes a record that format keeps as it is.
run "$PARCHIS" new --manual --game club-1 --first red --rules classic \
	--set six_all_out=12 yellow=Ana,ana@example.org blue=Bea red=Luis green
expect_status 0 "new --manual"
expect_out_file "$tests/golden/new-manual.yaml" "new --manual"
run "$PARCHIS" new --manual -o "$work/new.yaml" red green
expect_status 0 "new --manual -o"
cp "$work/new.yaml" "$work/new.played"
run "$PARCHIS" play -q "$work/new.played"
same_file "$work/new.played" "$work/new.yaml" "new --manual writes what play writes"
grep -q "^game: game-[a-z2-9]\{6\}$" "$work/new.yaml" ||
	fail "new: no readable random game id"
cp "$work/new.yaml" "$work/new.orig"
run "$PARCHIS" new --manual -o "$work/new.yaml" blue green
expect_status 73 "new -o over an existing record"
expect_err "parchis: $work/new.yaml: cannot create: File exists" \
	"new -o over an existing record"
same_file "$work/new.yaml" "$work/new.orig" "new -o over a record"

record="$work/game.yaml"
cp "$tests/records/good/spec-example.yaml" "$record"
cp "$record" "$work/orig.yaml"

# A full device on standard output: exit 74.
if [ -w /dev/full ]; then
	run sh -c "\"$PARCHIS\" format -o - \"$record\" >/dev/full"
	expect_status 74 "format >/dev/full"
	expect_err "parchis: <stdout>: cannot write: No space left on device" \
		"format >/dev/full"
fi

# A full disk while writing in place (a file size limit of zero fails the
# write as a full disk does): exit 74, the record unchanged, nothing left.
# Its messages go through a pipe, which the limit does not touch. The
# shell does not ignore SIGXFSZ for it: parchis does, itself.
said=$(sh -c "ulimit -f 0 && \"$PARCHIS\" format \"$record\" 2>&1
	echo \"exit \$?\"")
case "$said" in
"parchis: $record: cannot write: File too large
exit 74") pass ;;
*) fail "full disk: $said" ;;
esac
same_file "$record" "$work/orig.yaml" "full disk"
[ "$(ls -A "$work" | grep -c '^\.game\.yaml\.')" -eq 0 ] ||
	fail "full disk: a temporary file was left"

# The same for a move, and for a new game, whose key file is not left
# behind: a file size limit is a full disk, never SIGXFSZ (status 153).
cp "$srcdir/examples/classic-in-progress.yaml" "$work/move.yaml"
cp "$work/move.yaml" "$work/move.orig"
step=$("$PARCHIS" moves "$work/move.yaml" | head -n 1 | cut -d: -f1)
said=$(sh -c "ulimit -f 0 && \"$PARCHIS\" move -q \"$work/move.yaml\" $step 2>&1
	echo \"exit \$?\"")
case "$said" in
"parchis: $work/move.yaml: cannot write: File too large
exit 74") pass ;;
*) fail "move past the file size limit: $said" ;;
esac
same_file "$work/move.yaml" "$work/move.orig" "move past the file size limit"
[ "$(ls -A "$work" | grep -c '^\.move\.yaml\.')" -eq 0 ] ||
	fail "move past the file size limit: a temporary file was left"
said=$(sh -c "ulimit -f 0 && XDG_DATA_HOME=\"$work/data\" \"$PARCHIS\" new -q \
	--commit --game fsz-1 -o \"$work/fsz.yaml\" yellow red 2>&1
	echo \"exit \$?\"")
case "$said" in
*"exit 74") pass ;;
*) fail "new past the file size limit: $said" ;;
esac
[ -e "$work/fsz.yaml" ] && fail "new past the file size limit: a record"
[ -e "$work/data/parchis/fsz-1.key" ] &&
	fail "new past the file size limit: a key file was left"

# A read-only folder: exit 73, the record unchanged. Root writes anywhere,
# so the command runs as nobody when the tests run as root.
as_user=""
if [ "$(id -u)" -eq 0 ]; then
	if command -v setpriv >/dev/null 2>&1; then
		as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
		chmod 0755 "$work"
		chmod 0644 "$record"
	else
		as_user="skip"
	fi
fi
if [ "$as_user" != skip ]; then
	mkdir "$work/ro"
	cp "$record" "$work/ro/game.yaml"
	chmod 0555 "$work/ro"
	run $as_user "$PARCHIS" format "$work/ro/game.yaml"
	if $as_user test -x "$PARCHIS"; then
		expect_status 73 "format in a read-only folder"
		expect_err "parchis: $work/ro/game.yaml: cannot create a temporary file in $work/ro: Permission denied" \
			"format in a read-only folder"
	fi
	same_file "$work/ro/game.yaml" "$work/orig.yaml" "read-only folder"
	[ "$(ls -A "$work/ro")" = game.yaml ] || fail "read-only: files left"
	chmod 0755 "$work/ro"
fi
finish
