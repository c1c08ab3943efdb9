#!/bin/sh
# cli-spanish.sh: parchis speaks Spanish (po/es.po) with LANGUAGE=es: the
# --help texts, usage errors, a malformed record's message and the board
# on the terminal; the record it writes is the same in every language.
# Spanish place names (cárcel, meta) are read and written back as nest
# and goal.
#
# The catalogue is built here from po/es.po with msgfmt (or taken from the
# build's po/es.gmo) and found through PARCHIS_LOCALEDIR. Skips (77) when
# parchis was built without NLS, or there is no msgfmt and no es.gmo, or
# the C library lacks the C.UTF-8 locale (gettext ignores LANGUAGE in the
# plain C locale).
. "${srcdir:-.}/tests/lib.sh"

: "${builddir:=.}"
if [ -r "$builddir/config.h" ] &&
   ! grep -q '^#define ENABLE_NLS 1' "$builddir/config.h"; then
	echo "SKIP: parchis was built without NLS (--disable-nls)"
	exit 77
fi
utf8=$(locale -a 2>/dev/null | grep -i -x -m 1 'c\.utf-\{0,1\}8') || utf8=
if [ -z "$utf8" ]; then
	echo "SKIP: no C.UTF-8 locale"
	exit 77
fi
mkdir -p "$work/locale/es/LC_MESSAGES"
mo="$work/locale/es/LC_MESSAGES/parchis.mo"
if command -v msgfmt >/dev/null 2>&1; then
	msgfmt -o "$mo" "$srcdir/po/es.po" || fail "msgfmt po/es.po"
elif [ -r "$builddir/po/es.gmo" ]; then
	cp "$builddir/po/es.gmo" "$mo"
elif [ -r "$srcdir/po/es.gmo" ]; then
	cp "$srcdir/po/es.gmo" "$mo"
else
	echo "SKIP: no msgfmt and no po/es.gmo"
	exit 77
fi

# es CMD...: runs parchis in Spanish; en CMD...: in English.
es() {
	run env LANGUAGE=es LC_ALL="$utf8" PARCHIS_LOCALEDIR="$work/locale" \
		"$PARCHIS" "$@"
}
en() {
	run env -u LANGUAGE LC_ALL="$utf8" PARCHIS_LOCALEDIR="$work/locale" \
		"$PARCHIS" "$@"
}
# has FILE TEXT DESCRIPTION: FILE ($work/out or $work/err) has the line.
has() {
	if grep -q -x -F -e "$2" "$work/$1"; then pass; else
		fail "$3: no line '$2' in:"
		head -n 20 "$work/$1" >&2
	fi
}

es --help
expect_status 0 "parchis --help in Spanish"
has out "Uso: parchis [OPCIÓN...] ORDEN [ARG...]" "--help"
has out "Órdenes:" "--help"
has out "  new       crea el registro de una partida" "--help"
has out "  standings clasificación de una liga a partir de partidas terminadas" \
	"--help: standings in line with the others"
has out "  play      comprueba cada turno, juega los forzados y tira los dados" \
	"--help: a long summary folded"
has out "            siguientes" "--help: its second line under the first"
has out "  -?, --help                 Mostrar esta ayuda" "--help"
has out "parchis -- árbitro de Parchís, Superparchís y la competición por equipos" \
	"--help: the first line whole"
# Every summary in one column, every line within 79 characters.
sed -n '/^Órdenes:$/,/^$/p' "$work/out" | sed '1d;$d' >"$work/list"
bad=$(awk '!/^  [a-z]+ +[^ ]/ && !/^            [^ ]/' "$work/list")
[ -z "$bad" ] && pass || fail "--help: a command line out of its columns: $bad"
cols=$(sed -n 's/^\(  [a-z]* *\)[^ ].*/\1/p' "$work/list" | awk '{ print length($0) }' |
	sort -u | wc -l)
[ "$cols" -eq 1 ] && pass || fail "--help: summaries in $cols columns"
wide=$(LC_ALL=C sed 's/[\x80-\xBF]//g' "$work/out" | LC_ALL=C awk 'length($0) > 79')
[ -z "$wide" ] && pass || fail "--help: a line over 79 characters: $wide"

# Spanish players may name the presets in Spanish, and write "paso".
for preset in parejas superparchís equipos clásico; do
	rm -f "$work/es.yaml"
	es new -q --seed es-presets -o "$work/es.yaml" --rules "$preset" \
		amarillo=Ana azul=Bea rojo=Luis verde=Gema
	expect_status 0 "new --rules $preset"
done
grep -q '^rules: classic$\|^rules: {preset: classic' "$work/es.yaml" && pass ||
	fail "clásico is written classic: $(grep '^rules' "$work/es.yaml")"
es new -q --rules dominó amarillo=Ana rojo=Luis
expect_status 64 "new --rules with an unknown preset"
has err "parchis new: modalidad desconocida «dominó» (clásico, superparchís, parejas, equipos o americano)" \
	"an unknown preset names the Spanish ones"

# The text after a --help's options is a message of its own, translated
# too: parchis's, and a command's.
es --help
has out "Cada orden tiene su propio --help. FICHERO - o ningún FICHERO lee la entrada" \
	"--help: the text after the options"
es format --help
expect_status 0 "parchis format --help in Spanish"
has out "Si el registro está mal formado, no se cambia nada." \
	"format --help: the text after the options"

es move --help
expect_status 0 "parchis move --help in Spanish"
has out "  -t, --turn=N               Solo si la tirada N es la pendiente" \
	"move --help"

es dance
expect_status 64 "unknown command in Spanish"
has err "parchis: orden desconocida 'dance'" "unknown command"
es play --color=sometimes game.yaml
expect_status 64 "bad --color in Spanish"
has err "parchis play: --color espera auto, always o never, no 'sometimes'" \
	"bad --color"

es verify "$srcdir/tests/records/bad/bad-position.yaml"
expect_status 65 "malformed record in Spanish"
has err "parchis: $srcdir/tests/records/bad/bad-position.yaml:9:15: posición incorrecta \"70\": se esperaba nest (o cárcel), goal (o meta), del 1 al 68 o de c1 a c7" \
	"malformed record"

es verify /nonexistent/game.yaml
expect_status 66 "missing record in Spanish"
grep -q "^parchis: /nonexistent/game.yaml: no se puede abrir: " "$work/err" &&
	pass || fail "missing record: $(cat "$work/err")"

# The board on the terminal is in Spanish...
es board "$srcdir/examples/classic-in-progress.yaml"
expect_status 0 "board in Spanish"
has out "Fichas: Y B R G (amarillo azul rojo verde) y número.   * seguro   @ salida" \
	"board legend"
has out "mueve verde: tirada 4" "board status line"

# ...and the record is the same whatever the language: keys, colours,
# steps, the board and its status line in it.
cp "$srcdir/examples/classic-in-progress.yaml" "$work/es.yaml"
cp "$srcdir/examples/classic-in-progress.yaml" "$work/en.yaml"
es move -q "$work/es.yaml" 1
expect_status 0 "move in Spanish"
en move -q "$work/en.yaml" 1
expect_status 0 "move in English"
same_file "$work/en.yaml" "$work/es.yaml" "the record written in Spanish"
# The board move shows is the terminal's, in Spanish, and the record's
# stays in English (move may show the record's copy only in English).
cp "$srcdir/examples/classic-in-progress.yaml" "$work/es-board.yaml"
es move "$work/es-board.yaml" 1
expect_status 0 "move in Spanish, with the board"
has out "Fichas: Y B R G (amarillo azul rojo verde) y número.   * seguro   @ salida" \
	"the board move shows in Spanish"
grep -q "Fichas:" "$work/es-board.yaml" &&
	fail "the record's board in Spanish" || pass
grep -q "to move: roll" "$work/es.yaml" && pass ||
	fail "the record's board is not in English"
es verify "$work/es.yaml"
expect_status 0 "verify in Spanish"
grep -q "^$work/es.yaml: correcto: 6[0-9] tiradas comprobadas, las claves derivadas coinciden; mueve " "$work/out" &&
	pass || fail "verify in Spanish: $(cat "$work/out")"

# Spanish place names: cárcel (or carcel) is the nest, meta the goal; the
# record is written back with nest and goal.
cat >"$work/places.yaml" <<'YAML'
parchis: 1
game: sitio
rules: classic
dice: {seed: "k3v9q2"}
players:
  - {colour: yellow, name: Ana}
  - {colour: red, name: Luis}
setup:
  red: [cárcel, carcel, 34, meta]
first: red
YAML
es format -o - "$work/places.yaml"
expect_status 0 "format a record with Spanish place names"
has out "  red: [nest, nest, 34, goal]" "Spanish place names written back"

# selfplay's table lines up in Spanish: the headings are as wide as their
# words in characters (not bytes), whatever the translation.
# columns: the right ends of the games, wins and rate columns of every
# line of the table, in characters; one line of output when they agree.
columns() {
	sed -n '/^[^ ]* .*[0-9]%$/p;/95/p' "$work/out" | sed 1d |
		LC_ALL="$utf8" sed 's/[^ ]/x/g' | awk '{
		n = 0; end = 0; rest = $0; ends = ""
		while (match(rest, /x+/)) {
			end += RSTART + RLENGTH - 1
			rest = substr(rest, RSTART + RLENGTH)
			if (++n >= 2 && n <= 4)
				ends = ends " " end
		}
		print ends
	}' | sort -u
}
es selfplay --games 20 --bots random,strong,random
expect_status 0 "selfplay in Spanish"
has out "nivel    asientos ganadas    tasa   intervalo del 95%" "selfplay"
[ "$(columns | wc -l)" -eq 1 ] && pass ||
	fail "selfplay's columns in Spanish: $(cat "$work/out")"
# A translation with longer words and accented letters.
mkdir -p "$work/wide/es/LC_MESSAGES"
sed -e 's/^msgstr "asiento"$/msgstr "posición"/' \
	-e 's/^msgstr "tasa"$/msgstr "proporción"/' \
	-e 's/^msgstr "ganadas"$/msgstr "victorias"/' "$srcdir/po/es.po" |
	msgfmt -o "$work/wide/es/LC_MESSAGES/parchis.mo" - 2>/dev/null
if [ -s "$work/wide/es/LC_MESSAGES/parchis.mo" ]; then
	run env LANGUAGE=es LC_ALL="$utf8" PARCHIS_LOCALEDIR="$work/wide" \
		"$PARCHIS" selfplay --games 20 --bots random,strong,random
	expect_status 0 "selfplay with wider Spanish headings"
	grep -q "^posición .* proporción " "$work/out" ||
		fail "selfplay with wider headings: $(cat "$work/out")"
	[ "$(columns | wc -l)" -eq 1 ] && pass ||
		fail "selfplay's columns with wider headings: $(cat "$work/out")"
fi

# Every message of the sources has its Spanish translation, none fuzzy
# (the build makes po/parchis.pot from the sources).
pot="$builddir/po/parchis.pot"
if [ -r "$pot" ] && command -v msgmerge >/dev/null 2>&1; then
	msgmerge -q -o "$work/merged.po" "$srcdir/po/es.po" "$pot" &&
		msgfmt --statistics -o /dev/null "$work/merged.po" \
			2>"$work/stats" || fail "msgmerge po/es.po"
	grep -q "fuzzy\|untranslated" "$work/stats" &&
		fail "po/es.po is behind the sources: $(tail -n 1 "$work/stats")" ||
		pass
fi

# Without LANGUAGE, the same locale speaks English.
en dance
expect_status 64 "unknown command in English"
has err "parchis: unknown command 'dance'" "English"

finish
