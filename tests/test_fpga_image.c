/* tests/test_fpga_image.c -- the FPGA top's image (fpga/fpga_image.c): the memory map compacted
 * from the golden model's regions, the boot ROM's records, the initial and expected memory, and
 * what it refuses. Addresses are worked out by hand from docs/golden.md "Memory" (packet at
 * 4 GiB, then queue, kernarg and buffers, each a guard page above the previous region's end
 * rounded up to 4 KiB) and the record layout of fpga/rtl/pws_fpga_boot.v. */
#include <CUnit/CUnit.h>

#include "asm.h"
#include "cfg.h"
#include "diag.h"
#include "emit_cu.h"
#include "fpga_image.h"
#include "golden.h"
#include "pws_err.h"

#include <stdlib.h>
#include <string.h>

/* a[i] += 1 for the 8 work-items of 2 workgroups of one wave-4 wavefront each */
static const char inc_src[] =
    ".text\n"
    ".pws_arg a, buffer\n"
    "inc:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_lshl_b32 s3, s2, 2\n"
    "  v_add_u32_e32 v0, vcc, s3, v0\n"
    "  v_lshlrev_b32_e32 v1, 2, v0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  v_mov_b32_e32 v3, s5\n"
    "  v_add_u32_e32 v2, vcc, s4, v1\n"
    "  v_addc_u32_e32 v3, vcc, 0, v3, vcc\n"
    "  flat_load_dword v4, v[2:3]\n"
    "  s_waitcnt vmcnt(0) lgkmcnt(0)\n"
    "  v_add_u32_e32 v4, vcc, 1, v4\n"
    "  flat_store_dword v[2:3], v4\n"
    "  s_endpgm\n";

#define A_BYTES 5000u   /* spans two pages: 0x100006000 .. 0x100007387 */

static golden *setup(const char *src, kernel **k, uint8_t *a)
{
    CU_ASSERT_EQUAL_FATAL(asm_string(src, "t.s", NULL, k), 0);
    golden_cfg gc;
    golden_cfg_default(&gc);
    gc.wave = 4;
    gc.grid[0] = 8;
    gc.wg[0] = 4;
    golden *g = golden_new(*k, &gc);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    for (unsigned i = 0; i < A_BYTES; i++)
        a[i] = (uint8_t)(i * 7 + 3);
    uint64_t addr;
    CU_ASSERT_EQUAL_FATAL(golden_map_buffer(g, 0, a, A_BYTES, &addr), 0);
    CU_ASSERT_EQUAL(addr, 0x100006000ull);
    return g;
}

static void small_cfg(pws_cfg *c)
{
    pws_cfg_default(c);
    c->simds = 1;
    c->contexts = 1;
    c->wave = 4;
    c->lanes = 2;
    c->sgprs = 16;
    c->vgprs = 16;
    c->split = PWS_SPLIT_NONE;
    c->spsimds = 0;
}

static void test_map_and_memory(void)
{
    kernel *k;
    static uint8_t a[A_BYTES];
    golden *g = setup(inc_src, &k, a);
    pws_cfg c;
    small_cfg(&c);
    fpga_image *im;
    CU_ASSERT_EQUAL_FATAL(fpga_image_build(&c, k, g, &im), 0);
    /* regions: packet (page 0), queue (2), kernarg (4), a (6 and 7): 5 slots of a whole page */
    CU_ASSERT_EQUAL(im->base, 0x100000000ull);
    CU_ASSERT_EQUAL(im->span_bits, 15);   /* 0x100007387 is the last byte: 8 pages of 4 KiB */
    CU_ASSERT_EQUAL(im->npages, 8);
    CU_ASSERT_EQUAL(im->nslots, 5);
    CU_ASSERT_EQUAL(im->slot_bits, 3);
    CU_ASSERT_EQUAL(im->win_bits, 10);    /* page 6 is a's first 4096 bytes: 1024 dwords */
    CU_ASSERT_EQUAL(im->words, 8192);
    static const uint32_t want[8] = { 8 | 0, 0, 8 | 1, 0, 8 | 2, 0, 8 | 3, 8 | 4 };
    for (unsigned p = 0; p < 8; p++)
        CU_ASSERT_EQUAL(im->page_entry[p], want[p]);
    CU_ASSERT_EQUAL(fpga_image_index(im, 0x100006000ull + 4100), 4 << 10 | 1);
    CU_ASSERT_EQUAL(fpga_image_index(im, 0x100004000ull), 2 << 10);
    CU_ASSERT_EQUAL(fpga_image_index(im, 0x100001000ull), -1);   /* the guard page */
    CU_ASSERT_EQUAL(fpga_image_index(im, 0x100008000ull), -1);   /* beyond the span */
    CU_ASSERT_EQUAL(fpga_image_index(im, 0x0ffffffffull), -1);
    /* a's dwords before and after: each dword + 1 for the 8 work-items, the rest unchanged */
    for (unsigned i = 0; i < 12; i++) {
        uint32_t before = (uint32_t)a[4 * i] | (uint32_t)a[4 * i + 1] << 8
                          | (uint32_t)a[4 * i + 2] << 16 | (uint32_t)a[4 * i + 3] << 24;
        CU_ASSERT_EQUAL(im->init[3 << 10 | i], before);
        CU_ASSERT_EQUAL(im->expect[3 << 10 | i], i < 8 ? before + 1 : before);
    }
    /* the second page of a holds its bytes 4096..4999 */
    CU_ASSERT_EQUAL(im->init[4 << 10] & 0xff, (uint8_t)(4096 * 7 + 3));
    CU_ASSERT_EQUAL(im->init[(4 << 10) + 226], 0);   /* byte 5000 on: not a's */
    /* boot ROM: the code image first, one imem record (bit 50, index in [47:32]) a dword */
    CU_ASSERT_EQUAL(im->waves, 2);
    CU_ASSERT_EQUAL(im->boot[0] >> 32, 0x4u << 16 | 0);   /* imem bit 50, index 0 */
    CU_ASSERT_EQUAL(im->boot[1] >> 32, 0x4u << 16 | 1);
    size_t n = k->ncode;
    CU_ASSERT_EQUAL(im->boot[n - 1] >> 32, 0x4u << 16 | (uint32_t)(n - 1));
    /* then workgroup 0's wave 0 on SIMD 0 context 0: its slot, LDS base 0, wave id 0, s0, s1 */
    CU_ASSERT_EQUAL(im->boot[n], (uint64_t)EMIT_CU_INIT_WG << 46 | 0);
    CU_ASSERT_EQUAL(im->boot[n + 1], (uint64_t)EMIT_CU_INIT_LDS << 46 | 0);
    CU_ASSERT_EQUAL(im->boot[n + 2], (uint64_t)EMIT_CU_INIT_WAVE << 46 | 0);
    CU_ASSERT_EQUAL(im->boot[n + 4], (uint64_t)EMIT_CU_INIT_SGPR << 46 | 1ull << 32 | 1);
    /* the last record starts the second wavefront */
    CU_ASSERT_EQUAL(im->boot[im->nboot - 1], (uint64_t)EMIT_CU_INIT_START << 46);
    fpga_image_free(im);
    golden_free(g);
    kernel_free(k);
}

/* The init writes: a VGPR row at a time, its lanes first as lane records (bit 51, lane in
 * [45:40]), then the row's record (fpga/rtl/pws_fpga_boot.v); with one VRF read port a pass
 * group at a time. v0 is the work-item id: lanes 0..3 of wave 0 hold 0, 1, 2, 3. */
static void test_vgpr_rows(void)
{
    kernel *k;
    static uint8_t a[A_BYTES];
    golden *g = setup(inc_src, &k, a);
    pws_cfg c;
    small_cfg(&c);
    fpga_image *im;
    CU_ASSERT_EQUAL_FATAL(fpga_image_build(&c, k, g, &im), 0);
    size_t r = 0;
    while (r < im->nboot && (im->boot[r] >> 46 & 0x3f) != EMIT_CU_INIT_VROW)
        r++;
    CU_ASSERT_FATAL(r >= 4 && r < im->nboot);
    CU_ASSERT_EQUAL(im->boot[r], (uint64_t)EMIT_CU_INIT_VROW << 46 | 0);   /* v0, ctx 0 */
    for (unsigned l = 0; l < 4; l++)
        CU_ASSERT_EQUAL(im->boot[r - 4 + l], 1ull << 51 | (uint64_t)l << 40 | l);
    /* no lane-by-lane VGPR write (the removed multi-cycle CU's reserved code) */
    for (size_t i = 0; i < im->nboot; i++)
        if (!(im->boot[i] >> 50 & 3))
            CU_ASSERT_NOT_EQUAL(im->boot[i] >> 46 & 0xf, EMIT_CU_INIT_VGPR);
    fpga_image_free(im);
    golden_free(g);
    kernel_free(k);

    /* one VRF read port: a VGPR as 2 writes of one pass group each (2 lanes of the 4), the
     * group in the data: lanes 0, 1 (ids 0, 1), group 0; lanes 0, 1 of group 1 (ids 2, 3),
     * group 1 */
    g = setup(inc_src, &k, a);
    c.vrf_reads = 1;
    CU_ASSERT_EQUAL_FATAL(fpga_image_build(&c, k, g, &im), 0);
    r = 0;
    while (r < im->nboot && (im->boot[r] >> 46 & 0x3f) != EMIT_CU_INIT_VROW)
        r++;
    CU_ASSERT_FATAL(r >= 2 && r + 3 < im->nboot);
    CU_ASSERT_EQUAL(im->boot[r - 2], 1ull << 51 | 0ull << 40 | 0);
    CU_ASSERT_EQUAL(im->boot[r - 1], 1ull << 51 | 1ull << 40 | 1);
    CU_ASSERT_EQUAL(im->boot[r], (uint64_t)EMIT_CU_INIT_VROW << 46 | 0);       /* v0, group 0 */
    CU_ASSERT_EQUAL(im->boot[r + 1], 1ull << 51 | 0ull << 40 | 2);
    CU_ASSERT_EQUAL(im->boot[r + 2], 1ull << 51 | 1ull << 40 | 3);
    CU_ASSERT_EQUAL(im->boot[r + 3], (uint64_t)EMIT_CU_INIT_VROW << 46 | 1);   /* v0, group 1 */
    fpga_image_free(im);
    golden_free(g);
    kernel_free(k);
}

static void test_refusals(void)
{
    static uint8_t a[A_BYTES];
    kernel *k;
    golden *g = setup(inc_src, &k, a);
    pws_cfg c;
    small_cfg(&c);
    c.cus = 2;
    fpga_image *im = (fpga_image *)&c;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(fpga_image_build(&c, k, g, &im), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NULL(im);
    golden_free(g);
    kernel_free(k);
    static const char atomic_src[] =
        ".text\n"
        ".pws_arg a, buffer\n"
        "k:\n"
        "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
        "  s_waitcnt lgkmcnt(0)\n"
        "  v_mov_b32_e32 v2, s4\n"
        "  v_mov_b32_e32 v3, s5\n"
        "  flat_atomic_add v[2:3], v0\n"
        "  s_endpgm\n";
    g = setup(atomic_src, &k, a);
    small_cfg(&c);
    CU_ASSERT_EQUAL(fpga_image_build(&c, k, g, &im), PWS_EUNSUPPORTED);
    diag_set_quiet(0);
    golden_free(g);
    kernel_free(k);
}

/* The verdict's signature (pws_fpga_check.v's MISR), worked by hand: sig = 0; each dword d gives
 * sig = (sig << 1) ^ (bit 31 of sig ? 0x00400007 : 0) ^ d. */
static void test_signature(void)
{
    static const uint32_t none[1] = { 0 };
    CU_ASSERT_EQUAL(fpga_image_signature(none, 0), 0u);
    static const uint32_t shift[3] = { 1, 0, 0 };              /* 1 -> 2 -> 4 */
    CU_ASSERT_EQUAL(fpga_image_signature(shift, 3), 4u);
    /* 0x80000001; then (0x00000002 ^ 0x00400007) ^ 2 */
    static const uint32_t fold[2] = { 0x80000001u, 2 };
    CU_ASSERT_EQUAL(fpga_image_signature(fold, 2), 0x00400007u);
    /* a top bit shifted out is folded back in: 0x80000000 then 0 -> 0x00400007, where two
     * zeros give 0 */
    static const uint32_t top[2] = { 0x80000000u, 0 }, zeros[2] = { 0, 0 };
    CU_ASSERT_EQUAL(fpga_image_signature(top, 2), 0x00400007u);
    CU_ASSERT_EQUAL(fpga_image_signature(zeros, 2), 0u);
    /* 0xffffffff: (0xfffffffe ^ 0x00400007) ^ 0 = 0xffbffff9 */
    static const uint32_t ones[2] = { 0xffffffffu, 0 };
    CU_ASSERT_EQUAL(fpga_image_signature(ones, 2), 0xffbffff9u);
}

void suite_fpga_image(void)
{
    CU_pSuite s = CU_add_suite("fpga_image", NULL, NULL);
    CU_add_test(s, "memory map, initial and expected memory, boot ROM", test_map_and_memory);
    CU_add_test(s, "VGPR rows (pipelined CU) and lanes (multi-cycle CU) in the boot ROM",
                test_vgpr_rows);
    CU_add_test(s, "refusals: two CUs, atomics", test_refusals);
    CU_add_test(s, "the memory signature of the verdict, by hand", test_signature);
}
