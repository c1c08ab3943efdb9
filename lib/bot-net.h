/* bot-net.h: the expert bot's learned judgement of a position: a small
 * neural network that gives each seat's chance to win.
 *
 * The network reads a position as its inputs (pc_net_inputs): where each
 * seat's pieces stand, one input per square of progress, and a few
 * measures of each seat's danger and chances (exposure to captures, its
 * own threats, barriers, distance to go), the seats taken in order from
 * the one to roll, so that one network serves every seat. One hidden
 * layer of PC_NET_HIDDEN rectified units gives a score per seat, and the
 * scores' softmax the chances.
 *
 * The weights are learned by tests/train-expert.c from self-play (each
 * position of many games against the side that went on to win) and kept
 * as integers, and the network is evaluated in integer arithmetic alone,
 * so that a bot's choice is the same on every machine. A network covers
 * one kind of game on the 4-seat board with four players: one die, two
 * dice, or pairs (pc_net_for).
 *
 * Pure: no I/O, no allocation. */
#ifndef PARCHIS_BOT_NET_H
#define PARCHIS_BOT_NET_H

#include <stdint.h>

#include "record.h"
#include "engine.h"

enum {
	PC_NET_SEATS = 4,
	PC_NET_PROGRESS = 73,	/* progress 0 (nest) .. 72 (goal) */
	PC_NET_SEAT_MEASURES = 8,	/* per seat, see pc_net_inputs */
	PC_NET_SEAT_LEVELS = 2,		/* per seat: a random bot, a strong
					 * one */
	/* Inputs: the squares of each seat, each seat's measures, two
	 * for the sixes the roller has rolled in this turn, and who plays
	 * each seat. */
	PC_NET_SQUARE_INPUTS = PC_NET_SEATS * PC_NET_PROGRESS,
	PC_NET_SIXES = PC_NET_SEATS * PC_NET_SEAT_MEASURES,
	PC_NET_LEVELS = PC_NET_SIXES + 2,
	PC_NET_MEASURE_INPUTS = PC_NET_LEVELS +
				PC_NET_SEATS * PC_NET_SEAT_LEVELS,
	PC_NET_INPUTS = PC_NET_SQUARE_INPUTS + PC_NET_MEASURE_INPUTS,
	PC_NET_HIDDEN = 64,
	PC_NET_ONE = 256,	/* a measure's 1.0 */
	/* A measure's most, above any on the networks' board (none passes
	 * four pieces' worth): a bound that holds the products of
	 * pc_net_scores within 32 bits. */
	PC_NET_MEASURE_MAX = 5 * PC_NET_ONE,
	PC_NET_WEIGHT_ONE = 1024,	/* a weight's 1.0 */
	/* A square input's weights are within +-this, so that a seat's
	 * four add up in 16 bits (training rounds them so). */
	PC_NET_SQUARE_WEIGHT_MAX = 8191,
	PC_NET_CHANCE_ONE = 1 << 16,	/* a chance of 1 */
	/* A score's bound: any weights give scores whose differences fit
	 * 32 bits (the shipped ones never come near it: check_bot_net
	 * bounds them). */
	PC_NET_SCORE_MAX = 1 << 29,
};

/* A position as the network reads it: the square inputs that are set
 * (one per piece; two pieces on one progress set it twice) and the
 * measures, in PC_NET_ONE, each from 0 to PC_NET_MEASURE_MAX (16 bits,
 * so that the network multiplies them as 16-bit numbers). */
struct pc_net_input {
	uint16_t square[PC_NET_SEATS * PC_PIECES];
	int16_t measure[PC_NET_MEASURE_INPUTS];
};

/* The weights, as integers in PC_NET_WEIGHT_ONE. */
struct pc_net {
	int16_t hidden_bias[PC_NET_HIDDEN];
	/* One row per input: the weights from it to every hidden unit. */
	int16_t hidden[PC_NET_INPUTS][PC_NET_HIDDEN];
	int16_t out_bias[PC_NET_SEATS];
	int16_t out[PC_NET_SEATS][PC_NET_HIDDEN];
};

/* The trained networks (bot-net-weights.c). */
extern const struct pc_net pc_net_one_die, pc_net_two_dice, pc_net_pairs;

/* The network for pos in e's game, or NULL when none fits: the 4-seat
 * board with all four seats taken, nobody home yet (with places for
 * more than one), no roll per piece and, in pairs, one die. The
 * options may differ from the presets the networks learned on: one die
 * takes the one-die network (classic's), two dice the two-dice one
 * (Superparchis's; the American game too). */
const struct pc_net *pc_net_for(const struct pc_engine *e,
				const struct pc_position *pos);

/* pos as the network's inputs, the seats taken in order from
 * pos->to_move (seat k is colour (to_move + k) % 4). levels, when not
 * NULL, tells who plays each colour: a random or a strong bot plays as
 * those do (the network learned from their games), anyone else (a
 * person, the expert) as well as the expert. */
void pc_net_inputs(const struct pc_engine *e, const struct pc_position *pos,
		   const enum pc_bot_level *levels, struct pc_net_input *in);

/* Each seat's score (in PC_NET_WEIGHT_ONE), seats in the inputs' order,
 * held within +-PC_NET_SCORE_MAX. */
void pc_net_scores(const struct pc_net *net, const struct pc_net_input *in,
		   int32_t score[PC_NET_SEATS]);

/* The chance (in PC_NET_CHANCE_ONE) that colour c wins from pos (its
 * pair, in pairs), by net, with levels as pc_net_inputs takes them. */
int32_t pc_net_chance(const struct pc_engine *e, const struct pc_net *net,
		      const struct pc_position *pos,
		      const enum pc_bot_level *levels, int c);

/* Every colour's chance, by colour (0 for a colour not seated; in pairs
 * each partner has the pair's). */
void pc_net_chances(const struct pc_engine *e, const struct pc_net *net,
		    const struct pc_position *pos,
		    const enum pc_bot_level *levels,
		    int32_t chance[PC_NCOLOURS]);

#endif
