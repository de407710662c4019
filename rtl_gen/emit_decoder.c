/* rtl_gen/emit_decoder.c -- pws_decoder.v: the combinational instruction decoder.
 *
 * The module is isa_decode() (golden/isa.c) in hardware, and is built the same way: find the
 * format from the fixed high bits, look the opcode up in the table, extract the operand fields the
 * op uses, then apply the same checks. Only two things come from the table: the opcode lookup
 * (one case per format, expanded from isa_ops.def) and the per-op property case statements (table
 * columns and the isa_util.h predicates, evaluated here at generation time). The checks are
 * written once below, each next to the isa.c rule it mirrors; tests/rtl/decoder_check.c compares
 * the two decoders field by field on every corpus encoding and on random words.
 *
 * isa_decode's last rule (the word must re-encode to itself) becomes "every field the op does
 * not use is zero", which is what the encoder writes there: the used fields are copied from the
 * word and the opcode and format bits matched it, so re-encoding can differ only in unused ones.
 * Spec: docs/rtl_gen.md "pws_decoder". */
#include "emitters.h"

#include "isa_util.h"

#include "pws_err.h"

#include <stdio.h>
#include <string.h>

/* What the operand-code checks below rely on (scalar_ok, the VGPR fields): a TTMP tuple's
 * alignment is its code's low bits, and a VGPR's code is SRC_VGPR0 with its number in the low
 * 8 bits (an OR, not an adder). */
_Static_assert(ISA_SRC_TTMP0 % 4u == 0, "the first TTMP's operand code must be a multiple of 4");
_Static_assert(ISA_SRC_VGPR0 % 256u == 0, "v0's operand code must have 8 low zero bits");

/* ---- Per-op properties (each becomes one case statement over op) ---------------------------- */

typedef struct prop {
    const char *name;    /* Verilog reg */
    const char *width;   /* declaration range, "" for one bit */
    const char *doc;
    unsigned (*value)(isa_op op);
    int kind;            /* 0: number, 1: format name, 2: class name */
} prop;

static unsigned v_fmt(isa_op op) { return isa_info(op)->fmt; }
static unsigned v_cls(isa_op op) { return isa_info(op)->cls; }
static unsigned v_dst(isa_op op) { return isa_info(op)->dst_dwords; }
static unsigned v_s0(isa_op op) { return isa_info(op)->src_dwords[0]; }
static unsigned v_s1(isa_op op) { return isa_info(op)->src_dwords[1]; }
static unsigned v_s2(isa_op op) { return isa_info(op)->src_dwords[2]; }
static unsigned flag(isa_op op, uint32_t f) { return (isa_info(op)->flags & f) != 0; }
static unsigned v_sdst(isa_op op) { return flag(op, ISA_F_SDST); }
static unsigned v_carry(isa_op op) { return flag(op, ISA_F_CARRY_OP); }
static unsigned v_atomic(isa_op op) { return flag(op, ISA_F_ATOMIC); }
static unsigned v_label(isa_op op) { return flag(op, ISA_F_SIMM16_LABEL); }
static unsigned v_vcc_in(isa_op op) { return flag(op, ISA_F_VCC_IN); }
static unsigned v_vop3b(isa_op op) { return isa_is_vop3b(op) != 0; }
static unsigned v_mask(isa_op op) { return isa_has_mask_src2(op) != 0; }
static unsigned v_madk(isa_op op) { return isa_is_madk(op) != 0; }
static unsigned v_b16(isa_op op) { return (isa_info(op)->flags & ISA_F_B16) != 0; }
static unsigned v_ksrc(isa_op op) { return isa_is_sopk_src(op) != 0; }
static unsigned v_ksigned(isa_op op) { return isa_sopk_signed(op) != 0; }
static unsigned v_mneg(isa_op op) { return (isa_vop3_mods(op) & ISA_MOD_NEG) != 0; }
static unsigned v_mabs(isa_op op) { return (isa_vop3_mods(op) & ISA_MOD_ABS) != 0; }
static unsigned v_mclamp(isa_op op) { return (isa_vop3_mods(op) & ISA_MOD_CLAMP) != 0; }
static unsigned v_momod(isa_op op) { return (isa_vop3_mods(op) & ISA_MOD_OMOD) != 0; }

static const prop props[] = {
    { "p_fmt", "[FmtWidth-1:0]", "native format (isa_ops.def column 2)", v_fmt, 1 },
    { "p_cls", "[ClsWidth-1:0]", "semantic class (column 4)", v_cls, 2 },
    { "p_dst_dw", "[DwWidth-1:0]", "destination dwords (column 5)", v_dst, 0 },
    { "p_s0_dw", "[DwWidth-1:0]", "src0 dwords (column 6)", v_s0, 0 },
    { "p_s1_dw", "[DwWidth-1:0]", "src1 dwords (column 7)", v_s1, 0 },
    { "p_s2_dw", "[DwWidth-1:0]", "src2 dwords (column 8)", v_s2, 0 },
    { "p_sdst", "", "ISA_F_SDST: the vector op writes an SGPR", v_sdst, 0 },
    { "p_carry", "", "ISA_F_CARRY_OP: VOP2 op with a carry-out", v_carry, 0 },
    { "p_atomic", "", "ISA_F_ATOMIC", v_atomic, 0 },
    { "p_label", "", "ISA_F_SIMM16_LABEL: SOPP simm16 is signed", v_label, 0 },
    { "p_vcc_in", "", "ISA_F_VCC_IN: reads vcc implicitly", v_vcc_in, 0 },
    { "p_vop3b", "", "isa_is_vop3b(): VOP3 form has sdst in bits 14:8", v_vop3b, 0 },
    { "p_mask_src2", "", "isa_has_mask_src2(): src2 is a 64-bit lane mask", v_mask, 0 },
    { "p_madk", "", "isa_is_madk(): v_madmk/v_madak", v_madk, 0 },
    { "p_b16", "", "ISA_F_B16: a 16-bit integer op", v_b16, 0 },
    { "p_sopk_src", "", "isa_is_sopk_src(): SOPK sdst field is a source", v_ksrc, 0 },
    { "p_sopk_signed", "", "isa_sopk_signed(): SOPK simm16 is signed", v_ksigned, 0 },
    { "p_mod_neg", "", "isa_vop3_mods() & ISA_MOD_NEG", v_mneg, 0 },
    { "p_mod_abs", "", "isa_vop3_mods() & ISA_MOD_ABS", v_mabs, 0 },
    { "p_mod_clamp", "", "isa_vop3_mods() & ISA_MOD_CLAMP", v_mclamp, 0 },
    { "p_mod_omod", "", "isa_vop3_mods() & ISA_MOD_OMOD", v_momod, 0 },
};
#define NPROPS (sizeof props / sizeof props[0])

static unsigned dw_width(void)
{
    unsigned max = 0;
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        const isa_op_info *i = isa_info((isa_op)k);
        unsigned d[4] = { i->dst_dwords, i->src_dwords[0], i->src_dwords[1], i->src_dwords[2] };
        for (int j = 0; j < 4; j++)
            max = d[j] > max ? d[j] : max;
    }
    unsigned b = 1;
    while ((max >> b) != 0)
        b++;
    return b;
}

static void value_text(const prop *p, unsigned v, unsigned dww, char *buf, size_t len)
{
    if (p->kind == 1)
        snprintf(buf, len, "%s", emit_isa_fmt_name((isa_fmt)v));
    else if (p->kind == 2)
        snprintf(buf, len, "%s", emit_isa_cls_name((isa_class)v));
    else if (!p->width[0])
        snprintf(buf, len, "1'b%u", v);
    else
        snprintf(buf, len, "%u'd%u", dww, v);
}

/* Ops outside the configuration's op subset (--ops) never leave the lookup (they decode as
 * OP_INVALID), so their property values are don't-cares: they are left out of every case. */
static void emit_prop(emit_ctx *e, const pws_cfg *c, const prop *p, unsigned dww)
{
    unsigned vals[ISA_NUM_OPS], maxv = 0;
    int in[ISA_NUM_OPS];
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        in[k] = pws_cfg_has_op(c, (isa_op)k);
        vals[k] = p->value((isa_op)k);
        maxv = in[k] && vals[k] > maxv ? vals[k] : maxv;
    }
    /* default = the most frequent value (smallest on a tie), so each case lists the exceptions */
    unsigned def = 0, best = 0;
    for (unsigned v = 0; v <= maxv; v++) {
        unsigned cnt = 0;
        for (int k = 0; k < ISA_NUM_OPS; k++)
            cnt += in[k] && vals[k] == v;
        if (cnt > best) {
            best = cnt;
            def = v;
        }
    }
    char text[64];
    emit_line(e, "// %s: %s", p->name, p->doc);
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "case (op)");
    emit_push(e);
    for (unsigned v = 0; v <= maxv; v++) {
        if (v == def)
            continue;
        isa_op ops[ISA_NUM_OPS];
        size_t n = 0;
        for (int k = 0; k < ISA_NUM_OPS; k++)
            if (in[k] && vals[k] == v)
                ops[n++] = (isa_op)k;
        if (!n)
            continue;
        char tail[96];
        value_text(p, v, dww, text, sizeof text);
        snprintf(tail, sizeof tail, "%s = %s;", p->name, text);
        emit_isa_case_items(e, ops, n, tail);
    }
    value_text(p, def, dww, text, sizeof text);
    emit_line(e, "default: %s = %s;", p->name, text);
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
}

/* ---- Opcode lookup ----------------------------------------------------------------------------- */

static int in_vop3_space(isa_op op)
{
    return isa_vop3_opcode(op) >= 0 && isa_has_e64(op);
}

/* One case arm per (format, opcode); a later row with the same encoding is unreachable in
 * isa_decode too (find_native/find_vop3 return the first match), so it is left out. An op
 * outside the op subset (--ops) has no arm: it decodes as OP_INVALID, an illegal instruction. */
static void emit_case(emit_ctx *e, const pws_cfg *c, const char *sel, const char *field,
                      isa_fmt fmt, int vop3)
{
    emit_line(e, "%s begin", sel);
    emit_push(e);
    emit_line(e, "case (%s)", field);
    emit_push(e);
    int seen[1024];
    memset(seen, 0, sizeof seen);
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        isa_op op = (isa_op)k;
        int code;
        if (vop3) {
            if (!in_vop3_space(op))
                continue;
            code = isa_vop3_opcode(op);
        } else {
            if (isa_info(op)->fmt != fmt)
                continue;
            code = isa_info(op)->opcode;
        }
        if (seen[code & 1023])
            continue;
        seen[code & 1023] = 1;
        if (!pws_cfg_has_op(c, op))
            continue;
        char opc[64], name[64];
        emit_isa_opc_name(op, vop3, opc, sizeof opc);
        emit_isa_op_name(op, name, sizeof name);
        emit_line(e, "%s: op = %s;", opc, name);
    }
    emit_line(e, "default: op = OP_INVALID;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
}

/* ---- The module --------------------------------------------------------------------------------- */

/* The ANSI header: the widths of the ISA fields are module parameters, so that the port list
 * can use them before the body declares the ISA localparams (emit_isa_params). */
static void emit_ports(emit_ctx *e)
{
    /* Linting the whole design (every .v, docs/rtl_gen.md) sees each unconnected module as a top;
     * the waiver goes when a generated compute unit instantiates this one. */
    emit_line(e, "/* verilator lint_off MULTITOP */  // a top of its own until the CU instantiates it");
    emit_line(e, "module pws_decoder #(");
    emit_line(e, "/* verilator lint_on MULTITOP */");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth   = %u,  // bits of an op id (isa_op, OP_INVALID included)",
              emit_isa_op_width());
    emit_line(e, "parameter integer FmtWidth  = %u,  // bits of an isa_fmt", emit_isa_fmt_width());
    emit_line(e, "parameter integer ClsWidth  = %u,  // bits of an isa_class", emit_isa_cls_width());
    emit_line(e, "parameter integer OpndWidth = %u  // operand codes: 9-bit GCN3 space + OPND_NONE",
              EMIT_OPND_WIDTH);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [31:0]           inst0_i,     // first instruction dword");
    emit_line(e, "input  wire [31:0]           inst1_i,     // second dword: word 1 or the literal");
    emit_line(e, "output reg                   valid_o,     // 0: isa_decode() rejects the word");
    emit_line(e, "output reg  [OpWidth-1:0]    op_o,        // isa_op; OP_INVALID if no row matches");
    emit_line(e, "output reg  [FmtWidth-1:0]   fmt_o,       // the op's native format");
    emit_line(e, "output reg  [ClsWidth-1:0]   cls_o,       // the op's semantic class");
    emit_line(e, "output reg                   vop3_o,      // VOP1/2/C op in its VOP3 (_e64) form");
    emit_line(e, "output reg  [1:0]            nwords_o,    // dwords incl. a literal: 1 or 2");
    emit_line(e, "output reg  [OpndWidth-1:0]  dst_o,       // operand codes; OPND_NONE if absent");
    emit_line(e, "output reg  [OpndWidth-1:0]  sdst_o,");
    emit_line(e, "output reg  [OpndWidth-1:0]  src0_o,");
    emit_line(e, "output reg  [OpndWidth-1:0]  src1_o,");
    emit_line(e, "output reg  [OpndWidth-1:0]  src2_o,");
    emit_line(e, "output reg  [31:0]           literal_o,   // when a source is SRC_LITERAL, else 0");
    emit_line(e, "output reg  [31:0]           imm_o,       // isa_inst.imm (two's complement)");
    emit_line(e, "output reg  [2:0]            neg_o,       // VOP3: bit i = modifier on src i");
    emit_line(e, "output reg  [2:0]            abs_o,");
    emit_line(e, "output reg                   clamp_o,");
    emit_line(e, "output reg  [1:0]            omod_o,      // OMOD_*");
    emit_line(e, "output reg                   glc_o,");
    emit_line(e, "output reg                   slc_o,");
    emit_line(e, "output reg                   gds_o,");
    emit_line(e, "output reg                   smem_imm_o   // SMEM offset is an immediate");
    emit_pop(e);
    emit_line(e, ");");
    emit_blank(e);
}

static void emit_constants(emit_ctx *e, unsigned dww)
{
    emit_line(e, "// Fixed high bits of each format (docs/isa_encoding.md section 1).");
    emit_line(e, "localparam [6:0] EncVop1 = 7'h3f;   // inst[31:25]");
    emit_line(e, "localparam [6:0] EncVopc = 7'h3e;   // inst[31:25]");
    emit_line(e, "localparam [8:0] EncSop1 = 9'h17d;  // inst[31:23]");
    emit_line(e, "localparam [8:0] EncSopc = 9'h17e;  // inst[31:23]");
    emit_line(e, "localparam [8:0] EncSopp = 9'h17f;  // inst[31:23]");
    emit_line(e, "localparam [3:0] EncSopk = 4'hb;    // inst[31:28]");
    emit_line(e, "localparam [1:0] EncSop2 = 2'h2;    // inst[31:30]");
    emit_line(e, "localparam [5:0] EncSmem = 6'h30;   // inst[31:26]");
    emit_line(e, "localparam [5:0] EncVop3 = 6'h34;   // inst[31:26]");
    emit_line(e, "localparam [5:0] EncDs   = 6'h36;   // inst[31:26]");
    emit_line(e, "localparam [5:0] EncFlat = 6'h37;   // inst[31:26]");
    emit_line(e, "// Dword counts of operands (isa_ops.def columns 5..8).");
    emit_line(e, "localparam integer DwWidth = %u;", dww);
    emit_line(e, "localparam [DwWidth-1:0] DwNone = %u'd0;", dww);
    emit_line(e, "localparam [DwWidth-1:0] DwOne  = %u'd1;", dww);
    emit_line(e, "localparam [DwWidth-1:0] DwPair = %u'd2;", dww);
    emit_line(e, "localparam [DwWidth-1:0] DwQuad = %u'd4;", dww);
    emit_line(e, "// One past the last register of each file, for \"tuple ends in range\" checks.");
    emit_line(e, "localparam [OpndWidth:0] SgprEnd = {1'b0, SRC_SGPR_LAST} + 1'b1;");
    emit_line(e, "localparam [OpndWidth:0] TtmpEnd = {1'b0, SRC_TTMP_LAST} + 1'b1;   // (in operand codes)");
    emit_line(e, "localparam [OpndWidth:0] VgprEnd = {1'b0, SRC_VGPR_LAST} + 1'b1;");
    emit_line(e, "// s_waitcnt fields text can express: vmcnt 3:0, expcnt 6:4, lgkmcnt 11:8.");
    emit_line(e, "localparam [31:0] WaitcntMask = 32'h0000_0f7f;");
    emit_blank(e);
}

static void emit_functions(emit_ctx *e, const pws_cfg *c, unsigned dww)
{
    emit_line(e, "// isa_src_is_vgpr() / isa_src_is_inline() of golden/isa.c");
    emit_line(e, "function automatic is_vgpr;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "is_vgpr = code >= SRC_VGPR0 && code <= SRC_VGPR_LAST;");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    emit_line(e, "function automatic is_inline;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "is_inline = (code >= SRC_INT_FIRST && code <= SRC_INT_NEG_LAST) ||");
    emit_line(e, "            (code >= SRC_FLOAT_FIRST && code <= SRC_FLOAT_LAST);");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    emit_line(e, "function automatic is_fconst;   // a float constant code, 240..248");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "is_fconst = code >= SRC_FLOAT_FIRST && code <= SRC_FLOAT_LAST;");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    /* code + dw <= file_end, one constant comparison per tuple size the checks can meet (every
     * dword count of the subset's ops, and the pairs and single dwords the checks name): file_end
     * is a constant at every call, so no adder is left, where code + dw was one per check (a
     * quarter of the decoder's LUTs on vadd's subset, measured on ice40) */
    int dw_seen[1u << 8] = { 0 };
    dw_seen[1] = dw_seen[2] = 1;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (pws_cfg_has_op(c, (isa_op)k)) {
            const isa_op_info *i = isa_info((isa_op)k);
            dw_seen[i->dst_dwords] = dw_seen[i->src_dwords[0]] = 1;
            dw_seen[i->src_dwords[1]] = dw_seen[i->src_dwords[2]] = 1;
        }
    for (unsigned d = 1; d < sizeof dw_seen / sizeof dw_seen[0]; d++)
        if (dw_seen[d])
            emit_line(e, "localparam [OpndWidth:0] Tuple%u = {{(OpndWidth+1-DwWidth){1'b0}}, %u'd%u};",
                      d, dww, d);
    emit_line(e, "// The first register of a tuple of dw dwords is code; does it end inside the file?");
    emit_line(e, "// (code + dw <= file_end, written per tuple size of this op subset)");
    emit_line(e, "function automatic ends_by;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "input [DwWidth-1:0]   dw;");
    emit_line(e, "input [OpndWidth:0]   file_end;");
    unsigned last = 0;
    for (unsigned d = 0; d < sizeof dw_seen / sizeof dw_seen[0]; d++)
        last = dw_seen[d] ? d : last;
    for (unsigned d = 0, first = 1; d <= last; d++) {
        if (!dw_seen[d])
            continue;
        const char *lead = first ? "ends_by = " : "       || ";
        const char *end = d == last ? ";" : "";
        if (d == 0)
            emit_line(e, "%s(dw == %u'd0 && {1'b0, code} <= file_end)%s", lead, dww, end);
        else   /* (file_end >= d first: file_end - d must not wrap) */
            emit_line(e, "%s(dw == %u'd%u && file_end >= Tuple%u && {1'b0, code} <= file_end - Tuple%u)%s",
                      lead, dww, d, d, d, end);
        first = 0;
    }
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    /* A tuple's alignment and end are checked on the operand code itself, not on its register
     * number (code - SRC_TTMP0 for a TTMP): the first SGPR's code is 0 and the first TTMP's,
     * 112, a multiple of 4, so a pair's or quad's alignment is the code's own low bits, and a
     * TTMP tuple ends by ttmp11 when code + dw <= SRC_TTMP_LAST + 1. The register number was a
     * subtraction under a multiplexer in every check, and with `% 3` for triples a divider:
     * together most of the whole-ISA decoder (xilinx7: 5 687 LUTs, 2 580 MUXF7 and 1 321
     * CARRY4 before, 1 121 LUTs and no carry after; tests/integration/rtl_decoder.sh and a
     * SAT miter against the old form found no difference). A triple's alignment, needed only
     * if the subset has a 3-dword operand, is a constant table over the codes, from
     * isa_scalar_ok() itself. */
    emit_line(e, "// isa_scalar_ok(): code is a legal scalar operand of dw dwords; is_dst excludes");
    emit_line(e, "// constants. SGPR/TTMP tuples: pairs even, 4+ dwords on a multiple of 4 (of the");
    emit_line(e, "// register number: code for an SGPR, code - SRC_TTMP0 for a TTMP, whose low two");
    emit_line(e, "// bits are the code's, SRC_TTMP0 being a multiple of 4).");
    if (dw_seen[3]) {
        char hex[33];
        for (int q = 0; q < 32; q++) {   /* nibble q (from the top) holds codes 127 - 4q .. 124 - 4q */
            unsigned nib = 0;
            for (int b = 3; b >= 0; b--)
                nib = nib << 1 | (unsigned)isa_scalar_ok((uint16_t)(127 - 4 * q - (3 - b)), 3, 1);
            hex[q] = "0123456789abcdef"[nib];
        }
        hex[32] = 0;
        emit_line(e, "localparam [DwWidth-1:0] DwTriple = %u'd3;", dww);
        emit_line(e, "// bit c: a 3-dword scalar tuple may start at code c (isa_scalar_ok(c, 3))");
        emit_line(e, "localparam [127:0] TripleOk = 128'h%s;", hex);
    }
    emit_line(e, "function automatic scalar_ok;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "input [DwWidth-1:0]   dw;");
    emit_line(e, "input                 is_dst;");
    emit_line(e, "reg                   aligned;");
    emit_line(e, "begin");
    emit_push(e);
    emit_line(e, "if (dw >= DwQuad)        aligned = code[1:0] == 2'd0;");
    emit_line(e, "else if (dw == DwPair)   aligned = !code[0];");
    if (dw_seen[3])
        emit_line(e, "else if (dw == DwTriple) aligned = TripleOk[code[6:0]];");
    emit_line(e, "else                     aligned = 1'b1;");
    emit_line(e, "if (code <= SRC_SGPR_LAST)");
    emit_line(e, "  scalar_ok = aligned && ends_by(code, dw, SgprEnd);");
    emit_line(e, "else if (code >= SRC_TTMP0 && code <= SRC_TTMP_LAST)");
    emit_line(e, "  scalar_ok = aligned && ends_by(code, dw, TtmpEnd);");
    emit_line(e, "else if (dw > DwPair)");
    emit_line(e, "  scalar_ok = 1'b0;");
    emit_line(e, "else if (code == SRC_FLAT_SCR_LO || code == SRC_VCC_LO || code == SRC_EXEC_LO)");
    emit_line(e, "  scalar_ok = 1'b1;");
    emit_line(e, "else if (code == SRC_FLAT_SCR_HI || code == SRC_VCC_HI || code == SRC_M0 ||");
    emit_line(e, "         code == SRC_EXEC_HI)");
    emit_line(e, "  scalar_ok = dw == DwOne;");
    emit_line(e, "else if (is_dst)");
    emit_line(e, "  scalar_ok = 1'b0;");
    emit_line(e, "else if (is_inline(code) || code == SRC_LITERAL)");
    emit_line(e, "  scalar_ok = 1'b1;");
    emit_line(e, "else");
    emit_line(e, "  scalar_ok = dw == DwOne && code >= SRC_VCCZ && code <= SRC_SCC;");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    emit_line(e, "// src_ok() of golden/isa.c: a VGPR tuple must end by v255, else as scalar_ok.");
    emit_line(e, "function automatic src_ok;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "input [DwWidth-1:0]   dw;");
    emit_line(e, "src_ok = is_vgpr(code) ? ends_by(code, dw, VgprEnd) : scalar_ok(code, dw, 1'b0);");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    emit_line(e, "// An operand that is absent or not a VGPR passes; a VGPR tuple must end by v255.");
    emit_line(e, "function automatic vgpr_fits;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "input [DwWidth-1:0]   dw;");
    emit_line(e, "vgpr_fits = !is_vgpr(code) || ends_by(code, dw, VgprEnd);");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
    emit_line(e, "// isa_const_bus_ok(): a source that uses the constant bus (SGPR, special or literal).");
    emit_line(e, "function automatic on_bus;");
    emit_push(e);
    emit_line(e, "input [OpndWidth-1:0] code;");
    emit_line(e, "on_bus = code != OPND_NONE && !is_vgpr(code) && !is_inline(code);");
    emit_pop(e);
    emit_line(e, "endfunction");
    emit_blank(e);
}

static void emit_fields(emit_ctx *e)
{
    emit_line(e, "// ---- 1. format, from the fixed high bits (isa_decode's if-chain, same order) ----");
    emit_line(e, "wire is_vec  = !inst0_i[31];");
    emit_line(e, "wire is_vop1 = is_vec && inst0_i[31:25] == EncVop1;");
    emit_line(e, "wire is_vopc = is_vec && inst0_i[31:25] == EncVopc;");
    emit_line(e, "wire is_vop2 = is_vec && !is_vop1 && !is_vopc;");
    emit_line(e, "wire is_sop1 = inst0_i[31:23] == EncSop1;");
    emit_line(e, "wire is_sopc = inst0_i[31:23] == EncSopc;");
    emit_line(e, "wire is_sopp = inst0_i[31:23] == EncSopp;");
    emit_line(e, "wire is_sopk = !is_sop1 && !is_sopc && !is_sopp && inst0_i[31:28] == EncSopk;");
    emit_line(e, "wire is_sop2 = !is_sop1 && !is_sopc && !is_sopp && !is_sopk &&");
    emit_line(e, "               inst0_i[31:30] == EncSop2;");
    emit_line(e, "wire is_sop  = is_sop2 || is_sopk || is_sop1 || is_sopc || is_sopp;");
    emit_line(e, "wire is_smem = inst0_i[31:26] == EncSmem;");
    emit_line(e, "wire is_vop3 = inst0_i[31:26] == EncVop3;");
    emit_line(e, "wire is_ds   = inst0_i[31:26] == EncDs;");
    emit_line(e, "wire is_flat = inst0_i[31:26] == EncFlat;");
    emit_blank(e);
    emit_line(e, "// ---- 2. operand fields as operand codes (docs/isa_encoding.md section 1) ----");
    emit_line(e, "wire [OpndWidth-1:0] f_sdst  = {{(OpndWidth-7){1'b0}}, inst0_i[22:16]};  // SOP* sdst");
    emit_line(e, "wire [OpndWidth-1:0] f_ssrc1 = {{(OpndWidth-8){1'b0}}, inst0_i[15:8]};");
    emit_line(e, "wire [OpndWidth-1:0] f_ssrc0 = {{(OpndWidth-8){1'b0}}, inst0_i[7:0]};");
    emit_line(e, "wire [31:0]          f_simm_s = {{16{inst0_i[15]}}, inst0_i[15:0]};     // simm16");
    emit_line(e, "wire [31:0]          f_simm_u = {16'd0, inst0_i[15:0]};");
    emit_line(e, "wire [OpndWidth-1:0] f_src0  = {{(OpndWidth-9){1'b0}}, inst0_i[8:0]};   // VOP1/2/C");
    emit_line(e, "wire [OpndWidth-1:0] f_vsrc1 = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst0_i[16:9]};");
    emit_line(e, "wire [OpndWidth-1:0] f_vdst  = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst0_i[24:17]};");
    emit_line(e, "wire [OpndWidth-1:0] f_vdst_s = {{(OpndWidth-8){1'b0}}, inst0_i[24:17]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_vdst = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst0_i[7:0]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_vdst_s = {{(OpndWidth-8){1'b0}}, inst0_i[7:0]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_sdst = {{(OpndWidth-7){1'b0}}, inst0_i[14:8]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_src0 = {{(OpndWidth-9){1'b0}}, inst1_i[8:0]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_src1 = {{(OpndWidth-9){1'b0}}, inst1_i[17:9]};");
    emit_line(e, "wire [OpndWidth-1:0] f3_src2 = {{(OpndWidth-9){1'b0}}, inst1_i[26:18]};");
    emit_line(e, "wire [OpndWidth-1:0] fm_sdata = {{(OpndWidth-7){1'b0}}, inst0_i[12:6]};  // SMEM");
    emit_line(e, "wire [OpndWidth-1:0] fm_sbase = {{(OpndWidth-7){1'b0}}, inst0_i[5:0], 1'b0};");
    emit_line(e, "wire [OpndWidth-1:0] fm_soff  = {{(OpndWidth-7){1'b0}}, inst1_i[6:0]};");
    emit_line(e, "wire [31:0]          fm_imm   = inst0_i[17] ? {12'd0, inst1_i[19:0]}");
    emit_line(e, "                                            : {25'd0, inst1_i[6:0]};");
    emit_line(e, "wire [OpndWidth-1:0] fd_addr  = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst1_i[7:0]};");
    emit_line(e, "wire [OpndWidth-1:0] fd_data0 = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst1_i[15:8]};");
    emit_line(e, "wire [OpndWidth-1:0] fd_data1 = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst1_i[23:16]};");
    emit_line(e, "wire [OpndWidth-1:0] fd_vdst  = SRC_VGPR0 | {{(OpndWidth-8){1'b0}}, inst1_i[31:24]};");
    emit_blank(e);
}

static void emit_decode_block(emit_ctx *e)
{
    emit_line(e, "// ---- 5. fields and checks: isa_decode() line by line ----");
    emit_line(e, "reg ok;          // every check passed so far");
    emit_line(e, "reg canon;       // every field the op does not use is zero (the re-encode rule)");
    emit_line(e, "reg imp_vcc;     // reads vcc without naming it (constant bus)");
    emit_line(e, "reg [2:0] present;");
    emit_line(e, "reg native_vec;    // p_fmt is VOP2, VOP1 or VOPC");
    emit_line(e, "reg bus_fmt;       // p_fmt is a vector format (constant-bus rule applies)");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "op_o = op;");
    emit_line(e, "fmt_o = p_fmt;");
    emit_line(e, "cls_o = p_cls;");
    emit_line(e, "vop3_o = 1'b0;");
    emit_line(e, "nwords_o = 2'd1;");
    emit_line(e, "dst_o = OPND_NONE;");
    emit_line(e, "sdst_o = OPND_NONE;");
    emit_line(e, "src0_o = OPND_NONE;");
    emit_line(e, "src1_o = OPND_NONE;");
    emit_line(e, "src2_o = OPND_NONE;");
    emit_line(e, "literal_o = 32'd0;");
    emit_line(e, "imm_o = 32'd0;");
    emit_line(e, "neg_o = 3'd0;");
    emit_line(e, "abs_o = 3'd0;");
    emit_line(e, "clamp_o = 1'b0;");
    emit_line(e, "omod_o = OMOD_NONE;");
    emit_line(e, "glc_o = 1'b0;");
    emit_line(e, "slc_o = 1'b0;");
    emit_line(e, "gds_o = 1'b0;");
    emit_line(e, "smem_imm_o = 1'b0;");
    emit_line(e, "ok = op != OP_INVALID;");
    emit_line(e, "canon = 1'b1;");
    emit_line(e, "if (is_sop) begin");
    emit_push(e);
    emit_line(e, "if (is_sop2) begin");
    emit_line(e, "  dst_o = f_sdst;");
    emit_line(e, "  src0_o = f_ssrc0;");
    emit_line(e, "  src1_o = f_ssrc1;");
    emit_line(e, "end else if (is_sop1) begin");
    emit_line(e, "  if (p_dst_dw != DwNone) dst_o = f_sdst;");
    emit_line(e, "  else canon = canon && inst0_i[22:16] == 7'd0;");
    emit_line(e, "  if (p_s0_dw != DwNone) src0_o = f_ssrc0;");
    emit_line(e, "  else canon = canon && inst0_i[7:0] == 8'd0;");
    emit_line(e, "end else if (is_sopc) begin");
    emit_line(e, "  if (p_s0_dw != DwNone) begin");
    emit_line(e, "    src0_o = f_ssrc0;");
    emit_line(e, "    src1_o = f_ssrc1;");
    emit_line(e, "  end else begin");
    emit_line(e, "    canon = canon && inst0_i[15:0] == 16'd0;");
    emit_line(e, "  end");
    emit_line(e, "end else if (is_sopk) begin");
    emit_line(e, "  imm_o = p_sopk_signed ? f_simm_s : f_simm_u;");
    emit_line(e, "  if (op == OP_S_SETREG_IMM32_B32) begin");
    emit_line(e, "    src0_o = SRC_LITERAL;");
    emit_line(e, "    canon = canon && inst0_i[22:16] == 7'd0;");
    emit_line(e, "  end else if (p_sopk_src) begin");
    emit_line(e, "    src0_o = f_sdst;");
    emit_line(e, "  end else begin");
    emit_line(e, "    dst_o = f_sdst;");
    emit_line(e, "  end");
    emit_line(e, "end else begin  // SOPP");
    emit_line(e, "  imm_o = p_label ? f_simm_s : f_simm_u;");
    emit_line(e, "end");
    emit_line(e, "if (dst_o != OPND_NONE && !scalar_ok(dst_o, p_dst_dw, 1'b1)) ok = 1'b0;");
    emit_line(e, "if (src0_o != OPND_NONE && !scalar_ok(src0_o, p_s0_dw, 1'b0)) ok = 1'b0;");
    emit_line(e, "if (src1_o != OPND_NONE && !scalar_ok(src1_o, p_s1_dw, 1'b0)) ok = 1'b0;");
    emit_pop(e);
    emit_line(e, "end else if (is_vec) begin  // decode_vector()");
    emit_push(e);
    emit_line(e, "if (p_s0_dw != DwNone) begin");
    emit_line(e, "  if (!src_ok(f_src0, p_s0_dw) || (f_src0 == SRC_LITERAL && p_madk)) ok = 1'b0;");
    emit_line(e, "  src0_o = f_src0;");
    emit_line(e, "end else begin");
    emit_line(e, "  canon = canon && inst0_i[8:0] == 9'd0;");
    emit_line(e, "end");
    emit_line(e, "if (is_vop1) begin");
    emit_line(e, "  if (p_sdst) begin");
    emit_line(e, "    if (!scalar_ok(f_vdst_s, DwOne, 1'b1)) ok = 1'b0;");
    emit_line(e, "    dst_o = f_vdst_s;");
    emit_line(e, "    sdst_o = f_vdst_s;");
    emit_line(e, "  end else if (p_dst_dw != DwNone) begin");
    emit_line(e, "    dst_o = f_vdst;");
    emit_line(e, "  end else begin");
    emit_line(e, "    canon = canon && inst0_i[24:17] == 8'd0;");
    emit_line(e, "  end");
    emit_line(e, "end else if (is_vopc) begin");
    emit_line(e, "  src1_o = f_vsrc1;");
    emit_line(e, "  if (!vgpr_fits(f_vsrc1, p_s1_dw)) ok = 1'b0;  // a 64-bit compare's pair");
    emit_line(e, "  dst_o = SRC_VCC_LO;");
    emit_line(e, "  sdst_o = SRC_VCC_LO;");
    emit_line(e, "end else begin");
    emit_line(e, "  dst_o = f_vdst;");
    emit_line(e, "  src1_o = f_vsrc1;");
    emit_line(e, "  if (p_carry) sdst_o = SRC_VCC_LO;");
    emit_line(e, "  if (p_mask_src2) src2_o = SRC_VCC_LO;");
    emit_line(e, "  if (p_madk) src2_o = SRC_LITERAL;");
    emit_line(e, "end");
    emit_line(e, "if (!vgpr_fits(dst_o, p_dst_dw)) ok = 1'b0;");
    emit_pop(e);
    emit_line(e, "end else if (is_vop3) begin  // decode_vop3()");
    emit_push(e);
    emit_line(e, "vop3_o = p_fmt != FMT_VOP3A && p_fmt != FMT_VOP3B;");
    emit_line(e, "nwords_o = 2'd2;");
    emit_line(e, "clamp_o = inst0_i[15];");
    emit_line(e, "if (p_vop3b) begin");
    emit_line(e, "  sdst_o = f3_sdst;");
    emit_line(e, "end else begin");
    emit_line(e, "  abs_o = inst0_i[10:8];");
    emit_line(e, "  canon = canon && inst0_i[14:11] == 4'd0;");
    emit_line(e, "end");
    emit_line(e, "omod_o = inst1_i[28:27];");
    emit_line(e, "neg_o = inst1_i[31:29];");
    emit_line(e, "if (p_fmt == FMT_VOPC || p_sdst) begin");
    emit_line(e, "  dst_o = f3_vdst_s;");
    emit_line(e, "  sdst_o = f3_vdst_s;");
    emit_line(e, "end else if (p_dst_dw != DwNone) begin");
    emit_line(e, "  dst_o = f3_vdst;");
    emit_line(e, "end else begin");
    emit_line(e, "  canon = canon && inst0_i[7:0] == 8'd0;");
    emit_line(e, "end");
    static const char *const srcs[3][3] = {
        { "0", "f3_src0", "inst1_i[8:0]" },
        { "1", "f3_src1", "inst1_i[17:9]" },
        { "2", "f3_src2", "inst1_i[26:18]" },
    };
    for (int k = 0; k < 3; k++) {
        emit_line(e, "if (p_s%s_dw != DwNone) begin", srcs[k][0]);
        emit_line(e, "  if (%s == SRC_LITERAL || !src_ok(%s, p_s%s_dw)) ok = 1'b0;", srcs[k][1],
                  srcs[k][1], srcs[k][0]);
        emit_line(e, "  src%s_o = %s;", srcs[k][0], srcs[k][1]);
        emit_line(e, "end else begin");
        emit_line(e, "  canon = canon && %s == 9'd0;", srcs[k][2]);
        emit_line(e, "end");
    }
    emit_line(e, "if (sdst_o != OPND_NONE &&");
    emit_line(e, "    !scalar_ok(sdst_o, dst_o == sdst_o ? p_dst_dw : DwPair, 1'b1)) ok = 1'b0;");
    emit_line(e, "if (!vgpr_fits(dst_o, p_dst_dw)) ok = 1'b0;");
    emit_pop(e);
    emit_line(e, "end else if (is_smem) begin");
    emit_push(e);
    emit_line(e, "nwords_o = 2'd2;");
    emit_line(e, "dst_o = fm_sdata;");
    emit_line(e, "src0_o = fm_sbase;");
    emit_line(e, "glc_o = inst0_i[16];");
    emit_line(e, "smem_imm_o = inst0_i[17];");
    emit_line(e, "imm_o = fm_imm;");
    emit_line(e, "if (inst1_i != fm_imm || !scalar_ok(fm_sdata, p_dst_dw, 1'b1) ||");
    emit_line(e, "    !scalar_ok(fm_sbase, DwPair, 1'b0) ||");
    emit_line(e, "    (!smem_imm_o && !scalar_ok(fm_soff, DwOne, 1'b0))) ok = 1'b0;");
    emit_line(e, "canon = canon && inst0_i[15:13] == 3'd0;");
    emit_pop(e);
    emit_line(e, "end else if (is_ds) begin");
    emit_push(e);
    emit_line(e, "nwords_o = 2'd2;");
    emit_line(e, "gds_o = inst0_i[16];");
    emit_line(e, "imm_o = f_simm_u;  // offset1 << 8 | offset0");
    emit_line(e, "canon = canon && !inst0_i[25];");
    static const char *const ds[4][4] = {
        { "p_s0_dw", "src0_o", "fd_addr", "inst1_i[7:0]" },
        { "p_s1_dw", "src1_o", "fd_data0", "inst1_i[15:8]" },
        { "p_s2_dw", "src2_o", "fd_data1", "inst1_i[23:16]" },
        { "p_dst_dw", "dst_o", "fd_vdst", "inst1_i[31:24]" },
    };
    for (int k = 0; k < 4; k++) {
        emit_line(e, "if (%s != DwNone) begin", ds[k][0]);
        emit_line(e, "  %s = %s;", ds[k][1], ds[k][2]);
        emit_line(e, "  if (!vgpr_fits(%s, %s)) ok = 1'b0;", ds[k][2], ds[k][0]);
        emit_line(e, "end else begin");
        emit_line(e, "  canon = canon && %s == 8'd0;", ds[k][3]);
        emit_line(e, "end");
    }
    emit_pop(e);
    emit_line(e, "end else if (is_flat) begin");
    emit_push(e);
    emit_line(e, "nwords_o = 2'd2;");
    emit_line(e, "glc_o = inst0_i[16];");
    emit_line(e, "slc_o = inst0_i[17];");
    emit_line(e, "canon = canon && !inst0_i[25] && inst0_i[15:0] == 16'd0 && inst1_i[23:16] == 8'd0;");
    emit_line(e, "src0_o = fd_addr;");
    emit_line(e, "if (!vgpr_fits(fd_addr, p_s0_dw)) ok = 1'b0;");
    emit_line(e, "if (p_s1_dw != DwNone) begin");
    emit_line(e, "  src1_o = fd_data0;");
    emit_line(e, "  if (!vgpr_fits(fd_data0, p_s1_dw)) ok = 1'b0;");
    emit_line(e, "end else begin");
    emit_line(e, "  canon = canon && inst1_i[15:8] == 8'd0;");
    emit_line(e, "end");
    emit_line(e, "if (p_dst_dw != DwNone && (!p_atomic || glc_o)) begin  // atomics return with glc");
    emit_line(e, "  dst_o = fd_vdst;");
    emit_line(e, "  if (!vgpr_fits(fd_vdst, p_dst_dw)) ok = 1'b0;");
    emit_line(e, "end else begin");
    emit_line(e, "  canon = canon && inst1_i[31:24] == 8'd0;");
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "end else begin");
    emit_line(e, "  ok = 1'b0;");
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "// A trailing literal dword (one-dword forms only: SOP*, VOP1/2/C, madmk/madak).");
    emit_line(e, "if (nwords_o == 2'd1 && (src0_o == SRC_LITERAL || src1_o == SRC_LITERAL ||");
    emit_line(e, "                         src2_o == SRC_LITERAL)) begin");
    emit_line(e, "  literal_o = inst1_i;");
    emit_line(e, "  nwords_o = 2'd2;");
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "// mods_ok(): VOP3 modifiers only where the op takes them, on sources it has.");
    emit_line(e, "present = {p_s2_dw != DwNone && !p_mask_src2, p_s1_dw != DwNone, p_s0_dw != DwNone};");
    emit_line(e, "if (is_vop3 && ((neg_o & ~present) != 3'd0 || (abs_o & ~present) != 3'd0 ||");
    emit_line(e, "                (neg_o != 3'd0 && !p_mod_neg) || (abs_o != 3'd0 && !p_mod_abs) ||");
    emit_line(e, "                (clamp_o && !p_mod_clamp) || (omod_o != OMOD_NONE && !p_mod_omod)))");
    emit_line(e, "  ok = 1'b0;");
    emit_blank(e);
}

static void emit_tail(emit_ctx *e)
{
    /* isa_const_bus_ok() applies to the formats VOP2..VOP3B of isa_fmt (its own range test), of
     * which VOP2..VOPC are the native vector encodings; the lists are expanded from the enum. */
    char fmts[256];
    size_t pos = 0;
    for (int f = ISA_FMT_VOP3A; f <= ISA_FMT_VOP3B; f++)
        pos += (size_t)snprintf(fmts + pos, sizeof fmts - pos, " || p_fmt == %s",
                                emit_isa_fmt_name((isa_fmt)f));
    char natives[128];
    pos = 0;
    for (int f = ISA_FMT_VOP2; f <= ISA_FMT_VOPC; f++)
        pos += (size_t)snprintf(natives + pos, sizeof natives - pos, "%sp_fmt == %s",
                                pos ? " || " : "", emit_isa_fmt_name((isa_fmt)f));
    emit_line(e, "native_vec = %s;", natives);
    emit_line(e, "bus_fmt = native_vec%s;", fmts);
    emit_line(e, "// isa_const_bus_ok(): at most one distinct SGPR/literal, implicit vcc included;");
    emit_line(e, "// distinct values <= 1 is \"every two that use the bus are equal\".");
    emit_line(e, "imp_vcc = p_vcc_in && (!native_vec || !vop3_o) && !p_mask_src2 && !p_carry;");
    emit_line(e, "if (bus_fmt &&");
    emit_line(e, "    ((imp_vcc && on_bus(src0_o) && src0_o != SRC_VCC_LO) ||");
    emit_line(e, "     (imp_vcc && on_bus(src1_o) && src1_o != SRC_VCC_LO) ||");
    emit_line(e, "     (imp_vcc && on_bus(src2_o) && src2_o != SRC_VCC_LO) ||");
    emit_line(e, "     (on_bus(src0_o) && on_bus(src1_o) && src0_o != src1_o) ||");
    emit_line(e, "     (on_bus(src0_o) && on_bus(src2_o) && src0_o != src2_o) ||");
    emit_line(e, "     (on_bus(src1_o) && on_bus(src2_o) && src1_o != src2_o)))");
    emit_line(e, "  ok = 1'b0;");
    emit_blank(e);
    emit_line(e, "// What the parser refuses, the decoder refuses (isa_decode's op-specific rules).");
    emit_line(e, "if ((op == OP_S_ENDPGM || op == OP_S_BARRIER) && imm_o != 32'd0) ok = 1'b0;");
    emit_line(e, "if (op == OP_S_WAITCNT && (imm_o & ~WaitcntMask) != 32'd0) ok = 1'b0;");
    emit_line(e, "if ((op == OP_V_READFIRSTLANE_B32 || op == OP_V_READLANE_B32) && !is_vgpr(src0_o))");
    emit_line(e, "  ok = 1'b0;");
    emit_line(e, "if ((op == OP_V_READLANE_B32 || op == OP_V_WRITELANE_B32) && is_vgpr(src1_o))");
    emit_line(e, "  ok = 1'b0;");
    emit_line(e, "if (op == OP_V_WRITELANE_B32 && is_vgpr(src0_o)) ok = 1'b0;");
    emit_line(e, "if (p_mask_src2 && !scalar_ok(src2_o, DwPair, 1'b1)) ok = 1'b0;");
    emit_line(e, "if (op == OP_S_SETPC_B64 && !scalar_ok(src0_o, DwPair, 1'b1)) ok = 1'b0;");
    emit_line(e, "// A 16-bit op: no float constant code, a literal of 16 bits (as llvm-mc writes them).");
    emit_line(e, "if (p_b16 && (is_fconst(src0_o) || is_fconst(src1_o) || is_fconst(src2_o) ||");
    emit_line(e, "              literal_o[31:16] != 16'd0))");
    emit_line(e, "  ok = 1'b0;");
    emit_line(e, "// Canonical words only; s_merge's operand fields are ignored (docs/isa.md).");
    emit_line(e, "if (op != OP_S_MERGE && !canon) ok = 1'b0;");
    emit_line(e, "valid_o = ok;");
    emit_pop(e);
    emit_line(e, "end");
}

static void emit_body(emit_ctx *e, const pws_cfg *c, unsigned dww);

/* emit_isa_body_and_end() callback: this module's body. */
typedef struct body_arg {
    const pws_cfg *c;
    unsigned dww;
} body_arg;

static void body_cb(emit_ctx *b, const void *arg)
{
    const body_arg *a = arg;
    emit_body(b, a->c, a->dww);
}

int emit_decoder(emit_ctx *e, const pws_cfg *c)
{
    unsigned dww = dw_width();
    emit_header(e, "docs/rtl_gen.md (pws_decoder), docs/isa_encoding.md",
                "Combinational decoder: valid_o and the fields exactly as isa_decode() (golden/isa.c).",
                c);
    emit_line(e, "//");
    emit_line(e, "// inst0_i is the instruction's first dword, inst1_i the next one (VOP3/SMEM/DS/FLAT");
    emit_line(e, "// word 1, or the literal). The outputs other than valid_o are meaningful only when");
    emit_line(e, "// valid_o is 1. No gfx8 instruction is longer than two dwords.");
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_ports(e);
    emit_push(e);
    /* The body goes to memory first: its text decides which ISA localparams it needs, and those
     * must be declared before it. */
    body_arg a = { c, dww };
    return emit_isa_body_and_end(e, c, body_cb, &a);
}

/* Everything between the port list and endmodule, at indent 0 (the caller indents it). */
static void emit_body(emit_ctx *e, const pws_cfg *c, unsigned dww)
{
    emit_constants(e, dww);
    emit_functions(e, c, dww);
    emit_fields(e);
    emit_line(e, "// ---- 3. opcode lookup: the first isa_ops.def row with this format and opcode ----");
    emit_line(e, "reg [OpWidth-1:0] op;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "op = OP_INVALID;");
    static const struct { const char *sel; const char *field; isa_fmt fmt; int vop3; } lk[] = {
        { "if (is_vop1)", "inst0_i[16:9]", ISA_FMT_VOP1, 0 },
        { "else if (is_vopc)", "inst0_i[24:17]", ISA_FMT_VOPC, 0 },
        { "else if (is_vop2)", "inst0_i[30:25]", ISA_FMT_VOP2, 0 },
        { "else if (is_sop1)", "inst0_i[15:8]", ISA_FMT_SOP1, 0 },
        { "else if (is_sopc)", "inst0_i[22:16]", ISA_FMT_SOPC, 0 },
        { "else if (is_sopp)", "inst0_i[22:16]", ISA_FMT_SOPP, 0 },
        { "else if (is_sopk)", "inst0_i[27:23]", ISA_FMT_SOPK, 0 },
        { "else if (is_sop2)", "inst0_i[29:23]", ISA_FMT_SOP2, 0 },
        { "else if (is_smem)", "inst0_i[25:18]", ISA_FMT_SMEM, 0 },
        { "else if (is_vop3)", "inst0_i[25:16]", ISA_FMT_VOP3A, 1 },
        { "else if (is_ds)", "inst0_i[24:17]", ISA_FMT_DS, 0 },
        { "else if (is_flat)", "inst0_i[24:18]", ISA_FMT_FLAT, 0 },
    };
    for (size_t i = 0; i < sizeof lk / sizeof lk[0]; i++)
        emit_case(e, c, lk[i].sel, lk[i].field, lk[i].fmt, lk[i].vop3);
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
    emit_line(e, "// ---- 4. per-op properties from isa_ops.def and golden/isa_util.h ----");
    for (size_t i = 0; i < NPROPS; i++)
        emit_line(e, "reg %s%s%s;", props[i].width, props[i].width[0] ? " " : "", props[i].name);
    emit_blank(e);
    for (size_t i = 0; i < NPROPS; i++)
        emit_prop(e, c, &props[i], dww);
    emit_decode_block(e);
    emit_tail(e);
    emit_blank(e);
}
