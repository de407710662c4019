/* tests/test_golden.c -- the golden machine (golden/golden.c, dispatch.c): ABI register values,
 * kernarg and buffer placement, the stepping API (split/merge attribution, barriers), deadlock,
 * watchdog and other run-time errors, determinism, and functional invariance under every split
 * mode (docs/isa.md 8).
 *
 * Kernels are hand-written assembly strings (through asm_string). Expected values are worked
 * out by hand from docs/golden.md (addresses, ABI) or computed by a plain C loop that does what
 * the kernel's comment says (the CPU reference), never taken from the model's output. */
#include <CUnit/CUnit.h>

#include "asm.h"
#include "diag.h"
#include "golden.h"
#include "mem.h"
#include "pws_err.h"

#include <stdlib.h>
#include <string.h>

/* Address layout of docs/golden.md "Memory": packet at 4 GiB, then the queue and the kernarg
 * segment, each one guard page above the previous region's end rounded up to 4 KiB. */
#define PACKET_ADDR  0x100000000ull   /* 64 bytes -> end ..0040 -> 0x100001000 + 0x1000 */
#define QUEUE_ADDR   0x100002000ull   /* 256 bytes -> end ..2100 -> 0x100003000 + 0x1000 */
#define KERNARG_ADDR 0x100004000ull

static kernel *assemble(const char *src)
{
    kernel *k = NULL;
    int rc = asm_string(src, "t.s", NULL, &k);
    CU_ASSERT_EQUAL(rc, 0);
    return k;
}

static void cfg1(golden_cfg *c, unsigned wave, unsigned grid, unsigned wg, split_mode m,
                 unsigned s)
{
    golden_cfg_default(c);
    c->wave = wave;
    c->grid[0] = grid;
    c->wg[0] = wg;
    c->split = m;
    c->spsimds = s;
}

/* ---- ABI ------------------------------------------------------------------------------------- */

static const char abi_src[] =
    ".text\n"
    "abi:\n"
    "  s_endpgm\n"
    ".amdhsa_kernel abi\n"
    "  .amdhsa_next_free_vgpr 8\n"
    "  .amdhsa_next_free_sgpr 24\n"
    "  .amdhsa_group_segment_fixed_size 256\n"
    "  .amdhsa_user_sgpr_private_segment_buffer 1\n"
    "  .amdhsa_user_sgpr_dispatch_ptr 1\n"
    "  .amdhsa_user_sgpr_queue_ptr 1\n"
    "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    "  .amdhsa_user_sgpr_dispatch_id 1\n"
    "  .amdhsa_user_sgpr_flat_scratch_init 1\n"
    "  .amdhsa_user_sgpr_private_segment_size 1\n"
    "  .amdhsa_system_sgpr_private_segment_wavefront_offset 1\n"
    "  .amdhsa_system_sgpr_workgroup_id_x 1\n"
    "  .amdhsa_system_sgpr_workgroup_id_y 1\n"
    "  .amdhsa_system_sgpr_workgroup_id_z 1\n"
    "  .amdhsa_system_sgpr_workgroup_info 1\n"
    "  .amdhsa_system_vgpr_workitem_id 2\n"
    "  .amdhsa_float_denorm_mode_32 3\n"
    "  .amdhsa_dx10_clamp 0\n"
    "  .amdhsa_ieee_mode 1\n"
    ".end_amdhsa_kernel\n";

/* grid 10x6x4, wg 4x4x2, wave 16: 3x2x2 = 12 workgroups; a full one has 32 work-items = 2
 * wavefronts. User SGPRs: s[0:3] private segment buffer (0), s[4:5] dispatch ptr, s[6:7] queue
 * ptr, s[8:9] kernarg ptr, s[10:11] dispatch id (0), s[12:13] flat scratch (0), s14 private
 * segment size (0); system SGPRs from s15: wg id x, y, z, wg info, wave offset (0). */
static void test_abi(void)
{
    kernel *k = assemble(abi_src);
    CU_ASSERT_PTR_NOT_NULL_FATAL(k);
    golden_cfg c;
    golden_cfg_default(&c);
    c.wave = 16;
    c.grid[0] = 10; c.grid[1] = 6; c.grid[2] = 4;
    c.wg[0] = 4; c.wg[1] = 4; c.wg[2] = 2;
    golden *g = golden_new(k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_num_wgs(g), 12);
    CU_ASSERT_EQUAL(golden_dispatch_ptr(g), PACKET_ADDR);
    CU_ASSERT_EQUAL(golden_queue_ptr(g), QUEUE_ADDR);
    CU_ASSERT_EQUAL(golden_kernarg_ptr(g), KERNARG_ADDR);

    /* workgroup 0: ids (0,0,0), full: 32 items, 2 wavefronts */
    CU_ASSERT_EQUAL(golden_wg_num_waves(g, 0), 2);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    const wave *w = golden_wave(g, golden_wave_id(g, 0, 1, 0));   /* id 1 */
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    CU_ASSERT_EQUAL(w->id, 1);
    for (unsigned i = 0; i < 4; i++)
        CU_ASSERT_EQUAL(w->sgpr[i], 0);
    CU_ASSERT_EQUAL(w->sgpr[4], 0x00000000);   /* dispatch ptr 0x1_0000_0000 */
    CU_ASSERT_EQUAL(w->sgpr[5], 0x1);
    CU_ASSERT_EQUAL(w->sgpr[6], 0x2000);       /* queue ptr 0x1_0000_2000 */
    CU_ASSERT_EQUAL(w->sgpr[7], 0x1);
    CU_ASSERT_EQUAL(w->sgpr[8], 0x4000);       /* kernarg ptr 0x1_0000_4000 */
    CU_ASSERT_EQUAL(w->sgpr[9], 0x1);
    for (unsigned i = 10; i <= 14; i++)
        CU_ASSERT_EQUAL(w->sgpr[i], 0);
    CU_ASSERT_EQUAL(w->sgpr[15], 0);           /* wg id x, y, z */
    CU_ASSERT_EQUAL(w->sgpr[16], 0);
    CU_ASSERT_EQUAL(w->sgpr[17], 0);
    CU_ASSERT_EQUAL(w->sgpr[18], 2);           /* not the first wave; 2 waves in the group */
    CU_ASSERT_EQUAL(w->sgpr[19], 0);
    CU_ASSERT_EQUAL(w->exec, 0xffff);
    /* lane 3 of wavefront 1 is item 19: x = 19 % 4 = 3, y = (19 / 4) % 4 = 0, z = 19 / 16 = 1 */
    CU_ASSERT_EQUAL(w->nvgprs, 8);
    CU_ASSERT_EQUAL(w->vgpr[0 * 16 + 3], 3);
    CU_ASSERT_EQUAL(w->vgpr[1 * 16 + 3], 0);
    CU_ASSERT_EQUAL(w->vgpr[2 * 16 + 3], 1);
    /* MODE: denorm32 3 -> [5:4] = 3, [7:6] = 3, dx10 0, ieee 1 -> 0x30 | 0xc0 | 0x200 = 0x2f0 */
    CU_ASSERT_EQUAL(w->mode, 0x2f0);
    CU_ASSERT_EQUAL(w->m0, 0xffffffffu);
    CU_ASSERT_EQUAL(w->vcc, 0);
    CU_ASSERT_EQUAL(w->scc, 0);
    CU_ASSERT_EQUAL(w->pc, 0);
    CU_ASSERT_EQUAL(w->lds_size, 256);
    CU_ASSERT_PTR_NOT_NULL(w->lds);
    CU_ASSERT_EQUAL(w->split_mask, 0xffff);
    const wave *w0 = golden_wave(g, 0);
    CU_ASSERT_EQUAL(w0->sgpr[18], 0x80000002u);   /* first_wave bit 31 */
    CU_ASSERT_PTR_EQUAL(w0->lds, w->lds);          /* one LDS per workgroup */

    /* workgroup 11 = (11 % 3, (11 / 3) % 2, 11 / 6) = (2, 1, 1): extents x 10 - 8 = 2,
     * y 6 - 4 = 2, z 4 - 2 = 2: 8 items, one wave, EXEC 0xff */
    CU_ASSERT_EQUAL(golden_wg_num_waves(g, 11), 1);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 11), 0);
    w = golden_wave(g, golden_wave_id(g, 11, 0, 0));   /* (11 * 2 + 0) * 1 = 22 */
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    CU_ASSERT_EQUAL(w->id, 22);
    CU_ASSERT_EQUAL(w->sgpr[15], 2);
    CU_ASSERT_EQUAL(w->sgpr[16], 1);
    CU_ASSERT_EQUAL(w->sgpr[17], 1);
    CU_ASSERT_EQUAL(w->sgpr[18], 0x80000001u);
    CU_ASSERT_EQUAL(w->exec, 0xff);
    /* lane 5 = item 5 of a 2x2x2 group: x = 1, y = (5 / 2) % 2 = 0, z = 5 / 4 = 1 */
    CU_ASSERT_EQUAL(w->vgpr[0 * 16 + 5], 1);
    CU_ASSERT_EQUAL(w->vgpr[1 * 16 + 5], 0);
    CU_ASSERT_EQUAL(w->vgpr[2 * 16 + 5], 1);
    CU_ASSERT_EQUAL(w->vgpr[0 * 16 + 9], 0);   /* no work-item: zero */

    /* the dispatch packet */
    golden_mem *m = golden_memory(g);
    uint16_t h[5];
    uint32_t u[6];
    uint64_t ka;
    CU_ASSERT_EQUAL(mem_read(m, PACKET_ADDR, h, sizeof h), 0);
    CU_ASSERT_EQUAL(h[0], 2);        /* HSA_PACKET_TYPE_KERNEL_DISPATCH */
    CU_ASSERT_EQUAL(h[1], 3);        /* dimensions */
    CU_ASSERT_EQUAL(h[2], 4);
    CU_ASSERT_EQUAL(h[3], 4);
    CU_ASSERT_EQUAL(h[4], 2);
    CU_ASSERT_EQUAL(mem_read(m, PACKET_ADDR + 12, u, sizeof u), 0);
    CU_ASSERT_EQUAL(u[0], 10);
    CU_ASSERT_EQUAL(u[1], 6);
    CU_ASSERT_EQUAL(u[2], 4);
    CU_ASSERT_EQUAL(u[3], 0);        /* private segment size */
    CU_ASSERT_EQUAL(u[4], 256);      /* group segment size at 28 */
    CU_ASSERT_EQUAL(mem_read(m, PACKET_ADDR + 40, &ka, 8), 0);
    CU_ASSERT_EQUAL(ka, KERNARG_ADDR);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 11), PWS_ERANGE);   /* twice */
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: workgroup 11 is already dispatched");
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 12), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: workgroup 12 does not exist (12 workgroups)");
    diag_set_quiet(0);
    golden_free(g);
    kernel_free(k);
}

/* Default hand-written ABI: s[0:1] kernarg, s2 wg id x, v0 id x. grid 100, wg 64, wave 64:
 * workgroup 1 has 36 work-items: EXEC = 2^36 - 1. */
static void test_partial_wg(void)
{
    kernel *k = assemble(".text\n s_endpgm\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(k);
    golden_cfg c;
    cfg1(&c, 0, 100, 64, SPLIT_MODE_NONE, 0);
    golden *g = golden_new(k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_wave_size(g), 64);
    CU_ASSERT_EQUAL(golden_num_wgs(g), 2);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 1), 0);
    const wave *w = golden_wave(g, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(w);
    CU_ASSERT_EQUAL(w->exec, (1ull << 36) - 1);
    CU_ASSERT_EQUAL(w->sgpr[0], 0x4000);
    CU_ASSERT_EQUAL(w->sgpr[1], 1);
    CU_ASSERT_EQUAL(w->sgpr[2], 1);
    CU_ASSERT_EQUAL(w->vgpr[35], 35);
    CU_ASSERT_EQUAL(w->mode, 0x3c0);   /* denorm32 0, [7:6] 3, dx10 1, ieee 1: 0xc0|0x100|0x200 */
    CU_ASSERT_EQUAL(golden_run(g), 0);  /* runs workgroup 0, then the dispatched 1 */
    CU_ASSERT_EQUAL(golden_get_stats(g)->retired, 2);
    CU_ASSERT_EQUAL(golden_get_stats(g)->workgroups, 2);
    golden_free(g);
    kernel_free(k);
}

/* ---- Arguments ------------------------------------------------------------------------------- */

static void test_args(void)
{
    kernel *k = assemble(".text\n .pws_arg a, buffer\n .pws_arg n, i32\n .pws_arg f, f32\n"
                         " .pws_arg b, buffer\n s_endpgm\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(k);
    golden_cfg c;
    cfg1(&c, 0, 64, 64, SPLIT_MODE_NONE, 0);
    golden *g = golden_new(k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_num_args(g), 4);
    CU_ASSERT_PTR_NULL(golden_arg(g, 4));
    /* offsets 0, 8, 12, 16: kernarg 24 bytes, mapped as 32 -> end 0x100004020 -> next buffer at
     * 0x100005000 + 0x1000 = 0x100006000; 100 bytes -> end ..6064 -> 0x100008000 */
    uint64_t ab = 0, aa = 0, addr, size;
    uint8_t init[4] = { 1, 2, 3, 4 };
    CU_ASSERT_EQUAL(golden_map_buffer(g, 3, NULL, 100, &ab), 0);
    CU_ASSERT_EQUAL(ab, 0x100006000ull);
    CU_ASSERT_EQUAL(golden_map_buffer(g, 0, init, 4, &aa), 0);
    CU_ASSERT_EQUAL(aa, 0x100008000ull);
    int32_t n = -5;
    uint32_t f = 0x3fc00000;   /* 1.5f */
    CU_ASSERT_EQUAL(golden_set_arg(g, 1, &n, 4), 0);
    CU_ASSERT_EQUAL(golden_set_arg(g, 2, &f, 4), 0);
    uint8_t ka[24];
    CU_ASSERT_EQUAL(mem_read(golden_memory(g), KERNARG_ADDR, ka, 24), 0);
    static const uint8_t want[24] = {
        0x00, 0x80, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,   /* a = 0x1_0000_8000 */
        0xfb, 0xff, 0xff, 0xff,                           /* n = -5 */
        0x00, 0x00, 0xc0, 0x3f,                           /* f = 1.5 */
        0x00, 0x60, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,   /* b = 0x1_0000_6000 */
    };
    CU_ASSERT_EQUAL(memcmp(ka, want, 24), 0);
    uint8_t got[4];
    CU_ASSERT_EQUAL(mem_read(golden_memory(g), aa, got, 4), 0);
    CU_ASSERT_EQUAL(memcmp(got, init, 4), 0);
    CU_ASSERT_EQUAL(golden_buffer(g, 3, &addr, &size), 0);
    CU_ASSERT_EQUAL(addr, 0x100006000ull);
    CU_ASSERT_EQUAL(size, 100);
    CU_ASSERT_EQUAL(golden_buffer(g, 1, &addr, &size), PWS_ERANGE);
    /* errors */
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_set_arg(g, 0, &n, 4), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 0 (a) is a buffer, not a value");
    CU_ASSERT_EQUAL(golden_set_arg(g, 1, &ab, 8), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 1 (n) has 4 bytes, not 8");
    CU_ASSERT_EQUAL(golden_set_arg(g, 9, &n, 4), PWS_ERANGE);
    CU_ASSERT_EQUAL(golden_map_buffer(g, 4, NULL, 4, NULL), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 4 does not exist (4 arguments)");
    CU_ASSERT_EQUAL(golden_map_buffer(g, 1, NULL, 4, NULL), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 1 (n) is not a buffer");
    CU_ASSERT_EQUAL(golden_map_buffer(g, 3, NULL, 4, NULL), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 3 (b) already has a buffer");
    golden_free(g);
    g = golden_new(k, &c);
    CU_ASSERT_EQUAL(golden_map_buffer(g, 0, NULL, 0, NULL), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 0 (a): empty buffer");
    diag_set_quiet(0);
    golden_free(g);
    kernel_free(k);
}

/* __local arguments (docs/golden.md "__local arguments"): regions after 12 bytes of static LDS
 * in argument order, each at the next multiple of max(pointee_align, 4), whatever the order the
 * host sets them in; the kernarg slots hold the offsets, the packet the total. By hand: a (align
 * 1, 6 bytes) at 12; b (align 16, 100 bytes) at 18 -> 32; total 132. */
static uint32_t kernarg32(golden *g, unsigned off)
{
    uint32_t v = 0;
    mem_read(golden_memory(g), golden_kernarg_ptr(g) + off, &v, 4);
    return v;
}

static void test_local_args(void)
{
    uint32_t code[1] = { 0xbf810000u /* s_endpgm */ };
    kernel_arg args[4] = {
        { .name = "a", .kind = KARG_DYNAMIC_LDS, .offset = 0, .size = 4, .pointee_align = 1 },
        { .name = "hidden_x", .kind = KARG_HIDDEN, .offset = 4, .size = 4 },
        { .name = "b", .kind = KARG_DYNAMIC_LDS, .offset = 8, .size = 4, .pointee_align = 16 },
        { .name = "n", .kind = KARG_BY_VALUE, .offset = 12, .size = 4 },
    };
    kernel k;
    memset(&k, 0, sizeof k);
    strcpy(k.name, "loc");
    k.file = "loc.s";
    k.code = code;
    k.ncode = 1;
    k.args = args;
    k.nargs = 4;
    k.wavefront_size = 64;
    kernel_desc_default(&k.desc);
    k.desc.user_sgpr_dispatch_ptr = 1;
    k.desc.group_segment_fixed_size = 12;
    golden_cfg c;
    cfg1(&c, 0, 64, 64, SPLIT_MODE_NONE, 0);
    golden *g = golden_new(&k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_lds_size(g), 12);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_run(g), PWS_EUSAGE);   /* a __local argument has no size yet */
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 0 (a) is a __local pointer "
                           "without a size (local:BYTES)");
    CU_ASSERT_EQUAL(golden_set_local(g, 1, 100), 0);   /* b first: placed as if a were empty */
    CU_ASSERT_EQUAL(kernarg32(g, 8), 16);
    CU_ASSERT_EQUAL(golden_set_local(g, 0, 6), 0);     /* then a: b moves to 32 */
    CU_ASSERT_EQUAL(kernarg32(g, 0), 12);
    CU_ASSERT_EQUAL(kernarg32(g, 8), 32);
    CU_ASSERT_EQUAL(golden_local_offset(g, 1), 32);
    CU_ASSERT_EQUAL(golden_lds_size(g), 132);
    uint32_t gss = 0;   /* hsa_kernel_dispatch_packet_t.group_segment_size, byte 28 */
    mem_read(golden_memory(g), golden_dispatch_ptr(g) + 28, &gss, 4);
    CU_ASSERT_EQUAL(gss, 132);
    CU_ASSERT_EQUAL(golden_set_local(g, 0, 8), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 0 (a) already has its LDS size");
    CU_ASSERT_EQUAL(golden_set_local(g, 2, 8), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 2 (n) is not a __local pointer");
    CU_ASSERT_EQUAL(golden_set_arg(g, 1, "abcd", 4), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 1 (b) is a __local pointer, not a "
                           "value");
    CU_ASSERT_EQUAL(golden_run(g), 0);
    golden_free(g);
    g = golden_new(&k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_set_local(g, 0, 0), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 0 (a): a __local region of 0 "
                           "bytes");
    /* 12 static + a at 12..65500, b at 65504 + 100 = 65604 > 65536 */
    CU_ASSERT_EQUAL(golden_set_local(g, 0, 65488), 0);
    CU_ASSERT_EQUAL(golden_set_local(g, 1, 100), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: kernel argument 1 (b): 100 bytes of __local "
                           "memory make the workgroup's LDS 65604 bytes (12 of them static), "
                           "more than the 65536 a workgroup can have");
    CU_ASSERT_EQUAL(golden_lds_size(g), 65500);   /* the refused size is not kept */
    CU_ASSERT_EQUAL(golden_set_local(g, 1, 32), 0);   /* 65504 + 32 = 65536 fits exactly */
    CU_ASSERT_EQUAL(golden_lds_size(g), 65536);
    diag_set_quiet(0);
    golden_free(g);
}

/* A kernel built by hand (no assembler): hidden arguments are not explicit; an undecodable
 * word is reported when executed; scratch and rounding modes are refused. */
static void test_hand_kernel(void)
{
    uint32_t code[2] = { 0xffffffffu, 0xbf810000u /* s_endpgm */ };
    kernel_arg args[3] = {
        { .name = "x", .kind = KARG_GLOBAL_BUFFER, .offset = 0, .size = 8 },
        { .name = "hidden_global_offset_x", .kind = KARG_HIDDEN, .offset = 8, .size = 8 },
        { .name = "y", .kind = KARG_BY_VALUE, .offset = 16, .size = 4 },
    };
    kernel k;
    memset(&k, 0, sizeof k);
    strcpy(k.name, "hand");
    k.file = "hand.s";
    k.code = code;
    k.ncode = 2;
    k.args = args;
    k.nargs = 3;
    k.wavefront_size = 64;
    kernel_desc_default(&k.desc);
    k.desc.next_free_vgpr = 1;
    golden_cfg c;
    cfg1(&c, 0, 64, 64, SPLIT_MODE_NONE, 0);
    golden *g = golden_new(&k, &c);
    CU_ASSERT_PTR_NOT_NULL_FATAL(g);
    CU_ASSERT_EQUAL(golden_num_args(g), 2);
    CU_ASSERT_STRING_EQUAL(golden_arg(g, 1)->name, "y");
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_run(g), PWS_EDECODE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "hand.s: wave 0 pc 0x0000: error: illegal instruction "
                           "0xffffffff");   /* (a hand-built kernel: no source lines) */
    golden_free(g);
    k.desc.private_segment_fixed_size = 16;
    CU_ASSERT_PTR_NULL(golden_new(&k, &c));
    CU_ASSERT_STRING_EQUAL(diag_last(), "hand.s: error: kernel 'hand' uses 16 bytes of scratch "
                           "per work-item: scratch memory is not supported");
    k.desc.private_segment_fixed_size = 0;
    k.desc.float_round_mode_32 = 1;
    CU_ASSERT_PTR_NULL(golden_new(&k, &c));
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "only round to nearest even"));
    k.desc.float_round_mode_32 = 0;
    k.wavefront_size = 48;   /* metadata wave size used when cfg.wave is 0 */
    CU_ASSERT_PTR_NULL(golden_new(&k, &c));
    CU_ASSERT_STRING_EQUAL(diag_last(), "hand.s: error: wavefront size 48 is not a power of two "
                           "in 4..64");
    k.wavefront_size = 64;
    k.entry = 8;             /* 2 dwords: 0x0..0x7 */
    CU_ASSERT_PTR_NULL(golden_new(&k, &c));
    CU_ASSERT_STRING_EQUAL(diag_last(), "hand.s: error: kernel 'hand': entry 0x8 is outside the "
                           "code image");
    k.entry = 0;
    /* wg 1024, wave 4: 256 wavefronts per workgroup; 2^12 x 2^12 = 2^24 workgroups; S = 63:
     * 2^24 * 2^8 * 64 = 2^38 = 274877906944 contexts, more than wave ids can name */
    golden_cfg_default(&c);
    c.wave = 4;
    c.spsimds = 63;
    c.wg[0] = 1024;
    c.grid[0] = 1024u << 12;
    c.grid[1] = 1u << 12;
    CU_ASSERT_PTR_NULL(golden_new(&k, &c));
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: dispatch too large: 274877906944 contexts");
    diag_set_quiet(0);
}

static void expect_cfg_error(const golden_cfg *c, const char *msg)
{
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_cfg_check(c), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), msg);
    diag_set_quiet(0);
}

static void test_cfg_check(void)
{
    golden_cfg c;
    cfg1(&c, 64, 64, 64, SPLIT_MODE_PWS, 63);
    CU_ASSERT_EQUAL(golden_cfg_check(&c), 0);
    c.wave = 3;
    expect_cfg_error(&c, "error: wavefront size 3 is not a power of two in 4..64");
    c.wave = 128;
    expect_cfg_error(&c, "error: wavefront size 128 is not a power of two in 4..64");
    c.wave = 4;
    c.spsimds = 64;
    expect_cfg_error(&c, "error: 64 SpSIMDs: at most 63");
    c.spsimds = 0;
    c.grid[1] = 0;
    expect_cfg_error(&c, "error: grid size in y is 0");
    c.grid[1] = 1;
    c.wg[2] = 0;
    expect_cfg_error(&c, "error: workgroup size in z is 0");
    c.wg[0] = 32; c.wg[1] = 32; c.wg[2] = 2;   /* 2048 */
    expect_cfg_error(&c, "error: workgroup of more than 1024 work-items");
    c.wg[0] = 1; c.wg[1] = 1; c.wg[2] = 1;
    c.grid[0] = 1u << 25;                     /* 2^25 workgroups of 1 */
    expect_cfg_error(&c, "error: dispatch of more than 16777216 workgroups");
    c.grid[0] = 1;
    c.split = (split_mode)7;
    expect_cfg_error(&c, "error: unknown split mode 7");
}

/* ---- Stepping API ---------------------------------------------------------------------------- */

static const char step_src[] =
    ".text\n"
    "  s_mov_b32 s4, 3\n"          /* 0x00 */
    "  s_split s4, 0\n"            /* 0x04: m = 0011: SpSIMD 0 keeps 0011, SpSIMD 1 gets 1100 */
    "  v_mov_b32_e32 v1, 7\n"      /* 0x08 */
    "  s_merge\n"                  /* 0x0c */
    "  s_endpgm\n";                /* 0x10 */

static golden *step_machine(kernel **k)
{
    *k = assemble(step_src);
    golden_cfg c;
    cfg1(&c, 4, 4, 4, SPLIT_MODE_PWS, 2);
    golden *g = golden_new(*k, &c);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    return g;
}

static void test_step_parent_completes(void)
{
    kernel *k;
    golden *g = step_machine(&k);
    golden_event *ev = malloc(sizeof *ev);
    CU_ASSERT_EQUAL(golden_num_spsimds(g), 2);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->status, WAVE_FREE);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);             /* s_mov_b32 */
    CU_ASSERT_EQUAL(ev->seq, 0);
    CU_ASSERT_EQUAL(ev->pc, 0);
    CU_ASSERT_EQUAL(ev->next_pc, 4);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);             /* s_split */
    CU_ASSERT_EQUAL(ev->seq, 1);
    CU_ASSERT(ev->has & EV_SPLIT);
    CU_ASSERT_EQUAL(ev->split_child, 1);
    CU_ASSERT_EQUAL(ev->split_mask, 0x3);
    CU_ASSERT_EQUAL(ev->split_mask_child, 0xc);
    /* SOPC: 0xbf000000 | op 0x14 << 16 | ssrc1 0x80 (inline 0) << 8 | ssrc0 4 (s4) */
    CU_ASSERT_EQUAL(ev->word[0], 0xbf148004u);
    CU_ASSERT_EQUAL(ev->nwords, 1);
    const wave *c1 = golden_wave(g, 1);
    CU_ASSERT_EQUAL(c1->status, WAVE_READY);
    CU_ASSERT_EQUAL(c1->pc, 8);
    CU_ASSERT_EQUAL(c1->split_mask, 0xc);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);             /* SWF 1: v_mov on lanes 1100 */
    CU_ASSERT_EQUAL(ev->wave, 1);
    CU_ASSERT_EQUAL(ev->spsimd, 1);
    CU_ASSERT_EQUAL(ev->ctx, 0);
    CU_ASSERT(ev->has & EV_VGPR);
    CU_ASSERT_EQUAL(ev->vgpr_mask, 0xc);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 0);             /* s_merge: waits for 0 */
    CU_ASSERT_EQUAL(ev->has, 0);
    CU_ASSERT_EQUAL(c1->status, WAVE_MERGE);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 0);             /* still waiting */
    CU_ASSERT_EQUAL(golden_wg_check(g, 0), 0);             /* SWF 0 is ready */
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_step(g, 2, ev), PWS_ERANGE);    /* free context */
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "holds no SWF"));
    CU_ASSERT_EQUAL(golden_step(g, 3, ev), PWS_ERANGE);    /* no such wave */
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: wave 3 is not dispatched");
    CU_ASSERT_EQUAL(golden_release_wg(g, 0), PWS_ERANGE);  /* not done */
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: workgroup 0 cannot be released: it has not "
                           "ended");
    CU_ASSERT_EQUAL(golden_release_wg(g, 5), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: workgroup 5 is not dispatched");
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);             /* SWF 0: v_mov on 0011 */
    CU_ASSERT_EQUAL(ev->vgpr_mask, 0x3);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);             /* s_merge completes */
    CU_ASSERT(ev->has & EV_MERGE);
    CU_ASSERT_EQUAL(ev->wave, 0);
    CU_ASSERT_EQUAL(ev->pc, 0xc);
    CU_ASSERT_EQUAL(ev->next_pc, 0x10);
    CU_ASSERT_EQUAL(ev->split_parent, 0);
    CU_ASSERT_EQUAL(ev->split_child, 1);
    CU_ASSERT_EQUAL(ev->split_mask, 0xf);
    CU_ASSERT_EQUAL(ev->exec, 0xf);
    CU_ASSERT_EQUAL(c1->status, WAVE_FREE);
    const wave *c0 = golden_wave(g, 0);
    for (unsigned l = 0; l < 4; l++)
        CU_ASSERT_EQUAL(c0->vgpr[1 * 4 + l], 7);
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);             /* s_endpgm */
    CU_ASSERT(ev->has & EV_END);
    CU_ASSERT_EQUAL(ev->seq, 5);   /* s_mov, s_split, v_mov x2, s_merge (once), s_endpgm */
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 1);
    CU_ASSERT_EQUAL(golden_get_stats(g)->retired, 6);
    CU_ASSERT_EQUAL(golden_get_stats(g)->merges_real, 1);
    CU_ASSERT_EQUAL(golden_release_wg(g, 0), 0);
    CU_ASSERT_PTR_NULL(golden_wave(g, 0));
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 1);
    free(ev);
    golden_free(g);
    kernel_free(k);
}

/* The child's arrival completes the merge: golden_step(1) returns the event of the target 0. */
static void test_step_child_completes(void)
{
    kernel *k;
    golden *g = step_machine(&k);
    golden_event *ev = malloc(sizeof *ev);
    for (unsigned i = 0; i < 3; i++)
        CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);         /* s_mov, s_split, v_mov */
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 0);             /* s_merge: waits for 1 */
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);             /* v_mov */
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);             /* s_merge: completes */
    CU_ASSERT_EQUAL(ev->wave, 0);
    CU_ASSERT_EQUAL(ev->spsimd, 0);
    CU_ASSERT_EQUAL(ev->split_child, 1);
    CU_ASSERT_EQUAL(ev->split_mask, 0xf);
    CU_ASSERT_EQUAL(ev->seq, 4);
    CU_ASSERT_EQUAL(golden_wave(g, 0)->status, WAVE_READY);
    CU_ASSERT_EQUAL(golden_wave(g, 0)->pc, 0x10);
    CU_ASSERT_EQUAL(golden_wave(g, 0)->retired, 4);        /* the merge counts for the target */
    CU_ASSERT_EQUAL(golden_wave(g, 1)->retired, 1);
    free(ev);
    golden_free(g);
    kernel_free(k);
}

/* s_split with a literal operand is 8 bytes: both SWFs continue after the literal. wave 16,
 * m = 0xfff0: SpSIMD 0 keeps lanes 15..4, SpSIMD 1 gets lanes 3..0. */
static void test_step_split_literal(void)
{
    kernel *k = assemble(".text\n s_split 0xfff0, 0\n v_mov_b32_e32 v1, 7\n s_merge\n"
                         " s_endpgm\n");
    golden_cfg c;
    cfg1(&c, 16, 16, 16, SPLIT_MODE_PWS, 1);
    golden *g = golden_new(k, &c);
    golden_event *ev = malloc(sizeof *ev);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);
    CU_ASSERT_EQUAL(ev->nwords, 2);
    CU_ASSERT_EQUAL(ev->word[1], 0xfff0);
    CU_ASSERT_EQUAL(ev->next_pc, 8);
    CU_ASSERT_EQUAL(ev->split_mask, 0xfff0);
    CU_ASSERT_EQUAL(golden_wave(g, 0)->pc, 8);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->pc, 8);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->split_mask, 0x000f);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);   /* v_mov on lanes 3..0 */
    CU_ASSERT_EQUAL(ev->vgpr_mask, 0x000f);
    free(ev);
    golden_free(g);
    kernel_free(k);
}

/* An SWF that has ended cannot be stepped while its wavefront still runs. */
static void test_step_ended(void)
{
    kernel *k = assemble(".text\n s_mov_b32 s4, 3\n s_split s4, 0\n s_endpgm\n");
    golden_cfg c;
    cfg1(&c, 4, 4, 4, SPLIT_MODE_PWS, 1);
    golden *g = golden_new(k, &c);
    golden_event *ev = malloc(sizeof *ev);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);   /* split: SpSIMD 1 gets 1100 */
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);   /* s_endpgm */
    CU_ASSERT(ev->has & EV_END);
    CU_ASSERT_EQUAL(ev->next_pc, 8);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->status, WAVE_ENDED);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:4: wave 1 pc 0x0008 `s_endpgm`: error: stepped an "
                           "SWF that has ended");
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);   /* the last one: the wavefront is done */
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 1);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->status, WAVE_FREE);
    free(ev);
    golden_free(g);
    kernel_free(k);
}

/* R6: two wavefronts of one workgroup (wave 4, wg 8). */
static void test_step_barrier(void)
{
    kernel *k = assemble(".text\n s_barrier\n s_endpgm\n");
    golden_cfg c;
    cfg1(&c, 4, 8, 8, SPLIT_MODE_NONE, 0);
    golden *g = golden_new(k, &c);
    golden_event *ev = malloc(sizeof *ev);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);
    CU_ASSERT(ev->has & EV_BARRIER);
    CU_ASSERT_EQUAL(ev->next_pc, 4);
    CU_ASSERT_EQUAL(golden_wave(g, 0)->status, WAVE_BARRIER);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 0);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);             /* the last arrival releases all */
    CU_ASSERT_EQUAL(golden_wave(g, 0)->status, WAVE_READY);
    CU_ASSERT_EQUAL(golden_wave(g, 1)->status, WAVE_READY);
    CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);             /* s_endpgm of wave 1 */
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 0);
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);
    CU_ASSERT_EQUAL(golden_wg_done(g, 0), 1);
    free(ev);
    golden_free(g);
    kernel_free(k);
}

/* ---- Run-time errors ------------------------------------------------------------------------- */

static int run_src(const char *src, const golden_cfg *c)
{
    kernel *k = assemble(src);
    if (!k)
        return 1;
    golden *g = golden_new(k, c);
    diag_set_quiet(1);
    int rc = golden_run(g);
    diag_set_quiet(0);
    golden_free(g);
    kernel_free(k);
    return rc;
}

static void test_watchdog(void)
{
    golden_cfg c;
    cfg1(&c, 4, 4, 4, SPLIT_MODE_NONE, 0);
    c.max_insts = 1000;
    /* 1000 instructions = 500 rounds of the loop: the next one is s_nop at 0x0 again */
    CU_ASSERT_EQUAL(run_src(".text\n.Lx:\n  s_nop 0\n  s_branch .Lx\n", &c), PWS_ELIMIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:3: wave 0 pc 0x0000 `s_nop 0`: error: "
                           "instruction limit 1000 reached");
    /* exactly max_insts instructions may retire */
    c.max_insts = 3;
    CU_ASSERT_EQUAL(run_src(".text\n s_nop 0\n s_nop 0\n s_endpgm\n", &c), 0);
    c.max_insts = 2;
    CU_ASSERT_EQUAL(run_src(".text\n s_nop 0\n s_nop 0\n s_endpgm\n", &c), PWS_ELIMIT);
}

/* SWF 0 (lanes 0011) waits at s_merge for SWF 1, which waits at s_barrier for SWF 0. */
static const char deadlock_src[] =
    ".text\n"
    "  s_mov_b32 s4, 3\n"            /* 0x00 */
    "  s_split s4, 0\n"              /* 0x04 */
    "  s_mov_b64 exec, 3\n"          /* 0x08: SWF 1 (lanes 1100) has no active lane */
    "  s_cbranch_execz .Lchild\n"    /* 0x0c */
    "  s_merge\n"                    /* 0x10 line 6 */
    "  s_endpgm\n"                   /* 0x14 */
    ".Lchild:\n"
    "  s_barrier\n"                  /* 0x18 */
    "  s_merge\n"                    /* 0x1c */
    "  s_endpgm\n";

static void test_deadlock(void)
{
    golden_cfg c;
    cfg1(&c, 4, 4, 4, SPLIT_MODE_PWS, 1);
    CU_ASSERT_EQUAL(run_src(deadlock_src, &c), PWS_EDEADLOCK);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:6: wave 0 pc 0x0010 `s_merge`: error: deadlock: no "
                           "context can progress; this SWF waits at s_merge for its partner on "
                           "SpSIMD 1");
    /* without splitting the same kernel is fine: the split is null, lanes 0011 take the
     * fall-through path, s_merge pops the null split */
    cfg1(&c, 4, 4, 4, SPLIT_MODE_NONE, 1);
    CU_ASSERT_EQUAL(run_src(deadlock_src, &c), 0);
    /* the stepping API's check */
    kernel *k = assemble(deadlock_src);
    cfg1(&c, 4, 4, 4, SPLIT_MODE_PWS, 1);
    golden *g = golden_new(k, &c);
    golden_event *ev = malloc(sizeof *ev);
    CU_ASSERT_EQUAL(golden_dispatch_wg(g, 0), 0);
    for (unsigned i = 0; i < 4; i++)
        CU_ASSERT_EQUAL(golden_step(g, 0, ev), 1);   /* s_mov, s_split, s_mov exec, branch */
    CU_ASSERT_EQUAL(golden_step(g, 0, ev), 0);       /* s_merge */
    for (unsigned i = 0; i < 3; i++)
        CU_ASSERT_EQUAL(golden_step(g, 1, ev), 1);   /* s_mov exec, branch, s_barrier */
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(golden_wg_check(g, 0), PWS_EDEADLOCK);
    diag_set_quiet(0);
    free(ev);
    golden_free(g);
    kernel_free(k);
    /* a barrier that only one of two wavefronts reaches is fine once the other has ended:
     * ended contexts are not live (R6) */
    cfg1(&c, 4, 8, 8, SPLIT_MODE_NONE, 0);
    CU_ASSERT_EQUAL(run_src(".text\n v_readfirstlane_b32 s3, v0\n s_cmp_eq_u32 s3, 0\n"
                            " s_cbranch_scc1 .Lend\n s_barrier\n.Lend:\n s_endpgm\n", &c), 0);
}

static void test_split_errors(void)
{
    golden_cfg c;
    cfg1(&c, 4, 4, 4, SPLIT_MODE_PWS, 1);
    CU_ASSERT_EQUAL(run_src(".text\n s_merge\n s_endpgm\n", &c), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:2: wave 0 pc 0x0000 `s_merge`: error: s_merge "
                           "without a matching s_split");
    /* partners at different PCs: SWF 1 waits at 0x18, SWF 0 arrives at 0x10 */
    CU_ASSERT_EQUAL(run_src(".text\n s_mov_b32 s4, 3\n s_split s4, 0\n s_mov_b64 exec, 3\n"
                            " s_cbranch_execz .Lc\n s_merge\n s_endpgm\n.Lc:\n s_merge\n"
                            " s_endpgm\n", &c), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:6: wave 0 pc 0x0010 `s_merge`: error: s_merge "
                           "partners at different PCs");
    /* partner ended: SWF 1 ends at 0x18 before SWF 0 reaches its s_merge */
    CU_ASSERT_EQUAL(run_src(".text\n s_mov_b32 s4, 3\n s_split s4, 0\n s_mov_b64 exec, 3\n"
                            " s_cbranch_execz .Lc\n s_merge\n s_endpgm\n.Lc:\n s_endpgm\n", &c),
                    PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:6: wave 0 pc 0x0010 `s_merge`: error: s_merge "
                           "partner has ended");
    /* ...and the other order: SWF 0 waits at s_merge when SWF 1 ends (SWF 1 delays first) */
    CU_ASSERT_EQUAL(run_src(".text\n s_mov_b32 s4, 3\n s_split s4, 0\n s_mov_b64 exec, 3\n"
                            " s_cbranch_execz .Lc\n s_merge\n s_endpgm\n.Lc:\n s_nop 0\n"
                            " s_nop 0\n s_nop 0\n s_endpgm\n", &c), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:6: wave 0 pc 0x0010 `s_merge`: error: s_merge "
                           "partner has ended");
    /* 64 nested null splits */
    char src[4096] = ".text\n";
    for (unsigned i = 0; i < 64; i++)
        strcat(src, " s_split 0, 0\n");
    strcat(src, " s_endpgm\n");
    CU_ASSERT_EQUAL(run_src(src, &c), PWS_ESPLIT);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s:65: wave 0 pc 0x00fc `s_split 0, 0`: error: split "
                           "nesting deeper than 63");
    /* falling off the end of the code: pc 0x4 after the only instruction */
    cfg1(&c, 4, 4, 4, SPLIT_MODE_NONE, 0);
    CU_ASSERT_EQUAL(run_src(".text\n s_nop 0\n", &c), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s: wave 0 pc 0x0004: error: pc is outside the code "
                           "image");   /* (the file, with no line to give) */
    /* a jump into the middle of an instruction: the literal of s_mov_b32 at 0x4 */
    cfg1(&c, 4, 4, 4, SPLIT_MODE_NONE, 0);
    CU_ASSERT_EQUAL(run_src(".text\n s_mov_b32 s0, 0x12345678\n s_branch -2\n", &c),
                    PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "t.s: wave 0 pc 0x0004: error: pc is not at an "
                           "instruction start");
}

/* ---- Functional invariance (docs/isa.md 8) --------------------------------------------------- */

/* A: if/else split on odd lanes. out[gid] = odd ? 3 * gid : gid + 100. Workgroups of 64. */
static const char kern_a[] =
    ".text\n"
    ".pws_arg out, buffer\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_lshl_b32 s7, s2, 6\n"
    "  v_add_u32_e32 v5, vcc, s7, v0\n"
    "  v_and_b32_e32 v1, 1, v5\n"
    "  v_cmp_eq_u32_e32 vcc, 1, v1\n"
    "  s_split vcc_lo, vcc_hi\n"
    "  s_and_saveexec_b64 s[8:9], vcc\n"
    "  s_xor_b64 s[8:9], exec, s[8:9]\n"
    "  s_cbranch_execz .Lelse\n"
    "  v_mul_u32_u24_e32 v2, 3, v5\n"
    ".Lelse:\n"
    "  s_or_saveexec_b64 s[8:9], s[8:9]\n"
    "  s_xor_b64 exec, exec, s[8:9]\n"
    "  s_cbranch_execz .Lend\n"
    "  v_add_u32_e32 v2, vcc, 100, v5\n"
    ".Lend:\n"
    "  s_or_b64 exec, exec, s[8:9]\n"
    "  s_merge\n"
    "  v_lshlrev_b32_e32 v3, 2, v5\n"
    "  v_mov_b32_e32 v4, s5\n"
    "  v_add_u32_e32 v3, vcc, s4, v3\n"
    "  v_addc_u32_e32 v4, vcc, 0, v4, vcc\n"
    "  flat_store_dword v[3:4], v2\n"
    "  s_endpgm\n";

static uint32_t ref_a(uint32_t gid)
{
    return gid & 1 ? 3 * gid : gid + 100;
}

/* B: nested splits and a divergent loop. Odd lanes split again on bit 1 (gid % 4 == 3:
 * 5 * gid, gid % 4 == 1: 7 * gid); even lanes loop (gid & 7) times adding gid, then add
 * 1000. With DWS_ON, MODE[21] is set first, so --split dws splits at the execz branches. */
#define KERN_B(DWS_ON)                                                                         \
    ".text\n"                                                                                  \
    ".pws_arg out, buffer\n"                                                                   \
    DWS_ON                                                                                     \
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"                                                   \
    "  s_waitcnt lgkmcnt(0)\n"                                                                 \
    "  s_lshl_b32 s7, s2, 6\n"                                                                 \
    "  v_add_u32_e32 v5, vcc, s7, v0\n"                                                        \
    "  v_mov_b32_e32 v2, 0\n"                                                                  \
    "  v_and_b32_e32 v1, 1, v5\n"                                                              \
    "  v_cmp_eq_u32_e32 vcc, 1, v1\n"                                                          \
    "  s_split vcc_lo, vcc_hi\n"                                                               \
    "  s_and_saveexec_b64 s[8:9], vcc\n"                                                       \
    "  s_xor_b64 s[8:9], exec, s[8:9]\n"                                                       \
    "  s_cbranch_execz .Lelse\n"                                                               \
    "  v_and_b32_e32 v1, 2, v5\n"                                                              \
    "  v_cmp_eq_u32_e32 vcc, 2, v1\n"                                                          \
    "  s_split vcc_lo, vcc_hi\n"                                                               \
    "  s_and_saveexec_b64 s[12:13], vcc\n"                                                     \
    "  s_xor_b64 s[12:13], exec, s[12:13]\n"                                                   \
    "  s_cbranch_execz .Linelse\n"                                                             \
    "  v_mul_u32_u24_e32 v2, 5, v5\n"                                                          \
    ".Linelse:\n"                                                                              \
    "  s_or_saveexec_b64 s[12:13], s[12:13]\n"                                                 \
    "  s_xor_b64 exec, exec, s[12:13]\n"                                                       \
    "  s_cbranch_execz .Linend\n"                                                              \
    "  v_mul_u32_u24_e32 v2, 7, v5\n"                                                          \
    ".Linend:\n"                                                                               \
    "  s_or_b64 exec, exec, s[12:13]\n"                                                        \
    "  s_merge\n"                                                                              \
    ".Lelse:\n"                                                                                \
    "  s_or_saveexec_b64 s[8:9], s[8:9]\n"                                                     \
    "  s_xor_b64 exec, exec, s[8:9]\n"                                                         \
    "  s_cbranch_execz .Lend\n"                                                                \
    "  v_and_b32_e32 v6, 7, v5\n"                                                              \
    "  s_mov_b64 s[10:11], exec\n"                                                             \
    ".Lloop:\n"                                                                                \
    "  v_cmp_lt_u32_e32 vcc, 0, v6\n"                                                          \
    "  s_and_b64 exec, exec, vcc\n"                                                            \
    "  s_cbranch_execz .Ldone\n"                                                               \
    "  v_add_u32_e32 v2, vcc, v2, v5\n"                                                        \
    "  v_subrev_u32_e32 v6, vcc, 1, v6\n"                                                      \
    "  s_branch .Lloop\n"                                                                      \
    ".Ldone:\n"                                                                                \
    "  s_mov_b64 exec, s[10:11]\n"                                                             \
    "  v_add_u32_e32 v2, vcc, 0x3e8, v2\n"                                                     \
    ".Lend:\n"                                                                                 \
    "  s_or_b64 exec, exec, s[8:9]\n"                                                          \
    "  s_merge\n"                                                                              \
    "  v_lshlrev_b32_e32 v3, 2, v5\n"                                                          \
    "  v_mov_b32_e32 v4, s5\n"                                                                 \
    "  v_add_u32_e32 v3, vcc, s4, v3\n"                                                        \
    "  v_addc_u32_e32 v4, vcc, 0, v4, vcc\n"                                                   \
    "  flat_store_dword v[3:4], v2\n"                                                          \
    "  s_endpgm\n"

static const char kern_b[] = KERN_B("");
static const char kern_c[] = KERN_B("  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n");

static uint32_t ref_b(uint32_t gid)
{
    if (gid & 1)
        return gid & 2 ? 5 * gid : 7 * gid;
    uint32_t acc = 0;
    for (uint32_t n = gid & 7; n > 0; n--)
        acc += gid;
    return acc + 1000;
}

/* D: LDS exchange across the two wavefronts of a workgroup of 2 * L work-items (L = lanes,
 * the by-value argument), with a split around it: each SWF writes lds[lid] = wg * 10000 + 1000
 * + lid; wavefront 1 first spins L times, so without the barrier wavefront 0 would read zeros;
 * after the barrier out[wg * 2L + lid] = lds[lid ^ L]. */
static const char kern_d[] =
    ".text\n"
    "lds:\n"
    "  s_load_dwordx2 s[4:5], s[0:1], 0x0\n"
    "  s_load_dword s8, s[0:1], 0x8\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  v_and_b32_e32 v1, 1, v0\n"
    "  v_cmp_eq_u32_e32 vcc, 1, v1\n"
    "  s_split vcc_lo, vcc_hi\n"
    "  v_readfirstlane_b32 s10, v0\n"
    ".Ldelay:\n"
    "  s_cmp_eq_u32 s10, 0\n"
    "  s_cbranch_scc1 .Lgo\n"
    "  s_sub_u32 s10, s10, 1\n"
    "  s_branch .Ldelay\n"
    ".Lgo:\n"
    "  v_lshlrev_b32_e32 v1, 2, v0\n"
    "  s_mul_i32 s6, s2, 0x2710\n"
    "  v_add_u32_e32 v2, vcc, 0x3e8, v0\n"
    "  v_add_u32_e32 v2, vcc, s6, v2\n"
    "  s_mov_b32 m0, -1\n"
    "  ds_write_b32 v1, v2\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_barrier\n"
    "  v_xor_b32_e32 v3, s8, v0\n"
    "  v_lshlrev_b32_e32 v3, 2, v3\n"
    "  ds_read_b32 v4, v3\n"
    "  s_waitcnt lgkmcnt(0)\n"
    "  s_merge\n"
    "  s_lshl_b32 s9, s8, 1\n"
    "  s_mul_i32 s9, s9, s2\n"
    "  v_add_u32_e32 v5, vcc, s9, v0\n"
    "  v_lshlrev_b32_e32 v5, 2, v5\n"
    "  v_mov_b32_e32 v6, s5\n"
    "  v_add_u32_e32 v5, vcc, s4, v5\n"
    "  v_addc_u32_e32 v6, vcc, 0, v6, vcc\n"
    "  flat_store_dword v[5:6], v4\n"
    "  s_endpgm\n"
    ".amdhsa_kernel lds\n"
    "  .amdhsa_next_free_vgpr 7\n"
    "  .amdhsa_next_free_sgpr 11\n"
    "  .amdhsa_group_segment_fixed_size 512\n"
    "  .amdhsa_kernarg_size 12\n"
    "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
    ".end_amdhsa_kernel\n"
    ".pws_arg out, buffer\n"
    ".pws_arg half, u32\n";

/* Runs src with grid/wg 1-D and one output buffer of n dwords (argument 0) and, if the kernel
 * has a second argument, by-value u32 arg1. Returns the run's status; out gets the buffer. */
static int run_out(const char *src, const golden_cfg *c, uint32_t *out, unsigned n,
                   uint32_t arg1, golden_stats *st)
{
    kernel *k = assemble(src);
    if (!k)
        return 1;
    golden *g = golden_new(k, c);
    int rc = g ? 0 : 1;
    if (!rc)
        rc = golden_map_buffer(g, 0, NULL, 4ull * n, NULL);
    if (!rc && golden_num_args(g) > 1)
        rc = golden_set_arg(g, 1, &arg1, 4);
    if (!rc)
        rc = golden_run(g);
    uint64_t addr, size;
    if (!rc && !golden_buffer(g, 0, &addr, &size))
        rc = mem_read(golden_memory(g), addr, out, 4ull * n);
    if (st && g)
        *st = *golden_get_stats(g);
    golden_free(g);
    kernel_free(k);
    return rc;
}

static void check_invariance(const char *src, uint32_t (*ref)(uint32_t), unsigned grid,
                             int want_dws)
{
    static const unsigned ss[] = { 0, 1, 2, 3, 7 };
    static const unsigned waves[] = { 64, 16, 4 };
    uint32_t *out = calloc(grid, 4);
    for (unsigned wi = 0; wi < 3; wi++)
        for (unsigned m = SPLIT_MODE_NONE; m <= SPLIT_MODE_PWS; m++)
            for (unsigned si = 0; si < 5; si++) {
                golden_cfg c;
                golden_stats st;
                cfg1(&c, waves[wi], grid, 64, (split_mode)m, ss[si]);
                memset(out, 0xee, 4ull * grid);
                CU_ASSERT_EQUAL_FATAL(run_out(src, &c, out, grid, 0, &st), 0);
                unsigned bad = 0;
                for (uint32_t i = 0; i < grid; i++)
                    bad += out[i] != ref(i);
                CU_ASSERT_EQUAL(bad, 0);
                /* the configurations that can split really did */
                if (m == SPLIT_MODE_PWS && ss[si] > 0)
                    CU_ASSERT(st.splits_real > 0);
                if (m != SPLIT_MODE_PWS || ss[si] == 0)
                    CU_ASSERT_EQUAL(st.splits_real, 0);
                if (m == SPLIT_MODE_DWS && ss[si] > 0 && want_dws)
                    CU_ASSERT(st.splits_dws > 0);
                if (m != SPLIT_MODE_DWS || !want_dws)
                    CU_ASSERT_EQUAL(st.splits_dws, 0);
            }
    free(out);
}

static void test_invariance_a(void) { check_invariance(kern_a, ref_a, 200, 0); }
static void test_invariance_b(void) { check_invariance(kern_b, ref_b, 200, 0); }
static void test_invariance_c(void) { check_invariance(kern_c, ref_b, 200, 1); }

static void test_invariance_lds(void)
{
    static const unsigned ss[] = { 0, 1, 2, 3, 7 };
    static const unsigned waves[] = { 64, 16, 4 };
    for (unsigned wi = 0; wi < 3; wi++)
        for (unsigned m = SPLIT_MODE_NONE; m <= SPLIT_MODE_PWS; m++)
            for (unsigned si = 0; si < 5; si++) {
                unsigned l = waves[wi], n = 2 * 2 * l;   /* 2 workgroups of 2 wavefronts */
                uint32_t out[256];
                golden_cfg c;
                cfg1(&c, l, n, 2 * l, (split_mode)m, ss[si]);
                CU_ASSERT_EQUAL_FATAL(run_out(kern_d, &c, out, n, l, NULL), 0);
                unsigned bad = 0;
                for (unsigned i = 0; i < n; i++) {
                    unsigned wg = i / (2 * l), lid = i % (2 * l);
                    bad += out[i] != wg * 10000 + 1000 + (lid ^ l);
                }
                CU_ASSERT_EQUAL(bad, 0);
            }
}

/* ---- Determinism ----------------------------------------------------------------------------- */

static void hash_event(void *ctx, const golden_event *ev)
{
    uint64_t *h = ctx;
    uint64_t v[5] = { ev->seq, ev->wave, ev->pc, ev->exec, ev->split_mask };
    for (unsigned i = 0; i < 5; i++)
        *h = (*h ^ v[i]) * 0x100000001b3ull;   /* FNV-1a over the fields */
}

static uint64_t trace_hash(const char *src, const golden_cfg *c)
{
    kernel *k = assemble(src);
    golden *g = golden_new(k, c);
    uint64_t h = 0xcbf29ce484222325ull;
    golden_map_buffer(g, 0, NULL, 4 * 200, NULL);
    golden_set_observer(g, hash_event, &h);
    CU_ASSERT_EQUAL(golden_run(g), 0);
    golden_free(g);
    kernel_free(k);
    return h;
}

static void test_determinism(void)
{
    golden_cfg c;
    cfg1(&c, 16, 200, 64, SPLIT_MODE_PWS, 3);
    uint64_t h1 = trace_hash(kern_b, &c), h2 = trace_hash(kern_b, &c);
    CU_ASSERT_EQUAL(h1, h2);
    cfg1(&c, 16, 200, 64, SPLIT_MODE_NONE, 3);
    CU_ASSERT_NOT_EQUAL(trace_hash(kern_b, &c), h1);   /* a different schedule, as expected */
}

void suite_golden(void)
{
    CU_pSuite s = CU_add_suite("golden", NULL, NULL);
    CU_add_test(s, "ABI registers and dispatch packet", test_abi);
    CU_add_test(s, "partial workgroup", test_partial_wg);
    CU_add_test(s, "kernarg and buffers", test_args);
    CU_add_test(s, "hand-built kernel", test_hand_kernel);
    CU_add_test(s, "__local arguments", test_local_args);
    CU_add_test(s, "configuration check", test_cfg_check);
    CU_add_test(s, "step: parent completes merge", test_step_parent_completes);
    CU_add_test(s, "step: child completes merge", test_step_child_completes);
    CU_add_test(s, "step: s_split with a literal", test_step_split_literal);
    CU_add_test(s, "step: ended SWF", test_step_ended);
    CU_add_test(s, "step: barrier", test_step_barrier);
    CU_add_test(s, "watchdog", test_watchdog);
    CU_add_test(s, "deadlock", test_deadlock);
    CU_add_test(s, "split/merge errors", test_split_errors);
    CU_add_test(s, "invariance: if/else split", test_invariance_a);
    CU_add_test(s, "invariance: nested splits, loop", test_invariance_b);
    CU_add_test(s, "invariance: DWS marked branches", test_invariance_c);
    CU_add_test(s, "invariance: LDS and barrier", test_invariance_lds);
    CU_add_test(s, "determinism", test_determinism);
}
