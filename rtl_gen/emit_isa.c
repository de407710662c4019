/* rtl_gen/emit_isa.c -- pws_isa.vh: the ISA table as Verilog localparams.
 *
 * Hand-written leaves (rtl/ *.v files) and generated modules `include this file inside their module
 * bodies, so it holds only localparams and comments. Op ids are the isa_op enum values, i.e. the
 * row order of golden/isa_ops.def: the golden model, the event stream and the RTL all name an op
 * by the same number. Adding a row renumbers the ops after it, which is fine because nothing
 * stores op ids across builds (the manifest's isa_digest changes with the table). */
#include "emitters.h"

#include "isa_util.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *const fmt_names[] = {
    "FMT_SOP2", "FMT_SOPK", "FMT_SOP1", "FMT_SOPC", "FMT_SOPP", "FMT_SMEM", "FMT_VOP2",
    "FMT_VOP1", "FMT_VOPC", "FMT_VOP3A", "FMT_VOP3B", "FMT_DS", "FMT_FLAT",
};
_Static_assert(sizeof fmt_names / sizeof fmt_names[0] == ISA_NUM_FMTS,
               "fmt_names must follow isa_fmt in golden/isa.h");

/* Width of the native opcode field of each format (docs/isa_encoding.md section 1). */
static const unsigned opc_widths[] = { 7, 5, 8, 7, 7, 8, 6, 8, 8, 10, 10, 8, 7 };
_Static_assert(sizeof opc_widths / sizeof opc_widths[0] == ISA_NUM_FMTS,
               "opc_widths must follow isa_fmt in golden/isa.h");
#define VOP3_OPC_WIDTH 10u

static const char *const cls_names[] = {
    "CLS_SALU", "CLS_SBRANCH", "CLS_SMEM", "CLS_SCTRL", "CLS_SPLIT", "CLS_VALU", "CLS_VALU_FP",
    "CLS_FLAT", "CLS_DS",
};
_Static_assert(sizeof cls_names / sizeof cls_names[0] == ISA_NUM_CLASSES,
               "cls_names must follow isa_class in golden/isa.h");

/* Operand codes (golden/isa.h, docs/isa_encoding.md section 2). Ranges are given by first and
 * last code so that RTL tests read "code >= SRC_TTMP0 && code <= SRC_TTMP_LAST". */
static const struct { const char *name; unsigned value; const char *doc; } opnds[] = {
    { "SRC_SGPR0",          0,   "s0" },
    { "SRC_SGPR_LAST",      101, "s101: SGPR codes are 0..101" },
    { "SRC_FLAT_SCR_LO",    102, "flat_scratch_lo" },
    { "SRC_FLAT_SCR_HI",    103, "flat_scratch_hi" },
    { "SRC_VCC_LO",         106, "vcc_lo (vcc as a 64-bit operand)" },
    { "SRC_VCC_HI",         107, "vcc_hi" },
    { "SRC_TTMP0",          112, "ttmp0" },
    { "SRC_TTMP_LAST",      123, "ttmp11" },
    { "SRC_M0",             124, "m0" },
    { "SRC_EXEC_LO",        126, "exec_lo (exec as a 64-bit operand)" },
    { "SRC_EXEC_HI",        127, "exec_hi" },
    { "SRC_INT_FIRST",      128, "inline integer 0" },
    { "SRC_INT_POS_LAST",   192, "inline integer 64 (128..192 = 0..64)" },
    { "SRC_INT_NEG_FIRST",  193, "inline integer -1" },
    { "SRC_INT_NEG_LAST",   208, "inline integer -16 (193..208 = -1..-16)" },
    { "SRC_FLOAT_FIRST",    240, "inline 0.5; 240..248 = +-0.5 +-1 +-2 +-4 1/(2pi)" },
    { "SRC_FLOAT_LAST",     248, "inline 1/(2*pi)" },
    { "SRC_VCCZ",           251, "vccz" },
    { "SRC_EXECZ",          252, "execz" },
    { "SRC_SCC",            253, "scc" },
    { "SRC_LITERAL",        ISA_SRC_LITERAL, "32-bit literal dword" },
    { "SRC_VGPR0",          ISA_SRC_VGPR0, "v0 (256..511 = v0..v255)" },
    { "SRC_VGPR_LAST",      511, "v255" },
    { "OPND_NONE",          EMIT_OPND_NONE, "absent operand (ISA_OPND_NONE in C)" },
};

static unsigned bits_for(unsigned max_value)
{
    unsigned b = 1;
    while ((max_value >> b) != 0)
        b++;
    return b;
}

unsigned emit_isa_op_width(void) { return bits_for(ISA_NUM_OPS); }
unsigned emit_isa_fmt_width(void) { return bits_for(ISA_NUM_FMTS - 1); }
unsigned emit_isa_cls_width(void) { return bits_for(ISA_NUM_CLASSES - 1); }

void emit_isa_op_name(isa_op op, char *buf, size_t len)
{
    const char *m = op < ISA_NUM_OPS ? isa_info(op)->name : "invalid";
    size_t n = (size_t)snprintf(buf, len, "OP_%s", m);
    for (size_t i = 3; i < n && i < len; i++)
        buf[i] = (char)toupper((unsigned char)buf[i]);
}

const char *emit_isa_fmt_name(isa_fmt f) { return fmt_names[f]; }
unsigned emit_isa_opc_width(isa_fmt f) { return opc_widths[f]; }

int emit_isa_has_opc3(isa_op op)
{
    isa_fmt f = isa_info(op)->fmt;
    return (f == ISA_FMT_VOP1 || f == ISA_FMT_VOP2 || f == ISA_FMT_VOPC) && isa_has_e64(op);
}

void emit_isa_opc_name(isa_op op, int vop3, char *buf, size_t len)
{
    const char *prefix = vop3 && emit_isa_has_opc3(op) ? "OPC3_" : "OPC_";
    size_t n = (size_t)snprintf(buf, len, "%s%s", prefix, isa_info(op)->name);
    for (size_t i = strlen(prefix); i < n && i < len; i++)
        buf[i] = (char)toupper((unsigned char)buf[i]);
}
const char *emit_isa_cls_name(isa_class c) { return cls_names[c]; }

int emit_isa(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/rtl_gen.md (pws_isa.vh), docs/isa_encoding.md",
                "ISA localparams from golden/isa_ops.def; `include inside a module body.", c);
    emit_line(e, "//");
    emit_line(e, "// Op ids are the isa_op enum values of golden/isa.h (isa_ops.def row order), so the");
    emit_line(e, "// golden model, its events and the RTL number ops identically. Operand codes are the");
    emit_line(e, "// GCN3 9-bit source-operand space widened to %u bits so that OPND_NONE fits.",
              EMIT_OPND_WIDTH);
    emit_line(e, "// A module uses a few of these names; the rest are unused on purpose:");
    emit_line(e, "/* verilator lint_off UNUSEDPARAM */  // a shared table: each includer uses a subset");
    emit_blank(e);
    unsigned ow = emit_isa_op_width(), fw = emit_isa_fmt_width(), cw = emit_isa_cls_width();
    emit_line(e, "// ---- ops ----");
    emit_line(e, "localparam integer NumOps = %u;", (unsigned)ISA_NUM_OPS);
    emit_line(e, "localparam integer OpWidth = %u;", ow);
    for (int k = 0; k <= ISA_NUM_OPS; k++) {
        char name[64];
        emit_isa_op_name((isa_op)k, name, sizeof name);
        emit_line(e, "localparam [OpWidth-1:0] %s = %u'd%d;", name, ow, k);
    }
    emit_blank(e);
    emit_line(e, "// ---- opcodes: OPC_<op> = native opcode field (its format's width);");
    emit_line(e, "// OPC3_<op> = VOP3 (_e64) opcode of a VOP1/VOP2/VOPC op that has an _e64 form ----");
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        const isa_op_info *i = isa_info((isa_op)k);
        char name[64];
        unsigned w = opc_widths[i->fmt];
        emit_isa_opc_name((isa_op)k, 0, name, sizeof name);
        emit_line(e, "localparam [%u:0] %s = %u'h%02x;", w - 1, name, w, (unsigned)i->opcode);
        if (emit_isa_has_opc3((isa_op)k)) {
            emit_isa_opc_name((isa_op)k, 1, name, sizeof name);
            emit_line(e, "localparam [%u:0] %s = %u'h%03x;", VOP3_OPC_WIDTH - 1, name,
                      VOP3_OPC_WIDTH, (unsigned)isa_vop3_opcode((isa_op)k));
        }
    }
    emit_blank(e);
    emit_line(e, "// ---- encoding formats (isa_fmt) ----");
    emit_line(e, "localparam integer NumFmts = %u;", (unsigned)ISA_NUM_FMTS);
    emit_line(e, "localparam integer FmtWidth = %u;", fw);
    for (int k = 0; k < ISA_NUM_FMTS; k++)
        emit_line(e, "localparam [FmtWidth-1:0] %s = %u'd%d;", fmt_names[k], fw, k);
    emit_blank(e);
    emit_line(e, "// ---- semantic classes (isa_class; vector classes last) ----");
    emit_line(e, "localparam integer NumClasses = %u;", (unsigned)ISA_NUM_CLASSES);
    emit_line(e, "localparam integer ClsWidth = %u;", cw);
    for (int k = 0; k < ISA_NUM_CLASSES; k++)
        emit_line(e, "localparam [ClsWidth-1:0] %s = %u'd%d;", cls_names[k], cw, k);
    emit_blank(e);
    emit_line(e, "// ---- operand codes (docs/isa_encoding.md section 2) ----");
    emit_line(e, "localparam integer OpndWidth = %u;", EMIT_OPND_WIDTH);
    for (size_t k = 0; k < sizeof opnds / sizeof opnds[0]; k++)
        emit_line(e, "localparam [OpndWidth-1:0] %s = %u'd%u;  // %s", opnds[k].name,
                  EMIT_OPND_WIDTH, opnds[k].value, opnds[k].doc);
    emit_blank(e);
    emit_line(e, "// ---- VOP3 output modifier (omod) ----");
    emit_line(e, "localparam [1:0] OMOD_NONE = 2'd0;");
    emit_line(e, "localparam [1:0] OMOD_MUL2 = 2'd1;");
    emit_line(e, "localparam [1:0] OMOD_MUL4 = 2'd2;");
    emit_line(e, "localparam [1:0] OMOD_DIV2 = 2'd3;");
    emit_line(e, "/* verilator lint_on UNUSEDPARAM */");
    return emit_status(e);
}
