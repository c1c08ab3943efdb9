# racket-lib.sh: set-up for the scripts that ask Racket's games/parcheesi
# (tests/american-diff.sh, tests/bench-american.sh).
#
# racket_setup NAME MODULE: exits 77 with a note from NAME when racket
# cannot load games/parcheesi/MODULE; else makes a scratch directory $tmp,
# removed on exit.
racket_setup() {
	if ! command -v racket >/dev/null 2>&1 ||
	   ! racket -e "(require games/parcheesi/$2)" >/dev/null 2>&1; then
		echo "$1: no racket with games/parcheesi; skipped"
		exit 77
	fi
	tmp=$(mktemp -d) || exit 1
	trap 'rm -rf "$tmp"' EXIT
}
