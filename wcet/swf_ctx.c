/* wcet/swf_ctx.c -- see swf_ctx.h. Needs are computed bottom-up in reverse topological order:
 * a branch node's then and else parts (and so its children in the Parent tree) come after it. */
#include "swf_ctx.h"

#include <stdlib.h>
#include <string.h>

#define HELD_CAP 4096u   /* any held count above 63 already means "not guaranteed" */

static unsigned add_cap(unsigned a, unsigned b) { return a + b > HELD_CAP ? HELD_CAP : a + b; }

/* s_split instructions outside split-marked branch nodes (none in hand-built graphs). */
static unsigned region_splits(const cfg *g)
{
    unsigned r = 0;
    for (int b = 0; b < g->nblocks; b++) {
        const cfg_block *B = &g->blocks[b];
        if (B->kind == CFG_BRANCH && B->split_marked)
            continue;
        for (unsigned i = 0; i < B->ninsn && g->insns; i++)
            r += g->insns[B->first + i].op == ISA_s_split;
    }
    return r;
}

void swf_ctx_guaranteed(const cfg *g, unsigned s, uint8_t *guaranteed, swf_ctx_info *info)
{
    int n = g->nblocks;
    memset(guaranteed, 0, (size_t)n);
    /* rn[p]: need of the code whose Parent is p (a branch node: its then part; a BSB: its
     * else part); rn[n]: the top level (Parent 0). owner[L]: the branch node whose BSB is L. */
    unsigned *rn = calloc((size_t)n + 1, sizeof *rn);
    int *owner = malloc((size_t)n * sizeof *owner);
    if (!rn || !owner) {   /* no memory: guarantee nothing, which is always safe */
        free(rn), free(owner);
        if (info)
            info->need = HELD_CAP, info->regions = 0;
        return;
    }
    for (int b = 0; b < n; b++)
        owner[b] = CFG_NONE;
    for (int b = 0; b < n; b++)
        if (g->blocks[b].kind == CFG_BRANCH && g->blocks[b].bsb != CFG_NONE)
            owner[g->blocks[b].bsb] = b;
    for (int i = n - 1; i >= 0; i--) {
        int v = g->order[i];
        const cfg_block *V = &g->blocks[v];
        if (V->kind != CFG_BRANCH)
            continue;
        unsigned t = rn[v], e = V->bsb != CFG_NONE ? rn[V->bsb] : 0;
        unsigned need = V->split_marked ? add_cap(1, add_cap(t, e)) : (t > e ? t : e);
        int p = V->parent == CFG_NONE ? n : V->parent;
        if (need > rn[p])
            rn[p] = need;
    }
    unsigned r = region_splits(g), need = rn[n];
    /* other SWFs created by region splits: each may hold 1 + need contexts */
    unsigned others = 0;
    if (r) {
        unsigned swfs = r >= 12 ? HELD_CAP : (1u << r) - 1;
        others = swfs >= HELD_CAP ? HELD_CAP : (unsigned)((uint64_t)swfs * (1 + need) > HELD_CAP
                                                     ? HELD_CAP : swfs * (1 + need));
    }
    for (int u = 0; u < n; u++) {
        const cfg_block *U = &g->blocks[u];
        if (U->kind != CFG_BRANCH || !U->split_marked)
            continue;
        unsigned held = others;
        for (int cur = u, p = U->parent; p != CFG_NONE; p = g->blocks[cur].parent) {
            int w = p, other;
            if (g->blocks[p].kind == CFG_BSB && owner[p] != CFG_NONE) {
                w = owner[p];               /* cur is in w's else part: the then part runs */
                other = w;
            } else {                         /* cur is in w's then part: the else part runs */
                other = g->blocks[w].bsb;
            }
            if (g->blocks[w].kind == CFG_BRANCH && g->blocks[w].split_marked)
                held = add_cap(held, add_cap(1, other != CFG_NONE ? rn[other] : 0));
            cur = w;
        }
        guaranteed[u] = held < s;
    }
    if (info)
        info->need = add_cap(need, others), info->regions = r;
    free(rn), free(owner);
}
