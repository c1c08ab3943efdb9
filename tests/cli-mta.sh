#!/bin/sh
# cli-mta.sh: a whole game by mail through a real MTA. Debian's exim4
# delivers the mails of five local users: the referee, whose .forward is
# the recipe of examples/mail-referee (a pipe to parchis robot, found by
# its absolute path, mailing through the default "sendmail -t -i"), and
# four players, who read their mailboxes and answer each mail to them with
# a short reply: the first move it lists on the first line, now and then
# a word of table talk under it. One turn is left to time out and played
# by --tick. The game is played to its end; after each reply the
# referee's record holds the move and verify accepts it.
# Needs root, exim4 and useradd: skipped (77) otherwise; .ci/run installs
# exim4-daemon-light.
. "${srcdir:-.}/tests/lib.sh"

[ "$(id -u)" -eq 0 ] || { echo "not root: skipped"; exit 77; }
command -v exim4 >/dev/null 2>&1 && [ -x /usr/sbin/sendmail ] &&
	command -v useradd >/dev/null 2>&1 ||
	{ echo "no exim4: skipped"; exit 77; }

suffix=$$
ref=pcref$suffix
players="pcana$suffix pcbru$suffix pcluis$suffix pcgema$suffix"
home="$work/home"
mkdir -p "$home"
chmod 755 "$work" "$home"
cleanup() {
	for u in $ref $players; do
		userdel "$u" >/dev/null 2>&1
		rm -f "/var/mail/$u"
	done
	chmod -R u+w "$work" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
for u in $ref $players; do
	useradd -m -d "$home/$u" -s /bin/sh "$u" || { fail "useradd $u"; exit 1; }
done

# The referee: parchis where its pipe finds it by an absolute path, and
# the .forward line of examples/mail-referee/dot-forward.
mkdir "$home/$ref/bin" "$home/$ref/games"
cp "$PARCHIS" "$home/$ref/bin/parchis"
chmod 755 "$home/$ref/bin/parchis"
sed -e "s|/usr/local/bin/parchis|$home/$ref/bin/parchis|" \
	-e "s|/home/referee|$home/$ref|g" -e "s|referee@club.example|$ref@localhost|" \
	"$srcdir/examples/mail-referee/dot-forward" >"$home/$ref/.forward"
chmod 644 "$home/$ref/.forward"

set -- $players
ana=$1 bruno=$2 luis=$3 gema=$4
game="$home/$ref/games/mta-1.yaml"
"$home/$ref/bin/parchis" new -q --seed mta --game mta-1 --set turn_limit=1h \
	-o "$game" yellow=Ana,$ana@localhost blue=Bruno,$bruno@localhost \
	red=Luis,$luis@localhost green=Gema,$gema@localhost ||
	fail "new as the referee"
chown -R "$ref:" "$home/$ref"

# tick [ARGS]: the referee's cron line, as the referee.
tick() {
	su "$ref" -c "$home/$ref/bin/parchis robot --games $home/$ref/games \
		--sender $ref@localhost --log $home/$ref/robot.log --tick $*"
}

# mail_of USER TEXT: the last message in USER's mailbox whose Subject
# holds TEXT, waiting up to 20 s for the MTA to deliver it.
mail_of() {
	i=0
	while [ "$i" -lt 200 ]; do
		if [ -f "/var/mail/$1" ] && awk -v want="$2" '
			/^From / { n++; hit[n] = 0 }
			{ m[n] = m[n] $0 "\n" }
			/^Subject: / && index($0, want) { hit[n] = 1 }
			END { for (k = n; k > 0; k--) if (hit[k]) {
				printf "%s", m[k]; exit 0 } exit 1 }' \
			"/var/mail/$1" >"$work/mail.eml" 2>/dev/null; then
			return 0
		fi
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

user_of() {
	case $1 in yellow) echo "$ana" ;; blue) echo "$bruno" ;;
	red) echo "$luis" ;; green) echo "$gema" ;; esac
}

pending_roll() {
	awk '/^  - \{n: / { n = $3 } /^  - n: / { n = $3 } END { print n + 0 }' \
		"$game" | tr -d ','
}

# reply USER: USER answers the mail in $work/mail.eml with its first move.
reply() {
	move=$(sed -n '/^Your moves with/,/^$/s/^  \([^ :][^:]*\):.*/\1/p' \
		"$work/mail.eml" | head -n 1)
	[ -n "$move" ] || move=pass
	id=$(sed -n '1,/^$/s/^Message-ID: //p' "$work/mail.eml")
	subject=$(sed -n '1,/^$/s/^Subject: //p' "$work/mail.eml")
	{
		printf 'From: %s@localhost\nTo: %s@localhost\n' "$1" "$ref"
		printf 'Subject: Re: %s\nIn-Reply-To: %s\nReferences: %s\n' \
			"$subject" "$id" "$id"
		printf 'Message-ID: <%s.%s@localhost>\n\n' "$1" "$turns"
		printf '%s\n' "$move"
		[ $((turns % 5)) -eq 0 ] && printf '¡Ahí va la %s!\n' "$turns"
		printf '\nOn a day, the referee wrote:\n'
		sed '1,/^$/d' "$work/mail.eml" | head -n 30 | sed 's/^/> /'
	} >"$work/reply.eml"
	/usr/sbin/sendmail -f "$1@localhost" -t <"$work/reply.eml"
}

# The referee's tick announces the game.
tick || fail "the first tick"
turns=0
timed_out=0
while [ "$turns" -lt 400 ]; do
	grep -q '^  over: true' "$game" && break
	n=$(pending_roll)
	mover=$(sed -n 's/^  to_move: //p' "$game")
	who=$(user_of "$mover")
	if ! mail_of "$who" "parchis mta-1: roll $n, $mover to move ["; then
		fail "turn $turns: no mail to $mover for roll $n"
		break
	fi
	if [ "$turns" -eq 6 ] && [ "$timed_out" -eq 0 ]; then
		# This player lets the hour pass: the tick plays for them.
		tick "--now @$(($(date +%s) + 7200))" || fail "the late tick"
		awk -v n="$n" '/^  - / { p = 0 } $3 == n "," || $3 == n { p = 1 } p' \
			"$game" | grep -q "timeout: true" && pass ||
			fail "roll $n was not played for the late player"
		timed_out=1
		continue
	fi
	reply "$who"
	j=0
	while [ "$(pending_roll)" -eq "$n" ] && ! grep -q '^  over: true' "$game" &&
		[ "$j" -lt 200 ]; do
		sleep 0.1
		j=$((j + 1))
	done
	if [ "$(pending_roll)" -eq "$n" ] && ! grep -q '^  over: true' "$game"; then
		fail "turn $turns: roll $n was not played by mail: $(tail -n 3 "$home/$ref/robot.log")"
		break
	fi
	turns=$((turns + 1))
done
grep -q '^  over: true' "$game" && pass ||
	fail "the game did not end after $turns replies"
[ "$timed_out" -eq 1 ] && pass || fail "no turn timed out"
[ "$turns" -ge 20 ] && pass || fail "only $turns moves by mail"
run "$PARCHIS" verify "$game"
expect_status 0 "verify the game played by mail"
grep -q "say: ¡Ahí va la" "$game" && pass || fail "no table talk kept"
for u in $players; do
	mail_of "$u" "parchis mta-1: game over" && pass ||
		fail "$u got no mail of the end"
done
[ "$(grep -c " applied roll " "$home/$ref/robot.log")" -eq "$turns" ] && pass ||
	fail "the log has $(grep -c " applied roll " "$home/$ref/robot.log") moves, not $turns"

# A forged reply (another player's From:, on a copy) is refused and the
# record left as it was. The game is over now: any reply is answered so.
cp "$game" "$work/kept.yaml"
mail_of "$ana" "parchis mta-1: game over" || true
reply "$luis"
sleep 1
same_file "$game" "$work/kept.yaml" "a reply after the end"
echo "$turns moves by mail"
finish
