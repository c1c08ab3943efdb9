#!/bin/sh
# cli-bot.sh: computer players from the command line -- move --bot, the
# bot key of a players entry, and selfplay.
. "${srcdir:-.}/tests/lib.sh"

# new_game NAME: a two-player game with a choice pending for red.
new_game() {
	"$PARCHIS" new -q --seed k3v9q2 --game club-2026-17 \
		-o "$work/$1" yellow=Ana red=Luis
}

# turn_line FILE N: the line of roll N in FILE.
turn_line() {
	grep "^  - {n: $2, " "$1"
}

# last_roll FILE: the number of the last turn in FILE.
last_roll() {
	sed -n 's/^  - {n: \([0-9]*\), .*/\1/p' "$1" | tail -n 1
}

# move --bot writes a legal move, marked as nothing special, and the
# record then checks and plays.
for level in "" "=random" "=strong" "=expert"; do
	new_game "move$level.yaml"
	pending=$(last_roll "$work/move$level.yaml")
	run "$PARCHIS" move -q "$work/move$level.yaml" --bot$level
	expect_status 0 "move --bot$level"
	line=$(turn_line "$work/move$level.yaml" "$pending")
	case $line in
	*"move: ["*"auto: true"*) fail "move --bot$level marked auto: $line" ;;
	*"move: ["*) pass ;;
	*) fail "move --bot$level wrote no move: $line" ;;
	esac
	run "$PARCHIS" verify "$work/move$level.yaml"
	expect_status 0 "verify after move --bot$level"
	run "$PARCHIS" play -q "$work/move$level.yaml"
	expect_status 0 "play after move --bot$level"
done

new_game usage.yaml
run "$PARCHIS" move "$work/usage.yaml" --bot 1
expect_status 64 "move --bot with a step"
run "$PARCHIS" move "$work/usage.yaml" --bot=best
expect_status 64 "move --bot=best"
expect_err "parchis move: --bot takes random, strong or expert, not 'best'
Try \`parchis move --help' or \`parchis move --usage' for more information." \
	"move --bot=best"

# A record with bot: strong on red: the referee plays red's turns until
# yellow, a person, must move.
new_game seat.yaml
sed 's/{colour: red, name: Luis}/{colour: red, name: Luis, bot: strong}/' \
	"$work/seat.yaml" >"$work/seat-bot.yaml"
grep -q 'bot: strong}$' "$work/seat-bot.yaml" || fail "no bot key written"
run "$PARCHIS" play -q "$work/seat-bot.yaml"
expect_status 0 "play with bot: strong"
grep -q '^  - {colour: red, name: Luis, bot: strong}$' "$work/seat-bot.yaml" ||
	fail "the bot key was not written back"
last=$(sed -n '/^turns:/,/^position:/p' "$work/seat-bot.yaml" | tail -n 2 |
	head -n 1)
case $last in
*"player: yellow, roll: ["*"]}") pass ;;
*) fail "the pending turn is not yellow's: $last" ;;
esac
if sed -n '/^turns:/,/^position:/p' "$work/seat-bot.yaml" |
	grep 'player: red, roll: \[[0-9, ]*\]}$' >/dev/null; then
	fail "a red turn was left without a move"
else
	pass
fi
grep -q 'yellow to move' "$work/seat-bot.yaml" ||
	fail "status: not yellow to move"
run "$PARCHIS" verify "$work/seat-bot.yaml"
expect_status 0 "verify the bot's game"

# The random bot's choice comes from the record: the referee and move
# --bot=random choose the same play for the same turn.
sed 's/{colour: red, name: Luis}/{colour: red, name: Luis, bot: random}/' \
	"$work/seat.yaml" >"$work/seat-random.yaml"
cp "$work/seat-random.yaml" "$work/by-move.yaml"
pending=$(last_roll "$work/seat-random.yaml")
run "$PARCHIS" play -q "$work/seat-random.yaml"
expect_status 0 "play with bot: random"
run "$PARCHIS" move -q --no-auto "$work/by-move.yaml" --bot=random
expect_status 0 "move --bot=random"
by_referee=$(turn_line "$work/seat-random.yaml" "$pending" |
	sed 's/, auto: true//')
by_move=$(turn_line "$work/by-move.yaml" "$pending")
if [ -n "$by_move" ] && [ "$by_referee" = "$by_move" ]; then pass; else
	fail "referee '$by_referee', move --bot=random '$by_move'"
fi
cp "$work/seat-random.yaml" "$work/again.yaml"
run "$PARCHIS" play -q "$work/again.yaml"
same_file "$work/again.yaml" "$work/seat-random.yaml" "play again"

sed 's/bot: strong/bot: best/' "$work/seat-bot.yaml" >"$work/bad-bot.yaml"
run "$PARCHIS" verify "$work/bad-bot.yaml"
expect_status 65 "bot: best"
case $(cat "$work/err") in
*'unknown bot "best": expected random, strong or expert') pass ;;
*) fail "bot: best: $(cat "$work/err")" ;;
esac

# selfplay: the shape of its output, YAML keys, and --jobs changes
# nothing.
run "$PARCHIS" selfplay --games 60 --seed t --bots strong,random,random
expect_status 0 "selfplay"
for pattern in '^60 games of classic, seed t, bots strong,random,random' \
	'^seat  *games  *wins  *rate  *95% interval$' \
	'^yellow  *60 ' '^blue  *60 ' '^red  *60 ' \
	'^level  *seats  *wins  *rate  *95% interval$' \
	'^strong  *60 ' '^random  *120 ' \
	'^rolls per game: [0-9.]*$' '^captures per game: [0-9.]*$'; do
	grep -q "$pattern" "$work/out" || fail "selfplay: no line $pattern"
done
grep -q '^green' "$work/out" && fail "selfplay: a green seat for 3 bots"
cp "$work/out" "$work/one-job"
run "$PARCHIS" selfplay --games 60 --seed t --bots strong,random,random \
	--jobs 2
expect_out_file "$work/one-job" "selfplay --jobs 2"

for rules in classic superparchis pairs event; do
	run "$PARCHIS" selfplay --games 40 --rules "$rules" --yaml
	expect_status 0 "selfplay --rules $rules --yaml"
	for key in games rules seed bots seats levels rolls_per_game \
		captures_per_game unfinished; do
		grep -q "^$key:" "$work/out" || fail "--yaml $rules: no $key"
	done
	row='{n: 40, wins: [0-9]*, rate: [0-9.]*, low: [0-9.]*, high: [0-9.]*}'
	grep -q "^  strong: $row\$" "$work/out" ||
		fail "--yaml $rules: $(cat "$work/out")"
	cp "$work/out" "$work/yaml-one"
	run "$PARCHIS" selfplay --games 40 --rules "$rules" --yaml --jobs 3
	expect_out_file "$work/yaml-one" "selfplay --rules $rules --jobs 3"
done

# The expert: a seat of a record, and selfplay against the strong bot on
# every preset and board, the same for any --jobs and --budget given
# twice the same.
sed 's/{colour: red, name: Luis}/{colour: red, name: Luis, bot: expert}/' \
	"$work/seat.yaml" >"$work/seat-expert.yaml"
run "$PARCHIS" play -q "$work/seat-expert.yaml"
expect_status 0 "play with bot: expert"
grep -q '^  - {colour: red, name: Luis, bot: expert}$' \
	"$work/seat-expert.yaml" || fail "bot: expert was not written back"
run "$PARCHIS" verify "$work/seat-expert.yaml"
expect_status 0 "verify the expert's game"
for spec in classic:expert,strong,strong,strong \
	superparchis:expert,strong,strong,strong \
	pairs:expert,strong,expert,strong event:expert,strong,strong,strong \
	classic:expert,strong,random,random,random,random \
	classic:expert,strong,strong,strong,random,random,random,random; do
	rules=${spec%%:*}
	bots=${spec#*:}
	run "$PARCHIS" selfplay --games 6 --rules "$rules" --bots "$bots" \
		--budget 300 --yaml
	expect_status 0 "selfplay --rules $rules --bots $bots"
	grep -q '^  expert: {n: [0-9]*, wins: ' "$work/out" ||
		fail "selfplay $rules $bots: no expert row: $(cat "$work/out")"
	grep -q '^unfinished: 0$' "$work/out" ||
		fail "selfplay $rules $bots: unfinished games"
	cp "$work/out" "$work/expert-one"
	run "$PARCHIS" selfplay --games 6 --rules "$rules" --bots "$bots" \
		--budget 300 --yaml --jobs 2
	expect_out_file "$work/expert-one" "selfplay $rules $bots --jobs 2"
done
run "$PARCHIS" selfplay --games 4 --bots expert,strong --budget 0
expect_status 64 "selfplay --budget 0"

run "$PARCHIS" selfplay --bots strong
expect_status 64 "selfplay with one bot"
run "$PARCHIS" selfplay --bots strong,best
expect_status 64 "selfplay --bots strong,best"
run "$PARCHIS" selfplay --games 0
expect_status 64 "selfplay --games 0"
finish
