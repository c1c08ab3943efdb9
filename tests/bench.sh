#!/bin/sh
# bench.sh BUILDDIR: the benchmarks of "make bench". Prints, from one run
# on this machine:
#  - parchis play (standard input to standard output) against the libyaml
#    floor (parse every event and emit it again) on records of 100, 1,000
#    and 10,000 rolls and on a real finished game: the cost ratio and how
#    the cost grows;
#  - the peak memory of play on the 10,000-roll record;
#  - the engine's own figures (tests/bench-engine);
#  - parchis selfplay: games a second on one core with random bots for
#    each preset the engine plays (and with the strong bot), and what
#    --jobs 2 gains over --jobs 1.
set -eu
build=${1:-.}
src=$(cd "$(dirname "$0")/.." && pwd)
parchis="$build/src/parchis"
floor="$build/tests/bench-yaml-floor"
work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

ns() { date +%s%N; }

# seconds_per_run PROGRAM ARG FILE RUNS: mean seconds of PROGRAM ARG <FILE.
seconds_per_run() {
	start=$(ns)
	i=0
	while [ "$i" -lt "$4" ]; do
		"$1" $2 <"$3" >/dev/null
		i=$((i + 1))
	done
	echo "$(ns) $start $4" | awk '{ printf "%.6f", ($1 - $2) / 1e9 / $3 }'
}

echo "machine: $(nproc) cores, $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)"
echo
printf '%-24s %7s %12s %12s %7s\n' record rolls "play (ms)" "floor (ms)" ratio
for spec in 100:400 1000:60 10000:8 real:200; do
	turns=${spec%%:*}
	runs=${spec#*:}
	if [ "$turns" = real ]; then
		record="$src/examples/classic-finished.yaml"
		name="examples/classic-finished"
	else
		record="$work/bench-$turns.yaml"
		"$build/tests/bench-gen" "$turns" 7 >"$record"
		# Played once, so that the record holds what play writes.
		"$parchis" play -q "$record"
		name="bench-gen-$turns"
	fi
	rolls=$(grep -c '^  - {n: ' "$record")
	# Alternate the two, twice, so that neither gets the warm cache.
	p1=$(seconds_per_run "$parchis" play "$record" "$runs")
	f1=$(seconds_per_run "$floor" "" "$record" "$runs")
	p2=$(seconds_per_run "$parchis" play "$record" "$runs")
	f2=$(seconds_per_run "$floor" "" "$record" "$runs")
	echo "$name $rolls $p1 $f1 $p2 $f2" | awk '{
		p = ($3 + $5) / 2; f = ($4 + $6) / 2
		printf "%-26s %7d %12.3f %12.3f %7.2f\n", $1, $2, \
			p * 1000, f * 1000, p / f }'
done
echo
# Instructions, counted by callgrind, do not depend on what else the
# machine is doing: the steadiest form of the same ratio.
if command -v valgrind >/dev/null 2>&1; then
	instructions() {
		valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" \
			2>&1 >/dev/null | sed -n 's/.*Collected : //p'
	}
	for record in "$work/bench-1000.yaml" "$src/examples/classic-finished.yaml"; do
		p=$(instructions "$parchis" play <"$record")
		f=$(instructions "$floor" <"$record")
		echo "$(basename "$record") $p $f" | awk '{
			printf "instructions on %s: play %d, floor %d, ratio %.2f\n",
				$1, $2, $3, $2 / $3 }'
	done
	echo
fi
if [ -x /usr/bin/time ]; then
	kb=$(/usr/bin/time -f %M "$parchis" play <"$work/bench-10000.yaml" \
		2>&1 >/dev/null | tail -n 1)
	fkb=$(/usr/bin/time -f %M "$floor" <"$work/bench-10000.yaml" \
		2>&1 >/dev/null | tail -n 1)
	echo "peak memory on 10,000 rolls: play $kb KiB, floor $fkb KiB"
	echo
fi
"$build/tests/bench-engine" 1
echo
# selfplay_seconds ARGS...: seconds parchis selfplay ARGS... takes.
selfplay_seconds() {
	start=$(ns)
	"$parchis" selfplay "$@" >/dev/null
	echo "$(ns) $start" | awk '{ printf "%.3f", ($1 - $2) / 1e9 }'
}
printf '%-14s %-28s %14s\n' preset bots "games/s/core"
for preset in classic superparchis pairs event; do
	for bots in random,random,random,random strong,random,random,random; do
		# The strong bot looks a roll ahead: a tenth of the games.
		games=20000
		[ "$bots" = "${bots#strong}" ] || games=2000
		if ! "$parchis" selfplay --games 1 --rules "$preset" \
			>/dev/null 2>&1; then
			printf '%-14s %-28s %14s\n' "$preset" "$bots" \
				"(not played)"
			break
		fi
		s=$(selfplay_seconds --games "$games" --rules "$preset" \
			--bots "$bots")
		echo "$preset $bots $games $s" | awk '{
			printf "%-14s %-28s %14.0f\n", $1, $2, $3 / $4 }'
	done
done
games=40000
t1=$(selfplay_seconds --games "$games" --bots random,random,random,random)
t2=$(selfplay_seconds --games "$games" --bots random,random,random,random \
	--jobs 2)
echo "$games $t1 $t2" | awk '{
	printf "selfplay --jobs 2 on %d classic games: %.2f s against %.2f s " \
		"with --jobs 1, speed-up %.2f\n", $1, $3, $2, $2 / $3 }'
