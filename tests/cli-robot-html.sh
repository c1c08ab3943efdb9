#!/bin/sh
# cli-robot-html.sh: the referee's mails as players read them. Each is
# multipart/alternative, a text part (at most 78 columns, no tabs) and an
# HTML part (inline styles only: no script, no style sheet, nothing
# fetched) whose moves are mailto: links. A three-player game, Spanish and English, is
# played to its end by clicking a link every turn: the reply a mail
# program writes from the link alone (half of them without In-Reply-To,
# as programs that drop it do) must move the piece the link names. On the
# way: the news at the top of each mail (the other's moves, captures of
# your pieces, a turn played for you when time ran out), the deadline,
# the replay page attached to the mail that ends the game. The mails of
# the first turns are golden files, in Spanish and in English.
#
# Environment: CHROMIUM (default /usr/bin/chromium) renders the HTML part
# and the replay page; without it those checks are skipped.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

grep -q 'ENABLE_NLS 1' "$builddir/config.h" 2>/dev/null ||
	{ echo "SKIP: built without NLS"; exit 77; }
command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
command -v msgfmt >/dev/null 2>&1 || { echo "SKIP: no msgfmt"; exit 77; }
mkdir -p "$work/locale/es/LC_MESSAGES"
msgfmt -o "$work/locale/es/LC_MESSAGES/parchis.mo" "$srcdir/po/es.po" ||
	fail "msgfmt po/es.po"
export PARCHIS_LOCALEDIR="$work/locale"
unset LANG LANGUAGE LC_ALL LC_MESSAGES
part() { python3 "$tests/mail-part.py" "$@"; }

# The robot's key is fixed, so that the marks in the golden mails are.
mkdir -p "$games/.robot"
printf '%s\nmac: 2\n' \
	5e1f0c2a9b8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f \
	>"$games/.robot/key"
chmod 600 "$games/.robot/key"

# golden NAME MAIL: the mail, its parts decoded and its random ids and
# boundaries taken out, is tests/mail/golden/NAME.
golden() {
	part flat "$2" | sed -e 's/=_parchis_[0-9a-f]*/=_parchis_B/g' \
		-e 's/\(parchis\.[0-9]*\.[a-z0-9]*\)\.[0-9a-f]*\./\1.R./g' \
		>"$work/golden.$1"
	if [ -n "${PARCHIS_BLESS:-}" ]; then
		cp "$work/golden.$1" "$srcdir/tests/mail/golden/$1"
	fi
	if cmp -s "$work/golden.$1" "$tests/mail/golden/$1"; then pass; else
		fail "mail $1 differs from tests/mail/golden/$1:"
		diff -u "$tests/mail/golden/$1" "$work/golden.$1" | head -30 >&2
	fi
}

# shape MAIL: the text part fits 78 columns and has no tab; the HTML
# part has no script, no style sheet and loads nothing.
shape() {
	part text "$1" >"$work/text" || { fail "no text part in $1"; return; }
	part html "$1" >"$work/html" || { fail "no HTML part in $1"; return; }
	shape_parts "$1" "$work/text" "$work/html"
}

# shape_parts MAIL TEXT HTML: shape, the parts already out of MAIL.
shape_parts() {
	# Characters, not bytes: UTF-8's continuation bytes do not count.
	wide=$(LC_ALL=C sed 's/[\x80-\xBF]//g' "$2" |
		LC_ALL=C awk 'length($0) > 78' | head -n 1)
	[ -z "$wide" ] && pass || fail "a text line over 78 columns: $wide"
	if grep -q "$(printf '\t')" "$2"; then
		fail "a tab in the text part of $1"
	else pass; fi
	if grep -Eiq '<script|<style|<link|<img|<iframe|src=|url\(|https?:' \
		"$3"; then
		fail "the HTML part of $1 has a script or loads something"
	else pass; fi
	long=$(awk 'length($0) > 998' "$1" | head -c 80)
	[ -z "$long" ] && pass || fail "a line over 998 bytes in $1: $long"
}

# newest_marked: the newest mail that can move (its Subject has a mark),
# among the last few sent.
newest_marked() {
	find "$sent" -name '*.eml' | sort | tail -n 8 |
		xargs grep -l '^Subject: .*\[[0-9a-f]*\]$' | tail -n 1
}

game="$games/fx-9.yaml"
run "$PARCHIS" new -q --seed html-mail --game fx-9 -o "$game" --lang es \
	-s turn_limit=48h --now "$now" --first red \
	yellow=Ana,ana@example.org red=Luis,luis@example.org,en \
	green=Gema,gema@example.org
expect_status 0 "new fx-9"
robot --tick
expect_status 0 "the announcement"

# The first mails, golden: green's (red's turns were forced), the copies
# for red in English and yellow in Spanish; red's first turn mail below.
first=$(newest_marked)
[ -n "$first" ] && pass || fail "no marked mail after the announcement"
to=$(header To "$first")
case $to in *gema@*) pass ;; *) fail "the first mail is to $to" ;; esac
golden turn-es.eml "$first"
golden copy-en.eml "$(last_to luis@)"
golden copy-es.eml "$(last_to ana@)"
shape "$first"

# Every link of the first mail, each tried on a copy of the games.
part links "$first" >"$work/links"
nlinks=$(wc -l <"$work/links" | tr -d ' ')
listed() {
	sed -En '/^(Tus jugadas|Your moves)/,/^$/p' "$1" | grep '^  [0-9p]'
}
part text "$first" >"$work/text"
nlisted=$(listed "$work/text" | wc -l | tr -d ' ')
[ "$nlinks" -gt 0 ] && [ "$nlinks" = "$nlisted" ] && pass ||
	fail "$nlinks links for $nlisted moves listed"
n=$(header Subject "$first" | sed 's/.*roll \([0-9]*\),.*/\1/')
from=$(echo "$to" | sed 's/.*<\(.*\)>.*/\1/')
cp -R "$games" "$work/pristine"
cp -R "$sent" "$work/pristine-sent"
k=0
while [ "$k" -lt "$nlinks" ]; do
	rm -rf "$games" && cp -R "$work/pristine" "$games"
	move=$(sed -n "$((k + 1))p" "$work/links" | cut -f 1)
	part reply "$first" "$k" "$from" "link$k@player.example" \
		>"$work/click.eml"
	deliver "$work/click.eml"
	want="move: [$(echo "$move" | sed 's/ /, /g')]"
	if turn_of "$n" "$game" | grep -qF "$want"; then pass; else
		fail "link $k ($move) played: $(turn_of "$n" "$game")"
	fi
	k=$((k + 1))
done
rm -rf "$games" "$sent" && cp -R "$work/pristine" "$games" &&
	cp -R "$work/pristine-sent" "$sent"

# The whole game, a click a turn; once, the time runs out instead.
moves=0 news=0 taken=0 late=0 due=0
mkdir -p "$work/turn"
while ! grep -q '^  over: true$' "$game"; do
	mail=$(newest_marked)
	n=$(header Subject "$mail" | sed 's/.*roll \([0-9]*\),.*/\1/')
	if [ "$moves" -eq 20 ]; then
		# The player lets the time pass: --tick plays for them.
		now=2026-12-04T10:00:00Z
		robot --tick
		expect_status 0 "the tick that plays an overdue turn"
		now=2026-12-01T10:00:00Z
		moves=$((moves + 1))
		continue
	fi
	from=$(header To "$mail" | sed 's/.*<\(.*\)>.*/\1/')
	if [ "$from" = luis@example.org ] && [ -z "${luis_golden:-}" ]; then
		golden turn-en.eml "$mail"
		luis_golden=1
	fi
	# A capture when there is one (the news must tell of it), else the
	# links in turn.
	move=$(part click "$mail" "capture:$moves" "$from" \
		"click$moves@player.example" "$work/turn") ||
		{ fail "no links in $mail"; break; }
	shape_parts "$mail" "$work/turn/text" "$work/turn/html"
	t="$work/turn/text"
	grep -Eq '^(Desde tu último turno|Since your last turn):$' "$t" &&
		news=$((news + 1))
	grep -Eq '^  (Te han comido la ficha|Your piece) [1-4]' "$t" &&
		taken=$((taken + 1))
	grep -Eq '(movió el árbitro|the referee moved)' "$t" &&
		late=$((late + 1))
	grep -Eq '^(Responde antes del|Reply before) 20[0-9-]* [0-9:]* UTC' \
		"$t" && due=$((due + 1))
	if [ $((moves % 2)) -eq 1 ]; then
		sed -i '/^In-Reply-To:/d' "$work/turn/reply.eml"
	fi
	before=$(nsent)
	deliver "$work/turn/reply.eml"
	want="move: [$(echo "$move" | sed 's/ /, /g')]"
	if turn_of "$n" "$game" | grep -qF "$want"; then :; else
		fail "roll $n: the link of $move not played: $(turn_of "$n" "$game")"
		break
	fi
	[ "$(nsent)" -gt "$before" ] || { fail "no mail after roll $n"; break; }
	moves=$((moves + 1))
	[ "$moves" -lt 600 ] || { fail "no end after 600 moves"; break; }
done
pass
run "$PARCHIS" verify "$game"
expect_status 0 "the game played by links verifies"
[ "$news" -gt 20 ] && pass || fail "news in only $news mails"
[ "$taken" -gt 0 ] && pass || fail "no mail told of a piece taken"
[ "$late" -gt 0 ] && pass || fail "no mail told of a turn out of time"
[ "$due" -gt 20 ] && pass || fail "a deadline in only $due mails"

# Every mail to Ana and Gema is in Spanish; Luis's in English.
english='your turn|Your moves|Since your last|The last round|Reply (to|before)|is over|rolled'
spanish='te toca|Tus jugadas|Desde tu|La última ronda|Responde|ha terminado|ha sacado'
to_es=$(grep -l '^To: \(Ana\|Gema\)' "$sent"/*.eml)
to_en=$(grep -l '^To: Luis' "$sent"/*.eml)
[ -n "$to_es" ] && [ -n "$to_en" ] && pass || fail "no mails to compare"
bad=$(grep -lE "$english" $to_es | head -n 1)
[ -z "$bad" ] && pass || fail "English in a mail to a Spanish player: $bad"
bad=$(grep -lE "$spanish" $to_en | head -n 1)
[ -z "$bad" ] && pass || fail "Spanish in a mail to Luis: $bad"

# Every record the robot attached, saved as a mail program saves it
# (Python's MIME parser), verifies: turns, copies, the end of the game.
kinds=""
for f in "$sent"/*.eml; do
	if part save "$f" fx-9.yaml "$work/saved.yaml"; then
		run "$PARCHIS" verify "$work/saved.yaml"
		expect_status 0 "the record attached to $(basename "$f") ($(header Subject "$f"))"
		case $(header Subject "$f") in
		*"game over"*) kinds="$kinds over" ;;
		*"(copy)") kinds="$kinds copy" ;;
		*"to move ["*) kinds="$kinds turn" ;;
		esac
	fi
done
for kind in turn copy over; do
	case " $kinds " in *" $kind "*) pass ;; *) fail "no $kind mail with a record" ;; esac
done

# The last mail: the result, and the replay page attached.
over=$(last_to ana@example.org)
part text "$over" | grep -q '^La partida fx-9 ha terminado: gana' && pass ||
	fail "the last mail to Ana does not give the result in Spanish"
part attachment "$over" fx-9.html >"$work/replay.html" && pass ||
	fail "no replay page attached to the last mail"
grep -q 'data-roll=' "$work/replay.html" && pass ||
	fail "the attached page has no rolls"
shape "$over"

# The HTML part and the page in a real browser.
browser=${CHROMIUM:-/usr/bin/chromium}
if [ -x "$browser" ]; then
	part html "$first" >"$work/mail.html"
	"$browser" --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$work/chromium" --window-size=900,1200 \
		--screenshot="$work/mail.png" "file://$work/mail.html" \
		>/dev/null 2>&1 || fail "chromium could not render the mail"
	"$browser" --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$work/chromium" \
		--dump-dom "file://$work/mail.html" >"$work/dom.html" 2>/dev/null
	# The colours of a red and a yellow piece (board-paint-html.c).
	set -- $(python3 "$tests/png-colours.py" "$work/mail.png" 214,40,40 \
		165,127,0 2>/dev/null || echo 0 0 0)
	[ "${1:-0}" -gt 20 ] && pass || fail "the mail renders blank (${1:-0} colours)"
	[ "${2:-0}" = 1 ] && [ "${3:-0}" = 1 ] && pass ||
		fail "the rendered mail shows no red and yellow pieces"
	grep -q 'id="board"' "$work/dom.html" && grep -q 'href="mailto:' \
		"$work/dom.html" && pass || fail "the mail's DOM has no board or links"
	"$browser" --headless --no-sandbox --disable-gpu --no-first-run \
		--user-data-dir="$work/chromium" \
		--dump-dom "file://$work/replay.html#roll=3" \
		>"$work/replay-dom.html" 2>/dev/null
	grep -q 'data-roll="3"' "$work/replay-dom.html" && pass ||
		fail "the attached replay page does not step to roll 3"
else
	echo "no $browser: the mail is not rendered"
fi

echo "$checks passed, $failures failed ($moves turns played by links)"
[ "$failures" -eq 0 ]
