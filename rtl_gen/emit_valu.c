/* rtl_gen/emit_valu.c -- pws_valu.v: SimdWidth pws_valu_lane instances, one pass of a vector
 * instruction (SimdWidth lanes of the wavefront) per cycle, combinational like the lane.
 *
 * The wrapper only fans the operands out and the results in: lane k of the pass gets the
 * wavefront lane index lane_base_i + k (for v_mbcnt) and its bit of the carry/select mask. The
 * cross-lane ops (readlane, readfirstlane, writelane) and the EXEC masking of writes are done
 * by pws_simd, which owns the VRF and the pass counter. Spec: docs/microarchitecture-fsm.md "VALU",
 * docs/valu.md (the lane). */
#include "emit_cu.h"
#include "emitters.h"

int emit_valu(emit_ctx *e, const pws_cfg *c)
{
    unsigned liw = emit_cu_clog2(c->wave);
    emit_header(e, "docs/microarchitecture-fsm.md (VALU)",
                "One VALU pass: SimdWidth generated pws_valu_lane instances.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_valu #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth      = %u,  // bits of an op id", emit_isa_op_width());
    emit_line(e, "parameter integer SimdWidth    = %u,  // lanes per pass", c->lanes);
    emit_line(e, "parameter integer LaneIdxWidth = %u    // bits of a wavefront lane index", liw);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [OpWidth-1:0]      op_i,");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src0_i,      // lane k in [64k+63:64k]");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src1_i,");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src2_i,");
    emit_line(e, "input  wire [2:0]              neg_i,");
    emit_line(e, "input  wire [2:0]              abs_i,");
    emit_line(e, "input  wire                    clamp_i,");
    emit_line(e, "input  wire [1:0]              omod_i,");
    emit_line(e, "input  wire [SimdWidth-1:0]    carry_i,     // the pass's bits of the mask operand");
    emit_line(e, "input  wire [1:0]              denorm_i,    // MODE[5:4]");
    emit_line(e, "input  wire [LaneIdxWidth-1:0] lane_base_i, // wavefront index of lane 0 of the pass");
    emit_line(e, "output wire [SimdWidth*64-1:0] d_o,");
    emit_line(e, "output wire [SimdWidth-1:0]    bit_o,");
    emit_line(e, "output wire                    writes_d_o,  // lane 0's (every lane decodes the same op)");
    emit_line(e, "output wire                    writes_bit_o");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "wire [SimdWidth-1:0] wd, wb;");
    emit_line(e, "assign writes_d_o = wd[0];");
    emit_line(e, "assign writes_bit_o = wb[0];");
    if (c->lanes > 1)
        emit_line(e, "wire unused_lanes = ^{wd[SimdWidth-1:1], wb[SimdWidth-1:1]};   // same as lane 0");
    for (unsigned k = 0; k < c->lanes; k++) {
        emit_line(e, "pws_valu_lane #(.OpWidth(OpWidth), .LaneIdxWidth(LaneIdxWidth)) u_lane%u (", k);
        emit_push(e);
        emit_line(e, ".op_i(op_i), .src0_i(src0_i[%u +: 64]), .src1_i(src1_i[%u +: 64]), "
                  ".src2_i(src2_i[%u +: 64]),", 64 * k, 64 * k, 64 * k);
        emit_line(e, ".neg_i(neg_i), .abs_i(abs_i), .clamp_i(clamp_i), .omod_i(omod_i), "
                  ".carry_i(carry_i[%u]), .denorm_i(denorm_i),", k);
        emit_line(e, ".lane_i(lane_base_i + %u'd%u), .d_o(d_o[%u +: 64]), .bit_o(bit_o[%u]), "
                  ".writes_d_o(wd[%u]), .writes_bit_o(wb[%u])", liw, k, 64 * k, k, k, k);
        emit_pop(e);
        emit_line(e, ");");
    }
    return emit_module_end(e);
}
