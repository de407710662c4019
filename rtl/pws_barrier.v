// pws_barrier.v -- the per-workgroup barrier unit of a CU (hand-written leaf, combinational).
// Spec: docs/microarchitecture.md "Shared leaves: RAMs, arbiters, barrier"; semantics
// docs/isa.md R6.
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
  localparam integer NumSlots = 1 << WgIdWidth;

  // blocked[w]: some live member of workgroup slot w has not arrived. One pass over the
  // contexts to mark the slots, one to look each context's slot up: 2 x NumCtx steps, where
  // comparing every pair of contexts took NumCtx^2 (1600 for the default CU's 40 contexts, on
  // every clock of a Verilated model; docs/cosim.md "Speed").
  reg [NumSlots-1:0] blocked;
  integer i, j;
  always @* begin
    blocked = {NumSlots{1'b0}};
    for (j = 0; j < NumCtx; j = j + 1)
      if (member_i[j] && !wait_i[j]) blocked[wg_i[WgIdWidth*j +: WgIdWidth]] = 1'b1;
    for (i = 0; i < NumCtx; i = i + 1)
      release_o[i] = wait_i[i] && !blocked[wg_i[WgIdWidth*i +: WgIdWidth]];
  end
endmodule

`default_nettype wire
