// pws_fpga_check.v -- the verdict: a signature of the final memory against the golden model's
// (hand-written; FPGA top only). Spec: docs/fpga.md "iCE40 place and route" (the verdict).
//
// Once start_i rises (the CU is idle: every wavefront ended, no memory access in flight), reads
// every dword of the memory through its check port, in index order, into a 32-bit
// multiple-input signature register (MISR, Galois form):
//   sig' = (sig << 1) ^ (sig[31] ? Poly : 0) ^ dword,   sig = 0 before the first dword
// and at the end compares sig with ExpectSig, the same signature of the golden model's memory
// after the same dispatch (`pws fpga` computes it: fpga_image_signature). The step is an
// invertible map of sig for a fixed dword, so a memory that differs from the expected one in a
// single dword (any bits of it) always gives another signature; differences in several dwords
// cancel only by an aliasing of about 2^-32. It replaces a ROM of the expected memory, which
// took as many block RAMs as the memory's dwords need (4 of the iCE40's 32 for 512 dwords), with
// 32 flip-flops and a 3-input XOR per bit. Poly: x^32 + x^22 + x^2 + x + 1, a maximal-length
// LFSR's taps (Xilinx XAPP052's table: 32, 22, 2, 1).
`default_nettype none

module pws_fpga_check #(
  parameter integer AddrWidth = 5,              // bits of a memory index
  parameter [31:0]  ExpectSig = 32'h0000_0000   // the golden model's signature
) (
  input  wire                 clk_i,
  input  wire                 rst_ni,
  input  wire                 start_i,      // level: may start now
  output wire                 busy_o,       // owns the memory's read port
  output wire [AddrWidth-1:0] addr_o,       // the memory index read this cycle
  input  wire [31:0]          rdata_i,      // memory dword at addr_o of the previous edge
  output reg                  done_o,
  output wire                 match_o,      // (at done) the signature is the expected one
  output reg  [31:0]          sig_o         // the signature (final at done; for the report)
);
  localparam [31:0] Poly = 32'h0040_0007;       // x^22 + x^2 + x + 1 (x^32 implied)
  localparam [AddrWidth-1:0] Last = {AddrWidth{1'b1}};   // 2^AddrWidth - 1: every dword

  reg                 run_q;      // reading
  reg                 fold_q;     // rdata_i is the dword at at_q
  reg [AddrWidth-1:0] idx_q, at_q;
  wire                last = idx_q == Last;

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      run_q  <= 1'b0;
      fold_q <= 1'b0;
      idx_q  <= {AddrWidth{1'b0}};
      at_q   <= {AddrWidth{1'b0}};
      done_o <= 1'b0;
      sig_o  <= 32'd0;
    end else begin
      fold_q <= run_q;
      at_q   <= idx_q;
      if (!run_q && !done_o && !fold_q && start_i) run_q <= 1'b1;
      if (run_q) begin
        idx_q <= idx_q + 1'b1;
        if (last) run_q <= 1'b0;
      end
      if (fold_q) begin
        sig_o <= {sig_o[30:0], 1'b0} ^ (sig_o[31] ? Poly : 32'd0) ^ rdata_i;
        if (at_q == Last) done_o <= 1'b1;
      end
    end
  end

  assign busy_o  = run_q;
  assign addr_o  = idx_q;
  assign match_o = sig_o == ExpectSig;
endmodule

`default_nettype wire
