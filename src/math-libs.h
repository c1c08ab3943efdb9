/* math-libs.h: the C library's mathematics (libm), loaded when first
 * used.
 *
 * Only the ratings, the dice's fairness test and the real numbers of the
 * YAML and JSON output take exponentials, logarithms and roots; play,
 * move and verify never do. Loading libm at every start cost some 0.1 ms
 * of CPU and 450 KB of resident memory, as much as a tenth of what
 * parchis play does with a short record (issue 20). So parchis is not
 * linked with it: the files that need it include this header after
 * <math.h>, and each call goes through a pointer that pc_math_libs
 * fills, with dlopen and dlsym, on first use. The results are libm's
 * own, the same as a direct call's.
 *
 * libm comes with the C library itself (Debian's libc6): where parchis
 * runs, it is there. Should dlopen still fail (no memory left), the
 * program aborts rather than compute with nothing. */
#ifndef PARCHIS_MATH_LIBS_H
#define PARCHIS_MATH_LIBS_H

#include <math.h>

/* The functions. */
#define PC_MATH_FUNCTIONS(X) \
	X(exp) \
	X(fmax) \
	X(lgamma) \
	X(log) \
	X(pow) \
	X(round) \
	X(sqrt)

#define PC_MATH_LIBS_MEMBER(f) __typeof__(f) *f;

struct pc_math_libs {
	PC_MATH_FUNCTIONS(PC_MATH_LIBS_MEMBER)
};

/* The functions, loaded once. */
const struct pc_math_libs *pc_math_libs(void);

#ifndef PC_MATH_LIBS_LOADER
/* Every call to libm through the table. */
#define exp (pc_math_libs()->exp)
#define fmax (pc_math_libs()->fmax)
#define lgamma (pc_math_libs()->lgamma)
#define log (pc_math_libs()->log)
#define pow (pc_math_libs()->pow)
#define round (pc_math_libs()->round)
#define sqrt (pc_math_libs()->sqrt)
#endif

#endif
