/* rtl_gen/emit_split_ctx.c -- pws_split_ctx.v: the split state of one unit's contexts (PWS
 * paper Sec. 4.1, Fig. 4; docs/isa.md section 2) and its update rules, in one place: per context
 * the split mask `spm`, the `parent` register (valid bit + SpSIMD ID; valid = the SWF context is
 * allocated), the `child_stack` (S SpSIMD IDs + depth) and the `null_splits` counter.
 *
 * Who changes what (docs/splitting.md): the SPI's INIT_START gives a WF context the whole wave
 * (unit 0 only); pws_split_ctrl's spawn makes a context a new SWF (SpM = other, parent = the
 * splitter, empty stack, no null split); the unit's own commit applies the R2/R3 rule it retired
 * (a null split counts up, a real split pushes the child and keeps `self`, a null merge counts
 * down, a completed merge pops and ORs the child's lanes in); pws_split_ctrl frees a context
 * (merge child, or every SWF of its wavefront ended). Under --split none no unit has split state
 * and this file holds no module (the configuration never instantiates it). */
#include "emit_cu.h"
#include "emitters.h"

int emit_split_ctx(emit_ctx *e, const pws_cfg *c)
{
    unsigned s = c->spsimds ? c->spsimds : 1;
    emit_header(e, "docs/splitting.md (One unit, S + 1 times), docs/isa.md sections 2-5",
                "Split state of one unit's contexts: spm, parent, child_stack, null_splits.", c);
    if (!emit_cu_has_split_hw(c)) {
        emit_line(e, "// --split %s: no split hardware in this configuration (no module here).",
                  pws_split_name(c->split));
        return emit_status(e);
    }
    uint64_t lanemask = c->wave == 64 ? ~0ull : (1ull << c->wave) - 1;
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_split_ctx #(");
    emit_push(e);
    emit_line(e, "parameter integer NumContexts   = %u,  // contexts of the unit", emit_cu_unit_contexts(c));
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index",
              emit_cu_clog2(emit_cu_unit_contexts(c)));
    emit_line(e, "parameter integer UnitIdWidth   = %u,  // bits of a SpSIMD ID", emit_cu_idx_width(c->spsimds + 1));
    emit_line(e, "parameter integer StackDepth    = %u,  // child stack entries: S", s);
    emit_line(e, "parameter integer DepthWidth    = %u,  // bits of a stack depth 0..S", emit_cu_clog2(s + 1));
    emit_line(e, "parameter [63:0]  LaneMask      = 64'h%016llx  // the wave's lanes",
              (unsigned long long)lanemask);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                           clk_i,");
    emit_line(e, "input  wire                           rst_ni,");
    emit_line(e, "input  wire                           start_i,       // INIT_START: a WF context gets the whole wave");
    emit_line(e, "input  wire [CtxWidth-1:0]            start_ctx_i,");
    emit_line(e, "input  wire                           spawn_i,       // a new SWF (pws_split_ctrl)");
    emit_line(e, "input  wire [CtxWidth-1:0]            spawn_ctx_i,");
    emit_line(e, "input  wire [63:0]                    spawn_spm_i,   // other = SpM & ~m of the splitter");
    emit_line(e, "input  wire [UnitIdWidth-1:0]         spawn_parent_i,");
    emit_line(e, "input  wire [5:0]                     spawn_nulls_i,  // DWS: the splitter's counter (R4)");
    emit_line(e, "input  wire [2:0]                     op_i,          // the unit's commit: SP_*");
    emit_line(e, "input  wire [CtxWidth-1:0]            op_ctx_i,");
    emit_line(e, "input  wire [UnitIdWidth-1:0]         op_child_i,    // real split: the child's SpSIMD ID");
    emit_line(e, "input  wire [63:0]                op_mask_i,     // real split: self; merge: the child's SpM");
    emit_line(e, "input  wire [NumContexts-1:0]         free_i,        // these contexts become free");
    emit_line(e, "output wire [NumContexts*64-1:0] spm_o,   // context c's in [64*c +: 64]");
    emit_line(e, "output wire [NumContexts-1:0]         parent_v_o,    // parent set: an allocated SWF context");
    emit_line(e, "output wire [NumContexts*UnitIdWidth-1:0] parent_o,");
    emit_line(e, "output wire [NumContexts-1:0]         top_v_o,       // the child stack is not empty");
    emit_line(e, "output wire [NumContexts*UnitIdWidth-1:0] top_o,     // its top");
    emit_line(e, "output wire [NumContexts-1:0]         full_o,        // S entries");
    emit_line(e, "output wire [NumContexts*6-1:0]       null_splits_o");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "localparam [2:0] SP_NONE = 3'd%d, SP_NULL_SPLIT = 3'd%d, SP_SPLIT = 3'd%d, "
              "SP_NULL_MERGE = 3'd%d, SP_MERGE = 3'd%d;", EMIT_CU_SP_NONE, EMIT_CU_SP_NULL_SPLIT,
              EMIT_CU_SP_SPLIT, EMIT_CU_SP_NULL_MERGE, EMIT_CU_SP_MERGE);
    emit_line(e, "localparam integer            StackI = StackDepth;");
    emit_line(e, "localparam [DepthWidth-1:0]   Full = StackI[DepthWidth-1:0];");
    emit_line(e, "reg [63:0] spm_q [0:NumContexts-1];");
    emit_line(e, "reg [NumContexts-1:0]   parent_v_q;   // the paper's \"parent register is set\" (WF: started)");
    emit_line(e, "reg [UnitIdWidth-1:0]   parent_q [0:NumContexts-1];");
    emit_line(e, "reg [DepthWidth-1:0]    depth_q [0:NumContexts-1];");
    emit_line(e, "reg [UnitIdWidth-1:0]   child_stack_q [0:NumContexts*StackDepth-1];   // context c's entry d at c * S + d");
    emit_line(e, "reg [5:0]               null_splits_q [0:NumContexts-1];");
    emit_line(e, "wire [31:0] op_base = {{(32-CtxWidth){1'b0}}, op_ctx_i} * StackDepth;");
    emit_line(e, "wire [31:0] op_depth = {{(32-DepthWidth){1'b0}}, depth_q[op_ctx_i]};");
    emit_line(e, "integer i;");
    emit_line(e, "always @(posedge clk_i) begin");
    emit_push(e);
    emit_line(e, "if (!rst_ni) begin");
    emit_line(e, "  for (i = 0; i < NumContexts; i = i + 1) begin");
    emit_line(e, "    spm_q[i] <= {64{1'b0}};");
    emit_line(e, "    depth_q[i] <= {DepthWidth{1'b0}};");
    emit_line(e, "    null_splits_q[i] <= 6'd0;");
    emit_line(e, "  end");
    emit_line(e, "  parent_v_q <= {NumContexts{1'b0}};");
    emit_line(e, "end else begin");
    emit_push(e);
    emit_line(e, "for (i = 0; i < NumContexts; i = i + 1)");
    emit_line(e, "  if (free_i[i]) begin   // docs/isa.md R3 (merge child), R5 (wavefront done)");
    emit_line(e, "    spm_q[i] <= {64{1'b0}};");
    emit_line(e, "    parent_v_q[i] <= 1'b0;");
    emit_line(e, "    depth_q[i] <= {DepthWidth{1'b0}};");
    emit_line(e, "    null_splits_q[i] <= 6'd0;");
    emit_line(e, "  end");
    emit_line(e, "if (start_i) begin");
    emit_line(e, "  spm_q[start_ctx_i] <= LaneMask;");
    emit_line(e, "  parent_v_q[start_ctx_i] <= 1'b0;   // a WF context never has a parent (docs/isa.md 2)");
    emit_line(e, "  depth_q[start_ctx_i] <= {DepthWidth{1'b0}};");
    emit_line(e, "  null_splits_q[start_ctx_i] <= 6'd0;");
    emit_line(e, "end");
    emit_line(e, "if (spawn_i) begin   // R2: SpM = other, parent = the splitter, empty stack, counter 0");
    emit_line(e, "  spm_q[spawn_ctx_i] <= spawn_spm_i;");
    emit_line(e, "  parent_v_q[spawn_ctx_i] <= 1'b1;");
    emit_line(e, "  parent_q[spawn_ctx_i] <= spawn_parent_i;");
    emit_line(e, "  depth_q[spawn_ctx_i] <= {DepthWidth{1'b0}};");
    emit_line(e, "  null_splits_q[spawn_ctx_i] <= spawn_nulls_i;");
    emit_line(e, "end");
    emit_line(e, "case (op_i)");
    emit_line(e, "  SP_NULL_SPLIT: null_splits_q[op_ctx_i] <= null_splits_q[op_ctx_i] + 6'd1;");
    emit_line(e, "  SP_SPLIT: begin   // R2, real: push the child, keep self");
    emit_line(e, "    child_stack_q[op_base + op_depth] <= op_child_i;");
    emit_line(e, "    depth_q[op_ctx_i] <= depth_q[op_ctx_i] + {{(DepthWidth-1){1'b0}}, 1'b1};");
    emit_line(e, "    spm_q[op_ctx_i] <= op_mask_i;");
    emit_line(e, "  end");
    emit_line(e, "  SP_NULL_MERGE: null_splits_q[op_ctx_i] <= null_splits_q[op_ctx_i] - 6'd1;");
    emit_line(e, "  SP_MERGE: begin   // R3: the target pops its child and takes its lanes back");
    emit_line(e, "    depth_q[op_ctx_i] <= depth_q[op_ctx_i] - {{(DepthWidth-1){1'b0}}, 1'b1};");
    emit_line(e, "    spm_q[op_ctx_i] <= spm_q[op_ctx_i] | op_mask_i;");
    emit_line(e, "  end");
    emit_line(e, "  SP_NONE: ;");
    emit_line(e, "  default: ;");
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "genvar g;");
    emit_line(e, "generate");
    emit_line(e, "  for (g = 0; g < NumContexts; g = g + 1) begin : g_ctx");
    emit_line(e, "    wire [DepthWidth-1:0] d = depth_q[g];");
    emit_line(e, "    wire [31:0] top_i = g * StackDepth + {{(32-DepthWidth){1'b0}}, d} - 32'd1;");
    emit_line(e, "    assign spm_o[64*g +: 64] = spm_q[g];");
    emit_line(e, "    assign parent_o[UnitIdWidth*g +: UnitIdWidth] = parent_q[g];");
    emit_line(e, "    assign top_v_o[g] = d != {DepthWidth{1'b0}};");
    emit_line(e, "    assign top_o[UnitIdWidth*g +: UnitIdWidth] = d != {DepthWidth{1'b0}} ? child_stack_q[top_i] : {UnitIdWidth{1'b0}};");
    emit_line(e, "    assign full_o[g] = d == Full;");
    emit_line(e, "    assign null_splits_o[6*g +: 6] = null_splits_q[g];");
    emit_line(e, "    wire unused_top = ^top_i;   // an index: only its low bits address the stack");
    emit_line(e, "  end");
    emit_line(e, "endgenerate");
    emit_line(e, "assign parent_v_o = parent_v_q;");
    emit_line(e, "wire unused_op = ^{op_base, op_depth};");
    return emit_module_end(e);
}
