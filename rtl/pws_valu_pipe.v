// pws_valu_pipe.v -- the VALU of one SIMD of the pipelined CU: operand read, SimdWidth lanes,
// passes, masks, cross-lane ops and write-back (hand-written). Spec: docs/microarchitecture.md
// "The VALU".
//
// An instruction issued in cycle t runs Passes passes (K = 2 cycles each when a VGPR operand or
// the result is 64 bits wide: low dwords, then high). Sub-pass j (pass q = j / K, half h) reads
// its group of the three source rows at O = t + 1 + j (VRF copies 0..2), has the data at
// t + 2 + j, where a K = 1 pass and the second half of a K = 2 pass execute (X); the result is
// written at t + 3 + j (W; a K = 2 result's high dword one cycle later). Mask results go to VCC
// or EXEC per pass (pws_wave_state), or, for an SGPR destination, all at once with the last
// write (SRF port, reserved by the issue stage). The instruction retires at t + P K + 3 with
// its commit record. The next instruction may issue B = max(P K, 2) cycles after this one
// (max(2P, P + 2) for K = 2, 2P + 1 with a 64-bit result: the issue stage counts it); nothing
// in here waits.
//
// Scalar operands (at most one SGPR, gfx8's constant bus) are read from SRF copy 2 at t + 1;
// special registers, SCC and constants at t + 2; all are held for the instruction's passes.
// EXEC (and the split mask) and the VCC of v_addc / v_cndmask / v_div_fmas are read per pass at
// X, so a dependent VALU instruction of the same context needs no bubble.
//
// With one VRF read port (VrfReads = 1, docs/microarchitecture.md "Narrow configurations") a
// pass reads its v VGPR source dwords one a cycle (source 0's low and high dword, then source
// 1's, then source 2's) in R = max(v, Wd + 1) cycles, Wd = 2 with a 64-bit result, else 1 (so
// that the VRF's one write port is free for a background write in every pass): read k
// of pass q at t + 1 + q R + k, X at t + 1 + (q + 1) R (the last read's data cycle), W one
// cycle later (and the high dword one more); it retires at t + P R + Wd + 2. The reads of a
// pass before its last are held in a register per source dword.
`default_nettype none

module pws_valu_pipe #(
  parameter integer NumContexts   = 10,   // contexts of the SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer WfContexts    = 10,   // contexts owning VGPRs (DWS: k W + c uses c's)
  parameter integer WavefrontSize = 64,   // lanes of a wavefront
  parameter integer SimdWidth     = 16,   // VALU lanes
  parameter integer Passes        = 4,    // WavefrontSize / SimdWidth
  parameter integer PassWidth     = 2,    // bits of a pass index (at least 1)
  parameter integer LaneIdxWidth  = 6,    // bits of a wave lane index (at least 1)
  parameter integer NumVgprs      = 64,   // VGPRs per context
  parameter integer VrfAddrWidth  = 10,   // bits of a VRF row index
  parameter integer OpWidth       = 9,    // bits of an op id
  parameter integer BundleWidth   = 512,  // bits of a decoded instruction
  parameter integer VrfReads      = 3,    // VRF read ports: 3 (a copy per source), 1
  parameter [63:0]  LaneMask      = 64'hffffffffffffffff  // WavefrontSize ones
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  // the issue (cycle t)
  input  wire                              iss_i,
  input  wire [CtxWidth-1:0]               iss_ctx_i,
  input  wire [BundleWidth-1:0]            iss_bundle_i,
  // the contexts' registers (pws_wave_state)
  input  wire [NumContexts*64-1:0]         exec_i,
  input  wire [NumContexts*64-1:0]         vcc_i,
  input  wire [NumContexts*64-1:0]         spm_i,
  input  wire [NumContexts-1:0]            scc_i,
  input  wire [NumContexts*32-1:0]         m0_i,
  input  wire [NumContexts*32-1:0]         mode_i,
  // VRF reads (copies 0..2: one group of three rows; VrfReads = 1: copy 0's row only; data the
  // next cycle)
  output wire [PassWidth-1:0]              rd_group_o,
  output wire [3*VrfAddrWidth-1:0]         rd_row_o,
  output wire [SimdWidth-1:0]              rd_claim_o,   // the group's lanes it reads (PWS's VRF)
  input  wire [3*SimdWidth*32-1:0]         rd_data_i,
  // SRF read port 2 (data the next cycle)
  output wire [CtxWidth-1:0]               srf_ctx_o,
  output wire [6:0]                        srf_idx_o,
  input  wire [63:0]                       srf_data_i,
  // VRF write (the VALU's, first on the port)
  output wire                              vw_we_o,
  output wire [PassWidth-1:0]              vw_group_o,
  output wire [VrfAddrWidth-1:0]           vw_row_o,
  output wire [SimdWidth-1:0]              vw_lanes_o,
  output wire [SimdWidth*32-1:0]           vw_data_o,
  // per-pass mask writes into VCC / EXEC
  output wire                              m_we_o,
  output wire [CtxWidth-1:0]               m_ctx_o,
  output wire [63:0]                       m_vcc_mask_o,
  output wire [63:0]                       m_vcc_o,
  output wire [63:0]                       m_exec_mask_o,
  output wire [63:0]                       m_exec_o,
  // the SGPR result (SRF, the cycle the issue stage reserved)
  output wire                              s_we_o,
  output wire [CtxWidth-1:0]               s_ctx_o,
  output wire [6:0]                        s_idx_o,
  output wire                              s_two_o,
  output wire [63:0]                       s_data_o,
  // the retire (commit record: what the instruction wrote)
  output reg                               c_valid_o,
  output reg  [CtxWidth-1:0]               c_ctx_o,
  output reg  [31:0]                       c_pc_o,
  output reg  [31:0]                       c_next_pc_o,
  output reg  [31:0]                       c_w0_o,
  output reg  [31:0]                       c_w1_o,
  output reg  [31:0]                       c_lat_o,
  output reg  [9:0]                        c_sgpr_base_o,  // operand code of the scalar result
  output reg  [4:0]                        c_sgpr_cnt_o,   // 0: none
  output reg  [63:0]                       c_sgpr_data_o,
  output reg                               c_vgpr_we_o,
  output reg  [7:0]                        c_vgpr_base_o,
  output reg  [2:0]                        c_vgpr_cnt_o,
  output reg  [63:0]                       c_vgpr_mask_o,
  output reg  [2*WavefrontSize*32-1:0]     c_vgpr_data_o,  // dword d of lane l: [32*(d*WavefrontSize+l) +: 32]
  output reg                               c_vcc_we_o,
  output reg  [63:0]                       c_vcc_o,
  output reg                               c_exec_we_o,
  output reg  [63:0]                       c_exec_o
);
  localparam integer LanesLog = LaneIdxWidth > PassWidth ? LaneIdxWidth - PassWidth : 1;

  // ---- The issued instruction's fields --------------------------------------------------------
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
  wire unused_f = ^{f_imm, f_dvalid, f_glc, f_uv, f_us, f_um, f_ul, f_uc, f_runs, f_krmw,
                    f_bitset, f_smem, f_setreg, f_getreg, f_setpc, f_waitcnt, f_barrier,
                    f_endpgm, f_split, f_merge, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz, f_bez,
                    f_benz, f_stops, f_flat, f_store, f_sign, f_two, f_st64, f_acc, f_rows, f_size,
                    f_amo, f_dst_dw, f_dst[9:8], f_c0[9:8], f_c1[9:8], f_c2[9:8], f_k0[8],
                    f_k1[8], f_k2[8], f_dk[8:7], f_dk[3], f_dk[5], f_sk[8:7], f_sk[5],
                    f_sk[3], f_sk[1], f_dk[1], f_vccin};

  // ---- The instruction register: what every pass needs ----------------------------------------
  // A K = 2 instruction: a 64-bit VGPR source or result
  wire iss_k2 = f_vd64 || (f_k0[1] && f_dw0 == 3'd2) || (f_k1[1] && f_dw1 == 3'd2)
                || (f_k2[1] && f_dw2 == 3'd2);
  // the mask destination: sdst where the decoder names one (a carry-out: VCC in the e32
  // form; VOP3b's v_div_scale / v_mad_*64: any pair), else an e64 compare's dst, else VCC
  wire [9:0] iss_mcode = f_sdst != 10'h3ff ? f_sdst : f_vop3 ? f_dst : 10'd106;
  wire [8:0] iss_mk = f_sdst != 10'h3ff ? f_sk : f_vop3 ? f_dk : 9'd4;
  // the one SGPR it reads (the constant bus): the first slot that names one
  wire [6:0] iss_sidx = f_k0[0] ? f_c0[6:0] : f_k1[0] ? f_c1[6:0] : f_c2[6:0];
  // its VGPR source dwords (VrfReads = 1 reads them one a cycle) and its cycles a pass
  wire [2:0] iss_n0, iss_n1, iss_n2, iss_v, iss_wd, iss_r1;
  pws_valu_reads u_reads (
    .kind0_i(f_k0), .kind1_i(f_k1), .kind2_i(f_k2), .dw0_i(f_dw0), .dw1_i(f_dw1), .dw2_i(f_dw2),
    .vd64_i(f_vd64), .n0_o(iss_n0), .n1_o(iss_n1), .n2_o(iss_n2), .v_o(iss_v), .wd_o(iss_wd),
    .r_o(iss_r1)
  );
  wire [2:0] iss_r = VrfReads == 1 ? iss_r1 : iss_k2 ? 3'd2 : 3'd1;
  wire unused_reads = ^{iss_n2, iss_wd};

  localparam integer IrWidth = OpWidth + CtxWidth + 3 + 3 + 1 + 2 + 27 + 30 + 9 + 9 + 99 + 10
                               + 7 + 32 + 32 + 32 + 11 + 9;
  reg                 ir_k2_q;
  reg [CtxWidth-1:0]  ir_ctx_q;
  reg [OpWidth-1:0]   ir_op_q;
  reg [2:0]           ir_neg_q, ir_abs_q;
  reg                 ir_clamp_q;
  reg [1:0]           ir_omod_q;
  reg [8:0]           ir_k0_q, ir_k1_q, ir_k2k_q;
  reg [9:0]           ir_c0_q, ir_c1_q, ir_c2_q, ir_dst_q, ir_mcode_q;
  reg [8:0]           ir_mk_q, ir_dk_q;
  reg [2:0]           ir_dw0_q, ir_dw1_q, ir_dw2_q;
  reg [32:0]          ir_cv0_q, ir_cv1_q, ir_cv2_q;
  reg [31:0]          ir_pc_q, ir_w0_q, ir_w1_q;
  reg [1:0]           ir_nw_q;
  reg ir_vop3_q, ir_mac_q, ir_cmpx_q, ir_msrc2_q, ir_vcc_in_q, ir_vmout_q, ir_vd64_q, ir_rl_q,
      ir_rfl_q, ir_wl_q;
  reg [6:0]           ir_sidx_q;
  reg [2:0]           ir_r_q, ir_v_q, ir_n0_q, ir_n1_q;   // R, v, and source 0's and 1's dwords
  wire unused_irw = IrWidth[0];

  // ---- The sequencer: cycle k of pass q of the instruction in O this cycle ----------------------
  // (R cycles a pass: K with three read ports, where cycle k of a K = 2 pass reads half k)
  reg                 seq_q;                      // a cycle of a pass is in O in this cycle
  reg [PassWidth-1:0] o_q;                        // the pass
  reg [2:0]           k_q;                        // its cycle
  wire [31:0] o_q32 = {{(32-PassWidth){1'b0}}, o_q};
  wire        o_kl = k_q == ir_r_q - 3'd1;        // the pass's last cycle
  wire        o_last = o_q32 == Passes - 1 && o_kl;
  wire        o_h = ir_k2_q && k_q[0];            // the half (three ports, K = 2)
  always @(posedge clk_i) begin
    if (!rst_ni) seq_q <= 1'b0;
    else if (iss_i) seq_q <= 1'b1;
    else if (seq_q && o_last) seq_q <= 1'b0;
    if (iss_i || (seq_q && o_kl)) k_q <= 3'd0;
    else if (seq_q) k_q <= k_q + 3'd1;
    if (iss_i) o_q <= {PassWidth{1'b0}};
    else if (seq_q && o_kl) o_q <= o_q + {{(PassWidth-1){1'b0}}, 1'b1};
  end
  // one read port: the source dword cycle k reads (source 0's, then 1's, then 2's)
  wire       o_rd = VrfReads == 1 && k_q < ir_v_q;
  wire [1:0] o_s = k_q < ir_n0_q ? 2'd0 : k_q < ir_n0_q + ir_n1_q ? 2'd1 : 2'd2;
  wire [2:0] o_sh = o_s == 2'd0 ? k_q : o_s == 2'd1 ? k_q - ir_n0_q : k_q - ir_n0_q - ir_n1_q;
  always @(posedge clk_i)
    if (iss_i) begin
      // one read port: a 64-bit result's high dword is written the cycle after its low one
      ir_k2_q <= VrfReads == 1 ? f_vd64 : iss_k2;
      ir_r_q <= iss_r;
      ir_v_q <= iss_v;
      ir_n0_q <= iss_n0;
      ir_n1_q <= iss_n1;
      ir_ctx_q <= iss_ctx_i;
      ir_op_q <= f_op;
      ir_neg_q <= f_neg;
      ir_abs_q <= f_abs;
      ir_clamp_q <= f_clamp;
      ir_omod_q <= f_omod;
      ir_k0_q <= f_k0;
      ir_k1_q <= f_k1;
      ir_k2k_q <= f_k2;
      ir_c0_q <= f_c0;
      ir_c1_q <= f_c1;
      ir_c2_q <= f_c2;
      ir_dst_q <= f_dst;
      ir_mcode_q <= iss_mcode;
      ir_mk_q <= iss_mk;
      ir_dk_q <= f_dk;
      ir_dw0_q <= f_dw0;
      ir_dw1_q <= f_dw1;
      ir_dw2_q <= f_dw2;
      ir_cv0_q <= {f_cv0h, f_cv0};
      ir_cv1_q <= {f_cv1h, f_cv1};
      ir_cv2_q <= {f_cv2h, f_cv2};
      ir_pc_q <= f_pc;
      ir_nw_q <= f_nw;
      ir_w0_q <= f_w0;
      ir_w1_q <= f_w1;
      ir_vop3_q <= f_vop3;
      ir_mac_q <= f_mac;
      ir_cmpx_q <= f_cmpx;
      ir_msrc2_q <= f_msrc2;
      ir_vcc_in_q <= f_vccin && !(f_msrc2 && f_vop3);
      ir_vmout_q <= f_vmout;
      ir_vd64_q <= f_vd64;
      ir_rl_q <= f_rl;
      ir_rfl_q <= f_rfl;
      ir_wl_q <= f_wl;
      ir_sidx_q <= iss_sidx;
    end

  // ---- O: the VRF reads of sub-pass j, and (j = 0) the SRF read ---------------------------------
  // VRF rows: v[r + h] of context k W + c is row c * NumVgprs + r + h
  wire [31:0] ir_ctx_base;   // v0's row of the context's VGPRs
  pws_vrf_row_base #(.NumContexts(NumContexts), .WfContexts(WfContexts), .CtxWidth(CtxWidth),
                     .NumVgprs(NumVgprs)) u_ir_ctx_base (.ctx_i(ir_ctx_q), .base_o(ir_ctx_base));
  wire [31:0] ir_base = ir_ctx_base + {31'd0, o_h};
  // one read port: the row of the dword this cycle reads
  wire [7:0]  o_c = o_s == 2'd0 ? ir_c0_q[7:0] : o_s == 2'd1 ? ir_c1_q[7:0] : ir_c2_q[7:0];
  wire [31:0] row_one = ir_ctx_base + {24'd0, o_c} + {31'd0, o_sh[0]};
  wire [31:0] row0 = VrfReads == 1 ? row_one : ir_base + {24'd0, ir_c0_q[7:0]};
  wire [31:0] row1 = ir_base + {24'd0, ir_c1_q[7:0]};
  wire [31:0] row2 = ir_base + {24'd0, ir_c2_q[7:0]};
  assign rd_group_o = o_q;
  // the lanes this read claims in PWS's per-lane VRF: those of its context's split mask, every
  // lane of the group for a cross-lane op (docs/microarchitecture.md "Split hardware on the
  // pipeline"); none when no sub-pass reads
  wire [63:0] o_spm = spm_i[64*{{(32-CtxWidth){1'b0}}, ir_ctx_q} +: 64]
                      >> ({{(32-PassWidth){1'b0}}, o_q} * SimdWidth);
  assign rd_claim_o = !seq_q ? {SimdWidth{1'b0}}
                    : ir_rl_q || ir_rfl_q || ir_wl_q ? {SimdWidth{1'b1}} : o_spm[SimdWidth-1:0];
  wire unused_ospm = ^o_spm;
  assign rd_row_o = {row2[VrfAddrWidth-1:0], row1[VrfAddrWidth-1:0], row0[VrfAddrWidth-1:0]};
  assign srf_ctx_o = ir_ctx_q;
  assign srf_idx_o = ir_sidx_q;

  // The O -> X token: the instruction's fields travel with each sub-pass (the next instruction
  // may overwrite the instruction register while this one's last passes are in X and W).
  reg                 x_v_q, x_first_q, x_last_q, x_h_q, x_k2_q, x_kl_q, x_rd_q, x_rh_q;
  reg [1:0]           x_rs_q;
  reg [2:0]           x_r_q;
  reg [PassWidth-1:0] x_q_q;
  reg [CtxWidth-1:0]  x_ctx_q;
  reg [OpWidth-1:0]   x_op_q;
  reg [2:0]           x_neg_q, x_abs_q;
  reg                 x_clamp_q;
  reg [1:0]           x_omod_q;
  reg [8:0]           x_k0_q, x_k1_q, x_k2k_q, x_mk_q, x_dk_q;
  reg [9:0]           x_c0_q, x_c1_q, x_c2_q, x_dst_q, x_mcode_q;
  reg [2:0]           x_dw0_q, x_dw1_q, x_dw2_q;
  reg [31:0]          x_pc_q, x_w0_q, x_w1_q;
  reg [1:0]           x_nw_q;
  reg x_vop3_q, x_mac_q, x_cmpx_q, x_msrc2_q, x_vcc_in_q, x_vmout_q, x_vd64_q, x_rl_q, x_rfl_q,
      x_wl_q;
  always @(posedge clk_i) begin
    x_v_q <= rst_ni && seq_q;
    x_first_q <= o_q == {PassWidth{1'b0}} && k_q == 3'd0;
    x_last_q <= o_last;
    x_h_q <= o_h;
    x_k2_q <= ir_k2_q;
    x_kl_q <= o_kl;
    x_rd_q <= o_rd;
    x_rs_q <= o_s;
    x_rh_q <= o_sh[0];
    x_r_q <= ir_r_q;
    x_q_q <= o_q;
    x_ctx_q <= ir_ctx_q;
    x_op_q <= ir_op_q;
    x_neg_q <= ir_neg_q;
    x_abs_q <= ir_abs_q;
    x_clamp_q <= ir_clamp_q;
    x_omod_q <= ir_omod_q;
    x_k0_q <= ir_k0_q;
    x_k1_q <= ir_k1_q;
    x_k2k_q <= ir_k2k_q;
    x_mk_q <= ir_mk_q;
    x_dk_q <= ir_dk_q;
    x_c0_q <= ir_c0_q;
    x_c1_q <= ir_c1_q;
    x_c2_q <= ir_c2_q;
    x_dst_q <= ir_dst_q;
    x_mcode_q <= ir_mcode_q;
    x_dw0_q <= ir_dw0_q;
    x_dw1_q <= ir_dw1_q;
    x_dw2_q <= ir_dw2_q;
    x_pc_q <= ir_pc_q;
    x_nw_q <= ir_nw_q;
    x_w0_q <= ir_w0_q;
    x_w1_q <= ir_w1_q;
    x_vop3_q <= ir_vop3_q;
    x_mac_q <= ir_mac_q;
    x_cmpx_q <= ir_cmpx_q;
    x_msrc2_q <= ir_msrc2_q;
    x_vcc_in_q <= ir_vcc_in_q;
    x_vmout_q <= ir_vmout_q;
    x_vd64_q <= ir_vd64_q;
    x_rl_q <= ir_rl_q;
    x_rfl_q <= ir_rfl_q;
    x_wl_q <= ir_wl_q;
  end

  // ---- X: the context's registers, the scalar operands, the lanes -------------------------------
  wire [31:0] xc = {{(32-CtxWidth){1'b0}}, x_ctx_q};
  wire [63:0] x_exec = exec_i[64*xc +: 64];
  wire [63:0] x_vcc = vcc_i[64*xc +: 64];
  wire [63:0] x_spm = spm_i[64*xc +: 64];
  wire [63:0] x_act = x_exec & x_spm;          // lanes that execute (EXEC and the split mask)
  wire [31:0] x_m0 = m0_i[32*xc +: 32];
  wire [31:0] x_mode = mode_i[32*xc +: 32];
  wire        x_scc = scc_i[xc];

  // each scalar source's 64-bit value: the SGPR pair read at O, a special register, a constant
  // (read once, at the first sub-pass's data cycle t + 2, then held in sc*_q). The next VALU
  // instruction issues B >= 2 cycles after this one (B = max(P, 2), ..., P R + Wd - 1 with one
  // VRF read port), so the instruction register is not overwritten before t + 3: the constants
  // are read from it, with no X-stage copy
  wire [63:0] sc0_live, sc1_live, sc2_live;
  pws_scalar_src u_sc0_live (
    .kind_i(x_k0_q), .odd_i(x_c0_q[0]), .dw_i(x_dw0_q), .cv_i(ir_cv0_q), .srf_i(srf_data_i),
    .vcc_i(x_vcc), .exec_i(x_exec), .m0_i(x_m0), .scc_i(x_scc), .value_o(sc0_live)
  );
  pws_scalar_src u_sc1_live (
    .kind_i(x_k1_q), .odd_i(x_c1_q[0]), .dw_i(x_dw1_q), .cv_i(ir_cv1_q), .srf_i(srf_data_i),
    .vcc_i(x_vcc), .exec_i(x_exec), .m0_i(x_m0), .scc_i(x_scc), .value_o(sc1_live)
  );
  pws_scalar_src u_sc2_live (
    .kind_i(x_k2k_q), .odd_i(x_c2_q[0]), .dw_i(x_dw2_q), .cv_i(ir_cv2_q), .srf_i(srf_data_i),
    .vcc_i(x_vcc), .exec_i(x_exec), .m0_i(x_m0), .scc_i(x_scc), .value_o(sc2_live)
  );
  // held from the first sub-pass's data cycle (t + 2) for the other passes
  reg  [63:0] sc0_q, sc1_q, sc2_q;
  wire        sc_now = x_first_q;   // sub-pass 0's data cycle: the SRF data is here
  wire [63:0] sc0 = sc_now ? sc0_live : sc0_q;
  wire [63:0] sc1 = sc_now ? sc1_live : sc1_q;
  wire [63:0] sc2 = sc_now ? sc2_live : sc2_q;
  always @(posedge clk_i)
    if (x_v_q && sc_now) begin
      sc0_q <= sc0_live;
      sc1_q <= sc1_live;
      sc2_q <= sc2_live;
    end

  // the cross-lane ops' lane: readlane's source 1, writelane's source 1 (modulo the wave);
  // readfirstlane's lowest active lane (0 when none), chosen at the first sub-pass
  reg [LaneIdxWidth-1:0] lsel_live, lsel_q;
  integer n;
  always @* begin
    lsel_live = sc1[LaneIdxWidth-1:0];
    if (x_rfl_q) begin
      lsel_live = {LaneIdxWidth{1'b0}};
      for (n = WavefrontSize - 1; n >= 0; n = n - 1)
        if (x_act[n]) lsel_live = n[LaneIdxWidth-1:0];
    end
  end
  always @(posedge clk_i) if (x_v_q && x_first_q) lsel_q <= lsel_live;
  wire [LaneIdxWidth-1:0] lsel = x_first_q ? lsel_live : lsel_q;

  // this pass's lanes
  wire [31:0] base32 = {{(32-PassWidth){1'b0}}, x_q_q} * SimdWidth;   // first wave lane
  wire [SimdWidth-1:0] act_g = x_act[base32 +: SimdWidth];
  // each source's low and high dwords of this pass (lo*, hi*)
  wire [SimdWidth*32-1:0] lo0, lo1, lo2, hi0, hi1, hi2;
  generate
    if (VrfReads == 1) begin : g_one_port
      // the port's data: source x_rs_q's dword x_rh_q; the pass's earlier reads are held
      wire [SimdWidth*32-1:0] rdp = rd_data_i[0 +: SimdWidth*32];
      reg  [SimdWidth*32-1:0] held_q [0:5];   // source s, half h at 2 s + h
      wire [2:0] hsel = {x_rs_q, x_rh_q};
      always @(posedge clk_i) if (x_v_q && x_rd_q) held_q[hsel] <= rdp;
      wire [5:0] now;   // which of the six this cycle's data is
      genvar d;
      for (d = 0; d < 6; d = d + 1) begin : g_now
        assign now[d] = x_rd_q && {29'd0, hsel} == d;
      end
      assign lo0 = now[0] ? rdp : held_q[0];
      assign hi0 = now[1] ? rdp : held_q[1];
      assign lo1 = now[2] ? rdp : held_q[2];
      assign hi1 = now[3] ? rdp : held_q[3];
      assign lo2 = now[4] ? rdp : held_q[4];
      assign hi2 = now[5] ? rdp : held_q[5];
      wire unused_rd = ^{rd_data_i[3*SimdWidth*32-1:SimdWidth*32], x_h_q, o_sh[2:1]};
    end else begin : g_copies
      wire [SimdWidth*32-1:0] rd0 = rd_data_i[0 +: SimdWidth*32];
      wire [SimdWidth*32-1:0] rd1 = rd_data_i[SimdWidth*32 +: SimdWidth*32];
      wire [SimdWidth*32-1:0] rd2 = rd_data_i[2*SimdWidth*32 +: SimdWidth*32];
      // K = 2: the low dwords, read the cycle before the high ones
      reg  [SimdWidth*32-1:0] lo0_q, lo1_q, lo2_q;
      always @(posedge clk_i)
        if (x_v_q && x_k2_q && !x_h_q) begin
          lo0_q <= rd0;
          lo1_q <= rd1;
          lo2_q <= rd2;
        end
      assign lo0 = x_k2_q ? lo0_q : rd0;
      assign lo1 = x_k2_q ? lo1_q : rd1;
      assign lo2 = x_k2_q ? lo2_q : rd2;
      assign hi0 = rd0;
      assign hi1 = rd1;
      assign hi2 = rd2;
      wire unused_rs = ^{x_rd_q, x_rs_q, x_rh_q, o_sh[2:1]};
    end
  endgenerate
  wire x_exe = x_v_q && x_kl_q;   // the lanes compute in this cycle (the pass's last)
  // the lanes' mask input: VCC per pass (e32 mask ops, v_div_fmas), or the mask operand pair
  wire [63:0] cmask = x_vcc_in_q ? x_vcc : sc2;

  wire [SimdWidth*64-1:0] l_s0, l_s1, l_s2, l_d;   // lane g in [64g+63:64g]
  wire [SimdWidth-1:0]    l_carry, l_bit;
  wire                    l_wd, l_wb;
  genvar g;
  generate
    for (g = 0; g < SimdWidth; g = g + 1) begin : g_lane
      // a source: its VGPR (low dword, and the high one of a 64-bit source) or the scalar value
      wire [63:0] v0 = {hi0[32*g +: 32], lo0[32*g +: 32]};
      wire [63:0] v1 = {hi1[32*g +: 32], lo1[32*g +: 32]};
      wire [63:0] v2 = {hi2[32*g +: 32], lo2[32*g +: 32]};
      // a 32-bit VGPR source of a K = 2 instruction is its low dword only
      assign l_s0[64*g +: 64] = x_k0_q[1] ? (x_dw0_q == 3'd2 ? v0 : {32'd0, v0[31:0]}) : sc0;
      assign l_s1[64*g +: 64] = x_k1_q[1] ? (x_dw1_q == 3'd2 ? v1 : {32'd0, v1[31:0]}) : sc1;
      assign l_s2[64*g +: 64] = x_k2k_q[1] ? (x_dw2_q == 3'd2 ? v2 : {32'd0, v2[31:0]}) : sc2;
      wire [31:0] lane32 = base32 + g;
      assign l_carry[g] = cmask[lane32];
      wire unused_l = ^lane32;   // a lane index: the low 6 bits select
    end
  endgenerate
  // the lanes (generated: the op table's decoder and SimdWidth pws_valu_lane)
  pws_valu #(.OpWidth(OpWidth), .SimdWidth(SimdWidth), .LaneIdxWidth(LaneIdxWidth)) u_valu (
    .op_i(x_op_q), .src0_i(l_s0), .src1_i(l_s1), .src2_i(l_s2), .neg_i(x_neg_q), .abs_i(x_abs_q),
    .clamp_i(x_clamp_q), .omod_i(x_omod_q), .carry_i(l_carry), .denorm_i(x_mode[5:4]),
    .lane_base_i(base32[LaneIdxWidth-1:0]), .d_o(l_d), .bit_o(l_bit), .writes_d_o(l_wd),
    .writes_bit_o(l_wb)
  );
  // readlane: the selected lane's source 0, in its pass
  wire [31:0] lsel32 = {{(32-LaneIdxWidth){1'b0}}, lsel};
  wire        lsel_here = lsel32 / SimdWidth == {{(32-PassWidth){1'b0}}, x_q_q};
  wire [31:0] lsel_in = lsel32 % SimdWidth;
  wire [31:0] lsel_val = lo0[32*lsel_in +: 32];

  // ---- X -> W: the result of the pass ------------------------------------------------------------
  reg                     w_v_q, w_last_q, w_k2_q, w_hi_q;   // w_hi_q: the high dword's write
  reg [2:0]               w_r_q;
  reg [PassWidth-1:0]     w_q_q;
  reg [CtxWidth-1:0]      w_ctx_q;
  reg [SimdWidth*64-1:0]  w_d_q;
  reg [SimdWidth-1:0]     w_bits_q, w_act_q, w_wl_lanes_q;
  reg                     w_wd_q, w_wb_q;
  reg [9:0]               w_dst_q, w_mcode_q;
  reg [8:0]               w_mk_q, w_dk_q;
  reg                     w_cmpx_q, w_vd64_q, w_rl_q, w_rfl_q, w_wl_q, w_first_q, w_vmout_q;
  reg [31:0]              w_wl_data_q, w_pc_q, w_w0_q, w_w1_q;
  reg [1:0]               w_nw_q;
  always @(posedge clk_i) begin
    w_v_q <= rst_ni && x_exe;
    if (x_exe) begin
      w_last_q <= x_last_q;
      w_k2_q <= x_k2_q;
      w_r_q <= x_r_q;
      w_q_q <= x_q_q;
      w_ctx_q <= x_ctx_q;
      w_d_q <= l_d;
      w_bits_q <= l_bit;
      w_act_q <= act_g;
      // v_writelane writes its one lane whatever EXEC is
      w_wl_lanes_q <= lsel_here ? {{(SimdWidth-1){1'b0}}, 1'b1} << lsel_in : {SimdWidth{1'b0}};
      w_wd_q <= l_wd;
      w_wb_q <= l_wb;
      w_dst_q <= x_dst_q;
      w_mcode_q <= x_mcode_q;
      w_mk_q <= x_mk_q;
      w_dk_q <= x_dk_q;
      w_cmpx_q <= x_cmpx_q;
      w_vd64_q <= x_vd64_q;
      w_rl_q <= x_rl_q;
      w_rfl_q <= x_rfl_q;
      w_wl_q <= x_wl_q;
      w_vmout_q <= x_vmout_q;
      w_first_q <= x_q_q == {PassWidth{1'b0}};
      w_wl_data_q <= sc0[31:0];
      w_pc_q <= x_pc_q;
      w_nw_q <= x_nw_q;
      w_w0_q <= x_w0_q;
      w_w1_q <= x_w1_q;
    end
    // the high dword of a K = 2 result, the cycle after its low dword
    w_hi_q <= rst_ni && w_v_q && w_k2_q && w_vd64_q;
  end
  // readlane's value, captured in the selected lane's pass
  reg [31:0] lane_val_q;
  always @(posedge clk_i) if (x_exe && lsel_here) lane_val_q <= lsel_val;

  // ---- W: write-back --------------------------------------------------------------------------------
  // the high-dword cycle reuses the pass's registers (the next pass computes only after it)
  wire                     wb = w_v_q || w_hi_q;
  wire [SimdWidth-1:0]     w_lanes = w_wl_q ? w_wl_lanes_q
                                   : (w_wd_q && !w_rl_q && !w_rfl_q) ? w_act_q : {SimdWidth{1'b0}};
  reg  [SimdWidth*32-1:0]  w_data;
  integer k;
  always @* begin
    for (k = 0; k < SimdWidth; k = k + 1)
      w_data[32*k +: 32] = w_wl_q ? w_wl_data_q
                         : w_hi_q ? w_d_q[64*k + 32 +: 32] : w_d_q[64*k +: 32];
  end
  assign vw_we_o = wb && w_lanes != {SimdWidth{1'b0}};
  assign vw_group_o = w_q_q;
  wire [31:0] w_ctx_base;   // v0's row of the context's VGPRs
  pws_vrf_row_base #(.NumContexts(NumContexts), .WfContexts(WfContexts), .CtxWidth(CtxWidth),
                     .NumVgprs(NumVgprs)) u_w_ctx_base (.ctx_i(w_ctx_q), .base_o(w_ctx_base));
  wire [31:0] wrow = w_ctx_base
                     + {24'd0, w_dst_q[7:0]}
                     + {31'd0, w_hi_q};
  assign vw_row_o = wrow[VrfAddrWidth-1:0];
  assign vw_lanes_o = w_lanes;
  assign vw_data_o = w_data;

  // masks of this pass: the lanes' bits (0 outside EXEC) into VCC, EXEC, or the SGPR pair
  wire [31:0] wbase = {{(32-PassWidth){1'b0}}, w_q_q} * SimdWidth;
  wire [63:0] gmask = {{(64-SimdWidth){1'b0}}, {SimdWidth{1'b1}}} << wbase;
  wire [63:0] gbits = {{(64-SimdWidth){1'b0}}, w_bits_q & w_act_q} << wbase;
  wire        mask_pass = w_v_q && w_wb_q && w_vmout_q;
  wire        to_vcc = w_mk_q[2], to_exec = w_mk_q[4] || w_cmpx_q, to_sgpr = w_mk_q[0];
  // the first pass also clears VCC's bits beyond the wavefront (the mask is WavefrontSize bits)
  wire [63:0] vcc_wmask = gmask | (w_first_q ? ~LaneMask : 64'd0);
  assign m_we_o = mask_pass && (to_vcc || to_exec);
  assign m_ctx_o = w_ctx_q;
  assign m_vcc_mask_o = to_vcc ? vcc_wmask : 64'd0;
  assign m_vcc_o = gbits;
  assign m_exec_mask_o = to_exec ? gmask : 64'd0;
  assign m_exec_o = gbits;

  // ---- The commit record, assembled over the passes ---------------------------------------------
  reg [63:0]                  acc_mask_q;   // the mask result (its bits beyond the wavefront
                                            // constant 0: synthesis keeps WavefrontSize)
  reg [63:0]                  acc_act_q;    // lanes written
  reg [2*WavefrontSize*32-1:0] acc_d_q;
  wire w_end = w_last_q && (w_v_q && !(w_k2_q && w_vd64_q) || w_hi_q);   // the last write
  wire [63:0] mask_full = (w_first_q && !w_hi_q) ? gbits : acc_mask_q | gbits;
  // the scalar result: the mask pair, or readlane / readfirstlane's value
  wire sgpr_mask = w_vmout_q && w_wb_q && to_sgpr;
  wire sgpr_lane = w_rl_q || w_rfl_q;
  assign s_we_o = w_end && (sgpr_mask || (sgpr_lane && w_dk_q[0]));
  assign s_ctx_o = w_ctx_q;
  assign s_idx_o = sgpr_lane ? w_dst_q[6:0] : w_mcode_q[6:0];
  assign s_two_o = !sgpr_lane;
  assign s_data_o = sgpr_lane ? {32'd0, lane_val_q} : mask_full;
  integer l;
  always @(posedge clk_i) begin
    if (w_v_q) begin
      if (w_first_q && !w_hi_q) begin
        acc_mask_q <= gbits & LaneMask;
        acc_act_q <= {{(64-SimdWidth){1'b0}}, w_wl_q ? w_wl_lanes_q : w_act_q} << wbase;
      end else begin
        acc_mask_q <= (acc_mask_q | gbits) & LaneMask;
        acc_act_q <= acc_act_q | ({{(64-SimdWidth){1'b0}}, w_wl_q ? w_wl_lanes_q : w_act_q} << wbase);
      end
      for (l = 0; l < SimdWidth; l = l + 1) begin
        acc_d_q[32*(wbase + l) +: 32] <= w_wl_q ? w_wl_data_q : w_d_q[64*l +: 32];
        acc_d_q[32*(WavefrontSize + wbase + l) +: 32] <= w_d_q[64*l + 32 +: 32];
      end
    end
  end
  // the retire: the cycle after the last write
  // issue to retire: P K + 3, one more for a 64-bit result's high dword (docs: "Latencies");
  // one read port: P R + 3, one more likewise
  wire [31:0] lat = VrfReads == 1 ? Passes * {29'd0, w_r_q} + {31'd0, w_vd64_q} + 3
                  : (w_k2_q ? 2 * Passes + {31'd0, w_vd64_q} : Passes) + 3;
  always @(posedge clk_i) begin
    c_valid_o <= rst_ni && w_end;
    if (w_end) begin
      c_ctx_o <= w_ctx_q;
      c_pc_o <= w_pc_q;
      c_next_pc_o <= w_pc_q + {28'd0, w_nw_q, 2'b00};
      c_w0_o <= w_w0_q;
      c_w1_o <= w_w1_q;
      c_lat_o <= lat;
      c_sgpr_base_o <= sgpr_lane ? w_dst_q : w_mcode_q;
      c_sgpr_cnt_o <= (sgpr_mask || (w_vmout_q && w_wb_q)) ? 5'd2 : sgpr_lane ? 5'd1 : 5'd0;
      c_sgpr_data_o <= sgpr_lane ? {32'd0, lane_val_q} : mask_full;
      c_vgpr_we_o <= w_wl_q || (w_wd_q && !sgpr_lane);
      c_vgpr_base_o <= w_dst_q[7:0];
      c_vgpr_cnt_o <= w_vd64_q ? 3'd2 : 3'd1;
      c_vgpr_mask_o <= (w_first_q && !w_hi_q) ? ({{(64-SimdWidth){1'b0}}, w_wl_q ? w_wl_lanes_q : w_act_q} << wbase)
                     : acc_act_q | (w_hi_q ? 64'd0 : ({{(64-SimdWidth){1'b0}}, w_wl_q ? w_wl_lanes_q : w_act_q} << wbase));
      c_vcc_we_o <= w_vmout_q && w_wb_q && to_vcc;
      c_vcc_o <= mask_full;
      c_exec_we_o <= w_vmout_q && w_wb_q && to_exec;
      c_exec_o <= mask_full & LaneMask;
    end
  end
  // the data: the pass's dwords join those of the earlier passes (after the last write's edge)
  always @* begin
    c_vgpr_data_o = acc_d_q;
  end
  wire unused_w = ^{wbase, base32, lsel32, lsel_in, sc0[63:32], w_dk_q[8:1], w_mk_q[8:5],
                    w_mk_q[3], w_mk_q[1], w_mcode_q[9:7], w_dst_q[9:8], x_dk_q, lat, LanesLog[0],
                    x_mcode_q, x_mk_q, x_cmpx_q, x_vmout_q, x_vd64_q, x_rl_q, x_wl_q, x_dst_q,
                    x_pc_q, x_w0_q, x_w1_q, x_msrc2_q, x_mac_q, x_vop3_q, o_q32, row0,
                    row1, row2, x_c0_q[9:1], x_c1_q[9:1], x_c2_q[9:1], x_mode[31:6],
                    x_mode[3:0], wrow};
endmodule

`default_nettype wire
