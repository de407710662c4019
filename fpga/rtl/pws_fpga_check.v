// pws_fpga_check.v -- compares the final memory with the golden model's (hand-written; FPGA top
// only). Spec: docs/fpga.md "iCE40 place and route" (the verdict).
//
// Once start_i rises (the CU is idle: every wavefront ended, no memory access in flight), reads
// every dword of the memory (through its check port) and of the expected ROM ($readmemh
// ExpectFile: the golden model's memory after the same dispatch, compacted the same way) and
// compares them. done_o rises after the last compare; match_o stays 1 only if every dword was
// equal. first_bad_o is the index of the first dword that differed (for the simulation report).
`default_nettype none

module pws_fpga_check #(
  parameter integer AddrWidth  = 5,                 // bits of a memory index
  parameter         ExpectFile = "pws_fpga_expect.hex"
) (
  input  wire                 clk_i,
  input  wire                 rst_ni,
  input  wire                 start_i,      // level: may start now
  output wire                 busy_o,       // owns the memory's read port
  output wire [AddrWidth-1:0] addr_o,       // the memory index read this cycle
  input  wire [31:0]          rdata_i,      // memory dword at addr_o of the previous edge
  output reg                  done_o,
  output reg                  match_o,
  output reg  [AddrWidth-1:0] first_bad_o
);
  localparam integer Words = 1 << AddrWidth;

  (* ram_style = "block" *) reg [31:0] expect_rom [0:Words-1];
  initial $readmemh(ExpectFile, expect_rom);

  reg                 run_q;      // reading
  reg                 cmp_q;      // rdata_i and expect_q are the dword at at_q
  reg [AddrWidth-1:0] idx_q, at_q;
  reg [31:0]          expect_q;
  localparam [AddrWidth-1:0] Last = {AddrWidth{1'b1}};   // Words - 1
  wire                last = idx_q == Last;

  always @(posedge clk_i) begin
    expect_q <= expect_rom[idx_q];
  end

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      run_q       <= 1'b0;
      cmp_q       <= 1'b0;
      idx_q       <= {AddrWidth{1'b0}};
      at_q        <= {AddrWidth{1'b0}};
      done_o      <= 1'b0;
      match_o     <= 1'b1;
      first_bad_o <= {AddrWidth{1'b0}};
    end else begin
      cmp_q <= run_q;
      at_q  <= idx_q;
      if (!run_q && !done_o && !cmp_q && start_i) run_q <= 1'b1;
      if (run_q) begin
        idx_q <= idx_q + 1'b1;
        if (last) run_q <= 1'b0;
      end
      if (cmp_q) begin
        if (rdata_i != expect_q && match_o) begin
          match_o     <= 1'b0;
          first_bad_o <= at_q;
        end
        if (at_q == Last) done_o <= 1'b1;
      end
    end
  end

  assign busy_o = run_q;
  assign addr_o = idx_q;
endmodule

`default_nettype wire
