/* golden/split.h -- the PWS split/merge rules and the DWS baseline on the contexts of one
 * wavefront: s_split (R2), s_merge (R3), the DWS split at s_cbranch_execz/execnz (R4) and
 * s_endpgm (R5). Spec: docs/isa.md sections 4-7 (the rule numbers R1-R6 are that page's).
 *
 * A wavefront owns S + 1 contexts: ctx[0] is its WF context (SpSIMD ID 0), ctx[k] (k = 1..S) the
 * SWF context with the same context ID on SpSIMD k. Every function here takes that array, so the
 * "lowest free SpSIMD ID" and "partner" rules see exactly the contexts the hardware would.
 * The machine (golden.c) decides *when* a rule applies (by opcode) and reports errors: functions
 * that can fail return a negative PWS_E* code and a constant message in *why, without printing,
 * because only the machine knows the kernel's source file and line. */
#ifndef PWS_SPLIT_H
#define PWS_SPLIT_H

#include <stdint.h>

#include "event.h"
#include "wave.h"

typedef enum {
    SPLIT_MODE_NONE,  /* no SWF is ever created: every s_split is null */
    SPLIT_MODE_DWS,   /* the thesis's dynamic splitting at marked branches (R4) */
    SPLIT_MODE_PWS,   /* s_split / s_merge create and join SWFs (R2, R3) */
} split_mode;

#define SPLIT_MAX_NULL 63   /* deepest nesting of null splits the counter can hold */

/* Puts the PWS registers of a freshly dispatched wavefront in their initial state: ctx[0] gets
 * split_mask = lane_mask, no parent, an empty child stack of capacity s, no null splits and
 * status WAVE_READY; ctx[1..s] become WAVE_FREE (no parent, split mask 0). Identity fields and
 * the SRF are the caller's. Cannot fail. */
void split_init(wave *ctx, unsigned s);

/* SpSIMD ID of w's merge partner: the top of its child stack, else its parent; -1 if neither. */
int split_partner(const wave *w);

/* R2: w (one of ctx[0..s]) executes `s_split` with m = ssrc1 << 32 | ssrc0. Real or null split as
 * the rules say; w (and the new SWF, if any) continue at next_pc, the address after the s_split
 * (pc + 4, or pc + 8 with a literal operand); ev gets EV_SPLIT with split_parent/split_child (-1
 * when null) and the masks after the split. Returns 0, or PWS_ESPLIT with *why set when a null
 * split would nest deeper than SPLIT_MAX_NULL (nothing changed then). */
int split_exec(wave *ctx, unsigned s, split_mode mode, wave *w, uint64_t m, uint32_t next_pc,
               golden_event *ev, const char **why);

/* R3: w arrives at `s_merge`. Returns
 *   1 -- an instruction retired: either a null-split no-op (by w) or the completed merge of w
 *        with its waiting partner; *retired is the context the event belongs to (w, or the
 *        merge target, which may be the partner), ev has EV_MERGE (+ EV_EXEC for a real merge)
 *        and that context's pc already advanced;
 *   0 -- w now waits (status WAVE_MERGE, pc unchanged, nothing retired);
 *   PWS_ESPLIT with *why: no matching split, partner ended, partners at different PCs. */
int split_merge(wave *ctx, unsigned s, split_mode mode, wave *w, golden_event *ev,
                wave **retired, const char **why);

/* R4: called when w is about to execute s_cbranch_execz/execnz. Under SPLIT_MODE_DWS with
 * MODE[21] set and heterogeneous EXEC & split mask, and with room for a child, performs the
 * split before the branch (the new SWF's pc is the branch itself) and records EV_SPLIT in ev;
 * returns 1 then, 0 if nothing happened. Cannot fail. */
int split_dws(wave *ctx, unsigned s, split_mode mode, wave *w, golden_event *ev);

/* R5: w executed s_endpgm: it becomes WAVE_ENDED. Returns 1 if every context of the wavefront
 * has now ended (the wavefront is done, and all its contexts are made WAVE_FREE), 0 if not, or
 * PWS_ESPLIT with *why and *waiting = the context that waits at s_merge for w, which can now
 * never complete. */
int split_end(wave *ctx, unsigned s, wave *w, wave **waiting, const char **why);

#endif
