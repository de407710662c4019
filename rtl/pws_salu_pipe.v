// pws_salu_pipe.v -- the scalar unit of one SIMD of the pipelined CU: SALU instructions,
// s_setreg / s_getreg, s_setpc / s_swappc / s_getpc, and the address of an SMEM load
// (hand-written). Spec: docs/microarchitecture.md "The scalar units".
//
// Issued in cycle t: its two sources are read from SRF copies 0 and 1 at t + 1 (O); at t + 2
// (X) the special registers (VCC, EXEC, M0, SCC), constants and the literal join them, pws_salu
// computes, and the results are written at the end of t + 2: an SGPR through the SRF's
// pipeline port (the issue stage reserved that cycle), VCC, EXEC, M0, SCC or MODE into the
// context's registers, an SMEM load into pws_smem_unit's queue, an s_setpc's target into the
// fetch. It retires at t + 3 with its commit record.
`default_nettype none

module pws_salu_pipe #(
  parameter integer NumContexts = 10,   // contexts of the SIMD
  parameter integer CtxWidth    = 4,    // bits of a context index
  parameter integer OpWidth     = 9,    // bits of an op id
  parameter integer BundleWidth = 512,  // bits of a decoded instruction
  parameter [63:0]  LaneMask    = 64'hffffffffffffffff  // WavefrontSize ones
) (
  input  wire                       clk_i,
  input  wire                       rst_ni,
  input  wire                       iss_i,
  input  wire [CtxWidth-1:0]        iss_ctx_i,
  input  wire [BundleWidth-1:0]     iss_bundle_i,
  // the contexts' registers (pws_wave_state)
  input  wire [NumContexts*64-1:0]  exec_i,
  input  wire [NumContexts*64-1:0]  vcc_i,
  input  wire [NumContexts-1:0]     scc_i,
  input  wire [NumContexts*32-1:0]  m0_i,
  input  wire [NumContexts*32-1:0]  mode_i,
  // SRF read ports 0 and 1 (data the next cycle)
  output wire [CtxWidth-1:0]        srf_ctx_o,
  output wire [6:0]                 srf0_idx_o,
  output wire [6:0]                 srf1_idx_o,
  input  wire [63:0]                srf0_data_i,
  input  wire [63:0]                srf1_data_i,
  // the SGPR result (the SRF's pipeline port)
  output wire                       s_we_o,
  output wire [CtxWidth-1:0]        s_ctx_o,
  output wire [6:0]                 s_idx_o,
  output wire                       s_two_o,
  output wire [63:0]                s_data_o,
  // the special registers (pws_wave_state's SALU port)
  output wire                       r_we_o,
  output wire [CtxWidth-1:0]        r_ctx_o,
  output wire                       r_scc_we_o,
  output wire                       r_scc_o,
  output wire [1:0]                 r_exec_we_o,
  output wire [63:0]                r_exec_o,
  output wire [1:0]                 r_vcc_we_o,
  output wire [63:0]                r_vcc_o,
  output wire                       r_m0_we_o,
  output wire [31:0]                r_m0_o,
  output wire                       r_mode_we_o,
  output wire [31:0]                r_mode_o,
  // an SMEM load for pws_smem_unit: its context, byte address, dwords and first SGPR
  output wire                       smem_o,
  output wire [CtxWidth-1:0]        smem_ctx_o,
  output wire [63:0]                smem_addr_o,
  output wire [4:0]                 smem_cnt_o,
  output wire [6:0]                 smem_sgpr_o,
  // s_setpc / s_swappc: the fetch goes on from here
  output wire                       redir_o,
  output wire [CtxWidth-1:0]        redir_ctx_o,
  output wire [31:0]                redir_pc_o,
  // the retire (t + 3)
  output reg                        c_valid_o,
  output reg  [CtxWidth-1:0]        c_ctx_o,
  output reg  [31:0]                c_pc_o,
  output reg  [31:0]                c_next_pc_o,
  output reg  [31:0]                c_w0_o,
  output reg  [31:0]                c_w1_o,
  output reg  [9:0]                 c_sgpr_base_o,
  output reg  [4:0]                 c_sgpr_cnt_o,
  output reg  [63:0]                c_sgpr_data_o,
  output reg                        c_sgpr_late_o,   // an SMEM load: its SGPRs come later
  output reg                        c_scc_we_o,
  output reg                        c_scc_o,
  output reg                        c_exec_we_o,
  output reg  [63:0]                c_exec_o,
  output reg                        c_vcc_we_o,
  output reg  [63:0]                c_vcc_o,
  output reg                        c_m0_we_o,
  output reg  [31:0]                c_m0_o,
  output reg                        c_mode_we_o,
  output reg  [31:0]                c_mode_o,
  output reg                        c_err_o          // an op pws_salu does not implement
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

  // ---- O (t + 1): the instruction register, the SRF reads ---------------------------------------
  reg                ir_v_q;
  reg [CtxWidth-1:0] ir_ctx_q;
  reg [OpWidth-1:0]  ir_op_q;
  reg [31:0]         ir_pc_q, ir_w0_q, ir_w1_q, ir_imm_q;
  reg [9:0]          ir_dst_q, ir_c0_q, ir_c1_q;
  reg [8:0]          ir_k0_q, ir_k1_q, ir_dk_q;
  reg [2:0]          ir_dw0_q, ir_dw1_q;
  reg [4:0]          ir_dst_dw_q;
  reg [32:0]         ir_cv0_q, ir_cv1_q;
  reg [1:0]          ir_nw_q;
  reg                ir_smem_q, ir_setreg_q, ir_getreg_q, ir_setpc_q;
  always @(posedge clk_i) begin
    ir_v_q <= rst_ni && iss_i;
    if (iss_i) begin
      ir_ctx_q <= iss_ctx_i;
      ir_op_q <= f_op;
      ir_pc_q <= f_pc;
      ir_w0_q <= f_w0;
      ir_w1_q <= f_w1;
      ir_imm_q <= f_imm;
      ir_dst_q <= f_dst;
      ir_c0_q <= f_c0;
      ir_c1_q <= f_c1;
      ir_k0_q <= f_k0;
      ir_k1_q <= f_k1;
      ir_dk_q <= f_dk;
      ir_dw0_q <= f_dw0;
      ir_dw1_q <= f_dw1;
      ir_dst_dw_q <= f_dst_dw;
      ir_cv0_q <= {f_cv0h, f_cv0};
      ir_cv1_q <= {f_cv1h, f_cv1};
      ir_nw_q <= f_nw;
      ir_smem_q <= f_smem;
      ir_setreg_q <= f_setreg;
      ir_getreg_q <= f_getreg;
      ir_setpc_q <= f_setpc;
    end
  end
  assign srf_ctx_o = ir_ctx_q;
  assign srf0_idx_o = ir_c0_q[6:0];
  assign srf1_idx_o = ir_c1_q[6:0];

  // ---- X (t + 2) ------------------------------------------------------------------------------------
  // The instruction register still holds the instruction: the SALU takes one at most every
  // other cycle (a SIMD's visits are N >= 2 cycles apart; with N = 1 pws_issue keeps the SALU
  // from issuing in the cycle after it issued), so the next is written into it at the end of
  // t + 2 at the earliest, and X reads it there instead of a copy of its own (on the smallest
  // CU of the iCE40 about 250 flip-flops).
  reg                x_v_q;
  always @(posedge clk_i) x_v_q <= rst_ni && ir_v_q;
  wire [31:0] xc = {{(32-CtxWidth){1'b0}}, ir_ctx_q};
  wire [63:0] x_exec = exec_i[64*xc +: 64];
  wire [63:0] x_vcc = vcc_i[64*xc +: 64];
  wire [31:0] x_m0 = m0_i[32*xc +: 32];
  wire [31:0] x_mode = mode_i[32*xc +: 32];
  wire        x_scc = scc_i[xc];

  // the sources' values (docs/isa_encoding.md: the operand codes pws_predecode classified)
  wire [63:0] s0, s1;
  pws_scalar_src u_s0 (
    .kind_i(ir_k0_q), .odd_i(ir_c0_q[0]), .dw_i(ir_dw0_q), .cv_i(ir_cv0_q), .srf_i(srf0_data_i),
    .vcc_i(x_vcc), .exec_i(x_exec), .m0_i(x_m0), .scc_i(x_scc), .value_o(s0)
  );
  pws_scalar_src u_s1 (
    .kind_i(ir_k1_q), .odd_i(ir_c1_q[0]), .dw_i(ir_dw1_q), .cv_i(ir_cv1_q), .srf_i(srf1_data_i),
    .vcc_i(x_vcc), .exec_i(x_exec), .m0_i(x_m0), .scc_i(x_scc), .value_o(s1)
  );
  wire [31:0] npc = ir_pc_q + {28'd0, ir_nw_q, 2'b00};   // the next instruction's address

  wire [63:0] d, xe;
  wire        we, scc_we, scc_v, ok, exec_we;
  pws_salu #(.OpWidth(OpWidth)) u_salu (
    .op_i(ir_op_q), .s0_i(s0), .s1_i(s1), .imm_i(ir_imm_q), .scc_i(x_scc), .exec_i(x_exec),
    .npc_i(npc), .d_o(d), .we_o(we), .scc_we_o(scc_we), .scc_o(scc_v), .ok_o(ok), .x_o(xe),
    .exec_we_o(exec_we)
  );
  // s_setreg / s_getreg of MODE: simm16 = {size - 1 [15:11], offset [10:6], hwreg id [5:0]}
  // (cosim refuses every other hardware register)
  wire [63:0] hw_ones = (64'd1 << ({59'd0, ir_imm_q[15:11]} + 64'd1)) - 64'd1;
  wire [31:0] hw_mask = hw_ones[31:0] << ir_imm_q[10:6];
  wire [31:0] mode_new = (x_mode & ~hw_mask) | ((s0[31:0] << ir_imm_q[10:6]) & hw_mask);
  wire [31:0] getreg = (x_mode & hw_mask) >> ir_imm_q[10:6];

  wire err = x_v_q && !ir_smem_q && !ir_setreg_q && !ir_getreg_q && !ok;
  // the result and where it goes: an SGPR, or VCC / EXEC / M0 named as one
  wire        w = x_v_q && !err && !ir_smem_q && !ir_setreg_q && (ir_getreg_q || we);
  wire [63:0] res = ir_getreg_q ? {32'd0, getreg} : d;
  wire        two = ir_dst_dw_q == 5'd2;
  wire        to_sgpr = ir_dk_q[0], to_vlo = ir_dk_q[2], to_vhi = ir_dk_q[3];
  wire        to_elo = ir_dk_q[4], to_ehi = ir_dk_q[5], to_m0 = ir_dk_q[6];
  assign s_we_o = w && to_sgpr;
  assign s_ctx_o = ir_ctx_q;
  assign s_idx_o = ir_dst_q[6:0];
  assign s_two_o = two;
  assign s_data_o = res;
  // VCC / EXEC named as a 32-bit register (lo, hi) or as a 64-bit pair (lo, 2 dwords)
  wire [1:0] vcc_we = !w ? 2'b00 : to_vlo ? (two ? 2'b11 : 2'b01) : to_vhi ? 2'b10 : 2'b00;
  wire [1:0] ex_we = !w ? 2'b00 : to_elo ? (two ? 2'b11 : 2'b01) : to_ehi ? 2'b10 : 2'b00;
  wire [63:0] spec = to_vhi || to_ehi ? {res[31:0], res[31:0]} : res;   // a hi write's dword
  wire        saveexec = x_v_q && !err && exec_we;
  wire [63:0] new_exec = saveexec ? xe & LaneMask : spec & LaneMask;
  assign r_we_o = x_v_q && !err;
  assign r_ctx_o = ir_ctx_q;
  assign r_scc_we_o = (scc_we || saveexec) && !ir_smem_q;
  assign r_scc_o = saveexec ? new_exec != 64'd0 : scc_v;
  assign r_exec_we_o = saveexec ? 2'b11 : ex_we;
  assign r_exec_o = new_exec;
  assign r_vcc_we_o = vcc_we;
  assign r_vcc_o = spec;
  assign r_m0_we_o = w && to_m0;
  assign r_m0_o = res[31:0];
  assign r_mode_we_o = x_v_q && ir_setreg_q;
  assign r_mode_o = mode_new;
  // SMEM: base pair + offset (an SGPR, or the immediate when source 1 names nothing)
  assign smem_o = x_v_q && ir_smem_q;
  assign smem_ctx_o = ir_ctx_q;
  assign smem_addr_o = s0 + {32'd0, ir_k1_q == 9'd0 ? ir_imm_q : s1[31:0]};
  assign smem_cnt_o = ir_dst_dw_q;
  assign smem_sgpr_o = ir_dst_q[6:0];
  assign redir_o = x_v_q && !err && ir_setpc_q;
  assign redir_ctx_o = ir_ctx_q;
  assign redir_pc_o = s0[31:0];   // (golden checks the target is in the code image)

  // ---- C (t + 3) ------------------------------------------------------------------------------------
  always @(posedge clk_i) begin
    c_valid_o <= rst_ni && x_v_q;
    c_ctx_o <= ir_ctx_q;
    c_pc_o <= ir_pc_q;
    c_next_pc_o <= ir_setpc_q && !err ? s0[31:0] : npc;
    c_w0_o <= ir_w0_q;
    c_w1_o <= ir_w1_q;
    c_sgpr_base_o <= ir_dst_q;
    c_sgpr_cnt_o <= ir_smem_q ? ir_dst_dw_q : ir_getreg_q && !err ? 5'd1 : w ? ir_dst_dw_q : 5'd0;
    // EXEC keeps no bit beyond the wavefront, in the register and in what the commit reports
    c_sgpr_data_o <= to_elo ? res & LaneMask : to_ehi ? {res[63:32], res[31:0] & LaneMask[63:32]}
                   : res;
    c_sgpr_late_o <= ir_smem_q;
    c_scc_we_o <= r_scc_we_o && !err;
    c_scc_o <= r_scc_o;
    c_exec_we_o <= r_exec_we_o != 2'b00;
    c_exec_o <= saveexec ? new_exec : {ex_we[1] ? spec[63:32] & LaneMask[63:32] : x_exec[63:32],
                                       ex_we[0] ? spec[31:0] & LaneMask[31:0] : x_exec[31:0]};
    c_vcc_we_o <= vcc_we != 2'b00;
    c_vcc_o <= {vcc_we[1] ? spec[63:32] : x_vcc[63:32], vcc_we[0] ? spec[31:0] : x_vcc[31:0]};
    c_m0_we_o <= r_m0_we_o;
    c_m0_o <= res[31:0];
    c_mode_we_o <= r_mode_we_o;
    c_mode_o <= mode_new;
    c_err_o <= err;
  end
  wire unused_f = ^{f_sdst, f_c2, f_k2, f_sk, f_neg, f_abs, f_dw2, f_acc, f_rows, f_amo, f_omod,
                    f_size, f_dvalid, f_vop3, f_clamp, f_glc, f_uv, f_us, f_um, f_ul, f_uc,
                    f_runs, f_cv2, f_cv2h, f_krmw, f_bitset, f_waitcnt, f_barrier, f_endpgm,
                    f_split, f_merge, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz, f_bez, f_benz,
                    f_stops, f_mac, f_cmpx, f_msrc2, f_vccin, f_vmout, f_vd64, f_rl, f_rfl, f_wl,
                    f_flat, f_store, f_sign, f_two, f_st64, ir_dst_q[9:7], ir_c0_q[9:7], ir_c1_q[9:7],
                    ir_dst_q[9:7], ir_c0_q[9:1], ir_c1_q[9:1], ir_k0_q[1], ir_k1_q[1], ir_dk_q[8:7],
                    ir_dk_q[1], hw_ones[63:32], ir_imm_q[31:16], ir_imm_q[5:0]};
endmodule

`default_nettype wire
