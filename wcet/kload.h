/* wcet/kload.h -- assemble a kernel for analysis and keep its .text labels, so that blocks and
 * flow facts can use the names the source uses (".LBB0_5", ".Lloop"). */
#ifndef PWS_WCET_KLOAD_H
#define PWS_WCET_KLOAD_H

#include "cfg.h"
#include "kernel.h"

/* Assembles path (docs/asm.md; kname selects the kernel, NULL: the default one). On success
 * returns 0, *k is an owned kernel (kernel_free) and *labels an owned array of *nlabels labels
 * in address order (free()). On failure returns the assembler's code, having reported it. */
int kload_file(const char *path, const char *kname, kernel **k, cfg_label **labels,
               unsigned *nlabels);

#endif
