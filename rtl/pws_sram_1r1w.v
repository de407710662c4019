// pws_sram_1r1w.v -- a synchronous one-read one-write RAM (hand-written leaf; no include).
// Spec: docs/microarchitecture.md "Shared leaves: RAMs, arbiters, barrier".
//
// Latency: rdata_o is valid one cycle after raddr_i is presented (the read is registered, so
// synthesis infers block RAM). Read during write of the same address returns the OLD data, or,
// with OldOnCollision = 0, is undefined: for a user that never reads the word it writes (the
// pipelined CU's instruction RAM, written only while no wavefront runs), so that synthesis
// needs no read-first emulation on iCE40 and ECP5 (no_rw_check; rtl/pws_sram_lanes.v says
// what it costs); simulation then returns the old word inverted, so that such a read whose
// value were used would make the lockstep comparison fail.
// The array is not cleared on reset (memories never reset): whoever uses it writes before it
// reads (the SPI/harness writes every SGPR and instruction dword it starts a wavefront with).
`default_nettype none

module pws_sram_1r1w #(
  parameter integer Width     = 32,  // bits per word
  parameter integer Depth     = 256, // words
  parameter integer AddrWidth = 8,   // enough bits for Depth - 1
  parameter integer OldOnCollision = 1   // 0: a read of the word being written is undefined
) (
  input  wire                 clk_i,
  input  wire                 we_i,     // write waddr_i with wdata_i at the clock edge
  input  wire [AddrWidth-1:0] waddr_i,
  input  wire [Width-1:0]     wdata_i,
  input  wire [AddrWidth-1:0] raddr_i,  // read address, sampled at the clock edge
  output reg  [Width-1:0]     rdata_o   // mem[raddr_i] of the previous edge
);
  // ram_style "block": a block RAM even when the array is small enough that yosys (or Vivado)
  // would pick LUT RAM (xilinx7 RAM32M, ecp5 TRELLIS_DPR16X4 for a 16-word register file).
  // The register files are meant to sit in block RAM at every size (docs/fpga.md "Block RAM");
  // simulation ignores the attribute.
  generate
    if (OldOnCollision != 0) begin : g_old
      (* ram_style = "block" *) reg [Width-1:0] mem [0:Depth-1];
      always @(posedge clk_i) begin
        if (we_i) mem[waddr_i] <= wdata_i;
        rdata_o <= mem[raddr_i];
      end
    end else begin : g_undef
`ifdef SYNTHESIS
      (* ram_style = "block", no_rw_check *) reg [Width-1:0] mem [0:Depth-1];
      wire poison = 1'b0;
`else
      reg [Width-1:0] mem [0:Depth-1];
      wire poison = we_i && waddr_i == raddr_i;
`endif
      always @(posedge clk_i) begin
        if (we_i) mem[waddr_i] <= wdata_i;
        rdata_o <= mem[raddr_i] ^ {Width{poison}};
      end
    end
  endgenerate
endmodule

`default_nettype wire
