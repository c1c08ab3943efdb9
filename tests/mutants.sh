#!/bin/sh
# mutants.sh BUILDDIR: "make mutants". Plants small plausible bugs in the
# sources one at a time, rebuilds, and runs the test that must catch
# each; says caught or MISSED, and exits 1 when one is missed. By hand
# only: make check and CI never run it.
#
# The bugs are those of issue 56, each of which the suite once let pass
# or caught only by chance. A bug is caught when its test fails, and
# fails at the check named for it (a pattern of the test's output).
#
# The sources are changed in place (srcdir, from the environment): each
# one is saved first in BUILDDIR/tests/mutant.saved and put back, with a
# new time so that make rebuilds it, after its test, on an error, on an
# interrupt, and at the next run after one killed outright. The tree is
# built clean again at the end.
set -u

builddir=$(cd "${1:-.}" && pwd) || exit 1
srcdir=$(cd "${srcdir:-.}" && pwd) || exit 1
make=${MAKE:-make}
saved="$builddir/tests/mutant.saved"
log="$builddir/tests/mutants.log"
caught=0
missed=0
targets=""

# restore: puts back the source saved in $saved, if any.
restore() {
	[ -f "$saved/path" ] || return 0
	file=$(cat "$saved/path")
	cp "$saved/file" "$file" && touch "$file" && rm -rf "$saved" &&
		echo "  (restored $file)" >>"$log"
}
trap 'restore' EXIT
trap 'restore; echo "mutants: interrupted; the sources are as they were" >&2; exit 130' INT TERM HUP

# run TEST: runs a unit test or a shell test as make check does; output
# in $log.
run() {
	case $1 in
	*.sh)
		env LC_ALL=C PARCHIS="$builddir/src/parchis" srcdir="$srcdir" \
			builddir="$builddir" sh "$srcdir/$1" >>"$log" 2>&1 ;;
	*)
		(cd "$builddir" && env LC_ALL=C srcdir="$srcdir" \
			builddir="$builddir" "./$1") >>"$log" 2>&1 ;;
	esac
}

# target TEST: what make builds for TEST.
target() {
	case $1 in
	*.sh) echo src/parchis ;;
	*) echo "$1" ;;
	esac
}

# mutant NAME FILE SED TEST PATTERN: plants the bug NAME in FILE (of
# srcdir) with the sed expression SED, rebuilds, and runs TEST, which
# must fail with PATTERN (grep -E) in its output.
mutant() {
	name=$1 file="$srcdir/$2" expr=$3 test=$4 pattern=$5
	targets="$targets $(target "$test")"
	# Without the bug the test passes: else its failure tells nothing.
	echo "== $test, without the bug" >>"$log"
	if ! "$make" -C "$builddir" -s "$(target "$test")" >>"$log" 2>&1 ||
	   ! run "$test"; then
		echo "MISSED: $name: $test fails without it (see $log)"
		missed=$((missed + 1))
		return
	fi
	mkdir -p "$saved" && cp "$file" "$saved/file" &&
		echo "$file" >"$saved/path.new" &&
		mv "$saved/path.new" "$saved/path" || exit 1
	sed "$expr" "$saved/file" >"$file"
	echo "== $name: $2: $expr; $test" >>"$log"
	if cmp -s "$file" "$saved/file"; then
		echo "MISSED: $name: not planted, $2 has no such line"
		missed=$((missed + 1))
	elif ! "$make" -C "$builddir" -s "$(target "$test")" >>"$log" 2>&1; then
		echo "MISSED: $name: does not build (see $log)"
		missed=$((missed + 1))
	else
		mark=$(($(wc -l <"$log") + 1))
		if run "$test"; then
			echo "MISSED: $name: $test passes"
			missed=$((missed + 1))
		elif tail -n +"$mark" "$log" | grep -Eq "$pattern"; then
			echo "caught: $name, by $test"
			caught=$((caught + 1))
		else
			echo "MISSED: $name: $test fails, but not at $pattern"
			missed=$((missed + 1))
		fi
	fi
	restore
}

: >"$log"
# A run killed outright left one planted.
[ -f "$saved/path" ] &&
	echo "mutants: putting back $(cat "$saved/path"), left by a killed run"
restore

mutant "the latest turn's mac left unchecked" lib/referee.c \
	's/if (r->mac_key != NULL && i < r->given && check_mac(r, i)/if (r->mac_key != NULL \&\& i + 1 < r->given \&\& check_mac(r, i)/' \
	tests/cli-last-mac.sh '^FAIL: (verify|play): the latest mac'
mutant "a byte of 252 taken for a die" lib/dice.c \
	's/if (mac\[i\] < 252)/if (mac[i] <= 252)/' \
	tests/check_dice ':test_dice_skip_a_byte_of_252:'
mutant "a 6 counts 7 with the first piece in the nest (two dice)" \
	lib/engine-phase.c \
	's/return die == 6 && nest < 0 ? /return die == 6 \&\& nest <= 0 ? /' \
	tests/check_engine_two_dice \
	':test_six_counts_six_while_a_piece_is_in_the_nest:'
mutant "a piece leaves the nest on a 6" lib/engine-move.c \
	's/if (from == 0 && amount != e->rules.exit_roll)/if (from == 0 \&\& amount < e->rules.exit_roll)/' \
	tests/check_engine_moves ':test_six_brings_no_piece_out_of_the_nest:'
mutant "a barrier on the next square passed" lib/engine-internal.h \
	's/for (int t = from + 1; t < to/for (int t = from + 2; t < to/' \
	tests/check_engine_moves ':test_barrier_on_the_next_square_blocks:'

# The tree as it was, built.
# shellcheck disable=SC2086
"$make" -C "$builddir" -s all $targets >>"$log" 2>&1 ||
	echo "mutants: the clean tree did not build again (see $log)" >&2
echo "$caught caught, $missed missed (the details: $log)"
[ "$missed" -eq 0 ]
