/* wcet/split_depth.c -- the split depth of every instruction (split_depth.h): a forward
 * may-analysis whose state is the set of depths a path can reach a point with, one bit per
 * depth 0..63. */
#include "split_depth.h"

#include <stdlib.h>

#include "pws_err.h"

/* The set after one instruction: s_split adds one to every depth (63 stays 63), s_merge takes
 * one away (a merge at depth 0 is an error that ends the wavefront: 0 is kept, which is safe). */
static uint64_t step(uint64_t m, isa_op op)
{
    if (op == ISA_s_split)
        return (m << 1) | (m & (1ull << 63));
    if (op == ISA_s_merge)
        return (m >> 1) | (m & 1u);
    return m;
}

static uint64_t block_out(const cfg *g, int b, uint64_t m)
{
    const cfg_block *bl = &g->blocks[b];
    for (unsigned i = 0; i < bl->ninsn; i++)
        m = step(m, g->insns[bl->first + i].op);
    return m;
}

int split_depth_child(const cfg *g, uint8_t *child)
{
    uint64_t *in = calloc((size_t)g->nblocks, sizeof *in);
    if (!in)
        return PWS_ENOMEM;
    in[g->entry] = 1u;   /* the kernel starts at depth 0 */
    for (int changed = 1; changed;) {   /* sets only grow, 64 bits per block: it ends */
        changed = 0;
        for (int o = 0; o < g->nblocks; o++) {
            int b = g->order[o];
            uint64_t out = block_out(g, b, in[b]);
            int succ[2] = { g->blocks[b].fall, g->blocks[b].taken };
            for (int s = 0; s < 2; s++)
                if (succ[s] >= 0 && (in[succ[s]] | out) != in[succ[s]]) {
                    in[succ[s]] |= out;
                    changed = 1;
                }
        }
    }
    for (int b = 0; b < g->nblocks; b++) {
        const cfg_block *bl = &g->blocks[b];
        uint64_t m = in[b];
        for (unsigned i = 0; i < bl->ninsn; i++) {
            child[bl->first + i] = (m & ~1ull) != 0;
            m = step(m, g->insns[bl->first + i].op);
        }
    }
    free(in);
    return 0;
}
