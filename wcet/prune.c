/* wcet/prune.c -- Algorithm 2 (Prune), line for line; the line numbers are the paper's.
 *
 * Two things the paper leaves implicit, both needed for real kernels and both no-ops on the
 * paper's Figure 8:
 *   - a branch node without an else part (clang's if without else: no BSB) is treated as having
 *     an empty one, F[BSB(u)] = F[Reconv(u)] and e_BSB(u) = 0, so its two "paths" are the then
 *     part and nothing;
 *   - a plain block with several forward successors (a uniform s_cbranch_scc, a loop exit) takes
 *     the largest F among them; with one successor that is the paper's line 20. Back edges are
 *     not followed, so F is the cost of one pass through a loop. */
#include "prune.h"

#include <string.h>

/* Index of b in f[]: the virtual exit is the extra element |V|+1. */
static int fi(const cfg *g, int b)
{
    return b == CFG_EXIT || b == CFG_NONE ? g->nblocks : b;
}

static int64_t f_plain_succ(const cfg *g, const int64_t *f, int u)
{
    int64_t best = 0;
    int any = 0;
    for (int e = 0; e < g->nedges; e++) {
        const cfg_edge *E = &g->edges[e];
        if (E->from != u || E->back)
            continue;
        int64_t v = f[fi(g, E->to)];
        if (!any || v > best)
            best = v;
        any = 1;
    }
    return best;
}

static void remove_edge(const cfg *g, int from, int to, uint8_t *removed, int *n)
{
    int e = cfg_edge_index(g, from, to, CFG_EDGE_FALL);
    if (e >= 0 && !removed[e]) {
        removed[e] = 1;
        (*n)++;
    }
}

int prune_run(const cfg *g, const uint8_t *sb, const uint64_t *cost, uint8_t *removed,
              int64_t *f)
{
    int n = g->nblocks, nremoved = 0;
    memset(removed, 0, (size_t)g->nedges);           /* line 4: Er = {} */
    memset(f, 0, ((size_t)n + 1) * sizeof *f);
    f[n] = 0;                                        /* line 6: F[|V|+1] = 0 */
    for (int i = n - 1; i >= 0; i--) {               /* line 7: reverse topological order */
        int u = g->order[i];
        const cfg_block *B = &g->blocks[u];
        int64_t e_u = (int64_t)cost[u];
        if (B->kind == CFG_BRANCH) {                 /* line 8 */
            int s = fi(g, B->succbb), r = fi(g, B->reconv);
            int has_bsb = B->bsb != CFG_NONE;
            int64_t f_bsb = has_bsb ? f[B->bsb] : f[r];
            int64_t e_bsb = has_bsb ? (int64_t)cost[B->bsb] : 0;
            f[s] = f[s] - f_bsb + f[r];              /* line 9 */
            if (sb[u]) {                             /* line 10 */
                f[u] = f[s] > f_bsb ? f[s] : f_bsb;  /* line 11 */
                if (f[s] < f_bsb)                    /* line 12 */
                    remove_edge(g, u, B->succbb, removed, &nremoved);        /* line 13 */
                else if (has_bsb)                    /* line 14 */
                    remove_edge(g, B->bsb, g->blocks[B->bsb].succbb, removed, &nremoved); /* 15 */
            } else {                                 /* line 16 */
                f[u] = f[s] + f_bsb - f[r];          /* line 17 */
            }
            f[u] = f[u] + e_u + e_bsb;               /* line 18 */
        } else if (B->kind != CFG_BSB) {             /* line 19 */
            f[u] = f_plain_succ(g, f, u) + e_u;      /* line 20 */
        } else {                                     /* line 21 */
            f[u] = f[fi(g, B->succbb)];              /* line 22 */
        }
    }
    return nremoved;                                 /* line 23 */
}
