/* rtl_gen/emit_valu_lane.c -- pws_valu_lane.v: one lane of the vector ALU (docs/valu.md).
 *
 * The lane is hand-designed logic: the Verilog below is written out line by line as it stands,
 * case arms and comments included, and is generated only so that it can declare the op ids it
 * uses itself (emit_isa_params) instead of including a table file: the design is then its .v
 * files alone, and an op renumbered in golden/isa_ops.def renumbers the lane with it. What the
 * configuration sets is the width of lane_i (log2 of the wavefront size) and, with --fp32 none,
 * the absence of every FP32 unit, FP arm and FP-only constant (the integer-only lane, docs/valu.md
 * "Integer-only lanes"); --fp32 full writes the same text as before the option existed.
 * emit_valu_lane_has() states which ops the lane computes, so that the compute unit can refuse
 * the rest. tests/rtl/valu_check.c runs the generated lane against golden/exec_valu.c op by op
 * and checks that its OP_* localparams are the isa_op values.
 *
 * Editing: change the text here, regenerate rtl/gen/ref, run tests/integration/rtl_valu.sh. The
 * lines keep the column layout of the Verilog; emit_push/emit_pop follow its nesting. */
#include "emitters.h"

#include "pws_err.h"

#include <assert.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* log2 of a power of two: the bits of a lane index within the wavefront. */
static unsigned lane_idx_width(unsigned wave)
{
    unsigned b = 0;
    while ((1u << b) < wave)
        b++;
    return b;
}

static void emit_ports(emit_ctx *e, const pws_cfg *c)
{
    /* Linting the whole design (every .v, docs/rtl_gen.md) sees each unconnected module as a top;
     * the waiver goes when a generated compute unit instantiates this one. */
    emit_line(e, "/* verilator lint_off MULTITOP */  // a top of its own until the CU instantiates it");
    emit_line(e, "module pws_valu_lane #(");
    emit_line(e, "/* verilator lint_on MULTITOP */");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth      = %u,  // bits of an op id (isa_op, OP_INVALID included)",
              emit_isa_op_width());
    emit_line(e, "parameter integer LaneIdxWidth = %u   // log2(WavefrontSize): lane_i feeds v_mbcnt's thread mask",
              lane_idx_width(c->wave));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [OpWidth-1:0]      op_i,         // OP_* below (isa_op enum order)");
    emit_line(e, "input  wire [63:0]             src0_i,");
    emit_line(e, "input  wire [63:0]             src1_i,");
    emit_line(e, "input  wire [63:0]             src2_i,");
    emit_line(e, "input  wire [2:0]              neg_i,        // VOP3 input modifiers, bit i on source i");
    emit_line(e, "input  wire [2:0]              abs_i,");
    emit_line(e, "input  wire                    clamp_i,      // VOP3 output modifiers");
    emit_line(e, "input  wire [1:0]              omod_i,       // OMOD_NONE, OMOD_MUL2, OMOD_MUL4, OMOD_DIV2");
    emit_line(e, "input  wire                    carry_i,      // the lane's carry-in / select / VCC bit");
    emit_line(e, "input  wire [1:0]              denorm_i,     // MODE.FP_DENORM (MODE[5:4])");
    emit_line(e, "input  wire [LaneIdxWidth-1:0] lane_i,       // this lane's index in the wavefront");
    emit_line(e, "output reg  [63:0]             d_o,          // result; [63:32] = 0 for a 32-bit result");
    emit_line(e, "output reg                     bit_o,        // carry/borrow, compare bit, div_scale flag");
    emit_line(e, "output reg                     writes_d_o,   // the op writes a VGPR result");
    emit_line(e, "output reg                     writes_bit_o  // the op writes a lane mask bit");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
}

/* Widths, constants, compare conditions, pws_fp32_cvt's op codes; fp: the lane has FP32 units
 * (without them the FP-only constants are left out, as Verilator -Wall flags unused ones). */
static void emit_constants(emit_ctx *e, int fp)
{
    emit_line(e, "localparam DwWidth   = 32;                  // one dword");
    emit_line(e, "localparam QwWidth   = 2 * DwWidth;         // a 64-bit operand");
    emit_line(e, "localparam ShWidth   = 5;                   // shift amount of a 32-bit value");
    emit_line(e, "localparam Sh64Width = 6;                   // shift amount of a 64-bit value");
    emit_line(e, "localparam PcWidth   = ShWidth + 1;         // a population count of 32 bits (0..32)");
    emit_line(e, "localparam I24Width  = 24;                  // v_mul_*_i24 / u24 operand bits");
    if (fp) {
        emit_line(e, "localparam ClassWidth = 10;                 // v_cmp_class_f32 class bits");
        emit_line(e, "localparam [DwWidth-1:0] SignBit  = {1'b1, {(DwWidth-1){1'b0}}};");
    }
    emit_line(e, "localparam [DwWidth-1:0] AllOnes  = {DwWidth{1'b1}};");
    emit_line(e, "localparam [DwWidth-1:0] Zero     = {DwWidth{1'b0}};");
    emit_line(e, "localparam [DwWidth-1:0] NotFound = {DwWidth{1'b1}};   // ffbh/ffbl: -1 when no bit is found");
    emit_line(e, "localparam [QwWidth-1:0] QwOnes   = {QwWidth{1'b1}};");
    if (fp) {
        emit_line(e, "localparam [DwWidth-1:0] FpOne     = 32'h3f80_0000;                  // 1.0");
        emit_line(e, "localparam [DwWidth-1:0] FpNegZero = SignBit;                        // -0.0");
    }
    emit_line(e, "// Compare conditions as sets of relations (docs/exec.md \"Compares\"): the lane's bit is 1");
    emit_line(e, "// when the relation of src0 to src1 is in the set.");
    if (!fp) {
        /* integer relations only: bit RelUn (3) of rel stays 0, the conditions using it go */
        emit_line(e, "localparam RelLt = 0, RelEq = 1, RelGt = 2;   // integers are never unordered (bit 3)");
        emit_line(e, "localparam [3:0] CondF   = 4'b0000, CondLt  = 4'b0001, CondEq  = 4'b0010, CondLe  = 4'b0011,");
        emit_line(e, "                 CondGt  = 4'b0100, CondLg  = 4'b0101, CondGe  = 4'b0110, CondO   = 4'b0111;");
        emit_blank(e);
        return;
    }
    emit_line(e, "localparam RelLt = 0, RelEq = 1, RelGt = 2, RelUn = 3;");
    emit_line(e, "localparam [3:0] CondF   = 4'b0000, CondLt  = 4'b0001, CondEq  = 4'b0010, CondLe  = 4'b0011,");
    emit_line(e, "                 CondGt  = 4'b0100, CondLg  = 4'b0101, CondGe  = 4'b0110, CondO   = 4'b0111,");
    emit_line(e, "                 CondU   = 4'b1000, CondNge = 4'b1001, CondNlg = 4'b1010, CondNgt = 4'b1011,");
    emit_line(e, "                 CondNle = 4'b1100, CondNeq = 4'b1101, CondNlt = 4'b1110, CondTru = 4'b1111;");
    emit_line(e, "// op_i encoding of pws_fp32_cvt: a copy of its Op* localparams (Verilog-2005 cannot import");
    emit_line(e, "// them); tests/rtl/valu_check.c runs every conversion, so a drift shows up there.");
    emit_line(e, "localparam CvtOpWidth = 4;");
    emit_line(e, "localparam [CvtOpWidth-1:0] CvtFromI32 = 4'd0, CvtFromU32 = 4'd1, CvtToI32 = 4'd2,");
    emit_line(e, "                            CvtToU32 = 4'd3, CvtTrunc = 4'd4, CvtFloor = 4'd5,");
    emit_line(e, "                            CvtCeil = 4'd6, CvtRndne = 4'd7, CvtFract = 4'd8;");
    emit_blank(e);
}


/* Which ops take the FP input and output modifiers (exec_valu.c). */
static void emit_mod_decode(emit_ctx *e)
{
    emit_line(e, "// ---- decode: which modifiers the op takes (exec_valu.c) -----------------------------------");
    emit_line(e, "reg fp_mods;     // ISA_F_FP_MODS: abs/neg on its sources");
    emit_line(e, "reg fp_result;   // an FP result: omod/clamp through pws_fp32_omod");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "fp_mods   = 1'b0;");
    emit_line(e, "fp_result = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_ADD_F32, OP_V_SUB_F32, OP_V_SUBREV_F32, OP_V_MUL_F32, OP_V_MIN_F32, OP_V_MAX_F32,");
    emit_line(e, "OP_V_MAC_F32, OP_V_MAD_F32, OP_V_FMA_F32, OP_V_MIN3_F32, OP_V_MAX3_F32, OP_V_MED3_F32,");
    emit_line(e, "OP_V_FRACT_F32, OP_V_TRUNC_F32, OP_V_CEIL_F32, OP_V_RNDNE_F32, OP_V_FLOOR_F32,");
    emit_line(e, "OP_V_RCP_F32, OP_V_RCP_IFLAG_F32, OP_V_DIV_FIXUP_F32, OP_V_DIV_FMAS_F32,");
    emit_line(e, "OP_V_DIV_SCALE_F32: begin");
    emit_push(e);
    emit_line(e, "fp_mods   = 1'b1;");
    emit_line(e, "fp_result = 1'b1;");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "OP_V_MADMK_F32, OP_V_MADAK_F32, OP_V_CVT_F32_I32, OP_V_CVT_F32_U32:");
    emit_push(e);
    emit_line(e, "fp_result = 1'b1;   // FP results, but no VOP3 form with modifiers");
    emit_pop(e);
    emit_line(e, "OP_V_CVT_I32_F32, OP_V_CVT_U32_F32,");
    emit_line(e, "OP_V_CMP_F_F32, OP_V_CMP_LT_F32, OP_V_CMP_EQ_F32, OP_V_CMP_LE_F32, OP_V_CMP_GT_F32,");
    emit_line(e, "OP_V_CMP_LG_F32, OP_V_CMP_GE_F32, OP_V_CMP_O_F32, OP_V_CMP_U_F32, OP_V_CMP_NGE_F32,");
    emit_line(e, "OP_V_CMP_NLG_F32, OP_V_CMP_NGT_F32, OP_V_CMP_NLE_F32, OP_V_CMP_NEQ_F32,");
    emit_line(e, "OP_V_CMP_NLT_F32, OP_V_CMP_TRU_F32, OP_V_CMP_CLASS_F32,");
    emit_line(e, "OP_V_CMPX_F_F32, OP_V_CMPX_LT_F32, OP_V_CMPX_EQ_F32, OP_V_CMPX_LE_F32, OP_V_CMPX_GT_F32,");
    emit_line(e, "OP_V_CMPX_LG_F32, OP_V_CMPX_GE_F32, OP_V_CMPX_O_F32, OP_V_CMPX_U_F32, OP_V_CMPX_NGE_F32,");
    emit_line(e, "OP_V_CMPX_NLG_F32, OP_V_CMPX_NGT_F32, OP_V_CMPX_NLE_F32, OP_V_CMPX_NEQ_F32,");
    emit_line(e, "OP_V_CMPX_NLT_F32, OP_V_CMPX_TRU_F32, OP_V_CMPX_CLASS_F32:");
    emit_push(e);
    emit_line(e, "fp_mods = 1'b1;     // integer (or mask) results: no output modifiers");
    emit_pop(e);
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
}

/* Input modifiers on the sign bit; the 32-bit views of the sources. Without FP32 units no op
 * takes input modifiers: the plain views only. */
static void emit_sources(emit_ctx *e, int fp)
{
    emit_line(e, "// ---- sources ------------------------------------------------------------------------------");
    if (!fp) {
        emit_line(e, "// No input modifiers: only FP32 ops take them (--fp32 none: abs_i/neg_i are unused).");
        emit_line(e, "wire [DwWidth-1:0] a = src0_i[DwWidth-1:0];");
        emit_line(e, "wire [DwWidth-1:0] b = src1_i[DwWidth-1:0];");
        emit_line(e, "wire [DwWidth-1:0] c = src2_i[DwWidth-1:0];");
        emit_blank(e);
        return;
    }
    emit_line(e, "// Input modifiers: -|x| on the sign bit. v_mac_f32's accumulator (src2_i) is the old");
    emit_line(e, "// destination, never modified: exec_valu.c does not fetch it as a source.");
    emit_line(e, "wire       is_mac   = (op_i == OP_V_MAC_F32);");
    emit_line(e, "wire [2:0] abs_mask = fp_mods ? {abs_i[2] & !is_mac, abs_i[1:0]} : 3'b000;");
    emit_line(e, "wire [2:0] neg_mask = fp_mods ? {neg_i[2] & !is_mac, neg_i[1:0]} : 3'b000;");
    emit_blank(e);
    emit_line(e, "wire [DwWidth-1:0] a = src0_i[DwWidth-1:0];");
    emit_line(e, "wire [DwWidth-1:0] b = src1_i[DwWidth-1:0];");
    emit_line(e, "wire [DwWidth-1:0] c = src2_i[DwWidth-1:0];");
    emit_line(e, "wire [DwWidth-1:0] fa = (a & ~(abs_mask[0] ? SignBit : Zero)) ^ (neg_mask[0] ? SignBit : Zero);");
    emit_line(e, "wire [DwWidth-1:0] fb = (b & ~(abs_mask[1] ? SignBit : Zero)) ^ (neg_mask[1] ? SignBit : Zero);");
    emit_line(e, "wire [DwWidth-1:0] fc = (c & ~(abs_mask[2] ? SignBit : Zero)) ^ (neg_mask[2] ? SignBit : Zero);");
    emit_blank(e);
}

/* The v_add_u32 family: one 33-bit adder, carry/borrow and clamp. */
static void emit_addsub(emit_ctx *e)
{
    emit_line(e, "// ---- integer add/sub with carry (carry_op in exec_valu.c) --------------------------------");
    emit_line(e, "reg is_sub, is_rev, use_cin;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "is_sub  = 1'b0;");
    emit_line(e, "is_rev  = 1'b0;");
    emit_line(e, "use_cin = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_ADDC_U32:    use_cin = 1'b1;");
    emit_line(e, "OP_V_SUB_U32:     is_sub = 1'b1;");
    emit_line(e, "OP_V_SUBB_U32:    begin is_sub = 1'b1; use_cin = 1'b1; end");
    emit_line(e, "OP_V_SUBREV_U32:  begin is_sub = 1'b1; is_rev = 1'b1; end");
    emit_line(e, "OP_V_SUBBREV_U32: begin is_sub = 1'b1; is_rev = 1'b1; use_cin = 1'b1; end");
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire [DwWidth-1:0] as_x = is_rev ? b : a;");
    emit_line(e, "wire [DwWidth-1:0] as_y = is_rev ? a : b;");
    emit_line(e, "wire [DwWidth:0]   as_cin = {{DwWidth{1'b0}}, use_cin & carry_i};");
    emit_line(e, "// 33 bits: bit 32 of a sum is the carry; of a difference (>= -2^32) it is the borrow.");
    emit_line(e, "wire [DwWidth:0]   as_t = is_sub ? {1'b0, as_x} - {1'b0, as_y} - as_cin");
    emit_line(e, "                                 : {1'b0, as_x} + {1'b0, as_y} + as_cin;");
    emit_line(e, "wire               as_cout = as_t[DwWidth];");
    emit_line(e, "// clamp: all ones on a carry, 0 on a borrow; the carry-out stays unclamped");
    emit_line(e, "wire [DwWidth-1:0] as_d = (clamp_i && as_cout) ? (is_sub ? Zero : AllOnes)");
    emit_line(e, "                                               : as_t[DwWidth-1:0];");
    emit_blank(e);
}

/* One 33 x 33 signed multiplier for the 24- and 32-bit multiplies. */
static void emit_mul(emit_ctx *e)
{
    emit_line(e, "// ---- integer multiplies: one 33 x 33 signed multiplier --------------------------------------");
    emit_line(e, "reg mul_signed, mul_24;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "mul_signed = 1'b0;");
    emit_line(e, "mul_24     = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_MUL_I32_I24, OP_V_MUL_HI_I32_I24, OP_V_MAD_I32_I24: begin");
    emit_push(e);
    emit_line(e, "mul_signed = 1'b1;");
    emit_line(e, "mul_24     = 1'b1;");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "OP_V_MUL_U32_U24, OP_V_MUL_HI_U32_U24, OP_V_MAD_U32_U24: mul_24 = 1'b1;");
    emit_line(e, "OP_V_MUL_HI_I32: mul_signed = 1'b1;");
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "// 24-bit ops take a[23:0] sign- or zero-extended; 32-bit ops the whole dword.");
    emit_line(e, "wire [DwWidth-1:0] m24_a = mul_24 ? {{(DwWidth-I24Width){mul_signed & a[I24Width-1]}},");
    emit_line(e, "                                     a[I24Width-1:0]} : a;");
    emit_line(e, "wire [DwWidth-1:0] m24_b = mul_24 ? {{(DwWidth-I24Width){mul_signed & b[I24Width-1]}},");
    emit_line(e, "                                     b[I24Width-1:0]} : b;");
    emit_line(e, "// Every op reads the low 64 bits of the 33 x 33-bit signed product, which are the 64-bit");
    emit_line(e, "// product of the operands sign-extended to 64 bits: one native multiply in Verilator (a");
    emit_line(e, "// 66-bit result is a multi-word one), and yosys narrows the extended inputs back.");
    emit_line(e, "wire signed [QwWidth-1:0] mul_x = {{(QwWidth-DwWidth){mul_signed & m24_a[DwWidth-1]}}, m24_a};");
    emit_line(e, "wire signed [QwWidth-1:0] mul_y = {{(QwWidth-DwWidth){mul_signed & m24_b[DwWidth-1]}}, m24_b};");
    emit_line(e, "wire signed [QwWidth-1:0] prod  = mul_x * mul_y;");
    emit_line(e, "wire [DwWidth-1:0] prod_lo = prod[DwWidth-1:0];");
    emit_line(e, "wire [DwWidth-1:0] prod_hi = prod[QwWidth-1:DwWidth];");
    emit_blank(e);
}

/* Shifts, bit fields, alignbit, v_mbcnt's thread mask. */
static void emit_shifts(emit_ctx *e)
{
    emit_line(e, "// ---- shifts, bit fields ---------------------------------------------------------------------");
    emit_line(e, "wire [ShWidth-1:0]   sh32 = a[ShWidth-1:0];           // *rev: the amount is src0");
    emit_line(e, "wire [Sh64Width-1:0] sh64 = a[Sh64Width-1:0];");
    emit_line(e, "wire [ShWidth-1:0]   bf_off = b[ShWidth-1:0];");
    emit_line(e, "wire [ShWidth-1:0]   bf_w   = c[ShWidth-1:0];");
    emit_line(e, "wire [ShWidth:0]     bf_pad = DwWidth - {1'b0, bf_w};  // bits above the field (1..32)");
    emit_line(e, "wire [DwWidth-1:0]   bfe_u  = (a >> bf_off) & ~(AllOnes << bf_w);");
    emit_line(e, "wire [DwWidth-1:0]   bfe_sh = $signed(a) >>> bf_off;   // a field past bit 31 sees the sign");
    emit_line(e, "wire [DwWidth-1:0]   bfe_up = bfe_sh << bf_pad;");
    emit_line(e, "// a separate assignment keeps the shift signed (inside ?: with Zero it would be logical)");
    emit_line(e, "wire [DwWidth-1:0]   bfe_ext = $signed(bfe_up) >>> bf_pad;");
    emit_line(e, "wire [DwWidth-1:0]   bfe_i  = (bf_w == {ShWidth{1'b0}}) ? Zero : bfe_ext;");
    emit_line(e, "wire [QwWidth-1:0]   align  = {a, b} >> c[ShWidth-1:0];");
    emit_line(e, "wire [QwWidth-1:0]   thread_mask = ~(QwOnes << lane_i);   // lanes below this one");
    emit_blank(e);
}

/* Integer min/max/med3, population counts. */
static void emit_int_minmax(emit_ctx *e)
{
    emit_line(e, "// ---- integer min/max/med3 -------------------------------------------------------------------");
    emit_line(e, "wire a_lt_b_s = $signed(a) < $signed(b);");
    emit_line(e, "wire a_lt_b_u = a < b;");
    emit_line(e, "wire [DwWidth-1:0] min_s_ab = a_lt_b_s ? a : b;");
    emit_line(e, "wire [DwWidth-1:0] max_s_ab = a_lt_b_s ? b : a;");
    emit_line(e, "wire [DwWidth-1:0] min_u_ab = a_lt_b_u ? a : b;");
    emit_line(e, "wire [DwWidth-1:0] max_u_ab = a_lt_b_u ? b : a;");
    emit_line(e, "wire [DwWidth-1:0] min3_s = ($signed(min_s_ab) < $signed(c)) ? min_s_ab : c;");
    emit_line(e, "wire [DwWidth-1:0] max3_s = ($signed(max_s_ab) > $signed(c)) ? max_s_ab : c;");
    emit_line(e, "wire [DwWidth-1:0] min3_u = (min_u_ab < c) ? min_u_ab : c;");
    emit_line(e, "wire [DwWidth-1:0] max3_u = (max_u_ab > c) ? max_u_ab : c;");
    emit_line(e, "// median = max(lo, min(hi, c)) (alu_med3_*)");
    emit_line(e, "wire [DwWidth-1:0] med_s_m = ($signed(max_s_ab) < $signed(c)) ? max_s_ab : c;");
    emit_line(e, "wire [DwWidth-1:0] med3_s  = ($signed(min_s_ab) > $signed(med_s_m)) ? min_s_ab : med_s_m;");
    emit_line(e, "wire [DwWidth-1:0] med_u_m = (max_u_ab < c) ? max_u_ab : c;");
    emit_line(e, "wire [DwWidth-1:0] med3_u  = (min_u_ab > med_u_m) ? min_u_ab : med_u_m;");
    emit_blank(e);
    emit_line(e, "wire [DwWidth-1:0] ffbh_i_src = a[DwWidth-1] ? ~a : a;");
    emit_line(e, "// Bit counting (golden/alu.c): population counts (v_bcnt on src0, v_mbcnt on src0 & the");
    emit_line(e, "// thread mask half), leading zeros from bit 31 or -1 for 0 (alu_flbit_u32; ffbh_i on");
    emit_line(e, "// ffbh_i_src), the lowest set bit or -1 (alu_ff1_32), bit reverse. Log-depth, not 32-step");
    emit_line(e, "// scans: Verilator evaluates every lane on every clock (docs/cosim.md \"Speed\"). Counts");
    emit_line(e, "// are pws_popcount, leading zeros pws_lzc, trailing zeros the leading zeros of the");
    emit_line(e, "// reverse, which swaps halves, bytes, nibbles, pairs and bits. Not Verilog functions: an");
    emit_line(e, "// inlined function's temporaries are numbered per instance by Verilator, so each of the");
    emit_line(e, "// SIMDs x units x lanes instances got its own copy of the lane's C++ (185 MB for the");
    emit_line(e, "// default configuration under pws S = 3; docs/cosim.md \"Two programs\").");
    emit_line(e, "wire [PcWidth-1:0] pc_all, pc_lo, pc_hi;");
    emit_line(e, "pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_all (.in_i(a), .cnt_o(pc_all));");
    emit_line(e, "pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_lo (");
    emit_line(e, "  .in_i(a & thread_mask[DwWidth-1:0]), .cnt_o(pc_lo));");
    emit_line(e, "pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_hi (");
    emit_line(e, "  .in_i(a & thread_mask[QwWidth-1:DwWidth]), .cnt_o(pc_hi));");
    emit_line(e, "localparam [DwWidth-1:0] Swap1 = 32'h5555_5555;   // the low bit of every pair, ...");
    emit_line(e, "localparam [DwWidth-1:0] Swap2 = 32'h3333_3333;");
    emit_line(e, "localparam [DwWidth-1:0] Swap4 = 32'h0f0f_0f0f;");
    emit_line(e, "localparam [DwWidth-1:0] Swap8 = 32'h00ff_00ff;   // ... the low byte of every half");
    emit_line(e, "reg  [DwWidth-1:0] brev_a;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "brev_a = {a[DwWidth/2-1:0], a[DwWidth-1:DwWidth/2]};");
    emit_line(e, "brev_a = ((brev_a & Swap8) << 8) | ((brev_a >> 8) & Swap8);");
    emit_line(e, "brev_a = ((brev_a & Swap4) << 4) | ((brev_a >> 4) & Swap4);");
    emit_line(e, "brev_a = ((brev_a & Swap2) << 2) | ((brev_a >> 2) & Swap2);");
    emit_line(e, "brev_a = ((brev_a & Swap1) << 1) | ((brev_a >> 1) & Swap1);");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire [PcWidth-1:0] lz_a, lz_i, lz_rev;   // DwWidth when the word is 0");
    emit_line(e, "pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_clz_a (.in_i(a), .cnt_o(lz_a));");
    emit_line(e, "pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_clz_i (.in_i(ffbh_i_src), .cnt_o(lz_i));");
    emit_line(e, "pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_ctz_a (.in_i(brev_a), .cnt_o(lz_rev));");
    emit_line(e, "wire [DwWidth-1:0] clz_a = (a == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_a};");
    emit_line(e, "wire [DwWidth-1:0] clz_i = (ffbh_i_src == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_i};");
    emit_line(e, "wire [DwWidth-1:0] ctz_a = (a == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_rev};");
    emit_blank(e);
}

/* --fp32 none: what stands where the FP32 units would be. */
static void emit_no_fp_units(emit_ctx *e)
{
    emit_line(e, "// ---- FP32 units: none (--fp32 none) ----------------------------------------------------------");
    emit_line(e, "// An integer-only lane: no pws_fp32_* instance, no FP result arm. An FP32 op (ISA_CLS_VALU_FP)");
    emit_line(e, "// gives no result here, like any op this module does not know, and the compute unit refuses a");
    emit_line(e, "// kernel that contains one (emit_valu_lane_has(), docs/valu.md \"Integer-only lanes\").");
    emit_blank(e);
}

/* The FP32 units (docs/valu.md "Structure") and their operand selection. */
static void emit_fp_units(emit_ctx *e)
{
    emit_line(e, "// ---- FP32 units (combinational; each mirrors a golden/fp32.c or fdiv.c function) -----------");
    emit_line(e, "// One pws_fp32_fma serves every add, multiply and multiply-add (a separate pws_fp32_add and");
    emit_line(e, "// pws_fp32_mul would cost about 13 000 more cells): with one rounding and the same flushes,");
    emit_line(e, "//   fp32_add(x, y) = fp32_fma(x, 1.0, y)   fp32_sub(x, y) = fp32_add(x, y ^ sign)");
    emit_line(e, "//   fp32_mul(x, y) = fp32_fma(x, y, -0)    (x * y + -0 keeps the sign of a zero product)");
    emit_line(e, "// bit for bit, NaNs, signed zeros and every denormal mode included (docs/valu.md).");
    emit_line(e, "// mad_i selects fp32_mad (mac/madmk/madak/mad); madmk is src0 * K + src1, K in src2.");
    emit_line(e, "reg [DwWidth-1:0] fma_x, fma_y, fma_z;");
    emit_line(e, "reg               fma_mad;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "fma_x   = fa;");
    emit_line(e, "fma_y   = fb;");
    emit_line(e, "fma_z   = fc;");
    emit_line(e, "fma_mad = 1'b1;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_ADD_F32:    begin fma_y = FpOne; fma_z = fb; fma_mad = 1'b0; end");
    emit_line(e, "OP_V_SUB_F32:    begin fma_y = FpOne; fma_z = fb ^ SignBit; fma_mad = 1'b0; end");
    emit_line(e, "OP_V_SUBREV_F32: begin fma_x = fb; fma_y = FpOne; fma_z = fa ^ SignBit; fma_mad = 1'b0; end");
    emit_line(e, "OP_V_MUL_F32:    begin fma_z = FpNegZero; fma_mad = 1'b0; end");
    emit_line(e, "OP_V_FMA_F32:    fma_mad = 1'b0;");
    emit_line(e, "OP_V_MADMK_F32:  begin fma_y = fc; fma_z = fb; end");
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire [DwWidth-1:0] fma_r;");
    emit_line(e, "pws_fp32_fma u_fma (");
    emit_push(e);
    emit_line(e, ".a_i      (fma_x),");
    emit_line(e, ".b_i      (fma_y),");
    emit_line(e, ".c_i      (fma_z),");
    emit_line(e, ".mad_i    (fma_mad),");
    emit_line(e, ".denorm_i (denorm_i),");
    emit_line(e, ".y_o      (fma_r)");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// Three comparators: src0 vs src1 (VOPC, med3), src0 vs src2 and src1 vs src2 (med3).");
    emit_line(e, "wire cab_lt, cab_eq, cab_gt, cab_un, cac_lt, cac_eq, cac_gt, cac_un;");
    emit_line(e, "wire cbc_lt, cbc_eq, cbc_gt, cbc_un;");
    emit_line(e, "wire [ClassWidth-1:0] class_a, unused_class_ac, unused_class_bc;");
    emit_line(e, "pws_fp32_cmp u_cmp_ab (");
    emit_push(e);
    emit_line(e, ".a_i(fa), .b_i(fb), .denorm_i(denorm_i),");
    emit_line(e, ".lt_o(cab_lt), .eq_o(cab_eq), .gt_o(cab_gt), .un_o(cab_un), .class_o(class_a)");
    emit_pop(e);
    emit_line(e, ");");
    emit_line(e, "pws_fp32_cmp u_cmp_ac (");
    emit_push(e);
    emit_line(e, ".a_i(fa), .b_i(fc), .denorm_i(denorm_i),");
    emit_line(e, ".lt_o(cac_lt), .eq_o(cac_eq), .gt_o(cac_gt), .un_o(cac_un), .class_o(unused_class_ac)");
    emit_pop(e);
    emit_line(e, ");");
    emit_line(e, "pws_fp32_cmp u_cmp_bc (");
    emit_push(e);
    emit_line(e, ".a_i(fb), .b_i(fc), .denorm_i(denorm_i),");
    emit_line(e, ".lt_o(cbc_lt), .eq_o(cbc_eq), .gt_o(cbc_gt), .un_o(cbc_un), .class_o(unused_class_bc)");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// min/max: mm0 = op(x0, y0), mm1 = op(mm0, src2) for min3/max3 and med3's NaN case.");
    emit_line(e, "// fp32_med3 without NaN is max of the two operands other than the (IEEE) largest one:");
    emit_line(e, "// a >= b and a >= c (IEEE, -0 == +0) is exactly \"max3 == a\" of the GCN3 pseudocode.");
    emit_line(e, "wire med_nan = cab_un || cac_un || cbc_un;   // some operand is NaN (after the input flush)");
    emit_line(e, "wire a_is_max = !cab_lt && !cac_lt;");
    emit_line(e, "wire b_is_max = !cab_gt && !cbc_lt;");
    emit_line(e, "reg  [DwWidth-1:0] mm0_x, mm0_y;");
    emit_line(e, "reg  mm0_max, mm1_max;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "mm0_x   = fa;");
    emit_line(e, "mm0_y   = fb;");
    emit_line(e, "mm0_max = 1'b0;");
    emit_line(e, "mm1_max = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_MAX_F32, OP_V_MAX3_F32: begin");
    emit_push(e);
    emit_line(e, "mm0_max = 1'b1;");
    emit_line(e, "mm1_max = 1'b1;");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "OP_V_MED3_F32:");
    emit_push(e);
    emit_line(e, "if (!med_nan) begin");
    emit_push(e);
    emit_line(e, "mm0_max = 1'b1;");
    emit_line(e, "if (a_is_max) mm0_x = fc;        // max(b, c)");
    emit_line(e, "else if (b_is_max) mm0_y = fc;   // max(a, c)");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire [DwWidth-1:0] mm0_y_o, mm1_y_o;");
    emit_line(e, "pws_fp32_minmax u_mm0 (");
    emit_push(e);
    emit_line(e, ".a_i(mm0_x), .b_i(mm0_y), .max_i(mm0_max), .denorm_i(denorm_i), .y_o(mm0_y_o)");
    emit_pop(e);
    emit_line(e, ");");
    emit_line(e, "pws_fp32_minmax u_mm1 (");
    emit_push(e);
    emit_line(e, ".a_i(mm0_y_o), .b_i(fc), .max_i(mm1_max), .denorm_i(denorm_i), .y_o(mm1_y_o)");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// conversions and rounding");
    emit_line(e, "reg  [CvtOpWidth-1:0] cvt_op;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "OP_V_CVT_I32_F32: cvt_op = CvtToI32;");
    emit_line(e, "OP_V_CVT_U32_F32: cvt_op = CvtToU32;");
    emit_line(e, "OP_V_CVT_F32_I32: cvt_op = CvtFromI32;");
    emit_line(e, "OP_V_CVT_F32_U32: cvt_op = CvtFromU32;");
    emit_line(e, "OP_V_FRACT_F32:   cvt_op = CvtFract;");
    emit_line(e, "OP_V_CEIL_F32:    cvt_op = CvtCeil;");
    emit_line(e, "OP_V_RNDNE_F32:   cvt_op = CvtRndne;");
    emit_line(e, "OP_V_FLOOR_F32:   cvt_op = CvtFloor;");
    emit_line(e, "default:          cvt_op = CvtTrunc;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire [DwWidth-1:0] cvt_y;");
    emit_line(e, "pws_fp32_cvt u_cvt (.a_i(fa), .op_i(cvt_op), .denorm_i(denorm_i), .y_o(cvt_y));");
    emit_blank(e);
    emit_line(e, "// division helpers (fdiv.c)");
    emit_line(e, "wire [DwWidth-1:0] rcp_y, dsc_y, dfm_y, dfx_y;");
    emit_line(e, "wire               dsc_vcc;");
    emit_line(e, "pws_fp32_rcp u_rcp (.a_i(fa), .denorm_i(denorm_i), .y_o(rcp_y));");
    emit_line(e, "pws_fp32_div_scale u_div_scale (");
    emit_push(e);
    emit_line(e, ".s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dsc_y), .vcc_o(dsc_vcc)");
    emit_pop(e);
    emit_line(e, ");");
    emit_line(e, "pws_fp32_div_fmas u_div_fmas (");
    emit_push(e);
    emit_line(e, ".s0_i(fa), .s1_i(fb), .s2_i(fc), .vcc_i(carry_i), .denorm_i(denorm_i), .y_o(dfm_y)");
    emit_pop(e);
    emit_line(e, ");");
    emit_line(e, "pws_fp32_div_fixup u_div_fixup (");
    emit_push(e);
    emit_line(e, ".s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dfx_y)");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
}

/* The FP compare arms of the condition decode (inside its case). */
static void emit_fp_compare_arms(emit_ctx *e)
{
    emit_line(e, "OP_V_CMP_F_F32,   OP_V_CMPX_F_F32:   cond = CondF;");
    emit_line(e, "OP_V_CMP_LT_F32,  OP_V_CMPX_LT_F32:  cond = CondLt;");
    emit_line(e, "OP_V_CMP_EQ_F32,  OP_V_CMPX_EQ_F32:  cond = CondEq;");
    emit_line(e, "OP_V_CMP_LE_F32,  OP_V_CMPX_LE_F32:  cond = CondLe;");
    emit_line(e, "OP_V_CMP_GT_F32,  OP_V_CMPX_GT_F32:  cond = CondGt;");
    emit_line(e, "OP_V_CMP_LG_F32,  OP_V_CMPX_LG_F32:  cond = CondLg;");
    emit_line(e, "OP_V_CMP_GE_F32,  OP_V_CMPX_GE_F32:  cond = CondGe;");
    emit_line(e, "OP_V_CMP_O_F32,   OP_V_CMPX_O_F32:   cond = CondO;");
    emit_line(e, "OP_V_CMP_U_F32,   OP_V_CMPX_U_F32:   cond = CondU;");
    emit_line(e, "OP_V_CMP_NGE_F32, OP_V_CMPX_NGE_F32: cond = CondNge;");
    emit_line(e, "OP_V_CMP_NLG_F32, OP_V_CMPX_NLG_F32: cond = CondNlg;");
    emit_line(e, "OP_V_CMP_NGT_F32, OP_V_CMPX_NGT_F32: cond = CondNgt;");
    emit_line(e, "OP_V_CMP_NLE_F32, OP_V_CMPX_NLE_F32: cond = CondNle;");
    emit_line(e, "OP_V_CMP_NEQ_F32, OP_V_CMPX_NEQ_F32: cond = CondNeq;");
    emit_line(e, "OP_V_CMP_NLT_F32, OP_V_CMPX_NLT_F32: cond = CondNlt;");
    emit_line(e, "OP_V_CMP_TRU_F32, OP_V_CMPX_TRU_F32: cond = CondTru;");
    emit_line(e, "OP_V_CMP_CLASS_F32, OP_V_CMPX_CLASS_F32: cmp_class = 1'b1;");
}

/* VOPC: the condition as a set of relations, integer or (fp) FP. */
static void emit_compares(emit_ctx *e, int fp)
{
    emit_line(e, "// ---- compares -------------------------------------------------------------------------------");
    emit_line(e, "reg [3:0] cond;       // condition as a set of relations");
    emit_line(e, "reg       cmp_kind_s; // signed integer compare");
    emit_line(e, "reg       cmp_kind_u; // unsigned integer compare");
    if (fp)
        emit_line(e, "reg       cmp_class;  // v_cmp_class_f32");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "cond       = CondF;");
    emit_line(e, "cmp_kind_s = 1'b0;");
    emit_line(e, "cmp_kind_u = 1'b0;");
    if (fp)
        emit_line(e, "cmp_class  = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_line(e, "// integer relations are never unordered, so \"t\" (opcode bits 0111) is CondO");
    emit_line(e, "OP_V_CMP_F_I32,  OP_V_CMPX_F_I32:  begin cond = CondF;   cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_LT_I32, OP_V_CMPX_LT_I32: begin cond = CondLt;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_EQ_I32, OP_V_CMPX_EQ_I32: begin cond = CondEq;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_LE_I32, OP_V_CMPX_LE_I32: begin cond = CondLe;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_GT_I32, OP_V_CMPX_GT_I32: begin cond = CondGt;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_NE_I32, OP_V_CMPX_NE_I32: begin cond = CondLg;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_GE_I32, OP_V_CMPX_GE_I32: begin cond = CondGe;  cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_T_I32,  OP_V_CMPX_T_I32:  begin cond = CondO;   cmp_kind_s = 1'b1; end");
    emit_line(e, "OP_V_CMP_F_U32,  OP_V_CMPX_F_U32:  begin cond = CondF;   cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_LT_U32, OP_V_CMPX_LT_U32: begin cond = CondLt;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_EQ_U32, OP_V_CMPX_EQ_U32: begin cond = CondEq;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_LE_U32, OP_V_CMPX_LE_U32: begin cond = CondLe;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_GT_U32, OP_V_CMPX_GT_U32: begin cond = CondGt;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_NE_U32, OP_V_CMPX_NE_U32: begin cond = CondLg;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_GE_U32, OP_V_CMPX_GE_U32: begin cond = CondGe;  cmp_kind_u = 1'b1; end");
    emit_line(e, "OP_V_CMP_T_U32,  OP_V_CMPX_T_U32:  begin cond = CondO;   cmp_kind_u = 1'b1; end");
    if (fp)
        emit_fp_compare_arms(e);
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "reg [3:0] rel;   // the relation of src0 to src1: exactly one bit set");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "rel = 4'b0000;");
    emit_line(e, "if (cmp_kind_s) begin");
    emit_push(e);
    emit_line(e, "rel[RelLt] = $signed(a) < $signed(b);");
    emit_line(e, "rel[RelEq] = a == b;");
    emit_line(e, "rel[RelGt] = $signed(a) > $signed(b);");
    emit_pop(e);
    emit_line(e, "end else if (cmp_kind_u) begin");
    emit_push(e);
    emit_line(e, "rel[RelLt] = a < b;");
    emit_line(e, "rel[RelEq] = a == b;");
    emit_line(e, "rel[RelGt] = a > b;");
    emit_pop(e);
    if (fp) {
        emit_line(e, "end else begin");
        emit_push(e);
        emit_line(e, "rel[RelLt] = cab_lt;");
        emit_line(e, "rel[RelEq] = cab_eq;");
        emit_line(e, "rel[RelGt] = cab_gt;");
        emit_line(e, "rel[RelUn] = cab_un;");
        emit_pop(e);
    }
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "end");
    if (fp)
        emit_line(e, "wire cmp_bit = cmp_class ? |(class_a & b[ClassWidth-1:0]) : |(rel & cond);");
    else
        emit_line(e, "wire cmp_bit = |(rel & cond);");
    emit_blank(e);
}

static void arm(emit_ctx *e, const pws_cfg *c, const char *labels, const char *stmt);

/* The FP32 arms of the result select (inside its case). */
static void emit_fp_result_arms(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "// FP32 arithmetic");
    arm(e, c, "OP_V_ADD_F32, OP_V_SUB_F32, OP_V_SUBREV_F32, OP_V_MUL_F32, OP_V_MAC_F32, "
        "OP_V_MADMK_F32, OP_V_MADAK_F32, OP_V_MAD_F32, OP_V_FMA_F32", "r = fma_r;");
    arm(e, c, "OP_V_MIN_F32, OP_V_MAX_F32", "r = mm0_y_o;");
    arm(e, c, "OP_V_MIN3_F32, OP_V_MAX3_F32", "r = mm1_y_o;");
    arm(e, c, "OP_V_MED3_F32", "r = med_nan ? mm1_y_o : mm0_y_o;");
    arm(e, c, "OP_V_CVT_I32_F32, OP_V_CVT_U32_F32, OP_V_CVT_F32_I32, OP_V_CVT_F32_U32, "
        "OP_V_FRACT_F32, OP_V_TRUNC_F32, OP_V_CEIL_F32, OP_V_RNDNE_F32, OP_V_FLOOR_F32",
        "r = cvt_y;");
    arm(e, c, "OP_V_RCP_F32, OP_V_RCP_IFLAG_F32", "r = rcp_y;");
    arm(e, c, "OP_V_DIV_SCALE_F32", "begin r = dsc_y; wb = 1'b1; rb = dsc_vcc; end");
    arm(e, c, "OP_V_DIV_FMAS_F32", "r = dfm_y;");
    arm(e, c, "OP_V_DIV_FIXUP_F32", "r = dfx_y;");
}

/* One case arm "LABELS: stmt" keeping only the labels (Verilog op names, comma-separated) of
 * ops in c's op subset; no arm at all when none is left (--ops: the decoder never produces
 * them, and yosys then drops the units only they read). Wrapped as every op-list case item
 * (emit_isa_case_items). */
static void arm(emit_ctx *e, const pws_cfg *c, const char *labels, const char *stmt)
{
    /* the compare arm's list is 1.7 KB; a buffer shorter than a list once cut the last FP32
     * cmpx labels off silently (rtl_valu.sh caught it), so a longer list is a loud failure */
    char names[4096];
    isa_op kept[ISA_NUM_OPS];
    size_t len = strlen(labels) + 1, n = 0;
    assert(len <= sizeof names);
    memcpy(names, labels, len);
    for (char *t = strtok(names, ", "); t; t = strtok(NULL, ", ")) {
        char m[64];
        size_t k = 0;
        for (const char *q = t + 3; *q && k + 1 < sizeof m; q++)   /* OP_V_X -> v_x */
            m[k++] = (char)tolower((unsigned char)*q);
        m[k] = '\0';
        isa_op op = isa_lookup(m);
        assert(op != ISA_INVALID);   /* every label is an isa_ops.def row */
        if (pws_cfg_has_op(c, op))
            kept[n++] = op;
    }
    if (n)
        emit_isa_case_items(e, kept, n, stmt);
}

/* The integer, bit and compare arms of the result select (inside its case); the FP compares
 * share the compare arm when fp. */
static void emit_int_result_arms(emit_ctx *e, const pws_cfg *c, int fp)
{
    emit_line(e, "// moves and bits");
    arm(e, c, "OP_V_MOV_B32", "r = a;");
    arm(e, c, "OP_V_NOT_B32", "r = ~a;");
    arm(e, c, "OP_V_BFREV_B32", "r = brev_a;");
    arm(e, c, "OP_V_FFBH_U32", "r = clz_a;");
    arm(e, c, "OP_V_FFBL_B32", "r = ctz_a;");
    arm(e, c, "OP_V_FFBH_I32", "r = clz_i;");
    arm(e, c, "OP_V_CNDMASK_B32", "r = carry_i ? b : a;");
    arm(e, c, "OP_V_AND_B32", "r = a & b;");
    arm(e, c, "OP_V_OR_B32", "r = a | b;");
    arm(e, c, "OP_V_XOR_B32", "r = a ^ b;");
    arm(e, c, "OP_V_BFE_U32", "r = bfe_u;");
    arm(e, c, "OP_V_BFE_I32", "r = bfe_i;");
    arm(e, c, "OP_V_BFI_B32", "r = (a & b) | (~a & c);");
    arm(e, c, "OP_V_ALIGNBIT_B32", "r = align[DwWidth-1:0];");
    arm(e, c, "OP_V_BCNT_U32_B32", "r = b + {{(DwWidth-PcWidth){1'b0}}, pc_all};");
    arm(e, c, "OP_V_MBCNT_LO_U32_B32", "r = b + {{(DwWidth-PcWidth){1'b0}}, pc_lo};");
    arm(e, c, "OP_V_MBCNT_HI_U32_B32", "r = b + {{(DwWidth-PcWidth){1'b0}}, pc_hi};");
    emit_line(e, "// shifts: src1 shifted by src0");
    arm(e, c, "OP_V_LSHRREV_B32", "r = b >> sh32;");
    arm(e, c, "OP_V_ASHRREV_I32", "r = $signed(b) >>> sh32;");
    arm(e, c, "OP_V_LSHLREV_B32", "r = b << sh32;");
    arm(e, c, "OP_V_LSHLREV_B64", "begin is64 = 1'b1; r64 = src1_i << sh64; end");
    arm(e, c, "OP_V_LSHRREV_B64", "begin is64 = 1'b1; r64 = src1_i >> sh64; end");
    arm(e, c, "OP_V_ASHRREV_I64", "begin is64 = 1'b1; r64 = $signed(src1_i) >>> sh64; end");
    emit_line(e, "// integer arithmetic");
    arm(e, c, "OP_V_MUL_I32_I24, OP_V_MUL_U32_U24, OP_V_MUL_LO_U32, OP_V_MUL_LO_I32", "r = prod_lo;");
    arm(e, c, "OP_V_MUL_HI_I32_I24, OP_V_MUL_HI_U32_U24, OP_V_MUL_HI_U32, OP_V_MUL_HI_I32",
        "r = prod_hi;");
    arm(e, c, "OP_V_MAD_I32_I24, OP_V_MAD_U32_U24", "r = prod_lo + c;");
    arm(e, c, "OP_V_MIN_I32", "r = min_s_ab;");
    arm(e, c, "OP_V_MAX_I32", "r = max_s_ab;");
    arm(e, c, "OP_V_MIN_U32", "r = min_u_ab;");
    arm(e, c, "OP_V_MAX_U32", "r = max_u_ab;");
    arm(e, c, "OP_V_MIN3_I32", "r = min3_s;");
    arm(e, c, "OP_V_MAX3_I32", "r = max3_s;");
    arm(e, c, "OP_V_MIN3_U32", "r = min3_u;");
    arm(e, c, "OP_V_MAX3_U32", "r = max3_u;");
    arm(e, c, "OP_V_MED3_I32", "r = med3_s;");
    arm(e, c, "OP_V_MED3_U32", "r = med3_u;");
    arm(e, c, "OP_V_ADD_U32, OP_V_SUB_U32, OP_V_SUBREV_U32, OP_V_ADDC_U32, OP_V_SUBB_U32, "
        "OP_V_SUBBREV_U32", "begin r = as_d; wb = 1'b1; rb = as_cout; end");
    emit_line(e, "// compares: a mask bit only");
    char cmps[4096];
    size_t n = (size_t)snprintf(cmps, sizeof cmps, "%s",
        "OP_V_CMP_F_I32, OP_V_CMP_LT_I32, OP_V_CMP_EQ_I32, OP_V_CMP_LE_I32, OP_V_CMP_GT_I32, "
        "OP_V_CMP_NE_I32, OP_V_CMP_GE_I32, OP_V_CMP_T_I32, "
        "OP_V_CMP_F_U32, OP_V_CMP_LT_U32, OP_V_CMP_EQ_U32, OP_V_CMP_LE_U32, OP_V_CMP_GT_U32, "
        "OP_V_CMP_NE_U32, OP_V_CMP_GE_U32, OP_V_CMP_T_U32, ");
    if (fp)
        n += (size_t)snprintf(cmps + n, sizeof cmps - n, "%s",
            "OP_V_CMP_F_F32, OP_V_CMP_LT_F32, OP_V_CMP_EQ_F32, OP_V_CMP_LE_F32, OP_V_CMP_GT_F32, "
            "OP_V_CMP_LG_F32, OP_V_CMP_GE_F32, OP_V_CMP_O_F32, OP_V_CMP_U_F32, OP_V_CMP_NGE_F32, "
            "OP_V_CMP_NLG_F32, OP_V_CMP_NGT_F32, OP_V_CMP_NLE_F32, OP_V_CMP_NEQ_F32, "
            "OP_V_CMP_NLT_F32, OP_V_CMP_TRU_F32, OP_V_CMP_CLASS_F32, ");
    n += (size_t)snprintf(cmps + n, sizeof cmps - n, "%s",
        "OP_V_CMPX_F_I32, OP_V_CMPX_LT_I32, OP_V_CMPX_EQ_I32, OP_V_CMPX_LE_I32, OP_V_CMPX_GT_I32, "
        "OP_V_CMPX_NE_I32, OP_V_CMPX_GE_I32, OP_V_CMPX_T_I32, "
        "OP_V_CMPX_F_U32, OP_V_CMPX_LT_U32, OP_V_CMPX_EQ_U32, OP_V_CMPX_LE_U32, OP_V_CMPX_GT_U32, "
        "OP_V_CMPX_NE_U32, OP_V_CMPX_GE_U32, OP_V_CMPX_T_U32");
    if (fp)
        snprintf(cmps + n, sizeof cmps - n, "%s",
            ", OP_V_CMPX_F_F32, OP_V_CMPX_LT_F32, OP_V_CMPX_EQ_F32, OP_V_CMPX_LE_F32, "
            "OP_V_CMPX_GT_F32, OP_V_CMPX_LG_F32, OP_V_CMPX_GE_F32, OP_V_CMPX_O_F32, "
            "OP_V_CMPX_U_F32, OP_V_CMPX_NGE_F32, OP_V_CMPX_NLG_F32, OP_V_CMPX_NGT_F32, "
            "OP_V_CMPX_NLE_F32, OP_V_CMPX_NEQ_F32, OP_V_CMPX_NLT_F32, OP_V_CMPX_TRU_F32, "
            "OP_V_CMPX_CLASS_F32");
    arm(e, c, cmps, "begin wd = 1'b0; wb = 1'b1; rb = cmp_bit; end");
    emit_line(e, "// v_nop, the cross-lane ops (wrapper) and anything else: no result");
    emit_line(e, "default: wd = 1'b0;");
}

/* The result select: one case arm per op group; the FP arms only with (fp) FP32 units. */
static void emit_result(emit_ctx *e, const pws_cfg *c, int fp)
{
    emit_line(e, "// ---- result select --------------------------------------------------------------------------");
    emit_line(e, "reg [DwWidth-1:0] r;      // 32-bit result before the output modifiers");
    emit_line(e, "reg [QwWidth-1:0] r64;    // 64-bit shifts");
    emit_line(e, "reg               is64, wd, wb, rb;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "r    = Zero;");
    emit_line(e, "r64  = {QwWidth{1'b0}};");
    emit_line(e, "is64 = 1'b0;");
    emit_line(e, "wd   = 1'b1;");
    emit_line(e, "wb   = 1'b0;");
    emit_line(e, "rb   = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    if (!fp)
        emit_line(e, "// FP32 ops: no arm (--fp32 none), they take the default below");
    else
        emit_fp_result_arms(e, c);
    emit_int_result_arms(e, c, fp);
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
}

/* --fp32 none: the ports straight from the result (no FP result, no output modifiers) and the
 * unused-bits waiver, which now holds the FP-only inputs too. */
static void emit_outputs_int(emit_ctx *e)
{
    emit_line(e, "// ---- outputs: no output modifiers (only FP32 results take omod/clamp) ---------------------");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "d_o          = is64 ? r64 : {{DwWidth{1'b0}}, r};");
    emit_line(e, "bit_o        = rb;");
    emit_line(e, "writes_d_o   = wd;");
    emit_line(e, "writes_bit_o = wb;");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "// upper halves of 32-bit sources, the bits alignbit drops,");
    emit_line(e, "// and the FP modifier and denormal-mode inputs, which only FP32 ops use");
    emit_line(e, "wire unused_bits = &{1'b0, src0_i[QwWidth-1:DwWidth], src2_i[QwWidth-1:DwWidth],");
    emit_line(e, "                     align[QwWidth-1:DwWidth],");
    emit_line(e, "                     neg_i, abs_i, omod_i, denorm_i};");
    emit_blank(e);
}

/* Output modifiers, the ports, the unused-bits waiver. */
static void emit_outputs(emit_ctx *e)
{
    emit_line(e, "// ---- output modifiers: omod then clamp on FP results (fp32_omod_clamp) --------------------");
    emit_line(e, "wire [DwWidth-1:0] omod_y;");
    emit_line(e, "pws_fp32_omod u_omod (");
    emit_push(e);
    emit_line(e, ".a_i(r), .omod_i(fp_result ? omod_i : OMOD_NONE), .clamp_i(fp_result & clamp_i),");
    emit_line(e, ".denorm_i(denorm_i), .y_o(omod_y)");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "d_o          = is64 ? r64 : {{DwWidth{1'b0}}, fp_result ? omod_y : r};");
    emit_line(e, "bit_o        = rb;");
    emit_line(e, "writes_d_o   = wd;");
    emit_line(e, "writes_bit_o = wb;");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "// upper halves of 32-bit sources, the bits alignbit drops");
    emit_line(e, "wire unused_bits = &{1'b0, src0_i[QwWidth-1:DwWidth], src2_i[QwWidth-1:DwWidth],");
    emit_line(e, "                     align[QwWidth-1:DwWidth],");
    emit_line(e, "                   cac_eq, cac_gt, cbc_eq, cbc_gt, unused_class_ac, unused_class_bc};");
    emit_blank(e);
}

/* Everything between the port list and endmodule, at indent 0 (the caller indents it); fp: the
 * lane has FP32 units (--fp32 full). */
/* With an op subset (--ops) the result select reads fewer of the values computed above; this
 * waiver (Verilator skips names matching *unused*) keeps every one of them lint-clean, and
 * yosys removes the logic nothing reads. */
static void emit_subset_waiver(emit_ctx *e, int fp)
{
    emit_line(e, "// --ops: values only the arms of ops outside the subset read");
    emit_line(e, "wire unused_subset = ^{a, b, c, src1_i, carry_i, brev_a, clz_a, ctz_a, clz_i, bfe_u, bfe_i,");
    emit_line(e, "    align, pc_all, pc_lo, pc_hi, sh32, sh64, prod_lo, prod_hi, min_s_ab, max_s_ab,");
    emit_line(e, "    min_u_ab, max_u_ab, min3_s, max3_s, min3_u, max3_u, med3_s, med3_u, as_d, as_cout,");
    if (fp)
        emit_line(e, "    fma_r, mm0_y_o, mm1_y_o, med_nan, cvt_y, rcp_y, dsc_y, dsc_vcc, dfm_y, dfx_y,");
    emit_line(e, "    cmp_bit};");
    emit_blank(e);
}

static void emit_body(emit_ctx *e, const pws_cfg *c, int fp)
{
    emit_constants(e, fp);
    if (fp)
        emit_mod_decode(e);
    emit_sources(e, fp);
    emit_addsub(e);
    emit_mul(e);
    emit_shifts(e);
    emit_int_minmax(e);
    if (fp)
        emit_fp_units(e);
    else
        emit_no_fp_units(e);
    emit_compares(e, fp);
    emit_result(e, c, fp);
    if (c->op_subset)
        emit_subset_waiver(e, fp);
    if (fp)
        emit_outputs(e);
    else
        emit_outputs_int(e);
}

/* emit_isa_body_and_end() callback: this module's body; arg is the pws_cfg. */
static void body_cb(emit_ctx *b, const void *arg)
{
    const pws_cfg *c = arg;
    emit_body(b, c, c->fp32 == PWS_FP32_FULL);
}

/* The cross-lane ops and v_nop: vector ALU ops the VALU wrapper handles (the lane header). */
static int is_wrapper_op(isa_op op)
{
    return op == ISA_v_nop || op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32 ||
           op == ISA_v_writelane_b32;
}

int emit_valu_lane_has(const pws_cfg *c, isa_op op)
{
    if ((unsigned)op >= (unsigned)ISA_NUM_OPS)
        return 0;
    const isa_op_info *i = isa_info(op);
    /* the lane's case arms cover every VOP1/VOP2/VOPC/VOP3 op but the wrapper's (valu_check.c
     * runs each one against the golden model); --fp32 none drops every ISA_CLS_VALU_FP arm */
    int vop = i->fmt == ISA_FMT_VOP1 || i->fmt == ISA_FMT_VOP2 || i->fmt == ISA_FMT_VOPC ||
              i->fmt == ISA_FMT_VOP3A || i->fmt == ISA_FMT_VOP3B;
    if (!vop || is_wrapper_op(op))
        return 0;
    return pws_cfg_has_op(c, op) && (c->fp32 == PWS_FP32_FULL || i->cls != ISA_CLS_VALU_FP);
}

int emit_valu_lane(emit_ctx *e, const pws_cfg *c)
{
    int fp = c->fp32 == PWS_FP32_FULL;
    emit_header(e, "docs/valu.md, docs/exec.md \"Vector ALU\"",
                fp ? "One lane of the vector ALU: every lane-local VOP1/VOP2/VOPC/VOP3 op."
                   : "One lane of the vector ALU without FP32 units (--fp32 none): every lane-local "
                     "integer VOP op.", c);
    emit_line(e, "// Latency: combinational. Spec: docs/exec.md \"Vector ALU\", docs/valu.md; the definition is");
    emit_line(e, "// golden/exec_valu.c (+ alu.c, fp32.c, fdiv.c), which tests/rtl/valu_check.c runs against this");
    emit_line(e, "// module op by op.");
    emit_line(e, "//");
    emit_line(e, "// The VALU is SimdWidth copies of this module. The wrapper around them does everything that is");
    emit_line(e, "// not lane-local and hands each lane plain values:");
    emit_line(e, "//   - operand fetch: VGPR / SGPR / inline constant / literal values of src0..src2 (64-bit sources");
    emit_line(e, "//     in both halves, 32-bit ones in the low dword); for v_mac_f32 src2_i is the OLD value of the");
    emit_line(e, "//     destination VGPR; for v_madmk_f32 / v_madak_f32 src2_i is the literal K;");
    emit_line(e, "//   - carry_i, the lane's bit of the mask operand: the carry-in of v_addc/v_subb/v_subbrev");
    emit_line(e, "//     (VCC in the e32 form, the src2 SGPR pair in e64), the select of v_cndmask_b32, and VCC for");
    emit_line(e, "//     v_div_fmas_f32 (implicit in both forms);");
    emit_line(e, "//   - the write-back: d_o to the active lanes (EXEC & split mask), bit_o packed into the VCC /");
    emit_line(e, "//     SGPR-pair mask (0 for inactive lanes), and EXEC for v_cmpx_*;");
    emit_line(e, "//   - the cross-lane ops v_readlane_b32, v_readfirstlane_b32 and v_writelane_b32 (they read or");
    emit_line(e, "//     write one chosen lane, not every lane), and v_nop (nothing to compute). They give d_o = 0");
    emit_line(e, "//     and writes_d_o = writes_bit_o = 0 here, like any op this module does not know.");
    emit_line(e, "// Modifiers are applied exactly where exec_valu.c applies them: abs then neg on the sign bit of");
    emit_line(e, "// the sources of ISA_F_FP_MODS ops (not on v_mac_f32's accumulator), omod then clamp on FP");
    emit_line(e, "// results, integer clamp (saturation) on the v_add_u32 family. The decoder rejects every other");
    emit_line(e, "// combination (exec_valu.c reports them as unsupported), so the lane ignores them there.");
    if (!fp) {
        emit_line(e, "// --fp32 none: no FP32 units. The FP32 ops (ISA_CLS_VALU_FP) give d_o = 0 and");
        emit_line(e, "// writes_d_o = writes_bit_o = 0 like an unknown op; the compute unit refuses kernels that");
        emit_line(e, "// contain one, naming the PC and mnemonic (docs/valu.md \"Integer-only lanes\").");
    }
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_ports(e, c);
    emit_push(e);
    /* The body goes to memory first: the op ids it names are declared before it. */
    return emit_isa_body_and_end(e, body_cb, c);
}
