/* cosim/spi.h -- the init-port writes that start one wavefront in a context: what a CU's SPI
 * (shader processor input) does between choosing the context and the context fetching.
 * Spec: docs/cosim.md "Dispatch".
 *
 * One sequence for both users, so that they cannot disagree on the ABI: the cosim harness
 * (cosim.c, dispatching at run time as contexts free up) and the FPGA top's boot ROM
 * (fpga/fpga_image.c, the same writes replayed from block RAM). The workgroup-level writes
 * (INIT_WG of every wave first, INIT_LDS_ZERO of the region) stay with each caller: where a
 * workgroup goes and where its LDS is are the caller's decisions. */
#ifndef PWS_SPI_H
#define PWS_SPI_H

#include <stdint.h>

#include "cfg.h"
#include "wave.h"

#include "kernel.h"

/* Called once per write, in order: sel is an EMIT_CU_INIT_* value; addr the init port's addr
 * field; row is the
 * lanes an EMIT_CU_INIT_VROW write carries (pws_cfg_init_lanes dwords, borrowed for the call:
 * pass group `data` of the VGPR when that is fewer than the wave's lanes, else the whole VGPR,
 * data 0), else NULL. */
typedef void (*spi_write_fn)(void *ctx, unsigned sel, unsigned addr, uint32_t data,
                             const uint32_t *row);

/* The writes that start wave w (golden's context, borrowed; its registers as dispatched) as wave
 * id in a context whose workgroup's LDS region starts at byte lds_base (docs/microarchitecture.md
 * "The SPI at register width"): its LDS
 * base and wave id, the first nsgprs SGPRs (spi_kernel_sgprs), per VGPR the wave has one
 * EMIT_CU_INIT_VROW (with one VRF read port one per pass group, in group order), PC, EXEC, VCC,
 * M0, MODE, SCC, then START. */
void spi_wave_writes_rows(const pws_cfg *c, const wave *w, unsigned id, uint32_t lds_base,
                          unsigned nsgprs, spi_write_fn fn, void *ctx);

/* The SGPRs a wavefront of k can read, rounded up to a pair: every SGPR the code image names
 * (at its width) and every one the ABI writes (next_free_sgpr), at most c->sgprs. The golden
 * model zeroes the others, and no instruction of k reaches them, so the SPI need not write
 * them. */
unsigned spi_kernel_sgprs(const pws_cfg *c, const kernel *k);

#endif
