#!/bin/sh
# cli-rules.sh: parchis rules prints every option of a preset as YAML that
# a record accepts as its rules.
. "${srcdir:-.}/tests/lib.sh"

for preset in classic superparchis pairs event american; do
	run "$PARCHIS" rules "$preset"
	expect_status 0 "rules $preset"
	expect_out_file "$tests/golden/rules-$preset.yaml" "rules $preset"
	# The output stands as the rules: of a record.
	{
		printf 'parchis: 1\ngame: g\nrules:\n'
		sed 's/^/  /' "$work/out"
		printf 'dice: manual\nplayers: [{colour: red}, {colour: green}]\n'
	} >"$work/record.yaml"
	run "$PARCHIS" format -o - "$work/record.yaml"
	expect_status 0 "rules $preset loaded as a record's rules"
done
run "$PARCHIS" rules
expect_out_file "$tests/golden/rules-classic.yaml" "rules (default classic)"
run "$PARCHIS" rules classic --set six_all_out=12 --set barriers=none
expect_status 0 "rules --set"
grep -q "^six_all_out: 12$" "$work/out" || fail "--set six_all_out=12"
grep -q "^barriers: none$" "$work/out" || fail "--set barriers=none"
[ "$(wc -l <"$work/out")" -eq 29 ] || fail "rules: not 29 lines"
# Rules that make no sense together, or for the seats, are refused.
run "$PARCHIS" new --rules pairs yellow red
expect_status 64 "pairs with two players"
grep -q "^parchis new: teams: pairs needs four players" "$work/err" ||
	fail "pairs with two players: $(cat "$work/err")"
printf 'parchis: 1\ngame: g\nrules: pairs\ndice: manual\nplayers: [{colour: red}, {colour: blue}]\n' \
	>"$work/pairs.yaml"
run "$PARCHIS" play "$work/pairs.yaml"
expect_status 65 "a record of pairs with two players"
expect_err "parchis: $work/pairs.yaml: teams: pairs needs four players, partners opposite (yellow with red, blue with green)" \
	"a record of pairs with two players"
finish
