/* bfs_step.cl -- one frontier expansion of breadth-first search over a CSR graph (the Rodinia
 * BFS kernel 1). Work-item v < nv owns vertex v: if v is in the frontier, it leaves it and, for
 * each neighbour u (col[row[v]] .. col[row[v+1]-1]) not yet visited, lowers cost[u] to
 * cost[v] + 1 with atomic_min and flags u in next. The result is deterministic: every frontier
 * vertex has the same cost, writes to next are all 1, and atomic_min commutes.
 * Workgroups are WG_SIZE work-items wide: run with --wg 64. */
#include "dws.h"

#define WG_SIZE 64

__kernel void bfs_step(__global const int *row, __global const int *col,
                       __global int *frontier, __global int *next,
                       __global const int *visited, __global int *cost, int nv)
{
    DWS_MARK_ALL_BRANCHES();
    int v = __builtin_amdgcn_workgroup_id_x() * WG_SIZE + __builtin_amdgcn_workitem_id_x();
    if (v >= nv || !frontier[v])
        return;
    frontier[v] = 0;
    int c = cost[v] + 1;
    for (int e = row[v]; e < row[v + 1]; e++) {
        int u = col[e];
        if (!visited[u]) {
            __atomic_fetch_min(&cost[u], c, __ATOMIC_RELAXED);
            next[u] = 1;
        }
    }
}
