#!/bin/sh
# cli-robot.sh: parchis robot, the referee address, with a stand-in for
# sendmail: the announcement, short replies, each refusal (stranger,
# wrong sender, forged From without the mark, stale, duplicate, illegal),
# the mail commands, racing replies, a failing sendmail, a busy game, a
# full disk, deadlines and salts. Every refusal leaves the kept record
# byte for byte. tests/cli-mta.sh does the same through a real MTA.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

command -v flock >/dev/null 2>&1 || { echo "no flock: skipped"; exit 77; }

game="$games/fx-1.yaml"
"$PARCHIS" new -q --seed fixtures --game fx-1 -o "$game" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org \
	red=Luis,luis@example.org green=Gema,gema@example.org ||
	fail "new fx-1"

# --- The announcement: the player to move alone gets the mark.
robot --tick
expect_status 0 "the first tick"
[ "$(nsent)" -eq 2 ] || fail "the first tick sent $(nsent) mails, not 2"
to_bruno=$(last_to bruno@example.org)
copy=$(last_to ana@example.org)
subject=$(header Subject "$to_bruno")
mark=$(printf '%s\n' "$subject" | sed -n 's/.*\[\([0-9a-f]*\)\]$/\1/p')
[ "${#mark}" -eq 12 ] && pass ||
	fail "no mark in the mover's Subject: $subject"
header Message-ID "$to_bruno" | grep -q "^<parchis\.26\.m$mark\." && pass ||
	fail "the mover's Message-ID has no mark: $(header Message-ID "$to_bruno")"
[ "$(header Subject "$copy")" = "parchis fx-1: roll 26, blue to move (copy)" ] &&
	pass || fail "copy subject: $(header Subject "$copy")"
grep -q "$mark" "$copy" && fail "the copy carries the mark" || pass
grep -q "^To: Bruno <bruno@example.org>$" "$to_bruno" && pass ||
	fail "the mover's mail is not to Bruno alone"
sed "1,/^$/!d" "$copy" | grep -q "bruno@" && fail "the copy goes to Bruno too" || pass
grep -q "^Auto-Submitted: auto-generated$" "$to_bruno" && pass ||
	fail "no Auto-Submitted header"
grep -q '^    2+4$\|^    1+4$' "$to_bruno" && pass ||
	fail "the mail does not show a move to reply with"
grep -q '^Content-Disposition: attachment; filename="fx-1.yaml"$' "$to_bruno" &&
	pass || fail "the record is not attached"
robot --tick
[ "$(nsent)" -eq 2 ] && pass || fail "a second tick mailed again"

# refused KIND MAIL: MAIL is refused: the record stays byte for byte.
cp "$game" "$work/kept.yaml"
refused() {
	deliver "$2"
	expect_status 0 "$1: exit status"
	same_file "$game" "$work/kept.yaml" "$1"
}

# --- A stranger gets no answer at all.
before=$(nsent)
refused stranger "$(reply_to "$to_bruno" 'Zed <zed@elsewhere.example>' s1@x '1+4')"
[ "$(nsent)" -eq "$before" ] && pass || fail "a stranger got an answer"
log_has "fx-1 zed@elsewhere.example stranger: no answer" && pass ||
	fail "the stranger is not in the log"

# --- Another player moving, from their copy: it is not their turn.
refused "wrong sender" "$(reply_to "$copy" 'Luis <luis@example.org>' s2@x '1+4')"
grep -q "it is blue's turn (roll 26): only blue's own mail can move" \
	"$(last_to luis@example.org)" && pass || fail "Luis was not told why"

# --- Luis forges Bruno's From: on his copy: no mark. The answer goes to
# Bruno's real address, never to the forger.
refused "forged From" "$(reply_to "$copy" 'Bruno <bruno@example.org>' s3@x '1+4')"
last=$(last_to bruno@example.org)
grep -q "does not carry the mark of the referee's mail to you for roll 26" \
	"$last" && pass || fail "the forgery was not refused for the mark"
grep -q "^In-Reply-To: <s3@x>$" "$last" && pass ||
	fail "the refusal does not answer the mail it refuses"

# --- The mark of another roll, or a made-up one, is no mark.
sed "s/\[$mark\]/[0123456789ab]/; s/\.m$mark\./.m0123456789ab./g" \
	"$(reply_to "$to_bruno" bruno@example.org s4@x '1+4')" >"$work/fake.eml"
refused "a made-up mark" "$work/fake.eml"

# --- An illegal move is refused with the moves there are.
refused illegal "$(reply_to "$to_bruno" 'Bruno <bruno@example.org>' s5@x '2+5')"
last=$(last_to bruno@example.org)
grep -q "^Your mail was not applied:" "$last" && grep -q "^  2+4: 22 -> 26" "$last" &&
	pass || fail "the illegal move's answer: $(sed '1,/^$/d' "$last" | head -5)"
# The rules' reason names the roll and the step, not a file and a column,
# which mean nothing by mail.
grep -q "^Your mail was not applied: roll 26, step 1: " "$last" && pass ||
	fail "the illegal move's reason: $(grep 'not applied' "$last")"
grep -q "fx-1.yaml:" "$last" && fail "the answer names the robot's file" || pass
refused "not a move" "$(reply_to "$to_bruno" bruno@example.org s6@x 'x9+?')"
grep -q "neither a move nor a command" "$(last_to bruno@example.org)" && pass ||
	fail "a line that is no move was not explained"

# --- Mail commands, English and Spanish: answered, nothing changed.
refused board "$(reply_to "$copy" ana@example.org s7@x 'tablero')"
last=$(last_to ana@example.org)
header Subject "$last" | grep -q "^Re: parchis fx-1: the board$" &&
	grep -q "blue to move: roll 4" "$last" && pass || fail "tablero"
refused moves "$(reply_to "$copy" ana@example.org s8@x 'Moves')"
grep -q "^  1+4: 23 -> 27" "$(last_to ana@example.org)" && pass || fail "moves"
refused help "$(reply_to "$copy" ana@example.org s9@x 'ayuda')"
grep -q "board    (tablero)" "$(last_to ana@example.org)" && pass || fail "ayuda"

# --- Automatic mail is never answered (a vacation message).
before=$(nsent)
sed 's/^MIME-Version/Auto-Submitted: auto-replied\nMIME-Version/' \
	"$(reply_to "$copy" ana@example.org s10@x 'I am away')" >"$work/auto.eml"
refused "an automatic reply" "$work/auto.eml"
[ "$(nsent)" -eq "$before" ] && pass || fail "an automatic mail was answered"

# --- The move, with table talk under it.
move=$(reply_to "$to_bruno" 'Bruno <bruno@example.org>' m1@x \
	"$(printf '2+4\n¡Vamos, que esta es mía!')")
cp "$move" "$work/move.eml"
deliver "$work/move.eml"
expect_status 0 "the move"
turn_of 26 "$game" >"$work/turn26"
grep -q '^    move: \[2+4\]$' "$work/turn26" &&
	grep -q '^    say: ¡Vamos, que esta es mía!$' "$work/turn26" && pass ||
	fail "the move or its say was not kept: $(cat "$work/turn26")"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after the move"
log_has "fx-1 bruno@example.org applied roll 26: 2+4" && pass || fail "log"
pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
mover=$(sed -n 's/^  to_move: //p' "$game")
header Subject "$(find "$sent" -name '*.eml' | sort | tail -n 2 | head -n 1)" |
	grep -q "^parchis fx-1: roll $pending, $mover to move \[" && pass ||
	fail "the next player was not mailed (roll $pending, $mover): $(header Subject "$(find "$sent" -name "*.eml" | sort | tail -n 2 | head -n 1)")"

# --- The same mail again: applied once, not answered twice.
cp "$game" "$work/kept.yaml"
before=$(nsent)
refused duplicate "$work/move.eml"
[ "$(nsent)" -eq "$before" ] && pass || fail "a duplicate was answered"
log_has "duplicate: applied before" && pass || fail "duplicate not logged"

# --- A new reply to the old mail: stale, by roll numbers.
refused stale "$(reply_to "$to_bruno" bruno@example.org m2@x '1+4')"
grep -q "your mail is stale: it answers roll 26, but roll $pending is pending ($mover to move)" \
	"$(last_to bruno@example.org)" && pass || fail "stale not explained"

# --- A mail that names no game: answered for a player, not a stranger.
printf 'From: ana@example.org\nSubject: hola\nMessage-ID: <u1@x>\n\n1+4\n' \
	>"$work/nogame.eml"
refused "no game" "$work/nogame.eml"
grep -q "it names no game" "$(last_to ana@example.org)" && pass ||
	fail "an unknown game was not explained"
before=$(nsent)
printf 'From: zed@x.example\nSubject: Re: parchis nope-1: roll 3\nMessage-ID: <u2@x>\n\n1\n' \
	>"$work/nogame.eml"
refused "a stranger's unknown game" "$work/nogame.eml"
[ "$(nsent)" -eq "$before" ] && pass || fail "a stranger was answered"

# --- 20 replies racing for one roll: exactly one is applied.
mail_now=$(last_to "$mover")
[ -n "$mail_now" ] || mail_now=$(for f in $(find "$sent" -name '*.eml' | sort -r); do
	header Subject "$f" | grep -q "roll $pending, $mover to move \[" && { echo "$f"; break; }; done)
addr=$(sed -n "s/^  - {colour: $mover, name: [A-Za-z]*, email: \([^}]*\)}$/\1/p" "$game")
first=$("$PARCHIS" moves "$game" | head -n 1 | cut -d: -f1)
i=0
while [ "$i" -lt 20 ]; do
	reply_to "$mail_now" "$addr" "race$i@x" "$first" >/dev/null
	cp "$work/reply.eml" "$work/race$i.eml"
	i=$((i + 1))
done
i=0
while [ "$i" -lt 20 ]; do
	"$PARCHIS" robot --games "$games" --sendmail "$work/sendmail" \
		--log "$work/log" --now "$now" <"$work/race$i.eml" &
	i=$((i + 1))
done
wait
applied=$(grep -c "applied roll $pending:" "$work/log")
[ "$applied" -eq 1 ] && pass || fail "$applied of 20 racing replies applied"
[ "$(grep -c "stale: it answers roll $pending" "$work/log")" -eq 19 ] && pass ||
	fail "the other 19 were not all stale"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after the race"

# next_mail: the mail to the player to move now, and their address.
next_mail() {
	pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$game" | tail -n 1)
	mover=$(sed -n 's/^  to_move: //p' "$game")
	addr=$(sed -n "s/^  - {colour: $mover, name: [A-Za-z]*, email: \([^}]*\)}$/\1/p" "$game")
	mail_now=""
	for f in $(find "$sent" -name '*.eml' | sort -r); do
		header Subject "$f" | grep -q "roll $pending, $mover to move \[" &&
			{ mail_now=$f; break; }
	done
	first=$("$PARCHIS" moves "$game" | head -n 1 | cut -d: -f1)
}

# --- sendmail fails: the move is applied and its mails wait in the
# outbox until a tick sends them.
next_mail
touch "$work/sendmail-fails"
before=$(nsent)
deliver "$(reply_to "$mail_now" "$addr" o1@x "$first")"
expect_status 0 "a move while sendmail fails"
turn_of "$pending" "$game" | grep -q "move: \[" && pass ||
	fail "the move was not applied while sendmail failed"
[ "$(ls "$games/.robot/outbox" | wc -l)" -ge 1 ] && pass ||
	fail "nothing waits in the outbox"
rm "$work/sendmail-fails"
robot --tick
expect_status 0 "the tick that sends the outbox"
[ "$(ls "$games/.robot/outbox" | grep -c eml)" -eq 0 ] && pass ||
	fail "the outbox was not emptied"
[ "$(nsent)" -gt "$before" ] && pass || fail "the outbox was not sent"

# --- A game busy for longer than --lock-wait: 75, the MTA retries.
next_mail
cp "$game" "$work/kept.yaml"
reply_to "$mail_now" "$addr" b1@x "$first" >/dev/null
flock "$games/.robot/fx-1.lock" sleep 3 &
sleep 0.5
robot --lock-wait 1 <"$work/reply.eml"
expect_status 75 "a busy game"
same_file "$game" "$work/kept.yaml" "a busy game"
wait
# --- A full disk: 75, and the record as it was.
(
	trap '' XFSZ
	ulimit -f 2
	"$PARCHIS" robot --games "$games" --sendmail "$work/sendmail" \
		--now "$now" <"$work/reply.eml"
) >/dev/null 2>&1
status=$?
[ "$status" -eq 75 ] && pass || fail "a full disk: exit $status, not 75"
same_file "$game" "$work/kept.yaml" "a full disk"
deliver "$work/reply.eml"
expect_status 0 "the retry once the disk has room"
turn_of "$pending" "$game" | grep -q "move: \[" && pass ||
	fail "the retried move was not applied"

# --- Resigning: confirmed by a reply to a mail sent to the address.
cp "$game" "$work/kept.yaml"
refused "resign, asked" "$(reply_to "$copy" 'Gema <gema@example.org>' r1@x 'abandono')"
ask=$(last_to gema@example.org)
header Subject "$ask" | grep -q "confirm that you resign" && pass ||
	fail "no confirmation asked"
header Message-ID "$ask" | grep -q '^<parchis\.[0-9]*\.x[0-9a-f]\{12\}\.' && pass ||
	fail "the confirmation carries no code"
refused "resign, forged" "$(reply_to "$copy" 'Gema <gema@example.org>' r2@x 'resign')"
deliver "$(reply_to "$ask" 'Gema <gema@example.org>' r3@x 'resign')"
expect_status 0 "resign, confirmed"
grep -q "resign: green" "$game" && pass || fail "the resignation was not applied"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after the resignation"

# --- A take-back by mail: every player still in the game asks for it,
# each confirming from their own address.
next_mail
back=$(awk '/^  - \{n: [0-9]*, player: [a-z]*, roll: \[[0-9, ]*\], move: \[[^]]*\]\}$/ { n = $3 }
	END { print n + 0 }' "$game" | tr -d ,)
[ "$back" -gt 0 ] || fail "no roll to take back"
cp "$game" "$work/kept.yaml"
for who in ana luis bruno; do
	refused "undo asked by $who" "$(reply_to "$copy" "$who@example.org" "u1$who@x" "deshacer $back")"
	ask=$(last_to "$who@example.org")
	header Subject "$ask" | grep -q "confirm the take-back" && pass ||
		fail "$who was not asked to confirm the take-back"
	deliver "$(reply_to "$ask" "$who@example.org" "u2$who@x" "undo $back")"
	expect_status 0 "$who confirms the take-back"
	if [ "$who" != bruno ]; then
		same_file "$game" "$work/kept.yaml" "a take-back not yet agreed by all"
		grep -q "It waits for: " "$(last_to "$who@example.org")" && pass ||
			fail "$who was not told who is missing"
	fi
done
[ "$(awk '/^  - / { last = $0 } /^position:/ { exit } END { print last }' "$game" |
	sed -n 's/^  - {n: \([0-9]*\),.*/\1/p')" = "$back" ] && pass ||
	fail "the take-back did not cut the game to roll $back: $(grep -c '{n:' "$game")"
log_has "undone to before roll $back" && pass || fail "the take-back is not logged"
run "$PARCHIS" verify "$game"
expect_status 0 "verify after the take-back"

# --- Deadlines: a reminder at half the turn_limit, then the bot plays.
dl="$games/dl-1.yaml"
"$PARCHIS" new -q --seed fixtures --game dl-1 --set turn_limit=2h -o "$dl" \
	--now "$now" \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org ||
	fail "new dl-1"
robot --tick
dl_pending=$(sed -n 's/^  - {n: \([0-9]*\),.*/\1/p' "$dl" | tail -n 1)
before=$(nsent)
now=2026-12-01T10:30:00Z robot --tick
[ "$(nsent)" -eq "$before" ] && pass || fail "a reminder before half the limit"
now=2026-12-01T11:05:00Z
robot --tick
reminder=$(find "$sent" -name '*.eml' | sort | tail -n 1)
grep -q "^Reminder: your move for roll $dl_pending is still awaited." "$reminder" &&
	pass || fail "no reminder: $(header Subject "$reminder")"
before=$(nsent)
robot --tick
[ "$(nsent)" -eq "$before" ] && pass || fail "reminded twice"
now=2026-12-01T12:05:00Z
robot --tick
turn_of "$dl_pending" "$dl" | grep -q "timeout: true" && pass ||
	fail "the overdue turn was not played: $(turn_of "$dl_pending" "$dl")"
[ "$(nsent)" -gt "$before" ] && pass || fail "nobody was mailed after the timeout"
now=2026-12-01T10:00:00Z

# --- Secret dice: the players are asked for salts before the first roll.
new_secret sd-1 yellow=Ana,ana@example.org red=Luis,luis@example.org
robot --tick
invite=$(last_to luis@example.org)
header Subject "$invite" | grep -q "^parchis sd-1: a new game, your salt$" && pass ||
	fail "no invitation to salt"
grep -q "^  - {n:" "$games/sd-1.yaml" && fail "rolled before the salts" || pass
deliver "$(reply_to "$invite" luis@example.org t1@x 'sal mi palabra secreta')"
grep -q "salt: mi palabra secreta" "$games/sd-1.yaml" && pass ||
	fail "the salt was not kept"
now=2026-12-02T11:00:00Z robot --tick
grep -q "^  - {n: 1," "$games/sd-1.yaml" && pass ||
	fail "the game did not start after the salt window"
run "$PARCHIS" verify --key-file "$games/sd-1.key" "$games/sd-1.yaml"
expect_status 0 "verify the secret-dice game"

# The log: one line a message, nothing printed.
grep -qv '^20[0-9-]*T[0-9:]*Z [^ ]* [^ ]* ' "$work/log" &&
	fail "a log line out of shape: $(grep -v '^20[0-9-]*T[0-9:]*Z [^ ]* [^ ]* ' "$work/log" | head -1)" || pass
finish
