/* wcet/kload.c -- see kload.h. The assembler does not export its symbol table; its listing
 * callback (golden/asm.h) reports every .text label and instruction in address order, which is
 * enough to recover each label's address: instruction lines carry their encoding bytes and
 * alignment lines their power of two. */
#include "kload.h"

#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "pws_err.h"

typedef struct collect {
    uint32_t addr;
    cfg_label *labels;
    unsigned n, cap;
    int oom;
} collect;

static void on_line(void *ctx, const char *line)
{
    collect *c = ctx;
    const char *enc = strstr(line, "; encoding: [");
    if (enc) {
        for (const char *p = enc; (p = strstr(p, "0x")); p += 2)
            c->addr++;
        return;
    }
    if (!strncmp(line, "\t.p2align\t", 10)) {
        uint32_t a = 1u << atoi(line + 10);
        c->addr = (c->addr + a - 1) & ~(a - 1);
        return;
    }
    size_t len = strlen(line);
    if (len < 2 || line[len - 1] != ':' || line[0] == '\t')
        return;
    if (c->n == c->cap) {
        unsigned nc = c->cap ? 2 * c->cap : 16;
        cfg_label *l = realloc(c->labels, nc * sizeof *l);
        if (!l) {
            c->oom = 1;
            return;
        }
        c->labels = l;
        c->cap = nc;
    }
    snprintf(c->labels[c->n].name, sizeof c->labels[c->n].name, "%.*s", (int)(len - 1), line);
    c->labels[c->n].addr = c->addr;
    c->n++;
}

int kload_file(const char *path, const char *kname, kernel **k, cfg_label **labels,
               unsigned *nlabels)
{
    collect c = { 0 };
    asm_opts o = { kname, on_line, &c };
    *labels = NULL;
    *nlabels = 0;
    int rc = asm_file(path, &o, k);
    if (rc || c.oom) {
        free(c.labels);
        if (!rc) {
            kernel_free(*k);
            *k = NULL;
        }
        return rc ? rc : PWS_ENOMEM;
    }
    *labels = c.labels;
    *nlabels = c.n;
    return 0;
}
