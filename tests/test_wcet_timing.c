/* tests/test_wcet_timing.c -- the kernel-aware costs of the static bound (wcet/timing.c,
 * docs/timing-model.md "A kernel's own bound") on a timing model written by hand, and the
 * refusal of an inconsistent one. Every expected number is worked out in the comments. */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "isa.h"
#include "pws_err.h"
#include "pending.h"
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

/* Reads the timing model text through a temporary file (timing_read's input), quietly: the
 * tests assert its return value. */
static int read_model(const char *text, timing *t)
{
    char path[64];
    if (write_model(text, path, sizeof path))
        return -1;
    diag_set_quiet(1);
    int rc = timing_read(path, t);
    diag_set_quiet(0);
    unlink(path);
    return rc;
}

static void test_kernel_gaps(void)
{
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(model_json, &t), 0);
    CU_ASSERT_EQUAL(t.has_parts, 1);
    CU_ASSERT_EQUAL(t.dispatch_slots, 40);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_s_add_u32] = used[ISA_flat_load_dword] = used[ISA_s_endpgm] = 1;
    /* 2 wavefronts, no splitting: 2 SWFs on a unit at most, so 1 other, issuing the kernel's
     * longest instruction (the flat load, 300) first */
    timing_load l = { used, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
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
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(
        "{ \"format\": \"pws-timing-1\", \"config\": { \"cus\": 1, \"simds\": 1, \"contexts\": 2,"
        " \"wave\": 16, \"spsimds\": 0, \"split\": \"none\" }, \"instructions\": {"
        " \"s_endpgm\": { \"gap_worst\": 7 } }, \"dispatch\": { \"wave_worst\": 5,"
        " \"workgroup_worst\": 9 } }", &t), 0);
    CU_ASSERT_EQUAL(t.has_parts, 0);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_s_endpgm] = 1;
    timing_load l = { used, 4, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 7);
    CU_ASSERT_EQUAL(timing_dispatch_interference(&t, &l), 0);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 9);
}

/* workgroup_worst must be slots x wave_sequence + zeroing + 1; own_worst on all or none. */
static void test_inconsistent(void)
{
    char *bad = strdup(model_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(bad);
    char *p = strstr(bad, "4531");
    memcpy(p, "4532", 4);   /* 4481 is not a multiple of 112 */
    timing t;
    CU_ASSERT_EQUAL(read_model(bad, &t), PWS_EPARSE);
    strcpy(bad, model_json);
    p = strstr(bad, "\"own_worst\": 18, ");
    memcpy(p, "\"xwn_worst\"", 11);   /* s_endpgm without own_worst */
    CU_ASSERT_EQUAL(read_model(bad, &t), PWS_EPARSE);
    free(bad);
}

/* The pipelined CU's composition (wcet/timing.c, wcet/pending.c; docs/microarchitecture.md
 * "The static bound") on a model written by hand: N = 2 (visit), 4 contexts, MI = 2, L = 5. */
static const char pipe_json[] =
    "{ \"format\": \"pws-timing-1\",\n"
    "  \"config\": { \"cus\": 1, \"simds\": 2, \"contexts\": 4, \"wave\": 16, \"spsimds\": 0,"
    " \"split\": \"none\" },\n"
    "  \"instructions\": {\n"
    "    \"v_add_u32\": { \"class\": \"valu\", \"own_worst\": 4, \"gap_worst\": 999 },\n"
    "    \"v_lshlrev_b64\": { \"class\": \"valu\", \"own_worst\": 6, \"gap_worst\": 999 },\n"
    "    \"s_add_u32\": { \"class\": \"salu\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
    "    \"flat_load_dword\": { \"class\": \"flat\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
    "    \"flat_atomic_add\": { \"class\": \"flat\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
    "    \"s_cbranch_scc0\": { \"class\": \"branch\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
    "    \"s_endpgm\": { \"class\": \"sopp\", \"own_worst\": 3, \"gap_worst\": 999 } },\n"
    "  \"waits\": { \"unit_contexts\": 4, \"token_requesters\": 1, \"init_per_wave\": 0,"
    " \"lds_zero_per_workgroup\": 64 },\n"
    "  \"dispatch\": { \"wave_worst\": 165, \"workgroup_worst\": 865, \"wave_sequence\": 100 },\n"
    "  \"pipe\": { \"visit\": 2, \"fetch_slack\": 2, \"mem_insts\": 2, \"mem_latency\": 5,"
    " \"lds_latency\": 1, \"init_fixed_writes\": 11, \"init_write_worst\": 4,"
    " \"lds_zero_write_worst\": 3, \"ops\": {\n"
    "    \"v_add_u32\": { \"unit\": \"valu\", \"hold\": 2, \"send\": 0, \"rows\": 0, \"hz_valu\": 3,"
    " \"hz_scalar\": 3, \"hz_other\": 3, \"srf\": 1, \"redirect\": 0 },\n"
    "    \"v_lshlrev_b64\": { \"unit\": \"valu\", \"hold\": 3, \"send\": 0, \"rows\": 0, \"hz_valu\": 5,"
    " \"hz_scalar\": 5, \"hz_other\": 5, \"srf\": 0, \"redirect\": 0 },\n"
    "    \"s_add_u32\": { \"unit\": \"salu\", \"hold\": 1, \"send\": 0, \"rows\": 0, \"hz_valu\": 2,"
    " \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 1, \"redirect\": 0 },\n"
    "    \"flat_load_dword\": { \"unit\": \"vmem\", \"hold\": 1, \"send\": 74, \"rows\": 2,"
    " \"hz_valu\": 2, \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, \"redirect\": 0 },\n"
    "    \"flat_atomic_add\": { \"unit\": \"vmem\", \"hold\": 1, \"send\": 74, \"rows\": 3,"
    " \"hz_valu\": 2, \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, \"redirect\": 0 },\n"
    "    \"s_cbranch_scc0\": { \"unit\": \"ctrl\", \"hold\": 1, \"send\": 0, \"rows\": 0, \"hz_valu\": 2,"
    " \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, \"redirect\": 2 },\n"
    "    \"s_endpgm\": { \"unit\": \"ctrl\", \"hold\": 1, \"send\": 0, \"rows\": 0, \"hz_valu\": 2,"
    " \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, \"redirect\": 0 } } } }\n";

static void subst(char **text, const char *from, const char *to);

/* Parses one instruction at pc (the test's own text: a failure is the test's bug). */
static int parse_at(const char *text, uint32_t pc, isa_inst *in)
{
    char why[128];
    return isa_parse(text, pc, NULL, NULL, in, why, sizeof why);
}


/* A kernel of v_add_u32, flat_load_dword, s_cbranch_scc0, s_endpgm; 4 wavefronts of one
 * workgroup, 8 SGPRs, 4 VGPRs, no LDS. The SPI gives the 2 SIMDs 2 wavefronts each, so R =
 * min(4 contexts, 2 SWFs) = 2; the fetch's share
 * ceil(N R / 2) = 2 per instruction, its first delivery F = N R + 2 = 6; the kernel's hazards
 * 3 (v_add_u32's) on any next instruction; holds VALU 2, others 1; the FLAT unit's longest
 * sending 74 and rows 2; a FLAT op's completion MI 74 + L + 5 = 158.
 * The block  v_add_u32 v1, vcc, s0, v0 / flat_load_dword v2, v[4:5] / v_add_u32 v3, vcc, v2,
 * v0 / s_cbranch_scc0 / s_endpgm, each instruction's gap by hand:
 *   0  first of its block: the kernel's worst hazard 3 -> round_up(3, 2) = 4; + (R - 1)
 *      round_up(2, 2) = 2; its carry goes to VCC (e32), not the SRF: 6
 *   1  v_add_u32's 3 on a non-VALU: 4; + 1 round_up(1, 2) = 2; room: R 74 + rows 2 = 150: 156
 *   2  names v2, which the load writes: max(hazard 2 (the load's on a VALU), 2, 158) = 158, + 2:
 *      160
 *   3  3 -> 4, + 2: 6 (the next fetch, F + redirect 2 = 8, is the next block's:
 *      timing_pipe_fetch_after)
 *   4  s_endpgm waits for the FLAT unit: 158 + 2 = 160
 * Per op, the kernel's worst (any operands, may wait for the FLAT unit): v_add_u32 158 + 2 +
 * the SRF's visit 2 = 162; flat_load_dword 158 + 2 + 150 = 310; s_cbranch_scc0 158 + 2 + 8 =
 * 168. d: the kernel's wave writes (11 + 8 + 4) x 4 = 92, 4 waves: 368, + no LDS + 1, + F = 6
 * and the longest latency 4: 379. With flat_atomic_add too: rows 3 (311 for the load) and the
 * token's one other holder sending for 74: 385.
 * With 2 wavefronts, one a SIMD: R = 1, the fetch's share 1, F = 2 + 2 = 4, no other SWF:
 * v_add_u32 first in its block 4; flat_load_dword 4 + room 1 x 74 + rows 2 = 80; the fetch
 * after s_cbranch_scc0 4 + 2 = 6. */
static void test_pipe_gaps(void)
{
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(pipe_json, &t), 0);
    CU_ASSERT_EQUAL(t.pipe, 1);
    CU_ASSERT_EQUAL(t.unit[ISA_flat_load_dword], TIMING_UNIT_VMEM);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_v_add_u32] = used[ISA_flat_load_dword] = 1;
    used[ISA_s_cbranch_scc0] = used[ISA_s_endpgm] = 1;
    timing_load l = { used, 4, 1, 1, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    static const char *const text[5] = { "v_add_u32 v1, vcc, s0, v0", "flat_load_dword v2, v[4:5]",
                                         "v_add_u32 v3, vcc, v2, v0", "s_cbranch_scc0 0",
                                         "s_endpgm" };
    static const uint64_t want[5] = { 6, 156, 160, 6, 160 };
    isa_inst ins[5];
    pend_set p;
    memset(&p, 0, sizeof p);
    for (unsigned i = 0; i < 5; i++) {
        CU_ASSERT_EQUAL_FATAL(parse_at(text[i], 4 * i, &ins[i]), 0);
        unsigned wait = pend_step(&p, &ins[i]);
        CU_ASSERT_EQUAL(wait, i == 2 || i == 4 ? (unsigned)TIMING_PENDING_VMEM : 0u);
        CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, i, wait), want[i]);
    }
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_v_add_u32], 162);
    CU_ASSERT_EQUAL(gap[ISA_flat_load_dword], 310);
    CU_ASSERT_EQUAL(gap[ISA_s_cbranch_scc0], 168);
    CU_ASSERT_EQUAL(timing_pipe_fetch_after(&t, &l, ISA_s_cbranch_scc0), 8);
    CU_ASSERT_EQUAL(timing_pipe_fetch_after(&t, &l, ISA_v_add_u32), 0);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 379);
    CU_ASSERT_EQUAL(timing_dispatch_interference(&t, &l), 0);
    timing_load two = l;
    two.waves = 2;
    CU_ASSERT_EQUAL(timing_waves_per_simd(&t, &two), 1);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &two, ins, 0, 0), 4);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &two, ins, 1, 0), 80);
    CU_ASSERT_EQUAL(timing_pipe_fetch_after(&t, &two, ISA_s_cbranch_scc0), 6);
    /* a VALU op that keeps its unit longer than its result hazard (hold 6 > 3, as a wave64 op
     * on 16 lanes at one SIMD): the next VALU op of the wavefront waits for the unit too, ready
     * round_up(6, 2) = 6 after it, not 4; + the fetch's share 2 < 6, + 1 other SWF's 6: 12 */
    char *h6 = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(h6);
    subst(&h6, "\"v_add_u32\": { \"unit\": \"valu\", \"hold\": 2,",
          "\"v_add_u32\": { \"unit\": \"valu\", \"hold\": 6,");
    timing th;
    CU_ASSERT_EQUAL_FATAL(read_model(h6, &th), 0);
    free(h6);
    isa_inst two_adds[2] = { ins[0], ins[2] };
    uint64_t rdy;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&th, &l, two_adds, 1, 0), 12);
    CU_ASSERT_EQUAL(timing_pipe_insn_parts(&th, &l, two_adds, 1, 0, &rdy), 6);
    CU_ASSERT_EQUAL(rdy, 6);
    used[ISA_flat_atomic_add] = 1;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_load_dword], 311);
    CU_ASSERT_EQUAL(gap[ISA_flat_atomic_add], 385);
    /* 64 bytes of LDS a workgroup: 16 dwords zeroed in at most 3 cycles each, + 48 */
    l.lds_bytes = 64;
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 379 + 48);
    /* without the kernel's registers: the configuration's d, 4 x 100 + 64 + 1, + 6 + 4 */
    l.vgprs = 0;
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 475);
    /* a pipe object naming an instruction the model does not have is refused */
    char *bad = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(bad);
    memcpy(strstr(bad, "\"s_endpgm\": { \"unit\""), "\"s_nop_xx\"", 10);
    CU_ASSERT_EQUAL(read_model(bad, &t), PWS_EPARSE);
    free(bad);
}

/* Replaces the first `from` in *text by `to` (the text is reallocated). */
static void subst(char **text, const char *from, const char *to)
{
    char *at = strstr(*text, from);
    CU_ASSERT_PTR_NOT_NULL_FATAL(at);
    size_t head = (size_t)(at - *text), n = strlen(*text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(out);
    memcpy(out, *text, head);
    snprintf(out + head, n - head, "%s%s", to, at + strlen(from));
    free(*text);
    *text = out;
}

/* The SRF write reservations and the SPI's writes with one wavefront a SIMD, on pipe_json with
 * each SGPR-writing op's reserved cycle given (srf_at: v_add_u32, a K = 1 VALU at P = 1, writes
 * at P + 2 = 3; s_add_u32 at 2) and init_write_free 2. Ops v_add_u32 and s_add_u32, N = 2.
 *   One context a unit (2 waves on 2 SIMDs, R = 1): op b follows op a by at least g = max(2,
 *   round_up(a's hazard on b, 2), a's hold if the same unit), and meets a's reservation only if
 *   g + at(b) < at(a) + 2: (v, v) g = max(2, 4, 2) = 4, 4 + 3 >= 5; (v, s) 4 + 2 >= 5; (s, v)
 *   g = 2, 2 + 3 >= 4; (s, s) 2 + 2 >= 4: never, so no SGPR-writing op waits the SRF's visit.
 *   s_add_u32 s0, s1, s2 first in its block: the kernel's worst hazard on a non-VALU 3 -> 4,
 *   no other SWF, the fetch's share 1: 4 (6 with the visit).
 *   4 waves (R = 2): other contexts reserve too: 4 + 1 x round_up(1, 2) + 2 = 8, as before.
 *   The work bound (timing_load.work, 4 waves): each op as if alone, and the visit charged to
 *   the op whose reservation can delay another's at a later visit (m N after it): v_add_u32's
 *   write at 3 meets s_add_u32's check 2 + 2 - 1 .. 2 + 2 + 1 = 3 .. 5 at m = 1, so
 *   v_add_u32_e64 v1, s[2:3], v0, v1 (its carry to an SGPR pair) pays it: round_up(3, 2) + 2 =
 *   6; s_add_u32's write at 2 is before any later check (a VALU's at 2 + 3 - 1, a SALU's at 3):
 *   4.
 *   d with 2 waves: (11 + 8 + 4) writes of 2 cycles (their SIMDs run nothing else) = 46 each,
 *   2 of them, + 1, + F = 2 x 1 + 2 = 4, + the longest latency 4: 101 (193 with 4 a write). */
static void test_pipe_srf_spi(void)
{
    char *m = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    subst(&m, "\"hz_other\": 3, \"srf\": 1,", "\"hz_other\": 3, \"srf\": 1, \"srf_at\": 3,");
    subst(&m, "\"hz_other\": 2, \"srf\": 1,", "\"hz_other\": 2, \"srf\": 1, \"srf_at\": 2,");
    subst(&m, "\"init_write_worst\": 4,", "\"init_write_worst\": 4, \"init_write_free\": 2,");
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(m, &t), 0);
    free(m);
    CU_ASSERT_EQUAL(t.srf_at[ISA_v_add_u32], 3);
    CU_ASSERT_EQUAL(t.srf_at[ISA_s_add_u32], 2);
    CU_ASSERT_EQUAL(t.init_write_free, 2);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    used[ISA_v_add_u32] = used[ISA_s_add_u32] = 1;
    timing_load l = { used, 2, 1, 1, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    isa_inst in[2];
    CU_ASSERT_EQUAL_FATAL(parse_at("s_add_u32 s0, s1, s2", 0, &in[0]), 0);
    CU_ASSERT_EQUAL_FATAL(parse_at("v_add_u32_e64 v1, s[2:3], v0, v1", 4, &in[1]), 0);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, in, 0, 0), 4);
    CU_ASSERT_EQUAL(timing_kernel_d(&t, &l), 101);
    l.waves = 4;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, in, 0, 0), 8);
    l.work = 1;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, in, 0, 0), 4);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in[1], 0, 0), 6);
    /* without srf_at (pipe_json as it is) nothing is shown: the visit stays */
    timing t0;
    CU_ASSERT_EQUAL_FATAL(read_model(pipe_json, &t0), 0);
    l.waves = 2, l.work = 0;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t0, &l, in, 0, 0), 6);
    CU_ASSERT_EQUAL(timing_kernel_d(&t0, &l), 193);
}

/* A memory unit whose kernel ops are all plain stores writes no answer into the VRF, so its
 * stores' sending is their send_alone (docs/microarchitecture.md "The static bound"). The model
 * of test_pipe_gaps with flat_store_dword (send 74, send_alone 40, rows 2); a kernel of
 * v_add_u32, flat_store_dword, s_endpgm on 4 wavefronts (2 a SIMD: R = 2, N = 2), by hand:
 *   stores only: the FLAT unit's sending 40, its completion MI 40 + L + 5 = 90. Per op, the
 *     kernel's worst: flat_store_dword max(round_up(3, 2), 2, 90) = 90, + (R - 1) round_up(1,
 *     2) = 2, + room R 40 + rows 2 = 82: 174; s_endpgm 90 + 2 = 92.
 *   with flat_load_dword too: 74 and 158, as in test_pipe_gaps: 158 + 2 + 2 x 74 + 2 = 310 and
 *     160.
 * With two SWFs a wavefront, and when no SWF can run a FLAT instruction (below). A send_alone
 * above its send is refused. */
static void test_pipe_store_alone(void)
{
    char *json = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(json);
    subst(&json, "    \"s_endpgm\": { \"class\"",
          "    \"flat_store_dword\": { \"class\": \"flat\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
          "    \"s_endpgm\": { \"class\"");
    subst(&json, "    \"s_endpgm\": { \"unit\"",
          "    \"flat_store_dword\": { \"unit\": \"vmem\", \"hold\": 1, \"send\": 74, "
          "\"send_alone\": 40, \"rows\": 2, \"hz_valu\": 2, \"hz_scalar\": 2, \"hz_other\": 2, "
          "\"srf\": 0, \"redirect\": 0 },\n    \"s_endpgm\": { \"unit\"");
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(json, &t), 0);
    CU_ASSERT_EQUAL(t.send[ISA_flat_store_dword], 74);
    CU_ASSERT_EQUAL(t.send_alone[ISA_flat_store_dword], 40);
    CU_ASSERT_EQUAL(t.send_alone[ISA_flat_load_dword], 74);   /* no field: its send */
    uint8_t used[ISA_NUM_OPS] = { 0 };
    uint64_t gap[ISA_NUM_OPS];
    used[ISA_v_add_u32] = used[ISA_flat_store_dword] = used[ISA_s_endpgm] = 1;
    timing_load l = { used, 4, 1, 1, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_store_dword], 174);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 92);
    /* two SWFs a wavefront: R = min(4 contexts, 2 x 2) = 4: the fetch's share 4, 90 + 3 x 2 +
     * room 4 x 40 + 2 = 258, s_endpgm 90 + 6 = 96; when no SWF runs a FLAT instruction the
     * FLAT unit sees one context per wavefront of its SIMD, min(4, 2) = 2: 90 + 2 + 2 x 40 + 2
     * = 174, and
     * s_endpgm's control unit still all 4: 96 */
    l.swfs_per_wave = 2;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_store_dword], 258);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 96);
    l.mem_root_only = 1;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_store_dword], 174);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 96);
    l.swfs_per_wave = 1;
    l.mem_root_only = 0;
    used[ISA_flat_load_dword] = 1;
    timing_kernel_gaps(&t, &l, 0, gap);
    CU_ASSERT_EQUAL(gap[ISA_flat_store_dword], 310);
    CU_ASSERT_EQUAL(gap[ISA_s_endpgm], 160);
    subst(&json, "\"send_alone\": 40", "\"send_alone\": 75");
    CU_ASSERT_EQUAL(read_model(json, &t), PWS_EPARSE);
    free(json);
}

/* A model with its memory ops' parts (pipe.mem_queues, pipe.mem_writes, smem_units, acc): a
 * kernel's bound counts only the requesters it can have (docs/microarchitecture.md "The static
 * bound"). test_pipe_gaps's model with 2 SMEM units a SIMD, the VMEM queue 2, the SMEM queue 1,
 * answers written in 5 (VRF) and 4 (SRF) cycles, L = 5; every requester: 2 SIMDs x (2 + 1) =
 * 6. By hand, period(arb, write) = max(arb, write, ceil((L + 5) / Q)):
 *   flat_load_dword, 16 accesses: 16 max(6, 5, 5) + 6 - 1 + 5 + 5 = 111 (also the atomic's);
 *   s_load_dword, 1 dword: max(6, 4, 10) + 5 + 10 = 25.
 * The block of test_pipe_gaps, its load (instruction 1; R = 1 with one wavefront a SIMD): the
 * hazard 4, + room 1 x send + rows 2:
 *   1 wavefront, no SMEM op: its VMEM unit alone, arb 1: 16 x 5 + 0 + 10 = 90: 96;
 *   2 wavefronts: arb 2, 16 x 5 + 1 + 10 = 91: 97;
 *   2 wavefronts with s_load_dword, any SWF may run it: 2 x (2 + 1) = 6: 111: 117;
 *   only wavefronts' own contexts run it (smem_root_only): 2 x (1 + 1) = 4: 16 x 5 + 13 = 93: 99.
 * A send that does not follow from the parts (acc 15: 88) is refused. */
static void test_pipe_mem_parts(void)
{
    char *json = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(json);
    subst(&json, "\"send\": 74, \"rows\": 2,", "\"send\": 111, \"acc\": 16, \"rows\": 2,");
    subst(&json, "\"send\": 74, \"rows\": 3,", "\"send\": 111, \"acc\": 16, \"rows\": 3,");
    subst(&json, "\"lds_latency\": 1,", "\"lds_latency\": 1, \"mem_queues\": { \"vmem\": 2, "
          "\"lds\": 4, \"smem\": 1 }, \"mem_writes\": { \"vrf\": 5, \"srf\": 4 }, "
          "\"smem_units\": 2,");
    subst(&json, "    \"s_add_u32\": { \"class\"",
          "    \"s_load_dword\": { \"class\": \"smem\", \"own_worst\": 3, \"gap_worst\": 999 },\n"
          "    \"s_add_u32\": { \"class\"");
    subst(&json, "    \"s_add_u32\": { \"unit\"",
          "    \"s_load_dword\": { \"unit\": \"salu\", \"hold\": 1, \"send\": 25, \"acc\": 1, "
          "\"rows\": 0, \"hz_valu\": 2, \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, "
          "\"redirect\": 0 },\n    \"s_add_u32\": { \"unit\"");
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(json, &t), 0);
    CU_ASSERT_EQUAL(t.mem_parts, 1);
    CU_ASSERT_EQUAL(t.acc[ISA_flat_load_dword], 16);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    used[ISA_v_add_u32] = used[ISA_flat_load_dword] = 1;
    used[ISA_s_cbranch_scc0] = used[ISA_s_endpgm] = 1;
    timing_load l = { used, 1, 1, 1, 8, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    static const char *const text[2] = { "v_add_u32 v1, vcc, s0, v0", "flat_load_dword v2, v[4:5]" };
    isa_inst ins[2];
    for (unsigned i = 0; i < 2; i++) {
        CU_ASSERT_EQUAL_FATAL(parse_at(text[i], 4 * i, &ins[i]), 0);
    }
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 96);
    l.waves = 2;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 97);
    used[ISA_s_load_dword] = 1;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 117);
    l.smem_root_only = 1;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 99);
    /* the SMEM units' grants counted once for the dispatch (smem_apart): the FLAT load waits
     * for the 2 VMEM units' grants only, 16 x max(2, 5, 5) + 1 + 10 = 91: 97, whoever runs the
     * SMEM ops; the dispatch's SMEM dwords, 3 an SWF: 2 wavefronts x 3 = 6, with 2 SWFs that may
     * each run them 12; nothing without smem_apart */
    l.smem_root_only = 0;
    l.smem_apart = 1;
    l.smem_accesses = 3;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 97);
    CU_ASSERT_EQUAL(timing_smem_interference(&t, &l), 6);
    l.swfs_per_wave = 2;
    CU_ASSERT_EQUAL(timing_smem_interference(&t, &l), 12);
    l.smem_root_only = 1;
    CU_ASSERT_EQUAL(timing_smem_interference(&t, &l), 6);
    l.smem_apart = 0;
    CU_ASSERT_EQUAL(timing_smem_interference(&t, &l), 0);
    /* two SWFs a wavefront, one wavefront a SIMD: R = Rm = 2, the fetch's share 2; the FLAT
     * unit's other SWF's issue 1 x 2; room: the two SWFs' loads ahead have disjoint lanes, so
     * at most one full load's 16 x 5 = 80 of lanes between them, each with the rest, 93 - 80
     * = 13: 80 + 2 x 13 = 106, not 2 x 93: 4 + 2 + 106 + rows 2 = 114 */
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, ins, 1, 0), 114);
    /* the tail after s_endpgm's issue (N = 2: issues at least 2 apart): a 10-cycle op two
     * issues before it retires by 10 - 4 = 6 after, a 3-cycle one just before by 1, the
     * s_endpgm itself (3) by 3, one that reaches no s_endpgm not at all: 6 */
    static const uint64_t own[4] = { 10, 3, 3, 50 }, after[4] = { 2, 1, 0, UINT64_MAX };
    CU_ASSERT_EQUAL(timing_pipe_tail(&t, own, after, 4), 6);
    CU_ASSERT_EQUAL(timing_pipe_tail(&t, own + 1, after + 1, 2), 3);
    /* the buffers' depth: 4 read; 2 (no room for two behind a pair) refused behind the fetch
     * of two */
    char *d4 = strdup(json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(d4);
    subst(&d4, "\"smem_units\": 2,", "\"smem_units\": 2, \"ibuf_depth\": 4,");
    CU_ASSERT_EQUAL_FATAL(read_model(d4, &t), 0);
    CU_ASSERT_EQUAL(t.ibuf_depth, 4);
    subst(&d4, "\"ibuf_depth\": 4,", "\"ibuf_depth\": 2,");
    CU_ASSERT_EQUAL(read_model(d4, &t), PWS_EPARSE);
    /* ... but read behind the narrow fetch of one (fetch_width 1), whose widths are 1 and 2 */
    subst(&d4, "\"ibuf_depth\": 2,", "\"ibuf_depth\": 2, \"fetch_width\": 1,");
    CU_ASSERT_EQUAL_FATAL(read_model(d4, &t), 0);
    CU_ASSERT_EQUAL(t.ibuf_depth, 2);
    subst(&d4, "\"fetch_width\": 1,", "\"fetch_width\": 3,");
    CU_ASSERT_EQUAL(read_model(d4, &t), PWS_EPARSE);
    subst(&d4, "\"fetch_width\": 3,", "\"fetch_width\": 0,");
    CU_ASSERT_EQUAL(read_model(d4, &t), PWS_EPARSE);
    free(d4);
    subst(&json, "\"acc\": 16, \"rows\": 2,", "\"acc\": 15, \"rows\": 2,");
    CU_ASSERT_EQUAL(read_model(json, &t), PWS_EPARSE);
    free(json);
}

/* PWS on the pipelined CU (docs/microarchitecture.md "Split hardware on the pipeline"): the
 * hand-written model above as S = 1 with its VALU turns (turns.len[i] = 10 + i and
 * turns.solo[i] = 40 + i, so that the index read is visible), the split costs per SGPR word,
 * and the splits' interference.
 *   v_add_u32 v1, vcc, s0, v0 first in its block: the hazard round_up(3, 2) = 4, the fetch's
 *   share: 4 wavefronts on 2 SIMDs, 2 a SIMD: R = min(4 contexts, 2 waves x 2 SWFs) = 4,
 *   ceil(2 x 4 / 2) = 4; + (Rb + 1) T + the solo turn's wait with
 *   Rb = min(4 IDs, 2 waves) = 2, T = len[(class mask 1 - 1) 4 + 0 + 0] = 10 and solo[(1 - 1)
 *   2 + 0] = 40: 74. With a K = 2 op in the kernel too (class mask 3): its hazard 5 is now the
 *   kernel's worst, 6, len[8] = 18 and solo[4] = 44: 6 + 3 x 18 + 44 = 104; with an SGPR
 *   written by a VALU: len[9] = 19: 107.
 *   A kernel of 8 SGPRs copies 4 words, 47 fewer than 51: e_s 336 - 47 x 6 = 54, e_m 170 -
 *   47 x 3 = 29, split_block 334 - 47 x 6 = 52. Two s_split and two s_merge per wavefront,
 *   of the wavefronts a SIMD holds at once, min(4 contexts, 2 a SIMD) = 2: 2 (2 x 52 + 2 x (29
 *   - 2)) = 316. */
static void test_pipe_pws(void)
{
    char *text = strdup(pipe_json);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    subst(&text, "\"spsimds\": 0, \"split\": \"none\"", "\"spsimds\": 1, \"split\": \"pws\"");
    subst(&text, "\"lds_zero_write_worst\": 3,",
          "\"lds_zero_write_worst\": 3, \"split_block\": 334, \"turns\": { \"units\": 2, "
          "\"ids\": 4, \"len\": [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, "
          "26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37], \"solo\": [40, 41, 42, 43, 44, 45, "
          "46, 47, 48, 49, 50, 51, 52, 53] },");
    subst(&text, "\"hz_other\": 5, \"srf\": 0, \"redirect\": 0 }",
          "\"hz_other\": 5, \"srf\": 0, \"redirect\": 0, \"vcls\": 1 }");
    subst(&text, "  \"pipe\": {", "  \"split\": { \"e_s\": 336, \"e_m\": 170, \"words\": 51, "
          "\"e_s_word\": 6, \"e_m_word\": 3 },\n  \"pipe\": {");
    timing t;
    CU_ASSERT_EQUAL_FATAL(read_model(text, &t), 0);
    CU_ASSERT_EQUAL(t.turn_units, 2);
    CU_ASSERT_EQUAL(t.vcls[ISA_v_lshlrev_b64], 1);
    uint8_t used[ISA_NUM_OPS] = { 0 };
    used[ISA_v_add_u32] = used[ISA_s_endpgm] = 1;
    timing_load l = { used, 4, 1, 2, 8, 4, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
    isa_inst in;
    CU_ASSERT_EQUAL_FATAL(parse_at("v_add_u32 v1, vcc, s0, v0", 0, &in), 0);
    CU_ASSERT_EQUAL(timing_pipe_writes_sgpr(&t, &in), 0);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 74);
    /* the narrow fetch (fetch_width 1): the fetch's share is a whole pick, ceil(2 x 4 / 1) = 8,
     * above the hazard: 8 + 3 x 10 + 40 = 78 */
    char *nf = strdup(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(nf);
    subst(&nf, "\"split_block\": 334,", "\"split_block\": 334, \"fetch_width\": 1,");
    CU_ASSERT_EQUAL_FATAL(read_model(nf, &t), 0);
    CU_ASSERT_EQUAL(t.fetch_width, 1);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 78);
    free(nf);
    CU_ASSERT_EQUAL_FATAL(read_model(text, &t), 0);
    CU_ASSERT_EQUAL(t.fetch_width, 2);   /* (absent) */
    /* right after a VALU instruction of its SWF (issued at t_p in a turn of its own ID, which
     * ends by t_p + T): its hazard 3 -> 4, then what is left of that turn, 10 - 4, Rb = 2
     * turns and the solo wait: 4 + 6 + 20 + 40 = 70 (not 4 + 3 x 10 + 40) */
    isa_inst two[2];
    CU_ASSERT_EQUAL_FATAL(parse_at("v_add_u32 v1, vcc, s0, v0", 0, &two[0]), 0);
    CU_ASSERT_EQUAL_FATAL(parse_at("v_add_u32 v2, vcc, s0, v1", 4, &two[1]), 0);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, two, 1, 0), 70);
    /* one wavefront a SIMD (2 on the 2 SIMDs): Rb = 1, every turn is solo and there is no
     * other ID's turn to wait for: the hazard 4 (the unit's hold, 2, is shorter), the fetch's
     * share ceil(2 x min(4, 1 x 2) / 2) = 2, and solo[0] = 40: 44, first in the block or not */
    l.waves = 2;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 44);
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, two, 1, 0), 44);
    l.waves = 4;
    used[ISA_v_lshlrev_b64] = 1;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 104);
    /* the same after a VALU: 4 + (18 - 4) + 2 x 18 + 44 = 98 */
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, two, 1, 0), 98);
    /* one a SIMD: the hazard 6 (the kernel's worst before the block), solo[4] = 44: 50 */
    l.waves = 2;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 50);
    l.waves = 4;
    l.valu_sgpr = 1;
    CU_ASSERT_EQUAL(timing_pipe_insn_gap(&t, &l, &in, 0, 0), 107);
    timing_fit_sgprs(&t, 8);
    CU_ASSERT_EQUAL(t.e_s, 54);
    CU_ASSERT_EQUAL(t.e_m, 29);
    CU_ASSERT_EQUAL(t.split_block, 52);
    CU_ASSERT_EQUAL(timing_split_interference(&t, &l), 316);
    /* the split engine's model (block_word: a split's block grows by one copy's 3 a word, e_s
     * by two): e_s 335, e_m 5 (the token only), split_block 169; 47 fewer words: e_s 335 - 47 x
     * 6 = 53, e_m 5, split_block 169 - 47 x 3 = 28; the interference 2 x (2 x 28 + 2 x 3) =
     * 124. A block_word above e_s_word is refused. */
    char *eng = strdup(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(eng);
    subst(&eng, "\"e_s\": 336, \"e_m\": 170, \"words\": 51, \"e_s_word\": 6, \"e_m_word\": 3 }",
          "\"e_s\": 335, \"e_m\": 5, \"words\": 51, \"e_s_word\": 6, \"e_m_word\": 0, "
          "\"block_word\": 3 }");
    subst(&eng, "\"split_block\": 334", "\"split_block\": 169");
    CU_ASSERT_EQUAL_FATAL(read_model(eng, &t), 0);
    timing_fit_sgprs(&t, 8);
    CU_ASSERT_EQUAL(t.e_s, 53);
    CU_ASSERT_EQUAL(t.e_m, 5);
    CU_ASSERT_EQUAL(t.split_block, 28);
    CU_ASSERT_EQUAL(timing_split_interference(&t, &l), 124);
    /* 2 wavefronts on the 2 SIMDs, one a SIMD: a split holds only units on which no other
     * context of the SIMD runs, so nothing else waits */
    l.waves = 2;
    CU_ASSERT_EQUAL(timing_split_interference(&t, &l), 0);
    l.waves = 4;
    /* share_word (what a copy loses a word to other engines at its destination), 2 here, and
     * an s_split that holds X 200 cycles at 51 words (its unit 1: the pipelined CU's control
     * unit): 8 SGPRs, 4 words: its X 200 - 47 x 3 = 59 (the unit's hold stays 1), e_s 53,
     * split_block 28. With one wavefront a SIMD (2 on the 2 SIMDs) a unit's copy port takes
     * one copy at a time: 4 words x 2 less in each copy: e_s 53 - 2 x 8 = 37 (e_s_word 6 - 4 =
     * 2), split_block 28 - 8 = 20 (block_word 1), the s_split's X 59 - 8 = 51; with two a SIMD
     * nothing changes. A share_word above block_word is refused. */
    char *sh = strdup(eng);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sh);
    subst(&sh, "\"block_word\": 3 }", "\"block_word\": 3, \"share_word\": 2 }");
    subst(&sh, "    \"s_endpgm\": { \"class\"",
          "    \"s_split\": { \"class\": \"split\", \"own_worst\": 200, \"gap_worst\": 9999 },\n"
          "    \"s_endpgm\": { \"class\"");
    subst(&sh, "    \"s_endpgm\": { \"unit\"",
          "    \"s_split\": { \"unit\": \"ctrl\", \"hold\": 1, \"send\": 0, \"rows\": 0, \"hz_valu\": 2,"
          " \"hz_scalar\": 2, \"hz_other\": 2, \"srf\": 0, \"redirect\": 0 },\n"
          "    \"s_endpgm\": { \"unit\"");
    CU_ASSERT_EQUAL_FATAL(read_model(sh, &t), 0);
    timing_fit_sgprs(&t, 8);
    CU_ASSERT_EQUAL(t.e_s, 53);
    CU_ASSERT_EQUAL(t.split_block, 28);
    CU_ASSERT_EQUAL(t.own_worst[ISA_s_split], 59);
    CU_ASSERT_EQUAL(t.hold[ISA_s_split], 1);
    timing_split_alone(&t, &l);   /* 4 waves on 2 SIMDs */
    CU_ASSERT_EQUAL(t.e_s, 53);
    l.waves = 2;
    timing_split_alone(&t, &l);
    CU_ASSERT_EQUAL(t.e_s, 37);
    CU_ASSERT_EQUAL(t.e_s_word, 2);
    CU_ASSERT_EQUAL(t.split_block, 20);
    CU_ASSERT_EQUAL(t.block_word, 1);
    CU_ASSERT_EQUAL(t.own_worst[ISA_s_split], 51);
    CU_ASSERT_EQUAL(t.e_m, 5);
    l.waves = 4;
    subst(&sh, "\"share_word\": 2", "\"share_word\": 4");
    CU_ASSERT_EQUAL(read_model(sh, &t), PWS_EPARSE);
    free(sh);
    subst(&eng, "\"block_word\": 3", "\"block_word\": 7");
    CU_ASSERT_EQUAL(read_model(eng, &t), PWS_EPARSE);
    free(eng);
    /* the fetch: without ports, one pick a visit among the SIMD's R = min(4 contexts, 2 waves
     * x 2 SWFs) = 4: a context's pair every N R = 8 cycles, the first F = N R + 2 = 10 after
     * it can fetch; with a port per unit (fetch_ports 2) among its bank's 4 / 2 = 2 contexts,
     * one per wavefront of the 2 a SIMD: N Rf = 4, F = 6; and 65 ports are refused */
    uint64_t nr, ff;
    CU_ASSERT_EQUAL_FATAL(read_model(text, &t), 0);
    timing_pipe_stream(&t, &l, &nr, &ff);
    CU_ASSERT_EQUAL(nr, 8);
    CU_ASSERT_EQUAL(ff, 10);
    char *fp = strdup(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(fp);
    subst(&fp, "\"split_block\": 334,", "\"split_block\": 334, \"fetch_ports\": 2,");
    CU_ASSERT_EQUAL_FATAL(read_model(fp, &t), 0);
    timing_pipe_stream(&t, &l, &nr, &ff);
    CU_ASSERT_EQUAL(nr, 4);
    CU_ASSERT_EQUAL(ff, 6);
    subst(&fp, "\"fetch_ports\": 2,", "\"fetch_ports\": 65,");
    CU_ASSERT_EQUAL(read_model(fp, &t), PWS_EPARSE);
    free(fp);
    /* a turn table of the wrong length is refused, and a solo one */
    char *bad = strdup(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(bad);
    subst(&bad, "52, 53]", "52]");
    CU_ASSERT_EQUAL(read_model(bad, &t), PWS_EPARSE);
    free(bad);
    subst(&text, "36, 37]", "36]");
    CU_ASSERT_EQUAL(read_model(text, &t), PWS_EPARSE);
    free(text);
}

/* wcet/pending.c: s_waitcnt with a zero count completes its class; any s_waitcnt may wait for
 * what is in flight; lgkmcnt covers SMEM and DS; a store is in flight too. */
static void test_pending(void)
{
    static const char *const text[] = {
        "s_load_dwordx2 s[4:5], s[0:1], 0x0", "flat_store_dword v[0:1], v2",
        "s_waitcnt vmcnt(1)", "s_waitcnt lgkmcnt(0)", "s_add_u32 s6, s4, 1",
        "s_waitcnt vmcnt(0)", "s_endpgm" };
    /* (an s_waitcnt may wait for whatever is in flight: vmcnt(1) leaves lgkmcnt at 15, which
     * still waits if 16 or more are out) */
    static const unsigned want[] = { 0, 0, TIMING_PENDING_SMEM | TIMING_PENDING_VMEM,
                                     TIMING_PENDING_SMEM | TIMING_PENDING_VMEM, 0,
                                     TIMING_PENDING_VMEM, 0 };
    pend_set p;
    memset(&p, 0, sizeof p);
    for (unsigned i = 0; i < sizeof want / sizeof want[0]; i++) {
        isa_inst in;
        CU_ASSERT_EQUAL_FATAL(parse_at(text[i], 4 * i, &in), 0);
        CU_ASSERT_EQUAL(pend_step(&p, &in), want[i]);
    }
}

void suite_wcet_timing(void)
{
    CU_pSuite s = CU_add_suite("wcet_timing", NULL, NULL);
    CU_add_test(s, "kernel-aware gaps, SPI traffic and d", test_kernel_gaps);
    CU_add_test(s, "a model without the decomposition", test_no_parts);
    CU_add_test(s, "inconsistent models are refused", test_inconsistent);
    CU_add_test(s, "the pipelined CU's composition", test_pipe_gaps);
    CU_add_test(s, "a unit of plain stores: send_alone", test_pipe_store_alone);
    CU_add_test(s, "SRF reservations, the SPI's writes: one wavefront a SIMD", test_pipe_srf_spi);
    CU_add_test(s, "memory sending from its parts: the requesters a kernel has",
                test_pipe_mem_parts);
    CU_add_test(s, "PWS on the pipelined CU: turns, split words, interference", test_pipe_pws);
    CU_add_test(s, "loads and stores in flight (pending.c)", test_pending);
}
