/* tests/test_isa.c -- the ISA table, encoder, decoder, printer and parser (golden/isa.h).
 *
 * The oracle is llvm-mc 14: every expected encoding and text below was produced by
 *     printf '<line>\n' | llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding
 * and pasted here (words are the little-endian dwords of llvm-mc's byte list). s_split/s_merge,
 * which llvm-mc does not know, are worked out by hand from docs/isa.md (SOPC: 0xBF8 prefix is
 * 0b101111110 in bits 31:23, op in 22:16, ssrc1 in 15:8, ssrc0 in 7:0). */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <string.h>

#include "isa.h"
#include "pws_err.h"

typedef struct golden_case {
    const char *text;      /* llvm-mc's printed text (it parses to the same bits) */
    int nwords;
    uint32_t words[3];
} golden_case;

/* llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding, one line each */
static const golden_case cases[] = {
    { "s_add_u32 s0, s1, 0x1234", 2, { 0x8000FF01u, 0x00001234u } },
    { "s_and_b64 s[0:1], exec, vcc", 1, { 0x86806A7Eu } },
    { "s_lshl_b64 s[4:5], s[2:3], 3", 1, { 0x8E848302u } },
    { "s_mov_b32 m0, -1", 1, { 0xBEFC00C1u } },
    { "s_mov_b64 s[2:3], 0.5", 1, { 0xBE8201F0u } },
    { "s_cselect_b32 s5, 0.15915494, -16", 1, { 0x8505D0F8u } },
    { "s_movk_i32 s0, 0xfffb", 1, { 0xB000FFFBu } },
    { "s_cmpk_lg_u32 s7, 0x8000", 1, { 0xB4878000u } },
    { "s_getreg_b32 s3, hwreg(HW_REG_MODE, 21, 1)", 1, { 0xB8830541u } },
    { "s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 31), 0x1234", 2, { 0xBA00F003u, 0x00001234u } },
    { "s_and_saveexec_b64 s[4:5], vcc", 1, { 0xBE84206Au } },
    { "s_getpc_b64 s[4:5]", 1, { 0xBE841C00u } },
    { "s_setpc_b64 s[4:5]", 1, { 0xBE801D04u } },
    { "s_cmp_eq_u64 s[0:1], 64", 1, { 0xBF12C000u } },
    { "s_bitcmp1_b32 s2, 31", 1, { 0xBF0D9F02u } },
    { "s_waitcnt vmcnt(0) lgkmcnt(0)", 1, { 0xBF8C0070u } },
    { "s_waitcnt expcnt(2)", 1, { 0xBF8C0F2Fu } },
    { "s_endpgm", 1, { 0xBF810000u } },
    { "s_branch -3", 1, { 0xBF82FFFDu } },
    { "s_nop 15", 1, { 0xBF80000Fu } },
    { "s_load_dwordx2 s[0:1], s[4:5], 0x10", 2, { 0xC0060002u, 0x00000010u } },
    { "s_load_dwordx16 s[16:31], s[2:3], s9 glc", 2, { 0xC0110401u, 0x00000009u } },
    { "v_add_u32_e32 v0, vcc, s2, v0", 1, { 0x32000002u } },
    { "v_add_u32_e64 v0, s[0:1], v1, s2 clamp", 2, { 0xD1198000u, 0x00000501u } },
    { "v_addc_u32_e32 v3, vcc, 0, v4, vcc", 1, { 0x38060880u } },
    { "v_addc_u32_e64 v3, s[6:7], v1, v2, s[4:5]", 2, { 0xD11C0603u, 0x00120501u } },
    { "v_cndmask_b32_e32 v0, -16, v1, vcc", 1, { 0x000002D0u } },
    { "v_cndmask_b32_e64 v0, -v1, |v2|, s[2:3]", 2, { 0xD1000200u, 0x200A0501u } },
    { "v_mul_f32_e64 v0, -|v1|, s2 clamp div:2", 2, { 0xD1058100u, 0x38000501u } },
    { "v_mac_f32_e32 v1, 0x3fc00000, v2", 2, { 0x2C0204FFu, 0x3FC00000u } },
    { "v_madmk_f32 v0, v1, 0x41200000, v2", 2, { 0x2E000501u, 0x41200000u } },
    { "v_madak_f32 v3, -4.0, v4, 0x3e800000", 2, { 0x300608F7u, 0x3E800000u } },
    { "v_mov_b32_e32 v0, 0.15915494", 1, { 0x7E0002F8u } },
    { "v_mov_b32_e64 v255, exec_hi", 2, { 0xD14100FFu, 0x0000007Fu } },
    { "v_readfirstlane_b32 s0, v1", 1, { 0x7E000501u } },
    { "v_cvt_f32_u32_e64 v2, s3 clamp mul:2", 2, { 0xD1468002u, 0x08000003u } },
    { "v_cmp_lt_f32_e32 vcc, 1.0, v2", 1, { 0x7C8204F2u } },
    { "v_cmpx_eq_u32_e64 exec, v1, 64", 2, { 0xD0DA007Eu, 0x00018101u } },
    { "v_cmp_class_f32_e64 s[4:5], -|v1|, 3", 2, { 0xD0100104u, 0x20010701u } },
    { "v_fma_f32 v4, -|v1|, s2, |v3| clamp div:2", 2, { 0xD1CB8504u, 0x3C0C0501u } },
    { "v_lshlrev_b64 v[0:1], 2, v[4:5]", 2, { 0xD28F0000u, 0x00020882u } },
    { "v_readlane_b32 s5, v255, 63", 2, { 0xD2890005u, 0x00017FFFu } },
    { "v_writelane_b32 v5, 1.0, m0", 2, { 0xD28A0005u, 0x0000F8F2u } },
    { "v_div_scale_f32 v4, s[10:11], s6, s6, -v1", 2, { 0xD1E00A04u, 0x84040C06u } },
    { "v_mbcnt_hi_u32_b32 v5, -1, v255", 2, { 0xD28D0005u, 0x0003FEC1u } },
    { "ds_read_b32 v4, v5 offset:65535 gds", 2, { 0xD86DFFFFu, 0x04000005u } },
    { "ds_read2_b32 v[4:5], v3 offset0:4 offset1:255", 2, { 0xD86EFF04u, 0x04000003u } },
    { "ds_write_b64 v1, v[2:3] offset:8", 2, { 0xD89A0008u, 0x00000201u } },
    { "ds_add_rtn_u32 v0, v1, v2 offset:12", 2, { 0xD840000Cu, 0x00000201u } },
    { "flat_load_dwordx4 v[8:11], v[2:3] glc slc", 2, { 0xDC5F0000u, 0x08000002u } },
    { "flat_store_dword v[0:1], v4", 2, { 0xDC700000u, 0x00000400u } },
    { "flat_atomic_add v4, v[0:1], v6 glc", 2, { 0xDD090000u, 0x04000600u } },
    { "flat_atomic_cmpswap v[2:3], v[8:9]", 2, { 0xDD040000u, 0x00000802u } },
    { "v_add_f32_e64 v0, v1, s2", 2, { 0xD1010000u, 0x00000501u } },
    { "v_cmp_eq_u32_e64 vcc, v1, s2", 2, { 0xD0CA006Au, 0x00000501u } },
};
#define NCASES (sizeof cases / sizeof cases[0])

static char err[256];

static int parse(const char *text, isa_inst *in)
{
    return isa_parse(text, 0, NULL, NULL, in, err, sizeof err);
}

/* text -> bits equals llvm-mc's bits */
static void test_encode_matches_llvm(void)
{
    for (size_t k = 0; k < NCASES; k++) {
        isa_inst in;
        uint32_t w[3] = { 0, 0, 0 };
        int r = parse(cases[k].text, &in);
        if (r != 0)
            fprintf(stderr, "\n  parse '%s': %s\n", cases[k].text, err);
        CU_ASSERT_EQUAL_FATAL(r, 0);
        int n = isa_encode(&in, w);
        CU_ASSERT_EQUAL(n, cases[k].nwords);
        CU_ASSERT_EQUAL(in.nwords, cases[k].nwords);
        int same = n == cases[k].nwords &&
                   memcmp(w, cases[k].words, sizeof(uint32_t) * (size_t)n) == 0;
        if (!same)
            fprintf(stderr, "\n  encode '%s': got %08x %08x\n", cases[k].text, w[0], w[1]);
        CU_ASSERT(same);
    }
}

/* bits -> text equals llvm-mc's text, re-encodes to the same bits, and equals the parse */
static void test_decode_format_matches_llvm(void)
{
    for (size_t k = 0; k < NCASES; k++) {
        isa_inst in, p;
        char buf[128];
        uint32_t w[3];
        int n = isa_decode(cases[k].words, (size_t)cases[k].nwords, &in);
        CU_ASSERT_EQUAL_FATAL(n, cases[k].nwords);
        isa_format(&in, NULL, buf, sizeof buf);
        if (strcmp(buf, cases[k].text) != 0)
            fprintf(stderr, "\n  format: '%s' vs llvm '%s'\n", buf, cases[k].text);
        CU_ASSERT_STRING_EQUAL(buf, cases[k].text);
        CU_ASSERT_EQUAL(isa_encode(&in, w), n);
        CU_ASSERT(memcmp(w, cases[k].words, sizeof(uint32_t) * (size_t)n) == 0);
        CU_ASSERT_EQUAL_FATAL(parse(cases[k].text, &p), 0);
        CU_ASSERT(memcmp(&p, &in, sizeof p) == 0);
    }
}

/* Decoded operand fields, checked against the field layout by hand. */
static void test_decoded_fields(void)
{
    isa_inst in;
    /* v_add_u32_e32 v0, vcc, s2, v0 = 0x32000002: VOP2 op 0x19, vdst 0, vsrc1 0, src0 2 */
    const uint32_t add[1] = { 0x32000002u };
    CU_ASSERT_EQUAL(isa_decode(add, 1, &in), 1);
    CU_ASSERT_EQUAL(in.op, ISA_v_add_u32);
    CU_ASSERT_EQUAL(in.dst, 256);
    CU_ASSERT_EQUAL(in.sdst, 106);        /* carry-out to vcc */
    CU_ASSERT_EQUAL(in.src[0], 2);
    CU_ASSERT_EQUAL(in.src[1], 256);
    CU_ASSERT_EQUAL(in.src[2], ISA_OPND_NONE);
    CU_ASSERT_EQUAL(in.vop3, 0);
    /* v_cmp_lt_f32_e32 vcc, 1.0, v2 = 0x7C8204F2: mask in dst and sdst, 1.0 = code 242 */
    const uint32_t cmp[1] = { 0x7C8204F2u };
    CU_ASSERT_EQUAL(isa_decode(cmp, 1, &in), 1);
    CU_ASSERT_EQUAL(in.op, ISA_v_cmp_lt_f32);
    CU_ASSERT_EQUAL(in.dst, 106);
    CU_ASSERT_EQUAL(in.sdst, 106);
    CU_ASSERT_EQUAL(in.src[0], 242);
    CU_ASSERT_EQUAL(in.src[1], 258);
    /* v_cndmask_b32_e32 v0, -16, v1, vcc: the implicit mask is src2 = vcc (106) */
    const uint32_t cnd[1] = { 0x000002D0u };
    CU_ASSERT_EQUAL(isa_decode(cnd, 1, &in), 1);
    CU_ASSERT_EQUAL(in.src[0], 208);
    CU_ASSERT_EQUAL(in.src[2], 106);
    /* s_load_dwordx2 s[0:1], s[4:5], 0x10: sbase field 2 -> s4, imm offset 16 */
    const uint32_t ld[2] = { 0xC0060002u, 0x00000010u };
    CU_ASSERT_EQUAL(isa_decode(ld, 2, &in), 2);
    CU_ASSERT_EQUAL(in.op, ISA_s_load_dwordx2);
    CU_ASSERT_EQUAL(in.dst, 0);
    CU_ASSERT_EQUAL(in.src[0], 4);
    CU_ASSERT_EQUAL(in.imm, 16);
    CU_ASSERT_EQUAL(in.smem_imm, 1);
    /* v_fma_f32 v4, -|v1|, s2, |v3| clamp div:2: abs 0b101, neg 0b001, omod 3 */
    const uint32_t fma[2] = { 0xD1CB8504u, 0x3C0C0501u };
    CU_ASSERT_EQUAL(isa_decode(fma, 2, &in), 2);
    CU_ASSERT_EQUAL(in.abs, 5);
    CU_ASSERT_EQUAL(in.neg, 1);
    CU_ASSERT_EQUAL(in.clamp, 1);
    CU_ASSERT_EQUAL(in.omod, 3);
    CU_ASSERT_EQUAL(in.src[0], 257);
    CU_ASSERT_EQUAL(in.src[1], 2);
    CU_ASSERT_EQUAL(in.src[2], 259);
    /* s_movk_i32 s0, 0xfffb: signed simm16, imm = -5; s_cmpk_lg_u32 s7, 0x8000: unsigned */
    const uint32_t mk[1] = { 0xB000FFFBu }, ck[1] = { 0xB4878000u };
    CU_ASSERT_EQUAL(isa_decode(mk, 1, &in), 1);
    CU_ASSERT_EQUAL(in.imm, -5);
    CU_ASSERT_EQUAL(isa_decode(ck, 1, &in), 1);
    CU_ASSERT_EQUAL(in.imm, 0x8000);
    CU_ASSERT_EQUAL(in.src[0], 7);
    CU_ASSERT_EQUAL(in.dst, ISA_OPND_NONE);
    /* flat_atomic_add v[0:1], v6 (no glc) has no destination */
    const uint32_t at[2] = { 0xDD080000u, 0x00000600u };
    CU_ASSERT_EQUAL(isa_decode(at, 2, &in), 2);
    CU_ASSERT_EQUAL(in.dst, ISA_OPND_NONE);
    CU_ASSERT_EQUAL(in.src[0], 256);
    CU_ASSERT_EQUAL(in.src[1], 262);
}

/* PWS ops, by hand: s_split = SOPC op 0x14, s_merge = SOPC op 0x15 (docs/isa.md). */
static void test_split_merge(void)
{
    isa_inst in;
    uint32_t w[3];
    char buf[64];
    /* s_split s0, s1: 0xBF000000 | 0x14 << 16 | 1 << 8 | 0 = 0xBF140100 */
    CU_ASSERT_EQUAL_FATAL(parse("s_split s0, s1", &in), 0);
    CU_ASSERT_EQUAL(in.op, ISA_s_split);
    CU_ASSERT_EQUAL(isa_encode(&in, w), 1);
    CU_ASSERT_EQUAL(w[0], 0xBF140100u);
    /* s_split vcc_lo, -1: src0 = 106 (0x6A), src1 = -1 = code 193 (0xC1): 0xBF14C16A */
    CU_ASSERT_EQUAL_FATAL(parse("s_split vcc_lo, -1", &in), 0);
    CU_ASSERT_EQUAL(isa_encode(&in, w), 1);
    CU_ASSERT_EQUAL(w[0], 0xBF14C16Au);
    /* s_split s3, 0x12345: src1 = 255 (literal): 0xBF14FF03, then 0x00012345 */
    CU_ASSERT_EQUAL_FATAL(parse("s_split s3, 0x12345", &in), 0);
    CU_ASSERT_EQUAL(isa_encode(&in, w), 2);
    CU_ASSERT_EQUAL(w[0], 0xBF14FF03u);
    CU_ASSERT_EQUAL(w[1], 0x00012345u);
    /* s_merge: 0xBF000000 | 0x15 << 16 = 0xBF150000 */
    CU_ASSERT_EQUAL_FATAL(parse("s_merge", &in), 0);
    CU_ASSERT_EQUAL(in.op, ISA_s_merge);
    CU_ASSERT_EQUAL(isa_encode(&in, w), 1);
    CU_ASSERT_EQUAL(w[0], 0xBF150000u);
    const uint32_t sp[1] = { 0xBF140100u }, mg[1] = { 0xBF150000u };
    CU_ASSERT_EQUAL(isa_decode(sp, 1, &in), 1);
    isa_format(&in, NULL, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "s_split s0, s1");
    CU_ASSERT_EQUAL(isa_decode(mg, 1, &in), 1);
    isa_format(&in, NULL, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "s_merge");
    CU_ASSERT_EQUAL(isa_info(ISA_s_split)->cls, ISA_CLS_SPLIT);
    CU_ASSERT_EQUAL(parse("s_merge s0", &in), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(err, "'s_merge' expects 0 operands, got 1");
    CU_ASSERT_EQUAL(parse("s_split s[0:1], s2", &in), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(err, "operand 1 of 's_split' must be a 32-bit scalar operand, "
                                "got 's[0:1]'");
}

/* Without a suffix, llvm-mc picks _e32 when the operands allow it, else _e64. Outputs of
 * llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding for the left-hand inputs. */
static void test_form_selection(void)
{
    static const struct { const char *in, *out; int n; uint32_t w[2]; } sel[] = {
        { "v_add_f32 v0, v1, s2", "v_add_f32_e64 v0, v1, s2", 2, { 0xD1010000u, 0x00000501u } },
        { "v_cmp_eq_u32 vcc, v1, s2", "v_cmp_eq_u32_e64 vcc, v1, s2", 2,
          { 0xD0CA006Au, 0x00000501u } },
        { "v_mul_f32 v0, v1, v2 mul:2", "v_mul_f32_e64 v0, v1, v2 mul:2", 2,
          { 0xD1050000u, 0x08020501u } },
        { "v_add_u32 v0, s[0:1], v1, v2", "v_add_u32_e64 v0, s[0:1], v1, v2", 2,
          { 0xD1190000u, 0x00020501u } },
        { "s_mov_b32 s0, 0xffffffff", "s_mov_b32 s0, -1", 1, { 0xBE8000C1u, 0 } },
        { "s_mov_b32 s0, 0x3f000000", "s_mov_b32 s0, 0.5", 1, { 0xBE8000F0u, 0 } },
        { "v_add_u32 v0, vcc, 1.5, v1", "v_add_u32_e32 v0, vcc, 0x3fc00000, v1", 2,
          { 0x320002FFu, 0x3FC00000u } },
        { "s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_waitcnt vmcnt(0) lgkmcnt(0)", 1,
          { 0xBF8C0070u, 0 } },
        { "s_waitcnt 0", "s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)", 1, { 0xBF8C0000u, 0 } },
        { "s_mov_b32 m0, scc", "s_mov_b32 m0, src_scc", 1, { 0xBEFC00FDu, 0 } },
        { "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 32)", "s_getreg_b32 s0, hwreg(HW_REG_MODE)", 1,
          { 0xB880F801u, 0 } },
        /* llvm-mc: [0x00,0x00,0x01,0xd1,0xf4,0x04,0x02,0x20]; a negated constant prints neg() */
        { "v_add_f32_e64 v0, neg(2.0), v2", "v_add_f32_e64 v0, neg(2.0), v2", 2,
          { 0xD1010000u, 0x200204F4u } },
        /* llvm-mc: [0x00,0x01,0x01,0xd1,0x01,0x05,0x02,0x40] */
        { "v_add_f32_e64 v0, abs(v1), neg(v2)", "v_add_f32_e64 v0, |v1|, -v2", 2,
          { 0xD1010100u, 0x40020501u } },
        /* llvm-mc: [0xf8,0x01,0x80,0xbe]: 1/(2pi) for a 64-bit operand is the binary64 value */
        { "s_mov_b64 s[0:1], 0.15915494309189532", "s_mov_b64 s[0:1], 0.15915494309189532", 1,
          { 0xBE8001F8u, 0 } },
        /* llvm-mc: s_sleep 65 -> s_sleep 0x41 [0x41,0x00,0x8e,0xbf]; 64 stays decimal */
        { "s_sleep 65", "s_sleep 0x41", 1, { 0xBF8E0041u, 0 } },
        { "s_sleep 64", "s_sleep 64", 1, { 0xBF8E0040u, 0 } },
    };
    for (size_t k = 0; k < sizeof sel / sizeof sel[0]; k++) {
        isa_inst in;
        uint32_t w[3];
        char buf[128];
        CU_ASSERT_EQUAL_FATAL(parse(sel[k].in, &in), 0);
        CU_ASSERT_EQUAL(isa_encode(&in, w), sel[k].n);
        CU_ASSERT_EQUAL(w[0], sel[k].w[0]);
        if (sel[k].n == 2)
            CU_ASSERT_EQUAL(w[1], sel[k].w[1]);
        isa_format(&in, NULL, buf, sizeof buf);
        CU_ASSERT_STRING_EQUAL(buf, sel[k].out);
    }
}

static int labels(void *ctx, const char *name, uint32_t *addr)
{
    (void)ctx;
    if (strcmp(name, "loop") == 0) { *addr = 0x04; return 0; }
    if (strcmp(name, "far") == 0) { *addr = 0x40000; return 0; }
    if (strcmp(name, "odd") == 0) { *addr = 0x06; return 0; }
    return -1;
}

static void test_branch_labels(void)
{
    isa_inst in;
    uint32_t w[3];
    char buf[64];
    /* at pc 0x10, target 0x04: simm16 = (0x04 - 0x14) / 4 = -4 -> 0xBF82FFFC */
    CU_ASSERT_EQUAL_FATAL(isa_parse("s_branch loop", 0x10, labels, NULL, &in, err, sizeof err),
                          0);
    CU_ASSERT_EQUAL(in.imm, -4);
    CU_ASSERT_EQUAL(isa_encode(&in, w), 1);
    CU_ASSERT_EQUAL(w[0], 0xBF82FFFCu);
    CU_ASSERT_EQUAL(isa_branch_target(&in, 0x10), 0x04u);
    isa_format(&in, "loop", buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "s_branch loop");
    isa_format(&in, NULL, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "s_branch -4");
    /* s_cbranch_execz at pc 0 to 0x04: simm16 = (4 - 4) / 4 = 0 */
    CU_ASSERT_EQUAL(isa_parse("s_cbranch_execz loop", 0, labels, NULL, &in, err, sizeof err), 0);
    CU_ASSERT_EQUAL(in.imm, 0);
    /* pc 0 to 0x40000: (0x40000 - 4) / 4 = 65535 dwords > 32767 */
    CU_ASSERT_EQUAL(isa_parse("s_branch far", 0, labels, NULL, &in, err, sizeof err),
                    PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(err, "branch target 'far' out of range (65535 dwords away)");
    CU_ASSERT_EQUAL(isa_parse("s_branch odd", 0, labels, NULL, &in, err, sizeof err),
                    PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(err, "branch target 'odd' is not dword aligned");
    CU_ASSERT_EQUAL(isa_parse("s_branch nowhere", 0, labels, NULL, &in, err, sizeof err),
                    PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(err, "undefined label 'nowhere'");
    CU_ASSERT_EQUAL(parse("s_branch loop", &in), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(err, "label 'loop' is not allowed here");
    CU_ASSERT_EQUAL(parse("s_branch .L1@rel32@lo", &in), PWS_EUNSUPPORTED);
    CU_ASSERT_STRING_EQUAL(err, "relocation '.L1@rel32@lo' is not supported");
}

/* Each refused input: exact code and message. */
static void test_parse_errors(void)
{
    static const struct { const char *text; int code; const char *msg; } bad[] = {
        { "v_sin_f32 v0, v1", PWS_EUNSUPPORTED, "unsupported instruction 'v_sin_f32'" },
        { "buffer_load_dword v0, off, s[0:3], 0", PWS_EUNSUPPORTED,
          "unsupported instruction 'buffer_load_dword'" },
        { "frobnicate s0", PWS_EPARSE, "unknown instruction 'frobnicate'" },
        { "s_mov_b32_e32 s0, s1", PWS_EPARSE, "unknown instruction 's_mov_b32_e32'" },
        { "v_madmk_f32_e64 v0, v1, 0x1, v2", PWS_EUNSUPPORTED,
          "the _e64 form of 'v_madmk_f32' is not supported" },
        { "v_mad_f32_e32 v0, v1, v2, v3", PWS_EPARSE,
          "'v_mad_f32' has no _e32 form (VOP3 only)" },
        { "s_mov_b32 s0, s102", PWS_ERANGE, "register 's102' out of range (s0..s101)" },
        { "v_mov_b32 v0, v256", PWS_ERANGE, "register 'v256' out of range (v0..v255)" },
        { "s_mov_b64 s[1:2], s[2:3]", PWS_ERANGE, "invalid register alignment 's[1:2]'" },
        { "s_load_dwordx4 s[2:5], s[2:3], 0x0", PWS_ERANGE,
          "invalid register alignment 's[2:5]'" },
        { "s_and_b64 s[0:1], s0, s[2:3]", PWS_EPARSE,
          "operand 2 of 's_and_b64' must be a 64-bit scalar operand, got 's0'" },
        { "s_mov_b32 s0, v1", PWS_EPARSE,
          "operand 2 of 's_mov_b32' must be a scalar operand, got 'v1'" },
        { "s_mov_b32 5, s1", PWS_EPARSE,
          "operand 1 of 's_mov_b32' must be a 32-bit scalar register, got '5'" },
        { "s_movk_i32 s0, 0x10000", PWS_ERANGE,
          "immediate '0x10000' out of range (-32768..65535) in 's_movk_i32'" },
        { "s_cmpk_eq_u32 s0, -1", PWS_ERANGE,
          "immediate '-1' out of range (0..65535) in 's_cmpk_eq_u32'" },
        { "s_mov_b32 s0, 0x100000000", PWS_ERANGE,
          "immediate '0x100000000' does not fit in 32 bits" },
        { "s_add_u32 s0, 0x1234, 0x5678", PWS_EPARSE,
          "only one literal operand is allowed in 's_add_u32'" },
        { "v_add_f32 v0, v1, 0x1234", PWS_EPARSE,
          "literal operand '0x1234' is not allowed here (only inline constants -16..64, +-0.5, "
          "+-1.0, +-2.0, +-4.0, 0.15915494; VOP3 takes no literal on gfx8)" },
        { "v_mad_f32 v0, s1, s2, v2", PWS_EPARSE,
          "'v_mad_f32' reads more than one SGPR or literal (constant bus limit)" },
        { "v_addc_u32 v0, vcc, s1, v2, vcc", PWS_EPARSE,
          "'v_addc_u32' reads more than one SGPR or literal (constant bus limit)" },
        { "v_add_f32_e32 v0, v1, s2", PWS_EPARSE,
          "invalid operands for 'v_add_f32_e32': src1 of the _e32 form must be a VGPR" },
        { "v_add_u32_e32 v0, s[0:1], v1, v2", PWS_EPARSE,
          "invalid operands for 'v_add_u32_e32': the _e32 form writes vcc" },
        { "v_and_b32_e64 v0, -v1, v2", PWS_EPARSE,
          "'v_and_b32_e64' does not accept neg on operand 2" },
        { "v_cvt_f32_i32_e64 v0, |v1|", PWS_EPARSE,
          "'v_cvt_f32_i32_e64' does not accept |abs| on operand 2" },
        { "v_mov_b32_e64 v0, v1 clamp", PWS_EPARSE, "'v_mov_b32_e64' does not accept clamp" },
        { "v_mov_b32 v0, s[0:1]", PWS_EPARSE,
          "operand 2 of 'v_mov_b32' must be a 32-bit operand, got 's[0:1]'" },
        { "v_lshlrev_b64 v[0:1], v1, v2", PWS_EPARSE,
          "operand 3 of 'v_lshlrev_b64' must be a 64-bit VGPR range, got 'v2'" },
        { "s_mov_b32 s0, foo@abs32@lo", PWS_EUNSUPPORTED,
          "relocation 'foo@abs32@lo' is not supported" },
        { "s_add_u32 s0, s0, foo", PWS_EUNSUPPORTED,
          "symbolic operand 'foo' is not supported in 's_add_u32'" },
        { "s_waitcnt vmcnt(16)", PWS_ERANGE, "vmcnt out of range in 'vmcnt(16)' (0..15)" },
        { "s_waitcnt vmcnt(0) bogus(1)", PWS_EPARSE, "unexpected 'bogus(1)' in s_waitcnt" },
        { "s_waitcnt 0xffff", PWS_ERANGE,
          "s_waitcnt 0xffff sets bits outside vmcnt, expcnt and lgkmcnt (mask 0x0f7f)" },
        { "s_load_dword s0, s[0:1], 0x100000", PWS_ERANGE,
          "offset '0x100000' of 's_load_dword' does not fit in 20 bits (unsigned)" },
        { "ds_read_b32 v0, v1 offset:65536", PWS_ERANGE,
          "'offset:65536' out of range (0..65535)" },
        { "ds_read2_b32 v[0:1], v1 offset1:256", PWS_ERANGE,
          "'offset1:256' out of range (0..255)" },
        { "ds_read2_b32 v[0:1], v1 offset:4", PWS_EPARSE,
          "unknown modifier 'offset:4' for 'ds_read2_b32'" },
        { "flat_atomic_add v0, v[0:1], v2", PWS_EPARSE,
          "'flat_atomic_add' returning a value must use glc" },
        { "flat_atomic_add v[0:1], v2 glc", PWS_EPARSE,
          "'flat_atomic_add' without a return value must not use glc" },
        { "flat_load_dword v0, v1", PWS_EPARSE,
          "operand 2 of 'flat_load_dword' must be a 64-bit VGPR range, got 'v1'" },
        { "s_add_u32 s0, s1", PWS_EPARSE, "'s_add_u32' expects 3 operands, got 2" },
        { "s_add_u32 s0, s1, s2 glc", PWS_EPARSE,
          "unexpected 'glc' after the operands of 's_add_u32'" },
        { "s_add_u32 s0, s1 s2, s3", PWS_EPARSE, "unexpected 's2' in operand 's1 s2'" },
        { "s_add_u32 s0, , s2", PWS_EPARSE, "missing operand in 's_add_u32'" },
        { "s_add_u32 s0, s1, 12z", PWS_EPARSE, "invalid number '12z'" },
        { "s_getreg_b32 s0, hwreg(HW_REG_MODE, 32, 1)", PWS_ERANGE,
          "'hwreg(HW_REG_MODE, 32, 1)' out of range (id 0..63, offset 0..31, size 1..32)" },
        { "s_getreg_b32 s0, hwreg(HW_REG_NOPE)", PWS_EPARSE,
          "unknown hardware register 'HW_REG_NOPE'" },
        { "v_readlane_b32 s0, s1, 2", PWS_EPARSE,
          "operand 2 of 'v_readlane_b32' must be a VGPR" },
        { "v_mov_b32 v0, -|v1", PWS_EPARSE, "unbalanced '|' in operand '-|v1'" },
        { "s_mov_b64 s[0:1], 0.15915494", PWS_EPARSE,
          "float literal '0.15915494' is not supported for a 64-bit operand" },
        { "v_cndmask_b32_e64 v0, v1, v2, 0", PWS_EPARSE,
          "operand 4 of 'v_cndmask_b32_e64' must be a 64-bit scalar register, got '0'" },
        { "s_setpc_b64 0", PWS_EPARSE,
          "operand 1 of 's_setpc_b64' must be a 64-bit scalar register, got '0'" },
        { "v_add_f32_e64 v0, neg(-v1), v2", PWS_EPARSE,
          "repeated modifier in operand 'neg(-v1)'" },
        { "", PWS_EPARSE, "missing instruction" },
        /* llvm-mc 14: "invalid operand for instruction" and "literal operands are not
         * supported" for these three */
        { "v_add_u16_e32 v1, 0x12345, v2", PWS_ERANGE,
          "immediate '0x12345' does not fit in 16 bits (operand of the 16-bit op "
          "'v_add_u16_e32')" },
        { "v_add_u16_e32 v1, 0.5, v2", PWS_EPARSE,
          "float operand '0.5' of the 16-bit integer op 'v_add_u16_e32': write its binary16 "
          "bits (0x3800 for 0.5)" },
        { "v_mul_lo_u16_e64 v1, v2, v3 clamp", PWS_EPARSE,
          "'v_mul_lo_u16_e64' does not accept clamp" },
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        isa_inst in;
        int r = parse(bad[k].text, &in);
        if (r != bad[k].code || strcmp(err, bad[k].msg) != 0)
            fprintf(stderr, "\n  '%s': got %d '%s'\n", bad[k].text, r, err);
        CU_ASSERT_EQUAL(r, bad[k].code);
        CU_ASSERT_STRING_EQUAL(err, bad[k].msg);
    }
}

/* Words outside the table: PWS_EDECODE; truncated instructions: PWS_ERANGE. */
static void test_decode_errors(void)
{
    isa_inst in;
    /* llvm-mc: v_sin_f32_e32 v0, v1 = [0x01,0x53,0x00,0x7e] */
    const uint32_t sin[1] = { 0x7E005301u };
    CU_ASSERT_EQUAL(isa_decode(sin, 1, &in), PWS_EDECODE);
    /* llvm-mc: buffer_load_dword v0, off, s[0:3], 0 = 0xE0500000 0x80000000 (MUBUF) */
    const uint32_t buf[2] = { 0xE0500000u, 0x80000000u };
    CU_ASSERT_EQUAL(isa_decode(buf, 2, &in), PWS_EDECODE);
    /* s_add_u32 s0, s1, 0x1234 without its literal dword */
    const uint32_t lit[1] = { 0x8000FF01u };
    CU_ASSERT_EQUAL(isa_decode(lit, 1, &in), PWS_ERANGE);
    /* v_add_f32_e64 with one dword available, and with none */
    const uint32_t v3[1] = { 0xD1010000u };
    CU_ASSERT_EQUAL(isa_decode(v3, 1, &in), PWS_ERANGE);
    CU_ASSERT_EQUAL(isa_decode(v3, 0, &in), PWS_ERANGE);
    /* s_mov_b32 s0, <code 125>: a reserved source code */
    const uint32_t rsv[1] = { 0xBE80007Du };
    CU_ASSERT_EQUAL(isa_decode(rsv, 1, &in), PWS_EDECODE);
    /* s_mov_b64 s[0:1], s[1:2]: SOP1 op 1, src0 1 -> a misaligned pair */
    const uint32_t mis[1] = { 0xBE800101u };
    CU_ASSERT_EQUAL(isa_decode(mis, 1, &in), PWS_EDECODE);
    /* v_add_f32_e64 v0, <255>, v2: src0 = 0xFF, src1 = 0x102 << 9 = 0x20400; gfx8 VOP3 has
     * no literal */
    const uint32_t v3l[2] = { 0xD1010000u, 0x000204FFu };
    CU_ASSERT_EQUAL(isa_decode(v3l, 2, &in), PWS_EDECODE);
    /* llvm-mc: s_icache_inv = [0x00,0x00,0x93,0xbf]: a SOPP op outside the table */
    const uint32_t ic[1] = { 0xBF930000u };
    CU_ASSERT_EQUAL(isa_decode(ic, 1, &in), PWS_EDECODE);
    /* a 16-bit op's constants (llvm-mc: v_add_u16_e32 v1, 0x3800, v2 =
     * [0xff,0x04,0x02,0x4c,0x00,0x38,0x00,0x00]): the float code 240 (which llvm-mc never
     * writes for it) and a literal with high bits are refused, the 16-bit literal decodes */
    const uint32_t h0[1] = { 0x4C0204F0u }, h1[2] = { 0x4C0204FFu, 0x00013800u },
                   h2[2] = { 0x4C0204FFu, 0x00003800u };
    CU_ASSERT_EQUAL(isa_decode(h0, 1, &in), PWS_EDECODE);
    CU_ASSERT_EQUAL(isa_decode(h1, 2, &in), PWS_EDECODE);
    CU_ASSERT_EQUAL(isa_decode(h2, 2, &in), 2);
    CU_ASSERT_EQUAL(in.op, ISA_v_add_u16);
    CU_ASSERT_EQUAL(in.literal, 0x3800u);
}

static void test_encode_errors(void)
{
    isa_inst in;
    uint32_t w[3];
    CU_ASSERT_EQUAL_FATAL(parse("s_add_u32 s0, s1, s2", &in), 0);
    in.dst = 300;   /* SOP2 sdst is 7 bits */
    CU_ASSERT_EQUAL(isa_encode(&in, w), PWS_ERANGE);
    CU_ASSERT_EQUAL_FATAL(parse("v_add_f32_e64 v0, v1, v2", &in), 0);
    in.src[1] = ISA_SRC_LITERAL;   /* VOP3 has no literal on gfx8 */
    CU_ASSERT_EQUAL(isa_encode(&in, w), PWS_ERANGE);
    CU_ASSERT_EQUAL_FATAL(parse("v_add_f32_e32 v0, v1, v2", &in), 0);
    in.src[1] = 5;   /* VOP2 vsrc1 must be a VGPR */
    CU_ASSERT_EQUAL(isa_encode(&in, w), PWS_ERANGE);
    CU_ASSERT_EQUAL_FATAL(parse("ds_read_b32 v0, v1", &in), 0);
    in.imm = 0x10000;   /* DS offset is 16 bits */
    CU_ASSERT_EQUAL(isa_encode(&in, w), PWS_ERANGE);
    in.op = ISA_NUM_OPS;
    CU_ASSERT_EQUAL(isa_encode(&in, w), PWS_ERANGE);
}

static void test_table_and_helpers(void)
{
    CU_ASSERT_EQUAL(isa_lookup("v_add_f32"), ISA_v_add_f32);
    CU_ASSERT_EQUAL(isa_lookup("v_add_f32_e32"), ISA_INVALID);
    CU_ASSERT_EQUAL(isa_lookup("v_sin_f32"), ISA_INVALID);
    CU_ASSERT_STRING_EQUAL(isa_info(ISA_s_waitcnt)->name, "s_waitcnt");
    /* llvm-mc: v_add_f32_e64 = 0xD101....: VOP3 opcode 0x101 = 0x100 + VOP2 op 1;
     * v_mov_b32_e64 = 0xD141....: 0x140 + VOP1 op 1; v_cmp_eq_u32_e64 = 0xD0CA....;
     * v_mad_f32 = 0xD1C1.... */
    CU_ASSERT_EQUAL(isa_vop3_opcode(ISA_v_add_f32), 0x101);
    CU_ASSERT_EQUAL(isa_vop3_opcode(ISA_v_mov_b32), 0x141);
    CU_ASSERT_EQUAL(isa_vop3_opcode(ISA_v_cmp_eq_u32), 0xCA);
    CU_ASSERT_EQUAL(isa_vop3_opcode(ISA_v_mad_f32), 0x1C1);
    CU_ASSERT_EQUAL(isa_vop3_opcode(ISA_s_mov_b32), -1);
    CU_ASSERT_EQUAL(isa_info(ISA_s_and_b64)->dst_dwords, 2);
    CU_ASSERT_EQUAL(isa_info(ISA_s_lshl_b64)->src_dwords[1], 1);
    CU_ASSERT(isa_info(ISA_v_cmpx_lt_f32)->flags & ISA_F_CMPX);
    CU_ASSERT(isa_src_is_vgpr(256) && isa_src_is_vgpr(511) && !isa_src_is_vgpr(255));
    CU_ASSERT(isa_src_is_sgpr(0) && isa_src_is_sgpr(101) && !isa_src_is_sgpr(102));
    CU_ASSERT(isa_src_is_inline(128) && isa_src_is_inline(208) && isa_src_is_inline(248));
    CU_ASSERT(!isa_src_is_inline(209) && !isa_src_is_inline(255) && !isa_src_is_inline(127));
    /* by hand: 192 = 64, 193 = -1, 208 = -16; 1.0f = 0x3f800000, 1.0 (binary64) =
     * 0x3ff0000000000000, 1/(2*pi) as binary32 = 0x3e22f983, -4.0f = 0xc0800000 */
    CU_ASSERT_EQUAL(isa_inline_value(192, 1), 64u);
    CU_ASSERT_EQUAL(isa_inline_value(193, 1), 0xffffffffu);
    CU_ASSERT_EQUAL(isa_inline_value(208, 1), 0xfffffff0u);
    CU_ASSERT_EQUAL(isa_inline_value(193, 2), 0xffffffffffffffffull);
    CU_ASSERT_EQUAL(isa_inline_value(242, 1), 0x3f800000u);
    CU_ASSERT_EQUAL(isa_inline_value(242, 2), 0x3ff0000000000000ull);
    CU_ASSERT_EQUAL(isa_inline_value(248, 1), 0x3e22f983u);
    CU_ASSERT_EQUAL(isa_inline_value(247, 1), 0xc0800000u);
    CU_ASSERT_EQUAL(isa_inline_value(5, 1), 0u);
    /* every row's name is unique and finds its own row */
    for (int k = 0; k < ISA_NUM_OPS; k++)
        CU_ASSERT_EQUAL(isa_lookup(isa_info((isa_op)k)->name), (isa_op)k);
}

/* isa_format returns the full length when the buffer is too small, like snprintf */
static void test_format_truncation(void)
{
    isa_inst in;
    char small[8];
    CU_ASSERT_EQUAL_FATAL(parse("v_add_u32_e32 v0, vcc, s2, v0", &in), 0);
    int n = isa_format(&in, NULL, small, sizeof small);
    CU_ASSERT_EQUAL(n, (int)strlen("v_add_u32_e32 v0, vcc, s2, v0"));
    CU_ASSERT_STRING_EQUAL(small, "v_add_u");
}

/* Property: any word the decoder accepts prints as text that parses back to the same instruction
 * and the same bits (isa.h: decode accepts canonical encodings only). Pseudo-random words, each
 * forced into one of the formats so that every decoder path is exercised. */
static void test_roundtrip_property(void)
{
    static const uint32_t fmt[12][2] = {   /* { fixed bits, mask of fixed bits } */
        { 0x80000000u, 0xC0000000u }, { 0xB0000000u, 0xF0000000u }, { 0xBE800000u, 0xFF800000u },
        { 0xBF000000u, 0xFF800000u }, { 0xBF800000u, 0xFF800000u }, { 0xC0000000u, 0xFC000000u },
        { 0x00000000u, 0x80000000u }, { 0x7E000000u, 0xFE000000u }, { 0x7C000000u, 0xFE000000u },
        { 0xD0000000u, 0xFC000000u }, { 0xD8000000u, 0xFC000000u }, { 0xDC000000u, 0xFC000000u },
    };
    uint64_t x = 88172645463325252ull;   /* xorshift64 */
    unsigned accepted = 0, failed = 0;
    for (unsigned it = 0; it < 300000; it++) {
        uint32_t w[3], e1[3], e2[3];
        for (int k = 0; k < 3; k++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17;
            w[k] = (uint32_t)x;
        }
        w[0] = (w[0] & ~fmt[it % 12][1]) | fmt[it % 12][0];
        if (it & 1)
            w[1] &= 0x00ffffffu;   /* small second words reach more valid DS/FLAT/VOP3 forms */
        isa_inst d, p;
        int n = isa_decode(w, 3, &d);
        if (n < 0)
            continue;
        accepted++;
        char text[160];
        isa_format(&d, NULL, text, sizeof text);
        /* s_merge ignores its operand fields (docs/isa.md §5): it re-encodes as 0xBF150000 */
        if (d.op == ISA_s_merge)
            w[0] = 0xBF150000u;
        int ok = parse(text, &p) == 0 && memcmp(&p, &d, sizeof p) == 0 &&
                 isa_encode(&p, e2) == n && isa_encode(&d, e1) == n &&
                 memcmp(e1, w, sizeof(uint32_t) * (size_t)n) == 0 &&
                 memcmp(e2, w, sizeof(uint32_t) * (size_t)n) == 0;
        if (!ok && failed++ < 5)
            fprintf(stderr, "\n  round trip %08x %08x '%s': %s\n", w[0], w[1], text, err);
    }
    CU_ASSERT_EQUAL(failed, 0);
    CU_ASSERT(accepted > 10000);   /* the sample really reaches the decoder's accept paths */
}

void suite_isa(void)
{
    CU_pSuite s = CU_add_suite("isa", NULL, NULL);
    CU_add_test(s, "encode matches llvm-mc", test_encode_matches_llvm);
    CU_add_test(s, "decode+format matches llvm-mc", test_decode_format_matches_llvm);
    CU_add_test(s, "decoded fields", test_decoded_fields);
    CU_add_test(s, "s_split/s_merge by hand", test_split_merge);
    CU_add_test(s, "e32/e64 form selection", test_form_selection);
    CU_add_test(s, "branch labels", test_branch_labels);
    CU_add_test(s, "parse errors", test_parse_errors);
    CU_add_test(s, "decode errors", test_decode_errors);
    CU_add_test(s, "encode errors", test_encode_errors);
    CU_add_test(s, "table and operand helpers", test_table_and_helpers);
    CU_add_test(s, "format truncation", test_format_truncation);
    CU_add_test(s, "decode/format/parse/encode round trip", test_roundtrip_property);
}
