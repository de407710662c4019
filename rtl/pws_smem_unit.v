// pws_smem_unit.v -- the scalar loads of one SIMD of the pipelined CU (hand-written). Spec:
// docs/microarchitecture.md "The scalar units".
//
// The SALU's execute stage queues an s_load_dword* (in_*: context, byte address, dwords, first
// SGPR); the unit holds MemInsts of them (room_o) and sends their dwords to the CU's memory
// arbiter, one request per grant, each only while the return queue (pws_load_queue, SmemQueue
// entries) has a free entry for its answer. Answers come in request order; each is written into
// its SGPR through the SRF's background port (wr_*, granted by pws_sgpr_file), and the load's
// last dword completes it (done_*: the issue stage clears its pending SGPRs and counts lgkmcnt
// down). Every write is reported one cycle later on lw_* (the commit port's late writes).
`default_nettype none

module pws_smem_unit #(
  parameter integer CtxWidth   = 4,    // bits of a context index
  parameter integer MemInsts   = 2,    // loads held (a power of two; 1 the narrow unit)
  parameter integer InstWidth  = 1,    // log2(MemInsts), at least 1
  parameter integer SmemQueue  = 16,   // dwords in flight (a power of two)
  parameter integer QueueWidth = 4     // log2(SmemQueue)
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire                iss_i,       // an SMEM load issues (it arrives on in_* 2 cycles later)
  input  wire                in_i,
  input  wire [CtxWidth-1:0] in_ctx_i,
  input  wire [63:0]         in_addr_i,
  input  wire [4:0]          in_cnt_i,
  input  wire [6:0]          in_sgpr_i,
  output wire                room_o,      // another load can be queued (at the next issue)
  // the CU's memory arbiter: a dword read, held until granted
  output wire                mem_req_o,
  output wire [63:0]         mem_addr_o,
  input  wire                mem_gnt_i,
  input  wire                mem_rvalid_i,
  input  wire [31:0]         mem_rdata_i,
  // the SRF's background port
  output wire                wr_req_o,
  output wire [CtxWidth-1:0] wr_ctx_o,
  output wire [6:0]          wr_idx_o,
  output wire [31:0]         wr_data_o,
  input  wire                wr_gnt_i,
  // a load's last dword is written
  output wire                done_o,
  output wire [CtxWidth-1:0] done_ctx_o,
  output wire [6:0]          done_base_o,
  output wire [4:0]          done_cnt_o,
  // the late write of the cycle before (commit port)
  output reg                 lw_valid_o,
  output reg  [CtxWidth-1:0] lw_ctx_o,
  output reg  [6:0]          lw_sgpr_o,
  output reg  [31:0]         lw_data_o
);
  // ---- The loads queued -------------------------------------------------------------------------
  reg [CtxWidth-1:0] q_ctx  [0:MemInsts-1];
  reg [63:0]         q_addr [0:MemInsts-1];
  reg [4:0]          q_cnt  [0:MemInsts-1];
  reg [6:0]          q_sgpr [0:MemInsts-1];
  reg [InstWidth:0]  head_q, tail_q;   // ring pointers with a wrap bit
  reg [4:0]          i_q;   // the head load's next dword
  // entry indices: the pointers' low bits modulo MemInsts (InstWidth is at least 1; with
  // MemInsts = 1 the index is always 0)
  localparam [31:0] IdxMask32 = MemInsts - 1;
  localparam [InstWidth-1:0] IdxMask = IdxMask32[InstWidth-1:0];
  wire [InstWidth-1:0] head = head_q[InstWidth-1:0] & IdxMask;
  wire [InstWidth-1:0] tail = tail_q[InstWidth-1:0] & IdxMask;
  wire empty = head_q == tail_q;
  // room counts the loads issued and not yet queued (the SALU queues a load 2 cycles after its
  // issue)
  reg  [1:0] coming_q;
  wire [InstWidth+1:0] used = {1'b0, tail_q - head_q} + {{InstWidth{1'b0}}, coming_q};
  assign room_o = {{(30-InstWidth){1'b0}}, used} < MemInsts;

  wire q_full, q_awaiting, q_out_valid;
  wire [CtxWidth+7+7+5-1:0] q_out_tag;
  wire [31:0] q_out_data;
  wire        req = !empty && !q_full;
  wire        last = i_q + 5'd1 == q_cnt[head];
  assign mem_req_o = req;
  assign mem_addr_o = q_addr[head] + {57'd0, i_q, 2'b00};
  wire grant = req && mem_gnt_i;

  // tag: context, SGPR, the load's first SGPR and dwords (for its completion), last
  wire [CtxWidth+7+7+5-1:0] tag = {q_ctx[head], q_sgpr[head] + {2'd0, i_q}, q_sgpr[head],
                                   last ? q_cnt[head] : 5'd0};
  pws_load_queue #(.Depth(SmemQueue), .DepthWidth(QueueWidth), .TagWidth(CtxWidth + 19)) u_queue (
    .clk_i(clk_i), .rst_ni(rst_ni), .alloc_i(grant), .alloc_tag_i(tag), .full_o(q_full),
    .awaiting_o(q_awaiting), .resp_i(mem_rvalid_i), .resp_data_i(mem_rdata_i),
    .out_valid_o(q_out_valid), .out_tag_o(q_out_tag), .out_data_o(q_out_data),
    .out_ready_i(wr_gnt_i)
  );
  assign wr_req_o = q_out_valid;
  assign wr_ctx_o = q_out_tag[CtxWidth+18:19];
  assign wr_idx_o = q_out_tag[18:12];
  assign wr_data_o = q_out_data;
  wire [4:0] out_cnt = q_out_tag[4:0];
  assign done_o = q_out_valid && wr_gnt_i && out_cnt != 5'd0;
  assign done_ctx_o = wr_ctx_o;
  assign done_base_o = q_out_tag[11:5];
  assign done_cnt_o = out_cnt;

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q <= {(InstWidth+1){1'b0}};
      tail_q <= {(InstWidth+1){1'b0}};
      i_q <= 5'd0;
      coming_q <= 2'd0;
      lw_valid_o <= 1'b0;
    end else begin
      if (in_i) begin
        q_ctx[tail] <= in_ctx_i;
        q_addr[tail] <= in_addr_i;
        q_cnt[tail] <= in_cnt_i;
        q_sgpr[tail] <= in_sgpr_i;
        tail_q <= tail_q + {{InstWidth{1'b0}}, 1'b1};
      end
      if (grant) begin
        if (last) begin
          head_q <= head_q + {{InstWidth{1'b0}}, 1'b1};
          i_q <= 5'd0;
        end else i_q <= i_q + 5'd1;
      end
      coming_q <= coming_q + {1'b0, iss_i} - {1'b0, in_i};
      lw_valid_o <= q_out_valid && wr_gnt_i;
    end
    lw_ctx_o <= wr_ctx_o;
    lw_sgpr_o <= wr_idx_o;
    lw_data_o <= wr_data_o;
  end
  wire unused_aw = q_awaiting;   // responses are this unit's alone (pws_mem_arb routes them)
endmodule

`default_nettype wire
