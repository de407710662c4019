/* rtl_gen/emit_cu.c -- pws_cu.v (the compute unit: instantiates, never computes), the list of
 * the CU files, and what the generated RTL refuses to run (docs/microarchitecture.md "Scope").
 *
 * This first cut has one SIMD per CU: the instruction RAM read port and the memory port are
 * wired to SIMD 0 directly. The round-robin arbiters (pws_rr_arbiter) come with --simds > 1;
 * until then emit_cu_refusal refuses that configuration, so nothing runs on a CU that would need
 * them. */
#include "emit_cu.h"
#include "emitters.h"

#include "pws_err.h"

#include <stdio.h>

unsigned emit_cu_clog2(unsigned n)
{
    unsigned w = 1;
    while ((1u << w) < n)
        w++;
    return w;
}

static const char *const commit_ports[][2] = {   /* name, range ("" = one bit) */
    { "valid", "" }, { "ctx", "[CtxWidth-1:0] " }, { "pc", "[31:0] " }, { "next_pc", "[31:0] " },
    { "inst0", "[31:0] " }, { "inst1", "[31:0] " }, { "sgpr_base", "[9:0] " },
    { "sgpr_cnt", "[4:0] " }, { "sgpr_data", "[511:0] " }, { "exec", "[63:0] " },
    { "vcc", "[63:0] " }, { "scc", "" }, { "scc_we", "" }, { "m0", "[31:0] " },
    { "mode", "[31:0] " }, { "split_mask", "[63:0] " }, { "end", "" }, { "err", "" },
    { "vgpr_we", "" }, { "vgpr_base", "[7:0] " }, { "vgpr_cnt", "[2:0] " },
    { "vgpr_mask", "[63:0] " }, { "vgpr_data", "[4*WavefrontSize*32-1:0] " },
};
#define NCOMMIT (sizeof commit_ports / sizeof commit_ports[0])

int emit_cu(emit_ctx *e, const pws_cfg *c)
{
    unsigned ctxw = emit_cu_clog2(c->contexts);
    unsigned iaw = emit_cu_clog2(EMIT_CU_IMEM_WORDS);
    emit_header(e, "docs/microarchitecture.md (CU)",
                "The compute unit: instruction RAM and SIMD 0 (first cut: one SIMD per CU).", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_cu #(");
    emit_push(e);
    emit_line(e, "parameter integer NumContexts   = %u,  // WF contexts per SIMD", c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index", ctxw);
    emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront", c->wave);
    emit_line(e, "parameter integer NumSgprs      = %u, // SGPRs per context", c->sgprs);
    emit_line(e, "parameter integer NumVgprs      = %u, // VGPRs per context", c->vgprs);
    emit_line(e, "parameter integer SimdWidth     = %u, // VALU lanes", c->lanes);
    emit_line(e, "parameter integer ImemWords     = %u, // instruction RAM dwords", EMIT_CU_IMEM_WORDS);
    emit_line(e, "parameter integer ImemAddrWidth = %u  // bits of an instruction RAM index", iaw);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                     clk_i,");
    emit_line(e, "input  wire                     rst_ni,");
    emit_line(e, "input  wire                     init_we_i,    // init port: see pws_simd");
    emit_line(e, "input  wire [CtxWidth-1:0]      init_ctx_i,");
    emit_line(e, "input  wire [3:0]               init_sel_i,");
    emit_line(e, "input  wire [7:0]               init_addr_i,");
    emit_line(e, "input  wire [5:0]               init_lane_i,");
    emit_line(e, "input  wire [31:0]              init_data_i,");
    emit_line(e, "input  wire                     imem_we_i,    // code image load port");
    emit_line(e, "input  wire [ImemAddrWidth-1:0] imem_waddr_i,");
    emit_line(e, "input  wire [31:0]              imem_wdata_i,");
    emit_line(e, "output wire [NumContexts-1:0]   running_o,");
    emit_line(e, "output wire                     mem_req_o,    // global memory port");
    emit_line(e, "output wire [63:0]              mem_addr_o,   // byte address");
    emit_line(e, "output wire                     mem_we_o,     // 1: write, 0: read");
    emit_line(e, "output wire [1:0]               mem_size_o,   // log2 bytes (0..2)");
    emit_line(e, "output wire [31:0]              mem_wdata_o,  // bytes in the low end");
    emit_line(e, "input  wire                     mem_rvalid_i,");
    emit_line(e, "input  wire [31:0]              mem_rdata_i%s", c->commit_port ? "," : "");
    if (c->commit_port)
        for (size_t i = 0; i < NCOMMIT; i++)
            emit_line(e, "output wire %-20scommit_%s_o%s", commit_ports[i][1], commit_ports[i][0],
                      i + 1 < NCOMMIT ? "," : "");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "wire [ImemAddrWidth-1:0] imem_raddr;");
    emit_line(e, "wire [31:0]              imem_rdata;");
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(ImemWords), .AddrWidth(ImemAddrWidth)) u_imem (");
    emit_line(e, "  .clk_i(clk_i), .we_i(imem_we_i), .waddr_i(imem_waddr_i), .wdata_i(imem_wdata_i),");
    emit_line(e, "  .raddr_i(imem_raddr), .rdata_o(imem_rdata)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "pws_simd #(");
    emit_line(e, "  .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WavefrontSize(WavefrontSize),");
    emit_line(e, "  .NumSgprs(NumSgprs), .ImemAddrWidth(ImemAddrWidth), .NumVgprs(NumVgprs),");
    emit_line(e, "  .SimdWidth(SimdWidth)");
    emit_line(e, ") u_simd0 (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .rst_ni(rst_ni),");
    emit_line(e, ".init_we_i(init_we_i), .init_ctx_i(init_ctx_i), .init_sel_i(init_sel_i),");
    emit_line(e, ".init_addr_i(init_addr_i), .init_lane_i(init_lane_i), .init_data_i(init_data_i),");
    emit_line(e, ".running_o(running_o),");
    emit_line(e, ".imem_raddr_o(imem_raddr), .imem_rdata_i(imem_rdata),");
    emit_line(e, ".mem_req_o(mem_req_o), .mem_addr_o(mem_addr_o), .mem_we_o(mem_we_o),");
    emit_line(e, ".mem_size_o(mem_size_o), .mem_wdata_o(mem_wdata_o), .mem_rvalid_i(mem_rvalid_i),");
    emit_line(e, ".mem_rdata_i(mem_rdata_i)%s", c->commit_port ? "," : "");
    if (c->commit_port)
        for (size_t i = 0; i < NCOMMIT; i++)
            emit_line(e, ".commit_%s_o(commit_%s_o)%s", commit_ports[i][0], commit_ports[i][0],
                      i + 1 < NCOMMIT ? "," : "");
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "endmodule");
    emit_blank(e);
    emit_line(e, "`default_nettype wire");
    return emit_status(e);
}

static const struct {
    const char *name;
    int (*fn)(emit_ctx *, const pws_cfg *);
} files[EMIT_CU_NFILES] = {
    { "pws_salu.v", emit_salu }, { "pws_srf.v", emit_srf }, { "pws_vrf.v", emit_vrf },
    { "pws_valu.v", emit_valu }, { "pws_simd.v", emit_simd }, { "pws_cu.v", emit_cu },
};

const char *emit_cu_file_name(size_t i)
{
    return i < EMIT_CU_NFILES ? files[i].name : NULL;
}

int emit_cu_files(const char *dir, const pws_cfg *c)
{
    for (size_t i = 0; i < EMIT_CU_NFILES; i++) {
        emit_ctx *e = emit_open(dir, files[i].name, EMIT_VERILOG);
        if (!e)
            return PWS_EIO;
        int rc = files[i].fn(e, c);
        int rc_c = emit_close(e);
        if (rc || rc_c)
            return rc ? rc : rc_c;
    }
    return 0;
}

static const char *class_name(isa_class k)
{
    switch (k) {
    case ISA_CLS_DS: return "DS";
    case ISA_CLS_SPLIT: return "SPLIT";
    default: return NULL;
    }
}

/* Operand codes the SIMD reads or writes besides s0..s[sgprs-1]: VCC, M0, EXEC, inline
 * constants, SCC, the literal. Not: TTMP, FLAT_SCRATCH, XNACK_MASK, VCCZ, EXECZ. */
static int code_ok(unsigned code, int wide)
{
    if (code == ISA_OPND_NONE || code < 102 || (code >= 256 && code < 512))
        return 1;
    if (code == 106 || code == 107 || code == 124 || code == 126 || code == 127)
        return 1;
    if (code >= 128 && code <= 208)
        return 1;
    if (code >= 240 && code <= 248)
        return !wide;
    return code == 253 || code == 255;
}

int emit_cu_refusal(const pws_cfg *c, const isa_inst *in, char *buf, size_t len)
{
    if (!in) {
        if (c->cus != 1 || c->simds != 1)
            snprintf(buf, len, "--cus %u --simds %u: the RTL has one CU of one SIMD yet", c->cus,
                     c->simds);
        else if (c->split != PWS_SPLIT_NONE)
            snprintf(buf, len, "--split %s: the split hardware is not in the RTL yet",
                     pws_split_name(c->split));
        else if (c->lanes < 2)
            snprintf(buf, len, "--lanes %u: the RTL needs at least 2 lanes yet", c->lanes);
        else if (!c->commit_port)
            snprintf(buf, len, "lockstep needs the commit port (drop --no-commit-port)");
        else
            return 0;
        return 1;
    }
    const isa_op_info *i = isa_info(in->op);
    const char *k = class_name(i->cls);
    if (k) {
        snprintf(buf, len, "instruction class %s not implemented in the RTL yet (%s)", k, i->name);
        return 1;
    }
    if (i->flags & ISA_F_ATOMIC) {
        snprintf(buf, len, "atomic %s not implemented in the RTL yet", i->name);
        return 1;
    }
    if (!emit_simd_runs(in->op)) {
        snprintf(buf, len, "%s not implemented in the RTL yet", i->name);
        return 1;
    }
    unsigned codes[6] = { in->dst, in->src[0], in->src[1],
                          i->cls == ISA_CLS_SMEM && !in->smem_imm ? (unsigned)in->imm : ISA_OPND_NONE,
                          in->src[2], in->sdst };
    unsigned dw[6] = { i->dst_dwords, i->src_dwords[0], i->src_dwords[1], 1, i->src_dwords[2], 2 };
    for (unsigned n = 0; n < 6; n++) {
        if (!code_ok(codes[n], dw[n] == 2)) {
            snprintf(buf, len, "%s: operand code %u not implemented in the RTL yet", i->name,
                     codes[n]);
            return 1;
        }
        if (codes[n] >= 256 && codes[n] < 512 && codes[n] - 256 + (dw[n] ? dw[n] - 1 : 0) >= c->vgprs) {
            snprintf(buf, len, "%s: v%u is beyond --vgprs %u", i->name, codes[n] - 256, c->vgprs);
            return 1;
        }
        if (codes[n] < 102 && codes[n] + (dw[n] ? dw[n] - 1 : 0) >= c->sgprs) {
            snprintf(buf, len, "%s: s%u is beyond --sgprs %u", i->name, codes[n], c->sgprs);
            return 1;
        }
    }
    return 0;
}
