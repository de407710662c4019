/* wcet/ipet.c -- see ipet.h. Variables are the edges (x_e = times the edge is taken); a block's
 * execution count is the sum over its in-edges. Loop bounds follow docs/flow-facts.md: the
 * header of loop L runs at most max_L times per entry, i.e.
 *     sum(in-edges of h) <= max_L * sum(non-back in-edges of h),
 * and at most total_L times in all. */
#include "ipet.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "ilp.h"
#include "pws_err.h"

/* lp_solve computes in doubles: every coefficient and the objective must be exact integers. */
#define IPET_EXACT_LIMIT 9007199254740992.0   /* 2^53 */

void ipet_result_free(ipet_result *r)
{
    free(r->edge_count);
    free(r->block_count);
    r->edge_count = r->block_count = NULL;
}

typedef struct rowbuf {
    int *cols;
    double *coef;
    int n;
} rowbuf;

static void put(rowbuf *b, int col, double c)
{
    for (int i = 0; i < b->n; i++)
        if (b->cols[i] == col) {
            b->coef[i] += c;
            return;
        }
    b->cols[b->n] = col;
    b->coef[b->n++] = c;
}

static int build_model(const cfg *g, const ipet_opts *o, ilp *p, rowbuf *b)
{
    int rc;
    char name[96];
    for (int e = 0; e < g->nedges; e++) {
        const cfg_edge *E = &g->edges[e];
        snprintf(name, sizeof name, "e%d_%s__%s", e, E->from < 0 ? "entry" : cfg_name(g, E->from),
                 cfg_name(g, E->to));
        for (char *c = name; *c; c++)   /* lp format names: letters, digits and _ */
            if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')))
                *c = '_';
        if ((rc = ilp_set_name(p, e, name)))
            return rc;
    }
    /* the entry edge is taken exactly once */
    b->n = 0;
    put(b, 0, 1);
    if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_EQ, 1)))
        return rc;
    /* flow conservation: in = out at every block */
    for (int v = 0; v < g->nblocks; v++) {
        b->n = 0;
        for (int e = 0; e < g->nedges; e++) {
            if (g->edges[e].to == v)
                put(b, e, 1);
            if (g->edges[e].from == v)
                put(b, e, -1);
        }
        if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_EQ, 0)))
            return rc;
    }
    for (int e = 0; o->removed && e < g->nedges; e++) {
        if (!o->removed[e])
            continue;
        b->n = 0;
        put(b, e, 1);
        if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_EQ, 0)))
            return rc;
    }
    for (int l = 0; l < g->nloops; l++) {
        int h = g->loops[l].header;
        b->n = 0;
        for (int e = 0; e < g->nedges; e++)
            if (g->edges[e].to == h)
                put(b, e, g->edges[e].back ? 1.0 : 1.0 - (double)o->loop_max[l]);
        if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_LE, 0)))
            return rc;
        if (o->loop_total && o->loop_total[l] != IPET_NO_TOTAL) {
            b->n = 0;
            for (int e = 0; e < g->nedges; e++)
                if (g->edges[e].to == h)
                    put(b, e, 1);
            if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_LE, (double)o->loop_total[l])))
                return rc;
        }
    }
    /* a split branch node: its SWF enters the then part or the else part, not both */
    for (int u = 0; o->exclusive && u < g->nblocks; u++) {
        const cfg_block *B = &g->blocks[u];
        if (!o->exclusive[u] || B->kind != CFG_BRANCH || B->bsb == CFG_NONE)
            continue;
        b->n = 0;
        put(b, cfg_edge_index(g, u, B->fall, CFG_EDGE_FALL), 1);
        put(b, cfg_edge_index(g, B->bsb, g->blocks[B->bsb].fall, CFG_EDGE_FALL), 1);
        for (int e = 0; e < g->nedges; e++)
            if (g->edges[e].to == u)
                put(b, e, -1);
        if ((rc = ilp_add_row(p, b->n, b->cols, b->coef, ILP_LE, 0)))
            return rc;
    }
    double *obj = calloc((size_t)g->nedges, sizeof *obj);
    if (!obj)
        return PWS_ENOMEM;
    for (int e = 0; e < g->nedges; e++)
        if (g->edges[e].to >= 0)
            obj[e] = (double)o->cost[g->edges[e].to];
    rc = ilp_set_objective(p, obj);
    free(obj);
    return rc;
}

/* The exact re-check: integrality, conservation, bounds, and the objective in uint64. */
static int recheck(const cfg *g, const ipet_opts *o, const double *x, double obj, ipet_result *r)
{
    const char *where = g->file;
    for (int e = 0; e < g->nedges; e++) {
        double k = floor(x[e] + 0.5);
        if (fabs(x[e] - k) > 1e-6 || k < 0)
            return diag_at(where, PWS_EMISMATCH, "IPET check: edge e%d count %.6f is not a "
                           "non-negative integer", e, x[e]);
        r->edge_count[e] = (uint64_t)k;
    }
    if (r->edge_count[0] != 1)
        return diag_at(where, PWS_EMISMATCH, "IPET check: the entry is taken %llu times",
                       (unsigned long long)r->edge_count[0]);
    uint64_t total = 0;
    for (int v = 0; v < g->nblocks; v++) {
        uint64_t in = 0, out = 0;
        for (int e = 0; e < g->nedges; e++) {
            if (g->edges[e].to == v)
                in += r->edge_count[e];
            if (g->edges[e].from == v)
                out += r->edge_count[e];
        }
        if (in != out)
            return diag_at(where, PWS_EMISMATCH, "IPET check: block %s is entered %llu times "
                           "and left %llu times", g->blocks[v].name, (unsigned long long)in,
                           (unsigned long long)out);
        r->block_count[v] = in;
        total += in * o->cost[v];
    }
    for (int e = 0; o->removed && e < g->nedges; e++)
        if (o->removed[e] && r->edge_count[e])
            return diag_at(where, PWS_EMISMATCH, "IPET check: pruned edge e%d is taken", e);
    for (int l = 0; l < g->nloops; l++) {
        int h = g->loops[l].header;
        uint64_t entries = 0;
        for (int e = 0; e < g->nedges; e++)
            if (g->edges[e].to == h && !g->edges[e].back)
                entries += r->edge_count[e];
        if (r->block_count[h] > o->loop_max[l] * entries ||
            (o->loop_total && o->loop_total[l] != IPET_NO_TOTAL
             && r->block_count[h] > o->loop_total[l]))
            return diag_at(where, PWS_EMISMATCH, "IPET check: loop %s runs %llu times",
                           g->blocks[h].name, (unsigned long long)r->block_count[h]);
    }
    if ((double)total != floor(obj + 0.5))
        return diag_at(where, PWS_EMISMATCH, "IPET check: lp_solve's objective %.1f differs "
                       "from the exact sum %llu", obj, (unsigned long long)total);
    r->wcet = total;
    return 0;
}

int ipet_solve(const cfg *g, const ipet_opts *o, ipet_result *r)
{
    memset(r, 0, sizeof *r);
    /* every term of the objective must be exact in a double */
    double bound = 0;
    for (int v = 0; v < g->nblocks; v++)
        bound += (double)o->cost[v];
    for (int l = 0; l < g->nloops; l++)
        bound *= (double)(o->loop_max[l] ? o->loop_max[l] : 1);
    if (bound >= IPET_EXACT_LIMIT)
        return diag_at(g->file, PWS_ERANGE, "IPET: costs and loop bounds too large to solve "
                       "exactly (over 2^53 cycles)");
    ilp *p = ilp_new(g->nedges);
    rowbuf b = { malloc(((size_t)g->nedges + 1) * sizeof(int)),
                 malloc(((size_t)g->nedges + 1) * sizeof(double)), 0 };
    double *x = calloc((size_t)g->nedges + 1, sizeof *x), obj = 0;
    r->edge_count = calloc((size_t)g->nedges, sizeof *r->edge_count);
    r->block_count = calloc((size_t)g->nblocks, sizeof *r->block_count);
    int rc = PWS_ENOMEM;
    /* a loop bounded to 0 runs on no path: if every path enters it, say so when it fails */
    char hint[200] = "";
    for (int l = 0; l < g->nloops && !hint[0]; l++) {
        int zmax = o->loop_max[l] == 0;
        if (zmax || (o->loop_total && o->loop_total[l] == 0))
            snprintf(hint, sizeof hint, "no path of %s avoids loop %s, which the flow facts "
                     "bound to 0 runs (%s 0)", g->file, g->blocks[g->loops[l].header].name,
                     zmax ? "max" : "total");
    }
    if (p && b.cols && b.coef && x && r->edge_count && r->block_count &&
        !(rc = build_model(g, o, p, &b)) && !(o->lp_path && (rc = ilp_write_lp(p, o->lp_path))) &&
        !(hint[0] && (rc = ilp_set_infeasible_hint(p, hint))) &&
        !(rc = ilp_solve(p, hint[0] && o->facts ? o->facts : g->file, &obj, x)))
        rc = recheck(g, o, x, obj, r);
    if (rc)
        ipet_result_free(r);
    ilp_free(p);
    free(b.cols), free(b.coef), free(x);
    return rc;
}
