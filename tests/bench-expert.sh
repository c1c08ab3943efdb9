#!/bin/sh
# bench-expert.sh [BUILDDIR]: the expert bot's figures of "make bench"
# (issue 19): its decision times and its strength by selfplay, each
# beside its goal. tests/bench.sh sources it, with $build, $parchis and
# $work set, and prints its lines in the table; run alone, it prints
# them itself.
if [ -z "${work:-}" ]; then
	set -eu
	build=${1:-.}
	parchis=$(cd "$build/src" && pwd)/parchis
	work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-bench.XXXXXX")
	trap 'rm -rf "$work"' EXIT
	: >"$work/table"
	expert_alone=1
fi

# The expert bot: the CPU time of its decisions at the default budget
# (tests/bench-expert, one expert against three strong bots), and its
# strength by selfplay, seats rotating, each figure with its 95%
# interval. BENCH_EXPERT_GAMES games each (2,000 by default, the
# issue's least).
expert_games=${BENCH_EXPERT_GAMES:-2000}
"$build/tests/bench-expert" time classic 30 >"$work/expert-time"
"$build/tests/bench-expert" time superparchis 15 >>"$work/expert-time"
"$build/tests/bench-expert" time pairs 15 >>"$work/expert-time"
# time_line PRESET GOAL: the median against GOAL ms, the 95th percentile
# beside. The goals: the medians of 2026-12-07's run, and a tenth more
# (issue 52: no more than 10% slower than then).
time_line() {
	awk -v p="$1" -v goal="$2" '$1 == p "," {
		for (i = 1; i <= NF; i++) {
			if ($i == "median") med = $(i + 1)
			if ($i == "percentile") p95 = $(i + 1)
		}
		printf "expert decision, %s: median (95th percentile %s ms)|%.2f ms|<= %.2f ms|%s\n",
			p, p95, med, goal, (med <= goal ? "met" : "NOT met") }' \
		"$work/expert-time" >>"$work/table"
}
time_line classic 16.67	# 15.151 ms
time_line superparchis 1.59	# 1.447 ms
time_line pairs 6.68	# 6.071 ms
# win_line FIGURE GOAL SIDE SELFPLAY-ARGUMENTS...: the expert level's
# rate against "at least GOAL" percent, with its Wilson interval over
# the games: the level's seats and wins divided by SIDE, the seats an
# expert side takes in a game (2 for a pair, whose two seats win
# together).
win_line() {
	wl_figure=$1 wl_goal=$2 wl_side=$3
	shift 3
	"$parchis" selfplay --jobs 2 --games "$expert_games" --yaml "$@" \
		>"$work/expert.yaml"
	sed -n 's/^  expert: {n: \([0-9]*\), wins: \([0-9]*\), .*/\1 \2/p' \
		"$work/expert.yaml" | awk -v f="$wl_figure" -v g="$wl_goal" \
		-v side="$wl_side" '{
		n = $1 / side; w = $2 / side; p = w / n; z = 1.959964
		c = (p + z * z / (2 * n)) / (1 + z * z / n)
		h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
		printf "%s (%.1f%%-%.1f%%)|%.1f%%|>= %.0f%%|%s\n", f,
			100 * (c - h), 100 * (c + h), 100 * p, g,
			(100 * p >= g ? "met" : "NOT met") }' >>"$work/table"
}
win_line "expert vs three strong, classic, $expert_games games" 35 1 \
	--rules classic --bots expert,strong,strong,strong
win_line "expert vs three random, classic, $expert_games games" 88 1 \
	--rules classic --bots expert,random,random,random
win_line "expert vs three strong, Superparchis, $expert_games games" 35 1 \
	--rules superparchis --bots expert,strong,strong,strong
win_line "expert pair vs strong pair, pairs, $expert_games games" 60 2 \
	--rules pairs --bots expert,strong,expert,strong
# The strong bot's strength, which the expert must leave alone (README:
# 81.0% over the same 2,000 games).
"$parchis" selfplay --jobs 2 --games 2000 --yaml --rules classic \
	--bots strong,random,random,random >"$work/strong.yaml"
sed -n 's/^  strong: {n: [0-9]*, wins: \([0-9]*\), rate: \([0-9.]*\), low: \([0-9.]*\), high: \([0-9.]*\)}$/\1 \2 \3 \4/p' \
	"$work/strong.yaml" | awk '{
	printf "strong vs three random, classic, 2000 games (%.1f%%-%.1f%%)|%.1f%%|= 81.0%%|%s\n",
		100 * $3, 100 * $4, 100 * $2,
		($1 == 1619 ? "met (unchanged)" : "NOT met (changed)") }' \
	>>"$work/table"

if [ -n "${expert_alone:-}" ]; then
	awk -F'|' '{ printf "%-66s  %10s  %12s  %s\n", $1, $2, $3, $4 }' \
		"$work/table"
	sed 's/^/  /' "$work/expert-time"
fi
