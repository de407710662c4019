/* wcet/select.c -- Algorithm 1 (Select), line for line; the line numbers are the paper's. */
#include "select.h"

#include <string.h>

int select_pick(const cfg *g, const uint8_t *marked, unsigned s, uint8_t *sb, unsigned *contexts)
{
    unsigned swf_count = 0;                          /* line 3 */
    int nsb = 0;
    memset(sb, 0, (size_t)g->nblocks);               /* line 4: SB = {} */
    for (int i = 0; i < g->nblocks; i++) {           /* line 5: u in P, topological order */
        int u = g->order[i];
        if (!marked[u] || g->blocks[u].kind != CFG_BRANCH)
            continue;
        int shares = 0;                              /* line 6: some v in SB, same Parent */
        for (int v = 0; v < g->nblocks && !shares; v++)
            shares = sb[v] && g->blocks[v].parent == g->blocks[u].parent;
        if (shares) {
            sb[u] = 1;                               /* line 7 */
            nsb++;
        } else if (swf_count < s) {                  /* line 8 */
            sb[u] = 1;                               /* line 9 */
            nsb++;
            swf_count++;                             /* line 10 */
        }
    }
    if (contexts)
        *contexts = swf_count;
    return nsb;                                      /* line 11 */
}
