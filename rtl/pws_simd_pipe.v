// pws_simd_pipe.v -- one SIMD of the pipelined CU: its buffers, issue stage, functional units,
// register files and commit port, wired together (hand-written; structure only). Spec:
// docs/microarchitecture.md "Block diagram", "Split hardware on the pipeline".
//
// With PWS's SpSIMD units (Units = S + 1) the SIMD has Units units: unit u (SpSIMD u) runs bank
// u's contexts on its own VALU, SALU with its SMEM unit, control unit and SRF, and has five
// commit slots; the buffers, the per-context issue state, the contexts' registers and split
// state, the VMEM and LDS units and the VRF are shared.
`default_nettype none

module pws_simd_pipe #(
  parameter integer NumContexts   = 10,   // contexts of the SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer WfContexts    = 10,   // WF contexts (the SPI's; the VRF's): bank 0
  parameter integer Banks         = 1,    // banks of WfContexts contexts: S + 1 under DWS
  parameter integer BankWidth     = 1,    // bits of a bank index (at least 1)
  parameter integer Dws           = 0,    // DWS split hardware (docs/splitting.md)
  parameter integer Pws           = 0,    // PWS split hardware: Units = Banks SpSIMD units
  parameter integer Units         = 1,    // units: S + 1 under PWS, else 1
  parameter integer UnitWidth     = 1,    // bits of a unit index (at least 1)
  parameter integer IdWidth       = 4,    // bits of a context ID (at least 1)
  parameter integer WavefrontSize = 64,   // lanes of a wavefront
  parameter integer SimdWidth     = 16,   // VALU lanes
  parameter integer Passes        = 4,    // WavefrontSize / SimdWidth
  parameter integer PassWidth     = 2,    // bits of a pass index (at least 1)
  parameter integer InitLanes     = 64,   // lanes of an init VGPR write (a row; one VRF port: a group)
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
  parameter integer FetchWidth    = 2,    // instructions a fetch pick pushes (pws_fetch)
  parameter integer MemInsts      = 2,    // instructions a memory unit holds
  parameter integer InstWidth     = 1,    // log2(MemInsts), at least 1
  parameter integer VrfReads      = 3,    // VRF read ports: 3, or 1 shared by the VALU and rows
  parameter integer SmemQueue     = 16,   // scalar-load dwords in flight
  parameter integer SmemQWidth    = 4,
  parameter integer VmemQueue     = 16,   // FLAT accesses in flight
  parameter integer VmemQWidth    = 4,
  parameter integer LdsQueue      = 4,    // DS accesses in flight
  parameter integer LdsQWidth     = 2,
  parameter integer VmWidth       = 6,    // bits of vmcnt
  parameter integer LgkmWidth     = 6,    // bits of lgkmcnt
  parameter integer WgIdWidth     = 6,    // bits of a workgroup slot in the CU
  parameter integer CommitPort    = 1,    // 0: no commit port (FPGA builds; its outputs are 0)
  parameter integer HasFlat       = 1,    // 0: the op subset has no FLAT op: no VMEM unit
  parameter integer HasDs         = 1,    // 0: the op subset has no DS op: no LDS unit
  parameter integer FlatRows      = 6,    // VGPR rows of the longest FLAT op (its entries' rows)
  parameter integer DsRows        = 5,    // VGPR rows of the longest DS op
  parameter [63:0]  LaneMask      = 64'hffffffffffffffff,
  parameter [3:0]   InitPc = 4'd1, InitExecLo = 4'd2, InitExecHi = 4'd3, InitVccLo = 4'd4,
  parameter [3:0]   InitVccHi = 4'd5, InitM0 = 4'd6, InitMode = 4'd7, InitScc = 4'd8,
  parameter [3:0]   InitStart = 4'd9, InitWave = 4'd11, InitWg = 4'd12, InitLds = 4'd13
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire                              visit_i,
  // the fetch (pws_fetch)
  input  wire [Units-1:0]                  push_i,       // one fetch port per unit, for its bank
  input  wire [Units*CtxWidth-1:0]         push_ctx_i,
  input  wire [Units-1:0]                  push_two_i,
  input  wire [Units*BundleWidth-1:0]      push_b0_i,
  input  wire [Units*BundleWidth-1:0]      push_b1_i,
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
  input  wire [InitLanes*32-1:0]           init_vdata_i,
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
  output wire [Units-1:0]                  smem_req_o,   // unit u's SMEM unit
  output wire [Units*64-1:0]               smem_addr_o,
  input  wire [Units-1:0]                  smem_gnt_i,
  input  wire [Units-1:0]                  smem_rvalid_i,
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
  // the commit port's five slots per unit (pws_commit_port)
  output wire [5*Units-1:0]                      commit_valid_o,
  output wire [5*Units*CtxWidth-1:0]             commit_ctx_o,
  output wire [5*Units*6-1:0]                    commit_unit_o,
  output wire [5*Units*32-1:0]                   commit_wave_o,
  output wire [5*Units*32-1:0]                   commit_lat_o,
  output wire [5*Units*32-1:0]                   commit_pc_o,
  output wire [5*Units*32-1:0]                   commit_next_pc_o,
  output wire [5*Units*32-1:0]                   commit_inst0_o,
  output wire [5*Units*32-1:0]                   commit_inst1_o,
  output wire [5*Units*10-1:0]                   commit_sgpr_base_o,
  output wire [5*Units*5-1:0]                    commit_sgpr_cnt_o,
  output wire [5*Units*512-1:0]                  commit_sgpr_data_o,
  output wire [5*Units*64-1:0]                   commit_exec_o,
  output wire [5*Units*64-1:0]                   commit_vcc_o,
  output wire [5*Units-1:0]                      commit_scc_o,
  output wire [5*Units-1:0]                      commit_scc_we_o,
  output wire [5*Units*32-1:0]                   commit_m0_o,
  output wire [5*Units*32-1:0]                   commit_mode_o,
  output wire [5*Units*64-1:0]                   commit_split_mask_o,
  output wire [5*Units*2-1:0]                    commit_split_ev_o,
  output wire [5*Units*6-1:0]                    commit_split_parent_o,
  output wire [5*Units*7-1:0]                    commit_split_child_o,
  output wire [5*Units*64-1:0]                   commit_split_mask_parent_o,
  output wire [5*Units*64-1:0]                   commit_split_mask_child_o,
  output wire [5*Units-1:0]                      commit_end_o,
  output wire [5*Units-1:0]                      commit_err_o,
  output wire [5*Units-1:0]                      commit_vgpr_we_o,
  output wire [5*Units*8-1:0]                    commit_vgpr_base_o,
  output wire [5*Units*3-1:0]                    commit_vgpr_cnt_o,
  output wire [5*Units*64-1:0]                   commit_vgpr_mask_o,
  output wire [5*Units*4*WavefrontSize*32-1:0]   commit_vgpr_data_o,
  output wire [5*Units-1:0]                      commit_sgpr_late_o,
  output wire [5*Units-1:0]                      commit_lw_valid_o,
  output wire [5*Units*CtxWidth-1:0]             commit_lw_ctx_o,
  output wire [5*Units*7-1:0]                    commit_lw_sgpr_o,
  output wire [5*Units*32-1:0]                   commit_lw_data_o,
  output wire [5*Units-1:0]                      commit_vgpr_late_o,
  output wire [5*Units-1:0]                      commit_lv_valid_o,
  output wire [5*Units*CtxWidth-1:0]             commit_lv_ctx_o,
  output wire [5*Units*8-1:0]                    commit_lv_vgpr_o,
  output wire [5*Units*6-1:0]                    commit_lv_lane_o,
  output wire [5*Units*32-1:0]                   commit_lv_data_o
);
  // ---- The contexts' registers ----------------------------------------------------------------
  // contexts k * WfContexts + c: bank 0 the SPI's WF contexts, banks 1..Banks-1 (DWS, PWS) the SWF
  // contexts of WF context c (pws_swf_ctx); under PWS unit k runs bank k, so context k runs on
  // unit k / WfContexts (written out where it is used: no Verilog functions of run-time values
  // here, as Verilator numbers an inlined function's temporaries per instance and every SIMD
  // then got its own C++ copy, docs/cosim.md "Speed")
  localparam [31:0] WfModI = Units > 1 ? WfContexts : 1;
  localparam [CtxWidth-1:0] WfMod = WfModI[CtxWidth-1:0];   // (< NumContexts with units)
  // context k's index in its unit's SRF: k mod WfContexts with units (unit u holds bank u's
  // contexts), else k. Written out at each SRF port below, not as a function: Verilator numbers
  // an inlined function's temporaries per instance, which gave every SIMD its own C++ copy
  // (docs/cosim.md "Speed").
  genvar sp;
  localparam integer SrfContexts = Units > 1 ? WfContexts : NumContexts;
  wire [NumContexts*64-1:0] exec, vcc, spm;
  // a split, in the cycle it takes effect (pws_ctrl_unit): the splitter, the new SWF's context
  wire                split_we;
  wire [CtxWidth-1:0] split_ctx, split_dst;
  // a new SWF starts: a copy of its splitter's registers, its counters reset, its fetch at its
  // PC (DWS: in the cycle of the split; PWS: when its copy engine has written the SGPRs)
  wire [31:0]         split_pc;   // the new SWF's PC, from the splitter's control unit
  wire                fin_we;
  wire [CtxWidth-1:0] fin_src, fin_dst;
  wire [31:0]         fin_pc;
  // a merge, in the cycle it takes effect: the target, its new EXEC, the child
  wire                merge_we;
  wire [CtxWidth-1:0] merge_ctx, merge_child;
  wire [63:0]         merge_exec;
  wire [NumContexts-1:0]    scc, run, bar, start, parked;
  wire [NumContexts*32-1:0] m0, mode, wave, lds_base;
  // per unit: the SALU's register writes, the VALU's mask writes, barrier arrivals, ends
  wire [Units-1:0]          s_we, s_scc_we, s_scc, s_m0_we, s_mode_we, m_we, bar_set, end_we;
  wire [Units*CtxWidth-1:0] s_ctx, m_ctx, bar_ctx, end_ctx;
  wire [Units*2-1:0]        s_exec_we, s_vcc_we;
  wire [Units*64-1:0]       s_exec, s_vcc, m_vcc_mask, m_vcc, m_exec_mask, m_exec;
  wire [Units*32-1:0]       s_m0, s_mode;
  pws_wave_state #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                   .Units(Units), .WgIdWidth(WgIdWidth),
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
    .end_ctx_i(end_ctx), .cp_we_i(fin_we), .cp_src_i(fin_src), .cp_dst_i(fin_dst),
    .mg_we_i(merge_we), .mg_ctx_i(merge_ctx), .mg_exec_i(merge_exec), .mg_child_i(merge_child),
    .exec_o(exec), .vcc_o(vcc), .scc_o(scc), .m0_o(m0),
    .mode_o(mode), .wave_o(wave), .lds_o(lds_base), .wg_o(wg_o), .run_o(run), .bar_o(bar),
    .member_o(member_o), .start_o(start)
  );
  assign run_o = run;
  assign bar_o = bar;
  genvar g, u;
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

  // ---- The split token (PWS): one split or merge of the SIMD at a time ------------------------
  // (a control unit requests it when its s_split / s_merge in X, context q_ctx_u's, decides)
  wire [Units-1:0] tok_req, tok_gnt, xq;
  wire [Units*CtxWidth-1:0] q_ctx_u;
  // the copy engines (below): busy (copying, or the new SWF not started yet), the splitter
  wire [Units-1:0]          eng_busy;
  wire [Units*CtxWidth-1:0] eng_src;
  // contexts that wait: their s_split / s_merge is in X, or their split's copy is not finished
  // (they must not write an SGPR the copy has yet to read)
  wire [NumContexts-1:0]    xhold;
  genvar gx;
  generate
    for (gx = 0; gx < NumContexts; gx = gx + 1) begin : g_xhold
      localparam integer XU = Units > 1 ? gx / WfContexts : 0;   // its unit
      assign xhold[gx] = (xq[XU] && {{(32-CtxWidth){1'b0}}, q_ctx_u[CtxWidth*XU +: CtxWidth]} == gx)
                         || (Pws != 0 && eng_busy[XU]
                             && {{(32-CtxWidth){1'b0}}, eng_src[CtxWidth*XU +: CtxWidth]} == gx);
    end
  endgenerate
  reg  [UnitWidth-1:0] holder;   // the control unit that holds it (0 without units)
  integer h;
  always @* begin
    holder = {UnitWidth{1'b0}};
    for (h = 0; h < Units; h = h + 1)
      if (tok_gnt[h]) holder = h[UnitWidth-1:0];
  end
  generate
    if (Units > 1) begin : g_tok
      pws_lock_arbiter #(.N(Units), .IdxWidth(UnitWidth)) u_tok (
        .clk_i(clk_i), .rst_ni(rst_ni), .req_i(tok_req), .gnt_o(tok_gnt)
      );
    end else begin : g_no_tok
      assign tok_gnt = 1'b1;   // one control unit: it decides alone
      wire unused_tok = ^tok_req;
    end
  endgenerate
  wire [31:0] hold32 = {{(32-UnitWidth){1'b0}}, holder};
  wire unused_hold = ^hold32;

  // ---- The split state (DWS, PWS): split masks, parents, child stacks ------------------------
  wire                 q_full, q_free;
  wire [BankWidth-1:0] q_bank, split_bank;
  wire [CtxWidth-1:0]  q_ctx;
  wire [63:0]          split_self, split_other;
  wire [5:0]           q_null;
  wire                 q_has_partner, q_is_target, q_paired;
  wire [CtxWidth-1:0]  q_partner;
  wire [31:0]          q_partner_pc, park_pc;
  wire                 null_inc, null_dec, park, wake;
  wire [NumContexts-1:0] split_start;   // the new SWF's context starts (its counters are reset)
  generate
    if (Dws != 0 || Pws != 0) begin : g_swf
      wire [NumContexts*BankWidth-1:0] parent;
      wire [NumContexts-1:0] parent_valid;
      pws_swf_ctx #(.NumContexts(NumContexts), .WfContexts(WfContexts), .Banks(Banks),
                    .BankWidth(BankWidth), .CtxWidth(CtxWidth), .LaneMask(LaneMask)) u_swf (
        .clk_i(clk_i), .rst_ni(rst_ni), .start_i(start), .q_ctx_i(q_ctx), .q_full_o(q_full),
        .q_free_o(q_free), .q_bank_o(q_bank), .split_i(split_we), .split_ctx_i(split_ctx),
        .split_bank_i(split_bank), .self_i(split_self), .other_i(split_other),
        .split_dst_o(split_dst), .q_null_o(q_null), .q_has_partner_o(q_has_partner),
        .q_is_target_o(q_is_target), .q_partner_o(q_partner), .q_paired_o(q_paired),
        .q_partner_pc_o(q_partner_pc), .null_inc_i(null_inc), .null_dec_i(null_dec),
        .park_i(park), .park_pc_i(park_pc), .wake_i(wake), .merge_i(merge_we),
        .parked_o(parked), .split_mask_o(spm), .parent_o(parent),
        .parent_valid_o(parent_valid)
      );
      wire unused_parent = ^{parent, parent_valid};   // the partner comes from q_partner_o
      for (g = 0; g < NumContexts; g = g + 1) begin : g_start
        assign split_start[g] = fin_we && {{(32-CtxWidth){1'b0}}, fin_dst} == g;
      end
    end else begin : g_no_swf
      assign spm = {NumContexts{LaneMask}};
      assign q_full = 1'b1;
      assign q_free = 1'b0;
      assign q_bank = {BankWidth{1'b0}};
      assign split_dst = {CtxWidth{1'b0}};
      assign split_start = {NumContexts{1'b0}};
      assign q_null = 6'd0;
      assign q_has_partner = 1'b0;
      assign q_is_target = 1'b0;
      assign q_partner = {CtxWidth{1'b0}};
      assign q_paired = 1'b0;
      assign q_partner_pc = 32'd0;
      assign parked = {NumContexts{1'b0}};
      wire unused_split = ^{q_ctx, split_bank, split_self, split_other, split_ctx, null_inc,
                            null_dec, park, park_pc, wake};
    end
  endgenerate
  // MODE[21] of each context, as its unit's SALU writes it in this cycle: a marked branch issued
  // right after its s_setreg is known as such
  wire [NumContexts-1:0] mark;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_mark
      localparam integer GU = Units > 1 ? g / WfContexts : 0;
      assign mark[g] = s_we[GU] && s_mode_we[GU]
                       && {{(32-CtxWidth){1'b0}}, s_ctx[CtxWidth*GU +: CtxWidth]} == g
                       ? s_mode[32*GU + 21] : mode[32*g + 21];
    end
  endgenerate


  // ---- Instruction buffers and issue ------------------------------------------------------------
  localparam integer NumIss = 3 * Units + 2;
  localparam integer IVmem = 2 * Units, ILds = 2 * Units + 1, ICtrl = 2 * Units + 2;
  wire [NumContexts-1:0] hvalid, pop;
  wire [NumContexts*BundleWidth-1:0] heads;
  pws_wave_buf #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .Depth(IbufDepth),
                 .DepthWidth(IbufWidth), .BundleWidth(BundleWidth), .Ports(Units),
                 .FetchWidth(FetchWidth)) u_buf (
    .clk_i(clk_i), .rst_ni(rst_ni), .push_i(push_i), .push_ctx_i(push_ctx_i),
    .push_two_i(push_two_i), .push_b0_i(push_b0_i), .push_b1_i(push_b1_i), .pop_i(pop),
    .flush_i(start | redir_o), .valid_o(hvalid), .space_o(space_o), .head_o(heads)
  );
  wire [NumIss-1:0]          iss;
  wire [NumIss*CtxWidth-1:0] iss_ctx;
  wire [2:0]            vmem_nb, lds_nb, lds_nc;
  wire [7:0]            vmem_a, vmem_b, lds_a, lds_b, lds_c;
  wire [Units-1:0]      salu_smem, smem_room, ctrl_busy, unit_busy, smem_done;
  wire vmem_room, lds_room, rows_idle, amo_busy_v, amo_busy_l;
  wire vm_done, ld_done;
  wire [Units*CtxWidth-1:0] smem_done_ctx;
  wire [CtxWidth-1:0] vm_done_ctx, ld_done_ctx;
  wire [Units*7-1:0] smem_done_base;
  wire [Units*5-1:0] smem_done_cnt;
  wire [7:0] vm_done_base, ld_done_base;
  wire [2:0] vm_done_cnt, ld_done_cnt;
  pws_issue #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .NumSgprs(NumSgprs),
              .NumVgprs(NumVgprs), .Passes(Passes), .OpWidth(OpWidth),
              .BundleWidth(BundleWidth), .VmWidth(VmWidth), .LgkmWidth(LgkmWidth),
              .Dws(Dws), .Pws(Pws), .Units(Units), .WfContexts(WfContexts),
              .IdWidth(IdWidth), .VrfReads(VrfReads)) u_issue (
    .clk_i(clk_i), .rst_ni(rst_ni), .visit_i(visit_i), .run_i(run), .bar_i(bar),
    .start_i(start | split_start), .mark_i(mark), .ctrl_busy_i(unit_busy), .parked_i(parked),
    .xhold_i(xhold),
    .head_valid_i(hvalid), .head_i(heads), .smem_room_i(smem_room),
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
  // the issued instructions: a context's head
  wire [CtxWidth-1:0] c_vmem = iss_ctx[IVmem*CtxWidth +: CtxWidth];
  wire [CtxWidth-1:0] c_lds = iss_ctx[ILds*CtxWidth +: CtxWidth];
  wire [BundleWidth-1:0] b_vmem = heads[BundleWidth*c_vmem +: BundleWidth];
  wire [BundleWidth-1:0] b_lds = heads[BundleWidth*c_lds +: BundleWidth];

  // ---- The VRF (shared) ------------------------------------------------------------------------
  wire [Units*PassWidth-1:0]      vr_group;
  wire [Units*3*VrfAddrWidth-1:0] vr_row;
  wire [Units*SimdWidth-1:0]      vr_claim;
  wire [Units*3*SimdWidth*32-1:0] vr_data;
  wire [VrfAddrWidth-1:0]  mr_row;
  wire                     mr_rd;
  wire [PassWidth-1:0]     mr_group;
  wire [WavefrontSize*32-1:0] mr_data;
  wire [Units-1:0]                vw_we;
  wire [Units*PassWidth-1:0]      vw_group;
  wire [Units*VrfAddrWidth-1:0]   vw_row;
  wire [Units*SimdWidth-1:0]      vw_lanes;
  wire [Units*SimdWidth*32-1:0]   vw_data;
  wire                     fw_req, fw_gnt, dw_req, dw_gnt;
  wire [VrfAddrWidth-1:0]  fw_row, dw_row;
  wire [LaneIdxWidth-1:0]  fw_lane, dw_lane;
  wire [31:0]              fw_data, dw_data;
  wire [31:0] irow = {{(32-CtxWidth){1'b0}}, init_ctx_i} * NumVgprs + {24'd0, init_addr_i};
  wire unused_irow = ^irow[31:VrfAddrWidth];
  pws_vgpr_file #(.NumContexts(WfContexts), .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                  .WavefrontSize(WavefrontSize), .SimdWidth(SimdWidth), .Passes(Passes),
                  .PassWidth(PassWidth), .InitLanes(InitLanes), .LaneIdxWidth(LaneIdxWidth), .Units(Units),
                  .VrfReads(VrfReads)) u_vrf (
    .clk_i(clk_i), .rst_ni(rst_ni), .rd_group_i(vr_group), .rd_row_i(vr_row),
    .rd_claim_i(vr_claim), .rd_data_o(vr_data), .m_row_i(mr_row), .m_rd_i(mr_rd),
    .m_group_i(mr_group), .m_data_o(mr_data),
    .v_we_i(vw_we), .v_group_i(vw_group), .v_row_i(vw_row), .v_lanes_i(vw_lanes),
    .v_data_i(vw_data),
    .a_req_i(fw_req), .a_row_i(fw_row), .a_lane_i(fw_lane), .a_data_i(fw_data), .a_gnt_o(fw_gnt),
    .b_req_i(dw_req), .b_row_i(dw_row), .b_lane_i(dw_lane), .b_data_i(dw_data), .b_gnt_o(dw_gnt),
    .c_want_i(init_row_i), .c_row_i(irow[VrfAddrWidth-1:0]), .c_data_i(init_vdata_i),
    .c_done_o(init_row_done_o)
  );

  // ---- The copy engines (DWS, PWS): one per unit, each a split's SGPR copy out of its unit's
  // SRF (port 0) into the new SWF's unit's (its copy port, round robin among the engines that
  // write there); then, one engine a cycle, the new SWF starts (fin_*) ---------------------------
  wire [Units-1:0]          eng_cp, eng_done, eng_wr_req, eng_wr_gnt;
  wire [Units-1:0]          cw_gnt_u;     // per unit: its copy port wrote an engine's word
  wire [Units*32-1:0]       cw_sel_u;     // ... that engine's
  wire [Units*CtxWidth-1:0] eng_dst;
  wire [Units*32-1:0]       eng_dst_u;    // the unit each engine writes into
  wire [Units*7-1:0]        eng_wr_idx;
  wire [Units*64-1:0]       eng_wr_data;
  reg  [Units-1:0]          eng_fin_q;    // copied: its new SWF waits to start
  reg  [Units*32-1:0]       eng_pc_q;     // its new SWF's PC
  reg  [UnitWidth-1:0]      fin_sel;      // the engine whose new SWF starts (the lowest)
  integer fs;
  always @* begin
    fin_sel = {UnitWidth{1'b0}};
    for (fs = Units - 1; fs >= 0; fs = fs - 1)
      if (eng_fin_q[fs]) fin_sel = fs[UnitWidth-1:0];
  end
  wire [31:0] fin32 = {{(32-UnitWidth){1'b0}}, fin_sel};
  wire unused_fin = ^fin32;
  assign eng_busy = eng_cp | eng_fin_q;
  generate
    if (Pws != 0) begin : g_fin
      assign fin_we = |eng_fin_q;
      assign fin_src = eng_src[CtxWidth*fin32 +: CtxWidth];
      assign fin_dst = eng_dst[CtxWidth*fin32 +: CtxWidth];
      assign fin_pc = eng_pc_q[32*fin32 +: 32];
      wire unused_split_pc = ^split_pc;   // (the engine keeps it from the decision)
    end else begin : g_fin_now   // DWS (one unit): X held for the copy, the split is its end
      assign fin_we = split_we;
      assign fin_src = split_ctx;
      assign fin_dst = split_dst;
      assign fin_pc = split_pc;
      wire unused_eng = ^{eng_pc_q, eng_fin_q};
    end
  endgenerate
  integer fe;
  always @(posedge clk_i)
    for (fe = 0; fe < Units; fe = fe + 1) begin
      if (!rst_ni || Pws == 0) eng_fin_q[fe] <= 1'b0;
      else if (eng_done[fe]) eng_fin_q[fe] <= 1'b1;
      else if (fin32 == fe) eng_fin_q[fe] <= 1'b0;   // (started now, if it was waiting)
      if (cp_start_u[fe]) eng_pc_q[32*fe +: 32] <= split_pc_u[32*fe +: 32];
    end
  // the words a split copies: the kernel's SGPRs, which the SPI writes to every wave it starts
  // (SGPRs 0 .. n - 1): the highest pair it has written, + 1
  reg [5:0] words_q;
  wire [5:0] init_word = init_addr_i[6:1] + 6'd1;
  always @(posedge clk_i)
    if (!rst_ni) words_q <= 6'd1;
    else if (init_sgpr_i && init_sgpr_gnt_o && init_word > words_q) words_q <= init_word;

  // ---- The units ------------------------------------------------------------------------------------
  // per unit: its VALU's, SALU's and control unit's retires, redirects and split/merge actions
  wire [Units-1:0]          cv_valid, cv_vgpr_we, cv_vcc_we, cv_exec_we;
  wire [Units*CtxWidth-1:0] cv_ctx;
  wire [Units*32-1:0]       cv_pc, cv_next, cv_w0, cv_w1, cv_lat;
  wire [Units*10-1:0]       cv_sgpr_base;
  wire [Units*5-1:0]        cv_sgpr_cnt;
  wire [Units*64-1:0]       cv_sgpr_data, cv_vgpr_mask, cv_vcc, cv_exec;
  wire [Units*8-1:0]        cv_vgpr_base;
  wire [Units*3-1:0]        cv_vgpr_cnt;
  wire [Units*2*WavefrontSize*32-1:0] cv_vgpr_data;
  wire [Units-1:0]          cs_valid, cs_late, cs_scc_we, cs_scc, cs_exec_we, cs_vcc_we,
                            cs_m0_we, cs_mode_we, cs_err;
  wire [Units*CtxWidth-1:0] cs_ctx;
  wire [Units*32-1:0]       cs_pc, cs_next, cs_w0, cs_w1, cs_m0, cs_mode;
  wire [Units*10-1:0]       cs_sgpr_base;
  wire [Units*5-1:0]        cs_sgpr_cnt;
  wire [Units*64-1:0]       cs_sgpr_data, cs_exec, cs_vcc;
  wire [Units-1:0]          cc_valid, cc_end, cc_err, cc_split, cc_merge, cc_dws, cc_join;
  wire [Units*CtxWidth-1:0] cc_ctx;
  wire [Units*32-1:0]       cc_pc, cc_next, cc_w0, cc_w1, cc_lat;
  wire [Units*BankWidth-1:0] cc_child;
  wire [Units*64-1:0]       cc_other, cc_exec;
  wire [Units-1:0]          lw_valid;
  wire [Units*CtxWidth-1:0] lw_ctx;
  wire [Units*7-1:0]        lw_sgpr;
  wire [Units*32-1:0]       lw_data;
  wire [Units-1:0]          redir_ctrl, redir_salu;
  wire [Units*CtxWidth-1:0] redir_ctrl_ctx, redir_salu_ctx;
  wire [Units*32-1:0]       redir_ctrl_pc, redir_salu_pc;
  // the token holder's control unit: the split state's questioner and its actions
  wire [Units-1:0]          split_we_u, cp_start_u, null_inc_u, null_dec_u, park_u, wake_u,
                            merge_u;
  wire [Units*BankWidth-1:0] split_bank_u;
  wire [Units*64-1:0]       split_self_u, split_other_u, merge_exec_u;
  wire [Units*32-1:0]       split_pc_u, park_pc_u;
  wire [Units*CtxWidth-1:0] split_ctx_u;
  assign q_ctx = q_ctx_u[CtxWidth*hold32 +: CtxWidth];
  assign split_we = split_we_u[hold32];
  assign split_ctx = split_ctx_u[CtxWidth*hold32 +: CtxWidth];
  assign split_bank = split_bank_u[BankWidth*hold32 +: BankWidth];
  assign split_self = split_self_u[64*hold32 +: 64];
  assign split_other = split_other_u[64*hold32 +: 64];
  assign split_pc = split_pc_u[32*hold32 +: 32];
  assign null_inc = null_inc_u[hold32];
  assign null_dec = null_dec_u[hold32];
  assign park = park_u[hold32];
  assign park_pc = park_pc_u[32*hold32 +: 32];
  assign wake = wake_u[hold32];
  assign merge_we = merge_u[hold32];
  assign merge_ctx = q_ctx;
  assign merge_child = q_partner;
  assign merge_exec = merge_exec_u[64*hold32 +: 64];

  generate
    for (u = 0; u < Units; u = u + 1) begin : g_unit
      wire [CtxWidth-1:0] c_valu = iss_ctx[u*CtxWidth +: CtxWidth];
      wire [CtxWidth-1:0] c_salu = iss_ctx[(Units+u)*CtxWidth +: CtxWidth];
      wire [CtxWidth-1:0] c_ctrl = iss_ctx[(ICtrl+u)*CtxWidth +: CtxWidth];
      wire [BundleWidth-1:0] b_valu = heads[BundleWidth*c_valu +: BundleWidth];
      wire [BundleWidth-1:0] b_salu = heads[BundleWidth*c_salu +: BundleWidth];
      wire [BundleWidth-1:0] b_ctrl = heads[BundleWidth*c_ctrl +: BundleWidth];
      // a copy out of this unit (port 0 is the engine's) or into it (its SRF's write port, which
      // the copy takes when the pipeline does not write: pws_sgpr_file) keeps the unit's SALU,
      // control unit and SGPR-writing VALU instructions from issuing, so that each word waits
      // only for the other background writers
      reg cp_into;
      integer ci;
      always @* begin
        cp_into = 1'b0;
        for (ci = 0; ci < Units; ci = ci + 1)
          if (eng_cp[ci] && eng_dst_u[32*ci +: 32] == u)
            cp_into = 1'b1;
      end
      assign unit_busy[u] = ctrl_busy[u] || eng_cp[u] || cp_into;

      // ---- this unit's SRF
      wire [CtxWidth-1:0] sr_ctx01, sr_ctx2, cr_ctx;
      wire [6:0]  sr_idx0, sr_idx1, sr_idx2, cr_idx0, cr_idx1;
      wire [63:0] sr_data0, sr_data1, sr_data2;
      wire        cr_rd;
      wire        sp_we_s, sp_two_s, sp_we_v, sp_two_v;
      wire [CtxWidth-1:0] sp_ctx_s, sp_ctx_v;
      wire [6:0]  sp_idx_s, sp_idx_v;
      wire [63:0] sp_data_s, sp_data_v;
      wire        smem_wr_req, smem_wr_gnt;
      wire [CtxWidth-1:0] smem_wr_ctx;
      wire [6:0]  smem_wr_idx;
      wire [31:0] smem_wr_data;
      wire        cp_rd_here = eng_cp[u];
      wire [6:0]  eng_rd_idx;
      // the copy port: the engines writing into this unit, round robin from the one after the
      // last granted (its pointer moves only on a grant)
      reg  [UnitWidth-1:0] cw_last_q;
      reg  [31:0]          cw_sel;
      reg                  cw_any;
      wire                 cw_gnt;
      integer co;
      always @* begin : cw_pick
        reg [31:0] v;
        cw_any = 1'b0;
        cw_sel = 32'd0;
        for (co = Units; co >= 1; co = co - 1) begin
          v = {{(32-UnitWidth){1'b0}}, cw_last_q} + co;   // < 2 Units: wrapped by one
          if (v >= Units) v = v - Units;                  // subtraction, as pws_rr_arbiter does
          if (eng_wr_req[v] && eng_dst_u[32*v +: 32] == u) begin
            cw_any = 1'b1;
            cw_sel = v;
          end
        end
      end
      always @(posedge clk_i)
        if (!rst_ni) cw_last_q <= {UnitWidth{1'b0}};
        else if (cw_any && cw_gnt) cw_last_q <= cw_sel[UnitWidth-1:0];
      wire        cp_wr_here = cw_any;
      wire [CtxWidth-1:0] cp_wr_ctx = eng_dst[CtxWidth*cw_sel +: CtxWidth];
      wire [6:0]  cp_wr_idx = eng_wr_idx[7*cw_sel +: 7];
      wire [63:0] cp_wr_data = eng_wr_data[64*cw_sel +: 64];
      wire        init_here = u == 0 && init_sgpr_i;
      wire        init_gnt;
      wire [CtxWidth-1:0] r0_ctx = cp_rd_here ? eng_src[CtxWidth*u +: CtxWidth]
                                   : cr_rd ? cr_ctx : sr_ctx01;
      wire [CtxWidth-1:0] r1_ctx = cr_rd ? cr_ctx : sr_ctx01;
      // the SRF ports' contexts (r0, r1, r2, p, a, c) and their indices in this unit's SRF
      wire [6*CtxWidth-1:0] srf_k = {cp_wr_ctx, smem_wr_ctx, sp_we_v ? sp_ctx_v : sp_ctx_s,
                                     sr_ctx2, r1_ctx, r0_ctx};
      wire [6*CtxWidth-1:0] srf_at;
      for (sp = 0; sp < 6; sp = sp + 1) begin : g_srf_ctx
        assign srf_at[CtxWidth*sp +: CtxWidth] = Units > 1 ? srf_k[CtxWidth*sp +: CtxWidth] % WfMod
                                                            : srf_k[CtxWidth*sp +: CtxWidth];
      end
      pws_sgpr_file #(.NumContexts(SrfContexts), .CtxWidth(CtxWidth), .SgprWords(SgprWords),
                      .SrfAddrWidth(SrfAddrWidth)) u_srf (
        .clk_i(clk_i), .rst_ni(rst_ni), .r0_ctx_i(srf_at[0 +: CtxWidth]),
        .r0_idx_i(cp_rd_here ? eng_rd_idx : cr_rd ? cr_idx0 : sr_idx0),
        .r0_data_o(sr_data0), .r1_ctx_i(srf_at[CtxWidth +: CtxWidth]),
        .r1_idx_i(cr_rd ? cr_idx1 : sr_idx1),
        .r1_data_o(sr_data1), .r2_ctx_i(srf_at[2*CtxWidth +: CtxWidth]), .r2_idx_i(sr_idx2),
        .r2_data_o(sr_data2),
        // the pipeline's writes: the issue stage keeps the SALU's and the VALU's apart
        .p_we_i(sp_we_s || sp_we_v), .p_ctx_i(srf_at[3*CtxWidth +: CtxWidth]),
        .p_idx_i(sp_we_v ? sp_idx_v : sp_idx_s), .p_two_i(sp_we_v ? sp_two_v : sp_two_s),
        .p_data_i(sp_we_v ? sp_data_v : sp_data_s),
        .a_req_i(smem_wr_req), .a_ctx_i(srf_at[4*CtxWidth +: CtxWidth]), .a_idx_i(smem_wr_idx),
        .a_data_i(smem_wr_data), .a_gnt_o(smem_wr_gnt), .b_req_i(init_here),
        .b_ctx_i(init_ctx_i), .b_idx_i(init_addr_i[6:0]), .b_data_i(init_data_i),
        .b_gnt_o(init_gnt), .c_req_i(cp_wr_here), .c_ctx_i(srf_at[5*CtxWidth +: CtxWidth]),
        .c_idx_i(cp_wr_idx), .c_data_i(cp_wr_data), .c_gnt_o(cw_gnt)
      );
      assign cw_gnt_u[u] = cw_any && cw_gnt;
      assign cw_sel_u[32*u +: 32] = cw_sel;

      // ---- this unit's copy engine (DWS, PWS): its splits' SGPRs, out of port 0
      if (Dws != 0 || Pws != 0) begin : g_eng
        pws_srf_copy #(.CtxWidth(CtxWidth), .SgprWords(SgprWords)) u_copy (
          .clk_i(clk_i), .rst_ni(rst_ni), .start_i(cp_start_u[u]),
          .src_i(split_ctx_u[CtxWidth*u +: CtxWidth]), .dst_i(split_dst), .words_i(words_q),
          .busy_o(eng_cp[u]), .rd_ctx_o(eng_src[CtxWidth*u +: CtxWidth]), .rd_idx_o(eng_rd_idx),
          .rd_data_i(sr_data0), .wr_req_o(eng_wr_req[u]),
          .wr_ctx_o(eng_dst[CtxWidth*u +: CtxWidth]), .wr_idx_o(eng_wr_idx[7*u +: 7]),
          .wr_data_o(eng_wr_data[64*u +: 64]), .wr_gnt_i(eng_wr_gnt[u]), .done_o(eng_done[u])
        );
      end else begin : g_no_eng
        assign eng_cp[u] = 1'b0;
        assign eng_done[u] = 1'b0;
        assign eng_wr_req[u] = 1'b0;
        assign eng_src[CtxWidth*u +: CtxWidth] = {CtxWidth{1'b0}};
        assign eng_dst[CtxWidth*u +: CtxWidth] = {CtxWidth{1'b0}};
        assign eng_wr_idx[7*u +: 7] = 7'd0;
        assign eng_wr_data[64*u +: 64] = 64'd0;
        assign eng_rd_idx = 7'd0;
        wire unused_eng_gnt = eng_wr_gnt[u];
      end
      if (u == 0) begin : g_init
        assign init_sgpr_gnt_o = init_gnt;
      end else begin : g_no_init
        wire unused_init = init_gnt;
      end

      // ---- this unit's VALU
      pws_valu_pipe #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                      .WavefrontSize(WavefrontSize),
                      .SimdWidth(SimdWidth), .Passes(Passes), .PassWidth(PassWidth),
                      .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                      .OpWidth(OpWidth), .BundleWidth(BundleWidth), .VrfReads(VrfReads),
                      .LaneMask(LaneMask)) u_valu (
        .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[u]), .iss_ctx_i(c_valu), .iss_bundle_i(b_valu),
        .exec_i(exec), .vcc_i(vcc), .spm_i(spm), .scc_i(scc), .m0_i(m0), .mode_i(mode),
        .rd_group_o(vr_group[PassWidth*u +: PassWidth]),
        .rd_row_o(vr_row[3*VrfAddrWidth*u +: 3*VrfAddrWidth]),
        .rd_claim_o(vr_claim[SimdWidth*u +: SimdWidth]),
        .rd_data_i(vr_data[3*SimdWidth*32*u +: 3*SimdWidth*32]), .srf_ctx_o(sr_ctx2),
        .srf_idx_o(sr_idx2), .srf_data_i(sr_data2), .vw_we_o(vw_we[u]),
        .vw_group_o(vw_group[PassWidth*u +: PassWidth]),
        .vw_row_o(vw_row[VrfAddrWidth*u +: VrfAddrWidth]),
        .vw_lanes_o(vw_lanes[SimdWidth*u +: SimdWidth]),
        .vw_data_o(vw_data[SimdWidth*32*u +: SimdWidth*32]), .m_we_o(m_we[u]),
        .m_ctx_o(m_ctx[CtxWidth*u +: CtxWidth]), .m_vcc_mask_o(m_vcc_mask[64*u +: 64]),
        .m_vcc_o(m_vcc[64*u +: 64]), .m_exec_mask_o(m_exec_mask[64*u +: 64]),
        .m_exec_o(m_exec[64*u +: 64]), .s_we_o(sp_we_v), .s_ctx_o(sp_ctx_v), .s_idx_o(sp_idx_v),
        .s_two_o(sp_two_v), .s_data_o(sp_data_v), .c_valid_o(cv_valid[u]),
        .c_ctx_o(cv_ctx[CtxWidth*u +: CtxWidth]),
        .c_pc_o(cv_pc[32*u +: 32]), .c_next_pc_o(cv_next[32*u +: 32]), .c_w0_o(cv_w0[32*u +: 32]),
        .c_w1_o(cv_w1[32*u +: 32]), .c_lat_o(cv_lat[32*u +: 32]),
        .c_sgpr_base_o(cv_sgpr_base[10*u +: 10]), .c_sgpr_cnt_o(cv_sgpr_cnt[5*u +: 5]),
        .c_sgpr_data_o(cv_sgpr_data[64*u +: 64]),
        .c_vgpr_we_o(cv_vgpr_we[u]), .c_vgpr_base_o(cv_vgpr_base[8*u +: 8]),
        .c_vgpr_cnt_o(cv_vgpr_cnt[3*u +: 3]), .c_vgpr_mask_o(cv_vgpr_mask[64*u +: 64]),
        .c_vgpr_data_o(cv_vgpr_data[2*WavefrontSize*32*u +: 2*WavefrontSize*32]),
        .c_vcc_we_o(cv_vcc_we[u]), .c_vcc_o(cv_vcc[64*u +: 64]), .c_exec_we_o(cv_exec_we[u]),
        .c_exec_o(cv_exec[64*u +: 64])
      );

      // ---- this unit's SALU and SMEM unit
      wire        smem_in;
      wire [CtxWidth-1:0] smem_in_ctx;
      wire [63:0] smem_in_addr;
      wire [4:0]  smem_in_cnt;
      wire [6:0]  smem_in_sgpr;
      pws_salu_pipe #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .OpWidth(OpWidth),
                      .BundleWidth(BundleWidth), .LaneMask(LaneMask)) u_salu (
        .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[Units+u]), .iss_ctx_i(c_salu),
        .iss_bundle_i(b_salu),
        .exec_i(exec), .vcc_i(vcc), .scc_i(scc), .m0_i(m0), .mode_i(mode), .srf_ctx_o(sr_ctx01),
        .srf0_idx_o(sr_idx0), .srf1_idx_o(sr_idx1), .srf0_data_i(sr_data0),
        .srf1_data_i(sr_data1), .s_we_o(sp_we_s), .s_ctx_o(sp_ctx_s), .s_idx_o(sp_idx_s),
        .s_two_o(sp_two_s), .s_data_o(sp_data_s), .r_we_o(s_we[u]),
        .r_ctx_o(s_ctx[CtxWidth*u +: CtxWidth]),
        .r_scc_we_o(s_scc_we[u]), .r_scc_o(s_scc[u]), .r_exec_we_o(s_exec_we[2*u +: 2]),
        .r_exec_o(s_exec[64*u +: 64]), .r_vcc_we_o(s_vcc_we[2*u +: 2]), .r_vcc_o(s_vcc[64*u +: 64]),
        .r_m0_we_o(s_m0_we[u]), .r_m0_o(s_m0[32*u +: 32]), .r_mode_we_o(s_mode_we[u]),
        .r_mode_o(s_mode[32*u +: 32]), .smem_o(smem_in), .smem_ctx_o(smem_in_ctx),
        .smem_addr_o(smem_in_addr), .smem_cnt_o(smem_in_cnt), .smem_sgpr_o(smem_in_sgpr),
        .redir_o(redir_salu[u]), .redir_ctx_o(redir_salu_ctx[CtxWidth*u +: CtxWidth]),
        .redir_pc_o(redir_salu_pc[32*u +: 32]),
        .c_valid_o(cs_valid[u]), .c_ctx_o(cs_ctx[CtxWidth*u +: CtxWidth]), .c_pc_o(cs_pc[32*u +: 32]),
        .c_next_pc_o(cs_next[32*u +: 32]), .c_w0_o(cs_w0[32*u +: 32]), .c_w1_o(cs_w1[32*u +: 32]),
        .c_sgpr_base_o(cs_sgpr_base[10*u +: 10]), .c_sgpr_cnt_o(cs_sgpr_cnt[5*u +: 5]),
        .c_sgpr_data_o(cs_sgpr_data[64*u +: 64]), .c_sgpr_late_o(cs_late[u]),
        .c_scc_we_o(cs_scc_we[u]), .c_scc_o(cs_scc[u]), .c_exec_we_o(cs_exec_we[u]),
        .c_exec_o(cs_exec[64*u +: 64]), .c_vcc_we_o(cs_vcc_we[u]), .c_vcc_o(cs_vcc[64*u +: 64]),
        .c_m0_we_o(cs_m0_we[u]), .c_m0_o(cs_m0[32*u +: 32]), .c_mode_we_o(cs_mode_we[u]),
        .c_mode_o(cs_mode[32*u +: 32]), .c_err_o(cs_err[u])
      );
      pws_smem_unit #(.CtxWidth(CtxWidth), .MemInsts(MemInsts), .InstWidth(InstWidth),
                      .SmemQueue(SmemQueue), .QueueWidth(SmemQWidth)) u_smem (
        .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(salu_smem[u]), .in_i(smem_in),
        .in_ctx_i(smem_in_ctx), .in_addr_i(smem_in_addr), .in_cnt_i(smem_in_cnt),
        .in_sgpr_i(smem_in_sgpr), .room_o(smem_room[u]), .mem_req_o(smem_req_o[u]),
        .mem_addr_o(smem_addr_o[64*u +: 64]), .mem_gnt_i(smem_gnt_i[u]),
        .mem_rvalid_i(smem_rvalid_i[u]),
        .mem_rdata_i(mem_rdata_i), .wr_req_o(smem_wr_req), .wr_ctx_o(smem_wr_ctx),
        .wr_idx_o(smem_wr_idx), .wr_data_o(smem_wr_data), .wr_gnt_i(smem_wr_gnt),
        .done_o(smem_done[u]), .done_ctx_o(smem_done_ctx[CtxWidth*u +: CtxWidth]),
        .done_base_o(smem_done_base[7*u +: 7]),
        .done_cnt_o(smem_done_cnt[5*u +: 5]), .lw_valid_o(lw_valid[u]),
        .lw_ctx_o(lw_ctx[CtxWidth*u +: CtxWidth]),
        .lw_sgpr_o(lw_sgpr[7*u +: 7]), .lw_data_o(lw_data[32*u +: 32])
      );

      // ---- this unit's control unit
      pws_ctrl_unit #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .OpWidth(OpWidth),
                      .BundleWidth(BundleWidth), .Dws(Dws), .Pws(Pws), .BankWidth(BankWidth),
                      .WfContexts(WfContexts), .LaneMask(LaneMask)) u_ctrl (
        .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[ICtrl+u]), .iss_ctx_i(c_ctrl),
        .iss_bundle_i(b_ctrl), .bar_set_o(bar_set[u]), .exec_i(exec), .vcc_i(vcc), .spm_i(spm),
        .scc_i(scc), .mode_i(mode), .m0_i(m0), .run_i(run), .tok_req_o(tok_req[u]),
        .tok_gnt_i(tok_gnt[u]), .srf_rd_o(cr_rd), .srf_ctx_o(cr_ctx), .srf0_idx_o(cr_idx0),
        .srf1_idx_o(cr_idx1), .srf0_data_i(sr_data0), .srf1_data_i(sr_data1),
        .q_null_i(q_null), .q_has_partner_i(q_has_partner), .q_is_target_i(q_is_target),
        .q_partner_i(q_partner), .q_paired_i(q_paired), .q_partner_pc_i(q_partner_pc),
        .null_inc_o(null_inc_u[u]), .null_dec_o(null_dec_u[u]), .park_o(park_u[u]),
        .park_pc_o(park_pc_u[32*u +: 32]), .wake_o(wake_u[u]), .merge_o(merge_u[u]),
        .merge_exec_o(merge_exec_u[64*u +: 64]),
        .busy_o(ctrl_busy[u]), .xq_o(xq[u]), .eng_busy_i(eng_busy[u]),
        .q_ctx_o(q_ctx_u[CtxWidth*u +: CtxWidth]), .q_full_i(q_full),
        .q_free_i(q_free), .q_bank_i(q_bank), .cp_start_o(cp_start_u[u]),
        .cp_done_i(eng_done[u]),
        .split_o(split_we_u[u]), .split_ctx_o(split_ctx_u[CtxWidth*u +: CtxWidth]),
        .split_bank_o(split_bank_u[BankWidth*u +: BankWidth]),
        .split_self_o(split_self_u[64*u +: 64]), .split_other_o(split_other_u[64*u +: 64]),
        .split_pc_o(split_pc_u[32*u +: 32]),
        .redir_o(redir_ctrl[u]), .redir_ctx_o(redir_ctrl_ctx[CtxWidth*u +: CtxWidth]),
        .redir_pc_o(redir_ctrl_pc[32*u +: 32]),
        .c_valid_o(cc_valid[u]), .c_ctx_o(cc_ctx[CtxWidth*u +: CtxWidth]),
        .c_pc_o(cc_pc[32*u +: 32]), .c_next_pc_o(cc_next[32*u +: 32]),
        .c_w0_o(cc_w0[32*u +: 32]), .c_w1_o(cc_w1[32*u +: 32]), .c_end_o(cc_end[u]),
        .c_err_o(cc_err[u]), .c_split_o(cc_split[u]), .c_merge_o(cc_merge[u]),
        .c_lat_o(cc_lat[32*u +: 32]), .c_dws_o(cc_dws[u]), .c_join_o(cc_join[u]),
        .c_child_o(cc_child[BankWidth*u +: BankWidth]), .c_other_o(cc_other[64*u +: 64]),
        .c_exec_o(cc_exec[64*u +: 64])
      );
      assign bar_ctx[CtxWidth*u +: CtxWidth] = c_ctrl;
      // a context ends at the retire of s_endpgm, or of an instruction with the error bit
      assign end_we[u] = (cc_valid[u] && cc_end[u]) || (cs_valid[u] && cs_err[u]);
      assign end_ctx[CtxWidth*u +: CtxWidth] = cc_valid[u] && cc_end[u]
                                               ? cc_ctx[CtxWidth*u +: CtxWidth]
                                               : cs_ctx[CtxWidth*u +: CtxWidth];
    end
  endgenerate

  // each engine's grant: from the copy port of the unit it writes into
  generate
    for (g = 0; g < Units; g = g + 1) begin : g_eng_gnt
      wire [31:0] dst_k = {{(32-CtxWidth){1'b0}}, eng_dst[CtxWidth*g +: CtxWidth]};
      wire [31:0] dst_u = Units > 1 ? dst_k / WfContexts : 32'd0;
      assign eng_dst_u[32*g +: 32] = dst_u;
      assign eng_wr_gnt[g] = eng_wr_req[g] && cw_gnt_u[dst_u] && cw_sel_u[32*dst_u +: 32] == g;
    end
  endgenerate

  // the fetch's redirects: a branch (t + 1), s_setpc (t + 2), the SPI's PC, a new SWF's (the
  // branch it split at, or the instruction after the s_split), a parked s_merge
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_redir
      localparam integer GU = Units > 1 ? g / WfContexts : 0;
      wire by_init = init_we_i && init_sel_i == InitPc && {{(32-CtxWidth){1'b0}}, init_ctx_i} == g;
      wire by_ctrl = redir_ctrl[GU]
                     && {{(32-CtxWidth){1'b0}}, redir_ctrl_ctx[CtxWidth*GU +: CtxWidth]} == g;
      wire by_salu = redir_salu[GU]
                     && {{(32-CtxWidth){1'b0}}, redir_salu_ctx[CtxWidth*GU +: CtxWidth]} == g;
      assign redir_o[g] = by_init || by_ctrl || by_salu || split_start[g];
      assign redir_pc_o[32*g +: 32] = by_init ? init_data_i : split_start[g] ? fin_pc
                                    : by_ctrl ? redir_ctrl_pc[32*GU +: 32]
                                    : redir_salu_pc[32*GU +: 32];
    end
  endgenerate

  // ---- Memory units (shared) --------------------------------------------------------------------
  wire        rv_valid, rv_lds;
  wire [2:0]  rv_idx;
  wire [WavefrontSize-1:0] rv_lanes;
  wire        rv_last;
  wire [WavefrontSize*32-1:0] rv_data;
  pws_mem_rows #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                 .NumVgprs(NumVgprs), .VrfAddrWidth(VrfAddrWidth),
                 .WavefrontSize(WavefrontSize), .SimdWidth(SimdWidth), .Passes(Passes),
                 .PassWidth(PassWidth), .VrfReads(VrfReads)) u_rows (
    .clk_i(clk_i), .rst_ni(rst_ni), .v_iss_i(iss[IVmem]), .v_ctx_i(c_vmem), .v_a_i(vmem_a),
    .v_b_i(vmem_b), .v_nb_i(vmem_nb), .l_iss_i(iss[ILds]), .l_ctx_i(c_lds), .l_a_i(lds_a),
    .l_b_i(lds_b), .l_nb_i(lds_nb), .l_c_i(lds_c), .l_nc_i(lds_nc), .idle_o(rows_idle),
    .m_row_o(mr_row), .m_rd_o(mr_rd), .m_group_o(mr_group), .m_data_i(mr_data),
    .row_valid_o(rv_valid), .row_lds_o(rv_lds), .row_idx_o(rv_idx), .row_lanes_o(rv_lanes),
    .row_last_o(rv_last), .row_data_o(rv_data)
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
  generate
    if (HasFlat != 0) begin : g_vmem
    pws_vmem_unit #(.Lds(0), .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                    .WavefrontSize(WavefrontSize), .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs),
                    .VrfAddrWidth(VrfAddrWidth), .OpWidth(OpWidth), .BundleWidth(BundleWidth),
                    .MemInsts(MemInsts), .InstWidth(InstWidth), .Queue(VmemQueue),
                    .QueueWidth(VmemQWidth), .Rows(FlatRows)) u_vmem (
      .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[IVmem]), .iss_ctx_i(c_vmem), .iss_bundle_i(b_vmem),
      .room_o(vmem_room), .amo_busy_o(amo_busy_v), .exec_i(exec), .spm_i(spm),
      .lds_base_i(lds_base), .row_valid_i(rv_valid && !rv_lds), .row_idx_i(rv_idx),
      .row_lanes_i(rv_lanes), .row_last_i(rv_last),
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
    end else begin : g_no_vmem
      // (the decoder never sends this unit an instruction: nothing to build)
      assign vmem_room = 1'b0;
      assign amo_busy_v = 1'b0;
      assign vmem_req_o = 1'b0;
      assign vmem_addr_o = 64'd0;
      assign vmem_we_o = 1'b0;
      assign vmem_size_o = 2'd0;
      assign vmem_wdata_o = 32'd0;
      assign vmem_amo_o = 4'd0;
      assign vmem_cmp_o = 32'd0;
      assign fw_req = 1'b0;
      assign fw_row = {VrfAddrWidth{1'b0}};
      assign fw_lane = {LaneIdxWidth{1'b0}};
      assign fw_data = 32'd0;
      assign vm_done = 1'b0;
      assign vm_done_ctx = {CtxWidth{1'b0}};
      assign vm_done_base = 8'd0;
      assign vm_done_cnt = 3'd0;
      assign cm_valid = 1'b0;
      assign cm_ctx = {CtxWidth{1'b0}};
      assign cm_pc = 32'd0;
      assign cm_next = 32'd0;
      assign cm_w0 = 32'd0;
      assign cm_w1 = 32'd0;
      assign cm_vgpr_we = 1'b0;
      assign cm_vgpr_base = 8'd0;
      assign cm_vgpr_cnt = 3'd0;
      assign cm_vgpr_mask = 64'd0;
      assign lv_v_f = 1'b0;
      assign lv_ctx_f = {CtxWidth{1'b0}};
      assign lv_vgpr_f = 8'd0;
      assign lv_lane_f = {LaneIdxWidth{1'b0}};
      assign lv_data_f = 32'd0;
      wire unused_vmem = ^{iss[IVmem], c_vmem, b_vmem, vmem_gnt_i, vmem_rvalid_i, mem_rdata_i, fw_gnt,
                           rv_valid, rv_lds, rv_idx, rv_lanes, rv_last, rv_data, lds_base};
    end
  endgenerate
  generate
    if (HasDs != 0) begin : g_lds
    pws_vmem_unit #(.Lds(1), .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                    .WavefrontSize(WavefrontSize), .LaneIdxWidth(LaneIdxWidth), .NumVgprs(NumVgprs),
                    .VrfAddrWidth(VrfAddrWidth), .OpWidth(OpWidth), .BundleWidth(BundleWidth),
                    .MemInsts(MemInsts), .InstWidth(InstWidth), .Queue(LdsQueue),
                    .QueueWidth(LdsQWidth), .Rows(DsRows)) u_lds (
      .clk_i(clk_i), .rst_ni(rst_ni), .iss_i(iss[ILds]), .iss_ctx_i(c_lds), .iss_bundle_i(b_lds),
      .room_o(lds_room), .amo_busy_o(amo_busy_l), .exec_i(exec), .spm_i(spm),
      .lds_base_i(lds_base), .row_valid_i(rv_valid && rv_lds), .row_idx_i(rv_idx),
      .row_lanes_i(rv_lanes), .row_last_i(rv_last),
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
    end else begin : g_no_lds
      // (the decoder never sends this unit an instruction: nothing to build)
      assign lds_room = 1'b0;
      assign amo_busy_l = 1'b0;
      assign lds_req_o = 1'b0;
      assign lds_addr64 = 64'd0;
      assign lds_we_o = 1'b0;
      assign lds_size = 2'd0;
      assign lds_wdata_o = 32'd0;
      assign lds_amo_o = 4'd0;
      assign lds_cmp = 32'd0;
      assign dw_req = 1'b0;
      assign dw_row = {VrfAddrWidth{1'b0}};
      assign dw_lane = {LaneIdxWidth{1'b0}};
      assign dw_data = 32'd0;
      assign ld_done = 1'b0;
      assign ld_done_ctx = {CtxWidth{1'b0}};
      assign ld_done_base = 8'd0;
      assign ld_done_cnt = 3'd0;
      assign cl_valid = 1'b0;
      assign cl_ctx = {CtxWidth{1'b0}};
      assign cl_pc = 32'd0;
      assign cl_next = 32'd0;
      assign cl_w0 = 32'd0;
      assign cl_w1 = 32'd0;
      assign cl_vgpr_we = 1'b0;
      assign cl_vgpr_base = 8'd0;
      assign cl_vgpr_cnt = 3'd0;
      assign cl_vgpr_mask = 64'd0;
      assign lv_v_d = 1'b0;
      assign lv_ctx_d = {CtxWidth{1'b0}};
      assign lv_vgpr_d = 8'd0;
      assign lv_lane_d = {LaneIdxWidth{1'b0}};
      assign lv_data_d = 32'd0;
      wire unused_lds = ^{iss[ILds], c_lds, b_lds, lds_gnt_i, lds_rvalid_i, lds_rdata_i, dw_gnt,
                          rv_valid, rv_lds, rv_idx, rv_lanes, rv_last, rv_data, lds_base};
    end
  endgenerate
  assign lds_addr_o = lds_addr64[31:0];
  wire unused_lds = ^{lds_addr64[63:32], lds_size, lds_cmp};   // DS: dwords, no compare-and-swap

  // ---- The commit port -----------------------------------------------------------------------------
  // each unit's five slots: its VALU, SALU, the VMEM and LDS units' retires of its contexts, its
  // control unit; fields a unit never writes are 0
  localparam integer Slots = 5 * Units;
  wire [Slots-1:0] r_valid, r_sgpr_late, r_scc_we, r_scc, r_exec_we, r_vcc_we, r_m0_we, r_mode_we,
                   r_end, r_err, r_split, r_merge, r_vgpr_late, r_vgpr_we;
  wire [Slots*CtxWidth-1:0] r_ctx;
  wire [Slots*32-1:0] r_lat, r_pc, r_next, r_w0, r_w1, r_m0, r_mode;
  wire [Slots*10-1:0] r_sgpr_base;
  wire [Slots*5-1:0]  r_sgpr_cnt;
  wire [Slots*64-1:0] r_sgpr_data, r_exec, r_vcc, r_vgpr_mask;
  wire [Slots*8-1:0]  r_vgpr_base;
  wire [Slots*3-1:0]  r_vgpr_cnt;
  wire [Units*6-1:0]  r_child;
  wire [31:0] cm_k = {{(32-CtxWidth){1'b0}}, cm_ctx}, cl_k = {{(32-CtxWidth){1'b0}}, cl_ctx};
  wire [31:0] cm_u = Units > 1 ? cm_k / WfContexts : 32'd0;
  wire [31:0] cl_u = Units > 1 ? cl_k / WfContexts : 32'd0;
  wire unused_cmu = ^{cm_u, cl_u};
  generate
    for (u = 0; u < Units; u = u + 1) begin : g_slots
      localparam integer S0 = 5 * u;
      wire m_here = cm_valid && cm_u == u, l_here = cl_valid && cl_u == u;
      assign r_valid[S0 +: 5] = {cc_valid[u], l_here, m_here, cs_valid[u], cv_valid[u]};
      assign r_ctx[CtxWidth*S0 +: 5*CtxWidth] = {cc_ctx[CtxWidth*u +: CtxWidth], cl_ctx, cm_ctx,
                                                cs_ctx[CtxWidth*u +: CtxWidth],
                                                cv_ctx[CtxWidth*u +: CtxWidth]};
      assign r_lat[32*S0 +: 160] = {cc_lat[32*u +: 32], 32'd3, 32'd3, 32'd3, cv_lat[32*u +: 32]};
      assign r_pc[32*S0 +: 160] = {cc_pc[32*u +: 32], cl_pc, cm_pc, cs_pc[32*u +: 32], cv_pc[32*u +: 32]};
      assign r_next[32*S0 +: 160] = {cc_next[32*u +: 32], cl_next, cm_next, cs_next[32*u +: 32],
                                     cv_next[32*u +: 32]};
      assign r_w0[32*S0 +: 160] = {cc_w0[32*u +: 32], cl_w0, cm_w0, cs_w0[32*u +: 32], cv_w0[32*u +: 32]};
      assign r_w1[32*S0 +: 160] = {cc_w1[32*u +: 32], cl_w1, cm_w1, cs_w1[32*u +: 32], cv_w1[32*u +: 32]};
      assign r_sgpr_base[10*S0 +: 50] = {10'd0, 10'd0, 10'd0, cs_sgpr_base[10*u +: 10],
                                         cv_sgpr_base[10*u +: 10]};
      assign r_sgpr_cnt[5*S0 +: 25] = {5'd0, 5'd0, 5'd0, cs_sgpr_cnt[5*u +: 5], cv_sgpr_cnt[5*u +: 5]};
      assign r_sgpr_data[64*S0 +: 320] = {64'd0, 64'd0, 64'd0, cs_sgpr_data[64*u +: 64],
                                          cv_sgpr_data[64*u +: 64]};
      assign r_sgpr_late[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_late[u], 1'b0};
      assign r_scc_we[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_scc_we[u], 1'b0};
      assign r_scc[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_scc[u], 1'b0};
      // a merge sets the target's EXEC (its control slot)
      assign r_exec_we[S0 +: 5] = {cc_join[u], 1'b0, 1'b0, cs_exec_we[u], cv_exec_we[u]};
      assign r_exec[64*S0 +: 320] = {cc_exec[64*u +: 64], 64'd0, 64'd0, cs_exec[64*u +: 64],
                                     cv_exec[64*u +: 64]};
      assign r_vcc_we[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_vcc_we[u], cv_vcc_we[u]};
      assign r_vcc[64*S0 +: 320] = {64'd0, 64'd0, 64'd0, cs_vcc[64*u +: 64], cv_vcc[64*u +: 64]};
      assign r_m0_we[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_m0_we[u], 1'b0};
      assign r_m0[32*S0 +: 160] = {32'd0, 32'd0, 32'd0, cs_m0[32*u +: 32], 32'd0};
      assign r_mode_we[S0 +: 5] = {1'b0, 1'b0, 1'b0, cs_mode_we[u], 1'b0};
      assign r_mode[32*S0 +: 160] = {32'd0, 32'd0, 32'd0, cs_mode[32*u +: 32], 32'd0};
      assign r_end[S0 +: 5] = {cc_end[u], 1'b0, 1'b0, cs_err[u], 1'b0};
      assign r_err[S0 +: 5] = {cc_err[u], 1'b0, 1'b0, cs_err[u], 1'b0};
      assign r_split[S0 +: 5] = {cc_split[u], 4'd0};
      assign r_merge[S0 +: 5] = {cc_merge[u], 4'd0};
      assign r_child[6*u +: 6] = {{(6-BankWidth){1'b0}}, cc_child[BankWidth*u +: BankWidth]};
      assign r_vgpr_late[S0 +: 5] = {1'b0, cl_vgpr_we, cm_vgpr_we, 1'b0, 1'b0};
      assign r_vgpr_we[S0 +: 5] = {1'b0, cl_vgpr_we, cm_vgpr_we, 1'b0, cv_vgpr_we[u]};
      assign r_vgpr_base[8*S0 +: 40] = {8'd0, cl_vgpr_base, cm_vgpr_base, 8'd0, cv_vgpr_base[8*u +: 8]};
      assign r_vgpr_cnt[3*S0 +: 15] = {3'd0, cl_vgpr_cnt, cm_vgpr_cnt, 3'd0, cv_vgpr_cnt[3*u +: 3]};
      assign r_vgpr_mask[64*S0 +: 320] = {64'd0, cl_vgpr_mask, cm_vgpr_mask, 64'd0,
                                          cv_vgpr_mask[64*u +: 64]};
    end
  endgenerate
  generate
    if (CommitPort != 0) begin : g_commit
      pws_commit_port #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .WfContexts(WfContexts),
                        .WavefrontSize(WavefrontSize), .Units(Units), .Slots(Slots),
                        .LaneIdxWidth(LaneIdxWidth), .LaneMask(LaneMask), .InitExecLo(InitExecLo),
                        .InitExecHi(InitExecHi), .InitVccLo(InitVccLo), .InitVccHi(InitVccHi),
                        .InitM0(InitM0), .InitMode(InitMode), .InitScc(InitScc)) u_commit (
        .clk_i(clk_i), .init_we_i(init_we_i), .init_ctx_i(init_ctx_i), .init_sel_i(init_sel_i),
        .init_data_i(init_data_i), .wave_i(wave), .spm_i(spm), .cp_we_i(fin_we),
        .cp_src_i(fin_src), .cp_dst_i(fin_dst),
        .r_valid_i(r_valid), .r_ctx_i(r_ctx), .r_lat_i(r_lat), .r_pc_i(r_pc), .r_next_pc_i(r_next),
        .r_w0_i(r_w0), .r_w1_i(r_w1), .r_sgpr_base_i(r_sgpr_base), .r_sgpr_cnt_i(r_sgpr_cnt),
        .r_sgpr_data_i(r_sgpr_data), .r_sgpr_late_i(r_sgpr_late), .r_scc_we_i(r_scc_we),
        .r_scc_i(r_scc), .r_exec_we_i(r_exec_we), .r_exec_i(r_exec), .r_vcc_we_i(r_vcc_we),
        .r_vcc_i(r_vcc), .r_m0_we_i(r_m0_we), .r_m0_i(r_m0), .r_mode_we_i(r_mode_we),
        .r_mode_i(r_mode), .r_end_i(r_end), .r_err_i(r_err), .r_split_i(r_split),
        .r_merge_i(r_merge), .r_dws_i(cc_dws), .r_join_i(cc_join), .r_child_i(r_child),
        .r_other_i(cc_other), .r_vgpr_late_i(r_vgpr_late), .r_vgpr_we_i(r_vgpr_we),
        .r_vgpr_base_i(r_vgpr_base), .r_vgpr_cnt_i(r_vgpr_cnt), .r_vgpr_mask_i(r_vgpr_mask),
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
    end else begin : g_no_commit
      // an FPGA build: nothing reads the retires, so every field is 0 and synthesis drops the
      // retire records the units keep for the port
      assign commit_valid_o = {(5*Units){1'b0}};
      assign commit_ctx_o = {(5*Units*CtxWidth){1'b0}};
      assign commit_unit_o = {(5*Units*6){1'b0}};
      assign commit_wave_o = {(5*Units*32){1'b0}};
      assign commit_lat_o = {(5*Units*32){1'b0}};
      assign commit_pc_o = {(5*Units*32){1'b0}};
      assign commit_next_pc_o = {(5*Units*32){1'b0}};
      assign commit_inst0_o = {(5*Units*32){1'b0}};
      assign commit_inst1_o = {(5*Units*32){1'b0}};
      assign commit_sgpr_base_o = {(5*Units*10){1'b0}};
      assign commit_sgpr_cnt_o = {(5*Units*5){1'b0}};
      assign commit_sgpr_data_o = {(5*Units*512){1'b0}};
      assign commit_exec_o = {(5*Units*64){1'b0}};
      assign commit_vcc_o = {(5*Units*64){1'b0}};
      assign commit_scc_o = {(5*Units){1'b0}};
      assign commit_scc_we_o = {(5*Units){1'b0}};
      assign commit_m0_o = {(5*Units*32){1'b0}};
      assign commit_mode_o = {(5*Units*32){1'b0}};
      assign commit_split_mask_o = {(5*Units*64){1'b0}};
      assign commit_split_ev_o = {(5*Units*2){1'b0}};
      assign commit_split_parent_o = {(5*Units*6){1'b0}};
      assign commit_split_child_o = {(5*Units*7){1'b0}};
      assign commit_split_mask_parent_o = {(5*Units*64){1'b0}};
      assign commit_split_mask_child_o = {(5*Units*64){1'b0}};
      assign commit_end_o = {(5*Units){1'b0}};
      assign commit_err_o = {(5*Units){1'b0}};
      assign commit_vgpr_we_o = {(5*Units){1'b0}};
      assign commit_vgpr_base_o = {(5*Units*8){1'b0}};
      assign commit_vgpr_cnt_o = {(5*Units*3){1'b0}};
      assign commit_vgpr_mask_o = {(5*Units*64){1'b0}};
      genvar zd;   // (one dword at a time: a single replication would be too wide to lint)
      for (zd = 0; zd < 5 * Units * 4 * WavefrontSize; zd = zd + 1) begin : g_zero_vdata
        assign commit_vgpr_data_o[32*zd +: 32] = 32'd0;
      end
      assign commit_sgpr_late_o = {(5*Units){1'b0}};
      assign commit_lw_valid_o = {(5*Units){1'b0}};
      assign commit_lw_ctx_o = {(5*Units*CtxWidth){1'b0}};
      assign commit_lw_sgpr_o = {(5*Units*7){1'b0}};
      assign commit_lw_data_o = {(5*Units*32){1'b0}};
      assign commit_vgpr_late_o = {(5*Units){1'b0}};
      assign commit_lv_valid_o = {(5*Units){1'b0}};
      assign commit_lv_ctx_o = {(5*Units*CtxWidth){1'b0}};
      assign commit_lv_vgpr_o = {(5*Units*8){1'b0}};
      assign commit_lv_lane_o = {(5*Units*6){1'b0}};
      assign commit_lv_data_o = {(5*Units*32){1'b0}};
      wire unused_retire = ^{r_valid, r_ctx, r_lat, r_pc, r_next, r_w0, r_w1, r_sgpr_base,
                             r_sgpr_cnt, r_sgpr_data, r_sgpr_late, r_scc_we, r_scc, r_exec_we,
                             r_exec, r_vcc_we, r_vcc, r_m0_we, r_m0, r_mode_we, r_mode, r_end,
                             r_err, r_split, r_merge, cc_dws, cc_join, r_child, cc_other,
                             r_vgpr_late, r_vgpr_we, r_vgpr_base, r_vgpr_cnt, r_vgpr_mask,
                             cv_vgpr_data, lw_valid, lw_ctx, lw_sgpr, lw_data, lv_v_d, lv_v_f,
                             lv_ctx_d, lv_ctx_f, lv_vgpr_d, lv_vgpr_f, lv_lane_d, lv_lane_f,
                             lv_data_d, lv_data_f, wave, init_sel_i, init_data_i};
    end
  endgenerate
endmodule

`default_nettype wire
