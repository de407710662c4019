/* wcet/mem_queue.h -- the pipelined CU's FLAT unit followed through a block, for the static
 * bound, when the block's context is the only one that can use the unit (one wavefront a SIMD,
 * no SWF running FLAT ops: Rm = 1). Spec: docs/microarchitecture.md "The static bound".
 *
 * Without it every FLAT op is charged a full queue ahead of it (room: one sending) and every
 * instruction that may wait for a load the unit's whole queue again (MI sendings, the answer):
 * a kernel that loads twice and waits, like saxpy, pays its sendings three or four times. Here
 * the block's own ops go through a queue of MI slots: op j issues once the op MI before it has
 * left the queue (its sending ended), starts sending at the later of its issue plus `lead` (its
 * rows read) and the end of the sending before it, and sends for at most `send`; an instruction
 * that may wait for a FLAT op is ready `answer` after the last sending ends. Times count from
 * the issue before the block (fetch_stream_hook), each bound being a latest time; readiness
 * is rounded up to a visit (N). A block starts with what its predecessors left (their last
 * sendings' ends from their last issue, the later of each), or, where that is not known (a
 * back edge, a pending op of a unit state the CFG does not show), a full queue: MI ops ending
 * send, 2 send, ..., MI send after its start. (What a block leaves is counted from the least
 * time its last issue can come, not its latest: mem_queue_left.) */
#ifndef PWS_WCET_MEM_QUEUE_H
#define PWS_WCET_MEM_QUEUE_H

#include <stdint.h>

#define MEM_QUEUE_MAX 16   /* MI at most (the model's mem_insts; more is refused) */

typedef struct mem_queue {
    uint64_t send, answer, lead, visit;
    unsigned slots;                 /* MI */
    uint64_t end[MEM_QUEUE_MAX];    /* the queue's sendings' ends, oldest first */
    unsigned count;
    const uint8_t *flat;            /* per instruction of the block: a FLAT op */
    const uint8_t *waits;           /* ... it may wait for a FLAT op's answer */
    const uint8_t *drains;          /* ... no FLAT op is in flight once it issues (pending.h:
                                     * s_waitcnt vmcnt(0), s_endpgm, or nothing issued) */
    int drained;                    /* one of the block's instructions drained the queue */
    unsigned since;                 /* FLAT ops issued since (or since the block's start) */
    unsigned posts;                 /* instructions issued so far (post) */
    uint64_t step;                  /* the least cycles between two issues: max(N, 2) */
} mem_queue;

/* A queue of `slots` (1 .. MEM_QUEUE_MAX) for a block whose instructions are described by
 * flat[], waits[] and drains[], starting with the ends in start[0 .. n) (relative to the issue
 * before the block, at most `slots`, oldest first; n = 0: empty). */
void mem_queue_start(mem_queue *q, uint64_t send, uint64_t answer, uint64_t lead, uint64_t visit,
                     unsigned slots, const uint8_t *flat, const uint8_t *waits,
                     const uint8_t *drains, const uint64_t *start, unsigned n);

/* A full queue's ends (lead + send, lead + 2 send, ...), for a block whose state is not known:
 * into out, returns slots. */
unsigned mem_queue_full(uint64_t send, uint64_t lead, unsigned slots, uint64_t *out);

/* Merges the ends src[0 .. m) into dst[0 .. *n) (both oldest first), aligned from the newest
 * and keeping the later of each: a queue state that bounds both (at most MEM_QUEUE_MAX). */
void mem_queue_merge(uint64_t *dst, unsigned *n, const uint64_t *src, unsigned m);

/* The fetch_stream_hook callbacks (ctx: a mem_queue). */
void mem_queue_pre(void *ctx, unsigned j, uint64_t t, uint64_t *ready, uint64_t *wait);
void mem_queue_post(void *ctx, unsigned j, uint64_t t);

/* What is left in the queue after the block, relative to its last issue (the next block's
 * origin): ends into out (oldest first, only those after it), returns how many. The ends are
 * latest times but so is the last issue, which may come much sooner: it is at least `posts`
 * issues of `step` after the block's origin, so an end e is at most e - posts step after it;
 * and a full queue bounds them too: the k-th newest at most lead + (c - k) send after it, c =
 * MI, or the FLAT ops issued since an instruction that drained the queue if fewer. */
unsigned mem_queue_left(const mem_queue *q, uint64_t *out);

#endif
