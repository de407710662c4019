// pws_sram_lanes.v -- a synchronous one-read one-write RAM whose words are Lanes lanes wide, each
// lane with its own write enable (hand-written leaf). Spec: docs/microarchitecture.md "Register
// files".
//
// The pipelined CU's register files are built from it: a VRF pass-group RAM (a lane = one VALU
// lane's 32 bits, so a memory unit's returned dword writes one lane of a row) and an SRF RAM of
// 64-bit words (a lane = one SGPR of a pair). Latency: rdata_o is mem[raddr_i] one cycle after
// raddr_i is presented; reading the word being written returns its OLD value. Not reset: every
// word is written before it is read.
`default_nettype none

module pws_sram_lanes #(
  parameter integer Lanes     = 2,   // lanes per word
  parameter integer LaneWidth = 32,  // bits per lane
  parameter integer Depth     = 256, // words
  parameter integer AddrWidth = 8    // enough bits for Depth - 1
) (
  input  wire                         clk_i,
  input  wire [Lanes-1:0]             we_i,     // lane k of word waddr_i takes wdata_i's lane k
  input  wire [AddrWidth-1:0]         waddr_i,
  input  wire [Lanes*LaneWidth-1:0]   wdata_i,
  input  wire [AddrWidth-1:0]         raddr_i,  // sampled at the clock edge
  output reg  [Lanes*LaneWidth-1:0]   rdata_o
);
  (* ram_style = "block" *) reg [Lanes*LaneWidth-1:0] mem [0:Depth-1];

  // One write per enabled lane, the form yosys maps onto a block RAM's byte (lane) enables.
  integer k;
  always @(posedge clk_i) begin
    for (k = 0; k < Lanes; k = k + 1)
      if (we_i[k]) mem[waddr_i][LaneWidth*k +: LaneWidth] <= wdata_i[LaneWidth*k +: LaneWidth];
    rdata_o <= mem[raddr_i];
  end
endmodule

`default_nettype wire
