/* check_mail_compose.c: the plain text part of the referee's turn mail
 * (mail-compose.c), on the example game in progress with a long say
 * added: lines of at most 78 columns, no tabs, the mark in the Subject,
 * the legal moves listed, the say folded. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-text.h"
#include "check-util.h"
#include "colour.h"
#include "mail-compose.h"
#include "record-read.h"
#include "referee.h"
#include "text-fold.h"

static const char long_say[] =
	"Buenas tardes a todos, this is a long message to the table that "
	"goes on and on about the weather, the dice and the last capture "
	"until it cannot fit on one line of a mail and must be folded at "
	"its spaces, several times over.";

/* The example game in progress, replayed, with long_say on its last
 * roll turn; its mail composed into out (mark NULL: a copy). */
struct composed {
	struct pc_record rec;
	struct pc_game game;
	struct pc_legal_text legal;
	struct pc_derived d;
	struct pc_buffer what[PC_LEGAL_MAX];
	const char *described[PC_LEGAL_MAX];
	struct pc_buffer mail;
	char *text;
};

static struct composed *
compose(const char *mark)
{
	struct composed *c = calloc(1, sizeof *c);
	struct pc_referee_options look = {.autoplay = false};
	struct pc_mail_thread th = {.date = 1780000000,
				    .message_id = "id@example.org",
				    .boundary = "=_b"};
	struct pc_mail_turn m = {.mark = mark, .mover = mark != NULL};
	struct pc_error err;
	char path[512];
	size_t len;

	ck_assert_ptr_nonnull(c);
	snprintf(path, sizeof path, "%s/../examples/classic-in-progress.yaml",
		 util_tests_folder());
	c->text = util_slurp(path, &len);
	ck_assert_int_eq(pc_record_read(c->text, len, &c->rec, &err), PC_OK);
	ck_assert_int_eq(pc_referee_run(&c->rec, &look, &c->game, &err),
			 PC_OK);
	for (size_t i = c->rec.nturns; i-- > 0;)
		if (c->rec.turns[i].kind == PC_TURN_ROLL &&
		    c->rec.turns[i].has_move) {
			struct pc_turn_notes *notes =
				pc_turn_notes(&c->rec, &c->rec.turns[i]);

			ck_assert_ptr_nonnull(notes);
			free(notes->say);
			notes->say = strdup(long_say);
			break;
		}
	/* The mover gets the mail at an address. */
	free(c->rec.players[PC_GREEN].email);
	c->rec.players[PC_GREEN].email = strdup("gus@example.org");
	pc_referee_derive(&c->rec, &c->game, &c->legal, NULL, &c->d);
	ck_assert_int_eq(c->d.awaiting, PC_AWAIT_MOVE);
	ck_assert_uint_gt(c->d.nlegal, 0);
	for (size_t i = 0; i < c->d.nlegal; i++) {
		c->what[i] = (struct pc_buffer)PC_BUFFER_INIT;
		ck_assert(pc_referee_describe(&c->game.engine,
					      &c->game.legal[i], false,
					      &c->what[i]));
		c->described[i] = c->what[i].data;
	}
	m.described = c->described;
	m.record_text = c->text;
	c->mail = (struct pc_buffer)PC_BUFFER_INIT;
	ck_assert(pc_mail_compose_turn(&c->rec, &c->d, &th, 1u << c->d.to_move,
				       &m, &c->mail));
	return c;
}

static void
composed_free(struct composed *c)
{
	for (size_t i = 0; i < c->d.nlegal; i++)
		pc_buffer_free(&c->what[i]);
	pc_buffer_free(&c->mail);
	pc_record_free(&c->rec);
	free(c->text);
	free(c);
}

/* The plain text part's body, a new string. */
static char *
text_part(const struct composed *c)
{
	const char *head = "Content-Type: text/plain; charset=UTF-8\n"
			   "Content-Transfer-Encoding: 8bit\n\n";
	const char *start = strstr(c->mail.data, head), *end;
	char *part;

	ck_assert_ptr_nonnull(start);
	start += strlen(head);
	end = strstr(start, "\n--alt=_b\n");
	ck_assert_ptr_nonnull(end);
	part = strndup(start, (size_t)(end - start) + 1);
	ck_assert_ptr_nonnull(part);
	return part;
}

/* The header line that starts with name, a new string. */
static char *
header(const struct composed *c, const char *name)
{
	const char *at = strstr(c->mail.data, name), *nl;
	char *line;

	ck_assert_ptr_nonnull(at);
	ck_assert(at == c->mail.data || at[-1] == '\n');
	nl = strchr(at, '\n');
	line = strndup(at, (size_t)(nl - at));
	ck_assert_ptr_nonnull(line);
	return line;
}

START_TEST(test_text_lines_fit_78_columns_without_tabs)
{
	static const char *const marks[] = {"0123abcd", NULL};

	for (size_t k = 0; k < 2; k++) {
		struct composed *c = compose(marks[k]);
		char *part = text_part(c);
		unsigned long n = 0;

		ck_assert_ptr_null(strchr(part, '\t'));
		ck_assert_ptr_null(strchr(part, '\r'));
		for (const char *p = part, *nl; *p != '\0'; p = nl + 1) {
			nl = strchr(p, '\n');
			ck_assert_ptr_nonnull(nl);
			n++;
			ck_assert_msg(pc_text_columns(p, (size_t)(nl - p)) <=
					      78,
				      "line %lu of %zu columns: %.*s", n,
				      pc_text_columns(p, (size_t)(nl - p)),
				      (int)(nl - p), p);
		}
		ck_assert_uint_gt(n, 20);
		free(part);
		composed_free(c);
	}
}
END_TEST

START_TEST(test_subject_carries_the_mark_or_says_copy)
{
	struct composed *c = compose("0123abcd");
	char *subject = header(c, "Subject: "), want[200];
	unsigned n = c->rec.turns[c->rec.nturns - 1].n;

	snprintf(want, sizeof want,
		 "Subject: parchis four: roll %u, green to move [0123abcd]", n);
	ck_assert_str_eq(subject, want);
	free(subject);
	subject = header(c, "To: ");
	ck_assert_str_eq(subject, "To: Gus <gus@example.org>");
	free(subject);
	composed_free(c);
	c = compose(NULL);
	subject = header(c, "Subject: ");
	snprintf(want, sizeof want,
		 "Subject: parchis four: roll %u, green to move (copy)", n);
	ck_assert_str_eq(subject, want);
	free(subject);
	composed_free(c);
}
END_TEST

START_TEST(test_the_moves_are_listed_for_the_mover_only)
{
	struct composed *c = compose("0123abcd");
	char *part = text_part(c), line[400];
	const char *list = strstr(part, "Your moves with this roll:\n");

	ck_assert_ptr_nonnull(list);
	ck_assert_ptr_nonnull(strstr(part, "it is your turn in game four: "
					   "you rolled 4."));
	for (size_t i = 0; i < c->d.nlegal; i++) {
		snprintf(line, sizeof line, "\n  %s: %s\n", c->d.legal[i],
			 c->described[i]);
		ck_assert_msg(strstr(list - 1, line) != NULL, "no line%s",
			      line);
	}
	/* How to reply, with the first move as the example. */
	snprintf(line, sizeof line, "for example\n\n    %s\n\n",
		 c->d.legal[0]);
	ck_assert_ptr_nonnull(strstr(part, line));
	free(part);
	composed_free(c);
	/* A copy says who is to move and lists nothing. */
	c = compose(NULL);
	part = text_part(c);
	ck_assert_ptr_null(strstr(part, "Your moves"));
	ck_assert_ptr_nonnull(strstr(part, "Gus (green) rolled 4 and is to "
					   "move."));
	ck_assert_ptr_nonnull(strstr(part, "Only the mail to the player to "
					   "move can move. You may reply "
					   "with one\nword:"));
	free(part);
	composed_free(c);
}
END_TEST

START_TEST(test_a_long_say_is_folded_under_its_head)
{
	struct composed *c = compose("0123abcd");
	char *part = text_part(c), *joined, *q;
	const char *talk = strstr(part, "Table talk:\n  "), *p, *nl;
	int lines = 0;

	ck_assert_ptr_nonnull(talk);
	p = strchr(talk, '\n') + 1;
	ck_assert_int_eq(strncmp(p, "  ", 2), 0);
	/* The say's lines, joined at single spaces, give the say back. */
	joined = calloc(1, strlen(part) + 1);
	ck_assert_ptr_nonnull(joined);
	q = joined;
	for (; *p != '\0' && *p != '\n'; p = nl + 1) {
		const char *from = p;

		nl = strchr(p, '\n');
		if (lines == 0) {
			from = strstr(p, ": ");
			ck_assert_ptr_nonnull(from);
			ck_assert(from < nl);
			from += 2;
		} else {
			/* Continuation lines are indented by 5. */
			ck_assert_int_eq(strncmp(p, "     ", 5), 0);
			ck_assert(p[5] != ' ');
			from = p + 5;
			*q++ = ' ';
		}
		ck_assert_uint_le(pc_text_columns(p, (size_t)(nl - p)), 76);
		memcpy(q, from, (size_t)(nl - from));
		q += nl - from;
		lines++;
	}
	*q = '\0';
	ck_assert_int_ge(lines, 3);
	ck_assert_str_eq(joined, long_say);
	free(joined);
	free(part);
	composed_free(c);
}
END_TEST

static Suite *
compose_suite(void)
{
	Suite *s = suite_create("mail-compose");
	TCase *tc = tcase_create("Core");

	tcase_add_test(tc, test_text_lines_fit_78_columns_without_tabs);
	tcase_add_test(tc, test_subject_carries_the_mark_or_says_copy);
	tcase_add_test(tc, test_the_moves_are_listed_for_the_mover_only);
	tcase_add_test(tc, test_a_long_say_is_folded_under_its_head);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return util_run_suite(compose_suite());
}
