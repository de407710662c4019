/* golden/dispatch.h -- the HSA dispatch ABI of the golden model (used by golden.c only): the
 * geometry of a dispatch, the hsa_kernel_dispatch_packet, and the registers a wavefront starts
 * with. Spec: docs/golden.md "Dispatch and ABI" (order of the SGPRs as in LLVM AMDGPUUsage,
 * "Initial Kernel Execution State"). */
#ifndef PWS_DISPATCH_H
#define PWS_DISPATCH_H

#include <stdint.h>

#include "kernel.h"
#include "wave.h"

#define DISPATCH_PACKET_SIZE 64u   /* sizeof(hsa_kernel_dispatch_packet_t) */

typedef struct dispatch_geom {
    uint32_t grid[3], wg[3];   /* work-items per dimension; workgroup size per dimension */
    uint32_t nwg[3];           /* workgroups per dimension: ceil(grid / wg) */
    unsigned dims;             /* 1..3: highest dimension with grid or wg > 1 */
    unsigned lanes;            /* wavefront size */
    unsigned waves_per_wg;     /* wavefronts of a full workgroup */
} dispatch_geom;

/* Where the dispatcher's own structures are (written into user SGPRs). */
typedef struct dispatch_ptrs {
    uint64_t packet, queue, kernarg;
} dispatch_ptrs;

/* Fills g->nwg, dims and waves_per_wg from grid, wg and lanes (already checked). */
void dispatch_geom_init(dispatch_geom *g);

/* Work-items of workgroup wg in each dimension (smaller than wg[] for the last workgroup of a
 * dimension whose grid is not a multiple of the workgroup size), and its id per dimension. */
void dispatch_wg_extent(const dispatch_geom *g, unsigned wg, uint32_t id[3], uint32_t ext[3]);

/* Wavefronts of workgroup wg: ceil(work-items / lanes). */
unsigned dispatch_wg_waves(const dispatch_geom *g, unsigned wg);

/* Writes the 64-byte dispatch packet: header, setup (dimensions), workgroup and grid sizes,
 * group segment size, kernarg address; everything else 0. */
void dispatch_packet(const dispatch_geom *g, const kernel *k, uint64_t kernarg, uint8_t p[64]);

/* Sets packet p's group_segment_size: the static LDS plus the dynamic (__local) regions. */
void dispatch_packet_set_lds(uint8_t p[64], uint32_t group_segment_size);

/* Sets the initial architectural state of wavefront wf of workgroup wg in w (its SRF, EXEC,
 * MODE, M0, PC) and the work-item ids in its VGPRs vgpr (nvgprs registers of lanes dwords, which
 * the caller has zeroed). w's identity and PWS fields are the caller's. Cannot fail: the kernel
 * was checked by golden_new. */
void dispatch_wave(const dispatch_geom *g, const kernel *k, const dispatch_ptrs *p, unsigned wg,
                   unsigned wf, wave *w, uint32_t *vgpr);

/* Number of VGPRs a wavefront of k needs: next_free_vgpr, but at least the work-item id
 * registers the ABI writes (and at least 1). */
unsigned dispatch_num_vgprs(const kernel *k);

/* Number of SGPRs a wavefront of k can touch: the last one any instruction names (at its
 * width) or the ABI writes (next_free_sgpr), + 1, rounded up to a pair; at most 102. */
unsigned dispatch_num_sgprs(const kernel *k);

#endif
