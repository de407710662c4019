// pws_fetch_decode.v -- one of the fetch's two decoders: an instruction's two dwords in, its
// bundle out (hand-written wiring of the generated pws_decoder and pws_predecode). Spec:
// docs/microarchitecture.md "Fetch".
`default_nettype none

module pws_fetch_decode #(
  parameter integer OpWidth     = 9,   // bits of an op id
  parameter integer BundleWidth = 512  // bits of the bundle (pws_predecode)
) (
  input  wire [31:0]            pc_i,       // the instruction's byte address
  input  wire [31:0]            w0_i,       // its first dword
  input  wire [31:0]            w1_i,       // the dword after it
  output wire [1:0]             nwords_o,   // its length: 1 or 2 dwords (1 when it does not decode)
  output wire                   stops_o,    // the fetch stops after it (pws_predecode)
  output wire [BundleWidth-1:0] bundle_o
);
  localparam integer OpndWidth = 10;   // operand codes (pws_decoder's)
  wire                 valid, vop3, clamp, glc, slc, gds, smem_imm;
  wire [OpWidth-1:0]   op;
  wire [3:0]           fmt, cls;
  wire [1:0]           nwords, omod;
  wire [OpndWidth-1:0] dst, sdst, src0, src1, src2;
  wire [31:0]          literal, imm;
  wire [2:0]           neg, abs_m;
  pws_decoder #(.OpWidth(OpWidth), .OpndWidth(OpndWidth)) u_decoder (
    .inst0_i(w0_i), .inst1_i(w1_i), .valid_o(valid), .op_o(op), .fmt_o(fmt), .cls_o(cls),
    .vop3_o(vop3), .nwords_o(nwords), .dst_o(dst), .sdst_o(sdst), .src0_o(src0),
    .src1_o(src1), .src2_o(src2), .literal_o(literal), .imm_o(imm), .neg_o(neg),
    .abs_o(abs_m), .clamp_o(clamp), .omod_o(omod), .glc_o(glc), .slc_o(slc), .gds_o(gds),
    .smem_imm_o(smem_imm)
  );
  pws_predecode #(.OpWidth(OpWidth), .OpndWidth(OpndWidth), .BundleWidth(BundleWidth)) u_predecode (
    .pc_i(pc_i), .w0_i(w0_i), .w1_i(w1_i), .valid_i(valid), .op_i(op), .vop3_i(vop3),
    .nwords_i(nwords), .dst_i(dst), .sdst_i(sdst), .src0_i(src0), .src1_i(src1), .src2_i(src2),
    .literal_i(literal), .imm_i(imm), .neg_i(neg), .abs_i(abs_m), .clamp_i(clamp),
    .omod_i(omod), .glc_i(glc), .smem_imm_i(smem_imm), .stops_o(stops_o), .bundle_o(bundle_o)
  );
  assign nwords_o = valid ? nwords : 2'd1;
  wire unused_dec = ^{fmt, cls, slc, gds};   // the class is pws_predecode's unit; no GDS
endmodule

`default_nettype wire
