/* tests/test_wcet_hybrid.c -- the hybrid bound's measurements (wcet/hybrid.c), `pws wcet
 * --train/--test` on traces written by hand through the writer API, the DWS composition, the
 * thesis's Eq. 5.4 / 5.5 and the SWF-context guarantee (wcet/swf_ctx.c). Every expected number
 * is worked out in the comments. */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bound.h"
#include "cfg.h"
#include "cmds.h"
#include "diag.h"
#include "hybrid.h"
#include "kload.h"
#include "pws_err.h"
#include "swf_ctx.h"
#include "trace.h"

/* tests/wcet/loop5.s: block loop5 = pc 0x0 (1 insn), .Lhead = pc 0x4..0x10 (4 insns, the loop),
 * pc_0x14 = s_endpgm. One wavefront; cycles chosen by hand:
 *   dispatch 2, wave_start 5                       -> d = 5 - 2 = 3
 *   0x0 at 8                                        -> loop5: 8 - 5 = 3
 *   .Lhead #1: 10, 12, 14, 20                       -> 20 - 8 = 12
 *   .Lhead #2: 22, 24, 26, 27 (slow: 28 + bump)      -> 27 - 20 = 7 (+ bump)
 *   .Lhead #3: 29, 31, 33, 35                       -> 35 - 27 = 8
 *   0x14 at 40                                      -> 40 - 35 = 5
 *   wave_end 41, kernel_end 45                      -> wave 36, kernel 45
 * bump adds to every cycle from .Lhead #2's last retire on (a deliberately slower run). */
/* A trace of k on 1 CU x simds SIMDs x 10 contexts, pws S = 3, grid = workgroup = 64, up to
 * its wave's start: kernel_start 0, the workgroup dispatched at 2, its one wave started at 5.
 * NULL if it cannot be created. */
static trace_writer *loop5_start(const char *path, const kernel *k, unsigned simds)
{
    trace_header h = { .producer = TRACE_PRODUCER_RTL, .split = 2, .wave = 64, .lanes = 16,
                       .cus = 1, .simds = simds, .spsimds = 3, .contexts = 10,
                       .grid = { 64, 1, 1 }, .wg = { 64, 1, 1 }, .entry = k->entry,
                       .code = k->code, .ncode = k->ncode };
    snprintf(h.name, sizeof h.name, "%s", k->name);
    trace_writer *t = trace_create(path, &h);
    if (!t)
        return NULL;
    trace_write(t, &(trace_rec){ .type = TRACE_KERNEL_START, .cycle = 0 });
    trace_rec d = { .type = TRACE_WG_DISPATCH, .cycle = 2 };
    d.u.wg.nwaves = 1;
    trace_write(t, &d);
    trace_write(t, &(trace_rec){ .type = TRACE_WAVE_START, .cycle = 5 });
    return t;
}

static int write_loop5(const char *path, const kernel *k, uint64_t bump, unsigned simds)
{
    trace_writer *t = loop5_start(path, k, simds);
    if (!t)
        return -1;
    static const uint32_t pc[] = { 0, 4, 8, 12, 16, 4, 8, 12, 16, 4, 8, 12, 16, 0x14 };
    static const uint64_t cy[] = { 8, 10, 12, 14, 20, 22, 24, 26, 27, 29, 31, 33, 35, 40 };
    for (unsigned i = 0; i < sizeof pc / sizeof *pc; i++) {
        trace_rec r = { .type = TRACE_RETIRE, .cycle = cy[i] + (i >= 8 ? bump : 0) };
        r.u.r.pc = pc[i];
        r.u.r.nwords = 1;
        trace_write(t, &r);
    }
    trace_write(t, &(trace_rec){ .type = TRACE_WAVE_END, .cycle = 41 + bump });
    return trace_close(&t, 45 + bump, TRACE_END_OK);
}

static void test_hybrid_loop5(void)
{
    kernel *k = NULL;
    cfg_label *labels = NULL;
    unsigned nl = 0;
    cfg *g = NULL;
    char dir[] = "/tmp/pws_hybrid_XXXXXX", a[48], b[48], ff[48], ff2[48];
    CU_ASSERT_FATAL(mkdtemp(dir) != NULL);
    CU_ASSERT_FATAL(kload_file("tests/wcet/loop5.s", NULL, &k, &labels, &nl) == 0);
    CU_ASSERT_FATAL(cfg_build(k, labels, nl, &g) == 0);
    snprintf(a, sizeof a, "%s/a.gz", dir);
    snprintf(b, sizeof b, "%s/b.gz", dir);
    /* the configuration of tests/wcet/timing_small.json: 1 CU x 4 SIMDs x 10 contexts, pws S = 3
     * (loop5 has no split: its pws bounds are its none bounds) */
    CU_ASSERT_FATAL(write_loop5(a, k, 0, 4) == 0);
    CU_ASSERT_FATAL(write_loop5(b, k, 1, 4) == 0);   /* .Lhead #2 takes 8, #3 takes 8 as before */
    hybrid_obs *h = hybrid_new(g);
    CU_ASSERT_FATAL(h != NULL);
    CU_ASSERT_EQUAL(hybrid_add_trace(h, g, k, a), 0);
    int lh = cfg_find(g, ".Lhead"), l0 = cfg_find(g, "loop5"), le = cfg_find(g, "pc_0x14");
    CU_ASSERT_EQUAL(h->lat[l0], 3);
    CU_ASSERT_EQUAL(h->lat[lh], 12);
    CU_ASSERT_EQUAL(h->lat[le], 5);
    CU_ASSERT_EQUAL(h->execs[lh], 3);
    CU_ASSERT_EQUAL(h->loop_max[0], 3);
    CU_ASSERT_EQUAL(h->loop_total[0], 3);
    CU_ASSERT_EQUAL(h->d, 3);
    CU_ASSERT_EQUAL(h->wave, 36);
    CU_ASSERT_EQUAL(h->kernel, 45);
    /* one slot: delta = 5 - 2 = 3, L = 41 - 5 = 36: Eq. 5.4 and 5.5 (B = 1) both 39 */
    CU_ASSERT_EQUAL(h->eq54_1, 39);
    CU_ASSERT_EQUAL(h->eq55_1, 39);
    uint64_t lmax2[1] = { 2 }, lmax5[1] = { 5 };
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(hybrid_check_loops(h, g, lmax2, NULL, a), PWS_ERANGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "loop .Lhead ran 3 times per entry, above its "
                                               "declared max 2"));
    CU_ASSERT_EQUAL(hybrid_check_loops(h, g, lmax5, NULL, a), 0);
    /* a trace of another kernel is refused */
    kernel *k2 = NULL;
    cfg_label *lb2 = NULL;
    CU_ASSERT_FATAL(kload_file("testbenches/asm/fig2.s", NULL, &k2, &lb2, &nl) == 0);
    CU_ASSERT_EQUAL(hybrid_add_trace(h, g, k2, a), PWS_EMISMATCH);
    diag_set_quiet(0);
    /* pws wcet --train a --test b: the hybrid latency of .Lhead is 12 (from a); b's iteration
     * #2 takes 28 - 20 = 8 and #3 36 - 28 = 8, so no segment is over, but its exit block takes
     * 41 - 36 = 5 and the kernel 46 <= hybrid none bound d + 3 + 5 * 12 + 5 = 71: exit 0.
     * With b as the training trace and a as the test, nothing is over either. Then a test
     * trace whose .Lhead #1 is slower (bump on the first iteration) must be a violation. */
    snprintf(ff, sizeof ff, "%s/l.ff", dir);
    FILE *f = fopen(ff, "w");
    fputs("loop .Lhead max 5\n", f);
    fclose(f);
    char targ[160], testarg[160];
    snprintf(targ, sizeof targ, "%s", a);
    snprintf(testarg, sizeof testarg, "%s", b);
    char *argv1[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff, "--train", targ, "--test", testarg, NULL };
    CU_ASSERT_EQUAL(cmd_wcet(10, argv1), 0);
    /* c: .Lhead #1 ends at 21 instead of 20 -> 13 > 12: a violation, exit 1 */
    char c[48];
    snprintf(c, sizeof c, "%s/c.gz", dir);
    {
        trace_writer *t = loop5_start(c, k, 4);
        CU_ASSERT_FATAL(t != NULL);
        static const uint32_t pc[] = { 0, 4, 8, 12, 16, 0x14 };
        static const uint64_t cy[] = { 8, 10, 12, 14, 21, 23 };
        for (unsigned i = 0; i < 6; i++) {
            trace_rec r = { .type = TRACE_RETIRE, .cycle = cy[i] };
            r.u.r.pc = pc[i];
            r.u.r.nwords = 1;
            trace_write(t, &r);
        }
        CU_ASSERT_EQUAL(trace_close(&t, 30, TRACE_END_OK), 0);
    }
    snprintf(targ, sizeof targ, "%s", a);
    snprintf(testarg, sizeof testarg, "%s,%s", b, c);
    char *argv2[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff, "--train", targ, "--test", testarg, NULL };
    CU_ASSERT_EQUAL(cmd_wcet(10, argv2), 1);
    /* a declared bound below the observed count is an error (exit 3), not a number */
    snprintf(ff2, sizeof ff2, "%s/l2.ff", dir);
    f = fopen(ff2, "w");
    fputs("loop .Lhead max 2\n", f);
    fclose(f);
    snprintf(targ, sizeof targ, "%s", a);
    char *argv3[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff2, "--hybrid", targ, NULL };
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(cmd_wcet(8, argv3), 3);
    /* a trace of another configuration (1 SIMD, not the model's 4) bounds nothing here: exit 3,
     * naming both; so does a trace of another dispatch (--grid 128 against its 64) */
    char x[48];
    snprintf(x, sizeof x, "%s/x.gz", dir);
    CU_ASSERT_FATAL(write_loop5(x, k, 0, 1) == 0);
    char *argv4[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff, "--hybrid", x, NULL };
    CU_ASSERT_EQUAL(cmd_wcet(8, argv4), 3);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "the trace is of another configuration or "
                                               "dispatch: 1 CUs x 1 SIMDs x 10 contexts, the "
                                               "timing model's 1 x 4 x 10"));
    char *argv5[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff, "--grid", "128", "--check", targ, NULL };
    CU_ASSERT_EQUAL(cmd_wcet(10, argv5), 3);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "--grid 64,1,1 --wg 64,1,1, the analysis's "
                                               "--grid 128,1,1 --wg 64,1,1"));
    /* and two training traces must agree with each other */
    snprintf(testarg, sizeof testarg, "%s,%s", a, x);
    char *argv6[] = { "wcet", "tests/wcet/loop5.s", "--timing", "tests/wcet/timing_small.json",
                      "--flow-facts", ff, "--train", testarg, NULL };
    CU_ASSERT_EQUAL(cmd_wcet(8, argv6), 3);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "another producer, configuration or dispatch "
                                               "than the traces before it"));
    unlink(x);
    diag_set_quiet(0);
    hybrid_free(h);
    cfg_free(g);
    kernel_free(k), kernel_free(k2);
    free(labels), free(lb2);
    unlink(a), unlink(b), unlink(c), unlink(ff), unlink(ff2), rmdir(dir);
}

/* Eq. 5.4 / 5.5 on two wavefronts with S = 1 (two SWF slots each), B = 2:
 *   wave 0: delta = {1, 10}, L = {20, 5};  wave 1: delta = {4, 0}, L = {18, 0}
 *   Eq. 5.4: max(1+20, 10+5, 4+18, 0+0) = 22; x 2 = 44
 *   Eq. 5.5: wave 0: max delta 10 + (20 + 5) = 35; wave 1: 4 + 18 = 22; max 35; x 2 = 70 */
static void test_eq54_55(void)
{
    const uint64_t delta[] = { 1, 10, 4, 0 }, l[] = { 20, 5, 18, 0 };
    CU_ASSERT_EQUAL(bound_eq54(2, delta, l, 2, 2), 44);
    CU_ASSERT_EQUAL(bound_eq55(2, delta, l, 2, 2), 70);
    CU_ASSERT_EQUAL(bound_eq54(1, delta, l, 0, 2), 0);
    /* DWS never merges: IPET 59 (Figure 8, no pruning), S = 2, e_s = 1: 59 + 2 = 61; Lemma 5.7
     * with d = DS = 1: 1 * (1 + 3 * 61) = 184 (the paper's e_m would have given 190) */
    CU_ASSERT_EQUAL(bound_e_wf_dws(59, 2, 1), 61);
    CU_ASSERT_EQUAL(bound_kernel_dws(1, 1, 2, bound_e_wf_dws(59, 2, 1)), 184);
}

/* swf_ctx on testbenches/asm/fig2.s (BB1 splits with BB2 nested in its then part, BB7 after
 * the merge) and tests/wcet/nested3.s (one more split, BB6a, in BB1's else part).
 * fig2: need = max(1 + need(then BB1) = 1 + 1, BB7: 1) = 2. held(BB2) = 1 (BB1's child, else
 * part has no split): guaranteed iff S >= 2. held(BB1) = held(BB7) = 0.
 * nested3: need = 1 + 1 + 1 = 3; held(BB2) = 1 + need(else of BB1) = 2 = held(BB6a): both need
 * S >= 3. */
static void test_swf_ctx(void)
{
    static const struct { const char *file; unsigned s, need, ng; } cases[] = {
        { "testbenches/asm/fig2.s", 1, 2, 2 }, { "testbenches/asm/fig2.s", 2, 2, 3 },
        { "tests/wcet/nested3.s", 2, 3, 2 },   { "tests/wcet/nested3.s", 3, 3, 4 },
        { "tests/wcet/nested3.s", 0, 3, 0 },
    };
    for (unsigned c = 0; c < sizeof cases / sizeof *cases; c++) {
        kernel *k = NULL;
        cfg_label *labels = NULL;
        unsigned nl = 0;
        cfg *g = NULL;
        CU_ASSERT_FATAL(kload_file(cases[c].file, NULL, &k, &labels, &nl) == 0);
        CU_ASSERT_FATAL(cfg_build(k, labels, nl, &g) == 0);
        uint8_t *gu = calloc((size_t)g->nblocks, 1);
        swf_ctx_info info;
        swf_ctx_guaranteed(g, cases[c].s, gu, &info);
        unsigned ng = 0;
        for (int b = 0; b < g->nblocks; b++)
            ng += gu[b];
        CU_ASSERT_EQUAL(info.need, cases[c].need);
        CU_ASSERT_EQUAL(info.regions, 0);
        CU_ASSERT_EQUAL(ng, cases[c].ng);
        free(gu);
        cfg_free(g);
        kernel_free(k);
        free(labels);
    }
}

/* DWS's guaranteed splits on testbenches/asm/dws_marked.s: its marked branches are A (x odd,
 * the entry block's execz), B (x & 2, in A's then part), C (the loop's guard, after A's join)
 * and D (the loop's back edge). A dominates B, C and D, and no SWF a split makes can reach it:
 * nothing splits before it, so it always finds a context (S >= 1). B runs at most once (A's
 * new SWF goes on at .Leven, which does not reach A's then part), but C and D, which it does
 * not dominate, may split before it (C after A's join, D in a loop: a new SWF's way may be
 * faster than B's), with A's split 1 + C's + D's >= S for every S: not guaranteed. C is
 * reached by A's new SWF (twice at most: not once), D is in a loop. So exactly A, for S = 1, 3
 * and 7; nothing for S = 0. */
static void test_swf_ctx_dws(void)
{
    kernel *k = NULL;
    cfg_label *labels = NULL;
    unsigned nl = 0;
    cfg *g = NULL;
    CU_ASSERT_FATAL(kload_file("testbenches/asm/dws_marked.s", NULL, &k, &labels, &nl) == 0);
    CU_ASSERT_FATAL(cfg_build(k, labels, nl, &g) == 0);
    uint8_t *gu = calloc((size_t)g->nblocks, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(gu);
    unsigned marked = 0;
    for (int b = 0; b < g->nblocks; b++)
        marked += g->blocks[b].mode_marked;
    CU_ASSERT_EQUAL(marked, 4);
    static const unsigned ss[] = { 1, 3, 7 };
    for (unsigned i = 0; i < 3; i++) {
        CU_ASSERT_EQUAL(swf_ctx_dws_guaranteed(g, ss[i], gu), 1);
        CU_ASSERT_EQUAL(gu[g->entry], 1);
        CU_ASSERT_STRING_EQUAL(g->blocks[g->entry].name, "dws_marked");
    }
    CU_ASSERT_EQUAL(swf_ctx_dws_guaranteed(g, 0, gu), 0);
    CU_ASSERT_EQUAL(gu[g->entry], 0);
    free(gu);
    cfg_free(g);
    kernel_free(k);
    free(labels);
}

/* The per-SWF slots of Eq. 5.4 / 5.5: dispatch 2, wave_start 5 (slot 0), a split at 10 puts a
 * child on unit 1, the merge at 30 frees it, the wave ends at 50.
 *   slot 0: delta 5 - 2 = 3, L = 50 - 5 = 45 -> 48;  slot 1: delta 10 - 2 = 8, L = 30 - 10 = 20 -> 28
 *   Eq. 5.4 (B = 1) = max(48, 28) = 48;  Eq. 5.5 = max(3, 8) + 45 + 20 = 73 */
static void test_slots(void)
{
    kernel *k = NULL;
    cfg_label *labels = NULL;
    unsigned nl = 0;
    cfg *g = NULL;
    char path[] = "/tmp/pws_slots_XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    CU_ASSERT_FATAL(kload_file("tests/wcet/loop5.s", NULL, &k, &labels, &nl) == 0);
    CU_ASSERT_FATAL(cfg_build(k, labels, nl, &g) == 0);
    trace_writer *t = loop5_start(path, k, 4);
    CU_ASSERT_FATAL(t != NULL);
    trace_rec sp = { .type = TRACE_SPLIT, .cycle = 10 };
    sp.u.split.child_unit = 1;
    trace_write(t, &sp);
    trace_rec mg = { .type = TRACE_MERGE, .cycle = 30 };
    mg.u.merge.freed_unit = 1;
    trace_write(t, &mg);
    trace_write(t, &(trace_rec){ .type = TRACE_WAVE_END, .cycle = 50 });
    CU_ASSERT_EQUAL(trace_close(&t, 52, TRACE_END_OK), 0);
    hybrid_obs *h = hybrid_new(g);
    CU_ASSERT_FATAL(h != NULL);
    CU_ASSERT_EQUAL(hybrid_add_trace(h, g, k, path), 0);
    CU_ASSERT_EQUAL(h->eq54_1, 48);
    CU_ASSERT_EQUAL(h->eq55_1, 73);
    hybrid_free(h);
    cfg_free(g);
    kernel_free(k);
    free(labels);
    unlink(path);
}

void suite_wcet_hybrid(void)
{
    CU_pSuite s = CU_add_suite("wcet_hybrid", NULL, NULL);
    CU_add_test(s, "hybrid: hand-written traces, loops, train/test", test_hybrid_loop5);
    CU_add_test(s, "thesis Eq. 5.4, 5.5; DWS without e_m", test_eq54_55);
    CU_add_test(s, "per-SWF slots of Eq. 5.4, 5.5 from a trace", test_slots);
    CU_add_test(s, "SWF contexts guaranteed to s_splits", test_swf_ctx);
    CU_add_test(s, "DWS marked branches guaranteed a context", test_swf_ctx_dws);
}
