/* rtl_gen/emit_vrf.c -- pws_vrf.v: the vector register file of one SIMD, one RAM per wave lane.
 *
 * WavefrontSize pws_sram_1r1w, one per wave lane, each NumContexts x NumVgprs words: lane l of
 * v[r] of context c is word c * NumVgprs + r of RAM l. Every lane RAM has its own read and write
 * address, because under --split pws the SWFs of one wavefront run on different units at the
 * same time and each drives the lanes of its own split mask (docs/splitting.md "The shared,
 * lane-sliced VRF"); which unit drives which lane in a cycle is pws_vrf_arb's decision, made in
 * pws_simd_units. A unit running a pass of SimdWidth lanes drives SimdWidth of the RAMs. No
 * VRF copy is added for the SpSIMD units: this is the only VRF of the SIMD.
 * Spec: docs/microarchitecture-fsm.md "RAMs", docs/splitting.md. */
#include "emit_cu.h"
#include "emitters.h"

unsigned emit_vrf_addr_width(const pws_cfg *c)
{
    return emit_cu_clog2(c->contexts * c->vgprs);   /* the wavefronts' VGPRs: no copy for SWFs */
}

int emit_vrf(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/splitting.md (The shared, lane-sliced VRF)",
                "VGPR file of one SIMD: one synchronous RAM per wave lane, own addresses per lane.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_vrf #(");
    emit_push(e);
    emit_line(e, "parameter integer WavefrontSize = %u, // wave lanes = RAMs", c->wave);
    emit_line(e, "parameter integer VrfDepth      = %u,  // words per lane: contexts x VGPRs",
              c->contexts * c->vgprs);
    emit_line(e, "parameter integer VrfAddrWidth  = %u    // bits of a word index", emit_vrf_addr_width(c));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                              clk_i,");
    emit_line(e, "input  wire                              we_i,     // some lane is written at the edge");
    emit_line(e, "input  wire [WavefrontSize-1:0]          wmask_i,  // the lanes written");
    emit_line(e, "input  wire [WavefrontSize*VrfAddrWidth-1:0] waddr_i,  // lane k's word in [VrfAddrWidth*k +: VrfAddrWidth]");
    emit_line(e, "input  wire [WavefrontSize*32-1:0]       wdata_i,  // lane k in [32k+31:32k]");
    emit_line(e, "input  wire [WavefrontSize*VrfAddrWidth-1:0] raddr_i,  // sampled at the clock edge");
    emit_line(e, "output wire [WavefrontSize*32-1:0]       rdata_o   // each lane's word one cycle later (old data if written)");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "genvar k;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (k = 0; k < WavefrontSize; k = k + 1) begin : g_lane");
    emit_push(e);
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(VrfDepth), .AddrWidth(VrfAddrWidth)) u_ram (");
    emit_line(e, "  .clk_i(clk_i), .we_i(we_i && wmask_i[k]), .waddr_i(waddr_i[VrfAddrWidth*k +: VrfAddrWidth]),");
    emit_line(e, "  .wdata_i(wdata_i[32*k +: 32]), .raddr_i(raddr_i[VrfAddrWidth*k +: VrfAddrWidth]),");
    emit_line(e, "  .rdata_o(rdata_o[32*k +: 32])");
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    return emit_module_end(e);
}
