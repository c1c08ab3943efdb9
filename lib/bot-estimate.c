/* bot-estimate.c: the chance that each side wins, a curve over the race
 * (bot-estimate.h). */
#include <config.h>

#include "bot.h"
#include "bot-estimate.h"

/* Fitted by tests/fit-estimate on the strong bot's self-play (see the
 * README's figures): one die alone, one die in pairs, two dice alone,
 * two dice in pairs, a roll per piece alone, in pairs. */
const struct pc_estimate_params pc_estimate_fitted[PC_ESTIMATE_KINDS] = {
	{311, 350, -3000}, {369, 150, -3000}, {361, 650, -2250},
	{307, 400, -3000}, {382, 350, -2250}, {382, 350, -2250},
};

enum {
	BIT = 1024,		/* a logit of one bit: a weight twice another */
	NONE = 0xff,
	MEAN_MIN = 100,		/* the root's least: a square to go */
};

/* 2^30 * 2^(-a/32) and 2^30 * 2^(-b/1024), a and b 0 .. 31. */
static const uint32_t coarse[32] = {
	1073741824, 1050733751, 1028218693, 1006186087, 984625594, 963527098,
	942880699,  922676710,	902905651,  883558244,	864625413, 846098274,
	827968132,  810226483,	792865000,  775875538,	759250125, 742980960,
	727060411,  711481005,	696235434,  681316545,	666717336, 652430958,
	638450708,  624770026,	611382493,  598281827,	585461881, 572916640,
	560640218,  548626854,
};
static const uint32_t fine[32] = {
	1073741824, 1073015252, 1072289173, 1071563584, 1070838486,
	1070113879, 1069389763, 1068666136, 1067942999, 1067220351,
	1066498193, 1065776523, 1065055341, 1064334647, 1063614442,
	1062894723, 1062175491, 1061456746, 1060738488, 1060020715,
	1059303428, 1058586627, 1057870310, 1057154479, 1056439131,
	1055724268, 1055009888, 1054295992, 1053582579, 1052869649,
	1052157201, 1051445235,
};

/* 2^30 * 2^(-d / BIT), d >= 0. */
static uint64_t
weight(int64_t d)
{
	int64_t whole = d / BIT, part = d % BIT;
	uint64_t w;

	if (whole >= 31)
		return 0;
	w = (uint64_t)coarse[part / 32] * fine[part % 32] >> 30;
	return w >> whole;
}

/* The integer square root of n >= 0, rounded down. */
static int64_t
root(int64_t n)
{
	int64_t r = 0, bit = (int64_t)1 << 62;

	while (bit > n)
		bit >>= 2;
	while (bit != 0) {
		if (n >= r + bit) {
			n -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return r;
}

int
pc_estimate_kind(const struct pc_engine *e)
{
	const struct pc_rules *r = &e->rules;
	int base = r->roll_per_piece ? 4 : r->dice_per_roll == 2 ? 2 : 0;

	return base + (r->teams == PC_TEAMS_PAIRS);
}

void
pc_estimate_features(const struct pc_engine *e, const struct pc_position *pos,
		     unsigned absent, struct pc_estimate_features *f)
{
	int64_t full = pc_bot_material_full(e), material[PC_NCOLOURS];
	int size[PC_NCOLOURS];

	f->nsides = 0;
	f->winner = -1;
	f->over = pos->over;
	f->mover = -1;
	for (int c = 0; c < PC_NCOLOURS; c++) {
		int partner, lead;

		f->side_of[c] = NONE;
		if (c >= e->board.seats || !((pos->playing >> c) & 1))
			continue;
		partner = pc_partner(e, pos, c);
		lead = partner >= 0 && partner < c ? partner : c;
		if (lead != c) {
			f->side_of[c] = f->side_of[lead];
			continue;
		}
		/* A side all of whose players left plays no more. */
		if ((absent >> c & 1) &&
		    (partner < 0 || (absent >> partner & 1)))
			continue;
		size[f->nsides] = partner >= 0 ? 2 : 1;
		f->remaining[f->nsides] = 0;
		f->side_of[c] = (uint8_t)f->nsides++;
	}
	pc_bot_materials(e, pos, material);
	for (int c = 0; c < PC_NCOLOURS; c++) {
		int s = f->side_of[c];
		int64_t left;

		if (s == NONE)
			continue;
		left = full - material[c];
		f->remaining[s] += left > 0 ? left : 0;
	}
	for (int s = 0; s < f->nsides; s++)
		f->remaining[s] /= size[s];
	if (pos->nfinished > 0 && pos->finished[0] < PC_NCOLOURS) {
		int s = f->side_of[pos->finished[0]];

		/* The first home has won: the others play for places. */
		f->winner = s == NONE ? -1 : s;
	}
	if (!pos->over && pos->to_move < PC_NCOLOURS)
		f->mover = f->side_of[pos->to_move] == NONE
				   ? -1
				   : f->side_of[pos->to_move];
}

void
pc_estimate_combine(const struct pc_estimate_features *f,
		    const struct pc_estimate_params *params,
		    uint32_t chance[PC_NCOLOURS])
{
	int64_t logit[PC_NCOLOURS], best = INT64_MIN, mean = 0, scale;
	uint64_t w[PC_NCOLOURS] = {0}, sum = 0;

	for (int s = 0; s < f->nsides; s++) {
		chance[s] = 0;
		mean += f->remaining[s];
	}
	if (f->nsides == 0)
		return;
	if (f->over && f->winner < 0)
		return;		/* blocked: nobody wins */
	if (f->winner >= 0 || f->nsides == 1) {
		chance[f->winner >= 0 ? f->winner : 0] = PC_CHANCE_ONE;
		return;
	}
	mean = mean / f->nsides + params->base;
	/* 16 steps of scale to a unit: its fit needs them. */
	scale = 16 * root(mean > MEAN_MIN ? mean : MEAN_MIN);
	for (int s = 0; s < f->nsides; s++) {
		int64_t r = f->remaining[s] - (s == f->mover ? params->tempo : 0);

		logit[s] = -r * params->scale / scale;
		if (logit[s] > best)
			best = logit[s];
	}
	for (int s = 0; s < f->nsides; s++) {
		w[s] = weight(best - logit[s]);
		sum += w[s];
	}
	for (int s = 0; s < f->nsides; s++)
		chance[s] = (uint32_t)((w[s] * PC_CHANCE_ONE + sum / 2) / sum);
}

uint32_t
pc_estimate_chance(const struct pc_engine *e, const struct pc_position *pos,
		   unsigned absent, int c)
{
	struct pc_estimate_features f;
	uint32_t chance[PC_NCOLOURS];

	pc_estimate_features(e, pos, absent, &f);
	if (c < 0 || c >= PC_NCOLOURS || f.side_of[c] == NONE)
		return 0;
	pc_estimate_combine(&f, &pc_estimate_fitted[pc_estimate_kind(e)],
			    chance);
	return chance[f.side_of[c]];
}
