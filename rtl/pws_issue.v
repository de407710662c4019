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
//
// With PWS's SpSIMD units (Units = S + 1, docs/microarchitecture.md "Split hardware on the
// pipeline") unit u's VALU, SALU and control pickers choose among bank u's contexts (u W ..
// u W + W - 1) only, each unit has its own VALU busy counter, SRF write reservations, SMEM room
// and control-busy input; the VMEM and LDS pickers stay shared. The VALU issue of all units goes
// by wavefront, in turns of one context ID each (pws_vrf_res: the units whose context of that ID
// has a VALU instruction pending issue it, in groups, when their units are free and the VRF
// reservation table has room; the next ID's turn follows): SWFs of one wavefront (disjoint split
// masks) share the table's slots, other wavefronts wait for their turn. s_split and s_merge issue with
// vmcnt = lgkmcnt = 0; a context parked at s_merge (parked_i) issues nothing.
//
// Issue vectors (iss_o, iss_ctx_o): [u] unit u's VALU, [Units + u] its SALU, [2 Units] VMEM,
// [2 Units + 1] LDS, [2 Units + 2 + u] unit u's control unit (with one unit: 0 VALU, 1 SALU,
// 2 VMEM, 3 LDS, 4 control).
//
// With one VRF read port (VrfReads = 1, one unit; docs/microarchitecture.md "Narrow
// configurations") a VALU instruction takes R = max(v, Wd + 1) cycles a pass (v its VGPR source
// dwords, Wd its result's: a free write cycle every pass), and its times are P R based; the VALU's reads (t + 1 .. t + P R)
// and the row reader's never meet: a VALU instruction issues only while the reader is idle, a
// memory one only once the VALU's reads are done, and when both could in one cycle the one
// that did not have the port last goes.
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
  parameter integer Dws         = 0,    // DWS split hardware
  parameter integer Pws         = 0,    // PWS split hardware
  parameter integer Units       = 1,    // units: S + 1 under PWS
  parameter integer WfContexts  = 10,   // contexts of a bank
  parameter integer IdWidth     = 4,    // bits of a context ID (at least 1)
  parameter integer VrfReads    = 3     // VRF read ports: 3, or 1 shared by the VALU and rows
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire                              visit_i,      // this SIMD issues in this cycle
  // the contexts
  input  wire [NumContexts-1:0]            run_i,
  input  wire [NumContexts-1:0]            bar_i,        // waits at s_barrier
  input  wire [NumContexts-1:0]            start_i,      // starts: its counters are reset
  input  wire [NumContexts-1:0]            mark_i,       // MODE[21]: its EXEC branches may split
  input  wire [Units-1:0]                  ctrl_busy_i,  // unit u's split is decided or copies
  input  wire [NumContexts-1:0]            parked_i,     // parked at s_merge (PWS)
  input  wire [NumContexts-1:0]            xhold_i,      // its s_split / s_merge is in X (PWS)
  input  wire [NumContexts-1:0]            head_valid_i,
  input  wire [NumContexts*BundleWidth-1:0] head_i,
  // the units' room
  input  wire [Units-1:0]                  smem_room_i,  // unit u's SMEM unit takes an instruction
  input  wire                              vmem_room_i,
  input  wire                              lds_room_i,
  input  wire                              rows_idle_i,  // the row reader has nothing left
  input  wire                              amo_busy_i,   // an atomic of this SIMD is in flight
  output wire                              tok_req_o,    // the GPU's atomic token
  input  wire                              tok_gnt_i,
  // completions (the units): a load's registers are written, or an instruction is done
  input  wire [Units-1:0]                  smem_done_i,  // an SMEM load's last dword is written
  input  wire [Units*CtxWidth-1:0]         smem_done_ctx_i,
  input  wire [Units*7-1:0]                smem_done_base_i,   // its SGPRs
  input  wire [Units*5-1:0]                smem_done_cnt_i,
  input  wire                              vmem_done_i,  // a FLAT instruction is complete
  input  wire [CtxWidth-1:0]               vmem_done_ctx_i,
  input  wire [7:0]                        vmem_done_base_i,   // the VGPRs it loaded
  input  wire [2:0]                        vmem_done_cnt_i,    // (0: none)
  input  wire                              lds_done_i,   // a DS instruction is complete
  input  wire [CtxWidth-1:0]               lds_done_ctx_i,
  input  wire [7:0]                        lds_done_base_i,
  input  wire [2:0]                        lds_done_cnt_i,
  // the issues of this cycle: unit u = 0 VALU, 1 SALU/SMEM, 2 VMEM, 3 LDS, 4 branch/control
  output wire [3*Units+1:0]                iss_o,
  output wire [(3*Units+2)*CtxWidth-1:0]   iss_ctx_o,    // issue i's context in [CtxWidth*i +: CtxWidth]
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
  output wire [Units-1:0]                  salu_smem_o
);
  localparam integer NumIss = 3 * Units + 2;   // pickers
  localparam integer IVmem = 2 * Units, ILds = 2 * Units + 1, ICtrl = 2 * Units + 2;
  // context k's unit (its bank under PWS) and its context ID
  function [31:0] iss_unit;
    input [31:0] k;
    iss_unit = Units > 1 ? k / WfContexts : 32'd0;
  endfunction
  localparam integer HzWidth = 8;   // hazard counters: up to 2P + 3 cycles (P <= 64; one port:
                                    // 6P + 4 and 9P rows' cycles, P <= 16)
  localparam integer ResLen  = (VrfReads == 1 ? 6 : 2) * Passes + 8;   // SRF write reservations, cycles ahead
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
  // one read port: a VALU's R and Wd, and what they make of its times (docs "Narrow
  // configurations"): B - 1, its reads' end P R - 1, the hazards it sets (minus one)
  wire [NumContexts*3-1:0] h_r, h_wd;
  wire [NumContexts*8-1:0] o_busy, o_rd, o_set_v, o_set_m, o_set_c, o_set_k;
  wire [NumContexts-1:0] h_sm, h_xl;   // s_split / s_merge; a cross-lane VALU op
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
           f_sign, f_two, f_st64;
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
        .st64_o(f_st64),
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
      assign d_valu2[32*g +: 32] = VrfReads == 1 ? Passes * {29'd0, h_r[3*g +: 3]} + {30'd0, h_wd[3*g +: 2]} + 1
                                   : 2 * Passes + 2 + {31'd0, f_vd64};
      // one read port: v VGPR source dwords read one a cycle, R cycles a pass
      wire [2:0] n0, n1, n2, nv, wd, r;
      pws_valu_reads u_reads (
        .kind0_i(f_k0), .kind1_i(f_k1), .kind2_i(f_k2), .dw0_i(f_dw0), .dw1_i(f_dw1),
        .dw2_i(f_dw2), .vd64_i(f_vd64), .n0_o(n0), .n1_o(n1), .n2_o(n2), .v_o(nv), .wd_o(wd),
        .r_o(r)
      );
      wire unused_n = ^{n0, n1, n2, nv};
      assign h_r[3*g +: 3] = r;
      assign h_wd[3*g +: 3] = wd;
      wire [7:0] pr = Passes[7:0] * {5'd0, r}, w8 = {5'd0, wd};
      // B = P R + Wd - 1: the next instruction's first write after this one's last
      assign o_busy[8*g +: 8] = pr + w8 - 8'd2;
      assign o_rd[8*g +: 8] = pr - 8'd1;
      // VGPRs: pass q's last write at t + (q + 1) R + Wd + 1, read from t' + 1 + q R' (R' >= 2)
      assign o_set_v[8*g +: 8] = pr - 8'd2 * Passes[7:0] + w8 + 8'd2;   // t + P (R - 2) + Wd + 3
      assign o_set_m[8*g +: 8] = pr + w8;                       // t + P R + Wd + 1
      assign o_set_c[8*g +: 8] = pr + w8 - 8'd2;                // t + P R + Wd - 1
      // masks per pass: pass q's at t + 2 + (q + 1) R, read at t' + 1 + (q + 1) R'
      assign o_set_k[8*g +: 8] = pr - 8'd2 * Passes[7:0] + 8'd1;        // t + P (R - 2) + 2
      // the VALU's mask destination: as pws_valu_pipe's iss_mk (sdst, an e64 dst, else VCC)
      wire [8:0] mk = f_sdst != 10'h3ff ? f_sk : f_vop3 ? f_dk : 9'd4;
      assign h_wscalar[g] = f_vmout || f_cmpx || f_rl || f_rfl;
      assign h_wsgpr[g] = h_valu[g] ? ((f_vmout && mk[0]) || ((f_rl || f_rfl) && f_dk[0]))
                        : h_salu[g] && !f_smem && f_dst_dw != 5'd0 && f_dk[0];
      assign h_smem[g] = f_smem;
      assign h_sm[g] = ok && (f_split || f_merge);
      assign h_xl[g] = f_rl || f_rfl || f_wl;
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
                        f_getreg, f_setpc, f_bra, f_bs0, f_bs1, f_bvz, f_bvnz,
                        f_stops, f_mac, f_store, f_sign, f_two, f_st64, f_acc, f_size,
                        f_flat, mk[8:1], ps0[NumSgprs+15:16], ps1[NumSgprs+15:16],
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
  reg [HzWidth-1:0]   valu_busy_q [0:Units-1];
  reg [Units-1:0]     salu_busy_q;   // unit u's SALU took an instruction last cycle (N = 1)
  reg [HzWidth-1:0]   valu_rd_q;   // one read port: cycles until unit 0's VALU reads are done
  reg [ResLen-1:0]    res_q [0:Units-1];   // bit i: unit u's SRF write port is reserved i + 1 cycles from now
  reg                 tok_cool_q;

  wire [HzWidth-1:0] p_w = Passes[HzWidth-1:0];
  // SRF write cycles, from the issue: SALU t+2, VALU t + P K + 2
  wire [31:0] d_salu = 32'd2;
  wire [31:0] d_valu1 = Passes + 2;   // K = 2: 2P + 2, + 1 with a 64-bit result (below)
  // An SRF write in cycle d (>= 2) from the issue needs d and its neighbours free in the
  // unit's reservations (bit i: i + 1 cycles from now). No Verilog functions of run-time
  // values in this module: Verilator numbers an inlined function's temporaries per instance,
  // which gave every SIMD its own C++ copy (docs/cosim.md "Speed").
  reg [NumContexts-1:0] valu_res_ok;   // context k's VALU write cycle is free
  reg [Units-1:0]       salu_res_ok;   // the SALU's (t + 2) is free
  reg [ResLen-1:0]      rv_r;
  reg [31:0]            rv_d;
  integer rk;
  always @* begin
    for (rk = 0; rk < NumContexts; rk = rk + 1) begin
      rv_r = res_q[iss_unit(rk)];
      rv_d = h_k2[rk] || VrfReads == 1 ? d_valu2[32*rk +: 32] : d_valu1;
      valu_res_ok[rk] = !rv_r[rv_d - 2] && !rv_r[rv_d - 1] && (rv_d >= ResLen || !rv_r[rv_d]);
    end
    for (rk = 0; rk < Units; rk = rk + 1)
      salu_res_ok[rk] = !res_q[rk][d_salu - 2] && !res_q[rk][d_salu - 1]
                        && (d_salu >= ResLen || !res_q[rk][d_salu]);
  end

  // ---- Readiness ---------------------------------------------------------------------------------
  // p_valu: a VALU instruction pending, but for its unit (its VALU busy, its SRF write
  // reservation): what makes a context a member of PWS's VALU turn (pws_vrf_res)
  reg [NumContexts-1:0] p_valu, r_valu, r_salu, r_vmem, r_lds, r_ctrl, atomic_wants;
  integer k;
  always @* begin
    for (k = 0; k < NumContexts; k = k + 1) begin
      p_valu[k] = 1'b0; r_valu[k] = 1'b0; r_salu[k] = 1'b0; r_vmem[k] = 1'b0; r_lds[k] = 1'b0; r_ctrl[k] = 1'b0;
      atomic_wants[k] = 1'b0;
      if (run_i[k] && !bar_i[k] && !parked_i[k] && !xhold_i[k] && head_valid_i[k] && !hz_i_q[k] && !h_pend[k]) begin
        if (h_valu[k])
          p_valu[k] = !(ctrl_busy_i[iss_unit(k)] && h_wsgpr[k])
                      && hz_v_q[k] == HzZero && hz_k_q[k] == HzZero && hz_w_q[k] == HzZero
                      && (!h_rdscalar[k] || hz_s_q[k] == HzZero);
        if (h_valu[k])
          r_valu[k] = p_valu[k] && valu_busy_q[iss_unit(k)] == HzZero
                      && (!h_wsgpr[k] || valu_res_ok[k])
                      && (VrfReads != 1 || rows_idle_i);
        if (h_salu[k])
          r_salu[k] = !ctrl_busy_i[iss_unit(k)] && !salu_busy_q[iss_unit(k)]
                      && hz_s_q[k] == HzZero && hz_c_q[k] == HzZero
                      && (!h_wsgpr[k] || salu_res_ok[iss_unit(k)])
                      && (!h_smem[k] || (smem_room_i[iss_unit(k)] && !(&lgkm_q[k])));
        if (h_vmem[k] || h_lds[k]) begin
          atomic_wants[k] = h_atomic[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                            && hz_c_q[k] == HzZero;
          r_vmem[k] = h_vmem[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                      && hz_c_q[k] == HzZero && vmem_room_i && rows_idle_i && !(&vm_q[k])
                      && (!h_atomic[k] || (tok_gnt_i && !amo_busy_i))
                      && (VrfReads != 1 || valu_rd_q == HzZero);
          r_lds[k] = h_lds[k] && hz_m_q[k] == HzZero && hz_s_q[k] == HzZero
                     && hz_c_q[k] == HzZero && lds_room_i && rows_idle_i && !(&lgkm_q[k])
                     && (!h_atomic[k] || (tok_gnt_i && !amo_busy_i))
                     && (VrfReads != 1 || valu_rd_q == HzZero);
        end
        if (h_ctrl[k])
          r_ctrl[k] = !ctrl_busy_i[iss_unit(k)] && hz_c_q[k] == HzZero && hz_s_q[k] == HzZero
                      && (!h_waitcnt[k] || (vm_q[k] <= {{(VmWidth-4){1'b0}}, h_vm_thr[4*k +: 4]}
                          && lgkm_q[k] <= {{(LgkmWidth-4){1'b0}}, h_lgkm_thr[4*k +: 4]}))
                      && (!(h_endpgm[k] || (Dws != 0 && h_bexec[k] && mark_i[k])
                            || (Pws != 0 && h_sm[k]))
                          || (vm_q[k] == {VmWidth{1'b0}} && lgkm_q[k] == {LgkmWidth{1'b0}}))
                      // PWS: s_split and s_merge change the split mask, so they decide only
                      // after the context's VALU instructions have retired (the rows bound)
                      && (!(Pws != 0 && h_sm[k]) || hz_m_q[k] == HzZero);
      end
    end
  end

  // one read port: when a VALU and a memory instruction could both issue in this cycle, the one
  // whose side did not have the port last goes (port_v_q: the VALU had it)
  reg  port_v_q;
  wire want_v = |r_valu, want_m = |(r_vmem | r_lds);
  wire [NumContexts-1:0] r_valu_p = VrfReads == 1 && want_m && port_v_q ? {NumContexts{1'b0}} : r_valu;
  wire [NumContexts-1:0] r_vmem_p = VrfReads == 1 && want_v && !port_v_q ? {NumContexts{1'b0}} : r_vmem;
  wire [NumContexts-1:0] r_lds_p = VrfReads == 1 && want_v && !port_v_q ? {NumContexts{1'b0}} : r_lds;

  // ---- The pickers: round robin per unit, only in the visit ------------------------------------
  // per context: its VALU, SALU, VMEM, LDS and control grants of this cycle
  wire [NumContexts-1:0] gv, gs, gm, gl, gc;
  wire [NumIss-1:0] any;
  // unit u's bank: the contexts its pickers choose from
  function [NumContexts-1:0] bank;
    input [31:0] un;
    integer b;
    for (b = 0; b < NumContexts; b = b + 1) bank[b] = iss_unit(b) == un;
  endfunction
  wire [NumContexts-1:0] vis = {NumContexts{visit_i}};
  wire [Units*NumContexts-1:0] gs_all, gc_all;   // unit u's pickers' grants
  genvar u;
  generate
    // SALU and control: one picker per unit
    for (u = 0; u < Units; u = u + 1) begin : g_unit_pick
      wire [NumContexts-1:0] gs_u, gc_u;   // (only bank u's bits can be set)
      assign gs_all[NumContexts*u +: NumContexts] = gs_u;
      assign gc_all[NumContexts*u +: NumContexts] = gc_u;
      pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_salu_rr (
        .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vis & r_salu & bank(u)), .gnt_o(gs_u),
        .idx_o(iss_ctx_o[CtxWidth*(Units+u) +: CtxWidth]), .valid_o(any[Units+u])
      );
      pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_ctrl_rr (
        .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vis & r_ctrl & bank(u)), .gnt_o(gc_u),
        .idx_o(iss_ctx_o[CtxWidth*(ICtrl+u) +: CtxWidth]), .valid_o(any[ICtrl+u])
      );
    end
    for (g = 0; g < NumContexts; g = g + 1) begin : g_grants
      localparam integer GU = Units > 1 ? g / WfContexts : 0;
      assign gs[g] = gs_all[NumContexts*GU + g];
      assign gc[g] = gc_all[NumContexts*GU + g];
    end
    wire unused_gall = ^{gs_all, gc_all};   // (only bank u's bits of unit u's)
  endgenerate
  // VMEM and LDS: shared
  pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_vmem_rr (
    .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vis & r_vmem_p), .gnt_o(gm),
    .idx_o(iss_ctx_o[CtxWidth*IVmem +: CtxWidth]), .valid_o(any[IVmem])
  );
  pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_lds_rr (
    .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vis & r_lds_p), .gnt_o(gl),
    .idx_o(iss_ctx_o[CtxWidth*ILds +: CtxWidth]), .valid_o(any[ILds])
  );

  // VALU: one picker (one unit), or by wavefront through the VRF reservation table (PWS)
  generate
    if (Units == 1) begin : g_valu_one
      pws_rr_arbiter #(.N(NumContexts), .IdxWidth(CtxWidth)) u_valu_rr (
        .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vis & r_valu_p), .gnt_o(gv),
        .idx_o(iss_ctx_o[0 +: CtxWidth]), .valid_o(any[0])
      );
    end else begin : g_valu_units
      // by wavefront, through the VRF reservation table (pws_vrf_res)
      wire [Units-1:0]   issue;
      wire [IdWidth-1:0] focus;
      pws_vrf_res #(.NumContexts(NumContexts), .WfContexts(WfContexts), .Units(Units),
                    .IdWidth(IdWidth), .Passes(Passes)) u_vrf_res (
        .clk_i(clk_i), .rst_ni(rst_ni), .visit_i(visit_i), .p_valu_i(p_valu), .r_valu_i(r_valu),
        .k2_i(h_k2),
        .vd64_i(h_vd64), .xl_i(h_xl), .issue_o(issue), .focus_o(focus)
      );
      for (u = 0; u < Units; u = u + 1) begin : g_valu_iss
        wire [31:0] ctx32 = u * WfContexts + {{(32-IdWidth){1'b0}}, focus};
        assign iss_ctx_o[CtxWidth*u +: CtxWidth] = ctx32[CtxWidth-1:0];
        assign any[u] = issue[u];
        wire unused_c = ^ctx32[31:CtxWidth];
      end
      for (g = 0; g < NumContexts; g = g + 1) begin : g_gv
        assign gv[g] = issue[iss_unit(g)] && g % WfContexts == {{(32-IdWidth){1'b0}}, focus};
      end
    end
  endgenerate
  assign iss_o = any;
  assign pop_o = gv | gs | gm | gl | gc;
  wire [31:0] c_vmem = {{(32-CtxWidth){1'b0}}, iss_ctx_o[CtxWidth*IVmem +: CtxWidth]};
  wire [31:0] c_lds  = {{(32-CtxWidth){1'b0}}, iss_ctx_o[CtxWidth*ILds +: CtxWidth]};
  wire [2:0] vmem_rows = any[IVmem] ? h_rows[3*c_vmem +: 3] : 3'd0;
  wire [2:0] lds_rows = any[ILds] ? h_rows[3*c_lds +: 3] : 3'd0;
  assign vmem_a_o = h_a[8*c_vmem +: 8];
  assign vmem_b_o = h_b[8*c_vmem +: 8];
  assign vmem_nb_o = h_nb[3*c_vmem +: 3];
  assign lds_a_o = h_a[8*c_lds +: 8];
  assign lds_b_o = h_b[8*c_lds +: 8];
  assign lds_nb_o = h_nb[3*c_lds +: 3];
  assign lds_c_o = h_c[8*c_lds +: 8];
  assign lds_nc_o = h_nc[3*c_lds +: 3];
  // per unit: its VALU's and SALU's contexts of this cycle
  wire [31:0] c_valu [0:Units-1];
  wire [31:0] c_salu [0:Units-1];
  generate
    for (u = 0; u < Units; u = u + 1) begin : g_uctx
      assign c_valu[u] = {{(32-CtxWidth){1'b0}}, iss_ctx_o[CtxWidth*u +: CtxWidth]};
      assign c_salu[u] = {{(32-CtxWidth){1'b0}}, iss_ctx_o[CtxWidth*(Units+u) +: CtxWidth]};
      assign salu_smem_o[u] = any[Units+u] && h_smem[c_salu[u]];
    end
  endgenerate
  // the token: while an atomic is in flight, or one waits to issue (not in the cycle after one
  // finished, so that a SIMD with many atomics hands the token on: pws_lock_arbiter)
  assign tok_req_o = amo_busy_i || (|atomic_wants && !tok_cool_q);

  // the hazard values a VALU issue of context k sets (docs/microarchitecture.md "Hazards"),
  // minus one: the counter reaches 0 in the first cycle the class may issue; for K = 1 (32-bit
  // VGPR operands) and K = 2
  wire [HzWidth-1:0] set_v_k1 = 8'd2,       set_v_k2 = p_w + 8'd3;
  wire [HzWidth-1:0] set_m_k1 = p_w + 8'd1, set_m_k2 = 8'd2 * p_w + 8'd2;
  wire [HzWidth-1:0] set_c_k1 = p_w - 8'd1, set_c_k2 = 8'd2 * p_w;
  wire [HzWidth-1:0] set_k_k1 = 8'd1,       set_k_k2 = 8'd2 * p_w + 8'd2;
  // the rows: the VMEM instruction's from t + 1, the LDS one's after them
  wire [HzWidth-1:0] vm_rows = {5'd0, vmem_rows}, ld_rows = {5'd0, lds_rows};
  // (one read port: a row is P cycles, a group a cycle)
  wire [HzWidth-1:0] rc_vm = VrfReads == 1 ? vm_rows * p_w : vm_rows;
  wire [HzWidth-1:0] rc_ld = VrfReads == 1 ? (vm_rows + ld_rows) * p_w : vm_rows + ld_rows;
  wire [HzWidth-1:0] w_vm = rc_vm > 8'd3 ? rc_vm - 8'd3 : 8'd0;
  wire [HzWidth-1:0] w_ld = rc_ld > 8'd3 ? rc_ld - 8'd3 : 8'd0;

  // the hazard counters' next values: one cycle later (down by one, not below 0), at least
  // what this cycle's issue of the context sets
  reg [HzWidth-1:0] hz_v_d [0:NumContexts-1];
  reg [HzWidth-1:0] hz_m_d [0:NumContexts-1];
  reg [HzWidth-1:0] hz_c_d [0:NumContexts-1];
  reg [HzWidth-1:0] hz_k_d [0:NumContexts-1];
  reg [HzWidth-1:0] hz_s_d [0:NumContexts-1];
  reg [HzWidth-1:0] hz_w_d [0:NumContexts-1];
  reg [HzWidth-1:0] dn_v, dn_m, dn_c, dn_k, dn_s, dn_w;   // one cycle later
  reg [HzWidth-1:0] st_v, st_m, st_c, st_k, st_s, st_w;   // set by this cycle's issue (0: none)
  integer hk;
  always @*
    for (hk = 0; hk < NumContexts; hk = hk + 1) begin
      dn_v = hz_v_q[hk] == HzZero ? HzZero : hz_v_q[hk] - 8'd1;
      dn_m = hz_m_q[hk] == HzZero ? HzZero : hz_m_q[hk] - 8'd1;
      dn_c = hz_c_q[hk] == HzZero ? HzZero : hz_c_q[hk] - 8'd1;
      dn_k = hz_k_q[hk] == HzZero ? HzZero : hz_k_q[hk] - 8'd1;
      dn_s = hz_s_q[hk] == HzZero ? HzZero : hz_s_q[hk] - 8'd1;
      dn_w = hz_w_q[hk] == HzZero ? HzZero : hz_w_q[hk] - 8'd1;
      st_v = !gv[hk] ? HzZero : VrfReads == 1 ? o_set_v[8*hk +: 8]
           : h_k2[hk] ? set_v_k2 : set_v_k1;
      st_m = !gv[hk] ? HzZero : VrfReads == 1 ? o_set_m[8*hk +: 8]
           : h_k2[hk] ? set_m_k2 : set_m_k1;
      st_c = !gv[hk] ? HzZero : VrfReads == 1 ? o_set_c[8*hk +: 8]
           : h_k2[hk] ? set_c_k2 : set_c_k1;
      st_k = !(gv[hk] && h_wscalar[hk]) ? HzZero : VrfReads == 1 ? o_set_k[8*hk +: 8]
           : h_k2[hk] ? set_k_k2 : set_k_k1;
      st_s = gv[hk] && h_wscalar[hk] ? (VrfReads == 1 ? o_set_m[8*hk +: 8]
                                        : h_k2[hk] ? set_m_k2 : set_m_k1)
           : gs[hk] ? 8'd1 : HzZero;
      st_w = gm[hk] ? w_vm : gl[hk] ? w_ld : HzZero;
      hz_v_d[hk] = dn_v > st_v ? dn_v : st_v;
      hz_m_d[hk] = dn_m > st_m ? dn_m : st_m;
      hz_c_d[hk] = dn_c > st_c ? dn_c : st_c;
      hz_k_d[hk] = dn_k > st_k ? dn_k : st_k;
      hz_s_d[hk] = dn_s > st_s ? dn_s : st_s;
      hz_w_d[hk] = dn_w > st_w ? dn_w : st_w;
    end
  // register masks: cnt ones at base
  localparam [NumSgprs+15:0] SOne = {{(NumSgprs+15){1'b0}}, 1'b1};
  localparam [NumVgprs+15:0] VOne = {{(NumVgprs+15){1'b0}}, 1'b1};

  // completions: per context, whether its unit's SMEM unit, the VMEM or the LDS unit is done
  reg [NumContexts-1:0] sm_done, vm_done, ld_done;
  reg [NumSgprs+15:0]   sm_clr [0:NumContexts-1];
  reg [NumSgprs+15:0]   sm_set [0:NumContexts-1];   // the SGPRs an SMEM load of k would write
  reg [NumVgprs+15:0]   v_set  [0:NumContexts-1];   // the VGPRs a load of k would write
  integer uu;
  always @* begin
    for (k = 0; k < NumContexts; k = k + 1) begin
      uu = iss_unit(k);
      sm_done[k] = smem_done_i[uu]
                   && {{(32-CtxWidth){1'b0}}, smem_done_ctx_i[CtxWidth*uu +: CtxWidth]} == k;
      sm_clr[k] = ((SOne << smem_done_cnt_i[5*uu +: 5]) - SOne)
                  << {1'b0, smem_done_base_i[7*uu +: 7]};
      sm_set[k] = ((SOne << h_dst_cnt[5*k +: 5]) - SOne) << h_dst_idx[8*k +: 8];
      v_set[k] = ((VOne << h_dst_cnt[5*k +: 5]) - VOne) << h_dst_idx[8*k +: 8];
      vm_done[k] = vmem_done_i && {{(32-CtxWidth){1'b0}}, vmem_done_ctx_i} == k;
      ld_done[k] = lds_done_i && {{(32-CtxWidth){1'b0}}, lds_done_ctx_i} == k;
    end
  end
  wire [NumVgprs+15:0] vm_clr_w = ((VOne << vmem_done_cnt_i) - VOne) << vmem_done_base_i;
  wire [NumVgprs+15:0] ld_clr_w = ((VOne << lds_done_cnt_i) - VOne) << lds_done_base_i;

  // SRF reservations of this cycle's issues, per unit
  reg [ResLen-1:0] res_new [0:Units-1];
  always @* begin
    for (uu = 0; uu < Units; uu = uu + 1) begin
      res_new[uu] = {ResLen{1'b0}};
      if (any[uu] && h_wsgpr[c_valu[uu]])
        res_new[uu][(h_k2[c_valu[uu]] || VrfReads == 1 ? d_valu2[32*c_valu[uu] +: 32] : d_valu1) - 1] = 1'b1;
      if (any[Units+uu] && h_wsgpr[c_salu[uu]]) res_new[uu][d_salu - 1] = 1'b1;
    end
  end

  always @(posedge clk_i) begin
    for (uu = 0; uu < Units; uu = uu + 1) begin
      if (!rst_ni) begin
        valu_busy_q[uu] <= HzZero;
        res_q[uu] <= {ResLen{1'b0}};
      end else begin
        // B - 1: B = max(P, 2); max(2P, P + 2) with 64-bit operands, so that the VALU's
        // retires stay in order; 2P + 1 with a 64-bit result, whose last high dword is written
        // at t + 2P + 3, where the next instruction's first write would be (docs/
        // microarchitecture.md "The VALU")
        valu_busy_q[uu] <= any[uu] && VrfReads == 1 ? o_busy[8*c_valu[uu] +: 8]
                         : any[uu] ? (h_vd64[c_valu[uu]] ? 8'd2 * p_w
                                      : h_k2[c_valu[uu]] ? (p_w > 8'd2 ? 8'd2 * p_w : p_w + 8'd2) - 8'd1
                                      : (p_w > 8'd2 ? p_w : 8'd2) - 8'd1)
                                   : valu_busy_q[uu] == HzZero ? HzZero : valu_busy_q[uu] - 8'd1;
        res_q[uu] <= (res_q[uu] | res_new[uu]) >> 1;
      end
    end
    // the SALU takes an instruction at most every other cycle: its X stage reads the
    // instruction register (pws_salu_pipe); a rule only with N = 1, whose SIMD is visited in
    // every cycle (otherwise visits are N >= 2 cycles apart)
    for (uu = 0; uu < Units; uu = uu + 1)
      salu_busy_q[uu] <= rst_ni && any[Units+uu];
    if (!rst_ni) begin
      tok_cool_q <= 1'b0;
      hz_i_q <= {NumContexts{1'b0}};
      valu_rd_q <= HzZero;
      port_v_q <= 1'b0;
    end else begin
      tok_cool_q <= amo_busy_i;   // the cycle an atomic finished: request nothing
      hz_i_q <= pop_o;
      valu_rd_q <= any[0] ? o_rd[8*c_valu[0] +: 8]
                 : valu_rd_q == HzZero ? HzZero : valu_rd_q - 8'd1;
      if (any[0]) port_v_q <= 1'b1;
      else if (any[IVmem] || any[ILds]) port_v_q <= 1'b0;
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
        hz_v_q[k] <= hz_v_d[k];
        hz_m_q[k] <= hz_m_d[k];
        hz_c_q[k] <= hz_c_d[k];
        hz_k_q[k] <= hz_k_d[k];
        hz_s_q[k] <= hz_s_d[k];
        hz_w_q[k] <= hz_w_d[k];
        vm_q[k] <= vm_q[k] + {{(VmWidth-1){1'b0}}, gm[k]} - {{(VmWidth-1){1'b0}}, vm_done[k]};
        lgkm_q[k] <= lgkm_q[k]
                     + {{(LgkmWidth-1){1'b0}}, gs[k] && h_smem[k]}
                     + {{(LgkmWidth-1){1'b0}}, gl[k]}
                     - {{(LgkmWidth-1){1'b0}}, sm_done[k]}
                     - {{(LgkmWidth-1){1'b0}}, ld_done[k]};
        // a load's registers are pending from its issue; the scoreboard keeps a second load
        // from naming them, so a set and a clear of one cycle never meet
        pend_s_q[k] <= (pend_s_q[k]
                        | (gs[k] && h_smem[k] ? sm_set[k][NumSgprs-1:0] : {NumSgprs{1'b0}}))
                       & ~(sm_done[k] ? sm_clr[k][NumSgprs-1:0] : {NumSgprs{1'b0}});
        pend_v_q[k] <= (pend_v_q[k]
                        | ((gm[k] || gl[k]) && h_ld_v[k] ? v_set[k][NumVgprs-1:0] : {NumVgprs{1'b0}}))
                       & ~(vm_done[k] ? vm_clr_w[NumVgprs-1:0] : {NumVgprs{1'b0}})
                       & ~(ld_done[k] ? ld_clr_w[NumVgprs-1:0] : {NumVgprs{1'b0}});
      end
    end
  end
  wire unused_iss = ^{h_vcc_in, h_barrier, h_xl, h_wd, o_rd, o_busy, valu_rd_q, port_v_q, r_valu_p, vm_clr_w[NumVgprs+15:NumVgprs],
                      ld_clr_w[NumVgprs+15:NumVgprs], gc};
endmodule

`default_nettype wire
