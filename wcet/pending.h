/* wcet/pending.h -- which loads a wavefront of a kernel may still be waiting for, at every
 * instruction: a may-analysis over the CFG for the pipelined CU's static bound
 * (docs/microarchitecture.md "The static bound"). A load's registers are pending from its
 * issue until an instruction waits for them (the scoreboard: any instruction that names one),
 * until s_waitcnt with a zero count of its class, or s_endpgm; a store or a load is in flight
 * until such an s_waitcnt. The bound charges a wait for a unit's completion only where this
 * analysis says the instruction may wait for that unit. */
#ifndef PWS_WCET_PENDING_H
#define PWS_WCET_PENDING_H

#include <stdint.h>

#include "cfg.h"
#include "isa.h"
#include "kernel.h"

/* The state at one point: per SGPR and VGPR the units (TIMING_PENDING_* bits) whose loads may
 * still write it, and the units with any instruction in flight. */
typedef struct pend_set {
    uint8_t sgpr[102];
    uint8_t vgpr[256];
    unsigned out;
    unsigned drain_exec;   /* DWS on the pipelined CU: a branch on EXEC waits like s_endpgm */
} pend_set;

/* Steps p over in: returns the units in may wait for before it issues (the registers it
 * names; every unit in flight for s_endpgm; the units s_waitcnt's counts cover), then applies
 * in's effect (what it waited for is complete; a memory instruction puts its unit in flight
 * and its loaded registers pending). */
unsigned pend_step(pend_set *p, const isa_inst *in);

/* The state at the entry of every block of g (entry[nblocks], each with drain_exec: 1 when a
 * branch on EXEC may split under DWS and so waits for everything): the kernel's entry has nothing
 * pending; a block's is the union over its predecessors' exits, to a fixpoint. Returns 0, or
 * PWS_EPARSE if an instruction of g does not decode (reported). */
int pend_entries(const cfg *g, const kernel *k, unsigned drain_exec, pend_set *entry);

#endif
