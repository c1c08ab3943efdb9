/* check_mail_text.c: a reply's text out of format=flowed (RFC 3676) and
 * out of HTML, as the player wrote it and with the quote marked "> ". */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check-util.h"
#include "mail-flowed.h"
#include "mail-html.h"
#include "mail-read.h"

static struct pc_buffer out;

static void
teardown(void)
{
	pc_buffer_free(&out);
}

static const char *
unflow(const char *text, bool delsp, bool *changed)
{
	pc_buffer_free(&out);
	ck_assert(pc_mail_unflow(text, strlen(text), delsp, &out, changed));
	return out.data != NULL ? out.data : "";
}

static const char *
html(const char *doc)
{
	struct pc_error err;

	pc_buffer_free(&out);
	ck_assert_int_eq(pc_mail_html_text(doc, strlen(doc), &out, &err),
			 PC_OK);
	return out.data != NULL ? out.data : "";
}

START_TEST(test_flowed_soft_breaks_join)
{
	bool changed;

	ck_assert_str_eq(unflow("1+4\n\nUna jugada \nmuy buena, \nsin duda.\n"
				"Bruno\n", false, &changed),
			 "1+4\n\nUna jugada muy buena, sin duda.\nBruno\n");
	ck_assert(changed);
	ck_assert_str_eq(unflow("fixed\nlines\n", false, &changed),
			 "fixed\nlines\n");
	ck_assert(!changed);
	/* The last line soft, the text without a final line end. */
	ck_assert_str_eq(unflow("a \nb \n", false, &changed), "a b \n");
	ck_assert_str_eq(unflow("a \nb", false, &changed), "a b");
	ck_assert_str_eq(unflow("", false, &changed), "");
	ck_assert(!changed);
}
END_TEST

START_TEST(test_flowed_delsp)
{
	bool changed;

	/* DelSp=yes: the space before a soft break is not the text's. */
	ck_assert_str_eq(unflow("casi\xC3\xB1" "a \nmente \nbien\n", true,
				&changed), "casi\xC3\xB1" "amentebien\n");
	ck_assert_str_eq(unflow("two  \nwords\n", true, &changed),
			 "two words\n");
	ck_assert_str_eq(unflow("two  \nwords\n", false, &changed),
			 "two  words\n");
}
END_TEST

START_TEST(test_flowed_space_stuffing)
{
	bool changed;

	ck_assert_str_eq(unflow(" From here\n >not a quote\n  indented\n",
				false, &changed),
			 "From here\n>not a quote\n indented\n");
	ck_assert(changed);
}
END_TEST

START_TEST(test_flowed_quote_depth)
{
	bool changed;

	ck_assert_str_eq(unflow("> quoted \n> text\n>> deeper \n>> still\n",
				false, &changed),
			 "> quoted text\n> > deeper still\n");
	/* "> > " is depth 2 too, as clients write it. */
	ck_assert_str_eq(unflow("> > a \n>> b\n", false, &changed),
			 "> > a b\n");
	/* A soft break before another depth joins nothing. */
	ck_assert_str_eq(unflow("> quoted \nmine\n", false, &changed),
			 "> quoted \nmine\n");
	ck_assert_str_eq(unflow("mine \n> quoted\n", false, &changed),
			 "mine \n> quoted\n");
	/* Empty quoted lines. */
	ck_assert_str_eq(unflow(">\n> \n>>\n", false, &changed),
			 ">\n>\n> >\n");
}
END_TEST

START_TEST(test_flowed_signature_is_no_soft_break)
{
	bool changed;

	ck_assert_str_eq(unflow("1+4\n-- \nBruno\n", false, &changed),
			 "1+4\n-- \nBruno\n");
	ck_assert(!changed);
	ck_assert_str_eq(unflow("> -- \n> Referee\n", false, &changed),
			 "> -- \n> Referee\n");
}
END_TEST

START_TEST(test_flowed_mail)
{
	struct pc_mail_message m;
	struct pc_error err;
	const char *mail = "Content-Type: text/plain; charset=UTF-8;\n"
		" format=Flowed; DelSp=Yes\n\n2+4 \nok\n";

	ck_assert_int_eq(pc_mail_read(mail, strlen(mail), &m, &err), PC_OK);
	ck_assert_str_eq(m.text.data, "2+4ok\n");
	ck_assert(!m.same_lines);
	ck_assert_str_eq(m.text_kind, "format=flowed");
	pc_mail_message_free(&m);
	mail = "Content-Type: text/plain; format=flowed\n\n2+4\n";
	ck_assert_int_eq(pc_mail_read(mail, strlen(mail), &m, &err), PC_OK);
	ck_assert(m.same_lines);	/* nothing joined: the mail's lines */
	pc_mail_message_free(&m);
}
END_TEST

START_TEST(test_html_line_breaks)
{
	ck_assert_str_eq(html("<div dir=\"ltr\">1+4<div><br></div><div>Hola"
			      "</div></div>"), "1+4\n\nHola\n");
	ck_assert_str_eq(html("<p>one</p><p>two<br>three</p>"),
			 "one\ntwo\nthree\n");
	ck_assert_str_eq(html("<ul><li>a</li><li>b</li></ul>"), "a\nb\n");
	ck_assert_str_eq(html("<table><tr><td>a</td><td>b</td></tr>"
			      "<tr><td>c</td></tr></table>"), "a b\nc\n");
	ck_assert_str_eq(html("<div>x<br></div><div>y</div>"), "x\ny\n");
	ck_assert_str_eq(html(""), "");
}
END_TEST

START_TEST(test_html_white_space)
{
	ck_assert_str_eq(html("<p>\n  una\n  jugada\t buena  </p>"),
			 "una jugada buena\n");
	ck_assert_str_eq(html("<b>a</b> <i>b</i>"), "a b\n");
	/* &nbsp; stays a space: Outlook's empty paragraphs, indents. */
	ck_assert_str_eq(html("<p>a</p><p>&nbsp;</p><p>b</p>"), "a\n\nb\n");
	ck_assert_str_eq(html("x<br>&nbsp;&nbsp;- y"), "x\n  - y\n");
	/* Spaces before more of the same text are kept (a record). */
	ck_assert_str_eq(html("turns:<br>  - {n: 1}"), "turns:\n  - {n: 1}\n");
	ck_assert_str_eq(html("<pre>a\n  b</pre>"), "a\n  b\n");
}
END_TEST

START_TEST(test_html_entities_and_dropped)
{
	ck_assert_str_eq(html("<html><head><title>t</title><style>p{}</style>"
			      "</head><body><script>x()</script>"
			      "<p>&iexcl;Ol&eacute;! &amp; &lt;3 &#8364;</p>"
			      "<!-- a comment --></body></html>"),
			 "\xC2\xA1Ol\xC3\xA9! & <3 \xE2\x82\xAC\n");
}
END_TEST

START_TEST(test_html_quotes)
{
	ck_assert_str_eq(html("1+4<blockquote>a<br>b<blockquote>c"
			      "</blockquote></blockquote>d"),
			 "1+4\n> a\n> b\n> > c\nd\n");
	/* Gmail: the attribution stays, the blockquote is the quote. */
	ck_assert_str_eq(html("<div>2</div><div class=\"gmail_quote\"><div "
			      "class=\"gmail_attr\">On Mon, R wrote:<br></div>"
			      "<blockquote class=\"gmail_quote\">x</blockquote>"
			      "</div>"), "2\nOn Mon, R wrote:\n> x\n");
	/* A gmail_quote without a blockquote quotes itself. */
	ck_assert_str_eq(html("2<div class=\"x gmail_quote\">x</div>"),
			 "2\n> x\n");
	/* Apple and Thunderbird. */
	ck_assert_str_eq(html("2<div><blockquote type=\"cite\">x<br><br>y"
			      "</blockquote></div>"), "2\n> x\n>\n> y\n");
}
END_TEST

START_TEST(test_html_outlook_original)
{
	/* Outlook's reply header is a div with a top border; the original
	 * under it is not inside any quote. */
	ck_assert_str_eq(html("<p class=MsoNormal>1+4</p>"
			      "<div style='border:none;border-top:solid "
			      "#E1E1E1 1.0pt'><p><b>From:</b> R<br><b>Sent:"
			      "</b> Mon</p></div><p>the original</p>"),
			 "1+4\n> From: R\n> Sent: Mon\n> the original\n");
	ck_assert_str_eq(html("1+4<hr><div id=\"divRplyFwdMsg\">De: R</div>"
			      "<div>original</div>"),
			 "1+4\n> De: R\n> original\n");
	/* A top border without a header is no quote. */
	ck_assert_str_eq(html("<div style=\"border-top:1px solid\">a</div>b"),
			 "a\nb\n");
}
END_TEST

START_TEST(test_html_depth_is_bounded)
{
	static char doc[40000];
	size_t n = 0;

	for (int i = 0; i < 5000; i++)
		n += (size_t)snprintf(doc + n, sizeof doc - n, "<b>");
	snprintf(doc + n, sizeof doc - n, "deep");
	ck_assert_str_eq(html(doc), "");
	ck_assert_str_eq(html("<b><b><b>shallow</b></b></b>"), "shallow\n");
}
END_TEST

/* CPU seconds html() takes over doc, the least of three runs. */
static double
html_seconds(const char *doc)
{
	double best = 1e9;

	for (int run = 0; run < 3; run++) {
		struct timespec a, b;
		double t;

		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
		(void)html(doc);
		clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
		t = (double)(b.tv_sec - a.tv_sec) +
		    (double)(b.tv_nsec - a.tv_nsec) / 1e9;
		best = t < best ? t : best;
	}
	return best;
}

/* levels elements of open (and their ends) around a line of text with
 * paragraphs elements in it. */
static char *
nested(const char *open, const char *close, int levels, int paragraphs)
{
	struct pc_buffer doc = PC_BUFFER_INIT;

	pc_buffer_append_str(&doc, "1+4<br>");
	for (int i = 0; i < levels; i++)
		pc_buffer_append_str(&doc, open);
	for (int i = 0; i < paragraphs; i++)
		pc_buffer_append_str(&doc, "una palabra <b>y</b> otra ");
	for (int i = 0; i < levels; i++)
		pc_buffer_append_str(&doc, close);
	return doc.data;
}

/* A stranger's hundreds of nested quotes around a large body once cost
 * the body once a level: whether a Gmail quote holds a blockquote, and
 * whether an Outlook header starts with "From:", are asked of each
 * element once now. 190 levels cost no more than a few times one. */
START_TEST(test_html_nested_quotes_cost_the_body_once)
{
	static const char *const kinds[][2] = {
		{"<div class=\"gmail_quote\">", "</div>"},
		{"<div style=\"border-top:solid 1pt\">", "</div>"},
	};

	for (int k = 0; k < 2; k++) {
		char *deep = nested(kinds[k][0], kinds[k][1], 190, 20000);
		char *flat = nested(kinds[k][0], kinds[k][1], 1, 20000);
		double t_deep = html_seconds(deep), t_flat = html_seconds(flat);

		ck_assert_msg(t_deep < 4 * t_flat + 0.01,
			      "%s: 190 levels take %.3f s, one %.3f s",
			      kinds[k][0], t_deep, t_flat);
		free(deep);
		free(flat);
	}
}
END_TEST

/* Quote marks, 190 deep on every line, cannot make the text grow past
 * PC_MAIL_TEXT_MAX: the mail is refused instead. */
START_TEST(test_html_text_is_bounded)
{
	struct pc_buffer doc = PC_BUFFER_INIT;
	struct pc_error err;

	pc_buffer_append_str(&doc, "1+4");
	for (int i = 0; i < 190; i++)
		pc_buffer_append_str(&doc, "<blockquote>");
	for (int i = 0; i < 20000; i++)
		pc_buffer_append_str(&doc, "x<br>");
	pc_buffer_free(&out);
	ck_assert_int_eq(pc_mail_html_text(doc.data, doc.len, &out, &err),
			 PC_ERR_DATA);
	ck_assert_str_eq(err.message, "the mail's HTML makes more than 4194304 "
				      "bytes of text: send your move in plain "
				      "text");
	ck_assert_uint_le(out.len, PC_MAIL_TEXT_MAX);
	pc_buffer_free(&doc);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("mail-text");
	TCase *flowed = tcase_create("Flowed");
	TCase *htm = tcase_create("HTML");

	tcase_add_checked_fixture(flowed, NULL, teardown);
	tcase_add_test(flowed, test_flowed_soft_breaks_join);
	tcase_add_test(flowed, test_flowed_delsp);
	tcase_add_test(flowed, test_flowed_space_stuffing);
	tcase_add_test(flowed, test_flowed_quote_depth);
	tcase_add_test(flowed, test_flowed_signature_is_no_soft_break);
	tcase_add_test(flowed, test_flowed_mail);
	suite_add_tcase(s, flowed);
	tcase_add_checked_fixture(htm, NULL, teardown);
	tcase_add_test(htm, test_html_line_breaks);
	tcase_add_test(htm, test_html_white_space);
	tcase_add_test(htm, test_html_entities_and_dropped);
	tcase_add_test(htm, test_html_quotes);
	tcase_add_test(htm, test_html_outlook_original);
	tcase_add_test(htm, test_html_depth_is_bounded);
	tcase_add_test(htm, test_html_nested_quotes_cost_the_body_once);
	tcase_add_test(htm, test_html_text_is_bounded);
	suite_add_tcase(s, htm);
	return util_run_suite(s);
}
