// pws_vmem_unit.v -- a vector-memory unit of one SIMD of the pipelined CU: FLAT to the CU's
// memory port (Lds = 0), or DS to the CU's LDS (Lds = 1) (hand-written). Spec:
// docs/microarchitecture.md "The memory units".
//
// An issued instruction takes an entry (MemInsts of them, room_o); its EXEC and split mask and
// (DS) LDS base are taken one cycle after its issue, its VGPR rows come from pws_mem_rows. The
// oldest entry whose rows are in sends its accesses, one per grant: the active lanes in
// ascending order, each lane's dwords in ascending order (one access for an atomic), each only
// while the return queue (pws_load_queue, Queue entries) has an entry for its answer. Answers
// come in request order: a loaded dword is written into its lane of its VGPR through the VRF's
// background port, a store's acknowledgement is only counted; the instruction's last one
// completes it (done_*: vmcnt or lgkmcnt, and its pending VGPRs). An instruction without an
// active lane completes once every older one has. An atomic keeps amo_busy_o up from its issue
// to its last access's grant (the GPU's atomic token: atomics reach memory in retire order).
`default_nettype none

module pws_vmem_unit #(
  parameter integer Lds           = 0,    // 1: DS to the LDS; 0: FLAT to the memory port
  parameter integer NumContexts   = 10,   // contexts of the SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer WfContexts    = 10,   // contexts owning VGPRs (DWS: k W + c uses c's)
  parameter integer WavefrontSize = 64,   // lanes of a wavefront
  parameter integer LaneIdxWidth  = 6,    // bits of a lane index
  parameter integer NumVgprs      = 64,   // VGPRs per context
  parameter integer VrfAddrWidth  = 10,   // bits of a VRF row index
  parameter integer OpWidth       = 9,    // bits of an op id
  parameter integer BundleWidth   = 512,  // bits of a decoded instruction
  parameter integer MemInsts      = 2,    // instructions held (a power of two; 1 the narrow unit)
  parameter integer InstWidth     = 1,    // log2(MemInsts), at least 1
  parameter integer Queue         = 16,   // accesses in flight (a power of two)
  parameter integer QueueWidth    = 4,    // log2(Queue)
  parameter integer Rows          = 6     // rows of an entry: its ops' most (FLAT <= 6, DS <= 5)
) (
  input  wire                          clk_i,
  input  wire                          rst_ni,
  input  wire                          iss_i,
  input  wire [CtxWidth-1:0]           iss_ctx_i,
  input  wire [BundleWidth-1:0]        iss_bundle_i,
  output wire                          room_o,
  output wire                          amo_busy_o,
  input  wire [NumContexts*64-1:0]     exec_i,
  input  wire [NumContexts*64-1:0]     spm_i,
  input  wire [NumContexts*32-1:0]     lds_base_i,
  // rows from pws_mem_rows (row_valid_i: a row of this unit's newest instruction)
  input  wire                          row_valid_i,
  input  wire [2:0]                    row_idx_i,
  input  wire [WavefrontSize-1:0]      row_lanes_i,   // the lanes of row_data_i delivered
  input  wire                          row_last_i,    // the row is complete with them
  input  wire [WavefrontSize*32-1:0]   row_data_i,
  // the port (memory arbiter or LDS arbiter): one access, held until granted
  output wire                          req_o,
  output wire [63:0]                   addr_o,
  output wire                          we_o,
  output wire [1:0]                    size_o,
  output wire [31:0]                   wdata_o,
  output wire [3:0]                    amo_o,
  output wire [31:0]                   cmp_o,
  input  wire                          gnt_i,
  input  wire                          rvalid_i,
  input  wire [31:0]                   rdata_i,
  // the VRF's background port: a loaded lane dword
  output wire                          wr_req_o,
  output wire [VrfAddrWidth-1:0]       wr_row_o,
  output wire [LaneIdxWidth-1:0]       wr_lane_o,
  output wire [31:0]                   wr_data_o,
  input  wire                          wr_gnt_i,
  // an instruction is complete
  output wire                          done_o,
  output wire [CtxWidth-1:0]           done_ctx_o,
  output wire [7:0]                    done_base_o,   // the VGPRs it loaded
  output wire [2:0]                    done_cnt_o,    // (0: none)
  // the retire (t + 3): a load's VGPRs (its lanes) come later, as late writes
  output reg                           c_valid_o,
  output reg  [CtxWidth-1:0]           c_ctx_o,
  output reg  [31:0]                   c_pc_o,
  output reg  [31:0]                   c_next_pc_o,
  output reg  [31:0]                   c_w0_o,
  output reg  [31:0]                   c_w1_o,
  output reg                           c_vgpr_we_o,
  output reg  [7:0]                    c_vgpr_base_o,
  output reg  [2:0]                    c_vgpr_cnt_o,
  output reg  [63:0]                   c_vgpr_mask_o,
  // the late write of the cycle before (commit port)
  output reg                           lv_valid_o,
  output reg  [CtxWidth-1:0]           lv_ctx_o,
  output reg  [7:0]                    lv_vgpr_o,
  output reg  [LaneIdxWidth-1:0]       lv_lane_o,
  output reg  [31:0]                   lv_data_o
);
  wire [OpWidth-1:0] f_op;
  wire [31:0] f_pc, f_w0, f_w1, f_imm, f_cv0, f_cv1, f_cv2;
  wire [9:0]  f_dst, f_sdst, f_c0, f_c1, f_c2;
  wire [8:0]  f_k0, f_k1, f_k2, f_dk, f_sk;
  wire [2:0]  f_neg, f_abs, f_dw0, f_dw1, f_dw2, f_acc, f_rows;
  wire [4:0]  f_dst_dw;
  wire [3:0]  f_amo;
  wire [1:0]  f_nw, f_omod, f_size;
  wire f_dvalid, f_vop3, f_clamp, f_glc, f_uv, f_us, f_um, f_ul, f_uc, f_runs, f_cv0h, f_cv1h,
       f_cv2h, f_krmw, f_bitset, f_smem, f_setreg, f_getreg, f_setpc, f_waitcnt, f_barrier,
       f_endpgm, f_split, f_merge, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz, f_bez, f_benz, f_stops,
       f_mac, f_cmpx, f_msrc2, f_vccin, f_vmout, f_vd64, f_rl, f_rfl, f_wl, f_flat, f_store,
       f_sign, f_two, f_st64;
  pws_inst_unpack #(.OpWidth(OpWidth), .BundleWidth(BundleWidth)) u_unpack (
    .bundle_i(iss_bundle_i), .pc_o(f_pc), .w0_o(f_w0), .w1_o(f_w1), .dvalid_o(f_dvalid),
    .op_o(f_op), .vop3_o(f_vop3), .nwords_o(f_nw), .dst_o(f_dst), .sdst_o(f_sdst),
    .code0_o(f_c0), .code1_o(f_c1), .code2_o(f_c2), .imm_o(f_imm), .neg_o(f_neg),
    .abs_o(f_abs), .clamp_o(f_clamp), .omod_o(f_omod), .glc_o(f_glc), .u_valu_o(f_uv),
    .u_salu_o(f_us), .u_vmem_o(f_um), .u_lds_o(f_ul), .u_ctrl_o(f_uc), .runs_o(f_runs),
    .kind0_o(f_k0), .kind1_o(f_k1), .kind2_o(f_k2), .dkind_o(f_dk), .skind_o(f_sk),
    .cv0_o(f_cv0), .cv0h_o(f_cv0h), .cv1_o(f_cv1), .cv1h_o(f_cv1h), .cv2_o(f_cv2),
    .cv2h_o(f_cv2h), .k_rmw_o(f_krmw), .bitset_o(f_bitset), .smem_o(f_smem),
    .setreg_o(f_setreg), .getreg_o(f_getreg), .setpc_o(f_setpc), .waitcnt_o(f_waitcnt),
    .barrier_o(f_barrier), .endpgm_o(f_endpgm), .split_o(f_split), .merge_o(f_merge),
    .br_always_o(f_bra), .br_scc0_o(f_bs0), .br_scc1_o(f_bs1), .br_vccz_o(f_bvz),
    .br_vccnz_o(f_bvnz), .br_execz_o(f_bez), .br_execnz_o(f_benz), .stops_o(f_stops),
    .mac_o(f_mac), .cmpx_o(f_cmpx), .mask_src2_o(f_msrc2), .vcc_in_o(f_vccin),
    .vmask_out_o(f_vmout), .vd64_o(f_vd64), .readlane_o(f_rl), .readfirstlane_o(f_rfl),
    .writelane_o(f_wl), .flat_o(f_flat), .store_o(f_store), .sign_o(f_sign), .two_o(f_two),
    .st64_o(f_st64),
    .dw0_o(f_dw0), .dw1_o(f_dw1), .dw2_o(f_dw2), .dst_dw_o(f_dst_dw), .amo_o(f_amo),
    .acc_dw_o(f_acc), .rows_o(f_rows), .size_o(f_size)
  );

  // ---- The instructions held ---------------------------------------------------------------------
  localparam integer EntryRows = MemInsts * Rows;
  reg [CtxWidth-1:0]          e_ctx   [0:MemInsts-1];
  reg [63:0]                  e_act   [0:MemInsts-1];   // lanes left to access
  reg [2:0]                   e_acc   [0:MemInsts-1];   // accesses per lane
  reg                         e_store [0:MemInsts-1];
  reg [3:0]                   e_amo   [0:MemInsts-1];
  reg [1:0]                   e_size  [0:MemInsts-1];
  reg                         e_sign  [0:MemInsts-1];
  reg                         e_two   [0:MemInsts-1];   // DS: two addresses (read2 / write2)
  reg                         e_st64  [0:MemInsts-1];   // their offsets count 64 elements
  reg [15:0]                  e_off   [0:MemInsts-1];   // DS offset (offset1:offset0 for two)
  reg [31:0]                  e_base  [0:MemInsts-1];   // DS: the context's LDS base
  reg [7:0]                   e_dst   [0:MemInsts-1];   // the first VGPR loaded
  reg [2:0]                   e_ld    [0:MemInsts-1];   // dwords loaded per lane (0: none)
  reg [2:0]                   e_rows  [0:MemInsts-1];   // rows it reads
  reg [2:0]                   e_got   [0:MemInsts-1];   // rows arrived
  reg [WavefrontSize*32-1:0]  e_row   [0:EntryRows-1];
  reg [InstWidth:0]           head_q, tail_q;           // ring pointers with a wrap bit
  reg [2:0]                   d_q;                      // the head's next dword of its lane
  // entry indices: the pointers' low bits modulo MemInsts (InstWidth is at least 1; with
  // MemInsts = 1 the index is always 0)
  localparam [31:0] IdxMask32 = MemInsts - 1;
  localparam [InstWidth-1:0] IdxMask = IdxMask32[InstWidth-1:0];
  wire [InstWidth-1:0] head = head_q[InstWidth-1:0] & IdxMask;
  wire [InstWidth-1:0] tail = tail_q[InstWidth-1:0] & IdxMask;
  wire [InstWidth-1:0] newest = (tail_q[InstWidth-1:0] - {{(InstWidth-1){1'b0}}, 1'b1}) & IdxMask;
  wire [31:0] head32 = {{(32-InstWidth){1'b0}}, head};
  wire [31:0] newest32 = {{(32-InstWidth){1'b0}}, newest};
  wire [InstWidth:0] used = tail_q - head_q;
  assign room_o = {{(31-InstWidth){1'b0}}, used} < MemInsts;

  // the issue of the cycle before: its EXEC, split mask, LDS base (docs: read at t + 1)
  reg                 new_q;
  reg [CtxWidth-1:0]  new_ctx_q;
  always @(posedge clk_i) begin
    new_q <= rst_ni && iss_i;
    new_ctx_q <= iss_ctx_i;
  end
  wire [31:0] nc = {{(32-CtxWidth){1'b0}}, new_ctx_q};
  wire [63:0] new_act = exec_i[64*nc +: 64] & spm_i[64*nc +: 64];

  // ---- The retire: the commit record follows the instruction for 3 cycles ---------------------
  reg  [31:0] i_pc_q [0:1];
  reg  [31:0] i_w0_q [0:1];
  reg  [31:0] i_w1_q [0:1];
  reg  [7:0]  i_dst_q [0:1];
  reg  [2:0]  i_ld_q [0:1];
  reg  [1:0]  i_nw_q [0:1];
  reg  [1:0]  i_v_q;
  reg  [CtxWidth-1:0] i_ctx_q [0:1];
  reg  [63:0] i_act_q;
  always @(posedge clk_i) begin
    i_v_q <= rst_ni ? {i_v_q[0], iss_i} : 2'b00;
    i_pc_q[0] <= f_pc;
    i_w0_q[0] <= f_w0;
    i_w1_q[0] <= f_w1;
    i_dst_q[0] <= f_dst[7:0];
    i_ld_q[0] <= f_dk[1] ? f_dst_dw[2:0] : 3'd0;
    i_nw_q[0] <= f_nw;
    i_ctx_q[0] <= iss_ctx_i;
    i_pc_q[1] <= i_pc_q[0];
    i_w0_q[1] <= i_w0_q[0];
    i_w1_q[1] <= i_w1_q[0];
    i_dst_q[1] <= i_dst_q[0];
    i_ld_q[1] <= i_ld_q[0];
    i_nw_q[1] <= i_nw_q[0];
    i_ctx_q[1] <= i_ctx_q[0];
    i_act_q <= new_act;   // (t + 1: the EXEC the instruction uses)
    c_valid_o <= rst_ni && i_v_q[1];
    c_ctx_o <= i_ctx_q[1];
    c_pc_o <= i_pc_q[1];
    c_next_pc_o <= i_pc_q[1] + {28'd0, i_nw_q[1], 2'b00};
    c_w0_o <= i_w0_q[1];
    c_w1_o <= i_w1_q[1];
    c_vgpr_we_o <= i_ld_q[1] != 3'd0;
    c_vgpr_base_o <= i_dst_q[1];
    c_vgpr_cnt_o <= i_ld_q[1];
    c_vgpr_mask_o <= i_act_q;
  end

  // ---- The head's accesses -----------------------------------------------------------------------
  wire        nonempty = head_q != tail_q;
  wire        ready = nonempty && e_got[head] == e_rows[head];
  wire [63:0] act = e_act[head];
  reg  [LaneIdxWidth-1:0] lane;   // the lowest lane left
  integer n;
  always @* begin
    lane = {LaneIdxWidth{1'b0}};
    for (n = WavefrontSize - 1; n >= 0; n = n - 1)
      if (act[n]) lane = n[LaneIdxWidth-1:0];
  end
  wire        no_lane = act == 64'd0;
  wire        lane_last_dw = d_q + 3'd1 >= e_acc[head];
  wire        instr_last = lane_last_dw && (act & ~(64'd1 << lane)) == 64'd0;
  wire        q_full, q_awaiting, q_out_valid;
  wire        amo = e_amo[head] != 4'd0;
  wire        loads = e_ld[head] != 3'd0;
  assign req_o = ready && !no_lane && !q_full;
  wire        grant = req_o && gnt_i;
  wire [31:0] l32 = {{(32-LaneIdxWidth){1'b0}}, lane};
  // the data of access d: FLAT rows 2.. (a store's dwords; an atomic's data, then compare);
  // DS rows 1.. (data0's dwords, then data1). Rows is the configuration's longest op's
  // (FlatRows, DsRows: an op subset's); the head's op never has more, so a row number past
  // the entry is never used, and is read as row 0 so that no read leaves the array.
  localparam integer DataRow = Lds != 0 ? 1 : 2;
  wire [31:0] hi_row = 32'd1, data_row = DataRow + {29'd0, d_q}, cmp_row = DataRow + 1;
  wire [31:0] r_addr_lo = e_row[head32 * Rows][32*l32 +: 32];
  wire [31:0] r_addr_hi = e_row[head32 * Rows + (hi_row < Rows ? hi_row : 32'd0)][32*l32 +: 32];
  wire [31:0] r_data = e_row[head32 * Rows + (data_row < Rows ? data_row : 32'd0)][32*l32 +: 32];
  wire [31:0] r_cmp = e_row[head32 * Rows + (cmp_row < Rows ? cmp_row : 32'd0)][32*l32 +: 32];
  // DS: one address at a byte offset, its dwords in order; or (two) the element at offset0,
  // then the one at offset1, each of e_acc / 2 dwords (4 or 8 bytes), an offset counting
  // elements or (st64) 64 of them: a shift of 2, 3, 8 or 9
  wire [15:0] off = e_off[head];
  wire [2:0]  elem_dw = e_acc[head] >> 1;
  wire        second = d_q >= elem_dw;
  wire [2:0]  elem_d = second ? d_q - elem_dw : d_q;
  wire [3:0]  unit_sh = (elem_dw == 3'd2 ? 4'd3 : 4'd2) + (e_st64[head] ? 4'd6 : 4'd0);
  wire [31:0] off_k = {24'd0, second ? off[15:8] : off[7:0]} << unit_sh;
  wire [31:0] ds_off = e_two[head] ? off_k + {27'd0, elem_d, 2'b00}
                                   : {16'd0, off} + {27'd0, d_q, 2'b00};
  assign addr_o = Lds != 0 ? {32'd0, e_base[head] + r_addr_lo + ds_off}
                      : {r_addr_hi, r_addr_lo} + {59'd0, d_q, 2'b00};
  assign we_o = e_store[head];
  assign size_o = Lds != 0 ? 2'd2 : e_size[head];
  assign wdata_o = r_data;
  assign amo_o = e_amo[head];
  assign cmp_o = r_cmp;
  reg amo_q;   // an atomic is held (from its entry until its last access)
  always @* begin : amo_any
    integer m;
    amo_q = 1'b0;
    for (m = 0; m < MemInsts; m = m + 1)
      // entry m's place behind the head (modulo the entries, IdxMask: not the pointers'
      // width, which is wider than log2(MemInsts) for a single entry)
      if ({{(32-InstWidth){1'b0}}, (m[InstWidth-1:0] - head_q[InstWidth-1:0]) & IdxMask}
          < {{(31-InstWidth){1'b0}}, used} && e_amo[m] != 4'd0)
        amo_q = 1'b1;
  end
  // (an atomic issued in this cycle counts from the next: the issue stage requests the token
  // for it meanwhile)
  assign amo_busy_o = amo_q;

  // ---- The return queue: where each answer goes ----------------------------------------------------
  // tag: context, VGPR, lane, size, sign, a loaded dword, the instruction's last, its dst, its dwords
  localparam integer TagWidth = CtxWidth + 8 + LaneIdxWidth + 2 + 1 + 1 + 1 + 8 + 3;
  wire [TagWidth-1:0] tag = {e_ctx[head], e_dst[head] + {5'd0, d_q}, lane, e_size[head],
                             e_sign[head], loads, instr_last, e_dst[head], e_ld[head]};
  wire [TagWidth-1:0] o_tag;
  wire [31:0]         o_data;
  wire                o_pop;
  pws_load_queue #(.Depth(Queue), .DepthWidth(QueueWidth), .TagWidth(TagWidth)) u_queue (
    .clk_i(clk_i), .rst_ni(rst_ni), .alloc_i(grant), .alloc_tag_i(tag), .full_o(q_full),
    .awaiting_o(q_awaiting), .resp_i(rvalid_i), .resp_data_i(rdata_i),
    .out_valid_o(q_out_valid), .out_tag_o(o_tag), .out_data_o(o_data), .out_ready_i(o_pop)
  );
  wire [2:0]              o_ld = o_tag[2:0];
  wire [7:0]              o_dst = o_tag[10:3];
  wire                    o_last = o_tag[11];
  wire                    o_loads = o_tag[12];
  wire                    o_sign = o_tag[13];
  wire [1:0]              o_size = o_tag[15:14];
  wire [LaneIdxWidth-1:0] o_lane = o_tag[16 +: LaneIdxWidth];
  wire [7:0]              o_vgpr = o_tag[16 + LaneIdxWidth +: 8];
  wire [CtxWidth-1:0]     o_ctx = o_tag[24 + LaneIdxWidth +: CtxWidth];
  // a loaded byte or short, zero- or sign-extended
  wire [31:0] o_ext = o_size == 2'd0 ? {{24{o_sign && o_data[7]}}, o_data[7:0]}
                    : o_size == 2'd1 ? {{16{o_sign && o_data[15]}}, o_data[15:0]} : o_data;
  assign wr_req_o = q_out_valid && o_loads;
  wire [31:0] o_base;   // v0's row of the context's VGPRs
  pws_vrf_row_base #(.NumContexts(NumContexts), .WfContexts(WfContexts), .CtxWidth(CtxWidth),
                     .NumVgprs(NumVgprs)) u_o_base (.ctx_i(o_ctx), .base_o(o_base));
  wire [31:0] wrow = o_base + {24'd0, o_vgpr};
  assign wr_row_o = wrow[VrfAddrWidth-1:0];
  assign wr_lane_o = o_lane;
  assign wr_data_o = o_ext;
  assign o_pop = q_out_valid && (!o_loads || wr_gnt_i);
  // an instruction without an active lane completes once the queue is empty (in order)
  wire empty_done = ready && no_lane && !q_out_valid && !q_awaiting;
  assign done_o = (o_pop && o_last) || empty_done;
  assign done_ctx_o = empty_done ? e_ctx[head] : o_ctx;
  assign done_base_o = empty_done ? e_dst[head] : o_dst;
  assign done_cnt_o = empty_done ? e_ld[head] : o_ld;

  integer rl;
  always @(posedge clk_i) begin
    if (!rst_ni) begin
      head_q <= {(InstWidth+1){1'b0}};
      tail_q <= {(InstWidth+1){1'b0}};
      d_q <= 3'd0;
      lv_valid_o <= 1'b0;
    end else begin
      if (iss_i) begin   // a new entry; its EXEC and rows follow
        e_ctx[tail] <= iss_ctx_i;
        e_acc[tail] <= f_acc;
        e_store[tail] <= f_store;
        e_amo[tail] <= f_amo;
        e_size[tail] <= f_size;
        e_sign[tail] <= f_sign;
        e_two[tail] <= f_two;
        e_st64[tail] <= f_st64;
        e_off[tail] <= f_imm[15:0];
        e_dst[tail] <= f_dst[7:0];
        // loads, and atomics that return (a destination VGPR)
        e_ld[tail] <= f_dk[1] ? f_dst_dw[2:0] : 3'd0;
        e_rows[tail] <= f_rows;
        e_got[tail] <= 3'd0;
        tail_q <= tail_q + {{InstWidth{1'b0}}, 1'b1};
      end
      if (new_q) begin
        e_act[newest] <= new_act;
        e_base[newest] <= lds_base_i[32*nc +: 32];
      end
      if (row_valid_i) begin
        for (rl = 0; rl < WavefrontSize; rl = rl + 1)
          if (row_lanes_i[rl]) e_row[newest32 * Rows + {29'd0, row_idx_i}][32*rl +: 32] <= row_data_i[32*rl +: 32];
        if (row_last_i) e_got[newest] <= e_got[newest] + 3'd1;
      end
      if (grant) begin
        if (lane_last_dw) begin
          d_q <= 3'd0;
          e_act[head] <= act & ~(64'd1 << lane);
        end else d_q <= d_q + 3'd1;
        if (instr_last) head_q <= head_q + {{InstWidth{1'b0}}, 1'b1};
      end
      if (empty_done) head_q <= head_q + {{InstWidth{1'b0}}, 1'b1};
      lv_valid_o <= wr_req_o && wr_gnt_i;
    end
    lv_ctx_o <= o_ctx;
    lv_vgpr_o <= o_vgpr;
    lv_lane_o <= o_lane;
    lv_data_o <= o_ext;
  end
  wire unused_f = ^{f_op, f_sdst, f_c0, f_c1, f_c2, f_k0, f_k1, f_k2,
                    f_dk[8:2], f_dk[0], f_sk, f_neg, f_abs, f_dw0, f_dw1, f_dw2, f_dst_dw[4:3],
                    f_omod, f_dst[9:8], f_imm[31:16], f_cv0, f_cv0h, f_cv1, f_cv1h, f_cv2,
                    f_cv2h, f_dvalid, f_vop3, f_clamp, f_glc, f_uv, f_us, f_um, f_ul, f_uc,
                    f_runs, f_krmw, f_bitset, f_smem, f_setreg, f_getreg, f_setpc, f_waitcnt,
                    f_barrier, f_endpgm, f_split, f_merge, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz,
                    f_bez, f_benz, f_stops, f_mac, f_cmpx, f_msrc2, f_vccin, f_vmout, f_vd64,
                    f_rl, f_rfl, f_wl, f_flat, l32, head32, newest32, wrow, amo, EntryRows[0]};
endmodule

`default_nettype wire
