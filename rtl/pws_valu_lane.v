// rtl/pws_valu_lane.v -- one lane of the vector ALU: every lane-local VOP1/VOP2/VOPC/VOP3 op.
// Spec: docs/valu.md, docs/exec.md "Vector ALU"; the definition is golden/exec_valu.c (+ alu.c,
// fp32.c, fdiv.c), which tests/rtl/valu_check.c runs against this module op by op.
//
// Latency: combinational. The lane knows no op ids: the generated pws_valu decodes the op once
// per pass into the controls below (its table, from golden/isa_ops.def and rtl_gen/valu_ctl.c)
// and hands the same controls to its SimdWidth lanes. What the lane computes is chosen by
// res_i, a Res* code; the other controls steer the shared units (the FMA, the min/max pair,
// the converter, the adder, the multiplier, the compare).
//
// The wrapper around the lanes does everything that is not lane-local and hands each lane
// plain values:
//   - operand fetch: VGPR / SGPR / inline constant / literal values of src0..src2 (64-bit sources
//     in both halves, 32-bit ones in the low dword); for v_mac_f32 src2_i is the OLD value of the
//     destination VGPR; for v_madmk_f32 / v_madak_f32 src2_i is the literal K;
//   - carry_i, the lane's bit of the mask operand: the carry-in of v_addc/v_subb/v_subbrev
//     (VCC in the e32 form, the src2 SGPR pair in e64), the select of v_cndmask_b32, and VCC for
//     v_div_fmas_f32 (implicit in both forms);
//   - the write-back: d_o to the active lanes (EXEC & split mask), bit_o packed into the VCC /
//     SGPR-pair mask (0 for inactive lanes), and EXEC for v_cmpx_*;
//   - the cross-lane ops v_readlane_b32, v_readfirstlane_b32 and v_writelane_b32 (they read or
//     write one chosen lane, not every lane), and v_nop: ResNone here, like any op without a
//     lane result (d_o = 0, writes_d_o = writes_bit_o = 0).
// Modifiers are applied exactly where exec_valu.c applies them: abs then neg on the sign bit of
// the sources of ISA_F_FP_MODS ops (fp_mods_i; not on v_mac_f32's accumulator, mac_i), omod then
// clamp on FP results (fp_result_i), integer clamp (saturation) on the v_add_u32 family. The
// decoder rejects every other combination (exec_valu.c reports them as unsupported).
//
// ResMask: bit k set when the decoder can produce Res code k (pws_valu sets it from its table:
// the op subset, --fp32 none). A unit no produced code reads is not instantiated (generate), and
// a case arm's label carries its mask bit, so an arm that cannot be selected never matches and
// synthesis drops it with the logic only it reads (docs/valu.md "Integer-only lanes").
`default_nettype none

module pws_valu_lane #(
  parameter integer LaneIdxWidth = 6,                 // log2(WavefrontSize): v_mbcnt's thread mask
  parameter [63:0]  ResMask      = {64{1'b1}},        // the Res* codes the decoder produces
  parameter integer HasB16       = 1                  // 0: no 16-bit op (b16_i is always 0)
) (
  // controls: the same for every lane of a pass (pws_valu's decode of the op)
  input  wire [5:0]              res_i,        // Res* below: what the lane computes
  input  wire                    fp_mods_i,    // abs/neg apply to the sources (ISA_F_FP_MODS)
  input  wire                    fp_result_i,  // an FP result: omod/clamp through pws_fp32_omod
  input  wire                    mac_i,        // v_mac_f32: src2_i is the accumulator (unmodified)
  input  wire [2:0]              fma_i,        // Fma* below: how the FMA's operands are routed
  input  wire                    max_i,        // ResMinMaxF/ResMinMax3F: max (else min)
  input  wire [3:0]              cvt_i,        // pws_fp32_cvt's op (its Op* localparams)
  input  wire                    as_sub_i,     // ResAddSub: subtract (else add)
  input  wire                    as_rev_i,     // ResAddSub: operands swapped (the *rev ops)
  input  wire                    as_cin_i,     // ResAddSub: carry_i is the carry/borrow in
  input  wire                    mul_signed_i, // ResMul*/ResMad24: signed operands
  input  wire                    mul_24_i,     // ResMul*/ResMad24: 24-bit operands
  input  wire                    b16_i,        // a 16-bit integer op (ISA_F_B16), see below
  input  wire [3:0]              cond_i,       // compares: the relations (Rel* bits) that give 1
  // the lane's operands
  input  wire [63:0]             src0_i,
  input  wire [63:0]             src1_i,
  input  wire [63:0]             src2_i,
  input  wire [2:0]              neg_i,        // VOP3 input modifiers, bit i on source i
  input  wire [2:0]              abs_i,
  input  wire                    clamp_i,      // VOP3 output modifiers
  input  wire [1:0]              omod_i,       // 0 none, 1 *2, 2 *4, 3 /2 (pws_fp32_omod)
  input  wire                    carry_i,      // the lane's carry-in / select / VCC bit
  input  wire [1:0]              denorm_i,     // MODE.FP_DENORM (MODE[5:4])
  input  wire [LaneIdxWidth-1:0] lane_i,       // this lane's index in the wavefront
  output wire [63:0]             d_o,          // result; [63:32] = 0 for a 32-bit result
  output reg                     bit_o,        // carry/borrow, compare bit, div_scale flag
  output reg                     writes_d_o,   // the op writes a VGPR result
  output reg                     writes_bit_o  // the op writes a lane mask bit
);

  // ---- result codes (rtl_gen/valu_ctl.c mirrors them; tests/test_valu.c compares) ------------
  localparam ResWidth = 6;
  localparam [ResWidth-1:0] ResNone = 6'd0;    // no lane result (v_nop, the cross-lane ops)
  // FP32 codes are 1..11, the FP results among them 1..ResLastFpResult
  localparam [ResWidth-1:0] ResFma = 6'd1, ResMinMaxF = 6'd2, ResMinMax3F = 6'd3, ResMed3F = 6'd4,
                            ResCvt = 6'd5, ResRcp = 6'd6, ResDivScale = 6'd7, ResDivFmas = 6'd8,
                            ResDivFixup = 6'd9, ResCmpF = 6'd10, ResClass = 6'd11;
  localparam ResLastFpResult = 9;
  localparam [ResWidth-1:0] ResMov = 6'd12, ResNot = 6'd13, ResBrev = 6'd14, ResFfbhU = 6'd15,
                            ResFfbl = 6'd16, ResFfbhI = 6'd17, ResCndmask = 6'd18, ResAnd = 6'd19,
                            ResOr = 6'd20, ResXor = 6'd21, ResBfeU = 6'd22, ResBfeI = 6'd23,
                            ResBfi = 6'd24, ResAlignbit = 6'd25, ResBcnt = 6'd26,
                            ResMbcntLo = 6'd27, ResMbcntHi = 6'd28;
  localparam [ResWidth-1:0] ResLshr = 6'd29, ResAshr = 6'd30, ResLshl = 6'd31, ResLshl64 = 6'd32,
                            ResLshr64 = 6'd33, ResAshr64 = 6'd34, ResMulLo = 6'd35,
                            ResMulHi = 6'd36, ResMad24 = 6'd37, ResMinI = 6'd38, ResMaxI = 6'd39,
                            ResMinU = 6'd40, ResMaxU = 6'd41, ResMin3I = 6'd42, ResMax3I = 6'd43,
                            ResMin3U = 6'd44, ResMax3U = 6'd45, ResMed3I = 6'd46,
                            ResMed3U = 6'd47, ResAddSub = 6'd48, ResCmpI = 6'd49, ResCmpU = 6'd50,
                            ResMad64 = 6'd51, ResCmpI64 = 6'd52, ResCmpU64 = 6'd53;
  // FMA operand routing (one pws_fp32_fma serves every add, multiply and multiply-add)
  localparam [2:0] FmaMad = 3'd0, FmaFma = 3'd1, FmaAdd = 3'd2, FmaSub = 3'd3, FmaSubrev = 3'd4,
                   FmaMul = 3'd5, FmaMadmk = 3'd6;
  // relations of src0 to src1, the bits of cond_i (docs/exec.md "Compares")
  localparam RelLt = 0, RelEq = 1, RelGt = 2, RelUn = 3;

  localparam DwWidth   = 32;                  // one dword
  localparam QwWidth   = 2 * DwWidth;         // a 64-bit operand
  localparam ShWidth   = 5;                   // shift amount of a 32-bit value
  localparam Sh64Width = 6;                   // shift amount of a 64-bit value
  localparam PcWidth   = ShWidth + 1;         // a population count of 32 bits (0..32)
  localparam I24Width  = 24;                  // v_mul_*_i24 / u24 operand bits
  localparam ClassWidth = 10;                 // v_cmp_class_f32 class bits
  localparam [DwWidth-1:0] SignBit  = {1'b1, {(DwWidth-1){1'b0}}};
  localparam [DwWidth-1:0] AllOnes  = {DwWidth{1'b1}};
  localparam [DwWidth-1:0] Zero     = {DwWidth{1'b0}};
  localparam [DwWidth-1:0] NotFound = {DwWidth{1'b1}};   // ffbh/ffbl: -1 when no bit is found
  localparam [QwWidth-1:0] QwOnes   = {QwWidth{1'b1}};
  localparam [DwWidth-1:0] FpOne     = 32'h3f80_0000;   // 1.0
  localparam [DwWidth-1:0] FpNegZero = SignBit;         // -0.0

  // ---- which units exist: those a code in ResMask reads ------------------------------------
  localparam HasFma      = ResMask[ResFma];
  localparam HasMinMax   = ResMask[ResMinMaxF] | ResMask[ResMinMax3F] | ResMask[ResMed3F];
  localparam HasMinMax2  = ResMask[ResMinMax3F] | ResMask[ResMed3F];   // the second stage
  localparam HasCmpAb    = ResMask[ResCmpF] | ResMask[ResClass] | ResMask[ResMed3F];
  localparam HasMed3     = ResMask[ResMed3F];                          // two more comparators
  localparam HasCvt      = ResMask[ResCvt];
  localparam HasRcp      = ResMask[ResRcp];
  localparam HasDivScale = ResMask[ResDivScale];
  localparam HasDivFmas  = ResMask[ResDivFmas];
  localparam HasDivFixup = ResMask[ResDivFixup];
  localparam HasFpResult = |ResMask[ResLastFpResult:1];                // pws_fp32_omod
  localparam HasBcnt     = ResMask[ResBcnt];
  localparam HasMbcntLo  = ResMask[ResMbcntLo];
  localparam HasMbcntHi  = ResMask[ResMbcntHi];
  localparam HasFfbhU    = ResMask[ResFfbhU];
  localparam HasFfbhI    = ResMask[ResFfbhI];
  localparam HasFfbl     = ResMask[ResFfbl];

  // ---- sources ------------------------------------------------------------------------------
  // Input modifiers: -|x| on the sign bit. v_mac_f32's accumulator (src2_i) is the old
  // destination, never modified: exec_valu.c does not fetch it as a source.
  wire [2:0] abs_mask = fp_mods_i ? {abs_i[2] & !mac_i, abs_i[1:0]} : 3'b000;
  wire [2:0] neg_mask = fp_mods_i ? {neg_i[2] & !mac_i, neg_i[1:0]} : 3'b000;

  wire [DwWidth-1:0] a_w = src0_i[DwWidth-1:0];
  wire [DwWidth-1:0] b_w = src1_i[DwWidth-1:0];
  wire [DwWidth-1:0] c_w = src2_i[DwWidth-1:0];
  wire [DwWidth-1:0] fa = (a_w & ~(abs_mask[0] ? SignBit : Zero)) ^ (neg_mask[0] ? SignBit : Zero);
  wire [DwWidth-1:0] fb = (b_w & ~(abs_mask[1] ? SignBit : Zero)) ^ (neg_mask[1] ? SignBit : Zero);
  wire [DwWidth-1:0] fc = (c_w & ~(abs_mask[2] ? SignBit : Zero)) ^ (neg_mask[2] ? SignBit : Zero);

  // 16-bit integer ops (b16_i; docs/valu.md "16-bit ops"): the integer units compute on the low
  // halves of the sources, sign-extended for the i16 ops (which the code and mul_signed_i tell:
  // min/max_i16, ashrrev_i16, mad_i16, the i16 compares) and zero-extended for the rest; a
  // shift takes S0[3:0]; the result is its low half, zero above, with the 16-bit clamp below.
  // The FP units read the sources unnarrowed (fa, fb, fc): no 16-bit op reaches them.
  localparam HalfWidth = DwWidth / 2;
  localparam [DwWidth-1:0] HalfOnes = {{HalfWidth{1'b0}}, {HalfWidth{1'b1}}};
  localparam signed [DwWidth-1:0] I16Min = -32'sd32768, I16Max = 32'sd32767;
  wire b16 = HasB16 != 0 && b16_i;
  wire b16_sx = res_i == ResMinI || res_i == ResMaxI || res_i == ResAshr || res_i == ResCmpI ||
                (res_i == ResMad24 && mul_signed_i);
  wire [DwWidth-1:0] a = b16 ? {{HalfWidth{b16_sx & a_w[HalfWidth-1]}}, a_w[HalfWidth-1:0]} : a_w;
  wire [DwWidth-1:0] b = b16 ? {{HalfWidth{b16_sx & b_w[HalfWidth-1]}}, b_w[HalfWidth-1:0]} : b_w;
  wire [DwWidth-1:0] c = b16 ? {{HalfWidth{b16_sx & c_w[HalfWidth-1]}}, c_w[HalfWidth-1:0]} : c_w;

  // ---- integer add/sub with carry (carry_op in exec_valu.c) --------------------------------
  wire [DwWidth-1:0] as_x = as_rev_i ? b : a;
  wire [DwWidth-1:0] as_y = as_rev_i ? a : b;
  wire [DwWidth:0]   as_cin = {{DwWidth{1'b0}}, as_cin_i & carry_i};
  // 33 bits: bit 32 of a sum is the carry; of a difference (>= -2^32) it is the borrow.
  wire [DwWidth:0]   as_t = as_sub_i ? {1'b0, as_x} - {1'b0, as_y} - as_cin
                                     : {1'b0, as_x} + {1'b0, as_y} + as_cin;
  wire               as_cout = as_t[DwWidth];
  // clamp: all ones on a carry, 0 on a borrow; the carry-out stays unclamped
  wire [DwWidth-1:0] as_d = (clamp_i && as_cout) ? (as_sub_i ? Zero : AllOnes)
                                                 : as_t[DwWidth-1:0];

  // ---- integer multiplies: one 33 x 33 signed multiplier --------------------------------------
  // 24-bit ops take a[23:0] sign- or zero-extended; 32-bit ops the whole dword.
  wire [DwWidth-1:0] m24_a = mul_24_i ? {{(DwWidth-I24Width){mul_signed_i & a[I24Width-1]}},
                                         a[I24Width-1:0]} : a;
  wire [DwWidth-1:0] m24_b = mul_24_i ? {{(DwWidth-I24Width){mul_signed_i & b[I24Width-1]}},
                                         b[I24Width-1:0]} : b;
  // Every op reads the low 64 bits of the 33 x 33-bit signed product, which are the 64-bit
  // product of the operands sign-extended to 64 bits: one native multiply in Verilator (a
  // 66-bit result is a multi-word one), and yosys narrows the extended inputs back.
  wire signed [QwWidth-1:0] mul_x = {{(QwWidth-DwWidth){mul_signed_i & m24_a[DwWidth-1]}}, m24_a};
  wire signed [QwWidth-1:0] mul_y = {{(QwWidth-DwWidth){mul_signed_i & m24_b[DwWidth-1]}}, m24_b};
  wire signed [QwWidth-1:0] prod  = mul_x * mul_y;
  wire [DwWidth-1:0] prod_lo = prod[DwWidth-1:0];
  wire [DwWidth-1:0] prod_hi = prod[QwWidth-1:DwWidth];
  // v_mad_u64_u32 / v_mad_i64_i32: {bit, D} = prod + src2 in 65 bits, both zero- (u64) or
  // sign-extended (i64): bit 64 is the carry of the unsigned sum, the sign of the signed one.
  wire [QwWidth:0] mad64_t = {mul_signed_i & prod[QwWidth-1], prod}
                             + {mul_signed_i & src2_i[QwWidth-1], src2_i};

  // ---- shifts, bit fields ---------------------------------------------------------------------
  wire [ShWidth-1:0]   sh32 = {a[ShWidth-1] & !b16, a[ShWidth-2:0]};   // *rev: src0 (b16: [3:0])
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

  // ---- bit counting (golden/alu.c) ----------------------------------------------------------
  // Population counts (v_bcnt on src0, v_mbcnt on src0 & the thread mask half), leading zeros
  // from bit 31 or -1 for 0 (alu_flbit_u32; ffbh_i on ffbh_i_src), the lowest set bit or -1
  // (alu_ff1_32), bit reverse. Log-depth, not 32-step scans: Verilator evaluates every lane on
  // every clock (docs/cosim.md "Speed"). Counts are pws_popcount, leading zeros pws_lzc,
  // trailing zeros the leading zeros of the reverse, which swaps halves, bytes, nibbles, pairs
  // and bits. Not Verilog functions: an inlined function's temporaries are numbered per
  // instance by Verilator, so each instance would get its own copy of the lane's C++.
  wire [DwWidth-1:0] ffbh_i_src = a[DwWidth-1] ? ~a : a;
  localparam [DwWidth-1:0] Swap1 = 32'h5555_5555;   // the low bit of every pair, ...
  localparam [DwWidth-1:0] Swap2 = 32'h3333_3333;
  localparam [DwWidth-1:0] Swap4 = 32'h0f0f_0f0f;
  localparam [DwWidth-1:0] Swap8 = 32'h00ff_00ff;   // ... the low byte of every half
  reg  [DwWidth-1:0] brev_a;
  always @* begin
    brev_a = {a[DwWidth/2-1:0], a[DwWidth-1:DwWidth/2]};
    brev_a = ((brev_a & Swap8) << 8) | ((brev_a >> 8) & Swap8);
    brev_a = ((brev_a & Swap4) << 4) | ((brev_a >> 4) & Swap4);
    brev_a = ((brev_a & Swap2) << 2) | ((brev_a >> 2) & Swap2);
    brev_a = ((brev_a & Swap1) << 1) | ((brev_a >> 1) & Swap1);
  end
  wire [PcWidth-1:0] pc_all, pc_lo, pc_hi;   // population counts
  wire [PcWidth-1:0] lz_a, lz_i, lz_rev;     // leading zeros; DwWidth when the word is 0
  generate
    if (HasBcnt) begin : g_bcnt
      pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_all (.in_i(a), .cnt_o(pc_all));
    end else begin : g_no_bcnt
      assign pc_all = {PcWidth{1'b0}};
    end
    if (HasMbcntLo) begin : g_mbcnt_lo
      pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_lo (
        .in_i(a & thread_mask[DwWidth-1:0]), .cnt_o(pc_lo));
    end else begin : g_no_mbcnt_lo
      assign pc_lo = {PcWidth{1'b0}};
    end
    if (HasMbcntHi) begin : g_mbcnt_hi
      pws_popcount #(.Width(DwWidth), .CntWidth(PcWidth)) u_pc_hi (
        .in_i(a & thread_mask[QwWidth-1:DwWidth]), .cnt_o(pc_hi));
    end else begin : g_no_mbcnt_hi
      assign pc_hi = {PcWidth{1'b0}};
    end
    if (HasFfbhU) begin : g_ffbh_u
      pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_clz_a (.in_i(a), .cnt_o(lz_a));
    end else begin : g_no_ffbh_u
      assign lz_a = {PcWidth{1'b0}};
    end
    if (HasFfbhI) begin : g_ffbh_i
      pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_clz_i (.in_i(ffbh_i_src), .cnt_o(lz_i));
    end else begin : g_no_ffbh_i
      assign lz_i = {PcWidth{1'b0}};
    end
    if (HasFfbl) begin : g_ffbl
      pws_lzc #(.Width(DwWidth), .CntWidth(PcWidth)) u_ctz_a (.in_i(brev_a), .cnt_o(lz_rev));
    end else begin : g_no_ffbl
      assign lz_rev = {PcWidth{1'b0}};
    end
  endgenerate
  wire [DwWidth-1:0] clz_a = (a == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_a};
  wire [DwWidth-1:0] clz_i = (ffbh_i_src == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_i};
  wire [DwWidth-1:0] ctz_a = (a == Zero) ? NotFound : {{(DwWidth-PcWidth){1'b0}}, lz_rev};

  // ---- FP32 units (combinational; each mirrors a golden/fp32.c or fdiv.c function) -----------
  // One pws_fp32_fma serves every add, multiply and multiply-add (a separate pws_fp32_add and
  // pws_fp32_mul would cost about 13 000 more cells): with one rounding and the same flushes,
  //   fp32_add(x, y) = fp32_fma(x, 1.0, y)   fp32_sub(x, y) = fp32_add(x, y ^ sign)
  //   fp32_mul(x, y) = fp32_fma(x, y, -0)    (x * y + -0 keeps the sign of a zero product)
  // bit for bit, NaNs, signed zeros and every denormal mode included (docs/valu.md).
  // fma_mad selects fp32_mad (mac/madmk/madak/mad); madmk is src0 * K + src1, K in src2.
  reg [DwWidth-1:0] fma_x, fma_y, fma_z;
  reg               fma_mad;
  always @* begin
    fma_x   = fa;
    fma_y   = fb;
    fma_z   = fc;
    fma_mad = 1'b0;
    case (fma_i)
      FmaMad:    fma_mad = 1'b1;
      FmaAdd:    begin fma_y = FpOne; fma_z = fb; end
      FmaSub:    begin fma_y = FpOne; fma_z = fb ^ SignBit; end
      FmaSubrev: begin fma_x = fb; fma_y = FpOne; fma_z = fa ^ SignBit; end
      FmaMul:    fma_z = FpNegZero;
      FmaMadmk:  begin fma_y = fc; fma_z = fb; fma_mad = 1'b1; end
      FmaFma:    ;
      default: ;   // no other code
    endcase
  end

  // Three comparators: src0 vs src1 (VOPC, med3), src0 vs src2 and src1 vs src2 (med3).
  wire cab_lt, cab_eq, cab_gt, cab_un, cac_lt, cac_un, cbc_lt, cbc_un;
  wire [ClassWidth-1:0] class_a;
  // min/max: mm0 = op(x0, y0), mm1 = op(mm0, src2) for min3/max3 and med3's NaN case.
  // fp32_med3 without NaN is max of the two operands other than the (IEEE) largest one:
  // a >= b and a >= c (IEEE, -0 == +0) is exactly "max3 == a" of the GCN3 pseudocode.
  wire is_med3 = res_i == ResMed3F;
  wire med_nan = cab_un || cac_un || cbc_un;   // some operand is NaN (after the input flush)
  wire a_is_max = !cab_lt && !cac_lt;
  wire b_is_max = !cab_gt && !cbc_lt;
  wire med_sort = is_med3 && !med_nan;         // med3 = max of the two others
  wire [DwWidth-1:0] mm0_x = (med_sort && a_is_max) ? fc : fa;                 // max(b, c)
  wire [DwWidth-1:0] mm0_y = (med_sort && !a_is_max && b_is_max) ? fc : fb;    // max(a, c)
  wire mm0_max = is_med3 ? !med_nan : max_i;
  wire mm1_max = !is_med3 && max_i;            // med3 with a NaN: min(min(a, b), c)
  wire [DwWidth-1:0] fma_r, mm0_y_o, mm1_y_o, cvt_y, rcp_y, dsc_y, dfm_y, dfx_y;
  wire               dsc_vcc;
  generate
    if (HasFma) begin : g_fma
      pws_fp32_fma u_fma (
        .a_i(fma_x), .b_i(fma_y), .c_i(fma_z), .mad_i(fma_mad), .denorm_i(denorm_i), .y_o(fma_r)
      );
    end else begin : g_no_fma
      assign fma_r = Zero;
      wire unused_fma = ^{fma_x, fma_y, fma_z, fma_mad};
    end
    if (HasCmpAb) begin : g_cmp_ab
      pws_fp32_cmp u_cmp_ab (
        .a_i(fa), .b_i(fb), .denorm_i(denorm_i),
        .lt_o(cab_lt), .eq_o(cab_eq), .gt_o(cab_gt), .un_o(cab_un), .class_o(class_a)
      );
    end else begin : g_no_cmp_ab
      assign {cab_lt, cab_eq, cab_gt, cab_un} = 4'b0000;
      assign class_a = {ClassWidth{1'b0}};
    end
    if (HasMed3) begin : g_med3
      wire cac_eq, cac_gt, cbc_eq, cbc_gt;
      wire [ClassWidth-1:0] class_c, class_b;
      pws_fp32_cmp u_cmp_ac (
        .a_i(fa), .b_i(fc), .denorm_i(denorm_i),
        .lt_o(cac_lt), .eq_o(cac_eq), .gt_o(cac_gt), .un_o(cac_un), .class_o(class_c)
      );
      pws_fp32_cmp u_cmp_bc (
        .a_i(fb), .b_i(fc), .denorm_i(denorm_i),
        .lt_o(cbc_lt), .eq_o(cbc_eq), .gt_o(cbc_gt), .un_o(cbc_un), .class_o(class_b)
      );
      wire unused_med3 = ^{cac_eq, cac_gt, cbc_eq, cbc_gt, class_c, class_b};
    end else begin : g_no_med3
      assign {cac_lt, cac_un, cbc_lt, cbc_un} = 4'b0000;
    end
    if (HasMinMax) begin : g_minmax
      pws_fp32_minmax u_mm0 (
        .a_i(mm0_x), .b_i(mm0_y), .max_i(mm0_max), .denorm_i(denorm_i), .y_o(mm0_y_o)
      );
    end else begin : g_no_minmax
      assign mm0_y_o = Zero;
      wire unused_minmax = ^{mm0_x, mm0_y, mm0_max};
    end
    if (HasMinMax2) begin : g_minmax2
      pws_fp32_minmax u_mm1 (
        .a_i(mm0_y_o), .b_i(fc), .max_i(mm1_max), .denorm_i(denorm_i), .y_o(mm1_y_o)
      );
    end else begin : g_no_minmax2
      assign mm1_y_o = Zero;
      wire unused_minmax2 = ^{mm1_max, a_is_max, b_is_max};
    end
    if (HasCvt) begin : g_cvt
      pws_fp32_cvt u_cvt (.a_i(fa), .op_i(cvt_i), .denorm_i(denorm_i), .y_o(cvt_y));
    end else begin : g_no_cvt
      assign cvt_y = Zero;
      wire unused_cvt = ^cvt_i;
    end
    if (HasRcp) begin : g_rcp
      pws_fp32_rcp u_rcp (.a_i(fa), .denorm_i(denorm_i), .y_o(rcp_y));
    end else begin : g_no_rcp
      assign rcp_y = Zero;
    end
    if (HasDivScale) begin : g_div_scale
      pws_fp32_div_scale u_div_scale (
        .s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dsc_y), .vcc_o(dsc_vcc)
      );
    end else begin : g_no_div_scale
      assign dsc_y = Zero;
      assign dsc_vcc = 1'b0;
    end
    if (HasDivFmas) begin : g_div_fmas
      pws_fp32_div_fmas u_div_fmas (
        .s0_i(fa), .s1_i(fb), .s2_i(fc), .vcc_i(carry_i), .denorm_i(denorm_i), .y_o(dfm_y)
      );
    end else begin : g_no_div_fmas
      assign dfm_y = Zero;
    end
    if (HasDivFixup) begin : g_div_fixup
      pws_fp32_div_fixup u_div_fixup (
        .s0_i(fa), .s1_i(fb), .s2_i(fc), .denorm_i(denorm_i), .y_o(dfx_y)
      );
    end else begin : g_no_div_fixup
      assign dfx_y = Zero;
    end
  endgenerate

  // ---- compares -------------------------------------------------------------------------------
  reg [3:0] rel;   // the relation of src0 to src1: exactly one bit set
  always @* begin
    rel = 4'b0000;
    if (res_i == ResCmpI) begin
      rel[RelLt] = $signed(a) < $signed(b);
      rel[RelEq] = a == b;
      rel[RelGt] = $signed(a) > $signed(b);
    end else if (res_i == ResCmpU) begin
      rel[RelLt] = a < b;
      rel[RelEq] = a == b;
      rel[RelGt] = a > b;
    end else if (res_i == ResCmpI64) begin
      rel[RelLt] = $signed(src0_i) < $signed(src1_i);
      rel[RelEq] = src0_i == src1_i;
      rel[RelGt] = $signed(src0_i) > $signed(src1_i);
    end else if (res_i == ResCmpU64) begin
      rel[RelLt] = src0_i < src1_i;
      rel[RelEq] = src0_i == src1_i;
      rel[RelGt] = src0_i > src1_i;
    end else begin   // FP: the IEEE relation, NaN unordered
      rel[RelLt] = cab_lt;
      rel[RelEq] = cab_eq;
      rel[RelGt] = cab_gt;
      rel[RelUn] = cab_un;
    end
  end
  wire cmp_bit = |(rel & cond_i);
  wire class_bit = |(class_a & b[ClassWidth-1:0]);

  // ---- result select --------------------------------------------------------------------------
  // Each label is {its ResMask bit, the code}, matched against {1, res_i}: the label of a code
  // the decoder never produces cannot match (see the header).
  reg [DwWidth-1:0] r;      // 32-bit result before the output modifiers
  reg [QwWidth-1:0] r64;    // 64-bit shifts, v_mad_*64
  reg               is64;
  always @* begin
    r            = Zero;
    r64          = {QwWidth{1'b0}};
    is64         = 1'b0;
    writes_d_o   = 1'b1;
    writes_bit_o = 1'b0;
    bit_o        = 1'b0;
    case ({1'b1, res_i})
      // FP32 arithmetic
      {ResMask[ResFma], ResFma}:           r = fma_r;
      {ResMask[ResMinMaxF], ResMinMaxF}:   r = mm0_y_o;
      {ResMask[ResMinMax3F], ResMinMax3F}: r = mm1_y_o;
      {ResMask[ResMed3F], ResMed3F}:       r = med_nan ? mm1_y_o : mm0_y_o;
      {ResMask[ResCvt], ResCvt}:           r = cvt_y;
      {ResMask[ResRcp], ResRcp}:           r = rcp_y;
      {ResMask[ResDivScale], ResDivScale}: begin
        r = dsc_y;
        writes_bit_o = 1'b1;
        bit_o = dsc_vcc;
      end
      {ResMask[ResDivFmas], ResDivFmas}:   r = dfm_y;
      {ResMask[ResDivFixup], ResDivFixup}: r = dfx_y;
      // moves and bits
      {ResMask[ResMov], ResMov}:           r = a;
      {ResMask[ResNot], ResNot}:           r = ~a;
      {ResMask[ResBrev], ResBrev}:         r = brev_a;
      {ResMask[ResFfbhU], ResFfbhU}:       r = clz_a;
      {ResMask[ResFfbl], ResFfbl}:         r = ctz_a;
      {ResMask[ResFfbhI], ResFfbhI}:       r = clz_i;
      {ResMask[ResCndmask], ResCndmask}:   r = carry_i ? b : a;
      {ResMask[ResAnd], ResAnd}:           r = a & b;
      {ResMask[ResOr], ResOr}:             r = a | b;
      {ResMask[ResXor], ResXor}:           r = a ^ b;
      {ResMask[ResBfeU], ResBfeU}:         r = bfe_u;
      {ResMask[ResBfeI], ResBfeI}:         r = bfe_i;
      {ResMask[ResBfi], ResBfi}:           r = (a & b) | (~a & c);
      {ResMask[ResAlignbit], ResAlignbit}: r = align[DwWidth-1:0];
      {ResMask[ResBcnt], ResBcnt}:         r = b + {{(DwWidth-PcWidth){1'b0}}, pc_all};
      {ResMask[ResMbcntLo], ResMbcntLo}:   r = b + {{(DwWidth-PcWidth){1'b0}}, pc_lo};
      {ResMask[ResMbcntHi], ResMbcntHi}:   r = b + {{(DwWidth-PcWidth){1'b0}}, pc_hi};
      // shifts: src1 shifted by src0
      {ResMask[ResLshr], ResLshr}:         r = b >> sh32;
      {ResMask[ResAshr], ResAshr}:         r = $signed(b) >>> sh32;
      {ResMask[ResLshl], ResLshl}:         r = b << sh32;
      {ResMask[ResLshl64], ResLshl64}:     begin is64 = 1'b1; r64 = src1_i << sh64; end
      {ResMask[ResLshr64], ResLshr64}:     begin is64 = 1'b1; r64 = src1_i >> sh64; end
      {ResMask[ResAshr64], ResAshr64}:     begin is64 = 1'b1; r64 = $signed(src1_i) >>> sh64; end
      // integer arithmetic
      {ResMask[ResMulLo], ResMulLo}:       r = prod_lo;
      {ResMask[ResMulHi], ResMulHi}:       r = prod_hi;
      {ResMask[ResMad24], ResMad24}:       r = prod_lo + c;
      {ResMask[ResMad64], ResMad64}:       begin
        is64 = 1'b1;
        r64 = mad64_t[QwWidth-1:0];
        writes_bit_o = 1'b1;
        bit_o = mad64_t[QwWidth];
      end
      {ResMask[ResMinI], ResMinI}:         r = min_s_ab;
      {ResMask[ResMaxI], ResMaxI}:         r = max_s_ab;
      {ResMask[ResMinU], ResMinU}:         r = min_u_ab;
      {ResMask[ResMaxU], ResMaxU}:         r = max_u_ab;
      {ResMask[ResMin3I], ResMin3I}:       r = min3_s;
      {ResMask[ResMax3I], ResMax3I}:       r = max3_s;
      {ResMask[ResMin3U], ResMin3U}:       r = min3_u;
      {ResMask[ResMax3U], ResMax3U}:       r = max3_u;
      {ResMask[ResMed3I], ResMed3I}:       r = med3_s;
      {ResMask[ResMed3U], ResMed3U}:       r = med3_u;
      {ResMask[ResAddSub], ResAddSub}:     begin
        r = as_d;
        writes_bit_o = !b16;   // v_add_u16 and its kin write no carry
        bit_o = as_cout;
      end
      // compares: a mask bit only
      {ResMask[ResCmpI], ResCmpI}, {ResMask[ResCmpU], ResCmpU}, {ResMask[ResCmpF], ResCmpF},
      {ResMask[ResCmpI64], ResCmpI64}, {ResMask[ResCmpU64], ResCmpU64}: begin
        writes_d_o = 1'b0;
        writes_bit_o = 1'b1;
        bit_o = cmp_bit;
      end
      {ResMask[ResClass], ResClass}:       begin
        writes_d_o = 1'b0;
        writes_bit_o = 1'b1;
        bit_o = class_bit;
      end
      // v_nop, the cross-lane ops (wrapper): no lane result
      {1'b1, ResNone}:                     writes_d_o = 1'b0;
      default:                             writes_d_o = 1'b0;   // a code the decoder never gives
    endcase
  end

  // ---- output modifiers: omod then clamp on FP results (fp32_omod_clamp) --------------------
  wire [DwWidth-1:0] fp_y;
  generate
    if (HasFpResult) begin : g_omod
      localparam [1:0] OmodNone = 2'd0;
      wire [DwWidth-1:0] omod_y;
      pws_fp32_omod u_omod (
        .a_i(r), .omod_i(fp_result_i ? omod_i : OmodNone), .clamp_i(fp_result_i & clamp_i),
        .denorm_i(denorm_i), .y_o(omod_y)
      );
      assign fp_y = fp_result_i ? omod_y : r;
    end else begin : g_no_omod
      assign fp_y = r;   // integer results only: no output modifiers
      wire unused_omod = ^{fp_result_i, omod_i};
    end
  endgenerate
  // 16-bit ops: the low half; clamp saturates v_add/sub/subrev_u16 on the carry out of bit 15 or
  // the borrow, v_mad_u16 above 0xffff and v_mad_i16 to [-32768, 32767] (exec_valu.c b16_op)
  reg [DwWidth-1:0] r16;
  always @* begin
    r16 = r & HalfOnes;
    if (clamp_i && res_i == ResAddSub && (as_sub_i ? as_cout : as_t[HalfWidth]))
      r16 = as_sub_i ? Zero : HalfOnes;
    else if (clamp_i && res_i == ResMad24 && !mul_signed_i && r > HalfOnes)
      r16 = HalfOnes;
    else if (clamp_i && res_i == ResMad24 && mul_signed_i && $signed(r) < I16Min)
      r16 = I16Min & HalfOnes;
    else if (clamp_i && res_i == ResMad24 && mul_signed_i && $signed(r) > I16Max)
      r16 = I16Max;
  end
  assign d_o = is64 ? r64 : {{DwWidth{1'b0}}, b16 ? r16 : fp_y};

  // upper halves of 32-bit sources, the bits alignbit drops; without FP32 units the FP inputs
  wire unused_bits = &{1'b0,
                       align[QwWidth-1:DwWidth], thread_mask, denorm_i, fa, fb, fc};

endmodule

`default_nettype wire
