// pws_vrf_row_base.v -- the VRF row of a context's v0 (hand-written, combinational).
// Spec: docs/microarchitecture.md "VRF".
//
// Context x uses its own VGPRs, or under DWS those of its WF context x mod WfContexts (a
// reserve context's SWF shares its wavefront's VGPRs, docs/splitting.md); its v[r] is row
// base_o + r. The VALU, the memory units' row reader and the vector-memory units' return path
// all apply this rule, so it is one module. It was a Verilog function in each of them, whose
// inlined temporaries Verilator numbers per instance: every SIMD then got a C++ copy of its
// own (docs/cosim.md "Speed").
`default_nettype none

module pws_vrf_row_base #(
  parameter integer NumContexts = 10,   // contexts of the SIMD
  parameter integer WfContexts  = 10,   // contexts owning VGPRs (DWS: k W + c uses c's)
  parameter integer CtxWidth    = 4,    // bits of a context index
  parameter integer NumVgprs    = 64    // VGPRs per context
) (
  input  wire [CtxWidth-1:0] ctx_i,
  output wire [31:0]         base_o
);
  wire [31:0] ctx = {{(32-CtxWidth){1'b0}}, ctx_i};
  wire [31:0] owner = WfContexts == NumContexts ? ctx : ctx % WfContexts;
  assign base_o = owner * NumVgprs;
endmodule

`default_nettype wire
