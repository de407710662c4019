// pws_fp32_rint.v -- round a binary32 value to an integral value in a given direction.
// Latency: combinational. Spec: docs/fp32.md "Rounding to integral values".
// Mirrors golden/fp32.c round_integral(a, denorm, dir) on the bit pattern: for 1 <= |a| < 2^23
// the low 150 - E bits are the fraction; clearing them truncates, adding one unit there
// increments the magnitude (a carry into the exponent field is correct). Used by pws_fp32_cvt
// for trunc, floor, ceil, rndne and fract.
`default_nettype none

module pws_fp32_rint (
  input  wire [31:0] a_i,
  input  wire [1:0]  dir_i,      // DirToZero, DirToNeg, DirToPos, DirNearestEven
  input  wire        keep_i,     // FP_DENORM bit 0: keep input denormals
  output reg  [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam [1:0] DirToZero = 2'd0, DirToNeg = 2'd1, DirToPos = 2'd2;
  // dir_i == 2'd3 is round to nearest, ties to even (the case defaults)
  localparam [31:0] Qnan   = 32'h7fc0_0000;
  localparam [30:0] OneMag = 31'h3f80_0000;    // 1.0 without its sign
  localparam [7:0]  ExpBias = 8'd127;
  localparam [7:0]  ExpHalf = 8'd126;          // 0.5 <= |a| < 1
  localparam [7:0]  LsbBias = 8'd150;          // E >= 150: |a| >= 2^23 is integral
  localparam [22:0] FracZero = 23'h000000;
  localparam [31:0] One32    = 32'd1;
  localparam [31:0] Zero32   = 32'd0;

  wire [31:0] a_f;
  wire a_sign, a_nan, a_zero;
  wire unused_inf, unused_den;
  wire signed [ExpWidth-1:0] unused_exp;
  wire [23:0] sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack (
    .a_i(a_i), .keep_i(keep_i), .f_o(a_f), .sign_o(a_sign), .exp_o(unused_exp), .sig_o(sig),
    .nan_o(a_nan), .inf_o(unused_inf), .zero_o(a_zero), .denorm_o(unused_den)
  );

  wire [7:0]  e     = a_f[30:23];
  wire [7:0]  fbits = LsbBias - e;            // 1..23 when 127 <= e < 150
  wire [31:0] unit  = One32 << fbits;         // weight 1.0 in the pattern
  wire [31:0] rem   = a_f & (unit - One32);
  wire [31:0] t     = a_f & ~(unit - One32);
  wire [31:0] half  = unit >> 1;
  wire [23:0] sig_sh = sig >> fbits;
  wire        odd   = sig_sh[0];            // the integer part's LSB
  wire        unused_sig_sh = ^sig_sh[23:1];

  reg up_small, up;
  always @* begin
    case (dir_i)
      DirToZero:      up_small = 1'b0;
      DirToNeg:       up_small = a_sign;
      DirToPos:       up_small = !a_sign;
      default:        up_small = (e == ExpHalf) && (a_f[22:0] != FracZero);   // > 0.5
    endcase
    case (dir_i)
      DirToZero:      up = 1'b0;
      DirToNeg:       up = a_sign && (rem != Zero32);
      DirToPos:       up = !a_sign && (rem != Zero32);
      default:        up = (rem > half) || ((rem == half) && odd);          // DirNearestEven
    endcase
  end

  always @* begin
    if (a_nan)              y_o = Qnan;
    else if (e >= LsbBias)  y_o = a_f;                 // already integral; also inf
    else if (a_zero)        y_o = a_f;
    else if (e < ExpBias)   y_o = up_small ? {a_sign, OneMag} : {a_sign, MagZero};
    else                    y_o = up ? t + unit : t;
  end

endmodule

`default_nettype wire
