/* rtl_gen/emit_cu.c -- pws_cu.v (the compute unit: instantiates, never computes), the list of
 * the CU files, and what the generated RTL refuses to run (docs/microarchitecture-fsm.md "Scope").
 *
 * A CU holds NumSimds instances of pws_simd (one module, so the Verilator build grows little
 * with --simds), the instruction RAM behind a round-robin pws_rr_arbiter and the CU's one
 * global-memory port behind pws_mem_arb (both hand-written, rtl/). The commit ports of the SIMDs
 * are flattened into vectors, SIMD k's field in bits [W*k +: W]; pws_gpu (emit_gpu.c) does the
 * same over the CUs. */
#include "emit_cu.h"
#include "emit_timing.h"
#include "emitters.h"
#include "valu_ops.h"

#include "pws_err.h"

#include <stdio.h>

unsigned emit_cu_clog2(unsigned n)
{
    unsigned w = 1;
    while ((1u << w) < n)
        w++;
    return w;
}

/* The commit port of one SIMD: name and width (a Verilog expression of the module parameters).
 * pws_cu and pws_gpu flatten it: SIMD k's field in bits [W*k +: W]. */
static const char *const commit_ports[][2] = {
    { "valid", "1" }, { "ctx", "CtxWidth" }, { "unit", "6" }, { "wave", "32" }, { "lat", "32" }, { "pc", "32" },
    { "next_pc", "32" }, { "inst0", "32" }, { "inst1", "32" }, { "sgpr_base", "10" },
    { "sgpr_cnt", "5" }, { "sgpr_data", "512" }, { "exec", "64" }, { "vcc", "64" },
    { "scc", "1" }, { "scc_we", "1" }, { "m0", "32" }, { "mode", "32" }, { "split_mask", "64" },
    { "split_ev", "2" }, { "split_parent", "6" }, { "split_child", "7" },
    { "split_mask_parent", "64" }, { "split_mask_child", "64" },
    { "end", "1" }, { "err", "1" }, { "vgpr_we", "1" }, { "vgpr_base", "8" }, { "vgpr_cnt", "3" },
    { "vgpr_mask", "64" }, { "vgpr_data", "4*WavefrontSize*32" },
    { "sgpr_late", "1" }, { "lw_valid", "1" }, { "lw_ctx", "CtxWidth" }, { "lw_sgpr", "7" },
    { "lw_data", "32" }, { "vgpr_late", "1" }, { "lv_valid", "1" }, { "lv_ctx", "CtxWidth" },
    { "lv_vgpr", "8" }, { "lv_lane", "6" }, { "lv_data", "32" },
};
#define NCOMMIT (sizeof commit_ports / sizeof commit_ports[0])

size_t emit_cu_commit_nfields(void)
{
    return NCOMMIT;
}

const char *emit_cu_commit_field(size_t i, const char **width)
{
    if (i >= NCOMMIT)
        return NULL;
    if (width)
        *width = commit_ports[i][1];
    return commit_ports[i][0];
}

unsigned emit_cu_idx_width(unsigned n)
{
    return n > 1 ? emit_cu_clog2(n) : 1;
}

int emit_cu_has_class(const pws_cfg *c, isa_class cls)
{
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (isa_info((isa_op)k)->cls == cls && pws_cfg_has_op(c, (isa_op)k))
            return 1;
    return 0;
}

static int has_ds_op(const pws_cfg *c)
{
    return emit_cu_has_class(c, ISA_CLS_DS);
}

int emit_cu(emit_ctx *e, const pws_cfg *c)
{
    unsigned ctxw = emit_cu_clog2(emit_cu_unit_contexts(c));
    unsigned iaw = emit_cu_clog2(c->imem_dwords);
    emit_header(e, "docs/microarchitecture-fsm.md (CU)",
                "The compute unit: instruction RAM, NumSimds SIMDs, the instruction-RAM and "
                "memory arbiters.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_cu #(");
    emit_push(e);
    emit_line(e, "parameter integer NumSimds      = %u,  // SIMDs", c->simds);
    emit_line(e, "parameter integer SimdIdWidth   = %u,  // bits of a SIMD index (at least 1)",
              emit_cu_idx_width(c->simds));
    emit_line(e, "parameter integer NumUnits      = %u,  // units per SIMD (S + 1 under --split pws)",
              emit_cu_num_units(c));
    emit_line(e, "parameter integer ReqIdWidth    = %u,  // bits of a requester (SIMD x unit) index",
              emit_cu_idx_width(c->simds * emit_cu_num_units(c)));
    emit_line(e, "parameter integer NumContexts   = %u,  // contexts per unit", emit_cu_unit_contexts(c));
    emit_line(e, "parameter integer NumWfContexts = %u,  // WF contexts per SIMD (the SPI's)", c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index", ctxw);
    emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront", c->wave);
    emit_line(e, "parameter integer NumSgprs      = %u, // SGPRs per context", c->sgprs);
    emit_line(e, "parameter integer NumVgprs      = %u, // VGPRs per context", c->vgprs);
    emit_line(e, "parameter integer SimdWidth     = %u, // VALU lanes", c->lanes);
    emit_line(e, "parameter integer ImemWords     = %u, // instruction RAM dwords", c->imem_dwords);
    emit_line(e, "parameter integer WgIdWidth     = %u,  // bits of a workgroup slot in the CU",
              emit_cu_clog2(c->simds * c->contexts));
    emit_line(e, "parameter integer ImemAddrWidth = %u  // bits of an instruction RAM index", iaw);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                     clk_i,");
    emit_line(e, "input  wire                     rst_ni,");
    emit_line(e, "input  wire                     init_we_i,    // init port: see pws_simd");
    emit_line(e, "input  wire [SimdIdWidth-1:0]   init_simd_i,  // the SIMD written");
    emit_line(e, "input  wire [CtxWidth-1:0]      init_ctx_i,");
    emit_line(e, "input  wire [3:0]               init_sel_i,");
    emit_line(e, "input  wire [7:0]               init_addr_i,");
    emit_line(e, "input  wire [5:0]               init_lane_i,");
    emit_line(e, "input  wire [31:0]              init_data_i,");
    emit_line(e, "input  wire                     imem_we_i,    // code image load port");
    emit_line(e, "input  wire [ImemAddrWidth-1:0] imem_waddr_i,");
    emit_line(e, "input  wire [31:0]              imem_wdata_i,");
    emit_line(e, "output wire [NumSimds*NumWfContexts-1:0] running_o,  // SIMD k's WF contexts in [NumWfContexts*k +: NumWfContexts]");
    emit_line(e, "output wire                     mem_req_o,    // global memory port (one per CU)");
    emit_line(e, "output wire [ReqIdWidth-1:0]    mem_id_o,     // the requester (SIMD x NumUnits + unit), echoed on mem_rid_i");
    emit_line(e, "output wire [63:0]              mem_addr_o,   // byte address");
    emit_line(e, "output wire                     mem_we_o,     // 1: write, 0: read");
    emit_line(e, "output wire [1:0]               mem_size_o,   // log2 bytes (0..2)");
    emit_line(e, "output wire [31:0]              mem_wdata_o,  // bytes in the low end");
    emit_line(e, "output wire [3:0]               mem_amo_o,    // atomic op (0: none)");
    emit_line(e, "output wire [31:0]              mem_cmp_o,    // compare value of a cmpswap");
    emit_line(e, "input  wire                     mem_rvalid_i,");
    emit_line(e, "input  wire [ReqIdWidth-1:0]    mem_rid_i,");
    emit_line(e, "output wire [NumSimds*NumUnits-1:0] amo_req_o,    // the GPU's atomic token (pws_lock_arbiter)");
    emit_line(e, "input  wire [NumSimds*NumUnits-1:0] amo_gnt_i,");
    emit_line(e, "input  wire [31:0]              mem_rdata_i%s", c->commit_port ? "," : "");
    if (c->commit_port)
        for (size_t i = 0; i < NCOMMIT; i++)
            emit_line(e, "output wire [NumSimds*NumUnits*(%s)-1:0] commit_%s_o%s", commit_ports[i][1],
                      commit_ports[i][0], i + 1 < NCOMMIT ? "," : "");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "// Requesters of the arbiters below: unit u of SIMD s is s * NumUnits + u.");
    emit_line(e, "localparam integer NumReq = NumSimds * NumUnits;");
    emit_line(e, "// Instruction RAM: one read per cycle, shared by the SIMDs round-robin (the SpSIMD units");
    emit_line(e, "// of a SIMD fetch from their own copies, pws_simd_units).");
    emit_line(e, "wire [NumSimds-1:0]               imem_req, imem_gnt;");
    emit_line(e, "wire [NumSimds*ImemAddrWidth-1:0] imem_raddr;");
    emit_line(e, "wire [SimdIdWidth-1:0]            imem_idx;");
    emit_line(e, "wire                              imem_any;");
    emit_line(e, "wire [31:0]                       imem_rdata;");
    emit_line(e, "wire [31:0]                       imem_k = {{(32-SimdIdWidth){1'b0}}, imem_idx};");
    emit_line(e, "pws_rr_arbiter #(.N(NumSimds), .IdxWidth(SimdIdWidth)) u_imem_arb (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(imem_req), .gnt_o(imem_gnt), .idx_o(imem_idx),");
    emit_line(e, "  .valid_o(imem_any)");
    emit_line(e, ");");
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(ImemWords), .AddrWidth(ImemAddrWidth)) u_imem (");
    emit_line(e, "  .clk_i(clk_i), .we_i(imem_we_i), .waddr_i(imem_waddr_i), .wdata_i(imem_wdata_i),");
    emit_line(e, "  .raddr_i(imem_raddr[ImemAddrWidth*imem_k +: ImemAddrWidth]), .rdata_o(imem_rdata)");
    emit_line(e, ");");
    emit_line(e, "wire unused_imem = imem_any;   // a cycle without a request reads a don't-care word");
    emit_blank(e);
    emit_line(e, "// Global memory: one request per cycle, round-robin; responses by id.");
    emit_line(e, "wire [NumReq-1:0]    m_req, m_we, m_gnt, m_rvalid;");
    emit_line(e, "wire [NumReq*64-1:0] m_addr;");
    emit_line(e, "wire [NumReq*2-1:0]  m_size;");
    emit_line(e, "wire [NumReq*32-1:0] m_wdata, m_cmp;");
    emit_line(e, "wire [NumReq*4-1:0]  m_amo;");
    emit_line(e, "pws_mem_arb #(.N(NumReq), .IdxWidth(ReqIdWidth)) u_mem_arb (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(m_req), .addr_i(m_addr), .we_i(m_we),");
    emit_line(e, "  .size_i(m_size), .wdata_i(m_wdata), .amo_i(m_amo), .cmp_i(m_cmp), .gnt_o(m_gnt),");
    emit_line(e, "  .rvalid_o(m_rvalid), .mem_req_o(mem_req_o), .mem_id_o(mem_id_o), .mem_addr_o(mem_addr_o),");
    emit_line(e, "  .mem_we_o(mem_we_o), .mem_size_o(mem_size_o), .mem_wdata_o(mem_wdata_o),");
    emit_line(e, "  .mem_amo_o(mem_amo_o), .mem_cmp_o(mem_cmp_o), .mem_rvalid_i(mem_rvalid_i),");
    emit_line(e, "  .mem_rid_i(mem_rid_i)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// LDS: one access per cycle, round-robin over the units; the SPI's zeroing goes first.");
    emit_line(e, "localparam [3:0] INIT_LDS_ZERO = 4'd%d;", EMIT_CU_INIT_LDS_ZERO);
    emit_line(e, "wire lds_zero = init_we_i && init_sel_i == INIT_LDS_ZERO;");
    emit_line(e, "wire [NumReq-1:0]      l_req, l_we, l_gnt, l_rvalid;");
    emit_line(e, "wire [NumReq*32-1:0]   l_addr, l_wdata;");
    emit_line(e, "wire [NumReq*4-1:0]    l_amo;");
    emit_line(e, "wire [NumReq*64-1:0]   l_addr64;");
    if (!has_ds_op(c)) {
        /* an op subset without DS ops: the decoder never produces one, so no unit requests
         * the LDS; no arbiter, no RAM (docs/config.md "Op subsets") */
        emit_line(e, "// --ops without DS ops: no LDS (no unit ever requests it).");
        emit_line(e, "assign l_gnt = {NumReq{1'b0}};");
        emit_line(e, "assign l_rvalid = {NumReq{1'b0}};");
        emit_line(e, "wire [31:0] lds_rdata = 32'd0;");
        emit_line(e, "wire unused_lds = ^{l_req, l_we, l_addr64, l_wdata, l_amo, lds_zero};");
    } else {
        emit_line(e, "wire                   lds_req, lds_we, lds_rvalid;");
        emit_line(e, "wire [ReqIdWidth-1:0]  lds_id, lds_rid;");
        emit_line(e, "wire [63:0]            lds_addr;");
        emit_line(e, "wire [1:0]             lds_size;");
        emit_line(e, "wire [31:0]            lds_wdata, lds_cmp, lds_rdata;");
        emit_line(e, "wire [3:0]             lds_amo;");
        emit_line(e, "pws_mem_arb #(.N(NumReq), .IdxWidth(ReqIdWidth)) u_lds_arb (");
        emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(l_req & {NumReq{!lds_zero}}), .addr_i(l_addr64),");
        emit_line(e, "  .we_i(l_we), .size_i({NumReq{2'd2}}), .wdata_i(l_wdata), .amo_i(l_amo),");
        emit_line(e, "  .cmp_i({NumReq{32'd0}}), .gnt_o(l_gnt), .rvalid_o(l_rvalid), .mem_req_o(lds_req),");
        emit_line(e, "  .mem_id_o(lds_id), .mem_addr_o(lds_addr), .mem_we_o(lds_we), .mem_size_o(lds_size),");
        emit_line(e, "  .mem_wdata_o(lds_wdata), .mem_amo_o(lds_amo), .mem_cmp_o(lds_cmp),");
        emit_line(e, "  .mem_rvalid_i(lds_rvalid), .mem_rid_i(lds_rid)");
        emit_line(e, ");");
        emit_line(e, "pws_lds #(.IdxWidth(ReqIdWidth)) u_lds (");
        emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(lds_req), .id_i(lds_id), .addr_i(lds_addr[31:0]),");
        emit_line(e, "  .we_i(lds_we), .wdata_i(lds_wdata), .amo_i(lds_amo), .cmp_i(lds_cmp),");
        emit_line(e, "  .zero_we_i(lds_zero), .zero_addr_i(init_data_i), .rvalid_o(lds_rvalid), .rid_o(lds_rid),");
        emit_line(e, "  .rdata_o(lds_rdata)");
        emit_line(e, ");");
        emit_line(e, "wire unused_lds = ^{lds_addr[63:32], lds_size};   // 32-bit byte addresses, dwords only");
    }
    emit_blank(e);
    emit_line(e, "// Barriers: every context of every unit of the CU, SIMD s's in");
    emit_line(e, "// [NumUnits*NumContexts*s +: NumUnits*NumContexts] (an SWF is a live context too, R6).");
    emit_line(e, "localparam integer NumCtxU = NumUnits * NumContexts;");
    emit_line(e, "wire [NumSimds*NumCtxU-1:0] bar_wait, bar_member, bar_release;");
    emit_line(e, "wire [NumSimds*NumCtxU*WgIdWidth-1:0] bar_wg;");
    emit_line(e, "pws_barrier #(.NumCtx(NumSimds*NumCtxU), .WgIdWidth(WgIdWidth)) u_barrier (");
    emit_line(e, "  .wait_i(bar_wait), .member_i(bar_member), .wg_i(bar_wg), .release_o(bar_release)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "genvar s;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (s = 0; s < NumReq; s = s + 1) begin : g_req");
    emit_line(e, "  assign l_addr64[64*s +: 64] = {32'd0, l_addr[32*s +: 32]};");
    emit_line(e, "end");
    emit_line(e, "for (s = 0; s < NumSimds; s = s + 1) begin : g_simd");
    emit_push(e);
    emit_line(e, "pws_simd_units #(");
    emit_line(e, "  .NumUnits(NumUnits), .NumContexts(NumContexts), .CtxWidth(CtxWidth),");
    emit_line(e, "  .WavefrontSize(WavefrontSize), .NumSgprs(NumSgprs), .ImemAddrWidth(ImemAddrWidth),");
    emit_line(e, "  .NumVgprs(NumVgprs), .SimdWidth(SimdWidth), .WgIdWidth(WgIdWidth)");
    emit_line(e, ") u_simd (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .rst_ni(rst_ni),");
    emit_line(e, ".init_we_i(init_we_i && {{(32-SimdIdWidth){1'b0}}, init_simd_i} == s),");
    emit_line(e, ".init_ctx_i(init_ctx_i), .init_sel_i(init_sel_i),");
    emit_line(e, ".init_addr_i(init_addr_i), .init_lane_i(init_lane_i), .init_data_i(init_data_i),");
    emit_line(e, ".running_o(running_o[NumWfContexts*s +: NumWfContexts]),");
    emit_line(e, ".bar_wait_o(bar_wait[NumCtxU*s +: NumCtxU]),");
    emit_line(e, ".member_o(bar_member[NumCtxU*s +: NumCtxU]),");
    emit_line(e, ".wg_o(bar_wg[NumCtxU*WgIdWidth*s +: NumCtxU*WgIdWidth]),");
    emit_line(e, ".bar_release_i(bar_release[NumCtxU*s +: NumCtxU]),");
    emit_line(e, ".lds_rdata_i(lds_rdata), .imem_rdata_i(imem_rdata), .mem_rdata_i(mem_rdata_i),");
    emit_line(e, ".lds_req_o(l_req[NumUnits*s +: NumUnits]), .lds_gnt_i(l_gnt[NumUnits*s +: NumUnits]),");
    emit_line(e, ".lds_addr_o(l_addr[NumUnits*32*s +: NumUnits*32]), .lds_we_o(l_we[NumUnits*s +: NumUnits]),");
    emit_line(e, ".lds_wdata_o(l_wdata[NumUnits*32*s +: NumUnits*32]), .lds_amo_o(l_amo[NumUnits*4*s +: NumUnits*4]),");
    emit_line(e, ".lds_rvalid_i(l_rvalid[NumUnits*s +: NumUnits]),");
    emit_line(e, ".amo_req_o(amo_req_o[NumUnits*s +: NumUnits]), .amo_gnt_i(amo_gnt_i[NumUnits*s +: NumUnits]),");
    emit_line(e, ".imem_req_o(imem_req[s]), .imem_gnt_i(imem_gnt[s]),");
    emit_line(e, ".imem_raddr_o(imem_raddr[ImemAddrWidth*s +: ImemAddrWidth]),");
    if (emit_cu_num_units(c) > 1)
        emit_line(e, ".imem_we_i(imem_we_i), .imem_waddr_i(imem_waddr_i), .imem_wdata_i(imem_wdata_i),");
    else
        emit_line(e, ".imem_we_i(imem_we_i),");
    emit_line(e, ".mem_req_o(m_req[NumUnits*s +: NumUnits]), .mem_gnt_i(m_gnt[NumUnits*s +: NumUnits]),");
    emit_line(e, ".mem_addr_o(m_addr[NumUnits*64*s +: NumUnits*64]), .mem_we_o(m_we[NumUnits*s +: NumUnits]),");
    emit_line(e, ".mem_size_o(m_size[NumUnits*2*s +: NumUnits*2]), .mem_wdata_o(m_wdata[NumUnits*32*s +: NumUnits*32]),");
    emit_line(e, ".mem_amo_o(m_amo[NumUnits*4*s +: NumUnits*4]), .mem_cmp_o(m_cmp[NumUnits*32*s +: NumUnits*32]),");
    emit_line(e, ".mem_rvalid_i(m_rvalid[NumUnits*s +: NumUnits])%s", c->commit_port ? "," : "");
    if (c->commit_port)
        for (size_t i = 0; i < NCOMMIT; i++)
            emit_line(e, ".commit_%s_o(commit_%s_o[NumUnits*(%s)*s +: NumUnits*(%s)])%s", commit_ports[i][0],
                      commit_ports[i][0], commit_ports[i][1], commit_ports[i][1],
                      i + 1 < NCOMMIT ? "," : "");
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    return emit_module_end(e);
}

unsigned emit_cu_amo(isa_op op)
{
    switch (op) {
    case ISA_flat_atomic_swap: return EMIT_CU_AMO_SWAP;
    case ISA_flat_atomic_add: case ISA_ds_add_u32: case ISA_ds_add_rtn_u32: return EMIT_CU_AMO_ADD;
    case ISA_flat_atomic_sub: return EMIT_CU_AMO_SUB;
    case ISA_flat_atomic_smin: return EMIT_CU_AMO_SMIN;
    case ISA_flat_atomic_umin: return EMIT_CU_AMO_UMIN;
    case ISA_flat_atomic_smax: return EMIT_CU_AMO_SMAX;
    case ISA_flat_atomic_umax: return EMIT_CU_AMO_UMAX;
    case ISA_flat_atomic_and: return EMIT_CU_AMO_AND;
    case ISA_flat_atomic_or: return EMIT_CU_AMO_OR;
    case ISA_flat_atomic_xor: return EMIT_CU_AMO_XOR;
    case ISA_flat_atomic_inc: return EMIT_CU_AMO_INC;
    case ISA_flat_atomic_dec: return EMIT_CU_AMO_DEC;
    case ISA_flat_atomic_cmpswap: return EMIT_CU_AMO_CMPSWAP;
    default: return EMIT_CU_AMO_NONE;
    }
}

uint32_t emit_cu_amo_apply(unsigned amo, uint32_t old, uint32_t data, uint32_t cmp)
{
    switch (amo) {
    case EMIT_CU_AMO_SWAP: return data;
    case EMIT_CU_AMO_ADD: return old + data;
    case EMIT_CU_AMO_SUB: return old - data;
    case EMIT_CU_AMO_SMIN: return (int32_t)old < (int32_t)data ? old : data;
    case EMIT_CU_AMO_UMIN: return old < data ? old : data;
    case EMIT_CU_AMO_SMAX: return (int32_t)old > (int32_t)data ? old : data;
    case EMIT_CU_AMO_UMAX: return old > data ? old : data;
    case EMIT_CU_AMO_AND: return old & data;
    case EMIT_CU_AMO_OR: return old | data;
    case EMIT_CU_AMO_XOR: return old ^ data;
    case EMIT_CU_AMO_INC: return old >= data ? 0 : old + 1;
    case EMIT_CU_AMO_DEC: return (old == 0 || old > data) ? data : old - 1;
    case EMIT_CU_AMO_CMPSWAP: return old == cmp ? data : old;
    default: return data;
    }
}

static const struct {
    const char *name;
    int (*fn)(emit_ctx *, const pws_cfg *);
    emit_lang lang;
} files[EMIT_CU_NFILES] = {
    { "pws_salu.v", emit_salu, EMIT_VERILOG }, { "pws_srf.v", emit_srf, EMIT_VERILOG },
    { "pws_vrf.v", emit_vrf, EMIT_VERILOG },
    { "pws_simd.v", emit_simd, EMIT_VERILOG }, { "pws_cu.v", emit_cu, EMIT_VERILOG },
    { "pws_lds.v", emit_lds, EMIT_VERILOG }, { "pws_simd_units.v", emit_simd_units, EMIT_VERILOG },
    { "pws_split_ctx.v", emit_split_ctx, EMIT_VERILOG },
    { "pws_split_ctrl.v", emit_split_ctrl, EMIT_VERILOG },
    { "pws_gpu.v", emit_gpu, EMIT_VERILOG },
    { "pws_timing.json", emit_timing, EMIT_JSON },   /* docs/timing-model.md */
};

const char *emit_cu_file_name(size_t i)
{
    return i < EMIT_CU_NFILES ? files[i].name : NULL;
}

int emit_cu_files(const char *dir, const pws_cfg *c)
{
    for (size_t i = 0; i < EMIT_CU_NFILES; i++) {
        emit_ctx *e = emit_open(dir, files[i].name, files[i].lang);
        if (!e)
            return PWS_EIO;
        int rc = files[i].fn(e, c);
        int rc_c = emit_close(e);
        if (rc || rc_c)
            return rc ? rc : rc_c;
    }
    return 0;
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
        if (c->lanes < 2)
            snprintf(buf, len, "--lanes %u: the RTL needs at least 2 lanes yet", c->lanes);
        else if (!c->commit_port)
            snprintf(buf, len, "lockstep needs the commit port (drop --no-commit-port)");
        else
            return 0;
        return 1;
    }
    const isa_op_info *i = isa_info(in->op);
    if (in->op == ISA_s_getreg_b32 && (in->imm & 63) != 1) {   /* 1: HW_REG_MODE */
        snprintf(buf, len, "s_getreg_b32 of hardware register %u not implemented in the RTL "
                 "(only HW_REG_MODE)", (unsigned)(in->imm & 63));
        return 1;
    }
    if (i->cls == ISA_CLS_DS && in->gds) {
        snprintf(buf, len, "%s with gds: GDS is not in the RTL", i->name);
        return 1;
    }
    if (!pws_cfg_has_op(c, in->op)) {
        snprintf(buf, len, "%s is not in this configuration's op subset (--ops)", i->name);
        return 1;
    }
    if (!emit_simd_runs(in->op)) {
        snprintf(buf, len, "%s not implemented in the RTL yet", i->name);
        return 1;
    }
    if (i->cls == ISA_CLS_VALU_FP && !valu_ops_has(c, in->op)) {
        snprintf(buf, len, "%s not implemented in the RTL: no FP32 units (--fp32 none)", i->name);
        return 1;
    }
    /* a load's data comes back after its retire, into the SRF only (pws_smem_queue) */
    if (i->cls == ISA_CLS_SMEM && in->dst >= 102) {
        snprintf(buf, len, "%s into operand code %u: the RTL's scalar loads write SGPRs only",
                 i->name, in->dst);
        return 1;
    }
    /* The pipelined VALU writes its scalar results through the SRF port (an SGPR) or the
     * per-pass mask writes (VCC, EXEC): docs/microarchitecture.md "The VALU". */
    if (c->cu == PWS_CU_PIPE && (in->op == ISA_v_readlane_b32 || in->op == ISA_v_readfirstlane_b32)
        && in->dst >= 102) {
        snprintf(buf, len, "%s into operand code %u: the pipelined CU writes it into SGPRs only",
                 i->name, in->dst);
        return 1;
    }
    if (c->cu == PWS_CU_PIPE && isa_class_is_vector(i->cls) && i->cls != ISA_CLS_FLAT
        && i->cls != ISA_CLS_DS) {
        unsigned m = i->fmt == ISA_FMT_VOPC ? in->dst : in->sdst;   /* compare / carry-out */
        if (m != ISA_OPND_NONE && m >= 102 && m != 106 && m != 126) {
            snprintf(buf, len, "%s: mask into operand code %u: the pipelined CU writes lane "
                     "masks into an SGPR pair, VCC or EXEC only", i->name, m);
            return 1;
        }
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
