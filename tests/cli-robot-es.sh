#!/bin/sh
# cli-robot-es.sh: the referee address writes to each player in their
# language (lang: es or en in the players entry), whatever the locale it
# runs in: a mail system's pipe runs it with no LANG at all.
. "${srcdir:-.}/tests/lib.sh"
. "$tests/robot-lib.sh"

grep -q 'ENABLE_NLS 1' "$builddir/config.h" 2>/dev/null ||
	{ echo "SKIP: built without NLS"; exit 77; }
mkdir -p "$work/locale/es/LC_MESSAGES"
if command -v msgfmt >/dev/null 2>&1; then
	msgfmt -o "$work/locale/es/LC_MESSAGES/parchis.mo" "$srcdir/po/es.po" ||
		fail "msgfmt po/es.po"
else
	echo "SKIP: no msgfmt"
	exit 77
fi
export PARCHIS_LOCALEDIR="$work/locale"
unset LANG LANGUAGE LC_ALL LC_MESSAGES

game="$games/fx-1.yaml"
"$PARCHIS" new -q --seed fixtures --game fx-1 -o "$game" --lang es \
	yellow=Ana,ana@example.org blue=Bruno,bruno@example.org \
	red=Luis,luis@example.org,en green=Gema,gema@example.org ||
	fail "new fx-1 with languages"
grep -q "^  - {colour: red, name: Luis, email: luis@example.org, lang: en}$" \
	"$game" && pass || fail "red's lang: $(grep red "$game" | head -n 1)"
grep -q "^  - {colour: blue, name: Bruno, email: bruno@example.org, lang: es}$" \
	"$game" && pass || fail "--lang es"
robot --tick
expect_status 0 "the announcement"
to_bruno=$(last_to bruno@example.org)
grep -q "^Bruno (azul), te toca en la partida fx-1: has sacado 4.$" \
	"$to_bruno" && pass || fail "the mover's mail is not in Spanish"
grep -q "^Tus jugadas con esta tirada:$" "$to_bruno" && pass ||
	fail "the moves are not in Spanish"
grep -q "^Responde a este correo con tu jugada en la primera línea" \
	"$to_bruno" && pass || fail "how to reply is not in Spanish"
# parchis mail writes Bruno the mail the robot sent him: in Spanish, with
# its HTML part and the record attached; all but the robot's mark (which
# only the robot's key makes), the mail's ids and its boundaries. Both
# are read by Python's MIME parser, part by part.
flat() {
	python3 "$tests/mail-part.py" flat "$1" |
		sed -e 's/ \[[0-9a-f]\{12\}\]//; s/%20%5B[0-9a-f]\{12\}%5D//' \
			-e 's/=_parchis_[0-9a-f]*/=_parchis_B/g' \
			-e 's/parchis\.[0-9]*\.[a-z0-9]*\.[0-9a-f]*\./parchis.ID./g' \
			-e '/^Message-ID: /d'
}
run env SOURCE_DATE_EPOCH=1796119200 "$PARCHIS" mail \
	--sender referee@club.example "$game"
expect_status 0 "parchis mail"
cp "$work/out" "$work/mail.eml"
flat "$to_bruno" >"$work/robot.flat"
flat "$work/mail.eml" >"$work/mail.flat"
if cmp -s "$work/robot.flat" "$work/mail.flat"; then pass; else
	fail "parchis mail and the robot differ on Bruno's mail:"
	diff -u "$work/robot.flat" "$work/mail.flat" | head -20 >&2
fi
# Two copies: Spanish for Ana and Gema, English for Luis.
copy_es=$(last_to gema@example.org)
copy_en=$(last_to luis@example.org)
[ "$copy_es" != "$copy_en" ] && pass || fail "one copy for two languages"
grep -q "^Partida fx-1, tirada 26: Bruno (azul) ha sacado 4 y le toca mover.$" \
	"$copy_es" && pass || fail "the Spanish copy"
grep -q "^Game fx-1, roll 26: Bruno (blue) rolled 4 and is to move.$" \
	"$copy_en" && pass || fail "the English copy"
sed '1,/^$/d' "$copy_es" | grep -q "ana@example.org" || true
# The record attached stays in English notation (the record is one).
grep -q "^  - {n: 26, player: blue, roll: \[4\]" "$to_bruno" && pass ||
	fail "the attached record is not the record"
# A refusal in the sender's language.
cp "$game" "$work/kept.yaml"
deliver "$(reply_to "$copy_es" 'Ana <ana@example.org>' s1@x '1+4')"
same_file "$game" "$work/kept.yaml" "a move from a copy"
grep -q "^Tu correo no se ha aplicado: le toca a azul (tirada 26): solo el correo de azul puede mover por azul$" \
	"$(last_to ana@example.org)" && pass ||
	fail "the refusal is not in Spanish: $(sed '1,/^$/d' "$(last_to ana@example.org)" | head -n 2)"
deliver "$(reply_to "$copy_en" 'Luis <luis@example.org>' s2@x 'ayuda')"
grep -q "^How to play by mail with this referee:$" "$(last_to luis@example.org)" &&
	pass || fail "Luis's help is not in English"
deliver "$(reply_to "$copy_es" 'Gema <gema@example.org>' s3@x 'ayuda')"
grep -q "^Cómo se juega por correo con este árbitro:$" "$(last_to gema@example.org)" &&
	pass || fail "Gema's help is not in Spanish"
# A Spanish move with table talk.
deliver "$(reply_to "$to_bruno" 'Bruno <bruno@example.org>' m1@x "$(printf '2+4\n¡Vamos!')")"
turn_of 26 "$game" | grep -q "move: \[2+4\]" && pass || fail "the Spanish move"
# In the C.UTF-8 locale of a Debian container, with no LANGUAGE, parchis
# leaves the locale alone (its own messages are English: src/main.c),
# and still writes to each player in their language.
if locale -a 2>/dev/null | grep -q -i -x 'c\.utf-\{0,1\}8'; then
	export LANG=C.UTF-8
	deliver "$(reply_to "$copy_es" 'Gema <gema@example.org>' s4@x 'ayuda')"
	grep -q "^Cómo se juega por correo con este árbitro:$" \
		"$(last_to gema@example.org)" && pass ||
		fail "Gema's help in C.UTF-8 is not in Spanish"
	deliver "$(reply_to "$copy_en" 'Luis <luis@example.org>' s5@x 'help')"
	grep -q "^How to play by mail with this referee:$" \
		"$(last_to luis@example.org)" && pass ||
		fail "Luis's help in C.UTF-8 is not in English"
	unset LANG
fi
finish
