/* wcet/dws_work.h -- DWS on the pipelined CU: the work of all the SWFs of one wavefront, for the
 * work-conserving bound of docs/wcet.md "DWS: the SIMD's work".
 *
 * DWS's SWFs share their SIMD's units, and the SIMD issues from any of them whose instruction
 * is ready, so a SIMD's run is bounded by the sum, over every instruction its SWFs issue, of
 * that instruction's gap as if its SWF ran alone (no other SWF's issue or fetch in it: the
 * costs of timing_load.work). What that sum needs from the CFG is how much the SWFs of one
 * wavefront issue in all; this file bounds it.
 *
 * A split at branch b makes a new SWF that goes on at x = swf_ctx_dws_new_succ(b) (the else
 * part's BSB of an execz branch) while its splitter, whose lanes all took the then part, skips
 * the else part at x (its EXEC & SpM is empty there) and goes on at the join r = x's taken
 * successor. When x post-dominates b and r post-dominates x, the two paths splice into one
 * path of the CFG: the splitter's up to x, the new SWF's from x to r, the splitter's from r.
 * What is left over is the new SWF's run from r on and one more x. So, merging the SWFs made
 * by splits into their splitters from the last one made back (each merge leaves a path of
 * the CFG from its SWF's start), the wavefront's SWFs issue at most
 *     L(entry) + sum over its splits of dup(b),   dup(b) = cost(x) + L(r)
 * where L(v) is the costliest path from block v to an exit; dup(b) = L(x) when the shape is
 * not that one (the new SWF's whole run is then counted on its own, which is always safe). At
 * most S splits happen per wavefront (its S reserve contexts), each at a block that may split
 * (mode_marked or mode_may). */
#ifndef PWS_WCET_DWS_WORK_H
#define PWS_WCET_DWS_WORK_H

#include <stdint.h>

#include "cfg.h"

/* The work bound of one wavefront of g with S reserve contexts, block costs cost[] on the
 * path from the entry and cost_dup[] in what splits leave over (the same but for memory ops,
 * whose lanes' part of the sending is then left out: the copies of one op by SWFs of one
 * wavefront have disjoint lanes, so one full sending, the spliced path's, covers their lanes),
 * and per_split added for each split (its own cost and the new SWF's start): L(entry) +
 * S (max dup + per_split), or L(entry) if no block may split. *dup_out (may be NULL) gets the
 * largest dup. Returns 0 and *work, or PWS_EUNSUPPORTED for a CFG with loops (a split in a
 * loop can repeat: the caller keeps its other bound), or PWS_ENOMEM. */
int dws_work_wave(const cfg *g, const uint64_t *cost, const uint64_t *cost_dup, unsigned s,
                  uint64_t per_split, uint64_t *work, uint64_t *dup_out);

#endif
