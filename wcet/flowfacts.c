/* wcet/flowfacts.c -- see flowfacts.h; the format is docs/flow-facts.md. */
#include "flowfacts.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "file_read.h"
#include "pws_err.h"

/* The IPET solves in doubles: bounds stay far below 2^53 so every product is exact. */
#define FF_MAX_BOUND 1000000000ull

void flowfacts_free(flowfacts *ff)
{
    if (!ff)
        return;
    free(ff->facts);
    free(ff->file);
    free(ff);
}

static int parse_num(const char *tok, uint64_t *v)
{
    if (!tok || *tok < '0' || *tok > '9')
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(tok, &end, 10);
    if (*end || errno || x > FF_MAX_BOUND)
        return -1;
    *v = x;
    return 0;
}

static int parse_line(flowfacts *ff, char *s, unsigned lineno)
{
    diag_loc l = { ff->file, lineno };
    char *save, *tok[16];
    int nt = 0;
    for (char *t = strtok_r(s, " \t\r", &save); t; t = strtok_r(NULL, " \t\r", &save)) {
        if (nt == 16)
            return diag(&l, PWS_EPARSE, "too many words");
        tok[nt++] = t;
    }
    if (nt == 0)
        return 0;
    if (strcmp(tok[0], "loop"))
        return diag(&l, PWS_EPARSE, "expected 'loop HEADER max N [total N]', got '%s'", tok[0]);
    if (nt < 2)
        return diag(&l, PWS_EPARSE, "'loop' needs a header label or pc");
    flowfact f = { .total = IPET_NO_TOTAL, .line = lineno };
    if (strlen(tok[1]) >= sizeof f.name)
        return diag(&l, PWS_EPARSE, "loop name too long");
    strcpy(f.name, tok[1]);
    int have_max = 0, have_total = 0;
    for (int i = 2; i < nt; i += 2) {
        uint64_t v;
        int is_max = !strcmp(tok[i], "max"), is_total = !strcmp(tok[i], "total");
        if (!is_max && !is_total)
            return diag(&l, PWS_EPARSE, "unknown key '%s' (max or total)", tok[i]);
        if ((is_max && have_max) || (is_total && have_total))
            return diag(&l, PWS_EPARSE, "'%s' given twice", tok[i]);
        if (i + 1 >= nt || parse_num(tok[i + 1], &v))
            return diag(&l, PWS_EPARSE, "'%s' needs a number 0..%llu", tok[i], FF_MAX_BOUND);
        if (is_max)
            f.max = v, have_max = 1;
        else
            f.total = v, have_total = 1;
    }
    if (!have_max)
        return diag(&l, PWS_EPARSE, "loop %s: 'max N' is required", f.name);
    for (unsigned i = 0; i < ff->n; i++)
        if (!strcmp(ff->facts[i].name, f.name))
            return diag(&l, PWS_EPARSE, "loop %s already bounded at line %u", f.name,
                        ff->facts[i].line);
    flowfact *nf = realloc(ff->facts, (ff->n + 1) * sizeof *nf);
    if (!nf)
        return PWS_ENOMEM;
    ff->facts = nf;
    ff->facts[ff->n++] = f;
    return 0;
}

int flowfacts_parse(const char *text, const char *file, flowfacts **out)
{
    *out = NULL;
    flowfacts *ff = calloc(1, sizeof *ff);
    if (!ff || !(ff->file = strdup(file))) {
        free(ff);
        return PWS_ENOMEM;
    }
    unsigned lineno = 0;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        char *s = malloc(len + 1);
        if (!s) {
            flowfacts_free(ff);
            return PWS_ENOMEM;
        }
        memcpy(s, p, len);
        s[len] = '\0';
        char *hash = strchr(s, '#');
        if (hash)
            *hash = '\0';
        int rc = parse_line(ff, s, ++lineno);
        free(s);
        if (rc) {
            flowfacts_free(ff);
            return rc;
        }
        p += len + (e ? 1 : 0);
    }
    *out = ff;
    return 0;
}

int flowfacts_read(const char *path, flowfacts **out)
{
    char *text;
    size_t n;
    *out = NULL;
    int rc = file_read(path, &text, &n);
    if (rc)
        return rc;
    const char *nul = memchr(text, '\0', n);
    if (nul) {   /* the parser would stop there and ignore the rest */
        diag_loc l = { path, 0 };
        rc = diag(&l, PWS_EPARSE, "not a text file (a NUL byte at offset %zu)",
                  (size_t)(nul - text));
    } else
        rc = flowfacts_parse(text, path, out);
    free(text);
    return rc;
}

static uint32_t block_pc(const cfg *g, int b)
{
    return g->insns && g->blocks[b].ninsn ? g->insns[g->blocks[b].first].pc : 0;
}

int flowfacts_bind(const flowfacts *ff, const cfg *g, uint64_t *max, uint64_t *total)
{
    uint8_t *bound = calloc((size_t)g->nloops + 1, 1);
    if (!bound)
        return PWS_ENOMEM;
    for (int lp = 0; lp < g->nloops; lp++)
        total[lp] = IPET_NO_TOTAL;
    for (unsigned i = 0; ff && i < ff->n; i++) {
        const flowfact *f = &ff->facts[i];
        diag_loc l = { ff->file, f->line };
        int b = cfg_find(g, f->name), lp;
        for (lp = 0; lp < g->nloops && (b < 0 || g->loops[lp].header != b); lp++)
            ;
        if (b < 0 || lp == g->nloops) {
            free(bound);
            return diag(&l, PWS_EPARSE, b < 0 ? "no block '%s' in the kernel"
                                              : "block '%s' is not a loop header", f->name);
        }
        max[lp] = f->max;
        total[lp] = f->total;
        bound[lp] = 1;
    }
    char msg[360] = "";
    size_t len = 0;
    int missing = 0, first = -1;   /* (first: the first unbounded loop's header) */
    for (int lp = 0; lp < g->nloops; lp++) {
        if (bound[lp])
            continue;
        int h = g->loops[lp].header;
        if (first < 0)
            first = h;
        if (len < sizeof msg - 1)
            len += (size_t)snprintf(msg + len, sizeof msg - len, "%s%s (pc 0x%x)",
                                    missing ? ", " : "", g->blocks[h].name,
                                    (unsigned)block_pc(g, h));
        missing++;
    }
    free(bound);
    if (missing) {   /* say how to give one: the line to write, and where */
        diag_loc l = { ff ? ff->file : g->file, 0 };
        char beside[512] = "KERNEL.ff";
        if (!ff && g->file)
            flowfacts_beside(g->file, beside, sizeof beside);
        return diag(&l, PWS_EPARSE, "%d loop%s without a bound: %s; add 'loop %s max N' %s%s%s "
                    "(docs/flow-facts.md)", missing, missing > 1 ? "s" : "", msg,
                    g->blocks[first].name,
                    ff ? "to " : "to --flow-facts FILE or to ", ff ? ff->file : beside,
                    ff ? "" : " beside the kernel");
    }
    return 0;
}

int flowfacts_beside(const char *kernel, char *buf, size_t len)
{
    size_t n = strlen(kernel);
    if (n > 2 && !strcmp(kernel + n - 2, ".s"))
        n -= 2;
    int w = snprintf(buf, len, "%.*s.ff", (int)n, kernel);
    return w > 0 && (size_t)w < len && access(buf, R_OK) == 0;
}
