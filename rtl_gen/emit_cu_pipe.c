/* rtl_gen/emit_cu_pipe.c -- the generated files of the pipelined compute unit (`--cu pipe`,
 * docs/microarchitecture.md): the list, and the structure (pws_cu, pws_gpu: instances and
 * wiring only; the logic is hand-written in rtl/). */
#include "emit_cu.h"
#include "emit_pipe.h"
#include "emit_timing.h"
#include "emitters.h"

#include "pws_err.h"

#include <stdio.h>
#include <string.h>

unsigned emit_pipe_vmem_queue(const pws_cfg *c)
{
    return c->vmem_queue ? c->vmem_queue : 16;
}

struct pipe_file {
    const char *name;
    emit_lang lang;
    int (*emit)(emit_ctx *e, const pws_cfg *c);
};

static const struct pipe_file pipe_files[] = {
    { "pws_predecode.v",   EMIT_VERILOG, emit_predecode },
    { "pws_inst_unpack.v", EMIT_VERILOG, emit_inst_unpack },
    { "pws_salu.v",        EMIT_VERILOG, emit_salu },
    { "pws_lds.v",         EMIT_VERILOG, emit_lds },
    { "pws_cu.v",          EMIT_VERILOG, emit_cu_pipe },
    { "pws_gpu.v",         EMIT_VERILOG, emit_gpu_pipe },
    { "pws_timing.json",   EMIT_JSON,    emit_timing },
};
#define NPIPE (sizeof pipe_files / sizeof pipe_files[0])
_Static_assert(NPIPE == EMIT_PIPE_NFILES, "EMIT_PIPE_NFILES is the length of pipe_files");

const char *emit_pipe_file_name(size_t i)
{
    return i < NPIPE ? pipe_files[i].name : NULL;
}

int emit_pipe_files(const char *dir, const pws_cfg *c)
{
    for (size_t i = 0; i < NPIPE; i++) {
        emit_ctx *e = emit_open(dir, pipe_files[i].name, pipe_files[i].lang);
        if (!e)
            return PWS_EIO;
        pipe_files[i].emit(e, c);
        int rc = emit_close(e);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- Geometry ------------------------------------------------------------------------------------ */

static unsigned passes(const pws_cfg *c) { return c->wave / c->lanes; }
static unsigned sgpr_words(const pws_cfg *c) { return (c->sgprs + 1) / 2; }
static unsigned clog2_1(unsigned n) { return emit_cu_idx_width(n); }   /* at least 1 bit */

/* The units of a SIMD: S + 1 under --split pws with S > 0 (its SpSIMD units), else 1. */
unsigned emit_pipe_units(const pws_cfg *c)
{
    return emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_PWS ? c->spsimds + 1 : 1;
}

/* Context banks of a SIMD: S + 1 with split hardware (DWS's reserve contexts, PWS's SpSIMD
 * units' SWF contexts), else 1. */
static unsigned banks_of(const pws_cfg *c)
{
    return emit_cu_has_split_hw(c) ? c->spsimds + 1 : 1;
}

unsigned emit_pipe_contexts(const pws_cfg *c)
{
    return banks_of(c) * c->contexts;
}

/* The memory port's requesters: per SIMD s, the SMEM unit of each of its U units (s (U + 1) + u)
 * and its VMEM unit (s (U + 1) + U). */
unsigned emit_pipe_req_width(const pws_cfg *c)
{
    return emit_cu_idx_width((emit_pipe_units(c) + 1) * c->simds);
}

int emit_pipe_req_is_vmem(const pws_cfg *c, unsigned id)
{
    return id % (emit_pipe_units(c) + 1) == emit_pipe_units(c);
}

unsigned emit_pipe_req_simd(const pws_cfg *c, unsigned id)
{
    return id / (emit_pipe_units(c) + 1);
}

/* One flattened per-CU port of pws_gpu: name, width, direction, comment. */
static const struct {
    const char *name, *width, *dir, *doc;
} cu_ports[] = {
    { "init_we_i", "1", "input ", "init port of CU k (pws_spi_init)" },
    { "init_simd_i", "SimdIdWidth", "input ", "" },
    { "init_ctx_i", "CtxWidth", "input ", "" },
    { "init_sel_i", "4", "input ", "" },
    { "init_addr_i", "8", "input ", "" },
    { "init_data_i", "32", "input ", "" },
    { "init_vdata_i", "InitLanes*32", "input ", "a VGPR's lanes (EMIT_CU_INIT_VROW)" },
    { "init_taken_o", "1", "output", "the init write of the cycle before was taken" },
    { "running_o", "NumSimds*WfContexts", "output", "WF contexts whose wavefront runs" },
    { "mem_req_o", "1", "output", "global-memory port of CU k" },
    { "mem_id_o", "ReqIdWidth", "output", "requester: (U + 1) SIMD + u (SMEM of unit u), (U + 1) SIMD + U (VMEM)" },
    { "mem_addr_o", "64", "output", "" },
    { "mem_we_o", "1", "output", "" },
    { "mem_size_o", "2", "output", "" },
    { "mem_wdata_o", "32", "output", "" },
    { "mem_amo_o", "4", "output", "" },
    { "mem_cmp_o", "32", "output", "" },
    { "mem_rvalid_i", "1", "input ", "" },
    { "mem_rid_i", "ReqIdWidth", "input ", "" },
    { "mem_rdata_i", "32", "input ", "" },
};
#define NCU_PORTS (sizeof cu_ports / sizeof cu_ports[0])

/* The parameters of pws_cu, written once and passed on by name. */
static void emit_cu_params(emit_ctx *e, const pws_cfg *c)
{
    unsigned vq = emit_pipe_vmem_queue(c);
    unsigned banks = banks_of(c), units = emit_pipe_units(c);
    unsigned nctx = banks * c->contexts;   /* (S + 1) W with split hardware: the banks */
    struct { const char *name; unsigned v; const char *doc; } p[] = {
        { "NumSimds", c->simds, "SIMDs" },
        { "SimdIdWidth", emit_cu_idx_width(c->simds), "bits of a SIMD index (at least 1)" },
        { "NumContexts", nctx, "contexts per SIMD: Banks x WfContexts" },
        { "WfContexts", c->contexts, "WF contexts per SIMD (the SPI's; the VRF's)" },
        { "Banks", banks, "context banks: S + 1 under --split dws and pws, else 1" },
        { "BankWidth", emit_cu_idx_width(banks), "bits of a bank index (at least 1)" },
        { "Dws", emit_cu_has_split_hw(c) && c->split == PWS_SPLIT_DWS, "DWS split hardware" },
        { "Pws", units > 1, "PWS split hardware: SpSIMD units" },
        { "Units", units, "units per SIMD: S + 1 under --split pws, else 1" },
        { "UnitWidth", emit_cu_idx_width(units), "bits of a unit index (at least 1)" },
        { "IdWidth", emit_cu_idx_width(c->contexts), "bits of a context ID (at least 1)" },
        { "CtxWidth", emit_cu_idx_width(nctx), "bits of a context index" },
        { "WavefrontSize", c->wave, "lanes of a wavefront" },
        { "SimdWidth", c->lanes, "VALU lanes" },
        { "Passes", passes(c), "WavefrontSize / SimdWidth" },
        { "PassWidth", clog2_1(passes(c)), "bits of a pass index (at least 1)" },
        { "InitLanes", pws_cfg_init_lanes(c), "lanes of an init VGPR write: a row, or a pass group with one VRF read port" },
        { "LaneIdxWidth", clog2_1(c->wave), "bits of a wave lane index" },
        { "NumSgprs", c->sgprs, "SGPRs per context" },
        { "SgprWords", sgpr_words(c), "64-bit SRF words per context" },
        { "SrfAddrWidth", clog2_1((units > 1 ? c->contexts : nctx) * sgpr_words(c)),
          "bits of an SRF word index (a unit's SRF)" },
        { "NumVgprs", c->vgprs, "VGPRs per context" },
        { "VrfAddrWidth", clog2_1(c->contexts * c->vgprs), "bits of a VRF row index" },
        { "OpWidth", emit_isa_op_width(), "bits of an op id" },
        { "BundleWidth", emit_pipe_bundle_width(), "bits of a decoded instruction" },
        { "IbufDepth", c->ibuf_depth, "instruction buffer entries per context" },
        { "IbufWidth", emit_cu_clog2(c->ibuf_depth), "log2(IbufDepth)" },
        { "FetchWidth", c->fetch_width, "instructions a fetch pick decodes (decoders a port)" },
        { "MemInsts", c->mem_insts, "instructions a memory unit holds" },
        { "InstWidth", emit_cu_clog2(c->mem_insts), "log2(MemInsts), at least 1" },
        { "VrfReads", c->vrf_reads, "VRF read ports a SIMD (3, or 1 shared)" },
        { "SmemQueue", c->smem_queue, "scalar-load dwords in flight per SIMD" },
        { "SmemQWidth", emit_cu_clog2(c->smem_queue), "log2(SmemQueue)" },
        { "VmemQueue", vq, "FLAT accesses in flight per SIMD" },
        { "VmemQWidth", emit_cu_clog2(vq), "log2(VmemQueue)" },
        { "LdsQueue", EMIT_PIPE_LDS_QUEUE, "DS accesses in flight per SIMD" },
        { "LdsQWidth", emit_cu_clog2(EMIT_PIPE_LDS_QUEUE), "log2(LdsQueue)" },
        { "VmWidth", emit_cu_clog2(c->mem_insts + vq + 2) + 1, "bits of vmcnt" },
        { "LgkmWidth", emit_cu_clog2(2 * c->mem_insts + c->smem_queue + EMIT_PIPE_LDS_QUEUE + 2) + 1,
          "bits of lgkmcnt" },
        { "WgIdWidth", emit_cu_clog2(c->simds * c->contexts), "bits of a workgroup slot in the CU" },
        { "ImemWords", c->imem_dwords, "instruction RAM dwords" },
        { "ImemAddrWidth", emit_cu_clog2(c->imem_dwords), "bits of an instruction RAM index" },
        { "LdsWords", c->lds_bytes / 4, "LDS dwords" },
        { "LdsAddrWidth", emit_cu_clog2(c->lds_bytes / 4), "bits of an LDS dword index" },
        { "ReqIdWidth", emit_pipe_req_width(c), "bits of a memory requester index" },
        { "CommitPort", c->commit_port, "1: the commit port (lockstep); 0: none (FPGA)" },
        { "HasFlat", emit_cu_has_class(c, ISA_CLS_FLAT), "0: no FLAT op (--ops): no VMEM unit" },
        { "HasDs", emit_cu_has_class(c, ISA_CLS_DS), "0: no DS op (--ops): no LDS unit, no LDS" },
        { "FlatRows", emit_pipe_max_rows(c, ISA_CLS_FLAT), "VGPR rows of the longest FLAT op (--ops)" },
        { "DsRows", emit_pipe_max_rows(c, ISA_CLS_DS), "VGPR rows of the longest DS op (--ops)" },
    };
    size_t n = sizeof p / sizeof p[0];
    int lds = emit_cu_has_class(c, ISA_CLS_DS);
    for (size_t i = 0; i < n; i++)
        if (lds || (strcmp(p[i].name, "LdsWords") && strcmp(p[i].name, "LdsAddrWidth")))
            emit_line(e, "parameter integer %-13s = %u,  // %s", p[i].name, p[i].v, p[i].doc);
    uint64_t mask = c->wave >= 64 ? ~0ull : (1ull << c->wave) - 1;
    emit_line(e, "parameter [63:0]  LaneMask      = 64'h%016llx,  // WavefrontSize ones",
              (unsigned long long)mask);
    /* the init port's selects: emit_cu.h's values, the one definition */
    struct { const char *name; unsigned v; } ini[] = {
        { "InitSgpr", EMIT_CU_INIT_SGPR }, { "InitPc", EMIT_CU_INIT_PC },
        { "InitExecLo", EMIT_CU_INIT_EXEC_LO }, { "InitExecHi", EMIT_CU_INIT_EXEC_HI },
        { "InitVccLo", EMIT_CU_INIT_VCC_LO }, { "InitVccHi", EMIT_CU_INIT_VCC_HI },
        { "InitM0", EMIT_CU_INIT_M0 }, { "InitMode", EMIT_CU_INIT_MODE },
        { "InitScc", EMIT_CU_INIT_SCC }, { "InitStart", EMIT_CU_INIT_START },
        { "InitWave", EMIT_CU_INIT_WAVE }, { "InitWg", EMIT_CU_INIT_WG },
        { "InitLds", EMIT_CU_INIT_LDS }, { "InitLdsZero", EMIT_CU_INIT_LDS_ZERO },
        { "InitVrow", EMIT_CU_INIT_VROW },
    };
    size_t ni = sizeof ini / sizeof ini[0];
    for (size_t i = 0; i < ni; i++)
        emit_line(e, "parameter [3:0]   %-13s = 4'd%u%s", ini[i].name, ini[i].v,
                  i + 1 < ni ? "," : "   // init port selects (emit_cu.h EMIT_CU_INIT_*)");
}

int emit_cu_pipe(emit_ctx *e, const pws_cfg *c)
{
    /* without the commit port (FPGA builds) the SIMDs' commit outputs, all 0, go to local wires
     * of the same name less the _o */
    size_t ncommit = c->commit_port ? emit_cu_commit_nfields() : 0;
    const char *csuf = c->commit_port ? "_o" : "";
    emit_header(e, "docs/microarchitecture.md (block diagram)",
                "The pipelined compute unit: fetch, NumSimds SIMDs, the SPI, the memory and LDS "
                "arbiters, the LDS, the barrier unit. Structure only.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_cu #(");
    emit_push(e);
    emit_cu_params(e, c);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                     clk_i,");
    emit_line(e, "input  wire                     rst_ni,");
    emit_line(e, "input  wire                     imem_we_i,    // code image load port");
    emit_line(e, "input  wire [ImemAddrWidth-1:0] imem_waddr_i,");
    emit_line(e, "input  wire [31:0]              imem_wdata_i,");
    for (size_t i = 0; i < NCU_PORTS; i++)
        emit_line(e, "%s wire [%s-1:0] %s,%s%s", cu_ports[i].dir, cu_ports[i].width, cu_ports[i].name,
                  cu_ports[i].doc[0] ? "  // " : "", cu_ports[i].doc);
    emit_line(e, "output wire [NumSimds-1:0]      amo_req_o,    // the GPU's atomic token, per SIMD");
    emit_line(e, "input  wire [NumSimds-1:0]      amo_gnt_i%s", ncommit ? "," : "");
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, "output wire [NumSimds*Units*%u*(%s)-1:0] commit_%s_o%s", EMIT_PIPE_SLOTS, w, n,
                  i + 1 < ncommit ? "," : "  // slot j of unit u of SIMD s: element 5 (Units s + u) + j");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    if (!c->commit_port) {
        size_t nf = emit_cu_commit_nfields();
        emit_line(e, "// No commit port (--no-commit-port): the SIMDs' commit outputs are 0 and unread.");
        for (size_t i = 0; i < nf; i++) {
            const char *w;
            const char *n = emit_cu_commit_field(i, &w);
            emit_line(e, "wire [NumSimds*Units*%u*(%s)-1:0] commit_%s;", EMIT_PIPE_SLOTS, w, n);
        }
        char list[2048];
        size_t pos = 0;
        for (size_t i = 0; i < nf; i++)
            pos += (size_t)snprintf(list + pos, sizeof list - pos, "%scommit_%s", i ? ", " : "",
                                    emit_cu_commit_field(i, NULL));
        emit_line(e, "wire unused_commit = ^{%s};", list);
    }
    emit_line(e, "// The fetch, and the visit: SIMD s issues and fetches in the cycles t mod NumSimds = s;");
    emit_line(e, "// one fetch port per unit (PWS: each SpSIMD unit's bank of contexts).");
    emit_line(e, "wire [NumSimds-1:0]               visit;");
    emit_line(e, "wire [NumSimds*Units-1:0]         push;");
    emit_line(e, "wire [NumSimds*NumContexts-1:0]   f_run, f_space, f_redir;");
    emit_line(e, "wire [NumSimds*NumContexts*32-1:0] f_redir_pc;");
    emit_line(e, "wire [Units*CtxWidth-1:0]         push_ctx;");
    emit_line(e, "wire [Units-1:0]                  push_two;");
    emit_line(e, "wire [Units*BundleWidth-1:0]      push_b0, push_b1;");
    emit_line(e, "pws_fetch #(.NumSimds(NumSimds), .SimdIdWidth(SimdIdWidth), .NumContexts(NumContexts),");
    emit_line(e, "            .CtxWidth(CtxWidth), .Ports(Units), .FetchWidth(FetchWidth),");
    emit_line(e, "            .ImemWords(ImemWords),");
    emit_line(e, "            .ImemAddrWidth(ImemAddrWidth),");
    emit_line(e, "            .OpWidth(OpWidth), .BundleWidth(BundleWidth)) u_fetch (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .imem_we_i(imem_we_i), .imem_waddr_i(imem_waddr_i),");
    emit_line(e, "  .imem_wdata_i(imem_wdata_i), .visit_o(visit), .run_i(f_run), .space_i(f_space),");
    emit_line(e, "  .redir_i(f_redir), .redir_pc_i(f_redir_pc), .push_o(push), .push_ctx_o(push_ctx),");
    emit_line(e, "  .push_two_o(push_two), .push_b0_o(push_b0), .push_b1_o(push_b1)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// The SPI: one write latched, written into its SIMD when its port is free.");
    emit_line(e, "wire [NumSimds-1:0]          i_simd, i_sgpr_gnt;");
    emit_line(e, "wire [CtxWidth-1:0]          i_ctx;");
    emit_line(e, "wire [7:0]                   i_addr;");
    emit_line(e, "wire [31:0]                  i_data;");
    emit_line(e, "wire [InitLanes*32-1:0]      i_vdata;");
    emit_line(e, "wire                         i_sgpr, i_ctx_we, i_zero, lds_busy, lds_hold;");
    emit_line(e, "wire [Passes-1:0]            i_row;");
    emit_line(e, "wire [NumSimds*Passes-1:0]   i_row_done;");
    emit_line(e, "wire [3:0]                   i_sel;");
    emit_line(e, "pws_spi_init #(.NumSimds(NumSimds), .SimdIdWidth(SimdIdWidth), .CtxWidth(CtxWidth),");
    emit_line(e, "               .WavefrontSize(WavefrontSize), .Passes(Passes), .InitLanes(InitLanes),");
    emit_line(e, "               .InitSgpr(InitSgpr),");
    emit_line(e, "               .InitVrow(InitVrow), .InitLdsZero(InitLdsZero)) u_spi (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .we_i(init_we_i), .simd_i(init_simd_i), .ctx_i(init_ctx_i),");
    emit_line(e, "  .sel_i(init_sel_i), .addr_i(init_addr_i), .data_i(init_data_i), .vdata_i(init_vdata_i),");
    emit_line(e, "  .taken_o(init_taken_o), .simd_o(i_simd), .ctx_o(i_ctx), .addr_o(i_addr), .data_o(i_data),");
    emit_line(e, "  .vdata_o(i_vdata), .sgpr_req_o(i_sgpr), .sgpr_gnt_i(i_sgpr_gnt), .row_want_o(i_row),");
    emit_line(e, "  .row_done_i(i_row_done), .ctx_we_o(i_ctx_we), .ctx_sel_o(i_sel), .zero_o(i_zero),");
    emit_line(e, "  .lds_busy_i(lds_busy), .lds_hold_o(lds_hold)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// Global memory: one request per cycle, round robin over every SIMD's SMEM units (one per");
    emit_line(e, "// unit u: (Units + 1) s + u) and VMEM unit ((Units + 1) s + Units); responses by id, each");
    emit_line(e, "// requester's in request order.");
    emit_line(e, "localparam integer ReqPerSimd = Units + 1;");
    emit_line(e, "localparam integer NumReq = ReqPerSimd * NumSimds;");
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
    emit_line(e, "// The LDS: one access per cycle, round robin over the SIMDs' LDS units; the SPI's zeroing");
    emit_line(e, "// of a new workgroup's region in a cycle without an access, or one the SPI holds after");
    emit_line(e, "// waiting NumSimds cycles (lds_hold).");
    emit_line(e, "wire [NumSimds-1:0]      l_req, l_we, l_gnt, l_rvalid;");
    emit_line(e, "wire [NumSimds*32-1:0]   l_addr, l_wdata;");
    emit_line(e, "wire [NumSimds*64-1:0]   l_addr64;");
    emit_line(e, "wire [NumSimds*4-1:0]    l_amo;");
    if (!emit_cu_has_class(c, ISA_CLS_DS)) {
        /* an op subset without DS ops: no unit ever requests the LDS; the SPI's zeroing has
         * nothing to zero (docs/config.md "Op subsets") */
        emit_line(e, "// --ops without DS ops: no LDS (no unit ever requests it).");
        emit_line(e, "assign l_gnt = {NumSimds{1'b0}};");
        emit_line(e, "assign l_rvalid = {NumSimds{1'b0}};");
        emit_line(e, "assign lds_busy = 1'b0;");
        emit_line(e, "wire [31:0] lds_rdata = 32'd0;");
        emit_line(e, "wire unused_lds = ^{l_req, l_we, l_addr64, l_wdata, l_amo, lds_hold, i_zero};");
    } else {
        emit_line(e, "wire                     lds_req, lds_we, lds_rvalid;");
        emit_line(e, "wire [SimdIdWidth-1:0]   lds_id, lds_rid;");
        emit_line(e, "wire [63:0]              lds_addr;");
        emit_line(e, "wire [1:0]               lds_size;");
        emit_line(e, "wire [31:0]              lds_wdata, lds_cmp, lds_rdata;");
        emit_line(e, "wire [3:0]               lds_amo;");
        emit_line(e, "pws_mem_arb #(.N(NumSimds), .IdxWidth(SimdIdWidth)) u_lds_arb (");
        emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(l_req & {NumSimds{!lds_hold}}), .addr_i(l_addr64), .we_i(l_we),");
        emit_line(e, "  .size_i({NumSimds{2'd2}}), .wdata_i(l_wdata), .amo_i(l_amo), .cmp_i({NumSimds{32'd0}}),");
        emit_line(e, "  .gnt_o(l_gnt), .rvalid_o(l_rvalid), .mem_req_o(lds_req), .mem_id_o(lds_id),");
        emit_line(e, "  .mem_addr_o(lds_addr), .mem_we_o(lds_we), .mem_size_o(lds_size), .mem_wdata_o(lds_wdata),");
        emit_line(e, "  .mem_amo_o(lds_amo), .mem_cmp_o(lds_cmp), .mem_rvalid_i(lds_rvalid), .mem_rid_i(lds_rid)");
        emit_line(e, ");");
        emit_line(e, "assign lds_busy = lds_req;");
        emit_line(e, "pws_lds #(.Words(LdsWords), .AddrWidth(LdsAddrWidth), .IdxWidth(SimdIdWidth)) u_lds (");
        emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(lds_req), .id_i(lds_id), .addr_i(lds_addr[31:0]),");
        emit_line(e, "  .we_i(lds_we), .wdata_i(lds_wdata), .amo_i(lds_amo), .cmp_i(lds_cmp),");
        emit_line(e, "  .zero_we_i(i_zero), .zero_addr_i(i_data), .rvalid_o(lds_rvalid), .rid_o(lds_rid),");
        emit_line(e, "  .rdata_o(lds_rdata)");
        emit_line(e, ");");
        emit_line(e, "wire unused_lds = ^{lds_addr[63:32], lds_size};   // 32-bit byte addresses, dwords only");
    }
    emit_blank(e);
    emit_line(e, "// Barriers: every context of the CU, SIMD s's in [NumContexts*s +: NumContexts].");
    emit_line(e, "wire [NumSimds*NumContexts-1:0] bar_wait, bar_member, bar_release;");
    emit_line(e, "wire [NumSimds*NumContexts*WgIdWidth-1:0] bar_wg;");
    emit_line(e, "pws_barrier #(.NumCtx(NumSimds*NumContexts), .WgIdWidth(WgIdWidth)) u_barrier (");
    emit_line(e, "  .wait_i(bar_wait), .member_i(bar_member), .wg_i(bar_wg), .release_o(bar_release)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "genvar s;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (s = 0; s < NumSimds; s = s + 1) begin : g_simd");
    emit_push(e);
    emit_line(e, "assign l_addr64[64*s +: 64] = {32'd0, l_addr[32*s +: 32]};");
    emit_line(e, "localparam integer R0 = ReqPerSimd * s, RV = ReqPerSimd * s + Units;   // SMEM 0, VMEM");
    emit_line(e, "assign m_size[2*R0 +: 2*Units] = {Units{2'd2}};   // SMEM: dwords, reads");
    emit_line(e, "assign m_we[R0 +: Units] = {Units{1'b0}};");
    emit_line(e, "assign m_wdata[32*R0 +: 32*Units] = {(32*Units){1'b0}};");
    emit_line(e, "assign m_amo[4*R0 +: 4*Units] = {(4*Units){1'b0}};");
    emit_line(e, "assign m_cmp[32*R0 +: 32*Units] = {(32*Units){1'b0}};");
    emit_line(e, "pws_simd_pipe #(");
    emit_push(e);
    static const char *const pass[] = {
        "NumContexts", "CtxWidth", "WfContexts", "Banks", "BankWidth", "Dws", "Pws", "Units",
        "UnitWidth", "IdWidth", "WavefrontSize",
        "SimdWidth", "Passes", "PassWidth", "InitLanes",
        "LaneIdxWidth", "NumSgprs", "SgprWords", "SrfAddrWidth", "NumVgprs", "VrfAddrWidth",
        "OpWidth", "BundleWidth", "IbufDepth", "IbufWidth", "FetchWidth", "MemInsts", "InstWidth", "VrfReads",
        "SmemQueue",
        "SmemQWidth", "VmemQueue", "VmemQWidth", "LdsQueue", "LdsQWidth", "VmWidth", "LgkmWidth",
        "WgIdWidth", "LaneMask", "InitPc", "InitExecLo", "InitExecHi", "InitVccLo", "InitVccHi",
        "InitM0", "InitMode", "InitScc", "InitStart", "InitWave", "InitWg", "InitLds",
        "CommitPort", "HasFlat", "HasDs", "FlatRows", "DsRows",
    };
    size_t np = sizeof pass / sizeof pass[0];
    char line[128];
    size_t pos = 0;
    for (size_t i = 0; i < np; i++) {
        char item[64];
        snprintf(item, sizeof item, ".%s(%s)%s", pass[i], pass[i], i + 1 < np ? "," : "");
        if (pos && pos + strlen(item) + 1 > 90) {
            emit_line(e, "%s", line);
            pos = 0;
        }
        pos += (size_t)snprintf(line + pos, sizeof line - pos, "%s%s", pos ? " " : "", item);
    }
    emit_line(e, "%s", line);
    emit_pop(e);
    emit_line(e, ") u_simd (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .rst_ni(rst_ni), .visit_i(visit[s]),");
    emit_line(e, ".push_i(push[Units*s +: Units]), .push_ctx_i(push_ctx), .push_two_i(push_two),");
    emit_line(e, ".push_b0_i(push_b0),");
    emit_line(e, ".push_b1_i(push_b1), .run_o(f_run[NumContexts*s +: NumContexts]),");
    emit_line(e, ".wf_run_o(running_o[WfContexts*s +: WfContexts]),");
    emit_line(e, ".space_o(f_space[NumContexts*s +: NumContexts]),");
    emit_line(e, ".redir_o(f_redir[NumContexts*s +: NumContexts]),");
    emit_line(e, ".redir_pc_o(f_redir_pc[NumContexts*32*s +: NumContexts*32]),");
    emit_line(e, ".init_we_i(i_ctx_we && i_simd[s]), .init_ctx_i(i_ctx), .init_sel_i(i_sel),");
    emit_line(e, ".init_addr_i(i_addr), .init_data_i(i_data), .init_vdata_i(i_vdata),");
    emit_line(e, ".init_sgpr_i(i_sgpr && i_simd[s]), .init_sgpr_gnt_o(i_sgpr_gnt[s]),");
    emit_line(e, ".init_row_i(i_simd[s] ? i_row : {Passes{1'b0}}),");
    emit_line(e, ".init_row_done_o(i_row_done[Passes*s +: Passes]),");
    emit_line(e, ".bar_o(bar_wait[NumContexts*s +: NumContexts]),");
    emit_line(e, ".member_o(bar_member[NumContexts*s +: NumContexts]),");
    emit_line(e, ".wg_o(bar_wg[NumContexts*WgIdWidth*s +: NumContexts*WgIdWidth]),");
    emit_line(e, ".bar_release_i(bar_release[NumContexts*s +: NumContexts]),");
    emit_line(e, ".smem_req_o(m_req[R0 +: Units]), .smem_addr_o(m_addr[64*R0 +: 64*Units]),");
    emit_line(e, ".smem_gnt_i(m_gnt[R0 +: Units]), .smem_rvalid_i(m_rvalid[R0 +: Units]),");
    emit_line(e, ".vmem_req_o(m_req[RV]), .vmem_addr_o(m_addr[64*RV +: 64]), .vmem_we_o(m_we[RV]),");
    emit_line(e, ".vmem_size_o(m_size[2*RV +: 2]), .vmem_wdata_o(m_wdata[32*RV +: 32]),");
    emit_line(e, ".vmem_amo_o(m_amo[4*RV +: 4]), .vmem_cmp_o(m_cmp[32*RV +: 32]),");
    emit_line(e, ".vmem_gnt_i(m_gnt[RV]), .vmem_rvalid_i(m_rvalid[RV]), .mem_rdata_i(mem_rdata_i),");
    emit_line(e, ".lds_req_o(l_req[s]), .lds_addr_o(l_addr[32*s +: 32]), .lds_we_o(l_we[s]),");
    emit_line(e, ".lds_wdata_o(l_wdata[32*s +: 32]), .lds_amo_o(l_amo[4*s +: 4]), .lds_gnt_i(l_gnt[s]),");
    emit_line(e, ".lds_rvalid_i(l_rvalid[s]), .lds_rdata_i(lds_rdata),");
    emit_line(e, ".tok_req_o(amo_req_o[s]), .tok_gnt_i(amo_gnt_i[s]),");
    for (size_t i = 0, nf = emit_cu_commit_nfields(); i < nf; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, ".commit_%s_o(commit_%s%s[Units*%u*(%s)*s +: Units*%u*(%s)])%s", n, n, csuf,
                  EMIT_PIPE_SLOTS, w, EMIT_PIPE_SLOTS, w, i + 1 < nf ? "," : "");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    return emit_module_end(e);
}

int emit_gpu_pipe(emit_ctx *e, const pws_cfg *c)
{
    size_t ncommit = c->commit_port ? emit_cu_commit_nfields() : 0;
    emit_header(e, "docs/microarchitecture.md (block diagram)",
                "The top of the pipelined CU's design: NumCus compute units, per-CU init and memory "
                "ports, per-SIMD commit slots, the atomic token.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_gpu #(");
    emit_push(e);
    emit_line(e, "parameter integer NumCus        = %u,  // compute units", c->cus);
    emit_line(e, "parameter integer NumSimds      = %u,  // SIMDs per CU", c->simds);
    emit_line(e, "parameter integer SimdIdWidth   = %u,  // bits of a SIMD index (at least 1)",
              emit_cu_idx_width(c->simds));
    emit_line(e, "parameter integer WfContexts    = %u,  // WF contexts per SIMD (the SPI's)",
              c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index (every bank)",
              emit_cu_idx_width(emit_pipe_contexts(c)));
    emit_line(e, "parameter integer ReqIdWidth    = %u,  // bits of a memory requester index",
              emit_pipe_req_width(c));
    if (c->commit_port)   /* (the commit fields' widths) */
        emit_line(e, "parameter integer Units         = %u,  // units per SIMD (PWS: S + 1)",
                  emit_pipe_units(c));
    if (c->commit_port)   /* (the commit fields' widths) */
        emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront", c->wave);
    emit_line(e, "parameter integer InitLanes     = %u, // lanes of an init VGPR write (a row, or a pass group)",
              pws_cfg_init_lanes(c));
    emit_line(e, "parameter integer ImemAddrWidth = %u  // bits of an instruction RAM index",
              emit_cu_clog2(c->imem_dwords));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire clk_i,");
    emit_line(e, "input  wire rst_ni,");
    emit_line(e, "input  wire imem_we_i,   // code image, written into every CU's instruction RAM");
    emit_line(e, "input  wire [ImemAddrWidth-1:0] imem_waddr_i,");
    emit_line(e, "input  wire [31:0] imem_wdata_i,");
    for (size_t i = 0; i < NCU_PORTS; i++)
        emit_line(e, "%s wire [NumCus*(%s)-1:0] %s%s%s%s", cu_ports[i].dir, cu_ports[i].width,
                  cu_ports[i].name, i + 1 < NCU_PORTS || ncommit ? "," : "",
                  cu_ports[i].doc[0] ? "  // " : "", cu_ports[i].doc);
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, "output wire [NumCus*NumSimds*Units*%u*(%s)-1:0] commit_%s_o%s", EMIT_PIPE_SLOTS, w,
                  n, i + 1 < ncommit ? "," : "  // slot j of unit u of SIMD s of CU k: element 5 ((k NumSimds + s) Units + u) + j");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "// The atomic token, over every SIMD of every CU (SIMD s of CU k: k * NumSimds + s).");
    emit_line(e, "wire [NumCus*NumSimds-1:0] amo_req, amo_gnt;");
    emit_line(e, "pws_lock_arbiter #(.N(NumCus*NumSimds), .IdxWidth(%u)) u_amo_token (",
              emit_cu_idx_width(c->cus * c->simds));
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(amo_req), .gnt_o(amo_gnt)");
    emit_line(e, ");");
    emit_line(e, "genvar k;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (k = 0; k < NumCus; k = k + 1) begin : g_cu");
    emit_push(e);
    emit_line(e, "pws_cu u_cu (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .rst_ni(rst_ni), .imem_we_i(imem_we_i), .imem_waddr_i(imem_waddr_i),");
    emit_line(e, ".imem_wdata_i(imem_wdata_i),");
    emit_line(e, ".amo_req_o(amo_req[NumSimds*k +: NumSimds]), .amo_gnt_i(amo_gnt[NumSimds*k +: NumSimds]),");
    for (size_t i = 0; i < NCU_PORTS; i++)
        emit_line(e, ".%s(%s[(%s)*k +: %s])%s", cu_ports[i].name, cu_ports[i].name,
                  cu_ports[i].width, cu_ports[i].width, i + 1 < NCU_PORTS || ncommit ? "," : "");
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, ".commit_%s_o(commit_%s_o[NumSimds*Units*%u*(%s)*k +: NumSimds*Units*%u*(%s)])%s",
                  n, n, EMIT_PIPE_SLOTS, w, EMIT_PIPE_SLOTS, w, i + 1 < ncommit ? "," : "");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    return emit_module_end(e);
}
