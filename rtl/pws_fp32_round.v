// pws_fp32_round.v -- normalise, round to nearest even, overflow, pack and output flush.
// Latency: combinational. Spec: docs/fp32.md "The pipeline" steps 5-8.
// Mirrors golden/fp32.c fp32_round_pack(sign, exp, sig, denorm) (and golden/fdiv.c round_pack,
// whose sticky argument is sig_i's bit 0 here): rounds (-1)^sign_i * sig_i * 2^exp_i to binary32.
// sig_i's bit 0 may be a jammed sticky bit if the leading 1 is at bit 25 or above.
// sig_i == 0 gives a zero of sign sign_i.
`default_nettype none

module pws_fp32_round #(
  parameter ExpWidth = 12   // signed width of exp_i; must hold exp_i + 63 + 127 without overflow
) (
  input  wire                       sign_i,
  input  wire signed [ExpWidth-1:0] exp_i,      // power of two of sig_i's bit 0
  input  wire [63:0]                sig_i,
  input  wire                       keep_out_i, // FP_DENORM bit 1: keep output denormals
  output wire [31:0]                y_o
);

  localparam SigWidth = 64;
  localparam CntWidth = 7;
  localparam MantWidth = 24;                    // significand bits kept, leading 1 included
  localparam MantLsb   = SigWidth - MantWidth;  // bit 40: the last place kept
  localparam GuardBit  = MantLsb - 1;           // bit 39
  localparam ExpField  = 8;
  localparam FracWidth = MantWidth - 1;
  localparam signed [ExpWidth-1:0] ExpBias   = 127;
  localparam signed [ExpWidth-1:0] TopBit    = SigWidth - 1;
  localparam signed [ExpWidth-1:0] ExpMinNrm = 1;     // denormals share exponent 1
  localparam signed [ExpWidth-1:0] ExpInf    = 255;   // a biased exponent this large overflows
  localparam signed [ExpWidth-1:0] ShiftAll  = SigWidth;
  localparam [ExpField-1:0]  ExpFieldInf  = {ExpField{1'b1}};
  localparam [ExpField-1:0]  ExpFieldZero = {ExpField{1'b0}};
  localparam [FracWidth-1:0] FracZero     = {FracWidth{1'b0}};
  localparam [30:0]          MagZero      = 31'd0;

  // 1. normalise: the leading 1 moves to bit 63; it weighs 2^(exp + m), m = 63 - lzc.
  wire [CntWidth-1:0] lzc;
  pws_lzc #(.Width(SigWidth), .CntWidth(CntWidth)) u_lzc (.in_i(sig_i), .cnt_o(lzc));

  wire [SigWidth-1:0]       norm = sig_i << lzc;
  wire signed [ExpWidth-1:0] lzc_s = $signed({{(ExpWidth-CntWidth){1'b0}}, lzc});
  wire signed [ExpWidth-1:0] e_norm = exp_i + TopBit - lzc_s + ExpBias;

  // 2. a biased exponent below 1 is a denormal result: shift right by 1 - E with sticky.
  wire                       denormal = (e_norm < ExpMinNrm);
  wire signed [ExpWidth-1:0] sh_full  = ExpMinNrm - e_norm;
  wire [CntWidth-1:0]        sh = (sh_full > ShiftAll) ? ShiftAll[CntWidth-1:0]
                                                       : sh_full[CntWidth-1:0];
  wire [SigWidth-1:0] lost_mask = ~({SigWidth{1'b1}} << sh);
  wire [SigWidth-1:0] den_sig   = (norm >> sh) | {{(SigWidth-1){1'b0}}, |(norm & lost_mask)};
  wire [SigWidth-1:0] r_sig     = denormal ? den_sig : norm;
  wire signed [ExpWidth-1:0] e_biased = denormal ? ExpMinNrm : e_norm;

  // 3-4. keep 24 bits, guard bit and sticky; round half to even; a carry out bumps E.
  wire [MantWidth-1:0] mant   = r_sig[SigWidth-1:MantLsb];
  wire                 guard  = r_sig[GuardBit];
  wire                 sticky = |r_sig[GuardBit-1:0];
  wire                 inc    = guard && (sticky || mant[0]);
  wire [MantWidth:0]   mant_r = {1'b0, mant} + {{MantWidth{1'b0}}, inc};
  wire                 carry  = mant_r[MantWidth];
  wire [MantWidth-1:0] mant_f = carry ? mant_r[MantWidth:1] : mant_r[MantWidth-1:0];
  wire signed [ExpWidth-1:0] e_final = e_biased + $signed({{(ExpWidth-1){1'b0}}, carry});

  // 5-6. overflow to infinity; pack (a denormal's mant_f[23] set is exactly exponent field 1).
  wire        overflow = (e_final >= ExpInf);
  wire [31:0] packed_r = denormal ? {sign_i, {(ExpField-1){1'b0}}, mant_f}
                                  : {sign_i, e_final[ExpField-1:0], mant_f[FracWidth-1:0]};
  wire        out_den  = (packed_r[30:FracWidth] == ExpFieldZero) &&
                         (packed_r[FracWidth-1:0] != FracZero);
  wire [31:0] flushed  = (out_den && !keep_out_i) ? {sign_i, MagZero} : packed_r;

  assign y_o = (sig_i == {SigWidth{1'b0}}) ? {sign_i, MagZero} :
               overflow ? {sign_i, ExpFieldInf, FracZero} : flushed;

  // e_final's upper bits only matter through the overflow compare.
  wire unused_e = ^e_final[ExpWidth-1:ExpField];

endmodule

`default_nettype wire
