// pws_rr_arbiter.v -- round-robin arbiter, N requesters, one grant per cycle (hand-written leaf).
// Spec: docs/microarchitecture.md "Shared leaves: RAMs, arbiters, barrier".
//
// The grant is combinational: among the requesters in req_i, the first one after the last
// granted (cyclically) wins. The pointer moves to the winner at the clock edge of every cycle
// with a grant, so a requester that holds its request waits at most N - 1 cycles (each other
// requester is granted at most once before it). idx_o is the winner's index (the last winner's
// when nobody requests); valid_o = |req_i.
`default_nettype none

module pws_rr_arbiter #(
  parameter integer N        = 4,  // requesters
  parameter integer IdxWidth = 2   // bits of a requester index: max(1, ceil(log2(N)))
) (
  input  wire                clk_i,
  input  wire                rst_ni,   // synchronous, active low: the pointer goes to N - 1
  input  wire [N-1:0]        req_i,
  output reg  [N-1:0]        gnt_o,    // one-hot (all zero without a request)
  output reg  [IdxWidth-1:0] idx_o,
  output wire                valid_o
);
  localparam integer LastI = N - 1;
  reg [IdxWidth-1:0] last_q;   // the requester granted last
  integer i, j;

  always @* begin
    idx_o = last_q;
    for (i = N; i >= 1; i = i - 1) begin   // the nearest requester after last_q is assigned last
      j = {{(32-IdxWidth){1'b0}}, last_q} + i;   // < 2N: one subtraction wraps it (not % N,
      if (j >= N) j = j - N;                     // a 32-bit divider per i in yosys when N is no power of 2)
      if (req_i[j]) idx_o = j[IdxWidth-1:0];
    end
    for (i = 0; i < N; i = i + 1)
      gnt_o[i] = req_i[i] && {{(32-IdxWidth){1'b0}}, idx_o} == i;
  end

  assign valid_o = |req_i;
  wire unused_j = ^j;   // only its low bits index req_i

  always @(posedge clk_i) begin
    if (!rst_ni) last_q <= LastI[IdxWidth-1:0];
    else if (valid_o) last_q <= idx_o;
  end
endmodule

`default_nettype wire
