// pws_lock_arbiter.v -- a token for N requesters, held as long as its owner requests it
// (hand-written leaf). Spec: docs/microarchitecture.md "Shared leaves: RAMs, arbiters,
// barrier" (the atomic token).
//
// A free token goes round-robin (pws_rr_arbiter) to one requester; gnt_o stays on that owner,
// combinationally, for as long as it keeps req_i high, and the cycle after it drops the request
// the token is free again. A requester that holds its request therefore waits at most for
// every other requester to hold the token once: (N - 1) x (the longest holding time).
`default_nettype none

module pws_lock_arbiter #(
  parameter integer N        = 4,  // requesters
  parameter integer IdxWidth = 2   // max(1, ceil(log2(N)))
) (
  input  wire         clk_i,
  input  wire         rst_ni,   // synchronous, active low: the token is free
  input  wire [N-1:0] req_i,
  output reg  [N-1:0] gnt_o     // one-hot: the owner
);
  reg                held_q;
  reg [IdxWidth-1:0] owner_q;
  wire [31:0]        owner = {{(32-IdxWidth){1'b0}}, owner_q};
  wire               keep = held_q && req_i[owner];
  wire [N-1:0]       rr_gnt;
  wire [IdxWidth-1:0] rr_idx;
  wire               rr_valid;
  pws_rr_arbiter #(.N(N), .IdxWidth(IdxWidth)) u_rr (
    .clk_i(clk_i), .rst_ni(rst_ni), .req_i(keep ? {N{1'b0}} : req_i), .gnt_o(rr_gnt),
    .idx_o(rr_idx), .valid_o(rr_valid)
  );
  integer i;
  always @*
    for (i = 0; i < N; i = i + 1)
      gnt_o[i] = keep ? owner == i : rr_gnt[i];

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      held_q <= 1'b0;
      owner_q <= {IdxWidth{1'b0}};
    end else begin
      held_q <= keep || rr_valid;
      if (!keep && rr_valid) owner_q <= rr_idx;
    end
  end
endmodule

`default_nettype wire
