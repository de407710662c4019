// pws_mem_arb.v -- N requesters share one memory port (hand-written leaf).
// Spec: docs/microarchitecture.md "Shared leaves: RAMs, arbiters, barrier".
//
// A requester holds req (with its address, data, size, atomic op) until gnt; pws_rr_arbiter
// picks one per cycle, whose request goes out on mem_* with its index as mem_id_o. The memory
// answers each request (reads, writes and atomics alike) later with mem_rvalid_i and the same
// id on mem_rid_i; the response goes to that requester only (rvalid_o), data broadcast. The
// arbiter keeps no state besides the round-robin pointer, and any number may be outstanding;
// the memory must answer each requester's requests in the order they were granted (a unit's
// scalar loads in flight match responses to requests by that order: pws_smem_queue). Worst
// wait for a grant: N - 1 cycles.
`default_nettype none

module pws_mem_arb #(
  parameter integer N        = 4,  // requesters
  parameter integer IdxWidth = 2   // max(1, ceil(log2(N)))
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // requesters (requester k in bits [W*k +: W])
  input  wire [N-1:0]        req_i,
  input  wire [N*64-1:0]     addr_i,
  input  wire [N-1:0]        we_i,
  input  wire [N*2-1:0]      size_i,
  input  wire [N*32-1:0]     wdata_i,
  input  wire [N*4-1:0]      amo_i,     // atomic op (0: none)
  input  wire [N*32-1:0]     cmp_i,     // compare value of a compare-and-swap
  output wire [N-1:0]        gnt_o,
  output reg  [N-1:0]        rvalid_o,
  // the shared port
  output wire                mem_req_o,
  output wire [IdxWidth-1:0] mem_id_o,
  output wire [63:0]         mem_addr_o,
  output wire                mem_we_o,
  output wire [1:0]          mem_size_o,
  output wire [31:0]         mem_wdata_o,
  output wire [3:0]          mem_amo_o,
  output wire [31:0]         mem_cmp_o,
  input  wire                mem_rvalid_i,
  input  wire [IdxWidth-1:0] mem_rid_i
);
  wire [IdxWidth-1:0] idx;
  pws_rr_arbiter #(.N(N), .IdxWidth(IdxWidth)) u_rr (
    .clk_i(clk_i), .rst_ni(rst_ni), .req_i(req_i), .gnt_o(gnt_o), .idx_o(idx), .valid_o(mem_req_o)
  );
  wire [31:0] k = {{(32-IdxWidth){1'b0}}, idx};
  assign mem_id_o    = idx;
  assign mem_addr_o  = addr_i[64*k +: 64];
  assign mem_we_o    = we_i[k];
  assign mem_size_o  = size_i[2*k +: 2];
  assign mem_wdata_o = wdata_i[32*k +: 32];
  assign mem_amo_o   = amo_i[4*k +: 4];
  assign mem_cmp_o   = cmp_i[32*k +: 32];

  integer i;
  always @*
    for (i = 0; i < N; i = i + 1)
      rvalid_o[i] = mem_rvalid_i && {{(32-IdxWidth){1'b0}}, mem_rid_i} == i;
endmodule

`default_nettype wire
