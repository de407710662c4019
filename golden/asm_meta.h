/* golden/asm_meta.h -- the `.amdgpu_metadata` reader of the assembler (internal to golden/asm.c
 * and its tests). Reads the YAML subset clang 14 emits (docs/asm.md "Argument metadata") into
 * per-kernel argument layouts. */
#ifndef PWS_ASM_META_H
#define PWS_ASM_META_H

#include <stddef.h>

#include "kernel.h"

typedef struct asm_meta_kernel {
    char name[64];                  /* .name */
    unsigned line;                  /* source line of the kernel's entry, for diagnostics */
    long kernarg_segment_size;      /* -1 if absent */
    long group_segment_fixed_size;  /* -1 if absent */
    long wavefront_size;            /* -1 if absent */
    kernel_arg *args;               /* owned by the asm_meta */
    unsigned nargs;
} asm_meta_kernel;

typedef struct asm_meta {
    asm_meta_kernel *kernels;       /* owned; free with asm_meta_free */
    unsigned nkernels;
} asm_meta;

/* Parses the n lines of one metadata block (lines[i] is source line lineno[i] of file; both
 * borrowed for the call). Returns 0 and fills *out, or PWS_EPARSE / PWS_ERANGE /
 * PWS_EUNSUPPORTED / PWS_ENOMEM after reporting "file:line: error: metadata: ..." (out is then
 * empty). */
int asm_meta_parse(const char *file, const char *const *lines, const unsigned *lineno, size_t n,
                   asm_meta *out);

/* Frees what asm_meta_parse allocated; m itself is not freed. NULL is fine. */
void asm_meta_free(asm_meta *m);

/* The entry for kernel name, or NULL. */
const asm_meta_kernel *asm_meta_find(const asm_meta *m, const char *name);

#endif
