// pws_commit_port.v -- the commit port of one SIMD of the pipelined CU: five slots, one per
// functional unit, each reporting the instruction it retires in this cycle (hand-written; only
// with the commit port). Spec: docs/microarchitecture.md "Retire and the commit port".
//
// The units report what an instruction wrote (r_*, slot u = 0 VALU, 1 SALU/SMEM, 2 VMEM, 3 LDS,
// 4 branch/control); the lockstep harness compares every field with the golden model, which
// reports the context's EXEC, VCC, SCC, M0 and MODE after the instruction. That state is
// composed here: a copy of each context's state as of its last retire (shadow), which the SPI's
// writes initialise and each retire updates with its own writes. When two instructions of one
// context retire in one cycle (a VALU instruction and the next one, issued at its retire-order
// bound), the VALU slot is the older and is applied first. Late writes (lw_*, lv_*) pass
// through to their slot: SMEM dwords on slot 1, FLAT lane dwords on slot 2, DS ones on slot 3.
// Context k W + c (W = WfContexts) is reported as context c of unit (SpSIMD ID) k; a late
// write names the whole index k W + c. A split (cp_*) copies the
// splitter's shadow into the new SWF's, as pws_wave_state does with the registers. With PWS's
// units (Units = S + 1) each unit has five slots (unit u's in 5 u .. 5 u + 4) for bank u's
// contexts: its VALU, SALU and control unit's retires, and the shared VMEM and LDS units' retires
// and late writes of bank u's contexts; a late write then names the context ID c.
`default_nettype none

module pws_commit_port #(
  parameter integer NumContexts   = 10,  // contexts of the SIMD
  parameter integer CtxWidth      = 4,   // bits of a context index
  parameter integer WfContexts    = 10,  // contexts per bank (the SPI's)
  parameter integer WavefrontSize = 64,  // lanes of a wavefront
  parameter integer LaneIdxWidth  = 6,   // bits of a lane index
  parameter integer Units         = 1,   // units (PWS: S + 1): five slots each
  parameter integer Slots         = 5,   // 5 Units
  parameter [63:0]  LaneMask      = 64'hffffffffffffffff,
  parameter [3:0]   InitExecLo = 4'd2, InitExecHi = 4'd3, InitVccLo = 4'd4, InitVccHi = 4'd5,
  parameter [3:0]   InitM0 = 4'd6, InitMode = 4'd7, InitScc = 4'd8
) (
  input  wire                          clk_i,
  // the SPI's register writes (they set the state a context starts with)
  input  wire                          init_we_i,
  input  wire [CtxWidth-1:0]           init_ctx_i,
  input  wire [3:0]                    init_sel_i,
  input  wire [31:0]                   init_data_i,
  input  wire [NumContexts*32-1:0]     wave_i,       // every context's wave id
  input  wire [NumContexts*64-1:0]     spm_i,        // every context's split mask
  input  wire                          cp_we_i,      // a split: cp_dst_i's shadow = cp_src_i's
  input  wire [CtxWidth-1:0]           cp_src_i,
  input  wire [CtxWidth-1:0]           cp_dst_i,
  // the retires of this cycle, slot u's field in [W*u +: W]
  input  wire [Slots-1:0]                  r_valid_i,
  input  wire [Slots*CtxWidth-1:0]         r_ctx_i,
  input  wire [Slots*32-1:0]               r_lat_i,
  input  wire [Slots*32-1:0]               r_pc_i,
  input  wire [Slots*32-1:0]               r_next_pc_i,
  input  wire [Slots*32-1:0]               r_w0_i,
  input  wire [Slots*32-1:0]               r_w1_i,
  input  wire [Slots*10-1:0]               r_sgpr_base_i,
  input  wire [Slots*5-1:0]                r_sgpr_cnt_i,
  input  wire [Slots*64-1:0]               r_sgpr_data_i,
  input  wire [Slots-1:0]                  r_sgpr_late_i,
  input  wire [Slots-1:0]                  r_scc_we_i,
  input  wire [Slots-1:0]                  r_scc_i,
  input  wire [Slots-1:0]                  r_exec_we_i,
  input  wire [Slots*64-1:0]               r_exec_i,
  input  wire [Slots-1:0]                  r_vcc_we_i,
  input  wire [Slots*64-1:0]               r_vcc_i,
  input  wire [Slots-1:0]                  r_m0_we_i,
  input  wire [Slots*32-1:0]               r_m0_i,
  input  wire [Slots-1:0]                  r_mode_we_i,
  input  wire [Slots*32-1:0]               r_mode_i,
  input  wire [Slots-1:0]                  r_end_i,
  input  wire [Slots-1:0]                  r_err_i,
  input  wire [Slots-1:0]                  r_split_i,   // a null s_split
  input  wire [Slots-1:0]                  r_merge_i,   // an s_merge with nothing to merge
  input  wire [Units-1:0]              r_dws_i,     // slot 4 of unit u: a real split
  input  wire [Units-1:0]              r_join_i,    // ... a real merge (PWS)
  input  wire [Units*6-1:0]            r_child_i,   // its new SWF's bank; the merged child's
  input  wire [Units*64-1:0]           r_other_i,   // the new SWF's split mask; the child's
  input  wire [Slots-1:0]                  r_vgpr_late_i,   // a load: its VGPRs come later
  input  wire [Slots-1:0]                  r_vgpr_we_i,
  input  wire [Slots*8-1:0]                r_vgpr_base_i,
  input  wire [Slots*3-1:0]                r_vgpr_cnt_i,
  input  wire [Slots*64-1:0]               r_vgpr_mask_i,
  // the VALU's vector data (slot 0: a load's data come as late writes)
  input  wire [Units*2*WavefrontSize*32-1:0] v_vgpr_data_i,
  // late writes
  input  wire [Units-1:0]              lw_valid_i,   // unit u's SMEM unit
  input  wire [Units*CtxWidth-1:0]     lw_ctx_i,
  input  wire [Units*7-1:0]            lw_sgpr_i,
  input  wire [Units*32-1:0]           lw_data_i,
  input  wire [1:0]                    lv_valid_i,   // 0: FLAT (slot 2), 1: DS (slot 3)
  input  wire [2*CtxWidth-1:0]         lv_ctx_i,
  input  wire [2*8-1:0]                lv_vgpr_i,
  input  wire [2*LaneIdxWidth-1:0]     lv_lane_i,
  input  wire [2*32-1:0]               lv_data_i,
  // the commit port's fields of the five slots (docs/microarchitecture.md "Ports of pws_gpu and pws_cu")
  output wire [Slots-1:0]                    commit_valid_o,
  output wire [Slots*CtxWidth-1:0]           commit_ctx_o,
  output wire [Slots*6-1:0]                  commit_unit_o,
  output wire [Slots*32-1:0]                 commit_wave_o,
  output wire [Slots*32-1:0]                 commit_lat_o,
  output wire [Slots*32-1:0]                 commit_pc_o,
  output wire [Slots*32-1:0]                 commit_next_pc_o,
  output wire [Slots*32-1:0]                 commit_inst0_o,
  output wire [Slots*32-1:0]                 commit_inst1_o,
  output wire [Slots*10-1:0]                 commit_sgpr_base_o,
  output wire [Slots*5-1:0]                  commit_sgpr_cnt_o,
  output wire [Slots*512-1:0]                commit_sgpr_data_o,
  output wire [Slots*64-1:0]                 commit_exec_o,
  output wire [Slots*64-1:0]                 commit_vcc_o,
  output wire [Slots-1:0]                    commit_scc_o,
  output wire [Slots-1:0]                    commit_scc_we_o,
  output wire [Slots*32-1:0]                 commit_m0_o,
  output wire [Slots*32-1:0]                 commit_mode_o,
  output wire [Slots*64-1:0]                 commit_split_mask_o,
  output wire [Slots*2-1:0]                  commit_split_ev_o,
  output wire [Slots*6-1:0]                  commit_split_parent_o,
  output wire [Slots*7-1:0]                  commit_split_child_o,
  output wire [Slots*64-1:0]                 commit_split_mask_parent_o,
  output wire [Slots*64-1:0]                 commit_split_mask_child_o,
  output wire [Slots-1:0]                    commit_end_o,
  output wire [Slots-1:0]                    commit_err_o,
  output wire [Slots-1:0]                    commit_vgpr_we_o,
  output wire [Slots*8-1:0]                  commit_vgpr_base_o,
  output wire [Slots*3-1:0]                  commit_vgpr_cnt_o,
  output wire [Slots*64-1:0]                 commit_vgpr_mask_o,
  output wire [Slots*4*WavefrontSize*32-1:0] commit_vgpr_data_o,
  output wire [Slots-1:0]                    commit_sgpr_late_o,
  output wire [Slots-1:0]                    commit_lw_valid_o,
  output wire [Slots*CtxWidth-1:0]           commit_lw_ctx_o,
  output wire [Slots*7-1:0]                  commit_lw_sgpr_o,
  output wire [Slots*32-1:0]                 commit_lw_data_o,
  output wire [Slots-1:0]                    commit_vgpr_late_o,
  output wire [Slots-1:0]                    commit_lv_valid_o,
  output wire [Slots*CtxWidth-1:0]           commit_lv_ctx_o,
  output wire [Slots*8-1:0]                  commit_lv_vgpr_o,
  output wire [Slots*6-1:0]                  commit_lv_lane_o,
  output wire [Slots*32-1:0]                 commit_lv_data_o
);
  reg [63:0] exec_q [0:NumContexts-1];
  reg [63:0] vcc_q  [0:NumContexts-1];
  reg [31:0] m0_q   [0:NumContexts-1];
  reg [31:0] mode_q [0:NumContexts-1];
  reg [NumContexts-1:0] scc_q;

  // the state after each slot's instruction: the shadow, then the slots before it of the same
  // context, then its own writes
  reg [63:0] a_exec [0:Slots-1];
  reg [63:0] a_vcc  [0:Slots-1];
  reg [31:0] a_m0   [0:Slots-1];
  reg [31:0] a_mode [0:Slots-1];
  reg [Slots-1:0] a_scc;
  integer u, p;
  always @* begin
    for (u = 0; u < Slots; u = u + 1) begin
      a_exec[u] = exec_q[r_ctx_i[CtxWidth*u +: CtxWidth]];
      a_vcc[u] = vcc_q[r_ctx_i[CtxWidth*u +: CtxWidth]];
      a_m0[u] = m0_q[r_ctx_i[CtxWidth*u +: CtxWidth]];
      a_mode[u] = mode_q[r_ctx_i[CtxWidth*u +: CtxWidth]];
      a_scc[u] = scc_q[r_ctx_i[CtxWidth*u +: CtxWidth]];
      for (p = 0; p <= u; p = p + 1)
        if (r_valid_i[p] && r_ctx_i[CtxWidth*p +: CtxWidth] == r_ctx_i[CtxWidth*u +: CtxWidth]) begin
          if (r_exec_we_i[p]) a_exec[u] = r_exec_i[64*p +: 64] & LaneMask;
          if (r_vcc_we_i[p]) a_vcc[u] = r_vcc_i[64*p +: 64];
          if (r_m0_we_i[p]) a_m0[u] = r_m0_i[32*p +: 32];
          if (r_mode_we_i[p]) a_mode[u] = r_mode_i[32*p +: 32];
          if (r_scc_we_i[p]) a_scc[u] = r_scc_i[p];
        end
    end
  end

  wire [31:0] cs = {{(32-CtxWidth){1'b0}}, cp_src_i};
  wire        unused_cs = ^cs[31:CtxWidth];
  genvar gk;
  generate
    for (gk = 0; gk < NumContexts; gk = gk + 1) begin : g_shadow
      integer su;
      always @(posedge clk_i) begin
        if (cp_we_i && {{(32-CtxWidth){1'b0}}, cp_dst_i} == gk) begin
          exec_q[gk] <= exec_q[cs];
          vcc_q[gk] <= vcc_q[cs];
          m0_q[gk] <= m0_q[cs];
          mode_q[gk] <= mode_q[cs];
          scc_q[gk] <= scc_q[cs];
        end
        for (su = 0; su < Slots; su = su + 1)   // the last retire of the context in this cycle wins
          if (r_valid_i[su] && {{(32-CtxWidth){1'b0}}, r_ctx_i[CtxWidth*su +: CtxWidth]} == gk) begin
            exec_q[gk] <= a_exec[su];
            vcc_q[gk] <= a_vcc[su];
            m0_q[gk] <= a_m0[su];
            mode_q[gk] <= a_mode[su];
            scc_q[gk] <= a_scc[su];
          end
        if (init_we_i && {{(32-CtxWidth){1'b0}}, init_ctx_i} == gk)
          case (init_sel_i)
            InitExecLo: exec_q[gk][31:0] <= init_data_i & LaneMask[31:0];
            InitExecHi: exec_q[gk][63:32] <= init_data_i & LaneMask[63:32];
            InitVccLo:  vcc_q[gk][31:0] <= init_data_i;
            InitVccHi:  vcc_q[gk][63:32] <= init_data_i;
            InitM0:     m0_q[gk] <= init_data_i;
            InitMode:   mode_q[gk] <= init_data_i;
            InitScc:    scc_q[gk] <= init_data_i[0];
            default: ;
          endcase
      end
    end
  endgenerate

  genvar g;
  generate
    for (g = 0; g < Slots; g = g + 1) begin : g_slot
      wire [31:0] c = {{(32-CtxWidth){1'b0}}, r_ctx_i[CtxWidth*g +: CtxWidth]};
      assign commit_valid_o[g] = r_valid_i[g];
      wire [31:0] cid = c % WfContexts, bank = c / WfContexts;
      wire [63:0] spm = spm_i[64*c +: 64];
      localparam integer GU = g / 5, GK = g % 5;   // the slot's unit and kind
      wire        dws = GK == 4 && r_dws_i[GU];
      wire        join_ = GK == 4 && r_join_i[GU];
      assign commit_ctx_o[CtxWidth*g +: CtxWidth] = cid[CtxWidth-1:0];
      assign commit_unit_o[6*g +: 6] = bank[5:0];
      assign commit_wave_o[32*g +: 32] = wave_i[32*c +: 32];
      assign commit_lat_o[32*g +: 32] = r_lat_i[32*g +: 32];
      assign commit_pc_o[32*g +: 32] = r_pc_i[32*g +: 32];
      assign commit_next_pc_o[32*g +: 32] = r_next_pc_i[32*g +: 32];
      assign commit_inst0_o[32*g +: 32] = r_w0_i[32*g +: 32];
      assign commit_inst1_o[32*g +: 32] = r_w1_i[32*g +: 32];
      assign commit_sgpr_base_o[10*g +: 10] = r_sgpr_base_i[10*g +: 10];
      assign commit_sgpr_cnt_o[5*g +: 5] = r_sgpr_cnt_i[5*g +: 5];
      assign commit_sgpr_data_o[512*g +: 512] = {448'd0, r_sgpr_data_i[64*g +: 64]};
      assign commit_exec_o[64*g +: 64] = a_exec[g];
      assign commit_vcc_o[64*g +: 64] = a_vcc[g];
      assign commit_scc_o[g] = a_scc[g];
      assign commit_scc_we_o[g] = r_scc_we_i[g];
      assign commit_m0_o[32*g +: 32] = a_m0[g];
      assign commit_mode_o[32*g +: 32] = a_mode[g];
      assign commit_split_mask_o[64*g +: 64] = spm;
      assign commit_split_ev_o[2*g +: 2] = join_ ? 2'd2 : r_split_i[g] || dws ? 2'd1
                                         : r_merge_i[g] ? 2'd2 : 2'd0;
      assign commit_split_parent_o[6*g +: 6] = bank[5:0];
      // a null split or merge made or freed no SWF
      assign commit_split_child_o[7*g +: 7] = dws || join_ ? {1'b0, r_child_i[6*GU +: 6]} : 7'h7f;
      // the splitter's split mask after the split, the target's after the merge (it took
      // effect two cycles before the retire)
      assign commit_split_mask_parent_o[64*g +: 64] = spm;
      assign commit_split_mask_child_o[64*g +: 64] = dws || join_ ? r_other_i[64*GU +: 64] : 64'd0;
      assign commit_end_o[g] = r_end_i[g];
      assign commit_err_o[g] = r_err_i[g];
      assign commit_sgpr_late_o[g] = r_sgpr_late_i[g];
      assign commit_vgpr_late_o[g] = r_vgpr_late_i[g];
      assign commit_vgpr_we_o[g] = r_vgpr_we_i[g];
      assign commit_vgpr_base_o[8*g +: 8] = r_vgpr_base_i[8*g +: 8];
      assign commit_vgpr_cnt_o[3*g +: 3] = r_vgpr_cnt_i[3*g +: 3];
      assign commit_vgpr_mask_o[64*g +: 64] = r_vgpr_mask_i[64*g +: 64];
      if (GK == 0) begin : g_valu   // the VALU's data
        assign commit_vgpr_data_o[4*WavefrontSize*32*g +: 4*WavefrontSize*32] =
          {{(2*WavefrontSize*32){1'b0}}, v_vgpr_data_i[2*WavefrontSize*32*GU +: 2*WavefrontSize*32]};
      end else begin : g_none
        assign commit_vgpr_data_o[4*WavefrontSize*32*g +: 4*WavefrontSize*32] =
          {(4*WavefrontSize*32){1'b0}};
      end
      // late writes: SMEM on slot 1, FLAT on slot 2, DS on slot 3 (of the context's unit); with
      // units, the context ID
      wire [31:0] lwc = {{(32-CtxWidth){1'b0}}, lw_ctx_i[CtxWidth*GU +: CtxWidth]};
      wire [31:0] lwid = Units > 1 ? lwc % WfContexts : lwc;
      assign commit_lw_valid_o[g] = GK == 1 && lw_valid_i[GU];
      assign commit_lw_ctx_o[CtxWidth*g +: CtxWidth] = lwid[CtxWidth-1:0];
      assign commit_lw_sgpr_o[7*g +: 7] = lw_sgpr_i[7*GU +: 7];
      assign commit_lw_data_o[32*g +: 32] = lw_data_i[32*GU +: 32];
      wire unused_lw = ^lwid[31:CtxWidth];
      if (GK == 2 || GK == 3) begin : g_lv
        wire [31:0] lvc = {{(32-CtxWidth){1'b0}}, lv_ctx_i[CtxWidth*(GK - 2) +: CtxWidth]};
        wire [31:0] lvid = Units > 1 ? lvc % WfContexts : lvc;
        assign commit_lv_valid_o[g] = lv_valid_i[GK - 2] && (Units == 1 || lvc / WfContexts == GU);
        assign commit_lv_ctx_o[CtxWidth*g +: CtxWidth] = lvid[CtxWidth-1:0];
        assign commit_lv_vgpr_o[8*g +: 8] = lv_vgpr_i[8*(GK - 2) +: 8];
        assign commit_lv_lane_o[6*g +: 6] = {{(6-LaneIdxWidth){1'b0}},
                                             lv_lane_i[LaneIdxWidth*(GK - 2) +: LaneIdxWidth]};
        assign commit_lv_data_o[32*g +: 32] = lv_data_i[32*(GK - 2) +: 32];
        wire unused_lv = ^lvid[31:CtxWidth];
      end else begin : g_nolv
        assign commit_lv_valid_o[g] = 1'b0;
        assign commit_lv_ctx_o[CtxWidth*g +: CtxWidth] = {CtxWidth{1'b0}};
        assign commit_lv_vgpr_o[8*g +: 8] = 8'd0;
        assign commit_lv_lane_o[6*g +: 6] = 6'd0;
        assign commit_lv_data_o[32*g +: 32] = 32'd0;
      end
      wire unused_c = ^{cid[31:CtxWidth], bank[31:6]};
    end
  endgenerate
endmodule

`default_nettype wire
