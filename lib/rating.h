/* rating.h: ratings from the places of games, by the Plackett-Luce model
 * with the Weng-Lin update (R. C. Weng and C.-J. Lin, "A Bayesian
 * Approximation Method for Online Ranking", JMLR 12, 2011, Algorithm 4),
 * as OpenSkill's default model computes it.
 *
 * A player's skill is a normal distribution, mean mu and deviation
 * sigma. A team's mu and sigma squared are the sums of its members'. Each
 * game moves every player's mu towards what their team's place says and
 * shrinks their sigma. Pure: no I/O, no allocation. */
#ifndef PARCHIS_RATING_H
#define PARCHIS_RATING_H

#include <stddef.h>

enum { PC_RATING_TEAMS_MAX = 8 };

struct pc_rating {
	double mu;
	double sigma;
};

/* The model's constants. */
struct pc_rating_model {
	double mu;	/* a new player's mu: 25 */
	double sigma;	/* a new player's sigma: 25/3 */
	double beta;	/* the spread of one game's performance: 25/6 */
	double kappa;	/* the least factor sigma squared is shrunk by:
			 * 0.0001, so that sigma stays positive */
	double tau;	/* added (in squares) to every sigma before a
			 * game, so that skills may drift: 25/300 */
};

/* OpenSkill's defaults, listed above. */
void pc_rating_model_default(struct pc_rating_model *m);

/* A new player's rating under m. */
struct pc_rating pc_rating_new(const struct pc_rating_model *m);

/* Rates one game under m: player j (0 <= j < nplayers), whose rating is
 * r[j], played in team team[j] (0 <= team[j] < nteams <= TEAMS_MAX);
 * team k took place rank[k] (1 the best; teams with equal ranks tied).
 * Every team has at least one player. r is updated in place. */
void pc_rating_update(const struct pc_rating_model *m, struct pc_rating *r,
		      const int *team, size_t nplayers, const int *rank,
		      size_t nteams);

/* The ordinal, mu - 3 sigma: a skill the player has with about 99.9%
 * certainty, for sorting by rating. */
double pc_rating_ordinal(const struct pc_rating *r);

#endif
