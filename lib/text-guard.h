/* text-guard.h: what text from players may hold, decided in one place.
 *
 * Names, e-mail addresses, members, salts, seeds and say come from
 * players (a record, a mail, the command line) and go to terminals, to
 * mails and to other YAML tools. None of them may carry a character that
 * changes what a terminal or a mail reader shows rather than being shown:
 *
 *   - bytes that are not UTF-8 (bad or overlong sequences, surrogates,
 *     anything past U+10FFFF);
 *   - the C0 controls U+0000 to U+001F, DEL and the C1 controls U+0080 to
 *     U+009F, raw or as YAML escapes ("\e", "\x9b", "\u009b");
 *   - the line and paragraph separators U+2028 and U+2029;
 *   - the bidirectional controls: U+061C, U+200E, U+200F, the embeddings
 *     and overrides U+202A to U+202E, the isolates U+2066 to U+2069;
 *   - other invisible format characters: U+00AD, U+180E, U+200B, U+2060
 *     to U+2064, U+206A to U+206F, U+FEFF, U+FFF9 to U+FFFB and the tags
 *     U+E0000 to U+E007F;
 *   - the noncharacters U+FDD0 to U+FDEF and U+nFFFE, U+nFFFF, which
 *     YAML writers escape and some readers refuse.
 *
 * The joiners U+200C and U+200D are kept: emoji and several scripts need
 * them. A name, an address, a member, a salt or a seed holding one of the
 * others is refused (the reader says where); a say is neutralised
 * (pc_say_neutralise). Messages that quote input are defanged
 * (pc_text_defang) before they reach standard error. */
#ifndef PARCHIS_TEXT_GUARD_H
#define PARCHIS_TEXT_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
	PC_TEXT_WHY_MAX = 64,
	PC_SAY_WORD_MAX = 40,	/* columns of a say between spaces, as
				 * written (pc_say_widest_word) */
};

/* The byte offset in text (len bytes) of the first character that text
 * from players may not hold, or len when there is none. When why is not
 * NULL it names that character: "U+009B, a control character",
 * "U+202E, a bidi control", "a byte that is not UTF-8". */
size_t pc_text_check(const char *text, size_t len,
		     char why[PC_TEXT_WHY_MAX]);

/* Decodes the UTF-8 character at p (n bytes left, n >= 1) into *cp;
 * returns its length, or 0 when the bytes there are not UTF-8 (broken,
 * overlong, a surrogate, past U+10FFFF). */
size_t pc_utf8_decode(const unsigned char *p, size_t n, uint32_t *cp);

/* Whether text from players may not hold character c (pc_text_check):
 * controls, line separators, bidi controls, invisible format characters
 * and noncharacters. */
bool pc_text_refuses(uint32_t c);

/* Whether text (len bytes) is UTF-8, whatever characters it holds. */
bool pc_text_is_utf8(const char *text, size_t len);

/* Whether every byte of text (len bytes) is ASCII (and so the text is
 * UTF-8). */
bool pc_text_is_ascii(const char *text, size_t len);

/* A say as the referee keeps it: line breaks and tabs become spaces,
 * a run of spaces becomes one,
 * every other character pc_text_check refuses becomes U+FFFD (a byte
 * that is not UTF-8, one each), a word of more than PC_SAY_WORD_MAX
 * columns (as pc_say_widest_word counts them) is cut by a space, and a word that starts with "---" or
 * "parchis:" gets a no-break space (U+00A0) before it, so that however
 * a writer folds the say at its spaces, none of its lines can be taken
 * for the start of a record. Applied to its own result it changes
 * nothing. Returns a new NUL-terminated string (its length in *out_len)
 * or NULL when memory runs out. */
char *pc_say_neutralise(const char *text, size_t len, size_t *out_len);

/* The widest word of a say as libyaml writes it in double quotes: the
 * columns between two spaces, a '"' or '\' counting two (an escape)
 * and a character past U+FFFF ten (libyaml writes \UXXXXXXXX). */
size_t pc_say_widest_word(const char *say);

/* Defangs a message in place (NUL-terminated): a line break or a tab
 * becomes a space and every other character pc_text_check refuses a
 * '?', so that a message quoting input stays one line and shows what it
 * says. A byte from 0xA0 up that is not UTF-8 is kept (a translation in
 * an 8-bit charset); below 0xA0 it becomes '?' (a C1 control there). */
void pc_text_defang(char *text);

/* Whether s is an e-mail address as a record may hold it: one '@' with
 * a local part before it and a domain after it, no spaces, none of
 * " ( ) , : ; < > [ \ ], no dot at either end of the domain nor two
 * together, and nothing pc_text_check refuses. */
bool pc_email_valid(const char *s);

#endif
