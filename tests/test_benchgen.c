/* tests/test_benchgen.c -- the synthetic benchmark generator (testbenches/synth/benchgen.c):
 * the instruction split of --insts/--div-frac/--mem-frac, the nest structure and its marks
 * (2^L - 1 if-elses), the leaves being distinct, determinism, the flow facts, the C reference
 * on hand-built operation lists, and the option errors.
 *
 * Expected values are worked out by hand in the comments (FP32 bit patterns and one 32-bit
 * product checked with Python's struct module and integers), never taken from the generator's
 * output. Running the kernels on the golden model against the reference is
 * tests/integration/benchgen.sh. */
#include <CUnit/CUnit.h>

#include "benchgen.h"
#include "diag.h"
#include "pws_err.h"

#include <stdlib.h>
#include <string.h>

static unsigned count(const char *text, const char *needle)
{
    unsigned n = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static char *gen(const benchgen_opts *o, benchgen_prog *p)
{
    char *t = NULL;
    CU_ASSERT_EQUAL_FATAL(benchgen_build(o, p), 0);
    CU_ASSERT_EQUAL(benchgen_text(p, &t), 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    return t;
}

static void test_split_counts(void)
{
    benchgen_opts o;
    benchgen_opts_default(&o);
    unsigned nd, d, m;
    /* 64 instructions, 25 % divergent: 16 divergent, 48 not; half of 16 memory: 8. */
    o.insts = 64, o.div_frac = 0.25, o.mem_frac = 0.5;
    benchgen_split_counts(&o, &nd, &d, &m);
    CU_ASSERT_EQUAL(nd, 48);
    CU_ASSERT_EQUAL(d, 16);
    CU_ASSERT_EQUAL(m, 8);
    /* 6 * 0.25 = 1.5 rounds up to 2 divergent; 2 * 0.25 = 0.5 rounds up to 1 memory. */
    o.insts = 6, o.div_frac = 0.25, o.mem_frac = 0.25;
    benchgen_split_counts(&o, &nd, &d, &m);
    CU_ASSERT_EQUAL(nd, 4);
    CU_ASSERT_EQUAL(d, 2);
    CU_ASSERT_EQUAL(m, 1);
    /* 100 % divergent, 100 % memory: every instruction a leaf load/store. */
    o.insts = 10, o.div_frac = 1.0, o.mem_frac = 1.0;
    benchgen_split_counts(&o, &nd, &d, &m);
    CU_ASSERT_EQUAL(nd, 0);
    CU_ASSERT_EQUAL(d, 10);
    CU_ASSERT_EQUAL(m, 10);
    /* 0 % divergent: the memory share of nothing is nothing. */
    o.insts = 7, o.div_frac = 0.0, o.mem_frac = 0.5;
    benchgen_split_counts(&o, &nd, &d, &m);
    CU_ASSERT_EQUAL(nd, 7);
    CU_ASSERT_EQUAL(d, 0);
    CU_ASSERT_EQUAL(m, 0);
}

/* Per level count L, the nest has 1 + 2 + ... + 2^(L-1) = 2^L - 1 if-elses; each has one
 * s_and_saveexec, one s_or_saveexec and one join; pws marks each with one s_split and one
 * s_merge, dws with one "MODE 21 := 1" and two "MODE 21 := 0" (then-entry and else label). */
static void test_structure(void)
{
    static const char on[] = "hwreg(HW_REG_MODE, 21, 1), 1\n";
    static const char off[] = "hwreg(HW_REG_MODE, 21, 1), 0\n";
    for (unsigned L = 0; L <= BENCHGEN_MAX_LEVELS; L++) {
        for (int mk = BENCHGEN_MARKS_NONE; mk <= BENCHGEN_MARKS_DWS; mk++) {
            benchgen_opts o;
            benchgen_opts_default(&o);
            o.levels = L;
            o.insts = 8;
            o.marks = (benchgen_marks)mk;
            benchgen_prog p;
            char *t = gen(&o, &p);
            unsigned nest = (1u << L) - 1;
            CU_ASSERT_EQUAL(count(t, "s_and_saveexec_b64"), nest);
            CU_ASSERT_EQUAL(count(t, "s_or_saveexec_b64"), nest);
            CU_ASSERT_EQUAL(count(t, "s_xor_b64 exec, exec"), nest);
            CU_ASSERT_EQUAL(count(t, "s_or_b64 exec, exec"), nest);
            CU_ASSERT_EQUAL(count(t, "s_cbranch_execz"), 2 * nest);
            CU_ASSERT_EQUAL(count(t, "; leaf "), 1u << L);
            CU_ASSERT_EQUAL(count(t, "s_split"), mk == BENCHGEN_MARKS_PWS ? nest : 0);
            CU_ASSERT_EQUAL(count(t, "s_merge"), mk == BENCHGEN_MARKS_PWS ? nest : 0);
            CU_ASSERT_EQUAL(count(t, on), mk == BENCHGEN_MARKS_DWS ? nest : 0);
            CU_ASSERT_EQUAL(count(t, off), mk == BENCHGEN_MARKS_DWS ? 2 * nest : 0);
            /* level k tests bit k: "v_and_b32_e32 v28, 2^k, v0" once per if-else of level k */
            if (L >= 3)
                CU_ASSERT_EQUAL(count(t, "v_and_b32_e32 v28, 4, v0"), 4);
            CU_ASSERT_EQUAL(count(t, "s_endpgm"), 1);
            free(t);
            benchgen_prog_free(&p);
        }
    }
}

/* L = 2, 12 instructions, half divergent, half of those memory: 6 + 6 per path, 3 memory per
 * leaf, so 4 * 3 = 12 loads/stores in the leaves plus the digest's 8 stores = 20 flat ops;
 * every load is followed by one s_waitcnt vmcnt(0). */
static void test_fractions(void)
{
    benchgen_opts o;
    benchgen_opts_default(&o);
    o.levels = 2, o.insts = 12, o.div_frac = 0.5, o.mem_frac = 0.5;
    benchgen_prog p;
    char *t = gen(&o, &p);
    CU_ASSERT_EQUAL(p.n_nondiv, 6);
    CU_ASSERT_EQUAL(p.n_div, 6);
    CU_ASSERT_EQUAL(p.n_mem, 3);
    unsigned loads = count(t, "flat_load_dword"), stores = count(t, "flat_store_dword");
    CU_ASSERT_EQUAL(loads + stores, 20);
    CU_ASSERT_EQUAL(count(t, "s_waitcnt vmcnt(0)"), loads);
    for (unsigned leaf = 0; leaf < 4; leaf++) {
        unsigned mem = 0;
        for (unsigned i = 0; i < p.n_div; i++) {
            unsigned k = p.leaf[leaf * p.n_div + i].kind;
            mem += k == BENCHGEN_LOAD || k == BENCHGEN_STORE;
        }
        CU_ASSERT_EQUAL(mem, 3);
    }
    for (unsigned i = 0; i < p.n_nondiv; i++)
        CU_ASSERT(p.nondiv[i].kind < BENCHGEN_LOAD);   /* the non-divergent part: arithmetic */
    free(t);
    benchgen_prog_free(&p);
}

/* Each work-item of a 2^L-leaf nest runs a different sequence (the paper's 100 % case). */
static void test_leaves_differ(void)
{
    benchgen_opts o;
    benchgen_opts_default(&o);
    o.levels = 3, o.insts = 32;
    benchgen_prog p;
    CU_ASSERT_EQUAL_FATAL(benchgen_build(&o, &p), 0);
    size_t bytes = p.n_div * sizeof(benchgen_op);
    for (unsigned i = 0; i < 8; i++)
        for (unsigned j = i + 1; j < 8; j++)
            CU_ASSERT(memcmp(p.leaf + i * p.n_div, p.leaf + j * p.n_div, bytes) != 0);
    benchgen_prog_free(&p);
}

static void test_deterministic(void)
{
    benchgen_opts o;
    benchgen_opts_default(&o);
    o.mem_frac = 0.5, o.marks = BENCHGEN_MARKS_PWS, o.loop_trips = 4;
    benchgen_prog p1, p2, p3;
    char *a = gen(&o, &p1), *b = gen(&o, &p2);
    CU_ASSERT_STRING_EQUAL(a, b);
    o.seed = 2;
    char *c = gen(&o, &p3);
    CU_ASSERT(strcmp(a, c) != 0);
    /* the loop: a comment naming the header and bound, the label, a back edge to it */
    CU_ASSERT_EQUAL(count(a, "; loop .LBS_loop max 4\n"), 1);
    CU_ASSERT_EQUAL(count(a, "\n.LBS_loop:\n"), 1);
    CU_ASSERT_EQUAL(count(a, "s_cbranch_scc1 .LBS_loop\n"), 1);
    char *ff = NULL;
    CU_ASSERT_EQUAL(benchgen_flow_facts(&p1, &ff), 0);
    CU_ASSERT_EQUAL(count(ff, "\nloop .LBS_loop max 4\n"), 1);
    free(ff);
    free(a), free(b), free(c);
    benchgen_prog_free(&p1), benchgen_prog_free(&p2), benchgen_prog_free(&p3);
    /* one trip: no loop at all, and flow facts with no fact */
    o.loop_trips = 1;
    char *d = gen(&o, &p1);
    CU_ASSERT_EQUAL(count(d, ".LBS_loop"), 0);
    CU_ASSERT_EQUAL(benchgen_flow_facts(&p1, &ff), 0);
    CU_ASSERT_EQUAL(count(ff, "\nloop "), 0);
    free(ff), free(d);
    benchgen_prog_free(&p1);
}

/* The prologue's values for work-item 3 of workgroup 1 (gid 67):
 * v8 = 67; v9 = 67 ^ 0x5bd1e995 = 0x5bd1e9d6 (0x95 ^ 0x43 = 0xd6);
 * v10 = 0x5bd1e9d6^2 mod 2^32 = 0xc9033ee4; v11 = 3 << 16 = 0x30000;
 * v12 = 67.0 = 0x42860000; v13 = 3.0 = 0x40400000; v14 = 33.5 = 0x42060000;
 * v15 = 1.0 - 3.0 = -2.0 = 0xc0000000. Then hand-built operations, each worked out. */
static void test_reference(void)
{
    uint32_t v[BENCHGEN_REGS], mem[BENCHGEN_MEM_SLOTS] = {0};
    benchgen_ref_init(3, 67, v);
    static const uint32_t init[BENCHGEN_REGS] = {67, 0x5bd1e9d6u, 0xc9033ee4u, 0x30000u,
                                                 0x42860000u, 0x40400000u, 0x42060000u,
                                                 0xc0000000u};
    CU_ASSERT_EQUAL(memcmp(v, init, sizeof v), 0);
    const benchgen_op ops[] = {
        {.kind = BENCHGEN_ADDK, .dst = 0, .a = 0, .imm = 5},       /* v8 = 72 */
        {.kind = BENCHGEN_SHL, .dst = 1, .a = 0, .imm = 2},        /* v9 = 288 */
        {.kind = BENCHGEN_STORE, .a = 1, .slot = 3},               /* mem[3] = 288 */
        {.kind = BENCHGEN_LOAD, .dst = 2, .slot = 3},              /* v10 = 288 */
        {.kind = BENCHGEN_FMAC, .dst = 6, .a = 4, .b = 5},         /* v14 = 67*3 + 33.5 = 234.5 */
        {.kind = BENCHGEN_CVTIF, .dst = 3, .a = 6},                /* v11 = 234 (truncated) */
        {.kind = BENCHGEN_FMULK, .dst = 7, .a = 7, .imm = 0xbf000000u}, /* v15 = -2 * -0.5 = 1 */
        {.kind = BENCHGEN_SUB, .dst = 0, .a = 1, .b = 0},          /* v8 = 288 - 72 = 216 */
        {.kind = BENCHGEN_FFMA, .dst = 5, .a = 7, .b = 7, .c = 5}, /* v13 = 1*1 + 3 = 4.0 */
        {.kind = BENCHGEN_SHR, .dst = 2, .a = 2, .imm = 3},        /* v10 = 288 >> 3 = 36 */
        {.kind = BENCHGEN_XOR, .dst = 1, .a = 1, .b = 2},          /* v9 = 0x120 ^ 0x24 = 0x104 */
        {.kind = BENCHGEN_MUL, .dst = 3, .a = 3, .b = 2},          /* v11 = 234 * 36 = 8424 */
        {.kind = BENCHGEN_FMIN, .dst = 4, .a = 4, .b = 5},         /* v12 = min(67, 4) = 4.0 */
        {.kind = BENCHGEN_FSUB, .dst = 7, .a = 7, .b = 5},         /* v15 = 1 - 4 = -3.0 */
        {.kind = BENCHGEN_CVTFI, .dst = 6, .a = 2},                /* v14 = 36.0 */
        {.kind = BENCHGEN_FMUL, .dst = 5, .a = 5, .b = 7},         /* v13 = 4 * -3 = -12.0 */
        {.kind = BENCHGEN_FMAX, .dst = 7, .a = 7, .b = 5},         /* v15 = max(-3, -12) = -3 */
        {.kind = BENCHGEN_ADD, .dst = 0, .a = 0, .b = 0},          /* v8 = 432 */
    };
    benchgen_ref_exec(ops, sizeof ops / sizeof ops[0], v, mem);
    /* 4.0 = 0x40800000, -12.0 = 0xc1400000, 36.0 = 0x42100000, -3.0 = 0xc0400000 */
    static const uint32_t want[BENCHGEN_REGS] = {432, 0x104, 36, 8424, 0x40800000u, 0xc1400000u,
                                                 0x42100000u, 0xc0400000u};
    for (unsigned i = 0; i < BENCHGEN_REGS; i++)
        CU_ASSERT_EQUAL(v[i], want[i]);
    CU_ASSERT_EQUAL(mem[3], 288);
    CU_ASSERT_EQUAL(mem[0], 0);
}

static uint32_t word(const uint8_t *b, size_t dword)
{
    const uint8_t *p = b + 4 * dword;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* A hand-built program through benchgen_expected: L = 1, non-divergent v8 += 1, leaf 1 (odd
 * work-item ids) v8 <<= 1, leaf 0 stores v8 to slot 0; 2 trips.
 *   gid 5 (tid 5, odd): v8 = 6, then 12, 24: dword 5*16 + 8 = 88 is 24, slot 0 stays 0.
 *   gid 4 (even): v8 = 5, stored twice: dword 64 = 5 and dword 72 = 5.
 *   gid 68 (tid 4, even): v8 = 69: dword 68*16 = 1088 is 69. */
static void test_expected(void)
{
    benchgen_op nondiv[] = {{.kind = BENCHGEN_ADDK, .dst = 0, .a = 0, .imm = 1}};
    benchgen_op leaf[] = {{.kind = BENCHGEN_STORE, .a = 0, .slot = 0},
                          {.kind = BENCHGEN_SHL, .dst = 0, .a = 0, .imm = 1}};
    benchgen_prog p;
    memset(&p, 0, sizeof p);
    benchgen_opts_default(&p.opts);
    p.opts.levels = 1;
    p.opts.loop_trips = 2;
    p.n_nondiv = 1, p.n_div = 1;
    p.nondiv = nondiv, p.leaf = leaf;
    uint8_t *b = NULL;
    size_t n = 0;
    CU_ASSERT_EQUAL_FATAL(benchgen_expected(&p, &b, &n), 0);
    CU_ASSERT_EQUAL(n, 128 * 64);
    CU_ASSERT_EQUAL(word(b, 88), 24);
    CU_ASSERT_EQUAL(word(b, 80), 0);
    CU_ASSERT_EQUAL(word(b, 64), 5);
    CU_ASSERT_EQUAL(word(b, 72), 5);
    CU_ASSERT_EQUAL(word(b, 1088), 69);
    CU_ASSERT_EQUAL(word(b, 1096), 69);
    /* v9 of gid 0 = 0 ^ 0x5bd1e995, untouched */
    CU_ASSERT_EQUAL(word(b, 9), 0x5bd1e995u);
    free(b);
}

/* The dispatch: wg 256, 3 groups. The empty program leaves the prologue's registers, so the
 * digest of work-item gid (tid = gid mod 256) is v8 = gid and v11 = tid << 16, at dwords
 * gid*16 + 8 and + 11:
 *   gid 700 (group 2, tid 188): dword 11208 is 700, dword 11211 is 188 << 16 = 12320768.
 *   gid 255 (group 0, tid 255): dword 4091 is 255 << 16 = 16711680. */
static void test_expected_dispatch(void)
{
    benchgen_prog p;
    memset(&p, 0, sizeof p);
    benchgen_opts_default(&p.opts);
    p.opts.levels = 0;
    p.opts.wg = 256;
    p.opts.groups = 3;
    CU_ASSERT_EQUAL(benchgen_grid(&p.opts), 768);
    uint8_t *b = NULL;
    size_t n = 0;
    CU_ASSERT_EQUAL_FATAL(benchgen_expected(&p, &b, &n), 0);
    CU_ASSERT_EQUAL(n, 768 * 64);
    CU_ASSERT_EQUAL(word(b, 11208), 700);
    CU_ASSERT_EQUAL(word(b, 11211), 12320768u);
    CU_ASSERT_EQUAL(word(b, 4091), 16711680u);
    free(b);
    char *text = NULL;
    CU_ASSERT_EQUAL_FATAL(benchgen_text(&p, &text), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "    s_lshl_b32 s3, s2, 8 "));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, " --wg 256 --groups 3\n"));
    free(text);
    benchgen_opts_default(&p.opts);
    p.opts.levels = 0;
    CU_ASSERT_EQUAL_FATAL(benchgen_text(&p, &text), 0);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "    s_lshl_b32 s3, s2, 6 "));
    CU_ASSERT_PTR_NULL(strstr(text, "--groups"));
    free(text);
}

static void test_option_errors(void)
{
    diag_set_quiet(1);
    benchgen_opts o;
    benchgen_prog p;
    benchgen_opts_default(&o);
    o.levels = 7;
    CU_ASSERT_EQUAL(benchgen_build(&o, &p), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "pws benchgen: error: --levels 7 is not in 0..6");
    benchgen_opts_default(&o);
    o.div_frac = 1.5;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "pws benchgen: error: --div-frac 1.5 is not in 0..1");
    benchgen_opts_default(&o);
    o.mem_frac = -0.25;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    benchgen_opts_default(&o);
    o.insts = 0;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "pws benchgen: error: --insts 0 is not in 1..4096");
    benchgen_opts_default(&o);
    o.loop_trips = 1001;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "pws benchgen: error: --loop-trips 1001 is not in 1..1000");
    benchgen_opts_default(&o);
    o.wg = 96;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "pws benchgen: error: --wg 96 is not a power of two in 64..1024");
    o.wg = 2048;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    benchgen_opts_default(&o);
    o.groups = 65;
    CU_ASSERT_EQUAL(benchgen_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "pws benchgen: error: --groups 65 is not in 1..64");
    diag_set_quiet(0);
}

void suite_benchgen(void)
{
    CU_pSuite s = CU_add_suite("benchgen", NULL, NULL);
    CU_add_test(s, "instruction split of insts/div-frac/mem-frac", test_split_counts);
    CU_add_test(s, "nest structure and marks, L = 0..6", test_structure);
    CU_add_test(s, "divergent and memory fractions in the text", test_fractions);
    CU_add_test(s, "leaves run different sequences", test_leaves_differ);
    CU_add_test(s, "deterministic; loop and flow facts", test_deterministic);
    CU_add_test(s, "C reference by hand", test_reference);
    CU_add_test(s, "expected buffer of a hand-built program", test_expected);
    CU_add_test(s, "expected buffer of a wg 256 x 3 dispatch", test_expected_dispatch);
    CU_add_test(s, "option errors", test_option_errors);
}
