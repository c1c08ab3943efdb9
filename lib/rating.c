/* rating.c: the Plackett-Luce model with the Weng-Lin update.
 *
 * For teams i = 1..k with mu_i and sigma_i^2 the sums of their members'
 * (after sigma^2 += tau^2 for each member) and places r(i):
 *
 *   c      = sqrt(sum_i (sigma_i^2 + beta^2))
 *   C_q    = {i : r(i) >= r(q)}     the teams not placed above q
 *   A_q    = |{i : r(i) == r(q)}|   the teams tied with q (1 without ties)
 *   S_q    = sum_{s in C_q} exp(mu_s / c)
 *   p_iq   = exp(mu_i / c) / S_q
 *   Omega_i = sigma_i^2 / c   * sum_{q : r(q) <= r(i)} (delta_qi - p_iq) / A_q
 *   Delta_i = gamma_i sigma_i^2 / c^2
 *                             * sum_{q : r(q) <= r(i)} p_iq (1 - p_iq) / A_q
 *   gamma_i = sigma_i / c
 *
 * and each member j of team i, with its own mu_j and sigma_j:
 *
 *   mu_j      += sigma_j^2 / sigma_i^2 * Omega_i
 *   sigma_j^2 *= max(1 - sigma_j^2 / sigma_i^2 * Delta_i, kappa)
 *
 * The paper's Algorithm 4; the 1/A_q weights for ties are OpenSkill's. */
#include <config.h>

#include <math.h>

#include "rating.h"

void
pc_rating_model_default(struct pc_rating_model *m)
{
	m->mu = 25.0;
	m->sigma = 25.0 / 3.0;
	m->beta = 25.0 / 6.0;
	m->kappa = 0.0001;
	m->tau = 25.0 / 300.0;
}

struct pc_rating
pc_rating_new(const struct pc_rating_model *m)
{
	struct pc_rating r = {m->mu, m->sigma};

	return r;
}

double
pc_rating_ordinal(const struct pc_rating *r)
{
	return r->mu - 3.0 * r->sigma;
}

void
pc_rating_update(const struct pc_rating_model *m, struct pc_rating *r,
		 const int *team, size_t nplayers, const int *rank,
		 size_t nteams)
{
	double mu[PC_RATING_TEAMS_MAX] = {0}, var[PC_RATING_TEAMS_MAX] = {0};
	double e[PC_RATING_TEAMS_MAX], sum_q[PC_RATING_TEAMS_MAX];
	double omega[PC_RATING_TEAMS_MAX], delta[PC_RATING_TEAMS_MAX];
	int tied[PC_RATING_TEAMS_MAX];
	double c = 0.0;

	if (nteams > PC_RATING_TEAMS_MAX)
		nteams = PC_RATING_TEAMS_MAX;
	for (size_t j = 0; j < nplayers; j++) {
		r[j].sigma = sqrt(r[j].sigma * r[j].sigma + m->tau * m->tau);
		mu[team[j]] += r[j].mu;
		var[team[j]] += r[j].sigma * r[j].sigma;
	}
	for (size_t i = 0; i < nteams; i++)
		c += var[i] + m->beta * m->beta;
	c = sqrt(c);
	for (size_t i = 0; i < nteams; i++)
		e[i] = exp(mu[i] / c);
	for (size_t q = 0; q < nteams; q++) {
		sum_q[q] = 0.0;
		tied[q] = 0;
		for (size_t i = 0; i < nteams; i++) {
			if (rank[i] >= rank[q])
				sum_q[q] += e[i];
			tied[q] += rank[i] == rank[q];
		}
	}
	for (size_t i = 0; i < nteams; i++) {
		double o = 0.0, d = 0.0;

		for (size_t q = 0; q < nteams; q++) {
			double p = e[i] / sum_q[q];

			if (rank[q] > rank[i])
				continue;
			o += ((q == i ? 1.0 : 0.0) - p) / tied[q];
			d += p * (1.0 - p) / tied[q];
		}
		omega[i] = var[i] / c * o;
		/* gamma_i = sigma_i / c */
		delta[i] = sqrt(var[i]) / c * var[i] / (c * c) * d;
	}
	for (size_t j = 0; j < nplayers; j++) {
		int i = team[j];
		double share = r[j].sigma * r[j].sigma / var[i];

		r[j].mu += share * omega[i];
		r[j].sigma *= sqrt(fmax(1.0 - share * delta[i], m->kappa));
	}
}
