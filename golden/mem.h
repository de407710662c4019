/* golden/mem.h -- global memory of the golden model: a sparse 64-bit address space made of
 * mapped regions (the kernarg segment and each buffer argument).
 *
 * Every access must fall entirely inside one mapped region: anything else is a kernel bug that
 * the model reports (PWS_EMEM) instead of silently reading zeros. Alignment is checked by the
 * executor (exec.c), which knows the access size rules of each instruction (docs/isa.md). */
#ifndef PWS_MEM_H
#define PWS_MEM_H

#include <stddef.h>
#include <stdint.h>

typedef struct golden_mem golden_mem;

golden_mem *mem_new(void);           /* owned; NULL on OOM; free with mem_free() */
void mem_free(golden_mem *m);        /* NULL is fine */

/* Maps [base, base+size) zero-filled, named for diagnostics (name is copied). Returns 0,
 * PWS_ERANGE if it overlaps an existing region or size is 0, PWS_ENOMEM. */
int mem_map(golden_mem *m, uint64_t base, uint64_t size, const char *name);

/* Copies n bytes at addr to/from buf. Returns 0, or PWS_EMEM (nothing copied) if
 * [addr, addr+n) is not inside one mapped region. Do not report: the caller names the wave/PC. */
int mem_read(const golden_mem *m, uint64_t addr, void *buf, size_t n);
int mem_write(golden_mem *m, uint64_t addr, const void *buf, size_t n);

/* Direct pointer to [addr, addr+n) if inside one region (for bulk loading/dumping), else NULL.
 * Borrowed: valid until mem_free. */
uint8_t *mem_ptr(golden_mem *m, uint64_t addr, size_t n);

/* Chooses a free base address for a new region of size bytes, 4 KiB-aligned, above every
 * region mapped so far; deterministic (the same sequence of calls gives the same addresses). */
uint64_t mem_next_base(const golden_mem *m, uint64_t size);

/* The mapped regions in address order (for tools that lay the memory out elsewhere, such as
 * the FPGA top's block RAM): how many, and region i's base, size, bytes and name (borrowed
 * until mem_free). Returns 0, or PWS_ERANGE if i >= mem_num_regions(m). */
size_t mem_num_regions(const golden_mem *m);
int mem_region(const golden_mem *m, size_t i, uint64_t *base, uint64_t *size,
               const uint8_t **data, const char **name);

#endif
