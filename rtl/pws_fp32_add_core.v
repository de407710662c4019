// pws_fp32_add_core.v -- exact sum of two nonzero finite unpacked values, rounded once.
// Latency: combinational. Spec: docs/fp32.md "add, sub" (algorithm) and "fma".
// Mirrors golden/fp32.c add_unpacked(): both significands are normalised to bit 61 (two bits of
// carry headroom), the smaller magnitude is shifted right to the larger's exponent with every
// lost bit jammed into bit 0, then added or subtracted and handed to pws_fp32_round. Shared by
// pws_fp32_add (24-bit significands) and pws_fp32_fma_core (48-bit exact product + addend).
// Two additions to the C routine, both used only by the fma core: y_zero_i (the addend is an
// exact zero: the result is x rounded, fp32_fma's round_pack(p) path) and scale_i, a power of
// two applied before the single rounding (v_div_fmas_f32, golden/fdiv.c fma_scaled()).
`default_nettype none

module pws_fp32_add_core #(
  parameter ExpWidth = 12
) (
  input  wire                       x_sign_i,
  input  wire signed [ExpWidth-1:0] x_exp_i,    // power of two of x_sig_i's bit 0
  input  wire [47:0]                x_sig_i,    // nonzero
  input  wire                       y_sign_i,
  input  wire signed [ExpWidth-1:0] y_exp_i,
  input  wire [47:0]                y_sig_i,    // nonzero unless y_zero_i
  input  wire                       y_zero_i,
  input  wire signed [ExpWidth-1:0] scale_i,    // result exponent offset, 0 for a plain sum
  input  wire                       keep_out_i,
  output wire [31:0]                y_o
);

  localparam InWidth  = 48;
  localparam SigWidth = 64;
  localparam InCnt    = 6;
  localparam CntWidth = 7;
  // Shifting an InWidth-bit significand with lzc leading zeros left by NormBase + lzc puts its
  // leading 1 at bit 61 (= SigWidth - 3).
  localparam [CntWidth-1:0] NormBase = SigWidth - 3 - InWidth + 1;
  localparam signed [ExpWidth-1:0] ShiftAll = SigWidth;
  localparam [31:0] PosZero = 32'h0000_0000;

  // normalise_to(x, 61), normalise_to(y, 61)
  wire [InCnt-1:0] x_lzc, y_lzc;
  pws_lzc #(.Width(InWidth), .CntWidth(InCnt)) u_lzc_x (.in_i(x_sig_i), .cnt_o(x_lzc));
  pws_lzc #(.Width(InWidth), .CntWidth(InCnt)) u_lzc_y (.in_i(y_sig_i), .cnt_o(y_lzc));

  wire [CntWidth-1:0] x_sh = NormBase + {1'b0, x_lzc};
  wire [CntWidth-1:0] y_sh = NormBase + {1'b0, y_lzc};
  wire [SigWidth-1:0] x_n = {{(SigWidth-InWidth){1'b0}}, x_sig_i} << x_sh;
  wire [SigWidth-1:0] y_n = {{(SigWidth-InWidth){1'b0}}, y_sig_i} << y_sh;
  wire signed [ExpWidth-1:0] x_e = x_exp_i - $signed({{(ExpWidth-CntWidth){1'b0}}, x_sh});
  wire signed [ExpWidth-1:0] y_e = y_exp_i - $signed({{(ExpWidth-CntWidth){1'b0}}, y_sh});

  // make |big| >= |small|; a zero addend never becomes big.
  wire swap = !y_zero_i && ((x_e < y_e) || ((x_e == y_e) && (x_n < y_n)));
  wire                       big_sign  = swap ? y_sign_i : x_sign_i;
  wire signed [ExpWidth-1:0] big_e     = swap ? y_e : x_e;
  wire [SigWidth-1:0]        big_sig   = swap ? y_n : x_n;
  wire                       sml_sign  = swap ? x_sign_i : y_sign_i;
  wire signed [ExpWidth-1:0] sml_e     = swap ? x_e : y_e;
  wire [SigWidth-1:0]        sml_sig   = y_zero_i ? {SigWidth{1'b0}} : (swap ? x_n : y_n);

  // shr_jam(small, big_e - sml_e); the difference is >= 0 whenever the small sig is nonzero.
  wire signed [ExpWidth-1:0] d_full = big_e - sml_e;
  wire [CntWidth-1:0] d = (d_full > ShiftAll) ? ShiftAll[CntWidth-1:0] : d_full[CntWidth-1:0];
  wire [SigWidth-1:0] lost_mask = ~({SigWidth{1'b1}} << d);
  wire [SigWidth-1:0] sml_j = (sml_sig >> d) |
                              {{(SigWidth-1){1'b0}}, |(sml_sig & lost_mask)};

  wire [SigWidth-1:0] s = (big_sign == sml_sign) ? big_sig + sml_j : big_sig - sml_j;
  wire                s_zero = (s == {SigWidth{1'b0}});

  wire [31:0] rounded;
  pws_fp32_round #(.ExpWidth(ExpWidth)) u_round (
    .sign_i    (big_sign),
    .exp_i     (big_e + scale_i),
    .sig_i     (s),
    .keep_out_i(keep_out_i),
    .y_o       (rounded)
  );

  // x + (-x) = +0 in round to nearest
  assign y_o = s_zero ? PosZero : rounded;

endmodule

`default_nettype wire
