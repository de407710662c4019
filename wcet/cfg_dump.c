/* wcet/cfg_dump.c -- text and Graphviz renderings of a CFG (cfg.h). Output is deterministic:
 * blocks in topological order, edges in index order, no addresses of objects. */
#include "cfg.h"

#include <inttypes.h>

#include "pws_err.h"

static const char *kind_name(cfg_kind k)
{
    return k == CFG_BRANCH ? "branch" : k == CFG_BSB ? "bsb" : "plain";
}

int cfg_write_text(const cfg *g, FILE *f)
{
    fprintf(f, "# block kind succ(fall,taken) SuccBB BSB Reconv Parent marks loop\n");
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        const cfg_block *B = &g->blocks[b];
        fprintf(f, "%s %s", B->name, kind_name(B->kind));
        if (g->insns && B->ninsn)
            fprintf(f, " pc=0x%x n=%u", (unsigned)g->insns[B->first].pc, B->ninsn);
        fprintf(f, " succ=%s,%s", B->is_exit ? "exit" : cfg_name(g, B->fall),
                cfg_name(g, B->taken));
        if (B->kind != CFG_PLAIN)
            fprintf(f, " SuccBB=%s BSB=%s Reconv=%s", cfg_name(g, B->succbb),
                    cfg_name(g, B->bsb), cfg_name(g, B->reconv));
        fprintf(f, " Parent=%s", B->parent == CFG_NONE ? "0" : cfg_name(g, B->parent));
        if (B->split_marked)
            fprintf(f, " split");
        if (B->mode_marked)
            fprintf(f, " mode21");
        if (B->loop != CFG_NONE)
            fprintf(f, " loop=%s", cfg_name(g, g->loops[B->loop].header));
        fputc('\n', f);
    }
    for (int l = 0; l < g->nloops; l++) {
        fprintf(f, "loop %s:", cfg_name(g, g->loops[l].header));
        for (int i = 0; i < g->nblocks; i++)
            if (g->loops[l].body[g->order[i]])
                fprintf(f, " %s", cfg_name(g, g->order[i]));
        fputc('\n', f);
    }
    return ferror(f) ? PWS_EIO : 0;
}

/* DOT identifiers must be quoted: labels start with '.' */
int cfg_write_dot(const cfg *g, const cfg_dot_marks *m, FILE *f)
{
    fprintf(f, "digraph cfg {\n  node [fontname=\"monospace\"];\n");
    fprintf(f, "  \"entry\" [shape=point];\n  \"exit\" [shape=doublecircle, label=\"exit\"];\n");
    for (int i = 0; i < g->nblocks; i++) {
        int b = g->order[i];
        const cfg_block *B = &g->blocks[b];
        const char *shape = B->kind == CFG_BRANCH ? "diamond" : B->kind == CFG_BSB ? "box" : "ellipse";
        fprintf(f, "  \"%s\" [shape=%s, label=\"%s", B->name, shape, B->name);
        if (m && m->cost)
            fprintf(f, "\\n%" PRIu64, m->cost[b]);
        fprintf(f, "\"");
        if (B->split_marked || B->mode_marked)
            fprintf(f, ", style=filled, fillcolor=orange");
        fprintf(f, "];\n");
    }
    for (int e = 0; e < g->nedges; e++) {
        const cfg_edge *E = &g->edges[e];
        fprintf(f, "  \"%s\" -> \"%s\" [label=\"e%d\"", E->from < 0 ? "entry" : cfg_name(g, E->from),
                cfg_name(g, E->to), e);
        if (E->kind == CFG_EDGE_TAKEN)
            fprintf(f, ", taillabel=\"t\"");
        if (m && m->removed && m->removed[e])
            fprintf(f, ", style=dashed, color=grey");
        else if (m && m->worst && m->worst[e])
            fprintf(f, ", penwidth=3, color=red");
        else if (E->back)
            fprintf(f, ", style=bold");
        fprintf(f, "];\n");
    }
    fprintf(f, "}\n");
    return ferror(f) ? PWS_EIO : 0;
}
