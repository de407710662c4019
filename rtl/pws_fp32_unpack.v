// pws_fp32_unpack.v -- input flush and unpack of one binary32 operand, shared by every FP32 unit.
// Latency: combinational. Spec: docs/fp32.md "The pipeline" steps 1-2, "Denormal mode".
// Mirrors golden/fp32.c fp32_flush_in() and unpack(): f_o is the operand after the input flush
// (a denormal becomes a zero of its sign unless keep_i); for a finite nonzero f_o the value is
// (-1)^sign_o * sig_o * 2^exp_o, sig_o = 1.frac (normal) or 0.frac with exponent field 1
// (denormal). The class flags describe f_o.
`default_nettype none

module pws_fp32_unpack #(
  parameter ExpWidth = 12   // signed width of exp_o
) (
  input  wire [31:0]                a_i,
  input  wire                       keep_i,    // FP_DENORM bit 0: keep input denormals
  output wire [31:0]                f_o,
  output wire                       sign_o,
  output wire signed [ExpWidth-1:0] exp_o,     // power of two of sig_o's bit 0
  output wire [23:0]                sig_o,
  output wire                       nan_o,
  output wire                       inf_o,
  output wire                       zero_o,
  output wire                       denorm_o   // f_o is a (kept) denormal
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam [7:0]  ExpMax  = 8'hff;
  localparam [7:0]  ExpZero = 8'h00;
  localparam [22:0] FracZero = 23'h000000;
  // sig_o's bit 0 weighs 2^(E - LsbBias): bias 127 plus 23 fraction bits.
  localparam signed [ExpWidth-1:0] LsbBias = 150;
  localparam signed [ExpWidth-1:0] ExpOne  = 1;

  wire a_denorm = (a_i[30:23] == ExpZero) && (a_i[22:0] != FracZero);
  assign f_o = (!keep_i && a_denorm) ? {a_i[31], MagZero} : a_i;

  wire [7:0]  e    = f_o[30:23];
  wire [22:0] frac = f_o[22:0];
  wire        e_zero = (e == ExpZero);

  assign sign_o   = f_o[31];
  assign sig_o    = {!e_zero, frac};
  assign exp_o    = (e_zero ? ExpOne : $signed({{(ExpWidth-8){1'b0}}, e})) - LsbBias;
  assign nan_o    = (e == ExpMax) && (frac != FracZero);
  assign inf_o    = (e == ExpMax) && (frac == FracZero);
  assign zero_o   = e_zero && (frac == FracZero);
  assign denorm_o = e_zero && (frac != FracZero);

endmodule

`default_nettype wire
