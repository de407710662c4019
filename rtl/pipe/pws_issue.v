// pws_issue.v -- the issue stage of one SIMD of the pipelined CU: which wavefront may issue
// what, and the five round-robin pickers (hand-written). Spec: docs/microarchitecture.md
// "Issue", "Hazards", "Scoreboard and wait counters".
//
// In its visit (visit_i) the SIMD issues up to one instruction to each functional unit: VALU,
// SALU/SMEM, VMEM, LDS, branch/control (iss_*[u], u in that order), each from a different
// context (a context's head instruction belongs to one unit). A context is ready for its head's
// unit when it runs, does not wait at s_barrier, its hazard counters allow the class, none of
// the registers the instruction names is pending (the scoreboard), and the unit can take it.
// Every picked instruction issues: nothing is sent back.
//
// Per context it keeps the hazard counters (cycles until a class may issue after what the
// context issued last; set at an issue, counting down), the scoreboard (a pending bit per SGPR
// and VGPR that a load in flight will write), and vmcnt and lgkmcnt. Per SIMD: the VALU's busy
// counter, the reservations of the SRF's write port, and the atomic token's request.
//
// With DWS split hardware (Dws = 1) a branch on EXEC that MODE[21] marks may split
// (pws_ctrl_unit): it issues only when nothing of its context is in flight (vmcnt and lgkmcnt
// zero, besides the hazards every control instruction waits for), so that the new SWF's
// registers and counters start complete. While the control unit decides or copies (ctrl_busy_i)
// no control instruction issues, nor a SALU one (the copy reads the SALU's SRF port) or a VALU
// one that writes an SGPR (the copy writes through the SRF's write port).
`default_nettype none

module pws_issue #(
  parameter integer NumContexts = 10,   // contexts of the SIMD
  parameter integer CtxWidth    = 4,    // bits of a context index
  parameter integer NumSgprs    = 102,  // SGPRs per context
  parameter integer NumVgprs    = 64,   // VGPRs per context
  parameter integer Passes      = 4,    // passes of a VALU instruction (P)
  parameter integer OpWidth     = 9,    // bits of an op id
  parameter integer BundleWidth = 512,  // bits of a decoded instruction
  parameter integer VmWidth     = 6,    // bits of vmcnt
  parameter integer LgkmWidth   = 6,    // bits of lgkmcnt
  parameter integer Dws         = 0     // DWS split hardware
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire                              visit_i,      // this SIMD issues in this cycle
  // the contexts
  input  wire [NumContexts-1:0]            run_i,
  input  wire [NumContexts-1:0]            bar_i,        // waits at s_barrier
  input  wire [NumContexts-1:0]            start_i,      // starts: its counters are reset
  input  wire [NumContexts-1:0]            mark_i,       // MODE[21]: its EXEC branches may split
  input  wire                              ctrl_busy_i,  // a split is decided or copies
  input  wire [NumContexts-1:0]            head_valid_i,
  input  wire [NumContexts*BundleWidth-1:0] head_i,
  // the units' room
  input  wire                              smem_room_i,  // the SMEM unit takes an instruction
  input  wire                              vmem_room_i,
  input  wire                              lds_room_i,
  input  wire                              rows_idle_i,  // the row reader has nothing left
  input  wire                              amo_busy_i,   // an atomic of this SIMD is in flight
  output wire                              tok_req_o,    // the GPU's atomic token
  input  wire                              tok_gnt_i,
  // completions (the units): a load's registers are written, or an instruction is done
  input  wire                              smem_done_i,  // an SMEM load's last dword is written
  input  wire [CtxWidth-1:0]               smem_done_ctx_i,
  input  wire [6:0]                        smem_done_base_i,   // its SGPRs
  input  wire [4:0]                        smem_done_cnt_i,
  input  wire                              vmem_done_i,  // a FLAT instruction is complete
  input  wire [CtxWidth-1:0]               vmem_done_ctx_i,
  input  wire [7:0]                        vmem_done_base_i,   // the VGPRs it loaded
  input  wire [2:0]                        vmem_done_cnt_i,    // (0: none)
  input  wire                              lds_done_i,   // a DS instruction is complete
  input  wire [CtxWidth-1:0]               lds_done_ctx_i,
  input  wire [7:0]                        lds_done_base_i,
  input  wire [2:0]                        lds_done_cnt_i,
  // the issues of this cycle: unit u = 0 VALU, 1 SALU/SMEM, 2 VMEM, 3 LDS, 4 branch/control
  output wire [4:0]                        iss_o,
  output wire [5*CtxWidth-1:0]             iss_ctx_o,    // unit u's context in [CtxWidth*u +: CtxWidth]
  output wire [NumContexts-1:0]            pop_o,        // the contexts that issued
  // for the row reader: the VGPR operands of this cycle's VMEM and LDS instructions (each
  // operand's first VGPR, and rows), and whether the SALU's is an SMEM load
  output wire [7:0]                        vmem_a_o,     // address pair
  output wire [7:0]                        vmem_b_o,     // data
  output wire [2:0]                        vmem_nb_o,
  output wire [7:0]                        lds_a_o,      // address
  output wire [7:0]                        lds_b_o,      // data0
  output wire [2:0]                        lds_nb_o,
  output wire [7:0]                        lds_c_o,      // data1
  output wire [2:0]                        lds_nc_o,
  output wire                              salu_smem_o
);
  localparam integer HzWidth = 8;   // hazard counters: up to 2P + 3 cycles (P <= 64)
  localparam integer ResLen  = 2 * Passes + 8;   // SRF write reservations, cycles ahead
  localparam [HzWidth-1:0] HzZero = {HzWidth{1'b0}};

  // ---- The head of every context, and what its instruction needs ------------------------------
  wire [NumContexts-1:0] h_valu, h_salu, h_vmem, h_lds, h_ctrl;
  wire [NumContexts-1:0] h_rdscalar;   // reads scalar state as a whole (not only EXEC/VCC per pass)
  wire [NumContexts-1:0] h_vcc_in;     // a VALU reading VCC per pass
  wire [NumContexts-1:0] h_k2;         // a VALU with 64-bit VGPR operands (two cycles a pass)
  wire [NumContexts-1:0] h_vd64;       // ... and a 64-bit VGPR result (one more write cycle)
  wire [NumContexts-1:0] h_wscalar;    // a VALU writing VCC, EXEC or an SGPR
  wire [NumContexts-1:0] h_wsgpr;      // writes an SGPR at its execute stage (SRF reservation)
  wire [NumContexts*32-1:0] d_valu2;   // a K = 2 VALU's SGPR write cycle: 2P + 2 (+ 1: 64-bit result)
  wire [NumContexts-1:0] h_smem, h_atomic, h_waitcnt, h_endpgm, h_barrier, h_ld_v, h_bexec;
  wire [NumContexts*4-1:0] h_vm_thr, h_lgkm_thr;
  wire [NumContexts*3-1:0] h_rows, h_nb, h_nc;
  wire [NumContexts*8-1:0] h_a, h_b, h_c;
  wire [NumContexts-1:0] h_pend;       // names a pending register
  // the registers a load will write (its scoreboard bits): SGPRs (SMEM) or VGPRs
  wire [NumContexts*8-1:0] h_dst_idx;
  wire [NumContexts*5-1:0] h_dst_cnt;

  reg  [NumSgprs-1:0] pend_s_q [0:NumContexts-1];
  reg  [NumVgprs-1:0] pend_v_q [0:NumContexts-1];

  genvar g;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_head
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
           f_sign, f_two;
      pws_inst_unpack #(.OpWidth(OpWidth), .BundleWidth(BundleWidth)) u_unpack (
        .bundle_i(head_i[BundleWidth*g +: BundleWidth]), .pc_o(f_pc), .w0_o(f_w0), .w1_o(f_w1),
        .dvalid_o(f_dvalid), .op_o(f_op), .vop3_o(f_vop3), .nwords_o(f_nw), .dst_o(f_dst),
        .sdst_o(f_sdst), .code0_o(f_c0), .code1_o(f_c1), .code2_o(f_c2), .imm_o(f_imm),
        .neg_o(f_neg), .abs_o(f_abs), .clamp_o(f_clamp), .omod_o(f_omod), .glc_o(f_glc),
        .u_valu_o(f_uv), .u_salu_o(f_us), .u_vmem_o(f_um), .u_lds_o(f_ul), .u_ctrl_o(f_uc),
        .runs_o(f_runs), .kind0_o(f_k0), .kind1_o(f_k1), .kind2_o(f_k2), .dkind_o(f_dk),
        .skind_o(f_sk), .cv0_o(f_cv0), .cv0h_o(f_cv0h), .cv1_o(f_cv1), .cv1h_o(f_cv1h),
        .cv2_o(f_cv2), .cv2h_o(f_cv2h), .k_rmw_o(f_krmw), .bitset_o(f_bitset), .smem_o(f_smem),
        .setreg_o(f_setreg), .getreg_o(f_getreg), .setpc_o(f_setpc), .waitcnt_o(f_waitcnt),
        .barrier_o(f_barrier), .endpgm_o(f_endpgm), .split_o(f_split), .merge_o(f_merge),
        .br_always_o(f_bra), .br_scc0_o(f_bs0), .br_scc1_o(f_bs1), .br_vccz_o(f_bvz),
        .br_vccnz_o(f_bvnz), .br_execz_o(f_bez), .br_execnz_o(f_benz), .stops_o(f_stops),
        .mac_o(f_mac), .cmpx_o(f_cmpx), .mask_src2_o(f_msrc2), .vcc_in_o(f_vccin),
        .vmask_out_o(f_vmout), .vd64_o(f_vd64), .readlane_o(f_rl), .readfirstlane_o(f_rfl),
        .writelane_o(f_wl), .flat_o(f_flat), .store_o(f_store), .sign_o(f_sign), .two_o(f_two),
        .dw0_o(f_dw0), .dw1_o(f_dw1), .dw2_o(f_dw2), .dst_dw_o(f_dst_dw), .amo_o(f_amo),
        .acc_dw_o(f_acc), .rows_o(f_rows), .size_o(f_size)
      );
      // what it is: an instruction this configuration does not run (or a word that does not
      // decode) goes to the control unit, which retires it with the error bit
      wire ok = f_dvalid && f_runs;
      assign h_valu[g] = ok && f_uv;
      assign h_salu[g] = ok && f_us;
      assign h_vmem[g] = ok && f_um;
      assign h_lds[g] = ok && f_ul;
      assign h_ctrl[g] = !ok || f_uc;
      // a source slot in use that is a scalar register (SGPR, VCC, EXEC, M0, SCC)
      wire s0 = f_dw0 != 3'd0 && (f_k0[0] || f_k0[7:2] != 6'd0);
      wire s1 = f_dw1 != 3'd0 && (f_k1[0] || f_k1[7:2] != 6'd0);
      wire s2 = f_dw2 != 3'd0 && (f_k2[0] || f_k2[7:2] != 6'd0);
      assign h_rdscalar[g] = !h_valu[g] || s0 || s1 || s2;
      assign h_vcc_in[g] = f_vccin && !(f_msrc2 && f_vop3);
      // 64-bit VGPR operands or result: K = 2
      assign h_k2[g] = f_vd64 || (f_k0[1] && f_dw0 == 3'd2) || (f_k1[1] && f_dw1 == 3'd2)
                       || (f_k2[1] && f_dw2 == 3'd2);
      assign h_vd64[g] = f_vd64;
      assign d_valu2[32*g +: 32] = 2 * Passes + 2 + {31'd0, f_vd64};
      // the VALU's mask destination: VCC in the e32 form, else sdst (a carry-out) or dst
      wire [8:0] mk = !f_vop3 ? 9'd4 : f_sdst != 10'h3ff ? f_sk : f_dk;
      assign h_wscalar[g] = f_vmout || f_cmpx || f_rl || f_rfl;
      assign h_wsgpr[g] = h_valu[g] ? ((f_vmout && mk[0]) || ((f_rl || f_rfl) && f_dk[0]))
                        : h_salu[g] && !f_smem && f_dst_dw != 5'd0 && f_dk[0];
      assign h_smem[g] = f_smem;
      assign h_atomic[g] = (h_vmem[g] || h_lds[g]) && f_amo != 4'd0;
      assign h_waitcnt[g] = f_waitcnt;
      assign h_endpgm[g] = f_endpgm;
      assign h_barrier[g] = f_barrier;
      assign h_bexec[g] = f_bez || f_benz;
      assign h_vm_thr[4*g +: 4] = f_imm[3:0];     // simm16: vmcnt [3:0], lgkmcnt [11:8]
      assign h_lgkm_thr[4*g +: 4] = f_imm[11:8];
      assign h_rows[3*g +: 3] = f_rows;
      assign h_a[8*g +: 8] = f_c0[7:0];
      assign h_b[8*g +: 8] = f_c1[7:0];
      assign h_c[8*g +: 8] = f_c2[7:0];
      assign h_nb[3*g +: 3] = f_dw1;
      assign h_nc[3*g +: 3] = f_dw2;
      // a load into VGPRs (FLAT load, returning atomic, DS load, ds_add_rtn_u32)
      assign h_ld_v[g] = (h_vmem[g] || h_lds[g]) && f_dk[1] && f_dst_dw != 5'd0;
      assign h_dst_idx[8*g +: 8] = f_dst[7:0];   // an SGPR code (< 128) or v[code - 256]
      assign h_dst_cnt[5*g +: 5] = f_dst_dw;

      // the scoreboard: does any operand (at its width) name a pending register?
      wire [NumSgprs+15:0] ps = {16'd0, pend_s_q[g]};
      wire [NumVgprs+15:0] pv = {16'd0, pend_v_q[g]};
      wire [NumSgprs+15:0] ps0 = ps >> f_c0[6:0], ps1 = ps >> f_c1[6:0], ps2 = ps >> f_c2[6:0];
      wire [NumSgprs+15:0] psd = ps >> f_dst[6:0], pss = ps >> f_sdst[6:0];
      wire [NumVgprs+15:0] pv0 = pv >> f_c0[7:0], pv1 = pv >> f_c1[7:0], pv2 = pv >> f_c2[7:0];
      wire [NumVgprs+15:0] pvd = pv >> f_dst[7:0];
      wire [15:0] m0 = (16'd1 << f_dw0) - 16'd1, m1 = (16'd1 << f_dw1) - 16'd1;
      wire [15:0] m2 = (16'd1 << f_dw2) - 16'd1;
      wire [16:0] md = (17'd1 << f_dst_dw) - 17'd1;
      wire hit_s = (f_k0[0] && (ps0[15:0] & m0) != 16'd0) || (f_k1[0] && (ps1[15:0] & m1) != 16'd0)
                || (f_k2[0] && (ps2[15:0] & m2) != 16'd0)
                || (f_dk[0] && (psd[15:0] & md[15:0]) != 16'd0) || (f_sk[0] && pss[1:0] != 2'd0);
      wire hit_v = (f_k0[1] && (pv0[15:0] & m0) != 16'd0) || (f_k1[1] && (pv1[15:0] & m1) != 16'd0)
                || (f_k2[1] && (pv2[15:0] & m2) != 16'd0)
                || (f_dk[1] && (pvd[15:0] & md[15:0]) != 16'd0);
      assign h_pend[g] = hit_s || hit_v;
      wire unused_f = ^{f_pc, f_w0, f_w1, f_op, f_nw, f_dst[9:8], f_sdst[9:7], f_c0[9:8],
                        f_c1[9:8], f_c2[9:8], f_imm[31:12], f_imm[7:4], f_neg, f_abs, f_clamp,
                        f_omod, f_glc, f_k0[8], f_k1[8], f_k2[8], f_dk[8:2], f_sk[8:1], f_cv0,
                        f_cv0h, f_cv1, f_cv1h, f_cv2, f_cv2h, f_krmw, f_bitset, f_setreg,
                        f_getreg, f_setpc, f_split, f_merge, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz,
                        f_stops, f_mac, f_store, f_sign, f_two, f_acc, f_size,
                        f_flat, f_wl, mk[8:1], ps0[NumSgprs+15:16], ps1[NumSgprs+15:16],
                        ps2[NumSgprs+15:16], psd[NumSgprs+15:16], pss[NumSgprs+15:2],
                        pv0[NumVgprs+15:16], pv1[NumVgprs+15:16], pv2[NumVgprs+15:16],
                        pvd[NumVgprs+15:16], md[16]};
    end
  endgenerate

  // ---- Per-context hazard counters and wait counters -------------------------------------------
  reg [HzWidth-1:0]   hz_v_q [0:NumContexts-1];   // VALU after VALU (VGPRs)
  reg [HzWidth-1:0]   hz_k_q [0:NumContexts-1];   // VALU after a VALU's per-pass mask writes
  reg [HzWidth-1:0]   hz_m_q [0:NumContexts-1];   // VMEM/LDS after VALU (rows)
  reg [HzWidth-1:0]   hz_s_q [0:NumContexts-1];   // readers of scalar state
  reg [HzWidth-1:0]   hz_w_q [0:NumContexts-1];   // VALU after VMEM/LDS (their rows read)
  reg [HzWidth-1:0]   hz_c_q [0:NumContexts-1];   // non-VALU after VALU (retire order)
  reg [NumContexts-1:0] hz_i_q;                     // issued last cycle (N = 1)
  reg [VmWidth-1:0]   vm_q   [0:NumContexts-1];
  reg [LgkmWidth-1:0] lgkm_q [0:NumContexts-1];
  reg [HzWidth-1:0]   valu_busy_q;
  reg [ResLen-1:0]    res_q;    // bit i: the SRF write port is reserved i + 1 cycles from now
  reg                 tok_cool_q;

  wire [HzWidth-1:0] p_w = Passes[HzWidth-1:0];
  // SRF write cycles, from the issue: SALU t+2, VALU t + P K + 2
  wire [31:0] d_salu = 32'd2;
  wire [31:0] d_valu1 = Passes + 2;   // K = 2: 2P + 2, + 1 with a 64-bit result (below)
  function res_free;   // cycle d (>= 2) and its neighbours are free in r
    input [ResLen-1:0] r;
    input [31:0]       d;
    res_free = !r[d - 2] && !r[d - 1] && (d >= ResLen || !r[d]);
  endfunction

  // ---- Readiness ---------------------------------------------------------------------------------
  reg [NumContexts-1:0] r_valu, r_salu, r_vmem, r_lds, r_ctrl, atomic_wants;
  integer k;
  always @* begin
    for (k = 0; k < NumContexts; k = k + 1) begin
      r_valu[k] = 1'b0; r_salu[k] = 1'b0; r_vmem[k] = 1'b0; r_lds[k] = 1'b0; r_ctrl[k] = 1'b0;
      atomic_wants[k] = 1'b0;
      if (run_i[k] && !bar_i[k] && head_valid_i[k] && !hz_i_q[k] && !h_pend[k]) begin
        if (h_valu[k])
          r_valu[k] = !(ctrl_busy_i && h_wsgpr[k])
                      && hz_v_q[k] == HzZero && hz_k_q[k] == HzZero && hz_w_q[k] == HzZero
                      && (!h_rdscalar[k] || hz_s_q[k] == HzZero) && valu_busy_q == HzZero
                      && (!h_wsgpr[k] || res_free(res_q, h_k2[k] ? d_valu2[32*k +: 32] : d_valu1));
        if (h_salu[k])
          r_salu[k] = !ctrl_busy_i && hz_s_q[k] == HzZero && hz_c_q[k] == HzZero
                      && (!h_wsgpr[k] || res_free(res_q, d_salu))
                      && (!h_smem[k] || (smem_room_i && !(&lgkm_q[k])));
        if (h_vmem[k] || h_lds[k]) begin
          atomic_wants[k] = h_atomic[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                            && hz_c_q[k] == HzZero;
          r_vmem[k] = h_vmem[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                      && hz_c_q[k] == HzZero && vmem_room_i && rows_idle_i && !(&vm_q[k])
                      && (!h_atomic[k] || (tok_gnt_i && !amo_busy_i));
          r_lds[k] = h_lds[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                     && hz_c_q[k] == HzZero && lds_room_i && rows_idle_i && !(&lgkm_q[k])
                     && (!h_atomic[k] || (tok_gnt_i && !amo_busy_i));
        end
        if (h_ctrl[k])
          r_ctrl[k] = !ctrl_busy_i && hz_c_q[k] == HzZero && hz_s_q[k] == HzZero
                      && (!h_waitcnt[k] || (vm_q[k] <= {{(VmWidth-4){1'b0}}, h_vm_thr[4*k +: 4]}
                          && lgkm_q[k] <= {{(LgkmWidth-4){1'b0}}, h_lgkm_thr[4*k +: 4]}))
                      && (!(h_endpgm[k] || (Dws != 0 && h_bexec[k] && mark_i[k]))
                          || (vm_q[k] == {VmWidth{1'b0}} && lgkm_q[k] == {LgkmWidth{1'b0}}));
      end
    end
  end

  // ---- The pickers: round robin per unit, only in the visit ------------------------------------
  wire [5*NumContexts-1:0] gnt;
  wire [4:0] any;
  wire [NumContexts-1:0] req [0:4];
  assign req[0] = visit_i ? r_valu : {NumContexts{1'b0}};
  assign req[1] = visit_i ? r_salu : {NumContexts{1'b0}};
  assign req[2] = visit_i ? r_vmem : {NumContexts{1'b0}};
  assign req[3] = visit_i ? r_lds : {NumContexts{1'b0}};
  assign req[4] = visit_i ? r_ctrl : {NumContexts{1'b0}};
  generate
    for (g = 0; g < 5; g = g + 1) begin : g_pick
      pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_rr (
        .clk_i(clk_i), .rst_ni(rst_ni), .req_i(req[g]), .gnt_o(gnt[NumContexts*g +: NumContexts]),
        .idx_o(iss_ctx_o[CtxWidth*g +: CtxWidth]), .valid_o(any[g])
      );
    end
  endgenerate
  assign iss_o = any;
  assign pop_o = gnt[0 +: NumContexts] | gnt[NumContexts +: NumContexts]
                 | gnt[2*NumContexts +: NumContexts] | gnt[3*NumContexts +: NumContexts]
                 | gnt[4*NumContexts +: NumContexts];
  wire [31:0] c_valu = {{(32-CtxWidth){1'b0}}, iss_ctx_o[0 +: CtxWidth]};
  wire [31:0] c_salu = {{(32-CtxWidth){1'b0}}, iss_ctx_o[CtxWidth +: CtxWidth]};
  wire [31:0] c_vmem = {{(32-CtxWidth){1'b0}}, iss_ctx_o[2*CtxWidth +: CtxWidth]};
  wire [31:0] c_lds  = {{(32-CtxWidth){1'b0}}, iss_ctx_o[3*CtxWidth +: CtxWidth]};
  wire [2:0] vmem_rows = any[2] ? h_rows[3*c_vmem +: 3] : 3'd0;
  wire [2:0] lds_rows = any[3] ? h_rows[3*c_lds +: 3] : 3'd0;
  assign vmem_a_o = h_a[8*c_vmem +: 8];
  assign vmem_b_o = h_b[8*c_vmem +: 8];
  assign vmem_nb_o = h_nb[3*c_vmem +: 3];
  assign lds_a_o = h_a[8*c_lds +: 8];
  assign lds_b_o = h_b[8*c_lds +: 8];
  assign lds_nb_o = h_nb[3*c_lds +: 3];
  assign lds_c_o = h_c[8*c_lds +: 8];
  assign lds_nc_o = h_nc[3*c_lds +: 3];
  assign salu_smem_o = any[1] && h_smem[c_salu];
  // the token: while an atomic is in flight, or one waits to issue (not in the cycle after one
  // finished, so that a SIMD with many atomics hands the token on: pws_lock_arbiter)
  assign tok_req_o = amo_busy_i || (|atomic_wants && !tok_cool_q);

  // the hazard values an issue sets (docs/microarchitecture.md "Hazards"), minus one: the
  // counter reaches 0 in the first cycle the class may issue
  wire v_k2 = any[0] && h_k2[c_valu];
  wire v_vd64 = any[0] && h_vd64[c_valu];
  wire [HzWidth-1:0] set_v  = v_k2 ? p_w + 8'd3 : 8'd2;
  wire [HzWidth-1:0] set_m  = v_k2 ? 8'd2 * p_w + 8'd2 : p_w + 8'd1;
  wire [HzWidth-1:0] set_c  = v_k2 ? 8'd2 * p_w : p_w - 8'd1;
  wire [HzWidth-1:0] set_k  = v_k2 ? 8'd2 * p_w + 8'd2 : 8'd1;
  // the rows: the VMEM instruction's from t + 1, the LDS one's after them
  wire [HzWidth-1:0] vm_rows = {5'd0, vmem_rows}, ld_rows = {5'd0, lds_rows};
  wire [HzWidth-1:0] w_vm = vm_rows > 8'd3 ? vm_rows - 8'd3 : 8'd0;
  wire [HzWidth-1:0] w_ld = vm_rows + ld_rows > 8'd3 ? vm_rows + ld_rows - 8'd3 : 8'd0;

  function [HzWidth-1:0] down;   // one cycle later
    input [HzWidth-1:0] v;
    down = v == HzZero ? HzZero : v - 8'd1;
  endfunction
  function [HzWidth-1:0] at_least;   // the larger of the running count and a new one
    input [HzWidth-1:0] v;
    input [HzWidth-1:0] n;
    at_least = v > n ? v : n;
  endfunction

  // completions, one per unit and cycle
  wire [NumSgprs+15:0] smem_clr = ({{(NumSgprs+15){1'b0}}, 1'b1} << smem_done_cnt_i)
                                  - {{(NumSgprs+15){1'b0}}, 1'b1};
  wire [NumSgprs+15:0] smem_clr_w = smem_clr << smem_done_base_i;
  wire [NumVgprs+15:0] vm_clr_w = (({{(NumVgprs+15){1'b0}}, 1'b1} << vmem_done_cnt_i)
                                   - {{(NumVgprs+15){1'b0}}, 1'b1}) << vmem_done_base_i;
  wire [NumVgprs+15:0] ld_clr_w = (({{(NumVgprs+15){1'b0}}, 1'b1} << lds_done_cnt_i)
                                   - {{(NumVgprs+15){1'b0}}, 1'b1}) << lds_done_base_i;
  // scoreboard bits a load of this cycle sets
  wire [31:0] c_s = c_salu;
  wire [NumSgprs+15:0] smem_set_w = (({{(NumSgprs+15){1'b0}}, 1'b1} << h_dst_cnt[5*c_s +: 5])
                                     - {{(NumSgprs+15){1'b0}}, 1'b1}) << h_dst_idx[8*c_s +: 8];
  wire [NumVgprs+15:0] vm_set_w = (({{(NumVgprs+15){1'b0}}, 1'b1} << h_dst_cnt[5*c_vmem +: 5])
                                   - {{(NumVgprs+15){1'b0}}, 1'b1}) << h_dst_idx[8*c_vmem +: 8];
  wire [NumVgprs+15:0] ld_set_w = (({{(NumVgprs+15){1'b0}}, 1'b1} << h_dst_cnt[5*c_lds +: 5])
                                   - {{(NumVgprs+15){1'b0}}, 1'b1}) << h_dst_idx[8*c_lds +: 8];

  // SRF reservations of this cycle's issues
  reg [ResLen-1:0] res_new;
  always @* begin
    res_new = {ResLen{1'b0}};
    if (any[0] && h_wsgpr[c_valu]) res_new[(v_k2 ? d_valu2[32*c_valu +: 32] : d_valu1) - 1] = 1'b1;
    if (any[1] && h_wsgpr[c_salu]) res_new[d_salu - 1] = 1'b1;
  end

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      valu_busy_q <= HzZero;
      res_q <= {ResLen{1'b0}};
      tok_cool_q <= 1'b0;
      hz_i_q <= {NumContexts{1'b0}};
    end else begin
      // B - 1: B = max(P, 2); max(2P, P + 2) with 64-bit operands, so that the VALU's
      // retires stay in order; 2P + 1 with a 64-bit result, whose last high dword is written
      // at t + 2P + 3, where the next instruction's first write would be (docs/
      // microarchitecture.md "The VALU")
      valu_busy_q <= any[0] ? (v_vd64 ? 8'd2 * p_w
                               : v_k2 ? (p_w > 8'd2 ? 8'd2 * p_w : p_w + 8'd2) - 8'd1
                               : (p_w > 8'd2 ? p_w : 8'd2) - 8'd1)
                            : down(valu_busy_q);
      res_q <= (res_q | res_new) >> 1;
      tok_cool_q <= amo_busy_i;   // the cycle an atomic finished: request nothing
      hz_i_q <= pop_o;
    end
    for (k = 0; k < NumContexts; k = k + 1) begin
      if (!rst_ni || start_i[k]) begin
        hz_v_q[k] <= HzZero; hz_k_q[k] <= HzZero; hz_m_q[k] <= HzZero; hz_s_q[k] <= HzZero;
        hz_w_q[k] <= HzZero; hz_c_q[k] <= HzZero;
        vm_q[k] <= {VmWidth{1'b0}};
        lgkm_q[k] <= {LgkmWidth{1'b0}};
        pend_s_q[k] <= {NumSgprs{1'b0}};
        pend_v_q[k] <= {NumVgprs{1'b0}};
      end else begin
        hz_v_q[k] <= gnt[k] ? at_least(down(hz_v_q[k]), set_v) : down(hz_v_q[k]);
        hz_m_q[k] <= gnt[k] ? at_least(down(hz_m_q[k]), set_m) : down(hz_m_q[k]);
        hz_c_q[k] <= gnt[k] ? at_least(down(hz_c_q[k]), set_c) : down(hz_c_q[k]);
        hz_k_q[k] <= gnt[k] && h_wscalar[k] ? at_least(down(hz_k_q[k]), set_k)
                                            : down(hz_k_q[k]);
        hz_s_q[k] <= gnt[k] && h_wscalar[k] ? at_least(down(hz_s_q[k]), set_m)
                   : gnt[NumContexts + k] ? at_least(down(hz_s_q[k]), 8'd1) : down(hz_s_q[k]);
        hz_w_q[k] <= gnt[2*NumContexts + k] ? at_least(down(hz_w_q[k]), w_vm)
                   : gnt[3*NumContexts + k] ? at_least(down(hz_w_q[k]), w_ld) : down(hz_w_q[k]);
        vm_q[k] <= vm_q[k] + {{(VmWidth-1){1'b0}}, gnt[2*NumContexts + k]}
                   - {{(VmWidth-1){1'b0}}, vmem_done_i && {{(32-CtxWidth){1'b0}}, vmem_done_ctx_i} == k};
        lgkm_q[k] <= lgkm_q[k]
                     + {{(LgkmWidth-1){1'b0}}, gnt[NumContexts + k] && h_smem[k]}
                     + {{(LgkmWidth-1){1'b0}}, gnt[3*NumContexts + k]}
                     - {{(LgkmWidth-1){1'b0}}, smem_done_i && {{(32-CtxWidth){1'b0}}, smem_done_ctx_i} == k}
                     - {{(LgkmWidth-1){1'b0}}, lds_done_i && {{(32-CtxWidth){1'b0}}, lds_done_ctx_i} == k};
        // a load's registers are pending from its issue; the scoreboard keeps a second load
        // from naming them, so a set and a clear of one cycle never meet
        pend_s_q[k] <= (pend_s_q[k]
                        | (gnt[NumContexts + k] && h_smem[k] ? smem_set_w[NumSgprs-1:0] : {NumSgprs{1'b0}}))
                       & ~(smem_done_i && {{(32-CtxWidth){1'b0}}, smem_done_ctx_i} == k
                           ? smem_clr_w[NumSgprs-1:0] : {NumSgprs{1'b0}});
        pend_v_q[k] <= (pend_v_q[k]
                        | (gnt[2*NumContexts + k] && h_ld_v[k] ? vm_set_w[NumVgprs-1:0] : {NumVgprs{1'b0}})
                        | (gnt[3*NumContexts + k] && h_ld_v[k] ? ld_set_w[NumVgprs-1:0] : {NumVgprs{1'b0}}))
                       & ~(vmem_done_i && {{(32-CtxWidth){1'b0}}, vmem_done_ctx_i} == k
                           ? vm_clr_w[NumVgprs-1:0] : {NumVgprs{1'b0}})
                       & ~(lds_done_i && {{(32-CtxWidth){1'b0}}, lds_done_ctx_i} == k
                           ? ld_clr_w[NumVgprs-1:0] : {NumVgprs{1'b0}});
      end
    end
  end
  wire unused_iss = ^{h_vcc_in, h_barrier, c_valu, c_salu, c_vmem, c_lds, smem_clr_w, vm_clr_w,
                      ld_clr_w, smem_set_w, vm_set_w, ld_set_w, gnt[4*NumContexts +: NumContexts]};
endmodule

`default_nettype wire
