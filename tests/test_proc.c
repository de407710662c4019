/* tests/test_proc.c -- cosim/proc.c: a child in its own process group, and the tick that shows
 * a long build's progress (pws cosim). The child is /bin/sh sleeping a known time, so the
 * number of ticks is bounded by hand: one call at the start and about one a second after. */
#include <CUnit/CUnit.h>
#include <stdio.h>

#include "proc.h"

static void count(void *arg)
{
    (*(int *)arg)++;
}

static void test_tick(void)
{
    /* 2.5 s: ticks at about 0, 1 and 2 s (each after a one-second sleep that the child's end
     * does not cut short), so 3, and never fewer than 2 or more than 4 on a loaded machine */
    char *sleeper[] = { "/bin/sh", "-c", "sleep 2.5; exit 7", NULL };
    int ticks = 0, sig = -1;
    CU_ASSERT_EQUAL(proc_run_group_tick(sleeper, "/dev/null", &sig, count, &ticks), 7);
    CU_ASSERT_EQUAL(sig, 0);
    CU_ASSERT(ticks >= 2 && ticks <= 4);
    /* without a tick: the exit status alone */
    char *quick[] = { "/bin/sh", "-c", "exit 3", NULL };
    CU_ASSERT_EQUAL(proc_run_group_tick(quick, "/dev/null", &sig, NULL, NULL), 3);
    CU_ASSERT_EQUAL(proc_run_group(quick, "/dev/null", &sig), 3);
}

void suite_proc(void)
{
    CU_pSuite s = CU_add_suite("proc", NULL, NULL);
    CU_add_test(s, "a build's tick while its child runs", test_tick);
}
