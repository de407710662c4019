/* fpga/synth_report.c -- parse yosys `stat -json`, roll the hierarchy up, write CSV/JSON.
 * Spec: docs/fpga.md "Report".
 *
 * stat -json lists every non-blackbox module with "num_cells_by_type"; a type that is itself a
 * module name is an instance of that module (a submodule), anything else is a mapped cell. So one
 * module's totals are its own cells plus, for each submodule, count x that submodule's totals:
 * the hierarchy is a DAG (yosys refuses recursion), visited from the top. */
#include "synth_report.h"

#include "diag.h"
#include "pws_err.h"

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct sub_ref {
    size_t mod;             /* index into synth_report.mods */
    unsigned long count;
} sub_ref;

typedef struct module {
    char *yname;            /* yosys name as in the JSON ("\\pws_cu", "$paramod\\...") */
    char *name;             /* readable and unique */
    char *base;             /* the Verilog module it derives from ("pws_sram_1r1w") */
    unsigned long own[SYNTH_NCLASS], total[SYNTH_NCLASS];
    unsigned long instances;
    unsigned long bram_cells;   /* own cells matching the target's bram_cells */
    sub_ref *subs;
    size_t nsubs;
    int state;              /* DFS: 0 new, 1 on the stack, 2 done */
    unsigned depth;         /* depth at its place in the print order (the top: 0) */
} module;

struct synth_report {
    const synth_target *t;
    char *top_name;
    module *mods;
    size_t nmods;
    size_t *order;          /* tree order (reachable modules only), see preorder() */
    size_t norder;
    int has_depth;
    synth_depth depth;
};

static char *dup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* A yosys constant "s32'00000000000000000000000000100000" (or without the s) as decimal text;
 * anything else (strings, >64 bits, x/z) unchanged. */
static void param_value(const char *v, char *out, size_t len)
{
    const char *q = strchr(v, '\'');
    if (q && q[1]) {
        uint64_t x = 0;
        size_t nbits = 0;
        const char *p;
        for (p = q + 1; *p == '0' || *p == '1'; p++, nbits++)
            x = (x << 1) | (uint64_t)(*p - '0');
        if (!*p && nbits <= 64) {
            snprintf(out, len, "%llu", (unsigned long long)x);
            return;
        }
    }
    snprintf(out, len, "%s", v);
}

/* Readable name and base of a yosys module name:
 *   "\\pws_cu"                                   -> "pws_cu"
 *   "$paramod\\pws_sram_1r1w\\Width=s32'..100000\\Depth=..." -> "pws_sram_1r1w(Width=32,...)"
 *   "$paramod$1f3a...\\pws_simd" (parameters hashed) -> "pws_simd"  (made unique later) */
static int readable(const char *y, char **name, char **base)
{
    size_t n = strlen(y);
    char *out = malloc(2 * n + 8), *b = malloc(n + 1);
    if (!out || !b) {
        free(out);
        free(b);
        return PWS_ENOMEM;
    }
    const char *p = y;
    if (!strncmp(p, "$paramod", 8)) {
        p = strchr(p, '\\');
        p = p ? p + 1 : y;
    } else if (*p == '\\') {
        p++;
    }
    size_t bl = strcspn(p, "\\");
    memcpy(b, p, bl);
    b[bl] = '\0';
    strcpy(out, b);
    p += bl;
    size_t o = bl;
    int first = 1;
    while (*p == '\\') {
        p++;
        size_t pl = strcspn(p, "\\");
        char part[512], val[512];
        snprintf(part, sizeof part, "%.*s", (int)(pl < 500 ? pl : 500), p);
        char *eq = strchr(part, '=');
        if (eq) {
            *eq = '\0';
            param_value(eq + 1, val, sizeof val);
        } else {
            val[0] = '\0';
        }
        o += (size_t)sprintf(out + o, "%s%s%s%s", first ? "(" : ",", part, eq ? "=" : "", val);
        first = 0;
        p += pl;
    }
    if (!first)
        strcpy(out + o, ")");
    *name = out;
    *base = b;
    return 0;
}

static int find_module(const synth_report *r, const char *yname)
{
    for (size_t i = 0; i < r->nmods; i++)
        if (!strcmp(r->mods[i].yname, yname))
            return (int)i;
    return -1;
}

/* Appends "#k" to names shared by several modules (hashed parameter sets), ranked in
 * yosys-name order, which is deterministic for a given design. All new names are computed
 * against the original ones before any is replaced. */
static int make_unique(synth_report *r)
{
    char **fresh = calloc(r->nmods + 1, sizeof *fresh);
    if (!fresh)
        return PWS_ENOMEM;
    int rc = 0;
    for (size_t i = 0; i < r->nmods && !rc; i++) {
        unsigned same = 0, rank = 1;
        for (size_t j = 0; j < r->nmods; j++)
            if (j != i && !strcmp(r->mods[i].name, r->mods[j].name)) {
                same++;
                rank += strcmp(r->mods[j].yname, r->mods[i].yname) < 0;
            }
        if (!same)
            continue;
        size_t n = strlen(r->mods[i].name) + 16;
        if (!(fresh[i] = malloc(n)))
            rc = PWS_ENOMEM;
        else
            snprintf(fresh[i], n, "%s#%u", r->mods[i].name, rank);
    }
    for (size_t i = 0; i < r->nmods; i++)
        if (fresh[i] && !rc) {
            free(r->mods[i].name);
            r->mods[i].name = fresh[i];
        } else {
            free(fresh[i]);
        }
    free(fresh);
    return rc;
}

static int roll_up(synth_report *r, size_t m, const char *where)
{
    module *x = &r->mods[m];
    if (x->state == 2)
        return 0;
    if (x->state == 1)
        return diag_at(where, PWS_EPARSE, "module '%s' instantiates itself", x->name);
    x->state = 1;
    memcpy(x->total, x->own, sizeof x->total);
    for (size_t s = 0; s < x->nsubs; s++) {
        int rc = roll_up(r, x->subs[s].mod, where);
        if (rc)
            return rc;
        for (int k = 0; k < SYNTH_NCLASS; k++)
            x->total[k] += x->subs[s].count * r->mods[x->subs[s].mod].total[k];
    }
    x->state = 2;
    return 0;
}

static int cmp_name(const synth_report *r, size_t a, size_t b)
{
    int c = strcmp(r->mods[a].name, r->mods[b].name);
    return c ? c : strcmp(r->mods[a].yname, r->mods[b].yname);
}

/* The print order: depth-first from the top, children by name, each module at its first
 * visit, so that a table indented by depth reads as the hierarchy tree (a module shared by
 * several parents appears under the first). */
static void preorder(synth_report *r, size_t m, unsigned depth, char *seen)
{
    if (seen[m])
        return;
    seen[m] = 1;
    r->mods[m].depth = depth;
    r->order[r->norder++] = m;
    module *x = &r->mods[m];
    for (;;) {   /* children by name: pick the smallest unseen one each time */
        size_t best = r->nmods;
        for (size_t s = 0; s < x->nsubs; s++) {
            size_t c = x->subs[s].mod;
            if (!seen[c] && (best == r->nmods || cmp_name(r, c, best) < 0))
                best = c;
        }
        if (best == r->nmods)
            break;
        preorder(r, best, depth + 1, seen);
    }
}

/* Kahn's algorithm from the top over reachable modules for the instance counts (a parent is
 * taken before its children, so its count is final when it passes it on), then the print
 * order. */
static int order_modules(synth_report *r, size_t top)
{
    size_t n = r->nmods;
    unsigned long *indeg = calloc(n, sizeof *indeg);
    char *reach = calloc(n, 1), *placed = calloc(n, 1);
    r->order = malloc(n * sizeof *r->order);
    if (!indeg || !reach || !placed || !r->order) {
        free(indeg);
        free(reach);
        free(placed);
        return PWS_ENOMEM;
    }
    size_t *stack = r->order, sp = 0;   /* order doubles as the DFS stack before it is filled */
    reach[top] = 1;
    stack[sp++] = top;
    while (sp) {
        size_t m = stack[--sp];
        for (size_t s = 0; s < r->mods[m].nsubs; s++) {
            size_t c = r->mods[m].subs[s].mod;
            if (!reach[c]) {
                reach[c] = 1;
                stack[sp++] = c;
            }
        }
    }
    for (size_t m = 0; m < n; m++) {
        if (reach[m])
            for (size_t s = 0; s < r->mods[m].nsubs; s++)
                indeg[r->mods[m].subs[s].mod]++;
    }
    r->mods[top].instances = 1;
    for (;;) {
        size_t best = n;
        for (size_t m = 0; m < n; m++)
            if (reach[m] && !indeg[m] && !placed[m])
                best = m;
        if (best == n)
            break;
        placed[best] = 1;
        module *x = &r->mods[best];
        for (size_t s = 0; s < x->nsubs; s++) {
            r->mods[x->subs[s].mod].instances += x->instances * x->subs[s].count;
            indeg[x->subs[s].mod]--;
        }
    }
    memset(placed, 0, n);
    r->norder = 0;
    preorder(r, top, 0, placed);
    free(indeg);
    free(reach);
    free(placed);
    return 0;
}

/* yosys 0.23's stat -json is not always JSON: with a top module, one line of the text
 * hierarchy listing ("       add8    2") can land inside it, and without one the "modules"
 * object is followed by ",\n\n}". Keeps the text from the first '{', drops lines that cannot
 * be JSON (first non-blank not one of "{}[]), and removes a comma before a closing brace.
 * Returns a malloc'ed string or NULL on OOM. */
static char *clean_json(const char *text)
{
    const char *p = strchr(text, '{');
    if (!p)
        p = text + strlen(text);
    char *out = malloc(strlen(p) + 2), *o = out;   /* + a newline the last line may lack */
    if (!out)
        return NULL;
    while (*p) {
        size_t n = strcspn(p, "\n");
        const char *q = p;
        while (q < p + n && (*q == ' ' || *q == '\t' || *q == '\r'))
            q++;
        if (q == p + n || strchr("\"{}[]", *q)) {
            memcpy(o, p, n);
            o += n;
            *o++ = '\n';
        }
        p += n + (p[n] == '\n');
    }
    *o = '\0';
    for (char *c = out; *c; c++)
        if (*c == ',') {
            char *d = c + 1;
            while (*d == ' ' || *d == '\n' || *d == '\t' || *d == '\r')
                d++;
            if (*d == '}' || *d == ']')
                *c = ' ';
        }
    return out;
}

static int parse_count(const cJSON *v, unsigned long *out)
{
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 4e18
        || v->valuedouble != (double)(unsigned long)v->valuedouble)
        return -1;
    *out = (unsigned long)v->valuedouble;
    return 0;
}

int synth_report_parse(const char *text, const char *where, const synth_target *t,
                       const char *top, synth_report **out)
{
    *out = NULL;
    char *clean = clean_json(text);
    if (!clean)
        return PWS_ENOMEM;
    cJSON *root = cJSON_Parse(clean);
    free(clean);
    if (!root)
        return diag_at(where, PWS_EPARSE, "not a yosys stat -json report");
    const cJSON *mods = cJSON_GetObjectItemCaseSensitive(root, "modules");
    synth_report *r = calloc(1, sizeof *r);
    int rc = 0;
    if (!r) {
        cJSON_Delete(root);
        return PWS_ENOMEM;
    }
    r->t = t;
    if (!cJSON_IsObject(mods) || !mods->child) {
        rc = diag_at(where, PWS_EPARSE, "no \"modules\" object");
        goto done;
    }
    size_t n = (size_t)cJSON_GetArraySize(mods);
    r->mods = calloc(n, sizeof *r->mods);
    if (!r->mods || !(r->top_name = dup(top))) {
        rc = PWS_ENOMEM;
        goto done;
    }
    const cJSON *m;
    cJSON_ArrayForEach(m, mods) {
        module *x = &r->mods[r->nmods++];
        if (!(x->yname = dup(m->string)) || readable(m->string, &x->name, &x->base)) {
            rc = PWS_ENOMEM;
            goto done;
        }
    }
    /* cells: after every module is known, so that a type can be recognised as a submodule */
    size_t i = 0;
    cJSON_ArrayForEach(m, mods) {
        module *x = &r->mods[i++];
        const cJSON *types = cJSON_GetObjectItemCaseSensitive(m, "num_cells_by_type"), *c;
        if (types && !cJSON_IsObject(types)) {
            rc = diag_at(where, PWS_EPARSE, "module '%s': num_cells_by_type is not an object",
                         x->name);
            goto done;
        }
        x->subs = calloc((size_t)cJSON_GetArraySize(types) + 1, sizeof *x->subs);
        if (!x->subs) {
            rc = PWS_ENOMEM;
            goto done;
        }
        cJSON_ArrayForEach(c, types) {
            unsigned long cnt;
            if (parse_count(c, &cnt)) {
                rc = diag_at(where, PWS_EPARSE, "module '%s': count of '%s' is not a "
                             "non-negative integer", x->name, c->string);
                goto done;
            }
            /* stat names a plain submodule "mid" but keys its module "\\mid" */
            char key[1024];
            snprintf(key, sizeof key, "\\%s", c->string);
            int sub = find_module(r, c->string);
            if (sub < 0)
                sub = find_module(r, key);
            if (sub >= 0) {
                x->subs[x->nsubs].mod = (size_t)sub;
                x->subs[x->nsubs++].count = cnt;
            } else {
                x->own[synth_target_classify(t, c->string)] += cnt;
                if (synth_target_match(t->bram_cells, c->string))
                    x->bram_cells += cnt;
            }
        }
    }
    char want[512];
    snprintf(want, sizeof want, "\\%s", top);
    int ti = find_module(r, want);
    if (ti < 0) {
        rc = diag_at(where, PWS_EPARSE, "top module '%s' is not in the report", top);
        goto done;
    }
    for (size_t k = 0; k < r->nmods && !rc; k++)
        rc = roll_up(r, k, where);
    if (!rc)
        rc = order_modules(r, (size_t)ti);
    if (!rc)
        rc = make_unique(r);
done:
    cJSON_Delete(root);
    if (rc)
        synth_report_free(r);
    else
        *out = r;
    return rc;
}

/* One instance of module m in group g (its parent's), occurring mult times: see
 * synth_report_group_cells. The hierarchy is a DAG of a few levels, so walking every path is
 * cheap. */
static void group_walk(const synth_report *r, size_t m, unsigned g, unsigned long mult,
                       int (*group_of)(void *, const char *), void *ctx,
                       unsigned long (*sums)[SYNTH_NCLASS], size_t ngroups, unsigned fallback)
{
    const module *x = &r->mods[m];
    int mine = group_of(ctx, x->base);
    if (mine >= 0)
        g = (size_t)mine < ngroups ? (unsigned)mine : fallback;
    for (int k = 0; k < SYNTH_NCLASS; k++)
        sums[g][k] += mult * x->own[k];
    for (size_t s = 0; s < x->nsubs; s++)
        group_walk(r, x->subs[s].mod, g, mult * x->subs[s].count, group_of, ctx, sums, ngroups,
                   fallback);
}

void synth_report_group_cells(const synth_report *r,
                              int (*group_of)(void *ctx, const char *base), void *ctx,
                              unsigned fallback, unsigned long (*sums)[SYNTH_NCLASS],
                              size_t ngroups)
{
    memset(sums, 0, ngroups * sizeof *sums);
    if (r->norder)
        group_walk(r, r->order[0], fallback, 1, group_of, ctx, sums, ngroups, fallback);
}

void synth_report_free(synth_report *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->nmods; i++) {
        free(r->mods[i].yname);
        free(r->mods[i].name);
        free(r->mods[i].base);
        free(r->mods[i].subs);
    }
    free(r->mods);
    free(r->order);
    free(r->top_name);
    free(r);
}

size_t synth_report_nmodules(const synth_report *r)
{
    return r->norder;
}

const char *synth_report_module_name(const synth_report *r, size_t i)
{
    return r->mods[r->order[i]].name;
}

unsigned long synth_report_instances(const synth_report *r, size_t i)
{
    return r->mods[r->order[i]].instances;
}

unsigned long synth_report_own(const synth_report *r, size_t i, synth_class k)
{
    return r->mods[r->order[i]].own[k];
}

unsigned long synth_report_total(const synth_report *r, size_t i, synth_class k)
{
    return r->mods[r->order[i]].total[k];
}

unsigned synth_report_ram_modules(const synth_report *r)
{
    unsigned n = 0;
    for (size_t i = 0; i < r->norder; i++)
        n += !strcmp(r->mods[r->order[i]].base, SYNTH_RAM_LEAF);
    return n;
}

unsigned synth_report_ram_failures(const synth_report *r)
{
    unsigned n = 0;
    for (size_t i = 0; i < r->norder; i++) {
        const module *x = &r->mods[r->order[i]];
        n += !strcmp(x->base, SYNTH_RAM_LEAF) && x->bram_cells == 0;
    }
    return n;
}

/* ---- Frequency estimate -------------------------------------------------------------------- */

static int name_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The carry cells of `select -list` ("module/cell" per line) as a sorted array of "cell"
 * pointers into buf (a modifiable copy of the text). */
static char **carry_names(char *buf, size_t *n)
{
    size_t cap = 1;
    for (const char *p = buf; *p; p++)
        cap += *p == '\n';
    char **v = malloc(cap * sizeof *v);
    *n = 0;
    if (!v)
        return NULL;
    for (char *line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
        char *slash = strchr(line, '/');
        if (slash && slash[1])
            v[(*n)++] = slash + 1;
    }
    qsort(v, *n, sizeof *v, name_cmp);
    return v;
}

int synth_depth_parse(const char *ltp, const char *carry_list, const synth_target *t,
                      const char *top, const char *where, synth_depth *d)
{
    char head[256];
    snprintf(head, sizeof head, "Longest topological path in %s (", top);
    const char *h = strstr(ltp, head);
    const char *len = h ? strstr(h, "(length=") : NULL;
    unsigned levels;
    if (!len || sscanf(len, "(length=%u)", &levels) != 1)
        return diag_at(where, PWS_EPARSE, "no 'Longest topological path in %s' line", top);
    char *buf = dup(carry_list ? carry_list : "");
    size_t ncarry = 0;
    char **carry = buf ? carry_names(buf, &ncarry) : NULL;
    if (!buf || !carry) {
        free(buf);
        return PWS_ENOMEM;
    }
    unsigned vias = 0, nc = 0;
    const char *stop = strstr(len, "Longest topological path in ");
    for (const char *p = strstr(len, "(via "); p && (!stop || p < stop);
         p = strstr(p + 1, "(via ")) {
        const char *s = p + 5, *e = strchr(s, ')');
        /* a cell name may itself contain ')': the via name runs to the end of its line */
        const char *eol = strchr(s, '\n');
        if (eol && (!e || e > eol))
            e = eol;
        if (eol) {
            const char *last = eol;
            while (last > s && last[-1] != ')')
                last--;
            if (last > s)
                e = last - 1;
        }
        if (!e)
            break;
        char name[1024];
        snprintf(name, sizeof name, "%.*s", (int)(e - s), s);
        const char *key = name;
        nc += ncarry && bsearch(&key, carry, ncarry, sizeof *carry, name_cmp) != NULL;
        vias++;
    }
    free(carry);
    free(buf);
    if (vias != levels)
        return diag_at(where, PWS_EPARSE, "ltp says length=%u but lists %u cells", levels, vias);
    d->levels = levels;
    d->carry = nc;
    d->ns = t->t_fixed + (levels - nc) * t->t_lut + nc * t->t_carry;
    d->mhz = 1000.0 / d->ns;
    return 0;
}

void synth_report_set_depth(synth_report *r, const synth_depth *d)
{
    r->depth = *d;
    r->has_depth = 1;
}

/* ---- Output --------------------------------------------------------------------------------- */

/* CSV field: quoted, since readable names contain commas. */
static void csv_name(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

int synth_report_write_csv(const synth_report *r, FILE *f)
{
    fprintf(f, "module,instances");
    for (int k = 0; k < SYNTH_NCLASS; k++)
        fprintf(f, ",%s", synth_class_name((synth_class)k));
    fputc('\n', f);
    for (size_t i = 0; i < r->norder; i++) {
        const module *x = &r->mods[r->order[i]];
        csv_name(f, x->name);
        fprintf(f, ",%lu", x->instances);
        for (int k = 0; k < SYNTH_NCLASS; k++)
            fprintf(f, ",%lu", x->total[k]);
        fputc('\n', f);
    }
    return ferror(f) ? PWS_EIO : 0;
}

static cJSON *classes(const unsigned long *v)
{
    cJSON *o = cJSON_CreateObject();
    for (int k = 0; o && k < SYNTH_NCLASS; k++)
        if (!cJSON_AddNumberToObject(o, synth_class_name((synth_class)k), (double)v[k])) {
            cJSON_Delete(o);
            return NULL;
        }
    return o;
}

static cJSON *build_json(const synth_report *r, double elapsed_s)
{
    cJSON *o = cJSON_CreateObject(), *mods = cJSON_CreateArray(), *bram = cJSON_CreateObject();
    cJSON *rams = cJSON_CreateArray();
    const module *top = &r->mods[r->order[0]];
    int ok = o && mods && bram && rams
             && cJSON_AddStringToObject(o, "target", r->t->name)
             && cJSON_AddStringToObject(o, "top", r->top_name)
             && (r->t->device ? cJSON_AddStringToObject(o, "device", r->t->device)
                              : cJSON_AddNullToObject(o, "device"))
             && (elapsed_s < 0 || cJSON_AddNumberToObject(o, "yosys_seconds",
                                                         (double)(long)(elapsed_s * 10) / 10));
    cJSON *tot = ok ? classes(top->total) : NULL;
    ok = ok && tot && cJSON_AddItemToObject(o, "total", tot);
    for (size_t i = 0; ok && i < r->norder; i++) {
        const module *x = &r->mods[r->order[i]];
        cJSON *m = cJSON_CreateObject();
        cJSON *own = classes(x->own), *total = classes(x->total);
        ok = m && own && total && cJSON_AddStringToObject(m, "name", x->name)
             && cJSON_AddStringToObject(m, "module", x->base)
             && cJSON_AddNumberToObject(m, "instances", (double)x->instances)
             && cJSON_AddNumberToObject(m, "depth", x->depth);
        if (ok) {
            cJSON_AddItemToObject(m, "own", own);
            cJSON_AddItemToObject(m, "total", total);
            cJSON_AddItemToArray(mods, m);
        } else {
            cJSON_Delete(m);
            cJSON_Delete(own);
            cJSON_Delete(total);
        }
        if (ok && !strcmp(x->base, SYNTH_RAM_LEAF)) {
            cJSON *e = cJSON_CreateObject();
            ok = e && cJSON_AddStringToObject(e, "name", x->name)
                 && cJSON_AddNumberToObject(e, "instances", (double)x->instances)
                 && cJSON_AddNumberToObject(e, "bram_cells", (double)x->bram_cells)
                 && cJSON_AddBoolToObject(e, "inferred", x->bram_cells > 0);
            if (e)
                cJSON_AddItemToArray(rams, e);
        }
    }
    if (ok) {
        cJSON_AddItemToObject(o, "modules", mods);
        mods = NULL;
        ok = cJSON_AddStringToObject(bram, "cells", r->t->bram_cells)
             && cJSON_AddNumberToObject(bram, "ram_modules", synth_report_ram_modules(r))
             && cJSON_AddNumberToObject(bram, "failures", synth_report_ram_failures(r));
        cJSON_AddItemToObject(bram, "modules", rams);
        rams = NULL;
        cJSON_AddItemToObject(o, "bram", bram);
        bram = NULL;
    }
    if (ok && r->has_depth) {
        cJSON *d = cJSON_CreateObject();
        ok = d && cJSON_AddNumberToObject(d, "levels", r->depth.levels)
             && cJSON_AddNumberToObject(d, "carry_levels", r->depth.carry)
             && cJSON_AddNumberToObject(d, "t_lut_ns", r->t->t_lut)
             && cJSON_AddNumberToObject(d, "t_carry_ns", r->t->t_carry)
             && cJSON_AddNumberToObject(d, "t_fixed_ns", r->t->t_fixed)
             && cJSON_AddNumberToObject(d, "ns", (double)(long)(r->depth.ns * 100 + 0.5) / 100)
             && cJSON_AddNumberToObject(d, "mhz_estimate",
                                        (double)(long)(r->depth.mhz * 10 + 0.5) / 10);
        if (d)
            cJSON_AddItemToObject(o, "depth", d);
    }
    cJSON_Delete(mods);
    cJSON_Delete(rams);
    cJSON_Delete(bram);
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

int synth_report_write_json(const synth_report *r, double elapsed_s, const char *where, FILE *f)
{
    cJSON *o = build_json(r, elapsed_s);
    char *s = o ? cJSON_Print(o) : NULL;
    cJSON_Delete(o);
    if (!s)
        return diag_at(where, PWS_ENOMEM, "out of memory writing the report");
    fprintf(f, "%s\n", s);
    free(s);
    return ferror(f) ? diag_at(where, PWS_EIO, "cannot write the report") : 0;
}

void synth_report_print(const synth_report *r, FILE *f)
{
    fprintf(f, "%-52s %5s", "module (per instance, submodules included)", "inst");
    for (int k = 0; k < SYNTH_NCLASS; k++)
        fprintf(f, " %7s", synth_class_name((synth_class)k));
    fputc('\n', f);
    for (size_t i = 0; i < r->norder; i++) {
        const module *x = &r->mods[r->order[i]];
        char label[256];
        unsigned ind = x->depth < 8 ? x->depth : 8;
        snprintf(label, sizeof label, "%*s%s", (int)(2 * ind), "", x->name);
        fprintf(f, "%-52.52s %5lu", label, x->instances);
        for (int k = 0; k < SYNTH_NCLASS; k++)
            fprintf(f, " %7lu", x->total[k]);
        fputc('\n', f);
    }
}

int synth_report_too_large(const synth_report *r, char *buf, size_t len)
{
    static const struct { synth_class k; const char *what; } res[] = {
        { SYNTH_LUT, "LUTs" }, { SYNTH_FF, "flip-flops" }, { SYNTH_BRAM, "block RAMs" },
        { SYNTH_DSP, "DSPs" },
    };
    const synth_target *t = r->t;
    if (!t->device)
        return 0;
    const unsigned long lim[] = { t->max_luts, t->max_ffs, t->max_brams, t->max_dsps };
    const module *top = &r->mods[r->order[0]];
    char need[256] = "", have[256] = "";
    int over = 0;
    for (size_t i = 0; i < sizeof res / sizeof res[0]; i++) {
        unsigned long v = top->total[res[i].k];
        if (v <= lim[i])
            continue;
        size_t a = strlen(need), b = strlen(have);
        snprintf(need + a, sizeof need - a, "%s%lu %s", over ? ", " : "", v, res[i].what);
        snprintf(have + b, sizeof have - b, "%s%lu", over ? ", " : "", lim[i]);
        over++;
    }
    if (over)
        snprintf(buf, len, "the design needs %s; the %s has %s", need, t->device, have);
    return over > 0;
}
