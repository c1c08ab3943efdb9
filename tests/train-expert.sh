#!/bin/sh
# train-expert.sh BUILDDIR [WORKDIR]: learns the expert's three networks
# from scratch and writes them as lib/bot-net-weights.c (to standard
# output), the schedule that made the networks shipped. "make
# train-expert" runs it; it takes about an hour on 2 cores here, and
# some 5 GB of disk and memory, and is never part of make check.
#
# For each kind of game (one die: classic; two dice: superparchis;
# pairs) two rounds:
#   0. strong bots against each other and against random ones; a
#      network learns who won from every position of those games;
#   1. that network plays: the play it rates best (greedy), or the
#      expert's search on it (net), against strong and random bots and
#      against itself; a second network learns from the games of both
#      rounds. It is the one shipped for two dice and pairs.
#   2. one die (classic) only: a third network starts from the second
#      and learns from the same games towards TD(0.8) returns, each
#      position's target drawn from who won towards what the network
#      says of the positions after it. It is the one shipped for one
#      die: it won 2 to 3 points more against three random bots
#      (doc/MEASUREMENTS.md); the others were not tried.
# Every game and every fit is seeded, so the same build gives the same
# weights. The games of a round are played two at a time.
set -eu
build=${1:?usage: train-expert.sh BUILDDIR [WORKDIR]}
work=${2:-$(mktemp -d "${TMPDIR:-/tmp}/train-expert.XXXXXX")}
tool=$(cd "$build/tests" && pwd)/train-expert
mkdir -p "$work"
cd "$work"

# games PRESET: the games of round 0, then of round 1, one line each:
# games seed policies file.
round0() {
	for i in 1 2 3 4 5; do echo "5000 1$i strong,strong,strong,strong $1-ss$i"; done
	echo "4000 21 strong,strong,random,random $1-sr1"
	echo "4000 22 strong,random,strong,random $1-sr2"
	echo "4000 23 strong,random,random,random $1-sr3"
}
round1() {
	if [ "$1" = pairs ]; then
		mine=greedy,strong,greedy,strong net=net,strong,net,strong
	else
		mine=greedy,strong,strong,strong net=net,strong,strong,strong
	fi
	for i in 1 2 3; do echo "6000 3$i $mine $1-gs$i"; done
	echo "4000 41 greedy,random,random,random $1-gr1"
	echo "4000 42 greedy,random,random,random $1-gr2"
	echo "3000 43 greedy,greedy,greedy,greedy $1-gg1"
	case $1 in
	superparchis) echo "1500 44 $net $1-ns1" ;;
	*) echo "3000 44 $net $1-ns1" ;;
	esac
	echo "2000 45 net,random,random,random $1-nr1"
}

# play PRESET NET: plays the games on standard input, two at a time.
play() {
	while read -r games seed policies file; do
		rm -f "$file.bin"
		echo "$tool gen $1 $games $seed $policies $file.bin $2"
	done | xargs -P 2 -I CMD sh -c CMD
}

for preset in classic superparchis pairs; do
	round0 "$preset" | play "$preset" ""
	"$tool" fit "$preset-0.f" 4 1 "$preset"-s*.bin 2>"$preset-0.log"
	round1 "$preset" | play "$preset" "$preset-0.f"
	"$tool" fit "$preset-1.f" 4 1 "$preset"-*.bin 2>"$preset-1.log"
	if [ "$preset" = classic ]; then
		"$tool" fit "$preset-2.f" 4 0.8 "$preset"-*.bin \
			from "$preset-1.f" 2>"$preset-2.log"
	fi
	rm -f "$preset"-*.bin
done

cat <<'EOF'
/* bot-net-weights.c: the expert's networks (bot-net.h), learned from
 * self-play by tests/train-expert.sh ("make train-expert"), which wrote
 * this file; not edited by hand. */
#include <config.h>

#include "bot-net.h"

EOF
"$tool" emit pc_net_one_die classic-2.f
echo
"$tool" emit pc_net_two_dice superparchis-1.f
echo
"$tool" emit pc_net_pairs pairs-1.f
