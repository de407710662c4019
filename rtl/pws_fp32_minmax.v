// pws_fp32_minmax.v -- IEEE 754-2008 minNum / maxNum (v_min_f32, v_max_f32).
// Latency: combinational. Spec: docs/fp32.md "min, max".
// Mirrors golden/fp32.c fp32_min() / fp32_max() (max_i selects): flush inputs, min_num() /
// max_num() (one NaN loses, two NaNs give the canonical NaN, -0 < +0 through order_key()),
// then flush the selected operand as an output.
`default_nettype none

module pws_fp32_minmax (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        max_i,      // 1: maxNum, 0: minNum
  input  wire [1:0]  denorm_i,
  output wire [31:0] y_o
);

  localparam ExpWidth = 12;
  localparam [31:0] Qnan = 32'h7fc0_0000;

  wire [31:0] a_f, b_f;
  wire a_nan, b_nan;
  wire unused_a_sign, unused_b_sign, unused_a_inf, unused_b_inf, unused_a_zero, unused_b_zero;
  wire unused_a_den, unused_b_den;
  wire signed [ExpWidth-1:0] unused_a_exp, unused_b_exp;
  wire [23:0] unused_a_sig, unused_b_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_a (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(a_f), .sign_o(unused_a_sign), .exp_o(unused_a_exp),
    .sig_o(unused_a_sig), .nan_o(a_nan), .inf_o(unused_a_inf), .zero_o(unused_a_zero),
    .denorm_o(unused_a_den)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_b (
    .a_i(b_i), .keep_i(denorm_i[0]), .f_o(b_f), .sign_o(unused_b_sign), .exp_o(unused_b_exp),
    .sig_o(unused_b_sig), .nan_o(b_nan), .inf_o(unused_b_inf), .zero_o(unused_b_zero),
    .denorm_o(unused_b_den)
  );

  // order_key(): an unsigned integer that increases with the value, -0 below +0.
  wire [31:0] a_key = a_f[31] ? ~a_f : {1'b1, a_f[30:0]};
  wire [31:0] b_key = b_f[31] ? ~b_f : {1'b1, b_f[30:0]};
  wire        a_le_b = (a_key <= b_key);
  wire        a_ge_b = (a_key >= b_key);
  wire        pick_a = max_i ? a_ge_b : a_le_b;

  reg [31:0] sel;
  always @* begin
    if (a_nan && b_nan) sel = Qnan;
    else if (a_nan)     sel = b_f;
    else if (b_nan)     sel = a_f;
    else                sel = pick_a ? a_f : b_f;
  end

  pws_fp32_flush_out u_flush (.a_i(sel), .keep_i(denorm_i[1]), .y_o(y_o));

endmodule

`default_nettype wire
