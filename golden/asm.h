/* golden/asm.h -- the file-level assembler: LLVM AMDGPU assembly (clang -S output for gfx803, or a
 * hand-written kernel) -> kernel (code image + descriptor + argument layout).
 *
 * Spec of the accepted input (directives, sections, metadata, defaults, refused constructs, error
 * messages): docs/asm.md. Single instructions are parsed by isa_parse (golden/isa.h).
 *
 * Two passes: pass 1 lays out .text (an instruction's size never depends on a label's value), pass
 * 2 encodes with every label resolved. Errors are reported once via diag() as "file:line: error:
 * ..." and the first one stops the assembly. */
#ifndef PWS_ASM_H
#define PWS_ASM_H

#include <stddef.h>
#include <stdint.h>

#include "isa.h"
#include "kernel.h"

/* Called in address order during pass 2 for every line of an llvm-mc style listing: "name:" for a
 * label in .text, "\t.p2align\tN" for an alignment directive in .text, and for an instruction
 * "\t<text><pad>; encoding: [0x..,...]" (text as isa_format prints it, padded with blanks to 40
 * characters after the tab, at least one, as llvm-mc does). line is borrowed for the call. */
typedef void (*asm_list_fn)(void *ctx, const char *line);

typedef struct asm_opts {
    const char *kernel;      /* kernel to produce; NULL: the first .amdhsa_kernel, else start of
                                .text (docs/asm.md "Selecting the kernel"). Borrowed. */
    asm_list_fn list;        /* optional listing sink (NULL: none) */
    void *list_ctx;
} asm_opts;

/* Assembles the file at path. o may be NULL (defaults). On success returns 0 and *out is an owned
 * kernel (free with kernel_free). On failure returns PWS_EIO (unreadable file), or the code of the
 * first error (PWS_EPARSE, PWS_ERANGE, PWS_EUNSUPPORTED, PWS_ENOMEM), having reported it; *out is
 * then NULL. */
int asm_file(const char *path, const asm_opts *o, kernel **out);

/* Same for source text held in memory; name_for_diag names it in messages and in kernel.file. */
int asm_string(const char *text, const char *name_for_diag, const asm_opts *o, kernel **out);

/* Formats one listing line for the instruction in (encoded as words[0..nwords)) the way
 * `llvm-mc -show-encoding` does: "\t<text><pad>; encoding: [0x01,0x02,...]". label is passed to
 * isa_format (NULL: branch offsets as numbers). Returns the length written, like snprintf. */
int asm_format_listing(const isa_inst *in, const char *label, const uint32_t *words,
                       unsigned nwords, char *buf, size_t len);

#endif
