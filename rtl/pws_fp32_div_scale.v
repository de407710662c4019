// pws_fp32_div_scale.v -- v_div_scale_f32 D, VCC, s0, s1 = denominator, s2 = numerator.
// Latency: combinational. Spec: docs/exec.md section 5a (rules 1-7, checked in that order).
// Mirrors golden/fdiv.c fdiv_scale(s0, s1, s2, denorm, &vcc): y_o is s0 (flushed), NaN, or s0
// scaled by 2^64 or 2^-64 (golden scale(): one rounding by pws_fp32_round); vcc_o tells
// v_div_fmas_f32 to scale the result back. quotient_tiny() (|s2 / s1| < 2^-126, exactly) is the
// same shifted compare of the two significands, with the same 40-bit shift limits.
`default_nettype none

module pws_fp32_div_scale (
  input  wire [31:0] s0_i,
  input  wire [31:0] s1_i,       // denominator
  input  wire [31:0] s2_i,       // numerator
  input  wire [1:0]  denorm_i,
  output reg  [31:0] y_o,
  output reg         vcc_o
);

  localparam ExpWidth = 12;
  localparam WideWidth = 64;
  localparam [31:0] Qnan = 32'h7fc0_0000;
  localparam [30:0] RcpTinyMag = 31'h7e80_0000;             // |s1| > 2^126: 1/s1 is denormal
  localparam signed [ExpWidth-1:0] ExpGapHuge = 96;          // rule 2: quotient near overflow
  localparam signed [ExpWidth-1:0] ExpTinyNum = 23;          // rule 7: tiny numerator
  localparam signed [ExpWidth-1:0] TinyBias   = 126;         // |q| < 2^-126
  localparam signed [ExpWidth-1:0] ShiftLimit = 40;          // quotient_tiny()'s shift limit
  localparam signed [ExpWidth-1:0] ScaleUp = 64, ScaleDown = -64;
  localparam [39:0] WidePad = 40'd0;

  wire [31:0] f0, f1, f2;
  wire s0_sign, s0_nan, s0_inf, s0_zero, s1_nan, s1_inf, s1_zero, s1_den, s2_nan, s2_inf, s2_zero;
  wire unused_s1_sign, unused_s2_sign, unused_s0_den, unused_s2_den;
  wire signed [ExpWidth-1:0] s0_exp, s1_exp, s2_exp;
  wire [23:0] s0_sig, s1_sig, s2_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_0 (
    .a_i(s0_i), .keep_i(denorm_i[0]), .f_o(f0), .sign_o(s0_sign), .exp_o(s0_exp),
    .sig_o(s0_sig), .nan_o(s0_nan), .inf_o(s0_inf), .zero_o(s0_zero), .denorm_o(unused_s0_den)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_1 (
    .a_i(s1_i), .keep_i(denorm_i[0]), .f_o(f1), .sign_o(unused_s1_sign), .exp_o(s1_exp),
    .sig_o(s1_sig), .nan_o(s1_nan), .inf_o(s1_inf), .zero_o(s1_zero), .denorm_o(s1_den)
  );
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack_2 (
    .a_i(s2_i), .keep_i(denorm_i[0]), .f_o(f2), .sign_o(unused_s2_sign), .exp_o(s2_exp),
    .sig_o(s2_sig), .nan_o(s2_nan), .inf_o(s2_inf), .zero_o(s2_zero), .denorm_o(unused_s2_den)
  );

  // exponent fields as signed numbers (a flushed denormal has field 0)
  wire signed [ExpWidth-1:0] e1 = $signed({{(ExpWidth-8){1'b0}}, f1[30:23]});
  wire signed [ExpWidth-1:0] e2 = $signed({{(ExpWidth-8){1'b0}}, f2[30:23]});
  wire rcp_tiny = (f1[30:0] > RcpTinyMag);

  // quotient_tiny(s2, s1): s2_sig * 2^s2_exp < s1_sig * 2^(s1_exp - 126)
  wire signed [ExpWidth-1:0] kq  = s2_exp - (s1_exp - TinyBias);
  wire signed [ExpWidth-1:0] nkq = -kq;
  wire [WideWidth-1:0] ns_sh = {WidePad, s2_sig} << kq[5:0];
  wire [WideWidth-1:0] ds_sh = {WidePad, s1_sig} << nkq[5:0];
  wire q_tiny = (kq >= 0) ? ((kq < ShiftLimit) && (ns_sh < {WidePad, s1_sig}))
                          : ((nkq >= ShiftLimit) || ({WidePad, s2_sig} < ds_sh));

  // scale(s0, n): zero, NaN and inf pass; otherwise s0 * 2^n rounded once. Rules 4 and 5
  // scale down, every other rule that scales scales up.
  wire gap_huge = (e2 - e1 >= ExpGapHuge);
  wire signed [ExpWidth-1:0] n = (!gap_huge && !s1_den && rcp_tiny) ? ScaleDown : ScaleUp;
  wire [31:0] scaled_r, scaled;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(s0_sign), .exp_i(s0_exp + n), .sig_i({WidePad, s0_sig}), .keep_out_i(denorm_i[1]),
    .y_o(scaled_r)
  );
  assign scaled = (s0_zero || s0_nan || s0_inf) ? f0 : scaled_r;

  always @* begin
    vcc_o = 1'b0;
    if (s0_nan || s1_nan || s2_nan)       y_o = Qnan;                       // rule 1
    else if (s1_zero || s2_zero)          y_o = Qnan;
    else if (s1_inf || s2_inf)            y_o = f0;
    else if (gap_huge) begin                                                // rule 2
      vcc_o = 1'b1;
      y_o   = (f0 == f1) ? scaled : f0;
    end
    else if (s1_den)                      y_o = scaled;                     // rule 3
    else if (rcp_tiny && q_tiny) begin                                      // rule 4
      vcc_o = 1'b1;
      y_o   = (f0 == f1) ? scaled : f0;
    end
    else if (rcp_tiny) begin                                                // rule 5
      y_o   = scaled;
    end
    else if (q_tiny) begin                                                  // rule 6
      vcc_o = 1'b1;
      y_o   = (f0 == f2) ? scaled : f0;
    end
    else if (e2 <= ExpTinyNum)            y_o = scaled;                     // rule 7
    else                                  y_o = f0;
  end

endmodule

`default_nettype wire
