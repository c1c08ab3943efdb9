#!/bin/sh
# bench-mail.sh BUILDDIR: "make bench-mail", what the worst mails we can
# build cost parchis robot (tests/hostile-mails.py, at the robot's limits:
# 16 MiB of input, a 2 MiB HTML part): nested Gmail quotes around a large
# body, quote marks on every line, huge bodies plain and in base64,
# thousands of parts, multiparts 900 deep, an HTML part of tags alone,
# 100,000 ids in References; each from the player to move, with the
# mark, and from a stranger. Each runs on a fresh copy of the game.
#
# Prints the CPU time (user and system, tests/bench-cpu, the median of
# three rounds) and the largest resident set of each beside the ceiling
# parchis(6) promises, 1 s and 256 MiB, and exits 1 when one passes it.
set -eu
build=${1:-.}
src=$(cd "$(dirname "$0")/.." && pwd)
parchis=${PARCHIS:-$(cd "$build/src" && pwd)/parchis}
cpu="$build/tests/bench-cpu"
work=$(mktemp -d "${TMPDIR:-/tmp}/parchis-bench-mail.XXXXXX")
trap 'rm -rf "$work"' EXIT
games="$work/games"
mkdir -p "$games"
command -v python3 >/dev/null 2>&1 || { echo "bench-mail: no python3"; exit 0; }

"$parchis" new -q --seed fixtures --game fx-1 -o "$games/fx-1.yaml" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org
robot() {
	"$parchis" robot --games "$games" --sendmail "cat >/dev/null" \
		--sender referee@club.example --log "$work/log" \
		--now 2026-12-01T10:00:00Z "$@"
}
# The announcement, each mail kept: the hostile mails answer Bruno's.
mkdir -p "$work/sent"
robot --sendmail "cat >$work/sent/\$\$.eml" --tick
cp "$games/fx-1.yaml" "$work/announced.yaml"
turn=$(grep -l '^To: Bruno' "$work"/sent/*.eml | head -n 1)
python3 "$src/tests/hostile-mails.py" "$turn" "$work/mails"

# One delivery on the game as announced, with no memory of the last
# (else a mail applied once is only a duplicate the next time).
cat >"$work/deliver" <<EOF
#!/bin/sh
rm -f "$games/.robot/fx-1.state"
exec "$parchis" robot --games "$games" --sendmail "cat >/dev/null" \\
	--sender referee@club.example --log "$work/log" \\
	--now 2026-12-01T10:00:00Z
EOF
chmod 755 "$work/deliver"
for mail in "$work"/mails/*.eml; do
	printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$mail" .eml)" "$mail" \
		"$work/announced.yaml" "$games/fx-1.yaml" "$work/deliver"
done >"$work/plan"
"$cpu" 3 1 "$work/plan" >"$work/result"

printf '%-28s %10s %12s  %s\n' mail "CPU ms" "memory MiB" "within 1 s, 256 MiB"
over=0
while read -r group seconds kib; do
	ms=$(awk -v s="$seconds" 'BEGIN { printf "%.0f", s * 1000 }')
	mib=$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')
	if awk -v s="$seconds" -v k="$kib" \
		'BEGIN { exit !(s <= 1 && k <= 256 * 1024) }'; then
		verdict=yes
	else
		verdict=NO
		over=1
	fi
	printf '%-28s %10s %12s  %s\n' "$group" "$ms" "$mib" "$verdict"
done <"$work/result"
echo
echo "what the robot made of them (its log):"
sed 's/^[^ ]* //' "$work/log" | sort | uniq -c | sort -rn
exit "$over"
