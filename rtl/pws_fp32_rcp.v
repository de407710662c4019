// pws_fp32_rcp.v -- correctly rounded reciprocal (v_rcp_f32, v_rcp_iflag_f32).
// Latency: combinational. Spec: docs/exec.md section 5a; docs/fp32.md "Common rules".
// Mirrors golden/fdiv.c fdiv_rcp(a, denorm): flush, NaN -> canonical NaN, 1/inf = signed 0,
// 1/0 = signed inf; otherwise the quotient of a power of two by the significand, with a sticky
// bit for a nonzero remainder, rounded once by pws_fp32_round. The C code divides 2^63 by the
// raw significand; here the significand is first normalised (leading 1 at bit 23), so a
// 27-step restoring division of 2^49 gives the 26 or 27 quotient bits rounding needs: the
// same exact value (quotient + sticky), the same rounder, hence the same bits.
`default_nettype none

module pws_fp32_rcp (
  input  wire [31:0] a_i,
  input  wire [1:0]  denorm_i,
  output wire [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam SigWidth = 24;
  localparam QWidth   = 27;            // floor(2^49 / d) for 2^23 <= d < 2^24 fits 27 bits
  localparam CntWidth = 5;
  localparam RoundWidth = 64;          // pws_fp32_round's significand input
  localparam [31:0] Qnan   = 32'h7fc0_0000;
  localparam [30:0] InfMag = 31'h7f80_0000;
  // value 1/a = (2^49 / sig_n) * 2^(-49 - exp + lzc); {q, sticky} has one more bit below.
  localparam signed [ExpWidth-1:0] QExp = -50;
  localparam [SigWidth:0] RemStart = 25'h080_0000;   // 2^23 = 2^49 / 2^(QWidth - 1)

  wire a_sign, a_nan, a_inf, a_zero;
  wire [31:0] unused_a_f;
  wire unused_den;
  wire signed [ExpWidth-1:0] a_exp;
  wire [SigWidth-1:0] a_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(unused_a_f), .sign_o(a_sign), .exp_o(a_exp),
    .sig_o(a_sig), .nan_o(a_nan), .inf_o(a_inf), .zero_o(a_zero), .denorm_o(unused_den)
  );

  wire [CntWidth-1:0] lzc;
  pws_lzc #(.Width(SigWidth), .CntWidth(CntWidth)) u_lzc (.in_i(a_sig), .cnt_o(lzc));
  wire [SigWidth-1:0] d = a_sig << lzc;

  // restoring division: one quotient bit per step, remainder < d < 2^24 before each shift
  reg [SigWidth:0]  rem;
  reg [QWidth-1:0]  q;
  integer k;
  always @* begin
    rem = RemStart;
    q   = {QWidth{1'b0}};
    for (k = QWidth - 1; k >= 0; k = k - 1) begin
      if (rem >= {1'b0, d}) begin
        rem  = rem - {1'b0, d};
        q[k] = 1'b1;
      end
      if (k > 0) rem = {rem[SigWidth-1:0], 1'b0};
    end
  end
  wire sticky = (rem != {(SigWidth+1){1'b0}});

  wire [31:0] rounded;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(a_sign),
    .exp_i(QExp - a_exp + $signed({{(ExpWidth-CntWidth){1'b0}}, lzc})),
    .sig_i({{(RoundWidth-QWidth-1){1'b0}}, q, sticky}),
    .keep_out_i(denorm_i[1]),
    .y_o(rounded)
  );

  assign y_o = a_nan  ? Qnan :
               a_inf  ? {a_sign, MagZero} :
               a_zero ? {a_sign, InfMag} : rounded;

endmodule

`default_nettype wire
