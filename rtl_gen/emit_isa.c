/* rtl_gen/emit_isa.c -- the ISA table as Verilog names, declared inside each generated module.
 *
 * Every generated module that names ops, opcodes, formats, classes or operand codes declares them
 * itself as localparams (emit_isa_params), so the design is its .v files alone: no include file,
 * no include path for any tool. Only the names a module's body uses are declared, which keeps
 * verilator -Wall free of UNUSEDPARAM without a waiver. Op ids are the isa_op enum values, i.e.
 * the row order of golden/isa_ops.def: the golden model, the event stream and the RTL all name
 * an op by the same number. Adding a row renumbers the ops after it, which is fine because
 * nothing stores op ids across builds (the manifest's isa_digest changes with the table). */
#include "emitters.h"

#include "isa_util.h"

#include "diag.h"
#include "pws_err.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
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

/* VOP3 omod field values 0..3 */
static const char *const omods[] = { "OMOD_NONE", "OMOD_MUL2", "OMOD_MUL4", "OMOD_DIV2" };

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

unsigned emit_isa_op_id(const pws_cfg *c, isa_op op)
{
    if (!c->op_subset)
        return (unsigned)op;
    unsigned in = 0, out = 0;   /* subset ops before op, other ops before op */
    for (int k = 0; k < (int)op && k < ISA_NUM_OPS; k++)
        pws_cfg_has_op(c, (isa_op)k) ? in++ : out++;
    if (op >= ISA_NUM_OPS)
        return in;                                  /* OP_INVALID */
    if (pws_cfg_has_op(c, op))
        return in;
    unsigned total = 0;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        total += pws_cfg_has_op(c, (isa_op)k) != 0;
    return total + 1 + out;
}

void emit_isa_op_name(isa_op op, char *buf, size_t len)
{
    const char *m = op < ISA_NUM_OPS ? isa_info(op)->name : "invalid";
    size_t n = (size_t)snprintf(buf, len, "OP_%s", m);
    for (size_t i = 3; i < n && i < len; i++)
        buf[i] = (char)toupper((unsigned char)buf[i]);
}

void emit_isa_case_items(emit_ctx *e, const isa_op *ops, size_t n, const char *tail)
{
    char line[128];
    size_t pos = 0;
    for (size_t i = 0; i < n; i++) {
        char name[64];
        emit_isa_op_name(ops[i], name, sizeof name);
        int last = i + 1 == n;
        size_t need = strlen(name) + 2 + (last ? strlen(tail) + 1 : 0);
        if (pos && pos + need > 92) {
            emit_line(e, "%s", line);
            pos = 0;
        }
        pos += (size_t)snprintf(line + pos, sizeof line - pos, "%s%s%s", pos ? " " : "", name,
                                last ? ":" : ",");
    }
    emit_line(e, "%s %s", line, tail);
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

/* ---- Localparams for the names a module body uses ------------------------------------------ */

/* The identifiers of text outside comments, sorted (bsearch); comments are skipped so that a
 * name a comment mentions does not become a localparam nobody reads (UNUSEDPARAM). */
typedef struct idents {
    char **v;
    size_t n, cap;
    int oom;
} idents;

static int is_id(int ch, int first)
{
    return isalpha(ch) || ch == '_' || (!first && (isdigit(ch) || ch == '$'));
}

static void idents_add(idents *s, const char *p, size_t n)
{
    if (s->oom)
        return;
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 256;
        char **v = realloc(s->v, cap * sizeof *v);
        if (!v) {
            s->oom = 1;
            return;
        }
        s->v = v;
        s->cap = cap;
    }
    char *id = malloc(n + 1);
    if (!id) {
        s->oom = 1;
        return;
    }
    memcpy(id, p, n);
    id[n] = '\0';
    s->v[s->n++] = id;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void idents_scan(idents *s, const char *t)
{
    while (*t) {
        if (t[0] == '/' && t[1] == '/') {
            t += strcspn(t, "\n");
        } else if (t[0] == '/' && t[1] == '*') {
            const char *end = strstr(t + 2, "*/");
            t = end ? end + 2 : t + strlen(t);
        } else if (t[0] == '"') {
            t++;
            t += strcspn(t, "\"\n");
            t += *t == '"';
        } else if (is_id((unsigned char)*t, 1)) {
            size_t n = 1;
            while (is_id((unsigned char)t[n], 0))
                n++;
            /* only the ISA table's spellings can be declared here: all upper case, a '_' */
            if (isupper((unsigned char)t[0]) && memchr(t, '_', n))
                idents_add(s, t, n);
            t += n;
        } else if (isdigit((unsigned char)*t) || *t == '\'' || *t == '$' || *t == '`') {
            t++;   /* sized literals ("9'd5", "4'hb") and system names are no ISA names */
            while (is_id((unsigned char)*t, 0))
                t++;
        } else {
            t++;
        }
    }
    if (s->n)
        qsort(s->v, s->n, sizeof *s->v, cmp_str);
}

static void idents_free(idents *s)
{
    for (size_t i = 0; i < s->n; i++)
        free(s->v[i]);
    free(s->v);
}

static int used(const idents *s, const char *name)
{
    return s->n && bsearch(&name, s->v, s->n, sizeof *s->v, cmp_str) != NULL;
}

/* Prints the group title before the group's first used name, and nothing for an unused group. */
static void title(emit_ctx *e, int *shown, const char *text)
{
    if (!*shown)
        emit_line(e, "%s", text);
    *shown = 1;
}

int emit_isa_params(emit_ctx *e, const pws_cfg *c, const char *body)
{
    idents s = { 0 };
    idents_scan(&s, body);
    if (s.oom) {
        idents_free(&s);
        return diag(NULL, PWS_ENOMEM, "out of memory writing '%s'", emit_name(e));
    }
    unsigned ow = emit_isa_op_width(), fw = emit_isa_fmt_width(), cw = emit_isa_cls_width();
    char name[64];
    int shown = 0;
    for (int k = 0; k <= ISA_NUM_OPS; k++) {
        emit_isa_op_name((isa_op)k, name, sizeof name);
        if (!used(&s, name))
            continue;
        title(e, &shown, c->op_subset
                  ? "// Op ids (emit_isa_op_id): the op subset's ops in golden/isa_ops.def row "
                    "order, then OP_INVALID."
                  : "// Op ids: the isa_op enum values (golden/isa_ops.def row order); "
                    "OP_INVALID = the number of ops.");
        emit_line(e, "localparam [OpWidth-1:0] %s = %u'd%u;", name, ow,
                  emit_isa_op_id(c, (isa_op)k));
    }
    shown = 0;
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        const isa_op_info *i = isa_info((isa_op)k);
        unsigned w = opc_widths[i->fmt];
        const char *t = "// Opcodes: OPC_<op> = the native opcode field (its format's width), "
                        "OPC3_<op> = the VOP3 (_e64) opcode.";
        emit_isa_opc_name((isa_op)k, 0, name, sizeof name);
        if (used(&s, name)) {
            title(e, &shown, t);
            emit_line(e, "localparam [%u:0] %s = %u'h%02x;", w - 1, name, w, (unsigned)i->opcode);
        }
        if (emit_isa_has_opc3((isa_op)k)) {
            emit_isa_opc_name((isa_op)k, 1, name, sizeof name);
            if (used(&s, name)) {
                title(e, &shown, t);
                emit_line(e, "localparam [%u:0] %s = %u'h%03x;", VOP3_OPC_WIDTH - 1, name,
                          VOP3_OPC_WIDTH, (unsigned)isa_vop3_opcode((isa_op)k));
            }
        }
    }
    shown = 0;
    for (int k = 0; k < ISA_NUM_FMTS; k++)
        if (used(&s, fmt_names[k])) {
            title(e, &shown, "// Encoding formats (isa_fmt).");
            emit_line(e, "localparam [FmtWidth-1:0] %s = %u'd%d;", fmt_names[k], fw, k);
        }
    shown = 0;
    for (int k = 0; k < ISA_NUM_CLASSES; k++)
        if (used(&s, cls_names[k])) {
            title(e, &shown, "// Semantic classes (isa_class; vector classes last).");
            emit_line(e, "localparam [ClsWidth-1:0] %s = %u'd%d;", cls_names[k], cw, k);
        }
    shown = 0;
    for (size_t k = 0; k < sizeof opnds / sizeof opnds[0]; k++)
        if (used(&s, opnds[k].name)) {
            title(e, &shown, "// Operand codes (docs/isa_encoding.md section 2).");
            emit_line(e, "localparam [OpndWidth-1:0] %s = %u'd%u;  // %s", opnds[k].name,
                      EMIT_OPND_WIDTH, opnds[k].value, opnds[k].doc);
        }
    shown = 0;
    for (size_t k = 0; k < sizeof omods / sizeof omods[0]; k++)
        if (used(&s, omods[k])) {
            title(e, &shown, "// VOP3 output modifier (omod field).");
            emit_line(e, "localparam [1:0] %s = 2'd%zu;", omods[k], k);
        }
    idents_free(&s);
    return emit_status(e);
}

int emit_isa_body_and_end(emit_ctx *e, const pws_cfg *c, emit_body_fn body, const void *arg)
{
    emit_ctx *b = emit_open_buffer(emit_name(e), EMIT_VERILOG);
    if (!b)
        return PWS_ENOMEM;
    body(b, arg);
    int rc = emit_status(b);
    if (!rc)
        rc = emit_isa_params(e, c, emit_buffer_text(b));
    emit_blank(e);
    emit_text(e, emit_buffer_text(b));
    int rc_b = emit_close(b);
    if (rc || rc_b)
        return rc ? rc : rc_b;
    return emit_module_end(e);
}
