/* rtl_gen/emit_gpu.c -- pws_gpu.v: the top of the generated design, NumCus compute units.
 *
 * The GPU only instantiates: every CU gets its own init port (the SPI writes one register per
 * cycle per CU), its own global-memory port (the harness serves each with the fixed
 * --mem-latency) and its own SIMDs' commit ports; the code-image write port is broadcast (each
 * CU has its own instruction RAM with the same image). All per-CU ports are flattened vectors,
 * CU k's field in bits [W*k +: W]; the commit fields are those of pws_cu, so SIMD s of CU k is
 * element k * NumSimds + s. Spec: docs/microarchitecture-fsm.md "Ports of pws_gpu". */
#include "emit_cu.h"
#include "emitters.h"

/* One flattened per-CU port: name, width (Verilog expression), direction, comment. */
static const struct {
    const char *name, *width, *dir, *doc;
} cu_ports[] = {
    { "init_we_i", "1", "input ", "init port of CU k (see pws_simd)" },
    { "init_simd_i", "SimdIdWidth", "input ", "" },
    { "init_ctx_i", "CtxWidth", "input ", "" },
    { "init_sel_i", "4", "input ", "" },
    { "init_addr_i", "8", "input ", "" },
    { "init_lane_i", "6", "input ", "" },
    { "init_data_i", "32", "input ", "" },
    { "running_o", "NumSimds*NumWfContexts", "output", "WF contexts started and not ended" },
    { "mem_req_o", "1", "output", "global-memory port of CU k" },
    { "mem_id_o", "ReqIdWidth", "output", "requester: SIMD x NumUnits + unit" },
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

int emit_gpu(emit_ctx *e, const pws_cfg *c)
{
    size_t ncommit = c->commit_port ? emit_cu_commit_nfields() : 0;
    emit_header(e, "docs/microarchitecture-fsm.md (GPU)",
                "The top: NumCus compute units, per-CU init and memory ports, per-SIMD commit "
                "ports.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_gpu #(");
    emit_push(e);
    emit_line(e, "parameter integer NumCus        = %u,  // compute units", c->cus);
    emit_line(e, "parameter integer NumSimds      = %u,  // SIMDs per CU", c->simds);
    emit_line(e, "parameter integer SimdIdWidth   = %u,  // bits of a SIMD index (at least 1)",
              emit_cu_idx_width(c->simds));
    emit_line(e, "parameter integer NumUnits      = %u,  // units per SIMD (S + 1 under --split pws)",
              emit_cu_num_units(c));
    emit_line(e, "parameter integer ReqIdWidth    = %u,  // bits of a requester (SIMD x unit) index",
              emit_cu_idx_width(c->simds * emit_cu_num_units(c)));
    emit_line(e, "parameter integer NumWfContexts = %u,  // WF contexts per SIMD", c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index",
              emit_cu_clog2(emit_cu_unit_contexts(c)));
    emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront", c->wave);
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
        emit_line(e, "output wire [NumCus*NumSimds*NumUnits*(%s)-1:0] commit_%s_o%s", w, n,
                  i + 1 < ncommit ? "," : "  // unit u of SIMD s of CU k: element (k * NumSimds + s) * NumUnits + u");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "// The atomic token, over every unit of every SIMD of every CU (unit u of SIMD s of CU k:");
    emit_line(e, "// (k * NumSimds + s) * NumUnits + u).");
    emit_line(e, "localparam integer NumReq = NumSimds * NumUnits;   // requesters per CU");
    emit_line(e, "wire [NumCus*NumReq-1:0] amo_req, amo_gnt;");
    emit_line(e, "pws_lock_arbiter #(.N(NumCus*NumReq), .IdxWidth(%u)) u_amo_token (",
              emit_cu_idx_width(c->cus * c->simds * emit_cu_num_units(c)));
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
    emit_line(e, ".amo_req_o(amo_req[NumReq*k +: NumReq]), .amo_gnt_i(amo_gnt[NumReq*k +: NumReq]),");
    for (size_t i = 0; i < NCU_PORTS; i++)
        emit_line(e, ".%s(%s[(%s)*k +: %s])%s", cu_ports[i].name, cu_ports[i].name,
                  cu_ports[i].width, cu_ports[i].width, i + 1 < NCU_PORTS || ncommit ? "," : "");
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, ".commit_%s_o(commit_%s_o[NumReq*(%s)*k +: NumReq*(%s)])%s", n, n, w, w,
                  i + 1 < ncommit ? "," : "");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    if (!ncommit)   /* only the commit port's widths use it (lowRISC unused_ convention) */
        emit_line(e, "wire [31:0] unused_wave = WavefrontSize;");
    return emit_module_end(e);
}
