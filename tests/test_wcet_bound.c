/* tests/test_wcet_bound.c -- wcet/bound.c (the paper's Sec. 5 formulas), flowfacts.c, ilp.c's lp
 * file round trip and cfg_build() on assembled code. Expected values are worked out by hand in
 * the comments from the paper's definitions and its worked examples. */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "asm.h"
#include "bound.h"
#include "cfg.h"
#include "diag.h"
#include "flowfacts.h"
#include "ilp.h"
#include "ipet.h"
#include "pws_err.h"
#include "split_depth.h"

/* Table 2 of the paper, PWS column with d = e_s = e_m = DS = 1 and our Figure 8 costs
 * (tests/test_wcet.c): S = 2: IPET(C_out) = 42, |SB| = 3: E_WF = 42 + 3 * (1 + 1) = 48,
 * E_kernel = 1 * (1 + 48) = 49. S = 1: 49 + 1 * 2 = 51 -> 52. No splitting: 1 * (1 + 59) = 60. */
static void test_lemmas_table2(void)
{
    CU_ASSERT_EQUAL(bound_e_wf(42, 3, 1, 1), 48);
    CU_ASSERT_EQUAL(bound_kernel_pws(1, 1, 48), 49);
    CU_ASSERT_EQUAL(bound_kernel_pws(1, 1, bound_e_wf(49, 1, 1, 1)), 52);
    CU_ASSERT_EQUAL(bound_kernel_pws(1, 1, 59), 60);
    /* Lemma 5.7, S = 2, E_WF^DWS = 59 + 2 * (1 + 1) = 63: 1 * (1 + 3 * 63) = 190 (the paper's
     * table prints 192, which no integer E_WF gives: 191 is not a multiple of 3) */
    CU_ASSERT_EQUAL(bound_kernel_dws(1, 1, 2, bound_e_wf(59, 2, 1, 1)), 190);
    /* S = 0 makes Lemma 5.7 the unsplit bound */
    CU_ASSERT_EQUAL(bound_kernel_dws(3, 10, 0, 100), 330);
}

/* Eq. 2: the paper's example: 4 SIMDs, S = 3, one context used: 2 idle SpSIMDs per SIMD become
 * 4 more SIMDs: 4 + floor(2 * 4 / 2) = 8. All used: 4. None used: 4 + 3 * 4 / 1 = 16. */
static void test_eq2(void)
{
    CU_ASSERT_EQUAL(bound_n_simd_total(4, 3, 1), 8);
    CU_ASSERT_EQUAL(bound_n_simd_total(4, 3, 3), 4);
    CU_ASSERT_EQUAL(bound_n_simd_total(4, 3, 0), 16);
    CU_ASSERT_EQUAL(bound_n_simd_total(4, 2, 5), 4);   /* more than S: nothing idle */
    /* 4 SIMDs, S = 7, 2 used: 4 + floor(5 * 4 / 3) = 4 + 6 = 10 */
    CU_ASSERT_EQUAL(bound_n_simd_total(4, 7, 2), 10);
}

/* Definitions 5.2 and 5.3 with the paper's N_CU = N_SIMD = 4, N_WFC = 10, wave 64:
 * 4*4*10*64 = 10240 work-items; WG 256: G_parallel = 40; G = 100: DS = ceil(100/40) = 3;
 * G = 80: DS = 2. WG 3000: floor(10240 / 3000) = 3. WG 20000: 0 (does not fit). */
static void test_gparallel_ds(void)
{
    CU_ASSERT_EQUAL(bound_g_parallel(4, 4, 10, 64, 256), 40);
    CU_ASSERT_EQUAL(bound_ds(100, 40), 3);
    CU_ASSERT_EQUAL(bound_ds(80, 40), 2);
    CU_ASSERT_EQUAL(bound_ds(1, 40), 1);
    CU_ASSERT_EQUAL(bound_g_parallel(4, 4, 10, 64, 3000), 3);
    CU_ASSERT_EQUAL(bound_g_parallel(4, 4, 10, 64, 20000), 0);
}

static void test_flowfacts_parse(void)
{
    flowfacts *ff;
    CU_ASSERT_EQUAL_FATAL(flowfacts_parse("# c\nloop .L1 max 7\n\nloop 0x40 max 3 total 10 # x\n",
                                          "f.ff", &ff), 0);
    CU_ASSERT_EQUAL(ff->n, 2);
    CU_ASSERT_STRING_EQUAL(ff->facts[0].name, ".L1");
    CU_ASSERT_EQUAL(ff->facts[0].max, 7);
    CU_ASSERT_EQUAL(ff->facts[0].total, IPET_NO_TOTAL);   /* not given (0 is a bound) */
    CU_ASSERT_EQUAL(ff->facts[1].max, 3);
    CU_ASSERT_EQUAL(ff->facts[1].total, 10);
    CU_ASSERT_EQUAL(ff->facts[1].line, 4);
    flowfacts_free(ff);
    /* a loop that never runs: both zero bounds are kept as such */
    CU_ASSERT_EQUAL_FATAL(flowfacts_parse("loop .L2 max 0 total 0\n", "f.ff", &ff), 0);
    CU_ASSERT_EQUAL(ff->facts[0].max, 0);
    CU_ASSERT_EQUAL(ff->facts[0].total, 0);
    flowfacts_free(ff);
    static const char *const bad[][2] = {
        { "loop .L1\n", "f.ff:1: error: loop .L1: 'max N' is required" },
        { "\nloop .L1 max x\n", "f.ff:2: error: 'max' needs a number 0..1000000000" },
        { "loop .L1 max 2 max 3\n", "f.ff:1: error: 'max' given twice" },
        { "loop .L1 max 2\nloop .L1 max 3\n", "f.ff:2: error: loop .L1 already bounded at line 1" },
        { "bound .L1 max 2\n", "f.ff:1: error: expected 'loop HEADER max N [total N]', got 'bound'" },
        { "loop .L1 min 2\n", "f.ff:1: error: unknown key 'min' (max or total)" },
        { "loop .L1 max 1000000001\n", "f.ff:1: error: 'max' needs a number 0..1000000000" },
    };
    diag_set_quiet(1);
    for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
        CU_ASSERT_EQUAL(flowfacts_parse(bad[i][0], "f.ff", &ff), PWS_EPARSE);
        CU_ASSERT_STRING_EQUAL(diag_last(), bad[i][1]);
        CU_ASSERT_PTR_NULL(ff);
    }
    diag_set_quiet(0);
}

/* max 3x + 2y, x + y <= 4, x <= 3 (integers): x = 3, y = 1: 11. Written in lp format, re-read
 * with read_lp and solved again: the same 11. */
static void test_ilp_roundtrip(void)
{
    ilp *p = ilp_new(2);
    int c[2] = { 0, 1 };
    double one[2] = { 1, 1 }, obj[2] = { 3, 2 }, x[2], o1 = 0, o2 = 0;
    ilp_set_name(p, 0, "x");
    ilp_set_name(p, 1, "y");
    ilp_add_row(p, 2, c, one, ILP_LE, 4);
    ilp_add_row(p, 1, c, one, ILP_LE, 3);
    ilp_set_objective(p, obj);
    char path[] = "/tmp/pws_ilp_XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    CU_ASSERT_EQUAL(ilp_write_lp(p, path), 0);
    CU_ASSERT_EQUAL(ilp_solve(p, "t", &o1, x), 0);
    CU_ASSERT_EQUAL(o1, 11);
    CU_ASSERT_EQUAL(x[0], 3);
    CU_ASSERT_EQUAL(x[1], 1);
    CU_ASSERT_EQUAL(ilp_resolve_file(path, &o2), 0);
    CU_ASSERT_EQUAL(o2, 11);
    unlink(path);
    ilp_free(p);
    /* infeasible: x >= 2 and x <= 1 */
    p = ilp_new(1);
    double ob1 = 1;
    ilp_set_objective(p, &ob1);
    ilp_add_row(p, 1, c, one, ILP_GE, 2);
    ilp_add_row(p, 1, c, one, ILP_LE, 1);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(ilp_solve(p, "t", &o1, x), PWS_ERANGE);
    diag_set_quiet(0);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t: error: the ILP is infeasible");
    ilp_free(p);
}

/* cfg_build on clang's if/else shape with MODE bit 21 set at entry and an explicit s_split:
 *   0x00 s_setreg (mode21=1)  0x08 v_cmp  0x0c s_split  0x10 s_and_saveexec  0x14 s_xor
 *   0x18 s_cbranch_execz .Lelse    | block A (entry): branch, split- and mode-marked
 *   0x1c v_mov                     | block B: then part
 *   .Lelse 0x20 s_or_saveexec  0x24 s_xor exec  0x28 s_cbranch_execz .Ljoin | BSB
 *   0x2c v_mov                     | else part
 *   .Ljoin 0x30 s_or_b64 exec  0x34 s_merge  0x38 s_endpgm | join */
static const char kern[] =
    "k:\n"
    "  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n"
    "  v_cmp_lt_i32_e32 vcc, 25, v0\n"
    "  s_split vcc_lo, vcc_hi\n"
    "  s_and_saveexec_b64 s[12:13], vcc\n"
    "  s_xor_b64 s[12:13], exec, s[12:13]\n"
    "  s_cbranch_execz .Lelse\n"
    "  v_mov_b32_e32 v1, 1\n"
    ".Lelse:\n"
    "  s_or_saveexec_b64 s[12:13], s[12:13]\n"
    "  s_xor_b64 exec, exec, s[12:13]\n"
    "  s_cbranch_execz .Ljoin\n"
    "  v_mov_b32_e32 v1, 2\n"
    ".Ljoin:\n"
    "  s_or_b64 exec, exec, s[12:13]\n"
    "  s_merge\n"
    "  s_endpgm\n";

static void test_cfg_build(void)
{
    kernel *k;
    CU_ASSERT_EQUAL_FATAL(asm_string(kern, "k.s", NULL, &k), 0);
    cfg_label labels[3] = { { "k", 0 }, { ".Lelse", 0x20 }, { ".Ljoin", 0x30 } };
    cfg *g;
    CU_ASSERT_EQUAL_FATAL(cfg_build(k, labels, 3, &g), 0);
    CU_ASSERT_EQUAL(g->nblocks, 5);
    int a = cfg_find(g, "k"), e = cfg_find(g, ".Lelse"), j = cfg_find(g, ".Ljoin");
    int t = cfg_find(g, "pc_0x1c"), el = cfg_find(g, "0x2c");
    CU_ASSERT(a == 0 && e >= 0 && j >= 0 && t >= 0 && el >= 0);
    CU_ASSERT_EQUAL(g->blocks[a].kind, CFG_BRANCH);
    CU_ASSERT_EQUAL(g->blocks[a].split_marked, 1);
    CU_ASSERT_EQUAL(g->blocks[a].mode_marked, 1);
    CU_ASSERT_EQUAL(g->blocks[a].ninsn, 6);
    CU_ASSERT_EQUAL(g->blocks[a].succbb, t);
    CU_ASSERT_EQUAL(g->blocks[a].bsb, e);
    CU_ASSERT_EQUAL(g->blocks[a].reconv, j);
    CU_ASSERT_EQUAL(g->blocks[e].kind, CFG_BSB);
    CU_ASSERT_EQUAL(g->blocks[e].reconv, j);
    CU_ASSERT_EQUAL(g->blocks[e].parent, a);
    CU_ASSERT_EQUAL(g->blocks[el].parent, e);
    CU_ASSERT_EQUAL(g->blocks[j].is_exit, 1);
    CU_ASSERT_EQUAL(g->blocks[j].parent, CFG_NONE);
    CU_ASSERT_EQUAL(g->insns[g->blocks[j].first].pc, 0x30);
    cfg_free(g);
    kernel_free(k);
    /* an indirect branch cannot be analysed */
    CU_ASSERT_EQUAL_FATAL(asm_string("k:\n  s_setpc_b64 s[0:1]\n", "i.s", NULL, &k), 0);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(cfg_build(k, NULL, 0, &g), PWS_EUNSUPPORTED);
    diag_set_quiet(0);
    CU_ASSERT_STRING_EQUAL(diag_last(), "i.s:2: error: pc 0x0: indirect branch: the CFG cannot be built");
    kernel_free(k);
    /* a loop with no exit never reaches s_endpgm */
    CU_ASSERT_EQUAL_FATAL(asm_string("k:\n  s_nop 0\n.Lx:\n  s_branch .Lx\n", "l.s", NULL, &k), 0);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(cfg_build(k, NULL, 0, &g), PWS_EPARSE);
    diag_set_quiet(0);
    CU_ASSERT(strstr(diag_last(), "never reaches s_endpgm") != NULL);
    kernel_free(k);
}

/* Split depth (wcet/split_depth.h), by hand on three kernels:
 * kern: depth 0 up to the s_split (0x0c), 1 from the instruction after it to the s_merge
 *   (0x10..0x34, both sides of the branch and the s_merge itself), 0 at s_endpgm (0x38);
 * a loop whose body splits and merges: depth 0 at the loop's head on both edges, 1 only
 *   between the pair, so the store after the loop is the wavefront's own context's;
 * a loop that splits without merging: depth 1, 2, ... at its head (the back edge), so the store
 *   after it may be an SWF's. */
static void test_split_depth(void)
{
    kernel *k;
    cfg *g;
    uint8_t child[32];
    CU_ASSERT_EQUAL_FATAL(asm_string(kern, "k.s", NULL, &k), 0);
    CU_ASSERT_EQUAL_FATAL(cfg_build(k, NULL, 0, &g), 0);
    CU_ASSERT_EQUAL_FATAL(g->ninsns, 14);
    CU_ASSERT_EQUAL_FATAL(split_depth_child(g, child), 0);
    for (unsigned i = 0; i < g->ninsns; i++) {
        uint32_t pc = g->insns[i].pc;
        CU_ASSERT_EQUAL(child[i], pc >= 0x10 && pc <= 0x34);
    }
    cfg_free(g);
    kernel_free(k);
    static const char loop_merged[] =
        "k:\n"
        "  s_mov_b32 s2, 4\n"                  /* 0x00 */
        ".Lloop:\n"
        "  s_split vcc_lo, vcc_hi\n"           /* 0x04 */
        "  v_mov_b32_e32 v1, 0\n"              /* 0x08 */
        "  s_merge\n"                          /* 0x0c */
        "  s_sub_u32 s2, s2, 1\n"              /* 0x10 */
        "  s_cmp_lg_u32 s2, 0\n"               /* 0x14 */
        "  s_cbranch_scc1 .Lloop\n"            /* 0x18 */
        "  flat_store_dword v[2:3], v1\n"      /* 0x1c */
        "  s_endpgm\n";                        /* 0x24 */
    CU_ASSERT_EQUAL_FATAL(asm_string(loop_merged, "m.s", NULL, &k), 0);
    CU_ASSERT_EQUAL_FATAL(cfg_build(k, NULL, 0, &g), 0);
    CU_ASSERT_EQUAL_FATAL(split_depth_child(g, child), 0);
    for (unsigned i = 0; i < g->ninsns; i++) {
        uint32_t pc = g->insns[i].pc;
        CU_ASSERT_EQUAL(child[i], pc == 0x08 || pc == 0x0c);
    }
    cfg_free(g);
    kernel_free(k);
    static const char loop_open[] =
        "k:\n"
        ".Lloop:\n"
        "  s_split vcc_lo, vcc_hi\n"           /* 0x00 */
        "  s_cbranch_scc1 .Lloop\n"            /* 0x04 */
        "  flat_store_dword v[2:3], v1\n"      /* 0x08 */
        "  s_endpgm\n";                        /* 0x10 */
    CU_ASSERT_EQUAL_FATAL(asm_string(loop_open, "o.s", NULL, &k), 0);
    CU_ASSERT_EQUAL_FATAL(cfg_build(k, NULL, 0, &g), 0);
    CU_ASSERT_EQUAL_FATAL(split_depth_child(g, child), 0);
    for (unsigned i = 0; i < g->ninsns; i++)   /* the s_split too: the back edge reaches it at 1 */
        CU_ASSERT_EQUAL(child[i], 1);
    cfg_free(g);
    kernel_free(k);
}

/* STEM.ff beside a kernel: testbenches/asm/loop.ff exists, fig2 has none, a name without .s
 * gets .ff appended, and a buffer too small is no match. */
static void test_flowfacts_beside(void)
{
    char buf[64];
    CU_ASSERT_EQUAL(flowfacts_beside("testbenches/asm/loop.s", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "testbenches/asm/loop.ff");
    CU_ASSERT_EQUAL(flowfacts_beside("testbenches/asm/fig2.s", buf, sizeof buf), 0);
    CU_ASSERT_STRING_EQUAL(buf, "testbenches/asm/fig2.ff");
    CU_ASSERT_EQUAL(flowfacts_beside("testbenches/asm/loop", buf, sizeof buf), 1);
    CU_ASSERT_STRING_EQUAL(buf, "testbenches/asm/loop.ff");
    CU_ASSERT_EQUAL(flowfacts_beside("testbenches/asm/loop.s", buf, 10), 0);
}

void suite_wcet_bound(void)
{
    CU_pSuite s = CU_add_suite("wcet_bound", NULL, NULL);
    CU_add_test(s, "Lemmas 5.1, 5.5, 5.7 on Table 2", test_lemmas_table2);
    CU_add_test(s, "Eq. 2 re-provisioning", test_eq2);
    CU_add_test(s, "Definitions 5.2, 5.3", test_gparallel_ds);
    CU_add_test(s, "flow facts syntax and errors", test_flowfacts_parse);
    CU_add_test(s, "flow facts beside a kernel", test_flowfacts_beside);
    CU_add_test(s, "split depth: what only a wavefront's own context runs", test_split_depth);
    CU_add_test(s, "lp file written, re-read, re-solved", test_ilp_roundtrip);
    CU_add_test(s, "cfg_build on clang's if/else", test_cfg_build);
}
