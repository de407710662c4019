/* fpga/fpga_image.h -- everything the FPGA top (fpga/rtl/pws_fpga_top.v) needs to run one
 * kernel dispatch on its own: the boot ROM, the memory compacted into block RAM with its
 * expected final contents (whose signature the top checks), and the memory map. Spec: docs/fpga.md "iCE40 place and route".
 *
 * Built from the golden model, which both sets the dispatch up (registers of every wavefront,
 * memory before the run) and runs it (memory after): the FPGA's verdict is "the RTL left the
 * memory the golden model left", checked in hardware. */
#ifndef PWS_FPGA_IMAGE_H
#define PWS_FPGA_IMAGE_H

#include <stddef.h>
#include <stdint.h>

#include "cfg.h"
#include "golden.h"
#include "kernel.h"

typedef struct fpga_image {
    uint64_t *boot;          /* boot ROM records (layout: fpga/rtl/pws_fpga_boot.v) */
    size_t nboot;
    unsigned boot_addr_width;   /* bits of a record index: 2^width >= nboot, >= 1 */
    unsigned waves;          /* wavefronts the boot ROM starts */
    /* memory map (fpga/rtl/pws_fpga_mem.v): mapped 4 KiB pages of [base, base + 2^span_bits)
     * get slots of 2^win_bits dwords; page_entry[p] = valid << slot_bits | slot */
    uint64_t base;
    unsigned span_bits, slot_bits, win_bits, npages, nslots;
    uint32_t *page_entry;
    size_t words;            /* 2^(slot_bits + win_bits) dwords of block RAM */
    uint32_t *init, *expect; /* [words]: before the run, and after it on the golden model */
} fpga_image;

/* Builds the image of kernel k (borrowed) on configuration c from g (borrowed: a golden instance
 * of k with the dispatch and arguments set, nothing dispatched yet; it is dispatched and run to
 * completion here). Wavefront n of the dispatch goes to context slot n mod (simds x contexts),
 * spread over the SIMDs first; a workgroup with more wavefronts than slots is allowed only when
 * the kernel has no s_barrier (its wavefronts then run one after another). Returns 0 with *out
 * owned (fpga_image_free), or after reporting one line: PWS_EUNSUPPORTED (more than one CU, an
 * atomic or LDS instruction, naming its PC; a workgroup that cannot be resident; a memory too
 * large or too scattered for block RAM), a golden run-time error, PWS_ENOMEM. */
int fpga_image_build(const pws_cfg *c, const kernel *k, golden *g, fpga_image **out);
void fpga_image_free(fpga_image *im);   /* NULL is fine */

/* The block-RAM dword index holding byte address addr, or -1 if it is not mapped. */
long fpga_image_index(const fpga_image *im, uint64_t addr);

/* The signature the FPGA top's verdict compares (fpga/rtl/pws_fpga_check.v, the same MISR):
 * sig = 0, then for each of the n dwords in order sig = (sig << 1) ^ (sig's bit 31 ? 0x00400007
 * : 0) ^ dword. */
uint32_t fpga_image_signature(const uint32_t *words, size_t n);

/* Writes into dir (which must exist) the ROM images pws_fpga_boot.hex (2^boot_addr_width words:
 * the records, then zeros), pws_fpga_mem0..3.hex
 * (byte lane k of every dword), and pws_fpga.v: the board-level module
 * pws_fpga (clk_i, led_o[3:0] = timeout, fault, pass, done) instantiating pws_fpga_top with this
 * image's and c's parameters, among them the expected memory's signature
 * (fpga_image_signature); its header names `what` (the command that made it). Deterministic.
 * Returns 0 or PWS_EIO (reported). */
int fpga_image_write(const fpga_image *im, const pws_cfg *c, const char *dir, const char *what);

#endif
