// pws_fp32_flush_out.v -- output-denormal flush of a binary32 result.
// Latency: combinational. Spec: docs/fp32.md "Denormal mode".
// Mirrors golden/fp32.c fp32_flush_out(): a denormal becomes a zero of its sign unless keep_i.
`default_nettype none

module pws_fp32_flush_out (
  input  wire [31:0] a_i,
  input  wire        keep_i,   // FP_DENORM bit 1: keep output denormals
  output wire [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam [7:0]  ExpZero  = 8'h00;
  localparam [22:0] FracZero = 23'h000000;

  wire denormal = (a_i[30:23] == ExpZero) && (a_i[22:0] != FracZero);
  assign y_o = (denormal && !keep_i) ? {a_i[31], MagZero} : a_i;

endmodule

`default_nettype wire
