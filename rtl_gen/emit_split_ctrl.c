/* rtl_gen/emit_split_ctrl.c -- pws_split_ctrl.v: the split controller of one SIMD
 * (docs/splitting.md "Split", "Merge"): the split token, allocation of a free SWF context, the
 * routing of the SRF copy and of the new SWF's registers, merge pairing (which wakes the merge
 * target) and the freeing of contexts.
 *
 * The token (pws_lock_arbiter over the SIMD's units) is held by a unit from the execute cycle
 * of an s_split, or of the completion of a merge, to its commit. While it is held nothing else
 * of the SIMD allocates or frees an SWF context, so each decision sees the contexts exactly as
 * the golden model does when it steps the same instructions in commit order (docs/isa.md R2:
 * "the lowest free SpSIMD ID"). Merge pairing needs no token: an SWF at s_merge parks (its
 * context is not picked) and the pair is found from the parked flags; the target is woken, and
 * its unit completes the merge. A context of SpSIMD k >= 1 is freed when its SWF is merged, or
 * when no unit runs an SWF of its wavefront any more (R5). */
#include "emit_cu.h"
#include "emitters.h"

int emit_split_ctrl(emit_ctx *e, const pws_cfg *c)
{
    unsigned units = c->spsimds + 1;   /* SpSIMD IDs: units (pws) or reserve banks (dws) */
    emit_header(e, "docs/splitting.md (Split, Merge), docs/isa.md sections 4, 5, 7",
                "Split controller of one SIMD: token, allocation, SRF copy, merge pairing, free.", c);
    if (!emit_cu_has_split_hw(c)) {
        emit_line(e, "// --split %s: no split hardware in this configuration (no module here).",
                  pws_split_name(c->split));
        return emit_status(e);
    }
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_split_ctrl #(");
    emit_push(e);
    emit_line(e, "parameter integer NumUnits      = %u,  // the SIMD and its SpSIMDs (dws: the banks of reserve contexts)", units);
    emit_line(e, "parameter integer UnitIdWidth   = %u,  // bits of a SpSIMD ID", emit_cu_idx_width(units));
    emit_line(e, "parameter integer NumContexts   = %u,  // context IDs (per unit, or per DWS bank)", c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context ID", emit_cu_clog2(c->contexts));
    emit_line(e, "parameter integer SrfAddrWidth  = %u,  // bits of an SRF word index",
              emit_cu_clog2(emit_cu_unit_contexts(c) * c->sgprs));
    emit_line(e, "parameter integer SpawnWidth    = %u  // bits of a new SWF's registers (pws_simd spawn_data)",
              emit_cu_spawn_width(c));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                                   clk_i,");
    emit_line(e, "input  wire                                   rst_ni,");
    emit_line(e, "input  wire [NumUnits-1:0]                    tok_req_i,   // per unit, vectors: unit u's field [W*u +: W]");
    emit_line(e, "output wire [NumUnits-1:0]                    tok_gnt_o,");
    emit_line(e, "input  wire [NumUnits*CtxWidth-1:0]           cur_ctx_i,   // each unit's context in flight");
    emit_line(e, "input  wire [NumUnits*NumContexts-1:0]        run_i,       // unit u context c at [NumContexts*u + c]");
    emit_line(e, "input  wire [NumUnits*NumContexts-1:0]        park_i,      // waits at s_merge");
    emit_line(e, "input  wire [NumUnits*NumContexts-1:0]        parent_v_i,");
    emit_line(e, "input  wire [NumUnits*NumContexts*UnitIdWidth-1:0] parent_i,");
    emit_line(e, "input  wire [NumUnits*NumContexts-1:0]        top_v_i,");
    emit_line(e, "input  wire [NumUnits*NumContexts*UnitIdWidth-1:0] top_i,");
    emit_line(e, "input  wire [NumUnits*NumContexts*64-1:0]     spm_i,");
    emit_line(e, "input  wire [NumUnits*NumContexts*64-1:0]     exec_i,");
    emit_line(e, "input  wire [NumUnits-1:0]                    mfree_i,     // the token holder's merge commits: free its child");
    emit_line(e, "output reg                                    alloc_ok_o,  // a free SWF context for the holder's context ID");
    emit_line(e, "output reg  [UnitIdWidth-1:0]                 alloc_k_o,   // the lowest such SpSIMD ID");
    emit_line(e, "output reg  [63:0]                            mchild_exec_o,  // the holder's top child: EXEC");
    emit_line(e, "output reg  [63:0]                            mchild_spm_o,   // and split mask");
    emit_line(e, "output reg  [NumUnits*NumContexts-1:0]        wake_o,      // a merge target whose partner arrived");
    emit_line(e, "output reg  [NumUnits*NumContexts-1:0]        free_o,");
    emit_line(e, "input  wire [NumUnits-1:0]                    spawn_v_i,   // the holder's real split commits");
    emit_line(e, "input  wire [NumUnits*UnitIdWidth-1:0]        spawn_k_i,");
    emit_line(e, "input  wire [NumUnits*SpawnWidth-1:0]         spawn_data_i,");
    emit_line(e, "output reg  [NumUnits-1:0]                    spawn_v_o,   // to unit k");
    emit_line(e, "output reg  [SpawnWidth-1:0]                  spawn_data_o,");
    emit_line(e, "output reg  [UnitIdWidth-1:0]                 spawn_parent_o,");
    emit_line(e, "input  wire [NumUnits-1:0]                    cp_we_i,     // the holder's SRF copy, one word per cycle");
    emit_line(e, "input  wire [NumUnits*UnitIdWidth-1:0]        cp_k_i,");
    emit_line(e, "input  wire [NumUnits*SrfAddrWidth-1:0]       cp_addr_i,");
    emit_line(e, "input  wire [NumUnits*32-1:0]                 cp_data_i,");
    emit_line(e, "output reg  [NumUnits-1:0]                    cp_we_o,     // to unit k's SRF write port (priority)");
    emit_line(e, "output reg  [SrfAddrWidth-1:0]                cp_addr_o,");
    emit_line(e, "output reg  [31:0]                            cp_data_o");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "pws_lock_arbiter #(.N(NumUnits), .IdxWidth(UnitIdWidth)) u_token (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(tok_req_i), .gnt_o(tok_gnt_o)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// The holder's context ID and the top of its child stack there.");
    emit_line(e, "reg [CtxWidth-1:0]    hctx;");
    emit_line(e, "reg [UnitIdWidth-1:0] htop;");
    emit_line(e, "reg [31:0]            hslot, cslot;");
    emit_line(e, "integer u, k, x, t;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "hctx = {CtxWidth{1'b0}};");
    emit_line(e, "htop = {UnitIdWidth{1'b0}};");
    emit_line(e, "for (u = 0; u < NumUnits; u = u + 1)");
    emit_line(e, "  if (tok_gnt_o[u]) begin");
    emit_line(e, "    hctx = cur_ctx_i[CtxWidth*u +: CtxWidth];");
    emit_line(e, "    htop = top_i[UnitIdWidth*(NumContexts*u + {{(32-CtxWidth){1'b0}}, hctx}) +: UnitIdWidth];");
    emit_line(e, "  end");
    emit_line(e, "// R2: the lowest SpSIMD ID 1..S whose context hctx is free (the highest is assigned first)");
    emit_line(e, "alloc_ok_o = 1'b0;");
    emit_line(e, "alloc_k_o = {UnitIdWidth{1'b0}};");
    emit_line(e, "for (k = NumUnits - 1; k >= 1; k = k - 1)");
    emit_line(e, "  if (!parent_v_i[NumContexts*k + {{(32-CtxWidth){1'b0}}, hctx}]) begin");
    emit_line(e, "    alloc_ok_o = 1'b1;");
    emit_line(e, "    alloc_k_o = k[UnitIdWidth-1:0];");
    emit_line(e, "  end");
    emit_line(e, "cslot = NumContexts * {{(32-UnitIdWidth){1'b0}}, htop} + {{(32-CtxWidth){1'b0}}, hctx};");
    emit_line(e, "mchild_exec_o = exec_i[64*cslot +: 64];");
    emit_line(e, "mchild_spm_o = spm_i[64*cslot +: 64];");
    emit_line(e, "// R3 pairing: target t (its top child k) and k both wait at s_merge, k's partner is t");
    emit_line(e, "// (k's stack is empty, its parent is t). The target is woken; the child stays parked.");
    emit_line(e, "wake_o = {(NumUnits*NumContexts){1'b0}};");
    emit_line(e, "for (t = 0; t < NumUnits; t = t + 1)");
    emit_line(e, "  for (x = 0; x < NumContexts; x = x + 1) begin");
    emit_line(e, "    hslot = NumContexts * {{(32-UnitIdWidth){1'b0}}, top_i[UnitIdWidth*(NumContexts*t + x) +: UnitIdWidth]} + x;");
    emit_line(e, "    if (park_i[NumContexts*t + x] && top_v_i[NumContexts*t + x] && park_i[hslot]");
    emit_line(e, "        && !top_v_i[hslot] && parent_v_i[hslot]");
    emit_line(e, "        && {{(32-UnitIdWidth){1'b0}}, parent_i[UnitIdWidth*hslot +: UnitIdWidth]} == t)");
    emit_line(e, "      wake_o[NumContexts*t + x] = 1'b1;");
    emit_line(e, "  end");
    emit_line(e, "// Freeing: the merged child (at its target's commit); every SWF context of a wavefront");
    emit_line(e, "// none of whose contexts runs any more (R5: the wavefront is done).");
    emit_line(e, "free_o = {(NumUnits*NumContexts){1'b0}};");
    emit_line(e, "for (x = 0; x < NumContexts; x = x + 1) begin");
    emit_line(e, "  t = 0;   // some unit runs context ID x");
    emit_line(e, "  for (u = 0; u < NumUnits; u = u + 1)");
    emit_line(e, "    if (run_i[NumContexts*u + x]) t = 1;");
    emit_line(e, "  for (k = 1; k < NumUnits; k = k + 1)");
    emit_line(e, "    if (t == 0 && parent_v_i[NumContexts*k + x]) free_o[NumContexts*k + x] = 1'b1;");
    emit_line(e, "end");
    emit_line(e, "if (|(mfree_i & tok_gnt_o)) free_o[cslot] = 1'b1;");
    emit_line(e, "// The holder's spawn and SRF copy go to unit k (one source at a time: the token).");
    emit_line(e, "spawn_v_o = {NumUnits{1'b0}};");
    emit_line(e, "spawn_data_o = {SpawnWidth{1'b0}};");
    emit_line(e, "spawn_parent_o = {UnitIdWidth{1'b0}};");
    emit_line(e, "cp_we_o = {NumUnits{1'b0}};");
    emit_line(e, "cp_addr_o = {SrfAddrWidth{1'b0}};");
    emit_line(e, "cp_data_o = 32'd0;");
    emit_line(e, "for (u = 0; u < NumUnits; u = u + 1) begin");
    emit_line(e, "  if (spawn_v_i[u] && tok_gnt_o[u]) begin");
    emit_line(e, "    spawn_v_o[spawn_k_i[UnitIdWidth*u +: UnitIdWidth]] = 1'b1;");
    emit_line(e, "    spawn_data_o = spawn_data_i[SpawnWidth*u +: SpawnWidth];");
    emit_line(e, "    spawn_parent_o = u[UnitIdWidth-1:0];");
    emit_line(e, "  end");
    emit_line(e, "  if (cp_we_i[u] && tok_gnt_o[u]) begin");
    emit_line(e, "    cp_we_o[cp_k_i[UnitIdWidth*u +: UnitIdWidth]] = 1'b1;");
    emit_line(e, "    cp_addr_o = cp_addr_i[SrfAddrWidth*u +: SrfAddrWidth];");
    emit_line(e, "    cp_data_o = cp_data_i[32*u +: 32];");
    emit_line(e, "  end");
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire unused_idx = ^{hslot, cslot};   // indices: only their low bits select");
    return emit_module_end(e);
}
