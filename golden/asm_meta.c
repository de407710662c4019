/* golden/asm_meta.c -- a purpose-built reader for the YAML that clang 14 writes between
 * `.amdgpu_metadata` and `.end_amdgpu_metadata` (see asm_meta.h, docs/asm.md).
 *
 * Only block structure is supported: maps of `key: value`, sequences of `- item`, nested by
 * indentation, with plain or quoted one-line scalars. That is all clang emits; anything richer
 * (flow collections, anchors, tags, multi-line scalars) is refused rather than guessed at, because
 * a misread argument offset would silently feed a kernel wrong data.
 *
 * Two steps: the lines become tokens (indent, "is a '- ' entry", text), where "- key: v" is split
 * into a dash token and a content token at the content's column, so nested maps line up; then a
 * recursive-descent parser builds a small tree, from which the kernels' argument lists are read. */
#include "asm_meta.h"

#include "diag.h"
#include "pws_err.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { Y_SCALAR, Y_MAP, Y_SEQ };

typedef struct ynode {
    int kind;
    unsigned line;
    char key[64];          /* key of this node in its parent map ("" otherwise) */
    char text[128];        /* Y_SCALAR: the decoded value */
    struct ynode *first;   /* Y_MAP / Y_SEQ: first child */
    struct ynode *next;    /* next sibling */
    struct ynode *alloc;   /* chain of every node, for freeing */
} ynode;

typedef struct ytok {
    int indent;
    int dash;              /* a "- " sequence entry marker (text is empty) */
    const char *text;      /* borrowed from the source line; not NUL-terminated at len */
    size_t len;
    unsigned line;
} ytok;

typedef struct yparser {
    const char *file;
    ytok *toks;
    size_t ntoks, pos;
    ynode *nodes;          /* allocation chain */
} yparser;

static int yerr(const yparser *p, unsigned line, int code, const char *msg, const char *arg)
{
    diag_loc loc = { p->file, line };
    if (arg)
        return diag(&loc, code, "metadata: %s '%s'", msg, arg);
    return diag(&loc, code, "metadata: %s", msg);
}

static ynode *ynew(yparser *p, int kind, unsigned line)
{
    ynode *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->kind = kind;
    n->line = line;
    n->alloc = p->nodes;
    p->nodes = n;
    return n;
}

/* ---- Tokenising ------------------------------------------------------------------------------ */

/* Length of s[0..len) without a trailing " # comment" (a '#' outside quotes after a blank). */
static size_t strip_comment(const char *s, size_t len)
{
    char q = 0;
    for (size_t i = 0; i < len; i++) {
        if (q) {
            if (s[i] == q)
                q = 0;
        } else if (s[i] == '\'' || s[i] == '"') {
            q = s[i];
        } else if (s[i] == '#' && (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t')) {
            len = i;
            break;
        }
    }
    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
        len--;
    return len;
}

static int push_tok(yparser *p, size_t *cap, int indent, int dash, const char *text, size_t len,
                    unsigned line)
{
    if (p->ntoks == *cap) {
        size_t nc = *cap ? 2 * *cap : 64;
        ytok *t = realloc(p->toks, nc * sizeof *t);
        if (!t)
            return PWS_ENOMEM;
        p->toks = t;
        *cap = nc;
    }
    p->toks[p->ntoks++] = (ytok){ indent, dash, text, len, line };
    return 0;
}

static int tokenize(yparser *p, const char *const *lines, const unsigned *lineno, size_t n)
{
    size_t cap = 0;
    for (size_t i = 0; i < n; i++) {
        const char *s = lines[i];
        size_t col = 0;
        while (s[col] == ' ')
            col++;
        if (s[col] == '\t')
            return yerr(p, lineno[i], PWS_EPARSE, "tab in indentation", NULL);
        size_t len = strip_comment(s + col, strlen(s + col));
        if (len == 0)
            continue;
        const char *t = s + col;
        if (col == 0 && ((len == 3 && !memcmp(t, "---", 3)) || (len == 3 && !memcmp(t, "...", 3))))
            continue;   /* document start / end markers */
        /* Peel "- " markers: each becomes a dash token, the rest a token at its own column. */
        while (len > 0 && t[0] == '-' && (len == 1 || t[1] == ' ')) {
            int rc = push_tok(p, &cap, (int)col, 1, t, 0, lineno[i]);
            if (rc)
                return rc;
            size_t k = 1;
            while (k < len && t[k] == ' ')
                k++;
            col += k;
            t += k;
            len -= k;
        }
        if (len > 0) {
            int rc = push_tok(p, &cap, (int)col, 0, t, len, lineno[i]);
            if (rc)
                return rc;
        }
    }
    return 0;
}

/* ---- Scalars and keys ------------------------------------------------------------------------ */

/* Offset of the ':' that separates a key from its value in t[0..len), or -1. */
static long key_colon(const char *t, size_t len)
{
    char q = 0;
    for (size_t i = 0; i < len; i++) {
        if (q) {
            if (t[i] == q)
                q = 0;
        } else if (t[i] == '\'' || t[i] == '"') {
            q = t[i];
        } else if (t[i] == ':' && (i + 1 == len || t[i + 1] == ' ')) {
            return (long)i;
        }
    }
    return -1;
}

/* Decodes the scalar t[0..len) into out (size outlen). */
static int scalar(yparser *p, unsigned line, const char *t, size_t len, char *out, size_t outlen)
{
    size_t o = 0;
    if (len > 0 && (t[0] == '\'' || t[0] == '"')) {
        char q = t[0];
        size_t i = 1;
        for (;; i++) {
            if (i >= len)
                return yerr(p, line, PWS_EPARSE, "unterminated quoted scalar", NULL);
            char c = t[i];
            if (c == q) {
                if (q == '\'' && i + 1 < len && t[i + 1] == '\'') {
                    i++;               /* '' is a quote inside a single-quoted scalar */
                } else {
                    break;
                }
            } else if (q == '"' && c == '\\') {
                if (i + 1 >= len || (t[i + 1] != '"' && t[i + 1] != '\\'))
                    return yerr(p, line, PWS_EUNSUPPORTED, "unsupported escape in", "\\");
                c = t[++i];
            }
            if (o + 1 >= outlen)
                return yerr(p, line, PWS_ERANGE, "scalar too long", NULL);
            out[o++] = c;
        }
        if (i + 1 != len)
            return yerr(p, line, PWS_EPARSE, "text after quoted scalar", NULL);
    } else {
        if (len > 0 && strchr("[]{}&*!|>%@`", t[0])) {
            char what[2] = { t[0], 0 };
            return yerr(p, line, PWS_EUNSUPPORTED, "unsupported YAML construct starting with",
                        what);
        }
        if (len + 1 > outlen)
            return yerr(p, line, PWS_ERANGE, "scalar too long", NULL);
        memcpy(out, t, len);
        o = len;
    }
    out[o] = '\0';
    return 0;
}

/* ---- Tree ------------------------------------------------------------------------------------ */

static int parse_block(yparser *p, int indent, ynode **out);

/* The value of a "key:" with nothing after the colon: a nested block, a sequence at the key's own
 * indentation (YAML allows "key:\n- a"), or an empty scalar. */
static int parse_value_block(yparser *p, int indent, unsigned line, ynode **out)
{
    if (p->pos < p->ntoks) {
        const ytok *t = &p->toks[p->pos];
        if (t->indent > indent || (t->indent == indent && t->dash))
            return parse_block(p, t->indent, out);
    }
    *out = ynew(p, Y_SCALAR, line);
    return *out ? 0 : PWS_ENOMEM;
}

static int parse_seq(yparser *p, int indent, ynode **out)
{
    ynode *seq = ynew(p, Y_SEQ, p->toks[p->pos].line), **tail;
    if (!seq)
        return PWS_ENOMEM;
    tail = &seq->first;
    /* A non-dash token at this indentation ends the sequence: it is the next key of the map
     * whose "key:" opened a sequence at the key's own indentation. */
    while (p->pos < p->ntoks && p->toks[p->pos].indent == indent && p->toks[p->pos].dash) {
        const ytok *t = &p->toks[p->pos];
        p->pos++;
        ynode *item;
        int rc;
        if (p->pos < p->ntoks && p->toks[p->pos].indent > indent)
            rc = parse_block(p, p->toks[p->pos].indent, &item);
        else
            rc = (item = ynew(p, Y_SCALAR, t->line)) ? 0 : PWS_ENOMEM;
        if (rc)
            return rc;
        *tail = item;
        tail = &item->next;
    }
    *out = seq;
    return 0;
}

static int parse_map(yparser *p, int indent, ynode **out)
{
    ynode *map = ynew(p, Y_MAP, p->toks[p->pos].line), **tail;
    if (!map)
        return PWS_ENOMEM;
    tail = &map->first;
    while (p->pos < p->ntoks && p->toks[p->pos].indent == indent) {
        const ytok *t = &p->toks[p->pos];
        if (t->dash)   /* a sequence at a map's indentation is only allowed right after "key:" */
            return yerr(p, t->line, PWS_EPARSE, "unexpected '- ' entry in a map", NULL);
        long c = key_colon(t->text, t->len);
        if (c < 0)
            return yerr(p, t->line, PWS_EPARSE, "expected 'key: value'", NULL);
        char key[64];
        int rc = scalar(p, t->line, t->text, (size_t)c, key, sizeof key);
        if (rc)
            return rc;
        for (const ynode *k = map->first; k; k = k->next)
            if (!strcmp(k->key, key))
                return yerr(p, t->line, PWS_EPARSE, "duplicate key", key);
        size_t v = (size_t)c + 1;
        while (v < t->len && t->text[v] == ' ')
            v++;
        unsigned line = t->line;
        p->pos++;
        ynode *val;
        if (v < t->len) {
            if (!(val = ynew(p, Y_SCALAR, line)))
                return PWS_ENOMEM;
            rc = scalar(p, line, t->text + v, t->len - v, val->text, sizeof val->text);
        } else {
            rc = parse_value_block(p, indent, line, &val);
        }
        if (rc)
            return rc;
        memcpy(val->key, key, sizeof key);
        val->line = line;   /* a block value is reported at its key's line */
        *tail = val;
        tail = &val->next;
    }
    *out = map;
    return 0;
}

/* Parses the block starting at the current token, whose indentation is indent. On return the
 * current token is the first one not in the block; one that is indented deeper is an error. */
static int parse_block(yparser *p, int indent, ynode **out)
{
    const ytok *t = &p->toks[p->pos];
    int rc;
    if (t->dash) {
        rc = parse_seq(p, indent, out);
    } else if (key_colon(t->text, t->len) >= 0) {
        rc = parse_map(p, indent, out);
    } else {
        ynode *n = ynew(p, Y_SCALAR, t->line);
        if (!n)
            return PWS_ENOMEM;
        rc = scalar(p, t->line, t->text, t->len, n->text, sizeof n->text);
        p->pos++;
        *out = n;
    }
    if (rc)
        return rc;
    if (p->pos < p->ntoks && p->toks[p->pos].indent > indent)
        return yerr(p, p->toks[p->pos].line, PWS_EPARSE,
                    (*out)->kind == Y_SCALAR ? "multi-line scalars are not supported"
                                             : "unexpected indentation", NULL);
    return 0;
}

/* ---- From the tree to kernels ---------------------------------------------------------------- */

static const ynode *get(const ynode *map, const char *key)
{
    for (const ynode *k = map->first; k; k = k->next)
        if (!strcmp(k->key, key))
            return k;
    return NULL;
}

/* Reads map[key] as an unsigned integer into *v; -1 stays if absent and !required. */
static int get_uint(yparser *p, const ynode *map, const char *key, int required, long *v)
{
    const ynode *n = get(map, key);
    if (!n) {
        if (required) {
            diag_loc loc = { p->file, map->line };
            return diag(&loc, PWS_EPARSE, "metadata: missing '%s'", key);
        }
        return 0;
    }
    const char *s = n->text;
    unsigned long x = 0;
    if (n->kind != Y_SCALAR || !*s)
        goto bad;
    for (; *s; s++) {
        if (*s < '0' || *s > '9' || x > 0xFFFFFFFFul / 10)
            goto bad;
        x = x * 10 + (unsigned long)(*s - '0');
    }
    if (x > 0xFFFFFFFFul)
        goto bad;
    *v = (long)x;
    return 0;
bad: {
        diag_loc loc = { p->file, n->line };
        return diag(&loc, PWS_EPARSE, "metadata: '%s' must be an unsigned integer, got '%s'", key,
                    n->kind == Y_SCALAR ? n->text : "(a block)");
    }
}

/* map[key] as a scalar string (NULL if absent); a block where a scalar is expected is an error. */
static int get_str(yparser *p, const ynode *map, const char *key, const char **s)
{
    const ynode *n = get(map, key);
    *s = NULL;
    if (!n)
        return 0;
    if (n->kind != Y_SCALAR)
        return yerr(p, n->line, PWS_EPARSE, "expected a scalar for", key);
    *s = n->text;
    return 0;
}

static int starts(const char *s, const char *prefix)
{
    return !strncmp(s, prefix, strlen(prefix));
}

/* OpenCL signed integer types and their vectors (int, int4, long2, ...). */
static int signed_type(const char *t)
{
    static const char *const names[] = { "char", "short", "int", "long" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i]);
        if (!strncmp(t, names[i], n)) {
            const char *r = t + n;
            while (*r >= '0' && *r <= '9')
                r++;
            if (!*r)
                return 1;
        }
    }
    return 0;
}

static int read_arg(yparser *p, const ynode *m, unsigned index, kernel_arg *a)
{
    long off = -1, size = -1;
    const char *name, *type, *kind, *as, *isconst;
    int rc;
    if (m->kind != Y_MAP)
        return yerr(p, m->line, PWS_EPARSE, "an .args entry must be a map", NULL);
    if ((rc = get_uint(p, m, ".offset", 1, &off)) || (rc = get_uint(p, m, ".size", 1, &size)) ||
        (rc = get_str(p, m, ".name", &name)) || (rc = get_str(p, m, ".type_name", &type)) ||
        (rc = get_str(p, m, ".value_kind", &kind)) || (rc = get_str(p, m, ".address_space", &as)) ||
        (rc = get_str(p, m, ".is_const", &isconst)))
        return rc;
    memset(a, 0, sizeof *a);
    if (!kind)
        return yerr(p, m->line, PWS_EPARSE, "missing", ".value_kind");
    if (name && strlen(name) >= sizeof a->name)
        return yerr(p, get(m, ".name")->line, PWS_ERANGE, "argument name too long", name);
    if (type && strlen(type) >= sizeof a->type_name)
        return yerr(p, get(m, ".type_name")->line, PWS_ERANGE, "type name too long", type);
    if (isconst && strcmp(isconst, "true") && strcmp(isconst, "false"))
        return yerr(p, get(m, ".is_const")->line, PWS_EPARSE, "'.is_const' must be true or false",
                    NULL);
    if (name)
        strcpy(a->name, name);
    else
        snprintf(a->name, sizeof a->name, "arg%u", index);
    if (type)
        strcpy(a->type_name, type);
    a->offset = (uint32_t)off;
    a->size = (uint32_t)size;
    unsigned kline = get(m, ".value_kind")->line;
    if (!strcmp(kind, "global_buffer")) {
        if (as && strcmp(as, "global") && strcmp(as, "constant"))
            return yerr(p, get(m, ".address_space")->line, PWS_EUNSUPPORTED,
                        "unsupported address space for a global_buffer argument", as);
        if (size != 8)
            return yerr(p, get(m, ".size")->line, PWS_EPARSE,
                        "a global_buffer argument must have .size 8", NULL);
        a->kind = KARG_GLOBAL_BUFFER;
    } else if (!strcmp(kind, "by_value")) {
        if (size == 0)
            return yerr(p, get(m, ".size")->line, PWS_EPARSE, "a by_value argument has .size 0",
                        NULL);
        a->kind = KARG_BY_VALUE;
        a->is_float = type && (starts(type, "float") || starts(type, "double") ||
                               starts(type, "half"));
        a->is_signed = type && signed_type(type);
    } else if (starts(kind, "hidden_")) {
        a->kind = KARG_HIDDEN;
    } else if (!strcmp(kind, "dynamic_shared_pointer")) {
        /* a __local pointer argument: a 32-bit LDS offset the runtime fills in */
        if (as && strcmp(as, "local"))
            return yerr(p, get(m, ".address_space")->line, PWS_EUNSUPPORTED,
                        "unsupported address space for a dynamic_shared_pointer argument", as);
        if (size != 4)
            return yerr(p, get(m, ".size")->line, PWS_EPARSE,
                        "a dynamic_shared_pointer argument must have .size 4", NULL);
        long align = 1;
        if ((rc = get_uint(p, m, ".pointee_align", 0, &align)))
            return rc;
        if (align < 1 || align > 65536 || (align & (align - 1)))
            return yerr(p, get(m, ".pointee_align")->line, PWS_EPARSE,
                        "'.pointee_align' must be a power of 2 up to 65536", NULL);
        a->kind = KARG_DYNAMIC_LDS;
        a->pointee_align = (uint32_t)align;
    } else {
        return yerr(p, kline, PWS_EUNSUPPORTED, "unsupported argument .value_kind", kind);
    }
    return 0;
}

static int read_kernel(yparser *p, const ynode *m, asm_meta_kernel *k)
{
    const char *name, *symbol;
    int rc;
    if (m->kind != Y_MAP)
        return yerr(p, m->line, PWS_EPARSE, "an amdhsa.kernels entry must be a map", NULL);
    k->line = m->line;
    k->kernarg_segment_size = k->group_segment_fixed_size = k->wavefront_size = -1;
    if ((rc = get_str(p, m, ".name", &name)) || (rc = get_str(p, m, ".symbol", &symbol)) ||
        (rc = get_uint(p, m, ".kernarg_segment_size", 0, &k->kernarg_segment_size)) ||
        (rc = get_uint(p, m, ".group_segment_fixed_size", 0, &k->group_segment_fixed_size)) ||
        (rc = get_uint(p, m, ".wavefront_size", 0, &k->wavefront_size)))
        return rc;
    if (!name)
        return yerr(p, m->line, PWS_EPARSE, "missing", ".name");
    if (strlen(name) >= sizeof k->name)
        return yerr(p, get(m, ".name")->line, PWS_ERANGE, "kernel name too long", name);
    strcpy(k->name, name);
    if (symbol) {
        size_t n = strlen(name);
        if (strncmp(symbol, name, n) || strcmp(symbol + n, ".kd"))
            return yerr(p, get(m, ".symbol")->line, PWS_EPARSE,
                        "'.symbol' must be the kernel name followed by '.kd', got", symbol);
    }
    if (k->wavefront_size >= 0 && k->wavefront_size != 64)
        return yerr(p, get(m, ".wavefront_size")->line, PWS_EUNSUPPORTED,
                    "only .wavefront_size 64 is supported", NULL);
    const ynode *args = get(m, ".args");
    if (!args)
        return 0;
    if (args->kind == Y_SCALAR && !args->text[0])
        return 0;   /* ".args:" with nothing under it */
    if (args->kind != Y_SEQ)
        return yerr(p, args->line, PWS_EPARSE, "'.args' must be a sequence", NULL);
    unsigned n = 0;
    for (const ynode *a = args->first; a; a = a->next)
        n++;
    if (!(k->args = calloc(n ? n : 1, sizeof *k->args)))
        return PWS_ENOMEM;
    for (const ynode *a = args->first; a; a = a->next) {
        if ((rc = read_arg(p, a, k->nargs, &k->args[k->nargs])))
            return rc;
        k->nargs++;
    }
    return 0;
}

static int read_root(yparser *p, const ynode *root, asm_meta *out)
{
    if (root->kind != Y_MAP)
        return yerr(p, root->line, PWS_EPARSE, "the document must be a map", NULL);
    const ynode *ks = get(root, "amdhsa.kernels");
    if (!ks)
        return yerr(p, root->line, PWS_EPARSE, "missing", "amdhsa.kernels");
    if (ks->kind != Y_SEQ)
        return yerr(p, ks->line, PWS_EPARSE, "'amdhsa.kernels' must be a sequence", NULL);
    unsigned n = 0;
    for (const ynode *k = ks->first; k; k = k->next)
        n++;
    if (!(out->kernels = calloc(n ? n : 1, sizeof *out->kernels)))
        return PWS_ENOMEM;
    for (const ynode *k = ks->first; k; k = k->next) {
        asm_meta_kernel *mk = &out->kernels[out->nkernels++];
        int rc = read_kernel(p, k, mk);
        if (rc)
            return rc;
        if (asm_meta_find(out, mk->name) != mk)
            return yerr(p, mk->line, PWS_EPARSE, "duplicate kernel", mk->name);
    }
    return 0;
}

int asm_meta_parse(const char *file, const char *const *lines, const unsigned *lineno, size_t n,
                   asm_meta *out)
{
    yparser p = { .file = file };
    ynode *root = NULL;
    memset(out, 0, sizeof *out);
    int rc = tokenize(&p, lines, lineno, n);
    if (!rc && p.ntoks == 0)
        rc = yerr(&p, n ? lineno[0] : 0, PWS_EPARSE, "empty metadata block", NULL);
    if (!rc)
        rc = parse_block(&p, p.toks[0].indent, &root);
    if (!rc && p.pos < p.ntoks)   /* a line indented less than the document's first line */
        rc = yerr(&p, p.toks[p.pos].line, PWS_EPARSE, "unexpected indentation", NULL);
    if (!rc)
        rc = read_root(&p, root, out);
    while (p.nodes) {
        ynode *next = p.nodes->alloc;
        free(p.nodes);
        p.nodes = next;
    }
    free(p.toks);
    if (rc == PWS_ENOMEM) {
        diag_loc loc = { file, n ? lineno[0] : 0 };
        diag(&loc, rc, "metadata: out of memory");
    }
    if (rc)
        asm_meta_free(out);
    return rc;
}

void asm_meta_free(asm_meta *m)
{
    if (!m)
        return;
    for (unsigned i = 0; i < m->nkernels; i++)
        free(m->kernels[i].args);
    free(m->kernels);
    m->kernels = NULL;
    m->nkernels = 0;
}

const asm_meta_kernel *asm_meta_find(const asm_meta *m, const char *name)
{
    for (unsigned i = 0; i < m->nkernels; i++)
        if (!strcmp(m->kernels[i].name, name))
            return &m->kernels[i];
    return NULL;
}
