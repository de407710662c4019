/* rtl_gen/emit_vrf.c -- pws_vrf.v: the vector register file of one SIMD, lane-sliced.
 *
 * One pws_sram_1r1w per physical lane (SimdWidth of them), so that synthesis infers one block
 * RAM per lane and a read or write moves a whole row of SimdWidth lanes per cycle. Wave lane l
 * lives in RAM l % SimdWidth, row ((context * NumVgprs + v) * Passes + l / SimdWidth), Passes =
 * WavefrontSize / SimdWidth: the rows of one pass of one register are next to each other.
 * Spec: docs/microarchitecture.md "VRF". */
#include "emit_cu.h"
#include "emitters.h"

unsigned emit_vrf_addr_width(const pws_cfg *c)
{
    return emit_cu_clog2(c->contexts * c->vgprs * (c->wave / c->lanes));
}

int emit_vrf(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/microarchitecture.md (VRF)",
                "VGPR file of one SIMD: one synchronous RAM per physical lane, one row per cycle.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_vrf #(");
    emit_push(e);
    emit_line(e, "parameter integer SimdWidth    = %u,  // physical lanes = RAMs", c->lanes);
    emit_line(e, "parameter integer VrfDepth     = %u,  // rows: contexts x VGPRs x passes",
              c->contexts * c->vgprs * (c->wave / c->lanes));
    emit_line(e, "parameter integer VrfAddrWidth = %u    // bits of a row index", emit_vrf_addr_width(c));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                      clk_i,");
    emit_line(e, "input  wire                      we_i,     // write the lanes of wmask_i at the edge");
    emit_line(e, "input  wire [VrfAddrWidth-1:0]   waddr_i,");
    emit_line(e, "input  wire [SimdWidth-1:0]      wmask_i,");
    emit_line(e, "input  wire [SimdWidth*32-1:0]   wdata_i,  // lane k in [32k+31:32k]");
    emit_line(e, "input  wire [VrfAddrWidth-1:0]   raddr_i,  // sampled at the clock edge");
    emit_line(e, "output wire [SimdWidth*32-1:0]   rdata_o   // the row one cycle later (old data if written)");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "genvar k;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (k = 0; k < SimdWidth; k = k + 1) begin : g_lane");
    emit_push(e);
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(VrfDepth), .AddrWidth(VrfAddrWidth)) u_ram (");
    emit_line(e, "  .clk_i(clk_i), .we_i(we_i && wmask_i[k]), .waddr_i(waddr_i),");
    emit_line(e, "  .wdata_i(wdata_i[32*k +: 32]), .raddr_i(raddr_i), .rdata_o(rdata_o[32*k +: 32])");
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    emit_pop(e);
    emit_line(e, "endmodule");
    emit_blank(e);
    emit_line(e, "`default_nettype wire");
    return emit_status(e);
}
