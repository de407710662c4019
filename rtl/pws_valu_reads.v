// pws_valu_reads.v -- a VALU instruction's VRF reads with one read port (hand-written leaf).
// Spec: docs/microarchitecture.md "Narrow configurations".
//
// From its operand kinds and widths (pws_inst_unpack's kind0..2 and dw0..2) and whether its
// result is 64 bits wide: the VGPR source dwords of each slot (n0, n1, n2: 0, 1 or 2), their
// sum v, the result's dwords Wd and the cycles of a pass R = max(v, Wd + 1) (every pass leaves
// the one write port a free cycle). The one rule the issue stage (the times it sets) and the
// VALU (its sequencer) share.
`default_nettype none

module pws_valu_reads (
  input  wire [8:0] kind0_i,
  input  wire [8:0] kind1_i,
  input  wire [8:0] kind2_i,
  input  wire [2:0] dw0_i,
  input  wire [2:0] dw1_i,
  input  wire [2:0] dw2_i,
  input  wire       vd64_i,
  output wire [2:0] n0_o,
  output wire [2:0] n1_o,
  output wire [2:0] n2_o,
  output wire [2:0] v_o,
  output wire [2:0] wd_o,
  output wire [2:0] r_o
);
  // a slot's VGPR dwords: kind bit 1 is a VGPR
  assign n0_o = !kind0_i[1] ? 3'd0 : dw0_i == 3'd2 ? 3'd2 : 3'd1;
  assign n1_o = !kind1_i[1] ? 3'd0 : dw1_i == 3'd2 ? 3'd2 : 3'd1;
  assign n2_o = !kind2_i[1] ? 3'd0 : dw2_i == 3'd2 ? 3'd2 : 3'd1;
  assign v_o = n0_o + n1_o + n2_o;
  assign wd_o = vd64_i ? 3'd2 : 3'd1;
  assign r_o = v_o > wd_o ? v_o : wd_o + 3'd1;
  wire unused_k = ^{kind0_i[8:2], kind0_i[0], kind1_i[8:2], kind1_i[0], kind2_i[8:2], kind2_i[0]};
endmodule

`default_nettype wire
