# lib.sh: helpers for the shell tests of the command line.
#
# The test harness sets PARCHIS (the program), srcdir (the source tree)
# and builddir. A test prints what failed and exits 1; 77 means skipped.

: "${PARCHIS:=$(pwd)/src/parchis}"
: "${srcdir:=.}"
tests="$srcdir/tests"
failures=0
checks=0

work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-test.XXXXXX")
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

pass() {
	checks=$((checks + 1))
}

# run CMD...: runs CMD with its output in $work/out and $work/err and its
# status in $status.
run() {
	status=0
	"$@" >"$work/out" 2>"$work/err" || status=$?
}

# expect_status N DESCRIPTION: the last run exited N.
expect_status() {
	if [ "$status" -eq "$1" ]; then pass; else
		fail "$2: exit $status, expected $1 (stderr: $(head -c 300 "$work/err"))"
	fi
}

# expect_err TEXT DESCRIPTION: standard error of the last run is TEXT.
expect_err() {
	if [ "$(cat "$work/err")" = "$1" ]; then pass; else
		fail "$2: stderr '$(cat "$work/err")', expected '$1'"
	fi
}

# expect_out TEXT DESCRIPTION: standard output of the last run is TEXT
# (its final newline aside).
expect_out() {
	if [ "$(cat "$work/out")" = "$1" ]; then pass; else
		fail "$2: stdout '$(cat "$work/out")', expected '$1'"
	fi
}

# expect_out_file FILE DESCRIPTION: standard output equals FILE.
expect_out_file() {
	if cmp -s "$work/out" "$1"; then pass; else
		fail "$2: output differs from $1:"
		diff -u "$1" "$work/out" | head -20 >&2
	fi
}

# same_file A B DESCRIPTION: A and B hold the same bytes.
same_file() {
	if cmp -s "$1" "$2"; then pass; else fail "$3: $1 changed"; fi
}

finish() {
	echo "$checks passed, $failures failed"
	[ "$failures" -eq 0 ]
}

# play_out_golden PREFIX NAME NEW-ARGUMENTS...: creates NAME.yaml with
# parchis new, plays it out by always taking the first legal move, checks
# it against tests/golden/PREFIX-NAME.yaml and verifies it; a finished
# game takes no more turns. With PARCHIS_REGEN=1 in the environment the
# golden file is written from the game first (after a change that is
# meant to change the games: read the diff before committing it).
play_out_golden() {
	prefix=$1
	name=$2
	shift 2
	run "$PARCHIS" new -q -o "$work/$name.yaml" "$@"
	expect_status 0 "new $name"
	if ! sh "$tests/play-first.sh" "$PARCHIS" "$work/$name.yaml" \
		>"$work/play.out" 2>&1; then
		fail "$name: playing out: $(tail -n 3 "$work/play.out")"
		return
	fi
	[ "${PARCHIS_REGEN:-}" = 1 ] &&
		cp "$work/$name.yaml" "$tests/golden/$prefix-$name.yaml"
	same_file "$work/$name.yaml" "$tests/golden/$prefix-$name.yaml" \
		"$name played out"
	diff -u "$tests/golden/$prefix-$name.yaml" "$work/$name.yaml" | head -20 >&2
	run "$PARCHIS" verify "$work/$name.yaml"
	expect_status 0 "verify $name"
	grep -q "^$work/$name.yaml: sound: [0-9]* rolls checked, derived keys match; game over: .* wins*" \
		"$work/out" || fail "verify $name: $(cat "$work/out")"
	# A finished game takes no more turns.
	run "$PARCHIS" moves "$work/$name.yaml"
	expect_status 1 "moves after the end of $name"
	cp "$work/$name.yaml" "$work/$name.orig"
	run "$PARCHIS" play "$work/$name.yaml"
	expect_status 0 "play on the finished $name"
	same_file "$work/$name.yaml" "$work/$name.orig" "play on the finished $name"
	grep -q "game over: .* win" "$work/out" || fail "play $name: not over"
}

# spanish_catalogue: the Spanish catalogue, built from po/es.po into
# $work/locale (for PARCHIS_LOCALEDIR). Sets utf8 to the name of a UTF-8
# locale and spanish to yes when Spanish can be shown here (a UTF-8
# locale, msgfmt, and a build with NLS); else says that the test goes on
# in English only.
spanish_catalogue() {
	utf8=$(locale -a 2>/dev/null | grep -i -x -m 1 'c\.utf-\{0,1\}8') || utf8=
	spanish=
	if [ -n "$utf8" ] && command -v msgfmt >/dev/null 2>&1 &&
	   ! { [ -r "$builddir/config.h" ] &&
	       ! grep -q '^#define ENABLE_NLS 1' "$builddir/config.h"; }; then
		mkdir -p "$work/locale/es/LC_MESSAGES"
		msgfmt -o "$work/locale/es/LC_MESSAGES/parchis.mo" \
			"$srcdir/po/es.po" && spanish=yes
	fi
	[ -n "$spanish" ] || echo "note: no Spanish catalogue here: English only"
}
