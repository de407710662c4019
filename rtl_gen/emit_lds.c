/* rtl_gen/emit_lds.c -- pws_lds.v: the local data share of one CU.
 *
 * One synchronous RAM of LdsBytes / 4 dwords (pws_sram_1r1w), one access per cycle from the
 * CU's LDS arbiter (pws_mem_arb), in two stages: the request's address goes to the RAM at the
 * clock edge; in the next cycle the old dword is on the RAM output, the atomic ALU computes
 * f(old, data) (the AMO_* codes of emit_cu.h, the same the harness applies to global memory),
 * the dword is written at the following edge and the response (the old dword) is valid in that
 * cycle: an access answers exactly one cycle after its grant. A read of the dword the previous
 * access writes gets the written value from a bypass register (the RAM returns old data on a
 * read during write). The SPI zeroes a workgroup's region through zero_we_i before its waves
 * start: a write of 0 that enters the same pipeline (the CU grants no SIMD in that cycle).
 * Spec: docs/microarchitecture.md "The memory units". */
#include "emit_cu.h"
#include "emitters.h"

static const struct {
    unsigned amo;
    const char *expr;
} alu[] = {
    { EMIT_CU_AMO_SWAP, "s1_wdata_q" },
    { EMIT_CU_AMO_ADD, "old + s1_wdata_q" },
    { EMIT_CU_AMO_SUB, "old - s1_wdata_q" },
    { EMIT_CU_AMO_SMIN, "$signed(old) < $signed(s1_wdata_q) ? old : s1_wdata_q" },
    { EMIT_CU_AMO_UMIN, "old < s1_wdata_q ? old : s1_wdata_q" },
    { EMIT_CU_AMO_SMAX, "$signed(old) > $signed(s1_wdata_q) ? old : s1_wdata_q" },
    { EMIT_CU_AMO_UMAX, "old > s1_wdata_q ? old : s1_wdata_q" },
    { EMIT_CU_AMO_AND, "old & s1_wdata_q" },
    { EMIT_CU_AMO_OR, "old | s1_wdata_q" },
    { EMIT_CU_AMO_XOR, "old ^ s1_wdata_q" },
    { EMIT_CU_AMO_INC, "old >= s1_wdata_q ? 32'd0 : old + 32'd1" },
    { EMIT_CU_AMO_DEC, "(old == 32'd0 || old > s1_wdata_q) ? s1_wdata_q : old - 32'd1" },
    { EMIT_CU_AMO_CMPSWAP, "old == s1_cmp_q ? s1_wdata_q : old" },
};

int emit_lds(emit_ctx *e, const pws_cfg *c)
{
    unsigned words = c->lds_bytes / 4;
    emit_header(e, "docs/microarchitecture.md (The memory units)",
                "The CU's LDS: one dword per cycle, atomics, response one cycle after the grant.",
                c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_lds #(");
    emit_push(e);
    emit_line(e, "parameter integer Words     = %u, // LdsBytes / 4", words);
    emit_line(e, "parameter integer AddrWidth = %u,  // bits of a dword index", emit_cu_clog2(words));
    emit_line(e, "parameter integer IdxWidth  = %u   // bits of a requester (SIMD) index",
              emit_cu_idx_width(c->simds));
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire                clk_i,");
    emit_line(e, "input  wire                rst_ni,");
    emit_line(e, "input  wire                req_i,     // one access (from pws_mem_arb)");
    emit_line(e, "input  wire [IdxWidth-1:0] id_i,");
    emit_line(e, "input  wire [31:0]         addr_i,    // byte address (dword aligned)");
    emit_line(e, "input  wire                we_i,      // plain store of wdata_i");
    emit_line(e, "input  wire [31:0]         wdata_i,");
    emit_line(e, "input  wire [3:0]          amo_i,     // atomic (AMO_NONE: none)");
    emit_line(e, "input  wire [31:0]         cmp_i,");
    emit_line(e, "input  wire                zero_we_i, // SPI: dword at zero_addr_i = 0 (no response)");
    emit_line(e, "input  wire [31:0]         zero_addr_i,");
    emit_line(e, "output wire                rvalid_o,  // one cycle after req_i: the old dword");
    emit_line(e, "output wire [IdxWidth-1:0] rid_o,");
    emit_line(e, "output wire [31:0]         rdata_o");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    emit_line(e, "localparam [3:0] AMO_NONE = 4'd%u;", EMIT_CU_AMO_NONE);
    for (size_t i = 0; i < sizeof alu / sizeof alu[0]; i++)
        emit_line(e, "localparam [3:0] AMO_%u = 4'd%u;", alu[i].amo, alu[i].amo);
    emit_line(e, "reg                 s1_valid_q, s1_zero_q, s1_we_q, byp_q;");
    emit_line(e, "reg  [3:0]          s1_amo_q;");
    emit_line(e, "reg  [AddrWidth-1:0] s1_addr_q;");
    emit_line(e, "reg  [31:0]         s1_wdata_q, s1_cmp_q, byp_data_q;");
    emit_line(e, "reg  [IdxWidth-1:0] s1_id_q;");
    emit_line(e, "wire [31:0]         ram_rdata;");
    emit_line(e, "wire [31:0]         a_byte = zero_we_i ? zero_addr_i : addr_i;");
    emit_line(e, "wire [AddrWidth-1:0] raddr = a_byte[AddrWidth+1:2];");
    emit_line(e, "wire [31:0]         old = byp_q ? byp_data_q : ram_rdata;");
    emit_line(e, "reg  [31:0]         new_v;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "case (s1_amo_q)");
    emit_push(e);
    for (size_t i = 0; i < sizeof alu / sizeof alu[0]; i++)
        emit_line(e, "AMO_%u: new_v = %s;", alu[i].amo, alu[i].expr);
    emit_line(e, "default: new_v = s1_wdata_q;   // plain store (or SPI zero)");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "wire ram_we = s1_valid_q && (s1_we_q || s1_amo_q != AMO_NONE);");
    emit_line(e, "pws_sram_1r1w #(.Width(32), .Depth(Words), .AddrWidth(AddrWidth)) u_ram (");
    emit_line(e, "  .clk_i(clk_i), .we_i(ram_we), .waddr_i(s1_addr_q), .wdata_i(new_v),");
    emit_line(e, "  .raddr_i(raddr), .rdata_o(ram_rdata)");
    emit_line(e, ");");
    emit_line(e, "always @(posedge clk_i) begin");
    emit_push(e);
    emit_line(e, "s1_valid_q <= rst_ni && (req_i || zero_we_i);");
    emit_line(e, "s1_zero_q <= zero_we_i;");
    emit_line(e, "s1_we_q <= zero_we_i || we_i;");
    emit_line(e, "s1_amo_q <= zero_we_i ? AMO_NONE : amo_i;");
    emit_line(e, "s1_addr_q <= raddr;");
    emit_line(e, "s1_wdata_q <= zero_we_i ? 32'd0 : wdata_i;");
    emit_line(e, "s1_cmp_q <= cmp_i;");
    emit_line(e, "s1_id_q <= id_i;");
    emit_line(e, "// the RAM returns the old dword when this edge also writes the one read: bypass");
    emit_line(e, "byp_q <= ram_we && s1_addr_q == raddr;");
    emit_line(e, "byp_data_q <= new_v;");
    emit_pop(e);
    emit_line(e, "end");
    emit_line(e, "assign rvalid_o = s1_valid_q && !s1_zero_q;");
    emit_line(e, "assign rid_o = s1_id_q;");
    emit_line(e, "assign rdata_o = old;");
    emit_line(e, "wire unused_addr = ^{a_byte[31:AddrWidth+2], a_byte[1:0]};");
    return emit_module_end(e);
}
