#!/bin/sh
# man-lint.sh: the man pages are clean mdoc, fit an 80-column terminal and
# do not fall behind the program: every command of parchis --help is a .Cm
# in the SYNOPSIS and the DESCRIPTION of parchis.6 and of its Spanish
# summary es/parchis.6, and every long option of every command's --help
# appears in parchis.6.
#
# Environment (set by make check): srcdir, MANDOC (may be empty), PARCHIS.
# Exit 0 pass, 1 fail, 77 skip (no mandoc).

: "${srcdir:=$(dirname "$0")/..}"
man="$srcdir/man"
pages="parchis.6 parchis-record.5 es/parchis.6"

if [ -z "${MANDOC:-}" ]; then
	MANDOC=$(command -v mandoc 2>/dev/null) || MANDOC=
fi
if [ -z "$MANDOC" ]; then
	echo "SKIP: mandoc not found"
	exit 77
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-man.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

bs=$(printf '\b')

for page in $pages; do
	file="$man/$page"
	if [ ! -r "$file" ]; then
		fail "$file: cannot read"
		continue
	fi

	# Lint: any message at warning level or above is a failure.
	status=0
	"$MANDOC" -Tlint -W warning "$file" >"$work/lint" 2>&1 || status=$?
	if [ -s "$work/lint" ] || [ "$status" -ne 0 ]; then
		fail "mandoc -Tlint $page (exit $status):"
		cat "$work/lint" >&2
	fi

	# Trailing blanks, which mandoc reports only as a style message.
	if grep -n '[[:blank:]]$' "$file" >"$work/blanks"; then
		fail "$page has whitespace at the end of lines:"
		cat "$work/blanks" >&2
	fi

	# Width: no rendered line longer than 80 columns (overstrike for
	# bold and underline removed, tabs expanded).
	status=0
	"$MANDOC" -Tascii "$file" >"$work/ascii" 2>"$work/ascii.err" ||
		status=$?
	if [ "$status" -ne 0 ] || [ -s "$work/ascii.err" ]; then
		fail "mandoc -Tascii $page (exit $status):"
		cat "$work/ascii.err" >&2
	fi
	sed "s/.$bs//g" "$work/ascii" | expand |
		awk -v page="$page" 'length($0) > 80 {
			printf "%s: rendered line %d is %d columns: %s\n",
			    page, NR, length($0), $0
		}' >"$work/wide"
	if [ -s "$work/wide" ]; then
		fail "$page has lines wider than 80 columns:"
		cat "$work/wide" >&2
	fi
done

# The lines of section $1 of page $2, parchis.6 by default (from .Sh $1
# to the next .Sh).
section() {
	awk -v name="$1" '
		/^\.Sh / { inside = (substr($0, 5) == name); next }
		inside { print }
	' "$man/${2:-parchis.6}"
}

# has_cm NAME: a macro line of standard input has "Cm NAME" as a macro.
has_cm() {
	grep -E "^\\.(.* )?Cm $1( |\$)" >/dev/null
}

if [ -z "${PARCHIS:-}" ]; then
	echo "note: PARCHIS is not set; commands and options not checked" >&2
elif [ ! -x "$PARCHIS" ]; then
	fail "PARCHIS=$PARCHIS is not an executable program"
elif [ -r "$man/parchis.6" ]; then
	"$PARCHIS" --help >"$work/help" 2>&1 ||
		fail "$PARCHIS --help exited $?"
	# The command names: first word of each line between "Commands:" and
	# the next empty line (not the summaries' folded lines).
	awk '
		/^Commands:/ { inside = 1; next }
		inside && /^[[:space:]]*$/ { exit }
		inside && /^  [a-z]/ { print $1 }
	' "$work/help" >"$work/commands"
	if [ ! -s "$work/commands" ]; then
		fail "$PARCHIS --help lists no commands under \"Commands:\""
	fi
	section SYNOPSIS >"$work/synopsis"
	section DESCRIPTION >"$work/description"
	section SYNOPSIS es/parchis.6 >"$work/es-synopsis"
	section DESCRIPTION es/parchis.6 >"$work/es-description"
	while read -r cmd; do
		has_cm "$cmd" <"$work/es-synopsis" ||
			fail "es/parchis.6: command $cmd is not a .Cm in SYNOPSIS"
		has_cm "$cmd" <"$work/es-description" ||
			fail "es/parchis.6: command $cmd is not a .Cm in DESCRIPTION"

		has_cm "$cmd" <"$work/synopsis" ||
			fail "parchis.6: command $cmd is not a .Cm in SYNOPSIS"
		has_cm "$cmd" <"$work/description" ||
			fail "parchis.6: command $cmd is not a .Cm in DESCRIPTION"

		# Its long options, written \-name in the page.
		"$PARCHIS" "$cmd" --help >"$work/cmdhelp" 2>&1 ||
			fail "$PARCHIS $cmd --help exited $?"
		sed -n 's/^ *\(-[^ ,], \)\{0,1\}--\([a-z][a-z-]*\).*/\2/p' \
			"$work/cmdhelp" >"$work/options"
		while read -r opt; do
			grep -E "\\\\-$opt([^a-z-]|\$)" "$man/parchis.6" \
				>/dev/null ||
				fail "parchis.6: option --$opt of $cmd is not documented"
		done <"$work/options"
	done <"$work/commands"
fi

if [ "$failures" -ne 0 ]; then
	echo "$failures failure(s)" >&2
	exit 1
fi
exit 0
