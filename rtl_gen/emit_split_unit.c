/* rtl_gen/emit_split_unit.c -- the split hardware inside one unit (pws_simd): the parts of the
 * unit's text that differ between a configuration with split hardware (--split pws, S > 0:
 * docs/splitting.md) and one without (every s_split is null, every s_merge a no-op).
 *
 * pws_simd's body (emit_simd.c) carries hook lines "@@NAME@@"; emit_simd_hook() writes each
 * hook's text for the configuration. With split hardware the unit holds pws_split_ctx (its
 * contexts' split masks, parents, child stacks, null-split counters), parks a context at an
 * s_merge whose partner has not arrived (it is not picked, the unit runs its other contexts),
 * completes the merge when pws_split_ctrl wakes it, and performs a real s_split: the split
 * token from the execute cycle to the commit, the SRF copy into the new SWF's unit (StSplit,
 * one word per cycle), the new SWF's registers at the commit. The commit port carries the
 * split event fields the golden model records in either case. */
#include "emit_cu.h"
#include "emitters.h"

#include <string.h>

/* No split hardware: constants that make the shared text a machine without splits. */
static void hook_none(emit_ctx *e, const char *name)
{
    if (!strcmp(name, "SPLIT_DECL")) {
        emit_line(e, "// Split event of the instruction in flight (commit port; docs/isa.md R2, R3).");
        emit_line(e, "reg  [1:0]  sp_ev_q;          // 0 none, 1 s_split, 2 s_merge");
        emit_line(e, "reg  [6:0]  sp_child_q;       // the new / merged SWF's SpSIMD ID; 7'h7f: none (null)");
        emit_line(e, "reg  [63:0] sp_mp_q, sp_mc_q; // split masks after: this context's, the child's");
        emit_line(e, "// No split hardware: every s_split is null and every s_merge a no-op.");
        emit_line(e, "wire [NumContexts-1:0] park = {NumContexts{1'b0}};   // nothing waits at s_merge");
        emit_line(e, "wire split_rd = state_q == StSplit;                 // never: no SRF copy");
        emit_line(e, "wire [31:0] split_rd_addr = 32'd0;");
        emit_line(e, "wire cp_sgpr = 1'b0;");
        emit_line(e, "wire [SrfAddrWidth-1:0] cp_waddr = {SrfAddrWidth{1'b0}};");
        emit_line(e, "wire [31:0] cp_wdata = 32'd0;");
        emit_line(e, "wire [31:0] cur_ext = cur_ctx_ext;   // the context ID");
        emit_line(e, "wire unused_ext = ^cur_ext[31:CtxWidth];");
    } else if (!strcmp(name, "SPLIT_SPM")) {
        emit_line(e, "wire [63:0] cur_spm = LaneMask;          // the context's split mask: every lane");
        emit_line(e, "wire is_split = op == OP_S_SPLIT;");
        emit_line(e, "wire is_merge = op == OP_S_MERGE;");
        emit_line(e, "wire split_err = 1'b0;");
        emit_line(e, "wire exec_stall = 1'b0;");
    } else if (!strcmp(name, "SPLIT_EXEC")) {
        emit_line(e, "        sp_ev_q <= is_split ? 2'd1 : is_merge ? 2'd2 : 2'd0;");
        emit_line(e, "        sp_child_q <= 7'h7f;");
        emit_line(e, "        sp_mp_q <= cur_spm;");
        emit_line(e, "        sp_mc_q <= 64'd0;");
    } else if (!strcmp(name, "SPLIT_LAT")) {
        emit_line(e, "assign commit_lat_o       = lat_q + 32'd1;   // from the fetch grant to this cycle, both counted");
    } else if (!strcmp(name, "SPLIT_IBLOAD")) {
        emit_line(e, "wire ib_load = 1'b0;   // no split: an entry is only filled by the prefetcher");
        emit_line(e, "wire [CtxWidth-1:0] ib_load_ctx = {CtxWidth{1'b0}};");
        emit_line(e, "wire [ImemAddrWidth-1:0] ib_load_addr = {ImemAddrWidth{1'b0}};");
        emit_line(e, "wire [31:0] ib_load_w0 = 32'd0, ib_load_w1 = 32'd0;");
    } else if (!strcmp(name, "SPLIT_COMMIT_ID")) {
        emit_line(e, "assign commit_ctx_o       = cur_q;");
        emit_line(e, "assign commit_unit_o      = spsimd_id_i;   // SpSIMD ID: 0 = the SIMD itself");
    }
    /* SPLIT_RESET, SPLIT_CTX, SPLIT_STATES: nothing */
}

/* Split hardware (--split pws, S > 0). */
static void hook_split(emit_ctx *e, const char *name, const pws_cfg *c)
{
    int dws = c->split == PWS_SPLIT_DWS;
    if (!strcmp(name, "SPLIT_DECL")) {
        emit_line(e, "// Split event of the instruction in flight (commit port; docs/isa.md R2, R3).");
        emit_line(e, "reg  [1:0]  sp_ev_q;          // 0 none, 1 s_split, 2 s_merge");
        emit_line(e, "reg  [6:0]  sp_child_q;       // the new / merged SWF's SpSIMD ID; 7'h7f: none (null)");
        emit_line(e, "reg  [63:0] sp_mp_q, sp_mc_q; // split masks after: this context's, the child's");
        emit_line(e, "reg  [2:0]  sp_op_q;          // what the commit does to the split state (SP_*)");
        emit_line(e, "reg  [UnitIdWidth-1:0] sp_k_q;   // the child: new (split) or merged (merge)");
        emit_line(e, "reg  [63:0] sp_opmask_q;      // split: self; merge: the child's split mask");
        emit_line(e, "reg         sp_mlat_q;        // a completed merge: lat counts from the 2nd arrival");
        emit_line(e, "reg  [7:0]  cp_i_q;           // StSplit: SRF word read this cycle");
        emit_line(e, "reg         tok_hold_q;       // the split token is ours until the commit");
        emit_line(e, "reg  [NumContexts-1:0] park_q;    // waits at s_merge for its partner: not picked");
        emit_line(e, "reg  [NumContexts-1:0] mwake_q;   // its partner arrived: its s_merge completes the merge");
        emit_line(e, "reg  [31:0] marr_q [0:NumContexts-1];   // cycle the second partner arrived");
        emit_line(e, "reg  [31:0] cyc_q;            // free-running cycle count (merge latency)");
        emit_line(e, "localparam [2:0] SP_NONE = 3'd%d, SP_NULL_SPLIT = 3'd%d, SP_SPLIT = 3'd%d, "
                  "SP_NULL_MERGE = 3'd%d, SP_MERGE = 3'd%d;", EMIT_CU_SP_NONE, EMIT_CU_SP_NULL_SPLIT,
                  EMIT_CU_SP_SPLIT, EMIT_CU_SP_NULL_MERGE, EMIT_CU_SP_MERGE);
        emit_line(e, "wire [NumContexts-1:0] park = park_q;");
        emit_line(e, "wire split_rd = state_q == StSplit;   // the SRF read port copies the context");
        emit_line(e, "wire [31:0] split_rd_addr = cur_ctx_ext * SgprsSz + {24'd0, cp_i_q};");
        if (!dws) {
            emit_line(e, "wire cp_sgpr = cp_we_i;                // another unit's split copies into us");
            emit_line(e, "wire [SrfAddrWidth-1:0] cp_waddr = cp_addr_i;");
            emit_line(e, "wire [31:0] cp_wdata = cp_data_i;");
            emit_line(e, "wire [31:0] cur_ext = cur_ctx_ext;");
            emit_line(e, "wire [31:0] cur_bank = {26'd0, spsimd_id_i};   // the SpSIMD ID");
        } else {   /* the reserve banks: context k * NumWf + c is SpSIMD k's SWF context c */
            emit_line(e, "// DWS: one unit; context k * NumWf + c plays SWF context c of SpSIMD k (docs/splitting.md)");
            emit_line(e, "localparam [31:0] NumWf = %u;   // WF contexts (--contexts)", c->contexts);
            emit_line(e, "wire [31:0] cur_ext = cur_ctx_ext %% NumWf;   // the context ID");
            emit_line(e, "wire [31:0] cur_bank = cur_ctx_ext / NumWf;   // the SpSIMD ID it plays");
            emit_line(e, "wire cp_sgpr = state_q == StSplit && cp_i_q != 8'd0;   // the SRF copy, within the unit");
            emit_line(e, "wire [31:0] cp_waddr_w = ({{(32-UnitIdWidth){1'b0}}, sp_k_q} * NumWf + cur_ext) * SgprsSz");
            emit_line(e, "                         + {24'd0, cp_i_q} - 32'd1;");
            emit_line(e, "wire [SrfAddrWidth-1:0] cp_waddr = cp_waddr_w[SrfAddrWidth-1:0];");
            emit_line(e, "wire [31:0] cp_wdata;   // the word read last cycle (srf_rdata)");
        }
    } else if (!strcmp(name, "SPLIT_SPM")) {
        emit_line(e, "wire is_split = op == OP_S_SPLIT;");
        emit_line(e, "wire is_merge = op == OP_S_MERGE;");
        emit_line(e, "// The split state of this unit's contexts (pws_split_ctx), and the new SWF a split of");
        emit_line(e, "// another unit starts here (spawn_data_i, from pws_split_ctrl).");
        emit_line(e, "localparam integer OSpm = CtxWidth, OPc = OSpm + 64, OExec = OPc + 32, OVcc = OExec + 64,");
        emit_line(e, "                   OScc = OVcc + 64, OM0 = OScc + 1, OMode = OM0 + 32, OWave = OMode + 32,");
        emit_line(e, "                   OLds = OWave + 32, OWg = OLds + 32, OIbV = OWg + WgIdWidth,");
        emit_line(e, "                   OIbW0 = OIbV + 1, OIbW1 = OIbW0 + 32;");
        if (dws) {   /* R4: the new SWF is a reserve context of this unit, at the commit */
            emit_line(e, "wire spawn_v_i = state_q == StCommit && sp_op_q == SP_SPLIT;");
            emit_line(e, "wire [31:0] sp_new = {{(32-UnitIdWidth){1'b0}}, sp_k_q} * NumWf + cur_ext;");
            emit_line(e, "// the new SWF starts at the branch in flight: its instruction buffer gets that instruction");
            emit_line(e, "wire [SpawnWidth-1:0] spawn_data_i = {inst1_q, inst0_q, 1'b1, wg_q[cur_q], lds_q[cur_q], wave_q[cur_q],");
            emit_line(e, "    mode_q[cur_q], m0_q[cur_q], cur_scc, cur_vcc, cur_exec, cur_pc, sp_mc_q,");
            emit_line(e, "    sp_new[CtxWidth-1:0]};   // PC: the branch itself (R4)");
            emit_line(e, "wire [UnitIdWidth-1:0] spawn_parent_i = cur_bank[UnitIdWidth-1:0];");
            emit_line(e, "assign cp_wdata = srf_rdata;");
            emit_line(e, "reg  [5:0]  cur_nulls_q;   // R4: the new SWF gets the splitter's counter");
        }
        emit_line(e, "wire [CtxWidth-1:0] sp_in_ctx = spawn_data_i[CtxWidth-1:0];");
        emit_line(e, "wire [NumContexts*64-1:0] spm_all;");
        emit_line(e, "wire [NumContexts-1:0] pv_all, topv_all, full_all;");
        emit_line(e, "wire [NumContexts*UnitIdWidth-1:0] par_all, top_all;");
        emit_line(e, "wire [NumContexts*6-1:0] nulls_all;");
        emit_line(e, "pws_split_ctx u_split_ctx (");
        emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .start_i(init_we_i && init_sel_i == INIT_START),");
        emit_line(e, "  .start_ctx_i(init_ctx_i), .spawn_i(spawn_v_i), .spawn_ctx_i(sp_in_ctx),");
        emit_line(e, "  .spawn_spm_i(spawn_data_i[OSpm +: 64]), .spawn_parent_i(spawn_parent_i),");
        emit_line(e, "  .spawn_nulls_i(%s),", dws ? "cur_nulls_q" : "6'd0");
        emit_line(e, "  .op_i(state_q == StCommit ? sp_op_q : SP_NONE), .op_ctx_i(cur_q), .op_child_i(sp_k_q),");
        emit_line(e, "  .op_mask_i(sp_opmask_q), .free_i(free_i), .spm_o(spm_all), .parent_v_o(pv_all),");
        emit_line(e, "  .parent_o(par_all), .top_v_o(topv_all), .top_o(top_all), .full_o(full_all),");
        emit_line(e, "  .null_splits_o(nulls_all)");
        emit_line(e, ");");
        emit_line(e, "wire [63:0] cur_spm = spm_all[64*cur_q +: 64];   // the context's split mask");
        emit_line(e, "wire [5:0]  cur_nulls = nulls_all[6*cur_q +: 6];");
        emit_line(e, "wire [UnitIdWidth-1:0] cur_top = top_all[UnitIdWidth*cur_q +: UnitIdWidth];");
        emit_line(e, "wire sp_is_swf = spsimd_id_i != 6'd0;   // an SpSIMD unit (SWF contexts)");
        emit_line(e, "// R2: m = ssrc1:ssrc0 on the wave's lanes; self stays, other goes to the new SWF");
        emit_line(e, "wire [63:0] sp_m = {opnd_q[2], opnd_q[0]} & LaneMask;");
        emit_line(e, "wire [63:0] sp_self = cur_spm & sp_m;");
        emit_line(e, "wire [63:0] sp_other = cur_spm & ~sp_m;");
        if (dws) {
            emit_line(e, "wire sp_real = 1'b0;   // under dws every s_split is null (docs/isa.md R2.1)");
            emit_line(e, "wire unused_dws = ^{sp_self, sp_other, cur_top, sp_is_swf};");
            emit_line(e, "// R4: a marked (MODE[21]) s_cbranch_execz/execnz whose EXEC & SpM is neither empty");
            emit_line(e, "// nor all of SpM splits before it executes, if the stack has room and a bank is free");
            emit_line(e, "wire [63:0] dws_a = cur_exec & cur_spm;");
            emit_line(e, "wire dws_cand = (op == OP_S_CBRANCH_EXECZ || op == OP_S_CBRANCH_EXECNZ) && mode_q[cur_q][21];");
            emit_line(e, "wire dws_go = dws_cand && dws_a != 64'd0 && dws_a != cur_spm && !full_all[cur_q] && alloc_ok_i;");
        } else {
            emit_line(e, "wire sp_real = cur_nulls == 6'd0 && sp_self != 64'd0 && sp_other != 64'd0");
            emit_line(e, "               && !full_all[cur_q] && alloc_ok_i;");
        }
        emit_line(e, "// R3: the partner is the top of the child stack, else the parent (SpSIMD units only)");
        if (dws)   /* DWS SWFs never merge: a merge with no open null split has no partner */
            emit_line(e, "wire partner_v = 1'b0;");
        else
            emit_line(e, "wire partner_v = topv_all[cur_q] || (sp_is_swf && pv_all[cur_q]);");
        emit_line(e, "wire merge_go = mwake_q[cur_q];   // R3.3: the partner has arrived (pws_split_ctrl woke us)");
        emit_line(e, "wire merge_done = is_merge && cur_nulls == 6'd0 && merge_go;");
        emit_line(e, "wire split_err = is_split ? !sp_real && cur_nulls == 6'd63   // nesting deeper than 63");
        emit_line(e, "                          : cur_nulls == 6'd0 && !merge_go && !partner_v;");
        emit_line(e, "wire needs_tok = is_split || merge_done%s;", dws ? " || dws_cand" : "");
        emit_line(e, "wire exec_stall = needs_tok && !tok_gnt_i;");
        emit_line(e, "assign tok_req_o = (state_q == StExec && needs_tok) || tok_hold_q;");
        emit_line(e, "assign cur_ctx_o = cur_ext[CtxWidth-1:0];   // the context ID");
        emit_line(e, "assign park_o = park_q;");
        emit_line(e, "assign spm_o = spm_all;");
        emit_line(e, "assign parent_v_o = pv_all;");
        emit_line(e, "assign parent_o = par_all;");
        emit_line(e, "assign top_v_o = topv_all;");
        emit_line(e, "assign top_o = top_all;");
        emit_line(e, "assign mfree_o = state_q == StCommit && sp_op_q == SP_MERGE;");
        if (!dws) {
            emit_line(e, "assign spawn_v_o = state_q == StCommit && sp_op_q == SP_SPLIT;");
            emit_line(e, "assign spawn_k_o = sp_k_q;");
            emit_line(e, "// the new SWF starts at our next PC: it gets our buffered instruction there, if we have it");
            emit_line(e, "assign spawn_data_o = {ib_w1, ib_w0, ib_hit, wg_q[cur_q], lds_q[cur_q], wave_q[cur_q], mode_q[cur_q], m0_q[cur_q],");
            emit_line(e, "                       cur_scc, cur_vcc, cur_exec, next_pc_q, sp_mc_q, cur_q};");
            emit_line(e, "wire [31:0] cp_addr_w = cur_ctx_ext * SgprsSz + {24'd0, cp_i_q} - 32'd1;");
            emit_line(e, "assign cp_we_o = state_q == StSplit && cp_i_q != 8'd0;   // word cp_i - 1, read last cycle");
            emit_line(e, "assign cp_k_o = sp_k_q;");
            emit_line(e, "assign cp_addr_o = cp_addr_w[SrfAddrWidth-1:0];");
            emit_line(e, "assign cp_data_o = srf_rdata;");
        } else {
            emit_line(e, "wire [31:0] cp_addr_w = 32'd0;");
            emit_line(e, "wire unused_dws_io = ^{mfree_o, mchild_exec_i, mchild_spm_i, sp_new, cp_waddr_w};");
        }
        emit_line(e, "genvar gx;");
        emit_line(e, "generate");
        emit_line(e, "  for (gx = 0; gx < NumContexts; gx = gx + 1) begin : g_exec");
        emit_line(e, "    assign exec_o[64*gx +: 64] = exec_q[gx];");
        emit_line(e, "  end");
        emit_line(e, "endgenerate");
        emit_line(e, "wire unused_split = ^{cp_addr_w, par_all};");
    } else if (!strcmp(name, "SPLIT_RESET")) {
        emit_line(e, "    park_q <= {NumContexts{1'b0}};");
        emit_line(e, "    sp_op_q <= SP_NONE;");
        emit_line(e, "    sp_mlat_q <= 1'b0;");
        emit_line(e, "    mwake_q <= {NumContexts{1'b0}};");
        emit_line(e, "    tok_hold_q <= 1'b0;");
        emit_line(e, "    cyc_q <= 32'd0;");
    } else if (!strcmp(name, "SPLIT_CTX")) {
        emit_line(e, "    cyc_q <= cyc_q + 32'd1;");
        emit_line(e, "    if (state_q == StCommit) begin   // applied at this edge (pws_split_ctx); released");
        emit_line(e, "      tok_hold_q <= 1'b0;");
        emit_line(e, "      sp_op_q <= SP_NONE;   // (a vector instruction never passes StExec)");
        emit_line(e, "      sp_mlat_q <= 1'b0;");
        emit_line(e, "    end");
        emit_line(e, "    for (i = 0; i < NumContexts; i = i + 1) begin");
        emit_line(e, "      if (wake_i[i]) begin   // pws_split_ctrl paired us with our waiting child");
        emit_line(e, "        park_q[i] <= 1'b0;");
        emit_line(e, "        mwake_q[i] <= 1'b1;");
        emit_line(e, "        marr_q[i] <= cyc_q - 32'd1;   // the arrival was the cycle before the wake");
        emit_line(e, "      end");
        emit_line(e, "      if (free_i[i]) begin   // merged into its parent: the SWF context is free");
        emit_line(e, "        run_q[i] <= 1'b0;");
        emit_line(e, "        park_q[i] <= 1'b0;");
        emit_line(e, "        mwake_q[i] <= 1'b0;");
        emit_line(e, "        member_q[i] <= 1'b0;");
        emit_line(e, "      end");
        emit_line(e, "    end");
        emit_line(e, "    if (spawn_v_i) begin   // R2 / R4: a new SWF here, with the splitter's registers");
        emit_line(e, "      pc_q[sp_in_ctx] <= spawn_data_i[OPc +: 32];");
        emit_line(e, "      exec_q[sp_in_ctx] <= spawn_data_i[OExec +: 64];");
        emit_line(e, "      vcc_q[sp_in_ctx] <= spawn_data_i[OVcc +: 64];");
        emit_line(e, "      scc_q[sp_in_ctx] <= spawn_data_i[OScc];");
        emit_line(e, "      m0_q[sp_in_ctx] <= spawn_data_i[OM0 +: 32];");
        emit_line(e, "      mode_q[sp_in_ctx] <= spawn_data_i[OMode +: 32];");
        emit_line(e, "      wave_q[sp_in_ctx] <= spawn_data_i[OWave +: 32];");
        emit_line(e, "      lds_q[sp_in_ctx] <= spawn_data_i[OLds +: 32];");
        emit_line(e, "      wg_q[sp_in_ctx] <= spawn_data_i[OWg +: WgIdWidth];");
        emit_line(e, "      run_q[sp_in_ctx] <= 1'b1;");
        emit_line(e, "      member_q[sp_in_ctx] <= 1'b1;   // a live context of its workgroup (barriers)");
        emit_line(e, "      bar_q[sp_in_ctx] <= 1'b0;");
        emit_line(e, "      park_q[sp_in_ctx] <= 1'b0;");
        emit_line(e, "      mwake_q[sp_in_ctx] <= 1'b0;");
        emit_line(e, "    end");
    } else if (!strcmp(name, "SPLIT_EXEC")) {
        hook_none(e, name);
        emit_line(e, "        sp_op_q <= SP_NONE;");
        emit_line(e, "        sp_mlat_q <= 1'b0;");
        emit_line(e, "        if (needs_tok) tok_hold_q <= 1'b1;");
        emit_line(e, "        if (!exec_err && is_split) begin");
        emit_line(e, "          if (sp_real) begin   // R2, real: copy the SRF (StSplit), then commit");
        emit_line(e, "            sp_op_q <= SP_SPLIT;");
        emit_line(e, "            sp_k_q <= alloc_k_i;");
        emit_line(e, "            sp_opmask_q <= sp_self;");
        emit_line(e, "            sp_mp_q <= sp_self;");
        emit_line(e, "            sp_mc_q <= sp_other;");
        emit_line(e, "            sp_child_q <= {{(7-UnitIdWidth){1'b0}}, alloc_k_i};");
        emit_line(e, "            cp_i_q <= 8'd0;");
        emit_line(e, "            state_q <= StSplit;");
        emit_line(e, "          end else sp_op_q <= SP_NULL_SPLIT;");
        emit_line(e, "        end");
        if (dws) {
            emit_line(e, "        if (!exec_err && dws_go) begin   // R4: split, copy the SRF, then the branch retires");
            emit_line(e, "          sp_ev_q <= 2'd1;");
            emit_line(e, "          sp_op_q <= SP_SPLIT;");
            emit_line(e, "          sp_k_q <= alloc_k_i;");
            emit_line(e, "          sp_opmask_q <= dws_a;");
            emit_line(e, "          sp_mp_q <= dws_a;");
            emit_line(e, "          sp_mc_q <= cur_spm & ~cur_exec;");
            emit_line(e, "          sp_child_q <= {{(7-UnitIdWidth){1'b0}}, alloc_k_i};");
            emit_line(e, "          cur_nulls_q <= cur_nulls;");
            emit_line(e, "          cp_i_q <= 8'd0;");
            emit_line(e, "          state_q <= StSplit;");
            emit_line(e, "        end");
        }
        emit_line(e, "        if (!exec_err && is_merge) begin");
        emit_line(e, "          if (cur_nulls != 6'd0) sp_op_q <= SP_NULL_MERGE;   // R3.1: a no-op");
        emit_line(e, "          else if (merge_go) begin   // R3.4: both arrived; we are the target");
        emit_line(e, "            sp_op_q <= SP_MERGE;");
        emit_line(e, "            sp_k_q <= cur_top;");
        emit_line(e, "            sp_opmask_q <= mchild_spm_i;");
        emit_line(e, "            sp_mp_q <= cur_spm | mchild_spm_i;");
        emit_line(e, "            sp_mc_q <= mchild_spm_i;");
        emit_line(e, "            sp_child_q <= {{(7-UnitIdWidth){1'b0}}, cur_top};");
        emit_line(e, "            sp_mlat_q <= 1'b1;");
        emit_line(e, "            exec_q[cur_q] <= (cur_exec & ~mchild_spm_i) | (mchild_exec_i & mchild_spm_i);");
        emit_line(e, "            mwake_q[cur_q] <= 1'b0;");
        emit_line(e, "          end else begin   // R3.3: wait for the partner; nothing retires");
        emit_line(e, "            park_q[cur_q] <= 1'b1;");
        emit_line(e, "            state_q <= StIdle;");
        emit_line(e, "          end");
        emit_line(e, "        end");
    } else if (!strcmp(name, "SPLIT_IBLOAD")) {
        emit_line(e, "// A new SWF here starts with the instruction its splitter handed on (docs/splitting.md).");
        emit_line(e, "wire ib_load = spawn_v_i && spawn_data_i[OIbV];");
        emit_line(e, "wire [CtxWidth-1:0] ib_load_ctx = sp_in_ctx;");
        emit_line(e, "wire [31:0] ib_load_pc = spawn_data_i[OPc +: 32];");
        emit_line(e, "wire [ImemAddrWidth-1:0] ib_load_addr = ib_load_pc[ImemAddrWidth+1:2];");
        emit_line(e, "wire [31:0] ib_load_w0 = spawn_data_i[OIbW0 +: 32], ib_load_w1 = spawn_data_i[OIbW1 +: 32];");
        emit_line(e, "wire unused_ib_load = ^ib_load_pc;");
    } else if (!strcmp(name, "SPLIT_STATES")) {
        emit_line(e, "      StSplit: begin   // SRF copy: read word cp_i, write word cp_i - 1 into the new SWF's unit");
        emit_line(e, "        cp_i_q <= cp_i_q + 8'd1;");
        emit_line(e, "        if ({24'd0, cp_i_q} == SgprsSz) state_q <= StCommit;");
        emit_line(e, "      end");
    } else if (!strcmp(name, "SPLIT_COMMIT_ID")) {
        emit_line(e, "wire [31:0] cur_ext_c = cur_ext;   // DWS: context ID and bank; PWS: cur_q, spsimd_id_i");
        emit_line(e, "wire [31:0] cur_bank_c = cur_bank;");
        emit_line(e, "assign commit_ctx_o       = cur_ext_c[CtxWidth-1:0];");
        emit_line(e, "assign commit_unit_o      = cur_bank_c[5:0];   // SpSIMD ID: 0 = the SIMD itself");
        emit_line(e, "wire unused_id = ^{cur_ext_c, cur_bank_c, spsimd_id_i};");
    } else if (!strcmp(name, "SPLIT_LAT")) {
        emit_line(e, "// from the fetch grant to this cycle, both counted; a completed merge: from the cycle");
        emit_line(e, "// its second partner arrived (e_m, docs/splitting.md)");
        emit_line(e, "assign commit_lat_o       = sp_mlat_q ? cyc_q - marr_q[cur_q] : lat_q + 32'd1;");
    }
}

void emit_simd_hook(emit_ctx *e, const char *name, const pws_cfg *c)
{
    if (emit_cu_has_split_hw(c))
        hook_split(e, name, c);
    else
        hook_none(e, name);
}
