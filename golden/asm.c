/* golden/asm.c -- the file-level assembler (asm.h; accepted input: docs/asm.md).
 *
 * Pass 1 walks the source once: it strips comments, handles every directive (sections, alignment,
 * .amdhsa_kernel fields, the metadata block, .pws_arg), records labels with their addresses and
 * keeps one statement per .text instruction / alignment / label. Instruction sizes come from
 * parsing and encoding each instruction with every label pretending to be the next instruction:
 * a size never depends on a label's value (branch offsets are a fixed 16-bit field).
 * Pass 2 re-parses only the kept instruction statements with the real label addresses and
 * encodes them into the image. The kernel is then chosen and its descriptor and arguments are
 * checked against each other. */
#include "asm.h"
#include "asm_meta.h"

#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOP_WORD 0xbf800000u   /* s_nop 0: what llvm-mc pads .text with */
#define NAME_MAX_LEN 63        /* kernel.name holds 63 characters */

enum { ST_INSN, ST_ALIGN, ST_LABEL };

typedef struct stmt {
    int kind;
    unsigned line;
    uint32_t addr;       /* byte address in .text */
    uint32_t nwords;     /* dwords it occupies (ST_LABEL: 0) */
    const char *text;    /* ST_INSN: instruction text; ST_LABEL: name (both in the clean buffer) */
    unsigned p2;         /* ST_ALIGN: the .p2align argument */
} stmt;

typedef struct label {
    char name[NAME_MAX_LEN + 1];
    uint32_t addr;
    unsigned line;
    int in_text;
} label;

typedef struct kblock {            /* one .amdhsa_kernel block */
    char name[NAME_MAX_LEN + 1];
    unsigned line;
    kernel_desc desc;
} kblock;

enum { LERR_NONE, LERR_UNDEF, LERR_NOT_TEXT, LERR_RANGE };

typedef struct asm_ctx {
    const char *file;
    char *raw;                    /* the source, split into lines in place */
    char *clean;                  /* same layout, comments blanked */
    char **lines, **clines;       /* line i+1 of the file */
    size_t nlines;
    int in_block_comment;

    stmt *stmts;
    size_t nstmts, capstmts;
    label *labels;
    size_t nlabels, caplabels;
    kblock *blocks;
    size_t nblocks, capblocks;
    kblock *cur_block;            /* open .amdhsa_kernel block, or NULL */
    uint64_t block_seen;          /* fields written in the open block (bit = kfields index) */

    asm_meta meta;
    int have_meta;
    unsigned meta_line;

    kernel_arg *pargs;            /* .pws_arg declarations */
    unsigned npargs;
    unsigned parg_line;           /* line of the first one */

    int in_text;
    uint32_t pc;                  /* current .text byte address during pass 1 */

    /* label callback state for the instruction being parsed */
    int pass;
    uint32_t cur_pc;
    int label_err;
    long long range_off;
    char used_label[NAME_MAX_LEN + 1];
} asm_ctx;

static diag_loc at(const asm_ctx *c, unsigned line)
{
    return (diag_loc){ c->file, line };
}

static int oom(const asm_ctx *c, unsigned line)
{
    diag_loc l = at(c, line);
    return diag(&l, PWS_ENOMEM, "out of memory");
}

/* Returns arr (n elem-sized items used, *cap allocated) grown so that one more fits, or NULL with
 * arr untouched if memory runs out. */
static void *grow(void *arr, size_t n, size_t *cap, size_t elem)
{
    if (n < *cap)
        return arr;
    size_t nc = *cap ? 2 * *cap : 64;
    void *p = realloc(arr, nc * elem);
    if (p)
        *cap = nc;
    return p;
}

/* ---- Lexical helpers ------------------------------------------------------------------------- */

static int is_ident_start(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || ch == '.' ||
           ch == '$';
}

static int is_ident(char ch)
{
    return is_ident_start(ch) || (ch >= '0' && ch <= '9');
}

static char *skip_ws(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

static void rtrim(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
}

/* Blanks the comments of line (in place): ';' and '//' to end of line, '#' as the first non-blank
 * character, and block comments, whose state carries to the next line. Quoted strings are kept. */
static void strip_comments(asm_ctx *c, char *s)
{
    int in_str = 0;
    if (!c->in_block_comment && *skip_ws(s) == '#') {
        *s = '\0';
        return;
    }
    for (char *p = s; *p; p++) {
        if (c->in_block_comment) {
            if (p[0] == '*' && p[1] == '/') {
                c->in_block_comment = 0;
                *p++ = ' ';
            }
            *p = ' ';
        } else if (in_str) {
            if (*p == '\\' && p[1])
                p++;
            else if (*p == '"')
                in_str = 0;
        } else if (*p == '"') {
            in_str = 1;
        } else if (*p == ';' || (p[0] == '/' && p[1] == '/')) {
            *p = '\0';
            break;
        } else if (p[0] == '/' && p[1] == '*') {
            c->in_block_comment = 1;
            *p++ = ' ';
            *p = ' ';
        }
    }
    rtrim(s);
}

/* Parses an unsigned integer that makes up all of s (decimal, 0x hex, or octal with a leading 0,
 * as LLVM reads them); 0 on success. */
static int parse_uint(const char *s, uint64_t *v)
{
    char *end;
    if (!*s || *s == '-' || *s == '+')
        return -1;
    errno = 0;
    unsigned long long x = strtoull(s, &end, 0);
    if (errno || *end)
        return -1;
    *v = x;
    return 0;
}

/* ---- Labels ---------------------------------------------------------------------------------- */

static const label *find_label(const asm_ctx *c, const char *name)
{
    for (size_t i = 0; i < c->nlabels; i++)
        if (!strcmp(c->labels[i].name, name))
            return &c->labels[i];
    return NULL;
}

static int define_label(asm_ctx *c, const char *name, unsigned line)
{
    diag_loc l = at(c, line);
    if (strlen(name) > NAME_MAX_LEN)
        return diag(&l, PWS_ERANGE, "label name too long (more than %d characters)", NAME_MAX_LEN);
    const label *old = find_label(c, name);
    if (old)
        return diag(&l, PWS_EPARSE, "duplicate label '%s' (first defined at line %u)", name,
                    old->line);
    label *nl = grow(c->labels, c->nlabels, &c->caplabels, sizeof *c->labels);
    if (!nl)
        return oom(c, line);
    c->labels = nl;
    label *lb = &c->labels[c->nlabels++];
    strcpy(lb->name, name);
    lb->addr = c->pc;
    lb->line = line;
    lb->in_text = c->in_text;
    return 0;
}

/* isa_label_fn: in pass 1 every label is "the next instruction" (offset 0, always encodable);
 * in pass 2 the real address, with problems recorded for assemble_insn to report by name. */
static int label_cb(void *vctx, const char *name, uint32_t *addr)
{
    asm_ctx *c = vctx;
    snprintf(c->used_label, sizeof c->used_label, "%s", name);
    if (c->pass == 1) {
        *addr = c->cur_pc + 4;
        return 0;
    }
    const label *lb = find_label(c, name);
    if (!lb || !lb->in_text) {
        c->label_err = lb ? LERR_NOT_TEXT : LERR_UNDEF;
        return -1;
    }
    long long off = ((long long)lb->addr - (long long)c->cur_pc - 4) / 4;
    if (off < -32768 || off > 32767) {
        c->label_err = LERR_RANGE;
        c->range_off = off;
        *addr = c->cur_pc + 4;
        return 0;
    }
    *addr = lb->addr;
    return 0;
}

/* ---- Statements ------------------------------------------------------------------------------ */

static int add_stmt(asm_ctx *c, int kind, unsigned line, uint32_t nwords, const char *text,
                    unsigned p2)
{
    stmt *ns = grow(c->stmts, c->nstmts, &c->capstmts, sizeof *c->stmts);
    if (!ns)
        return oom(c, line);
    c->stmts = ns;
    c->stmts[c->nstmts++] = (stmt){ kind, line, c->pc, nwords, text, p2 };
    c->pc += 4 * nwords;
    return 0;
}

/* Parses and encodes the instruction text at c->cur_pc. Reports errors with line. */
static int assemble_insn(asm_ctx *c, const char *text, unsigned line, isa_inst *in,
                         uint32_t words[3])
{
    char err[200] = "";
    diag_loc l = at(c, line);
    c->label_err = LERR_NONE;
    c->used_label[0] = '\0';
    int rc = isa_parse(text, c->cur_pc, label_cb, c, in, err, sizeof err);
    switch (c->label_err) {
    case LERR_UNDEF:
        return diag(&l, PWS_EPARSE, "undefined label '%s'", c->used_label);
    case LERR_NOT_TEXT:
        return diag(&l, PWS_EPARSE, "label '%s' is not in .text", c->used_label);
    case LERR_RANGE:
        return diag(&l, PWS_ERANGE,
                    "branch to '%s' out of range (offset %lld dwords, simm16 allows -32768..32767)",
                    c->used_label, c->range_off);
    default:
        break;
    }
    if (rc)
        return diag(&l, rc, "%s", err[0] ? err : pws_strerror(rc));
    rc = isa_encode(in, words);
    if (rc < 0)
        return diag(&l, rc, "instruction cannot be encoded (a field is out of range)");
    return rc;
}

/* ---- Kernel descriptor fields ---------------------------------------------------------------- */

#define NO_FIELD ((size_t)-1)   /* accepted, does not change behaviour (docs/asm.md) */
enum { F_U8, F_U16, F_U32 };

typedef struct kfield {
    const char *name;     /* without ".amdhsa_" */
    size_t off;           /* offset in kernel_desc, or NO_FIELD */
    int type;
    uint32_t min, max;
    const char *unsupported;   /* if set, a value outside min..max is PWS_EUNSUPPORTED with this */
} kfield;

#define KF(f, t, lo, hi) { #f, offsetof(kernel_desc, f), t, lo, hi, NULL }
static const kfield kfields[] = {
    KF(group_segment_fixed_size, F_U32, 0, 65536),
    { "private_segment_fixed_size", offsetof(kernel_desc, private_segment_fixed_size), F_U32, 0, 0,
      "scratch memory is not supported" },
    { "kernarg_size", offsetof(kernel_desc, kernarg_size), F_U32, 0, 0xFFFFFFFFu, NULL },
    KF(user_sgpr_count, F_U8, 0, 16),
    KF(user_sgpr_private_segment_buffer, F_U8, 0, 1),
    KF(user_sgpr_dispatch_ptr, F_U8, 0, 1),
    KF(user_sgpr_queue_ptr, F_U8, 0, 1),
    KF(user_sgpr_kernarg_segment_ptr, F_U8, 0, 1),
    KF(user_sgpr_dispatch_id, F_U8, 0, 1),
    KF(user_sgpr_flat_scratch_init, F_U8, 0, 1),
    KF(user_sgpr_private_segment_size, F_U8, 0, 1),
    KF(system_sgpr_private_segment_wavefront_offset, F_U8, 0, 1),
    KF(system_sgpr_workgroup_id_x, F_U8, 0, 1),
    KF(system_sgpr_workgroup_id_y, F_U8, 0, 1),
    KF(system_sgpr_workgroup_id_z, F_U8, 0, 1),
    KF(system_sgpr_workgroup_info, F_U8, 0, 1),
    KF(system_vgpr_workitem_id, F_U8, 0, 2),
    KF(next_free_vgpr, F_U16, 0, 256),
    KF(next_free_sgpr, F_U16, 0, 102),
    { "float_round_mode_32", offsetof(kernel_desc, float_round_mode_32), F_U8, 0, 0,
      "only round-to-nearest-even (.amdhsa_float_round_mode_32 0) is modelled" },
    KF(float_denorm_mode_32, F_U8, 0, 3),
    KF(dx10_clamp, F_U8, 0, 1),
    KF(ieee_mode, F_U8, 0, 1),
    { "reserve_vcc", NO_FIELD, F_U8, 0, 1, NULL },
    { "reserve_flat_scratch", NO_FIELD, F_U8, 0, 1, NULL },
    { "reserve_xnack_mask", NO_FIELD, F_U8, 0, 1, NULL },
    { "float_round_mode_16_64", NO_FIELD, F_U8, 0, 3, NULL },
    { "float_denorm_mode_16_64", NO_FIELD, F_U8, 0, 3, NULL },
    { "uses_dynamic_stack", NO_FIELD, F_U8, 0, 1, NULL },
#define KX(f) \
    { "exception_" #f, NO_FIELD, F_U8, 0, 0, "FP/integer exception traps are not modelled" }
    KX(fp_ieee_invalid_op), KX(fp_denorm_src), KX(fp_ieee_div_zero), KX(fp_ieee_overflow),
    KX(fp_ieee_underflow), KX(fp_ieee_inexact), KX(int_div_zero),
#undef KX
};
#undef KF
#define NKFIELDS (sizeof kfields / sizeof kfields[0])

static size_t kfield_index(const char *name)
{
    for (size_t i = 0; i < NKFIELDS; i++)
        if (!strcmp(kfields[i].name, name))
            return i;
    return NKFIELDS;
}

/* LLVM's values for fields an .amdhsa_kernel block does not write (llvm-mc 14, gfx803). */
static void llvm_block_defaults(kernel_desc *d)
{
    memset(d, 0, sizeof *d);
    d->system_sgpr_workgroup_id_x = 1;
    d->dx10_clamp = 1;
    d->ieee_mode = 1;
}

static unsigned implied_user_sgprs(const kernel_desc *d)
{
    return 4u * d->user_sgpr_private_segment_buffer +
           2u * (d->user_sgpr_dispatch_ptr + d->user_sgpr_queue_ptr +
                 d->user_sgpr_kernarg_segment_ptr + d->user_sgpr_dispatch_id +
                 d->user_sgpr_flat_scratch_init) +
           d->user_sgpr_private_segment_size;
}

static int block_field(asm_ctx *c, const char *dir, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    size_t i = kfield_index(dir + strlen(".amdhsa_"));
    if (i == NKFIELDS)
        return diag(&l, PWS_EUNSUPPORTED, "unsupported kernel descriptor field '%s'", dir);
    const kfield *f = &kfields[i];
    uint64_t v;
    if (parse_uint(args, &v))
        return diag(&l, PWS_EPARSE, "'%s' needs an unsigned integer value, got '%s'", dir, args);
    if (c->block_seen & (1ull << i))
        return diag(&l, PWS_EPARSE, "'%s' given twice", dir);
    c->block_seen |= 1ull << i;
    if (v < f->min || v > f->max) {
        if (f->unsupported)
            return diag(&l, PWS_EUNSUPPORTED, "'%s %llu': %s", dir, (unsigned long long)v,
                        f->unsupported);
        return diag(&l, PWS_ERANGE, "'%s %llu' out of range (%u..%u)", dir,
                    (unsigned long long)v, f->min, f->max);
    }
    if (f->off == NO_FIELD)
        return 0;
    char *p = (char *)&c->cur_block->desc + f->off;
    switch (f->type) {
    case F_U8: *(uint8_t *)p = (uint8_t)v; break;
    case F_U16: *(uint16_t *)p = (uint16_t)v; break;
    default: *(uint32_t *)p = (uint32_t)v; break;
    }
    return 0;
}

static int end_block(asm_ctx *c)
{
    kblock *b = c->cur_block;
    diag_loc l = at(c, b->line);
    static const char *const required[] = { "next_free_vgpr", "next_free_sgpr" };
    for (size_t i = 0; i < 2; i++)
        if (!(c->block_seen & (1ull << kfield_index(required[i]))))
            return diag(&l, PWS_EPARSE, "missing .amdhsa_%s in .amdhsa_kernel '%s'", required[i],
                        b->name);
    unsigned implied = implied_user_sgprs(&b->desc);   /* at most 15: all of them enabled */
    if (!(c->block_seen & (1ull << kfield_index("user_sgpr_count"))))
        b->desc.user_sgpr_count = (uint8_t)implied;
    else if (b->desc.user_sgpr_count < implied)
        return diag(&l, PWS_ERANGE,
                    ".amdhsa_user_sgpr_count %u is smaller than the %u SGPRs the enabled user "
                    "SGPRs take", b->desc.user_sgpr_count, implied);
    c->cur_block = NULL;
    return 0;
}

/* ---- .pws_arg -------------------------------------------------------------------------------- */

static const struct pws_kind {
    const char *kind;
    uint32_t size;
    kernel_arg_kind k;
    const char *type_name;
    uint8_t is_float, is_signed;
} pws_kinds[] = {
    { "buffer", 8, KARG_GLOBAL_BUFFER, "void*", 0, 0 },
    { "u32", 4, KARG_BY_VALUE, "uint", 0, 0 },
    { "i32", 4, KARG_BY_VALUE, "int", 0, 1 },
    { "f32", 4, KARG_BY_VALUE, "float", 1, 0 },
    { "u64", 8, KARG_BY_VALUE, "ulong", 0, 0 },
    { "i64", 8, KARG_BY_VALUE, "long", 0, 1 },
    { "f64", 8, KARG_BY_VALUE, "double", 1, 0 },
    { "local", 4, KARG_DYNAMIC_LDS, "local*", 0, 0 },   /* a __local pointer: an LDS offset */
};

/* Splits s at commas into at most max trimmed fields; returns the count, or -1 if more. */
static int split_args(char *s, char **f, int max)
{
    int n = 0;
    for (;;) {
        if (n == max)
            return -1;
        char *comma = strchr(s, ',');
        if (comma)
            *comma = '\0';
        f[n++] = skip_ws(s);
        rtrim(f[n - 1]);
        if (!comma)
            return n;
        s = comma + 1;
    }
}

static int pws_arg(asm_ctx *c, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    char *f[3];
    int n = split_args(args, f, 3);
    if (n < 2 || !f[0][0] || !f[1][0])
        return diag(&l, PWS_EPARSE, "expected '.pws_arg NAME, KIND[, OFFSET]'");
    for (const char *p = f[0]; *p; p++)
        if (!is_ident(*p) || !is_ident_start(f[0][0]))
            return diag(&l, PWS_EPARSE, "bad argument name '%s'", f[0]);
    if (strlen(f[0]) >= sizeof c->pargs->name)
        return diag(&l, PWS_ERANGE, "argument name '%s' too long", f[0]);
    const struct pws_kind *k = NULL;
    for (size_t i = 0; i < sizeof pws_kinds / sizeof pws_kinds[0]; i++)
        if (!strcmp(pws_kinds[i].kind, f[1]))
            k = &pws_kinds[i];
    if (!k)
        return diag(&l, PWS_EPARSE,
                    "unknown argument kind '%s' (buffer, u32, i32, f32, u64, i64, f64, local)",
                    f[1]);
    uint64_t off = 0;
    for (unsigned i = 0; i < c->npargs; i++) {
        if (!strcmp(c->pargs[i].name, f[0]))
            return diag(&l, PWS_EPARSE, "argument '%s' declared twice", f[0]);
        uint64_t end = c->pargs[i].offset + c->pargs[i].size;
        if (end > off)
            off = end;
    }
    off = (off + k->size - 1) / k->size * k->size;
    if (n == 3) {
        if (parse_uint(f[2], &off) || off > 0xFFFFFFF0u)
            return diag(&l, PWS_EPARSE, "bad argument offset '%s'", f[2]);
        if (off % k->size)
            return diag(&l, PWS_ERANGE, "offset %llu of argument '%s' is not a multiple of its "
                        "size %u", (unsigned long long)off, f[0], k->size);
        for (unsigned i = 0; i < c->npargs; i++)
            if (off < c->pargs[i].offset + c->pargs[i].size && c->pargs[i].offset < off + k->size)
                return diag(&l, PWS_ERANGE, "argument '%s' overlaps argument '%s'", f[0],
                            c->pargs[i].name);
    }
    kernel_arg *na = realloc(c->pargs, (c->npargs + 1) * sizeof *na);
    if (!na)
        return oom(c, line);
    c->pargs = na;
    kernel_arg *a = &c->pargs[c->npargs++];
    memset(a, 0, sizeof *a);
    strcpy(a->name, f[0]);
    strcpy(a->type_name, k->type_name);
    a->kind = k->k;
    a->offset = (uint32_t)off;
    a->size = k->size;
    a->is_float = k->is_float;
    a->is_signed = k->is_signed;
    a->pointee_align = 1;
    if (c->npargs == 1)
        c->parg_line = line;
    return 0;
}

/* ---- Directives ------------------------------------------------------------------------------ */

static const char *const ignored_directives[] = {
    ".globl", ".protected", ".hidden", ".type", ".size", ".ident", ".addrsig",
    ".amdhsa_code_object_version",
};

static int section(asm_ctx *c, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    char name[128];
    size_t n = 0;
    if (*args == '"') {
        char *q = strchr(args + 1, '"');
        if (!q)
            return diag(&l, PWS_EPARSE, "unterminated section name");
        n = (size_t)(q - args - 1);
        if (n >= sizeof name)
            n = sizeof name - 1;
        memcpy(name, args + 1, n);
    } else {
        while (args[n] && args[n] != ',' && args[n] != ' ' && args[n] != '\t' &&
               n + 1 < sizeof name) {
            name[n] = args[n];
            n++;
        }
    }
    name[n] = '\0';
    if (!n)
        return diag(&l, PWS_EPARSE, "'.section' needs a section name");
    if (!strncmp(name, ".text.", 6))
        return diag(&l, PWS_EUNSUPPORTED, "code section '%s' is not supported (only .text)", name);
    c->in_text = !strcmp(name, ".text");
    return 0;
}

static int p2align(asm_ctx *c, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    uint64_t p2;
    if (strchr(args, ','))
        return diag(&l, PWS_EUNSUPPORTED, "'.p2align' with a fill value is not supported");
    if (parse_uint(args, &p2) || p2 > 16)
        return diag(&l, PWS_ERANGE, "'.p2align' needs a power of two exponent 0..16, got '%s'",
                    args);
    if (!c->in_text)
        return 0;
    uint32_t align = 1u << p2;
    uint32_t pad = (align - c->pc % align) % align;   /* pc is dword aligned, so pad is too */
    return add_stmt(c, ST_ALIGN, line, pad / 4, NULL, (unsigned)p2);
}

static int target(asm_ctx *c, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    size_t n = strlen(args);
    if (n < 2 || args[0] != '"' || args[n - 1] != '"')
        return diag(&l, PWS_EPARSE, "'.amdgcn_target' needs a quoted target name");
    args[n - 1] = '\0';
    const char *t = args + 1, *g = strstr(t, "gfx");
    /* "amdgcn-amd-amdhsa--gfx803" or "gfx803", without feature suffixes (gfx803 has none). */
    if (!g || strcmp(g, "gfx803") || (g != t && (g - t < 2 || strncmp(g - 2, "--", 2))))
        return diag(&l, PWS_EUNSUPPORTED, "unsupported target '%s' (only gfx803)", t);
    return 0;
}

static int kernel_block_start(asm_ctx *c, char *args, unsigned line)
{
    diag_loc l = at(c, line);
    const char *p = args;
    if (!is_ident_start(*p))
        return diag(&l, PWS_EPARSE, "'.amdhsa_kernel' needs a kernel name");
    while (is_ident(*p))
        p++;
    if (*p)
        return diag(&l, PWS_EPARSE, "bad kernel name '%s'", args);
    if (strlen(args) > NAME_MAX_LEN)
        return diag(&l, PWS_ERANGE, "kernel name too long (more than %d characters)",
                    NAME_MAX_LEN);
    for (size_t i = 0; i < c->nblocks; i++)
        if (!strcmp(c->blocks[i].name, args))
            return diag(&l, PWS_EPARSE, "duplicate .amdhsa_kernel '%s' (first at line %u)", args,
                        c->blocks[i].line);
    kblock *nb = grow(c->blocks, c->nblocks, &c->capblocks, sizeof *c->blocks);
    if (!nb)
        return oom(c, line);
    c->blocks = nb;
    kblock *b = &c->blocks[c->nblocks++];
    strcpy(b->name, args);
    b->line = line;
    llvm_block_defaults(&b->desc);
    c->cur_block = b;
    c->block_seen = 0;
    return 0;
}

/* Collects the raw lines of a metadata block starting after line index *li and parses them. */
static int metadata_block(asm_ctx *c, size_t *li)
{
    unsigned start = (unsigned)*li + 1;
    diag_loc l = at(c, start);
    if (c->have_meta)
        return diag(&l, PWS_EPARSE, "second .amdgpu_metadata block (first at line %u)",
                    c->meta_line);
    size_t first = *li + 1, end = first;
    for (; end < c->nlines; end++) {   /* the end line may carry a comment; YAML lines are raw */
        char *s = skip_ws(c->lines[end]);
        size_t k = strlen(".end_amdgpu_metadata");
        if (!strncmp(s, ".end_amdgpu_metadata", k)) {
            s = skip_ws(s + k);
            if (!*s || *s == '\r' || *s == ';' || (s[0] == '/' && s[1] == '/'))
                break;
        }
    }
    if (end == c->nlines)
        return diag(&l, PWS_EPARSE, "unterminated .amdgpu_metadata block (started here)");
    size_t n = end - first;
    unsigned *lineno = malloc((n ? n : 1) * sizeof *lineno);
    if (!lineno)
        return oom(c, start);
    for (size_t i = 0; i < n; i++)
        lineno[i] = (unsigned)(first + i + 1);
    int rc = asm_meta_parse(c->file, (const char *const *)&c->lines[first], lineno, n, &c->meta);
    free(lineno);
    if (rc)
        return rc;
    c->have_meta = 1;
    c->meta_line = start;
    *li = end;
    return 0;
}

static int directive(asm_ctx *c, char *s, size_t *li)
{
    unsigned line = (unsigned)*li + 1;
    diag_loc l = at(c, line);
    char *args = s;
    while (*args && *args != ' ' && *args != '\t')
        args++;
    if (*args)
        *args++ = '\0';
    args = skip_ws(args);

    if (c->cur_block) {
        if (!strcmp(s, ".end_amdhsa_kernel"))
            return end_block(c);
        if (!strncmp(s, ".amdhsa_", 8))
            return block_field(c, s, args, line);
        return diag(&l, PWS_EPARSE, "'%s' inside an .amdhsa_kernel block", s);
    }
    for (size_t i = 0; i < sizeof ignored_directives / sizeof ignored_directives[0]; i++)
        if (!strcmp(s, ignored_directives[i]))
            return 0;
    if (!strcmp(s, ".text")) {
        if (*args)
            return diag(&l, PWS_EPARSE, "'.text' takes no operands");
        c->in_text = 1;
        return 0;
    }
    if (!strcmp(s, ".section"))
        return section(c, args, line);
    if (!strcmp(s, ".p2align"))
        return p2align(c, args, line);
    if (!strcmp(s, ".amdgcn_target"))
        return target(c, args, line);
    if (!strcmp(s, ".amdhsa_kernel"))
        return kernel_block_start(c, args, line);
    if (!strcmp(s, ".amdgpu_metadata"))
        return metadata_block(c, li);
    if (!strcmp(s, ".pws_arg"))
        return pws_arg(c, args, line);
    if (!strcmp(s, ".end_amdhsa_kernel") || !strcmp(s, ".end_amdgpu_metadata"))
        return diag(&l, PWS_EPARSE, "'%s' without a matching start", s);
    if (!strncmp(s, ".amdhsa_", 8))
        return diag(&l, PWS_EPARSE, "'%s' outside an .amdhsa_kernel block", s);
    return diag(&l, PWS_EPARSE, "unsupported directive '%s'", s);
}

/* ---- Pass 1 ---------------------------------------------------------------------------------- */

static int pass1_line(asm_ctx *c, size_t *li)
{
    unsigned line = (unsigned)*li + 1;
    diag_loc l = at(c, line);
    char *s = c->clines[*li];
    strip_comments(c, s);
    s = skip_ws(s);
    while (*s) {
        /* a label: an identifier immediately followed by ':' */
        char *p = s;
        if (!is_ident_start(*p))
            break;
        while (is_ident(*p))
            p++;
        if (*p != ':')
            break;
        *p = '\0';
        if (c->cur_block)
            return diag(&l, PWS_EPARSE, "label '%s' inside an .amdhsa_kernel block", s);
        int rc = define_label(c, s, line);
        if (!rc && c->in_text)
            rc = add_stmt(c, ST_LABEL, line, 0, s, 0);
        if (rc)
            return rc;
        s = skip_ws(p + 1);
    }
    if (!*s)
        return 0;
    if (*s == '.')
        return directive(c, s, li);
    if (c->cur_block)
        return diag(&l, PWS_EPARSE, "instruction inside an .amdhsa_kernel block");
    if (!c->in_text)
        return diag(&l, PWS_EPARSE, "instruction outside .text");
    isa_inst in;
    uint32_t words[3];
    c->cur_pc = c->pc;
    int n = assemble_insn(c, s, line, &in, words);
    if (n < 0)
        return n;
    return add_stmt(c, ST_INSN, line, (uint32_t)n, s, 0);
}

static int split_lines(asm_ctx *c, const char *text)
{
    size_t len = strlen(text);
    c->raw = malloc(len + 1);
    c->clean = malloc(len + 1);
    size_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += text[i] == '\n';
    c->lines = malloc(n * sizeof *c->lines);
    c->clines = malloc(n * sizeof *c->clines);
    if (!c->raw || !c->clean || !c->lines || !c->clines)
        return oom(c, 0);
    memcpy(c->raw, text, len + 1);
    memcpy(c->clean, text, len + 1);
    c->nlines = 0;
    for (size_t start = 0;;) {
        char *nl = strchr(c->raw + start, '\n');
        c->lines[c->nlines] = c->raw + start;
        c->clines[c->nlines] = c->clean + start;
        c->nlines++;
        if (!nl)
            break;
        *nl = '\0';
        c->clean[nl - c->raw] = '\0';
        start = (size_t)(nl - c->raw) + 1;
    }
    if (c->nlines > 0 && !*c->lines[c->nlines - 1])
        c->nlines--;   /* the empty "line" after a final newline */
    return 0;
}

static int pass1(asm_ctx *c)
{
    for (size_t li = 0; li < c->nlines; li++) {
        int rc = pass1_line(c, &li);
        if (rc)
            return rc;
    }
    if (c->cur_block) {
        diag_loc l = at(c, c->cur_block->line);
        return diag(&l, PWS_EPARSE, "unterminated .amdhsa_kernel block (started here)");
    }
    if (c->in_block_comment) {
        diag_loc l = at(c, (unsigned)c->nlines);
        return diag(&l, PWS_EPARSE, "unterminated /* comment");
    }
    return 0;
}

/* ---- Pass 2 ---------------------------------------------------------------------------------- */

typedef struct regmax {
    unsigned sgprs, vgprs;   /* one more than the highest s / v register named */
} regmax;

static void note_reg(regmax *r, uint16_t code, unsigned dwords)
{
    if (code == ISA_OPND_NONE || dwords == 0)
        return;
    if (isa_src_is_sgpr(code) && code + dwords > r->sgprs)
        r->sgprs = code + dwords;
    else if (isa_src_is_vgpr(code) && code - ISA_SRC_VGPR0 + dwords > r->vgprs)
        r->vgprs = code - ISA_SRC_VGPR0 + dwords;
}

static void note_regs(regmax *r, const isa_inst *in)
{
    const isa_op_info *info = isa_info(in->op);
    note_reg(r, in->dst, info->dst_dwords);
    for (int i = 0; i < 3; i++)
        note_reg(r, in->src[i], info->src_dwords[i]);
    /* sdst: a lane mask (VOP3b carry, VOPC _e64) is 64-bit; readlane's scalar result is 32-bit */
    note_reg(r, in->sdst, (info->flags & ISA_F_SDST) ? 1 : 2);
    if (info->fmt == ISA_FMT_SMEM && !in->smem_imm && in->imm >= 0 && in->imm <= 0xFFFF)
        note_reg(r, (uint16_t)in->imm, 1);
}

static void list_insn(asm_ctx *c, const asm_opts *o, const isa_inst *in, const uint32_t *w,
                      unsigned n)
{
    char buf[256];
    asm_format_listing(in, c->used_label[0] ? c->used_label : NULL, w, n, buf, sizeof buf);
    o->list(o->list_ctx, buf);
}

static int pass2(asm_ctx *c, const asm_opts *o, kernel *k, regmax *r)
{
    size_t nwords = c->pc / 4;
    k->code = calloc(nwords ? nwords : 1, sizeof *k->code);
    k->line = calloc(nwords ? nwords : 1, sizeof *k->line);
    if (!k->code || !k->line)
        return oom(c, 0);
    k->ncode = nwords;
    c->pass = 2;
    for (size_t i = 0; i < c->nstmts; i++) {
        const stmt *st = &c->stmts[i];
        size_t w0 = st->addr / 4;
        char buf[64];
        switch (st->kind) {
        case ST_LABEL:
            if (o->list) {
                snprintf(buf, sizeof buf, "%s:", st->text);
                o->list(o->list_ctx, buf);
            }
            break;
        case ST_ALIGN:
            for (uint32_t j = 0; j < st->nwords; j++) {
                k->code[w0 + j] = NOP_WORD;
                k->line[w0 + j] = st->line;
            }
            if (o->list) {
                snprintf(buf, sizeof buf, "\t.p2align\t%u", st->p2);
                o->list(o->list_ctx, buf);
            }
            break;
        default: {
            isa_inst in;
            uint32_t w[3];
            c->cur_pc = st->addr;
            int n = assemble_insn(c, st->text, st->line, &in, w);
            if (n < 0)
                return n;
            if ((uint32_t)n != st->nwords) {
                diag_loc l = at(c, st->line);
                return diag(&l, PWS_EPARSE, "instruction size changed between passes");
            }
            memcpy(&k->code[w0], w, (size_t)n * sizeof *w);
            k->line[w0] = st->line;
            note_regs(r, &in);
            if (o->list)
                list_insn(c, o, &in, w, (unsigned)n);
            break;
        }
        }
    }
    return 0;
}

/* ---- Kernel selection and cross-checks ------------------------------------------------------- */

static const label *text_label(const asm_ctx *c, const char *name)
{
    const label *lb = find_label(c, name);
    return lb && lb->in_text ? lb : NULL;
}

static int copy_args(kernel *k, const kernel_arg *a, unsigned n)
{
    if (!n)
        return 0;
    k->args = malloc(n * sizeof *a);
    if (!k->args)
        return PWS_ENOMEM;
    memcpy(k->args, a, n * sizeof *a);
    k->nargs = n;
    return 0;
}

static uint32_t args_end(const kernel_arg *a, unsigned n)
{
    uint32_t end = 0;
    for (unsigned i = 0; i < n; i++)
        if (a[i].offset + a[i].size > end)
            end = a[i].offset + a[i].size;
    return end;
}

/* Chooses the kernel, sets name/entry/desc/args. Returns the block used (NULL if none) in *blk. */
static int select_kernel(asm_ctx *c, const asm_opts *o, kernel *k, const kblock **blk)
{
    diag_loc fl = at(c, 0);
    const kblock *b = NULL;
    *blk = NULL;
    if (o->kernel) {
        for (size_t i = 0; i < c->nblocks && !b; i++)
            if (!strcmp(c->blocks[i].name, o->kernel))
                b = &c->blocks[i];
        if (!b && c->nblocks)
            return diag(&fl, PWS_EPARSE, "no .amdhsa_kernel '%s' in this file", o->kernel);
        if (!b) {
            const label *lb = text_label(c, o->kernel);
            if (!lb)
                return diag(&fl, PWS_EPARSE, "no label '%s' in .text", o->kernel);
            snprintf(k->name, sizeof k->name, "%s", lb->name);
            k->entry = lb->addr;
        }
    } else if (c->nblocks) {
        b = &c->blocks[0];
    } else {
        k->entry = 0;
        snprintf(k->name, sizeof k->name, "kernel");
        for (size_t i = 0; i < c->nlabels; i++)
            if (c->labels[i].in_text && strncmp(c->labels[i].name, ".L", 2)) {
                snprintf(k->name, sizeof k->name, "%s", c->labels[i].name);
                break;
            }
    }
    if (b) {
        diag_loc bl = at(c, b->line);
        const label *lb = text_label(c, b->name);
        if (!lb)
            return diag(&bl, PWS_EPARSE, "kernel '%s' has no label in .text", b->name);
        snprintf(k->name, sizeof k->name, "%s", b->name);
        k->entry = lb->addr;
        k->desc = b->desc;
    } else {
        kernel_desc_default(&k->desc);
    }
    if (k->entry >= c->pc) {
        diag_loc l = b ? at(c, b->line) : fl;
        return diag(&l, PWS_EPARSE, "kernel '%s' has no instructions", k->name);
    }
    *blk = b;
    return 0;
}

static int check_args(asm_ctx *c, kernel *k, const kblock *b)
{
    k->wavefront_size = 64;
    if (c->npargs) {
        diag_loc pl = at(c, c->parg_line);
        if (c->have_meta)
            return diag(&pl, PWS_EPARSE, "'.pws_arg' cannot be combined with .amdgpu_metadata "
                        "(line %u)", c->meta_line);
        uint32_t end = args_end(c->pargs, c->npargs);
        if (b && end > k->desc.kernarg_size)
            return diag(&pl, PWS_ERANGE, "the arguments need %u kernarg bytes but "
                        ".amdhsa_kernarg_size is %u", end, k->desc.kernarg_size);
        if (!b)
            k->desc.kernarg_size = end;
        return copy_args(k, c->pargs, c->npargs) ? oom(c, 0) : 0;
    }
    const asm_meta_kernel *mk = c->have_meta ? asm_meta_find(&c->meta, k->name) : NULL;
    if (!mk)
        return 0;
    diag_loc ml = at(c, mk->line);
    if (mk->kernarg_segment_size >= 0) {
        if (b && (uint32_t)mk->kernarg_segment_size != k->desc.kernarg_size)
            return diag(&ml, PWS_EPARSE, "metadata: .kernarg_segment_size %ld does not match "
                        ".amdhsa_kernarg_size %u", mk->kernarg_segment_size,
                        k->desc.kernarg_size);
        k->desc.kernarg_size = (uint32_t)mk->kernarg_segment_size;
    } else if (!b) {
        k->desc.kernarg_size = args_end(mk->args, mk->nargs);
    }
    if (mk->group_segment_fixed_size >= 0) {
        if (b && (uint32_t)mk->group_segment_fixed_size != k->desc.group_segment_fixed_size)
            return diag(&ml, PWS_EPARSE, "metadata: .group_segment_fixed_size %ld does not match "
                        ".amdhsa_group_segment_fixed_size %u", mk->group_segment_fixed_size,
                        k->desc.group_segment_fixed_size);
        if (mk->group_segment_fixed_size > 65536)
            return diag(&ml, PWS_ERANGE, "metadata: .group_segment_fixed_size %ld exceeds 65536",
                        mk->group_segment_fixed_size);
        k->desc.group_segment_fixed_size = (uint32_t)mk->group_segment_fixed_size;
    }
    for (unsigned i = 0; i < mk->nargs; i++) {
        const kernel_arg *a = &mk->args[i];
        if ((uint64_t)a->offset + a->size > k->desc.kernarg_size)
            return diag(&ml, PWS_EPARSE, "metadata: argument '%s' (offset %u, size %u) lies "
                        "outside the %u-byte kernarg segment", a->name, a->offset, a->size,
                        k->desc.kernarg_size);
    }
    if (mk->wavefront_size >= 0)
        k->wavefront_size = (unsigned)mk->wavefront_size;
    return copy_args(k, mk->args, mk->nargs) ? oom(c, 0) : 0;
}

/* Hand-written kernels without a block: register counts from the code, at least what the ABI
 * initialises (docs/asm.md "Hand-written kernels"). */
static void default_reg_counts(kernel_desc *d, const regmax *r)
{
    unsigned s = d->user_sgpr_count + d->system_sgpr_private_segment_wavefront_offset +
                 d->system_sgpr_workgroup_id_x + d->system_sgpr_workgroup_id_y +
                 d->system_sgpr_workgroup_id_z + d->system_sgpr_workgroup_info;
    unsigned v = d->system_vgpr_workitem_id + 1u;
    d->next_free_sgpr = (uint16_t)(r->sgprs > s ? r->sgprs : s);
    d->next_free_vgpr = (uint16_t)(r->vgprs > v ? r->vgprs : v);
}

/* ---- Entry points ---------------------------------------------------------------------------- */

static void ctx_free(asm_ctx *c)
{
    free(c->raw);
    free(c->clean);
    free(c->lines);
    free(c->clines);
    free(c->stmts);
    free(c->labels);
    free(c->blocks);
    free(c->pargs);
    asm_meta_free(&c->meta);
}

int asm_string(const char *text, const char *name_for_diag, const asm_opts *o, kernel **out)
{
    static const asm_opts no_opts;
    asm_ctx c;
    regmax r = { 0, 0 };
    const kblock *b = NULL;
    kernel *k = NULL;
    int rc;

    *out = NULL;
    if (!o)
        o = &no_opts;
    memset(&c, 0, sizeof c);
    c.file = name_for_diag ? name_for_diag : "<input>";
    c.pass = 1;
    c.in_text = 1;   /* as in llvm-mc, a file starts in .text */
    rc = split_lines(&c, text);
    if (!rc)
        rc = pass1(&c);
    if (!rc && c.pc == 0) {
        diag_loc l = at(&c, 0);
        rc = diag(&l, PWS_EPARSE, "no instructions in .text");
    }
    if (!rc && !(k = calloc(1, sizeof *k)))
        rc = oom(&c, 0);
    if (!rc && !(k->file = strdup(c.file)))
        rc = oom(&c, 0);
    if (!rc)
        rc = select_kernel(&c, o, k, &b);
    if (!rc)
        rc = check_args(&c, k, b);
    if (!rc)
        rc = pass2(&c, o, k, &r);
    if (!rc && !b)
        default_reg_counts(&k->desc, &r);
    ctx_free(&c);
    if (rc) {
        kernel_free(k);
        return rc;
    }
    *out = k;
    return 0;
}

int asm_file(const char *path, const asm_opts *o, kernel **out)
{
    diag_loc l = { path, 0 };
    char *buf;
    size_t n;
    *out = NULL;
    int rc = file_read(path, &buf, &n);
    if (rc)
        return rc;
    if (memchr(buf, '\0', n))
        rc = diag(&l, PWS_EPARSE, "not a text file (contains a NUL byte)");
    else
        rc = asm_string(buf, path, o, out);
    free(buf);
    return rc;
}

int asm_format_listing(const isa_inst *in, const char *label, const uint32_t *words,
                       unsigned nwords, char *buf, size_t len)
{
    char text[160];
    int tl = isa_format(in, label, text, sizeof text);
    if (tl < 0)
        tl = 0;
    /* llvm-mc pads the comment to column 40 with at least one blank; its column counter gives a
     * tab at column 0 no width, so the text starts at column 0 */
    int pad = 40 - tl;
    if (pad < 1)
        pad = 1;
    int n = snprintf(buf, len, "\t%s%*s; encoding: [", text, pad, "");
    for (unsigned i = 0; i < 4 * nwords; i++)
        n += snprintf(buf + (n < (int)len ? n : (int)len), (size_t)n < len ? len - (size_t)n : 0,
                      "%s0x%02x", i ? "," : "", (unsigned)(words[i / 4] >> (8 * (i % 4))) & 0xffu);
    n += snprintf(buf + (n < (int)len ? n : (int)len), (size_t)n < len ? len - (size_t)n : 0, "]");
    return n;
}
