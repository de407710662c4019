// pws_fp32_cmp.v -- binary32 compare (v_cmp_*_f32) and class (v_cmp_class_f32).
// Latency: combinational. Spec: docs/fp32.md "compare" and "class".
// Mirrors golden/fp32.c fp32_compare(a, b, denorm) (exactly one of lt_o/eq_o/gt_o/un_o: inputs
// flushed, NaN unordered, -0 == +0, else order_key()) and fp32_class(a) on the raw encoding of
// a_i (class_o bit numbers are the FP32_CLASS_* bits of golden/fp32.h).
`default_nettype none

module pws_fp32_cmp (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire [1:0]  denorm_i,
  output wire        lt_o,
  output wire        eq_o,
  output wire        gt_o,
  output wire        un_o,
  output wire [9:0]  class_o
);

  localparam ExpWidth = 12;
  localparam QuietBit = 22;
  localparam ClsSnan = 0, ClsQnan = 1, ClsNegInf = 2, ClsNegNormal = 3, ClsNegDenorm = 4;
  localparam ClsNegZero = 5, ClsPosZero = 6, ClsPosDenorm = 7, ClsPosNormal = 8, ClsPosInf = 9;

  wire [31:0] a_f, b_f;
  wire a_nan, b_nan, a_zero, b_zero;
  wire unused_a_sign, unused_b_sign, unused_a_inf, unused_b_inf, unused_a_den, unused_b_den;
  wire signed [ExpWidth-1:0] unused_a_exp, unused_b_exp;
  wire [23:0] unused_a_sig, unused_b_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_a (
    .a_i(a_i), .keep_i(denorm_i[0]), .f_o(a_f), .sign_o(unused_a_sign), .exp_o(unused_a_exp),
    .sig_o(unused_a_sig), .nan_o(a_nan), .inf_o(unused_a_inf), .zero_o(a_zero),
    .denorm_o(unused_a_den)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_b (
    .a_i(b_i), .keep_i(denorm_i[0]), .f_o(b_f), .sign_o(unused_b_sign), .exp_o(unused_b_exp),
    .sig_o(unused_b_sig), .nan_o(b_nan), .inf_o(unused_b_inf), .zero_o(b_zero),
    .denorm_o(unused_b_den)
  );

  wire [31:0] a_key = a_f[31] ? ~a_f : {1'b1, a_f[30:0]};
  wire [31:0] b_key = b_f[31] ? ~b_f : {1'b1, b_f[30:0]};

  wire unordered = a_nan || b_nan;
  wire zeros     = a_zero && b_zero;   // -0 == +0
  assign un_o = unordered;
  assign eq_o = !unordered && (zeros || (a_key == b_key));
  assign lt_o = !unordered && !zeros && (a_key < b_key);
  assign gt_o = !unordered && !zeros && (a_key > b_key);

  // class of the raw encoding: the keep input is forced so that denormals stay denormals.
  wire r_sign, r_nan, r_inf, r_zero, r_den;
  wire [31:0] unused_r_f;
  wire signed [ExpWidth-1:0] unused_r_exp;
  wire [23:0] unused_r_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_raw (
    .a_i(a_i), .keep_i(1'b1), .f_o(unused_r_f), .sign_o(r_sign), .exp_o(unused_r_exp),
    .sig_o(unused_r_sig), .nan_o(r_nan), .inf_o(r_inf), .zero_o(r_zero), .denorm_o(r_den)
  );
  wire unused_keep_out = denorm_i[1];   // a compare produces no FP result to flush

  wire r_normal = !r_nan && !r_inf && !r_zero && !r_den;
  wire quiet    = a_i[QuietBit];

  assign class_o[ClsSnan]      = r_nan && !quiet;
  assign class_o[ClsQnan]      = r_nan && quiet;
  assign class_o[ClsNegInf]    = r_inf && r_sign;
  assign class_o[ClsNegNormal] = r_normal && r_sign;
  assign class_o[ClsNegDenorm] = r_den && r_sign;
  assign class_o[ClsNegZero]   = r_zero && r_sign;
  assign class_o[ClsPosZero]   = r_zero && !r_sign;
  assign class_o[ClsPosDenorm] = r_den && !r_sign;
  assign class_o[ClsPosNormal] = r_normal && !r_sign;
  assign class_o[ClsPosInf]    = r_inf && !r_sign;

endmodule

`default_nettype wire
