// pws_simd_pipe.v -- one SIMD of the pipelined CU: its buffers, issue stage, functional units,
// register files and commit port, wired together (hand-written; structure only). Spec:
// docs/microarchitecture.md "Block diagram".
`default_nettype none

module pws_simd_pipe #(
  parameter integer NumContexts   = 10,   // contexts of the SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer WfContexts    = 10,   // WF contexts (the SPI's; the VRF's): bank 0
  parameter integer Banks         = 1,    // banks of WfContexts contexts: S + 1 under DWS
  parameter integer BankWidth     = 1,    // bits of a bank index (at least 1)
  parameter integer Dws           = 0,    // DWS split hardware (docs/splitting.md)
  parameter integer WavefrontSize = 64,   // lanes of a wavefront
  parameter integer SimdWidth     = 16,   // VALU lanes
  parameter integer Passes        = 4,    // WavefrontSize / SimdWidth
  parameter integer PassWidth     = 2,    // bits of a pass index (at least 1)
  parameter integer LaneIdxWidth  = 6,    // bits of a wave lane index
  parameter integer NumSgprs      = 102,  // SGPRs per context
  parameter integer SgprWords     = 51,   // 64-bit SRF words per context
  parameter integer SrfAddrWidth  = 9,    // bits of an SRF word index
  parameter integer NumVgprs      = 64,   // VGPRs per context
  parameter integer VrfAddrWidth  = 10,   // bits of a VRF row index
  parameter integer OpWidth       = 9,    // bits of an op id
  parameter integer BundleWidth   = 512,  // bits of a decoded instruction
  parameter integer IbufDepth     = 4,    // instruction buffer entries per context
  parameter integer IbufWidth     = 2,    // log2(IbufDepth)
  parameter integer MemInsts      = 2,    // instructions a memory unit holds
  parameter integer InstWidth     = 1,    // log2(MemInsts)
  parameter integer SmemQueue     = 16,   // scalar-load dwords in flight
  parameter integer SmemQWidth    = 4,
  parameter integer VmemQueue     = 16,   // FLAT accesses in flight
  parameter integer VmemQWidth    = 4,
  parameter integer LdsQueue      = 4,    // DS accesses in flight
  parameter integer LdsQWidth     = 2,
  parameter integer VmWidth       = 6,    // bits of vmcnt
  parameter integer LgkmWidth     = 6,    // bits of lgkmcnt
  parameter integer WgIdWidth     = 6,    // bits of a workgroup slot in the CU
  parameter [63:0]  LaneMask      = 64'hffffffffffffffff,
  parameter [3:0]   InitPc = 4'd1, InitExecLo = 4'd2, InitExecHi = 4'd3, InitVccLo = 4'd4,
  parameter [3:0]   InitVccHi = 4'd5, InitM0 = 4'd6, InitMode = 4'd7, InitScc = 4'd8,
  parameter [3:0]   InitStart = 4'd9, InitWave = 4'd11, InitWg = 4'd12, InitLds = 4'd13
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire                              visit_i,
  // the fetch (pws_fetch)
  input  wire                              push_i,
  input  wire [CtxWidth-1:0]               push_ctx_i,
  input  wire                              push_two_i,
  input  wire [BundleWidth-1:0]            push_b0_i,
  input  wire [BundleWidth-1:0]            push_b1_i,
  output wire [NumContexts-1:0]            run_o,
  output wire [WfContexts-1:0]             wf_run_o,     // a context of WF context c's banks runs
  output wire [NumContexts-1:0]            space_o,
  output wire [NumContexts-1:0]            redir_o,
  output wire [NumContexts*32-1:0]         redir_pc_o,
  // the SPI (pws_spi_init): a context register, an SGPR, a VGPR row
  input  wire                              init_we_i,
  input  wire [CtxWidth-1:0]               init_ctx_i,
  input  wire [3:0]                        init_sel_i,
  input  wire [7:0]                        init_addr_i,
  input  wire [31:0]                       init_data_i,
  input  wire [WavefrontSize*32-1:0]       init_vdata_i,
  input  wire                              init_sgpr_i,
  output wire                              init_sgpr_gnt_o,
  input  wire [Passes-1:0]                 init_row_i,    // the row's groups still to write
  output wire [Passes-1:0]                 init_row_done_o,
  // barriers (pws_barrier)
  output wire [NumContexts-1:0]            bar_o,
  output wire [NumContexts-1:0]            member_o,
  output wire [NumContexts*WgIdWidth-1:0]  wg_o,
  input  wire [NumContexts-1:0]            bar_release_i,
  // the CU's memory arbiter: the SMEM unit and the VMEM unit
  output wire                              smem_req_o,
  output wire [63:0]                       smem_addr_o,
  input  wire                              smem_gnt_i,
  input  wire                              smem_rvalid_i,
  output wire                              vmem_req_o,
  output wire [63:0]                       vmem_addr_o,
  output wire                              vmem_we_o,
  output wire [1:0]                        vmem_size_o,
  output wire [31:0]                       vmem_wdata_o,
  output wire [3:0]                        vmem_amo_o,
  output wire [31:0]                       vmem_cmp_o,
  input  wire                              vmem_gnt_i,
  input  wire                              vmem_rvalid_i,
  input  wire [31:0]                       mem_rdata_i,
  // the CU's LDS arbiter
  output wire                              lds_req_o,
  output wire [31:0]                       lds_addr_o,
  output wire                              lds_we_o,
  output wire [31:0]                       lds_wdata_o,
  output wire [3:0]                        lds_amo_o,
  input  wire                              lds_gnt_i,
  input  wire                              lds_rvalid_i,
  input  wire [31:0]                       lds_rdata_i,
  // the GPU's atomic token
  output wire                              tok_req_o,
  input  wire                              tok_gnt_i,
  // the commit port's five slots (pws_commit_port)
  output wire [4:0]                        commit_valid_o,
  output wire [5*CtxWidth-1:0]             commit_ctx_o,
  output wire [5*6-1:0]                    commit_unit_o,
  output wire [5*32-1:0]                   commit_wave_o,
  output wire [5*32-1:0]                   commit_lat_o,
  output wire [5*32-1:0]                   commit_pc_o,
  output wire [5*32-1:0]                   commit_next_pc_o,
  output wire [5*32-1:0]                   commit_inst0_o,
  output wire [5*32-1:0]                   commit_inst1_o,
  output wire [5*10-1:0]                   commit_sgpr_base_o,
  output wire [5*5-1:0]                    commit_sgpr_cnt_o,
  output wire [5*512-1:0]                  commit_sgpr_data_o,
  output wire [5*64-1:0]                   commit_exec_o,
  output wire [5*64-1:0]                   commit_vcc_o,
  output wire [4:0]                        commit_scc_o,
  output wire [4:0]                        commit_scc_we_o,
  output wire [5*32-1:0]                   commit_m0_o,
  output wire [5*32-1:0]                   commit_mode_o,
  output wire [5*64-1:0]                   commit_split_mask_o,
  output wire [5*2-1:0]                    commit_split_ev_o,
  output wire [5*6-1:0]                    commit_split_parent_o,
  output wire [5*7-1:0]                    commit_split_child_o,
  output wire [5*64-1:0]                   commit_split_mask_parent_o,
  output wire [5*64-1:0]                   commit_split_mask_child_o,
  output wire [4:0]                        commit_end_o,
  output wire [4:0]                        commit_err_o,
  output wire [4:0]                        commit_vgpr_we_o,
  output wire [5*8-1:0]                    commit_vgpr_base_o,
  output wire [5*3-1:0]                    commit_vgpr_cnt_o,
  output wire [5*64-1:0]                   commit_vgpr_mask_o,
  output wire [5*4*WavefrontSize*32-1:0]   commit_vgpr_data_o,
  output wire [4:0]                        commit_sgpr_late_o,
  output wire [4:0]                        commit_lw_valid_o,
  output wire [5*CtxWidth-1:0]             commit_lw_ctx_o,
  output wire [5*7-1:0]                    commit_lw_sgpr_o,
  output wire [5*32-1:0]                   commit_lw_data_o,
  output wire [4:0]                        commit_vgpr_late_o,
  output wire [4:0]                        commit_lv_valid_o,
  output wire [5*CtxWidth-1:0]             commit_lv_ctx_o,
  output wire [5*8-1:0]                    commit_lv_vgpr_o,
  output wire [5*6-1:0]                    commit_lv_lane_o,
  output wire [5*32-1:0]                   commit_lv_data_o
);
  // ---- The contexts' registers ----------------------------------------------------------------
  // contexts k * WfContexts + c: bank 0 the SPI's WF contexts, banks 1..Banks-1 (DWS) the SWF
  // contexts of WF context c (pws_swf_ctx)
  wire [NumContexts*64-1:0] exec, vcc, spm;
  // a split, in the cycle it takes effect (pws_ctrl_unit): the splitter, the new SWF's context
  wire                split_we;
  wire [CtxWidth-1:0] split_ctx, split_dst;
  wire [NumContexts-1:0]    scc, run, bar, start;
  wire [NumContexts*32-1:0] m0, mode, wave, lds_base;
  wire        s_we, s_scc_we, s_scc, s_m0_we, s_mode_we;
  wire [CtxWidth-1:0] s_ctx;
  wire [1:0]  s_exec_we, s_vcc_we;
  wire [63:0] s_exec, s_vcc;
  wire [31:0] s_m0, s_mode;
  wire        m_we;
  wire [CtxWidth-1:0] m_ctx;
  wire [63:0] m_vcc_mask, m_vcc, m_exec_mask, m_exec;
  wire        bar_set, end_we;
  wire [CtxWidth-1:0] bar_ctx, end_ctx;
  pws_wave_state #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WgIdWidth(WgIdWidth),
                   .LaneMask(LaneMask), .InitPc(InitPc), .InitExecLo(InitExecLo),
                   .InitExecHi(InitExecHi), .InitVccLo(InitVccLo), .InitVccHi(InitVccHi),
                   .InitM0(InitM0), .InitMode(InitMode), .InitScc(InitScc),
                   .InitStart(InitStart), .InitWave(InitWave), .InitWg(InitWg),
                   .InitLds(InitLds)) u_state (
    .clk_i(clk_i), .rst_ni(rst_ni), .init_we_i(init_we_i), .init_ctx_i(init_ctx_i),
    .init_sel_i(init_sel_i), .init_data_i(init_data_i), .s_we_i(s_we), .s_ctx_i(s_ctx),
    .s_scc_we_i(s_scc_we), .s_scc_i(s_scc), .s_exec_we_i(s_exec_we), .s_exec_i(s_exec),
    .s_vcc_we_i(s_vcc_we), .s_vcc_i(s_vcc), .s_m0_we_i(s_m0_we), .s_m0_i(s_m0),
    .s_mode_we_i(s_mode_we), .s_mode_i(s_mode), .v_we_i(m_we), .v_ctx_i(m_ctx),
    .v_vcc_mask_i(m_vcc_mask), .v_vcc_i(m_vcc), .v_exec_mask_i(m_exec_mask), .v_exec_i(m_exec),
    .bar_set_i(bar_set), .bar_ctx_i(bar_ctx), .bar_release_i(bar_release_i), .end_i(end_we),
    .end_ctx_i(end_ctx), .cp_we_i(split_we), .cp_src_i(split_ctx), .cp_dst_i(split_dst),
    .exec_o(exec), .vcc_o(vcc), .scc_o(scc), .m0_o(m0),
    .mode_o(mode), .wave_o(wave), .lds_o(lds_base), .wg_o(wg_o), .run_o(run), .bar_o(bar),
    .member_o(member_o), .start_o(start)
  );
  assign run_o = run;
  assign bar_o = bar;
  genvar g;
  generate   // the SPI's view: a wavefront runs while any of its SWFs does
    for (g = 0; g < WfContexts; g = g + 1) begin : g_wf_run
      wire [Banks-1:0] any;
      genvar b;
      for (b = 0; b < Banks; b = b + 1) begin : g_bank
        assign any[b] = run[b * WfContexts + g];
      end
      assign wf_run_o[g] = |any;
    end
  endgenerate

  // ---- The split state (DWS): split masks, parents, child stacks ------------------------------
  wire                 q_full, q_free;
  wire [BankWidth-1:0] q_bank, split_bank;
  wire [CtxWidth-1:0]  q_ctx;
  wire [63:0]          split_self, split_other;
  wire [NumContexts-1:0] split_start;   // the new SWF's context starts (its counters are reset)
  generate
    if (Dws != 0) begin : g_swf
      wire [NumContexts*BankWidth-1:0] parent;
      wire [NumContexts-1:0] parent_valid;
      pws_swf_ctx #(.NumContexts(NumContexts), .WfContexts(WfContexts), .Banks(Banks),
                    .BankWidth(BankWidth), .CtxWidth(CtxWidth), .LaneMask(LaneMask)) u_swf (
        .clk_i(clk_i), .rst_ni(rst_ni), .start_i(start), .q_ctx_i(q_ctx), .q_full_o(q_full),
        .q_free_o(q_free), .q_bank_o(q_bank), .split_i(split_we), .split_ctx_i(split_ctx),
        .split_bank_i(split_bank), .self_i(split_self), .other_i(split_other),
        .split_dst_o(split_dst), .split_mask_o(spm), .parent_o(parent),
        .parent_valid_o(parent_valid)
      );
      wire unused_parent = ^{parent, parent_valid};   // read by merges (PWS), not by DWS
      for (g = 0; g < NumContexts; g = g + 1) begin : g_start
        assign split_start[g] = split_we && {{(32-CtxWidth){1'b0}}, split_dst} == g;
      end
    end else begin : g_no_swf
      assign spm = {NumContexts{LaneMask}};
      assign q_full = 1'b1;
      assign q_free = 1'b0;
      assign q_bank = {BankWidth{1'b0}};
      assign split_dst = {CtxWidth{1'b0}};
      assign split_start = {NumContexts{1'b0}};
      wire unused_split = ^{q_ctx, split_bank, split_self, split_other, split_ctx};
    end
  endgenerate
  // MODE[21] of each context, as the SALU writes it in this cycle: a marked branch issued
  // right after its s_setreg is known as such
  wire [NumContexts-1:0] mark;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_mark
      assign mark[g] = s_we && s_mode_we && {{(32-CtxWidth){1'b0}}, s_ctx} == g ? s_mode[21]
                                                                              : mode[32*g + 21];
    end
  endgenerate

  // ---- Instruction buffers and issue ------------------------------------------------------------
  wire [NumContexts-1:0] hvalid, pop, redir_ctrl_k, redir_salu_k;
  wire [NumContexts*BundleWidth-1:0] heads;
  pws_wave_buf #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .Depth(IbufDepth),
                 .DepthWidth(IbufWidth), .BundleWidth(BundleWidth)) u_buf (
    .clk_i(clk_i), .rst_ni(rst_ni), .push_i(push_i), .push_ctx_i(push_ctx_i),
    .push_two_i(push_two_i), .push_b0_i(push_b0_i), .push_b1_i(push_b1_i), .pop_i(pop),
    .flush_i(start | redir_o), .valid_o(hvalid), .space_o(space_o), .head_o(heads)
  );
  wire [4:0]            iss;
  wire [5*CtxWidth-1:0] iss_ctx;
  wire [2:0]            vmem_nb, lds_nb, lds_nc;
  wire [7:0]            vmem_a, vmem_b, lds_a, lds_b, lds_c;
  wire                  salu_smem;
  wire smem_room, vmem_room, lds_room, rows_idle, amo_busy_v, amo_busy_l, ctrl_busy;
  wire smem_done, vm_done, ld_done;
  wire [CtxWidth-1:0] smem_done_ctx, vm_done_ctx, ld_done_ctx;
  wire [6:0] smem_done_base;
  wire [4:0] smem_done_cnt;
  wire [7:0] vm_done_base, ld_done_base;
  wire [2:0] vm_done_cnt, ld_done_cnt;
  pws_issue #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .NumSgprs(NumSgprs),
              .NumVgprs(NumVgprs), .Passes(Passes), .OpWidth(OpWidth),
              .BundleWidth(BundleWidth), .VmWidth(VmWidth), .LgkmWidth(LgkmWidth),
              .Dws(Dws)) u_issue (
    .clk_i(clk_i), .rst_ni(rst_ni), .visit_i(visit_i), .run_i(run), .bar_i(bar),
    .start_i(start | split_start), .mark_i(mark), .ctrl_busy_i(ctrl_busy), .head_valid_i(hvalid),
    .head_i(heads), .smem_room_i(smem_room),
    .vmem_room_i(vmem_room), .lds_room_i(lds_room), .rows_idle_i(rows_idle),
    .amo_busy_i(amo_busy_v || amo_busy_l), .tok_req_o(tok_req_o), .tok_gnt_i(tok_gnt_i),
    .smem_done_i(smem_done), .smem_done_ctx_i(smem_done_ctx),
    .smem_done_base_i(smem_done_base), .smem_done_cnt_i(smem_done_cnt),
    .vmem_done_i(vm_done), .vmem_done_ctx_i(vm_done_ctx), .vmem_done_base_i(vm_done_base),
    .vmem_done_cnt_i(vm_done_cnt), .lds_done_i(ld_done), .lds_done_ctx_i(ld_done_ctx),
    .lds_done_base_i(ld_done_base), .lds_done_cnt_i(ld_done_cnt), .iss_o(iss),
    .iss_ctx_o(iss_ctx), .pop_o(pop), .vmem_a_o(vmem_a),
    .vmem_b_o(vmem_b), .vmem_nb_o(vmem_nb), .lds_a_o(lds_a),
    .lds_b_o(lds_b), .lds_nb_o(lds_nb), .lds_c_o(lds_c), .lds_nc_o(lds_nc),
    .salu_smem_o(salu_smem)
  );
  // the issued instructions: unit u's context's head
  wire [CtxWidth-1:0] c_valu = iss_ctx[0 +: CtxWidth], c_salu = iss_ctx[CtxWidth +: CtxWidth];
  wire [CtxWidth-1:0] c_vmem = iss_ctx[2*CtxWidth +: CtxWidth];
  wire [CtxWidth-1:0] c_lds = iss_ctx[3*CtxWidth +: CtxWidth];
  wire [CtxWidth-1:0] c_ctrl = iss_ctx[4*CtxWidth +: CtxWidth];
  wire [BundleWidth-1:0] b_valu = heads[BundleWidth*c_valu +: BundleWidth];
  wire [BundleWidth-1:0] b_salu = heads[BundleWidth*c_salu +: BundleWidth];
  wire [BundleWidth-1:0] b_vmem = heads[BundleWidth*c_vmem +: BundleWidth];
  wire [BundleWidth-1:0] b_lds = heads[BundleWidth*c_lds +: BundleWidth];
  wire [BundleWidth-1:0] b_ctrl = heads[BundleWidth*c_ctrl +: BundleWidth];

  // ---- Register files ------------------------------------------------------------------------------
  wire [CtxWidth-1:0] sr_ctx01, sr_ctx2;
  wire [6:0]  sr_idx0, sr_idx1, sr_idx2;
  wire [63:0] sr_data0, sr_data1, sr_data2;
  wire        sp_we_s, sp_two_s, sp_we_v, sp_two_v;
  wire [CtxWidth-1:0] sp_ctx_s, sp_ctx_v;
  wire [6:0]  sp_idx_s, sp_idx_v;
  wire [63:0] sp_data_s, sp_data_v;
  wire        smem_wr_req, smem_wr_gnt;
  wire [CtxWidth-1:0] smem_wr_ctx;
  wire [6:0]  smem_wr_idx;
  wire [31:0] smem_wr_data;
  // a split's SGPR copy (DWS): it reads through port 0 while the SALU issues nothing
  wire                cp_start, cp_done, cp_busy, cp_wr_req, cp_wr_gnt;
  wire [CtxWidth-1:0] cp_rd_ctx, cp_wr_ctx;
  wire [6:0]          cp_rd_idx, cp_wr_idx;
  wire [63:0]         cp_wr_data;
  generate
    if (Dws != 0) begin : g_copy
      pws_srf_copy #(.CtxWidth(CtxWidth), .SgprWords(SgprWords)) u_copy (
        .clk_i(clk_i), .rst_ni(rst_ni), .start_i(cp_start), .src_i(q_ctx), .dst_i(split_dst),
        .busy_o(cp_busy), .rd_ctx_o(cp_rd_ctx), .rd_idx_o(cp_rd_idx), .rd_data_i(sr_data0),
        .wr_req_o(cp_wr_req), .wr_ctx_o(cp_wr_ctx), .wr_idx_o(cp_wr_idx),
        .wr_data_o(cp_wr_data), .wr_gnt_i(cp_wr_gnt), .done_o(cp_done)
      );
    end else begin : g_no_copy
      assign cp_busy = 1'b0;
      assign cp_done = 1'b0;
      assign cp_rd_ctx = {CtxWidth{1'b0}};
      assign cp_rd_idx = 7'd0;
      assign cp_wr_req = 1'b0;
      assign cp_wr_ctx = {CtxWidth{1'b0}};
      assign cp_wr_idx = 7'd0;
      assign cp_wr_data = 64'd0;
      wire unused_copy = ^{cp_start, cp_wr_gnt};
    end
  endgenerate
  pws_sgpr_file #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .SgprWords(SgprWords),
                  .SrfAddrWidth(SrfAddrWidth)) u_srf (
    .clk_i(clk_i), .rst_ni(rst_ni), .r0_ctx_i(cp_busy ? cp_rd_ctx : sr_ctx01),
    .r0_idx_i(cp_busy ? cp_rd_idx : sr_idx0),
    .r0_data_o(sr_data0), .r1_ctx_i(sr_ctx01), .r1_idx_i(sr_idx1), .r1_data_o(sr_data1),
    .r2_ctx_i(sr_ctx2), .r2_idx_i(sr_idx2), .r2_data_o(sr_data2),
    // the pipeline's writes: the issue stage keeps the SALU's and the VALU's apart
    .p_we_i(sp_we_s || sp_we_v), .p_ctx_i(sp_we_v ? sp_ctx_v : sp_ctx_s),
    .p_idx_i(sp_we_v ? sp_idx_v : sp_idx_s), .p_two_i(sp_we_v ? sp_two_v : sp_two_s),
    .p_data_i(sp_we_v ? sp_data_v : sp_data_s),
    .a_req_i(smem_wr_req), .a_ctx_i(smem_wr_ctx), .a_idx_i(smem_wr_idx), .a_data_i(smem_wr_data),
    .a_gnt_o(smem_wr_gnt), .b_req_i(init_sgpr_i), .b_ctx_i(init_ctx_i),
    .b_idx_i(init_addr_i[6:0]), .b_data_i(init_data_i), .b_gnt_o(init_sgpr_gnt_o),
    .c_req_i(cp_wr_req), .c_ctx_i(cp_wr_ctx), .c_idx_i(cp_wr_idx), .c_data_i(cp_wr_data),
    .c_gnt_o(cp_wr_gnt)
  );

  wire [PassWidth-1:0]     vr_group;
  wire [3*VrfAddrWidth-1:0] vr_row;
  wire [3*SimdWidth*32-1:0] vr_data;
  wire [VrfAddrWidth-1:0]  mr_row;
  wire [WavefrontSize*32-1:0] mr_data;
  wire                     vw_we;
  wire [PassWidth-1:0]     vw_group;
  wire [VrfAddrWidth-1:0]  vw_row;
  wire [SimdWidth-1:0]     vw_lanes;
  wire [SimdWidth*32-1:0]  vw_data;
  wire                     fw_req, fw_gnt, dw_req, dw_gnt;
  wire [VrfAddrWidth-1:0]  fw_row, dw_row;
  wire [LaneIdxWidth-1:0]  fw_lane, dw_lane;
  wire [31:0]              fw_data, dw_data;
  wire [31:0] irow = {{(32-CtxWidth){1'b0}}, init_ctx_i} * NumVgprs + {24'd0, init_addr_i};
  wire unused_irow = ^irow[31:VrfAddrWidth];
  pws_vgpr_file #(.NumContexts(WfContexts), .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                  .WavefrontSize(WavefrontSize), .SimdWidth(SimdWidth), .Passes(Passes),
                  .PassWidth(PassWidth), .LaneIdxWidth(LaneIdxWidth)) u_vrf (
    .clk_i(clk_i), .rst_ni(rst_ni), .rd_group_i(vr_group), .rd_row_i(vr_row),
    .rd_data_o(vr_data), .m_row_i(mr_row), .m_data_o(mr_data), .v_we_i(vw_we),
    .v_group_i(vw_group), .v_row_i(vw_row), .v_lanes_i(vw_lanes), .v_data_i(vw_data),
    .a_req_i(fw_req), .a_row_i(fw_row), .a_lane_i(fw_lane), .a_data_i(fw_data), .a_gnt_o(fw_gnt),
    .b_req_i(dw_req), .b_row_i(dw_row), .b_lane_i(dw_lane), .b_data_i(dw_data), .b_gnt_o(dw_gnt),
    .c_want_i(init_row_i), .c_row_i(irow[VrfAddrWidth-1:0]), .c_data_i(init_vdata_i),
    .c_done_o(init_row_done_o)
  );

  // ---- The units ------------------------------------------------------------------------------------
  wire        cv_valid, cv_vgpr_we, cv_vcc_we, cv_exec_we;
  wire [CtxWidth-1:0] cv_ctx;
  wire [31:0] cv_pc, cv_next, cv_w0, cv_w1, cv_lat;
  wire [9:0]  cv_sgpr_base;
  wire [4:0]  cv_sgpr_cnt;
  wire [63:0] cv_sgpr_data, cv_vgpr_mask, cv_vcc, cv_exec;
  wire [7:0]  cv_vgpr_base;
  wire [2:0]  cv_vgpr_cnt;
  wire [2*WavefrontSize*32-1:0] cv_vgpr_data;
  pws_valu_pipe #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                  .WavefrontSize(WavefrontSize),
                  .SimdWidth(SimdWidth), .Passes(Passes), .PassWidth(PassWidth),
                  .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                  .OpWidth(OpWidth), .BundleWidth(BundleWidth), .LaneMask(LaneMask)) u_valu (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[0]), .iss_ctx_i(c_valu), .iss_bundle_i(b_valu),
    .exec_i(exec), .vcc_i(vcc), .spm_i(spm), .scc_i(scc), .m0_i(m0), .mode_i(mode),
    .rd_group_o(vr_group), .rd_row_o(vr_row), .rd_data_i(vr_data), .srf_ctx_o(sr_ctx2),
    .srf_idx_o(sr_idx2), .srf_data_i(sr_data2), .vw_we_o(vw_we), .vw_group_o(vw_group),
    .vw_row_o(vw_row), .vw_lanes_o(vw_lanes), .vw_data_o(vw_data), .m_we_o(m_we),
    .m_ctx_o(m_ctx), .m_vcc_mask_o(m_vcc_mask), .m_vcc_o(m_vcc), .m_exec_mask_o(m_exec_mask),
    .m_exec_o(m_exec), .s_we_o(sp_we_v), .s_ctx_o(sp_ctx_v), .s_idx_o(sp_idx_v),
    .s_two_o(sp_two_v), .s_data_o(sp_data_v), .c_valid_o(cv_valid), .c_ctx_o(cv_ctx),
    .c_pc_o(cv_pc), .c_next_pc_o(cv_next), .c_w0_o(cv_w0), .c_w1_o(cv_w1), .c_lat_o(cv_lat),
    .c_sgpr_base_o(cv_sgpr_base), .c_sgpr_cnt_o(cv_sgpr_cnt), .c_sgpr_data_o(cv_sgpr_data),
    .c_vgpr_we_o(cv_vgpr_we), .c_vgpr_base_o(cv_vgpr_base), .c_vgpr_cnt_o(cv_vgpr_cnt),
    .c_vgpr_mask_o(cv_vgpr_mask), .c_vgpr_data_o(cv_vgpr_data), .c_vcc_we_o(cv_vcc_we),
    .c_vcc_o(cv_vcc), .c_exec_we_o(cv_exec_we), .c_exec_o(cv_exec)
  );

  wire        smem_in, redir_salu;
  wire [CtxWidth-1:0] smem_in_ctx, redir_salu_ctx;
  wire [63:0] smem_in_addr;
  wire [4:0]  smem_in_cnt;
  wire [6:0]  smem_in_sgpr;
  wire [31:0] redir_salu_pc;
  wire        cs_valid, cs_late, cs_scc_we, cs_scc, cs_exec_we, cs_vcc_we, cs_m0_we, cs_mode_we,
              cs_err;
  wire [CtxWidth-1:0] cs_ctx;
  wire [31:0] cs_pc, cs_next, cs_w0, cs_w1, cs_m0, cs_mode;
  wire [9:0]  cs_sgpr_base;
  wire [4:0]  cs_sgpr_cnt;
  wire [63:0] cs_sgpr_data, cs_exec, cs_vcc;
  pws_salu_pipe #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .OpWidth(OpWidth),
                  .BundleWidth(BundleWidth), .LaneMask(LaneMask)) u_salu (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[1]), .iss_ctx_i(c_salu), .iss_bundle_i(b_salu),
    .exec_i(exec), .vcc_i(vcc), .scc_i(scc), .m0_i(m0), .mode_i(mode), .srf_ctx_o(sr_ctx01),
    .srf0_idx_o(sr_idx0), .srf1_idx_o(sr_idx1), .srf0_data_i(sr_data0),
    .srf1_data_i(sr_data1), .s_we_o(sp_we_s), .s_ctx_o(sp_ctx_s), .s_idx_o(sp_idx_s),
    .s_two_o(sp_two_s), .s_data_o(sp_data_s), .r_we_o(s_we), .r_ctx_o(s_ctx),
    .r_scc_we_o(s_scc_we), .r_scc_o(s_scc), .r_exec_we_o(s_exec_we), .r_exec_o(s_exec),
    .r_vcc_we_o(s_vcc_we), .r_vcc_o(s_vcc), .r_m0_we_o(s_m0_we), .r_m0_o(s_m0),
    .r_mode_we_o(s_mode_we), .r_mode_o(s_mode), .smem_o(smem_in), .smem_ctx_o(smem_in_ctx),
    .smem_addr_o(smem_in_addr), .smem_cnt_o(smem_in_cnt), .smem_sgpr_o(smem_in_sgpr),
    .redir_o(redir_salu), .redir_ctx_o(redir_salu_ctx), .redir_pc_o(redir_salu_pc),
    .c_valid_o(cs_valid), .c_ctx_o(cs_ctx), .c_pc_o(cs_pc), .c_next_pc_o(cs_next),
    .c_w0_o(cs_w0), .c_w1_o(cs_w1), .c_sgpr_base_o(cs_sgpr_base), .c_sgpr_cnt_o(cs_sgpr_cnt),
    .c_sgpr_data_o(cs_sgpr_data), .c_sgpr_late_o(cs_late), .c_scc_we_o(cs_scc_we),
    .c_scc_o(cs_scc), .c_exec_we_o(cs_exec_we), .c_exec_o(cs_exec), .c_vcc_we_o(cs_vcc_we),
    .c_vcc_o(cs_vcc), .c_m0_we_o(cs_m0_we), .c_m0_o(cs_m0), .c_mode_we_o(cs_mode_we),
    .c_mode_o(cs_mode), .c_err_o(cs_err)
  );
  wire        lw_valid;
  wire [CtxWidth-1:0] lw_ctx;
  wire [6:0]  lw_sgpr;
  wire [31:0] lw_data;
  pws_smem_unit #(.CtxWidth(CtxWidth), .MemInsts(MemInsts), .InstWidth(InstWidth),
                  .SmemQueue(SmemQueue), .QueueWidth(SmemQWidth)) u_smem (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(salu_smem), .in_i(smem_in),
    .in_ctx_i(smem_in_ctx), .in_addr_i(smem_in_addr), .in_cnt_i(smem_in_cnt),
    .in_sgpr_i(smem_in_sgpr), .room_o(smem_room), .mem_req_o(smem_req_o),
    .mem_addr_o(smem_addr_o), .mem_gnt_i(smem_gnt_i), .mem_rvalid_i(smem_rvalid_i),
    .mem_rdata_i(mem_rdata_i), .wr_req_o(smem_wr_req), .wr_ctx_o(smem_wr_ctx),
    .wr_idx_o(smem_wr_idx), .wr_data_o(smem_wr_data), .wr_gnt_i(smem_wr_gnt),
    .done_o(smem_done), .done_ctx_o(smem_done_ctx), .done_base_o(smem_done_base),
    .done_cnt_o(smem_done_cnt), .lw_valid_o(lw_valid), .lw_ctx_o(lw_ctx),
    .lw_sgpr_o(lw_sgpr), .lw_data_o(lw_data)
  );

  wire        redir_ctrl;
  wire [CtxWidth-1:0] redir_ctrl_ctx;
  wire [31:0] redir_ctrl_pc;
  wire        cc_valid, cc_end, cc_err, cc_split, cc_merge, cc_dws;
  wire [CtxWidth-1:0] cc_ctx;
  wire [31:0] cc_pc, cc_next, cc_w0, cc_w1, cc_lat, split_pc;
  wire [BankWidth-1:0] cc_child;
  wire [63:0] cc_other;
  pws_ctrl_unit #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .OpWidth(OpWidth),
                  .BundleWidth(BundleWidth), .Dws(Dws), .BankWidth(BankWidth)) u_ctrl (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[4]), .iss_ctx_i(c_ctrl), .iss_bundle_i(b_ctrl),
    .bar_set_o(bar_set), .exec_i(exec), .vcc_i(vcc), .spm_i(spm), .scc_i(scc), .mode_i(mode),
    .busy_o(ctrl_busy), .q_ctx_o(q_ctx), .q_full_i(q_full), .q_free_i(q_free),
    .q_bank_i(q_bank), .cp_start_o(cp_start), .cp_done_i(cp_done), .split_o(split_we),
    .split_ctx_o(split_ctx), .split_bank_o(split_bank), .split_self_o(split_self),
    .split_other_o(split_other), .split_pc_o(split_pc),
    .redir_o(redir_ctrl), .redir_ctx_o(redir_ctrl_ctx), .redir_pc_o(redir_ctrl_pc),
    .c_valid_o(cc_valid), .c_ctx_o(cc_ctx), .c_pc_o(cc_pc), .c_next_pc_o(cc_next),
    .c_w0_o(cc_w0), .c_w1_o(cc_w1), .c_end_o(cc_end), .c_err_o(cc_err), .c_split_o(cc_split),
    .c_merge_o(cc_merge), .c_lat_o(cc_lat), .c_dws_o(cc_dws), .c_child_o(cc_child),
    .c_other_o(cc_other)
  );
  assign bar_ctx = c_ctrl;
  // a context ends at the retire of s_endpgm, or of an instruction with the error bit
  assign end_we = (cc_valid && cc_end) || (cs_valid && cs_err);
  assign end_ctx = cc_valid && cc_end ? cc_ctx : cs_ctx;

  // the fetch's redirects: a branch (t + 1), s_setpc (t + 2), the SPI's PC, a new SWF's (the
  // branch it split at)
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_redir
      wire by_init = init_we_i && init_sel_i == InitPc && {{(32-CtxWidth){1'b0}}, init_ctx_i} == g;
      assign redir_ctrl_k[g] = redir_ctrl && {{(32-CtxWidth){1'b0}}, redir_ctrl_ctx} == g;
      assign redir_salu_k[g] = redir_salu && {{(32-CtxWidth){1'b0}}, redir_salu_ctx} == g;
      assign redir_o[g] = by_init || redir_ctrl_k[g] || redir_salu_k[g] || split_start[g];
      assign redir_pc_o[32*g +: 32] = by_init ? init_data_i : split_start[g] ? split_pc
                                    : redir_ctrl_k[g] ? redir_ctrl_pc : redir_salu_pc;
    end
  endgenerate

  // ---- Memory units -------------------------------------------------------------------------------
  wire        rv_valid, rv_lds;
  wire [2:0]  rv_idx;
  wire [WavefrontSize*32-1:0] rv_data;
  pws_mem_rows #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                 .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                 .WavefrontSize(WavefrontSize)) u_rows (
    .clk_i(clk_i), .rst_ni(rst_ni), .v_iss_i(iss[2]), .v_ctx_i(c_vmem), .v_a_i(vmem_a),
    .v_b_i(vmem_b), .v_nb_i(vmem_nb), .l_iss_i(iss[3]), .l_ctx_i(c_lds), .l_a_i(lds_a),
    .l_b_i(lds_b), .l_nb_i(lds_nb), .l_c_i(lds_c), .l_nc_i(lds_nc), .idle_o(rows_idle),
    .m_row_o(mr_row), .m_data_i(mr_data), .row_valid_o(rv_valid), .row_lds_o(rv_lds),
    .row_idx_o(rv_idx), .row_data_o(rv_data)
  );
  wire        lv_v_f, lv_v_d;
  wire [CtxWidth-1:0] lv_ctx_f, lv_ctx_d;
  wire [7:0]  lv_vgpr_f, lv_vgpr_d;
  wire [LaneIdxWidth-1:0] lv_lane_f, lv_lane_d;
  wire [31:0] lv_data_f, lv_data_d;
  wire        cm_valid, cm_vgpr_we, cl_valid, cl_vgpr_we;
  wire [CtxWidth-1:0] cm_ctx, cl_ctx;
  wire [31:0] cm_pc, cm_next, cm_w0, cm_w1, cl_pc, cl_next, cl_w0, cl_w1;
  wire [7:0]  cm_vgpr_base, cl_vgpr_base;
  wire [2:0]  cm_vgpr_cnt, cl_vgpr_cnt;
  wire [63:0] cm_vgpr_mask, cl_vgpr_mask;
  wire [63:0] lds_addr64;
  wire [1:0]  lds_size;
  wire [31:0] lds_cmp;
  pws_vmem_unit #(.Lds(0), .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                  .WavefrontSize(WavefrontSize), .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs),
                  .VrfAddrWidth(VrfAddrWidth), .OpWidth(OpWidth), .BundleWidth(BundleWidth),
                  .MemInsts(MemInsts), .InstWidth(InstWidth), .Queue(VmemQueue),
                  .QueueWidth(VmemQWidth), .Rows(6)) u_vmem (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[2]), .iss_ctx_i(c_vmem), .iss_bundle_i(b_vmem),
    .room_o(vmem_room), .amo_busy_o(amo_busy_v), .exec_i(exec), .spm_i(spm),
    .lds_base_i(lds_base), .row_valid_i(rv_valid && !rv_lds), .row_idx_i(rv_idx),
    .row_data_i(rv_data), .req_o(vmem_req_o), .addr_o(vmem_addr_o), .we_o(vmem_we_o),
    .size_o(vmem_size_o), .wdata_o(vmem_wdata_o), .amo_o(vmem_amo_o), .cmp_o(vmem_cmp_o),
    .gnt_i(vmem_gnt_i), .rvalid_i(vmem_rvalid_i), .rdata_i(mem_rdata_i), .wr_req_o(fw_req),
    .wr_row_o(fw_row), .wr_lane_o(fw_lane), .wr_data_o(fw_data), .wr_gnt_i(fw_gnt),
    .done_o(vm_done), .done_ctx_o(vm_done_ctx), .done_base_o(vm_done_base),
    .done_cnt_o(vm_done_cnt), .c_valid_o(cm_valid), .c_ctx_o(cm_ctx), .c_pc_o(cm_pc),
    .c_next_pc_o(cm_next), .c_w0_o(cm_w0), .c_w1_o(cm_w1), .c_vgpr_we_o(cm_vgpr_we),
    .c_vgpr_base_o(cm_vgpr_base), .c_vgpr_cnt_o(cm_vgpr_cnt), .c_vgpr_mask_o(cm_vgpr_mask),
    .lv_valid_o(lv_v_f), .lv_ctx_o(lv_ctx_f), .lv_vgpr_o(lv_vgpr_f),
    .lv_lane_o(lv_lane_f), .lv_data_o(lv_data_f)
  );
  pws_vmem_unit #(.Lds(1), .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                  .WavefrontSize(WavefrontSize), .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs),
                  .VrfAddrWidth(VrfAddrWidth), .OpWidth(OpWidth), .BundleWidth(BundleWidth),
                  .MemInsts(MemInsts), .InstWidth(InstWidth), .Queue(LdsQueue),
                  .QueueWidth(LdsQWidth), .Rows(3)) u_lds (
    .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[3]), .iss_ctx_i(c_lds), .iss_bundle_i(b_lds),
    .room_o(lds_room), .amo_busy_o(amo_busy_l), .exec_i(exec), .spm_i(spm),
    .lds_base_i(lds_base), .row_valid_i(rv_valid && rv_lds), .row_idx_i(rv_idx),
    .row_data_i(rv_data), .req_o(lds_req_o), .addr_o(lds_addr64), .we_o(lds_we_o),
    .size_o(lds_size), .wdata_o(lds_wdata_o), .amo_o(lds_amo_o), .cmp_o(lds_cmp),
    .gnt_i(lds_gnt_i), .rvalid_i(lds_rvalid_i), .rdata_i(lds_rdata_i), .wr_req_o(dw_req),
    .wr_row_o(dw_row), .wr_lane_o(dw_lane), .wr_data_o(dw_data), .wr_gnt_i(dw_gnt),
    .done_o(ld_done), .done_ctx_o(ld_done_ctx), .done_base_o(ld_done_base),
    .done_cnt_o(ld_done_cnt), .c_valid_o(cl_valid), .c_ctx_o(cl_ctx), .c_pc_o(cl_pc),
    .c_next_pc_o(cl_next), .c_w0_o(cl_w0), .c_w1_o(cl_w1), .c_vgpr_we_o(cl_vgpr_we),
    .c_vgpr_base_o(cl_vgpr_base), .c_vgpr_cnt_o(cl_vgpr_cnt), .c_vgpr_mask_o(cl_vgpr_mask),
    .lv_valid_o(lv_v_d), .lv_ctx_o(lv_ctx_d), .lv_vgpr_o(lv_vgpr_d),
    .lv_lane_o(lv_lane_d), .lv_data_o(lv_data_d)
  );
  assign lds_addr_o = lds_addr64[31:0];
  wire unused_lds = ^{lds_addr64[63:32], lds_size, lds_cmp};   // DS: dwords, no compare-and-swap

  // ---- The commit port -----------------------------------------------------------------------------
  // the units' retires; fields a unit never writes are 0
  pws_commit_port #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                    .WavefrontSize(WavefrontSize),
                    .LaneIdxWidth(LaneIdxWidth), .LaneMask(LaneMask), .InitExecLo(InitExecLo),
                    .InitExecHi(InitExecHi), .InitVccLo(InitVccLo), .InitVccHi(InitVccHi),
                    .InitM0(InitM0), .InitMode(InitMode), .InitScc(InitScc)) u_commit (
    .clk_i(clk_i), .init_we_i(init_we_i), .init_ctx_i(init_ctx_i), .init_sel_i(init_sel_i),
    .init_data_i(init_data_i), .wave_i(wave), .spm_i(spm), .cp_we_i(split_we),
    .cp_src_i(split_ctx), .cp_dst_i(split_dst),
    .r_valid_i({cc_valid, cl_valid, cm_valid, cs_valid, cv_valid}),
    .r_ctx_i({cc_ctx, cl_ctx, cm_ctx, cs_ctx, cv_ctx}),
    .r_lat_i({cc_lat, 32'd3, 32'd3, 32'd3, cv_lat}),
    .r_pc_i({cc_pc, cl_pc, cm_pc, cs_pc, cv_pc}),
    .r_next_pc_i({cc_next, cl_next, cm_next, cs_next, cv_next}),
    .r_w0_i({cc_w0, cl_w0, cm_w0, cs_w0, cv_w0}),
    .r_w1_i({cc_w1, cl_w1, cm_w1, cs_w1, cv_w1}),
    .r_sgpr_base_i({10'd0, 10'd0, 10'd0, cs_sgpr_base, cv_sgpr_base}),
    .r_sgpr_cnt_i({5'd0, 5'd0, 5'd0, cs_sgpr_cnt, cv_sgpr_cnt}),
    .r_sgpr_data_i({64'd0, 64'd0, 64'd0, cs_sgpr_data, cv_sgpr_data}),
    .r_sgpr_late_i({1'b0, 1'b0, 1'b0, cs_late, 1'b0}),
    .r_scc_we_i({1'b0, 1'b0, 1'b0, cs_scc_we, 1'b0}),
    .r_scc_i({1'b0, 1'b0, 1'b0, cs_scc, 1'b0}),
    .r_exec_we_i({1'b0, 1'b0, 1'b0, cs_exec_we, cv_exec_we}),
    .r_exec_i({64'd0, 64'd0, 64'd0, cs_exec, cv_exec}),
    .r_vcc_we_i({1'b0, 1'b0, 1'b0, cs_vcc_we, cv_vcc_we}),
    .r_vcc_i({64'd0, 64'd0, 64'd0, cs_vcc, cv_vcc}),
    .r_m0_we_i({1'b0, 1'b0, 1'b0, cs_m0_we, 1'b0}),
    .r_m0_i({32'd0, 32'd0, 32'd0, cs_m0, 32'd0}),
    .r_mode_we_i({1'b0, 1'b0, 1'b0, cs_mode_we, 1'b0}),
    .r_mode_i({32'd0, 32'd0, 32'd0, cs_mode, 32'd0}),
    .r_end_i({cc_end, 1'b0, 1'b0, cs_err, 1'b0}),
    .r_err_i({cc_err, 1'b0, 1'b0, cs_err, 1'b0}),
    .r_split_i({cc_split, 4'd0}), .r_merge_i({cc_merge, 4'd0}), .r_dws_i(cc_dws),
    .r_child_i({{(6-BankWidth){1'b0}}, cc_child}), .r_other_i(cc_other),
    .r_vgpr_late_i({1'b0, cl_vgpr_we, cm_vgpr_we, 1'b0, 1'b0}),
    .r_vgpr_we_i({1'b0, cl_vgpr_we, cm_vgpr_we, 1'b0, cv_vgpr_we}),
    .r_vgpr_base_i({8'd0, cl_vgpr_base, cm_vgpr_base, 8'd0, cv_vgpr_base}),
    .r_vgpr_cnt_i({3'd0, cl_vgpr_cnt, cm_vgpr_cnt, 3'd0, cv_vgpr_cnt}),
    .r_vgpr_mask_i({64'd0, cl_vgpr_mask, cm_vgpr_mask, 64'd0, cv_vgpr_mask}),
    .v_vgpr_data_i(cv_vgpr_data),
    .lw_valid_i(lw_valid), .lw_ctx_i(lw_ctx), .lw_sgpr_i(lw_sgpr), .lw_data_i(lw_data),
    .lv_valid_i({lv_v_d, lv_v_f}), .lv_ctx_i({lv_ctx_d, lv_ctx_f}),
    .lv_vgpr_i({lv_vgpr_d, lv_vgpr_f}), .lv_lane_i({lv_lane_d, lv_lane_f}),
    .lv_data_i({lv_data_d, lv_data_f}),
    .commit_valid_o(commit_valid_o), .commit_ctx_o(commit_ctx_o), .commit_unit_o(commit_unit_o),
    .commit_wave_o(commit_wave_o), .commit_lat_o(commit_lat_o), .commit_pc_o(commit_pc_o),
    .commit_next_pc_o(commit_next_pc_o), .commit_inst0_o(commit_inst0_o),
    .commit_inst1_o(commit_inst1_o), .commit_sgpr_base_o(commit_sgpr_base_o),
    .commit_sgpr_cnt_o(commit_sgpr_cnt_o), .commit_sgpr_data_o(commit_sgpr_data_o),
    .commit_exec_o(commit_exec_o), .commit_vcc_o(commit_vcc_o), .commit_scc_o(commit_scc_o),
    .commit_scc_we_o(commit_scc_we_o), .commit_m0_o(commit_m0_o),
    .commit_mode_o(commit_mode_o), .commit_split_mask_o(commit_split_mask_o),
    .commit_split_ev_o(commit_split_ev_o), .commit_split_parent_o(commit_split_parent_o),
    .commit_split_child_o(commit_split_child_o),
    .commit_split_mask_parent_o(commit_split_mask_parent_o),
    .commit_split_mask_child_o(commit_split_mask_child_o), .commit_end_o(commit_end_o),
    .commit_err_o(commit_err_o), .commit_vgpr_we_o(commit_vgpr_we_o),
    .commit_vgpr_base_o(commit_vgpr_base_o), .commit_vgpr_cnt_o(commit_vgpr_cnt_o),
    .commit_vgpr_mask_o(commit_vgpr_mask_o), .commit_vgpr_data_o(commit_vgpr_data_o),
    .commit_sgpr_late_o(commit_sgpr_late_o), .commit_lw_valid_o(commit_lw_valid_o),
    .commit_lw_ctx_o(commit_lw_ctx_o), .commit_lw_sgpr_o(commit_lw_sgpr_o),
    .commit_lw_data_o(commit_lw_data_o), .commit_vgpr_late_o(commit_vgpr_late_o),
    .commit_lv_valid_o(commit_lv_valid_o), .commit_lv_ctx_o(commit_lv_ctx_o),
    .commit_lv_vgpr_o(commit_lv_vgpr_o), .commit_lv_lane_o(commit_lv_lane_o),
    .commit_lv_data_o(commit_lv_data_o)
  );
endmodule

`default_nettype wire
