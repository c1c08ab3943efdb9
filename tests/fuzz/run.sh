#!/bin/sh
# run.sh: "make fuzz". Builds the library sources and each fuzz target with
# clang and libFuzzer (AddressSanitizer, UndefinedBehaviorSanitizer), then
# runs each target for FUZZ_SECONDS over a seed corpus of the project's
# records (and, for the mail reader, its mails). Any crash, leak or timeout
# fails the run and leaves its input in FUZZ_DIR. Without clang or
# libFuzzer it says so and skips (exit 0).
#
# The Makefile passes: srcdir builddir FUZZ_CC FUZZ_SECONDS FUZZ_DIR
# FUZZ_CFLAGS FUZZ_LIBS and FUZZ_SOURCES (the library's sources).
set -eu

: "${srcdir:=.}" "${builddir:=.}"
: "${FUZZ_CC:=clang}"
: "${FUZZ_SECONDS:=60}"
: "${FUZZ_DIR:=$builddir/tests/fuzz-build}"
# The reader, the step notation, the whole play path, the mail reader,
# the mail robot, a secret-dice game replayed with its key, a reply
# checked against the kept record, a selfplay program's answer
# (FUZZ_TARGETS names some of them).
targets=${FUZZ_TARGETS:-"record step play mail robot secret reply extern"}

skip() {
	echo "fuzz: skipped: $*"
	exit 0
}

command -v "$FUZZ_CC" >/dev/null 2>&1 ||
	skip "no $FUZZ_CC (apt-get install clang libclang-rt-14-dev)"
mkdir -p "$FUZZ_DIR/obj"
# libFuzzer ships apart from clang in Debian (libclang-rt-14-dev): a
# target that links is the only sure test.
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
	'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
	'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)' \
	'{ (void)d; (void)n; return 0; }' >"$FUZZ_DIR/probe.c"
"$FUZZ_CC" -fsanitize=fuzzer,address,undefined "$FUZZ_DIR/probe.c" \
	-o "$FUZZ_DIR/probe" >/dev/null 2>&1 ||
	skip "$FUZZ_CC cannot link libFuzzer (apt-get install libclang-rt-14-dev)"

# The library is compiled here rather than taken from lib/libparchis.a
# and src/libparchis-tool.a:
# those are built by gcc, without the coverage libFuzzer steers by.
san="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined"
san="$san -fno-sanitize-recover=all"
# The warnings were chosen for gcc: clang may word some differently, and
# CI's -Werror is for gcc's build, not a reason to stop fuzzing.
warn=$(echo " $FUZZ_CFLAGS " | sed 's/ -Werror / /g')
flags="-I$builddir -I$builddir/src -I$srcdir/lib -I$srcdir/src $warn $san"
objects=
for source in $FUZZ_SOURCES; do
	case "$source" in *.c) ;; *) continue ;; esac
	object="$FUZZ_DIR/obj/$(basename "$source" .c).o"
	# Always compiled: a header that changed would otherwise leave an
	# object that disagrees with the rest (and a crash that is not one).
	# shellcheck disable=SC2086
	"$FUZZ_CC" $flags -fsanitize=fuzzer-no-link -c "$srcdir/$source" \
		-o "$object"
	objects="$objects $object"
done
for t in $targets; do
	# shellcheck disable=SC2086
	"$FUZZ_CC" $flags -fsanitize=fuzzer "$srcdir/tests/fuzz/fuzz-$t.c" \
		$objects $FUZZ_LIBS -o "$FUZZ_DIR/fuzz-$t"
done

# The seed corpus: every record the project has, good and bad, copied
# so that what libFuzzer adds to it is never committed.
corpus=$(mktemp -d "${TMPDIR:-/tmp}/parchis-fuzz.XXXXXX")
trap 'rm -rf "$corpus"' EXIT
for f in "$srcdir"/examples/*.yaml "$srcdir"/tests/records/good/*.yaml \
	"$srcdir"/tests/records/bad/*.yaml "$srcdir"/tests/golden/game-*.yaml \
	"$srcdir"/tests/golden/variant-*.yaml
do
	cp "$f" "$corpus/$(echo "$f" | sed 's|.*/\([^/]*/[^/]*\)$|\1|; s|/|-|')"
done

# The mail reader's: the reply fixtures and the project's other mails too.
mkdir -p "$corpus/mail"
for f in "$srcdir"/tests/mail/replies/*.eml "$srcdir"/tests/golden/*.eml \
	"$srcdir"/examples/mail-transcript/*.eml
do
	[ -f "$f" ] || continue
	cp "$f" "$corpus/mail/$(echo "$f" | sed 's|.*/\([^/]*/[^/]*\)$|\1|; s|/|-|')"
done

failed=0
for t in $targets; do
	mkdir -p "$corpus/$t"
	# The robot's seeds are mails; the others', records.
	if [ "$t" = robot ]; then
		cp "$srcdir"/tests/fuzz/robot-seeds/*.eml \
			"$srcdir"/tests/mail/replies/*.eml "$corpus/$t/"
	else
		cp "$corpus"/*.yaml "$corpus/$t/"
	fi
	# A target's own seeds (tests/fuzz/corpus/TARGET: secret-dice games
	# committed to the target's secret, kept and reply records), made by
	# tests/fuzz/make-corpus.sh.
	if [ -d "$srcdir/tests/fuzz/corpus/$t" ]; then
		cp "$srcdir/tests/fuzz/corpus/$t"/* "$corpus/$t/"
	fi
	before=$(ls "$corpus/$t" | wc -l)
	echo "fuzz: fuzz-$t for $FUZZ_SECONDS s over $before seeds"
	# max_len keeps mutations to the size of real records (the largest
	# seed, a 1 MB line, would slow every run down to its size).
	status=0
	rm -f "$FUZZ_DIR/$t-"*
	"$FUZZ_DIR/fuzz-$t" -max_total_time="$FUZZ_SECONDS" -timeout=10 \
		-rss_limit_mb=2048 -detect_leaks=1 -max_len=65536 \
		-print_final_stats=1 -artifact_prefix="$FUZZ_DIR/$t-" \
		"$corpus/$t" >"$FUZZ_DIR/$t.log" 2>&1 || status=$?
	after=$(ls "$corpus/$t" | wc -l)
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' \
		"$FUZZ_DIR/$t.log")
	speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' \
		"$FUZZ_DIR/$t.log")
	echo "fuzz: fuzz-$t: ${runs:-?} runs, ${speed:-?}/s," \
		"corpus $before -> $after"
	if [ "$status" -ne 0 ]; then
		failed=$((failed + 1))
		echo "fuzz: fuzz-$t FAILED (exit $status); its log:"
		grep -v '^#[0-9]' "$FUZZ_DIR/$t.log" | tail -n 60
		for a in "$FUZZ_DIR/$t-"*; do
			[ -f "$a" ] || continue
			echo "fuzz: the input, $a:"
			od -c "$a" | head -n 40
		done
	fi
done
[ "$failed" -eq 0 ] || { echo "fuzz: $failed target(s) failed"; exit 1; }
echo "fuzz: all targets ran clean"
