/* fpga/cmd_fpga.c -- `pws fpga`: one kernel dispatch on a compute unit of its own, as an FPGA
 * design (block-RAM memories initialised by $readmemh, the kernel in ROM, done/pass LEDs), then
 * optionally simulated in Verilator (--sim) and placed, routed and packed for the iCE40-HX8K
 * (--pnr: yosys synth_ice40, nextpnr-ice40, icepack). Spec: docs/fpga.md "iCE40 place and route".
 *
 * Exit status: 0 done (and with --sim, the simulated top passed), 1 the simulated top did not
 * pass, 2 usage error, 3 input or tool error (kernel the top cannot run, design too large for the
 * device, a tool missing or failing). */
#include "cmds.h"
#include "cosim.h"
#include "diag.h"
#include "emit_cu.h"
#include "fpga_image.h"
#include "proc.h"
#include "pws_err.h"
#include "sim_args.h"
#include "file_read.h"
#include "synth_flow.h"
#include "synth_report.h"
#include "synth_target.h"

#include <cjson/cJSON.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define WHERE "pws fpga"

/* The device of --pnr (nextpnr-ice40's largest) and the board of the pin file. */
#define DEVICE_NAME "iCE40-HX8K"
#define DEVICE_LCS 7680
#define DEVICE_RAMS 32
#define BOARD_MHZ 12.0

static const char usage_text[] =
    "usage: pws fpga KERNEL.s [generator flags] --grid X[,Y,Z] --wg X[,Y,Z] [--arg V]...\n"
    "                [-o DIR] [--sim [--out INDEX=FILE]... [--max-cycles N]] [--pnr [--seed N]]\n"
    "                [--kernel NAME]\n"
    "\n"
    "Writes an FPGA design that runs this one dispatch on a CU of the configuration (flags as\n"
    "pws gen; --cus 1; the commit port removed) with no host: the code image and every\n"
    "wavefront's registers in a boot ROM, the kernel's memory in block RAM answering the CU's\n"
    "port with the configured latency, and at the end a comparison of that memory with the\n"
    "golden model's result of the same dispatch, shown on LEDs (done, pass, fault, timeout).\n"
    "Into DIR (default build/fpga/<kernel>): gen/ (the CU), pws_fpga.v (the top, module\n"
    "pws_fpga), the ROM images (*.hex). Kernels with atomics or LDS instructions are refused.\n"
    "  --sim          build the top with verilator --binary and run it (DIR/sim.log): prints the\n"
    "                 verdict and the cycles; --out INDEX=FILE writes buffer argument INDEX as the\n"
    "                 simulated FPGA left it; --max-cycles N stops a hung run (default 10000000)\n"
    "  --pnr          (the CU fits the " DEVICE_NAME " only in its narrow\n"
    "                 configuration: --fetch-width 1 --ibuf-depth 2 --smem-queue 2\n"
    "                 --vmem-queue 2 --mem-insts 1 --vrf-reads 1, docs/fpga.md; a design too\n"
    "                 large is refused after synthesis with its size)\n"
    "                 yosys synth_ice40, nextpnr-ice40 for the " DEVICE_NAME " (ct256, pins of\n"
    "                 fpga/ice40_hx8k_breakout.pcf, 12 MHz), icepack: DIR/pws_fpga.bin, and the\n"
    "                 utilisation and maximum frequency nextpnr reports (DIR/pnr.json);\n"
    "                 --seed N: nextpnr's placement seed (default 1)\n"
    "\n"
    "Exit status: 0 ok (--sim: passed), 1 the simulated top did not pass, 2 usage error,\n"
    "3 input or tool error.\n";

/* ---- --sim ------------------------------------------------------------------------------------ */

/* Reads DIR/final_mem<lane>.hex (one byte per line, $writememh) into words. */
static int read_lanes(const char *dir, uint32_t *words, size_t n)
{
    memset(words, 0, n * sizeof *words);
    for (unsigned lane = 0; lane < 4; lane++) {
        char path[PATH_MAX + 32], line[64];
        snprintf(path, sizeof path, "%s/final_mem%u.hex", dir, lane);
        FILE *f = fopen(path, "r");
        if (!f)
            return diag_at(path, PWS_EIO, "cannot read the simulated memory: %s", strerror(errno));
        size_t i = 0;
        while (i < n && fgets(line, sizeof line, f)) {
            char *end;
            if (line[0] == '/' || line[0] == '@' || line[0] == '\n')
                continue;
            unsigned long v = strtoul(line, &end, 16);
            words[i++] |= (uint32_t)(v & 0xff) << 8 * lane;
        }
        fclose(f);
        if (i != n)
            return diag_at(path, PWS_EIO, "%zu bytes, expected %zu", i, n);
    }
    return 0;
}

/* --out INDEX=FILE from the simulated memory: buffer argument INDEX's bytes. */
static int write_out(golden *g, const fpga_image *im, const uint32_t *words, const char *spec)
{
    const char *eq = strchr(spec, '=');
    uint64_t idx, addr, size;
    if (!eq || eq == spec)
        return diag_at(WHERE, PWS_EUSAGE, "bad --out '%s': want INDEX=FILE", spec);
    char num[32];
    snprintf(num, sizeof num, "%.*s", (int)(eq - spec), spec);
    if (sim_args_parse_uint(num, UINT32_MAX, &idx) || idx >= golden_num_args(g)
        || golden_buffer(g, (unsigned)idx, &addr, &size))
        return diag_at(WHERE, PWS_EUSAGE, "bad --out '%s': %s is not a buffer argument", spec,
                       num);
    FILE *f = fopen(eq + 1, "wb");
    if (!f)
        return diag_at(eq + 1, PWS_EIO, "cannot write: %s", strerror(errno));
    for (uint64_t o = 0; o < size; o++) {
        long x = fpga_image_index(im, addr + o);
        fputc(x < 0 ? 0 : (int)(words[x] >> 8 * ((addr + o) & 3) & 0xff), f);
    }
    int bad = ferror(f);
    if (fclose(f) || bad)
        return diag_at(eq + 1, PWS_EIO, "write failed");
    return 0;
}

/* Builds DIR/sim/Vpws_fpga_tb and runs it in DIR. Returns 0 (passed), 1 (did not pass) or 3. */
static int run_sim(const char *dir, const synth_design *d, uint64_t max_cycles, golden *g,
                   const fpga_image *im, const char **outs, unsigned nout)
{
    if (!synth_have_tool("verilator")) {
        diag_at(WHERE, PWS_EIO, "verilator is not installed (scripts/deps.sh test installs it)");
        return 3;
    }
    char mdir[PATH_MAX + 8], log[PATH_MAX + 16], inc[PATH_MAX + 16], tb[PATH_MAX + 32];
    snprintf(mdir, sizeof mdir, "%s/sim", dir);
    snprintf(log, sizeof log, "%s/verilator.log", dir);
    snprintf(inc, sizeof inc, "-I%s/gen", d->dir);
    snprintf(tb, sizeof tb, "%s/fpga/tb/pws_fpga_tb.v", d->src);
    char **argv = calloc(d->nfiles + 24, sizeof *argv);
    int status = 0;
    if (!argv)
        return 3;
    size_t a = 0;
    char *fixed[] = { "verilator", "--binary", "--timing", "--timescale", "1ns/1ps", "-O2", "-j",
                      "2", "-Wno-fatal", "--top-module", "pws_fpga_tb", "--Mdir", mdir, "-o",
                      "Vpws_fpga_tb", inc, tb };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        argv[a++] = fixed[i];
    for (size_t i = 0; i < d->nfiles; i++)
        argv[a++] = d->files[i];
    printf("fpga: building the simulation (verilator --binary, log %s)\n", log);
    double t0 = proc_wall();
    if (proc_run(argv, log) != 0) {
        diag_at(WHERE, PWS_EIO, "verilator failed; see %s", log);
        status = 3;
    }
    free(argv);
    if (status)
        return status;
    double t1 = proc_wall();
    char bin[PATH_MAX + 32], plus[64], simlog[PATH_MAX + 16];
    snprintf(bin, sizeof bin, "%s/Vpws_fpga_tb", mdir);
    snprintf(plus, sizeof plus, "+max_cycles=%llu", (unsigned long long)max_cycles);
    snprintf(simlog, sizeof simlog, "%s/sim.log", dir);
    printf("fpga: built in %.0f s; running (log %s)\n", t1 - t0, simlog);
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd) || chdir(dir)) {
        diag_at(dir, PWS_EIO, "cannot enter: %s", strerror(errno));
        return 3;
    }
    char *run[] = { bin, plus, NULL };
    int rc = proc_run(run, simlog);
    if (chdir(cwd)) {
        diag_at(cwd, PWS_EIO, "cannot return: %s", strerror(errno));
        return 3;
    }
    if (rc != 0) {
        diag_at(WHERE, PWS_EIO, "the simulation exited with status %d; see %s", rc, simlog);
        return 3;
    }
    FILE *f = fopen(simlog, "r");
    char line[512];
    unsigned done = 0, pass = 0, fault = 0, timeout = 0;
    unsigned long long cycles = 0;
    unsigned sig = 0;
    int found = 0;
    while (f && fgets(line, sizeof line, f))
        found |= sscanf(line, "pws_fpga_tb: done=%u pass=%u fault=%u timeout=%u cycles=%llu "
                        "sig=%x", &done, &pass, &fault, &timeout, &cycles, &sig) == 6;
    if (f)
        fclose(f);
    if (!found) {
        diag_at(simlog, PWS_EIO, "no verdict line from the testbench");
        return 3;
    }
    printf("fpga: simulated %llu cycles in %.1f s: done=%u pass=%u fault=%u timeout=%u "
           "signature %08x (golden %08x)\n", cycles, proc_wall() - t1, done, pass, fault, timeout,
           sig, fpga_image_signature(im->expect, im->words));
    uint32_t *words = malloc(im->words * sizeof *words);
    if (!words || read_lanes(dir, words, im->words)) {
        free(words);
        return 3;
    }
    size_t differ = 0;
    for (size_t i = 0; i < im->words; i++)
        differ += words[i] != im->expect[i];
    for (unsigned i = 0; i < nout && !status; i++)
        if (write_out(g, im, words, outs[i]))
            status = 3;
    free(words);
    if (status)
        return status;
    if (!done)
        printf("fpga: FAIL: not done after %llu cycles (--max-cycles)\n", cycles);
    else if (!pass)
        printf("fpga: FAIL:%s%s %zu of %zu memory dwords differ from the golden model's%s\n",
               fault ? " a memory access fault;" : "", timeout ? " watchdog;" : "", differ,
               im->words, differ ? "" : " (none: see the fault or watchdog)");
    else
        printf("fpga: PASS: all %zu memory dwords equal the golden model's\n", im->words);
    return done && pass ? 0 : 1;
}

/* ---- --pnr ------------------------------------------------------------------------------------ */

static int write_script(const char *dir, const synth_design *d)
{
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/synth.ys", dir);
    FILE *f = fopen(path, "w");
    if (!f)
        return diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
    fprintf(f, "# written by pws fpga --pnr (docs/fpga.md \"iCE40 place and route\")\n");
    for (size_t i = 0; i < d->nfiles; i++)
        fprintf(f, "read_verilog -defer %s\n", d->files[i]);
    /* -abc9: on vadd's small configuration 6813 logic cells after packing against 7850 with
     * the default abc flow (and 7902 with -abc2), which nextpnr cannot place on the HX8K.
     * -dff: abc9 maps the flip-flops with their logic; without it the narrow CU's mapping
     * swung from 5,740 to 6,968 SB_LUT4 on changes that add no gate (docs/fpga.md) */
    synth_write_premap(f, d->src, "pws_fpga", 1);   /* (its errors: ferror below) */
    fprintf(f, "synth_ice40 -abc9 -dff -top pws_fpga -json pws_fpga.json\n");
    fprintf(f, "tee -q -o stat.json stat -json\n");
    int bad = ferror(f);
    if (fclose(f) || bad)
        return diag_at(path, PWS_EIO, "write failed");
    return 0;
}

/* The JSON in path, or NULL (unreadable: reported; not JSON: not reported). */
static cJSON *read_json(const char *path)
{
    char *text = NULL;
    size_t n = 0;
    if (file_read(path, &text, &n))
        return NULL;
    cJSON *j = cJSON_Parse(text);
    free(text);
    return j;
}

static const cJSON *util_of(const cJSON *report, const char *bel, long *used, long *avail)
{
    const cJSON *u = cJSON_GetObjectItemCaseSensitive(report, "utilization");
    const cJSON *b = u ? cJSON_GetObjectItemCaseSensitive(u, bel) : NULL;
    const cJSON *x = b ? cJSON_GetObjectItemCaseSensitive(b, "used") : NULL;
    const cJSON *y = b ? cJSON_GetObjectItemCaseSensitive(b, "available") : NULL;
    *used = cJSON_IsNumber(x) ? (long)x->valuedouble : -1;
    *avail = cJSON_IsNumber(y) ? (long)y->valuedouble : -1;
    return b;
}

/* The CU fits the device only in its narrow configuration (docs/fpga.md "The CU and the
 * iCE40"), so a refusal names it rather than "a smaller configuration". */
static int run_pnr(const char *dir, const synth_design *d, unsigned seed)
{
    const char *tools[] = { "yosys", "nextpnr-ice40", "icepack" };
    for (size_t i = 0; i < 3; i++)
        if (!synth_have_tool(tools[i])) {
            diag_at(WHERE, PWS_EIO, "%s is not installed (scripts/deps.sh test installs the "
                    "iCE40 tools: yosys, nextpnr-ice40, fpga-icestorm)", tools[i]);
            return 3;
        }
    if (write_script(dir, d))
        return 3;
    synth_job job = { .t = synth_target_find("ice40") };
    if (strlen(dir) >= sizeof job.dir) {
        diag_at(dir, PWS_EIO, "path too long");
        return 3;
    }
    memcpy(job.dir, dir, strlen(dir) + 1);
    if (synth_run(&job, 1, 1, stdout) || job.status != 0) {
        char err[600];
        synth_last_error(dir, err, sizeof err);
        diag_at(WHERE, PWS_EIO, "yosys failed: %s (log %s/yosys.log)", err, dir);
        return 3;
    }
    char path[PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/stat.json", dir);
    char *text = NULL;
    size_t tn = 0;
    synth_report *r = NULL;
    if (file_read(path, &text, &tn)
        || synth_report_parse(text, path, job.t, "pws_fpga", &r)) {
        free(text);
        return 3;
    }
    free(text);
    unsigned long luts = synth_report_total(r, 0, SYNTH_LUT);
    unsigned long rams = synth_report_total(r, 0, SYNTH_BRAM);
    synth_report_free(r);
    printf("fpga: yosys synth_ice40: %lu SB_LUT4, %lu SB_RAM40_4K in %.0f s\n", luts, rams,
           job.seconds);
    if (luts > DEVICE_LCS || rams > DEVICE_RAMS) {
        diag_at(WHERE, PWS_ERANGE, "the design needs %lu LUTs, %lu block RAMs; the " DEVICE_NAME
                " has %d, %d: %s", luts, rams, DEVICE_LCS, DEVICE_RAMS,
                "the CU fits only in its narrow configuration, --fetch-width 1 --ibuf-depth 2 "
                "--smem-queue 2 --vmem-queue 2 --mem-insts 1 --vrf-reads 1 with --ops-of "
                "KERNEL.s, --imem-dwords, --fp32 none and the fewest lanes and contexts "
                "(docs/fpga.md \"The CU and the iCE40\")");
        return 3;
    }
    char pcf[PATH_MAX + 40], seedtxt[16], nlog[PATH_MAX + 32], freq[16];
    snprintf(pcf, sizeof pcf, "%s/fpga/ice40_hx8k_breakout.pcf", d->src);
    snprintf(seedtxt, sizeof seedtxt, "%u", seed);
    snprintf(nlog, sizeof nlog, "%s/nextpnr.log", dir);
    snprintf(freq, sizeof freq, "%g", BOARD_MHZ);
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd) || chdir(dir)) {
        diag_at(dir, PWS_EIO, "cannot enter: %s", strerror(errno));
        return 3;
    }
    char *pnr[] = { "nextpnr-ice40", "--hx8k", "--package", "ct256", "--pcf", pcf, "--json",
                    "pws_fpga.json", "--asc", "pws_fpga.asc", "--report", "pnr_report.json",
                    "--freq", freq, "--timing-allow-fail", "--seed", seedtxt, NULL };
    printf("fpga: nextpnr-ice40 --hx8k (log %s)\n", nlog);
    fflush(stdout);
    double t0 = proc_wall();
    int rc = proc_run(pnr, nlog);
    double tp = proc_wall() - t0;
    char *pack[] = { "icepack", "pws_fpga.asc", "pws_fpga.bin", NULL };
    int prc = rc ? -1 : proc_run(pack, "icepack.log");
    if (chdir(cwd)) {
        diag_at(cwd, PWS_EIO, "cannot return: %s", strerror(errno));
        return 3;
    }
    if (rc) {
        char err[600] = "no output";
        synth_error_line(nlog, err, sizeof err);
        /* LUTs and flip-flops pack into logic cells: a design under the LUT count can still need
         * more cells than the device has, which nextpnr reports as a placement failure */
        int full = strstr(err, "Failed to expand region") || strstr(err, "Unable to place");
        diag_at(WHERE, PWS_EIO, "nextpnr-ice40 failed after %.0f s: %s%s (log %s)", tp, err,
                full ? "; the design needs more logic cells than the " DEVICE_NAME " has: use a "
                       "smaller configuration (--ops-of KERNEL.s, --imem-dwords, --fp32 none)" : "",
                nlog);
        return 3;
    }
    if (prc) {
        diag_at(WHERE, PWS_EIO, "icepack failed; see %s/icepack.log", dir);
        return 3;
    }
    snprintf(path, sizeof path, "%s/pnr_report.json", dir);
    cJSON *rep = read_json(path);   /* a missing report: file_read said so */
    if (!rep && access(path, R_OK))
        return 3;
    long lc, lca, ram, rama, io, ioa;
    util_of(rep, "ICESTORM_LC", &lc, &lca);
    util_of(rep, "ICESTORM_RAM", &ram, &rama);
    util_of(rep, "SB_IO", &io, &ioa);
    double fmax = -1;
    const cJSON *fm = rep ? cJSON_GetObjectItemCaseSensitive(rep, "fmax") : NULL;
    const cJSON *clk;
    cJSON_ArrayForEach(clk, fm) {   /* one clock domain: clk_i */
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(clk, "achieved");
        if (cJSON_IsNumber(a))
            fmax = a->valuedouble;
    }
    cJSON_Delete(rep);
    if (lc < 0 || fmax < 0) {
        diag_at(path, PWS_EIO, "no utilisation or fmax in nextpnr's report");
        return 3;
    }
    struct stat st;
    snprintf(path, sizeof path, "%s/pws_fpga.bin", dir);
    long bytes = stat(path, &st) ? -1 : (long)st.st_size;
    printf("fpga: " DEVICE_NAME ": %ld of %ld logic cells (%.1f %%), %ld of %ld block RAMs, "
           "%ld of %ld I/O; fmax %.2f MHz (board clock %g MHz%s); place and route %.0f s\n",
           lc, lca, 100.0 * (double)lc / (double)lca, ram, rama, io, ioa, fmax, BOARD_MHZ,
           fmax >= BOARD_MHZ ? ", met" : ", NOT met", tp);
    printf("fpga: bitstream %s (%ld bytes)\n", path, bytes);
    snprintf(path, sizeof path, "%s/pnr.json", dir);
    FILE *f = fopen(path, "w");
    if (!f) {
        diag_at(path, PWS_EIO, "cannot write: %s", strerror(errno));
        return 3;
    }
    fprintf(f, "{\"device\": \"%s\", \"package\": \"ct256\", \"logic_cells\": %ld, "
               "\"logic_cells_available\": %ld, \"block_rams\": %ld, \"block_rams_available\": "
               "%ld, \"io\": %ld, \"sb_lut4\": %lu, \"fmax_mhz\": %.2f, \"clock_mhz\": %g, "
               "\"seed\": %u, \"yosys_seconds\": %.1f, \"nextpnr_seconds\": %.1f, "
               "\"bitstream_bytes\": %ld}\n", DEVICE_NAME, lc, lca, ram, rama, io, luts, fmax,
            BOARD_MHZ, seed, job.seconds, tp, bytes);
    if (fclose(f))
        return 3;
    return 0;
}

/* ---- the command ------------------------------------------------------------------------------ */

int cmd_fpga(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(usage_text, stdout);
            return 0;
        }
    pws_cfg c;
    pws_cfg_default(&c);
    golden_cfg gc;
    golden_cfg_default(&gc);
    const char *file = NULL, *kname = NULL, *dir = NULL, *args[256], *outs[64];
    unsigned nargs = 0, nout = 0;
    uint64_t max_cycles = 10000000, seed = 1;
    int sim = 0, pnr = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--sim")) {
            sim = 1;
            continue;
        }
        if (!strcmp(a, "--pnr")) {
            pnr = 1;
            continue;
        }
        int valued = !strcmp(a, "--grid") || !strcmp(a, "--wg") || !strcmp(a, "--arg")
                     || !strcmp(a, "--out") || !strcmp(a, "--kernel") || !strcmp(a, "-o")
                     || !strcmp(a, "--max-cycles") || !strcmp(a, "--seed")
                     || !strcmp(a, "--config");
        if (valued && i + 1 >= argc)
            return diag_usage(WHERE, "%s needs a value", a);
        const char *v = valued ? argv[i + 1] : NULL;
        if (!strcmp(a, "--grid") || !strcmp(a, "--wg")) {
            if (sim_args_parse_dims(v, a[2] == 'g' && a[3] == 'r' ? gc.grid : gc.wg))
                return diag_usage(WHERE, "bad dimensions: %s", v);
        } else if (!strcmp(a, "--arg")) {
            if (nargs == 256)
                return diag_usage(WHERE, "too many --arg");
            args[nargs++] = v;
        } else if (!strcmp(a, "--out")) {
            if (nout == 64)
                return diag_usage(WHERE, "too many --out");
            outs[nout++] = v;
        } else if (!strcmp(a, "--kernel"))
            kname = v;
        else if (!strcmp(a, "-o"))
            dir = v;
        else if (!strcmp(a, "--max-cycles")) {
            if (sim_args_parse_uint(v, UINT64_MAX, &max_cycles) || !max_cycles)
                return diag_usage(WHERE, "bad --max-cycles: want a positive integer, not %s", v);
        } else if (!strcmp(a, "--seed")) {
            if (sim_args_parse_uint(v, 0x7fffffff, &seed))
                return diag_usage(WHERE, "bad --seed: want a non-negative integer, not %s", v);
        } else if (!strcmp(a, "--config")) {
            if (pws_cfg_read_config(v, &c))
                return 3;
        } else if (!strncmp(a, "--", 2) && a[2]) {
            int used;
            int frc;
            if ((frc = pws_cfg_set_flag(&c, a + 2, i + 1 < argc ? argv[i + 1] : NULL, &used)))
                return pws_cfg_flag_status(frc);
            i += used;
            continue;
        } else if (a[0] == '-')
            return diag_usage(WHERE, "unknown option %s", a);
        else if (file)
            return diag_usage(WHERE, "more than one kernel file: %s", a);
        else
            file = a;
        i += valued;
    }
    if (!file)
        return diag_usage(WHERE, "no kernel file");
    if (nout && !sim)
        return diag_usage(WHERE, "--out needs --sim");
    if (pws_cfg_validate(&c))
        return 2;
    /* what the RTL implements, checked as for lockstep (which needs the commit port); then the
     * port goes: an FPGA has no use for it */
    kernel *k = NULL;
    int status = cosim_load_kernel(&c, file, kname, &gc, &k);
    if (status == 2 || !k)
        return status;
    c.commit_port = 0;
    golden *g = status ? NULL : golden_new(k, &gc);
    if (!status && !g)
        status = 3;
    if (!status) {
        int rc = sim_args_set_all(g, k->name, args, nargs, WHERE);
        status = rc == PWS_EUSAGE ? 2 : rc ? 3 : 0;
    }
    fpga_image *im = NULL;
    if (!status && fpga_image_build(&c, k, g, &im))
        status = 3;
    char out[PATH_MAX], src[PATH_MAX];
    synth_design *d = NULL;
    if (!status) {
        if (dir)
            snprintf(out, sizeof out, "%s", dir);
        else
            snprintf(out, sizeof out, "build/fpga/%s", k->name);
        char abs[PATH_MAX];
        if (!synth_mkdirs(out) && realpath(out, abs))   /* the tools run in it */
            memcpy(out, abs, strlen(abs) + 1);
        if (synth_mkdirs(out) || synth_find_source_tree(src, sizeof src)
            || synth_design_generate(&c, src, &d))
            status = 3;
    }
    if (!status) {   /* the design: the CU's files, the FPGA top's modules, the wrapper */
        char frtl[PATH_MAX + 16];
        snprintf(frtl, sizeof frtl, "%s/fpga/rtl", src);
        int rc = synth_design_add_dir(d, frtl);
        if (!rc)
            rc = synth_design_add_file(d, out, "pws_fpga.v");
        if (rc == PWS_ENOMEM)
            diag_at(WHERE, rc, "out of memory");
        status = rc ? 3 : 0;
    }
    if (!status) {
        char flags[PWS_CFG_FLAGS_MAX], what[PWS_CFG_FLAGS_MAX + 512];
        pws_cfg_flags(&c, flags, sizeof flags);
        snprintf(what, sizeof what, "pws fpga %s %s", k->name, flags);
        if (fpga_image_write(im, &c, out, what))
            status = 3;
    }
    if (!status)
        printf("fpga: %s: %zu boot records (%zu code dwords, %u wavefronts), %zu memory dwords "
               "(%u pages of up to %u dwords), the expected memory's signature %08x from the "
               "golden model; the CU in %s/gen\n", out, im->nboot, k->ncode, im->waves,
               im->words, im->nslots, 1u << im->win_bits,
               fpga_image_signature(im->expect, im->words), d->dir);
    if (!status && sim)
        status = run_sim(out, d, max_cycles, g, im, outs, nout);
    if ((!status || status == 1) && pnr) {
        int rc = run_pnr(out, d, (unsigned)seed);
        status = rc ? rc : status;
    }
    synth_design_free(d);
    fpga_image_free(im);
    golden_free(g);
    kernel_free(k);
    return status;
}
