// pws_fp32_omod.v -- VOP3 output modifiers: omod (*2, *4, *0.5) then clamp to [0, 1].
// Latency: combinational. Spec: docs/fp32.md "Output modifiers".
// Mirrors golden/fp32.c fp32_omod_clamp(a, omod, clamp, denorm). The C code multiplies by the
// constant 2, 4 or 0.5 with input denormals kept and output denormals per mode; a product with
// a power of two is the operand's significand at a shifted exponent, so here the unpacked
// operand goes straight to pws_fp32_round with exponent + 1, + 2 or - 1: the same exact value,
// rounded and flushed by the same rounder, hence the same bits (NaN, inf and zero as fp32_mul).
`default_nettype none

module pws_fp32_omod (
  input  wire [31:0] a_i,
  input  wire [1:0]  omod_i,     // 0 none, 1 *2, 2 *4, 3 *0.5
  input  wire        clamp_i,
  input  wire [1:0]  denorm_i,   // only bit 1 (output denormals) matters
  output reg  [31:0] y_o
);

  localparam [30:0] MagZero = 31'd0;   // a zero's exponent and fraction fields
  localparam ExpWidth = 12;
  localparam [1:0]  OmodNone = 2'd0, OmodMul2 = 2'd1, OmodMul4 = 2'd2;
  // omod == 2'd3 halves (the case default)
  localparam signed [ExpWidth-1:0] ExpMul2 = 1, ExpMul4 = 2, ExpDiv2 = -1;
  localparam [31:0] Qnan    = 32'h7fc0_0000;
  localparam [31:0] PosZero = 32'h0000_0000;
  localparam [31:0] One     = 32'h3f80_0000;
  localparam [30:0] InfMag  = 31'h7f80_0000;
  localparam [39:0] SigPad  = 40'd0;   // widens the significand to the rounder's 64 bits

  wire a_sign, a_nan, a_inf, a_zero;
  wire [31:0] unused_a_f;
  wire unused_den;
  wire signed [ExpWidth-1:0] a_exp;
  wire [23:0] a_sig;
  pws_fp32_unpack #(.ExpWidth(ExpWidth)) u_unpack (   // a result: never input-flushed
    .a_i(a_i), .keep_i(1'b1), .f_o(unused_a_f), .sign_o(a_sign), .exp_o(a_exp), .sig_o(a_sig),
    .nan_o(a_nan), .inf_o(a_inf), .zero_o(a_zero), .denorm_o(unused_den)
  );
  wire unused_keep_in = denorm_i[0];

  reg signed [ExpWidth-1:0] k;
  always @* begin
    case (omod_i)
      OmodMul2: k = ExpMul2;
      OmodMul4: k = ExpMul4;
      default:  k = ExpDiv2;
    endcase
  end

  wire [31:0] scaled;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i(a_sign), .exp_i(a_exp + k), .sig_i({SigPad, a_sig}), .keep_out_i(denorm_i[1]),
    .y_o(scaled)
  );

  reg [31:0] r;
  always @* begin
    if (omod_i == OmodNone) r = a_i;
    else if (a_nan)         r = Qnan;
    else if (a_inf)         r = {a_sign, InfMag};
    else if (a_zero)        r = {a_sign, MagZero};
    else                    r = scaled;
  end

  // clamp: NaN and anything with the sign bit set -> +0, above 1.0 -> 1.0 (order_key compare,
  // which for a positive value is the unsigned compare of the patterns)
  wire r_nan = (r[30:0] > InfMag);
  always @* begin
    if (!clamp_i)      y_o = r;
    else if (r_nan)    y_o = PosZero;
    else if (r[31])    y_o = PosZero;
    else if (r > One)  y_o = One;
    else               y_o = r;
  end

endmodule

`default_nettype wire
