# robot-lib.sh: helpers for the tests of parchis robot, the referee
# address, with a stand-in for sendmail that keeps every mail it is given
# as $work/sent/NNN.eml (and fails while $work/sendmail-fails exists).
games="$work/games"
sent="$work/sent"
mkdir -p "$games" "$sent"
cat >"$work/sendmail" <<'SENDMAIL'
#!/bin/sh
here=$(dirname "$0")
[ -e "$here/sendmail-fails" ] && exit 75
tmp=$(mktemp "$here/sent/.new.XXXXXX") || exit 75
cat >"$tmp" || exit 75
# Numbered in the order taken; a lock keeps two robots apart.
exec 9>"$here/sent/.lock"
flock 9
n=$(find "$here/sent" -name '*.eml' | wc -l)
mv "$tmp" "$here/sent/$(printf %04d $((n + 1))).eml"
SENDMAIL
chmod 755 "$work/sendmail"
now=2026-12-01T10:00:00Z

# robot ARGS...: runs the robot on the games (a message on standard input
# unless --tick), at $now.
robot() {
	run "$PARCHIS" robot --games "$games" --sendmail "$work/sendmail" \
		--sender referee@club.example --log "$work/log" --now "$now" "$@"
}

# deliver MAIL: the robot takes MAIL, as the mail system's pipe hands it.
deliver() {
	robot <"$1"
}

# new_secret GAME PLAYER...: a game with secret dice in the robot's
# folder, its key kept beside it as GAME.key (made where new keeps keys,
# then moved, as an organiser would).
new_secret() {
	ns_game=$1
	shift
	(
		export XDG_DATA_HOME="$work/keys"
		"$PARCHIS" new -q --commit --game "$ns_game" \
			-o "$games/$ns_game.yaml" "$@"
	) || fail "new $ns_game"
	mv "$work/keys/parchis/$ns_game.key" "$games/$ns_game.key"
}

nsent() {
	find "$sent" -name '*.eml' | wc -l | tr -d ' '
}

# last_to ADDRESS: the newest mail sent to ADDRESS (in its To: header).
last_to() {
	for f in $(find "$sent" -name '*.eml' | sort -r); do
		if sed -n '1,/^$/p' "$f" | sed -n '/^To:/,/^[A-Z]/p' |
			grep -q "$1"; then
			echo "$f"
			return
		fi
	done
}

# header NAME FILE: the value of header NAME in the mail FILE.
header() {
	sed -n "1,/^\$/s/^$1: //p" "$2" | head -n 1
}

# reply_to MAIL FROM ID BODY: a reply from FROM to MAIL as a mail client
# writes it, with Message-ID ID, BODY above the quoted original.
reply_to() {
	{
		printf 'From: %s\nTo: referee@club.example\n' "$2"
		printf 'Subject: Re: %s\n' "$(header Subject "$1")"
		printf 'Date: Tue, 01 Dec 2026 10:05:00 +0000\n'
		printf 'Message-ID: <%s>\n' "$3"
		printf 'In-Reply-To: %s\n' "$(header Message-ID "$1")"
		printf 'References: %s %s\n' "$(header References "$1")" \
			"$(header Message-ID "$1")"
		printf 'MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n\n'
		printf '%s\n\n' "$4"
		printf 'On Tue, 1 Dec 2026, referee@club.example wrote:\n'
		sed '1,/^$/d' "$1" | sed -n '1,20p' | sed 's/^/> /'
	} >"$work/reply.eml"
	echo "$work/reply.eml"
}

# log_has TEXT: the robot's log has a line with TEXT.
log_has() {
	grep -q -- "$1" "$work/log"
}

# turn_of N FILE: turn N of the record FILE, on one line or as a block.
turn_of() {
	awk -v n="$1" '
		/^  - / { inside = 0 }
		/^  - \{n: / { if ($3 == n ",") print; next }
		/^  - n: / { inside = ($3 == n) }
		/^[a-z]/ { inside = 0 }
		inside { print }' "$2"
}
