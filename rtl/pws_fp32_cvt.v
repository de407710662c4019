// pws_fp32_cvt.v -- binary32 conversions and roundings to integral values (v_cvt_f32_i32,
// v_cvt_f32_u32, v_cvt_i32_f32, v_cvt_u32_f32, v_trunc_f32, v_floor_f32, v_ceil_f32,
// v_rndne_f32, v_fract_f32), selected by op_i.
// Latency: combinational. Spec: docs/fp32.md "Conversions", "Rounding to integral values",
// "fract". Mirrors golden/fp32.c fp32_from_i32/from_u32 (exact integer through
// fp32_round_pack = pws_fp32_round), fp32_to_i32/to_u32 (saturate, trunc_magnitude()),
// fp32_trunc/floor/ceil/rndne (round_integral() = pws_fp32_rint) and fp32_fract
// (fp32_sub(a, floor(a)) = pws_fp32_add, clamped below 1.0).
`default_nettype none

module pws_fp32_cvt (
  input  wire [31:0] a_i,        // a binary32 value, or the integer for OpF32FromI32/U32
  input  wire [3:0]  op_i,
  input  wire [1:0]  denorm_i,
  output reg  [31:0] y_o
);

  localparam [3:0] OpF32FromI32 = 4'd0, OpF32FromU32 = 4'd1, OpI32FromF32 = 4'd2;
  localparam [3:0] OpU32FromF32 = 4'd3, OpTrunc = 4'd4, OpFloor = 4'd5, OpCeil = 4'd6;
  localparam [3:0] OpRndne = 4'd7, OpFract = 4'd8;

  localparam ExpWidth = 12;
  localparam [1:0]  DirToZero = 2'd0, DirToNeg = 2'd1, DirToPos = 2'd2, DirNearestEven = 2'd3;
  localparam [31:0] Qnan     = 32'h7fc0_0000;
  localparam [31:0] PosZero  = 32'h0000_0000;
  localparam [31:0] BelowOne = 32'h3f7f_ffff;   // largest float below 1.0
  localparam [31:0] Int32Min = 32'h8000_0000;
  localparam [31:0] Int32Max = 32'h7fff_ffff;
  localparam [31:0] Uint32Max = 32'hffff_ffff;
  localparam [7:0]  ExpI32Sat = 8'd158;        // 127 + 31: |a| >= 2^31
  localparam [7:0]  ExpU32Sat = 8'd159;        // 127 + 32: |a| >= 2^32
  localparam signed [ExpWidth-1:0] IntExp = 0; // an integer's bit 0 weighs 2^0
  localparam signed [ExpWidth-1:0] TruncMin = -24;   // sig >> 24 or more is 0
  localparam [1:0]  KeepBoth = 2'd3;
  localparam [7:0]  SigPad   = 8'd0;           // widens a significand to 32 bits           // int -> float never yields a denormal

  // ---- int -> float: the exact integer rounded once ----
  wire        int_neg = (op_i == OpF32FromI32) && a_i[31];
  wire [31:0] int_mag = int_neg ? (PosZero - a_i) : a_i;   // -(-2^31) fits as unsigned
  wire [31:0] from_int;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(int_neg), .exp_i(IntExp), .sig_i({PosZero, int_mag}), .keep_out_i(KeepBoth[1]),
    .y_o(from_int)
  );

  // ---- float -> int: truncate toward zero, saturate, NaN -> 0 ----
  wire [31:0] a_f;
  wire a_sign, a_nan, a_inf;
  wire unused_zero, unused_den;
  wire signed [ExpWidth-1:0] a_exp;
  wire [23:0] a_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(a_f), .sign_o(a_sign), .exp_o(a_exp), .sig_o(a_sig),
    .nan_o(a_nan), .inf_o(a_inf), .zero_o(unused_zero), .denorm_o(unused_den)
  );
  wire [7:0] a_e = a_f[30:23];

  // trunc_magnitude(): only used below the saturation limits, where a_exp <= 8.
  wire [4:0]  rsh  = PosZero[4:0] - a_exp[4:0];              // -a_exp, for -23 <= a_exp < 0
  wire [31:0] mag_l = {SigPad, a_sig} << a_exp[3:0];
  wire [31:0] mag_r = {SigPad, a_sig >> rsh};
  wire [31:0] mag   = (a_exp >= IntExp) ? mag_l : ((a_exp <= TruncMin) ? PosZero : mag_r);
  wire unused_exp   = ^a_exp[ExpWidth-1:5];

  reg [31:0] to_i32, to_u32;
  always @* begin
    if (a_nan)                to_i32 = PosZero;
    else if (a_e >= ExpI32Sat) to_i32 = a_sign ? Int32Min : Int32Max;
    else                      to_i32 = a_sign ? PosZero - mag : mag;
    if (a_nan)                to_u32 = PosZero;
    else if (a_e >= ExpU32Sat) to_u32 = a_sign ? PosZero : Uint32Max;
    else                      to_u32 = a_sign ? PosZero : mag;
  end

  // ---- round to integral; fract = a - floor(a) ----
  reg [1:0] dir;
  always @* begin
    case (op_i)
      OpFloor, OpFract: dir = DirToNeg;
      OpCeil:           dir = DirToPos;
      OpRndne:          dir = DirNearestEven;
      default:          dir = DirToZero;
    endcase
  end

  wire [31:0] rint;
  pws_fp32_rint u_rint (.a_i(a_f), .dir_i(dir), .keep_i(denorm_i[0]), .y_o(rint));

  wire [31:0] diff;
  pws_fp32_add u_sub (.a_i(a_f), .b_i(rint), .sub_i(1'b1), .denorm_i(denorm_i), .y_o(diff));

  // order_key(diff) > order_key(BelowOne)
  wire [31:0] diff_key = diff[31] ? ~diff : {1'b1, diff[30:0]};
  wire [31:0] one_key  = {1'b1, BelowOne[30:0]};
  reg  [31:0] fract;
  always @* begin
    if (a_nan)                   fract = Qnan;
    else if (a_inf)              fract = PosZero;   // gfx8: an infinity has no fraction
    else if (diff_key > one_key) fract = BelowOne;
    else                         fract = diff;
  end

  always @* begin
    case (op_i)
      OpF32FromI32, OpF32FromU32: y_o = (a_i == PosZero) ? PosZero : from_int;
      OpI32FromF32:               y_o = to_i32;
      OpU32FromF32:               y_o = to_u32;
      OpTrunc, OpFloor, OpCeil, OpRndne: y_o = rint;
      OpFract:                    y_o = fract;
      default:                    y_o = PosZero;
    endcase
  end

endmodule

`default_nettype wire
