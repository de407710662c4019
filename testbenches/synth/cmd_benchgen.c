/* testbenches/synth/cmd_benchgen.c -- `pws benchgen`: writes one synthetic divergence benchmark
 * (FILE.s), the `pws sim` arguments to run it (STEM.args, also printed on stdout as a whole
 * command), the output buffer the C reference computes (STEM.expected) and its flow facts
 * (STEM.ff). Spec: docs/benchgen.md. Exit status: 0 ok, 2 usage error, 3 a file cannot be
 * written. */
#include "benchgen.h"
#include "cmds.h"
#include "diag.h"
#include "file_read.h"
#include "pws_err.h"
#include "sim_args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: pws benchgen [options] -o FILE.s\n"
    "\n"
    "Writes the PWS paper's synthetic benchmark (section 7): a non-divergent part, L nested\n"
    "if-else levels on the work-item id, and divergent instructions in each of the 2^L leaves\n"
    "(docs/benchgen.md). Also writes STEM.args (pws sim arguments), STEM.expected (the output\n"
    "buffer, from a C reference) and STEM.ff (flow facts), STEM = FILE without .s.\n"
    "\n"
    "  --levels L          if-else nesting, 0..6 (default 3)\n"
    "  --div-frac F        share of the instructions that are divergent, 0..1 (default 1)\n"
    "  --mem-frac F        share of the divergent instructions that are memory, 0..1 (default 0)\n"
    "  --insts N           instructions per work-item path, conditionals not counted,\n"
    "                      1..4096 (default 64)\n"
    "  --marks MODE        none (default), pws (s_split/s_merge) or dws (MODE bit 21 marks)\n"
    "  --split-levels K    pws marks on the outer K levels only (2^K - 1 split points),\n"
    "                      1..levels (default: every level)\n"
    "  --loop-trips N      run the nest in a uniform loop of N trips, 1..1000 (default 1)\n"
    "  --wg N              work-items per workgroup, a power of two 64..1024 (default 64)\n"
    "  --groups N          workgroups in the dispatch, 1..64 (default 2)\n"
    "  --seed N            picks the operations (decimal or 0x hex; default 1)\n"
    "  -o FILE.s           output kernel; required\n"
    "\n"
    "Exit status: 0 ok, 2 usage error, 3 an output file cannot be written.\n";

/* A fraction 0..1 as decimal text; strtod alone would accept "nan", "inf", hex floats and
 * leading blanks. */
static int parse_frac(const char *s, double *out)
{
    if (!*s || strspn(s, "0123456789.") != strlen(s))
        return -1;
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (*end || errno || !(v >= 0.0 && v <= 1.0))
        return -1;
    *out = v;
    return 0;
}

int cmd_benchgen(int argc, char **argv)
{
    benchgen_opts o;
    benchgen_opts_default(&o);
    const char *out = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
        int takes = !strcmp(a, "--levels") || !strcmp(a, "--div-frac") ||
                    !strcmp(a, "--mem-frac") || !strcmp(a, "--insts") ||
                    !strcmp(a, "--marks") || !strcmp(a, "--loop-trips") ||
                    !strcmp(a, "--split-levels") || !strcmp(a, "--wg") ||
                    !strcmp(a, "--groups") ||
                    !strcmp(a, "--seed") || !strcmp(a, "-o");
        if (!takes)
            return diag_usage("pws benchgen", "unknown option '%s'", a);
        if (i + 1 >= argc)
            return diag_usage("pws benchgen", "%s needs a value", a);
        const char *val = argv[++i];
        uint64_t v;
        if (!strcmp(a, "--levels")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_LEVELS, &v))
                return diag_usage("pws benchgen", "--levels '%s' is not in 0..%u", val, BENCHGEN_MAX_LEVELS);
            o.levels = (unsigned)v;
        } else if (!strcmp(a, "--div-frac")) {
            if (parse_frac(val, &o.div_frac))
                return diag_usage("pws benchgen", "--div-frac '%s' is not a number in 0..1", val);
        } else if (!strcmp(a, "--mem-frac")) {
            if (parse_frac(val, &o.mem_frac))
                return diag_usage("pws benchgen", "--mem-frac '%s' is not a number in 0..1", val);
        } else if (!strcmp(a, "--insts")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_INSTS, &v) || v < 1)
                return diag_usage("pws benchgen", "--insts '%s' is not in 1..%u", val, BENCHGEN_MAX_INSTS);
            o.insts = (unsigned)v;
        } else if (!strcmp(a, "--marks")) {
            if (!strcmp(val, "none"))
                o.marks = BENCHGEN_MARKS_NONE;
            else if (!strcmp(val, "pws"))
                o.marks = BENCHGEN_MARKS_PWS;
            else if (!strcmp(val, "dws"))
                o.marks = BENCHGEN_MARKS_DWS;
            else
                return diag_usage("pws benchgen", "--marks '%s' is not none, pws or dws", val);
        } else if (!strcmp(a, "--split-levels")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_LEVELS, &v) || v < 1)
                return diag_usage("pws benchgen", "--split-levels '%s' is not in 1..%u", val,
                                   BENCHGEN_MAX_LEVELS);
            o.split_levels = (unsigned)v;
        } else if (!strcmp(a, "--loop-trips")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_TRIPS, &v) || v < 1)
                return diag_usage("pws benchgen", "--loop-trips '%s' is not in 1..%u", val,
                                   BENCHGEN_MAX_TRIPS);
            o.loop_trips = (unsigned)v;
        } else if (!strcmp(a, "--wg")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_WG, &v) || v < BENCHGEN_WG || (v & (v - 1)))
                return diag_usage("pws benchgen", "--wg '%s' is not a power of two in %u..%u", val,
                                  BENCHGEN_WG, BENCHGEN_MAX_WG);
            o.wg = (unsigned)v;
        } else if (!strcmp(a, "--groups")) {
            if (sim_args_parse_uint(val, BENCHGEN_MAX_GROUPS, &v) || v < 1)
                return diag_usage("pws benchgen", "--groups '%s' is not in 1..%u", val,
                                  BENCHGEN_MAX_GROUPS);
            o.groups = (unsigned)v;
        } else if (!strcmp(a, "--seed")) {
            if (sim_args_parse_uint(val, UINT64_MAX, &v))
                return diag_usage("pws benchgen", "bad --seed '%s'", val);
            o.seed = v;
        } else {
            out = val;
        }
    }
    if (!out)
        return diag_usage("pws benchgen", "-o FILE.s is required");
    if (o.split_levels && (o.split_levels > o.levels || o.marks != BENCHGEN_MARKS_PWS))
        return diag_usage("pws benchgen", "--split-levels %u needs --marks pws and at most "
                          "--levels (%u)", o.split_levels, o.levels);

    size_t n = strlen(out);
    size_t stem = n > 2 && !strcmp(out + n - 2, ".s") ? n - 2 : n;
    size_t plen = stem + 16;
    char *args_path = malloc(plen), *exp_path = malloc(plen), *ff_path = malloc(plen);
    char *text = NULL, *ff = NULL;
    uint8_t *expected = NULL;
    size_t exp_size = 0;
    benchgen_prog prog = {0};
    int rc = 3;
    if (!args_path || !exp_path || !ff_path) {
        diag_at("pws benchgen", PWS_ENOMEM, "out of memory");
        goto done;
    }
    snprintf(args_path, plen, "%.*s.args", (int)stem, out);
    snprintf(exp_path, plen, "%.*s.expected", (int)stem, out);
    snprintf(ff_path, plen, "%.*s.ff", (int)stem, out);

    int e = benchgen_build(&o, &prog);
    if (!e)
        e = benchgen_text(&prog, &text);
    if (!e)
        e = benchgen_expected(&prog, &expected, &exp_size);
    if (!e)
        e = benchgen_flow_facts(&prog, &ff);
    if (e)
        goto done_code;
    char args[128];
    int len = snprintf(args, sizeof args, "--grid %u --wg %u --arg zeros:%zu", benchgen_grid(&o),
                       o.wg, exp_size);
    if (len < 0 || (size_t)len + 2 >= sizeof args) {
        diag_at("pws benchgen", PWS_ENOMEM, "argument line too long");
        goto done;
    }
    if ((e = file_write(out, text, strlen(text))) ||
        (e = file_write(exp_path, expected, exp_size)) || (e = file_write(ff_path, ff, strlen(ff))))
        goto done_code;
    args[len] = '\n';
    if ((e = file_write(args_path, args, (size_t)len + 1)))
        goto done_code;
    args[len] = 0;
    printf("pws sim %s %s --out 0=OUT.bin\n", out, args);
    rc = 0;
    goto done;
done_code:
    rc = e == PWS_EUSAGE ? 2 : 3;
done:
    benchgen_prog_free(&prog);
    free(text);
    free(ff);
    free(expected);
    free(args_path);
    free(exp_path);
    free(ff_path);
    return rc;
}
