#!/bin/sh
# cli-rules.sh: parchis rules prints every option of a preset as YAML that
# a record accepts as its rules.
. "${srcdir:-.}/tests/lib.sh"

for preset in classic superparchis pairs event; do
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
[ "$(wc -l <"$work/out")" -eq 25 ] || fail "rules: not 25 lines"
finish
