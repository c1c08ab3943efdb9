#!/bin/sh
# cli-mta.sh: a real mail round trip. Debian's exim4 delivers the mails
# of three local users: the referee, whose .forward pipes every mail to
# examples/mail-referee/parchis-robot, and two players, who read their
# mailboxes, write their moves into the quoted record and reply. After
# each reply the referee's record holds the move and verify accepts it.
# Needs root, exim4 and useradd: skipped (77) otherwise; .ci/run installs
# exim4-daemon-light.
. "${srcdir:-.}/tests/lib.sh"

[ "$(id -u)" -eq 0 ] || { echo "not root: skipped"; exit 77; }
command -v exim4 >/dev/null 2>&1 && [ -x /usr/sbin/sendmail ] &&
	command -v useradd >/dev/null 2>&1 ||
	{ echo "no exim4: skipped"; exit 77; }

suffix=$$
ref=pcref$suffix
ana=pcana$suffix
luis=pcluis$suffix
home="$work/home"
mkdir -p "$home"
chmod 755 "$work" "$home"
cleanup() {
	for u in "$ref" "$ana" "$luis"; do
		userdel "$u" >/dev/null 2>&1
		rm -f "/var/mail/$u"
	done
	chmod -R u+w "$work" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
for u in "$ref" "$ana" "$luis"; do
	useradd -m -d "$home/$u" -s /bin/sh "$u" || { fail "useradd $u"; exit 1; }
done

# The referee's tools, where its pipe can run them.
mkdir "$home/$ref/bin" "$home/$ref/games"
cp "$PARCHIS" "$home/$ref/bin/parchis"
cp "$srcdir/examples/mail-referee/parchis-robot" "$home/$ref/bin/"
cat >"$home/$ref/bin/robot" <<ROBOT
#!/bin/sh
PARCHIS=$home/$ref/bin/parchis REFEREE=$ref@localhost \\
SENDMAIL="/usr/sbin/sendmail -odi" \\
exec $home/$ref/bin/parchis-robot $home/$ref/games
ROBOT
chmod 755 "$home/$ref/bin/robot" "$home/$ref/bin/parchis-robot" \
	"$home/$ref/bin/parchis"
echo "|$home/$ref/bin/robot" >"$home/$ref/.forward"
chmod 644 "$home/$ref/.forward"
chown -R "$ref:" "$home/$ref"

game="$home/$ref/games/mta-1.yaml"
su "$ref" -c "$home/$ref/bin/parchis new -q --seed mta --game mta-1 -o $game \
	yellow=Ana,$ana@localhost red=Luis,$luis@localhost" ||
	fail "new as the referee"
su "$ref" -c "$home/$ref/bin/parchis mail --cc --sender $ref@localhost $game" |
	/usr/sbin/sendmail -odi -t || fail "the first mail"

# last_mail USER: the last message in USER's mailbox.
last_mail() {
	awk '/^From / { n++ } { m[n] = m[n] $0 "\n" } END { printf "%s", m[n] }' \
		"/var/mail/$1"
}

# reply USER ADDRESS-AS: USER answers the last mail, with the first legal
# move written into the quoted record, sent as ADDRESS-AS.
reply() {
	last_mail "$1" >"$work/in.eml"
	sed -n '/^parchis: 1$/,$p' "$work/in.eml" >"$work/in.yaml"
	turn=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$work/in.yaml" | tail -n 1)
	first=$("$PARCHIS" moves "$work/in.yaml" | head -n 1 | cut -d: -f1)
	{
		printf 'From: %s\nTo: %s@localhost\n' "$2" "$ref"
		printf 'Subject: Re: parchis mta-1\n\nMy move:\n\n'
		sed "s/^\\(  - {n: $turn, .*roll: \\[[1-6]\\]\\)}\$/\\1, move: [$first]}/" \
			"$work/in.yaml" | sed 's/^/> /'
		printf '\n-- \n%s\n' "$1"
	} >"$work/reply.eml"
	/usr/sbin/sendmail -odi -f "$2" -t <"$work/reply.eml"
}

# Several turns, by mail only.
i=0
while [ "$i" -lt 6 ]; do
	mover=$(sed -n 's/^  to_move: //p' "$game")
	[ -n "$mover" ] || break
	if [ "$mover" = yellow ]; then who=$ana; else who=$luis; fi
	before=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
	grep -q "^Subject: parchis mta-1: roll $before, $mover to move$" \
		"/var/mail/$who" || fail "turn $i: no mail to $mover for roll $before"
	reply "$who" "$who@localhost"
	grep -q "^  - {n: $before, player: $mover, roll: \[[1-6]\], move: \[[0-9+ ,]*\]" \
		"$game" && pass || fail "turn $i: roll $before was not played by mail"
	run "$PARCHIS" verify "$game"
	expect_status 0 "verify after turn $i"
	i=$((i + 1))
done
[ "$i" -eq 6 ] || fail "only $i turns by mail"

# A reply from the wrong player is refused, its reason mailed back.
mover=$(sed -n 's/^  to_move: //p' "$game")
if [ "$mover" = yellow ]; then who=$ana; other=$luis; else who=$luis; other=$ana; fi
cp "$game" "$work/kept.yaml"
reply "$who" "$other@localhost"
same_file "$game" "$work/kept.yaml" "a reply from the wrong player"
last_mail "$other" | grep -q "^Subject: Re: parchis mta-1: your reply was refused$" ||
	fail "the wrong player got no refusal"
last_mail "$other" | grep -q "may not move for $mover" ||
	fail "the refusal does not say why"
finish
