/* wcet/cfg.c -- the graph analyses behind cfg.h: edges, dominators and post-dominators
 * (Cooper, Harvey and Kennedy's iterative algorithm over reverse postorder), back edges and
 * natural loops, a topological order, and the paper's SuccBB / BSB / Reconv / Parent.
 * Building a graph from code is in cfg_build.c, printing it in cfg_dump.c. */
#include "cfg.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pws_err.h"

cfg *cfg_new(const char *file)
{
    cfg *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->file = strdup(file ? file : "cfg");
    if (!g->file) {
        free(g);
        return NULL;
    }
    return g;
}

void cfg_free(cfg *g)
{
    if (!g)
        return;
    for (int i = 0; i < g->nloops; i++)
        free(g->loops[i].body);
    free(g->loops);
    free(g->order);
    free(g->edges);
    free(g->insns);
    free(g->labels);
    free(g->blocks);
    free(g->file);
    free(g);
}

int cfg_add_block(cfg *g, const char *name)
{
    if (g->nblocks == g->cap) {
        int nc = g->cap ? 2 * g->cap : 16;
        cfg_block *b = realloc(g->blocks, (size_t)nc * sizeof *b);
        if (!b)
            return PWS_ENOMEM;
        g->blocks = b;
        g->cap = nc;
    }
    cfg_block *b = &g->blocks[g->nblocks];
    memset(b, 0, sizeof *b);
    snprintf(b->name, sizeof b->name, "%s", name);
    b->fall = b->taken = CFG_NONE;
    return g->nblocks++;
}

const char *cfg_name(const cfg *g, int b)
{
    if (b == CFG_EXIT)
        return "exit";
    if (b < 0 || b >= g->nblocks)
        return "-";
    return g->blocks[b].name;
}

int cfg_find(const cfg *g, const char *name)
{
    for (int i = 0; i < g->nblocks; i++)
        if (!strcmp(g->blocks[i].name, name))
            return i;
    for (unsigned l = 0; l < g->nlabels && g->insns; l++)   /* another label at a block's start */
        if (!strcmp(g->labels[l].name, name)) {
            for (int i = 0; i < g->nblocks; i++)
                if (g->blocks[i].ninsn && g->insns[g->blocks[i].first].pc == g->labels[l].addr)
                    return i;
            break;
        }
    /* an address: "0x1c" or "pc_0x1c" names the block starting there */
    const char *p = !strncmp(name, "pc_", 3) ? name + 3 : name;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') && g->insns) {
        char *end;
        unsigned long a = strtoul(p + 2, &end, 16);
        if (*end == '\0' && end != p + 2)
            for (int i = 0; i < g->nblocks; i++)
                if (g->blocks[i].ninsn && g->insns[g->blocks[i].first].pc == a)
                    return i;
    }
    return CFG_NONE;
}

int cfg_edge_index(const cfg *g, int from, int to, cfg_edge_kind kind)
{
    for (int e = 0; e < g->nedges; e++)
        if (g->edges[e].from == from && g->edges[e].to == to && g->edges[e].kind == kind)
            return e;
    return CFG_NONE;
}

int cfg_dominates(const cfg *g, int a, int b)
{
    for (int x = b; x != CFG_NONE; x = g->blocks[x].idom)
        if (x == a)
            return 1;
    return 0;
}

int cfg_in_loop_of(const cfg *g, int header, int b)
{
    for (int l = 0; l < g->nloops; l++)
        if (g->loops[l].header == header)
            return g->loops[l].body[b];
    return 0;
}

/* ---- Adjacency over n nodes (blocks, plus the virtual exit n when asked) -------------------- */

typedef struct adj {
    int *start;   /* n + 1 offsets into to[] */
    int *to;
} adj;

static void adj_free(adj *a)
{
    free(a->start);
    free(a->to);
}

/* Successor lists of the blocks; with_exit: exit blocks get node n as a successor. */
static int build_succ(const cfg *g, int with_exit, adj *a)
{
    int n = g->nblocks, cnt = 0;
    a->start = calloc((size_t)n + 2, sizeof *a->start);
    a->to = malloc(((size_t)3 * n + 1) * sizeof *a->to);
    if (!a->start || !a->to)
        return PWS_ENOMEM;
    for (int b = 0; b < n; b++) {
        const cfg_block *B = &g->blocks[b];
        a->start[b] = cnt;
        if (B->fall >= 0)
            a->to[cnt++] = B->fall;
        if (B->taken >= 0 && B->taken != B->fall)
            a->to[cnt++] = B->taken;
        if (with_exit && B->is_exit)
            a->to[cnt++] = n;
    }
    a->start[n] = cnt;
    a->start[n + 1] = cnt;
    return 0;
}

/* The reverse of a (over m nodes). */
static int reverse_adj(const adj *a, int m, adj *r)
{
    r->start = calloc((size_t)m + 1, sizeof *r->start);
    r->to = malloc(((size_t)a->start[m] + 1) * sizeof *r->to);
    int *fill = calloc((size_t)m + 1, sizeof *fill);
    if (!r->start || !r->to || !fill) {
        free(fill);
        return PWS_ENOMEM;
    }
    for (int u = 0; u < m; u++)
        for (int i = a->start[u]; i < a->start[u + 1]; i++)
            r->start[a->to[i] + 1]++;
    for (int u = 0; u < m; u++)
        r->start[u + 1] += r->start[u];
    for (int u = 0; u < m; u++)
        for (int i = a->start[u]; i < a->start[u + 1]; i++) {
            int v = a->to[i];
            r->to[r->start[v] + fill[v]++] = u;
        }
    free(fill);
    return 0;
}

/* Iterative DFS from root over a (m nodes): rpo[] gets the reverse postorder (returns its
 * length), rpo_num[v] its position (-1 if unreachable). If retreat is non-NULL, retreat(u, v) is
 * called for each edge u -> v to a node still on the DFS stack. */
typedef void (*retreat_fn)(void *ctx, int u, int v);

static int dfs_rpo(const adj *a, int m, int root, int *rpo, int *rpo_num, retreat_fn retreat,
                   void *ctx)
{
    int *stack = malloc((size_t)m * sizeof *stack), *next = calloc((size_t)m, sizeof *next);
    uint8_t *state = calloc((size_t)m, 1);   /* 0 new, 1 on stack, 2 done */
    int sp = 0, npost = 0;
    if (!stack || !next || !state) {
        free(stack), free(next), free(state);
        return PWS_ENOMEM;
    }
    stack[sp++] = root;
    state[root] = 1;
    while (sp) {
        int u = stack[sp - 1];
        if (a->start[u] + next[u] < a->start[u + 1]) {
            int v = a->to[a->start[u] + next[u]++];
            if (state[v] == 0) {
                state[v] = 1;
                stack[sp++] = v;
            } else if (state[v] == 1 && retreat) {
                retreat(ctx, u, v);
            }
        } else {
            state[u] = 2;
            rpo[npost++] = u;   /* postorder for now */
            sp--;
        }
    }
    for (int i = 0; i < npost / 2; i++) {
        int t = rpo[i];
        rpo[i] = rpo[npost - 1 - i];
        rpo[npost - 1 - i] = t;
    }
    for (int i = 0; i < m; i++)
        rpo_num[i] = -1;
    for (int i = 0; i < npost; i++)
        rpo_num[rpo[i]] = i;
    free(stack), free(next), free(state);
    return npost;
}

/* Cooper-Harvey-Kennedy: idom[] over the nodes of rpo[0..nr) with predecessors pred. */
static void chk_idom(const adj *pred, const int *rpo, int nr, const int *rpo_num, int *idom)
{
    int root = rpo[0];
    for (int i = 0; i < nr; i++)
        idom[rpo[i]] = -1;
    idom[root] = root;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 1; i < nr; i++) {
            int b = rpo[i], nd = -1;
            for (int k = pred->start[b]; k < pred->start[b + 1]; k++) {
                int p = pred->to[k];
                if (rpo_num[p] < 0 || idom[p] < 0)
                    continue;
                if (nd < 0) {
                    nd = p;
                    continue;
                }
                int x = p, y = nd;
                while (x != y) {
                    while (rpo_num[x] > rpo_num[y])
                        x = idom[x];
                    while (rpo_num[y] > rpo_num[x])
                        y = idom[y];
                }
                nd = x;
            }
            if (nd >= 0 && idom[b] != nd) {
                idom[b] = nd;
                changed = 1;
            }
        }
    }
}

/* ---- cfg_finish ----------------------------------------------------------------------------- */

typedef struct retreats {
    int (*uv)[2];
    int n, cap;
    int oom;
} retreats;

static void note_retreat(void *ctx, int u, int v)
{
    retreats *r = ctx;
    if (r->n == r->cap) {
        int nc = r->cap ? 2 * r->cap : 8;
        void *p = realloc(r->uv, (size_t)nc * sizeof *r->uv);
        if (!p) {
            r->oom = 1;
            return;
        }
        r->uv = p;
        r->cap = nc;
    }
    r->uv[r->n][0] = u;
    r->uv[r->n][1] = v;
    r->n++;
}

static int err(const cfg *g, const char *fmt, const char *a, const char *b)
{
    diag_loc l = { g->file, 0 };
    return diag(&l, PWS_EPARSE, fmt, a, b);
}

static int add_edge(cfg *g, int from, int to, cfg_edge_kind kind)
{
    cfg_edge *e = &g->edges[g->nedges++];
    e->from = from;
    e->to = to;
    e->kind = kind;
    e->back = 0;
    return 0;
}

static int build_edges(cfg *g)
{
    int n = g->nblocks;
    g->edges = calloc((size_t)3 * n + 1, sizeof *g->edges);
    if (!g->edges)
        return PWS_ENOMEM;
    add_edge(g, CFG_NONE, 0, CFG_EDGE_ENTRY);
    for (int b = 0; b < n; b++) {
        const cfg_block *B = &g->blocks[b];
        if (B->fall >= n || B->taken >= n || B->fall < CFG_NONE || B->taken < CFG_NONE)
            return err(g, "block %s: successor out of range%s", B->name, "");
        if (B->is_exit && (B->fall >= 0 || B->taken >= 0))
            return err(g, "block %s: ends the program but has a successor%s", B->name, "");
        if (!B->is_exit && B->fall < 0 && B->taken < 0)
            return err(g, "block %s: no successor and no s_endpgm%s", B->name, "");
        if (B->fall >= 0)
            add_edge(g, b, B->fall, CFG_EDGE_FALL);
        if (B->taken >= 0)
            add_edge(g, b, B->taken, CFG_EDGE_TAKEN);
        if (B->is_exit)
            add_edge(g, b, CFG_EXIT, CFG_EDGE_EXIT);
    }
    return 0;
}

/* Natural loops of the back edges; outer loops first. */
static int find_loops(cfg *g, const adj *pred)
{
    int n = g->nblocks;
    int *work = malloc((size_t)n * sizeof *work);
    if (!work)
        return PWS_ENOMEM;
    for (int e = 0; e < g->nedges; e++) {
        if (!g->edges[e].back)
            continue;
        int h = g->edges[e].to, latch = g->edges[e].from, l;
        for (l = 0; l < g->nloops && g->loops[l].header != h; l++)
            ;
        if (l == g->nloops) {
            cfg_loop *nl = realloc(g->loops, (size_t)(g->nloops + 1) * sizeof *nl);
            if (!nl) {
                free(work);
                return PWS_ENOMEM;
            }
            g->loops = nl;
            g->loops[l].header = h;
            g->loops[l].parent = CFG_NONE;
            g->loops[l].body = calloc((size_t)n, 1);
            g->nloops++;
            if (!g->loops[l].body) {
                free(work);
                return PWS_ENOMEM;
            }
            g->loops[l].body[h] = 1;
        }
        uint8_t *body = g->loops[l].body;
        int sp = 0;
        if (!body[latch]) {
            body[latch] = 1;
            work[sp++] = latch;
        }
        while (sp) {
            int u = work[--sp];
            for (int k = pred->start[u]; k < pred->start[u + 1]; k++) {
                int p = pred->to[k];
                if (!body[p]) {
                    body[p] = 1;
                    work[sp++] = p;
                }
            }
        }
    }
    free(work);
    /* sort by body size, largest first: an enclosing loop is strictly larger */
    int *size = calloc((size_t)g->nloops + 1, sizeof *size);
    if (!size)
        return PWS_ENOMEM;
    for (int l = 0; l < g->nloops; l++)
        for (int b = 0; b < n; b++)
            size[l] += g->loops[l].body[b];
    for (int i = 1; i < g->nloops; i++)
        for (int j = i; j > 0 && size[j] > size[j - 1]; j--) {
            cfg_loop t = g->loops[j];
            g->loops[j] = g->loops[j - 1];
            g->loops[j - 1] = t;
            int s = size[j];
            size[j] = size[j - 1];
            size[j - 1] = s;
        }
    free(size);
    for (int b = 0; b < n; b++)
        g->blocks[b].loop = CFG_NONE;
    for (int l = 0; l < g->nloops; l++) {
        for (int o = l - 1; o >= 0; o--)
            if (g->loops[o].body[g->loops[l].header]) {
                g->loops[l].parent = o;
                break;
            }
        for (int b = 0; b < n; b++)
            if (g->loops[l].body[b])
                g->blocks[b].loop = l;   /* later (inner) loops overwrite outer ones */
    }
    return 0;
}

/* Kahn's algorithm over the forward edges, lowest block index first among the ready ones, so
 * that code in address order stays in address order. */
static int topo_order(cfg *g)
{
    int n = g->nblocks;
    int *indeg = calloc((size_t)n, sizeof *indeg);
    uint8_t *done = calloc((size_t)n, 1);
    g->order = malloc((size_t)n * sizeof *g->order);
    if (!indeg || !done || !g->order) {
        free(indeg), free(done);
        return PWS_ENOMEM;
    }
    for (int e = 0; e < g->nedges; e++)
        if (g->edges[e].from >= 0 && g->edges[e].to >= 0 && !g->edges[e].back)
            indeg[g->edges[e].to]++;
    for (int k = 0; k < n; k++) {
        int pick = -1;
        for (int b = 0; b < n && pick < 0; b++)
            if (!done[b] && indeg[b] == 0)
                pick = b;
        if (pick < 0)
            break;   /* cannot happen once back edges are removed from a reducible graph */
        done[pick] = 1;
        g->order[k] = pick;
        g->blocks[pick].topo = k;
        for (int e = 0; e < g->nedges; e++)
            if (g->edges[e].from == pick && g->edges[e].to >= 0 && !g->edges[e].back)
                indeg[g->edges[e].to]--;
    }
    free(indeg), free(done);
    return 0;
}

static int topo_of(const cfg *g, int b)
{
    return b == CFG_EXIT ? g->nblocks : g->blocks[b].topo;
}

/* SuccBB, BSB, Reconv per kind; then Parent (Definition 4.1): the innermost v in B with
 * v < u < Reconv(v) in topological order. We also require that v dominates u, which is what the
 * paper says Parent means ("the outer branch or BSB that is a dominator"); it only matters for
 * graphs where an unrelated block happens to sit between v and Reconv(v) in the order. */
static int paper_functions(cfg *g)
{
    int n = g->nblocks;
    /* A branch or BSB whose taken edge closes a loop, or a BSB that no branch node reaches by
     * its taken edge, is not the clang pattern the paper's functions describe: it is demoted to
     * a plain block. That is always safe: a plain block is never assumed to run in parallel. */
    for (int u = 0; u < n; u++) {
        cfg_block *B = &g->blocks[u];
        if (B->kind == CFG_PLAIN)
            continue;
        if (B->fall < 0 || B->taken < 0)
            return err(g, "block %s: a %s needs a fall-through and a taken successor", B->name,
                       B->kind == CFG_BSB ? "BSB" : "branch node");
        if (g->edges[cfg_edge_index(g, u, B->taken, CFG_EDGE_TAKEN)].back)
            B->kind = CFG_PLAIN;
    }
    for (int u = 0; u < n; u++) {
        if (g->blocks[u].kind != CFG_BSB)
            continue;
        int owner = 0;
        for (int v = 0; v < n; v++)
            owner |= g->blocks[v].kind == CFG_BRANCH && g->blocks[v].taken == u;
        if (!owner)
            g->blocks[u].kind = CFG_PLAIN;
    }
    for (int u = 0; u < n; u++) {
        cfg_block *B = &g->blocks[u];
        B->succbb = B->fall >= 0 ? B->fall : B->taken;
        B->bsb = CFG_NONE;
        B->reconv = CFG_NONE;
        if (B->kind == CFG_BRANCH && g->blocks[B->taken].kind == CFG_BSB) {
            B->bsb = B->taken;
            B->reconv = g->blocks[B->taken].ipdom;
        } else if (B->kind != CFG_PLAIN) {
            B->reconv = B->ipdom;
        }
    }
    for (int u = 0; u < n; u++) {
        int best = CFG_NONE;
        for (int v = 0; v < n; v++) {
            if (v == u || !cfg_in_b(g, v))
                continue;
            int tv = g->blocks[v].topo, tu = g->blocks[u].topo;
            if (tv < tu && tu < topo_of(g, g->blocks[v].reconv) && cfg_dominates(g, v, u) &&
                (best == CFG_NONE || tv > g->blocks[best].topo))
                best = v;
        }
        g->blocks[u].parent = best;
    }
    return 0;
}

int cfg_finish(cfg *g)
{
    int n = g->nblocks, rc;
    if (n == 0)
        return err(g, "empty control-flow graph%s%s", "", "");
    g->entry = 0;
    if ((rc = build_edges(g)))
        return rc;
    adj succ = { 0 }, pred = { 0 }, xsucc = { 0 }, xpred = { 0 };
    int *rpo = malloc(((size_t)n + 1) * sizeof *rpo);
    int *num = malloc(((size_t)n + 1) * sizeof *num);
    int *idom = malloc(((size_t)n + 1) * sizeof *idom);
    retreats rt = { 0 };
    rc = PWS_ENOMEM;
    if (!rpo || !num || !idom)
        goto out;
    if ((rc = build_succ(g, 0, &succ)) || (rc = reverse_adj(&succ, n, &pred)))
        goto out;
    /* dominators, and the retreating edges of a DFS from the entry */
    int nr = dfs_rpo(&succ, n, 0, rpo, num, note_retreat, &rt);
    rc = PWS_ENOMEM;
    if (nr < 0 || rt.oom)
        goto out;
    if (nr < n) {
        for (int b = 0; b < n; b++)
            if (num[b] < 0) {
                rc = err(g, "block %s is unreachable from the entry%s", g->blocks[b].name, "");
                goto out;
            }
    }
    chk_idom(&pred, rpo, nr, num, idom);
    for (int b = 0; b < n; b++)
        g->blocks[b].idom = b == 0 ? CFG_NONE : idom[b];
    for (int i = 0; i < rt.n; i++) {
        int u = rt.uv[i][0], v = rt.uv[i][1];
        if (!cfg_dominates(g, v, u)) {
            rc = err(g, "irreducible control flow: the cycle through %s is entered other than "
                     "through %s", g->blocks[u].name, g->blocks[v].name);
            goto out;
        }
        for (int e = 0; e < g->nedges; e++)
            if (g->edges[e].from == u && g->edges[e].to == v)
                g->edges[e].back = 1;
    }
    /* post-dominators: the reverse graph rooted at the virtual exit n */
    if ((rc = build_succ(g, 1, &xsucc)) || (rc = reverse_adj(&xsucc, n + 1, &xpred)))
        goto out;
    nr = dfs_rpo(&xpred, n + 1, n, rpo, num, NULL, NULL);
    rc = PWS_ENOMEM;
    if (nr < 0)
        goto out;
    for (int b = 0; b < n; b++)
        if (num[b] < 0) {
            rc = err(g, "block %s never reaches s_endpgm (a loop without an exit)",
                     g->blocks[b].name, "");
            goto out;
        }
    chk_idom(&xsucc, rpo, nr, num, idom);
    for (int b = 0; b < n; b++)
        g->blocks[b].ipdom = idom[b] == n ? CFG_EXIT : idom[b];
    if ((rc = find_loops(g, &pred)) || (rc = topo_order(g)) || (rc = paper_functions(g)))
        goto out;
    rc = 0;
out:
    adj_free(&succ), adj_free(&pred), adj_free(&xsucc), adj_free(&xpred);
    free(rt.uv), free(rpo), free(num), free(idom);
    return rc;
}
