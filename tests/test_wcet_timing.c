/* tests/test_wcet_timing.c -- the kernel-aware costs of the static bound (wcet/timing.c,
 * docs/timing-model.md "A kernel's own bound") on a timing model written by hand, and the
 * refusal of an inconsistent one. Every expected number is worked out in the comments. */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "isa.h"
#include "pws_err.h"
#include "timing.h"

/* Four instructions; 10 contexts per unit; 3 other token holders; a wave's init is 100 writes,
 * its whole sequence 112; the LDS zeroing 50; workgroup_worst = 40 slots x 112 + 50 + 1 = 4531.
 *   s_add_u32        own 20
 *   flat_load_dword  own 300
 *   ds_read_b32      own 90 (class ds)
 *   flat_atomic_add  own 200
 *   s_merge          own 15
 *   s_endpgm         own 18 */
static const char model_json[] =
    "{ \"format\": \"pws-timing-1\",\n"
    "  \"config\": { \"cus\": 1, \"simds\": 4, \"contexts\": 10, \"wave\": 64, \"spsimds\": 3,"
    " \"split\": \"pws\" },\n"
    "  \"instructions\": {\n"
    "    \"s_add_u32\": { \"class\": \"salu\", \"own_worst\": 20, \"gap_worst\": 9999 },\n"
    "    \"flat_load_dword\": { \"class\": \"flat\", \"own_worst\": 300, \"gap_worst\": 9999 },\n"
    "    \"ds_read_b32\": { \"class\": \"ds\", \"own_worst\": 90, \"gap_worst\": 9999 },\n"
    "    \"flat_atomic_add\": { \"class\": \"flat\", \"own_worst\": 200, \"gap_worst\": 9999 },\n"
    "    \"s_merge\": { \"class\": \"merge\", \"own_worst\": 15, \"gap_worst\": 9999 },\n"
    "    \"s_endpgm\": { \"class\": \"sopp\", \"own_worst\": 18, \"gap_worst\": 9999 } },\n"
    "  \"waits\": { \"unit_contexts\": 10, \"token_requesters\": 3, \"init_per_wave\": 100,"
    " \"lds_zero_per_workgroup\": 50 },\n"
    "  \"dispatch\": { \"wave_worst\": 163, \"workgroup_worst\": 4531, \"wave_sequence\": 112 },\n"
    "  \"split\": { \"e_s\": 115, \"e_m\": 13 } }\n";

static int write_model(const char *text, char *path, size_t len)
{
    snprintf(path, len, "/tmp/pws_test_timing_XXXXXX");
    int fd = mkstemp(path);
    if (fd < 0)
        return -1;
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    return 0;
}

static void test_kernel_gaps(void)
{
    char path[64];
    CU_ASSERT_EQUAL_FATAL(write_model(model_json, path, sizeof path), 0);
    timing t;
    CU_ASSERT_EQUAL_FATAL(timing_read(path, &t), 0);
    unlink(path);
    CU_ASSERT_EQUAL(t.has_parts, 1);
    CU_ASSERT_EQUAL(t.dispatch_slots, 40);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_s_add_u32] = used[ISA_flat_load_dword] = used[ISA_s_endpgm] = 1;
    /* 2 wavefronts, no splitting: 2 SWFs on a unit at most, so 1 other, issuing the kernel's
     * longest instruction (the flat load, 300) first */
    timing_load l = { used, 2, 1, 1 };
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_s_add_u32], 300 + 20);
    CU_ASSERT_EQUAL(gap[ISA_flat_load_dword], 300 + 300);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 300 + 18);
    /* no LDS instruction: the SPI takes 2 x 100 init writes; d = min(40, 2) x 112 + 50 + 1 */
    CU_ASSERT_EQUAL(timing_dispatch_interference(&t, &l), 200);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 2 * 112 + 51);
    /* S = 3: each wave may be 4 SWFs, 8 in all, 7 others */
    l.swfs_per_wave = 4;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_s_add_u32], 7 * 300 + 20);
    /* 40 waves x 4 SWFs: the unit's 10 contexts are the limit, 9 others */
    l.waves = 40;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_s_add_u32], 9 * 300 + 20);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 40 * 112 + 51);   /* = workgroup_worst */
    /* an atomic: the token waits for 3 others x 200; the longest busy is now the atomic's
     * 200 + 600 = 800; a merge waits for its issue a second time when merges_wait */
    used[ISA_flat_atomic_add] = used[ISA_s_merge] = 1;
    l.waves = 1;
    l.swfs_per_wave = 2;   /* 1 other */
    timing_kernel_gaps(&t, &l, 1, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_atomic_add], 800 + 200 + 600);
    CU_ASSERT_EQUAL(gap[ISA_s_add_u32], 800 + 20);
    CU_ASSERT_EQUAL(gap[ISA_s_merge], 800 + 15 + 800);
    /* an LDS instruction: each of the groups' zeroing too */
    used[ISA_ds_read_b32] = 1;
    l.groups = 3, l.waves = 3;
    CU_ASSERT_EQUAL(timing_dispatch_interference(&t, &l), 3 * 100 + 3 * 50);
}

/* A model without the decomposition (a hand-written fixture) is used as it is. */
static void test_no_parts(void)
{
    char path[64];
    CU_ASSERT_EQUAL_FATAL(write_model(
        "{ \"format\": \"pws-timing-1\", \"config\": { \"cus\": 1, \"simds\": 1, \"contexts\": 2,"
        " \"wave\": 16, \"spsimds\": 0, \"split\": \"none\" }, \"instructions\": {"
        " \"s_endpgm\": { \"gap_worst\": 7 } }, \"dispatch\": { \"wave_worst\": 5,"
        " \"workgroup_worst\": 9 } }", path, sizeof path), 0);
    timing t;
    CU_ASSERT_EQUAL_FATAL(timing_read(path, &t), 0);
    unlink(path);
    CU_ASSERT_EQUAL(t.has_parts, 0);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_s_endpgm] = 1;
    timing_load l = { used, 4, 4, 1 };
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 7);
    CU_ASSERT_EQUAL(timing_dispatch_interference(&t, &l), 0);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 9);
}

/* workgroup_worst must be slots x wave_sequence + zeroing + 1; own_worst on all or none. */
static void test_inconsistent(void)
{
    char path[64], *bad = strdup(model_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(bad);
    char *p = strstr(bad, "4531");
    memcpy(p, "4532", 4);   /* 4481 is not a multiple of 112 */
    CU_ASSERT_EQUAL_FATAL(write_model(bad, path, sizeof path), 0);
    timing t;
    CU_ASSERT_EQUAL(timing_read(path, &t), PWS_EPARSE);
    unlink(path);
    strcpy(bad, model_json);
    p = strstr(bad, "\"own_worst\": 18, ");
    memcpy(p, "\"xwn_worst\"", 11);   /* s_endpgm without own_worst */
    CU_ASSERT_EQUAL_FATAL(write_model(bad, path, sizeof path), 0);
    CU_ASSERT_EQUAL(timing_read(path, &t), PWS_EPARSE);
    unlink(path);
    free(bad);
}

void suite_wcet_timing(void)
{
    CU_pSuite s = CU_add_suite("wcet_timing", NULL, NULL);
    CU_add_test(s, "kernel-aware gaps, SPI traffic and d", test_kernel_gaps);
    CU_add_test(s, "a model without the decomposition", test_no_parts);
    CU_add_test(s, "inconsistent models are refused", test_inconsistent);
}
