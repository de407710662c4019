// pws_scalar_src.v -- a scalar source operand's value, from its operand kind (hand-written leaf,
// combinational). Spec: docs/microarchitecture.md "The scalar units"; the operand kinds are
// pws_predecode's (docs/isa_encoding.md).
//
// One definition for every unit that reads scalar sources: the SALU (its two sources), the VALU
// (its scalar operands: the constant bus) and the control unit (s_split's mask). An SGPR comes
// from the SRF word read the cycle before (srf_i: the pair; odd_i picks the high dword of a
// 32-bit read), VCC, EXEC, M0 and SCC from the context's registers, a constant from the
// predecoded value (cv_i[32]: its high dword is all ones when read as 64 bits). A 64-bit read
// (dw_i = 2) of an SGPR pair, VCC or EXEC gives the whole pair; everything else is zero-extended.
`default_nettype none

module pws_scalar_src (
  input  wire [8:0]  kind_i,   // [0] SGPR, [1] VGPR (not here), [2] vcc_lo .. [8] constant
  input  wire        odd_i,    // an odd SGPR
  input  wire [2:0]  dw_i,     // dwords read
  input  wire [32:0] cv_i,
  input  wire [63:0] srf_i,
  input  wire [63:0] vcc_i,
  input  wire [63:0] exec_i,
  input  wire [31:0] m0_i,
  input  wire        scc_i,
  output reg  [63:0] value_o
);
  wire two = dw_i == 3'd2;
  always @* begin
    value_o = 64'd0;
    if (kind_i[0]) value_o = two ? srf_i : {32'd0, odd_i ? srf_i[63:32] : srf_i[31:0]};
    else if (kind_i[2]) value_o = two ? vcc_i : {32'd0, vcc_i[31:0]};
    else if (kind_i[3]) value_o = {32'd0, vcc_i[63:32]};
    else if (kind_i[4]) value_o = two ? exec_i : {32'd0, exec_i[31:0]};
    else if (kind_i[5]) value_o = {32'd0, exec_i[63:32]};
    else if (kind_i[6]) value_o = {32'd0, m0_i};
    else if (kind_i[7]) value_o = {63'd0, scc_i};
    else if (kind_i[8]) value_o = {two && cv_i[32] ? 32'hffffffff : 32'd0, cv_i[31:0]};
  end
  wire unused_kind = kind_i[1];
endmodule

`default_nettype wire
