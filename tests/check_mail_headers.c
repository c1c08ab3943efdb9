/* check_mail_headers.c: who sent a mail, what it answers, and whether a
 * machine sent it (mail-read.h). */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "check-util.h"
#include "mail-read.h"

static struct pc_mail_message m;

static void
teardown(void)
{
	pc_mail_message_free(&m);
}

static void
read_mail(const char *mail)
{
	struct pc_error err;

	pc_mail_message_free(&m);
	ck_assert_msg(pc_mail_read(mail, strlen(mail), &m, &err) == PC_OK,
		      "refused: %s", err.message);
	ck_assert(m.is_mail);
}

#define BODY "\n1+4\n"

START_TEST(test_sender)
{
	read_mail("From: =?UTF-8?Q?Bruno_P=C3=A9rez?= <Bruno@Example.ORG>\n"
		  BODY);
	ck_assert_str_eq(m.from_address, "Bruno@example.org");
	ck_assert_str_eq(m.from_name, "Bruno P\xC3\xA9rez");
	read_mail("From: \"Ana (club)\" <ana@example.org>\n" BODY);
	ck_assert_str_eq(m.from_name, "Ana (club)");
	read_mail("From: luis@example.org (Luis)\n" BODY);
	ck_assert_str_eq(m.from_address, "luis@example.org");
	read_mail("From: luis@example.org\n" BODY);
	ck_assert_ptr_null(m.from_name);
	read_mail("From: Club: Gema <gema@example.org>;\n" BODY);
	ck_assert_str_eq(m.from_address, "gema@example.org");
	read_mail("Subject: no sender\n" BODY);
	ck_assert_ptr_null(m.from_address);
	ck_assert_ptr_null(m.from_name);
}
END_TEST

START_TEST(test_subject_and_ids)
{
	read_mail("From: a@b\nSubject: =?ISO-8859-1?Q?RE:_jugada_=F1?=\n"
		  " =?UTF-8?B?w7E=?= fin\n"
		  "Message-ID: <CAF8x3@mail.gmail.com>\n"
		  "In-Reply-To: <parchis-fx-1-26@club.example>\n"
		  "References: <parchis-fx-1-1@club.example>\n"
		  "\t<parchis-fx-1-26@club.example>\n" BODY);
	ck_assert_str_eq(m.subject, "RE: jugada \xC3\xB1\xC3\xB1 fin");
	ck_assert_str_eq(m.message_id, "CAF8x3@mail.gmail.com");
	ck_assert_str_eq(m.in_reply_to, "<parchis-fx-1-26@club.example>");
	ck_assert_str_eq(m.references, "<parchis-fx-1-1@club.example> "
			 "<parchis-fx-1-26@club.example>");
	/* Raw 8-bit UTF-8 in a header, as some clients write. */
	read_mail("From: a@b\nSubject: Re: \xC3\xB1" "and\xC3\xBA\n" BODY);
	ck_assert_str_eq(m.subject, "Re: \xC3\xB1" "and\xC3\xBA");
	read_mail("From: a@b\n" BODY);
	ck_assert_ptr_null(m.subject);
	ck_assert_ptr_null(m.message_id);
	ck_assert_ptr_null(m.in_reply_to);
	ck_assert_ptr_null(m.references);
}
END_TEST

START_TEST(test_thread_ids)
{
	struct pc_error err;
	char **ids;
	size_t n;

	read_mail("From: a@b\nIn-Reply-To: <c@x> (Referee's mail)\n"
		  "References: <a@x> <b@x>\n <c@x>\n" BODY);
	ck_assert_int_eq(pc_mail_thread_ids(&m, &ids, &n, &err), PC_OK);
	ck_assert_uint_eq(n, 3);
	ck_assert_str_eq(ids[0], "c@x");
	ck_assert_str_eq(ids[1], "b@x");
	ck_assert_str_eq(ids[2], "a@x");
	ck_assert_ptr_null(ids[3]);
	pc_mail_ids_free(ids);
	read_mail("From: a@b\n" BODY);
	ck_assert_int_eq(pc_mail_thread_ids(&m, &ids, &n, &err), PC_OK);
	ck_assert_uint_eq(n, 0);
	ck_assert_ptr_null(ids[0]);
	pc_mail_ids_free(ids);
}
END_TEST

/* Whether a mail with the header line h is one a machine sent. */
static bool
machine(const char *h)
{
	char mail[512];

	snprintf(mail, sizeof mail, "From: Bruno <bruno@example.org>\n%s\n"
		 BODY, h);
	read_mail(mail);
	return m.auto_generated;
}

START_TEST(test_auto_generated)
{
	ck_assert(!machine("Subject: Re: parchis"));
	ck_assert(!machine("Auto-Submitted: no"));
	ck_assert(!machine("Return-Path: <bruno@example.org>"));
	ck_assert(!machine("Precedence: first-class"));
	ck_assert(machine("Auto-Submitted: auto-replied"));
	ck_assert(machine("Auto-Submitted: Auto-Generated; owner-email=x@y"));
	ck_assert(machine("Precedence: bulk"));
	ck_assert(machine("Precedence: JUNK"));
	ck_assert(machine("Precedence: list"));
	ck_assert(machine("X-Autoreply: yes"));
	ck_assert(machine("Return-Path: <>"));
	ck_assert(machine("Return-Path: <MAILER-DAEMON@mx.example.org>"));
	read_mail("From: Mail Delivery System <MAILER-DAEMON@example.org>\n"
		  BODY);
	ck_assert(m.auto_generated);
	read_mail("From: postmaster@example.org\n" BODY);
	ck_assert(m.auto_generated);
	read_mail("From: a@b\nContent-Type: multipart/report; "
		  "report-type=delivery-status; boundary=r\n\n--r\n"
		  "Content-Type: text/plain\n\nundeliverable\n--r--\n");
	ck_assert(m.auto_generated);
	ck_assert_str_eq(m.text.data, "undeliverable");
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-headers");
	TCase *core = tcase_create("Core");

	tcase_add_checked_fixture(core, NULL, teardown);
	tcase_add_test(core, test_sender);
	tcase_add_test(core, test_subject_and_ids);
	tcase_add_test(core, test_thread_ids);
	tcase_add_test(core, test_auto_generated);
	suite_add_tcase(s, core);
	return util_run_suite(s);
}
