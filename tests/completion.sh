#!/bin/sh
# completion.sh: the bash completion (completion/parchis.bash) completes
# commands, options, presets, colours, rule options and record files, and
# its static fallback lists match the program.
#
# Environment (set by make check): srcdir, PARCHIS. Exit 0 pass, 1 fail,
# 77 skip (no bash).
. "${srcdir:-.}/tests/lib.sh"

if ! command -v bash >/dev/null 2>&1; then
	echo "SKIP: bash not found"
	exit 77
fi

srcdir=$(cd "$srcdir" && pwd)
# The program under test is the parchis the script runs.
bindir=$work/bin
mkdir -p "$bindir" "$work/files/sub"
ln -s "$PARCHIS" "$bindir/parchis"
: >"$work/files/game.yaml"
: >"$work/files/notes.txt"

# complete WORDS...: the completions of the last word (empty string: a
# new word), one per line, sorted, in $work/out.
complete_words() {
	(cd "$work/files" && PATH="$bindir:$PATH" bash --norc --noprofile -c '
		. "$1/completion/parchis.bash" || exit 2
		shift
		COMP_WORDS=(parchis "$@")
		COMP_CWORD=$#
		COMP_LINE="parchis $*"
		COMP_POINT=${#COMP_LINE}
		_parchis parchis "${COMP_WORDS[COMP_CWORD]}" \
			"${COMP_WORDS[COMP_CWORD-1]}"
		printf "%s\n" "${COMPREPLY[@]}" | sort
	' sh "$srcdir" "$@") >"$work/out" 2>"$work/err"
}

# expect WORDS... -- COMPLETIONS...: the last word of WORDS completes to
# exactly COMPLETIONS.
expect() {
	words=""
	while [ "$1" != "--" ]; do
		words="$words $1"
		shift
	done
	shift
	printf '%s\n' "$@" | sort >"$work/want"
	# shellcheck disable=SC2086
	set -f
	complete_words $words
	set +f
	if cmp -s "$work/out" "$work/want"; then pass; else
		fail "parchis$words<TAB>: got '$(tr '\n' ' ' <"$work/out")', expected '$*' $(cat "$work/err")"
	fi
}

expect pl -- play
expect mo -- move moves
expect new --rules s -- superparchis
expect rules p -- pairs
expect move --t -- --turn=
expect new --first a -- amarillo azul
expect resign game.yaml r -- red rojo rosa
expect leave game.yaml a -- amarillo azul
expect leave game.yaml red 3 -- 3
expect new --members v -- verde=
expect rules --set exit_r -- exit_roll=
expect rules --set sea -- seats=
expect new --set seats= -- seats=4 seats=6 seats=8
expect new --first n -- naranja
expect new p -- pink= purple=
expect board g -- game.yaml
expect selfplay --bots random,s -- random,strong
expect selfplay --bots strong,e -- strong,expert
expect play --col -- --color=
expect undo --t -- --to=
expect standings --j -- --json
# A rule option's values after --set OPTION=, the word whole or split at
# "=" as bash splits it.
expect rules --set barriers=s -- barriers=safe_only barriers=same_colour
expect rules --set barriers = s -- safe_only same_colour
expect new --set six_all_out = -- 6 7 12
expect rules --set = places = 3 -- 3
expect selfplay -s turn_limit = -- none 48h 7d
# The steps of the pending roll of a record: parchis move FILE <TAB>.
cp "$srcdir/examples/classic-in-progress.yaml" "$work/files/sub/open.yaml"
expect move sub/open.yaml 2 -- 2+4
expect move sub/open.yaml --turn 61 3 -- 3+4
cat >"$work/files/sub/two.yaml" <<'END'
parchis: 1
game: two
rules: superparchis
dice: manual
players: [{colour: yellow}, {colour: red}]
setup:
  yellow: [10, 20, goal, goal]
first: yellow
turns:
  - {n: 1, player: yellow, roll: [3, 4]}
END
expect move sub/two.yaml 2 -- 2+3
expect move sub/two.yaml 1+3 2 -- 2+4
expect move sub/two.yaml 2+3 2 -- 2+4
expect move sub/two.yaml 2+3 1 -- 1+4

# An empty last word is completed too ("parchis verify <TAB>").
(cd "$work/files" && PATH="$bindir:$PATH" bash --norc --noprofile -c '
	. "$1/completion/parchis.bash"
	COMP_WORDS=(parchis verify ""); COMP_CWORD=2
	_parchis; printf "%s\n" "${COMPREPLY[@]}" | sort' sh "$srcdir") >"$work/out"
printf 'game.yaml\nsub\n' >"$work/want"
if cmp -s "$work/out" "$work/want"; then pass; else
	fail "parchis verify <TAB>: $(tr '\n' ' ' <"$work/out")"
fi

# The static fallback lists match the program.
static() {
	sed -n "s/^_parchis_$1=\"\(.*\)\"$/\1/p" "$srcdir/completion/parchis.bash" |
		tr ' ' '\n'
}
static commands >"$work/static"
LC_ALL=C "$PARCHIS" --help |
	sed -n '/^Commands:$/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p' >"$work/program"
if cmp -s "$work/static" "$work/program"; then pass; else
	fail "completion's command list differs from parchis --help:"
	diff "$work/static" "$work/program" >&2
fi
static rule_options >"$work/static"
"$PARCHIS" rules --set seats=8 | sed -n 's/^\([a-z_][a-z_]*\):.*/\1/p' | grep -vx preset >"$work/program"
if cmp -s "$work/static" "$work/program"; then pass; else
	fail "completion's rule options differ from parchis rules:"
	diff "$work/static" "$work/program" >&2
fi

finish
