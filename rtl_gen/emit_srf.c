/* rtl_gen/emit_srf.c -- pws_srf.v: the scalar register file of one SIMD.
 *
 * NumContexts x NumSgprs dwords in one pws_sram_1r1w (block RAM): context c's s[i] is word
 * c * NumSgprs + i. One read and one write port, one dword each per cycle; the read is synchronous
 * (data one cycle after the address), reading the dword being written returns the old value.
 * Spec: docs/microarchitecture-fsm.md "SRF". */
#include "emit_cu.h"
#include "emitters.h"

/* The same width pws_simd uses. */
static unsigned depth_aw(unsigned depth)
{
    return emit_cu_clog2(depth);
}

int emit_srf(emit_ctx *e, const pws_cfg *c)
{
    unsigned depth = emit_cu_unit_contexts(c) * c->sgprs;   /* dws: the reserve contexts too */
    emit_header(e, "docs/microarchitecture-fsm.md (SRF)",
                "SGPR file of one SIMD: every context's SGPRs in one synchronous RAM.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_srf #(");
    emit_push(e);
    emit_line(e, "parameter integer NumContexts  = %u,  // contexts of the unit", emit_cu_unit_contexts(c));
    emit_line(e, "parameter integer NumSgprs     = %u,  // SGPRs per context", c->sgprs);
    emit_line(e, "parameter integer SrfAddrWidth = %u   // bits of a word index (NumContexts * NumSgprs)",
              depth_aw(depth));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                    clk_i,");
    emit_line(e, "input  wire                    we_i,     // write waddr_i at the clock edge");
    emit_line(e, "input  wire [SrfAddrWidth-1:0] waddr_i,  // context * NumSgprs + SGPR index");
    emit_line(e, "input  wire [31:0]             wdata_i,");
    emit_line(e, "input  wire [SrfAddrWidth-1:0] raddr_i,  // sampled at the clock edge");
    emit_line(e, "output wire [31:0]             rdata_o   // the dword at raddr_i one cycle later");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(NumContexts * NumSgprs), .AddrWidth(SrfAddrWidth)) u_ram (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .we_i(we_i), .waddr_i(waddr_i), .wdata_i(wdata_i),");
    emit_line(e, ".raddr_i(raddr_i), .rdata_o(rdata_o)");
    emit_pop(e);
    emit_line(e, ");");
    return emit_module_end(e);
}
