/* golden/disasm.h -- code image -> LLVM AMDGPU text that `pws asm` turns back into the same bytes
 * (docs/asm.md "Disassembler"), and the readers for the two image formats `pws asm` writes. */
#ifndef PWS_DISASM_H
#define PWS_DISASM_H

#include <stddef.h>
#include <stdint.h>

/* Reads a code image: `$readmemh` text if path ends in ".hex" (one or more whitespace-separated
 * words of 1..8 hex digits per line, `//` comments; `@addr` lines are refused), else raw
 * little-endian dwords (the size must be a multiple of 4). Returns 0 with *words (owned, free())
 * and *n set, or PWS_EIO / PWS_EPARSE / PWS_ENOMEM after reporting "path[:line]: error: ...". */
int disasm_read_image(const char *path, uint32_t **words, size_t *n);

/* Disassembles words[0..n) into *text (owned, free(); one line per label/instruction, each ending
 * in '\n'). Branch targets get "label_XXXX:" lines (XXXX: byte address, at least 4 lower-case hex
 * digits) and branches name them; addresses != 0 prefixes each instruction with a block comment
 * holding its byte address (0x0040), which the assembler skips. Returns 0, or PWS_EDECODE for an
 * encoding outside the ISA table after reporting "file: error: illegal instruction 0x........ at
 * 0x....", PWS_ERANGE for an instruction that runs past the end ("truncated instruction"), or
 * PWS_ENOMEM; *text is then NULL. */
int disasm_text(const uint32_t *words, size_t n, int addresses, const char *file, char **text);

#endif
