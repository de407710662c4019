// pws_smem_queue.v -- the scalar loads one unit has in flight (hand-written leaf).
// Spec: docs/microarchitecture.md "Scalar loads in flight".
//
// An s_load_dword* sends one memory request per dword and retires; its data comes back later.
// Every granted request takes one entry here (alloc_*): the context and SGPR it will write, and
// whether it is the load's last dword. The memory answers one requester's requests in the order
// they were made (docs/microarchitecture.md "Arbiters"), so each response (resp_i) fills the
// oldest entry still waiting for its data, and while an entry waits (awaiting_o) every response
// to this unit is this queue's (the FSM's own FLAT requests are always younger). Entries leave
// in order, one per cycle when the unit's SRF write port is free (out_*): the SGPR written, its
// pending bit cleared, and with the last dword the context's lgkmcnt counted down.
//
// Three pointers over a ring of Depth entries: head (oldest, the next to leave), fill (the next
// to receive a response) and tail (the next to allocate). head <= fill <= tail in ring order;
// the entries from head to fill hold data, those from fill to tail wait for it. The unit asks
// for an entry only when one is free (full_o low), so tail never overtakes head.
`default_nettype none

module pws_smem_queue #(
  parameter integer Depth      = 16,  // entries: dwords in flight (a power of two)
  parameter integer DepthWidth = 4,   // log2(Depth)
  parameter integer CtxWidth   = 1    // bits of a context index
) (
  input  wire                clk_i,
  input  wire                rst_ni,     // synchronous, active low: empty
  // a granted request (this cycle): where its dword goes
  input  wire                alloc_i,
  input  wire [CtxWidth-1:0] alloc_ctx_i,
  input  wire [6:0]          alloc_sgpr_i,
  input  wire                alloc_last_i,   // the load's last dword
  output wire                full_o,         // no free entry: the next request waits
  // the memory's responses to this unit
  output wire                awaiting_o,     // an entry waits: the next response is ours
  input  wire                resp_i,
  input  wire [31:0]         resp_data_i,
  // the oldest entry with its data, written into the SRF when out_ready_i
  output wire                out_valid_o,
  output wire [CtxWidth-1:0] out_ctx_o,
  output wire [6:0]          out_sgpr_o,
  output wire                out_last_o,
  output wire [31:0]         out_data_o,
  input  wire                out_ready_i
);
  reg [CtxWidth-1:0]   ctx_q  [0:Depth-1];
  reg [6:0]            sgpr_q [0:Depth-1];
  reg [Depth-1:0]      last_q;
  reg [31:0]           data_q [0:Depth-1];
  // one extra bit each: equal indices with different wrap bits mean a full ring
  reg [DepthWidth:0]   head_q, fill_q, tail_q;

  wire [DepthWidth-1:0] head = head_q[DepthWidth-1:0];
  wire [DepthWidth-1:0] fill = fill_q[DepthWidth-1:0];
  wire [DepthWidth-1:0] tail = tail_q[DepthWidth-1:0];
  assign full_o      = head == tail && head_q[DepthWidth] != tail_q[DepthWidth];
  assign awaiting_o  = fill_q != tail_q;
  assign out_valid_o = head_q != fill_q;
  assign out_ctx_o   = ctx_q[head];
  assign out_sgpr_o  = sgpr_q[head];
  assign out_last_o  = last_q[head];
  assign out_data_o  = data_q[head];

  wire [DepthWidth:0] one = {{DepthWidth{1'b0}}, 1'b1};
  always @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q <= {(DepthWidth+1){1'b0}};
      fill_q <= {(DepthWidth+1){1'b0}};
      tail_q <= {(DepthWidth+1){1'b0}};
    end else begin
      if (alloc_i) begin
        ctx_q[tail] <= alloc_ctx_i;
        sgpr_q[tail] <= alloc_sgpr_i;
        last_q[tail] <= alloc_last_i;
        tail_q <= tail_q + one;
      end
      if (resp_i && awaiting_o) begin
        data_q[fill] <= resp_data_i;
        fill_q <= fill_q + one;
      end
      if (out_valid_o && out_ready_i) head_q <= head_q + one;
    end
  end
endmodule

`default_nettype wire
