// pws_fp32_add.v -- binary32 add / subtract (v_add_f32, v_sub_f32, v_subrev_f32).
// Latency: combinational. Spec: docs/fp32.md "add, sub" and "Common rules".
// Mirrors golden/fp32.c fp32_add(a, b, denorm) and, with sub_i, fp32_sub(a, b) = add(a, -b):
// flush inputs, special cases (NaN, inf - inf, infinities, zeros), otherwise add_unpacked()
// (pws_fp32_add_core: align with sticky, add, normalise, round to nearest even, flush output).
`default_nettype none

module pws_fp32_add (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        sub_i,      // 1: a - b
  input  wire [1:0]  denorm_i,   // MODE.FP_DENORM: bit 0 keep input, bit 1 keep output denormals
  output reg  [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam [31:0] Qnan = 32'h7fc0_0000;
  localparam signed [ExpWidth-1:0] NoScale = 0;
  localparam [23:0] SigPad = 24'd0;   // widens a 24-bit significand to the core's 48 bits

  wire [31:0] b_signed = {b_i[31] ^ sub_i, b_i[30:0]};

  wire [31:0] a_f, b_f;
  wire a_sign, b_sign, a_nan, b_nan, a_inf, b_inf, a_zero, b_zero;
  wire signed [ExpWidth-1:0] a_exp, b_exp;
  wire [23:0] a_sig, b_sig;
  wire unused_den_a, unused_den_b;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_a (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(a_f), .sign_o(a_sign), .exp_o(a_exp), .sig_o(a_sig),
    .nan_o(a_nan), .inf_o(a_inf), .zero_o(a_zero), .denorm_o(unused_den_a)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_b (
    .a_i(b_signed), .keep_i(denorm_i[0]), .f_o(b_f), .sign_o(b_sign), .exp_o(b_exp),
    .sig_o(b_sig), .nan_o(b_nan), .inf_o(b_inf), .zero_o(b_zero), .denorm_o(unused_den_b)
  );

  wire [31:0] a_out, b_out;   // x + 0 = x, still subject to the output flush
  pws_fp32_flush_out u_flush_a (.a_i(a_f), .keep_i(denorm_i[1]), .y_o(a_out));
  pws_fp32_flush_out u_flush_b (.a_i(b_f), .keep_i(denorm_i[1]), .y_o(b_out));

  wire [31:0] sum;
  pws_fp32_add_core #(.ExpWidth(ExpWidth)) u_core (
    .x_sign_i(a_sign), .x_exp_i(a_exp), .x_sig_i({SigPad, a_sig}),
    .y_sign_i(b_sign), .y_exp_i(b_exp), .y_sig_i({SigPad, b_sig}), .y_zero_i(1'b0),
    .scale_i(NoScale), .keep_out_i(denorm_i[1]), .y_o(sum)
  );

  always @* begin
    if (a_nan || b_nan)                                 y_o = Qnan;
    else if (a_inf && b_inf && (a_sign != b_sign))      y_o = Qnan;        // inf - inf
    else if (a_inf)                                     y_o = a_f;
    else if (b_inf)                                     y_o = b_f;
    else if (a_zero && b_zero)                          y_o = {a_sign & b_sign, MagZero};
    else if (a_zero)                                    y_o = b_out;
    else if (b_zero)                                    y_o = a_out;
    else                                                y_o = sum;
  end

endmodule

`default_nettype wire
