// pws_fp32_fma_core.v -- fused a * b + c with one rounding, optionally scaled by 2^scale_i
// before that rounding.
// Latency: combinational. Spec: docs/fp32.md "fma"; docs/exec.md section 5a (v_div_fmas_f32).
// Mirrors golden/fp32.c fp32_fma(a, b, c, denorm): flush inputs, special cases, then the exact
// 48-bit product and c summed by pws_fp32_add_core (add_unpacked()) and rounded once. scale_i is
// 0 for v_fma_f32; pws_fp32_div_fmas passes +-64 (golden/fdiv.c fma_scaled(): the same exact sum,
// one rounding at exponent + n). The special-case results ignore scale_i; c_pass_o says the
// result is fp32_fma's "zero product: flush_out(c)" case, which fdiv_fmas() scales afterwards.
`default_nettype none

module pws_fp32_fma_core #(
  parameter ExpWidth = 12
) (
  input  wire [31:0]                a_i,
  input  wire [31:0]                b_i,
  input  wire [31:0]                c_i,
  input  wire [1:0]                 denorm_i,
  input  wire signed [ExpWidth-1:0] scale_i,
  output reg  [31:0]                y_o,
  output reg                        c_pass_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam [31:0] Qnan = 32'h7fc0_0000;
  localparam [30:0] InfMag = 31'h7f80_0000;
  localparam [23:0] SigPad = 24'd0;

  wire a_sign, b_sign, c_sign, a_nan, b_nan, c_nan, a_inf, b_inf, c_inf;
  wire a_zero, b_zero, c_zero;
  wire signed [ExpWidth-1:0] a_exp, b_exp, c_exp;
  wire [23:0] a_sig, b_sig, c_sig;
  wire [31:0] unused_a_f, unused_b_f, c_f;
  wire unused_den_a, unused_den_b, unused_den_c;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_a (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(unused_a_f), .sign_o(a_sign), .exp_o(a_exp),
    .sig_o(a_sig), .nan_o(a_nan), .inf_o(a_inf), .zero_o(a_zero), .denorm_o(unused_den_a)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_b (
    .a_i(b_i), .keep_i(denorm_i[0]), .f_o(unused_b_f), .sign_o(b_sign), .exp_o(b_exp),
    .sig_o(b_sig), .nan_o(b_nan), .inf_o(b_inf), .zero_o(b_zero), .denorm_o(unused_den_b)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_c (
    .a_i(c_i), .keep_i(denorm_i[0]), .f_o(c_f), .sign_o(c_sign), .exp_o(c_exp),
    .sig_o(c_sig), .nan_o(c_nan), .inf_o(c_inf), .zero_o(c_zero), .denorm_o(unused_den_c)
  );

  wire        p_sign = a_sign ^ b_sign;
  wire [47:0] p_sig  = {SigPad, a_sig} * {SigPad, b_sig};   // exact product, <= 48 bits

  wire [31:0] c_out;   // zero product: the result is c, still subject to the output flush
  pws_fp32_flush_out u_flush_c (.a_i(c_f), .keep_i(denorm_i[1]), .y_o(c_out));

  // c == 0: fp32_fma's round_pack(p) is the core with a zero addend.
  wire [31:0] sum;
  pws_fp32_add_core #(.ExpWidth(ExpWidth)) u_core (
    .x_sign_i(p_sign), .x_exp_i(a_exp + b_exp), .x_sig_i(p_sig),
    .y_sign_i(c_sign), .y_exp_i(c_exp), .y_sig_i({SigPad, c_sig}), .y_zero_i(c_zero),
    .scale_i(scale_i), .keep_out_i(denorm_i[1]), .y_o(sum)
  );

  always @* begin
    c_pass_o = 1'b0;
    if (a_nan || b_nan || c_nan)                          y_o = Qnan;
    else if ((a_inf || b_inf) && (a_zero || b_zero))      y_o = Qnan;   // 0 * inf
    else if ((a_inf || b_inf) && c_inf && (c_sign != p_sign)) y_o = Qnan;   // inf - inf
    else if (a_inf || b_inf)                              y_o = {p_sign, InfMag};
    else if (c_inf)                                       y_o = c_f;
    else if ((a_zero || b_zero) && c_zero)                y_o = {p_sign & c_sign, MagZero};
    else if (a_zero || b_zero) begin
      y_o      = c_out;
      c_pass_o = 1'b1;
    end
    else                                                  y_o = sum;
  end

endmodule

`default_nettype wire
