/* train-expert.c: learns the expert bot's networks (lib/bot-net.h) from
 * self-play. Built on demand ("make train-expert"), never run as a test.
 *
 *   tests/train-expert gen PRESET GAMES SEED POLICIES OUT [NET]
 *	plays GAMES games of PRESET with the bots POLICIES (one per seat,
 *	comma-separated: random, strong, expert, net (the expert's search
 *	on NET, a file of fit), greedy (the play NET rates best), seats
 *	rotating every game; expert and net with a budget of
 *	GEN_BUDGET) and appends every position between rolls, as
 *	the network's inputs, with the seats that went on to win, to OUT;
 *   tests/train-expert fit OUT EPOCHS LAMBDA DATA... [from NET]
 *	learns a network from the positions of the DATA files (one game
 *	in twenty kept apart to measure it) towards their TD(LAMBDA)
 *	returns (1: who won) and writes its weights, as floating point,
 *	to OUT; "from NET" starts from NET's weights;
 *   tests/train-expert emit NAME NET
 *	prints NET as the C initializer of a struct pc_net called NAME;
 *   tests/train-expert play PRESET GAMES SEED POLICIES [NET [BUDGET]]
 *	plays GAMES games and prints each policy's wins, rate and 95%
 *	interval (the seats rotate, so each policy takes every seat).
 *
 * The learning is floating point (it runs here only); the bot evaluates
 * the network in integers (lib/bot-net.c), from weights rounded to
 * PC_NET_WEIGHT_ONE. */
#include <config.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-expert.h"
#include "bot-net.h"
#include "bot.h"
#include "rules.h"
#include "selfplay.h"
#include "tool-engine.h"

enum {
	PLAYS = 1024, ROLLS_MAX = 20000, POLICIES = 4,
	/* The budget of gen's expert and net players: the one the shipped
	 * networks' games were played with, whatever the bot's default
	 * is now, so that train-expert.sh makes them again. */
	GEN_BUDGET = 1000,
};

enum policy { P_RANDOM, P_STRONG, P_EXPERT, P_NET, P_GREEDY };

/* A sample's tag: samples of another layout (an older build's) are
 * refused, not read as garbage. Change it with struct sample or struct
 * pc_net_input. */
#define SAMPLE_TAG UINT32_C(0x50435332)	/* "PCS2": 16-bit measures */

/* A position as learned from: its inputs, and bit k for each seat k (in
 * the inputs' order) that won. */
struct sample {
	uint32_t tag;			/* SAMPLE_TAG */
	struct pc_net_input in;
	uint8_t won;
	uint8_t game_mod;	/* the game's number modulo 20 */
	uint8_t mover;		/* the colour to roll: the inputs' seat 0 */
	uint8_t last;		/* 1 for the game's last position */
};

/* The floating-point network the integer one is rounded from. */
struct fnet {
	float hb[PC_NET_HIDDEN];
	float hw[PC_NET_INPUTS][PC_NET_HIDDEN];
	float ob[PC_NET_SEATS];
	float ow[PC_NET_SEATS][PC_NET_HIDDEN];
};

enum { FNET_FLOATS = sizeof(struct fnet) / sizeof(float) };

static void
die_usage(void)
{
	fputs("usage: train-expert gen|fit|emit|play ... (see the source)\n",
	      stderr);
	exit(2);
}

static int
parse_policies(const char *text, enum policy out[POLICIES])
{
	static const char *const names[] = {"random", "strong", "expert",
					    "net", "greedy"};
	int n = 0;

	while (n < POLICIES && *text != '\0') {
		size_t len = strcspn(text, ",");
		int k;

		for (k = 0; k < 5; k++)
			if (strlen(names[k]) == len &&
			    strncmp(names[k], text, len) == 0)
				break;
		if (k == 5)
			die_usage();
		out[n++] = (enum policy)k;
		text += len + (text[len] == ',');
	}
	if (n != POLICIES)
		die_usage();
	return n;
}

/* Reads a network written by fit: exactly one struct fnet (a file of
 * another build's layout has another size). */
static bool
load_fnet(const char *path, struct fnet *f)
{
	FILE *fp = fopen(path, "rb");
	bool ok = fp != NULL && fread(f, sizeof *f, 1, fp) == 1 &&
		  fgetc(fp) == EOF;

	if (fp != NULL)
		fclose(fp);
	return ok;
}

/* x in PC_NET_WEIGHT_ONE, rounded, within +-most. */
static int16_t
quantize(float x, float most)
{
	float q = roundf(x * PC_NET_WEIGHT_ONE);

	if (q > most)
		q = most;
	if (q < -most)
		q = -most;
	return (int16_t)q;
}

static void
round_net(const struct fnet *f, struct pc_net *net)
{
	for (int u = 0; u < PC_NET_HIDDEN; u++) {
		net->hidden_bias[u] = quantize(f->hb[u], 32767.0f);
		for (int i = 0; i < PC_NET_INPUTS; i++)
			net->hidden[i][u] = quantize(
				f->hw[i][u], i < PC_NET_SQUARE_INPUTS
						     ? PC_NET_SQUARE_WEIGHT_MAX
						     : 32767.0f);
		for (int s = 0; s < PC_NET_SEATS; s++)
			net->out[s][u] = quantize(f->ow[s][u], 32767.0f);
	}
	for (int s = 0; s < PC_NET_SEATS; s++)
		net->out_bias[s] = quantize(f->ob[s], 32767.0f);
}

/* The play NET rates best for the roller. */
static size_t
greedy(const struct pc_engine *e, const struct pc_net *net,
       const enum pc_bot_level *levels, const struct pc_position *pos, const uint8_t *dice, int ndice,
       const struct pc_play *plays, size_t n)
{
	size_t best = 0;
	int32_t top = INT32_MIN;

	for (size_t k = 0; k < n; k++) {
		struct pc_position next = *pos;
		int32_t v;

		pc_apply_play(e, &next, dice, ndice, &plays[k], NULL);
		v = pc_net_chance(e, net, &next, levels, pos->to_move);
		if (v > top) {
			top = v;
			best = k;
		}
	}
	return best;
}

static struct pc_play plays[PLAYS];

struct game_out {
	struct sample *s;
	size_t n, cap;
};

/* Plays one game; the policy of seat c is pol[(c + index) % 4]. Keeps
 * its positions in out when out is not NULL; returns the winning
 * colours. */
static unsigned
play_game(const struct pc_engine *e, const enum policy pol[POLICIES],
	  const struct pc_net *net, uint32_t budget, uint64_t seed,
	  uint64_t index, struct game_out *out)
{
	uint64_t number = index, rng = seed ^ pc_bot_rng_next(&index);
	enum pc_bot_level levels[PC_NCOLOURS] = {PC_BOT_NONE};
	struct pc_position pos;
	size_t first = out != NULL ? out->n : 0;
	unsigned won;

	pc_bot_rng_next(&rng);
	for (int c = 0; c < 4; c++) {
		enum policy p = pol[(c + number) % POLICIES];

		levels[c] = p == P_RANDOM   ? PC_BOT_RANDOM
			    : p == P_STRONG ? PC_BOT_STRONG
					    : PC_BOT_EXPERT;
	}
	pc_position_init(e, &pos, 0xf,
			 (enum pc_colour)pc_bot_rng_below(&rng, 4));
	for (int rolls = 0; !pos.over && rolls < ROLLS_MAX; rolls++) {
		uint8_t dice[PC_ROLL_DICE];
		int ndice = pc_roll_ndice(e, &pos);
		enum policy p = pol[(pos.to_move + number) % POLICIES];
		size_t n, k = 0;

		for (int d = 0; d < ndice; d++)
			dice[d] = (uint8_t)(pc_bot_rng_below(&rng, 6) + 1);
		n = pc_legal_plays(e, &pos, dice, ndice, plays, PLAYS);
		if (n > PLAYS)
			n = PLAYS;
		if (n > 1) {
			switch (p) {
			case P_RANDOM:
				k = pc_bot_random(n, &rng);
				break;
			case P_STRONG:
				k = pc_bot_strong(e, &pos, dice, ndice, plays, n);
				break;
			case P_EXPERT:
				k = pc_expert_search(e, &pos, dice, ndice, plays, n,
						     budget, &pc_expert_default_weights);
				break;
			case P_NET:
				k = pc_expert_net_search(e, &pos, dice, ndice,
							 plays, n, budget, net,
							 levels);
				break;
			case P_GREEDY:
				k = greedy(e, net, levels, &pos, dice, ndice,
					   plays, n);
				break;
			}
		}
		pc_apply_play(e, &pos, dice, ndice, &plays[k], NULL);
		if (out != NULL && !pos.over) {
			if (out->n == out->cap) {
				out->cap = out->cap ? 2 * out->cap : 1 << 16;
				out->s = realloc(out->s, out->cap * sizeof *out->s);
				if (out->s == NULL) {
					perror("train-expert");
					exit(1);
				}
			}
			pc_net_inputs(e, &pos, levels, &out->s[out->n].in);
			out->s[out->n].tag = SAMPLE_TAG;
			out->s[out->n].mover = pos.to_move;
			out->s[out->n].game_mod = (uint8_t)(number % 20);
			out->s[out->n].last = 0;
			out->n++;
		}
	}
	won = pos.over ? pc_winners(e, &pos) : 0;
	if (out != NULL) {
		if (won == 0) {
			out->n = first;
		} else {
			out->s[out->n - 1].last = 1;
			for (size_t k = first; k < out->n; k++) {
				int mover = out->s[k].mover;
				uint8_t bits = 0;

				for (int s = 0; s < PC_NET_SEATS; s++)
					if (won & (1u << ((mover + s) % 4)))
						bits |= (uint8_t)(1u << s);
				out->s[k].won = bits;
			}
		}
	}
	return won;
}

/* Whether a policy plays on the network. */
static bool
needs_net(const enum policy pol[POLICIES])
{
	for (int k = 0; k < POLICIES; k++)
		if (pol[k] == P_NET || pol[k] == P_GREEDY)
			return true;
	return false;
}

static bool
load_net_arg(int argc, char **argv, int at, struct pc_net *net)
{
	struct fnet *f;

	if (argc <= at)
		return false;
	f = malloc(sizeof *f);
	if (f == NULL || !load_fnet(argv[at], f)) {
		fprintf(stderr, "train-expert: cannot read %s\n", argv[at]);
		exit(1);
	}
	round_net(f, net);
	free(f);
	return true;
}

static int
cmd_gen(int argc, char **argv)
{
	struct pc_engine e;
	enum policy pol[POLICIES];
	static struct pc_net net;
	struct game_out out = {0};
	long games;
	uint64_t seed;
	FILE *fp;

	if (argc < 7)
		die_usage();
	tool_engine_setup(&e, argv[2], "train-expert");
	games = atol(argv[3]);
	seed = strtoull(argv[4], NULL, 10);
	parse_policies(argv[5], pol);
	if (!load_net_arg(argc, argv, 7, &net) && needs_net(pol)) {
		fputs("train-expert: net and greedy need a NET\n", stderr);
		return 2;
	}
	fp = fopen(argv[6], "ab");
	if (fp == NULL) {
		perror(argv[6]);
		return 1;
	}
	for (long g = 0; g < games; g++) {
		out.n = 0;
		play_game(&e, pol, &net, GEN_BUDGET, seed, (uint64_t)g, &out);
		if (out.n > 0 && fwrite(out.s, sizeof *out.s, out.n, fp) != out.n) {
			perror(argv[6]);
			return 1;
		}
	}
	free(out.s);
	return fclose(fp) == 0 ? 0 : 1;
}

static int
cmd_play(int argc, char **argv)
{
	struct pc_engine e;
	enum policy pol[POLICIES];
	static struct pc_net net;
	static const char *const names[] = {"random", "strong", "expert",
					    "net", "greedy"};
	uint64_t wins[5] = {0}, seats[5] = {0};
	long games;
	uint64_t seed;
	uint32_t budget;

	if (argc < 6)
		die_usage();
	tool_engine_setup(&e, argv[2], "train-expert");
	games = atol(argv[3]);
	seed = strtoull(argv[4], NULL, 10);
	parse_policies(argv[5], pol);
	if (!load_net_arg(argc, argv, 6, &net) && needs_net(pol)) {
		fputs("train-expert: net and greedy need a NET\n", stderr);
		return 2;
	}
	budget = argc > 7 ? (uint32_t)atol(argv[7]) : pc_bot_expert_budget(&e);
	for (long g = 0; g < games; g++) {
		unsigned won = play_game(&e, pol, &net, budget, seed,
					 (uint64_t)g, NULL);

		for (int c = 0; c < 4; c++) {
			enum policy p = pol[(c + g) % POLICIES];

			seats[p]++;
			wins[p] += (won >> c) & 1;
		}
	}
	for (int p = 0; p < 5; p++) {
		double low, high;

		if (seats[p] == 0)
			continue;
		pc_wilson(wins[p], seats[p], &low, &high);
		printf("%-7s seats %6llu wins %6llu rate %5.1f%% (%.1f%%-%.1f%%)\n",
		       names[p], (unsigned long long)seats[p],
		       (unsigned long long)wins[p],
		       100.0 * (double)wins[p] / (double)seats[p], 100 * low,
		       100 * high);
	}
	return 0;
}

/* Learning. */

struct adam {
	float *m, *v;
	long t;
};

static float
frand(uint64_t *rng)
{
	return (float)((double)(pc_bot_rng_next(rng) >> 11) * 0x1.0p-53);
}

static void
init_fnet(struct fnet *f, uint64_t *rng)
{
	memset(f, 0, sizeof *f);
	for (int i = 0; i < PC_NET_INPUTS; i++)
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			f->hw[i][u] = (frand(rng) - 0.5f) * 0.2f;
	for (int s = 0; s < PC_NET_SEATS; s++)
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			f->ow[s][u] = (frand(rng) - 0.5f) * 0.2f;
	for (int u = 0; u < PC_NET_HIDDEN; u++)
		f->hb[u] = 0.1f;
}

/* Forward: the hidden units' inputs into pre, the chances into p;
 * returns the log loss against the chances t (NULL: none). */
static float
forward(const struct fnet *f, const struct sample *s, const float *t,
	float *pre, float *p)
{
	float z[PC_NET_SEATS], top, total = 0.0f, loss = 0.0f;

	for (int u = 0; u < PC_NET_HIDDEN; u++)
		pre[u] = f->hb[u];
	for (int k = 0; k < PC_NET_SEATS * PC_PIECES; k++) {
		const float *row = f->hw[s->in.square[k]];

		for (int u = 0; u < PC_NET_HIDDEN; u++)
			pre[u] += row[u];
	}
	for (int k = 0; k < PC_NET_MEASURE_INPUTS; k++) {
		const float *row = f->hw[PC_NET_SQUARE_INPUTS + k];
		float x = (float)s->in.measure[k] / PC_NET_ONE;

		if (x == 0.0f)
			continue;
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			pre[u] += x * row[u];
	}
	for (int c = 0; c < PC_NET_SEATS; c++) {
		z[c] = f->ob[c];
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			if (pre[u] > 0.0f)
				z[c] += f->ow[c][u] * pre[u];
	}
	top = z[0];
	for (int c = 1; c < PC_NET_SEATS; c++)
		if (z[c] > top)
			top = z[c];
	for (int c = 0; c < PC_NET_SEATS; c++) {
		p[c] = expf(z[c] - top);
		total += p[c];
	}
	for (int c = 0; c < PC_NET_SEATS; c++) {
		p[c] /= total;
		if (t != NULL && t[c] > 0.0f)
			loss -= t[c] * logf(p[c] > 1e-9f ? p[c] : 1e-9f);
	}
	return loss;
}

static void
backward(const struct fnet *f, struct fnet *g, const struct sample *s,
	 const float *t, const float *pre, const float *p)
{
	float dz[PC_NET_SEATS], dh[PC_NET_HIDDEN];

	for (int c = 0; c < PC_NET_SEATS; c++) {
		dz[c] = p[c] - t[c];
		g->ob[c] += dz[c];
	}
	for (int u = 0; u < PC_NET_HIDDEN; u++) {
		dh[u] = 0.0f;
		if (pre[u] <= 0.0f)
			continue;
		for (int c = 0; c < PC_NET_SEATS; c++) {
			g->ow[c][u] += dz[c] * pre[u];
			dh[u] += dz[c] * f->ow[c][u];
		}
		g->hb[u] += dh[u];
	}
	for (int k = 0; k < PC_NET_SEATS * PC_PIECES; k++) {
		float *row = g->hw[s->in.square[k]];

		for (int u = 0; u < PC_NET_HIDDEN; u++)
			row[u] += dh[u];
	}
	for (int k = 0; k < PC_NET_MEASURE_INPUTS; k++) {
		float *row = g->hw[PC_NET_SQUARE_INPUTS + k];
		float x = (float)s->in.measure[k] / PC_NET_ONE;

		if (x == 0.0f)
			continue;
		for (int u = 0; u < PC_NET_HIDDEN; u++)
			row[u] += x * dh[u];
	}
}

static void
adam_step(struct fnet *f, struct fnet *g, struct adam *a, float lr, int batch)
{
	float *w = (float *)f, *gr = (float *)g;
	const float b1 = 0.9f, b2 = 0.999f;
	float c1, c2;

	a->t++;
	c1 = 1.0f - powf(b1, (float)a->t);
	c2 = 1.0f - powf(b2, (float)a->t);
	for (long i = 0; i < FNET_FLOATS; i++) {
		float gi = gr[i] / (float)batch;

		if (gi == 0.0f && a->m[i] == 0.0f)
			continue;
		a->m[i] = b1 * a->m[i] + (1.0f - b1) * gi;
		a->v[i] = b2 * a->v[i] + (1.0f - b2) * gi * gi;
		w[i] -= lr * (a->m[i] / c1) / (sqrtf(a->v[i] / c2) + 1e-8f);
		/* The integer network keeps weights within 2^15. */
		if (w[i] > 30.0f)
			w[i] = 30.0f;
		if (w[i] < -30.0f)
			w[i] = -30.0f;
		gr[i] = 0.0f;
	}
}

static struct sample *
load_samples(int nfiles, char **files, size_t *count)
{
	struct sample *all = NULL;
	size_t n = 0;

	for (int k = 0; k < nfiles; k++) {
		FILE *fp = fopen(files[k], "rb");
		long size;

		if (fp == NULL || fseek(fp, 0, SEEK_END) != 0 ||
		    (size = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) {
			fprintf(stderr, "train-expert: cannot read %s\n", files[k]);
			exit(1);
		}
		/* Positions of gen, of this build's layout, whole. */
		if ((size_t)size % sizeof *all != 0) {
			fprintf(stderr, "train-expert: %s: not positions of "
					"this build's gen\n", files[k]);
			exit(1);
		}
		all = realloc(all, (n + (size_t)size / sizeof *all + 1) *
					   sizeof *all);
		if (all == NULL) {
			perror("train-expert");
			exit(1);
		}
		for (size_t got = fread(all + n, sizeof *all,
					(size_t)size / sizeof *all, fp);
		     got > 0; got--, n++) {
			if (all[n].tag != SAMPLE_TAG) {
				fprintf(stderr, "train-expert: %s: not "
						"positions of this build's "
						"gen\n", files[k]);
				exit(1);
			}
		}
		fclose(fp);
	}
	*count = n;
	return all;
}

/* The chances learned towards, seats in the inputs' order: with lambda
 * 1, who won; below, the TD(lambda) return, each position's target
 * drawn from who won towards what the network f says of the positions
 * that follow it in its game. */
static void
targets(const struct fnet *f, const struct sample *s, size_t n, float lambda,
	float (*t)[PC_NET_SEATS])
{
	float ret[PC_NET_SEATS] = {0}, next[PC_NET_SEATS] = {0};
	float pre[PC_NET_HIDDEN], p[PC_NET_SEATS];

	for (size_t k = n; k-- > 0;) {
		int mover = s[k].mover;

		if (s[k].last) {
			int nwon = __builtin_popcount(s[k].won);

			for (int c = 0; c < PC_NET_SEATS; c++)
				ret[(mover + c) % 4] = (s[k].won & (1u << c))
						       ? 1.0f / (float)nwon
						       : 0.0f;
		} else {
			for (int c = 0; c < PC_NET_SEATS; c++)
				ret[c] = (1.0f - lambda) * next[c] +
					 lambda * ret[c];
		}
		for (int c = 0; c < PC_NET_SEATS; c++)
			t[k][c] = ret[(mover + c) % 4];
		if (lambda < 1.0f) {
			forward(f, &s[k], NULL, pre, p);
			for (int c = 0; c < PC_NET_SEATS; c++)
				next[(mover + c) % 4] = p[c];
		}
	}
}

static int
cmd_fit(int argc, char **argv)
{
	struct fnet *f = malloc(sizeof *f), *g = calloc(1, sizeof *g);
	struct adam a = {calloc(FNET_FLOATS, sizeof(float)),
			 calloc(FNET_FLOATS, sizeof(float)), 0};
	int epochs, nfiles = argc - 5;
	size_t n, *order, ntrain = 0;
	struct sample *s;
	float (*won)[PC_NET_SEATS], (*td)[PC_NET_SEATS], lambda;
	uint64_t rng = 12345;
	const int batch = 256;
	float lr = 1e-3f;
	FILE *fp;

	if (argc < 6 || f == NULL || g == NULL || a.m == NULL || a.v == NULL)
		die_usage();
	epochs = atoi(argv[3]);
	lambda = strtof(argv[4], NULL);
	init_fnet(f, &rng);
	if (argc >= 8 && strcmp(argv[argc - 2], "from") == 0) {
		if (!load_fnet(argv[argc - 1], f)) {
			fprintf(stderr, "train-expert: cannot read %s\n",
				argv[argc - 1]);
			return 1;
		}
		nfiles -= 2;
		lr = 3e-4f;
	}
	s = load_samples(nfiles, argv + 5, &n);
	order = malloc(n * sizeof *order);
	won = malloc(n * sizeof *won);
	td = lambda < 1.0f ? malloc(n * sizeof *td) : won;
	if (order == NULL || won == NULL || td == NULL)
		return 1;
	targets(f, s, n, 1.0f, won);
	for (size_t k = 0; k < n; k++)
		if (s[k].game_mod != 0)
			order[ntrain++] = k;
	fprintf(stderr, "%zu positions, %zu to learn from\n", n, ntrain);
	for (int ep = 0; ep < epochs; ep++) {
		double train_loss = 0.0, test_loss = 0.0;
		size_t ntest = 0;
		float pre[PC_NET_HIDDEN], p[PC_NET_SEATS];

		if (td != won)
			targets(f, s, n, lambda, td);
		for (size_t k = ntrain; k > 1; k--) {
			size_t j = pc_bot_rng_below(&rng, k), t = order[k - 1];

			order[k - 1] = order[j];
			order[j] = t;
		}
		for (size_t k = 0; k < ntrain; k++) {
			size_t i = order[k];

			train_loss += (double)forward(f, &s[i], td[i], pre, p);
			backward(f, g, &s[i], td[i], pre, p);
			/* An epoch's last gradients short of a batch go
			 * into the next epoch's first (after the last
			 * epoch, nowhere): so the shipped weights were
			 * made, and so they are made again. */
			if ((k + 1) % batch == 0)
				adam_step(f, g, &a, lr, batch);
		}
		for (size_t k = 0; k < n; k++) {
			if (s[k].game_mod != 0)
				continue;
			test_loss += (double)forward(f, &s[k], won[k], pre, p);
			ntest++;
		}
		fprintf(stderr, "epoch %d: loss %.5f learning, %.5f kept apart\n",
			ep + 1, train_loss / (double)ntrain,
			ntest ? test_loss / (double)ntest : 0.0);
		lr *= 0.6f;
	}
	fp = fopen(argv[2], "wb");
	if (fp == NULL || fwrite(f, sizeof *f, 1, fp) != 1 || fclose(fp) != 0) {
		perror(argv[2]);
		return 1;
	}
	return 0;
}

static void
emit_row(const int16_t *row, int n)
{
	for (int u = 0; u < n; u++)
		printf("%s%d,", u % 12 == 0 ? "\n\t\t" : " ", row[u]);
}

static int
cmd_emit(int argc, char **argv)
{
	static struct fnet f;
	static struct pc_net net;

	if (argc < 4 || !load_fnet(argv[3], &f))
		die_usage();
	round_net(&f, &net);
	printf("const struct pc_net %s = {\n\t.hidden_bias = {", argv[2]);
	emit_row(net.hidden_bias, PC_NET_HIDDEN);
	printf("\n\t},\n\t.hidden = {");
	for (int i = 0; i < PC_NET_INPUTS; i++) {
		printf("\n\t\t{");
		emit_row(net.hidden[i], PC_NET_HIDDEN);
		printf("},");
	}
	printf("\n\t},\n\t.out_bias = {");
	emit_row(net.out_bias, PC_NET_SEATS);
	printf("\n\t},\n\t.out = {");
	for (int s = 0; s < PC_NET_SEATS; s++) {
		printf("\n\t\t{");
		emit_row(net.out[s], PC_NET_HIDDEN);
		printf("},");
	}
	printf("\n\t},\n};\n");
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc < 2)
		die_usage();
	if (strcmp(argv[1], "gen") == 0)
		return cmd_gen(argc, argv);
	if (strcmp(argv[1], "fit") == 0)
		return cmd_fit(argc, argv);
	if (strcmp(argv[1], "emit") == 0)
		return cmd_emit(argc, argv);
	if (strcmp(argv[1], "play") == 0)
		return cmd_play(argc, argv);
	die_usage();
	return 2;
}
