/* wcet/flowfacts.h -- loop bounds for the IPET (the format is docs/flow-facts.md).
 *
 * A flow-facts file names each loop by its header block (label, or pc as 0x...) and bounds the
 * number of times the header executes per entry of the loop (`max N`) and, optionally, over the
 * whole run of one wavefront (`total N`). */
#ifndef PWS_WCET_FLOWFACTS_H
#define PWS_WCET_FLOWFACTS_H

#include <stddef.h>
#include <stdint.h>

#include "cfg.h"
#include "ipet.h"

typedef struct flowfact {
    char name[64];        /* the header as written */
    uint64_t max;         /* header executions per entry of the loop */
    uint64_t total;       /* header executions in all; IPET_NO_TOTAL if not given */
    unsigned line;        /* source line, for messages */
} flowfact;

typedef struct flowfacts {
    char *file;           /* owned */
    flowfact *facts;      /* owned */
    unsigned n;
} flowfacts;

/* Parses text (the contents of file, borrowed). Returns 0 and an owned *out (flowfacts_free),
 * or reports "file:line: error: ..." and returns PWS_EPARSE (syntax, missing `max`, a number out
 * of range, the same loop twice) or PWS_ENOMEM. */
int flowfacts_parse(const char *text, const char *file, flowfacts **out);

/* Reads and parses path. Errors as flowfacts_parse, or PWS_EIO. */
int flowfacts_read(const char *path, flowfacts **out);

/* Frees ff; NULL is fine. */
void flowfacts_free(flowfacts *ff);

/* The bound of every loop of g: max[l] and total[l] (IPET_NO_TOTAL: none) for l < g->nloops. ff may be NULL
 * (no file given). Returns 0, or reports and returns PWS_EPARSE: a fact naming no block, or a
 * block that is not a loop header ("file:line"), or loops without a bound (one line listing
 * every unbounded loop's header and pc). */
int flowfacts_bind(const flowfacts *ff, const cfg *g, uint64_t *max, uint64_t *total);

/* The flow facts beside a kernel: STEM.ff for KERNEL = STEM.s (or STEM), as pws benchgen and pws
 * randkernel write them and the testbenches keep them. Writes the path into buf (len bytes) and
 * returns 1 if that file is readable, else 0. */
int flowfacts_beside(const char *kernel, char *buf, size_t len);

#endif
