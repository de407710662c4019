// pws_fp32_div_fixup.v -- v_div_fixup_f32 s0 = quotient, s1 = denominator, s2 = numerator.
// Latency: combinational. Spec: docs/exec.md section 5a.
// Mirrors golden/fdiv.c fdiv_fixup(s0, s1, s2, denorm): inputs flushed; the special quotients
// of s2 / s1 (NaN, 0/0, inf/inf, x/0, inf/x, x/inf, 0/x, exponent gaps that surely underflow
// or overflow), else s0's magnitude with the sign of s1 ^ s2.
`default_nettype none

module pws_fp32_div_fixup (
  input  wire [31:0] s0_i,
  input  wire [31:0] s1_i,       // denominator
  input  wire [31:0] s2_i,       // numerator
  input  wire [1:0]  denorm_i,
  output reg  [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam [31:0] Qnan   = 32'h7fc0_0000;
  localparam [30:0] InfMag = 31'h7f80_0000;
  localparam signed [ExpWidth-1:0] GapZero = -150;   // |q| < 2^-150 rounds to zero
  localparam signed [ExpWidth-1:0] GapInf  = 129;    // |q| > 2^128 overflows

  wire [31:0] f0, unused_f1, unused_f2;
  wire s0_nan, s1_sign, s1_nan, s1_inf, s1_zero, s2_sign, s2_nan, s2_inf, s2_zero;
  wire unused_s0_sign, unused_s0_inf, unused_s0_zero;
  wire unused_den0, unused_den1, unused_den2;
  wire signed [ExpWidth-1:0] unused_exp0, unused_exp1, unused_exp2;
  wire [23:0] unused_sig0, unused_sig1, unused_sig2;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_0 (
    .a_i(s0_i), .keep_i(denorm_i[0]), .f_o(f0), .sign_o(unused_s0_sign), .exp_o(unused_exp0),
    .sig_o(unused_sig0), .nan_o(s0_nan), .inf_o(unused_s0_inf), .zero_o(unused_s0_zero),
    .denorm_o(unused_den0)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_1 (
    .a_i(s1_i), .keep_i(denorm_i[0]), .f_o(unused_f1), .sign_o(s1_sign), .exp_o(unused_exp1),
    .sig_o(unused_sig1), .nan_o(s1_nan), .inf_o(s1_inf), .zero_o(s1_zero), .denorm_o(unused_den1)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_2 (
    .a_i(s2_i), .keep_i(denorm_i[0]), .f_o(unused_f2), .sign_o(s2_sign), .exp_o(unused_exp2),
    .sig_o(unused_sig2), .nan_o(s2_nan), .inf_o(s2_inf), .zero_o(s2_zero), .denorm_o(unused_den2)
  );
  wire unused_keep_out = denorm_i[1];   // the result is s0 or a constant: nothing to round
  wire unused_f0_sign  = f0[31];       // the result takes the quotient sign instead

  // exponent fields (a flushed denormal's is 0 either way)
  wire signed [ExpWidth-1:0] e1  = $signed({{(ExpWidth-8){1'b0}}, s1_i[30:23]});
  wire signed [ExpWidth-1:0] e2  = $signed({{(ExpWidth-8){1'b0}}, s2_i[30:23]});
  wire signed [ExpWidth-1:0] gap = e2 - e1;
  wire sign = s1_sign ^ s2_sign;

  always @* begin
    if (s2_nan || s1_nan)                            y_o = Qnan;
    else if ((s1_zero && s2_zero) || (s1_inf && s2_inf)) y_o = Qnan;          // 0/0, inf/inf
    else if (s1_zero || s2_inf)                      y_o = {sign, InfMag};    // x/0, inf/x
    else if (s1_inf || s2_zero)                      y_o = {sign, MagZero};     // x/inf, 0/x
    else if (gap < GapZero)                          y_o = {sign, MagZero};
    else if (gap >= GapInf)                          y_o = {sign, InfMag};
    else if (s0_nan)                                 y_o = Qnan;
    else                                             y_o = {sign, f0[30:0]};
  end

endmodule

`default_nettype wire
