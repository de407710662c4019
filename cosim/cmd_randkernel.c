/* cosim/cmd_randkernel.c -- `pws randkernel`: writes one constrained-random kernel (FILE.s), its
 * input buffer (STEM.in) and the `pws sim` arguments to run it (STEM.args, also printed on
 * stdout). Spec: docs/randkernel.md. Exit status: 0 ok, 2 usage error, 3 an output file cannot be
 * written. */
#include "cmds.h"
#include "diag.h"
#include "file_read.h"
#include "pws_err.h"
#include "randkernel.h"
#include "sim_args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: pws randkernel --seed N [options] -o FILE.s\n"
    "\n"
    "Writes a constrained-random kernel that gives the same output under every split mode,\n"
    "S and wavefront size (docs/randkernel.md), its input buffer STEM.in and the pws sim\n"
    "arguments STEM.args (STEM = FILE without .s); the full pws sim command goes to stdout.\n"
    "\n"
    "  --seed N            the seed (decimal or 0x hex, 64-bit); required\n"
    "  --insts N           statement budget of the body, 1..5000 (default 120)\n"
    "  --depth D           nesting of divergent ifs and loops, 0..6 (default 3)\n"
    "  --loops             also uniform and divergent bounded loops\n"
    "  --lds               also LDS write / barrier / read phases\n"
    "  --splits MODE       none (default), pws (s_split/s_merge) or dws (MODE bit 21 marks)\n"
    "  --wave N            add --wave N to the sim arguments (4..64, power of two)\n"
    "  -o FILE.s           output kernel\n"
    "\n"
    "Exit status: 0 ok, 2 usage error, 3 an output file cannot be written.\n";

int cmd_randkernel(int argc, char **argv)
{
    randkernel_opts o;
    randkernel_opts_default(&o);
    const char *out = NULL;
    int have_seed = 0;
    uint64_t wave = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        int takes = !strcmp(a, "--seed") || !strcmp(a, "--insts") || !strcmp(a, "--depth") ||
                    !strcmp(a, "--splits") || !strcmp(a, "--wave") || !strcmp(a, "-o");
        if (takes && i + 1 >= argc)
            return diag_usage("pws randkernel", "%s needs a value", a);
        uint64_t v;
        if (!strcmp(a, "--seed")) {
            if (sim_args_parse_uint(argv[++i], UINT64_MAX, &v))
                return diag_usage("pws randkernel", "bad --seed '%s'", argv[i]);
            o.seed = v;
            have_seed = 1;
        } else if (!strcmp(a, "--insts")) {
            if (sim_args_parse_uint(argv[++i], RANDKERNEL_MAX_INSTS, &v) || v < 1)
                return diag_usage("pws randkernel", "--insts '%s' is not in 1..%u", argv[i], RANDKERNEL_MAX_INSTS);
            o.insts = (unsigned)v;
        } else if (!strcmp(a, "--depth")) {
            if (sim_args_parse_uint(argv[++i], RANDKERNEL_MAX_DEPTH, &v))
                return diag_usage("pws randkernel", "--depth '%s' is not in 0..%u", argv[i], RANDKERNEL_MAX_DEPTH);
            o.depth = (unsigned)v;
        } else if (!strcmp(a, "--splits")) {
            const char *m = argv[++i];
            if (!strcmp(m, "none"))
                o.splits = RANDKERNEL_SPLITS_NONE;
            else if (!strcmp(m, "pws"))
                o.splits = RANDKERNEL_SPLITS_PWS;
            else if (!strcmp(m, "dws"))
                o.splits = RANDKERNEL_SPLITS_DWS;
            else
                return diag_usage("pws randkernel", "--splits '%s' is not none, pws or dws", m);
        } else if (!strcmp(a, "--wave")) {
            if (sim_args_parse_uint(argv[++i], 64, &v) || v < 4 || (v & (v - 1)))
                return diag_usage("pws randkernel", "--wave '%s' is not a power of two in 4..64", argv[i]);
            wave = v;
        } else if (!strcmp(a, "-o")) {
            out = argv[++i];
        } else if (!strcmp(a, "--loops")) {
            o.loops = 1;
        } else if (!strcmp(a, "--lds")) {
            o.lds = 1;
        } else {
            return diag_usage("pws randkernel", "unknown option '%s'", a);
        }
    }
    if (!have_seed)
        return diag_usage("pws randkernel", "--seed is required");
    if (!out)
        return diag_usage("pws randkernel", "-o FILE.s is required");

    size_t n = strlen(out);
    size_t stem = n > 2 && !strcmp(out + n - 2, ".s") ? n - 2 : n;
    char *in_path = malloc(stem + 8), *args_path = malloc(stem + 8), *ff_path = malloc(stem + 8);
    char *text = NULL, *ff = NULL;
    uint8_t *input = NULL;
    size_t in_size = 0;
    int rc = 3;
    if (!in_path || !args_path || !ff_path) {
        diag_at("pws randkernel", PWS_ENOMEM, "out of memory");
        goto done;
    }
    snprintf(in_path, stem + 8, "%.*s.in", (int)stem, out);
    snprintf(args_path, stem + 8, "%.*s.args", (int)stem, out);
    snprintf(ff_path, stem + 8, "%.*s.ff", (int)stem, out);

    int e = randkernel_generate(&o, &text);
    if (e)
        goto done_code;
    if ((e = randkernel_input(&o, &input, &in_size)))
        goto done_code;
    randkernel_geom geo;
    randkernel_geometry(&o, &geo);
    char args[1024];
    int len = snprintf(args, sizeof args, "--grid %u --wg %u --arg zeros:%llu --arg @%s",
                       geo.grid, geo.wg, (unsigned long long)geo.out_bytes, in_path);
    if (wave && len > 0 && (size_t)len < sizeof args)
        len += snprintf(args + len, sizeof args - (size_t)len, " --wave %u", (unsigned)wave);
    if (len < 0 || (size_t)len + 2 >= sizeof args) {
        diag_at("pws randkernel", PWS_EUSAGE, "output path too long");
        rc = 2;
        goto done;
    }
    if ((e = randkernel_flow_facts(text, &ff)))
        goto done_code;
    if ((e = file_write(out, text, strlen(text))) || (e = file_write(in_path, input, in_size)) ||
        (e = file_write(ff_path, ff, strlen(ff))))
        goto done_code;
    args[len] = '\n';
    if ((e = file_write(args_path, args, (size_t)len + 1)))
        goto done_code;
    args[len] = 0;
    printf("pws sim %s %s\n", out, args);
    rc = 0;
    goto done;
done_code:
    rc = e == PWS_EUSAGE ? 2 : 3;
done:
    free(text);
    free(ff);
    free(ff_path);
    free(input);
    free(in_path);
    free(args_path);
    return rc;
}
