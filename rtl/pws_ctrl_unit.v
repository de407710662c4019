// pws_ctrl_unit.v -- the branch/control unit of one SIMD of the pipelined CU: branches,
// s_waitcnt, s_barrier, s_nop, s_endpgm, s_split / s_merge (null without split hardware), and
// the retire of an instruction the configuration does not run (hand-written). Spec:
// docs/microarchitecture.md "The scalar units".
//
// Issued in cycle t (s_waitcnt and s_endpgm only when the issue stage saw their counters
// allow it; s_barrier marks the context as waiting at its issue, in pws_wave_state): at t + 1 a
// conditional branch reads SCC, VCC, EXEC and the split mask and redirects the fetch (the fetch
// stopped after the branch), the target when taken, the next instruction when not; s_endpgm
// and an instruction with the error bit end the context at their retire, t + 3.
//
// With DWS split hardware (Dws = 1, docs/isa.md section 6), a branch on EXEC that its context's
// MODE[21] marks may split before it executes: the issue stage issued it only with nothing of
// its wavefront in flight, and in X the unit decides from EXEC & split mask, the child stack and
// the free SWF contexts (pws_swf_ctx). A split holds X while pws_srf_copy copies the SGPRs into
// the new SWF's context (busy_o keeps the other contexts' control instructions and the SALU from
// issuing); in the cycle the copy's last word is written the branch goes on as any other, and
// the split takes effect (split_o: the split state, the new context's registers, its PC = the
// branch). Its retire reports the split and its issue-to-retire time, 3 + the cycles X held.
//
// With PWS's SpSIMD units (Pws = 1, docs/microarchitecture.md "Split hardware on the
// pipeline"), s_split and s_merge hold X until they have decided, and decide in one cycle
// holding the SIMD's split token (tok_*), so that the SIMD's splits and merges happen one at a
// time, in the order they retire. s_split reads its mask's two dwords through the unit's SRF
// ports 0 and 1 in X's second cycle, once this unit's copy engine (eng_busy_i) has let go of
// port 0 (the issue stage issued no SALU instruction since the s_split's own cycle), has them in
// its third and requests the token from its fourth. A real split takes effect in the cycle it is
// decided (split_o: the split state, the new SWF's bank reserved), starts this unit's copy
// engine (cp_start_o) and retires: the new SWF starts, with PC = the split + 4, when the engine
// has copied the SGPRs (pws_simd_pipe), and the splitter's context waits for that too. s_merge
// requests the token from its second cycle in X and decides from the null-split counter and its
// partner (pws_swf_ctx): it merges (the target, its partner parked and paired with it), parks
// and wakes the target (the child, the target parked), or parks (no retire; the fetch goes back
// to the s_merge, which the context issues again when it is woken). A request is never held
// from one instruction to the next (X's first cycle requests nothing), so each other unit
// decides at most once while one waits for the token.
`default_nettype none

module pws_ctrl_unit #(
  parameter integer NumContexts = 10,   // contexts of the SIMD
  parameter integer CtxWidth    = 4,    // bits of a context index
  parameter integer OpWidth     = 9,    // bits of an op id
  parameter integer BundleWidth = 512,  // bits of a decoded instruction
  parameter integer Dws         = 0,    // DWS split hardware
  parameter integer Pws         = 0,    // PWS split hardware: s_split / s_merge split and merge
  parameter integer BankWidth   = 1,    // bits of a bank (SWF context) index
  parameter integer WfContexts  = 10,   // contexts of a bank
  parameter [63:0]  LaneMask    = 64'hffffffffffffffff
) (
  input  wire                       clk_i,
  input  wire                       rst_ni,
  input  wire                       iss_i,
  input  wire [CtxWidth-1:0]        iss_ctx_i,
  input  wire [BundleWidth-1:0]     iss_bundle_i,
  output wire                       bar_set_o,      // s_barrier arrives (this cycle: its issue)
  input  wire [NumContexts*64-1:0]  exec_i,
  input  wire [NumContexts*64-1:0]  vcc_i,
  input  wire [NumContexts*64-1:0]  spm_i,
  input  wire [NumContexts-1:0]     scc_i,
  input  wire [NumContexts*32-1:0]  mode_i,
  input  wire [NumContexts*32-1:0]  m0_i,
  input  wire [NumContexts-1:0]     run_i,
  // PWS: the split token; s_split's reads of its mask (SRF ports 0 and 1, data the next cycle)
  output wire                       tok_req_o,
  input  wire                       tok_gnt_i,
  output wire                       srf_rd_o,
  output wire [CtxWidth-1:0]        srf_ctx_o,
  output wire [6:0]                 srf0_idx_o,
  output wire [6:0]                 srf1_idx_o,
  input  wire [63:0]                srf0_data_i,
  input  wire [63:0]                srf1_data_i,
  // PWS: the split state's answer about the partner, and what this unit does to it
  input  wire [5:0]                 q_null_i,
  input  wire                       q_has_partner_i,
  input  wire                       q_is_target_i,
  input  wire [CtxWidth-1:0]        q_partner_i,
  input  wire                       q_paired_i,
  input  wire [31:0]                q_partner_pc_i,
  output wire                       null_inc_o,
  output wire                       null_dec_o,
  output wire                       park_o,
  output wire [31:0]                park_pc_o,
  output wire                       wake_o,
  output wire                       merge_o,        // the merge takes effect (this cycle)
  output wire [63:0]                merge_exec_o,   // the target's EXEC after it
  // DWS: the split state's answer for the context in X, the copy, the split
  output wire                       busy_o,         // issue nothing to this unit or the SALU
  output wire                       xq_o,           // PWS: q_ctx_o's s_split / s_merge is in X
  input  wire                       eng_busy_i,     // PWS: this unit's copy engine is busy
  output wire [CtxWidth-1:0]        q_ctx_o,
  input  wire                       q_full_i,
  input  wire                       q_free_i,
  input  wire [BankWidth-1:0]       q_bank_i,
  output wire                       cp_start_o,
  input  wire                       cp_done_i,
  output wire                       split_o,        // the split takes effect (this cycle;
                                                    // PWS: the new SWF starts after its copy)
  output wire [CtxWidth-1:0]        split_ctx_o,
  output wire [BankWidth-1:0]       split_bank_o,
  output wire [63:0]                split_self_o,
  output wire [63:0]                split_other_o,
  output wire [31:0]                split_pc_o,     // the new SWF's PC: the branch
  // the fetch goes on from here (t + 1)
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
  output reg                        c_end_o,        // s_endpgm, or an error: the context ends
  output reg                        c_err_o,
  output reg                        c_split_o,      // a null s_split (docs/isa.md section 4)
  output reg                        c_merge_o,      // an s_merge with nothing to merge
  output reg  [31:0]                c_lat_o,        // issue to retire
  output reg                        c_dws_o,        // a real split (DWS or PWS)
  output reg                        c_join_o,       // a real merge (PWS)
  output reg  [BankWidth-1:0]       c_child_o,      // its new SWF's bank; the merged child's
  output reg  [63:0]                c_other_o,      // the new SWF's split mask; the child's
  output reg  [63:0]                c_exec_o        // a real merge: the target's EXEC after it
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
  wire ok = f_dvalid && f_runs;
  assign bar_set_o = iss_i && ok && f_barrier;

  // ---- X (t + 1; held while a split copies) ------------------------------------------------
  reg                x_v_q, x_err_q, x_end_q, x_split_q, x_merge_q, x_br_q, x_cand_q;
  reg [6:0]          x_cond_q;    // {execnz, execz, vccnz, vccz, scc1, scc0, always}
  reg [CtxWidth-1:0] x_ctx_q;
  reg [31:0]         x_pc_q, x_w0_q, x_w1_q, x_imm_q;
  reg [1:0]          x_nw_q;
  reg                hold_q;      // a split copies: X waits for it
  reg [31:0]         held_q;      // cycles X has held
  reg [BankWidth-1:0] bank_q;
  // PWS: s_split / s_merge in X (x_pcand_q), its cycle in X (0: arrived, 1: reads its mask's
  // SGPRs, 2: has them, 3: decides with the token), its mask and source operands
  reg                x_pcand_q;
  reg [1:0]          phase_q;
  reg [63:0]         m_q;
  reg [9:0]          x_c0_q, x_c1_q;
  reg [8:0]          x_k0_q, x_k1_q;
  reg [32:0]         x_cv0_q, x_cv1_q;
  wire [31:0] xc = {{(32-CtxWidth){1'b0}}, x_ctx_q};
  wire [63:0] exec = exec_i[64*xc +: 64];
  wire [63:0] spm = spm_i[64*xc +: 64];
  wire [63:0] act = exec & spm;   // EXEC & split mask (R1)
  wire [63:0] vcc = vcc_i[64*xc +: 64];
  wire        scc = scc_i[xc];
  // R4: a marked branch on EXEC whose lanes are neither none nor all of its split mask splits
  // when its child stack has room and an SWF context of its context ID is free
  wire dws_go = Dws != 0 && x_v_q && !hold_q && x_cand_q && mode_i[32*xc + 21]
                && act != 64'd0 && act != spm && !q_full_i && q_free_i;
  // PWS (docs/isa.md sections 4, 5): the decision, in the cycle X has the token and the mask
  wire        decide = Pws != 0 && x_v_q && x_pcand_q && !hold_q && tok_gnt_i
                       && (x_merge_q || phase_q == 2'd3);
  wire [63:0] m = m_q & LaneMask;
  wire [63:0] p_self = spm & m, p_other = spm & ~m;
  wire        p_real = q_null_i == 6'd0 && p_self != 64'd0 && p_other != 64'd0 && !q_full_i
                       && q_free_i;
  wire        pws_go = decide && x_split_q && p_real;
  wire [31:0] pc32 = {{(32-CtxWidth){1'b0}}, q_partner_i};
  wire        p_gone = !run_i[pc32];                         // the partner has ended
  wire        m_null = x_merge_q && q_null_i != 6'd0;         // closes a null split
  wire        m_err = x_merge_q && !m_null && (!q_has_partner_i || p_gone
                                               || (q_paired_i && q_partner_pc_i != x_pc_q));
  wire        m_join = x_merge_q && !m_null && !m_err && q_paired_i && q_is_target_i;
  wire        m_park = x_merge_q && !m_null && !m_err && !m_join;
  wire go = dws_go || pws_go;
  // X goes on: DWS's split holds it for its copy; PWS's retires at its decision
  wire fire = x_v_q && !dws_go && (hold_q ? cp_done_i : !x_pcand_q || decide);
  wire load = !x_v_q || fire;                                             // X takes an issue
  assign busy_o = (Dws != 0 && ((x_v_q && x_cand_q) || hold_q))
                  || (Pws != 0 && x_v_q && x_pcand_q);
  assign xq_o = Pws != 0 && x_v_q && x_pcand_q;
  assign q_ctx_o = x_ctx_q;
  assign cp_start_o = go;
  assign split_o = Pws != 0 ? pws_go : fire && hold_q;
  assign split_ctx_o = x_ctx_q;
  assign split_bank_o = hold_q ? bank_q : q_bank_i;   // at go: the copy's destination
  assign split_self_o = Pws != 0 ? p_self : act;
  assign split_other_o = Pws != 0 ? p_other : spm & ~exec;
  // the new SWF's PC: the branch (DWS: it executes it again), the instruction after s_split
  assign split_pc_o = Pws != 0 ? x_pc_q + 32'd4 : x_pc_q;
  // requested when ready to decide: s_merge from X's second cycle, s_split from its fourth
  assign tok_req_o = Pws != 0 && x_v_q && x_pcand_q && (x_merge_q ? phase_q != 2'd0
                                                                 : phase_q == 2'd3);
  assign srf_rd_o = Pws != 0 && x_v_q && x_pcand_q && x_split_q && phase_q == 2'd1
                    && !eng_busy_i;
  assign srf_ctx_o = x_ctx_q;
  assign srf0_idx_o = x_c0_q[6:0];
  assign srf1_idx_o = x_c1_q[6:0];
  // s_split's two mask dwords, each a 32-bit scalar source as the SALU reads it
  wire [63:0] m_lo, m_hi;
  pws_scalar_src u_m_lo (
    .kind_i(x_k0_q), .odd_i(x_c0_q[0]), .dw_i(3'd1), .cv_i(x_cv0_q), .srf_i(srf0_data_i),
    .vcc_i(vcc), .exec_i(exec), .m0_i(m0_i[32*xc +: 32]), .scc_i(scc), .value_o(m_lo)
  );
  pws_scalar_src u_m_hi (
    .kind_i(x_k1_q), .odd_i(x_c1_q[0]), .dw_i(3'd1), .cv_i(x_cv1_q), .srf_i(srf1_data_i),
    .vcc_i(vcc), .exec_i(exec), .m0_i(m0_i[32*xc +: 32]), .scc_i(scc), .value_o(m_hi)
  );
  assign null_inc_o = decide && x_split_q && !p_real;
  assign null_dec_o = decide && m_null;
  assign park_o = decide && m_park;
  assign park_pc_o = x_pc_q;
  assign wake_o = decide && m_park && q_paired_i;   // the child arrives second: the target goes
  assign merge_o = decide && m_join;
  wire [63:0] c_exec = exec_i[64*pc32 +: 64], c_spm = spm_i[64*pc32 +: 64];
  wire [31:0] pc32_bank = pc32 / WfContexts;   // the partner's bank (SpSIMD ID)
  wire unused_pws = ^{x_c0_q[9:7], x_c1_q[9:7], m_lo[63:32], m_hi[63:32], pc32_bank[31:BankWidth]};
  assign merge_exec_o = (exec & ~c_spm) | (c_exec & c_spm);
  always @(posedge clk_i) begin
    if (!rst_ni) begin
      x_v_q <= 1'b0;
      hold_q <= 1'b0;
    end else begin
      if (load) x_v_q <= iss_i;
      hold_q <= dws_go || (hold_q && !cp_done_i);   // (DWS: X holds for the copy)
    end
    held_q <= load ? 32'd0 : held_q + 32'd1;   // cycles X has held its instruction
    if (go) bank_q <= q_bank_i;
    // PWS: X's cycles of s_split / s_merge; s_split's mask dwords (a source's value as the
    // SALU reads it: SGPR, VCC, EXEC, M0 or a constant)
    // (an s_split waits in its second cycle while the copy engine reads port 0)
    phase_q <= load ? 2'd0 : phase_q == 2'd3 ? phase_q
               : phase_q == 2'd1 && x_split_q && eng_busy_i ? phase_q : phase_q + 2'd1;
    if (phase_q == 2'd2)
      m_q <= {m_hi[31:0], m_lo[31:0]};
    if (load) begin
      x_pcand_q <= Pws != 0 && ok && (f_split || f_merge);
      x_c0_q <= f_c0;
      x_c1_q <= f_c1;
      x_k0_q <= f_k0;
      x_k1_q <= f_k1;
      x_cv0_q <= {f_cv0h, f_cv0};
      x_cv1_q <= {f_cv1h, f_cv1};
      x_err_q <= !ok;
      x_end_q <= ok && f_endpgm;
      x_split_q <= ok && f_split;
      x_merge_q <= ok && f_merge;
      x_cond_q <= {f_benz, f_bez, f_bvnz, f_bvz, f_bs1, f_bs0, f_bra};
      x_br_q <= ok && (f_benz || f_bez || f_bvnz || f_bvz || f_bs1 || f_bs0 || f_bra);
      x_cand_q <= ok && (f_benz || f_bez);
      x_ctx_q <= iss_ctx_i;
      x_pc_q <= f_pc;
      x_w0_q <= f_w0;
      x_w1_q <= f_w1;
      x_imm_q <= f_imm;
      x_nw_q <= ok ? f_nw : 2'd1;
    end
  end
  wire taken = x_cond_q[0] || (x_cond_q[1] && !scc) || (x_cond_q[2] && scc)
               || (x_cond_q[3] && vcc == 64'd0) || (x_cond_q[4] && vcc != 64'd0)
               || (x_cond_q[5] && act == 64'd0) || (x_cond_q[6] && act != 64'd0);
  wire [31:0] seq_pc = x_pc_q + {28'd0, x_nw_q, 2'b00};
  wire [31:0] br_pc = seq_pc + {x_imm_q[29:0], 2'b00};   // pc + 4 + 4 * simm16
  // s_endpgm: an ended wavefront's PC stays on it
  wire [31:0] next_pc = x_end_q || park_o ? x_pc_q : x_br_q && taken ? br_pc : seq_pc;
  assign redir_o = fire && (x_br_q || park_o);
  assign redir_ctx_o = x_ctx_q;
  assign redir_pc_o = next_pc;

  // ---- C (t + 3 after X goes on): two cycles after X ---------------------------------------
  reg                y_v_q, y_err_q, y_end_q, y_split_q, y_merge_q, y_dws_q, y_join_q;
  reg [63:0]         y_exec_q;
  // PWS errors (docs/isa.md sections 4, 5): a null split past 63, an s_merge without a partner,
  // with an ended one or one parked at another PC
  wire p_err = decide && ((x_split_q && !p_real && q_null_i == 6'd63) || m_err);
  reg [CtxWidth-1:0] y_ctx_q;
  reg [31:0]         y_pc_q, y_next_q, y_w0_q, y_w1_q, y_lat_q;
  reg [BankWidth-1:0] y_child_q;
  reg [63:0]         y_other_q;
  always @(posedge clk_i) begin
    y_v_q <= rst_ni && fire && !park_o;
    y_err_q <= x_err_q || p_err;
    y_end_q <= x_end_q;
    y_join_q <= merge_o;
    y_exec_q <= merge_exec_o;
    y_split_q <= x_split_q;
    y_merge_q <= x_merge_q;
    y_dws_q <= hold_q || pws_go;
    y_child_q <= merge_o ? pc32_bank[BankWidth-1:0] : pws_go ? q_bank_i : bank_q;
    y_other_q <= merge_o ? c_spm : split_other_o;
    y_ctx_q <= x_ctx_q;
    y_pc_q <= x_pc_q;
    y_next_q <= next_pc;
    y_w0_q <= x_w0_q;
    y_w1_q <= x_w1_q;
    y_lat_q <= 32'd3 + held_q;
    c_valid_o <= rst_ni && y_v_q;
    c_ctx_o <= y_ctx_q;
    c_pc_o <= y_pc_q;
    c_next_pc_o <= y_next_q;
    c_w0_o <= y_w0_q;
    c_w1_o <= y_w1_q;
    c_end_o <= y_end_q || y_err_q;
    c_err_o <= y_err_q;
    c_split_o <= y_split_q;
    c_merge_o <= y_merge_q;
    c_lat_o <= y_lat_q;
    c_dws_o <= y_dws_q;
    c_join_o <= y_join_q;
    c_exec_o <= y_exec_q;
    c_child_o <= y_child_q;
    c_other_o <= y_other_q;
  end
  wire unused_f = ^{f_op, f_dst, f_sdst, f_c0, f_c1, f_c2, f_k0, f_k1, f_k2, f_dk, f_sk, f_neg,
                    f_abs, f_dw0, f_dw1, f_dw2, f_acc, f_rows, f_dst_dw, f_amo, f_omod, f_size,
                    f_vop3, f_clamp, f_glc, f_uv, f_us, f_um, f_ul, f_uc, f_cv0, f_cv0h, f_cv1,
                    f_cv1h, f_cv2, f_cv2h, f_krmw, f_bitset, f_smem, f_setreg, f_getreg,
                    f_setpc, f_waitcnt, f_stops, f_mac, f_cmpx, f_msrc2, f_vccin, f_vmout,
                    f_vd64, f_rl, f_rfl, f_wl, f_flat, f_store, f_sign, f_two, f_st64, x_imm_q[31:30]};
endmodule

`default_nettype wire
