/* golden/isa_parse.c -- one line of LLVM AMDGPU assembly (gfx8 syntax) -> isa_inst.
 *
 * Accepts what llvm-mc -mcpu=fiji accepts for the ops of isa_ops.def and what clang -S writes:
 * _e32/_e64 suffixes (none: _e32 when the operands allow it, as llvm-mc chooses), register
 * ranges, special registers, integer and float immediates, VOP3 modifiers, hwreg(...),
 * s_waitcnt counters, DS/FLAT/SMEM modifiers and SOPP branch labels. Refused, with one precise
 * message each (docs/isa_encoding.md "Refused input"): GCN3 instructions outside the table
 * (PWS_EUNSUPPORTED), relocations and symbolic operands (PWS_EUNSUPPORTED), out-of-range values
 * (PWS_ERANGE), and everything malformed (PWS_EPARSE). */
#include "isa.h"
#include "isa_util.h"
#include "pws_err.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LINE 512
#define MAX_ITEMS 8

typedef struct pctx {
    char *err;
    size_t errlen;
    const char *mnem;      /* the mnemonic as written, for messages */
    isa_op op;
    const isa_op_info *info;
    int has_lit;           /* a literal has been assigned to this instruction */
    uint32_t lit;
} pctx;

static int fail(pctx *c, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(pctx *c, int code, const char *fmt, ...)
{
    if (c->err && c->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(c->err, c->errlen, fmt, ap);
        va_end(ap);
    }
    return code;
}

/* ---- Operand tokens -------------------------------------------------------------------------- */

enum { OK_REG, OK_INT, OK_FLOAT, OK_SYM };

typedef struct opnd {
    int kind;
    uint16_t code;      /* OK_REG: operand code of the first register */
    unsigned width;     /* OK_REG: dwords */
    int64_t ival;       /* OK_INT */
    double fval;        /* OK_FLOAT */
    int neg, abs;       /* VOP3 source modifiers written around the operand */
    const char *text;   /* the token as written, for messages (points to orig) */
    char orig[80];
} opnd;

static const struct { const char *name; uint16_t code; unsigned width; } specials[] = {
    { "vcc", 106, 2 }, { "vcc_lo", 106, 1 }, { "vcc_hi", 107, 1 },
    { "exec", 126, 2 }, { "exec_lo", 126, 1 }, { "exec_hi", 127, 1 },
    { "flat_scratch", 102, 2 }, { "flat_scratch_lo", 102, 1 }, { "flat_scratch_hi", 103, 1 },
    { "m0", 124, 1 }, { "scc", 253, 1 }, { "src_scc", 253, 1 }, { "vccz", 251, 1 },
    { "src_vccz", 251, 1 }, { "execz", 252, 1 }, { "src_execz", 252, 1 },
};

/* Parses an unsigned decimal number that must consume the whole of [s, end). */
/* A register index in [s, end): decimal digits (as LLVM's register names). */
static int parse_uint(const char *s, const char *end, unsigned long *out)
{
    if (s == end || !isdigit((unsigned char)*s))
        return -1;
    unsigned long v = 0;
    for (; s < end; s++) {
        if (!isdigit((unsigned char)*s) || v > 100000)
            return -1;
        v = v * 10 + (unsigned long)(*s - '0');
    }
    *out = v;
    return 0;
}

/* An integer in [s, end) as llvm-mc reads one: 0x/0X hexadecimal, 0b/0B binary, a leading 0
 * octal (08 is not a number), else decimal. Returns 0 and *out, -1 if it is not such a number,
 * -2 if it is one above max. */
static int parse_int_llvm(const char *s, const char *end, uint64_t max, uint64_t *out)
{
    unsigned base = 10;
    if (end - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        base = 16, s += 2;
    else if (end - s > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
        base = 2, s += 2;
    else if (end - s > 1 && s[0] == '0')
        base = 8, s++;
    if (s == end)
        return -1;
    uint64_t v = 0;
    int over = 0;
    for (; s < end; s++) {
        int d = isdigit((unsigned char)*s) ? *s - '0'
                : isxdigit((unsigned char)*s) ? tolower((unsigned char)*s) - 'a' + 10 : 99;
        if ((unsigned)d >= base)
            return -1;
        over |= v > (UINT64_MAX - (uint64_t)d) / base;
        v = v * base + (uint64_t)d;
    }
    if (over || v > max)
        return -2;
    *out = v;
    return 0;
}

/* parse_int_llvm into an unsigned long, at most max: 0, or -1 (malformed or too large). */
static int parse_num(const char *s, const char *end, unsigned long max, unsigned long *out)
{
    uint64_t v;
    if (parse_int_llvm(s, end, max, &v))
        return -1;
    *out = (unsigned long)v;
    return 0;
}

/* s5, v[2:3], ttmp[4:7]: prefix p, first register index limit lim, code base. */
static int parse_regname(pctx *c, const char *t, opnd *o)
{
    static const struct { const char *pfx; unsigned base, count; int aligned; } files[] = {
        { "ttmp", 112, 12, 1 }, { "s", 0, 102, 1 }, { "v", 256, 256, 0 },
    };
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        size_t pl = strlen(files[f].pfx);
        if (strncmp(t, files[f].pfx, pl) != 0)
            continue;
        const char *p = t + pl;
        unsigned long lo, hi;
        if (*p == '[') {
            const char *colon = strchr(p, ':'), *close = strchr(p, ']');
            if (!close || close[1] != '\0')
                return fail(c, PWS_EPARSE, "malformed register range '%s'", t);
            if (!colon || colon > close) {
                if (parse_uint(p + 1, close, &lo))
                    return fail(c, PWS_EPARSE, "malformed register range '%s'", t);
                hi = lo;
            } else if (parse_uint(p + 1, colon, &lo) || parse_uint(colon + 1, close, &hi)) {
                return fail(c, PWS_EPARSE, "malformed register range '%s'", t);
            }
        } else if (parse_uint(p, p + strlen(p), &lo) == 0) {
            hi = lo;
        } else {
            continue;   /* not a register of this file: maybe a special name or a symbol */
        }
        if (hi < lo)
            return fail(c, PWS_EPARSE, "malformed register range '%s'", t);
        if (hi >= files[f].count)
            return fail(c, PWS_ERANGE, "register '%s' out of range (%s0..%s%u)", t,
                        files[f].pfx, files[f].pfx, files[f].count - 1);
        unsigned w = (unsigned)(hi - lo + 1);
        if (w != 1 && w != 2 && w != 3 && w != 4 && w != 8 && w != 16)
            return fail(c, PWS_EPARSE, "register range '%s' has an unsupported width", t);
        if (files[f].aligned && lo % (w >= 4 ? 4 : w == 3 ? 4 : w) != 0)
            return fail(c, PWS_ERANGE, "invalid register alignment '%s'", t);
        o->kind = OK_REG;
        o->code = (uint16_t)(files[f].base + lo);
        o->width = w;
        return 0;
    }
    return 1;   /* not a register */
}

static int is_ident_char(char ch)
{
    return isalnum((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$' || ch == '@';
}

/* Parses one operand token (modifiers -x and |x| included). */
static int parse_opnd(pctx *c, char *t, opnd *o)
{
    memset(o, 0, sizeof *o);
    snprintf(o->orig, sizeof o->orig, "%s", t);   /* t is edited below; messages quote this */
    o->text = o->orig;
    size_t n = strlen(t);
    if (n == 0)
        return fail(c, PWS_EPARSE, "missing operand in '%s'", c->mnem);
    /* modifiers: -x, neg(x), abs(x) (llvm's functional spellings; neg() is how it prints a
     * negated constant), then |x| */
    for (;;) {
        int minus = t[0] == '-' && (t[1] == '|' || isalpha((unsigned char)t[1]));
        int is_neg = strncmp(t, "neg(", 4) == 0, is_abs = strncmp(t, "abs(", 4) == 0;
        if (!minus && !is_neg && !is_abs)
            break;
        if (((minus || is_neg) && o->neg) || (is_abs && o->abs))
            return fail(c, PWS_EPARSE, "repeated modifier in operand '%s'", o->text);
        if (minus) {
            o->neg = 1;
            t++, n--;
            continue;
        }
        if (t[n - 1] != ')')
            return fail(c, PWS_EPARSE, "unbalanced '(' in operand '%s'", o->text);
        o->neg |= is_neg;
        o->abs |= is_abs;
        t[n - 1] = '\0';
        t += 4, n -= 5;
    }
    if (t[0] == '|') {
        if (o->abs)
            return fail(c, PWS_EPARSE, "repeated modifier in operand '%s'", o->text);
        if (n < 3 || t[n - 1] != '|')
            return fail(c, PWS_EPARSE, "unbalanced '|' in operand '%s'", o->text);
        o->abs = 1;
        t[n - 1] = '\0';
        t++, n -= 2;
    }
    if (isdigit((unsigned char)t[0]) || ((t[0] == '-' || t[0] == '+') &&
                                         (isdigit((unsigned char)t[1]) || t[1] == '.'))) {
        int negnum = t[0] == '-';
        const char *d = (t[0] == '-' || t[0] == '+') ? t + 1 : t;
        int prefixed = d[0] == '0' && strchr("xXbB", d[1]) && d[1];
        if (!prefixed && strpbrk(d, ".eE")) {
            char *end;
            double v = strtod(d, &end);
            if (*end)
                return fail(c, PWS_EPARSE, "invalid number '%s'", o->text);
            o->kind = OK_FLOAT;
            o->fval = negnum ? -v : v;
        } else {   /* llvm-mc's integers: 0x hex, 0b binary, leading-0 octal, decimal */
            uint64_t v;
            int r = parse_int_llvm(d, d + strlen(d), 0xffffffffffffull, &v);
            if (r == -1)
                return fail(c, PWS_EPARSE, "invalid number '%s'", o->text);
            if (r)
                return fail(c, PWS_ERANGE, "immediate '%s' out of range", o->text);
            o->kind = OK_INT;
            o->ival = negnum ? -(int64_t)v : (int64_t)v;
        }
        return 0;
    }
    for (size_t k = 0; k < sizeof specials / sizeof specials[0]; k++)
        if (strcmp(t, specials[k].name) == 0) {
            o->kind = OK_REG;
            o->code = specials[k].code;
            o->width = specials[k].width;
            return 0;
        }
    int r = parse_regname(c, t, o);
    if (r <= 0)
        return r;
    for (const char *p = t; *p; p++)
        if (!is_ident_char(*p))
            return fail(c, PWS_EPARSE, "invalid operand '%s'", o->text);
    if (!isalpha((unsigned char)t[0]) && t[0] != '_' && t[0] != '.' && t[0] != '$')
        return fail(c, PWS_EPARSE, "invalid operand '%s'", o->text);
    o->kind = OK_SYM;
    return 0;
}

static int sym_error(pctx *c, const opnd *o)
{
    if (strchr(o->text, '@'))
        return fail(c, PWS_EUNSUPPORTED, "relocation '%s' is not supported", o->text);
    return fail(c, PWS_EUNSUPPORTED, "symbolic operand '%s' is not supported in '%s'", o->text,
                c->mnem);
}

/* ---- Immediates and source operands ---------------------------------------------------------- */

/* Assigns a literal (at most one distinct value per instruction, as llvm-mc requires). */
static int take_literal(pctx *c, const opnd *o, uint32_t v, int allowed, uint16_t *code)
{
    if (!allowed)
        return fail(c, PWS_EPARSE, "literal operand '%s' is not allowed here (only inline "
                    "constants -16..64, +-0.5, +-1.0, +-2.0, +-4.0, 0.15915494%s)", o->text,
                    c->info->fmt >= ISA_FMT_VOP2 ? "; VOP3 takes no literal on gfx8" : "");
    if (c->has_lit && c->lit != v)
        return fail(c, PWS_EPARSE, "only one literal operand is allowed in '%s'", c->mnem);
    c->has_lit = 1;
    c->lit = v;
    *code = ISA_SRC_LITERAL;
    return 0;
}

/* Code of an immediate operand of width dwords: an inline constant when the value has one (as
 * llvm-mc picks: integers -16..64, and for 32-bit operands also the bit patterns of the float
 * constants), else a 32-bit literal. */
static int imm_code(pctx *c, const opnd *o, unsigned dwords, int lit_ok, uint16_t *code)
{
    if (dwords == 1 && (c->info->flags & ISA_F_B16)) {
        /* a 16-bit operand, as llvm-mc reads it: the value modulo 2^16 is an inline integer
         * when it is one as an int16 (0xffff is -1), else a literal of its 16 bits */
        if (o->kind != OK_INT)
            return fail(c, PWS_EPARSE, "float operand '%s' of the 16-bit integer op '%s': write "
                        "its binary16 bits (0x3800 for 0.5)", o->text, c->mnem);
        if (o->ival < -32768 || o->ival > 0xffff)
            return fail(c, PWS_ERANGE, "immediate '%s' does not fit in 16 bits (operand of the "
                        "16-bit op '%s')", o->text, c->mnem);
        int v = (int16_t)(uint16_t)o->ival;
        if (v >= -16 && v <= 64) {
            *code = (uint16_t)(v >= 0 ? 128 + v : 192 - v);
            return 0;
        }
        return take_literal(c, o, (uint16_t)o->ival, lit_ok, code);
    }
    if (o->kind == OK_INT) {
        int64_t v = o->ival;
        if (dwords == 1 && v >= 0x80000000LL && v <= 0xffffffffLL)
            v -= 0x100000000LL;   /* a 32-bit operand sees 0xfffffff0 as -16 */
        if (v >= -16 && v <= 64) {
            *code = (uint16_t)(v >= 0 ? 128 + v : 192 - v);
            return 0;
        }
        if (v < -2147483648LL || v > 0xffffffffLL)
            return fail(c, PWS_ERANGE, "immediate '%s' does not fit in 32 bits", o->text);
        int f = dwords == 1 ? isa_float_inline_code((uint32_t)v) : -1;
        if (f >= 0) {
            *code = (uint16_t)f;
            return 0;
        }
        return take_literal(c, o, (uint32_t)v, lit_ok, code);
    }
    float f = (float)o->fval;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    if (bits == 0) {
        *code = 128;
        return 0;
    }
    int fc = isa_float_inline_code(bits);
    if (dwords == 2) {
        /* a 64-bit operand reads the float constants as binary64: only exact values qualify */
        uint64_t d;
        memcpy(&d, &o->fval, sizeof d);
        for (uint16_t k = 240; k <= 248; k++)
            if (isa_inline_value(k, 2) == d) {
                *code = k;
                return 0;
            }
        return fail(c, PWS_EPARSE, "float literal '%s' is not supported for a 64-bit operand",
                    o->text);
    }
    if (fc >= 0) {
        *code = (uint16_t)fc;
        return 0;
    }
    if (isinf(f) && !isinf(o->fval))
        return fail(c, PWS_ERANGE, "float '%s' out of range for binary32", o->text);
    return take_literal(c, o, bits, lit_ok, code);
}

static const char *width_name(unsigned w)
{
    static const char *const names[17] = { "", "32-bit", "64-bit", "96-bit", "128-bit", "", "",
                                           "", "256-bit", "", "", "", "", "", "", "",
                                           "512-bit" };
    return w <= 16 ? names[w] : "";
}

/* A scalar source (SOP*, SMEM offset...): SGPR, special register, constant or literal. */
static int scalar_src(pctx *c, const opnd *o, int pos, unsigned w, int lit_ok, uint16_t *code)
{
    if (o->neg || o->abs)
        return fail(c, PWS_EPARSE, "operand modifiers are not allowed in '%s'", c->mnem);
    if (o->kind == OK_SYM)
        return sym_error(c, o);
    if (o->kind != OK_REG)
        return imm_code(c, o, w, lit_ok, code);
    if (isa_src_is_vgpr(o->code))
        return fail(c, PWS_EPARSE, "operand %d of '%s' must be a scalar operand, got '%s'", pos,
                    c->mnem, o->text);
    if (o->width != w || !isa_scalar_ok(o->code, w, 0))
        return fail(c, PWS_EPARSE, "operand %d of '%s' must be a %s scalar operand, got '%s'",
                    pos, c->mnem, width_name(w), o->text);
    *code = o->code;
    return 0;
}

/* A scalar destination register of width w (no constants, no read-only sources). */
static int scalar_dst(pctx *c, const opnd *o, int pos, unsigned w, uint16_t *code)
{
    if (o->kind != OK_REG || o->neg || o->abs || isa_src_is_vgpr(o->code) || o->width != w ||
        !isa_scalar_ok(o->code, w, 1))
        return fail(c, PWS_EPARSE, "operand %d of '%s' must be a %s scalar register, got '%s'",
                    pos, c->mnem, width_name(w), o->text);
    *code = o->code;
    return 0;
}

static int vgpr(pctx *c, const opnd *o, int pos, unsigned w, uint16_t *code)
{
    if (o->kind != OK_REG || o->neg || o->abs || !isa_src_is_vgpr(o->code) || o->width != w)
        return fail(c, PWS_EPARSE, "operand %d of '%s' must be a %s VGPR%s, got '%s'", pos,
                    c->mnem, width_name(w), w > 1 ? " range" : "", o->text);
    if (o->code + w > 512)
        return fail(c, PWS_ERANGE, "register '%s' out of range", o->text);
    *code = o->code;
    return 0;
}

/* A vector-ALU source: VGPR, scalar or constant of width w (modifiers are checked by caller). */
static int vector_src(pctx *c, const opnd *o, int pos, unsigned w, int lit_ok, uint16_t *code)
{
    if (o->kind == OK_SYM)
        return sym_error(c, o);
    if (o->kind != OK_REG)
        return imm_code(c, o, w, lit_ok, code);
    if (isa_src_is_vgpr(o->code)) {
        opnd plain = *o;
        plain.neg = plain.abs = 0;
        return vgpr(c, &plain, pos, w, code);
    }
    if (o->width != w || !isa_scalar_ok(o->code, w, 0))
        return fail(c, PWS_EPARSE, "operand %d of '%s' must be a %s operand, got '%s'", pos,
                    c->mnem, width_name(w), o->text);
    *code = o->code;
    return 0;
}

static int want_int(pctx *c, const opnd *o, int64_t lo, int64_t hi, int64_t *v)
{
    if (o->kind == OK_SYM)
        return sym_error(c, o);
    if (o->kind != OK_INT || o->neg || o->abs)
        return fail(c, PWS_EPARSE, "'%s' expects an integer, got '%s'", c->mnem, o->text);
    if (o->ival < lo || o->ival > hi)
        return fail(c, PWS_ERANGE, "immediate '%s' out of range (%lld..%lld) in '%s'", o->text,
                    (long long)lo, (long long)hi, c->mnem);
    *v = o->ival;
    return 0;
}

/* ---- Splitting the line ---------------------------------------------------------------------- */

typedef struct line {
    char *item[MAX_ITEMS];   /* comma-separated operands */
    int nitems;
    char *mod[MAX_ITEMS];    /* space-separated words after the last operand */
    int nmods;
} line;

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* Splits rest into operands at top-level commas; the last operand's trailing space-separated
 * words are modifiers (offset:16, glc, clamp, mul:2...). */
static int split_line(pctx *c, char *rest, line *l)
{
    memset(l, 0, sizeof *l);
    rest = trim(rest);
    if (!*rest)
        return 0;
    int depth = 0;
    char *start = rest;
    for (char *p = rest;; p++) {
        if (*p == '(' || *p == '[')
            depth++;
        else if ((*p == ')' || *p == ']') && depth > 0)
            depth--;
        if ((*p == ',' && depth == 0) || *p == '\0') {
            int last = *p == '\0';
            *p = '\0';
            if (l->nitems == MAX_ITEMS)
                return fail(c, PWS_EPARSE, "too many operands for '%s'", c->mnem);
            l->item[l->nitems++] = trim(start);
            if (last)
                break;
            start = p + 1;
        }
    }
    for (int k = 0; k < l->nitems; k++) {
        char *s = l->item[k];
        int d = 0;
        char *p = s;
        for (; *p; p++) {
            if (*p == '(' || *p == '[') d++;
            else if ((*p == ')' || *p == ']') && d > 0) d--;
            else if (isspace((unsigned char)*p) && d == 0) break;
        }
        if (!*p)
            continue;
        if (k != l->nitems - 1)
            return fail(c, PWS_EPARSE, "unexpected '%s' in operand '%s'", trim(p), s);
        *p++ = '\0';
        char *save = NULL;
        for (char *w = strtok_r(p, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
            if (l->nmods == MAX_ITEMS)
                return fail(c, PWS_EPARSE, "too many modifiers for '%s'", c->mnem);
            l->mod[l->nmods++] = w;
        }
    }
    if (l->nitems == 1 && l->item[0][0] == '\0')
        l->nitems = 0;
    for (int k = 0; k < l->nitems; k++)
        if (!l->item[k][0])
            return fail(c, PWS_EPARSE, "missing operand in '%s'", c->mnem);
    return 0;
}

static int want_items(pctx *c, const line *l, int n)
{
    if (l->nitems != n)
        return fail(c, PWS_EPARSE, "'%s' expects %d operand%s, got %d", c->mnem, n,
                    n == 1 ? "" : "s", l->nitems);
    return 0;
}

static int no_mods(pctx *c, const line *l)
{
    if (l->nmods)
        return fail(c, PWS_EPARSE, "unexpected '%s' after the operands of '%s'", l->mod[0],
                    c->mnem);
    return 0;
}

/* ---- Scalar formats -------------------------------------------------------------------------- */


/* hwreg(ID[, OFFSET, SIZE]) or a plain 16-bit integer -> simm16 */
static int parse_hwreg(pctx *c, char *t, int32_t *imm)
{
    if (strncmp(t, "hwreg(", 6) != 0) {
        opnd o;
        int64_t v;
        int r = parse_opnd(c, t, &o);
        if (r)
            return r;
        if ((r = want_int(c, &o, 0, 65535, &v)))
            return r;
        *imm = (int32_t)v;
        return 0;
    }
    size_t n = strlen(t);
    if (t[n - 1] != ')')
        return fail(c, PWS_EPARSE, "malformed '%s'", t);
    char buf[64];
    if (n - 7 >= sizeof buf)
        return fail(c, PWS_EPARSE, "malformed '%s'", t);
    memcpy(buf, t + 6, n - 7);
    buf[n - 7] = '\0';
    char *part[3];
    int np = 0;
    char *save = NULL;
    for (char *p = strtok_r(buf, ",", &save); p; p = strtok_r(NULL, ",", &save)) {
        if (np == 3)
            return fail(c, PWS_EPARSE, "malformed '%s'", t);
        part[np++] = trim(p);
    }
    if (np != 1 && np != 3)
        return fail(c, PWS_EPARSE, "malformed '%s': expected hwreg(ID) or hwreg(ID, OFFSET, SIZE)",
                    t);
    unsigned long id = 64, off = 0, size = 32;
    for (unsigned k = 1; k < 8; k++)
        if (strcmp(part[0], isa_hwreg_names[k]) == 0)
            id = k;
    if (id == 64 && parse_num(part[0], part[0] + strlen(part[0]), 1000, &id))
        return fail(c, PWS_EPARSE, "unknown hardware register '%s'", part[0]);
    if (np == 3 && (parse_num(part[1], part[1] + strlen(part[1]), 1000, &off) ||
                    parse_num(part[2], part[2] + strlen(part[2]), 1000, &size)))
        return fail(c, PWS_EPARSE, "malformed '%s'", t);
    if (id > 63 || off > 31 || size < 1 || size > 32)
        return fail(c, PWS_ERANGE, "'%s' out of range (id 0..63, offset 0..31, size 1..32)", t);
    *imm = (int32_t)(id | off << 6 | (size - 1) << 11);
    return 0;
}

static int parse_sop(pctx *c, line *l, isa_inst *o)
{
    const isa_op_info *i = c->info;
    opnd a[MAX_ITEMS];
    int r, n = (i->dst_dwords ? 1 : 0) + (i->src_dwords[0] ? 1 : 0) + (i->src_dwords[1] ? 1 : 0);
    if ((r = want_items(c, l, n)) || (r = no_mods(c, l)))
        return r;
    for (int k = 0; k < n; k++)
        if ((r = parse_opnd(c, l->item[k], &a[k])))
            return r;
    int p = 0;
    if (i->dst_dwords && (r = scalar_dst(c, &a[p++], 1, i->dst_dwords, &o->dst)))
        return r;
    for (int k = 0; k < 2; k++) {
        if (!i->src_dwords[k])
            continue;
        if (c->op == ISA_s_setpc_b64 && a[p].kind != OK_REG)   /* llvm-mc: a register only */
            return fail(c, PWS_EPARSE, "operand %d of '%s' must be a 64-bit scalar register, "
                        "got '%s'", p + 1, c->mnem, a[p].text);
        if ((r = scalar_src(c, &a[p], p + 1, i->src_dwords[k], 1, &o->src[k])))
            return r;
        p++;
    }
    return 0;
}

static int parse_sopk(pctx *c, line *l, isa_inst *o)
{
    isa_op op = c->op;
    opnd a;
    int r;
    int64_t v;
    if ((r = want_items(c, l, 2)) || (r = no_mods(c, l)))
        return r;
    if (op == ISA_s_setreg_b32 || op == ISA_s_setreg_imm32_b32) {
        if ((r = parse_hwreg(c, l->item[0], &o->imm)) || (r = parse_opnd(c, l->item[1], &a)))
            return r;
        if (op == ISA_s_setreg_b32)
            return scalar_dst(c, &a, 2, 1, &o->src[0]);
        if ((r = want_int(c, &a, -2147483648LL, 0xffffffffLL, &v)))
            return r;
        o->src[0] = ISA_SRC_LITERAL;
        o->literal = (uint32_t)v;
        return 0;
    }
    if ((r = parse_opnd(c, l->item[0], &a)))
        return r;
    if ((r = scalar_dst(c, &a, 1, 1, isa_is_sopk_src(op) ? &o->src[0] : &o->dst)))
        return r;
    if (op == ISA_s_getreg_b32)
        return parse_hwreg(c, l->item[1], &o->imm);
    /* llvm-mc takes -32768..65535 for signed ops (0x8000..0xffff are the negative ones written
     * as bits) but only 0..65535 for unsigned compares */
    if ((r = parse_opnd(c, l->item[1], &a)) ||
        (r = want_int(c, &a, isa_sopk_signed(op) ? -32768 : 0, 65535, &v)))
        return r;
    o->imm = isa_sopk_signed(op) ? (int16_t)(v & 0xffff) : (int32_t)(v & 0xffff);
    return 0;
}

/* s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N) (separated by spaces, '&' or ','), or an integer. */
static int parse_waitcnt(pctx *c, char *rest, isa_inst *o)
{
    unsigned vm = 15, exp = 7, lgkm = 15;
    int any = 0;
    char *save = NULL;
    for (char *w = strtok_r(rest, " \t,&", &save); w; w = strtok_r(NULL, " \t,&", &save)) {
        static const struct { const char *name; unsigned max; } ctr[3] = {
            { "vmcnt", 15 }, { "expcnt", 7 }, { "lgkmcnt", 15 } };
        int k = 0;
        for (; k < 3; k++)
            if (strncmp(w, ctr[k].name, strlen(ctr[k].name)) == 0 &&
                w[strlen(ctr[k].name)] == '(')
                break;
        if (k == 3) {
            opnd a;
            int64_t v;
            int r;
            if (any || (r = parse_opnd(c, w, &a)) || (r = want_int(c, &a, 0, 65535, &v)))
                return any ? fail(c, PWS_EPARSE, "unexpected '%s' in s_waitcnt", w) : r;
            if (v & ~0x0f7f)   /* our decoder (and the counters) know no other bits */
                return fail(c, PWS_ERANGE, "s_waitcnt %s sets bits outside vmcnt, expcnt and "
                            "lgkmcnt (mask 0x0f7f)", w);
            o->imm = (int32_t)v;
            if (strtok_r(NULL, " \t,&", &save))
                return fail(c, PWS_EPARSE, "unexpected operand after s_waitcnt %s", w);
            return 0;
        }
        char *arg = w + strlen(ctr[k].name) + 1, *close = strchr(arg, ')');
        unsigned long v;
        if (!close || close[1] || parse_num(arg, close, 1000, &v))
            return fail(c, PWS_EPARSE, "malformed counter '%s' in s_waitcnt", w);
        if (v > ctr[k].max)
            return fail(c, PWS_ERANGE, "%s out of range in '%s' (0..%u)", ctr[k].name, w,
                        ctr[k].max);
        if (k == 0) vm = (unsigned)v;
        else if (k == 1) exp = (unsigned)v;
        else lgkm = (unsigned)v;
        any = 1;
    }
    if (!any)
        return fail(c, PWS_EPARSE, "s_waitcnt expects counters such as 'vmcnt(0) lgkmcnt(0)'");
    o->imm = (int32_t)(vm | exp << 4 | lgkm << 8);
    return 0;
}

static int parse_sopp(pctx *c, char *rest, line *l, uint32_t pc, isa_label_fn labels,
                      void *ctx, isa_inst *o)
{
    isa_op op = c->op;
    int r;
    if (op == ISA_s_waitcnt)
        return parse_waitcnt(c, rest, o);
    if ((r = split_line(c, rest, l)) || (r = no_mods(c, l)))
        return r;
    if (op == ISA_s_endpgm || op == ISA_s_barrier)
        return want_items(c, l, 0);
    if ((r = want_items(c, l, 1)))
        return r;
    opnd a;
    int64_t v;
    if ((r = parse_opnd(c, l->item[0], &a)))
        return r;
    if (!(c->info->flags & ISA_F_SIMM16_LABEL)) {
        if ((r = want_int(c, &a, 0, 65535, &v)))
            return r;
        o->imm = (int32_t)v;
        return 0;
    }
    if (a.kind == OK_INT) {
        if ((r = want_int(c, &a, -32768, 65535, &v)))
            return r;
        o->imm = (int16_t)(v & 0xffff);
        return 0;
    }
    if (a.kind != OK_SYM || a.neg || a.abs)
        return fail(c, PWS_EPARSE, "'%s' expects a label, got '%s'", c->mnem, a.text);
    if (strchr(a.text, '@'))
        return sym_error(c, &a);
    uint32_t addr;
    if (!labels)
        return fail(c, PWS_EPARSE, "label '%s' is not allowed here", a.text);
    if (labels(ctx, l->item[0], &addr) != 0)   /* the full name: a.text may be shortened */
        return fail(c, PWS_EPARSE, "undefined label '%s'", a.text);
    int64_t diff = (int64_t)addr - ((int64_t)pc + 4);
    if (diff % 4)
        return fail(c, PWS_ERANGE, "branch target '%s' is not dword aligned", a.text);
    if (diff / 4 < -32768 || diff / 4 > 32767)
        return fail(c, PWS_ERANGE, "branch target '%s' out of range (%lld dwords away)", a.text,
                    (long long)(diff / 4));
    o->imm = (int32_t)(diff / 4);
    return 0;
}

static int parse_smem(pctx *c, line *l, isa_inst *o)
{
    opnd a[3];
    int r;
    if ((r = want_items(c, l, 3)))
        return r;
    for (int k = 0; k < l->nmods; k++) {
        if (strcmp(l->mod[k], "glc") != 0)
            return fail(c, PWS_EPARSE, "unknown modifier '%s' for '%s'", l->mod[k], c->mnem);
        o->glc = 1;
    }
    for (int k = 0; k < 3; k++)
        if ((r = parse_opnd(c, l->item[k], &a[k])))
            return r;
    if ((r = scalar_dst(c, &a[0], 1, c->info->dst_dwords, &o->dst)) ||
        (r = scalar_dst(c, &a[1], 2, 2, &o->src[0])))
        return r;
    if (a[2].kind == OK_REG) {
        uint16_t code;
        if ((r = scalar_dst(c, &a[2], 3, 1, &code)))
            return r;
        o->imm = code;
        o->smem_imm = 0;
    } else {
        int64_t v;
        if (a[2].kind == OK_INT && (a[2].ival < 0 || a[2].ival > 0xfffff))
            return fail(c, PWS_ERANGE, "offset '%s' of '%s' does not fit in 20 bits (unsigned)",
                        a[2].text, c->mnem);
        if ((r = want_int(c, &a[2], 0, 0xfffff, &v)))
            return r;
        o->imm = (int32_t)v;
        o->smem_imm = 1;
    }
    o->nwords = 2;
    return 0;
}

/* ---- Vector ALU ------------------------------------------------------------------------------ */

/* Why the operands cannot use the 32-bit encoding, or NULL if they can. */
static const char *e32_blocker(const isa_op_info *i, isa_op op, const opnd *src, int nsrc,
                               const opnd *sdst, int clamp, int omod)
{
    for (int k = 0; k < nsrc; k++)
        if (src[k].neg || src[k].abs)
            return "source modifiers need the _e64 form";
    if (clamp || omod)
        return "clamp/omod need the _e64 form";
    if ((i->fmt == ISA_FMT_VOP2 || i->fmt == ISA_FMT_VOPC) && !isa_is_madk(op) &&
        !(src[1].kind == OK_REG && isa_src_is_vgpr(src[1].code)))
        return "src1 of the _e32 form must be a VGPR";
    if (sdst && !(sdst->kind == OK_REG && sdst->code == 106 && sdst->width == 2))
        return "the _e32 form writes vcc";
    if (isa_has_mask_src2(op) && !(src[2].kind == OK_REG && src[2].code == 106 &&
                                   src[2].width == 2))
        return "the _e32 form reads vcc";
    return NULL;
}

static int parse_vop(pctx *c, line *l, int suffix, isa_inst *o)
{
    const isa_op_info *i = c->info;
    isa_op op = c->op;
    int native = i->fmt == ISA_FMT_VOP1 || i->fmt == ISA_FMT_VOP2 || i->fmt == ISA_FMT_VOPC;
    int r;
    if (!native && suffix == 32)
        return fail(c, PWS_EPARSE, "'%s' has no _e32 form (VOP3 only)", i->name);
    if (native && suffix == 64 && !isa_has_e64(op))
        return fail(c, PWS_EUNSUPPORTED, "the _e64 form of '%s' is not supported", i->name);
    int clamp = 0, omod = 0;
    for (int k = 0; k < l->nmods; k++) {
        const char *m = l->mod[k];
        if (strcmp(m, "clamp") == 0) clamp = 1;
        else if (strcmp(m, "mul:2") == 0) omod = 1;
        else if (strcmp(m, "mul:4") == 0) omod = 2;
        else if (strcmp(m, "div:2") == 0) omod = 3;
        else if (strcmp(m, "mul:1") == 0 || strcmp(m, "div:1") == 0) omod = 0;
        else return fail(c, PWS_EPARSE, "unknown modifier '%s' for '%s'", m, c->mnem);
    }
    /* positional layout: destinations, then sources (madmk: src0, K, src1; madak: src0, src1, K) */
    int has_sdst = i->fmt == ISA_FMT_VOPC || (i->flags & ISA_F_SDST);
    int has_carry = isa_is_vop3b(op);
    int ndst = has_sdst ? 1 : (i->dst_dwords ? 1 : 0) + (has_carry ? 1 : 0);
    int nsrc = i->src_dwords[2] ? 3 : i->src_dwords[1] ? 2 : i->src_dwords[0] ? 1 : 0;
    if ((r = want_items(c, l, ndst + nsrc)))
        return r;
    opnd d[2], s[3];
    for (int k = 0; k < ndst; k++)
        if ((r = parse_opnd(c, l->item[k], &d[k])))
            return r;
    for (int k = 0; k < nsrc; k++) {
        int kk = op == ISA_v_madmk_f32 && k > 0 ? 3 - k : k;   /* item order -> slot */
        if ((r = parse_opnd(c, l->item[ndst + k], &s[kk])))
            return r;
    }
    const opnd *carry_dst = has_carry ? &d[1] : has_sdst && i->fmt == ISA_FMT_VOPC ? &d[0] : NULL;
    const char *why = native ? e32_blocker(i, op, s, nsrc, carry_dst, clamp, omod) : NULL;
    int e64 = !native || suffix == 64 || (suffix == 0 && why && isa_has_e64(op));
    if (!e64 && why)
        return fail(c, PWS_EPARSE, "invalid operands for '%s': %s", c->mnem, why);
    o->vop3 = (uint8_t)(native && e64);
    /* destinations */
    if (has_sdst) {
        if ((r = scalar_dst(c, &d[0], 1, i->dst_dwords, &o->sdst)))
            return r;
        o->dst = o->sdst;
    } else if (i->dst_dwords) {
        if ((r = vgpr(c, &d[0], 1, i->dst_dwords, &o->dst)))
            return r;
        if (has_carry && (r = scalar_dst(c, &d[1], 2, 2, &o->sdst)))
            return r;
    }
    /* sources */
    unsigned mods = e64 ? isa_vop3_mods(op) : 0;
    for (int k = 0; k < nsrc; k++) {
        int pos = ndst + 1 + (op == ISA_v_madmk_f32 && k > 0 ? 3 - k : k);
        unsigned w = i->src_dwords[k];
        if ((s[k].neg && !(mods & ISA_MOD_NEG)) || (s[k].abs && !(mods & ISA_MOD_ABS)) ||
            ((s[k].neg || s[k].abs) && isa_has_mask_src2(op) && k == 2))
            return fail(c, PWS_EPARSE, "'%s' does not accept %s on operand %d", c->mnem,
                        s[k].abs ? "|abs|" : "neg", pos);
        if (isa_is_madk(op) && k == 2) {   /* K is always a literal dword */
            if (s[k].kind == OK_SYM)
                return sym_error(c, &s[k]);
            if (s[k].kind == OK_REG)
                return fail(c, PWS_EPARSE, "operand %d of '%s' must be a 32-bit constant", pos,
                            c->mnem);
            uint32_t bits;
            if (s[k].kind == OK_FLOAT) {
                float f = (float)s[k].fval;
                memcpy(&bits, &f, sizeof bits);
            } else if (s[k].ival < -2147483648LL || s[k].ival > 0xffffffffLL) {
                return fail(c, PWS_ERANGE, "immediate '%s' does not fit in 32 bits", s[k].text);
            } else {
                bits = (uint32_t)s[k].ival;
            }
            if (c->has_lit && c->lit != bits)
                return fail(c, PWS_EPARSE, "only one literal operand is allowed in '%s'",
                            c->mnem);
            c->has_lit = 1;
            c->lit = bits;
            o->src[2] = ISA_SRC_LITERAL;
            continue;
        }
        if (isa_has_mask_src2(op) && k == 2) {
            if (!e64) {
                o->src[2] = 106;
                continue;
            }
            if (s[k].kind != OK_REG)   /* llvm-mc: the mask is a register, never a constant */
                return fail(c, PWS_EPARSE, "operand %d of '%s' must be a 64-bit scalar register, "
                            "got '%s'", pos, c->mnem, s[k].text);
            if ((r = scalar_src(c, &s[k], pos, 2, 0, &o->src[2])))
                return r;
            continue;
        }
        if (!e64 && k == 1 && i->fmt != ISA_FMT_VOP1) {
            if ((r = vgpr(c, &s[k], pos, w, &o->src[1])))
                return r;
            continue;
        }
        int lit_ok = !e64 && k == 0 && !isa_is_madk(op);
        if (e64 && (s[k].kind == OK_INT || s[k].kind == OK_FLOAT)) {
            /* VOP3 has no literal on gfx8: only inline constants */
            uint16_t code;
            if ((r = imm_code(c, &s[k], w, 0, &code)))
                return r;
            o->src[k] = code;
        } else if ((r = vector_src(c, &s[k], pos, w, lit_ok, &o->src[k]))) {
            return r;
        }
        if (s[k].neg) o->neg |= (uint8_t)(1u << k);
        if (s[k].abs) o->abs |= (uint8_t)(1u << k);
    }
    if (!e64 && (i->flags & ISA_F_CARRY_OP))
        o->sdst = 106;
    if (clamp && !(mods & ISA_MOD_CLAMP))
        return fail(c, PWS_EPARSE, "'%s' does not accept clamp", c->mnem);
    if (omod && !(mods & ISA_MOD_OMOD))
        return fail(c, PWS_EPARSE, "'%s' does not accept an output modifier", c->mnem);
    o->clamp = (uint8_t)clamp;
    o->omod = (uint8_t)omod;
    /* lane ops: the lane data is a VGPR, the lane select a scalar or constant */
    if ((op == ISA_v_readlane_b32 || op == ISA_v_readfirstlane_b32) &&
        !isa_src_is_vgpr(o->src[0]))
        return fail(c, PWS_EPARSE, "operand 2 of '%s' must be a VGPR", c->mnem);
    if ((op == ISA_v_readlane_b32 || op == ISA_v_writelane_b32) && isa_src_is_vgpr(o->src[1]))
        return fail(c, PWS_EPARSE, "operand 3 of '%s' must be a scalar or constant", c->mnem);
    if (op == ISA_v_writelane_b32 && isa_src_is_vgpr(o->src[0]))
        return fail(c, PWS_EPARSE, "operand 2 of '%s' must be a scalar or constant", c->mnem);
    /* constant bus: one SGPR (or literal) per instruction, counting implicit vcc reads */
    if (!isa_const_bus_ok(o))
        return fail(c, PWS_EPARSE, "'%s' reads more than one SGPR or literal (constant bus "
                    "limit)", c->mnem);
    o->literal = c->has_lit ? c->lit : 0;
    o->nwords = (uint8_t)(e64 ? 2 : c->has_lit ? 2 : 1);
    return 0;
}

/* ---- Memory ---------------------------------------------------------------------------------- */

static int parse_ds(pctx *c, line *l, isa_inst *o)
{
    const isa_op_info *i = c->info;
    int two = (i->flags & ISA_F_DS2) != 0;
    unsigned long off = 0, off0 = 0, off1 = 0;
    for (int k = 0; k < l->nmods; k++) {
        const char *m = l->mod[k];
        unsigned long *dst = NULL, max = 0;
        const char *v = NULL;
        if (!two && strncmp(m, "offset:", 7) == 0) dst = &off, max = 65535, v = m + 7;
        else if (two && strncmp(m, "offset0:", 8) == 0) dst = &off0, max = 255, v = m + 8;
        else if (two && strncmp(m, "offset1:", 8) == 0) dst = &off1, max = 255, v = m + 8;
        else if (strcmp(m, "gds") == 0) { o->gds = 1; continue; }
        else return fail(c, PWS_EPARSE, "unknown modifier '%s' for '%s'", m, c->mnem);
        uint64_t val;
        int r = parse_int_llvm(v, v + strlen(v), UINT64_MAX, &val);
        if (r == -1)
            return fail(c, PWS_EPARSE, "malformed '%s'", m);
        *dst = r || val > max ? max + 1 : (unsigned long)val;   /* (out of range below) */
        if (*dst > max)
            return fail(c, PWS_ERANGE, "'%s' out of range (0..%lu)", m, max);
    }
    int n = (i->dst_dwords ? 1 : 0) + (i->src_dwords[0] ? 1 : 0) + (i->src_dwords[1] ? 1 : 0) +
            (i->src_dwords[2] ? 1 : 0);
    int r, p = 0;
    if ((r = want_items(c, l, n)))
        return r;
    opnd a;
    if (i->dst_dwords) {
        if ((r = parse_opnd(c, l->item[p], &a)) || (r = vgpr(c, &a, p + 1, i->dst_dwords,
                                                             &o->dst)))
            return r;
        p++;
    }
    for (int k = 0; k < 3; k++) {
        if (!i->src_dwords[k])
            continue;
        if ((r = parse_opnd(c, l->item[p], &a)) ||
            (r = vgpr(c, &a, p + 1, i->src_dwords[k], &o->src[k])))
            return r;
        p++;
    }
    o->imm = (int32_t)(two ? (off0 | off1 << 8) : off);
    o->nwords = 2;
    return 0;
}

static int parse_flat(pctx *c, line *l, isa_inst *o)
{
    const isa_op_info *i = c->info;
    for (int k = 0; k < l->nmods; k++) {
        if (strcmp(l->mod[k], "glc") == 0) o->glc = 1;
        else if (strcmp(l->mod[k], "slc") == 0) o->slc = 1;
        else return fail(c, PWS_EPARSE, "unknown modifier '%s' for '%s'", l->mod[k], c->mnem);
    }
    int atomic = (i->flags & ISA_F_ATOMIC) != 0;
    int has_dst = i->dst_dwords && (!atomic || l->nitems == 3);
    if (atomic && has_dst && !o->glc)
        return fail(c, PWS_EPARSE, "'%s' returning a value must use glc", c->mnem);
    if (atomic && !has_dst && o->glc)
        return fail(c, PWS_EPARSE, "'%s' without a return value must not use glc", c->mnem);
    int n = (has_dst ? 1 : 0) + 1 + (i->src_dwords[1] ? 1 : 0);
    int r, p = 0;
    if ((r = want_items(c, l, n)))
        return r;
    opnd a;
    if (has_dst) {
        if ((r = parse_opnd(c, l->item[p], &a)) ||
            (r = vgpr(c, &a, p + 1, i->dst_dwords, &o->dst)))
            return r;
        p++;
    }
    for (int k = 0; k < 2; k++) {
        if (!i->src_dwords[k])
            continue;
        if ((r = parse_opnd(c, l->item[p], &a)) ||
            (r = vgpr(c, &a, p + 1, i->src_dwords[k], &o->src[k])))
            return r;
        p++;
    }
    o->nwords = 2;
    return 0;
}

/* ---- Entry point ----------------------------------------------------------------------------- */

/* Prefixes of GCN3 mnemonics: a word with one of them that is not in the table is valid GCN3
 * outside our subset (PWS_EUNSUPPORTED) rather than a typo of unknown origin (PWS_EPARSE). */
static int gcn_prefix(const char *m)
{
    static const char *const pfx[] = { "s_", "v_", "ds_", "flat_", "buffer_", "tbuffer_",
                                       "image_", "exp" };
    for (size_t k = 0; k < sizeof pfx / sizeof pfx[0]; k++)
        if (strncmp(m, pfx[k], strlen(pfx[k])) == 0)
            return 1;
    return 0;
}

int isa_parse(const char *text, uint32_t pc, isa_label_fn labels, void *label_ctx,
              isa_inst *out, char *err, size_t errlen)
{
    pctx c;
    memset(&c, 0, sizeof c);
    c.err = err;
    c.errlen = errlen;
    c.mnem = "";
    if (err && errlen)
        err[0] = '\0';
    char buf[MAX_LINE];
    size_t n = strlen(text);
    if (n >= sizeof buf)
        return fail(&c, PWS_EPARSE, "instruction too long (%zu characters)", n);
    memcpy(buf, text, n + 1);
    char *s = trim(buf);
    char *rest = s;
    while (*rest && !isspace((unsigned char)*rest))
        rest++;
    if (*rest)
        *rest++ = '\0';
    if (!*s)
        return fail(&c, PWS_EPARSE, "missing instruction");
    c.mnem = s;
    char base[64];
    size_t ml = strlen(s);
    if (ml >= sizeof base)
        return fail(&c, PWS_EPARSE, "unknown instruction '%s'", s);
    memcpy(base, s, ml + 1);
    int suffix = 0;
    if (ml > 4 && (strcmp(base + ml - 4, "_e32") == 0 || strcmp(base + ml - 4, "_e64") == 0)) {
        suffix = base[ml - 2] == '3' ? 32 : 64;
        base[ml - 4] = '\0';
    }
    isa_op op = isa_lookup(base);
    if (op == ISA_INVALID)
        return fail(&c, gcn_prefix(s) ? PWS_EUNSUPPORTED : PWS_EPARSE, "%s instruction '%s'",
                    gcn_prefix(s) ? "unsupported" : "unknown", s);
    c.op = op;
    c.info = isa_info(op);
    if (suffix && (c.info->fmt < ISA_FMT_VOP2 || c.info->fmt > ISA_FMT_VOP3B))
        return fail(&c, PWS_EPARSE, "unknown instruction '%s'", s);
    isa_inst o;
    isa_inst_init(&o, op);
    o.nwords = 1;
    line l;
    int r;
    if (c.info->fmt == ISA_FMT_SOPP) {
        r = parse_sopp(&c, rest, &l, pc, labels, label_ctx, &o);
    } else {
        if ((r = split_line(&c, rest, &l)))
            return r;
        switch (c.info->fmt) {
        case ISA_FMT_SOP2:
        case ISA_FMT_SOP1:
        case ISA_FMT_SOPC: r = parse_sop(&c, &l, &o); break;
        case ISA_FMT_SOPK: r = parse_sopk(&c, &l, &o); break;
        case ISA_FMT_SMEM: r = parse_smem(&c, &l, &o); break;
        case ISA_FMT_DS: r = parse_ds(&c, &l, &o); break;
        case ISA_FMT_FLAT: r = parse_flat(&c, &l, &o); break;
        default: r = parse_vop(&c, &l, suffix, &o); break;
        }
    }
    if (r)
        return r;
    if (c.info->fmt <= ISA_FMT_SOPC && c.has_lit) {
        o.literal = c.lit;
        o.nwords = 2;
    }
    if (op == ISA_s_setreg_imm32_b32)
        o.nwords = 2;
    *out = o;
    return 0;
}
