/* tests/test_randkernel.c -- the random kernel generator (cosim/randkernel.c): determinism,
 * seed sensitivity, the shape the options ask for, that 200 kernels assemble, that 50 run on the
 * golden model and give the same output buffer under none / dws / pws and wave 64 / 16
 * (docs/isa.md section 8), and the option errors.
 *
 * Expected values are the spec's (docs/randkernel.md): geometry ranges and sizes worked out from
 * the slot layout, counts of marks that the marking rules imply. No value is taken from an
 * earlier run of the generator. */
#include <CUnit/CUnit.h>

#include "asm.h"
#include "diag.h"
#include "golden.h"
#include "pws_err.h"
#include "randkernel.h"

#include <stdlib.h>
#include <string.h>

/* Options cycling through every combination of loops / lds / splits as the seed grows. */
static void opts_for(randkernel_opts *o, uint64_t seed)
{
    randkernel_opts_default(o);
    o->seed = seed;
    o->insts = 30 + (unsigned)(seed % 90);
    o->depth = (unsigned)(seed % 5);
    o->loops = seed % 2 == 0;
    o->lds = seed % 4 < 2;
    o->splits = (randkernel_splits)(seed % 3);
}

static char *gen_text(const randkernel_opts *o)
{
    char *t = NULL;
    CU_ASSERT_EQUAL(randkernel_generate(o, &t), 0);
    CU_ASSERT_PTR_NOT_NULL(t);
    return t;
}

static unsigned count(const char *text, const char *needle)
{
    unsigned n = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static void test_defaults(void)
{
    randkernel_opts o;
    randkernel_opts_default(&o);
    CU_ASSERT_EQUAL(o.seed, 0);
    CU_ASSERT_EQUAL(o.insts, 120);
    CU_ASSERT_EQUAL(o.depth, 3);
    CU_ASSERT_EQUAL(o.loops, 0);
    CU_ASSERT_EQUAL(o.lds, 0);
    CU_ASSERT_EQUAL(o.splits, RANDKERNEL_SPLITS_NONE);
    CU_ASSERT_EQUAL(randkernel_check(&o), 0);
}

static void test_deterministic(void)
{
    for (uint64_t s = 0; s < 20; s++) {
        randkernel_opts o;
        opts_for(&o, s * 7919u);
        char *a = gen_text(&o), *b = gen_text(&o);
        if (a && b)
            CU_ASSERT_STRING_EQUAL(a, b);
        free(a);
        free(b);
        uint8_t *x = NULL, *y = NULL;
        size_t nx = 0, ny = 0;
        CU_ASSERT_EQUAL(randkernel_input(&o, &x, &nx), 0);
        CU_ASSERT_EQUAL(randkernel_input(&o, &y, &ny), 0);
        CU_ASSERT_EQUAL(nx, 4096);   /* 1024 dwords */
        CU_ASSERT_EQUAL(nx, ny);
        if (x && y)
            CU_ASSERT_EQUAL(memcmp(x, y, nx), 0);
        free(x);
        free(y);
    }
}

static void test_seeds_differ(void)
{
    randkernel_opts o;
    randkernel_opts_default(&o);
    o.loops = 1;
    o.seed = 1;
    char *a = gen_text(&o);
    o.seed = 2;
    char *b = gen_text(&o);
    o.seed = 1ull << 40;   /* high bits of the seed matter too */
    char *c = gen_text(&o);
    if (a && b && c) {
        CU_ASSERT_NOT_EQUAL(strcmp(a, b), 0);
        CU_ASSERT_NOT_EQUAL(strcmp(a, c), 0);
    }
    free(a);
    free(b);
    free(c);
    uint8_t *x = NULL, *y = NULL;
    size_t n = 0;
    o.seed = 1;
    CU_ASSERT_EQUAL(randkernel_input(&o, &x, &n), 0);
    o.seed = 2;
    CU_ASSERT_EQUAL(randkernel_input(&o, &y, &n), 0);
    if (x && y)
        CU_ASSERT_NOT_EQUAL(memcmp(x, y, n), 0);
    free(x);
    free(y);
}

/* Geometry: wg a power of two in 16..128, grid 1..3 workgroups, the last possibly partial with
 * a multiple of 4 work-items, 48 output dwords (192 bytes) per work-item, a 4 KiB input. */
static void test_geometry(void)
{
    unsigned partial = 0;
    for (uint64_t s = 0; s < 200; s++) {
        randkernel_opts o;
        opts_for(&o, s);
        randkernel_geom g;
        randkernel_geometry(&o, &g);
        CU_ASSERT(g.wg == 16 || g.wg == 32 || g.wg == 64 || g.wg == 128);
        CU_ASSERT_EQUAL(g.grid % 4, 0);   /* a partial workgroup has 4k work-items */
        CU_ASSERT(g.grid >= 4 && g.grid <= 3 * g.wg);
        partial += g.grid % g.wg != 0;
        CU_ASSERT_EQUAL(g.out_bytes, (uint64_t)g.grid * 192);
        CU_ASSERT_EQUAL(g.in_bytes, 4096);
        /* the geometry depends on the seed only */
        randkernel_geom h;
        o.splits = RANDKERNEL_SPLITS_PWS;
        o.insts = 7;
        randkernel_geometry(&o, &h);
        CU_ASSERT_EQUAL(h.wg, g.wg);
        CU_ASSERT_EQUAL(h.grid, g.grid);
    }
    CU_ASSERT(partial > 20 && partial < 120);   /* about a third of 200 */
}

/* What the options promise about the text. */
static void test_shape(void)
{
    for (uint64_t s = 0; s < 60; s++) {
        randkernel_opts o;
        opts_for(&o, s);
        o.depth = 3;
        o.insts = 150;
        char *t = gen_text(&o);
        if (!t)
            continue;
        unsigned splits = count(t, "s_split "), merges = count(t, "s_merge");
        unsigned on = count(t, "hwreg(HW_REG_MODE, 21, 1), 1");
        switch (o.splits) {
        case RANDKERNEL_SPLITS_NONE:
            CU_ASSERT_EQUAL(splits, 0);
            CU_ASSERT_EQUAL(merges, 0);
            CU_ASSERT_EQUAL(on, 0);
            break;
        case RANDKERNEL_SPLITS_PWS:
            CU_ASSERT_EQUAL(splits, merges);   /* every split is closed */
            CU_ASSERT_EQUAL(on, 0);
            break;
        case RANDKERNEL_SPLITS_DWS:
            CU_ASSERT_EQUAL(splits, 0);
            /* every mark is set right before an exec branch and cleared on both successors */
            CU_ASSERT_EQUAL(count(t, "hwreg(HW_REG_MODE, 21, 1), 1\n    s_cbranch_exec"), on);
            CU_ASSERT_EQUAL(count(t, "hwreg(HW_REG_MODE, 21, 1), 0"), 2 * on);
            break;
        }
        CU_ASSERT_EQUAL(count(t, "ds_") > 0, o.lds ? count(t, "s_barrier") > 0 : 0);
        if (!o.lds) {
            CU_ASSERT_EQUAL(count(t, "s_barrier"), 0);
            CU_ASSERT_EQUAL(count(t, ".amdhsa_kernel"), 0);
        }
        if (!o.loops)
            CU_ASSERT_EQUAL(count(t, "_body:") + count(t, "_head:") + count(t, "_uloop:"), 0);
        CU_ASSERT_EQUAL(count(t, "s_endpgm"), 1);
        free(t);
    }
    /* depth 0: no divergent construct at all */
    randkernel_opts o;
    randkernel_opts_default(&o);
    o.depth = 0;
    o.loops = 1;
    o.seed = 99;
    char *t = gen_text(&o);
    if (t) {
        CU_ASSERT_EQUAL(count(t, "saveexec"), 0);
        CU_ASSERT_EQUAL(count(t, "s_cbranch_exec"), 0);
    }
    free(t);
}

/* One seed's kernel is the same under every --splits value apart from the marks: removing the
 * DWS mark lines from the dws kernel leaves the unmarked kernel, except for the execz branches
 * that a mark forces (clang may omit them around short blocks, a marked branch needs one). */
static void test_marks_only(void)
{
    for (uint64_t s = 1; s <= 20; s++) {
        randkernel_opts o;
        opts_for(&o, s);
        o.splits = RANDKERNEL_SPLITS_NONE;
        char *none = gen_text(&o);
        o.splits = RANDKERNEL_SPLITS_DWS;
        char *dws = gen_text(&o);
        if (!none || !dws) {
            free(none);
            free(dws);
            continue;
        }
        /* compare line by line, skipping the header comment, marks and branches */
        const char *a = strstr(none, "randkernel:\n"), *b = strstr(dws, "randkernel:\n");
        CU_ASSERT_PTR_NOT_NULL_FATAL(a);
        CU_ASSERT_PTR_NOT_NULL_FATAL(b);
        int same = 1;
        while (*a && *b) {
            const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
            if (!ea || !eb)
                break;
            if (strstr(b, "HW_REG_MODE, 21") && strstr(b, "HW_REG_MODE, 21") < eb) {
                b = eb + 1;
                continue;
            }
            if (strncmp(b, "    s_cbranch_execz", 19) == 0 &&
                (ea - a != eb - b || strncmp(a, b, (size_t)(ea - a)))) {
                b = eb + 1;
                continue;
            }
            if (ea - a != eb - b || strncmp(a, b, (size_t)(ea - a))) {
                same = 0;
                break;
            }
            a = ea + 1;
            b = eb + 1;
        }
        CU_ASSERT(same);
        free(none);
        free(dws);
    }
}

static void test_assembles(void)
{
    unsigned ok = 0;
    for (uint64_t s = 0; s < 200; s++) {
        randkernel_opts o;
        opts_for(&o, s);
        char *t = gen_text(&o);
        if (!t)
            continue;
        kernel *k = NULL;
        int rc = asm_string(t, "rand.s", NULL, &k);
        CU_ASSERT_EQUAL(rc, 0);
        if (rc == 0) {
            ok++;
            /* LDS: three regions of one word per work-item plus a 16-byte counter slot */
            randkernel_geom geo;
            randkernel_geometry(&o, &geo);
            CU_ASSERT_EQUAL(k->desc.group_segment_fixed_size, o.lds ? 3 * (geo.wg * 4 + 16) : 0);
        }
        kernel_free(k);
        free(t);
    }
    CU_ASSERT_EQUAL(ok, 200);
}

/* Runs the kernel of o; returns the output buffer (owned) or NULL after a failed assertion. */
static uint8_t *run(const kernel *k, const randkernel_opts *o, unsigned wave, split_mode m,
                    unsigned s)
{
    randkernel_geom geo;
    randkernel_geometry(o, &geo);
    golden_cfg c;
    golden_cfg_default(&c);
    c.wave = wave;
    c.split = m;
    c.spsimds = s;
    c.grid[0] = geo.grid;
    c.wg[0] = geo.wg;
    c.max_insts = 20000000;
    golden *g = golden_new(k, &c);
    CU_ASSERT_PTR_NOT_NULL(g);
    if (!g)
        return NULL;
    uint8_t *in = NULL, *out = NULL;
    size_t n = 0;
    CU_ASSERT_EQUAL(randkernel_input(o, &in, &n), 0);
    CU_ASSERT_EQUAL(golden_num_args(g), 2);
    int rc = golden_map_buffer(g, 0, NULL, geo.out_bytes, NULL);
    CU_ASSERT_EQUAL(rc, 0);
    CU_ASSERT_EQUAL(golden_map_buffer(g, 1, in, n, NULL), 0);
    rc = golden_run(g);
    CU_ASSERT_EQUAL(rc, 0);
    if (rc)
        CU_FAIL(diag_last());
    uint64_t addr = 0, size = 0;
    if (rc == 0 && golden_buffer(g, 0, &addr, &size) == 0 && size == geo.out_bytes) {
        out = malloc(size);
        if (out && mem_read(golden_memory(g), addr, out, size) != 0) {
            free(out);
            out = NULL;
        }
    }
    CU_ASSERT_PTR_NOT_NULL(out);
    free(in);
    golden_free(g);
    return out;
}

static void test_runs_invariant(void)
{
    for (uint64_t s = 0; s < 50; s++) {
        randkernel_opts o;
        opts_for(&o, s + 1000);
        o.loops = 1;
        o.splits = s % 2 ? RANDKERNEL_SPLITS_PWS : RANDKERNEL_SPLITS_DWS;
        char *t = gen_text(&o);
        kernel *k = NULL;
        if (!t || asm_string(t, "rand.s", NULL, &k)) {
            CU_FAIL("kernel does not assemble");
            free(t);
            continue;
        }
        randkernel_geom geo;
        randkernel_geometry(&o, &geo);
        uint8_t *ref = run(k, &o, 64, SPLIT_MODE_NONE, 0);
        split_mode m = o.splits == RANDKERNEL_SPLITS_PWS ? SPLIT_MODE_PWS : SPLIT_MODE_DWS;
        uint8_t *a = run(k, &o, 16, m, 3);
        uint8_t *b = run(k, &o, 32, m, 1);
        if (ref && a && b) {
            CU_ASSERT_EQUAL(memcmp(ref, a, geo.out_bytes), 0);
            CU_ASSERT_EQUAL(memcmp(ref, b, geo.out_bytes), 0);
        }
        free(ref);
        free(a);
        free(b);
        kernel_free(k);
        free(t);
    }
}

static void test_option_errors(void)
{
    randkernel_opts o;
    char *t = (char *)"x";
    diag_set_quiet(1);
    randkernel_opts_default(&o);
    o.insts = 0;
    CU_ASSERT_EQUAL(randkernel_generate(&o, &t), PWS_EUSAGE);
    CU_ASSERT_PTR_NULL(t);
    CU_ASSERT_STRING_EQUAL(diag_last(), "randkernel: error: --insts 0 is out of range 1..5000");
    o.insts = 5001;
    CU_ASSERT_EQUAL(randkernel_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "randkernel: error: --insts 5001 is out of range 1..5000");
    o.insts = 5000;
    o.depth = 7;
    CU_ASSERT_EQUAL(randkernel_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "randkernel: error: --depth 7 is out of range 0..6");
    o.depth = 6;
    o.splits = (randkernel_splits)3;
    CU_ASSERT_EQUAL(randkernel_check(&o), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "randkernel: error: unknown split marking 3");
    o.splits = RANDKERNEL_SPLITS_DWS;
    CU_ASSERT_EQUAL(randkernel_check(&o), 0);   /* the extremes themselves are fine */
    diag_set_quiet(0);
}

/* Flow facts: one fact per loop header label, in order; other labels (a loop's end, an if's
 * else) and labels inside comments are not loops. */
static void test_flow_facts(void)
{
    const char *text = "k:\n    ; uniform loop #1\n.LBB1_uloop:\n    s_nop 0\n.LBB3_body:\n"
                       ".LBB3_end:\n    ; .LBB8_head: in a comment\n.LBB12_head:\n.LBB12_done:\n"
                       ".LBB4_else:\n";
    char *ff = NULL;
    CU_ASSERT_EQUAL_FATAL(randkernel_flow_facts(text, &ff), 0);
    CU_ASSERT_STRING_EQUAL(ff, "# pws randkernel: every loop runs at most 4 times per entry\n"
                               "loop .LBB1_uloop max 4\nloop .LBB3_body max 4\n"
                               "loop .LBB12_head max 4\n");
    free(ff);
}

void suite_randkernel(void)
{
    CU_pSuite s = CU_add_suite("randkernel", NULL, NULL);
    CU_add_test(s, "defaults", test_defaults);
    CU_add_test(s, "same seed, same kernel and input", test_deterministic);
    CU_add_test(s, "different seeds differ", test_seeds_differ);
    CU_add_test(s, "geometry", test_geometry);
    CU_add_test(s, "shape follows the options", test_shape);
    CU_add_test(s, "split marks change nothing else", test_marks_only);
    CU_add_test(s, "200 kernels assemble", test_assembles);
    CU_add_test(s, "50 kernels run, split- and wave-invariant", test_runs_invariant);
    CU_add_test(s, "option errors", test_option_errors);
    CU_add_test(s, "flow facts of the loops", test_flow_facts);
}
