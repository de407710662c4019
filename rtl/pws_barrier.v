// pws_barrier.v -- the per-workgroup barrier unit of a CU (hand-written leaf, combinational).
// Spec: docs/microarchitecture.md "Barriers"; semantics docs/isa.md R6.
//
// Every context of the CU (NumCtx = SIMDs x contexts) reports whether it waits at s_barrier
// (wait_i: it retired the s_barrier and is not picked), whether it is a live member of a
// workgroup (member_i: set by the SPI for every wavefront of a workgroup before any of them
// starts, cleared when the wavefront ends) and its workgroup slot (wg_i). A waiting context is
// released when every live member of its workgroup waits: the SIMD clears its wait bit at the
// next clock edge, one cycle after the last arrival's commit.
`default_nettype none

module pws_barrier #(
  parameter integer NumCtx    = 8,  // contexts of the CU
  parameter integer WgIdWidth = 3   // bits of a workgroup slot
) (
  input  wire [NumCtx-1:0]           wait_i,
  input  wire [NumCtx-1:0]           member_i,
  input  wire [NumCtx*WgIdWidth-1:0] wg_i,     // context k's slot in [WgIdWidth*k +: WgIdWidth]
  output reg  [NumCtx-1:0]           release_o
);
  integer i, j;
  always @*
    for (i = 0; i < NumCtx; i = i + 1) begin
      release_o[i] = wait_i[i];
      for (j = 0; j < NumCtx; j = j + 1)
        if (member_i[j] && !wait_i[j] && wg_i[WgIdWidth*j +: WgIdWidth] == wg_i[WgIdWidth*i +: WgIdWidth])
          release_o[i] = 1'b0;
    end
endmodule

`default_nettype wire
