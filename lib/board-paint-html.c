/* board-paint-html.c: the canvas as HTML text for a <pre>, its paints
 * inline styles, for mail programs that show no SVG (Gmail, Outlook). */
#include <config.h>

#include <stdio.h>

#include "board-html.h"
#include "board-paint.h"

/* Text colours of the seats in seat order: yellow, blue, red, green,
 * then the big boards' orange, purple, cyan and pink. */
static const char *const ink[8] = {
	"#a57f00", "#1f5fd6", "#d62828", "#1d8a34",
	"#e06c00", "#7b2fbe", "#00879a", "#d6337f",
};

/* The pale backgrounds of the nests and corridors. */
static const char *const tint[8] = {
	"#fbefc0", "#dde7fa", "#f8dcdc", "#d9f0de",
	"#fde3cc", "#eadcf5", "#d3eff3", "#f9dcea",
};

/* The inline style of paint, into out; false for none. */
static bool
style_of(uint8_t paint, char out[160])
{
	int c = (paint & PC_PAINT_COLOUR) - 1;

	if (c < 0 || c >= 8)
		return false;
	if (paint & PC_PAINT_MARK)
		snprintf(out, 160, "color:%s;font-weight:bold;background:"
				   "#ffe066;outline:2px solid #e0a000", ink[c]);
	else if (paint & PC_PAINT_BOLD)
		snprintf(out, 160, "color:%s;font-weight:bold", ink[c]);
	else
		snprintf(out, 160, "color:%s;background:%s", ink[c], tint[c]);
	return true;
}

static bool
write_row(const struct pc_canvas *c, int y, bool unicode,
	  struct pc_buffer *out)
{
	uint8_t current = PC_PAINT_NONE;
	int end = pc_canvas_row_end(c, y);
	bool ok = true;

	for (int x = 0; x < end && ok; x++) {
		const struct pc_canvas_cell *cell = &c->cell[y * c->width + x];
		uint8_t paint = cell->paint;
		char style[160];

		if (paint != current) {
			bool styled = style_of(paint, style);

			if (current != PC_PAINT_NONE)
				ok = pc_buffer_append_str(out, "</span>");
			ok = ok && (!styled ||
				    pc_buffer_appendf(out, "<span style=\"%s\">",
						      style));
			current = styled ? paint : PC_PAINT_NONE;
		}
		if (cell->len > 0)
			ok = ok && pc_html_escape(out, cell->text, cell->len);
		else
			ok = ok && pc_buffer_append_str(
					   out, pc_canvas_line_char(cell->lines,
								    unicode));
	}
	if (current != PC_PAINT_NONE)
		ok = ok && pc_buffer_append_str(out, "</span>");
	return ok && pc_buffer_append(out, "\n", 1);
}

bool
pc_canvas_write_html(const struct pc_canvas *c, bool unicode,
		     struct pc_buffer *out)
{
	for (int y = 0; y < c->height; y++)
		if (!write_row(c, y, unicode, out))
			return false;
	return true;
}
