/* wcet/bound.h -- the composition formulas of the PWS paper's Sec. 5, one small function each,
 * named after the equation it implements. All arithmetic is exact (uint64); the callers keep the
 * operands far below overflow (cycle counts under 2^53). Spec: docs/wcet.md "From a wavefront
 * to a kernel". */
#ifndef PWS_WCET_BOUND_H
#define PWS_WCET_BOUND_H

#include <stdint.h>

/* Lemma 5.1 (Eq. 3): E_WF = IPET(C_out) + |SB| * (e_s + e_m). */
uint64_t bound_e_wf(uint64_t ipet, unsigned nsb, uint64_t e_s, uint64_t e_m);

/* E_WF under our DWS (docs/wcet.md "DWS in our design"): IPET(C) + S * e_s. The paper's
 * E_WF^DWS is Eq. 3 with C_out = C and |SB| = S, i.e. + S (e_s + e_m); our DWS never merges
 * (docs/isa.md), so no e_m is ever paid and the term is dropped. */
uint64_t bound_e_wf_dws(uint64_t ipet, unsigned s, uint64_t e_s);

/* Eq. 2: N_SIMD_total = N_SIMD + floor(N_unused * N_SIMD / (used + 1)), N_unused = S - used,
 * where used is the number of SWF contexts Select allocated (the paper's |SB|; they differ only
 * when sequential branches share a context). used >= S gives N_SIMD. */
unsigned bound_n_simd_total(unsigned n_simd, unsigned s, unsigned used);

/* Definition 5.2 (Eq. 4): G_parallel = floor(N_CU * N_SIMD_total * N_WFC * N_WIWF / N_WIWG).
 * Returns 0 when not even one workgroup fits (the caller reports it). */
uint64_t bound_g_parallel(unsigned n_cu, unsigned n_simd_total, unsigned n_wfc, unsigned n_wiwf,
                          uint64_t n_wiwg);

/* Definition 5.3 (Eq. 5): DS = ceil(G / G_parallel); g_parallel must be > 0. */
uint64_t bound_ds(uint64_t g, uint64_t g_parallel);

/* Lemma 5.5 (Eq. 6): E_kernel^PWS = DS * (d + E_WF^PWS). Also the bound without splitting. */
uint64_t bound_kernel_pws(uint64_t ds, uint64_t d, uint64_t e_wf);

/* Lemma 5.7 (Eq. 8): E_kernel^DWS = DS * (d + (S + 1) * E_WF^DWS). */
uint64_t bound_kernel_dws(uint64_t ds, uint64_t d, unsigned s, uint64_t e_wf);

/* The thesis's Eq. 5.4: L_kernel = B * max over i, j of (delta[i][j] + l[i][j]), with B the
 * batches of Eq. 5.1 (= DS), i over nwaves wavefronts and j over the nswf = S + 1 SWF slots of
 * each (j = 0 the wavefront's own); delta and l are row-major nwaves x nswf (an SWF that never
 * existed has 0 in both). Summing before taking the max keeps a late-starting short child from
 * being charged the parent's length (thesis Fig. 5.6). */
uint64_t bound_eq54(uint64_t b, const uint64_t *delta, const uint64_t *l, unsigned nwaves,
                    unsigned nswf);

/* The thesis's Eq. 5.5, splits without a parallel-execution guarantee (serialized):
 * L_kernel = B * max over i, j of (delta[i][j] + sum over j' of l[i][j']). Same arguments. */
uint64_t bound_eq55(uint64_t b, const uint64_t *delta, const uint64_t *l, unsigned nwaves,
                    unsigned nswf);

#endif
