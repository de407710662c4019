// pws_vrf_arb.v -- the VRF lane arbiter of one SIMD (hand-written leaf; no include).
// Spec: docs/splitting.md "The shared, lane-sliced VRF".
//
// N units share the SIMD's lane-sliced VRF (one RAM per wave lane, one read or one write port
// each; an instance arbitrates one of the two). Each cycle unit u may request an access of the
// wave lanes in lanes_i[W*u +: W]. In one cycle the arbiter grants, in round-robin order from
// unit ptr_q, every request whose lanes are disjoint from the lanes of the requests granted
// before it, so no lane RAM is driven by two units. The first request in the order is always
// granted, and the order rotates by one unit after every cycle in which a request waited, so a
// request that is held waits at most N - 1 cycles. Requests with disjoint lanes (the SWFs of one
// wavefront: their split masks are disjoint) never wait. With N = 1 every request is granted.
// (The SPI's VGPR init write takes its lane before the arbiter: the units leave that lane out
// of their requests, pws_simd_units.) Combinational grant; only the pointer is a flop.
`default_nettype none

module pws_vrf_arb #(
  parameter integer N        = 2,   // units
  parameter integer W        = 16,  // wave lanes (one RAM each)
  parameter integer IdxWidth = 1    // bits of a unit index: max(1, ceil(log2(N)))
) (
  input  wire           clk_i,
  input  wire           rst_ni,   // synchronous, active low: unit 0 first
  input  wire [N-1:0]   req_i,
  input  wire [N*W-1:0] lanes_i,  // unit u's lanes in [W*u +: W]
  output reg  [N-1:0]   gnt_o
);
  reg [IdxWidth-1:0] ptr_q;   // the unit first in the order this cycle
  reg [W-1:0]        taken;   // lanes of the requests granted so far in the order
  integer i, j;

  always @* begin
    taken = {W{1'b0}};
    gnt_o = {N{1'b0}};
    for (i = 0; i < N; i = i + 1) begin
      j = {{(32-IdxWidth){1'b0}}, ptr_q} + i;   // < 2N: one subtraction wraps it (not % N,
      if (j >= N) j = j - N;                    // a 32-bit divider per i in yosys when N is no power of 2)
      if (req_i[j] && (lanes_i[W*j +: W] & taken) == {W{1'b0}}) begin
        gnt_o[j] = 1'b1;
        taken = taken | lanes_i[W*j +: W];
      end
    end
  end

  wire waited = (req_i & ~gnt_o) != {N{1'b0}};
  wire [31:0] ptr_inc = {{(32-IdxWidth){1'b0}}, ptr_q} + 32'd1;
  wire [31:0] ptr_next = ptr_inc == N ? 32'd0 : ptr_inc;
  wire unused_j = ^{j, ptr_next[31:IdxWidth]};   // only the low bits index a unit

  always @(posedge clk_i) begin
    if (!rst_ni) ptr_q <= {IdxWidth{1'b0}};
    else if (waited) ptr_q <= ptr_next[IdxWidth-1:0];
  end
endmodule

`default_nettype wire
