// pws_fp32_div_fmas.v -- v_div_fmas_f32: fma(s0, s1, s2), scaled back by 2^+-64 when vcc_i.
// Latency: combinational. Spec: docs/exec.md section 5a.
// Mirrors golden/fdiv.c fdiv_fmas(s0, s1, s2, vcc, denorm). vcc_i = 0: fp32_fma. vcc_i = 1:
// n = +64 if s2's (flushed) exponent field is >= 127, else -64; a special operand gives
// scale(fp32_fma(...), n), otherwise fma_scaled(): the exact a * b + c rounded once at
// exponent + n. pws_fp32_fma_core does both in one datapath (scale_i = n moves the single
// rounding); its only special result that scale() can change is the "zero product: c" case
// (c_pass_o), which is rescaled here by its own rounder.
`default_nettype none

module pws_fp32_div_fmas (
  input  wire [31:0] s0_i,
  input  wire [31:0] s1_i,
  input  wire [31:0] s2_i,
  input  wire        vcc_i,
  input  wire [1:0]  denorm_i,
  output wire [31:0] y_o
);

  localparam ExpWidth = 12;
  localparam [7:0] ExpOne = 8'd127;      // exponent field of 1.0
  localparam signed [ExpWidth-1:0] ScaleUp = 64, ScaleDown = -64, NoScale = 0;
  localparam [39:0] WidePad = 40'd0;

  // the flushed s2's exponent field: a flushed denormal has field 0, a kept one too
  wire [7:0] e2 = s2_i[30:23];
  wire signed [ExpWidth-1:0] n = (e2 >= ExpOne) ? ScaleUp : ScaleDown;

  wire [31:0] fused;
  wire        c_pass;
  pws_fp32_fma_core #(.ExpWidth(ExpWidth)) u_fma (
    .a_i(s0_i), .b_i(s1_i), .c_i(s2_i), .denorm_i(denorm_i), .scale_i(vcc_i ? n : NoScale),
    .y_o(fused), .c_pass_o(c_pass)
  );

  // scale(r, n) of the passed-through c: r is finite, possibly a (flushed) zero
  wire r_sign, r_zero;
  wire [31:0] unused_r_f;
  wire unused_r_nan, unused_r_inf, unused_r_den;
  wire signed [ExpWidth-1:0] r_exp;
  wire [23:0] r_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_r (
    .a_i(fused), .keep_i(1'b1), .f_o(unused_r_f), .sign_o(r_sign), .exp_o(r_exp), .sig_o(r_sig),
    .nan_o(unused_r_nan), .inf_o(unused_r_inf), .zero_o(r_zero), .denorm_o(unused_r_den)
  );
  wire [31:0] rescaled;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(r_sign), .exp_i(r_exp + n), .sig_i({WidePad, r_sig}), .keep_out_i(denorm_i[1]),
    .y_o(rescaled)
  );
  wire unused_r_zero = r_zero;   // a zero significand already rounds to a signed zero

  assign y_o = (vcc_i && c_pass) ? rescaled : fused;

endmodule

`default_nettype wire
