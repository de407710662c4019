/* rtl_gen/emit_simd.c -- pws_simd.v: one SIMD of the baseline CU, first cut.
 *
 * One instruction in flight per SIMD, a multi-cycle FSM (docs/microarchitecture-fsm.md "The SIMD
 * FSM"): pick a running context round-robin, take its instruction from its instruction buffer
 * (pws_ibuf, filled by a prefetcher while the FSM executes: "Instruction buffers") or else
 * fetch two dwords from the CU's instruction RAM, decode (pws_decoder), read up to six scalar
 * operand dwords from the SRF one per cycle, then execute: SALU (pws_salu) / SOPP / s_setreg
 * in one cycle, SMEM one request per dword and retire (the data comes back later through
 * pws_smem_queue; a scoreboard of pending SGPRs and a per-context lgkmcnt send back, unissued,
 * what needs it: "Scalar loads in flight"), VALU and FLAT pass by pass (SimdWidth
 * lanes): up to seven VRF rows read one per cycle, the pws_valu lanes or one memory request per
 * active lane and dword, the VRF row written back.
 * Scalar results are written back one dword per cycle, then the commit port shows the
 * instruction. The per-context registers (PC, EXEC, VCC, SCC, M0, MODE, run) live here in this
 * cut; they move to pws_wf_ctx when the pipeline needs them elsewhere. The per-op tables
 * (operand widths, destination dwords, mask sources, FLAT shapes) are generated from
 * isa_ops.def for the ops the RTL runs, so a new op needs no hand-written width anywhere. The
 * Verilog is mostly fixed text: every configuration value is a module parameter. */
#include "emit_cu.h"
#include "emitters.h"

#include "isa_util.h"
#include "pws_err.h"

#include <string.h>

/* Ops the FSM runs: the SALU's, the SOPP ones, the SMEM loads and every vector ALU op (the
 * lane-local ones through pws_valu, readlane/readfirstlane/writelane and v_nop here). */
int emit_simd_runs(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    if (i->cls == ISA_CLS_SMEM || i->cls == ISA_CLS_VALU || i->cls == ISA_CLS_VALU_FP
        || i->cls == ISA_CLS_FLAT || i->cls == ISA_CLS_DS)
        return 1;   /* every FLAT (atomics too) and DS row of the table */
    if (i->cls == ISA_CLS_SPLIT)
        return 1;   /* s_split / s_merge: null under --split none, retired as no-ops */
    if (i->cls == ISA_CLS_SBRANCH)
        return 1;   /* the seven s_branch / s_cbranch_* rows; the FSM names each */
    if (op == ISA_s_nop || op == ISA_s_endpgm || op == ISA_s_waitcnt || op == ISA_s_setreg_b32
        || op == ISA_s_setreg_imm32_b32 || op == ISA_s_barrier || op == ISA_s_getreg_b32)
        return 1;
    return emit_salu_has(op);
}

/* The ops this configuration's SIMD has arms for: those it runs, within the op subset (--ops;
 * the decoder never produces the others, and an arm for them would only keep dead logic). */
static int runs(const pws_cfg *c, isa_op op)
{
    return emit_simd_runs(op) && pws_cfg_has_op(c, op);
}

/* One generated case statement: reg name = 1 for the ops where pred holds. */
static void emit_op_set(emit_ctx *e, const pws_cfg *c, const char *name, int (*pred)(isa_op))
{
    int any = 0;
    emit_line(e, "case (op)");
    emit_push(e);
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        if (!runs(c, (isa_op)op) || !pred((isa_op)op))
            continue;
        char buf[64];
        emit_isa_op_name((isa_op)op, buf, sizeof buf);
        emit_line(e, "%s: %s = 1'b1;", buf, name);
        any = 1;
    }
    if (!any)
        emit_line(e, "OP_INVALID: %s = 1'b0;", name);
    emit_line(e, "default: %s = 1'b0;", name);
    emit_pop(e);
    emit_line(e, "endcase");
}

static int p_s0_wide(isa_op op) { return isa_info(op)->src_dwords[0] == 2; }
static int p_s1_wide(isa_op op) { return isa_info(op)->src_dwords[1] == 2; }
static int p_s2_wide(isa_op op) { return isa_info(op)->src_dwords[2] == 2; }
static int p_mask_src2(isa_op op) { return isa_has_mask_src2(op) != 0; }
static int p_cmpx(isa_op op) { return (isa_info(op)->flags & ISA_F_CMPX) != 0; }
static int p_mac(isa_op op) { return op == ISA_v_mac_f32; }
static int p_vd64(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return isa_class_is_vector(i->cls) && i->fmt != ISA_FMT_VOPC && i->dst_dwords == 2
           && !(i->flags & ISA_F_SDST);
}

/* Vector-memory shape per op (FLAT and DS): accesses per active lane (acc_dw), dwords loaded
 * into vdst (ld_dw_t; an atomic returns only when it has a vdst, i.e. FLAT with glc), data
 * dwords read from src1 (st_dw, FLAT), plain store, atomic code, access size, sign extension,
 * and read2/write2 (two addresses). */
static void emit_vmem_shape(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "st_dw = 3'd0; ld_dw_t = 3'd0; acc_dw = 3'd0; vm_store = 1'b0; vm_amo = AMO_NONE;");
    emit_line(e, "flat_size = 2'd2; flat_sign = 1'b0; ds_two = 1'b0;");
    emit_line(e, "case (op)");
    emit_push(e);
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        const isa_op_info *i = isa_info((isa_op)op);
        if ((i->cls != ISA_CLS_FLAT && i->cls != ISA_CLS_DS) || !runs(c, (isa_op)op))
            continue;
        char buf[64];
        emit_isa_op_name((isa_op)op, buf, sizeof buf);
        unsigned size = 2, amo = emit_cu_amo((isa_op)op);
        int sign = op == ISA_flat_load_sbyte || op == ISA_flat_load_sshort;
        int store = (i->flags & ISA_F_STORE) != 0;
        if (op == ISA_flat_load_sbyte || op == ISA_flat_load_ubyte || op == ISA_flat_store_byte)
            size = 0;
        if (op == ISA_flat_load_sshort || op == ISA_flat_load_ushort || op == ISA_flat_store_short)
            size = 1;
        /* accesses per lane: a store writes its data dwords, a load reads its vdst dwords, an
         * atomic is one read-modify-write (cmpswap's two data dwords are data and compare) */
        unsigned acc = amo ? 1 : store ? i->src_dwords[1] + i->src_dwords[2] : i->dst_dwords;
        unsigned st = i->cls == ISA_CLS_FLAT ? i->src_dwords[1] : 0;
        emit_line(e, "%s: begin st_dw = 3'd%u; ld_dw_t = 3'd%u; acc_dw = 3'd%u; vm_store = 1'b%d; "
                  "vm_amo = 4'd%u; flat_size = 2'd%u; flat_sign = 1'b%d; ds_two = 1'b%d; end", buf,
                  st, i->dst_dwords, acc, store, amo, size, sign,
                  op == ISA_ds_read2_b32 || op == ISA_ds_write2_b32);
    }
    emit_line(e, "default: ;");
    emit_pop(e);
    emit_line(e, "endcase");
}

static void emit_dst_dw(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "case (op)");
    emit_push(e);
    for (unsigned op = 0; op < ISA_NUM_OPS; op++) {
        unsigned n = isa_info((isa_op)op)->dst_dwords;
        if (!runs(c, (isa_op)op) || n == 0)
            continue;
        char buf[64];
        emit_isa_op_name((isa_op)op, buf, sizeof buf);
        emit_line(e, "%s: dst_dw = 5'd%u;", buf, n);
    }
    emit_line(e, "default: dst_dw = 5'd0;");
    emit_pop(e);
    emit_line(e, "endcase");
}

static const char *const body_decl =
    "localparam [4:0] StIdle = 5'd0, StFetch0 = 5'd1, StFetch1 = 5'd2, StRead = 5'd3,\n"
    "                 StExec = 5'd4, StMemReq = 5'd5, StWrite = 5'd7,\n"
    "                 StCommit = 5'd8, StVRead = 5'd9, StVExec = 5'd10, StVExec2 = 5'd11,\n"
    "                 StVDone = 5'd12, StFReq = 5'd13, StFWrite = 5'd15,\n"
    "                 StFetchR1 = 5'd16, StSplit = 5'd17;\n"
    "\n"
    "// Per-context architectural state (not reset: the init port writes it before START).\n"
    "reg [31:0] pc_q   [0:NumContexts-1];\n"
    "reg [63:0] exec_q [0:NumContexts-1];   // bits >= WavefrontSize stay 0 (LaneMask)\n"
    "reg [63:0] vcc_q  [0:NumContexts-1];\n"
    "reg [31:0] m0_q   [0:NumContexts-1];\n"
    "reg [31:0] mode_q [0:NumContexts-1];\n"
    "reg [31:0] wave_q [0:NumContexts-1];   // wave id the SPI gave the wavefront (commit port)\n"
    "reg [NumContexts-1:0] scc_q;\n"
    "reg [NumContexts-1:0] run_q;          // 1: started and not ended\n"
    "reg [NumContexts-1:0] bar_q;          // 1: retired s_barrier, waits for the release\n"
    "reg [NumContexts-1:0] member_q;       // 1: belongs to a workgroup that is not done (INIT_WG)\n"
    "reg [WgIdWidth-1:0] wg_q [0:NumContexts-1];   // its workgroup slot in the CU (barriers)\n"
    "reg [31:0] lds_q [0:NumContexts-1];   // byte base of its workgroup's LDS region\n"
    "// Scalar loads in flight (docs/microarchitecture-fsm.md \"Scalar loads in flight\"): the scoreboard.\n"
    "reg [NumSgprs-1:0] pend_q [0:NumContexts-1];   // SGPRs that a load in flight will write\n"
    "reg [LgkmWidth-1:0] lgkm_q [0:NumContexts-1];   // its s_load instructions in flight (lgkmcnt)\n"
    "reg [LgkmWidth-1:0] thr_q [0:NumContexts-1];    // picked only while lgkm_q <= thr_q\n"
    "// Vector loads in flight (--vmem-queue; \"Vector loads in flight\"): the same for VGPRs.\n"
    "reg [NumVgprs-1:0] vpend_q [0:NumContexts-1];  // VGPRs that a FLAT load in flight will write\n"
    "reg [VmWidth-1:0]  vm_q [0:NumContexts-1];     // its flat_load instructions in flight (vmcnt)\n"
    "reg [VmWidth-1:0]  vthr_q [0:NumContexts-1];   // picked only while vm_q <= vthr_q\n"
    "wire      replay;                     // the instruction goes back unissued (the scoreboard)\n"

    "\n"
    "// The instruction in flight.\n"
    "reg [4:0]          state_q;\n"
    "reg [31:0]         lat_q;             // cycles since the fetch grant (commit: issue-to-retire)\n"
    "reg [CtxWidth-1:0] cur_q;             // context in flight, or the last one (round-robin)\n"
    "reg [31:0]         inst0_q, inst1_q;\n"
    "reg [2:0]          rd_q;              // operand slot issued this cycle (0..5; 6 = done)\n"
    "reg [31:0]         opnd_q [0:5];      // src0 lo/hi, src1 lo/hi, src2 lo/hi (scalar values)\n"
    "reg [31:0]         wb_q [0:15];       // dwords to write back (and to commit)\n"
    "reg [4:0]          wb_cnt_q, wb_i_q;\n"
    "reg [OpndWidth-1:0] wb_base_q;\n"
    "reg [3:0]          mem_i_q;\n"
    "reg [31:0]         next_pc_q;\n"
    "reg                end_q, err_q, scc_we_q;\n"
    "@@SPLIT_DECL@@\n"
    "\n"
    "// Round-robin pick: the first running context after cur_q (itself last). While cur_q is in\n"
    "// flight, pick is the context that issues next if nothing changes (the prefetcher's target).\n"
    "reg                pick_found;\n"
    "reg [CtxWidth-1:0] pick;\n"
    "integer            i, j;\n"
    "always @* begin\n"
    "  pick_found = 1'b0;\n"
    "  pick = cur_q;\n"
    "  for (i = NumContexts; i >= 1; i = i - 1) begin   // the nearest one is assigned last\n"
    "    j = {{(32-CtxWidth){1'b0}}, cur_q} + i;    // < 2N: wrapped by one subtraction, not a\n"
    "    if (j >= NumContexts) j = j - NumContexts;   // % (a 32-bit divider per i in yosys)\n"
    "    if (run_q[j] && !bar_q[j] && !park[j] && lgkm_q[j] <= thr_q[j] && vm_q[j] <= vthr_q[j]) begin\n"
    "      // not waiting at s_barrier, s_merge or for its loads (s_waitcnt, the scoreboards)\n"
    "      pick_found = 1'b1;\n"
    "      pick = j[CtxWidth-1:0];\n"
    "    end\n"
    "  end\n"
    "end\n"
    "\n"
    "wire [31:0] pick_pc = pc_q[pick];\n"
    "wire [31:0] cur_pc = pc_q[cur_q];\n"
    "// The instruction buffer's answer for the picked context (pws_ibuf, below).\n"
    "wire        ib_hit;\n"
    "wire [31:0] ib_w0, ib_w1;\n"
    "\n"
    "// Decode (combinational, from the fetched words; stable from StRead to StCommit).\n"
    "wire                 dec_valid, dec_vop3, clamp, glc, slc, gds, smem_imm;\n"
    "wire [OpWidth-1:0]   op;\n"
    "wire [FmtWidth-1:0]  fmt;\n"
    "wire [ClsWidth-1:0]  cls;\n"
    "wire [1:0]           nwords, omod;\n"
    "wire [OpndWidth-1:0] dst, sdst, src0, src1, src2;\n"
    "wire [31:0]          literal, imm;\n"
    "wire [2:0]           neg, abs_m;\n"
    "pws_decoder #(.OpWidth(OpWidth), .FmtWidth(FmtWidth), .ClsWidth(ClsWidth), .OpndWidth(OpndWidth)) u_decoder (\n"
    "  .inst0_i(inst0_q), .inst1_i(inst1_q), .valid_o(dec_valid), .op_o(op), .fmt_o(fmt), .cls_o(cls),\n"
    "  .vop3_o(dec_vop3), .nwords_o(nwords), .dst_o(dst), .sdst_o(sdst), .src0_o(src0), .src1_o(src1),\n"
    "  .src2_o(src2), .literal_o(literal), .imm_o(imm), .neg_o(neg), .abs_o(abs_m), .clamp_o(clamp),\n"
    "  .omod_o(omod), .glc_o(glc), .slc_o(slc), .gds_o(gds), .smem_imm_o(smem_imm)\n"
    ");\n"
    "// Fields the scalar subset does not use yet (VOP3 modifiers, cache bits).\n"
    "wire unused_dec = ^{glc, slc, gds, fmt, pick_pc, j};\n";

static const char *const body_read =
    "// Operand slots: 0/1 = src0 lo/hi, 2/3 = src1 lo/hi. s_addk/s_mulk read their destination;\n"
    "// SMEM reads the sbase pair as src0 and its soffset SGPR (if any) as src1.\n"
    "wire is_smem = cls == CLS_SMEM;\n"
    "wire k_rmw = op == OP_S_ADDK_I32 || op == OP_S_MULK_I32;\n"
    "wire is_bitset = op == OP_S_BITSET0_B32 || op == OP_S_BITSET1_B32;   // read their sdst as src1\n"
    "wire [OpndWidth-1:0] code0 = k_rmw ? dst : src0;\n"
    "wire [OpndWidth-1:0] code1 = is_smem ? (smem_imm ? OPND_NONE : imm[OpndWidth-1:0])\n"
    "                           : is_bitset ? dst : src1;\n"
    "wire [OpndWidth-1:0] code2 = is_smem ? OPND_NONE : src2;\n"
    "reg [OpndWidth-1:0] iss_code, cap_code;\n"
    "reg                 iss_hi, cap_hi, cap_used;\n"
    "always @* begin\n"
    "  iss_code = OPND_NONE; iss_hi = 1'b0;\n"
    "  case (rd_q)\n"
    "    3'd0: iss_code = code0;\n"
    "    3'd1: begin iss_code = s0_wide ? code0 : OPND_NONE; iss_hi = 1'b1; end\n"
    "    3'd2: iss_code = code1;\n"
    "    3'd3: begin iss_code = s1_wide ? code1 : OPND_NONE; iss_hi = 1'b1; end\n"
    "    3'd4: iss_code = code2;\n"
    "    3'd5: begin iss_code = s2_wide ? code2 : OPND_NONE; iss_hi = 1'b1; end\n"
    "    default: ;\n"
    "  endcase\n"
    "  cap_code = OPND_NONE; cap_hi = 1'b0; cap_used = 1'b0;\n"
    "  case (rd_q)   // the slot issued last cycle, whose SRF data is here now\n"
    "    3'd1: begin cap_code = code0; cap_used = 1'b1; end\n"
    "    3'd2: begin cap_code = code0; cap_hi = 1'b1; cap_used = s0_wide; end\n"
    "    3'd3: begin cap_code = code1; cap_used = 1'b1; end\n"
    "    3'd4: begin cap_code = code1; cap_hi = 1'b1; cap_used = s1_wide; end\n"
    "    3'd5: begin cap_code = code2; cap_used = 1'b1; end\n"
    "    3'd6: begin cap_code = code2; cap_hi = 1'b1; cap_used = s2_wide; end\n"
    "    default: ;\n"
    "  endcase\n"
    "end\n"
    "\n"
    "// Scalar loads in flight (pws_load_queue): each granted SMEM request takes an entry for its\n"
    "// dword (tag: context, SGPR, the load's last dword). The memory answers this unit in request\n"
    "// order, and the kinds of requests in flight are ordered: a scalar load's requests are older\n"
    "// than every vector load's in flight (an SMEM request waits while the vector queue awaits an\n"
    "// answer: vq_awaiting), and both older than the FSM's own FLAT requests (which wait for\n"
    "// their answers before the instruction ends). So a response is the oldest awaiting kind's.\n"
    "wire smem_dst_ok = dst < SgprsOp && {1'b0, dst} + {6'd0, dst_dw} <= {1'b0, SgprsOp};\n"
    "wire q_full, q_awaiting, q_out_valid;\n"
    "wire [CtxWidth+7:0] q_out_tag;\n"
    "wire [CtxWidth-1:0] q_out_ctx = q_out_tag[CtxWidth+7:8];\n"
    "wire [6:0]  q_out_sgpr = q_out_tag[7:1];\n"
    "wire        q_out_last = q_out_tag[0];\n"
    "wire [31:0] q_out_data;\n"
    "wire q_pop;\n"
    "wire smem_req = state_q == StMemReq && !q_full && !vq_awaiting;   // one dword per request, an entry free\n"
    "wire [6:0] q_alloc_sgpr = dst[6:0] + {3'd0, mem_i_q};\n"
    "wire q_alloc_last = {1'b0, mem_i_q} + 5'd1 == wb_cnt_q;\n"
    "pws_load_queue #(.Depth(SmemQueue), .DepthWidth(SmemQueueWidth), .TagWidth(CtxWidth + 8)) u_smem_queue (\n"
    "  .clk_i(clk_i), .rst_ni(rst_ni),\n"
    "  .alloc_i(smem_req && mem_gnt_i), .alloc_tag_i({cur_q, q_alloc_sgpr, q_alloc_last}),\n"
    "  .full_o(q_full), .awaiting_o(q_awaiting), .resp_i(mem_rvalid_i), .resp_data_i(mem_rdata_i),\n"
    "  .out_valid_o(q_out_valid), .out_tag_o(q_out_tag), .out_data_o(q_out_data), .out_ready_i(q_pop)\n"
    ");\n"
    "wire vq_resp = mem_rvalid_i && !q_awaiting;                  // to the vector loads in flight\n"
    "wire mem_rvalid_fsm = mem_rvalid_i && !q_awaiting && !vq_awaiting;   // to the FSM's own request\n"
    "\n"
    "// SRF ports. The init port has priority on the write port (the write-back waits a cycle).\n"
    "wire [31:0] ctx_base = cur_ctx_ext * SgprsSz;\n"
    "wire [31:0] init_base = init_ctx_ext * SgprsSz;\n"
    "wire [31:0] srf_raddr_w = split_rd ? split_rd_addr : ctx_base + {25'd0, iss_code[6:0]} + {31'd0, iss_hi};\n"
    "wire [SrfAddrWidth-1:0] srf_raddr = srf_raddr_w[SrfAddrWidth-1:0];\n"
    "wire [31:0] srf_rdata;\n"
    "wire init_sgpr = init_we_i && init_sel_i == INIT_SGPR;\n"
    "wire [OpndWidth-1:0] wb_code = wb_base_q + {{(OpndWidth-5){1'b0}}, wb_i_q};\n"
    "wire wb_sgpr = state_q == StWrite && wb_i_q != wb_cnt_q && wb_code < SgprsOp;\n"
    "// the other write that goes first: the SRF copy of a split into this unit (SpSIMD units)\n"
    "wire ext_sgpr = init_sgpr || cp_sgpr;\n"
    "// last: a loaded dword from pws_smem_queue, in a cycle no other write wants (its wait is\n"
    "// bounded: the FSM writes at most 2 dwords per instruction, docs/timing-model.md)\n"
    "assign q_pop = q_out_valid && !ext_sgpr && !wb_sgpr;\n"
    "wire srf_we = ext_sgpr || wb_sgpr || q_pop;\n"
    "wire [31:0] q_ctx_ext = {{(32-CtxWidth){1'b0}}, q_out_ctx};\n"
    "wire [31:0] q_base = q_ctx_ext * SgprsSz;\n"
    "wire [31:0] srf_waddr_w = init_sgpr ? init_base + {25'd0, init_addr_i[6:0]}\n"
    "                        : cp_sgpr ? {{(32-SrfAddrWidth){1'b0}}, cp_waddr}\n"
    "                        : wb_sgpr ? ctx_base + {25'd0, wb_code[6:0]}\n"
    "                                  : q_base + {25'd0, q_out_sgpr};\n"
    "wire [SrfAddrWidth-1:0] srf_waddr = srf_waddr_w[SrfAddrWidth-1:0];\n"
    "wire [31:0] srf_wdata = init_sgpr ? init_data_i : cp_sgpr ? cp_wdata\n"
    "                      : wb_sgpr ? wb_q[wb_i_q[3:0]] : q_out_data;\n"
    "pws_srf #(.NumContexts(NumContexts), .NumSgprs(NumSgprs), .SrfAddrWidth(SrfAddrWidth)) u_srf (\n"
    "  .clk_i(clk_i), .we_i(srf_we), .waddr_i(srf_waddr), .wdata_i(srf_wdata),\n"
    "  .raddr_i(srf_raddr), .rdata_o(srf_rdata)\n"
    ");\n"
    "\n"
    "// Value of the captured slot: SGPRs from the SRF, the rest from the context registers.\n"
    "wire [63:0] cur_vcc = vcc_q[cur_q];\n"
    "wire [63:0] cur_exec = exec_q[cur_q];\n"
    "wire        cur_scc = scc_q[cur_q];\n"
    "reg  [31:0] cap_val;\n"
    "always @* begin\n"
    "  cap_val = 32'd0;\n"
    "  if (!cap_used) cap_val = 32'd0;\n"
    "  else if (cap_code < SgprsOp) cap_val = srf_rdata;\n"
    "  else if (cap_code == SRC_VCC_LO) cap_val = cap_hi ? cur_vcc[63:32] : cur_vcc[31:0];\n"
    "  else if (cap_code == SRC_VCC_HI) cap_val = cap_hi ? 32'd0 : cur_vcc[63:32];\n"
    "  else if (cap_code == SRC_EXEC_LO) cap_val = cap_hi ? cur_exec[63:32] : cur_exec[31:0];\n"
    "  else if (cap_code == SRC_EXEC_HI) cap_val = cap_hi ? 32'd0 : cur_exec[63:32];\n"
    "  else if (cap_code == SRC_M0) cap_val = cap_hi ? 32'd0 : m0_q[cur_q];\n"
    "  else if (cap_code >= SRC_INT_FIRST && cap_code <= SRC_INT_POS_LAST)\n"
    "    cap_val = cap_hi ? 32'd0 : {{(32-OpndWidth){1'b0}}, cap_code - SRC_INT_FIRST};\n"
    "  else if (cap_code >= SRC_INT_NEG_FIRST && cap_code <= SRC_INT_NEG_LAST)\n"
    "    cap_val = cap_hi ? {32{1'b1}} : 32'd0 - {{(32-OpndWidth){1'b0}}, cap_code - SRC_INT_POS_LAST};\n"
    "  else if (cap_code == SRC_SCC) cap_val = cap_hi ? 32'd0 : {31'd0, cur_scc};\n"
    "  else if (cap_code == SRC_LITERAL) cap_val = cap_hi ? 32'd0 : literal;\n"
    "  else if (!cap_hi) begin   // 32-bit float inline constants (64-bit ones are refused by cosim)\n"
    "    case (cap_code - SRC_FLOAT_FIRST)\n"
    "      10'd0: cap_val = 32'h3f000000;   //  0.5\n"
    "      10'd1: cap_val = 32'hbf000000;   // -0.5\n"
    "      10'd2: cap_val = 32'h3f800000;   //  1.0\n"
    "      10'd3: cap_val = 32'hbf800000;   // -1.0\n"
    "      10'd4: cap_val = 32'h40000000;   //  2.0\n"
    "      10'd5: cap_val = 32'hc0000000;   // -2.0\n"
    "      10'd6: cap_val = 32'h40800000;   //  4.0\n"
    "      10'd7: cap_val = 32'hc0800000;   // -4.0\n"
    "      10'd8: cap_val = 32'h3e22f983;   //  1 / (2 pi)\n"
    "      default: cap_val = 32'd0;\n"
    "    endcase\n"
    "  end\n"
    "end\n"
    "\n"
    "@@SPLIT_SPM@@\n"
    "\n"
    "// Execute.\n"
    "wire [63:0] salu_d;\n"
    "wire        salu_we, salu_scc_we, salu_scc, salu_ok, salu_exec_we;\n"
    "wire [63:0] salu_x;\n"
    "wire [31:0] seq_pc = cur_pc + {28'd0, nwords, 2'b00};\n"
    "pws_salu #(.OpWidth(OpWidth)) u_salu (\n"
    "  .op_i(op), .s0_i({opnd_q[1], opnd_q[0]}), .s1_i({opnd_q[3], opnd_q[2]}), .imm_i(imm),\n"
    "  .scc_i(cur_scc), .exec_i(cur_exec), .npc_i(seq_pc), .d_o(salu_d), .we_o(salu_we), .scc_we_o(salu_scc_we),\n"
    "  .scc_o(salu_scc), .ok_o(salu_ok), .x_o(salu_x), .exec_we_o(salu_exec_we)\n"
    ");\n"

    "wire [31:0] br_off = {imm[29:0], 2'b00};   // 4 * simm16\n"
    "wire [31:0] br_pc = seq_pc + br_off;       // pc + 4 + 4 * simm16 (SOPP is one dword)\n"
    "reg taken;\n"
    "always @* begin\n"
    "  case (op)\n"
    "    OP_S_BRANCH:         taken = 1'b1;\n"
    "    OP_S_CBRANCH_SCC0:   taken = !cur_scc;\n"
    "    OP_S_CBRANCH_SCC1:   taken = cur_scc;\n"
    "    OP_S_CBRANCH_VCCZ:   taken = cur_vcc == 64'd0;\n"
    "    OP_S_CBRANCH_VCCNZ:  taken = cur_vcc != 64'd0;\n"
    "    OP_S_CBRANCH_EXECZ:  taken = (cur_exec & cur_spm) == 64'd0;   // R1: EXEC & SpM\n"
    "    OP_S_CBRANCH_EXECNZ: taken = (cur_exec & cur_spm) != 64'd0;\n"
    "    default:             taken = 1'b0;\n"
    "  endcase\n"
    "end\n"
    "wire is_setreg = op == OP_S_SETREG_B32 || op == OP_S_SETREG_IMM32_B32;\n"
    "wire is_barrier = op == OP_S_BARRIER;\n"
    "wire is_getreg = op == OP_S_GETREG_B32;   // MODE only (cosim refuses the other ids)\n"
    "wire sopp_ok = op == OP_S_NOP || op == OP_S_WAITCNT || op == OP_S_ENDPGM || is_setreg\n"
    "               || is_barrier || is_getreg;\n"
    "// s_setreg: simm16 = {size - 1 [15:11], offset [10:6], hwreg id [5:0]}; only MODE exists here\n"
    "// (the golden model refuses the other ids, so a kernel that writes them never gets this far).\n"
    "wire [63:0] hw_ones = (64'd1 << ({59'd0, imm[15:11]} + 64'd1)) - 64'd1;\n"
    "wire [31:0] hw_mask = hw_ones[31:0] << imm[10:6];\n"
    "wire [31:0] mode_new = (mode_q[cur_q] & ~hw_mask) | ((opnd_q[0] << imm[10:6]) & hw_mask);\n"
    "// Not decodable, or not implemented by this cut (cosim refuses such kernels beforehand).\n"
    "wire exec_err = !dec_valid\n"
    "    || (cls == CLS_SALU ? !salu_ok\n"
    "        : cls == CLS_SBRANCH ? 1'b0\n"
    "        : cls == CLS_SCTRL ? !sopp_ok\n"
    "        : cls == CLS_SPLIT ? split_err   // docs/isa.md R2, R3\n"
    "        : is_smem ? dst_dw == 5'd0 || !smem_dst_ok : 1'b1);   // loads write SGPRs only\n"
    "wire [63:0] smem_base = {opnd_q[1], opnd_q[0]};\n"
    "wire [31:0] smem_off = smem_imm ? imm : opnd_q[2];\n"
    "wire [63:0] flat_addr = {vop_q[1][32 * fk_q +: 32], vop_q[0][32 * fk_q +: 32]}\n"
    "                        + {60'd0, fd_q, 2'b00};\n"
    "wire flat_act = act_pass[fk_q];\n"
    "// Vector memory: FLAT goes to the CU's global-memory port, DS to its LDS, one access per\n"
    "// active lane and dword. An atomic (FLAT or DS) first needs the GPU's atomic token\n"
    "// (amo_req_o / amo_gnt_i), held until its commit: atomics retire in the order they access\n"
    "// memory (docs/cosim.md \"Atomics\").\n"
    "wire is_atomic = vm_amo != AMO_NONE;\n"
    "wire acc_req = state_q == StFReq && !wend_q && flat_act && (!is_atomic || amo_gnt_i)\n"
    "               && (!posted || !vq_full);   // a posted load's access needs a free entry\n"
    "wire acc_gnt = is_ds ? lds_gnt_i : mem_gnt_i;\n"
    "wire acc_rvalid = is_ds ? lds_rvalid_i : mem_rvalid_fsm;\n"
    "wire [31:0] acc_rdata = is_ds ? lds_rdata_i : mem_rdata_i;\n"
    "wire [SimdWidth*32-1:0] st_row = vop_q[3'd2 + {1'b0, fd_q}];\n"
    "wire [SimdWidth*32-1:0] ds_row = (ds_two && fd_q != 2'd0) ? vop_q[4] : st_row;\n"
    "wire [31:0] ds_off = ds_two ? {22'd0, (fd_q != 2'd0 ? imm[15:8] : imm[7:0]), 2'b00}\n"
    "                            : {16'd0, imm[15:0]} + {28'd0, fd_q, 2'b00};\n"
    "assign mem_req_o = smem_req || (acc_req && is_flat);\n"
    "assign mem_addr_o = state_q == StFReq ? flat_addr\n"
    "                  : smem_base + {32'd0, smem_off} + {58'd0, mem_i_q, 2'b00};\n"
    "assign mem_we_o = state_q == StFReq && vm_store;\n"
    "assign mem_size_o = state_q == StFReq ? flat_size : 2'd2;\n"
    "assign mem_wdata_o = st_row[32 * fk_q +: 32];\n"
    "assign mem_amo_o = state_q == StFReq ? vm_amo : AMO_NONE;\n"
    "assign mem_cmp_o = vop_q[3][32 * fk_q +: 32];   // cmpswap: data = {src, cmp}\n"
    "assign lds_req_o = acc_req && is_ds;\n"
    "assign lds_addr_o = lds_q[cur_q] + vop_q[0][32 * fk_q +: 32] + ds_off;\n"
    "assign lds_we_o = vm_store;\n"
    "assign lds_wdata_o = ds_row[32 * fk_q +: 32];\n"
    "assign lds_amo_o = vm_amo;\n"
    "assign amo_req_o = is_atomic && (is_flat || is_ds) && (state_q == StVRead || state_q == StFReq\n"
    "    || state_q == StFWrite || state_q == StVDone || state_q == StWrite\n"
    "    || state_q == StCommit);\n"
    "// a loaded byte or short, zero- or sign-extended (size: log2 bytes)\n"
    "function [31:0] ld_extend;\n"
    "  input [1:0]  size;\n"
    "  input        sign;\n"
    "  input [31:0] d;\n"
    "  ld_extend = size == 2'd0 ? {{24{sign && d[7]}}, d[7:0]}\n"
    "            : size == 2'd1 ? {{16{sign && d[15]}}, d[15:0]} : d;\n"
    "endfunction\n"
    "wire [31:0] ld_ext = ld_extend(flat_size, flat_sign, acc_rdata);\n"
    "wire [2:0] fdw = acc_dw;   // accesses per lane\n"
    "wire flat_last = fk_q == LastLane && {1'b0, fd_q} + 3'd1 >= fdw;\n"
    "// The accesses of a pass are pipelined: a request goes out in every cycle the arbiter grants\n"
    "// one, without waiting for the answers, which come back in request order (the memory's and\n"
    "// the LDS's contract, pws_mem_arb). So the next answer is for the lowest active lane at or\n"
    "// after rk_q, dword rdw_q. The pass's loaded dwords are written once every access is answered.\n"
    "wire [31:0] rk_ext = {{(31-LanesLog){1'b0}}, rk_q};\n"
    "reg  [LanesLog-1:0] rlane;\n"
    "integer rl;\n"
    "always @* begin\n"
    "  rlane = {LanesLog{1'b0}};\n"
    "  for (rl = SimdWidth - 1; rl >= 0; rl = rl - 1)   // the lowest one is assigned last\n"
    "    if (act_pass[rl] && rl >= rk_ext) rlane = rl[LanesLog-1:0];\n"
    "end\n"
    "wire acc_grant = acc_req && acc_gnt;\n"
    "wire [LanesLog+2:0] out_next = out_q + {{(LanesLog+2){1'b0}}, acc_grant && !posted}\n"
    "                              - {{(LanesLog+2){1'b0}}, acc_rvalid};\n"
    "// the pass's accesses are done: every one requested (the last lane skipped now, or before)\n"
    "// and answered (the last answer may be the one of this cycle)\n"
    "wire pass_done = (wend_q || (!flat_act && fk_q == LastLane)) && out_next == {(LanesLog+3){1'b0}};\n";


static const char *const body_fetch =
    "\n"
    "// Fetch (docs/microarchitecture-fsm.md \"Instruction buffers\"). StIdle issues the picked context's\n"
    "// instruction from its buffer when that holds the instruction at its PC; otherwise the FSM\n"
    "// fetches it: word 0 requested in StIdle, word 1 in StFetch0 (and StFetchR1 until granted).\n"
    "// The CU's instruction RAM is shared by its SIMDs (pws_rr_arbiter): a request is served in\n"
    "// the cycle imem_gnt_i is high, and the RAM answers one cycle later. While the FSM is past\n"
    "// its fetch, the prefetcher fills the buffer of the context it will pick next (pick): that\n"
    "// context's PC, or for the context in flight the instruction after this one (a branch's\n"
    "// target when it is taken: its condition is already known from StRead on). Not in the cycle an\n"
    "// instruction goes back unissued (replay): its context's entry keeps it for the next try.\n"
    "wire demand = (state_q == StIdle && pick_found && !ib_hit) || state_q == StFetch0\n"
    "              || state_q == StFetchR1;\n"
    "wire fetching = state_q == StIdle || state_q == StFetch0 || state_q == StFetchR1\n"
    "                || state_q == StFetch1;\n"
    "wire [31:0] cur_next = cls == CLS_SBRANCH && taken ? br_pc : seq_pc;\n"
    "wire [31:0] want_pc = pick == cur_q ? cur_next : pick_pc;\n"
    "// StCommit looks up the next PC of the context in flight instead (a split hands it on).\n"
    "wire [CtxWidth-1:0] look_ctx = state_q == StCommit ? cur_q : pick;\n"
    "wire [31:0] look_pc = state_q == StCommit ? next_pc_q : pick_pc;\n"
    "wire ib_req;\n"
    "wire [ImemAddrWidth-1:0] ib_raddr;\n"
    "@@SPLIT_IBLOAD@@\n"
    "pws_ibuf #(.NumContexts(NumContexts), .CtxWidth(CtxWidth), .ImemAddrWidth(ImemAddrWidth)) u_ibuf (\n"
    "  .clk_i(clk_i), .rst_ni(rst_ni), .flush_i(imem_we_i),\n"
    "  .look_ctx_i(look_ctx), .look_addr_i(look_pc[ImemAddrWidth+1:2]), .look_hit_o(ib_hit),\n"
    "  .look_w0_o(ib_w0), .look_w1_o(ib_w1),\n"
    "  .want_i(!fetching && pick_found && !replay), .want_ctx_i(pick), .want_addr_i(want_pc[ImemAddrWidth+1:2]),\n"
    "  .load_i(ib_load), .load_ctx_i(ib_load_ctx), .load_addr_i(ib_load_addr),\n"
    "  .load_w0_i(ib_load_w0), .load_w1_i(ib_load_w1),\n"
    "  .demand_i(demand), .req_o(ib_req), .raddr_o(ib_raddr), .gnt_i(imem_gnt_i), .rdata_i(imem_rdata_i)\n"
    ");\n"
    "assign imem_req_o = demand || ib_req;\n"
    "assign imem_raddr_o = !demand ? ib_raddr : state_q == StIdle ? pick_pc[ImemAddrWidth+1:2]\n"
    "                    : cur_pc[ImemAddrWidth+1:2] + {{(ImemAddrWidth-1){1'b0}}, 1'b1};\n"
    "wire unused_fetch = ^{want_pc, look_pc};   // a dword address: bits [ImemAddrWidth+1:2]\n";

static const char *const body_vec =
    "\n"
    "// ---- Vector path: per pass (SimdWidth lanes), read up to 7 VRF rows, compute, write. ----\n"
    "wire is_valu = cls == CLS_VALU || cls == CLS_VALU_FP;\n"
    "wire is_flat = cls == CLS_FLAT;\n"
    "wire is_ds = cls == CLS_DS;\n"
    "wire is_vmem = is_flat || is_ds;\n"
    "reg  [2:0]                 st_dw;         // FLAT data dwords read from src1 (generated)\n"
    "reg  [2:0]                 ld_dw_t;       // dwords loaded into vdst (generated)\n"
    "reg  [2:0]                 acc_dw;        // accesses per active lane (generated)\n"
    "reg                        vm_store;      // a plain store\n"
    "reg  [3:0]                 vm_amo;        // atomic code (AMO_NONE: not atomic)\n"
    "reg                        ds_two;        // ds_read2 / ds_write2: two addresses\n"
    "// an atomic returns the old value only when it has a vdst (FLAT: glc; ds_add_rtn_u32)\n"
    "wire [2:0] ld_dw = (vm_amo != AMO_NONE && dst == OPND_NONE) ? 3'd0 : ld_dw_t;\n"
    "// a FLAT load that retires once its accesses are requested; its data comes back through the\n"
    "// vector loads in flight (--vmem-queue; without it, or an atomic, the pass waits for it)\n"
    "wire posted = VmemPosted && is_flat && vm_amo == AMO_NONE && !vm_store;\n"
    "reg  [1:0]                 flat_size;     // log2 bytes per access: 0 byte, 1 short, 2 dword\n"
    "reg                        flat_sign;     // sign-extend a sub-dword load\n"
    "reg  [LanesLog-1:0]        fk_q;          // lane of the pass being accessed\n"
    "reg  [1:0]                 fd_q;          // dword of that lane\n"
    "reg                        wend_q;        // every access of the pass requested\n"
    "reg  [LanesLog:0]          rk_q;          // responses: the lane after the last one answered\n"
    "reg  [1:0]                 rdw_q;         // responses: the dword of the next one\n"
    "reg  [LanesLog+2:0]        out_q;         // accesses requested and not yet answered\n"
    "reg  [SimdWidth*32-1:0]    ld_q [0:3];    // loaded dwords of the pass\n"
    "reg  [WavefrontSize*32-1:0] vd2_q, vd3_q; // dwords 2, 3 of a FLAT load (commit)\n"
    "reg  [1:0]                 fw_q;          // dword written back (StFWrite)\n"
    "wire is_writelane = op == OP_V_WRITELANE_B32;\n"
    "reg  [LaneIdxWidth-1:0]    lane_sel;      // readlane/readfirstlane/writelane lane\n"
    "wire is_readlane = op == OP_V_READLANE_B32 || op == OP_V_READFIRSTLANE_B32;\n"
    "reg  [PassWidth-1:0]       pass_q;\n"
    "reg  [2:0]                 vr_q;          // VRF slot issued this cycle (0..6; 7 = done)\n"
    "reg                        vskip_q;       // the last slot's read waited: nothing to capture\n"
    "reg  [SimdWidth*32-1:0]    vop_q [0:6];   // src0 lo/hi, src1 lo/hi, src2 lo/hi, old vdst\n"
    "reg  [63:0]                vmask_q;       // bit_o of the active lanes (VCC / SGPR pair / EXEC)\n"
    "reg  [WavefrontSize*32-1:0] vd0_q, vd1_q; // the written dwords of every lane (commit)\n"
    "reg  [63:0]                vwmask_q;      // lanes written (commit)\n"
    "reg  [31:0]                lane_val_q;    // readlane / readfirstlane result\n"
    "reg                        vgpr_we_q;\n"
    "reg  [2:0]                 vgpr_cnt_q;\n"

    "wire [63:0] act = cur_exec & cur_spm;    // lanes that execute: EXEC and the split mask (R1)\n"
    "wire [LaneIdxWidth+PassWidth-1:0] lane_base_w = {{LaneIdxWidth{1'b0}}, pass_q} << LanesLog;\n"
    "wire [LaneIdxWidth-1:0] lane_base = lane_base_w[LaneIdxWidth-1:0];   // first wave lane of the pass\n"
    "wire [5:0]  lane_base6 = {{(6-LaneIdxWidth){1'b0}}, lane_base};\n"
    "wire [31:0] lane_base32 = {26'd0, lane_base6};\n"
    "wire [SimdWidth-1:0] act_pass = act[lane_base6 +: SimdWidth];\n"
    "\n"
    "// VRF slot v: its operand code, whether it is the high dword, and whether it is read.\n"
    "reg [OpndWidth-1:0] vi_code, vc_code;\n"
    "reg [1:0]           vi_hi, vc_hi;           // dword of the register tuple\n"
    "reg                 vi_used, vc_used;\n"
    "always @* begin\n"
    "  vi_code = OPND_NONE; vi_hi = 2'd0; vi_used = 1'b0;\n"
    "  if (is_flat) begin   // address pair, then up to 4 store data dwords\n"
    "    vi_code = vr_q < 3'd2 ? src0 : src1;\n"
    "    vi_hi = vr_q < 3'd2 ? vr_q[1:0] : vr_q[1:0] - 2'd2;\n"
    "    vi_used = vr_q < 3'd2 || (vr_q < 3'd6 && {2'd0, vr_q} - 5'd2 < {2'd0, st_dw});\n"
    "  end else\n"
    "  case (vr_q)\n"
    "    3'd0: begin vi_code = src0; vi_used = 1'b1; end\n"
    "    3'd1: begin vi_code = src0; vi_hi = 2'd1; vi_used = s0_wide; end\n"
    "    3'd2: begin vi_code = src1; vi_used = 1'b1; end\n"
    "    3'd3: begin vi_code = src1; vi_hi = 2'd1; vi_used = s1_wide; end\n"
    "    3'd4: begin vi_code = src2; vi_used = !mask_src2; end\n"
    "    3'd6: begin vi_code = dst; vi_used = is_mac; end\n"
    "    default: ;\n"
    "  endcase\n"
    "  vc_code = OPND_NONE; vc_hi = 2'd0; vc_used = 1'b0;\n"
    "  if (is_flat) begin   // the slot issued last cycle\n"
    "    vc_code = vr_q < 3'd3 ? src0 : src1;\n"
    "    vc_hi = vr_q < 3'd3 ? vr_q[1:0] - 2'd1 : vr_q[1:0] - 2'd3;\n"
    "    vc_used = vr_q != 3'd0 && (vr_q < 3'd3 || (vr_q < 3'd7 && {2'd0, vr_q} - 5'd3 < {2'd0, st_dw}));\n"
    "  end else\n"
    "  case (vr_q)   // the slot issued last cycle\n"
    "    3'd1: begin vc_code = src0; vc_used = 1'b1; end\n"
    "    3'd2: begin vc_code = src0; vc_hi = 2'd1; vc_used = s0_wide; end\n"
    "    3'd3: begin vc_code = src1; vc_used = 1'b1; end\n"
    "    3'd4: begin vc_code = src1; vc_hi = 2'd1; vc_used = s1_wide; end\n"
    "    3'd5: begin vc_code = src2; vc_used = !mask_src2; end\n"
    "    3'd7: begin vc_code = dst; vc_used = is_mac; end\n"
    "    default: ;\n"
    "  endcase\n"
    "end\n"
    "wire vc_vgpr = vc_used && vc_code[OpndWidth-1:8] == 2'b01;\n"
    "\n"
    "// VRF word of (context, register): lane l of v[r] of context c is word c * NumVgprs + r of\n"
    "// lane RAM l (pws_vrf, in pws_simd_units). Every access goes through the SIMD's VRF lane\n"
    "// arbiter (pws_vrf_arb) with the wave lanes it touches; it waits while not granted.\n"
    "// (32-bit arithmetic; the word index fits VrfAddrWidth for every legal register)\n"
    "function [31:0] vrow;\n"
    "  input [CtxWidth-1:0] c;\n"
    "  input [7:0] r;\n"
    "  vrow = {{(32-CtxWidth){1'b0}}, c} * VgprsSz + {24'd0, r};\n"
    "endfunction\n"
    "wire [63:0] sel_ext = {{(64-LaneIdxWidth){1'b0}}, lane_sel};\n"
    "wire [PassWidth-1:0] sel_pass = sel_ext[LanesLog +: PassWidth];\n"
    "wire [SimdWidth-1:0] sel_onehot = {{(SimdWidth-1){1'b0}}, 1'b1} << sel_ext[LanesLog-1:0];\n"
    "wire fwrite_cycle = state_q == StFWrite && ld_dw != 3'd0 && !posted;\n"
    "wire vwrite_cycle = state_q == StVExec || state_q == StVExec2;\n"
    "wire [7:0] vd_reg = dst[7:0] + (state_q == StFWrite ? {6'd0, fw_q} : {7'd0, state_q == StVExec2});\n"
    "reg  [SimdWidth*32-1:0] valu_dlo, valu_dhi;\n"
    "wire [SimdWidth*64-1:0] valu_d;\n"
    "wire [SimdWidth-1:0] valu_bit;\n"
    "wire valu_wd, valu_wb;\n"
    "wire fsm_wreq = fwrite_cycle\n"
    "                || (vwrite_cycle && (is_writelane ? sel_pass == pass_q : valu_wd));\n"
    "// last on the write port: a vector load's dword, one lane, when the FSM writes no row\n"
    "wire vq_drain = !fsm_wreq && vq_o_valid;\n"
    "assign vrf_wreq_o = fsm_wreq || vq_drain;\n"
    "// the wavefront's VGPRs: by context ID (a DWS reserve context shares its WF context's)\n"
    "wire [31:0] vrf_waddr_w = vrow(cur_ext[CtxWidth-1:0], vd_reg);\n"
    "wire [31:0] vrf_raddr_w = vrow(cur_ext[CtxWidth-1:0], vi_code[7:0] + {6'd0, vi_hi});\n"
    "wire [31:0] vq_waddr_w = vrow(vq_o_vctx, vq_o_vgpr);\n"
    "assign vrf_waddr_o = vq_drain ? vq_waddr_w[VrfAddrWidth-1:0] : vrf_waddr_w[VrfAddrWidth-1:0];\n"
    "assign vrf_raddr_o = vrf_raddr_w[VrfAddrWidth-1:0];\n"
    "wire [SimdWidth-1:0] vrf_wmask = is_writelane ? sel_onehot : act_pass;\n"
    "wire [63:0] wlanes64 = {{(64-SimdWidth){1'b0}}, vrf_wmask} << lane_base6;\n"
    "wire [63:0] pass64 = {{(64-SimdWidth){1'b0}}, {SimdWidth{1'b1}}} << lane_base6;\n"
    "// v_readlane may read any lane of the wave, and v_readfirstlane reads lane 0 when no lane is\n"
    "// active (lane 0 may be another SWF's); every other read needs only the context's own lanes\n"
    "// (the split mask): the lanes outside it are never active, so their values are unused.\n"
    "wire [63:0] rlanes64 = is_readlane ? pass64 : pass64 & cur_spm;\n"
    "// The SPI's init write takes its one lane first; the row's other lanes are written now and\n"
    "// that one in a later cycle (wdone_q), so an init sequence delays a row write by at most a\n"
    "// cycle (the SPI writes the lanes of a register one after the other).\n"
    "reg  [WavefrontSize-1:0] wdone_q;   // lanes of the row being written that are done\n"
    "wire [WavefrontSize-1:0] wwant = wlanes64[WavefrontSize-1:0] & ~wdone_q;\n"
    "wire [63:0] vq_lane64 = 64'd1 << vq_o_lane;\n"
    "wire [WavefrontSize-1:0] vq_lane = vq_lane64[WavefrontSize-1:0];\n"
    "assign vrf_wlanes_o = (vq_drain ? vq_lane : wwant) & ~vrf_wtaken_i;\n"
    "// the dword is written: granted, and its lane was not the SPI's this cycle\n"
    "assign vq_pop = vq_drain && vrf_wgnt_i && (vq_lane & vrf_wtaken_i) == {WavefrontSize{1'b0}};\n"
    "assign vrf_rlanes_o = rlanes64[WavefrontSize-1:0];\n"
    "assign vrf_wdata_o = vq_drain ? {SimdWidth{vq_o_ext}}\n"
    "                   : state_q == StFWrite ? ld_q[fw_q]\n"
    "                   : is_writelane ? {SimdWidth{opnd_q[0]}}\n"
    "                   : state_q == StVExec2 ? valu_dhi : valu_dlo;\n"
    "// this pass's lanes of the read data (lane RAMs the unit read one cycle ago)\n"
    "wire [SimdWidth*32-1:0] vrf_rdata = vrf_rdata_i[32 * lane_base32 +: SimdWidth*32];\n"
    "wire vi_vgpr = vr_q != 3'd7 && vi_used && vi_code[OpndWidth-1:8] == 2'b01;\n"
    "assign vrf_rreq_o = state_q == StVRead && vi_vgpr;\n"
    "wire vr_ok = !vrf_rreq_o || vrf_rgnt_i;   // slot vr_q read (or needs no read) this cycle\n"
    "// the row is written (or needs no write): granted, and no lane of it was the SPI's this cycle\n"
    "wire vw_ok = !fsm_wreq || (vrf_wgnt_i && (wwant & vrf_wtaken_i) == {WavefrontSize{1'b0}});\n"
    "// The carry-in / select mask: the src2 SGPR pair in VOP3 form, else VCC (e32, v_div_fmas).\n"
    "wire [63:0] cmask = (mask_src2 && dec_vop3) ? {opnd_q[5], opnd_q[4]} : cur_vcc;\n"
    "integer k, kk;\n";

/* The VALU lanes' inputs and the lanes (docs/microarchitecture-fsm.md "Lane clock gate"). */
static const char *const body_lanes_direct =
    "\n"
    "// Operands of the pass: VGPR rows, or the scalar value on every lane.\n"
    "reg [SimdWidth*64-1:0] v_src0, v_src1, v_src2;\n"
    "always @* begin\n"
    "  for (k = 0; k < SimdWidth; k = k + 1) begin\n"
    "    v_src0[64*k +: 64] = {vop_q[1][32*k +: 32], vop_q[0][32*k +: 32]};\n"
    "    v_src1[64*k +: 64] = {vop_q[3][32*k +: 32], vop_q[2][32*k +: 32]};\n"
    "    v_src2[64*k +: 64] = is_mac ? {32'd0, vop_q[6][32*k +: 32]}\n"
    "                                : {vop_q[5][32*k +: 32], vop_q[4][32*k +: 32]};\n"
    "  end\n"
    "end\n"
    "pws_valu #(.OpWidth(OpWidth), .SimdWidth(SimdWidth), .LaneIdxWidth(LaneIdxWidth)) u_valu (\n"
    "  .op_i(op), .src0_i(v_src0), .src1_i(v_src1), .src2_i(v_src2), .neg_i(neg), .abs_i(abs_m),\n"
    "  .clamp_i(clamp), .omod_i(omod), .carry_i(cmask[lane_base6 +: SimdWidth]),\n"
    "  .denorm_i(mode_q[cur_q][5:4]), .lane_base_i(lane_base), .d_o(valu_d), .bit_o(valu_bit),\n"
    "  .writes_d_o(valu_wd), .writes_bit_o(valu_wb)\n"
    ");\n";

static const char *const body_lanes_gated =
    "\n"
    "// ---- Lane clock gate (--lane-gate clock; docs/microarchitecture-fsm.md). ----\n"
    "// The lanes read a copy of their inputs, loaded at the one edge of a pass into StVExec with the\n"
    "// values the live inputs have in StVExec: the operand slots (slot 6, the last read, is the one\n"
    "// written at that edge), the decoded op and modifiers, the mask bits, MODE, the pass's lanes.\n"
    "// Those do not change until the pass's StVExec / StVExec2 and StVDone have read the lanes'\n"
    "// outputs, so the lanes compute what they would from the live inputs, and a simulator that\n"
    "// evaluates logic only after its clock's edge evaluates them once per pass, not every cycle.\n"
    "// The enable is sampled on the falling edge: lane_clk cannot glitch while clk_i is high.\n"
    "reg lane_en_q;\n"
    "always @(negedge clk_i) lane_en_q <= rst_ni && state_q == StVRead && vr_q == 3'd7 && !is_vmem;\n"
    "wire lane_clk = clk_i & lane_en_q;\n"
    "// slot 6 after the edge, where the lanes read it: v_mac_f32's old vdst, a VGPR row\n"
    "wire [SimdWidth*32-1:0] vop6_in = (vskip_q || !vc_vgpr) ? vop_q[6] : vrf_rdata;\n"
    "reg  [SimdWidth*64-1:0] ln_src0_q, ln_src1_q, ln_src2_q;\n"
    "reg  [OpWidth-1:0]      ln_op_q;\n"
    "reg  [2:0]              ln_neg_q, ln_abs_q;\n"
    "reg                     ln_clamp_q;\n"
    "reg  [1:0]              ln_omod_q, ln_denorm_q;\n"
    "reg  [SimdWidth-1:0]    ln_carry_q;\n"
    "reg  [LaneIdxWidth-1:0] ln_base_q;\n"
    "integer lk;\n"
    "always @(posedge lane_clk) begin\n"
    "  for (lk = 0; lk < SimdWidth; lk = lk + 1) begin\n"
    "    ln_src0_q[64*lk +: 64] <= {vop_q[1][32*lk +: 32], vop_q[0][32*lk +: 32]};\n"
    "    ln_src1_q[64*lk +: 64] <= {vop_q[3][32*lk +: 32], vop_q[2][32*lk +: 32]};\n"
    "    ln_src2_q[64*lk +: 64] <= is_mac ? {32'd0, vop6_in[32*lk +: 32]}\n"
    "                                     : {vop_q[5][32*lk +: 32], vop_q[4][32*lk +: 32]};\n"
    "  end\n"
    "  ln_op_q <= op;\n"
    "  ln_neg_q <= neg;\n"
    "  ln_abs_q <= abs_m;\n"
    "  ln_clamp_q <= clamp;\n"
    "  ln_omod_q <= omod;\n"
    "  ln_denorm_q <= mode_q[cur_q][5:4];\n"
    "  ln_carry_q <= cmask[lane_base6 +: SimdWidth];\n"
    "  ln_base_q <= lane_base;\n"
    "end\n"
    "pws_valu #(.OpWidth(OpWidth), .SimdWidth(SimdWidth), .LaneIdxWidth(LaneIdxWidth)) u_valu (\n"
    "  .op_i(ln_op_q), .src0_i(ln_src0_q), .src1_i(ln_src1_q), .src2_i(ln_src2_q),\n"
    "  .neg_i(ln_neg_q), .abs_i(ln_abs_q), .clamp_i(ln_clamp_q), .omod_i(ln_omod_q),\n"
    "  .carry_i(ln_carry_q), .denorm_i(ln_denorm_q), .lane_base_i(ln_base_q), .d_o(valu_d),\n"
    "  .bit_o(valu_bit), .writes_d_o(valu_wd), .writes_bit_o(valu_wb)\n"
    ");\n";

static const char *const body_vec_out =
    "always @* begin\n"
    "  for (k = 0; k < SimdWidth; k = k + 1) begin\n"
    "    valu_dlo[32*k +: 32] = valu_d[64*k +: 32];\n"
    "    valu_dhi[32*k +: 32] = valu_d[64*k + 32 +: 32];\n"
    "  end\n"
    "end\n"
    "// readlane: lane src1 (modulo the wave); readfirstlane: the first active lane, else 0.\n"
    "always @* begin\n"
    "  lane_sel = opnd_q[2][LaneIdxWidth-1:0];\n"
    "  if (op == OP_V_READFIRSTLANE_B32) begin\n"
    "    lane_sel = {LaneIdxWidth{1'b0}};\n"
    "    for (k = WavefrontSize - 1; k >= 0; k = k - 1)\n"
    "      if (act[k]) lane_sel = k[LaneIdxWidth-1:0];\n"
    "  end\n"
    "end\n"
    "wire [31:0] sel_val = vop_q[0][32 * sel_ext[LanesLog-1:0] +: 32];\n"
    "// Bits and signals some configurations or ops leave unread (lowRISC unused_ convention).\n"
    "wire unused_vec = ^{sel_ext, lane_base_w, vc_code, vc_hi, iss_code, wlanes64, rlanes64, init_addr_i[7],\n"
    "                    hw_ones, vi_code, srf_waddr_w, srf_raddr_w, vrf_waddr_w, vrf_raddr_w};\n";

static const char *const body_vq =
    "\n"
    "// ---- Vector loads in flight (--vmem-queue; docs/microarchitecture-fsm.md). ----\n"
    "// Each granted access of a posted FLAT load takes an entry: its context, VRF context, VGPR,\n"
    "// wave lane, size and sign, dwords per lane - 1, and whether it is the load's last access.\n"
    "// Entries leave in order, one lane's dword per cycle into the VRF when the FSM writes no row\n"
    "// (vq_drain); the last one releases the load's VGPRs and counts its vmcnt down.\n"
    "localparam integer VqTagWidth = 2 * CtxWidth + 20;\n"
    "wire [31:0] acc_lane_w = lane_base32 + {{(32-LanesLog){1'b0}}, fk_q};   // wave lane accessed\n"
    "wire [63:0] act_above = act & ~((64'd2 << acc_lane_w[5:0]) - 64'd1);   // active lanes after it\n"
    "wire acc_lastreq = {1'b0, fd_q} + 3'd1 >= fdw && act_above == 64'd0;   // the load's last access\n"
    "wire vq_alloc = acc_grant && posted;\n"
    "wire [1:0] vq_kdw = fdw[1:0] - 2'd1;\n"
    "wire [VqTagWidth-1:0] vq_alloc_tag = {cur_q, cur_ext[CtxWidth-1:0], dst[7:0] + {6'd0, fd_q},\n"
    "                                      acc_lane_w[5:0], flat_size, flat_sign, vq_kdw, acc_lastreq};\n"
    "wire vq_full, vq_awaiting, vq_o_valid, vq_pop;\n"
    "wire [VqTagWidth-1:0] vq_o_tag;\n"
    "wire [31:0] vq_o_data;\n"
    "wire [CtxWidth-1:0] vq_o_ctx = vq_o_tag[2*CtxWidth+19:CtxWidth+20];\n"
    "wire [CtxWidth-1:0] vq_o_vctx = vq_o_tag[CtxWidth+19:20];\n"
    "wire [7:0] vq_o_vgpr = vq_o_tag[19:12];\n"
    "wire [5:0] vq_o_lane = vq_o_tag[11:6];\n"
    "wire [1:0] vq_o_size = vq_o_tag[5:4];\n"
    "wire       vq_o_sign = vq_o_tag[3];\n"
    "wire [1:0] vq_o_kdw = vq_o_tag[2:1];\n"
    "wire       vq_o_last = vq_o_tag[0];\n"
    "wire [31:0] vq_o_ext = ld_extend(vq_o_size, vq_o_sign, vq_o_data);   // as loaded\n"
    "wire unused_vqw = ^{acc_lane_w[31:6], vq_waddr_w[31:VrfAddrWidth], vq_lane64};\n"
    "generate\n"
    "  if (VmemPosted) begin : g_vq\n"
    "    pws_load_queue #(.Depth(VmemQueue), .DepthWidth(VmemQueueWidth), .TagWidth(VqTagWidth)) u_vmem_queue (\n"
    "      .clk_i(clk_i), .rst_ni(rst_ni), .alloc_i(vq_alloc), .alloc_tag_i(vq_alloc_tag),\n"
    "      .full_o(vq_full), .awaiting_o(vq_awaiting), .resp_i(vq_resp), .resp_data_i(mem_rdata_i),\n"
    "      .out_valid_o(vq_o_valid), .out_tag_o(vq_o_tag), .out_data_o(vq_o_data), .out_ready_i(vq_pop)\n"
    "    );\n"
    "  end else begin : g_no_vq   // --vmem-queue 0: every FLAT load waits for its data\n"
    "    assign vq_full = 1'b0;\n"
    "    assign vq_awaiting = 1'b0;\n"
    "    assign vq_o_valid = 1'b0;\n"
    "    assign vq_o_tag = {VqTagWidth{1'b0}};\n"
    "    assign vq_o_data = 32'd0;\n"
    "    wire unused_vq = ^{vq_alloc, vq_alloc_tag, vq_resp, vq_pop};\n"
    "  end\n"
    "endgenerate\n";

static const char *const body_sb =
    "\n"
    "// ---- The scoreboard of the scalar loads in flight (docs/microarchitecture-fsm.md). ----\n"
    "// In its first StRead cycle an instruction is checked before it reads anything: if it reads\n"
    "// or writes an SGPR that a load in flight will write, or it is an s_waitcnt whose lgkmcnt is\n"
    "// not reached yet, or it needs every load of its context done (s_endpgm, which frees the\n"
    "// context; s_split and s_merge, which copy or hand over its SGPRs; under dws a branch,\n"
    "// which may split), it goes back to StIdle without retiring and its context is not picked\n"
    "// again until its lgkmcnt is at most the threshold (the s_waitcnt's, else 0). The unit runs\n"
    "// its other contexts meanwhile. So a kernel is correct with or without its s_waitcnt.\n"
    "wire [NumSgprs+15:0] cpend = {16'd0, pend_q[cur_q]};\n"
    "wire [NumSgprs+15:0] pend_s0 = cpend >> code0[6:0], pend_s1 = cpend >> code1[6:0];\n"
    "wire [NumSgprs+15:0] pend_s2 = cpend >> code2[6:0], pend_d = cpend >> dst[6:0];\n"
    "wire [NumSgprs+15:0] pend_sd = cpend >> sdst[6:0];\n"
    "// dwords the instruction may write at dst: an SGPR pair for a vector op (VOPC e64, readlane)\n"
    "wire [4:0] sb_dst_dw = (is_valu || is_vmem) ? 5'd2 : dst_dw;\n"
    "wire [16:0] sb_dst_mask = (17'd1 << sb_dst_dw) - 17'd1;\n"
    "wire sb_hazard = (code0 < SgprsOp && (pend_s0[1:0] & {s0_wide, 1'b1}) != 2'd0)\n"
    "              || (code1 < SgprsOp && (pend_s1[1:0] & {s1_wide, 1'b1}) != 2'd0)\n"
    "              || (code2 < SgprsOp && (pend_s2[1:0] & {s2_wide, 1'b1}) != 2'd0)\n"
    "              || (dst < SgprsOp && (pend_d[15:0] & sb_dst_mask[15:0]) != 16'd0)\n"
    "              || ((is_valu || is_vmem) && sdst < SgprsOp && pend_sd[1:0] != 2'd0);\n"
    "// The same for VGPRs (--vmem-queue): a vector instruction that reads or writes a VGPR a\n"
    "// FLAT load in flight will write (its operands' exact dwords: src0, src1, src2, vdst).\n"
    "wire [NumVgprs+7:0] cvpend = {8'd0, vpend_q[cur_q]};\n"
    "wire [NumVgprs+7:0] vpend_s0 = cvpend >> code0[7:0], vpend_s1 = cvpend >> code1[7:0];\n"
    "wire [NumVgprs+7:0] vpend_s2 = cvpend >> code2[7:0], vpend_d = cvpend >> dst[7:0];\n"
    "wire [4:0] st_mask = (5'd1 << st_dw) - 5'd1, ld_mask = (5'd1 << ld_dw) - 5'd1;\n"
    "wire [3:0] vw_s0 = is_flat ? 4'b0011 : {2'b00, s0_wide, 1'b1};   // FLAT: the address pair\n"
    "wire [3:0] vw_s1 = is_flat ? st_mask[3:0] : {2'b00, s1_wide, 1'b1};   // FLAT: store data\n"
    "wire [3:0] vw_s2 = {2'b00, s2_wide, 1'b1};\n"
    "wire [3:0] vw_d = is_vmem ? ld_mask[3:0] : {2'b00, vd64, 1'b1};\n"
    "wire vb_hazard = VmemPosted && (is_valu || is_vmem)   // (codes 256..511 name VGPRs)\n"
    "              && ((code0[OpndWidth-1:8] == 2'b01 && (vpend_s0[3:0] & vw_s0) != 4'd0)\n"
    "               || (code1[OpndWidth-1:8] == 2'b01 && (vpend_s1[3:0] & vw_s1) != 4'd0)\n"
    "               || (code2[OpndWidth-1:8] == 2'b01 && (vpend_s2[3:0] & vw_s2) != 4'd0)\n"
    "               || (dst[OpndWidth-1:8] == 2'b01 && (vpend_d[3:0] & vw_d) != 4'd0));\n"
    "wire [LgkmWidth-1:0] cur_lgkm = lgkm_q[cur_q];\n"
    "wire [LgkmWidth-1:0] wait_thr = {{(LgkmWidth-4){1'b0}}, imm[11:8]};   // simm16[11:8]: lgkmcnt\n"
    "wire wait_lgkm = op == OP_S_WAITCNT && cur_lgkm > wait_thr;\n"
    "wire [VmWidth-1:0] cur_vm = vm_q[cur_q];\n"
    "wire [VmWidth-1:0] wait_vthr = {{(VmWidth-4){1'b0}}, imm[3:0]};   // simm16[3:0]: vmcnt\n"
    "wire wait_vm = op == OP_S_WAITCNT && cur_vm > wait_vthr;\n"
    "wire needs_drain = (op == OP_S_ENDPGM || cls == CLS_SPLIT || (DrainAtBranch && cls == CLS_SBRANCH))\n"
    "                   && (cur_lgkm != {LgkmWidth{1'b0}} || cur_vm != {VmWidth{1'b0}});\n"
    "assign replay = state_q == StRead && rd_q == 3'd0 && dec_valid\n"
    "              && (sb_hazard || vb_hazard || wait_lgkm || wait_vm || needs_drain);\n"
    "// what the context waits for: every load of the kind (a hazard, a drain), the s_waitcnt's\n"
    "// count, or nothing of this kind\n"
    "wire [LgkmWidth-1:0] replay_thr = (sb_hazard || needs_drain) ? {LgkmWidth{1'b0}}\n"
    "                                : op == OP_S_WAITCNT ? wait_thr : LgkmAlways;\n"
    "wire [VmWidth-1:0] replay_vthr = (vb_hazard || needs_drain) ? {VmWidth{1'b0}}\n"
    "                               : op == OP_S_WAITCNT ? wait_vthr : VmAlways;\n"
    "wire issue = state_q == StIdle && pick_found && (ib_hit || imem_gnt_i);   // (the FSM's too)\n"
    "wire sb_set = state_q == StExec && !exec_stall && !exec_err && is_smem;   // a load starts\n"
    "wire [NumSgprs+15:0] sb_set_w = {{(NumSgprs-1){1'b0}}, sb_dst_mask} << dst[6:0];\n"
    "wire [NumSgprs+15:0] sb_clr_w = {{(NumSgprs+15){1'b0}}, 1'b1} << q_out_sgpr;\n"
    "// a FLAT load's VGPRs are pending from its last access's grant until its last dword is\n"
    "// written (the last entry: vgpr = the load's vdst + dwords - 1)\n"
    "wire vb_set = vq_alloc && acc_lastreq;\n"
    "wire vb_clr = vq_pop && vq_o_last;\n"
    "wire [NumVgprs+7:0] vb_set_w = {{(NumVgprs+3){1'b0}}, ld_mask} << dst[7:0];\n"
    "wire [4:0] vb_clr_m = (5'd2 << vq_o_kdw) - 5'd1;\n"
    "wire [NumVgprs+7:0] vb_clr_w = {{(NumVgprs+3){1'b0}}, vb_clr_m} << (vq_o_vgpr - {6'd0, vq_o_kdw});\n"
    "wire [31:0] vq_ctx_ext = {{(32-CtxWidth){1'b0}}, vq_o_ctx};\n"
    "wire init_start = init_we_i && init_sel_i == INIT_START;\n"
    "integer c;\n"
    "always @(posedge clk_i) begin\n"
    "  for (c = 0; c < NumContexts; c = c + 1) begin\n"
    "    if (!rst_ni) begin\n"
    "      pend_q[c] <= {NumSgprs{1'b0}};\n"
    "      lgkm_q[c] <= {LgkmWidth{1'b0}};\n"
    "      thr_q[c] <= LgkmAlways;\n"
    "      vpend_q[c] <= {NumVgprs{1'b0}};\n"
    "      vm_q[c] <= {VmWidth{1'b0}};\n"
    "      vthr_q[c] <= VmAlways;\n"
    "    end else begin\n"
    "      // a load's SGPRs are pending from its execute cycle until each is written; the\n"
    "      // scoreboard keeps a load from writing an SGPR that is already pending, so the set and\n"
    "      // the clear of one cycle never meet\n"
    "      pend_q[c] <= (pend_q[c] | (sb_set && c == cur_ctx_ext ? sb_set_w[NumSgprs-1:0] : {NumSgprs{1'b0}}))\n"
    "                   & ~(q_pop && c == q_ctx_ext ? sb_clr_w[NumSgprs-1:0]\n"
    "                                                                    : {NumSgprs{1'b0}});\n"
    "      lgkm_q[c] <= lgkm_q[c] + {{(LgkmWidth-1){1'b0}}, sb_set && c == cur_ctx_ext}\n"
    "                   - {{(LgkmWidth-1){1'b0}}, q_pop && q_out_last && c == q_ctx_ext};\n"
    "      vpend_q[c] <= (vpend_q[c] | (vb_set && c == cur_ctx_ext ? vb_set_w[NumVgprs-1:0] : {NumVgprs{1'b0}}))\n"
    "                    & ~(vb_clr && c == vq_ctx_ext ? vb_clr_w[NumVgprs-1:0] : {NumVgprs{1'b0}});\n"
    "      vm_q[c] <= vm_q[c] + {{(VmWidth-1){1'b0}}, vb_set && c == cur_ctx_ext}\n"
    "                 - {{(VmWidth-1){1'b0}}, vb_clr && c == vq_ctx_ext};\n"
    "      if (replay && c == cur_ctx_ext) begin\n"
    "        thr_q[c] <= replay_thr;\n"
    "        vthr_q[c] <= replay_vthr;\n"
    "      end else if ((issue && c == {{(32-CtxWidth){1'b0}}, pick})\n"
    "                   || (init_start && c == init_ctx_ext)) begin\n"
    "        thr_q[c] <= LgkmAlways;\n"
    "        vthr_q[c] <= VmAlways;\n"
    "      end\n"
    "    end\n"
    "  end\n"
    "end\n"
    "wire unused_sb = ^{pend_s0, pend_s1, pend_s2, pend_d, pend_sd, sb_dst_mask[16], sb_set_w, sb_clr_w,\n"
    "                   vpend_s0, vpend_s1, vpend_s2, vpend_d, st_mask[4], ld_mask[4], vb_set_w,\n"
    "                   vb_clr_w, vb_clr_m[4]};\n";

static const char *const body_fsm =
    "\n"
    "// The FSM. Per-state cycles and waits: docs/microarchitecture-fsm.md \"SIMD FSM\".\n"
    "always @(posedge clk_i) begin\n"
    "  if (!rst_ni) begin\n"
    "    state_q <= StIdle;\n"
    "    run_q <= {NumContexts{1'b0}};\n"
    "    bar_q <= {NumContexts{1'b0}};\n"
    "    member_q <= {NumContexts{1'b0}};\n"
    "    cur_q <= {CtxWidth{1'b0}};\n"
    "    // control, not data: unreset, a 4-state simulator (iverilog) sees X here and vw_ok never\n"
    "    // rises (the FPGA's and Verilator's zeroed flip-flops hid it)\n"
    "    wdone_q <= {WavefrontSize{1'b0}};\n"
    "@@SPLIT_RESET@@\n"
    "  end else begin\n"
    "    if (init_we_i) begin\n"
    "      case (init_sel_i)\n"
    "        INIT_PC:      pc_q[init_ctx_i] <= init_data_i;\n"
    "        // Whole-element writes only: with a part-select write and a whole one to the same\n"
    "        // array, Verilator 5.006 can give the whole write's delayed value a 32-bit temporary\n"
    "        // when it specialises the units (an SWF's EXEC[63:32] arrived as 0: cosim_split.sh).\n"
    "        INIT_EXEC_LO: exec_q[init_ctx_i] <= {exec_q[init_ctx_i][63:32], init_data_i & LaneMask[31:0]};\n"
    "        INIT_EXEC_HI: exec_q[init_ctx_i] <= {init_data_i & LaneMask[63:32], exec_q[init_ctx_i][31:0]};\n"
    "        INIT_VCC_LO:  vcc_q[init_ctx_i] <= {vcc_q[init_ctx_i][63:32], init_data_i};\n"
    "        INIT_VCC_HI:  vcc_q[init_ctx_i] <= {init_data_i, vcc_q[init_ctx_i][31:0]};\n"
    "        INIT_M0:      m0_q[init_ctx_i] <= init_data_i;\n"
    "        INIT_MODE:    mode_q[init_ctx_i] <= init_data_i;\n"
    "        INIT_SCC:     scc_q[init_ctx_i] <= init_data_i[0];\n"
    "        INIT_WAVE:    wave_q[init_ctx_i] <= init_data_i;\n"
    "        INIT_WG: begin\n"
    "          wg_q[init_ctx_i] <= init_data_i[WgIdWidth-1:0];\n"
    "          member_q[init_ctx_i] <= 1'b1;\n"
    "        end\n"
    "        INIT_LDS:     lds_q[init_ctx_i] <= init_data_i;\n"
    "        INIT_START:   run_q[init_ctx_i] <= 1'b1;\n"
    "        default: ;\n"
    "      endcase\n"
    "    end\n"
    "    bar_q <= bar_q & ~bar_release_i;   // pws_barrier: every live wave of the workgroup arrived\n"
    "    if (vw_ok) wdone_q <= {WavefrontSize{1'b0}};\n"
    "    else if (vrf_wgnt_i) wdone_q <= wdone_q | vrf_wlanes_o;\n"
    "@@SPLIT_CTX@@\n"
    "    if (state_q != StIdle) lat_q <= lat_q + 32'd1;\n"
    "    case (state_q)\n"
    "      StIdle: if (issue) begin   // the picked context's instruction: buffer hit or fetch grant\n"
    "        cur_q <= pick;\n"
    "        lat_q <= 32'd1;\n"
    "        if (ib_hit) begin   // from the instruction buffer\n"
    "          inst0_q <= ib_w0;\n"
    "          inst1_q <= ib_w1;\n"
    "          rd_q <= 3'd0;\n"
    "          state_q <= StRead;\n"
    "        end else state_q <= StFetch0;   // fetched: word 0 granted\n"
    "      end\n"
    "      StFetch0: begin   // word 0 is on the RAM output in this cycle only\n"
    "        inst0_q <= imem_rdata_i;\n"
    "        state_q <= imem_gnt_i ? StFetch1 : StFetchR1;\n"
    "      end\n"
    "      StFetchR1: if (imem_gnt_i) state_q <= StFetch1;\n"
    "      StFetch1: begin\n"
    "        inst1_q <= imem_rdata_i;\n"
    "        rd_q <= 3'd0;\n"
    "        state_q <= StRead;\n"
    "      end\n"
    "      StRead: if (replay) state_q <= StIdle;   // back unissued: the scoreboard\n"
    "      else begin\n"
    "        if (rd_q != 3'd0) opnd_q[rd_q - 3'd1] <= cap_val;\n"
    "        rd_q <= rd_q + 3'd1;\n"
    "        if (rd_q == 3'd6) begin\n"
    "          state_q <= (is_valu || is_vmem) ? StVRead : StExec;\n"
    "          fk_q <= {LanesLog{1'b0}};\n"
    "          fd_q <= 2'd0;\n"
    "          wend_q <= 1'b0;\n"
    "          rk_q <= {(LanesLog+1){1'b0}};\n"
    "          rdw_q <= 2'd0;\n"
    "          out_q <= {(LanesLog+3){1'b0}};\n"
    "          pass_q <= {PassWidth{1'b0}};\n"
    "          vr_q <= 3'd0;\n"
    "          vskip_q <= 1'b0;\n"
    "          vmask_q <= 64'd0;\n"
    "          vgpr_we_q <= 1'b0;\n"
    "        end\n"
    "      end\n"
    "      StExec: if (!exec_stall) begin   // (s_split / a merge completion: waits for the split token)\n"
    "        next_pc_q <= seq_pc;\n"
    "        end_q <= 1'b0;\n"
    "        err_q <= exec_err;\n"
    "        scc_we_q <= 1'b0;\n"
    "        wb_cnt_q <= 5'd0;\n"
    "        wb_i_q <= 5'd0;\n"
    "        wb_base_q <= dst;\n"
    "        mem_i_q <= 4'd0;\n"
    "        vgpr_we_q <= 1'b0;\n"
    "        state_q <= StCommit;\n"
    "        if (!exec_err && cls == CLS_SALU) begin\n"
    "          wb_q[0] <= salu_d[31:0];\n"
    "          wb_q[1] <= salu_d[63:32];\n"
    "          wb_cnt_q <= salu_we ? dst_dw : 5'd0;\n"
    "          if (salu_scc_we) scc_q[cur_q] <= salu_scc;\n"
    "          scc_we_q <= salu_scc_we || salu_exec_we;\n"
    "          if (salu_exec_we) begin   // saveexec: sdst = old EXEC (wb), EXEC = new, SCC = EXEC != 0\n"
    "            exec_q[cur_q] <= salu_x & LaneMask;\n"
    "            scc_q[cur_q] <= (salu_x & LaneMask) != 64'd0;\n"
    "          end\n"
    "          state_q <= StWrite;\n"
    "        end\n"
    "        if (!exec_err && cls == CLS_SBRANCH && taken) next_pc_q <= br_pc;\n"
    "        if (!exec_err && (op == OP_S_SETPC_B64 || op == OP_S_SWAPPC_B64))\n"
    "          next_pc_q <= opnd_q[0];   // the target (golden checks it is in the code image)\n"
    "        if (!exec_err && is_setreg) mode_q[cur_q] <= mode_new;\n"
    "        if (!exec_err && is_getreg) begin   // sdst = (MODE & mask) >> offset\n"
    "          wb_q[0] <= (mode_q[cur_q] & hw_mask) >> imm[10:6];\n"
    "          wb_cnt_q <= 5'd1;\n"
    "          state_q <= StWrite;\n"
    "        end\n"
    "        if (!exec_err && op == OP_S_ENDPGM) begin   // an ended wave's PC stays on s_endpgm\n"
    "          end_q <= 1'b1;\n"
    "          next_pc_q <= cur_pc;\n"
    "        end\n"
    "        if (!exec_err && is_smem) begin\n"
    "          wb_cnt_q <= dst_dw;\n"
    "          state_q <= StMemReq;\n"
    "        end\n"
    "@@SPLIT_EXEC@@\n"
    "      end\n"
    "      // SMEM: one request per dword (each waits for a free queue entry and the arbiter);\n"
    "      // the load retires with its last request, its data comes back through pws_smem_queue\n"
    "      StMemReq: if (smem_req && mem_gnt_i) begin\n"
    "        mem_i_q <= mem_i_q + 4'd1;\n"
    "        if ({1'b0, mem_i_q} + 5'd1 == wb_cnt_q) state_q <= StCommit;\n"
    "      end\n"
    "      StWrite: begin\n"
    "        if (wb_i_q == wb_cnt_q) state_q <= StCommit;\n"
    "        else if (!ext_sgpr) begin   // one dword per cycle; an init (or copy) write goes first\n"
    "          wb_i_q <= wb_i_q + 5'd1;\n"
    "          if (wb_code == SRC_VCC_LO) vcc_q[cur_q] <= {cur_vcc[63:32], wb_q[wb_i_q[3:0]]};\n"
    "          if (wb_code == SRC_VCC_HI) vcc_q[cur_q] <= {wb_q[wb_i_q[3:0]], cur_vcc[31:0]};\n"
    "          if (wb_code == SRC_M0) m0_q[cur_q] <= wb_q[wb_i_q[3:0]];\n"
    "          if (wb_code == SRC_EXEC_LO) begin   // EXEC keeps no bit beyond the wave\n"
    "            exec_q[cur_q] <= {cur_exec[63:32], wb_q[wb_i_q[3:0]] & LaneMask[31:0]};\n"
    "            wb_q[wb_i_q[3:0]] <= wb_q[wb_i_q[3:0]] & LaneMask[31:0];\n"
    "          end\n"
    "          if (wb_code == SRC_EXEC_HI) begin\n"
    "            exec_q[cur_q] <= {wb_q[wb_i_q[3:0]] & LaneMask[63:32], cur_exec[31:0]};\n"
    "            wb_q[wb_i_q[3:0]] <= wb_q[wb_i_q[3:0]] & LaneMask[63:32];\n"
    "          end\n"
    "        end\n"
    "      end\n"
    "      StVRead: begin\n"
    "        // slot vr_q - 1 was read last cycle unless its read waited (vskip_q: captured then)\n"
    "        if (vr_q != 3'd0 && !vskip_q) vop_q[vr_q - 3'd1] <= vc_vgpr ? vrf_rdata\n"
    "                                                            : {SimdWidth{opnd_q[vr_q - 3'd1]}};\n"
    "        vskip_q <= !vr_ok;\n"
    "        if (vr_ok) vr_q <= vr_q + 3'd1;\n"
    "        if (vr_q == 3'd7) state_q <= is_vmem ? StFReq : StVExec;\n"
    "      end\n"
    "      StVExec, StVExec2: if (vw_ok) begin   // the row is in the VRF\n"
    "        if (state_q == StVExec) begin\n"
    "          for (kk = 0; kk < SimdWidth; kk = kk + 1) begin\n"
    "            vmask_q[lane_base32 + kk] <= valu_bit[kk] && act_pass[kk];\n"
    "            vd0_q[32 * (lane_base32 + kk) +: 32] <= valu_d[64*kk +: 32];\n"
    "            vd1_q[32 * (lane_base32 + kk) +: 32] <= valu_d[64*kk + 32 +: 32];\n"
    "          end\n"
    "          if (sel_pass == pass_q) lane_val_q <= sel_val;\n"
    "        end\n"
    "        if (state_q == StVExec && vd64 && valu_wd) state_q <= StVExec2;\n"
    "        else if (pass_q == LastPass) state_q <= StVDone;\n"
    "        else begin\n"
    "          pass_q <= pass_q + {{(PassWidth-1){1'b0}}, 1'b1};\n"
    "          vr_q <= 3'd0;\n"
    "          vskip_q <= 1'b0;\n"
    "          state_q <= StVRead;\n"
    "        end\n"
    "      end\n"
    "      StFReq: begin   // one request per active lane and dword; an inactive lane is skipped\n"
    "        if (!wend_q) begin\n"
    "          if (flat_act) begin\n"
    "            if (acc_grant) begin   // (a request waits for the token and the arbiter)\n"
    "              if (flat_last) wend_q <= 1'b1;\n"
    "              else if ({1'b0, fd_q} + 3'd1 < fdw) fd_q <= fd_q + 2'd1;\n"
    "              else begin\n"
    "                fd_q <= 2'd0;\n"
    "                fk_q <= fk_q + {{(LanesLog-1){1'b0}}, 1'b1};\n"
    "              end\n"
    "            end\n"
    "          end\n"
    "          else if (fk_q == LastLane) wend_q <= 1'b1;   // (fd_q is 0 here: a lane is skipped whole)\n"
    "          else fk_q <= fk_q + {{(LanesLog-1){1'b0}}, 1'b1};\n"
    "        end\n"
    "        if (acc_rvalid) begin   // the answer to the oldest request in flight\n"
    "          ld_q[rdw_q][32 * rlane +: 32] <= ld_ext;\n"
    "          if ({1'b0, rdw_q} + 3'd1 < fdw) rdw_q <= rdw_q + 2'd1;\n"
    "          else begin\n"
    "            rdw_q <= 2'd0;\n"
    "            rk_q <= {1'b0, rlane} + {{LanesLog{1'b0}}, 1'b1};\n"
    "          end\n"
    "        end\n"
    "        out_q <= out_next;\n"
    "        if (pass_done) begin\n"
    "          fw_q <= 2'd0;\n"
    "          state_q <= StFWrite;\n"
    "        end\n"
    "      end\n"
    "      StFWrite: if (vw_ok) begin   // loaded dwords of the pass into the VRF, one row per cycle\n"
    "        if (ld_dw != 3'd0 && !posted) begin\n"
    "          for (kk = 0; kk < SimdWidth; kk = kk + 1)\n"
    "            if (act_pass[kk]) case (fw_q)\n"
    "              2'd0: vd0_q[32 * (lane_base32 + kk) +: 32] <= ld_q[0][32*kk +: 32];\n"
    "              2'd1: vd1_q[32 * (lane_base32 + kk) +: 32] <= ld_q[1][32*kk +: 32];\n"
    "              2'd2: vd2_q[32 * (lane_base32 + kk) +: 32] <= ld_q[2][32*kk +: 32];\n"
    "              default: vd3_q[32 * (lane_base32 + kk) +: 32] <= ld_q[3][32*kk +: 32];\n"
    "            endcase\n"
    "        end\n"
    "        fw_q <= fw_q + 2'd1;\n"
    "        if (ld_dw == 3'd0 || posted || {1'b0, fw_q} + 3'd1 >= ld_dw) begin   // (posted: one cycle)\n"
    "          fk_q <= {LanesLog{1'b0}};\n"
    "          fd_q <= 2'd0;\n"
    "          wend_q <= 1'b0;\n"
    "          rk_q <= {(LanesLog+1){1'b0}};\n"
    "          rdw_q <= 2'd0;   // (out_q is 0: StFReq left with every access answered)\n"
    "          if (pass_q == LastPass) state_q <= StVDone;\n"
    "          else begin\n"
    "            pass_q <= pass_q + {{(PassWidth-1){1'b0}}, 1'b1};\n"
    "            vr_q <= 3'd0;\n"
    "            vskip_q <= 1'b0;\n"
    "            state_q <= StVRead;\n"
    "          end\n"
    "        end\n"
    "      end\n"
    "      StVDone: begin\n"
    "        sp_ev_q <= 2'd0;\n"
    "        next_pc_q <= seq_pc;\n"
    "        end_q <= 1'b0;\n"
    "        err_q <= 1'b0;\n"
    "        scc_we_q <= 1'b0;\n"
    "        wb_i_q <= 5'd0;\n"
    "        wb_cnt_q <= 5'd0;\n"
    "        wb_base_q <= dec_vop3 ? (sdst != OPND_NONE ? sdst : dst) : SRC_VCC_LO;\n"
    "        vgpr_we_q <= is_vmem ? ld_dw != 3'd0 : is_writelane || (valu_wd && !is_readlane);\n"
    "        vgpr_cnt_q <= is_vmem ? ld_dw : vd64 ? 3'd2 : 3'd1;\n"
    "        vwmask_q <= is_writelane ? LaneMask & (64'd1 << lane_sel) : act;\n"
    "        if (is_writelane) vd0_q[32 * sel_ext[LaneIdxWidth-1:0] +: 32] <= opnd_q[0];\n"
    "        if (valu_wb && !is_vmem) begin   // the lane mask: VCC, the e64 SGPR pair, EXEC for v_cmpx\n"
    "          wb_q[0] <= vmask_q[31:0];\n"
    "          wb_q[1] <= vmask_q[63:32];\n"
    "          wb_cnt_q <= 5'd2;\n"
    "          if (is_cmpx) exec_q[cur_q] <= vmask_q & LaneMask;\n"
    "        end\n"
    "        if (is_readlane && !is_vmem) begin\n"
    "          wb_q[0] <= lane_val_q;\n"
    "          wb_cnt_q <= 5'd1;\n"
    "          wb_base_q <= dst;\n"
    "        end\n"
    "        state_q <= StWrite;\n"
    "      end\n"
    "      StCommit: begin\n"
    "        pc_q[cur_q] <= next_pc_q;\n"
    "        if (end_q || err_q) begin\n"
    "          run_q[cur_q] <= 1'b0;\n"
    "          // an ended wave no longer holds its workgroup's barrier; the SPI may already be\n"
    "          // writing the freed context's next INIT_WG in this cycle, which goes first\n"
    "          if (!(init_we_i && init_sel_i == INIT_WG && init_ctx_i == cur_q))\n"
    "            member_q[cur_q] <= 1'b0;\n"
    "        end\n"
    "        if (is_barrier && !err_q) bar_q[cur_q] <= 1'b1;   // retired on arrival (docs/isa.md R6)\n"
    "        state_q <= StIdle;\n"
    "      end\n"
    "@@SPLIT_STATES@@\n"
    "      default: state_q <= StIdle;\n"
    "    endcase\n"
    "  end\n"
    "end\n"
    "\n"
    "assign running_o = run_q;\n"
    "assign bar_wait_o = bar_q;\n"
    "assign member_o = member_q;\n"
    "genvar g;\n"
    "generate\n"
    "  for (g = 0; g < NumContexts; g = g + 1) begin : g_wg\n"
    "    assign wg_o[WgIdWidth*g +: WgIdWidth] = wg_q[g];\n"
    "  end\n"
    "endgenerate\n";

static const char *const body_commit =
    "\n"
    "// Commit port: valid for one cycle per retired instruction (docs/microarchitecture-fsm.md).\n"
    "assign commit_valid_o     = state_q == StCommit;\n"
    "@@SPLIT_COMMIT_ID@@\n"
    "assign commit_wave_o      = wave_q[cur_q];\n"
    "@@SPLIT_LAT@@\n"
    "assign commit_pc_o        = cur_pc;\n"
    "assign commit_next_pc_o   = next_pc_q;\n"
    "assign commit_inst0_o     = inst0_q;\n"
    "assign commit_inst1_o     = inst1_q;\n"
    "assign commit_sgpr_base_o = wb_base_q;\n"
    "assign commit_sgpr_cnt_o  = wb_cnt_q;\n"
    "assign commit_exec_o      = cur_exec;\n"
    "assign commit_vcc_o       = cur_vcc;\n"
    "assign commit_scc_o       = cur_scc;\n"
    "assign commit_scc_we_o    = scc_we_q;\n"
    "assign commit_m0_o        = m0_q[cur_q];\n"
    "assign commit_mode_o      = mode_q[cur_q];\n"
    "assign commit_split_mask_o = sp_ev_q != 2'd0 ? sp_mp_q : cur_spm;   // after the instruction\n"
    "assign commit_split_ev_o  = sp_ev_q;\n"
    "assign commit_split_parent_o = commit_unit_o;   // the splitter / merge target\n"
    "assign commit_split_child_o = sp_child_q;\n"
    "assign commit_split_mask_parent_o = sp_mp_q;\n"
    "assign commit_split_mask_child_o = sp_mc_q;\n"
    "assign commit_end_o       = end_q;\n"
    "assign commit_err_o       = err_q;\n"
    "assign commit_vgpr_we_o   = vgpr_we_q;\n"
    "assign commit_vgpr_base_o = dst[7:0];\n"
    "assign commit_vgpr_cnt_o  = vgpr_cnt_q;\n"
    "assign commit_vgpr_mask_o = vwmask_q;\n"
    "assign commit_vgpr_data_o = {vd3_q, vd2_q, vd1_q, vd0_q};\n"
    "assign commit_sgpr_late_o = is_smem;   // its SGPRs are written as the data comes back\n"
    "assign commit_vgpr_late_o = posted;    // its VGPRs likewise, lane by lane (commit_lv_*)\n"
    "// Late writes, reported the cycle after the SRF write: from registers, because q_pop depends\n"
    "// on this cycle's init-port inputs, which the harness changes before the clock edge.\n"
    "reg                lw_v_q;\n"
    "reg [CtxWidth-1:0] lw_ctx_q;\n"
    "reg [6:0]          lw_sgpr_q;\n"
    "reg [31:0]         lw_data_q;\n"
    "reg                lv_v_q;\n"
    "reg [CtxWidth-1:0] lv_ctx_q;\n"
    "reg [7:0]          lv_vgpr_q;\n"
    "reg [5:0]          lv_lane_q;\n"
    "reg [31:0]         lv_data_q;\n"
    "always @(posedge clk_i) begin\n"
    "  lw_v_q <= rst_ni && q_pop;\n"
    "  lw_ctx_q <= q_out_ctx;\n"
    "  lw_sgpr_q <= q_out_sgpr;\n"
    "  lw_data_q <= q_out_data;\n"
    "  lv_v_q <= rst_ni && vq_pop;\n"
    "  lv_ctx_q <= vq_o_ctx;\n"
    "  lv_vgpr_q <= vq_o_vgpr;\n"
    "  lv_lane_q <= vq_o_lane;\n"
    "  lv_data_q <= vq_o_ext;\n"
    "end\n"
    "assign commit_lw_valid_o  = lw_v_q;\n"
    "assign commit_lw_ctx_o    = lw_ctx_q;\n"
    "assign commit_lw_sgpr_o   = lw_sgpr_q;\n"
    "assign commit_lw_data_o   = lw_data_q;\n"
    "assign commit_lv_valid_o  = lv_v_q;\n"
    "assign commit_lv_ctx_o    = lv_ctx_q;\n"
    "assign commit_lv_vgpr_o   = lv_vgpr_q;\n"
    "assign commit_lv_lane_o   = lv_lane_q;\n"
    "assign commit_lv_data_o   = lv_data_q;\n";

/* Prints text line by line at e's indent; a line holding "@@NAME@@" is replaced by the hook's
 * text for c (emit_simd_hook, emit_split_unit.c). */
static void emit_hooked(emit_ctx *e, const char *text, const pws_cfg *c)
{
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        const char *a = strstr(p, "@@");
        const char *b = a && a < p + n ? strstr(a + 2, "@@") : NULL;
        if (b && b < p + n) {
            char name[32];
            size_t k = (size_t)(b - a - 2) < sizeof name - 1 ? (size_t)(b - a - 2) : sizeof name - 1;
            memcpy(name, a + 2, k);
            name[k] = '\0';
            emit_simd_hook(e, name, c);
        } else {
            emit_line(e, "%.*s", (int)n, p);
        }
        p += n + (nl ? 1 : 0);
    }
}

static void emit_body(emit_ctx *e, const pws_cfg *c)
{
    emit_hooked(e, body_decl, c);
    emit_line(e, "reg s0_wide, s1_wide, s2_wide;   // the source is a 64-bit pair");
    emit_line(e, "reg [4:0] dst_dw;       // destination dwords");
    emit_line(e, "reg mask_src2;          // src2 is a lane mask (VCC in e32)");
    emit_line(e, "reg is_cmpx, is_mac;    // v_cmpx_* (writes EXEC too); v_mac_f32 (reads its vdst)");
    emit_line(e, "reg vd64;               // the vector destination is a 64-bit pair");
    emit_blank(e);
    emit_hooked(e, body_read, c);
    emit_hooked(e, body_fetch, c);
    emit_hooked(e, body_vec, c);
    emit_hooked(e, c->lane_gate == PWS_LANE_GATE_CLOCK ? body_lanes_gated : body_lanes_direct, c);
    emit_hooked(e, body_vec_out, c);
    emit_hooked(e, body_vq, c);
    emit_blank(e);
    emit_line(e, "// Generated from isa_ops.def for the ops this SIMD runs.");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "if (is_smem) s0_wide = 1'b1;   // sbase is always a pair");
    emit_line(e, "else");
    emit_push(e);
    emit_op_set(e, c, "s0_wide", p_s0_wide);
    emit_pop(e);
    emit_op_set(e, c, "s1_wide", p_s1_wide);
    emit_op_set(e, c, "s2_wide", p_s2_wide);
    emit_op_set(e, c, "mask_src2", p_mask_src2);
    emit_op_set(e, c, "is_cmpx", p_cmpx);
    emit_op_set(e, c, "is_mac", p_mac);
    emit_op_set(e, c, "vd64", p_vd64);
    emit_vmem_shape(e, c);
    emit_dst_dw(e, c);
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "localparam DrainAtBranch = 1'b%d;   // dws: a branch may split (the SRF copy)",
              emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_DWS);
    emit_hooked(e, body_sb, c);
    emit_hooked(e, body_fsm, c);
    if (c->commit_port) {
        emit_hooked(e, body_commit, c);
        emit_line(e, "assign commit_sgpr_data_o = {");
        emit_push(e);
        for (int k = 15; k >= 0; k--)
            emit_line(e, "wb_q[%d]%s", k, k ? "," : "");
        emit_pop(e);
        emit_line(e, "};");
    } else {   /* --no-commit-port: the registers that only fed the port stay, unread */
        emit_line(e, "wire unused_commit = ^{scc_we_q, vd0_q, vd1_q, vd2_q, vd3_q, vwmask_q, vgpr_we_q,");
        emit_line(e, "                       vgpr_cnt_q, wave_q[cur_q], lat_q, spsimd_id_i, sp_ev_q,");
        emit_line(e, "                       sp_child_q, sp_mp_q, sp_mc_q};");
    }
}

/* SRF word index bits (the address arithmetic is 32-bit, then sliced). */
static unsigned srf_aw(const pws_cfg *c)
{
    return emit_cu_clog2(emit_cu_unit_contexts(c) * c->sgprs);
}

/* emit_isa_body_and_end() callback: this module's body. */
static void body_cb(emit_ctx *b, const void *arg) { emit_body(b, (const pws_cfg *)arg); }

int emit_simd(emit_ctx *e, const pws_cfg *c)
{
    unsigned ctxw = emit_cu_clog2(c->contexts);
    uint64_t lanemask = c->wave == 64 ? ~0ull : (1ull << c->wave) - 1;
    emit_header(e, "docs/microarchitecture-fsm.md (SIMD FSM)",
                "One SIMD: context pick, fetch, decode, SRF read, SALU/SOPP/SMEM, write-back, commit.",
                c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_simd #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth       = %u,  // bits of an op id", emit_isa_op_width());
    emit_line(e, "parameter integer FmtWidth      = %u,  // bits of an isa_fmt", emit_isa_fmt_width());
    emit_line(e, "parameter integer ClsWidth      = %u,  // bits of an isa_class", emit_isa_cls_width());
    emit_line(e, "parameter integer OpndWidth     = %u, // operand codes", EMIT_OPND_WIDTH);
    if (emit_cu_has_split_hw(c)) {
        emit_line(e, "parameter integer UnitIdWidth   = %u,  // bits of a SpSIMD ID",
                  emit_cu_idx_width(c->spsimds + 1));
        emit_line(e, "parameter integer SpawnWidth    = %u, // bits of a new SWF's registers", emit_cu_spawn_width(c));
    }
    emit_line(e, "parameter integer NumContexts   = %u,  // contexts of this unit", emit_cu_unit_contexts(c));
    emit_line(e, "parameter integer WgIdWidth     = %u,  // bits of a workgroup slot in the CU",
              emit_cu_clog2(c->simds * c->contexts));
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index", ctxw);
    emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront", c->wave);
    emit_line(e, "parameter integer NumSgprs      = %u, // SGPRs per context", c->sgprs);
    emit_line(e, "parameter integer SrfAddrWidth  = %u,  // bits of an SRF word index",
              srf_aw(c));
    emit_line(e, "parameter integer ImemAddrWidth = %u, // bits of an instruction RAM dword index",
              emit_cu_clog2(c->imem_dwords));
    emit_line(e, "parameter integer SimdWidth     = %u, // VALU lanes: a pass", c->lanes);
    emit_line(e, "parameter integer NumVgprs      = %u, // VGPRs per context", c->vgprs);
    emit_line(e, "parameter integer Passes        = %u,  // WavefrontSize / SimdWidth", c->wave / c->lanes);
    emit_line(e, "parameter integer PassWidth     = %u,  // bits of a pass index", emit_cu_clog2(c->wave / c->lanes));
    emit_line(e, "parameter integer LanesLog      = %u,  // log2(SimdWidth)", emit_cu_clog2(c->lanes));
    emit_line(e, "parameter integer LaneIdxWidth  = %u,  // log2(WavefrontSize)", emit_cu_clog2(c->wave));
    emit_line(e, "parameter integer VrfAddrWidth  = %u,  // bits of a VRF word index (per lane RAM)", emit_vrf_addr_width(c));
    emit_line(e, "parameter integer SmemQueue     = %u, // scalar-load dwords in flight (pws_smem_queue)",
              c->smem_queue);
    emit_line(e, "parameter integer SmemQueueWidth = %u, // log2(SmemQueue)", emit_cu_clog2(c->smem_queue));
    emit_line(e, "parameter integer VmemQueue     = %u, // FLAT-load lane dwords in flight (0: none)",
              c->vmem_queue);
    emit_line(e, "parameter integer VmemQueueWidth = %u, // log2(VmemQueue) (1 without the queue)",
              c->vmem_queue ? emit_cu_clog2(c->vmem_queue) : 1);
    emit_line(e, "parameter [63:0]  LaneMask      = 64'h%016llx  // WavefrontSize ones",
              (unsigned long long)lanemask);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                     clk_i,");
    emit_line(e, "input  wire                     rst_ni,");
    emit_line(e, "// this unit's SpSIMD ID, 0 = the SIMD, 1..S its SpSIMDs (read-only, docs/splitting.md): a port");
    emit_line(e, "// tied to a constant, not a parameter, so that the S + 1 units are one module (Verilator");
    emit_line(e, "// builds one model of it instead of S + 1; synthesis propagates the constant)");
    emit_line(e, "input  wire [5:0]               spsimd_id_i,");
    emit_line(e, "// init port (the SPI): writes a context's registers, then INIT_START");
    emit_line(e, "input  wire                     init_we_i,");
    emit_line(e, "input  wire [CtxWidth-1:0]      init_ctx_i,");
    emit_line(e, "input  wire [3:0]               init_sel_i,   // INIT_*");
    emit_line(e, "input  wire [7:0]               init_addr_i,  // SGPR (INIT_SGPR) or VGPR (INIT_VGPR) index");
    emit_line(e, "input  wire [31:0]              init_data_i,");
    emit_line(e, "output wire [NumContexts-1:0]   running_o,    // started and not ended");
    emit_line(e, "// barriers (pws_barrier): who waits, who is live, in which workgroup slot");
    emit_line(e, "output wire [NumContexts-1:0]   bar_wait_o,");
    emit_line(e, "output wire [NumContexts-1:0]   member_o,");
    emit_line(e, "output wire [NumContexts*WgIdWidth-1:0] wg_o,");
    emit_line(e, "input  wire [NumContexts-1:0]   bar_release_i,");
    emit_line(e, "// LDS port (the CU's pws_lds behind its arbiter): one dword access per request");
    emit_line(e, "output wire                     lds_req_o,");
    emit_line(e, "input  wire                     lds_gnt_i,");
    emit_line(e, "output wire [31:0]              lds_addr_o,   // byte address in the CU's LDS");
    emit_line(e, "output wire                     lds_we_o,");
    emit_line(e, "output wire [31:0]              lds_wdata_o,");
    emit_line(e, "output wire [3:0]               lds_amo_o,");
    emit_line(e, "input  wire                     lds_rvalid_i,");
    emit_line(e, "input  wire [31:0]              lds_rdata_i,");
    emit_line(e, "// the GPU's atomic token: held from the first access of an atomic to its commit");
    emit_line(e, "output wire                     amo_req_o,");
    emit_line(e, "input  wire                     amo_gnt_i,");
    emit_line(e, "// the SIMD's VRF (pws_vrf behind pws_vrf_arb): one read and one write request per cycle,");
    emit_line(e, "// each with the wave lanes it touches; held until granted; read data one cycle after");
    emit_line(e, "output wire                     vrf_rreq_o,");
    emit_line(e, "output wire [WavefrontSize-1:0] vrf_rlanes_o,");
    emit_line(e, "output wire [VrfAddrWidth-1:0]  vrf_raddr_o,  // context * NumVgprs + VGPR, in every lane RAM");
    emit_line(e, "input  wire                     vrf_rgnt_i,");
    emit_line(e, "input  wire [WavefrontSize*32-1:0] vrf_rdata_i, // every lane's word (those this unit read last cycle are its)");
    emit_line(e, "output wire                     vrf_wreq_o,");
    emit_line(e, "output wire [WavefrontSize-1:0] vrf_wlanes_o,");
    emit_line(e, "output wire [VrfAddrWidth-1:0]  vrf_waddr_o,");
    emit_line(e, "output wire [SimdWidth*32-1:0]  vrf_wdata_o,  // the pass's lanes: wave lane l gets lane l %% SimdWidth");
    emit_line(e, "input  wire                     vrf_wgnt_i,");
    emit_line(e, "input  wire [WavefrontSize-1:0] vrf_wtaken_i, // the lane the SPI's init write takes this cycle");
    if (emit_cu_has_split_hw(c)) {
        emit_line(e, "// split hardware (pws_split_ctrl, docs/splitting.md): token, state, merge, spawn, SRF copy");
        emit_line(e, "output wire                     tok_req_o,");
        emit_line(e, "input  wire                     tok_gnt_i,");
        emit_line(e, "output wire [CtxWidth-1:0]      cur_ctx_o,");
        emit_line(e, "output wire [NumContexts-1:0]   park_o,");
        emit_line(e, "output wire [NumContexts*64-1:0] exec_o,");
        emit_line(e, "output wire [NumContexts*64-1:0] spm_o,");
        emit_line(e, "output wire [NumContexts-1:0]   parent_v_o,");
        emit_line(e, "output wire [NumContexts*UnitIdWidth-1:0] parent_o,");
        emit_line(e, "output wire [NumContexts-1:0]   top_v_o,");
        emit_line(e, "output wire [NumContexts*UnitIdWidth-1:0] top_o,");
        emit_line(e, "output wire                     mfree_o,");
        emit_line(e, "input  wire                     alloc_ok_i,");
        emit_line(e, "input  wire [UnitIdWidth-1:0]   alloc_k_i,");
        emit_line(e, "input  wire [63:0]              mchild_exec_i,");
        emit_line(e, "input  wire [63:0]              mchild_spm_i,");
        emit_line(e, "input  wire [NumContexts-1:0]   wake_i,");
        emit_line(e, "input  wire [NumContexts-1:0]   free_i,");
        if (c->split == PWS_SPLIT_PWS) {   /* DWS: the new SWF is in this unit */
        emit_line(e, "output wire                     spawn_v_o,");
        emit_line(e, "output wire [UnitIdWidth-1:0]   spawn_k_o,");
        emit_line(e, "output wire [SpawnWidth-1:0]    spawn_data_o,");
        emit_line(e, "input  wire                     spawn_v_i,");
        emit_line(e, "input  wire [SpawnWidth-1:0]    spawn_data_i,");
        emit_line(e, "input  wire [UnitIdWidth-1:0]   spawn_parent_i,");
        emit_line(e, "output wire                     cp_we_o,");
        emit_line(e, "output wire [UnitIdWidth-1:0]   cp_k_o,");
        emit_line(e, "output wire [SrfAddrWidth-1:0]  cp_addr_o,");
        emit_line(e, "output wire [31:0]              cp_data_o,");
        emit_line(e, "input  wire                     cp_we_i,");
        emit_line(e, "input  wire [SrfAddrWidth-1:0]  cp_addr_i,");
        emit_line(e, "input  wire [31:0]              cp_data_i,");
        }
    }
    emit_line(e, "// instruction RAM read port (synchronous: data one cycle after the address)");
    emit_line(e, "output wire                     imem_req_o,   // to the CU's arbiter: hold until granted");
    emit_line(e, "input  wire                     imem_gnt_i,   // imem_raddr_o is read this cycle");
    emit_line(e, "output wire [ImemAddrWidth-1:0] imem_raddr_o,");
    emit_line(e, "input  wire [31:0]              imem_rdata_i,");
    emit_line(e, "input  wire                     imem_we_i,    // the code image is written: void the buffers");
    emit_line(e, "// memory port: one access per request, held until mem_gnt_i; the response may take any time");
    emit_line(e, "output wire                     mem_req_o,");
    emit_line(e, "input  wire                     mem_gnt_i,");
    emit_line(e, "output wire [63:0]              mem_addr_o,   // byte address of the access");
    emit_line(e, "output wire                     mem_we_o,     // 1: write mem_wdata_o");
    emit_line(e, "output wire [1:0]               mem_size_o,   // log2 bytes: 0, 1 or 2");
    emit_line(e, "output wire [31:0]              mem_wdata_o,  // the bytes in the low end");
    emit_line(e, "output wire [3:0]               mem_amo_o,    // atomic op (0: none)");
    emit_line(e, "output wire [31:0]              mem_cmp_o,    // compare value (cmpswap)");
    emit_line(e, "input  wire                     mem_rvalid_i,");
    emit_line(e, "input  wire [31:0]              mem_rdata_i%s", c->commit_port ? "," : "");
    if (c->commit_port) {
        emit_line(e, "// commit port: one retired instruction per commit_valid_o cycle");
        emit_line(e, "output wire                     commit_valid_o,");
        emit_line(e, "output wire [CtxWidth-1:0]      commit_ctx_o,");
        emit_line(e, "output wire [5:0]               commit_unit_o,      // SpSIMD ID (0: the SIMD)");
        emit_line(e, "output wire [31:0]              commit_wave_o,      // wave id (INIT_WAVE)");
        emit_line(e, "output wire [31:0]              commit_lat_o,       // issue-to-retire cycles");
        emit_line(e, "output wire [31:0]              commit_pc_o,");
        emit_line(e, "output wire [31:0]              commit_next_pc_o,");
        emit_line(e, "output wire [31:0]              commit_inst0_o,");
        emit_line(e, "output wire [31:0]              commit_inst1_o,");
        emit_line(e, "output wire [OpndWidth-1:0]     commit_sgpr_base_o, // operand code of the first dword");
        emit_line(e, "output wire [4:0]               commit_sgpr_cnt_o,  // 0: no scalar write");
        emit_line(e, "output wire                     commit_sgpr_late_o, // 1: the data comes later (commit_lw_*)");
        emit_line(e, "output wire [511:0]             commit_sgpr_data_o, // dword i in [32i+31:32i]");
        emit_line(e, "output wire [63:0]              commit_exec_o,      // state after the instruction");
        emit_line(e, "output wire [63:0]              commit_vcc_o,");
        emit_line(e, "output wire                     commit_scc_o,");
        emit_line(e, "output wire                     commit_scc_we_o,");
        emit_line(e, "output wire [31:0]              commit_m0_o,");
        emit_line(e, "output wire [31:0]              commit_mode_o,");
        emit_line(e, "output wire [63:0]              commit_split_mask_o,");
        emit_line(e, "output wire [1:0]               commit_split_ev_o,  // 1: s_split, 2: s_merge (docs/isa.md R2, R3)");
        emit_line(e, "output wire [5:0]               commit_split_parent_o,      // the SWF that split / the merge target");
        emit_line(e, "output wire [6:0]               commit_split_child_o,       // the new / freed SpSIMD ID; 7'h7f: null");
        emit_line(e, "output wire [63:0]              commit_split_mask_parent_o, // split masks after the instruction");
        emit_line(e, "output wire [63:0]              commit_split_mask_child_o,");
        emit_line(e, "output wire                     commit_end_o,       // s_endpgm");
        emit_line(e, "output wire                     commit_err_o,       // not decodable / not implemented");
        emit_line(e, "output wire                     commit_vgpr_we_o,   // a VGPR write (lanes in mask)");
        emit_line(e, "output wire [7:0]               commit_vgpr_base_o, // first VGPR");
        emit_line(e, "output wire [2:0]               commit_vgpr_cnt_o,  // dwords per lane");
        emit_line(e, "output wire [63:0]              commit_vgpr_mask_o,");
        emit_line(e, "output wire [4*WavefrontSize*32-1:0] commit_vgpr_data_o, // dword d lane l at [32(d*WavefrontSize+l)+:32]");
        emit_line(e, "// late writes: a scalar load's dword written into the SRF (any cycle, commit or not)");
        emit_line(e, "output wire                     commit_lw_valid_o,");
        emit_line(e, "output wire [CtxWidth-1:0]      commit_lw_ctx_o,    // the unit's context index");
        emit_line(e, "output wire [6:0]               commit_lw_sgpr_o,");
        emit_line(e, "output wire [31:0]              commit_lw_data_o,");
        emit_line(e, "output wire                     commit_vgpr_late_o, // 1: a FLAT load's VGPRs come later (commit_lv_*)");
        emit_line(e, "// late writes: a FLAT load's lane dword written into the VRF (--vmem-queue)");
        emit_line(e, "output wire                     commit_lv_valid_o,");
        emit_line(e, "output wire [CtxWidth-1:0]      commit_lv_ctx_o,    // the unit's context index");
        emit_line(e, "output wire [7:0]               commit_lv_vgpr_o,");
        emit_line(e, "output wire [5:0]               commit_lv_lane_o,   // wave lane");
        emit_line(e, "output wire [31:0]              commit_lv_data_o    // extended as loaded");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "localparam [3:0] INIT_SGPR = 4'd%d, INIT_PC = 4'd%d, INIT_EXEC_LO = 4'd%d, "
              "INIT_EXEC_HI = 4'd%d,", EMIT_CU_INIT_SGPR, EMIT_CU_INIT_PC, EMIT_CU_INIT_EXEC_LO,
              EMIT_CU_INIT_EXEC_HI);
    emit_line(e, "                 INIT_VCC_LO = 4'd%d, INIT_VCC_HI = 4'd%d, INIT_M0 = 4'd%d, "
              "INIT_MODE = 4'd%d,", EMIT_CU_INIT_VCC_LO, EMIT_CU_INIT_VCC_HI, EMIT_CU_INIT_M0,
              EMIT_CU_INIT_MODE);
    emit_line(e, "                 INIT_SCC = 4'd%d, INIT_START = 4'd%d, "
              "INIT_WAVE = 4'd%d;   // (VGPRs: pws_simd_units)", EMIT_CU_INIT_SCC, EMIT_CU_INIT_START,
              EMIT_CU_INIT_WAVE);
    emit_line(e, "localparam [3:0] INIT_WG = 4'd%d, INIT_LDS = 4'd%d;", EMIT_CU_INIT_WG,
              EMIT_CU_INIT_LDS);
    emit_line(e, "localparam [3:0] AMO_NONE = 4'd%d;", EMIT_CU_AMO_NONE);
    emit_line(e, "localparam [31:0] VgprsSz = NumVgprs;");
    emit_line(e, "localparam integer            LastPassI = Passes - 1;");
    emit_line(e, "localparam integer            LastLaneI = SimdWidth - 1;");
    emit_line(e, "localparam [LanesLog-1:0]     LastLane = LastLaneI[LanesLog-1:0];");
    emit_line(e, "localparam [PassWidth-1:0]    LastPass = LastPassI[PassWidth-1:0];");
    /* lgkmcnt counts up to SmemQueue + 1 loads (each with an entry, and one more waiting for
     * its first) and is compared with s_waitcnt's 4-bit field: at least 5 bits */
    unsigned lgkm_w = emit_cu_clog2(c->smem_queue) + 1;
    emit_line(e, "localparam integer            LgkmWidth = %u;   // lgkmcnt: max(5, log2(SmemQueue) + 1)",
              lgkm_w < 5 ? 5 : lgkm_w);
    emit_line(e, "localparam [LgkmWidth-1:0]    LgkmAlways = {LgkmWidth{1'b1}};   // thr_q: no wait");
    /* vmcnt likewise: each counted load holds its last entry (VmemQueue) */
    unsigned vm_w = c->vmem_queue ? emit_cu_clog2(c->vmem_queue) + 1 : 0;
    emit_line(e, "localparam integer            VmWidth = %u;   // vmcnt: max(5, log2(VmemQueue) + 1)",
              vm_w < 5 ? 5 : vm_w);
    emit_line(e, "localparam [VmWidth-1:0]      VmAlways = {VmWidth{1'b1}};   // vthr_q: no wait");
    emit_line(e, "localparam                    VmemPosted = 1'b%d;   // FLAT loads retire before their data",
              c->vmem_queue != 0);
    emit_line(e, "localparam [31:0] SgprsSz = NumSgprs;");
    emit_line(e, "localparam [OpndWidth-1:0]    SgprsOp = NumSgprs[OpndWidth-1:0];");
    emit_line(e, "wire [31:0] cur_ctx_ext = {{(32-CtxWidth){1'b0}}, cur_q};");
    emit_line(e, "wire [31:0] init_ctx_ext = {{(32-CtxWidth){1'b0}}, init_ctx_i};");
    return emit_isa_body_and_end(e, body_cb, c);
}
