/* wcet/swf_ctx.h -- which s_splits already in a kernel are guaranteed an SWF context on the
 * hardware. Spec: docs/wcet.md "Splits already in the code".
 *
 * The hardware gives a free context to whichever s_split executes first (docs/isa.md rule 5);
 * a split that finds none is null and its two paths run one after the other in one SWF. So a
 * split is guaranteed real only if, whenever it executes, fewer than S contexts can be held by
 * the other splits of the same wavefront. This module bounds that number from the CFG. */
#ifndef PWS_WCET_SWF_CTX_H
#define PWS_WCET_SWF_CTX_H

#include <stdint.h>

#include "cfg.h"

typedef struct swf_ctx_info {
    unsigned need;       /* contexts the wavefront can hold at once if every split is real */
    unsigned regions;    /* s_splits not at a branch node (region splits, as in loop.s) */
} swf_ctx_info;

/* For every split-marked branch node u (split_marked, kind CFG_BRANCH) sets guaranteed[u] = 1
 * if held(u) < s, where held(u) bounds the contexts other splits can hold while u splits:
 *   - per split-marked ancestor w (through Parent): 1 for w's child SWF plus the need of w's
 *     other path, which runs at the same time in that child (or in the parent);
 *   - a region split multiplies the SWFs that run the code after it: with R region splits,
 *     (2^R - 1) (1 + need) more, counted as if all were live at once (safe, rarely tight).
 * need(region) = max over its branch nodes v of: 1 + need(then) + need(else) if v splits (both
 * paths run at once), max(need(then), need(else)) if not (one SWF runs them in turn); splits in
 * sequence reuse the context after their merge. Every other entry of guaranteed (nblocks) is
 * 0. info (may be NULL) gets the totals. Cannot fail. */
void swf_ctx_guaranteed(const cfg *g, unsigned s, uint8_t *guaranteed, swf_ctx_info *info);

/* DWS (docs/wcet.md "DWS in our design"): a wavefront's S reserve contexts are never freed, and
 * whichever SWF meets a heterogeneous marked branch (mode_marked) first takes the next one, so
 * SWFs of one wavefront race for them. Sets guaranteed[u] = 1 for a marked branch node u whose
 * split always finds a context: u runs at most once in the wavefront (in no loop, and no SWF a
 * marked branch creates can reach it: the new SWF goes on at the branch's other successor,
 * taken for execz, fall-through for execnz), so every marked block u dominates runs after u's
 * split; and the splits that can come before it, at the marked blocks u does not dominate,
 * number fewer than s. A marked block m can split once for every SWF that can reach it
 * (1 + the splits at the marked blocks from whose new SWF's successor m is reachable; s when
 * m is in a loop), and no wavefront splits more than s times; the blocks where MODE bit 21 is
 * only maybe 1 (mode_may) race too. Every other entry is 0.
 * Returns the number guaranteed; 0 (nothing guaranteed) on no memory, which is safe. */
unsigned swf_ctx_dws_guaranteed(const cfg *g, unsigned s, uint8_t *guaranteed);

/* The successor at which a DWS split at branch block b's new SWF goes on: its EXEC & SpM is
 * empty, so an execz branch jumps and an execnz one falls through (docs/isa.md section 6); the
 * taken successor of a hand-built graph's block (its branch nodes end in execz). */
int swf_ctx_dws_new_succ(const cfg *g, int b);

#endif
