/* golden/child_stack.h -- the child stack of one WF/SWF context (PWS paper Sec. 4.1, Fig. 5).
 * Spec: docs/isa.md "Split and merge".
 *
 * Holds the SpSIMD IDs of the SWFs this context created with s_split (or a DWS split) that have
 * not merged back yet, most recent on top. LIFO on purpose: the innermost split must merge first,
 * and s_merge pairs an SWF with the top of its child stack before it considers its parent. Its
 * capacity is S, the number of SpSIMD units, because a wavefront can split at most S times. */
#ifndef PWS_CHILD_STACK_H
#define PWS_CHILD_STACK_H

#include <stdint.h>

#define PWS_MAX_SPSIMDS 63   /* S ranges over 0..63 (thesis Sec. 4.2.1) */

typedef struct child_stack {
    uint8_t id[PWS_MAX_SPSIMDS];  /* id[0] is the bottom */
    uint8_t depth;                /* entries in use */
    uint8_t capacity;             /* S */
} child_stack;

/* Empties cs and sets its capacity (0..PWS_MAX_SPSIMDS; larger values are clamped). */
void child_stack_init(child_stack *cs, unsigned capacity);
/* Returns 0, or PWS_ERANGE (stack full) and leaves cs unchanged. */
int child_stack_push(child_stack *cs, unsigned spsimd_id);
/* SpSIMD ID on top, or -1 if empty. */
int child_stack_top(const child_stack *cs);
/* Removes the top entry; returns it, or -1 (and does nothing) if empty. */
int child_stack_pop(child_stack *cs);
int child_stack_full(const child_stack *cs);

#endif
