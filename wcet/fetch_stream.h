/* wcet/fetch_stream.h -- a straight-line run of instructions through the pipelined CU's fetch:
 * the static cost of a block when an instruction's waits overlap the fetch of the ones after it.
 * Spec: docs/microarchitecture.md "The static bound".
 *
 * The fetch gives a context w instructions a pick (w = fetch_width: 2, or 1 for the narrow
 * fetch); a context that can fetch (its buffer of D entries has room for w, so the instruction
 * D - w + 1 before the pick's last has issued) is picked within N R cycles and has them
 * F = N R + max(N, 2) cycles after it could fetch; a pick follows the one before by N R at
 * most while the context can fetch. An instruction j is ready `ready_j` cycles after its
 * predecessor's issue (hazards, loads) and then waits at most `W_j` (other SWFs' issues, turns,
 * memory room, ...). Adding the fetch's share N R / w and W_j for every instruction
 * (timing_pipe_insn_gap) counts the fetch and the waits one after the other, although a
 * waiting instruction does not stop the fetch of the next ones.
 *
 * Here each instruction costs c_j, the least value with
 *   (1) c_j >= ready_j + W_j
 *   (2) c_(j-w+1) + ... + c_j >= N R + W_j - W_(j-w)         (the fetch's pace: w per N R)
 *   (3) c_(j-D+w) + ... + c_j >= F + W_j                     (the buffer: a pick waits for room)
 * Then, by induction over the run, instruction j is in its buffer by A + S_j - W_j and issues
 * by A + S_j, S_j = c_0 + ... + c_j and A the run's start plus F: a pick follows the last by
 * N R (2) or the issue that made room by F (3), each of which is then at most its bound, and
 * an instruction issues W_j after the later of its delivery and its readiness (1). (With w = 2
 * and j the second of its pair, room for the pair is made by instruction j - D's issue, a
 * weaker need than (3)'s j - D + 1, which holds for the first.)
 * A run that starts at a redirect (fresh: the branch's next block, whose cost adds F and the
 * redirect; timing_pipe_fetch_after) needs (2) from j = w and (3) from j = D - w + 1 only: its
 * first picks find an empty buffer. Otherwise the instructions before the block are some
 * predecessor's: (2) and (3) hold from j = 0 with the two before it at the least any
 * predecessor's last two can be (their (1), their waits; 0 further back).
 * Which instruction starts a pair is not known (a block entered without a redirect, an SWF
 * that starts after an s_split), so (2) and (3) hold at every j.
 * A fresh run's first instruction: its readiness counts from the branch's issue T0, as does
 * the redirect's first delivery E (the block's entry cost, `entry`: F and the redirect), so the
 * two overlap: it issues at the first visit (every N cycles from T0) at or after both, plus
 * its waits, i.e. (1) at j = 0 is c_0 >= max(ready_0, round_up(E, N)) - E + W_0. */
#ifndef PWS_WCET_FETCH_STREAM_H
#define PWS_WCET_FETCH_STREAM_H

#include <stdint.h>

/* Fills c[0 .. n) for a block of n instructions with ready[] and waits[], the fetch's nr = N R,
 * f = F, buffer depth D and width w (1 or 2, D > w); fresh as above (entry: E, 0 for none,
 * visit: N), else pre_c and pre_w are the costs and waits of the two instructions before the
 * block ([0]: two before, [1]: just before; lower bounds). Returns their sum (without E). */
uint64_t fetch_stream_costs(uint64_t nr, uint64_t f, unsigned depth, unsigned width, int fresh,
                            uint64_t entry, uint64_t visit, const uint64_t pre_c[2],
                            const uint64_t pre_w[2], const uint64_t *ready,
                            const uint64_t *waits, unsigned n, uint64_t *c);

/* A run whose instructions' readiness and waits depend on when the ones before it issue (a
 * memory unit's queue: wcet/mem_queue.h). Before instruction j's cost is set, pre(ctx, j, t,
 * &ready_j, &wait_j) may raise its readiness and waits, t the latest its predecessor issues,
 * counted from the issue before the block (base, then the costs so far); after, post(ctx, j,
 * t_j) learns the latest it issues. */
typedef struct fetch_stream_hook {
    void *ctx;
    void (*pre)(void *ctx, unsigned j, uint64_t t, uint64_t *ready, uint64_t *wait);
    void (*post)(void *ctx, unsigned j, uint64_t t);
    uint64_t base;
} fetch_stream_hook;

/* fetch_stream_costs with a hook (NULL: none); ready and waits are then read through it. */
uint64_t fetch_stream_costs_hooked(uint64_t nr, uint64_t f, unsigned depth, unsigned width,
                                   int fresh, uint64_t entry, uint64_t visit, const uint64_t pre_c[2],
                                   const uint64_t pre_w[2], const uint64_t *ready,
                                   const uint64_t *waits, unsigned n, uint64_t *c,
                                   const fetch_stream_hook *hook);

#endif
