/* wcet/ipet.h -- the implicit path enumeration technique (IPET) over a CFG: the longest path of
 * one (split) wavefront as an integer linear program, solved by lp_solve (wcet/ilp.h) and then
 * re-checked in exact integer arithmetic. Spec: docs/wcet.md "IPET". */
#ifndef PWS_WCET_IPET_H
#define PWS_WCET_IPET_H

#include <stdint.h>

#include "cfg.h"

/* A loop without a total bound (flow facts without `total N`; `total 0` is a bound). */
#define IPET_NO_TOTAL UINT64_MAX

typedef struct ipet_opts {
    const uint64_t *cost;        /* per block: cycles of one execution (required) */
    const uint64_t *loop_max;    /* per loop: header executions per entry (required if loops) */
    const uint64_t *loop_total;  /* per loop: header executions in all, IPET_NO_TOTAL = no bound;
                                    may be NULL (no loop has one) */
    const uint8_t *removed;      /* per edge: 1 = pruned (Prune's C_out); may be NULL */
    const uint8_t *exclusive;    /* per block: 1 = a split branch node whose SWF runs only one of
                                    its two paths per execution; may be NULL */
    const char *lp_path;         /* write the model here in lp format; may be NULL */
    const char *facts;           /* the flow facts' file: an infeasible model that a loop bound
                                    to 0 explains is reported there; may be NULL */
} ipet_opts;

typedef struct ipet_result {
    uint64_t wcet;               /* the objective, recomputed exactly from the counts */
    uint64_t *edge_count;        /* owned, nedges entries */
    uint64_t *block_count;       /* owned, nblocks entries */
} ipet_result;

/* Builds and solves the IPET of g: one integer variable per edge, the entry edge taken once,
 * flow conservation at every block, loop bounds, removed edges fixed at 0, the exclusive
 * constraints, objective = sum of cost * executions. The integer solution is then checked with
 * uint64 arithmetic (integrality, conservation, bounds, objective equal to lp_solve's). Returns 0
 * and fills *r (ipet_result_free), or: PWS_ERANGE (infeasible or unbounded model, a cost too
 * large for an exact solve), PWS_EMISMATCH (the exact re-check disagrees), PWS_EIO, PWS_ENOMEM;
 * each reported once. */
int ipet_solve(const cfg *g, const ipet_opts *o, ipet_result *r);

/* Frees what ipet_solve allocated in r (not r itself). */
void ipet_result_free(ipet_result *r);

#endif
