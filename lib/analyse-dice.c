/* analyse-dice.c: the chi-square test of dice against a fair die, and
 * the regularized incomplete gamma function its p-value needs
 * (analyse.h). Doubles: the figures are shown, never replayed. */
#include <config.h>

#include <math.h>

#include "analyse.h"

enum { ITERATIONS = 500 };
static const double EPSILON = 1e-15, TINY = 1e-300;

double
pc_chi_square(const uint64_t counts[6], uint64_t *total)
{
	uint64_t n = 0;
	double expected, chi2 = 0;

	for (int f = 0; f < 6; f++)
		n += counts[f];
	if (total != NULL)
		*total = n;
	if (n == 0)
		return 0;
	expected = (double)n / 6;
	for (int f = 0; f < 6; f++) {
		double d = (double)counts[f] - expected;

		chi2 += d * d / expected;
	}
	return chi2;
}

/* P(a, x) by its series, for x < a + 1. */
static double
lower_series(double a, double x)
{
	double term = 1 / a, sum = term;

	for (int n = 1; n < ITERATIONS; n++) {
		term *= x / (a + n);
		sum += term;
		if (fabs(term) < fabs(sum) * EPSILON)
			break;
	}
	return sum * exp(-x + a * log(x) - lgamma(a));
}

/* Q(a, x) by its continued fraction (modified Lentz), for x >= a + 1. */
static double
upper_fraction(double a, double x)
{
	double b = x + 1 - a, c = 1 / TINY, d = 1 / b, h = d;

	for (int i = 1; i < ITERATIONS; i++) {
		double an = -i * (i - a), delta;

		b += 2;
		d = an * d + b;
		if (fabs(d) < TINY)
			d = TINY;
		c = b + an / c;
		if (fabs(c) < TINY)
			c = TINY;
		d = 1 / d;
		delta = d * c;
		h *= delta;
		if (fabs(delta - 1) < EPSILON)
			break;
	}
	return exp(-x + a * log(x) - lgamma(a)) * h;
}

double
pc_gamma_q(double a, double x)
{
	if (x <= 0)
		return 1;
	if (x < a + 1)
		return 1 - lower_series(a, x);
	return upper_fraction(a, x);
}

double
pc_chi_square_p(double chi2, int df)
{
	return pc_gamma_q(df / 2.0, chi2 / 2);
}
