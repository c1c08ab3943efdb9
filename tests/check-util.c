/* check-util.c: helpers shared by the Check unit tests. */
#include <config.h>

#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check-util.h"

char *
util_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *data;
	long size;

	ck_assert_msg(f != NULL, "cannot open %s", path);
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	size = ftell(f);
	ck_assert_int_ge(size, 0);
	rewind(f);
	data = malloc((size_t)size + 1);
	ck_assert_ptr_nonnull(data);
	ck_assert_uint_eq(fread(data, 1, (size_t)size, f), (size_t)size);
	data[size] = '\0';
	fclose(f);
	if (len != NULL)
		*len = (size_t)size;
	return data;
}

void
util_spit(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "wb");

	ck_assert_msg(f != NULL, "cannot create %s", path);
	ck_assert_uint_eq(fwrite(data, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
}

static bool
same_string(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return a == b;
	return strcmp(a, b) == 0;
}

static bool
turns_equal(const struct pc_turn *a, const struct pc_turn *b)
{
	if (a->kind != b->kind || a->n != b->n || a->has_move != b->has_move ||
	    a->autoplayed != b->autoplayed || a->has_mac != b->has_mac ||
	    a->nsteps != b->nsteps ||
	    !same_string(pc_turn_say(a), pc_turn_say(b)))
		return false;
	if (a->kind == PC_TURN_OPENING)
		return a->opening == b->opening &&
		       memcmp(a->dice, b->dice, sizeof a->dice) == 0;
	if (a->player != b->player || a->ndice != b->ndice ||
	    memcmp(a->dice, b->dice, a->ndice) != 0)
		return false;
	if (a->has_mac && strcmp(a->notes->mac, b->notes->mac) != 0)
		return false;
	for (int s = 0; s < a->nsteps; s++)
		if (memcmp(&a->steps[s], &b->steps[s], sizeof a->steps[s]))
			return false;
	return true;
}

bool
util_records_equal(const struct pc_record *a, const struct pc_record *b)
{
	if (a->version != b->version || strcmp(a->game, b->game) != 0 ||
	    memcmp(&a->rules, &b->rules, sizeof a->rules) != 0 ||
	    a->dice.mode != b->dice.mode ||
	    !same_string(a->dice.seed, b->dice.seed) ||
	    a->dice.has_commitment != b->dice.has_commitment ||
	    strcmp(a->dice.commitment, b->dice.commitment) != 0 ||
	    a->nplayers != b->nplayers ||
	    memcmp(a->seat_order, b->seat_order, a->nplayers) != 0 ||
	    a->has_setup != b->has_setup || a->nsetup != b->nsetup ||
	    memcmp(a->setup_order, b->setup_order, a->nsetup) != 0 ||
	    a->has_first != b->has_first ||
	    (a->has_first && a->first != b->first) || a->nturns != b->nturns)
		return false;
	for (int c = 0; c < PC_NCOLOURS; c++) {
		const struct pc_player *p = &a->players[c], *q = &b->players[c];

		if (p->playing != q->playing || p->bot != q->bot ||
		    !same_string(p->name, q->name) ||
		    !same_string(p->email, q->email) ||
		    !same_string(p->salt, q->salt))
			return false;
		if (a->setup_given[c] != b->setup_given[c] ||
		    (a->setup_given[c] &&
		     memcmp(a->setup[c], b->setup[c], sizeof a->setup[c])))
			return false;
	}
	for (size_t i = 0; i < a->nturns; i++)
		if (!turns_equal(&a->turns[i], &b->turns[i]))
			return false;
	return true;
}

char *
util_temp_folder(const char *prefix)
{
	char *path;

	ck_assert_int_gt(asprintf(&path, "/tmp/%s.XXXXXX", prefix), 0);
	ck_assert_ptr_nonnull(mkdtemp(path));
	return path;
}

void
util_remove_tree(char *folder)
{
	DIR *dir = opendir(folder);
	struct dirent *entry;
	char *path;

	if (dir != NULL) {
		while ((entry = readdir(dir)) != NULL) {
			if (strcmp(entry->d_name, ".") == 0 ||
			    strcmp(entry->d_name, "..") == 0)
				continue;
			if (asprintf(&path, "%s/%s", folder, entry->d_name) > 0) {
				unlink(path);
				free(path);
			}
		}
		closedir(dir);
	}
	rmdir(folder);
	free(folder);
}

const char *
util_tests_folder(void)
{
	static char path[4096];
	const char *srcdir = getenv("srcdir");

	snprintf(path, sizeof path, "%s/tests", srcdir ? srcdir : ".");
	return path;
}

int
util_run_suite(Suite *s)
{
	SRunner *runner = srunner_create(s);
	int failed;

	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
