/* testbenches/rodinia/r_bfs.c -- Rodinia bfs (opencl/bfs): breadth-first search from node 0 of
 * a graph in Rodinia's layout (a Node {starting, no_of_edges} per node into one edge list),
 * leaving every node's level in cost (-1: unreachable). As bfs.cpp's run_bfs_gpu does, the host
 * repeats {over = false; BFS_1; BFS_2; read over} while over came back true, both kernels over
 * no_of_nodes work-items rounded up to workgroups of min(no_of_nodes, 256). A launch plan is
 * fixed before it runs, so the plan holds the host's iterations for this graph, one more than its
 * depth, and gives each iteration a one-byte over flag of its own, zero as the host writes it:
 * the check then sees that every iteration but the last reported progress. */
#include "rod.h"

#include <stdio.h>
#include <string.h>

enum {
    NODES = 400,             /* two workgroups of 256, the second partly past no_of_nodes */
    MAX_DEGREE = 6,          /* out-edges per node: 0 .. 6 */
    UNREACHED = 6,           /* the last nodes are no edge's target: their cost stays -1 */
    MAX_WG = 256,            /* MAX_THREADS_PER_BLOCK in bfs.cpp */
    MAX_ITERS = ROD_MAX_BUFS - 6,   /* one over flag each, beside the six graph buffers */
};

typedef struct { int32_t starting, no_of_edges; } node;   /* the kernel's Node */

/* The graph from the seed: node i has 0 .. MAX_DEGREE edges to random targets among the first
 * NODES - UNREACHED nodes (self-loops and repeats allowed, as a generated graph has them);
 * the source has MAX_DEGREE, so that the search does not end at once. */
static int32_t make_graph(rod_ctx *c, node *nodes, int32_t *edges)
{
    int32_t e = 0;
    for (int i = 0; i < NODES; i++) {
        int32_t d = i == 0 ? MAX_DEGREE : (int32_t)rod_rand_range(c, 0, MAX_DEGREE);
        nodes[i].starting = e;
        nodes[i].no_of_edges = d;
        for (int32_t k = 0; k < d; k++)
            edges[e++] = (int32_t)rod_rand_range(c, 0, NODES - UNREACHED - 1);
    }
    return e;
}

/* Levels by a FIFO queue (the textbook algorithm, not the kernels' frontier masks): level[i]
 * is i's distance from node 0, -1 if none; returns the largest level. */
static int bfs_levels(const node *nodes, const int32_t *edges, int32_t *level)
{
    int32_t queue[NODES];
    int head = 0, tail = 0, depth = 0;
    for (int i = 0; i < NODES; i++)
        level[i] = -1;
    level[0] = 0;
    queue[tail++] = 0;
    while (head < tail) {
        int32_t u = queue[head++];
        for (int32_t k = 0; k < nodes[u].no_of_edges; k++) {
            int32_t v = edges[nodes[u].starting + k];
            if (level[v] < 0) {
                level[v] = level[u] + 1;
                depth = level[v] > depth ? level[v] : depth;
                queue[tail++] = v;
            }
        }
    }
    return depth;
}

static void over_name(char *buf, size_t n, int iter)
{
    snprintf(buf, n, "over%d", iter);
}

/* The graph and its depth: the number of host iterations is depth + 1 */
static int graph(rod_ctx *c, node **nodes, int32_t **edges)
{
    *nodes = rod_buf_new(c, "nodes", sizeof(node) * NODES, ROD_IN);
    *edges = rod_buf_new(c, "edges", sizeof(int32_t) * NODES * MAX_DEGREE, ROD_IN);
    if (!*nodes || !*edges)
        return -1;
    make_graph(c, *nodes, *edges);
    int32_t level[NODES];
    int depth = bfs_levels(*nodes, *edges, level);
    if (depth + 1 > MAX_ITERS) {
        fprintf(stderr, "rodref: error: bfs: this seed's graph is %d levels deep, more than the "
                        "%d iterations the plan has buffers for (ROD_MAX_BUFS)\n", depth,
                MAX_ITERS);
        c->failed = 1;
        return -1;
    }
    return depth;
}

static void setup(rod_ctx *c)
{
    rod_loop_bound(c, "BFS_1", ".LBB0_5", MAX_DEGREE + 1,
                   "the edge loop: a frontier node's out-edges, <= MAX_DEGREE, + 1 if tested at the top");
    node *nodes;
    int32_t *edges;
    int depth = graph(c, &nodes, &edges);
    uint8_t *mask = rod_buf_new(c, "mask", NODES, ROD_CHECK);
    uint8_t *updating = rod_buf_new(c, "updating", NODES, ROD_CHECK);
    uint8_t *visited = rod_buf_new(c, "visited", NODES, ROD_CHECK);
    int32_t *cost = rod_buf_new(c, "cost", sizeof(int32_t) * NODES, ROD_CHECK);
    if (depth < 0 || !mask || !updating || !visited || !cost)
        return;
    for (int i = 0; i < NODES; i++)
        cost[i] = -1;
    cost[0] = 0;          /* the source, node 0 as bfs.cpp forces it */
    mask[0] = 1;
    visited[0] = 1;
    char over[ROD_NAME_LEN];
    for (int it = 1; it <= depth + 1; it++) {
        over_name(over, sizeof over, it);
        rod_buf_new(c, over, 1, ROD_CHECK);
    }
    uint32_t wg = NODES > MAX_WG ? MAX_WG : NODES;
    uint32_t grid = (NODES + wg - 1) / wg * wg;   /* _clInvokeKernel rounds up */
    for (int it = 1; it <= depth + 1; it++) {
        over_name(over, sizeof over, it);
        rod_launch(c, "BFS_1", (uint32_t[3]){ grid, 1, 1 }, (uint32_t[3]){ wg, 1, 1 });
        rod_arg_buf(c, "nodes");
        rod_arg_buf(c, "edges");
        rod_arg_buf(c, "mask");
        rod_arg_buf(c, "updating");
        rod_arg_buf(c, "visited");
        rod_arg_buf(c, "cost");
        rod_arg_int(c, NODES);
        rod_end(c);
        rod_launch(c, "BFS_2", (uint32_t[3]){ grid, 1, 1 }, (uint32_t[3]){ wg, 1, 1 });
        rod_arg_buf(c, "mask");
        rod_arg_buf(c, "updating");
        rod_arg_buf(c, "visited");
        rod_arg_buf(c, over);
        rod_arg_int(c, NODES);
        rod_end(c);
    }
}

/* After the search: cost the levels, visited the reachable nodes, both masks clear (the last
 * iteration found no new node), and iteration k's flag set exactly when level k has a node. */
static void reference(rod_ctx *c)
{
    const node *nodes = rod_buf_get(c, "nodes");
    const int32_t *edges = rod_buf_get(c, "edges");
    uint8_t *mask = rod_buf_get(c, "mask"), *updating = rod_buf_get(c, "updating");
    uint8_t *visited = rod_buf_get(c, "visited");
    int32_t *cost = rod_buf_get(c, "cost");
    int depth = bfs_levels(nodes, edges, cost);
    for (int i = 0; i < NODES; i++) {
        mask[i] = 0;
        updating[i] = 0;
        visited[i] = cost[i] >= 0;
    }
    char over[ROD_NAME_LEN];
    for (int it = 1; it <= depth + 1; it++) {
        over_name(over, sizeof over, it);
        uint8_t *flag = rod_buf_get(c, over);
        *flag = it <= depth;
    }
}

const rod_bench rod_bfs = {
    "bfs", "opencl/bfs/Kernels.cl", "", "400 nodes, 0-6 random out-edges each, source node 0",
    setup, reference,
};
