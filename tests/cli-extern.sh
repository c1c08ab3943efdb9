#!/bin/sh
# cli-extern.sh: programs as bots in selfplay (--bots cmd:PROGRAM): the
# example bot plays whole games without a fault, the record it reads is
# one parchis itself accepts, and programs that fail, print nonsense,
# print without end or never answer cost a random play each, counted,
# never the run.
. "${srcdir:-.}/tests/lib.sh"

# faults LINE: the program line of selfplay's output in $work/out.
faults() {
	grep '^programs asked: ' "$work/out"
}

# The example bot, in Python: legal plays only, the same results with
# --jobs 2.
if command -v python3 >/dev/null 2>&1; then
	bot="cmd:python3 $srcdir/examples/bot-random.py"
	run "$PARCHIS" selfplay --games 2 --seed x --bots "$bot,strong,random"
	expect_status 0 "selfplay with the example bot"
	case $(faults) in
	"programs asked: "[1-9]*"; faults (a random play instead): 0 timed out, 0 failed, 0 bad output") pass ;;
	*) fail "example bot: $(cat "$work/out")" ;;
	esac
	grep -q '^cmd  *2 ' "$work/out" || fail "no cmd row: $(cat "$work/out")"
	cp "$work/out" "$work/one-job"
	run "$PARCHIS" selfplay --games 2 --seed x --bots "$bot,strong,random" \
		--jobs 2
	expect_out_file "$work/one-job" "the example bot, --jobs 2"
	run "$PARCHIS" selfplay --games 1 --seed x --bots "$bot,strong" --yaml
	expect_status 0 "selfplay --yaml with a program"
	grep -q '^bots: \["cmd:python3 .*bot-random.py", strong\]$' \
		"$work/out" || fail "--yaml bots: $(cat "$work/out")"
	grep -q '^programs: {asked: [1-9][0-9]*, timeout: 0, failed: 0, bad_output: 0}$' \
		"$work/out" || fail "--yaml programs: $(cat "$work/out")"
else
	echo "no python3: the example bot is not tried"
fi

# What a program reads: a record parchis verifies, with the pending roll
# and its legal plays, the same plays parchis moves lists.
run "$PARCHIS" selfplay --games 1 --bots \
	"cmd:cat >'$work/seen.yaml'; exit 1,strong"
expect_status 0 "selfplay with a program that fails"
case $(faults) in
*"; faults (a random play instead): 0 timed out, "[1-9]*" failed, 0 bad output") pass ;;
*) fail "failing program: $(faults)" ;;
esac
run "$PARCHIS" verify "$work/seen.yaml"
expect_status 0 "verify the record a program read"
grep -q '^dice: manual$' "$work/seen.yaml" || fail "seen: not manual dice"
grep -q '^  legal: \[\[' "$work/seen.yaml" || fail "seen: no legal plays"
run "$PARCHIS" moves "$work/seen.yaml"
expect_status 0 "moves on the record a program read"

# Nonsense, a play that is not legal, output without end: bad output.
for program in "echo nonsense" "cat >/dev/null; echo 9+9" "yes 1+4" \
	"printf '1+4\\0'"; do
	run "$PARCHIS" selfplay --games 1 --bots "cmd:$program,strong" \
		--cmd-timeout 2000
	expect_status 0 "selfplay with cmd:$program"
	case $(faults) in
	"programs asked: "*"; faults (a random play instead): 0 timed out, 0 failed, "[1-9]*" bad output") pass ;;
	*) fail "cmd:$program: $(faults)" ;;
	esac
	grep -q '^unfinished' "$work/out" && fail "cmd:$program: unfinished"
done

# A program that never answers is killed at the timeout, with what it
# started.
run "$PARCHIS" selfplay --games 1 --seed 2 --bots "cmd:sleep 30,random" \
	--cmd-timeout 50
expect_status 0 "selfplay with a program that sleeps"
case $(faults) in
"programs asked: "*"; faults (a random play instead): "[1-9]*" timed out, 0 failed, 0 bad output") pass ;;
*) fail "sleeping program: $(faults)" ;;
esac

run "$PARCHIS" selfplay --bots cmd:,strong
expect_status 64 "selfplay --bots cmd:"
run "$PARCHIS" selfplay --bots cmd:true,strong --cmd-timeout 0
expect_status 64 "selfplay --cmd-timeout 0"
finish
