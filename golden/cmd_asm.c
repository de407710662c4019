/* golden/cmd_asm.c -- `pws asm`: assemble a kernel source (docs/asm.md) and write a listing, a raw
 * code image and/or a $readmemh hex file. Exit status: 0 ok, 2 usage error, 3 input/tool error. */
#include "asm.h"
#include "cmds.h"
#include "diag.h"
#include "pws_err.h"
#include "sim_args.h"
#include "split_pass.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: pws asm FILE.s [--listing] [-o OUT.bin] [--hex OUT.hex] [--kernel NAME]\n"
    "       pws asm FILE.s --split-pass OUT.s [--spsimds S] [--mark-branches] [--kernel NAME]\n"
    "       pws asm FILE.s --mark-branches OUT.s [--kernel NAME]\n"
    "       pws asm --list-ops\n"
    "\n"
    "Assembles a GCN3 (gfx803) + PWS kernel written in LLVM AMDGPU syntax (clang -S output or\n"
    "hand-written; accepted input: docs/asm.md).\n"
    "\n"
    "  --listing      print each instruction as llvm-mc -show-encoding does\n"
    "  -o OUT.bin     write the code image (little-endian dwords)\n"
    "  --hex OUT.hex  write the code image for $readmemh, one 32-bit word per line\n"
    "  --kernel NAME  the kernel to produce (default: the first .amdhsa_kernel, else .text)\n"
    "  --list-ops     print every mnemonic of the instruction table, one per line\n"
    "  --split-pass OUT.s  write the source with s_split/s_merge inserted around every\n"
    "                 branch marked by MODE bit 21 that Select picks for S SWF contexts\n"
    "                 (--spsimds S, default 63: every marked branch; docs/wcet.md)\n"
    "  --mark-branches OUT.s  write the source with MODE bit 21 set at the kernel's entry, so\n"
    "                 that every branch is marked (DWS splits at each divergent one); with\n"
    "                 --split-pass, mark first and then insert the splits Select picks\n"
    "\n"
    "Without an output option, prints a one-line summary of the kernel.\n"
    "Exit status: 0 ok, 2 usage error, 3 input error.\n";

/* The listing is collected and printed only if the whole file assembles. */
typedef struct listing {
    char *buf;
    size_t len, cap;
    int oom;
} listing;

static void list_line(void *ctx, const char *line)
{
    listing *l = ctx;
    size_t n = strlen(line) + 1;
    if (l->len + n + 1 > l->cap) {
        size_t nc = l->cap ? 2 * l->cap : 4096;
        while (nc < l->len + n + 1)
            nc *= 2;
        char *b = realloc(l->buf, nc);
        if (!b) {
            l->oom = 1;
            return;
        }
        l->buf = b;
        l->cap = nc;
    }
    memcpy(l->buf + l->len, line, n - 1);
    l->len += n;
    l->buf[l->len - 1] = '\n';
    l->buf[l->len] = '\0';
}

static int write_bin(const char *path, const kernel *k)
{
    diag_loc l = { path, 0 };
    FILE *f = fopen(path, "wb");
    if (!f)
        return diag(&l, PWS_EIO, "cannot create: %s", strerror(errno));
    for (size_t i = 0; i < k->ncode; i++) {
        unsigned char b[4] = { (unsigned char)k->code[i], (unsigned char)(k->code[i] >> 8),
                               (unsigned char)(k->code[i] >> 16),
                               (unsigned char)(k->code[i] >> 24) };
        fwrite(b, 1, 4, f);
    }
    if (ferror(f) | fclose(f))   /* not ||: the file must be closed either way */
        return diag(&l, PWS_EIO, "write error");
    return 0;
}

static int write_hex(const char *path, const kernel *k)
{
    diag_loc l = { path, 0 };
    FILE *f = fopen(path, "w");
    if (!f)
        return diag(&l, PWS_EIO, "cannot create: %s", strerror(errno));
    for (size_t i = 0; i < k->ncode; i++)
        fprintf(f, "%08x\n", (unsigned)k->code[i]);
    if (ferror(f) | fclose(f))   /* not ||: the file must be closed either way */
        return diag(&l, PWS_EIO, "write error");
    return 0;
}

int cmd_asm(int argc, char **argv)
{
    const char *in = NULL, *bin = NULL, *hex = NULL, *split_out = NULL;
    uint64_t spsimds = 63;   /* --split-pass: SWF contexts Select may hand out */
    int have_spsimds = 0;
    int mark = 0;                 /* --mark-branches */
    const char *mark_out = NULL;  /* its output when it runs alone */
    int want_listing = 0, list_ops = 0;
    asm_opts o = { 0 };
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (!strcmp(a, "--listing")) {
            want_listing = 1;
        } else if (!strcmp(a, "--list-ops")) {
            list_ops = 1;
        } else if (!strcmp(a, "--split-pass")) {
            if (i + 1 >= argc)
                return diag_usage("pws asm", "%s needs an argument", a);
            split_out = argv[++i];
        } else if (!strcmp(a, "--mark-branches")) {
            /* alone it names its output; after --split-pass it is a flag of that pass */
            mark = 1;
            if (!split_out && i + 1 < argc && argv[i + 1][0] != '-')
                mark_out = argv[++i];
        } else if (!strcmp(a, "--spsimds")) {
            if (i + 1 >= argc)
                return diag_usage("pws asm", "%s needs an argument", a);
            if (sim_args_parse_uint(argv[++i], 63, &spsimds))
                return diag_usage("pws asm", "--spsimds '%s' is not 0..63", argv[i]);
            have_spsimds = 1;
        } else if (!strcmp(a, "-o") || !strcmp(a, "--hex") || !strcmp(a, "--kernel")) {
            if (i + 1 >= argc)
                return diag_usage("pws asm", "%s needs an argument", a);
            const char *v = argv[++i];
            if (!strcmp(a, "-o"))
                bin = v;
            else if (!strcmp(a, "--hex"))
                hex = v;
            else
                o.kernel = v;
        } else if (a[0] == '-' && a[1]) {
            return diag_usage("pws asm", "unknown option '%s'", a);
        } else if (in) {
            return diag_usage("pws asm", "more than one input file ('%s')", a);
        } else {
            in = a;
        }
    }
    if (list_ops) {
        if (in || bin || hex || want_listing || o.kernel)
            return diag_usage("pws asm", "%s takes no other arguments", "--list-ops");
        for (int op = 0; op < ISA_NUM_OPS; op++)
            printf("%s\n", isa_info((isa_op)op)->name);
        return 0;
    }
    if (!in)
        return diag_usage("pws asm", "%s", "no input file");
    if (have_spsimds && !split_out)
        return diag_usage("pws asm", "%s only applies to --split-pass", "--spsimds");
    if (mark && !split_out && !mark_out)
        return diag_usage("pws asm", "%s needs an output file, or --split-pass before it",
                          "--mark-branches");
    if (mark_out)
        return split_pass_mark_file(in, o.kernel, mark_out) ? 3 : 0;
    if (split_out && mark)   /* mark every branch, then split at those Select picks */
        return split_pass_mark_file(in, o.kernel, split_out) ||
               split_pass_file(split_out, o.kernel, (unsigned)spsimds, split_out, NULL) ? 3 : 0;
    if (split_out)   /* the compiler pass lives in wcet/ (it needs the CFG) */
        return split_pass_file(in, o.kernel, (unsigned)spsimds, split_out, NULL) ? 3 : 0;

    listing lst = { 0 };
    if (want_listing) {
        o.list = list_line;
        o.list_ctx = &lst;
    }
    kernel *k;
    int rc = asm_file(in, &o, &k);
    if (rc) {
        free(lst.buf);
        return 3;
    }
    if (lst.oom) {
        diag_loc l = { in, 0 };
        diag(&l, PWS_ENOMEM, "out of memory for the listing");
        rc = PWS_ENOMEM;
    }
    if (!rc && want_listing && lst.buf)
        fputs(lst.buf, stdout);
    if (!rc && bin)
        rc = write_bin(bin, k);
    if (!rc && hex)
        rc = write_hex(hex, k);
    if (!rc && !want_listing && !bin && !hex)
        printf("%s: %zu bytes, entry 0x%x, %u args, kernarg %u bytes, lds %u bytes, "
               "%u vgprs, %u sgprs\n", k->name, 4 * k->ncode, (unsigned)k->entry, k->nargs,
               (unsigned)k->desc.kernarg_size, (unsigned)k->desc.group_segment_fixed_size,
               (unsigned)k->desc.next_free_vgpr, (unsigned)k->desc.next_free_sgpr);
    free(lst.buf);
    kernel_free(k);
    return rc ? 3 : 0;
}
