#!/bin/sh
# cli-html.sh: parchis html, the replay page of a whole game: one file,
# well-formed, nothing fetched from the network, a board for every roll
# that shows the record's position after that roll; and, with headless
# Chromium, the page as a browser draws it (not blank) and steps it
# (#roll=N shows roll N, whose pieces are the record's).
#
# Environment: CHROMIUM, the browser (default /usr/bin/chromium);
# HTML_SCREENSHOT, where to keep a copy of the screenshot, to look at.
. "${srcdir:-.}/tests/lib.sh"

game="$srcdir/examples/classic-finished.yaml"
page="$work/page.html"

run "$PARCHIS" html "$game" -o "$page"
expect_status 0 "html -o"
[ -s "$work/out" ] && fail "html -o: wrote to standard output"
run "$PARCHIS" html "$game"
expect_status 0 "html to standard output"
same_file "$work/out" "$page" "html: -o and standard output"
run "$PARCHIS" html "$work/missing.yaml"
[ "$status" -ne 0 ] && pass || fail "html of a missing file: exit 0"

# The record's position after roll N, replayed by the referee: the turns
# up to N, then play without forced turns (it only rolls the next dice).
position_at() {
	awk -v n="$1" '/^turns:/ { t = 1; print; next }
		t && /^  - \{n: / { split($0, a, "n: "); split(a[2], b, ",");
			if (b[1] + 0 > n) exit }
		/^position:/ { exit }
		{ print }' "$game" >"$work/upto$1.yaml"
	"$PARCHIS" play -n -q - <"$work/upto$1.yaml" |
		sed -n '/^position:/,/^[a-z]/p' | sed '1d;$d;s/^  //'
}
position_at 1 >"$work/pos1"
position_at 40 >"$work/pos40"
position_at 320 >"$work/pos320"
cmp -s "$work/pos1" "$work/pos40" && fail "rolls 1 and 40: same position"
[ "$(wc -l <"$work/pos40")" -eq 4 ] && pass ||
	fail "position after roll 40: $(cat "$work/pos40")"

# check.py PAGE [DOM]: the page's checks; with DOM (a browser's dump after
# #roll=40), that roll 40 is the one shown.
cat >"$work/check.py" <<'PY'
import html.parser, sys

work = sys.argv[1]
text = open(sys.argv[2], encoding="utf-8").read()
dom = len(sys.argv) > 3
problems = []
VOID = {"meta", "br", "img", "input", "link", "hr", "col", "wbr", "area",
        "base", "source", "track", "embed", "param"}
SVG_EMPTY = {"rect", "line", "circle", "path", "use", "ellipse", "polygon"}

class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.groups = []        # (attrs, [data-place])
        self.group = None
        self.items = 0
        self.board = None
        self.in_position = False
        self.position = ""
        self.script_in_svg = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for name, value in attrs:
            if name in ("src", "href", "xlink:href", "action") and value \
               and ":" in value.split("/")[0]:
                problems.append("a resource by URL: %s=%s" % (name, value))
        if tag == "script" and "svg" in self.stack:
            self.script_in_svg = True
        if tag == "svg" and a.get("id") == "board":
            self.board = a
        if tag == "g" and a.get("class") == "pieces":
            self.group = (a, [])
            self.groups.append(self.group)
        if tag == "g" and "data-place" in a and self.group is not None:
            self.group[1].append(a["data-place"])
        if tag == "li":
            self.items += 1
        if tag == "pre" and a.get("id") == "position":
            self.in_position = True
        if tag not in VOID and not (tag in SVG_EMPTY and self.get_starttag_text().endswith("/>")):
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if tag == "pre":
            self.in_position = False
        if tag == "g" and self.group is not None and \
           self.stack.count("g") == 1:
            self.group = None
        if not self.stack or self.stack[-1] != tag:
            problems.append("</%s> closes <%s>" %
                            (tag, self.stack[-1] if self.stack else "nothing"))
            return
        self.stack.pop()

    def handle_data(self, data):
        if self.in_position:
            self.position += data

p = Page()
p.feed(text)
p.close()
if p.stack and not dom:
    problems.append("left open: %s" % p.stack)
for scheme in ("http://", "https://"):
    if text.replace('xmlns="http://www.w3.org/2000/svg"', "").count(scheme):
        problems.append("the page names %s" % scheme)
if p.script_in_svg:
    problems.append("a script inside the SVG")
if p.board is None:
    problems.append("no <svg id=board>")
if len(p.groups) != 320 or p.items != 320:
    problems.append("%d boards and %d list lines for 320 rolls" %
                    (len(p.groups), p.items))

def record_position(n):
    return open("%s/pos%d" % (work, n)).read().strip()

def places(position):
    out = set()
    for line in position.splitlines():
        colour, rest = line.split(": ")
        for i, place in enumerate(rest.strip("[]").split(", ")):
            out.add("%s %d %s" % (colour, i + 1, place))
    return out

by_roll = {g[0].get("data-roll"): g for g in p.groups}
for n in (1, 40, 320):
    g = by_roll.get(str(n))
    if g is None:
        problems.append("no board for roll %d" % n)
        continue
    want = record_position(n)
    if g[0].get("data-position", "").strip() != want:
        problems.append("roll %d: data-position %r, record %r" %
                        (n, g[0].get("data-position"), want))
    if set(g[1]) != places(want) or len(g[1]) != 16:
        problems.append("roll %d: pieces %s" % (n, sorted(g[1])))

if dom:
    shown = [g for g in p.groups if g[0].get("display") != "none"]
    if p.board is None or p.board.get("data-roll") != "40":
        problems.append("#roll=40: the board says roll %s" %
                        (p.board or {}).get("data-roll"))
    if len(shown) != 1 or shown[0][0].get("data-roll") != "40":
        problems.append("#roll=40: shown %s" %
                        [g[0].get("data-roll") for g in shown])
    elif set(shown[0][1]) != places(record_position(40)):
        problems.append("#roll=40: shows %s" % sorted(shown[0][1]))
    if p.position.strip() != record_position(40):
        problems.append("#roll=40: <pre id=position> %r" % p.position)
    if places(p.position.strip() or "x: []") == places(record_position(1)):
        problems.append("#roll=40 shows roll 1's position")
    if "class=\"current\"" not in text or \
       text.count("class=\"current\"") != 1:
        problems.append("#roll=40: not one current line")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY

if python3 "$work/check.py" "$work" "$page" >"$work/problems"; then pass
else fail "the page: $(head -5 "$work/problems")"; fi


browser=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$browser" ]; then
	echo "SKIP: no $browser for the browser checks"
	finish || exit 1
	exit 77
fi
profile=$(mktemp -d "$work/profile.XXXXXX")
chromium() {
	timeout 120 "$browser" --headless --no-sandbox --disable-gpu \
		--disable-quic --no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$profile" "$@" 2>>"$work/browser.err"
}
url="file://$page"

chromium --window-size=1400,900 --screenshot="$work/page.png" "$url#roll=40" \
	>/dev/null
if [ -s "$work/page.png" ]; then
	n=$(python3 "$tests/png-colours.py" "$work/page.png") || n=0
	[ "$n" -gt 8 ] && pass || fail "the screenshot has $n colours: blank?"
else
	fail "no screenshot: $(tail -3 "$work/browser.err")"
fi
[ -n "${HTML_SCREENSHOT:-}" ] && cp "$work/page.png" "$HTML_SCREENSHOT"

chromium --dump-dom "$url#roll=40" >"$work/dom.html"
if python3 "$work/check.py" "$work" "$work/dom.html" dom >"$work/problems"
then pass
else fail "the browser's page at #roll=40: $(head -5 "$work/problems")"
fi
finish
