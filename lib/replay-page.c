/* replay-page.c: the web page of a whole game: the board in SVG after
 * every roll, the list of the rolls, and buttons and arrow keys to step
 * through them. The page is one file: no network, no external resource;
 * its one small script only shows and hides. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gettext.h"
#include "board-html.h"
#include "colour.h"
#include "replay-page.h"

static const char page_head[] =
	"<!DOCTYPE html>\n"
	"<html>\n<head>\n<meta charset=\"utf-8\">\n"
	"<meta name=\"viewport\" content=\"width=device-width\">\n"
	"<style>\n"
	"body{font-family:sans-serif;margin:1em;background:#f4f1ea;"
	"color:#222}\n"
	"#game{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start}\n"
	"#moves{height:726px;overflow:auto;margin:0;padding:0 1em;"
	"background:#fff;font-family:monospace;min-width:18em;"
	"list-style:none}\n"
	"#moves li{cursor:pointer;padding:1px 4px}\n"
	"#moves li.current{background:#ffd54f;font-weight:bold}\n"
	"#controls{margin:.5em 0}\n"
	"#controls button{font-size:1em;margin-right:.3em}\n"
	"</style>\n";

static const char page_script[] =
	"<script>\n"
	"(function () {\n"
	"\tvar board = document.getElementById('board');\n"
	"\tvar groups = board.querySelectorAll('g.pieces');\n"
	"\tvar items = document.querySelectorAll('#moves li');\n"
	"\tvar label = document.getElementById('label');\n"
	"\tvar position = document.getElementById('position');\n"
	"\tvar shown = groups.length - 1;\n"
	"\tfunction show(k) {\n"
	"\t\tk = Math.max(0, Math.min(groups.length - 1, k));\n"
	"\t\tfor (var j = 0; j < groups.length; j++) {\n"
	"\t\t\tif (j === k)\n"
	"\t\t\t\tgroups[j].removeAttribute('display');\n"
	"\t\t\telse\n"
	"\t\t\t\tgroups[j].setAttribute('display', 'none');\n"
	"\t\t\titems[j].className = j === k ? 'current' : '';\n"
	"\t\t}\n"
	"\t\tshown = k;\n"
	"\t\tboard.setAttribute('data-roll',\n"
	"\t\t\tgroups[k].getAttribute('data-roll'));\n"
	"\t\tposition.textContent = groups[k].getAttribute("
	"'data-position');\n"
	"\t\tlabel.textContent = items[k].textContent;\n"
	"\t\tif (items[k].scrollIntoView)\n"
	"\t\t\titems[k].scrollIntoView({block: 'nearest'});\n"
	"\t}\n"
	"\tfunction fromHash() {\n"
	"\t\tvar m = /roll=([0-9]+)/.exec(location.hash);\n"
	"\t\tfor (var j = 0; m && j < groups.length; j++)\n"
	"\t\t\tif (groups[j].getAttribute('data-roll') === m[1])\n"
	"\t\t\t\treturn j;\n"
	"\t\treturn groups.length - 1;\n"
	"\t}\n"
	"\tfunction on(id, f) {\n"
	"\t\tdocument.getElementById(id).addEventListener('click', f);\n"
	"\t}\n"
	"\ton('first', function () { show(0); });\n"
	"\ton('previous', function () { show(shown - 1); });\n"
	"\ton('next', function () { show(shown + 1); });\n"
	"\ton('last', function () { show(groups.length - 1); });\n"
	"\tfor (var j = 0; j < items.length; j++)\n"
	"\t\titems[j].addEventListener('click', (function (k) {\n"
	"\t\t\treturn function () { show(k); };\n"
	"\t\t})(j));\n"
	"\tdocument.addEventListener('keydown', function (e) {\n"
	"\t\tvar to = {ArrowLeft: shown - 1, ArrowUp: shown - 1,\n"
	"\t\t\tArrowRight: shown + 1, ArrowDown: shown + 1,\n"
	"\t\t\tHome: 0, End: groups.length - 1}[e.key];\n"
	"\t\tif (to !== undefined) {\n"
	"\t\t\te.preventDefault();\n"
	"\t\t\tshow(to);\n"
	"\t\t}\n"
	"\t});\n"
	"\twindow.addEventListener('hashchange', function () {\n"
	"\t\tshow(fromHash());\n"
	"\t});\n"
	"\tshow(fromHash());\n"
	"})();\n"
	"</script>\n";

static bool
append_text(struct pc_buffer *out, const char *text)
{
	return pc_html_escape(out, text, strlen(text));
}

/* The line of the move list for turn t: "40 yellow 5: 2+5". */
static bool
turn_line(struct pc_buffer *out, const struct pc_turn *t)
{
	char line[256], step[PC_STEP_TEXT_MAX];
	size_t n;
	const char *who = pc_colour_name((enum pc_colour)t->player);

	n = (size_t)snprintf(line, sizeof line, "%u ", t->n);
	switch (t->kind) {
	case PC_TURN_OPENING:
		pc_fixed_appendf(line, sizeof line, &n, "%s:",
				      _("opening"));
		for (int c = 0; c < PC_NCOLOURS; c++) {
			if (!(t->opening & (1u << c)))
				continue;
			pc_fixed_appendf(line, sizeof line, &n, " %s",
				pc_colour_name((enum pc_colour)c));
			for (int i = 0; i < t->opening_ndice; i++)
				pc_fixed_appendf(line, sizeof line, &n, " %u",
						      t->opening_dice[c][i]);
		}
		break;
	case PC_TURN_ROLL:
		pc_fixed_appendf(line, sizeof line, &n, "%s", who);
		for (int i = 0; i < t->ndice; i++)
			pc_fixed_appendf(line, sizeof line, &n,
					      " %u",
					      t->dice[i]);
		pc_fixed_appendf(line, sizeof line, &n, ":");
		for (int i = 0; i < t->nsteps; i++)
			pc_fixed_appendf(line, sizeof line, &n, " %s",
					      pc_step_format(&t->steps[i],
							     step));
		if (!t->has_move)
			pc_fixed_appendf(line, sizeof line, &n,
					      " ...");
		if (t->timeout)
			pc_fixed_appendf(line, sizeof line, &n,
					      " %s", _("(out of time)"));
		else if (t->autoplayed)
			pc_fixed_appendf(line, sizeof line, &n,
					      " %s", _("(forced)"));
		break;
	case PC_TURN_RESIGN:
		pc_fixed_appendf(line, sizeof line, &n,
				      _("%s resigns"), who);
		break;
	case PC_TURN_LEAVE:
		pc_fixed_appendf(line, sizeof line, &n,
				      _("%s: the person of piece %d leaves"),
				      who, t->piece + 1);
		break;
	}
	return pc_buffer_append_str(out, "<li>") &&
	       pc_html_escape(out, line, n) &&
	       pc_buffer_append_str(out, "</li>\n");
}

/* The buttons that step through the rolls. */
static bool
appendf_buttons(struct pc_buffer *out)
{
	static const char *const id[] = {"first", "previous", "next", "last"};
	const char *const text[] = {_("First"), _("Previous"), _("Next"),
				    _("Last")};

	for (size_t i = 0; i < sizeof id / sizeof id[0]; i++)
		if (!pc_buffer_append_str(out,
					  "<button type=\"button\" id=\"") ||
		    !pc_buffer_append_str(out, id[i]) ||
		    !pc_buffer_append_str(out, "\">") ||
		    !append_text(out, text[i]) ||
		    !pc_buffer_append_str(out, "</button>"))
			return false;
	return true;
}

/* What one replay of the record needs. */
struct step {
	struct pc_game game;
	struct pc_legal_text legal;
	struct pc_derived derived;
};

/* The pieces after roll n, replayed from rec by the referee. */
static enum pc_status
pieces_after(struct pc_record *rec, uint32_t n, const char *secret,
	     int secret_mac, struct step *step, struct pc_buffer *page,
	     struct pc_error *err)
{
	struct pc_referee_options look = {.autoplay = false};
	char attrs[64];

	look.secret = secret;
	look.secret_mac = secret_mac;
	look.stop_after = n;
	if (pc_referee_run(rec, &look, &step->game, err) != PC_OK)
		return err->status;
	pc_referee_derive(rec, &step->game, &step->legal, NULL,
			  &step->derived);
	/* Without the script, the page shows the last roll alone. */
	snprintf(attrs, sizeof attrs, "class=\"pieces\" data-roll=\"%u\"%s",
		 n, n == rec->turns[rec->nturns - 1].n ? ""
						      : " display=\"none\"");
	if (!pc_board_svg_pieces(rec, &step->derived, attrs, page))
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	return PC_OK;
}

enum pc_status
pc_replay_page(struct pc_record *rec, const char *secret, int secret_mac,
	       struct pc_buffer *page, struct pc_error *err)
{
	struct step *step;
	uint32_t last = 0;
	enum pc_status status = PC_OK;
	bool ok;

	if (rec->nturns == 0)
		return pc_error_set(err, PC_ERR_USAGE, 0, 0,
				    "no roll yet: nothing to replay");
	step = malloc(sizeof *step);
	if (step == NULL)
		return pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	ok = pc_buffer_append_str(page, page_head) &&
	     pc_buffer_append_str(page, "<title>") &&
	     append_text(page, "parchis: ") && append_text(page, rec->game) &&
	     pc_buffer_append_str(page, "</title>\n</head>\n<body>\n<h1>") &&
	     append_text(page, rec->game) &&
	     pc_buffer_append_str(page, "</h1>\n<div id=\"controls\">") &&
	     appendf_buttons(page) &&
	     pc_buffer_append_str(page, " <span id=\"label\"></span></div>\n"
					"<div id=\"game\">\n<div>\n") &&
	     pc_board_svg_open(rec, "id=\"board\"", page);
	for (size_t i = 0; i < rec->nturns && ok && status == PC_OK; i++) {
		uint32_t n = rec->turns[i].n;

		if (n == last)
			continue;
		last = n;
		status = pieces_after(rec, n, secret, secret_mac, step, page,
				      err);
	}
	ok = ok && pc_board_svg_close(page) &&
	     pc_buffer_append_str(page, "<pre id=\"position\" hidden>"
					"</pre>\n</div>\n<ol id=\"moves\">\n");
	for (size_t i = 0; i < rec->nturns && ok; i++) {
		/* One line a roll: a roll number only once, the last turn
		 * of that number standing for it. */
		if (i + 1 < rec->nturns &&
		    rec->turns[i + 1].n == rec->turns[i].n)
			continue;
		ok = turn_line(page, &rec->turns[i]);
	}
	ok = ok && pc_buffer_append_str(page, "</ol>\n</div>\n") &&
	     pc_buffer_append_str(page, page_script) &&
	     pc_buffer_append_str(page, "</body>\n</html>\n");
	free(step);
	if (status == PC_OK && !ok)
		status = pc_error_set(err, PC_ERR_NOMEM, 0, 0, "out of memory");
	return status;
}
