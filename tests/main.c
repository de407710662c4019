/* tests/main.c -- CUnit runner for every suite in tests/test_*.c.
 *
 * Suites register themselves by defining `void suite_<name>(void)` (which calls CU_add_suite and
 * CU_add_test); the Makefile collects those names into build/test/suites.inc. The last line is
 * "unit: N passed, N failed" so scripts/run_tests.sh can add it to the integration counts. */
#include <CUnit/Basic.h>
#include <stdio.h>
#include <string.h>

#define PWS_SUITE(name) void name(void);
#include "suites.inc"
#undef PWS_SUITE

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;   /* optional: run one suite by name */
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
#define PWS_SUITE(name) if (!only || strcmp(only, #name + 6) == 0) name();
#include "suites.inc"
#undef PWS_SUITE
    CU_basic_set_mode(CU_BRM_NORMAL);
    CU_basic_run_tests();
    unsigned run = CU_get_number_of_tests_run();
    unsigned failed = CU_get_number_of_tests_failed();
    unsigned fails = CU_get_number_of_failures();
    if (failed == 0 && fails > 0)
        failed = 1;   /* a failure outside any test (suite setup) must still fail the run */
    printf("unit: %u passed, %u failed\n", run - failed, failed);
    CU_cleanup_registry();
    return failed ? 1 : 0;
}
