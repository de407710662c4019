/* wcet/select.h -- Algorithm 1 of the PWS paper (Sec. 4.2): which marked branch nodes get an SWF
 * context. Spec: docs/wcet.md "Select and Prune". */
#ifndef PWS_WCET_SELECT_H
#define PWS_WCET_SELECT_H

#include <stdint.h>

#include "cfg.h"

/* Select(C_BSB, S). P is the set of branch nodes u (kind CFG_BRANCH) with marked[u] != 0; they
 * are visited in g's topological order, and u joins SB if some v already in SB has
 * Parent(v) == Parent(u) (it reuses that context once v has merged), else if fewer than S contexts
 * are allocated (it takes a new one). On return sb[u] = 1 exactly for u in SB (sb has nblocks
 * entries, written). *contexts (if not NULL) gets swfCount, the number of SWF contexts
 * allocated (less than |SB| when branches share one). Returns |SB|. Cannot fail. */
int select_pick(const cfg *g, const uint8_t *marked, unsigned s, uint8_t *sb, unsigned *contexts);

#endif
