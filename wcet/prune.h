/* wcet/prune.h -- Algorithm 2 of the PWS paper (Sec. 4.2): prune the CFG to the SWF with the
 * largest WCET. Spec: docs/wcet.md "Select and Prune". */
#ifndef PWS_WCET_PRUNE_H
#define PWS_WCET_PRUNE_H

#include <stdint.h>

#include "cfg.h"

/* Prune(C_BSB, SB) with block costs cost[b] (the paper's e_bb). Visits the blocks in reverse
 * topological order computing F (f has nblocks + 1 entries; f[nblocks] is the paper's
 * F[|V|+1] = 0, standing for the virtual exit) and, for each u in SB (sb[u] != 0), marks in
 * removed[] (nedges entries, written) the first edge of its cheaper path: u -> SuccBB(u) when
 * F[SuccBB(u)] < F[BSB(u)], else BSB(u) -> SuccBB(BSB(u)). The output CFG is g without the
 * removed edges. Exact as published on acyclic graphs; docs/wcet.md says what F means with
 * loops (back edges are ignored). Returns the number of removed edges. Cannot fail. */
int prune_run(const cfg *g, const uint8_t *sb, const uint64_t *cost, uint8_t *removed,
              int64_t *f);

#endif
