// pws_fp32_mul.v -- binary32 multiply (v_mul_f32).
// Latency: combinational. Spec: docs/fp32.md "mul" and "Common rules".
// Mirrors golden/fp32.c fp32_mul(a, b, denorm): flush inputs, special cases (NaN, 0 * inf,
// infinities, zeros), otherwise the exact 24 x 24-bit product rounded once by pws_fp32_round.
`default_nettype none

module pws_fp32_mul (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire [1:0]  denorm_i,   // MODE.FP_DENORM: bit 0 keep input, bit 1 keep output denormals
  output reg  [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam [31:0] Qnan = 32'h7fc0_0000;
  localparam [30:0] InfMag = 31'h7f80_0000;
  localparam [15:0] ProdPad = 16'd0;
  localparam [23:0] SigPad  = 24'd0;    // widens a significand to the product's 48 bits   // widens the 48-bit product to the rounder's 64 bits

  wire a_sign, b_sign, a_nan, b_nan, a_inf, b_inf, a_zero, b_zero;
  wire signed [ExpWidth-1:0] a_exp, b_exp;
  wire [23:0] a_sig, b_sig;
  wire [31:0] unused_a_f, unused_b_f;
  wire unused_den_a, unused_den_b;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_a (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(unused_a_f), .sign_o(a_sign), .exp_o(a_exp),
    .sig_o(a_sig), .nan_o(a_nan), .inf_o(a_inf), .zero_o(a_zero), .denorm_o(unused_den_a)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_b (
    .a_i(b_i), .keep_i(denorm_i[0]), .f_o(unused_b_f), .sign_o(b_sign), .exp_o(b_exp),
    .sig_o(b_sig), .nan_o(b_nan), .inf_o(b_inf), .zero_o(b_zero), .denorm_o(unused_den_b)
  );

  wire        sign = a_sign ^ b_sign;
  wire [47:0] prod = {SigPad, a_sig} * {SigPad, b_sig};   // exact: at most 48 bits

  wire [31:0] rounded;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(sign), .exp_i(a_exp + b_exp), .sig_i({ProdPad, prod}), .keep_out_i(denorm_i[1]),
    .y_o(rounded)
  );

  always @* begin
    if (a_nan || b_nan)                          y_o = Qnan;
    else if ((a_inf || b_inf) && (a_zero || b_zero)) y_o = Qnan;   // 0 * inf
    else if (a_inf || b_inf)                     y_o = {sign, InfMag};
    else if (a_zero || b_zero)                   y_o = {sign, MagZero};
    else                                         y_o = rounded;
  end

endmodule

`default_nettype wire
