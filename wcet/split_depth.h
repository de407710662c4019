/* wcet/split_depth.h -- which instructions of a PWS kernel only a wavefront's own context can
 * run: those every path from the kernel's entry reaches with each s_split before them merged
 * (split depth 0). Spec: docs/wcet.md "PWS on the pipelined CU".
 *
 * Why it holds: an SWF made by an s_split starts after it (its path from the entry is its
 * splitter's, through the s_split) and ends at the s_merge that pairs it with its parent, where
 * the parent goes on (docs/isa.md section 5: the target of a merge is the context whose top
 * child is the other). Along any SWF's path the depth (s_split minus s_merge, a null split
 * counted like a real one) is at least 1 from its own split to that merge, so an instruction at
 * depth 0 on every path is run by no SWF but the wavefront's own context. The pipelined CU's
 * bound uses it for the memory units, which the SIMD's SpSIMD units share: when no FLAT or DS
 * instruction can be run by an SWF, at most one context per wavefront queues on them. */
#ifndef PWS_WCET_SPLIT_DEPTH_H
#define PWS_WCET_SPLIT_DEPTH_H

#include <stdint.h>

#include "cfg.h"

/* Fills child[i] for every instruction i of g (g->ninsns entries): 1 if an SWF other than its
 * wavefront's own context may run it (some path reaches it at split depth 1 or more), else 0.
 * A may-analysis to a fixpoint over the CFG, depths 0..63 (deeper counts as 63). Returns 0, or
 * PWS_ENOMEM. */
int split_depth_child(const cfg *g, uint8_t *child);

#endif
