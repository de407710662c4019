/* testbenches/ref/k_bfs_step.c -- bfs_step: one frontier expansion of BFS over a random CSR
 * graph (testbenches/cl/bfs_step.cl). 200 vertices with 0..6 out-edges each; about a third of
 * the vertices are visited with cost 0..3, and a third of those (with cost 3) form the frontier.
 * Unvisited vertices have cost INT32_MAX. */
#include "tb.h"

enum { NV = 200, GRID = 256, WG = 64, MAXDEG = 6, LEVEL = 3 };

static void setup(tb_ctx *c)
{
    tb_grid1(c, GRID, WG);
    uint32_t degree[NV], ne = 0;
    for (unsigned v = 0; v < NV; v++) {
        degree[v] = tb_rand_range(c, 0, MAXDEG);
        ne += degree[v];
    }
    uint32_t *row = tb_buf_arg(c, "row", NV + 1, TB_I32, TB_IN);
    uint32_t *col = tb_buf_arg(c, "col", ne ? ne : 1, TB_I32, TB_IN);
    uint32_t *frontier = tb_buf_arg(c, "frontier", NV, TB_I32, TB_INOUT);
    tb_buf_arg(c, "next", NV, TB_I32, TB_OUT);
    uint32_t *visited = tb_buf_arg(c, "visited", NV, TB_I32, TB_IN);
    uint32_t *cost = tb_buf_arg(c, "cost", NV, TB_I32, TB_INOUT);
    tb_int_arg(c, NV);
    if (!row || !col || !frontier || !visited || !cost)
        return;
    uint32_t e = 0;
    for (unsigned v = 0; v < NV; v++) {
        row[v] = e;
        for (unsigned k = 0; k < degree[v]; k++)
            col[e++] = tb_rand_range(c, 0, NV - 1);
    }
    row[NV] = e;
    for (unsigned v = 0; v < NV; v++) {
        uint32_t r = tb_rand_range(c, 0, 8);
        visited[v] = r < 3;
        frontier[v] = r == 0;
        cost[v] = r == 0 ? LEVEL : r < 3 ? tb_rand_range(c, 0, LEVEL - 1) : 0x7fffffffu;
    }
}

static void reference(tb_ctx *c)
{
    const uint32_t *row = tb_buf_get(c, "row"), *col = tb_buf_get(c, "col");
    const uint32_t *visited = tb_buf_get(c, "visited");
    uint32_t *frontier = tb_buf_get(c, "frontier"), *next = tb_buf_get(c, "next");
    uint32_t *cost = tb_buf_get(c, "cost");
    for (unsigned v = 0; v < NV; v++) {
        if (!frontier[v])
            continue;
        frontier[v] = 0;
        int32_t nc = (int32_t)cost[v] + 1;
        for (uint32_t e = row[v]; e < row[v + 1]; e++) {
            uint32_t u = col[e];
            if (visited[u])
                continue;
            if (nc < (int32_t)cost[u])
                cost[u] = (uint32_t)nc;
            next[u] = 1;
        }
    }
}

const tb_kernel tb_bfs_step = {
    "bfs_step", "cl", 64, "BFS frontier expansion over CSR (Rodinia), loops + atomic_min",
    setup, reference,
};
