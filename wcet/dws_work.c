/* wcet/dws_work.c -- see dws_work.h. */
#include "dws_work.h"

#include <stdlib.h>
#include <string.h>

#include "pws_err.h"
#include "swf_ctx.h"

/* Does x post-dominate v (every path from v to an exit passes x; v itself counts)? */
static int post_dominates(const cfg *g, int x, int v)
{
    for (int y = v; y >= 0; y = g->blocks[y].ipdom)
        if (y == x)
            return 1;
    return 0;
}

/* The costliest path from each block to an exit (acyclic: successors come later in g->order),
 * leaving the else part of every BSB marked in skip (its execz jump only). */
static void longest_to_exit(const cfg *g, const uint64_t *cost, const uint8_t *skip, uint64_t *L)
{
    for (int i = g->nblocks - 1; i >= 0; i--) {
        int b = g->order[i];
        const cfg_block *B = &g->blocks[b];
        uint64_t after = 0;
        if (B->fall >= 0 && !(skip && skip[b]) && L[B->fall] > after)
            after = L[B->fall];
        if (B->taken >= 0 && L[B->taken] > after)
            after = L[B->taken];
        L[b] = cost[b] + after;
    }
}

/* The else part's BSB x of if-else e when block v is in e's then part (dominated by e's
 * fall-through) and both the splitter and the new SWF of a split at v pass x and then e's join
 * (x post-dominates v, the join x): the new SWF's run of that else part splices into its
 * splitter's path, which skips it (the splitter's lanes all took v's then part, within e's).
 * CFG_NONE otherwise. */
static int enclosing_bsb(const cfg *g, int e, int v)
{
    const cfg_block *E = &g->blocks[e];
    if (E->kind != CFG_BRANCH || E->bsb < 0 || E->fall < 0 || !cfg_dominates(g, E->fall, v))
        return CFG_NONE;
    int x = E->bsb, r = g->blocks[x].taken;
    if (r < 0 || r == g->blocks[x].fall || !post_dominates(g, x, v) || !post_dominates(g, r, x))
        return CFG_NONE;
    return x;
}

/* What a split at b leaves over once its new SWF's path is spliced into its splitter's: x and
 * the new SWF's run from the join on, without the else parts that enclose b (skip, lm:
 * scratch); L (no skips) for the fallback. */
static uint64_t dup_of(const cfg *g, const uint64_t *cost, const uint64_t *L, int b,
                       uint8_t *skip, uint64_t *lm)
{
    int x = swf_ctx_dws_new_succ(g, b);
    if (x < 0)
        return 0;   /* (no block after it: the new SWF ends at once) */
    const cfg_block *X = &g->blocks[x];
    int r = X->taken;
    if (X->kind != CFG_BSB || r < 0 || X->fall == r || !post_dominates(g, x, b)
        || !post_dominates(g, r, x))
        return L[x];
    memset(skip, 0, (size_t)g->nblocks);
    for (int e = 0; e < g->nblocks; e++) {
        int xe = enclosing_bsb(g, e, b);
        if (xe >= 0 && xe != x)
            skip[xe] = 1;
    }
    longest_to_exit(g, cost, skip, lm);
    return cost[x] + lm[r];
}

int dws_work_wave(const cfg *g, const uint64_t *cost, const uint64_t *cost_dup, unsigned s,
                  uint64_t per_split, uint64_t *work, uint64_t *dup_out)
{
    if (g->nloops)
        return PWS_EUNSUPPORTED;
    int n = g->nblocks;
    uint64_t *L = calloc((size_t)n, sizeof *L), *lm = calloc((size_t)n, sizeof *lm);
    uint8_t *skip = calloc((size_t)n, 1);
    if (!L || !lm || !skip) {
        free(L), free(lm), free(skip);
        return PWS_ENOMEM;
    }
    longest_to_exit(g, cost_dup, NULL, L);   /* (the fallback's leftover) */
    uint64_t dup = 0;
    int any = 0;
    for (int b = 0; b < n; b++)
        if (g->blocks[b].mode_marked || g->blocks[b].mode_may) {
            uint64_t d = dup_of(g, cost_dup, L, b, skip, lm);
            dup = d > dup ? d : dup;
            any = 1;
        }
    longest_to_exit(g, cost, NULL, lm);
    *work = lm[g->entry] + (any ? (uint64_t)s * (dup + per_split) : 0);
    if (dup_out)
        *dup_out = dup;
    free(L), free(lm), free(skip);
    return 0;
}
