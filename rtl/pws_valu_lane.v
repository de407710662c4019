// pws_valu_lane.v -- one lane of the vector ALU: every lane-local VOP1/VOP2/VOPC/VOP3 op.
// Latency: combinational. Spec: docs/exec.md "Vector ALU", docs/valu.md; the definition is
// golden/exec_valu.c (+ alu.c, fp32.c, fdiv.c), which tests/rtl/valu_check.c runs against this
// module op by op.
//
// The VALU is SimdWidth copies of this module. The wrapper around them does everything that is
// not lane-local and hands each lane plain values:
//   - operand fetch: VGPR / SGPR / inline constant / literal values of src0..src2 (64-bit sources
//     in both halves, 32-bit ones in the low dword); for v_mac_f32 src2_i is the OLD value of the
//     destination VGPR; for v_madmk_f32 / v_madak_f32 src2_i is the literal K;
//   - carry_i, the lane's bit of the mask operand: the carry-in of v_addc/v_subb/v_subbrev
//     (VCC in the e32 form, the src2 SGPR pair in e64), the select of v_cndmask_b32, and VCC for
//     v_div_fmas_f32 (implicit in both forms);
//   - the write-back: d_o to the active lanes (EXEC & split mask), bit_o packed into the VCC /
//     SGPR-pair mask (0 for inactive lanes), and EXEC for v_cmpx_*;
//   - the cross-lane ops v_readlane_b32, v_readfirstlane_b32 and v_writelane_b32 (they read or
//     write one chosen lane, not every lane), and v_nop (nothing to compute). They give d_o = 0
//     and writes_d_o = writes_bit_o = 0 here, like any op this module does not know.
// Modifiers are applied exactly where exec_valu.c applies them: abs then neg on the sign bit of
// the sources of ISA_F_FP_MODS ops (not on v_mac_f32's accumulator), omod then clamp on FP
// results, integer clamp (saturation) on the v_add_u32 family. The decoder rejects every other
// combination (exec_valu.c reports them as unsupported), so the lane ignores them there.
`default_nettype none

// The port list is in the Verilog-2005 non-ANSI style on purpose: op_i's width is OpWidth of
// pws_isa.vh, and a localparam of an included file can only be used after the include, inside
// the module body.
module pws_valu_lane #(
  parameter LaneIdxWidth = 6    // log2(wavefront size): lane_i feeds v_mbcnt's thread mask
) (
  op_i, src0_i, src1_i, src2_i, neg_i, abs_i, clamp_i, omod_i, carry_i, denorm_i, lane_i,
  d_o, bit_o, writes_d_o, writes_bit_o
);

  `include "pws_isa.vh"

  input  wire [OpWidth-1:0]      op_i;         // OP_* of pws_isa.vh (isa_op enum order)
  input  wire [63:0]             src0_i;
  input  wire [63:0]             src1_i;
  input  wire [63:0]             src2_i;
  input  wire [2:0]              neg_i;        // VOP3 input modifiers, bit i on source i
  input  wire [2:0]              abs_i;
  input  wire                    clamp_i;      // VOP3 output modifiers
  input  wire [1:0]              omod_i;       // OMOD_NONE, OMOD_MUL2, OMOD_MUL4, OMOD_DIV2
  input  wire                    carry_i;      // the lane's carry-in / select / VCC bit
  input  wire [1:0]              denorm_i;     // MODE.FP_DENORM (MODE[5:4])
  input  wire [LaneIdxWidth-1:0] lane_i;       // this lane's index in the wavefront
  output reg  [63:0]             d_o;          // result; [63:32] = 0 for a 32-bit result
  output reg                     bit_o;        // carry/borrow, compare bit, div_scale flag
  output reg                     writes_d_o;   // the op writes a VGPR result
  output reg                     writes_bit_o; // the op writes a lane mask bit

  localparam DwWidth   = 32;                  // one dword
  localparam QwWidth   = 2 * DwWidth;         // a 64-bit operand
  localparam ShWidth   = 5;                   // shift amount of a 32-bit value
  localparam Sh64Width = 6;                   // shift amount of a 64-bit value
  localparam PcWidth   = ShWidth + 1;         // a population count of 32 bits (0..32)
  localparam MulWidth  = DwWidth + 1;         // multiplier operand: 32 bits + sign extension
  localparam I24Width  = 24;                  // v_mul_*_i24 / u24 operand bits
  localparam ClassWidth = 10;                 // v_cmp_class_f32 class bits
  localparam [DwWidth-1:0] SignBit  = {1'b1, {(DwWidth-1){1'b0}}};
  localparam [DwWidth-1:0] AllOnes  = {DwWidth{1'b1}};
  localparam [DwWidth-1:0] Zero     = {DwWidth{1'b0}};
  localparam [DwWidth-1:0] NotFound = {DwWidth{1'b1}};   // ffbh/ffbl: -1 when no bit is found
  localparam [QwWidth-1:0] QwOnes   = {QwWidth{1'b1}};
  localparam [DwWidth-1:0] FpOne     = 32'h3f80_0000;                  // 1.0
  localparam [DwWidth-1:0] FpNegZero = SignBit;                        // -0.0
  // Compare conditions as sets of relations (docs/exec.md "Compares"): the lane's bit is 1
  // when the relation of src0 to src1 is in the set.
  localparam RelLt = 0, RelEq = 1, RelGt = 2, RelUn = 3;
  localparam [3:0] CondF   = 4'b0000, CondLt  = 4'b0001, CondEq  = 4'b0010, CondLe  = 4'b0011,
                   CondGt  = 4'b0100, CondLg  = 4'b0101, CondGe  = 4'b0110, CondO   = 4'b0111,
                   CondU   = 4'b1000, CondNge = 4'b1001, CondNlg = 4'b1010, CondNgt = 4'b1011,
                   CondNle = 4'b1100, CondNeq = 4'b1101, CondNlt = 4'b1110, CondTru = 4'b1111;
  // op_i encoding of pws_fp32_cvt: a copy of its Op* localparams (Verilog-2005 cannot import
  // them); tests/rtl/valu_check.c runs every conversion, so a drift shows up there.
  localparam CvtOpWidth = 4;
  localparam [CvtOpWidth-1:0] CvtFromI32 = 4'd0, CvtFromU32 = 4'd1, CvtToI32 = 4'd2,
                              CvtToU32 = 4'd3, CvtTrunc = 4'd4, CvtFloor = 4'd5,
                              CvtCeil = 4'd6, CvtRndne = 4'd7, CvtFract = 4'd8;

  // ---- bit-counting helpers (alu.c) ---------------------------------------------------------
  function [PcWidth-1:0] popcount32;
    input [DwWidth-1:0] x;
    integer i;
    begin
      popcount32 = {PcWidth{1'b0}};
      for (i = 0; i < DwWidth; i = i + 1)
        popcount32 = popcount32 + {{(PcWidth-1){1'b0}}, x[i]};
    end
  endfunction

  // Leading zeros from bit 31, or -1 for 0 (alu_flbit_u32).
  function [DwWidth-1:0] clz32;
    input [DwWidth-1:0] x;
    integer i;
    begin
      clz32 = NotFound;
      for (i = 0; i < DwWidth; i = i + 1)   // the highest set bit wins: scan upwards
        if (x[i])
          clz32 = DwWidth - 1 - i;
    end
  endfunction

  // Index of the lowest set bit, or -1 for 0 (alu_ff1_32).
  function [DwWidth-1:0] ctz32;
    input [DwWidth-1:0] x;
    integer i;
    begin
      ctz32 = NotFound;
      for (i = DwWidth - 1; i >= 0; i = i - 1)   // the lowest set bit wins: scan downwards
        if (x[i])
          ctz32 = i;
    end
  endfunction

  function [DwWidth-1:0] brev32;
    input [DwWidth-1:0] x;
    integer i;
    begin
      for (i = 0; i < DwWidth; i = i + 1)
        brev32[i] = x[DwWidth - 1 - i];
    end
  endfunction

  // ---- decode: which modifiers the op takes (exec_valu.c) -----------------------------------
  reg fp_mods;     // ISA_F_FP_MODS: abs/neg on its sources
  reg fp_result;   // an FP result: omod/clamp through pws_fp32_omod
  always @* begin
    fp_mods   = 1'b0;
    fp_result = 1'b0;
    case (op_i)
      OP_V_ADD_F32, OP_V_SUB_F32, OP_V_SUBREV_F32, OP_V_MUL_F32, OP_V_MIN_F32, OP_V_MAX_F32,
      OP_V_MAC_F32, OP_V_MAD_F32, OP_V_FMA_F32, OP_V_MIN3_F32, OP_V_MAX3_F32, OP_V_MED3_F32,
      OP_V_FRACT_F32, OP_V_TRUNC_F32, OP_V_CEIL_F32, OP_V_RNDNE_F32, OP_V_FLOOR_F32,
      OP_V_RCP_F32, OP_V_RCP_IFLAG_F32, OP_V_DIV_FIXUP_F32, OP_V_DIV_FMAS_F32,
      OP_V_DIV_SCALE_F32: begin
        fp_mods   = 1'b1;
        fp_result = 1'b1;
      end
      OP_V_MADMK_F32, OP_V_MADAK_F32, OP_V_CVT_F32_I32, OP_V_CVT_F32_U32:
        fp_result = 1'b1;   // FP results, but no VOP3 form with modifiers
      OP_V_CVT_I32_F32, OP_V_CVT_U32_F32,
      OP_V_CMP_F_F32, OP_V_CMP_LT_F32, OP_V_CMP_EQ_F32, OP_V_CMP_LE_F32, OP_V_CMP_GT_F32,
      OP_V_CMP_LG_F32, OP_V_CMP_GE_F32, OP_V_CMP_O_F32, OP_V_CMP_U_F32, OP_V_CMP_NGE_F32,
      OP_V_CMP_NLG_F32, OP_V_CMP_NGT_F32, OP_V_CMP_NLE_F32, OP_V_CMP_NEQ_F32,
      OP_V_CMP_NLT_F32, OP_V_CMP_TRU_F32, OP_V_CMP_CLASS_F32,
      OP_V_CMPX_F_F32, OP_V_CMPX_LT_F32, OP_V_CMPX_EQ_F32, OP_V_CMPX_LE_F32, OP_V_CMPX_GT_F32,
      OP_V_CMPX_LG_F32, OP_V_CMPX_GE_F32, OP_V_CMPX_O_F32, OP_V_CMPX_U_F32, OP_V_CMPX_NGE_F32,
      OP_V_CMPX_NLG_F32, OP_V_CMPX_NGT_F32, OP_V_CMPX_NLE_F32, OP_V_CMPX_NEQ_F32,
      OP_V_CMPX_NLT_F32, OP_V_CMPX_TRU_F32, OP_V_CMPX_CLASS_F32:
        fp_mods = 1'b1;     // integer (or mask) results: no output modifiers
      default: ;
    endcase
  end

  // ---- sources ------------------------------------------------------------------------------
  // Input modifiers: -|x| on the sign bit. v_mac_f32's accumulator (src2_i) is the old
  // destination, never modified: exec_valu.c does not fetch it as a source.
  wire       is_mac   = (op_i == OP_V_MAC_F32);
  wire [2:0] abs_mask = fp_mods ? {abs_i[2] & !is_mac, abs_i[1:0]} : 3'b000;
  wire [2:0] neg_mask = fp_mods ? {neg_i[2] & !is_mac, neg_i[1:0]} : 3'b000;

  wire [DwWidth-1:0] a = src0_i[DwWidth-1:0];
  wire [DwWidth-1:0] b = src1_i[DwWidth-1:0];
  wire [DwWidth-1:0] c = src2_i[DwWidth-1:0];
  wire [DwWidth-1:0] fa = (a & ~(abs_mask[0] ? SignBit : Zero)) ^ (neg_mask[0] ? SignBit : Zero);
  wire [DwWidth-1:0] fb = (b & ~(abs_mask[1] ? SignBit : Zero)) ^ (neg_mask[1] ? SignBit : Zero);
  wire [DwWidth-1:0] fc = (c & ~(abs_mask[2] ? SignBit : Zero)) ^ (neg_mask[2] ? SignBit : Zero);

  // ---- integer add/sub with carry (carry_op in exec_valu.c) --------------------------------
  reg is_sub, is_rev, use_cin;
  always @* begin
    is_sub  = 1'b0;
    is_rev  = 1'b0;
    use_cin = 1'b0;
    case (op_i)
      OP_V_ADDC_U32:    use_cin = 1'b1;
      OP_V_SUB_U32:     is_sub = 1'b1;
      OP_V_SUBB_U32:    begin is_sub = 1'b1; use_cin = 1'b1; end
      OP_V_SUBREV_U32:  begin is_sub = 1'b1; is_rev = 1'b1; end
      OP_V_SUBBREV_U32: begin is_sub = 1'b1; is_rev = 1'b1; use_cin = 1'b1; end
      default: ;
    endcase
  end
  wire [DwWidth-1:0] as_x = is_rev ? b : a;
  wire [DwWidth-1:0] as_y = is_rev ? a : b;
  wire [DwWidth:0]   as_cin = {{DwWidth{1'b0}}, use_cin & carry_i};
  // 33 bits: bit 32 of a sum is the carry; of a difference (>= -2^32) it is the borrow.
  wire [DwWidth:0]   as_t = is_sub ? {1'b0, as_x} - {1'b0, as_y} - as_cin
                                   : {1'b0, as_x} + {1'b0, as_y} + as_cin;
  wire               as_cout = as_t[DwWidth];
  // clamp: all ones on a carry, 0 on a borrow; the carry-out stays unclamped
  wire [DwWidth-1:0] as_d = (clamp_i && as_cout) ? (is_sub ? Zero : AllOnes)
                                                 : as_t[DwWidth-1:0];

  // ---- integer multiplies: one 33 x 33 signed multiplier --------------------------------------
  reg mul_signed, mul_24;
  always @* begin
    mul_signed = 1'b0;
    mul_24     = 1'b0;
    case (op_i)
      OP_V_MUL_I32_I24, OP_V_MUL_HI_I32_I24, OP_V_MAD_I32_I24: begin
        mul_signed = 1'b1;
        mul_24     = 1'b1;
      end
      OP_V_MUL_U32_U24, OP_V_MUL_HI_U32_U24, OP_V_MAD_U32_U24: mul_24 = 1'b1;
      OP_V_MUL_HI_I32: mul_signed = 1'b1;
      default: ;
    endcase
  end
  // 24-bit ops take a[23:0] sign- or zero-extended; 32-bit ops the whole dword.
  wire [DwWidth-1:0] m24_a = mul_24 ? {{(DwWidth-I24Width){mul_signed & a[I24Width-1]}},
                                       a[I24Width-1:0]} : a;
  wire [DwWidth-1:0] m24_b = mul_24 ? {{(DwWidth-I24Width){mul_signed & b[I24Width-1]}},
                                       b[I24Width-1:0]} : b;
  wire signed [MulWidth-1:0]   mul_x = {mul_signed & m24_a[DwWidth-1], m24_a};
  wire signed [MulWidth-1:0]   mul_y = {mul_signed & m24_b[DwWidth-1], m24_b};
  wire signed [2*MulWidth-1:0] prod  = mul_x * mul_y;
  wire [DwWidth-1:0] prod_lo = prod[DwWidth-1:0];
  wire [DwWidth-1:0] prod_hi = prod[QwWidth-1:DwWidth];

  // ---- shifts, bit fields ---------------------------------------------------------------------
  wire [ShWidth-1:0]   sh32 = a[ShWidth-1:0];           // *rev: the amount is src0
  wire [Sh64Width-1:0] sh64 = a[Sh64Width-1:0];
  wire [ShWidth-1:0]   bf_off = b[ShWidth-1:0];
  wire [ShWidth-1:0]   bf_w   = c[ShWidth-1:0];
  wire [ShWidth:0]     bf_pad = DwWidth - {1'b0, bf_w};  // bits above the field (1..32)
  wire [DwWidth-1:0]   bfe_u  = (a >> bf_off) & ~(AllOnes << bf_w);
  wire [DwWidth-1:0]   bfe_sh = $signed(a) >>> bf_off;   // a field past bit 31 sees the sign
  wire [DwWidth-1:0]   bfe_up = bfe_sh << bf_pad;
  // a separate assignment keeps the shift signed (inside ?: with Zero it would be logical)
  wire [DwWidth-1:0]   bfe_ext = $signed(bfe_up) >>> bf_pad;
  wire [DwWidth-1:0]   bfe_i  = (bf_w == {ShWidth{1'b0}}) ? Zero : bfe_ext;
  wire [QwWidth-1:0]   align  = {a, b} >> c[ShWidth-1:0];
  wire [QwWidth-1:0]   thread_mask = ~(QwOnes << lane_i);   // lanes below this one

  // ---- integer min/max/med3 -------------------------------------------------------------------
  wire a_lt_b_s = $signed(a) < $signed(b);
  wire a_lt_b_u = a < b;
  wire [DwWidth-1:0] min_s_ab = a_lt_b_s ? a : b;
  wire [DwWidth-1:0] max_s_ab = a_lt_b_s ? b : a;
  wire [DwWidth-1:0] min_u_ab = a_lt_b_u ? a : b;
  wire [DwWidth-1:0] max_u_ab = a_lt_b_u ? b : a;
  wire [DwWidth-1:0] min3_s = ($signed(min_s_ab) < $signed(c)) ? min_s_ab : c;
  wire [DwWidth-1:0] max3_s = ($signed(max_s_ab) > $signed(c)) ? max_s_ab : c;
  wire [DwWidth-1:0] min3_u = (min_u_ab < c) ? min_u_ab : c;
  wire [DwWidth-1:0] max3_u = (max_u_ab > c) ? max_u_ab : c;
  // median = max(lo, min(hi, c)) (alu_med3_*)
  wire [DwWidth-1:0] med_s_m = ($signed(max_s_ab) < $signed(c)) ? max_s_ab : c;
  wire [DwWidth-1:0] med3_s  = ($signed(min_s_ab) > $signed(med_s_m)) ? min_s_ab : med_s_m;
  wire [DwWidth-1:0] med_u_m = (max_u_ab < c) ? max_u_ab : c;
  wire [DwWidth-1:0] med3_u  = (min_u_ab > med_u_m) ? min_u_ab : med_u_m;

  // population counts: v_bcnt on src0, v_mbcnt on src0 & the thread mask half
  wire [PcWidth-1:0] pc_all = popcount32(a);
  wire [PcWidth-1:0] pc_lo  = popcount32(a & thread_mask[DwWidth-1:0]);
  wire [PcWidth-1:0] pc_hi  = popcount32(a & thread_mask[QwWidth-1:DwWidth]);
  wire [DwWidth-1:0] ffbh_i_src = a[DwWidth-1] ? ~a : a;

  // ---- FP32 units (combinational; each mirrors a golden/fp32.c or fdiv.c function) -----------
  // One pws_fp32_fma serves every add, multiply and multiply-add (a separate pws_fp32_add and
  // pws_fp32_mul would cost about 13 000 more cells): with one rounding and the same flushes,
  //   fp32_add(x, y) = fp32_fma(x, 1.0, y)   fp32_sub(x, y) = fp32_add(x, y ^ sign)
  //   fp32_mul(x, y) = fp32_fma(x, y, -0)    (x * y + -0 keeps the sign of a zero product)
  // bit for bit, NaNs, signed zeros and every denormal mode included (docs/valu.md).
  // mad_i selects fp32_mad (mac/madmk/madak/mad); madmk is src0 * K + src1, K in src2.
  reg [DwWidth-1:0] fma_x, fma_y, fma_z;
  reg               fma_mad;
  always @* begin
    fma_x   = fa;
    fma_y   = fb;
    fma_z   = fc;
    fma_mad = 1'b1;
    case (op_i)
      OP_V_ADD_F32:    begin fma_y = FpOne; fma_z = fb; fma_mad = 1'b0; end
      OP_V_SUB_F32:    begin fma_y = FpOne; fma_z = fb ^ SignBit; fma_mad = 1'b0; end
      OP_V_SUBREV_F32: begin fma_x = fb; fma_y = FpOne; fma_z = fa ^ SignBit; fma_mad = 1'b0; end
      OP_V_MUL_F32:    begin fma_z = FpNegZero; fma_mad = 1'b0; end
      OP_V_FMA_F32:    fma_mad = 1'b0;
      OP_V_MADMK_F32:  begin fma_y = fc; fma_z = fb; end
      default: ;
    endcase
  end
  wire [DwWidth-1:0] fma_r;
  pws_fp32_fma u_fma (
    .a_i      (fma_x),
    .b_i      (fma_y),
    .c_i      (fma_z),
    .mad_i    (fma_mad),
    .denorm_i (denorm_i),
    .y_o      (fma_r)
  );

  // Three comparators: src0 vs src1 (VOPC, med3), src0 vs src2 and src1 vs src2 (med3).
  wire cab_lt, cab_eq, cab_gt, cab_un, cac_lt, cac_eq, cac_gt, cac_un;
  wire cbc_lt, cbc_eq, cbc_gt, cbc_un;
  wire [ClassWidth-1:0] class_a, unused_class_ac, unused_class_bc;
  pws_fp32_cmp u_cmp_ab (
    .a_i(fa), .b_i(fb), .denorm_i(denorm_i),
    .lt_o(cab_lt), .eq_o(cab_eq), .gt_o(cab_gt), .un_o(cab_un), .class_o(class_a)
  );
  pws_fp32_cmp u_cmp_ac (
    .a_i(fa), .b_i(fc), .denorm_i(denorm_i),
    .lt_o(cac_lt), .eq_o(cac_eq), .gt_o(cac_gt), .un_o(cac_un), .class_o(unused_class_ac)
  );
  pws_fp32_cmp u_cmp_bc (
    .a_i(fb), .b_i(fc), .denorm_i(denorm_i),
    .lt_o(cbc_lt), .eq_o(cbc_eq), .gt_o(cbc_gt), .un_o(cbc_un), .class_o(unused_class_bc)
  );

  // min/max: mm0 = op(x0, y0), mm1 = op(mm0, src2) for min3/max3 and med3's NaN case.
  // fp32_med3 without NaN is max of the two operands other than the (IEEE) largest one:
  // a >= b and a >= c (IEEE, -0 == +0) is exactly "max3 == a" of the GCN3 pseudocode.
  wire med_nan = cab_un || cac_un || cbc_un;   // some operand is NaN (after the input flush)
  wire a_is_max = !cab_lt && !cac_lt;
  wire b_is_max = !cab_gt && !cbc_lt;
  reg  [DwWidth-1:0] mm0_x, mm0_y;
  reg  mm0_max, mm1_max;
  always @* begin
    mm0_x   = fa;
    mm0_y   = fb;
    mm0_max = 1'b0;
    mm1_max = 1'b0;
    case (op_i)
      OP_V_MAX_F32, OP_V_MAX3_F32: begin
        mm0_max = 1'b1;
        mm1_max = 1'b1;
      end
      OP_V_MED3_F32:
        if (!med_nan) begin
          mm0_max = 1'b1;
          if (a_is_max) mm0_x = fc;        // max(b, c)
          else if (b_is_max) mm0_y = fc;   // max(a, c)
        end
      default: ;
    endcase
  end
  wire [DwWidth-1:0] mm0_y_o, mm1_y_o;
  pws_fp32_minmax u_mm0 (
    .a_i(mm0_x), .b_i(mm0_y), .max_i(mm0_max), .denorm_i(denorm_i), .y_o(mm0_y_o)
  );
  pws_fp32_minmax u_mm1 (
    .a_i(mm0_y_o), .b_i(fc), .max_i(mm1_max), .denorm_i(denorm_i), .y_o(mm1_y_o)
  );

  // conversions and rounding
  reg  [CvtOpWidth-1:0] cvt_op;
  always @* begin
    case (op_i)
      OP_V_CVT_I32_F32: cvt_op = CvtToI32;
      OP_V_CVT_U32_F32: cvt_op = CvtToU32;
      OP_V_CVT_F32_I32: cvt_op = CvtFromI32;
      OP_V_CVT_F32_U32: cvt_op = CvtFromU32;
      OP_V_FRACT_F32:   cvt_op = CvtFract;
      OP_V_CEIL_F32:    cvt_op = CvtCeil;
      OP_V_RNDNE_F32:   cvt_op = CvtRndne;
      OP_V_FLOOR_F32:   cvt_op = CvtFloor;
      default:          cvt_op = CvtTrunc;
    endcase
  end
  wire [DwWidth-1:0] cvt_y;
  pws_fp32_cvt u_cvt (.a_i(fa), .op_i(cvt_op), .denorm_i(denorm_i), .y_o(cvt_y));

  // division helpers (fdiv.c)
  wire [DwWidth-1:0] rcp_y, dsc_y, dfm_y, dfx_y;
  wire               dsc_vcc;
  pws_fp32_rcp u_rcp (.a_i(fa), .denorm_i(denorm_i), .y_o(rcp_y));
  pws_fp32_div_scale u_div_scale (
    .s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dsc_y), .vcc_o(dsc_vcc)
  );
  pws_fp32_div_fmas u_div_fmas (
    .s0_i(fa), .s1_i(fb), .s2_i(fc), .vcc_i(carry_i), .denorm_i(denorm_i), .y_o(dfm_y)
  );
  pws_fp32_div_fixup u_div_fixup (
    .s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dfx_y)
  );

  // ---- compares -------------------------------------------------------------------------------
  reg [3:0] cond;       // condition as a set of relations
  reg       cmp_kind_s; // signed integer compare
  reg       cmp_kind_u; // unsigned integer compare
  reg       cmp_class;  // v_cmp_class_f32
  always @* begin
    cond       = CondF;
    cmp_kind_s = 1'b0;
    cmp_kind_u = 1'b0;
    cmp_class  = 1'b0;
    case (op_i)
      // integer relations are never unordered, so "t" (opcode bits 0111) is CondO
      OP_V_CMP_F_I32,  OP_V_CMPX_F_I32:  begin cond = CondF;   cmp_kind_s = 1'b1; end
      OP_V_CMP_LT_I32, OP_V_CMPX_LT_I32: begin cond = CondLt;  cmp_kind_s = 1'b1; end
      OP_V_CMP_EQ_I32, OP_V_CMPX_EQ_I32: begin cond = CondEq;  cmp_kind_s = 1'b1; end
      OP_V_CMP_LE_I32, OP_V_CMPX_LE_I32: begin cond = CondLe;  cmp_kind_s = 1'b1; end
      OP_V_CMP_GT_I32, OP_V_CMPX_GT_I32: begin cond = CondGt;  cmp_kind_s = 1'b1; end
      OP_V_CMP_NE_I32, OP_V_CMPX_NE_I32: begin cond = CondLg;  cmp_kind_s = 1'b1; end
      OP_V_CMP_GE_I32, OP_V_CMPX_GE_I32: begin cond = CondGe;  cmp_kind_s = 1'b1; end
      OP_V_CMP_T_I32,  OP_V_CMPX_T_I32:  begin cond = CondO;   cmp_kind_s = 1'b1; end
      OP_V_CMP_F_U32,  OP_V_CMPX_F_U32:  begin cond = CondF;   cmp_kind_u = 1'b1; end
      OP_V_CMP_LT_U32, OP_V_CMPX_LT_U32: begin cond = CondLt;  cmp_kind_u = 1'b1; end
      OP_V_CMP_EQ_U32, OP_V_CMPX_EQ_U32: begin cond = CondEq;  cmp_kind_u = 1'b1; end
      OP_V_CMP_LE_U32, OP_V_CMPX_LE_U32: begin cond = CondLe;  cmp_kind_u = 1'b1; end
      OP_V_CMP_GT_U32, OP_V_CMPX_GT_U32: begin cond = CondGt;  cmp_kind_u = 1'b1; end
      OP_V_CMP_NE_U32, OP_V_CMPX_NE_U32: begin cond = CondLg;  cmp_kind_u = 1'b1; end
      OP_V_CMP_GE_U32, OP_V_CMPX_GE_U32: begin cond = CondGe;  cmp_kind_u = 1'b1; end
      OP_V_CMP_T_U32,  OP_V_CMPX_T_U32:  begin cond = CondO;   cmp_kind_u = 1'b1; end
      OP_V_CMP_F_F32,   OP_V_CMPX_F_F32:   cond = CondF;
      OP_V_CMP_LT_F32,  OP_V_CMPX_LT_F32:  cond = CondLt;
      OP_V_CMP_EQ_F32,  OP_V_CMPX_EQ_F32:  cond = CondEq;
      OP_V_CMP_LE_F32,  OP_V_CMPX_LE_F32:  cond = CondLe;
      OP_V_CMP_GT_F32,  OP_V_CMPX_GT_F32:  cond = CondGt;
      OP_V_CMP_LG_F32,  OP_V_CMPX_LG_F32:  cond = CondLg;
      OP_V_CMP_GE_F32,  OP_V_CMPX_GE_F32:  cond = CondGe;
      OP_V_CMP_O_F32,   OP_V_CMPX_O_F32:   cond = CondO;
      OP_V_CMP_U_F32,   OP_V_CMPX_U_F32:   cond = CondU;
      OP_V_CMP_NGE_F32, OP_V_CMPX_NGE_F32: cond = CondNge;
      OP_V_CMP_NLG_F32, OP_V_CMPX_NLG_F32: cond = CondNlg;
      OP_V_CMP_NGT_F32, OP_V_CMPX_NGT_F32: cond = CondNgt;
      OP_V_CMP_NLE_F32, OP_V_CMPX_NLE_F32: cond = CondNle;
      OP_V_CMP_NEQ_F32, OP_V_CMPX_NEQ_F32: cond = CondNeq;
      OP_V_CMP_NLT_F32, OP_V_CMPX_NLT_F32: cond = CondNlt;
      OP_V_CMP_TRU_F32, OP_V_CMPX_TRU_F32: cond = CondTru;
      OP_V_CMP_CLASS_F32, OP_V_CMPX_CLASS_F32: cmp_class = 1'b1;
      default: ;
    endcase
  end
  reg [3:0] rel;   // the relation of src0 to src1: exactly one bit set
  always @* begin
    rel = 4'b0000;
    if (cmp_kind_s) begin
      rel[RelLt] = $signed(a) < $signed(b);
      rel[RelEq] = a == b;
      rel[RelGt] = $signed(a) > $signed(b);
    end else if (cmp_kind_u) begin
      rel[RelLt] = a < b;
      rel[RelEq] = a == b;
      rel[RelGt] = a > b;
    end else begin
      rel[RelLt] = cab_lt;
      rel[RelEq] = cab_eq;
      rel[RelGt] = cab_gt;
      rel[RelUn] = cab_un;
    end
  end
  wire cmp_bit = cmp_class ? |(class_a & b[ClassWidth-1:0]) : |(rel & cond);

  // ---- result select --------------------------------------------------------------------------
  reg [DwWidth-1:0] r;      // 32-bit result before the output modifiers
  reg [QwWidth-1:0] r64;    // 64-bit shifts
  reg               is64, wd, wb, rb;
  always @* begin
    r    = Zero;
    r64  = {QwWidth{1'b0}};
    is64 = 1'b0;
    wd   = 1'b1;
    wb   = 1'b0;
    rb   = 1'b0;
    case (op_i)
      // FP32 arithmetic
      OP_V_ADD_F32, OP_V_SUB_F32, OP_V_SUBREV_F32, OP_V_MUL_F32,
      OP_V_MAC_F32, OP_V_MADMK_F32, OP_V_MADAK_F32, OP_V_MAD_F32, OP_V_FMA_F32: r = fma_r;
      OP_V_MIN_F32, OP_V_MAX_F32: r = mm0_y_o;
      OP_V_MIN3_F32, OP_V_MAX3_F32: r = mm1_y_o;
      OP_V_MED3_F32: r = med_nan ? mm1_y_o : mm0_y_o;
      OP_V_CVT_I32_F32, OP_V_CVT_U32_F32, OP_V_CVT_F32_I32, OP_V_CVT_F32_U32,
      OP_V_FRACT_F32, OP_V_TRUNC_F32, OP_V_CEIL_F32, OP_V_RNDNE_F32, OP_V_FLOOR_F32: r = cvt_y;
      OP_V_RCP_F32, OP_V_RCP_IFLAG_F32: r = rcp_y;
      OP_V_DIV_SCALE_F32: begin r = dsc_y; wb = 1'b1; rb = dsc_vcc; end
      OP_V_DIV_FMAS_F32: r = dfm_y;
      OP_V_DIV_FIXUP_F32: r = dfx_y;
      // moves and bits
      OP_V_MOV_B32: r = a;
      OP_V_NOT_B32: r = ~a;
      OP_V_BFREV_B32: r = brev32(a);
      OP_V_FFBH_U32: r = clz32(a);
      OP_V_FFBL_B32: r = ctz32(a);
      OP_V_FFBH_I32: r = clz32(ffbh_i_src);
      OP_V_CNDMASK_B32: r = carry_i ? b : a;
      OP_V_AND_B32: r = a & b;
      OP_V_OR_B32: r = a | b;
      OP_V_XOR_B32: r = a ^ b;
      OP_V_BFE_U32: r = bfe_u;
      OP_V_BFE_I32: r = bfe_i;
      OP_V_BFI_B32: r = (a & b) | (~a & c);
      OP_V_ALIGNBIT_B32: r = align[DwWidth-1:0];
      OP_V_BCNT_U32_B32: r = b + {{(DwWidth-PcWidth){1'b0}}, pc_all};
      OP_V_MBCNT_LO_U32_B32: r = b + {{(DwWidth-PcWidth){1'b0}}, pc_lo};
      OP_V_MBCNT_HI_U32_B32: r = b + {{(DwWidth-PcWidth){1'b0}}, pc_hi};
      // shifts: src1 shifted by src0
      OP_V_LSHRREV_B32: r = b >> sh32;
      OP_V_ASHRREV_I32: r = $signed(b) >>> sh32;
      OP_V_LSHLREV_B32: r = b << sh32;
      OP_V_LSHLREV_B64: begin is64 = 1'b1; r64 = src1_i << sh64; end
      OP_V_LSHRREV_B64: begin is64 = 1'b1; r64 = src1_i >> sh64; end
      OP_V_ASHRREV_I64: begin is64 = 1'b1; r64 = $signed(src1_i) >>> sh64; end
      // integer arithmetic
      OP_V_MUL_I32_I24, OP_V_MUL_U32_U24, OP_V_MUL_LO_U32, OP_V_MUL_LO_I32: r = prod_lo;
      OP_V_MUL_HI_I32_I24, OP_V_MUL_HI_U32_U24, OP_V_MUL_HI_U32, OP_V_MUL_HI_I32: r = prod_hi;
      OP_V_MAD_I32_I24, OP_V_MAD_U32_U24: r = prod_lo + c;
      OP_V_MIN_I32: r = min_s_ab;
      OP_V_MAX_I32: r = max_s_ab;
      OP_V_MIN_U32: r = min_u_ab;
      OP_V_MAX_U32: r = max_u_ab;
      OP_V_MIN3_I32: r = min3_s;
      OP_V_MAX3_I32: r = max3_s;
      OP_V_MIN3_U32: r = min3_u;
      OP_V_MAX3_U32: r = max3_u;
      OP_V_MED3_I32: r = med3_s;
      OP_V_MED3_U32: r = med3_u;
      OP_V_ADD_U32, OP_V_SUB_U32, OP_V_SUBREV_U32, OP_V_ADDC_U32, OP_V_SUBB_U32,
      OP_V_SUBBREV_U32: begin r = as_d; wb = 1'b1; rb = as_cout; end
      // compares: a mask bit only
      OP_V_CMP_F_I32, OP_V_CMP_LT_I32, OP_V_CMP_EQ_I32, OP_V_CMP_LE_I32, OP_V_CMP_GT_I32,
      OP_V_CMP_NE_I32, OP_V_CMP_GE_I32, OP_V_CMP_T_I32,
      OP_V_CMP_F_U32, OP_V_CMP_LT_U32, OP_V_CMP_EQ_U32, OP_V_CMP_LE_U32, OP_V_CMP_GT_U32,
      OP_V_CMP_NE_U32, OP_V_CMP_GE_U32, OP_V_CMP_T_U32,
      OP_V_CMP_F_F32, OP_V_CMP_LT_F32, OP_V_CMP_EQ_F32, OP_V_CMP_LE_F32, OP_V_CMP_GT_F32,
      OP_V_CMP_LG_F32, OP_V_CMP_GE_F32, OP_V_CMP_O_F32, OP_V_CMP_U_F32, OP_V_CMP_NGE_F32,
      OP_V_CMP_NLG_F32, OP_V_CMP_NGT_F32, OP_V_CMP_NLE_F32, OP_V_CMP_NEQ_F32,
      OP_V_CMP_NLT_F32, OP_V_CMP_TRU_F32, OP_V_CMP_CLASS_F32,
      OP_V_CMPX_F_I32, OP_V_CMPX_LT_I32, OP_V_CMPX_EQ_I32, OP_V_CMPX_LE_I32, OP_V_CMPX_GT_I32,
      OP_V_CMPX_NE_I32, OP_V_CMPX_GE_I32, OP_V_CMPX_T_I32,
      OP_V_CMPX_F_U32, OP_V_CMPX_LT_U32, OP_V_CMPX_EQ_U32, OP_V_CMPX_LE_U32, OP_V_CMPX_GT_U32,
      OP_V_CMPX_NE_U32, OP_V_CMPX_GE_U32, OP_V_CMPX_T_U32,
      OP_V_CMPX_F_F32, OP_V_CMPX_LT_F32, OP_V_CMPX_EQ_F32, OP_V_CMPX_LE_F32, OP_V_CMPX_GT_F32,
      OP_V_CMPX_LG_F32, OP_V_CMPX_GE_F32, OP_V_CMPX_O_F32, OP_V_CMPX_U_F32, OP_V_CMPX_NGE_F32,
      OP_V_CMPX_NLG_F32, OP_V_CMPX_NGT_F32, OP_V_CMPX_NLE_F32, OP_V_CMPX_NEQ_F32,
      OP_V_CMPX_NLT_F32, OP_V_CMPX_TRU_F32, OP_V_CMPX_CLASS_F32: begin
        wd = 1'b0;
        wb = 1'b1;
        rb = cmp_bit;
      end
      // v_nop, the cross-lane ops (wrapper) and anything else: no result
      default: wd = 1'b0;
    endcase
  end

  // ---- output modifiers: omod then clamp on FP results (fp32_omod_clamp) --------------------
  wire [DwWidth-1:0] omod_y;
  pws_fp32_omod u_omod (
    .a_i(r), .omod_i(fp_result ? omod_i : OMOD_NONE), .clamp_i(fp_result & clamp_i),
    .denorm_i(denorm_i), .y_o(omod_y)
  );

  always @* begin
    d_o          = is64 ? r64 : {{DwWidth{1'b0}}, fp_result ? omod_y : r};
    bit_o        = rb;
    writes_d_o   = wd;
    writes_bit_o = wb;
  end

  // upper halves of 32-bit sources, the product's sign extension, the bits alignbit drops
  wire unused_bits = &{1'b0, src0_i[QwWidth-1:DwWidth], src2_i[QwWidth-1:DwWidth],
                       prod[2*MulWidth-1:QwWidth], align[QwWidth-1:DwWidth],
                     cac_eq, cac_gt, cbc_eq, cbc_gt, unused_class_ac, unused_class_bc};

endmodule

`default_nettype wire
