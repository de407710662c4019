/* rtl_gen/emit_simd_units.c -- pws_simd_units.v: one SIMD as the CU sees it: its units (NumUnits
 * instances of pws_simd, SpSIMD ID 0..NumUnits-1 on their spsimd_id_i port), the SIMD's one VRF (pws_vrf, a RAM per wave
 * lane) and the VRF lane arbiters (pws_vrf_arb, one for the read ports, one for the write
 * ports). The module only instantiates and routes: a lane RAM's port is driven by the unit whose
 * granted request holds that lane (the arbiter grants lane-disjoint requests only, so at most
 * one), the SPI's VGPR init write goes to its lane first (every write grant waits that cycle).
 * Every per-unit port of the CU side (instruction RAM, memory, LDS, atomic token, commit) is a
 * flattened vector, unit u's field in bits [W*u +: W]; the CU arbitrates them like SIMDs.
 * NumUnits is 1 under --split none and dws, S + 1 under pws (emit_cu_num_units).
 * Spec: docs/splitting.md "One unit, S + 1 times", "The shared, lane-sliced VRF". */
#include "emit_cu.h"
#include "emitters.h"

unsigned emit_cu_num_units(const pws_cfg *c)
{
    return c->split == PWS_SPLIT_PWS ? c->spsimds + 1 : 1;
}

int emit_cu_has_split_hw(const pws_cfg *c)
{
    return (c->split == PWS_SPLIT_PWS || c->split == PWS_SPLIT_DWS) && c->spsimds > 0;
}

unsigned emit_cu_spawn_width(const pws_cfg *c)
{
    return emit_cu_clog2(emit_cu_unit_contexts(c)) + 64 + 32 + 64 + 64 + 1 + 32 + 32 + 32 + 32
           + emit_cu_clog2(c->simds * c->contexts) + 1 + 32 + 32;   /* + an instruction buffer entry */
}

unsigned emit_cu_unit_contexts(const pws_cfg *c)
{
    return c->split == PWS_SPLIT_DWS ? (c->spsimds + 1) * c->contexts : c->contexts;
}

/* The per-unit ports besides the commit port: name, width (Verilog expression), direction. */
static const struct {
    const char *name, *width, *dir;
} unit_ports[] = {
    { "lds_req_o", "1", "output" }, { "lds_gnt_i", "1", "input " },
    { "lds_addr_o", "32", "output" }, { "lds_we_o", "1", "output" },
    { "lds_wdata_o", "32", "output" }, { "lds_amo_o", "4", "output" },
    { "lds_rvalid_i", "1", "input " },
    { "amo_req_o", "1", "output" }, { "amo_gnt_i", "1", "input " },
    { "mem_req_o", "1", "output" }, { "mem_gnt_i", "1", "input " },
    { "mem_addr_o", "64", "output" }, { "mem_we_o", "1", "output" },
    { "mem_size_o", "2", "output" }, { "mem_wdata_o", "32", "output" },
    { "mem_amo_o", "4", "output" }, { "mem_cmp_o", "32", "output" },
    { "mem_rvalid_i", "1", "input " },
};
#define NUNIT_PORTS (sizeof unit_ports / sizeof unit_ports[0])

/* pws_split_ctrl and the wires between it and the units (split hardware only). */
static void emit_ctrl(emit_ctx *e)
{
    emit_line(e, "// The split controller (docs/splitting.md): token, allocation, SRF copy, merge pairing.");
    emit_line(e, "wire [NumUnits-1:0]                   tok_req, tok_gnt, mfree, spawn_v, spawn_vo, cp_we, cp_weo;");
    emit_line(e, "wire [NumUnits*CtxWidth-1:0]          cur_ctx;");
    emit_line(e, "wire [NumUnits*NumContexts-1:0]       park, pv, topv, wake, free;");
    emit_line(e, "wire [NumUnits*NumContexts*UnitIdWidth-1:0] par, top;");
    emit_line(e, "wire [NumUnits*NumContexts*64-1:0]    spm, exec;");
    emit_line(e, "wire                                  alloc_ok;");
    emit_line(e, "wire [UnitIdWidth-1:0]                alloc_k, spawn_par;");
    emit_line(e, "wire [63:0]                           mchild_exec, mchild_spm;");
    emit_line(e, "wire [NumUnits*UnitIdWidth-1:0]       spawn_k, cp_k;");
    emit_line(e, "wire [NumUnits*SpawnWidth-1:0]        spawn_data;");
    emit_line(e, "wire [SpawnWidth-1:0]                 spawn_datao;");
    emit_line(e, "wire [NumUnits*SrfAddrWidth-1:0]      cp_addr;");
    emit_line(e, "wire [SrfAddrWidth-1:0]               cp_addro;");
    emit_line(e, "wire [NumUnits*32-1:0]                cp_data;");
    emit_line(e, "wire [31:0]                           cp_datao;");
    emit_line(e, "pws_split_ctrl u_split_ctrl (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .tok_req_i(tok_req), .tok_gnt_o(tok_gnt), .cur_ctx_i(cur_ctx),");
    emit_line(e, "  .run_i(run_all), .park_i(park), .parent_v_i(pv), .parent_i(par), .top_v_i(topv), .top_i(top),");
    emit_line(e, "  .spm_i(spm), .exec_i(exec), .mfree_i(mfree), .alloc_ok_o(alloc_ok), .alloc_k_o(alloc_k),");
    emit_line(e, "  .mchild_exec_o(mchild_exec), .mchild_spm_o(mchild_spm), .wake_o(wake), .free_o(free),");
    emit_line(e, "  .spawn_v_i(spawn_v), .spawn_k_i(spawn_k), .spawn_data_i(spawn_data), .spawn_v_o(spawn_vo),");
    emit_line(e, "  .spawn_data_o(spawn_datao), .spawn_parent_o(spawn_par), .cp_we_i(cp_we), .cp_k_i(cp_k),");
    emit_line(e, "  .cp_addr_i(cp_addr), .cp_data_i(cp_data), .cp_we_o(cp_weo), .cp_addr_o(cp_addro),");
    emit_line(e, "  .cp_data_o(cp_datao)");
    emit_line(e, ");");
}

/* DWS: pws_split_ctrl sees the one unit's S + 1 banks of reserve contexts as its "units" (the
 * per-context vectors have the same layout: bank k's context c at NumWf * k + c); it allocates
 * and frees; the split itself (SRF copy, new SWF) stays inside the unit. */
static void emit_ctrl_dws(emit_ctx *e, const pws_cfg *c)
{
    unsigned banks = c->spsimds + 1, idw = emit_cu_clog2(c->contexts);
    emit_line(e, "// The split controller over the reserve banks (docs/splitting.md \"DWS from the same generator\").");
    emit_line(e, "localparam integer NumBanks = %u;   // S + 1", banks);
    emit_line(e, "localparam integer IdWidth = %u;    // bits of a context ID", idw);
    emit_line(e, "wire [NumUnits-1:0]                tok_req, mfree;");
    emit_line(e, "wire [NumBanks-1:0]                tok_gnt, spawn_vo, cp_weo;");
    emit_line(e, "wire [NumUnits*CtxWidth-1:0]       cur_ctx;");
    emit_line(e, "wire [NumContexts-1:0]             park, pv, topv, wake, free;");
    emit_line(e, "wire [NumContexts*UnitIdWidth-1:0] par, top;");
    emit_line(e, "wire [NumContexts*64-1:0]          spm, exec;");
    emit_line(e, "wire                               alloc_ok;");
    emit_line(e, "wire [UnitIdWidth-1:0]             alloc_k, spawn_par;");
    emit_line(e, "wire [63:0]                        mchild_exec, mchild_spm;");
    emit_line(e, "wire [SpawnWidth-1:0]              spawn_datao;");
    emit_line(e, "wire [SrfAddrWidth-1:0]            cp_addro;");
    emit_line(e, "wire [31:0]                        cp_datao;");
    emit_line(e, "pws_split_ctrl u_split_ctrl (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .tok_req_i({{(NumBanks-1){1'b0}}, tok_req}), .tok_gnt_o(tok_gnt),");
    emit_line(e, "  .cur_ctx_i({{((NumBanks-1)*IdWidth){1'b0}}, cur_ctx[IdWidth-1:0]}), .run_i(run_all), .park_i(park),");
    emit_line(e, "  .parent_v_i(pv), .parent_i(par), .top_v_i(topv), .top_i(top), .spm_i(spm), .exec_i(exec),");
    emit_line(e, "  .mfree_i({{(NumBanks-1){1'b0}}, mfree}), .alloc_ok_o(alloc_ok), .alloc_k_o(alloc_k),");
    emit_line(e, "  .mchild_exec_o(mchild_exec), .mchild_spm_o(mchild_spm), .wake_o(wake), .free_o(free),");
    emit_line(e, "  .spawn_v_i({NumBanks{1'b0}}), .spawn_k_i({(NumBanks*UnitIdWidth){1'b0}}),");
    emit_line(e, "  .spawn_data_i({(NumBanks*SpawnWidth){1'b0}}), .spawn_v_o(spawn_vo), .spawn_data_o(spawn_datao),");
    emit_line(e, "  .spawn_parent_o(spawn_par), .cp_we_i({NumBanks{1'b0}}), .cp_k_i({(NumBanks*UnitIdWidth){1'b0}}),");
    emit_line(e, "  .cp_addr_i({(NumBanks*SrfAddrWidth){1'b0}}), .cp_data_i({(NumBanks*32){1'b0}}), .cp_we_o(cp_weo),");
    emit_line(e, "  .cp_addr_o(cp_addro), .cp_data_o(cp_datao)");
    emit_line(e, ");");
    emit_line(e, "wire unused_ctrl = ^{tok_gnt, cur_ctx, spawn_vo, spawn_datao, spawn_par, cp_weo, cp_addro, cp_datao};");
}

/* The split ports of unit g (inside the generate loop). */
static void emit_unit_split_ports(emit_ctx *e, int pws)
{
    emit_line(e, ".tok_req_o(tok_req[g]), .tok_gnt_i(tok_gnt[g]), .cur_ctx_o(cur_ctx[CtxWidth*g +: CtxWidth]),");
    emit_line(e, ".park_o(park[NumContexts*g +: NumContexts]), .exec_o(exec[NumContexts*64*g +: NumContexts*64]),");
    emit_line(e, ".spm_o(spm[NumContexts*64*g +: NumContexts*64]), .parent_v_o(pv[NumContexts*g +: NumContexts]),");
    emit_line(e, ".parent_o(par[NumContexts*UnitIdWidth*g +: NumContexts*UnitIdWidth]),");
    emit_line(e, ".top_v_o(topv[NumContexts*g +: NumContexts]),");
    emit_line(e, ".top_o(top[NumContexts*UnitIdWidth*g +: NumContexts*UnitIdWidth]), .mfree_o(mfree[g]),");
    emit_line(e, ".alloc_ok_i(alloc_ok), .alloc_k_i(alloc_k), .mchild_exec_i(mchild_exec), .mchild_spm_i(mchild_spm),");
    emit_line(e, ".wake_i(wake[NumContexts*g +: NumContexts]), .free_i(free[NumContexts*g +: NumContexts]),");
    if (!pws)
        return;   /* DWS: the new SWF and its SRF copy stay inside the one unit */
    emit_line(e, ".spawn_v_o(spawn_v[g]), .spawn_k_o(spawn_k[UnitIdWidth*g +: UnitIdWidth]),");
    emit_line(e, ".spawn_data_o(spawn_data[SpawnWidth*g +: SpawnWidth]), .spawn_v_i(spawn_vo[g]),");
    emit_line(e, ".spawn_data_i(spawn_datao), .spawn_parent_i(spawn_par),");
    emit_line(e, ".cp_we_o(cp_we[g]), .cp_k_o(cp_k[UnitIdWidth*g +: UnitIdWidth]),");
    emit_line(e, ".cp_addr_o(cp_addr[SrfAddrWidth*g +: SrfAddrWidth]), .cp_data_o(cp_data[32*g +: 32]),");
    emit_line(e, ".cp_we_i(cp_weo[g]), .cp_addr_i(cp_addro), .cp_data_i(cp_datao),");
}

int emit_simd_units(emit_ctx *e, const pws_cfg *c)
{
    size_t ncommit = c->commit_port ? emit_cu_commit_nfields() : 0;
    unsigned units = emit_cu_num_units(c);
    int split = emit_cu_has_split_hw(c);
    emit_header(e, "docs/splitting.md (One unit, S + 1 times; The shared, lane-sliced VRF)",
                "One SIMD: its units (the SIMD and its SpSIMDs), the lane-sliced VRF, its lane "
                "arbiters.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_simd_units #(");
    emit_push(e);
    emit_line(e, "parameter integer NumUnits      = %u,  // units: the SIMD (SpSIMD ID 0) and its SpSIMDs", units);
    emit_line(e, "parameter integer UnitIdWidth   = %u,  // bits of a unit index (at least 1)",
              emit_cu_idx_width(split ? c->spsimds + 1 : units));   /* a SpSIMD ID */
    emit_line(e, "parameter integer NumContexts   = %u,  // contexts per unit", emit_cu_unit_contexts(c));
    emit_line(e, "parameter integer NumWfContexts = %u,  // WF contexts (the SPI's)", c->contexts);
    emit_line(e, "parameter integer CtxWidth      = %u,  // bits of a context index",
              emit_cu_clog2(emit_cu_unit_contexts(c)));
    emit_line(e, "parameter integer WavefrontSize = %u, // lanes of a wavefront = VRF lane RAMs", c->wave);
    emit_line(e, "parameter integer NumSgprs      = %u, // SGPRs per context", c->sgprs);
    emit_line(e, "parameter integer NumVgprs      = %u, // VGPRs per context", c->vgprs);
    emit_line(e, "parameter integer SimdWidth     = %u, // VALU lanes of a unit: a pass", c->lanes);
    emit_line(e, "parameter integer WgIdWidth     = %u,  // bits of a workgroup slot in the CU",
              emit_cu_clog2(c->simds * c->contexts));
    emit_line(e, "parameter integer VrfAddrWidth  = %u,  // bits of a word index of a lane RAM",
              emit_vrf_addr_width(c));
    emit_line(e, "parameter integer ImemAddrWidth = %u%s // bits of an instruction RAM dword index",
              emit_cu_clog2(c->imem_dwords), units > 1 || split ? "," : "");
    if (units > 1)   /* the SpSIMD units' copies of the code image */
        emit_line(e, "parameter integer ImemWords     = %u%s  // instruction RAM dwords", c->imem_dwords,
                  split ? "," : "");
    if (split) {
        emit_line(e, "parameter integer SrfAddrWidth  = %u,  // bits of an SRF word index",
                  emit_cu_clog2(emit_cu_unit_contexts(c) * c->sgprs));
        emit_line(e, "parameter integer SpawnWidth    = %u  // bits of a new SWF's registers",
                  emit_cu_spawn_width(c));
    }
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                     clk_i,");
    emit_line(e, "input  wire                     rst_ni,");
    emit_line(e, "input  wire                     init_we_i,    // init port (the SPI), see pws_simd");
    emit_line(e, "input  wire [CtxWidth-1:0]      init_ctx_i,");
    emit_line(e, "input  wire [3:0]               init_sel_i,");
    emit_line(e, "input  wire [7:0]               init_addr_i,");
    emit_line(e, "input  wire [5:0]               init_lane_i,  // wave lane of an INIT_VGPR write");
    emit_line(e, "input  wire [31:0]              init_data_i,");
    emit_line(e, "output wire [NumWfContexts-1:0] running_o,    // WF contexts (unit 0) started and not ended");
    emit_line(e, "// barriers (pws_barrier): every context of every unit, unit u's context c at NumContexts*u + c");
    emit_line(e, "output wire [NumUnits*NumContexts-1:0] bar_wait_o,");
    emit_line(e, "output wire [NumUnits*NumContexts-1:0] member_o,");
    emit_line(e, "output wire [NumUnits*NumContexts*WgIdWidth-1:0] wg_o,");
    emit_line(e, "input  wire [NumUnits*NumContexts-1:0] bar_release_i,");
    emit_line(e, "input  wire [31:0]              lds_rdata_i,  // shared response data (valid per unit)");
    emit_line(e, "// unit 0 fetches from the CU's instruction RAM (its arbiter); each SpSIMD unit has its own copy");
    emit_line(e, "output wire                     imem_req_o,");
    emit_line(e, "input  wire                     imem_gnt_i,");
    emit_line(e, "output wire [ImemAddrWidth-1:0] imem_raddr_o,");
    emit_line(e, "input  wire [31:0]              imem_rdata_i,");
    emit_line(e, "input  wire                     imem_we_i,    // the code image (into every copy)");
    if (units > 1) {
        emit_line(e, "input  wire [ImemAddrWidth-1:0] imem_waddr_i,");
        emit_line(e, "input  wire [31:0]              imem_wdata_i,");
    }
    emit_line(e, "input  wire [31:0]              mem_rdata_i,");
    emit_line(e, "// per unit, unit u's field in [W*u +: W]");
    for (size_t i = 0; i < NUNIT_PORTS; i++)
        emit_line(e, "%s wire [NumUnits*(%s)-1:0] %s%s", unit_ports[i].dir, unit_ports[i].width,
                  unit_ports[i].name, i + 1 < NUNIT_PORTS || ncommit ? "," : "");
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, "output wire [NumUnits*(%s)-1:0] commit_%s_o%s", w, n, i + 1 < ncommit ? "," : "");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "localparam [3:0] INIT_VGPR = 4'd%d;", EMIT_CU_INIT_VGPR);
    emit_line(e, "localparam [31:0] VgprsSz = NumVgprs;");
    emit_blank(e);
    emit_line(e, "// The VRF lane arbiters: reads and writes are separate RAM ports, arbitrated apart.");
    emit_line(e, "wire [NumUnits-1:0]                  vr_req, vr_gnt, vw_req, vw_gnt;");
    emit_line(e, "wire [NumUnits*WavefrontSize-1:0]    vr_lanes, vw_lanes;");
    emit_line(e, "wire [NumUnits*VrfAddrWidth-1:0]     vr_addr, vw_addr;");
    emit_line(e, "wire [NumUnits*SimdWidth*32-1:0]     vw_data;");
    emit_line(e, "wire init_vgpr = init_we_i && init_sel_i == INIT_VGPR;");
    emit_line(e, "// the SPI's VGPR write takes its lane first; the units leave it out of their requests");
    emit_line(e, "wire [63:0] init_lane64 = {63'd0, init_vgpr} << init_lane_i;");
    emit_line(e, "wire [WavefrontSize-1:0] init_taken = init_lane64[WavefrontSize-1:0];");
    emit_line(e, "pws_vrf_arb #(.N(NumUnits), .W(WavefrontSize), .IdxWidth(UnitIdWidth)) u_vrf_rarb (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vr_req), .lanes_i(vr_lanes),");
    emit_line(e, "  .gnt_o(vr_gnt)");
    emit_line(e, ");");
    emit_line(e, "pws_vrf_arb #(.N(NumUnits), .W(WavefrontSize), .IdxWidth(UnitIdWidth)) u_vrf_warb (");
    emit_line(e, "  .clk_i(clk_i), .rst_ni(rst_ni), .req_i(vw_req), .lanes_i(vw_lanes),");
    emit_line(e, "  .gnt_o(vw_gnt)");
    emit_line(e, ");");
    emit_blank(e);
    emit_line(e, "// Lane routing: lane l's ports take the granted unit that holds lane l (at most one).");
    emit_line(e, "reg  [WavefrontSize-1:0]              lane_we;");
    emit_line(e, "reg  [WavefrontSize*VrfAddrWidth-1:0] lane_raddr, lane_waddr;");
    emit_line(e, "reg  [WavefrontSize*32-1:0]           lane_wdata;");
    emit_line(e, "wire [WavefrontSize*32-1:0]           lane_rdata;");
    emit_line(e, "wire [31:0] init_word = {{(32-CtxWidth){1'b0}}, init_ctx_i} * VgprsSz + {24'd0, init_addr_i};");
    if (units == 1) {
        /* One unit holds every lane: its address and data go to every lane RAM, and the write
         * enables select. The same RAM writes as the per-lane loop below; a simulator that
         * evaluates this block whenever one of its inputs may have changed (Verilator: on both
         * clock edges, for the SPI's inputs) does a few wide copies instead of WavefrontSize x 3
         * selections, and loops over the lanes only in a cycle of an SPI write (docs/cosim.md
         * "Speed"). In hardware the SPI's lane is still a comparison per lane: an indexed
         * part-select write there was about 110 iCE40 cells more (yosys, nextpnr). */
        emit_line(e, "// One unit: its address and data on every lane (a lane not written ignores them).");
        emit_line(e, "integer l;");
        emit_line(e, "always @* begin");
        emit_push(e);
        emit_line(e, "lane_raddr = {WavefrontSize{vr_addr}};");
        emit_line(e, "lane_waddr = {WavefrontSize{vw_addr}};");
        emit_line(e, "lane_wdata = {(WavefrontSize/SimdWidth){vw_data}};");
        emit_line(e, "lane_we = (vw_gnt[0] ? vw_lanes : {WavefrontSize{1'b0}}) | init_taken;");
        emit_line(e, "if (init_vgpr)   // the SPI's write takes its lane (the unit left it out)");
        emit_line(e, "  for (l = 0; l < WavefrontSize; l = l + 1)");
        emit_line(e, "    if (init_taken[l]) begin");
        emit_line(e, "      lane_waddr[VrfAddrWidth*l +: VrfAddrWidth] = init_word[VrfAddrWidth-1:0];");
        emit_line(e, "      lane_wdata[32*l +: 32] = init_data_i;");
        emit_line(e, "    end");
        emit_pop(e);
        emit_line(e, "end");
    } else {
        emit_line(e, "integer l, u;");
        emit_line(e, "always @* begin");
        emit_push(e);
        emit_line(e, "lane_we = {WavefrontSize{1'b0}};");
        emit_line(e, "lane_raddr = {(WavefrontSize*VrfAddrWidth){1'b0}};");
        emit_line(e, "lane_waddr = {(WavefrontSize*VrfAddrWidth){1'b0}};");
        emit_line(e, "lane_wdata = {(WavefrontSize*32){1'b0}};");
        emit_line(e, "for (l = 0; l < WavefrontSize; l = l + 1) begin");
        emit_push(e);
        emit_line(e, "for (u = 0; u < NumUnits; u = u + 1) begin");
        emit_push(e);
        emit_line(e, "if (vr_gnt[u] && vr_lanes[WavefrontSize*u + l])");
        emit_line(e, "  lane_raddr[VrfAddrWidth*l +: VrfAddrWidth] = vr_addr[VrfAddrWidth*u +: VrfAddrWidth];");
        emit_line(e, "if (vw_gnt[u] && vw_lanes[WavefrontSize*u + l]) begin");
        emit_line(e, "  lane_we[l] = 1'b1;");
        emit_line(e, "  lane_waddr[VrfAddrWidth*l +: VrfAddrWidth] = vw_addr[VrfAddrWidth*u +: VrfAddrWidth];");
        emit_line(e, "  lane_wdata[32*l +: 32] = vw_data[32*(SimdWidth*u + l %% SimdWidth) +: 32];");
        emit_line(e, "end");
        emit_pop(e);
        emit_line(e, "end");
        emit_line(e, "if (init_vgpr && {26'd0, init_lane_i} == l) begin   // the SPI's write (no grant this cycle)");
        emit_line(e, "  lane_we[l] = 1'b1;");
        emit_line(e, "  lane_waddr[VrfAddrWidth*l +: VrfAddrWidth] = init_word[VrfAddrWidth-1:0];");
        emit_line(e, "  lane_wdata[32*l +: 32] = init_data_i;");
        emit_line(e, "end");
        emit_pop(e);
        emit_line(e, "end");
        emit_pop(e);
        emit_line(e, "end");
    }
    emit_line(e, "pws_vrf #(.WavefrontSize(WavefrontSize), .VrfDepth(NumWfContexts * NumVgprs),");
    emit_line(e, "          .VrfAddrWidth(VrfAddrWidth)) u_vrf (");
    emit_line(e, "  .clk_i(clk_i), .we_i(|lane_we), .wmask_i(lane_we), .waddr_i(lane_waddr), .wdata_i(lane_wdata),");
    emit_line(e, "  .raddr_i(lane_raddr), .rdata_o(lane_rdata)");
    emit_line(e, ");");
    emit_line(e, "wire unused_init = ^{init_word, init_lane64};   // the word index is VrfAddrWidth bits");
    emit_blank(e);
    emit_line(e, "wire [NumUnits*NumContexts-1:0] run_all;   // unit u's context c at NumContexts*u + c");
    if (split && c->split == PWS_SPLIT_DWS)
        emit_ctrl_dws(e, c);
    else if (split)
        emit_ctrl(e);
    else
        emit_line(e, "wire unused_run = ^run_all[NumUnits*NumContexts-1:NumContexts-1];   // only unit 0's is an output");
    emit_line(e, "genvar g;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (g = 0; g < NumUnits; g = g + 1) begin : g_unit");
    emit_push(e);
    emit_line(e, "// unit 0 holds the WF contexts the SPI starts; the SpSIMD units get no init write");
    emit_line(e, "wire                     u_imem_req, u_imem_gnt;");
    emit_line(e, "wire [ImemAddrWidth-1:0] u_imem_raddr;");
    emit_line(e, "wire [31:0]              u_imem_rdata;");
    emit_line(e, "if (g == 0) begin : g_wf");
    emit_line(e, "  assign running_o = run_all[NumWfContexts-1:0];");
    emit_line(e, "  assign imem_req_o = u_imem_req;");
    emit_line(e, "  assign u_imem_gnt = imem_gnt_i;");
    emit_line(e, "  assign imem_raddr_o = u_imem_raddr;");
    emit_line(e, "  assign u_imem_rdata = imem_rdata_i;");
    if (units > 1) {
        emit_line(e, "end else begin : g_swf   // its own fetch: a copy of the code image, never waits");
        emit_line(e, "  pws_sram_1r1w #(.Width(32), .Depth(ImemWords), .AddrWidth(ImemAddrWidth)) u_imem (");
        emit_line(e, "    .clk_i(clk_i), .we_i(imem_we_i), .waddr_i(imem_waddr_i), .wdata_i(imem_wdata_i),");
        emit_line(e, "    .raddr_i(u_imem_raddr), .rdata_o(u_imem_rdata)");
        emit_line(e, "  );");
        emit_line(e, "  assign u_imem_gnt = 1'b1;");
        emit_line(e, "  wire unused_imem = u_imem_req;   // granted every cycle");
    }
    emit_line(e, "end");
    emit_line(e, "localparam integer UnitIdI = g;");
    emit_line(e, "wire [5:0] u_spsimd_id = UnitIdI[5:0];   // this unit's SpSIMD ID");
    emit_line(e, "pws_simd #(");
    emit_line(e, "  .NumContexts(NumContexts), .CtxWidth(CtxWidth), .WavefrontSize(WavefrontSize),");
    emit_line(e, "  .NumSgprs(NumSgprs), .ImemAddrWidth(ImemAddrWidth), .NumVgprs(NumVgprs),");
    emit_line(e, "  .SimdWidth(SimdWidth), .WgIdWidth(WgIdWidth), .VrfAddrWidth(VrfAddrWidth)%s",
              split ? "," : "");
    if (split)
        emit_line(e, "  .UnitIdWidth(UnitIdWidth), .SpawnWidth(SpawnWidth)");
    emit_line(e, ") u_unit (");
    emit_push(e);
    emit_line(e, ".clk_i(clk_i), .rst_ni(rst_ni), .spsimd_id_i(u_spsimd_id),");
    emit_line(e, ".init_we_i(init_we_i && g == 0), .init_ctx_i(init_ctx_i), .init_sel_i(init_sel_i),");
    emit_line(e, ".init_addr_i(init_addr_i), .init_data_i(init_data_i),");
    emit_line(e, ".running_o(run_all[NumContexts*g +: NumContexts]),");
    emit_line(e, ".bar_wait_o(bar_wait_o[NumContexts*g +: NumContexts]),");
    emit_line(e, ".member_o(member_o[NumContexts*g +: NumContexts]),");
    emit_line(e, ".wg_o(wg_o[NumContexts*WgIdWidth*g +: NumContexts*WgIdWidth]),");
    emit_line(e, ".bar_release_i(bar_release_i[NumContexts*g +: NumContexts]),");
    emit_line(e, ".imem_req_o(u_imem_req), .imem_gnt_i(u_imem_gnt), .imem_raddr_o(u_imem_raddr),");
    emit_line(e, ".imem_we_i(imem_we_i),");
    if (split)
        emit_unit_split_ports(e, c->split == PWS_SPLIT_PWS);
    emit_line(e, ".vrf_rreq_o(vr_req[g]), .vrf_rlanes_o(vr_lanes[WavefrontSize*g +: WavefrontSize]),");
    emit_line(e, ".vrf_raddr_o(vr_addr[VrfAddrWidth*g +: VrfAddrWidth]), .vrf_rgnt_i(vr_gnt[g]),");
    emit_line(e, ".vrf_rdata_i(lane_rdata),");
    emit_line(e, ".vrf_wreq_o(vw_req[g]), .vrf_wlanes_o(vw_lanes[WavefrontSize*g +: WavefrontSize]),");
    emit_line(e, ".vrf_waddr_o(vw_addr[VrfAddrWidth*g +: VrfAddrWidth]),");
    emit_line(e, ".vrf_wdata_o(vw_data[SimdWidth*32*g +: SimdWidth*32]), .vrf_wgnt_i(vw_gnt[g]),");
    emit_line(e, ".vrf_wtaken_i(init_taken),");
    emit_line(e, ".lds_rdata_i(lds_rdata_i), .imem_rdata_i(u_imem_rdata), .mem_rdata_i(mem_rdata_i),");
    for (size_t i = 0; i < NUNIT_PORTS; i++)
        emit_line(e, ".%s(%s[(%s)*g +: %s])%s", unit_ports[i].name, unit_ports[i].name,
                  unit_ports[i].width, unit_ports[i].width, i + 1 < NUNIT_PORTS || ncommit ? "," : "");
    for (size_t i = 0; i < ncommit; i++) {
        const char *w;
        const char *n = emit_cu_commit_field(i, &w);
        emit_line(e, ".commit_%s_o(commit_%s_o[(%s)*g +: %s])%s", n, n, w, w, i + 1 < ncommit ? "," : "");
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
    return emit_module_end(e);
}
