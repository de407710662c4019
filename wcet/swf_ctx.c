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

int swf_ctx_dws_new_succ(const cfg *g, int b)
{
    const cfg_block *B = &g->blocks[b];
    if (!g->insns || !B->ninsn)
        return B->taken;   /* hand-built graphs: branch nodes end in execz */
    return g->insns[B->first + B->ninsn - 1].op == ISA_s_cbranch_execnz ? B->fall : B->taken;
}

/* reach[v] = 1 for every block reachable from `from` (itself included), over every edge. */
static void reach_from(const cfg *g, int from, uint8_t *reach, int *stack)
{
    memset(reach, 0, (size_t)g->nblocks);
    if (from == CFG_NONE || from < 0)
        return;
    int top = 0;
    stack[top++] = from;
    reach[from] = 1;
    while (top) {
        const cfg_block *B = &g->blocks[stack[--top]];
        int next[2] = { B->fall, B->taken };
        for (int i = 0; i < 2; i++)
            if (next[i] >= 0 && next[i] < g->nblocks && !reach[next[i]]) {
                reach[next[i]] = 1;
                stack[top++] = next[i];
            }
    }
}

static int dominates(const cfg *g, int u, int v)
{
    for (int x = v; x != CFG_NONE; x = g->blocks[x].idom)
        if (x == u)
            return 1;
    return 0;
}

unsigned swf_ctx_dws_guaranteed(const cfg *g, unsigned s, uint8_t *guaranteed)
{
    int n = g->nblocks, nm = 0;
    memset(guaranteed, 0, (size_t)n);
    int *marked = malloc((size_t)n * sizeof *marked);
    int *stack = malloc((size_t)n * sizeof *stack);
    unsigned *pot = calloc((size_t)n, sizeof *pot);   /* splits a marked block can make */
    uint8_t *reach = NULL;
    unsigned count = 0;
    if (!marked || !stack || !pot || s == 0)
        goto out;
    for (int i = 0; i < n; i++)   /* every block that may split takes part in the race */
        if (g->blocks[g->order[i]].mode_marked || g->blocks[g->order[i]].mode_may)
            marked[nm++] = g->order[i];
    /* reach[j n + v]: v is reachable from marked block j's new SWF's successor */
    if (!nm || !(reach = malloc((size_t)nm * (size_t)n)))
        goto out;
    for (int j = 0; j < nm; j++)
        reach_from(g, swf_ctx_dws_new_succ(g, marked[j]), reach + (size_t)j * n, stack);
    /* the splits each marked block can make: a fixpoint (pot only grows, capped at s) */
    for (int changed = 1; changed; ) {
        changed = 0;
        for (int i = 0; i < nm; i++) {
            int m = marked[i];
            unsigned swfs = 1;
            for (int j = 0; j < nm; j++)
                if (reach[(size_t)j * n + m])
                    swfs = add_cap(swfs, j == i ? s : pot[marked[j]]);
            unsigned p = g->blocks[m].loop != CFG_NONE || swfs > s ? s : swfs;
            if (p != pot[m])
                pot[m] = p, changed = 1;
        }
    }
    for (int i = 0; i < nm; i++) {
        int u = marked[i];
        if (!g->blocks[u].mode_marked || g->blocks[u].kind != CFG_BRANCH
            || g->blocks[u].loop != CFG_NONE)
            continue;
        int once = 1;
        for (int j = 0; j < nm; j++)
            once &= !reach[(size_t)j * n + u];
        if (!once)
            continue;
        unsigned before = 0;
        for (int j = 0; j < nm; j++)
            if (j != i && !dominates(g, u, marked[j]))
                before = add_cap(before, pot[marked[j]]);
        if (before < s) {
            guaranteed[u] = 1;
            count++;
        }
    }
out:
    free(marked), free(stack), free(pot), free(reach);
    return count;
}
