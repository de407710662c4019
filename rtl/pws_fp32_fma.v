// pws_fp32_fma.v -- v_fma_f32 (fused, one rounding) and v_mad_f32 / v_mac_f32 (unfused).
// Latency: combinational. Spec: docs/fp32.md "fma" and "mad".
// mad_i = 0 mirrors golden/fp32.c fp32_fma(a, b, c, denorm) (pws_fp32_fma_core, no scale).
// mad_i = 1 mirrors fp32_mad(a, b, c) = fp32_add(fp32_mul(a, b, 0), c, 0): a rounded product,
// then a rounded sum, denormals flushed everywhere whatever denorm_i says.
`default_nettype none

module pws_fp32_fma (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire [31:0] c_i,
  input  wire        mad_i,
  input  wire [1:0]  denorm_i,
  output wire [31:0] y_o
);

  localparam ExpWidth = 12;
  localparam signed [ExpWidth-1:0] NoScale = 0;
  localparam [1:0] FlushAll = 2'd0;   // mad's fixed FP_DENORM mode

  wire [31:0] fused;
  wire        unused_c_pass;
  pws_fp32_fma_core #(.ExpWidth(ExpWidth)) u_fma (
    .a_i(a_i), .b_i(b_i), .c_i(c_i), .denorm_i(denorm_i), .scale_i(NoScale),
    .y_o(fused), .c_pass_o(unused_c_pass)
  );

  wire [31:0] prod, unfused;
  pws_fp32_mul u_mul (.a_i(a_i), .b_i(b_i), .denorm_i(FlushAll), .y_o(prod));
  pws_fp32_add u_add (
    .a_i(prod), .b_i(c_i), .sub_i(1'b0), .denorm_i(FlushAll), .y_o(unfused)
  );

  assign y_o = mad_i ? unfused : fused;

endmodule

`default_nettype wire
