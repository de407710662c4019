// pws_sram_lanes.v -- a synchronous one-read one-write RAM whose words are Lanes lanes wide, each
// lane with its own write enable (hand-written leaf). Spec: docs/microarchitecture.md "Register
// files".
//
// The pipelined CU's register files are built from it: a VRF pass-group RAM (a lane = one VALU
// lane's 32 bits, so a memory unit's returned dword writes one lane of a row) and an SRF RAM of
// 64-bit words (a lane = one SGPR of a pair). Latency: rdata_o is mem[raddr_i] one cycle after
// raddr_i is presented. Not reset: every word is written before it is read.
//
// READ DURING WRITE is undefined for the lanes written: a read of the word written in the same
// cycle may return anything in the lanes being written (the others read correctly: a lane is
// LaneWidth = 32 bits, whole block RAMs of 16 bits on iCE40, its own write enable elsewhere,
// so an unwritten lane sees no write). The register files never use such a read (docs/microarchitecture.md
// "Register files": the hazard rules and the scoreboard order every write and read of a row,
// and the SPI writes only contexts that do not run), and promising old data costs a block RAM
// that does not give it natively (iCE40, ECP5) a register and a comparison per bit: yosys's
// read-first emulation, 1,205 of the FPGA demo's iCE40 logic cells (docs/fpga.md). Simulation
// does not trust the promise: it returns the old word with every bit inverted, so that a read
// whose value were used would make the lockstep comparison fail. Synthesis (yosys defines
// SYNTHESIS) marks the array no_rw_check instead.
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
`ifdef SYNTHESIS
  (* ram_style = "block", no_rw_check *) reg [Lanes*LaneWidth-1:0] mem [0:Depth-1];
  wire [Lanes*LaneWidth-1:0] poison = {Lanes*LaneWidth{1'b0}};
`else
  reg [Lanes*LaneWidth-1:0] mem [0:Depth-1];
  reg  [Lanes*LaneWidth-1:0] poison;   // the lanes written at the word read, all ones
  integer p;
  always @* for (p = 0; p < Lanes; p = p + 1)
    poison[LaneWidth*p +: LaneWidth] = {LaneWidth{we_i[p] && waddr_i == raddr_i}};
`endif

  // One write per enabled lane, the form yosys maps onto a block RAM's byte (lane) enables.
  integer k;
  always @(posedge clk_i) begin
    for (k = 0; k < Lanes; k = k + 1)
      if (we_i[k]) mem[waddr_i][LaneWidth*k +: LaneWidth] <= wdata_i[LaneWidth*k +: LaneWidth];
    rdata_o <= mem[raddr_i] ^ poison;
  end
endmodule

`default_nettype wire
