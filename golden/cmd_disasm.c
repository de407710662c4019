/* golden/cmd_disasm.c -- `pws disasm`: print a code image as LLVM AMDGPU text that `pws asm`
 * assembles back to the same bytes (docs/asm.md "Disassembler").
 * Exit status: 0 ok, 2 usage error, 3 input error (unreadable file, illegal instruction). */
#include "cmds.h"
#include "diag.h"
#include "disasm.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: pws disasm FILE.bin|FILE.hex [--addresses]\n"
    "\n"
    "Disassembles a raw little-endian code image (as `pws asm -o` writes) or a $readmemh file\n"
    "(`pws asm --hex`, chosen by the .hex extension). Branch targets get label_XXXX: lines\n"
    "(XXXX = byte address), so that `pws asm` of the output reproduces the image exactly.\n"
    "\n"
    "  --addresses    prefix each instruction with its byte address as a /*0x0040*/ comment\n"
    "\n"
    "Exit status: 0 ok, 2 usage error, 3 input error (including an illegal instruction).\n";

int cmd_disasm(int argc, char **argv)
{
    const char *in = NULL;
    int addresses = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (!strcmp(a, "--addresses")) {
            addresses = 1;
        } else if (a[0] == '-' && a[1]) {
            return diag_usage("pws disasm", "unknown option '%s'", a);
        } else if (in) {
            return diag_usage("pws disasm", "more than one input file ('%s')", a);
        } else {
            in = a;
        }
    }
    if (!in)
        return diag_usage("pws disasm", "%s", "no input file");
    uint32_t *words;
    size_t n;
    if (disasm_read_image(in, &words, &n))
        return 3;
    char *text;
    int rc = disasm_text(words, n, addresses, in, &text);
    free(words);
    if (rc)
        return 3;
    fputs(text, stdout);
    free(text);
    return 0;
}
