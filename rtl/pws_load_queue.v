// pws_load_queue.v -- the loads one unit has in flight, of one kind (hand-written leaf).
// Spec: docs/microarchitecture.md "The memory units".
//
// A load that retires before its data (an s_load_dword*, a flat_load_*, a DS load)
// sends one memory request per dword; every granted request takes one entry here (alloc_*)
// with a tag: where its dword goes (the SRF's context and SGPR, or the VRF's row and lane with
// the access's size) and whether it is the load's last dword. The memory answers one
// requester's requests in the order they were made (pws_mem_arb), so
// each response (resp_i) fills the oldest entry still waiting for its data; while an entry waits
// (awaiting_o) the unit hands the responses to the oldest kind that awaits. Entries leave in
// order, one per cycle when the unit's register-file write port is free (out_*): the dword
// written, and with the last one the load's pending registers and wait counter released.
//
// Three pointers over a ring of Depth entries: head (oldest, the next to leave), fill (the next
// to receive a response) and tail (the next to allocate). head <= fill <= tail in ring order;
// the entries from head to fill hold data, those from fill to tail wait for it. The unit asks
// for an entry only when one is free (full_o low), so tail never overtakes head.
`default_nettype none

module pws_load_queue #(
  parameter integer Depth      = 16,  // entries: dwords in flight (a power of two)
  parameter integer DepthWidth = 4,   // log2(Depth)
  parameter integer TagWidth   = 8    // bits of an entry's tag (the unit packs and unpacks it)
) (
  input  wire                clk_i,
  input  wire                rst_ni,     // synchronous, active low: empty
  // a granted request (this cycle): where its dword goes
  input  wire                alloc_i,
  input  wire [TagWidth-1:0] alloc_tag_i,
  output wire                full_o,         // no free entry: the next request waits
  // the memory's responses to this unit
  output wire                awaiting_o,     // an entry waits: a response may be ours
  input  wire                resp_i,         // the response is ours (the unit routes it)
  input  wire [31:0]         resp_data_i,
  // the oldest entry with its data, written into the register file when out_ready_i
  output wire                out_valid_o,
  output wire [TagWidth-1:0] out_tag_o,
  output wire [31:0]         out_data_o,
  input  wire                out_ready_i
);
  reg [TagWidth-1:0]   tag_q  [0:Depth-1];
  reg [31:0]           data_q [0:Depth-1];
  // one extra bit each: equal indices with different wrap bits mean a full ring
  reg [DepthWidth:0]   head_q, fill_q, tail_q;

  wire [DepthWidth-1:0] head = head_q[DepthWidth-1:0];
  wire [DepthWidth-1:0] fill = fill_q[DepthWidth-1:0];
  wire [DepthWidth-1:0] tail = tail_q[DepthWidth-1:0];
  assign full_o      = head == tail && head_q[DepthWidth] != tail_q[DepthWidth];
  assign awaiting_o  = fill_q != tail_q;
  assign out_valid_o = head_q != fill_q;
  assign out_tag_o   = tag_q[head];
  assign out_data_o  = data_q[head];

  wire [DepthWidth:0] one = {{DepthWidth{1'b0}}, 1'b1};
  always @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q <= {(DepthWidth+1){1'b0}};
      fill_q <= {(DepthWidth+1){1'b0}};
      tail_q <= {(DepthWidth+1){1'b0}};
    end else begin
      if (alloc_i) begin
        tag_q[tail] <= alloc_tag_i;
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
