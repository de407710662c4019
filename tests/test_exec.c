/* tests/test_exec.c -- golden/exec*.c: instruction semantics on a hand-built wave.
 *
 * Every test builds the wave (registers, masks, a VGPR file on the stack, memory where needed)
 * and the isa_inst by hand, without the assembler, runs exec_inst() and checks exact results
 * worked out by hand in the comments (GCN3 manual semantics; disassembly texts in expected error
 * messages are llvm-mc's, `llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding`). */
#include <CUnit/CUnit.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "exec.h"
#include "mem.h"
#include "pws_err.h"

/* ---- helpers -------------------------------------------------------------------------------- */

#define NV 16          /* VGPRs of the test wave */
#define CODE_DW 64     /* code image: 256 bytes */

enum { VCC = 106, M0 = 124, EXEC = 126, LIT = 255, SCC_OP = 253, EXECZ = 252, VCCZ = 251 };
#define V(n) ((uint16_t)(256 + (n)))
#define IC(k) ((uint16_t)(128 + (k)))     /* inline integer 0..64 */
#define ICN(k) ((uint16_t)(192 + (k)))    /* inline integer -1..-16 */

typedef struct tw {
    wave w;
    uint32_t vgpr[NV * 64];
    uint32_t code[CODE_DW];
    golden_event ev;
} tw;

static void tw_init(tw *t, unsigned lanes)
{
    memset(t, 0, sizeof *t);
    t->w.lanes = lanes;
    t->w.lane_mask = lanes == 64 ? ~0ull : (1ull << lanes) - 1;
    t->w.exec = t->w.split_mask = t->w.lane_mask;
    t->w.vgpr = t->vgpr;
    t->w.nvgprs = NV;
    t->w.code = t->code;
    t->w.ncode = CODE_DW;
    t->w.parent = -1;
    t->w.pc = 0x10;
    t->w.mode = 3u << 4;   /* FP_DENORM single = 3: IEEE denormals */
}

static uint32_t *vr(tw *t, unsigned r) { return &t->vgpr[r * t->w.lanes]; }

static isa_inst mk(isa_op op)
{
    isa_inst i;
    memset(&i, 0, sizeof i);
    i.op = op;
    i.nwords = 1;
    i.dst = i.sdst = ISA_OPND_NONE;
    i.src[0] = i.src[1] = i.src[2] = ISA_OPND_NONE;
    return i;
}

static isa_inst mk2(isa_op op, uint16_t dst, uint16_t s0, uint16_t s1)
{
    isa_inst i = mk(op);
    i.dst = dst;
    i.src[0] = s0;
    i.src[1] = s1;
    return i;
}

static int run(tw *t, const isa_inst *in)
{
    memset(&t->ev, 0, sizeof t->ev);
    return exec_inst(&t->w, in, &t->ev);
}

/* Runs an instruction at pc 0x10 that must fail; checks the code and the complete message (and
 * prints both texts if they differ, to make a failure readable). */
static void expect_error(tw *t, const isa_inst *in, int code, const char *msg)
{
    t->w.pc = 0x10;
    diag_set_quiet(1);
    int rc = run(t, in);
    diag_set_quiet(0);
    CU_ASSERT_EQUAL(rc, code);
    CU_ASSERT_STRING_EQUAL(diag_last(), msg);
    if (strcmp(diag_last(), msg))
        fprintf(stderr, "\n  got:  %s\n  want: %s\n", diag_last(), msg);
}

/* ---- SALU ------------------------------------------------------------------------------------ */

static void test_salu_add_sub(void)
{
    tw t;
    tw_init(&t, 64);
    t.w.sgpr[1] = 0xffffffffu;
    t.w.sgpr[2] = 1;
    isa_inst in = mk2(ISA_s_add_u32, 0, 1, 2);
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    /* 0xffffffff + 1 = 0x1_00000000: result 0, carry 1 */
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_SCC);
    CU_ASSERT_EQUAL(t.ev.sgpr_base, 0);
    CU_ASSERT_EQUAL(t.ev.sgpr_count, 1);
    CU_ASSERT_EQUAL(t.ev.sgpr_val[0], 0);
    CU_ASSERT_EQUAL(t.ev.next_pc, 0x14);
    CU_ASSERT_EQUAL(t.w.pc, 0x14);
    CU_ASSERT_EQUAL(t.ev.scc, 1);

    /* s_add_i32: 0x7fffffff + 1 = 0x80000000, positive + positive gave negative: overflow */
    t.w.sgpr[1] = 0x7fffffffu;
    in = mk2(ISA_s_add_i32, 0, 1, 2);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x80000000u);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* -1 + 1 = 0: no signed overflow (although there is an unsigned carry) */
    t.w.sgpr[1] = 0xffffffffu;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* s_sub_u32 0 - 1 = 0xffffffff, borrow */
    t.w.sgpr[1] = 0;
    in = mk2(ISA_s_sub_u32, 0, 1, 2);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_sub_i32 0x80000000 - 1 = 0x7fffffff: negative - positive gave positive: overflow */
    t.w.sgpr[1] = 0x80000000u;
    in = mk2(ISA_s_sub_i32, 0, 1, 2);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x7fffffffu);
    CU_ASSERT_EQUAL(t.w.scc, 1);

    /* s_addc_u32 with SCC = 1: 0xffffffff + 0 + 1 = 0, carry out 1 */
    t.w.sgpr[1] = 0xffffffffu;
    t.w.scc = 1;
    in = mk2(ISA_s_addc_u32, 0, 1, IC(0));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_subb_u32 with SCC = 1: 0 - 0 - 1 = 0xffffffff, borrow 1; then 5 - 3 - 1 = 1, no borrow */
    in = mk2(ISA_s_subb_u32, 0, IC(0), IC(0));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    in = mk2(ISA_s_subb_u32, 0, IC(5), IC(3));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 1);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* s_mul_i32 leaves SCC alone: -3 * 5 = -15 = 0xfffffff1 */
    t.w.scc = 1;
    in = mk2(ISA_s_mul_i32, 0, ICN(3), IC(5));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xfffffff1u);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR);
    CU_ASSERT_EQUAL(t.w.scc, 1);

    /* s_min_i32(-1, 1) = -1, SCC = 1 (src0 was the minimum); s_min_u32 picks 1, SCC = 0 */
    in = mk2(ISA_s_min_i32, 0, ICN(1), IC(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    in = mk2(ISA_s_min_u32, 0, ICN(1), IC(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 1);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* literal operand: 0x12345678 + 0x10 */
    in = mk2(ISA_s_add_u32, 3, LIT, IC(16));
    in.literal = 0x12345678u;
    in.nwords = 2;
    t.w.pc = 0x10;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[3], 0x12345688u);
    CU_ASSERT_EQUAL(t.ev.next_pc, 0x18);   /* 8-byte instruction */
}

static void test_salu_shift_bits(void)
{
    tw t;
    tw_init(&t, 64);
    /* s_lshl_b32 by 33 uses 33 & 31 = 1: 0x80000001 << 1 = 0x00000002, SCC = 1 */
    t.w.sgpr[1] = 0x80000001u;
    isa_inst in = mk2(ISA_s_lshl_b32, 0, 1, IC(33));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 2);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_lshr_b32 by 32 shifts by 0 */
    in = mk2(ISA_s_lshr_b32, 0, 1, IC(32));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x80000001u);
    /* s_ashr_i32 0x80000000 >> 4 = 0xf8000000 */
    t.w.sgpr[1] = 0x80000000u;
    in = mk2(ISA_s_ashr_i32, 0, 1, IC(4));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xf8000000u);
    /* s_lshl_b64 s[4:5] = s[2:3] << (65 & 63 = 1): 0x80000000_00000001 -> 0x00000000_00000002 */
    t.w.sgpr[2] = 1;
    t.w.sgpr[3] = 0x80000000u;
    in = mk2(ISA_s_lshl_b64, 4, 2, LIT);
    in.literal = 65;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 2);
    CU_ASSERT_EQUAL(t.w.sgpr[5], 0);
    CU_ASSERT_EQUAL(t.ev.sgpr_count, 2);
    /* s_lshl_b64 by 1 of 0x80000000_00000000 = 0: SCC = 0 */
    t.w.sgpr[2] = 0;
    in.literal = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0);
    CU_ASSERT_EQUAL(t.w.sgpr[5], 0);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* s_bfe_u32: offset 4 (bits 4:0), width 8 (bits 22:16): (0x12345678 >> 4) & 0xff = 0x67 */
    t.w.sgpr[1] = 0x12345678u;
    in = mk2(ISA_s_bfe_u32, 0, 1, LIT);
    in.literal = 4 | 8 << 16;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x67);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_bfe_i32 offset 4 width 4 of 0xf0: field 0xf, bit 3 set: sign-extended to -1 */
    t.w.sgpr[1] = 0xf0;
    in = mk2(ISA_s_bfe_i32, 0, 1, LIT);
    in.literal = 4 | 4 << 16;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    /* width 0: result 0, SCC 0 */
    in.literal = 4;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* s_bfm_b32 width 4 offset 8: 0xf << 8 = 0xf00 */
    in = mk2(ISA_s_bfm_b32, 0, IC(4), IC(8));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xf00);

    /* s_ff1_i32_b32(0) = -1; s_ff1(0x80) = 7; s_flbit_i32_b32(0x0000cccc) = 16;
     * s_flbit_i32(0xffff0000) = 16 (16 leading ones); s_flbit_i32(-1) = -1 */
    in = mk2(ISA_s_ff1_i32_b32, 0, IC(0), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    in.src[0] = LIT;
    in.literal = 0x80;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 7);
    in = mk2(ISA_s_flbit_i32_b32, 0, LIT, ISA_OPND_NONE);
    in.literal = 0xcccc;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 16);
    in = mk2(ISA_s_flbit_i32, 0, LIT, ISA_OPND_NONE);
    in.literal = 0xffff0000u;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 16);
    in.src[0] = ICN(1);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffffffu);
    /* s_bcnt1_i32_b64 of s[2:3] = 0x00000003_00000001: 3 bits; s_bcnt0_i32_b32(0xff) = 24 */
    t.w.sgpr[2] = 1;
    t.w.sgpr[3] = 3;
    in = mk2(ISA_s_bcnt1_i32_b64, 0, 2, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 3);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    in = mk2(ISA_s_bcnt0_i32_b32, 0, LIT, ISA_OPND_NONE);
    in.literal = 0xff;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 24);
    /* s_brev_b32(1) = 0x80000000; s_sext_i32_i8(0x80) = 0xffffff80 */
    in = mk2(ISA_s_brev_b32, 0, IC(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x80000000u);
    in = mk2(ISA_s_sext_i32_i8, 0, LIT, ISA_OPND_NONE);
    in.literal = 0x80;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffffff80u);
    /* s_bitset1_b32 s0, 5 on s0 = 0: 0x20; s_wqm_b64 of 0x0000_0000_0000_0110 = 0xff0 */
    t.w.sgpr[0] = 0;
    in = mk2(ISA_s_bitset1_b32, 0, IC(5), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x20);
    t.w.sgpr[2] = 0x110;
    t.w.sgpr[3] = 0;
    in = mk2(ISA_s_wqm_b64, 4, 2, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0xff0);
    /* s_abs_i32(-5) = 5; s_absdiff_i32(3, 10) = 7 */
    in = mk2(ISA_s_abs_i32, 0, ICN(5), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 5);
    in = mk2(ISA_s_absdiff_i32, 0, IC(3), IC(10));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 7);
}

static void test_salu_compare_select(void)
{
    tw t;
    tw_init(&t, 64);
    t.w.sgpr[0] = 0x80000000u;
    /* signed: 0x80000000 = INT_MIN < 1; unsigned: 2^31 > 1 */
    isa_inst in = mk2(ISA_s_cmp_lt_i32, ISA_OPND_NONE, 0, IC(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    CU_ASSERT_EQUAL(t.ev.has, EV_SCC);
    in.op = ISA_s_cmp_lt_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 0);
    /* s_bitcmp1_b32 s0, 31 */
    in = mk2(ISA_s_bitcmp1_b32, ISA_OPND_NONE, 0, IC(31));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_cmp_eq_u64 s[0:1], 0 with s1 = 0: 0x80000000 != 0 */
    t.w.sgpr[1] = 0;
    in = mk2(ISA_s_cmp_eq_u64, ISA_OPND_NONE, 0, IC(0));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 0);

    /* s_cselect_b32 s2, 1, 2: SCC = 0 picks src1 */
    in = mk2(ISA_s_cselect_b32, 2, IC(1), IC(2));
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[2], 2);
    t.w.scc = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[2], 1);
    /* s_cmov_b32 s3, 7: moves when SCC = 1, leaves s3 (and the event) alone when SCC = 0 */
    t.w.sgpr[3] = 9;
    in = mk2(ISA_s_cmov_b32, 3, IC(7), ISA_OPND_NONE);
    t.w.scc = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[3], 9);
    CU_ASSERT_EQUAL(t.ev.has, 0);
    t.w.scc = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[3], 7);

    /* reading scc, vccz, execz as operands */
    t.w.vcc = 0;
    t.w.exec = 0x0f;
    t.w.split_mask = 0xf0;   /* EXEC & split mask = 0: execz = 1 although EXEC != 0 */
    in = mk2(ISA_s_add_u32, 4, VCCZ, EXECZ);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 2);
    in = mk2(ISA_s_mov_b32, 5, SCC_OP, ISA_OPND_NONE);
    t.w.scc = 1;   /* (the s_add_u32 above cleared it: no carry) */
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[5], 1);
    /* reading EXEC gives the architectural EXEC, not masked by the split mask */
    in = mk2(ISA_s_mov_b64, 6, EXEC, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[6], 0x0f);
    CU_ASSERT_EQUAL(t.w.sgpr[7], 0);
}

static void test_salu_saveexec(void)
{
    tw t;
    tw_init(&t, 8);   /* lane mask 0xff */
    struct { isa_op op; uint64_t exec; int scc; } c[] = {
        /* EXEC = 0x0f, s[0:1] = 0x3c */
        { ISA_s_and_saveexec_b64, 0x0c, 1 },            /* 0x3c & 0x0f */
        { ISA_s_or_saveexec_b64, 0x3f, 1 },             /* 0x3c | 0x0f */
        { ISA_s_xor_saveexec_b64, 0x33, 1 },            /* 0x3c ^ 0x0f */
        { ISA_s_andn2_saveexec_b64, 0x30, 1 },          /* 0x3c & ~0x0f */
        { ISA_s_orn2_saveexec_b64, 0xfc, 1 },           /* (0x3c | ~0x0f) & 0xff */
        { ISA_s_nand_saveexec_b64, 0xf3, 1 },           /* ~(0x0c) & 0xff */
        { ISA_s_nor_saveexec_b64, 0xc0, 1 },            /* ~(0x3f) & 0xff */
        { ISA_s_xnor_saveexec_b64, 0xcc, 1 },           /* ~(0x33) & 0xff */
    };
    for (unsigned i = 0; i < sizeof c / sizeof c[0]; i++) {
        t.w.exec = 0x0f;
        t.w.sgpr[0] = 0x3c;
        t.w.sgpr[1] = 0xffff0000u;   /* upper lanes do not exist: masked out of EXEC */
        t.w.scc = 0;
        isa_inst in = mk2(c[i].op, 2, 0, ISA_OPND_NONE);
        CU_ASSERT_EQUAL(run(&t, &in), 0);
        CU_ASSERT_EQUAL(t.w.exec, c[i].exec);
        CU_ASSERT_EQUAL(t.w.sgpr[2], 0x0f);   /* the old EXEC */
        CU_ASSERT_EQUAL(t.w.sgpr[3], 0);
        CU_ASSERT_EQUAL(t.w.scc, c[i].scc);
        CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_EXEC | EV_SCC);
        CU_ASSERT_EQUAL(t.ev.exec, c[i].exec);
    }
    /* and_saveexec giving 0: SCC = 0 */
    t.w.exec = 0x0f;
    t.w.sgpr[0] = 0xf0;
    t.w.sgpr[1] = 0;
    isa_inst in = mk2(ISA_s_and_saveexec_b64, 2, 0, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.exec, 0);
    CU_ASSERT_EQUAL(t.w.scc, 0);
    /* s_mov_b64 exec, -1 on an 8-lane wave: EXEC = 0xff only */
    in = mk2(ISA_s_mov_b64, EXEC, ICN(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.exec, 0xff);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_EXEC);
    CU_ASSERT_EQUAL(t.ev.sgpr_base, EXEC);
    CU_ASSERT_EQUAL(t.ev.sgpr_val[0], 0xff);
    CU_ASSERT_EQUAL(t.ev.sgpr_val[1], 0);
}

static void test_salu_pc(void)
{
    tw t;
    tw_init(&t, 64);
    /* s_getpc_b64 at 0x10 gives the address of the next instruction, 0x14 */
    isa_inst in = mk2(ISA_s_getpc_b64, 0, ISA_OPND_NONE, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x14);
    CU_ASSERT_EQUAL(t.w.sgpr[1], 0);
    /* s_setpc_b64 s[2:3] = 0x40 */
    t.w.pc = 0x10;
    t.w.sgpr[2] = 0x40;
    in = mk2(ISA_s_setpc_b64, ISA_OPND_NONE, 2, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x40);
    CU_ASSERT_EQUAL(t.ev.has, EV_BRANCH);
    /* s_swappc_b64 s[4:5], s[2:3] at 0x40: s[4:5] = 0x44, pc = 0x80 */
    t.w.sgpr[2] = 0x80;
    in = mk2(ISA_s_swappc_b64, 4, 2, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x80);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0x44);
    CU_ASSERT_EQUAL(t.ev.has, EV_BRANCH | EV_SGPR);
    /* errors: misaligned, and past the 256-byte image */
    t.w.pc = 0x10;
    t.w.sgpr[2] = 0x42;
    in = mk2(ISA_s_setpc_b64, ISA_OPND_NONE, 2, ISA_OPND_NONE);
    expect_error(&t, &in, PWS_ERANGE, "wave 0 pc 0x0010 `s_setpc_b64 s[2:3]`: error: jump target "
                 "0x42 is outside the code image (0x0..0x100) or not 4-byte aligned");
    t.w.sgpr[2] = 0x100;
    expect_error(&t, &in, PWS_ERANGE, "wave 0 pc 0x0010 `s_setpc_b64 s[2:3]`: error: jump target "
                 "0x100 is outside the code image (0x0..0x100) or not 4-byte aligned");
}

static void test_sopk(void)
{
    tw t;
    tw_init(&t, 64);
    /* s_movk_i32 0x8000 sign-extends: 0xffff8000 */
    isa_inst in = mk(ISA_s_movk_i32);
    in.dst = 0;
    in.imm = (int16_t)0x8000;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0xffff8000u);
    /* s_cmpk_eq_u32 s1, 0xffff zero-extends: 0xffff == 0xffff; 0xffffffff != 0xffff */
    t.w.sgpr[1] = 0xffff;
    in = mk(ISA_s_cmpk_eq_u32);
    in.src[0] = 1;
    in.imm = 0xffff;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    t.w.sgpr[1] = 0xffffffffu;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 0);
    /* s_cmpk_eq_i32 s1, -1 (0xffff sign-extended) matches 0xffffffff */
    in.op = ISA_s_cmpk_eq_i32;
    in.imm = -1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_cmpk_lt_u32 s1 = 5, 0x8000: 5 < 32768 (zero-extended); as i32 -32768 < 5 */
    t.w.sgpr[1] = 5;
    in.op = ISA_s_cmpk_lt_u32;
    in.imm = 0x8000;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    in.op = ISA_s_cmpk_lt_i32;
    in.imm = (int16_t)0x8000;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.scc, 0);
    /* s_addk_i32 s2, 1 on 0x7fffffff: 0x80000000, signed overflow */
    t.w.sgpr[2] = 0x7fffffffu;
    in = mk(ISA_s_addk_i32);
    in.dst = 2;
    in.imm = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[2], 0x80000000u);
    CU_ASSERT_EQUAL(t.w.scc, 1);
    /* s_mulk_i32 s2, -2 on 3: -6 */
    t.w.sgpr[2] = 3;
    in = mk(ISA_s_mulk_i32);
    in.dst = 2;
    in.imm = -2;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[2], 0xfffffffau);
}

static void test_hwreg(void)
{
    tw t;
    tw_init(&t, 64);
    t.w.mode = 0;
    /* s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3: simm16 = id 1 | offset 4 << 6 |
     * (size - 1 = 1) << 11 = 0x901; MODE[5:4] = 3 -> MODE = 0x30 */
    isa_inst in = mk(ISA_s_setreg_imm32_b32);
    in.src[0] = LIT;
    in.literal = 0xffffffffu;   /* only the low 2 bits are taken */
    in.imm = 0x901;
    in.nwords = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.mode, 0x30);
    CU_ASSERT_EQUAL(t.ev.has, EV_MODE);
    CU_ASSERT_EQUAL(t.ev.mode, 0x30);
    /* s_getreg_b32 s0, hwreg(HW_REG_MODE, 4, 2) = 3; the whole register (size 32 = 31 << 11) */
    in = mk(ISA_s_getreg_b32);
    in.dst = 0;
    in.imm = 0x901;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 3);
    in.imm = 1 | 31 << 11;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0x30);
    /* s_setreg_b32 hwreg(HW_REG_MODE, 21, 1), s1 (the DWS marker bit) */
    t.w.sgpr[1] = 1;
    in = mk(ISA_s_setreg_b32);
    in.src[0] = 1;
    in.imm = 1 | 21 << 6;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.mode, 0x30 | 1u << 21);
    /* HW_REG_HW_ID: WAVE_ID = context ID */
    t.w.ctx = 5;
    in = mk(ISA_s_getreg_b32);
    in.dst = 0;
    in.imm = 4 | 31 << 11;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 5);
    /* other registers: unsupported (llvm-mc: s_getreg_b32 s0, hwreg(HW_REG_STATUS) = 0xf802) */
    in.imm = 0xf802;
    expect_error(&t, &in, PWS_EUNSUPPORTED, "wave 0 pc 0x0010 `s_getreg_b32 s0, "
                 "hwreg(HW_REG_STATUS)`: error: s_getreg_b32 of hardware register 2 is not "
                 "supported (only HW_REG_MODE and HW_REG_HW_ID)");
}

static void test_sopp(void)
{
    tw t;
    tw_init(&t, 64);
    /* s_cbranch_scc0 +3 at 0x10: target 0x10 + 4 + 12 = 0x20 */
    isa_inst in = mk(ISA_s_cbranch_scc0);
    in.imm = 3;
    t.w.scc = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x20);
    CU_ASSERT_EQUAL(t.ev.has, EV_BRANCH);
    CU_ASSERT_EQUAL(t.ev.next_pc, 0x20);
    t.w.pc = 0x10;
    t.w.scc = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x14);   /* not taken */
    CU_ASSERT_EQUAL(t.ev.has, 0);
    /* s_cbranch_vccnz -2 at 0x10: 0x10 + 4 - 8 = 0x0c */
    t.w.pc = 0x10;
    t.w.vcc = 1ull << 40;
    in = mk(ISA_s_cbranch_vccnz);
    in.imm = -2;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x0c);
    /* execz with the split mask: EXEC = 0x0f but split mask 0xf0: no active lane, taken */
    t.w.pc = 0x10;
    t.w.exec = 0x0f;
    t.w.split_mask = 0xf0;
    in = mk(ISA_s_cbranch_execz);
    in.imm = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x18);
    t.w.pc = 0x10;
    in.op = ISA_s_cbranch_execnz;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.pc, 0x14);
    /* s_branch out of the image: 0x10 + 4 + 4 * 100 = 0x1a4 >= 0x100 */
    t.w.pc = 0x10;
    in = mk(ISA_s_branch);
    in.imm = 100;
    expect_error(&t, &in, PWS_ERANGE, "wave 0 pc 0x0010 `s_branch 100`: error: jump target "
                 "0x1a4 is outside the code image (0x0..0x100) or not 4-byte aligned");
    /* s_waitcnt and s_nop retire with no effect but the PC */
    in = mk(ISA_s_waitcnt);
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(t.ev.has, 0);
    CU_ASSERT_EQUAL(t.w.pc, 0x14);
    /* s_sethalt 1 and s_trap are refused; s_endpgm belongs to the machine */
    t.w.pc = 0x10;
    in = mk(ISA_s_sethalt);
    in.imm = 1;
    expect_error(&t, &in, PWS_EUNSUPPORTED,
                 "wave 0 pc 0x0010 `s_sethalt 1`: error: s_sethalt not supported");
    in = mk(ISA_s_endpgm);
    expect_error(&t, &in, PWS_EUNSUPPORTED, "wave 0 pc 0x0010 `s_endpgm`: error: s_endpgm is "
                 "executed by the machine, not by exec_inst");
}

static void test_scalar_operand_errors(void)
{
    tw t;
    tw_init(&t, 64);
    /* s_mov_b64 from m0 as a pair: m0 (124) and 125 are not one register file */
    isa_inst in = mk2(ISA_s_mov_b64, 0, M0, ISA_OPND_NONE);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_ERANGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: operand code 124 does not start a 64-bit "
                                              "register pair"));
    /* a VGPR as an SALU source */
    in = mk2(ISA_s_mov_b32, 0, V(1), ISA_OPND_NONE);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EDECODE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: v1 used where only a scalar operand is "
                                              "allowed"));
    diag_set_quiet(0);
    /* m0, vcc_hi and ttmp writes */
    in = mk2(ISA_s_mov_b32, M0, IC(7), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.m0, 7);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_M0);
    in = mk2(ISA_s_mov_b32, VCC + 1, IC(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 1ull << 32);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_VCC);
    in = mk2(ISA_s_mov_b32, 113, IC(9), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.ttmp[1], 9);
}

/* ---- VALU ------------------------------------------------------------------------------------ */

static void test_valu_carry(void)
{
    tw t;
    tw_init(&t, 4);
    uint32_t a[4] = { 0xffffffffu, 1, 2, 0xffffffffu }, b[4] = { 1, 1, 1, 0 };
    memcpy(vr(&t, 1), a, sizeof a);
    memcpy(vr(&t, 2), b, sizeof b);
    vr(&t, 0)[2] = vr(&t, 0)[3] = 0xdeadu;
    /* EXEC = 1011, split mask = 0111: active lanes 0011 */
    t.w.exec = 0xb;
    t.w.split_mask = 0x7;
    t.w.vcc = 0xf;
    isa_inst in = mk2(ISA_v_add_u32, V(0), V(1), V(2));
    in.sdst = VCC;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    /* lane 0: 0xffffffff + 1 = 0 carry 1; lane 1: 2; lanes 2, 3 inactive: untouched */
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 2);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xdeadu);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xdeadu);
    CU_ASSERT_EQUAL(t.w.vcc, 0x1);   /* carries of inactive lanes are 0 */
    CU_ASSERT_EQUAL(t.ev.has, EV_VGPR | EV_SGPR | EV_VCC);
    CU_ASSERT_EQUAL(t.ev.vgpr_mask, 0x3);
    CU_ASSERT_EQUAL(t.ev.vgpr_base, 0);
    CU_ASSERT_EQUAL(t.ev.vgpr_val[0][1], 2);
    CU_ASSERT_EQUAL(t.ev.sgpr_base, VCC);
    CU_ASSERT_EQUAL(t.ev.vcc, 0x1);

    /* v_addc_u32 e32, all lanes, VCC = 0x1 as carry-in: lane 0: 0xffffffff + 1 + 1 = 1 carry;
     * lane 1: 1 + 1 = 2; lane 2: 2 + 1 = 3; lane 3: 0xffffffff + 0 = 0xffffffff no carry */
    t.w.exec = t.w.split_mask = 0xf;
    in = mk2(ISA_v_addc_u32, V(0), V(1), V(2));
    in.sdst = VCC;
    in.src[2] = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 1);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 2);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 3);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xffffffffu);
    CU_ASSERT_EQUAL(t.w.vcc, 0x1);

    /* v_sub_u32_e64 v0, s[4:5], v2, v1: 1 - 0xffffffff = 2 borrow; 1 - 1 = 0; 1 - 2 = -1 borrow;
     * 0 - 0xffffffff = 1 borrow -> s[4:5] = 0b1101 */
    in = mk2(ISA_v_sub_u32, V(0), V(2), V(1));
    in.vop3 = 1;
    in.nwords = 2;
    in.sdst = 4;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 2);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xffffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 1);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0xd);
    CU_ASSERT_EQUAL(t.w.sgpr[5], 0);
    CU_ASSERT_EQUAL(t.ev.sgpr_base, 4);
    /* with clamp: the borrowing lanes saturate to 0 */
    in.clamp = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0);
    /* v_add_u32 clamp: lane 0 0xffffffff + 1 saturates to 0xffffffff */
    in.op = ISA_v_add_u32;
    in.src[0] = V(1);
    in.src[1] = V(2);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xffffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 2);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0x1);
    /* v_subrev_u32: v2 - v1 as above without clamp */
    in = mk2(ISA_v_subrev_u32, V(0), V(1), V(2));
    in.sdst = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 2);
    CU_ASSERT_EQUAL(t.w.vcc, 0xd);
}

static void test_valu_compare(void)
{
    tw t;
    tw_init(&t, 4);
    uint32_t a[4] = { 0x80000000u, 1, 5, 7 }, b[4] = { 1, 1, 6, 7 };
    memcpy(vr(&t, 1), a, sizeof a);
    memcpy(vr(&t, 2), b, sizeof b);
    /* lane 0: signed INT_MIN < 1 true, unsigned 2^31 < 1 false; lane 2: 5 < 6 both */
    isa_inst in = mk2(ISA_v_cmp_lt_i32, VCC, V(1), V(2));
    in.sdst = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x5);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_VCC);
    in.op = ISA_v_cmp_lt_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x4);
    /* v_cmp_ne_u32: lanes 0, 2 differ; v_cmp_ge_i32: lanes 1, 3 */
    in.op = ISA_v_cmp_ne_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x5);
    in.op = ISA_v_cmp_ge_i32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0xa);
    /* split mask: lane 3 has EXEC = 1 but split mask 0: its bit is 0 (v_cmp_t gives 1 elsewhere) */
    t.w.split_mask = 0x7;
    in.op = ISA_v_cmp_t_i32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x7);
    /* e64 into s[8:9] */
    in.vop3 = 1;
    in.nwords = 2;
    in.dst = in.sdst = 8;
    in.op = ISA_v_cmp_eq_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[8], 0x2);   /* lane 1 (lane 3 is outside the split mask) */
    CU_ASSERT_EQUAL(t.w.sgpr[9], 0);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR);
    /* v_cmpx_gt_u32 e32: lane 0 (2^31 > 1) only -> VCC = EXEC = 0x1 */
    t.w.split_mask = 0xf;
    in = mk2(ISA_v_cmpx_gt_u32, VCC, V(1), V(2));
    in.sdst = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x1);
    CU_ASSERT_EQUAL(t.w.exec, 0x1);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_VCC | EV_EXEC);
    /* scalar src0: v_cmp_eq_u32 vcc, 7, v2 with all lanes active again: lane 3 (v2 = 7) */
    t.w.exec = 0xf;
    in = mk2(ISA_v_cmp_eq_u32, VCC, IC(7), V(2));
    in.sdst = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x8);
}

static void test_valu_int(void)
{
    tw t;
    tw_init(&t, 4);
    uint32_t a[4] = { 0x00800000u, 0xff000002u, 0x00ffffffu, 3 }, b[4] = { 2, 3, 0x100, 0 };
    memcpy(vr(&t, 1), a, sizeof a);
    memcpy(vr(&t, 2), b, sizeof b);
    /* v_mul_i32_i24: lane 0: 0x800000 is -2^23 as 24 bits: * 2 = -2^24 = 0xff000000;
     * lane 1: low 24 bits of 0xff000002 = 2: 6; lane 2: 0xffffff = -1: * 256 = 0xffffff00 */
    isa_inst in = mk2(ISA_v_mul_i32_i24, V(0), V(1), V(2));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xff000000u);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 6);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xffffff00u);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0);
    /* v_mul_hi_i32_i24: bits 47:32 of the products: -2^24 -> 0xffffffff; 6 -> 0; -256 -> -1 */
    in.op = ISA_v_mul_hi_i32_i24;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xffffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xffffffffu);
    /* v_mul_u32_u24: 0x800000 * 2 = 0x1000000; 0xffffff * 0x100 = 0xffffff00 */
    in.op = ISA_v_mul_u32_u24;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0x01000000u);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xffffff00u);
    /* v_mul_hi_u32: 0xff000002 * 3 = 0x2_fd000006 -> 2 */
    in.op = ISA_v_mul_hi_u32;
    in.vop3 = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 2);
    /* v_lshlrev_b32 v0, 33, v1: shift amount 33 & 31 = 1 (rev: the shift is src0) */
    in = mk2(ISA_v_lshlrev_b32, V(0), IC(33), V(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0x01000000u);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 6);
    /* v_ashrrev_i32 v0, 4, v1: 0xff000002 >> 4 = 0xfff00000 */
    in = mk2(ISA_v_ashrrev_i32, V(0), IC(4), V(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0xfff00000u);
    /* v_lshlrev_b64 v[4:5], 33, v[1:2]: lane 3: {lo 3, hi 0} << 33 = 3 << 33 -> lo 0, hi 6 */
    in = mk2(ISA_v_lshlrev_b64, V(4), IC(33), V(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 4)[3], 0);
    CU_ASSERT_EQUAL(vr(&t, 5)[3], 6);
    CU_ASSERT_EQUAL(t.ev.vgpr_count, 2);
    CU_ASSERT_EQUAL(t.ev.vgpr_val[1][3], 6);
    /* v_ashrrev_i64 v[4:5], 36, v[1:2], lane 1: {lo 0xff000002, hi 3} >> 36 = 0 (hi 3 >> 4) */
    in = mk2(ISA_v_ashrrev_i64, V(4), IC(36), V(1));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 4)[1], 0);
    CU_ASSERT_EQUAL(vr(&t, 5)[1], 0);

    /* v_bfe_u32 v0, v1, 4, 8 lane 1: (0xff000002 >> 4) & 0xff = 0x00; lane 2: 0xff */
    in = mk2(ISA_v_bfe_u32, V(0), V(1), IC(4));
    in.src[2] = IC(8);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xff);
    /* v_bfe_i32 v0, v1, 20, 4 lane 2: (0xffffff >> 20) & 0xf = 0xf -> -1; lane 0: 0x8 -> -8 */
    in = mk2(ISA_v_bfe_i32, V(0), V(1), IC(20));
    in.src[2] = IC(4);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0xffffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xfffffff8u);
    /* v_alignbit_b32 v0, v1, v2, 8: ({v1, v2} >> 8) lane 1: {0xff000002, 3} -> 0x02000000 */
    in = mk2(ISA_v_alignbit_b32, V(0), V(1), V(2));
    in.src[2] = IC(8);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0x02000000u);
    /* v_bfi_b32 v0, 0xff00, v1, v2 lane 1: (0xff00 & 0xff000002) | (~0xff00 & 3) = 3 */
    in = mk2(ISA_v_bfi_b32, V(0), LIT, V(1));
    in.literal = 0xff00;   /* (a VOP3 literal is not encodable; the executor just reads it) */
    in.src[2] = V(2);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 3);
    /* med3: v_med3_i32(v1, v2, -1) lane 0: (0x800000, 2, -1) -> 2; lane 1: (-16777214, 3, -1)
     * -> -1; v_med3_u32 lane 1: (0xff000002, 3, 0xffffffff) -> 0xff000002 */
    in = mk2(ISA_v_med3_i32, V(0), V(1), V(2));
    in.src[2] = ICN(1);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 2);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0xffffffffu);
    in.op = ISA_v_med3_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0xff000002u);
    /* min3_i32 lane 1: min(-16777214, 3, -1) = 0xff000002; max3_u32 lane 3: max(3, 0, ~0) */
    in.op = ISA_v_min3_i32;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0xff000002u);
    in.op = ISA_v_max3_u32;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xffffffffu);
    /* v_ffbh_u32(0) = -1, v_ffbl_b32(0x100) = 8, v_ffbh_i32(0xff000002) = 8 leading ones,
     * v_bfrev_b32(1) = 0x80000000, v_not_b32(0) = ~0 */
    in = mk2(ISA_v_ffbh_u32, V(0), V(2), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xffffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 23);   /* 0x100: bit 8 is the first from bit 31: 31 - 8 */
    in.op = ISA_v_ffbl_b32;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 8);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xffffffffu);
    in = mk2(ISA_v_ffbh_i32, V(0), V(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 8);
    in = mk2(ISA_v_bcnt_u32_b32, V(0), V(1), IC(10));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 9 + 10);   /* popcount(0xff000002) = 8 + 1 */
}

static void test_valu_mbcnt_lanes(void)
{
    tw t;
    tw_init(&t, 64);
    /* v_mbcnt_lo_u32_b32 v0, -1, 0 gives min(lane, 32); v_mbcnt_hi_u32_b32 v1, -1, v0 gives
     * the lane number: the classic lane-id idiom */
    isa_inst in = mk2(ISA_v_mbcnt_lo_u32_b32, V(0), ICN(1), IC(0));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[5], 5);
    CU_ASSERT_EQUAL(vr(&t, 0)[40], 32);
    in = mk2(ISA_v_mbcnt_hi_u32_b32, V(1), ICN(1), V(0));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 1)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 1)[5], 5);
    CU_ASSERT_EQUAL(vr(&t, 1)[40], 40);
    CU_ASSERT_EQUAL(vr(&t, 1)[63], 63);

    /* v_readfirstlane_b32 s0, v1 with EXEC = lanes 6 and 9: lane 6 */
    t.w.exec = 1ull << 6 | 1ull << 9;
    in = mk2(ISA_v_readfirstlane_b32, 0, V(1), ISA_OPND_NONE);
    in.sdst = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 6);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR);
    /* lane 9 in EXEC but lane 6 outside the split mask: lane 9 */
    t.w.split_mask = ~(1ull << 6);
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 9);
    /* nothing active: lane 0 */
    t.w.exec = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 0);
    /* v_readlane_b32 s0, v1, 70: lane 70 & 63 = 6, whatever EXEC */
    in = mk2(ISA_v_readlane_b32, 0, V(1), LIT);
    in.sdst = 0;
    in.literal = 70;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[0], 6);
    /* v_writelane_b32 v1, 99, 7 (EXEC = 0: writelane ignores EXEC) */
    in = mk2(ISA_v_writelane_b32, V(1), IC(64), IC(7));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 1)[7], 64);
    CU_ASSERT_EQUAL(vr(&t, 1)[8], 8);
    CU_ASSERT_EQUAL(t.ev.vgpr_mask, 1ull << 7);
    /* ... but not into a lane outside the split mask (another SWF's lane) */
    in.src[1] = IC(6);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 1)[6], 6);
    CU_ASSERT_EQUAL(t.ev.vgpr_mask, 0);
    CU_ASSERT_EQUAL(t.ev.has, EV_VGPR);
}

static void test_valu_cndmask_mov(void)
{
    tw t;
    tw_init(&t, 4);
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 1)[l] = 10 + l;
        vr(&t, 2)[l] = 20 + l;
        vr(&t, 0)[l] = 0xaaaa;
    }
    /* v_cndmask_b32 v0, v1, v2, vcc: VCC = 0101 -> lanes 0, 2 from v2; EXEC = 0111 */
    t.w.vcc = 0x5;
    t.w.exec = 0x7;
    isa_inst in = mk2(ISA_v_cndmask_b32, V(0), V(1), V(2));
    in.src[2] = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 20);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 11);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 22);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xaaaa);   /* inactive */
    /* e64 with s[2:3] = 1010 */
    t.w.sgpr[2] = 0xa;
    in.vop3 = 1;
    in.nwords = 2;
    in.src[2] = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 10);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 21);
    /* v_mov_b32 v0, s5 broadcast to the active lanes only */
    t.w.sgpr[5] = 77;
    t.w.exec = 0x9;
    in = mk2(ISA_v_mov_b32, V(0), 5, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 77);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 21);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 77);
    CU_ASSERT_EQUAL(t.ev.vgpr_mask, 0x9);
    /* beyond the wave's 16 VGPRs */
    in = mk2(ISA_v_mov_b32, V(20), V(1), ISA_OPND_NONE);
    expect_error(&t, &in, PWS_ERANGE, "wave 0 pc 0x0010 `v_mov_b32_e32 v20, v1`: error: v20 is "
                 "beyond the wave's 16 VGPRs");
    /* a 64-bit destination whose second half is missing: v[15:16] names v16 */
    in = mk2(ISA_v_lshlrev_b64, V(15), IC(1), V(0));
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_ERANGE);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: v16 is beyond the wave's 16 VGPRs"));
    /* an integer op with an FP modifier is refused */
    in = mk2(ISA_v_and_b32, V(0), V(1), V(2));
    in.vop3 = 1;
    in.neg = 1;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    diag_set_quiet(0);
}

#define F1 0x3f800000u   /* 1.0 */
#define F2 0x40000000u   /* 2.0 */
#define F3 0x40400000u   /* 3.0 */
#define FINF 0x7f800000u
#define FNINF 0xff800000u
#define FNAN 0x7fc00000u

static void test_valu_fp(void)
{
    tw t;
    tw_init(&t, 4);
    uint32_t a[4] = { 0x7f800001u, FINF, 0x80000000u, 0x00000001u };   /* sNaN, inf, -0, denorm */
    uint32_t b[4] = { F1, FNINF, 0x80000000u, 0x00000001u };
    memcpy(vr(&t, 1), a, sizeof a);
    memcpy(vr(&t, 2), b, sizeof b);
    /* v_add_f32, IEEE denormals (MODE[5:4] = 3): NaN + 1 = canonical qNaN; inf + -inf = NaN;
     * -0 + -0 = -0; 2^-149 + 2^-149 = 2^-148 = 0x00000002 */
    isa_inst in = mk2(ISA_v_add_f32, V(0), V(1), V(2));
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], FNAN);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], FNAN);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0x80000000u);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0x00000002u);
    /* MODE[5:4] = 0: the denormal inputs are flushed to +0: 0 + 0 = +0 */
    t.w.mode = 0;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0);
    /* MODE[5:4] = 1: inputs kept, the denormal result 2^-148 is flushed to +0 */
    t.w.mode = 1u << 4;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0);
    /* FP_ROUND != 0 is refused */
    t.w.mode = 0x31;
    expect_error(&t, &in, PWS_EUNSUPPORTED, "wave 0 pc 0x0010 `v_add_f32_e32 v0, v1, v2`: error: "
                 "MODE.FP_ROUND = 0x1: only round to nearest even (0) is supported");
    t.w.mode = 0x30;

    /* VOP3 modifiers: v_mul_f32_e64 v0, -|2.0|, -(-2.0); then omod *2 (-8.0), omod /2 (-2.0),
     * clamp (-4 clamps to +0) */
    in = mk2(ISA_v_mul_f32, V(0), 244, 245);   /* inline 2.0 and -2.0 */
    in.vop3 = 1;
    in.nwords = 2;
    in.abs = 1;       /* |src0| */
    in.neg = 1 | 2;   /* -|src0| and -src1 */
    run(&t, &in);
    /* -|2.0| * -(-2.0) = -2 * 2 = -4.0 = 0xc0800000 */
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xc0800000u);
    in.omod = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xc1000000u);   /* -8.0 */
    in.omod = 3;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xc0000000u);   /* -2.0 */
    in.omod = 0;
    in.clamp = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0);

    /* v_subrev_f32 v0, 1.0, v2 (3.0) = 3 - 1 = 2 */
    in = mk2(ISA_v_subrev_f32, V(0), 242, V(2));   /* code 242 = 1.0 */
    memcpy(vr(&t, 2), (uint32_t[4]){ F3, F3, F3, F3 }, 16);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], F2);
    /* v_mac_f32 v0, v2, 1.0 -> v0 = 3 * 1 + v0 (2.0) = 5.0 = 0x40a00000 */
    in = mk2(ISA_v_mac_f32, V(0), V(2), 242);
    in.vop3 = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0x40a00000u);
    /* v_madak_f32 v0, v2, v2, 0.5 (K literal): 3 * 3 + 0.5 = 9.5 = 0x41180000 */
    in = mk2(ISA_v_madak_f32, V(0), V(2), V(2));
    in.src[2] = LIT;
    in.literal = 0x3f000000u;
    in.nwords = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0x41180000u);
    /* v_madmk_f32 v0, v2, 0.5, v2: 3 * 0.5 + 3 = 4.5 = 0x40900000 */
    in.op = ISA_v_madmk_f32;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0x40900000u);
    /* v_fma_f32 v0, 2.0, 3.0, 1.0 = 7.0 = 0x40e00000 */
    in = mk2(ISA_v_fma_f32, V(0), 244, V(2));
    in.src[2] = 242;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0x40e00000u);

    /* compares with NaN: lane 0 sNaN vs 1.0 is unordered: lt false, nge true, neq true,
     * lg false; lane 1 inf vs -inf: gt */
    memcpy(vr(&t, 2), b, sizeof b);
    in = mk2(ISA_v_cmp_lt_f32, VCC, V(1), V(2));
    in.sdst = VCC;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc & 1, 0);
    in.op = ISA_v_cmp_nge_f32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc & 1, 1);
    in.op = ISA_v_cmp_lg_f32;
    run(&t, &in);
    /* lg: lane 0 NaN false, lane 1 inf vs -inf true, lane 2 -0 vs -0 false, lane 3 equal false */
    CU_ASSERT_EQUAL(t.w.vcc, 0x2);
    in.op = ISA_v_cmp_neq_f32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x3);
    in.op = ISA_v_cmp_u_f32;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0x1);
    /* v_cmp_class_f32 vcc, v1, 0x280 (+inf bit 9 | +denorm bit 7): lanes 1 and 3 */
    in = mk2(ISA_v_cmp_class_f32, VCC, V(1), V(3));
    in.sdst = VCC;
    for (unsigned l = 0; l < 4; l++)
        vr(&t, 3)[l] = 0x280;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.vcc, 0xa);

    /* conversions: v_cvt_i32_f32 of NaN = 0, +inf saturates to 0x7fffffff, -0 = 0 */
    in = mk2(ISA_v_cvt_i32_f32, V(0), V(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0x7fffffffu);
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0);
    /* v_cvt_f32_i32 of -1 (inline) = -1.0 = 0xbf800000 */
    in = mk2(ISA_v_cvt_f32_i32, V(0), ICN(1), ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0xbf800000u);
    /* v_floor_f32 of -0.5 (code 241) = -1.0 */
    in = mk2(ISA_v_floor_f32, V(0), 241, ISA_OPND_NONE);
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0xbf800000u);
    /* v_max3_f32(NaN, 1, -inf) lane 0 = 1.0 (NaN ignored) */
    in = mk2(ISA_v_max3_f32, V(0), V(1), V(2));
    in.src[2] = 243;   /* -1.0 */
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 0)[0], F1);
}

/* clang's correctly rounded division (fiji, -cl-fp32-correctly-rounded-divide-sqrt), register for
 * register, on three lanes: 1/3, 2^-120/2^10 (a denormal quotient: the VCC path of div_scale and
 * div_fmas) and 10/4; lane 3 is inactive. */
static void test_valu_division(void)
{
    tw t;
    tw_init(&t, 4);
    uint32_t num[4] = { 0x3f800000u, 0x03800000u, 0x41200000u, 0x3f800000u };
    uint32_t den[4] = { 0x40400000u, 0x44800000u, 0x40800000u, 0x3f800000u };
    memcpy(vr(&t, 4), num, sizeof num);
    memcpy(vr(&t, 0), den, sizeof den);
    vr(&t, 0)[3] = 0x1234;
    t.w.exec = 0x7;
    t.w.vcc = 0xf;
    struct { isa_op op; uint16_t d, sd, a, b, c; uint8_t neg; } seq[] = {
        { ISA_v_div_scale_f32, V(1), 4, V(0), V(0), V(4), 0 },   /* v1, s[4:5] */
        { ISA_v_div_scale_f32, V(5), VCC, V(4), V(0), V(4), 0 },
        { ISA_v_rcp_f32, V(6), ISA_OPND_NONE, V(1), ISA_OPND_NONE, ISA_OPND_NONE, 0 },
        { ISA_v_fma_f32, V(7), ISA_OPND_NONE, V(1), V(6), 242, 1 },   /* -v1 * v6 + 1.0 */
        { ISA_v_fma_f32, V(6), ISA_OPND_NONE, V(7), V(6), V(6), 0 },
        { ISA_v_mul_f32, V(7), ISA_OPND_NONE, V(5), V(6), ISA_OPND_NONE, 0 },
        { ISA_v_fma_f32, V(8), ISA_OPND_NONE, V(1), V(7), V(5), 1 },
        { ISA_v_fma_f32, V(7), ISA_OPND_NONE, V(8), V(6), V(7), 0 },
        { ISA_v_fma_f32, V(1), ISA_OPND_NONE, V(1), V(7), V(5), 1 },
        { ISA_v_div_fmas_f32, V(1), ISA_OPND_NONE, V(1), V(6), V(7), 0 },
        { ISA_v_div_fixup_f32, V(0), ISA_OPND_NONE, V(1), V(0), V(4), 0 },
    };
    for (unsigned i = 0; i < sizeof seq / sizeof seq[0]; i++) {
        isa_inst in = mk2(seq[i].op, seq[i].d, seq[i].a, seq[i].b);
        in.sdst = seq[i].sd;
        in.src[2] = seq[i].c;
        in.neg = seq[i].neg;
        in.nwords = 2;
        CU_ASSERT_EQUAL(run(&t, &in), 0);
        if (i == 1) {
            CU_ASSERT_EQUAL(t.w.vcc, 0x2);   /* only lane 1 needs the fmas scaling */
            CU_ASSERT_EQUAL(t.ev.has, EV_VGPR | EV_SGPR | EV_VCC);
        }
    }
    CU_ASSERT_EQUAL(vr(&t, 0)[0], 0x3eaaaaabu);   /* 1/3 rounded to nearest */
    CU_ASSERT_EQUAL(vr(&t, 0)[1], 0x00080000u);   /* 2^-130 = 2^19 * 2^-149 */
    CU_ASSERT_EQUAL(vr(&t, 0)[2], 0x40200000u);   /* 2.5 */
    CU_ASSERT_EQUAL(vr(&t, 0)[3], 0x1234);        /* inactive */
}

/* ---- memory ---------------------------------------------------------------------------------- */

static void set_addr(tw *t, unsigned r, unsigned l, uint64_t a)
{
    vr(t, r)[l] = (uint32_t)a;
    vr(t, r + 1)[l] = (uint32_t)(a >> 32);
}

static void test_flat(void)
{
    tw t;
    tw_init(&t, 4);
    golden_mem *m = mem_new();
    CU_ASSERT_FATAL(m != NULL);
    CU_ASSERT_EQUAL(mem_map(m, 0x1000, 0x100, "buf"), 0);
    t.w.mem = m;
    uint8_t *p = mem_ptr(m, 0x1000, 0x100);
    for (unsigned i = 0; i < 16; i++)
        p[i] = (uint8_t)(0x80 + i);   /* 80 81 82 ... 8f */
    /* flat_load_dword v2, v[0:1]: lane l at 0x1000 + 4l: little-endian dwords */
    for (unsigned l = 0; l < 4; l++)
        set_addr(&t, 0, l, 0x1000 + 4 * l);
    isa_inst in = mk2(ISA_flat_load_dword, V(2), V(0), ISA_OPND_NONE);
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(vr(&t, 2)[0], 0x83828180u);
    CU_ASSERT_EQUAL(vr(&t, 2)[3], 0x8f8e8d8cu);
    CU_ASSERT_EQUAL(t.ev.has, EV_VGPR | EV_MEM_RD);
    CU_ASSERT_EQUAL(t.ev.mem_space, EV_SPACE_GLOBAL);
    CU_ASSERT_EQUAL(t.ev.mem_mask, 0xf);
    CU_ASSERT_EQUAL(t.ev.mem_addr[3], 0x100c);
    CU_ASSERT_EQUAL(t.ev.mem_rdata[0][3], 0x8f8e8d8cu);
    CU_ASSERT_EQUAL(t.ev.mem_bytes[3], 0xf);
    /* flat_load_sbyte / ubyte at 0x1001 + l: 0x81 sign-extends to 0xffffff81 */
    for (unsigned l = 0; l < 4; l++)
        set_addr(&t, 0, l, 0x1001 + l);
    in.op = ISA_flat_load_sbyte;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 2)[0], 0xffffff81u);
    CU_ASSERT_EQUAL(t.ev.mem_rdata[0][0], 0x81);
    CU_ASSERT_EQUAL(t.ev.mem_bytes[0], 0x1);
    in.op = ISA_flat_load_ubyte;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 2)[0], 0x81);
    /* flat_load_sshort at 0x1002: 0x8382 -> 0xffff8382 */
    set_addr(&t, 0, 0, 0x1002);
    t.w.exec = 0x1;
    in.op = ISA_flat_load_sshort;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 2)[0], 0xffff8382u);
    /* flat_store_byte v[0:1], v3 with v3 = 0x1234: byte 0x34 at 0x1002 only */
    vr(&t, 3)[0] = 0x1234;
    in = mk2(ISA_flat_store_byte, ISA_OPND_NONE, V(0), V(3));
    in.nwords = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[1], 0x81);
    CU_ASSERT_EQUAL(p[2], 0x34);
    CU_ASSERT_EQUAL(p[3], 0x83);
    CU_ASSERT_EQUAL(t.ev.has, EV_MEM_WR);
    CU_ASSERT_EQUAL(t.ev.mem_wdata[0][0], 0x34);
    /* flat_store_dwordx2 v[0:1], v[3:4] at 0x1010 */
    set_addr(&t, 0, 0, 0x1010);
    vr(&t, 4)[0] = 0xcafef00du;
    in.op = ISA_flat_store_dwordx2;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x10], 0x34);
    CU_ASSERT_EQUAL(p[0x11], 0x12);
    CU_ASSERT_EQUAL(p[0x14], 0x0d);
    CU_ASSERT_EQUAL(p[0x17], 0xca);
    CU_ASSERT_EQUAL(t.ev.mem_bytes[0], 0xff);
    CU_ASSERT_EQUAL(t.ev.mem_dwords, 2);

    /* atomics, four lanes on one address 0x1020 holding 10, data 1..4, glc: lanes in increasing
     * order: returns 10, 11, 13, 16; memory 20 */
    p[0x20] = 10;
    t.w.exec = 0xf;
    for (unsigned l = 0; l < 4; l++) {
        set_addr(&t, 0, l, 0x1020);
        vr(&t, 3)[l] = l + 1;
    }
    in = mk2(ISA_flat_atomic_add, V(5), V(0), V(3));
    in.nwords = 2;
    in.glc = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 20);
    CU_ASSERT_EQUAL(vr(&t, 5)[0], 10);
    CU_ASSERT_EQUAL(vr(&t, 5)[1], 11);
    CU_ASSERT_EQUAL(vr(&t, 5)[2], 13);
    CU_ASSERT_EQUAL(vr(&t, 5)[3], 16);
    CU_ASSERT_EQUAL(t.ev.has, EV_VGPR | EV_MEM_RD | EV_MEM_WR);
    CU_ASSERT_EQUAL(t.ev.mem_rdata[0][3], 16);
    CU_ASSERT_EQUAL(t.ev.mem_wdata[0][3], 20);
    /* without glc no register is written */
    vr(&t, 5)[0] = 0;
    in.glc = 0;
    in.dst = ISA_OPND_NONE;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 30);
    CU_ASSERT_EQUAL(vr(&t, 5)[0], 0);
    CU_ASSERT_EQUAL(t.ev.has, EV_MEM_RD | EV_MEM_WR);
    /* flat_atomic_cmpswap v5, v[0:1], v[3:4] glc, one lane: data = {src v3, cmp v4}:
     * memory 30 == cmp 30 -> 99 stored, 30 returned; then cmp 30 != 99: unchanged */
    t.w.exec = 0x1;
    vr(&t, 3)[0] = 99;
    vr(&t, 4)[0] = 30;
    in = mk2(ISA_flat_atomic_cmpswap, V(5), V(0), V(3));
    in.nwords = 2;
    in.glc = 1;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 99);
    CU_ASSERT_EQUAL(vr(&t, 5)[0], 30);
    vr(&t, 3)[0] = 7;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 99);
    CU_ASSERT_EQUAL(vr(&t, 5)[0], 99);
    /* flat_atomic_smin with -1: min(99, -1) = -1; flat_atomic_umin with 5: min(0xffffffff, 5) */
    vr(&t, 3)[0] = 0xffffffffu;
    in.op = ISA_flat_atomic_smin;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 0xff);
    CU_ASSERT_EQUAL(p[0x23], 0xff);
    vr(&t, 3)[0] = 5;
    in.op = ISA_flat_atomic_umin;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 5);
    CU_ASSERT_EQUAL(p[0x23], 0);
    /* flat_atomic_inc with limit 5: 5 >= 5 wraps to 0; flat_atomic_dec from 0 gives the limit */
    in.op = ISA_flat_atomic_inc;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 0);
    in.op = ISA_flat_atomic_dec;
    run(&t, &in);
    CU_ASSERT_EQUAL(p[0x20], 5);

    /* errors: misaligned, unmapped (lane 1: lane 0 is fine, nothing is written) */
    t.w.exec = 0x3;
    set_addr(&t, 0, 0, 0x1000);
    set_addr(&t, 0, 1, 0x1002);
    in = mk2(ISA_flat_load_dword, V(2), V(0), ISA_OPND_NONE);
    in.nwords = 2;
    vr(&t, 2)[0] = 0x5555;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `flat_load_dword v2, v[0:1]`: error: "
                 "flat_load_dword: lane 1: address 0x1002 is not 4-byte aligned");
    CU_ASSERT_EQUAL(vr(&t, 2)[0], 0x5555);
    set_addr(&t, 0, 1, 0x10fc);   /* 0x10fc..0x10ff is the last dword: fine */
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    set_addr(&t, 0, 1, 0x1100);
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `flat_load_dword v2, v[0:1]`: error: "
                 "flat_load_dword: lane 1: 4 bytes at 0x1100 are outside global memory");
    /* dwordx2 at 0x10fc runs past the end */
    set_addr(&t, 0, 1, 0x10fc);
    in.op = ISA_flat_load_dwordx2;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EMEM);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "lane 1: 8 bytes at 0x10fc are outside"));
    /* a short at an odd address */
    set_addr(&t, 0, 1, 0x1001);
    in.op = ISA_flat_load_ushort;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EMEM);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "lane 1: address 0x1001 is not 2-byte aligned"));
    mem_free(m);
}

static void test_ds(void)
{
    tw t;
    tw_init(&t, 4);
    uint8_t lds[64];
    memset(lds, 0, sizeof lds);
    t.w.lds = lds;
    t.w.lds_size = sizeof lds;
    /* ds_write2_b32 v0, v1, v2 offset0:1 offset1:3 with v0 = 16 * l: dwords at 16l + 4 and
     * 16l + 12 */
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 0)[l] = 16 * l;
        vr(&t, 1)[l] = 100 + l;
        vr(&t, 2)[l] = 200 + l;
    }
    isa_inst in = mk2(ISA_ds_write2_b32, ISA_OPND_NONE, V(0), V(1));
    in.src[2] = V(2);
    in.imm = 1 | 3 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(lds[4], 100);
    CU_ASSERT_EQUAL(lds[12], 200);
    CU_ASSERT_EQUAL(lds[48 + 4], 103);
    CU_ASSERT_EQUAL(lds[48 + 12], 203);
    CU_ASSERT_EQUAL(t.ev.has, EV_MEM_WR);
    CU_ASSERT_EQUAL(t.ev.mem_space, EV_SPACE_LDS);
    CU_ASSERT_EQUAL(t.ev.mem_addr[1], 20);
    CU_ASSERT_EQUAL(t.ev.mem_wdata[1][1], 201);
    /* ds_read_b32 v3, v0 offset:12 -> 200 + l */
    in = mk2(ISA_ds_read_b32, V(3), V(0), ISA_OPND_NONE);
    in.imm = 12;
    in.nwords = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 3)[2], 202);
    /* ds_read_b64 v[3:4], v0 offset:8 lane 0: dwords at 8 (0) and 12 (200) */
    in.op = ISA_ds_read_b64;
    in.imm = 8;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 3)[0], 0);
    CU_ASSERT_EQUAL(vr(&t, 4)[0], 200);
    /* ds_read2_b32 v[3:4], v0 offset0:1 offset1:3 */
    in.op = ISA_ds_read2_b32;
    in.imm = 1 | 3 << 8;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 3)[3], 103);
    CU_ASSERT_EQUAL(vr(&t, 4)[3], 203);
    /* ds_add_rtn_u32 v5, v6, v1 with all lanes on LDS address 4 (holding 100): 100, 201, 303,
     * 406 returned, 510 stored (= 100 + 101 + 102 + 103 + 104) */
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 6)[l] = 4;
        vr(&t, 1)[l] = 101 + l;
    }
    in = mk2(ISA_ds_add_rtn_u32, V(5), V(6), V(1));
    in.nwords = 2;
    run(&t, &in);
    CU_ASSERT_EQUAL(vr(&t, 5)[0], 100);
    CU_ASSERT_EQUAL(vr(&t, 5)[1], 201);
    CU_ASSERT_EQUAL(vr(&t, 5)[3], 406);
    CU_ASSERT_EQUAL(lds[4] | lds[5] << 8, 510);
    /* errors: out of bounds (60 + 8 > 64) and misaligned */
    vr(&t, 0)[1] = 60;
    in = mk2(ISA_ds_read_b32, V(3), V(0), ISA_OPND_NONE);
    in.imm = 4;
    in.nwords = 2;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `ds_read_b32 v3, v0 offset:4`: error: "
                 "ds_read_b32: lane 1: 4 bytes at LDS address 0x40 are outside the 64-byte LDS");
    vr(&t, 0)[1] = 2;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `ds_read_b32 v3, v0 offset:4`: error: "
                 "ds_read_b32: lane 1: LDS address 0x6 is not 4-byte aligned");
    /* ds_write_b64 needs 8-byte alignment: 4 is not */
    vr(&t, 0)[1] = 4;
    in = mk2(ISA_ds_write_b64, ISA_OPND_NONE, V(0), V(1));
    in.nwords = 2;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EMEM);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "lane 1: LDS address 0x4 is not 8-byte aligned"));
}

/* Little-endian dword of the LDS at byte a. */
static uint32_t lds32(const uint8_t *lds, unsigned a)
{
    return (uint32_t)lds[a] | (uint32_t)lds[a + 1] << 8 | (uint32_t)lds[a + 2] << 16 |
           (uint32_t)lds[a + 3] << 24;
}

/* v_mad_u64_u32 / v_mad_i64_i32 ({vcc_out, D} = S0 * S1 + S2 in 65 bits) and the 64-bit integer
 * compares, on four lanes of values worked out by hand: the sum's carry out of 64 bits
 * (unsigned), its sign (signed), signed against unsigned order, an inline constant extended to
 * 64 bits, and v_cmpx writing EXEC. */
static void test_mad64_cmp64(void)
{
    tw t;
    tw_init(&t, 4);
    static const uint32_t a[4] = { 0xffffffffu, 3, 0x80000000u, 0x10000 };
    static const uint32_t b[4] = { 0xffffffffu, 5, 2, 0x10000 };
    static const uint64_t c[4] = { ~0ull, 7, 0, 0xffffffff00000000ull };
    static const uint64_t x[4] = { ~0ull, 0x100000000ull, 5, 1ull << 63 };
    static const uint64_t y[4] = { 1, 0xffffffffull, 5, (1ull << 63) - 1 };
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 0)[l] = a[l];
        vr(&t, 1)[l] = b[l];
        vr(&t, 2)[l] = (uint32_t)c[l];
        vr(&t, 3)[l] = (uint32_t)(c[l] >> 32);
        vr(&t, 8)[l] = (uint32_t)x[l];
        vr(&t, 9)[l] = (uint32_t)(x[l] >> 32);
        vr(&t, 10)[l] = (uint32_t)y[l];
        vr(&t, 11)[l] = (uint32_t)(y[l] >> 32);
    }
    /* unsigned: (2^32-1)^2 + 2^64-1 = 2^64 + 0xfffffffe00000000; 22; 2^32; 2^32 + (2^64 - 2^32) */
    static const uint64_t du[4] = { 0xfffffffe00000000ull, 22, 0x100000000ull, 0 };
    isa_inst in = mk2(ISA_v_mad_u64_u32, V(4), V(0), V(1));
    in.src[2] = V(2);
    in.sdst = 6;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    for (unsigned l = 0; l < 4; l++) {
        CU_ASSERT_EQUAL(vr(&t, 4)[l], (uint32_t)du[l]);
        CU_ASSERT_EQUAL(vr(&t, 5)[l], (uint32_t)(du[l] >> 32));
    }
    CU_ASSERT_EQUAL(t.w.sgpr[6], 0x9);   /* carries on lanes 0 and 3 */
    CU_ASSERT_EQUAL(t.w.sgpr[7], 0);
    /* signed: (-1)(-1) + -1 = 0; 22; -2^31 * 2 + 0 = -2^32 (negative); 2^32 - 2^32 = 0 */
    static const uint64_t di[4] = { 0, 22, 0xffffffff00000000ull, 0 };
    in.op = ISA_v_mad_i64_i32;
    in.sdst = VCC;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    for (unsigned l = 0; l < 4; l++) {
        CU_ASSERT_EQUAL(vr(&t, 4)[l], (uint32_t)di[l]);
        CU_ASSERT_EQUAL(vr(&t, 5)[l], (uint32_t)(di[l] >> 32));
    }
    CU_ASSERT_EQUAL(t.w.vcc, 0x4);       /* the sign of lane 2's sum */
    /* x against y: lane 0 -1 / 2^64-1 vs 1, lane 1 2^32 vs 2^32-1, lane 2 equal, lane 3
     * INT64_MIN / 2^63 vs INT64_MAX */
    static const struct { isa_op op; uint16_t s0; uint64_t vcc; } cmp[] = {
        { ISA_v_cmp_lt_i64, V(8), 0x9 }, { ISA_v_cmp_lt_u64, V(8), 0x0 },
        { ISA_v_cmp_gt_u64, V(8), 0xb }, { ISA_v_cmp_le_i64, V(8), 0xd },
        { ISA_v_cmp_ge_i64, V(8), 0x6 }, { ISA_v_cmp_f_u64, V(8), 0x0 },
        { ISA_v_cmp_t_i64, V(8), 0xf },
        { ISA_v_cmp_eq_u64, ICN(1), 0x1 },   /* -1 is all 64 bits set: lane 0's x */
        { ISA_v_cmp_lt_i64, ICN(1), 0x6 },   /* -1 < x: lanes 1 (2^32) and 2 (5) */
    };
    for (size_t k = 0; k < sizeof cmp / sizeof cmp[0]; k++) {
        in = mk2(cmp[k].op, VCC, cmp[k].s0, cmp[k].s0 == V(8) ? V(10) : V(8));
        t.w.vcc = 0xdead;
        CU_ASSERT_EQUAL(run(&t, &in), 0);
        CU_ASSERT_EQUAL(t.w.vcc, cmp[k].vcc);
        if (t.w.vcc != cmp[k].vcc)
            fprintf(stderr, "\n  %s: vcc %llx\n", isa_info(cmp[k].op)->name,
                    (unsigned long long)t.w.vcc);
    }
    /* inactive lanes compare as 0; v_cmpx_ne_u64 writes its mask to EXEC too */
    t.w.exec = 0x7;
    in = mk2(ISA_v_cmpx_ne_u64, VCC, V(8), V(10));
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(t.w.vcc, 0x3);
    CU_ASSERT_EQUAL(t.w.exec, 0x3);
}

/* The 16-bit integer ops (gfx8): the low halves of the sources (the high halves hold junk
 * here), shift counts S0[3:0], results zero-extended, clamp saturating, a 16-bit literal;
 * every value worked out by hand from the 16-bit arithmetic. */
static void test_b16(void)
{
    tw t;
    tw_init(&t, 4);
    /* a16 = 8001 ffff 0005 7fff (signed -32767 -1 5 32767), b16 = ffff 0001 0003 8000
     * (-1 1 3 -32768), c16 = 0001 0002 fff0 0001 */
    static const uint32_t a[4] = { 0x00018001u, 0x0000ffffu, 0x12340005u, 0x00007fffu };
    static const uint32_t b[4] = { 0x0000ffffu, 0x00000001u, 0xabcd0003u, 0xffff8000u };
    static const uint32_t c[4] = { 0xffff0001u, 0x00000002u, 0x0000fff0u, 0x55550001u };
    static const uint32_t a2[4] = { 0xdead8001u, 0x0000ffffu, 0x00000005u, 0x12347fffu };
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 0)[l] = a[l];
        vr(&t, 1)[l] = b[l];
        vr(&t, 2)[l] = c[l];
        vr(&t, 3)[l] = a2[l];
    }
    static const struct { isa_op op; int clamp; uint32_t d[4]; } ops[] = {
        { ISA_v_add_u16, 0, { 0x8000, 0, 8, 0xffff } },
        { ISA_v_add_u16, 1, { 0xffff, 0xffff, 8, 0xffff } },
        { ISA_v_sub_u16, 0, { 0x8002, 0xfffe, 2, 0xffff } },
        { ISA_v_sub_u16, 1, { 0, 0xfffe, 2, 0 } },
        { ISA_v_subrev_u16, 0, { 0x7ffe, 2, 0xfffe, 1 } },
        { ISA_v_subrev_u16, 1, { 0x7ffe, 0, 0, 1 } },
        { ISA_v_mul_lo_u16, 0, { 0x7fff, 0xffff, 0xf, 0x8000 } },   /* 0x80007fff ... */
        { ISA_v_lshlrev_b16, 0, { 0xfffe, 0x8000, 0x60, 0 } },   /* by 1, 15, 5, 15 */
        { ISA_v_lshrrev_b16, 0, { 0x7fff, 0, 0, 1 } },
        { ISA_v_ashrrev_i16, 0, { 0xffff, 0, 0, 0xffff } },
        { ISA_v_max_u16, 0, { 0xffff, 0xffff, 5, 0x8000 } },
        { ISA_v_max_i16, 0, { 0xffff, 1, 5, 0x7fff } },
        { ISA_v_min_u16, 0, { 0x8001, 1, 3, 0x7fff } },
        { ISA_v_min_i16, 0, { 0x8001, 0xffff, 3, 0x8000 } },
        /* a * b + c: 0x80008000, 0x10001, 0xffff, 0x3fff8001 */
        { ISA_v_mad_u16, 0, { 0x8000, 1, 0xffff, 0x8001 } },
        { ISA_v_mad_u16, 1, { 0xffff, 0xffff, 0xffff, 0xffff } },
        /* signed: 32768, 1, -1, 32767 * -32768 + 1 = -1073709055 */
        { ISA_v_mad_i16, 0, { 0x8000, 1, 0xffff, 0x8001 } },
        { ISA_v_mad_i16, 1, { 0x7fff, 1, 0xffff, 0x8000 } },
    };
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        isa_inst in = mk2(ops[k].op, V(4), V(0), V(1));
        if (isa_info(ops[k].op)->fmt == ISA_FMT_VOP3A)
            in.src[2] = V(2), in.nwords = 2;
        in.vop3 = ops[k].clamp;
        in.clamp = (uint8_t)ops[k].clamp;
        in.nwords = in.vop3 || in.src[2] != ISA_OPND_NONE ? 2 : 1;
        CU_ASSERT_EQUAL(run(&t, &in), 0);
        for (unsigned l = 0; l < 4; l++) {
            CU_ASSERT_EQUAL(vr(&t, 4)[l], ops[k].d[l]);
            if (vr(&t, 4)[l] != ops[k].d[l])
                fprintf(stderr, "\n  %s%s lane %u: %x\n", isa_info(ops[k].op)->name,
                        ops[k].clamp ? " clamp" : "", l, vr(&t, 4)[l]);
        }
    }
    /* a 16-bit literal */
    isa_inst in;
    in = mk2(ISA_v_sub_u16, V(4), ISA_SRC_LITERAL, V(1));
    in.literal = 0xf830;   /* -2000 */
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    static const uint32_t lit[4] = { 0xf831, 0xf82f, 0xf82d, 0x7830 };
    for (unsigned l = 0; l < 4; l++)
        CU_ASSERT_EQUAL(vr(&t, 4)[l], lit[l]);
    /* compares of the low halves: v3 equals v0 only there */
    static const struct { isa_op op; uint16_t s0, s1; uint64_t vcc; } cmp[] = {
        { ISA_v_cmp_lt_u16, V(0), V(1), 0x9 }, { ISA_v_cmp_lt_i16, V(0), V(1), 0x3 },
        { ISA_v_cmp_gt_i16, V(0), V(1), 0xc }, { ISA_v_cmp_ge_u16, V(0), V(1), 0x6 },
        { ISA_v_cmp_eq_u16, V(0), V(3), 0xf }, { ISA_v_cmp_ne_i16, V(0), V(3), 0x0 },
        { ISA_v_cmp_eq_u16, ICN(1), V(0), 0x2 },   /* -1 is 0xffff: lane 1 */
        { ISA_v_cmp_le_i16, ICN(1), V(0), 0xe },   /* -1 <= -1, 5, 32767 */
        { ISA_v_cmp_f_i16, V(0), V(1), 0x0 }, { ISA_v_cmp_t_u16, V(0), V(1), 0xf },
    };
    for (size_t k = 0; k < sizeof cmp / sizeof cmp[0]; k++) {
        in = mk2(cmp[k].op, VCC, cmp[k].s0, cmp[k].s1);
        t.w.vcc = 0xdead;
        CU_ASSERT_EQUAL(run(&t, &in), 0);
        CU_ASSERT_EQUAL(t.w.vcc, cmp[k].vcc);
        if (t.w.vcc != cmp[k].vcc)
            fprintf(stderr, "\n  %s: vcc %llx\n", isa_info(cmp[k].op)->name,
                    (unsigned long long)t.w.vcc);
    }
    t.w.exec = 0xe;
    in = mk2(ISA_v_cmpx_gt_u16, VCC, V(0), V(1));   /* 8001 > ffff no, ffff > 1, 5 > 3 */
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(t.w.vcc, 0x6);
    CU_ASSERT_EQUAL(t.w.exec, 0x6);
}

/* The read2 / write2 family beyond _b32: offsets in 8-byte elements (_b64), in 64 elements
 * (st64: 256 bytes for b32, 512 for b64), data0 and data1 VGPR pairs for write2_b64; the
 * addresses worked out by hand from GCN3's definition (ADDR + OFFSETk * unit). */
static void test_ds2(void)
{
    tw t;
    tw_init(&t, 4);
    static uint8_t lds[2048];
    memset(lds, 0, sizeof lds);
    t.w.lds = lds;
    t.w.lds_size = sizeof lds;
    for (unsigned l = 0; l < 4; l++) {
        vr(&t, 0)[l] = 8 * l;
        vr(&t, 1)[l] = 0x100 + l;
        vr(&t, 2)[l] = 0x200 + l;
        vr(&t, 3)[l] = 0x300 + l;
        vr(&t, 4)[l] = 0x400 + l;
    }
    /* ds_write2st64_b32 v0, v1, v2 offset0:1 offset1:3: v1 at 8l + 256, v2 at 8l + 768 */
    isa_inst in = mk2(ISA_ds_write2st64_b32, ISA_OPND_NONE, V(0), V(1));
    in.src[2] = V(2);
    in.imm = 1 | 3 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(lds32(lds, 256), 0x100);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 3 + 256), 0x103);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 2 + 768), 0x202);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 2 + 772), 0);
    /* ds_write2_b64 v0, v[1:2], v[3:4] offset0:2 offset1:5: v[1:2] at 8l + 16, v[3:4] at
     * 8l + 40 (lanes overlap: lane l + 3's first element is lane l's second, lane order wins) */
    in = mk2(ISA_ds_write2_b64, ISA_OPND_NONE, V(0), V(1));
    in.src[2] = V(3);
    in.imm = 2 | 5 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(lds32(lds, 16), 0x100);
    CU_ASSERT_EQUAL(lds32(lds, 20), 0x200);
    CU_ASSERT_EQUAL(lds32(lds, 8 + 40), 0x301);
    CU_ASSERT_EQUAL(lds32(lds, 8 + 44), 0x401);
    CU_ASSERT_EQUAL(lds32(lds, 24 + 16), 0x103);   /* lane 3's data0 after lane 0's data1 */
    CU_ASSERT_EQUAL(t.ev.mem_wdata[3][2], 0x402);
    /* ds_read2_b64 v[5:8], v0 offset0:2 offset1:5, lane 1: 0x101 0x201 at 24, 0x301 0x401
     * at 48 */
    in = mk2(ISA_ds_read2_b64, V(5), V(0), ISA_OPND_NONE);
    in.imm = 2 | 5 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(vr(&t, 5)[1], 0x101);
    CU_ASSERT_EQUAL(vr(&t, 6)[1], 0x201);
    CU_ASSERT_EQUAL(vr(&t, 7)[1], 0x301);
    CU_ASSERT_EQUAL(vr(&t, 8)[1], 0x401);
    /* ds_read2st64_b32 v[9:10], v0 offset0:3 offset1:1, lane 2: 0x202 (at 784), 0x102 */
    in = mk2(ISA_ds_read2st64_b32, V(9), V(0), ISA_OPND_NONE);
    in.imm = 3 | 1 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(vr(&t, 9)[2], 0x202);
    CU_ASSERT_EQUAL(vr(&t, 10)[2], 0x102);
    /* ds_write2st64_b64 v0, v[1:2], v[3:4] offset0:1 offset1:3: at 8l + 512 and 8l + 1536;
     * ds_read2st64_b64 v[11:14], v0 offset1:1 reads 8l + 0 and 8l + 512 */
    in = mk2(ISA_ds_write2st64_b64, ISA_OPND_NONE, V(0), V(1));
    in.src[2] = V(3);
    in.imm = 1 | 3 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 3 + 512), 0x103);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 3 + 516), 0x203);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 1 + 1536), 0x301);
    CU_ASSERT_EQUAL(lds32(lds, 8 * 1 + 1540), 0x401);
    in = mk2(ISA_ds_read2st64_b64, V(11), V(0), ISA_OPND_NONE);
    in.imm = 1 << 8;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(vr(&t, 11)[2], 0x100);   /* lane 2 at 16: lane 0's write2_b64 data0 */
    CU_ASSERT_EQUAL(vr(&t, 12)[2], 0x200);
    CU_ASSERT_EQUAL(vr(&t, 13)[2], 0x102);
    CU_ASSERT_EQUAL(vr(&t, 14)[2], 0x202);
    /* offset1:4 of st64_b64 is 2048: lane 0 runs past the 2048-byte LDS; a b64 element
     * needs 8-byte alignment */
    in.imm = 4 << 8;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `ds_read2st64_b64 v[11:14], v0 offset1:4`: "
                 "error: ds_read2st64_b64: lane 0: 8 bytes at LDS address 0x800 are outside the "
                 "2048-byte LDS");
    vr(&t, 0)[1] = 4;
    in.imm = 1;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `ds_read2st64_b64 v[11:14], v0 offset0:1`: "
                 "error: ds_read2st64_b64: lane 1: LDS address 0x204 is not 8-byte aligned");
}

static void test_smem(void)
{
    tw t;
    tw_init(&t, 64);
    golden_mem *m = mem_new();
    CU_ASSERT_FATAL(m != NULL);
    CU_ASSERT_EQUAL(mem_map(m, 0x200000000ull, 0x40, "kernarg"), 0);
    t.w.mem = m;
    uint8_t *p = mem_ptr(m, 0x200000000ull, 0x40);
    for (unsigned i = 0; i < 0x40; i++)
        p[i] = (uint8_t)i;
    /* s_load_dwordx2 s[2:3], s[0:1], 0x4 with s[0:1] = 0x2_00000000: dwords 0x07060504 and
     * 0x0b0a0908 */
    t.w.sgpr[0] = 0;
    t.w.sgpr[1] = 2;
    isa_inst in = mk2(ISA_s_load_dwordx2, 2, 0, ISA_OPND_NONE);
    in.smem_imm = 1;
    in.imm = 4;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), 0);
    CU_ASSERT_EQUAL(t.w.sgpr[2], 0x07060504u);
    CU_ASSERT_EQUAL(t.w.sgpr[3], 0x0b0a0908u);
    CU_ASSERT_EQUAL(t.ev.has, EV_SGPR | EV_MEM_RD);
    CU_ASSERT_EQUAL(t.ev.mem_addr[0], 0x200000004ull);
    CU_ASSERT_EQUAL(t.ev.mem_mask, 1);
    CU_ASSERT_EQUAL(t.ev.mem_dwords, 2);
    CU_ASSERT_EQUAL(t.ev.mem_rdata[1][0], 0x0b0a0908u);
    /* s_load_dwordx8 s[4:11], s[0:1], s12 with s12 = 0x20: dword i = bytes 0x20 + 4i...;
     * recorded as two 4-dword lanes */
    t.w.sgpr[12] = 0x20;
    in.op = ISA_s_load_dwordx8;
    in.dst = 4;
    in.smem_imm = 0;
    in.imm = 12;
    run(&t, &in);
    CU_ASSERT_EQUAL(t.w.sgpr[4], 0x23222120u);
    CU_ASSERT_EQUAL(t.w.sgpr[11], 0x3f3e3d3cu);
    CU_ASSERT_EQUAL(t.ev.mem_mask, 0x3);
    CU_ASSERT_EQUAL(t.ev.mem_addr[1], 0x200000030ull);
    CU_ASSERT_EQUAL(t.ev.mem_rdata[3][1], 0x3f3e3d3cu);
    CU_ASSERT_EQUAL(t.ev.sgpr_count, 8);
    /* misaligned and out of range (0x24 + 32 > 0x40) */
    in.op = ISA_s_load_dwordx2;
    in.dst = 2;
    in.smem_imm = 1;
    in.imm = 2;
    expect_error(&t, &in, PWS_EMEM, "wave 0 pc 0x0010 `s_load_dwordx2 s[2:3], s[0:1], 0x2`: "
                 "error: s_load_dwordx2: address 0x200000002 is not 4-byte aligned");
    in.op = ISA_s_load_dwordx8;
    in.dst = 4;
    in.imm = 0x24;
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EMEM);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: s_load_dwordx8: 32 bytes at 0x200000024 "
                                              "are outside global memory"));
    mem_free(m);
}

/* The remaining error paths, one instruction each (texts of the disassembly: llvm-mc). */
static void test_error_paths(void)
{
    tw t;
    tw_init(&t, 4);
    /* lds_direct (254) is not supported as an operand */
    isa_inst in = mk2(ISA_s_mov_b32, 0, 254, ISA_OPND_NONE);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: operand code 254 is not supported"));
    /* a 64-bit destination s[101:102] leaves the SGPR file */
    in = mk2(ISA_s_mov_b64, 101, IC(0), ISA_OPND_NONE);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_ERANGE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: 2-dword scalar destination at operand "
                                              "code 101 is not inside one register file"));
    /* a FLAT address that is not a VGPR */
    in = mk2(ISA_flat_load_dword, V(2), 0, ISA_OPND_NONE);
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EDECODE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: operand code 0 used where a VGPR is "
                                              "required"));
    /* FLAT without any memory mapped: outside global memory */
    in.src[0] = V(0);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EMEM);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "flat_load_dword: lane 0: 4 bytes at 0x0 are "
                                              "outside global memory"));
    /* clamp on an integer op other than the carry family */
    in = mk2(ISA_v_and_b32, V(0), V(1), V(2));
    in.vop3 = 1;
    in.clamp = 1;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: clamp on v_and_b32 is not supported"));
    /* omod on an FP op with an integer result */
    in = mk2(ISA_v_cvt_i32_f32, V(0), V(1), ISA_OPND_NONE);
    in.vop3 = 1;
    in.omod = 1;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: output modifiers on v_cvt_i32_f32 "
                                              "(integer result) are not supported"));
    /* clamp on an FP compare (its result is a lane mask) */
    in = mk2(ISA_v_cmp_lt_f32, VCC, V(1), V(2));
    in.vop3 = 1;
    in.sdst = VCC;
    in.clamp = 1;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: output modifiers on v_cmp_lt_f32 "
                                              "(integer result) are not supported"));
    /* neg on the class mask of v_cmp_class_f32 */
    in = mk2(ISA_v_cmp_class_f32, VCC, V(1), V(2));
    in.vop3 = 1;
    in.sdst = VCC;
    in.neg = 2;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: input modifiers on the class mask of "
                                              "v_cmp_class_f32 are not supported"));
    /* s_setreg_b32 of HW_REG_HW_ID (read-only here) */
    in = mk(ISA_s_setreg_b32);
    in.src[0] = 1;
    in.imm = 4 | 31 << 11;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: s_setreg_b32 of hardware register 4 is "
                                              "not supported (only HW_REG_MODE)"));
    /* GDS */
    uint8_t lds[16] = { 0 };
    t.w.lds = lds;
    t.w.lds_size = sizeof lds;
    in = mk2(ISA_ds_read_b32, V(3), V(0), ISA_OPND_NONE);
    in.gds = 1;
    in.nwords = 2;
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: ds_read_b32: GDS is not supported"));
    /* machine-level ops, s_trap, and an invalid op */
    in = mk2(ISA_s_split, ISA_OPND_NONE, 0, 1);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: s_split is executed by the machine, not "
                                              "by exec_inst"));
    in = mk(ISA_s_trap);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EUNSUPPORTED);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "error: s_trap not supported (no trap handler)"));
    in = mk(ISA_INVALID);
    CU_ASSERT_EQUAL(run(&t, &in), PWS_EDECODE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "wave 0 pc 0x0010 `<invalid>`: error: invalid "
                           "instruction");
    diag_set_quiet(0);
    /* with a line table, errors start with the kernel's file and line (pc 0x10 = dword 4) */
    uint32_t lines[CODE_DW] = { 0 };
    lines[4] = 7;
    t.w.src_file = "k.s";
    t.w.src_line = lines;
    in = mk(ISA_s_sethalt);
    in.imm = 1;
    expect_error(&t, &in, PWS_EUNSUPPORTED,
                 "k.s:7: wave 0 pc 0x0010 `s_sethalt 1`: error: s_sethalt not supported");
    t.w.src_line = NULL;
    /* s_sethalt 0 is accepted (it does not halt) */
    in = mk(ISA_s_sethalt);
    CU_ASSERT_EQUAL(run(&t, &in), 0);
}

/* Every row of isa_ops.def that exec_inst owns executes without error on plausible operands
 * (so a row added to the table without semantics fails here, naming the op). */
static void test_every_op_runs(void)
{
    tw t;
    uint8_t lds[64];
    golden_mem *m = mem_new();
    CU_ASSERT_FATAL(m != NULL);
    CU_ASSERT_EQUAL(mem_map(m, 0, 0x100, "zero"), 0);
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        const isa_op_info *i = isa_info((isa_op)op);
        if (i->cls == ISA_CLS_SPLIT || op == ISA_s_endpgm || op == ISA_s_barrier ||
            op == ISA_s_trap)
            continue;
        tw_init(&t, 64);
        memset(lds, 0, sizeof lds);
        t.w.lds = lds;
        t.w.lds_size = sizeof lds;
        t.w.mem = m;
        t.w.sgpr[2] = 0x20;   /* s[2:3]: a valid jump target and SMEM base 0x20 */
        isa_inst in = mk((isa_op)op);
        in.nwords = 2;
        switch (i->fmt) {
        case ISA_FMT_SOP2: case ISA_FMT_SOPK: case ISA_FMT_SOP1: case ISA_FMT_SOPC:
        case ISA_FMT_SMEM:
            in.dst = i->dst_dwords ? 4 : ISA_OPND_NONE;
            for (unsigned k = 0; k < 2; k++)
                if (i->src_dwords[k])
                    in.src[k] = (uint16_t)(2 + 2 * k);
            if (i->fmt == ISA_FMT_SOPK)
                in.imm = op == ISA_s_getreg_b32 || op == ISA_s_setreg_b32 ||
                         op == ISA_s_setreg_imm32_b32 ? 1 | 31 << 11 : 1;
            in.smem_imm = 1;
            break;
        case ISA_FMT_SOPP:
            break;
        case ISA_FMT_DS: case ISA_FMT_FLAT:
            in.glc = 1;
            in.dst = i->dst_dwords ? V(8) : ISA_OPND_NONE;
            for (unsigned k = 0; k < 3; k++)
                if (i->src_dwords[k])
                    in.src[k] = V(k == 0 ? 0 : 2 + 2 * (k - 1));
            break;
        default:   /* vector ALU, native encodings as the decoder fills them */
            in.dst = i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST) ? VCC : V(8);
            in.sdst = (i->flags & ISA_F_CARRY_OP) || i->fmt == ISA_FMT_VOPC ||
                      i->fmt == ISA_FMT_VOP3B ? VCC : in.dst;
            for (unsigned k = 0; k < 3; k++)
                if (i->src_dwords[k])
                    in.src[k] = i->src_dwords[k] == 2 && k == 2 ? VCC : V(2 * k);
            if (op == ISA_v_readlane_b32 || op == ISA_v_writelane_b32) {
                in.src[0] = op == ISA_v_writelane_b32 ? 2 : V(0);
                in.src[1] = 3;
            }
            if (op == ISA_v_madmk_f32 || op == ISA_v_madak_f32)
                in.src[2] = LIT;
            break;
        }
        diag_set_quiet(1);
        int rc = run(&t, &in);
        diag_set_quiet(0);
        if (rc)
            fprintf(stderr, "\n  %s: %s\n", i->name, diag_last());
        CU_ASSERT_EQUAL(rc, 0);
    }
    mem_free(m);
}

void suite_exec(void)
{
    CU_pSuite s = CU_add_suite("exec", NULL, NULL);
    CU_add_test(s, "SALU add/sub/carry/overflow", test_salu_add_sub);
    CU_add_test(s, "SALU shifts and bit ops", test_salu_shift_bits);
    CU_add_test(s, "SALU compares, selects, special operands", test_salu_compare_select);
    CU_add_test(s, "SALU saveexec variants", test_salu_saveexec);
    CU_add_test(s, "SALU getpc/setpc/swappc", test_salu_pc);
    CU_add_test(s, "SOPK sign/zero extension", test_sopk);
    CU_add_test(s, "s_getreg/s_setreg", test_hwreg);
    CU_add_test(s, "SOPP branches and control", test_sopp);
    CU_add_test(s, "scalar operand codes and errors", test_scalar_operand_errors);
    CU_add_test(s, "VALU carry ops, masks, clamp", test_valu_carry);
    CU_add_test(s, "VALU compares and split mask", test_valu_compare);
    CU_add_test(s, "VALU integer ops", test_valu_int);
    CU_add_test(s, "VALU mbcnt, readlane, writelane", test_valu_mbcnt_lanes);
    CU_add_test(s, "VALU cndmask, mov, VGPR range", test_valu_cndmask_mov);
    CU_add_test(s, "VALU FP32 specials and modifiers", test_valu_fp);
    CU_add_test(s, "VALU division sequence", test_valu_division);
    CU_add_test(s, "FLAT loads, stores, atomics, errors", test_flat);
    CU_add_test(s, "DS reads, writes, add, errors", test_ds);
    CU_add_test(s, "DS read2/write2 b64 and st64", test_ds2);
    CU_add_test(s, "v_mad_u64_u32, v_mad_i64_i32, 64-bit compares", test_mad64_cmp64);
    CU_add_test(s, "16-bit integer ops and compares", test_b16);
    CU_add_test(s, "SMEM loads and errors", test_smem);
    CU_add_test(s, "other error paths", test_error_paths);
    CU_add_test(s, "every table row executes", test_every_op_runs);
}
