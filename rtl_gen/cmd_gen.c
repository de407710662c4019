/* rtl_gen/cmd_gen.c -- `pws gen`: validate a configuration and write its RTL and manifest.
 *
 * Exit statuses (docs/cli.md): 0 ok, 2 usage error (unknown flag, bad value, a configuration
 * docs/config.md forbids), 3 a --config file that cannot be read or parsed, or a file that cannot
 * be written. The manifest is written last and lists
 * the files before it, so a directory with a manifest holds a complete generation. */
#include "cfg.h"
#include "cmds.h"
#include "diag.h"
#include "emit.h"
#include "emit_cu.h"
#include "emit_pipe.h"
#include "emitters.h"
#include "gen.h"
#include "pws_err.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char usage_text[] =
    "usage: pws gen [options] -o DIR\n"
    "Writes the RTL of one PWS configuration into DIR (created if missing): its configuration\n"
    "(pws_config.vh, pws_config.h), the modules generated from the ISA table and the\n"
    "configuration (decoder, VALU lane, SALU, ...), the compute unit's structure (pws_cu.v,\n"
    "top pws_gpu.v), its timing model (pws_timing.json) and pws_manifest.json listing every\n"
    "file (docs/rtl_gen.md); it says how many files it wrote. The .v files written here and\n"
    "rtl/*.v are the whole design: no include path is needed.\n"
    "\n"
    "options (defaults: the reference configuration; ranges and costs: docs/config.md):\n"
    "  --cus N           compute units, 1..16 (1)\n"
    "  --simds N         SIMDs per CU, 1..8 (4)\n"
    "  --contexts N      wavefront contexts per SIMD, 1..16 (10)\n"
    "  --wave N          wavefront size, power of two 4..64 (64)\n"
    "  --lanes N         VALU lanes, a power of two 2..64 dividing --wave (16)\n"
    "  --vgprs N         VGPRs per context and lane, 1..256 (64)\n"
    "  --sgprs N         SGPRs per context, 16..102 (102)\n"
    "  --lds-bytes N     LDS bytes per CU, power of two 256..65536 (65536)\n"
    "  --mem-latency N   global memory latency in cycles, 1..1000 (20)\n"
    "  --spsimds S       SWF contexts per wavefront besides its own, 0..63 (3; 0 under\n"
    "                    --split none, which refuses S > 0 given)\n"
    "  --split MODE      none|dws|pws (pws)\n"
    "  --no-commit-port  remove the retire/commit port (FPGA builds; no cosim)\n"
    "  --fp32 full|none  FP32 units in the VALU lanes (full); none: integer-only lanes\n"
    "  --imem-dwords N   instruction RAM dwords per CU, power of two 64..65536 (4096)\n"
    "  --smem-queue N    scalar-load dwords in flight per unit, power of two 2..64 (16)\n"
    "  --vmem-queue N    FLAT-load lane dwords in flight per unit, a power of two 2..64, or\n"
    "                    0 for 16 (0)\n"
    "  --fetch-width N   instructions a fetch pick decodes, 1 (one decoder a port, the\n"
    "                    narrow fetch) or 2 (2)\n"
    "  --ibuf-depth N    instruction buffer entries per context, a power of two 2..64 above\n"
    "                    --fetch-width (4)\n"
    "  --mem-insts N     instructions a memory unit (FLAT, DS, SMEM) holds, a power of two\n"
    "                    1..8 (2)\n"
    "  --vrf-reads N     VRF read ports a SIMD, 3 (one a VALU source, and the rows') or 1\n"
    "                    (one RAM: a pass reads its VGPR dwords one a cycle) (3)\n"
    "  --ops LIST        op subset: only these mnemonics (comma-separated) get decoder, SALU\n"
    "                    and VALU arms; the others decode as illegal (default: all)\n"
    "  --ops-of K.s      op subset: the ops of kernel K.s\n"
    "  --config FILE     read parameters from a JSON object (docs/config.md); flags after it\n"
    "                    override it, flags before it are overridden\n"
    "  -o DIR            output directory (required)\n"
    "  -h, --help        print this help\n";

struct gen_file {
    const char *name;
    emit_lang lang;
    int (*emit)(emit_ctx *e, const pws_cfg *c);
};

/* Written in this order; the manifest comes last and lists these. */
static const struct gen_file files[] = {
    { "pws_config.vh",   EMIT_VERILOG, emit_config_vh },
    { "pws_config.h",    EMIT_C,       emit_config_h },
    { "pws_decoder.v",   EMIT_VERILOG, emit_decoder },
    { "pws_valu.v",      EMIT_VERILOG, emit_valu },
};
#define NFILES (sizeof files / sizeof files[0])

static int write_one(const char *dir, const char *name, emit_lang lang,
                     int (*emit)(emit_ctx *, const pws_cfg *), const pws_cfg *c, const char *text)
{
    emit_ctx *e = emit_open(dir, name, lang);
    if (!e)
        return PWS_EIO;
    if (emit)
        emit(e, c);
    else
        emit_text(e, text);
    return emit_close(e);
}

int gen_write(const char *dir, const pws_cfg *c, size_t *nfiles)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return diag(NULL, PWS_EIO, "cannot create directory '%s': %s", dir, strerror(errno));
    const char *names[NFILES + EMIT_PIPE_NFILES];
    size_t nnames = NFILES;
    for (size_t i = 0; i < NFILES; i++) {
        int rc = write_one(dir, files[i].name, files[i].lang, files[i].emit, c, NULL);
        if (rc)
            return rc;
        names[i] = files[i].name;
    }
    /* the compute unit (docs/microarchitecture.md): its structure, tables and timing model */
    int rc = emit_pipe_files(dir, c);
    if (rc)
        return rc;
    for (size_t i = 0; i < EMIT_PIPE_NFILES; i++)
        names[nnames++] = emit_pipe_file_name(i);
    char *json = pws_cfg_manifest_json(c, names, nnames);
    if (!json)
        return diag(NULL, PWS_ENOMEM, "out of memory");
    rc = write_one(dir, "pws_manifest.json", EMIT_JSON, NULL, c, json);
    free(json);
    if (!rc && nfiles)
        *nfiles = nnames + 1;
    return rc;
}

int cmd_gen(int argc, char **argv)
{
    pws_cfg c;
    pws_cfg_default(&c);
    const char *dir = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            return 0;
        }
        if (!strcmp(a, "--config")) {
            if (i + 1 >= argc) {
                diag(NULL, PWS_EUSAGE, "option '--config' needs a file");
                return 2;
            }
            if (pws_cfg_read_config(argv[++i], &c))
                return 3;
            continue;
        }
        if (!strcmp(a, "-o")) {
            if (i + 1 >= argc) {
                diag(NULL, PWS_EUSAGE, "option '-o' needs a directory");
                return 2;
            }
            dir = argv[++i];
            continue;
        }
        if (strncmp(a, "--", 2) != 0 || !a[2]) {
            diag(NULL, PWS_EUSAGE, "unexpected argument '%s' (try pws gen --help)", a);
            return 2;
        }
        /* --name value, or --name=value */
        char name[64];
        const char *eq = strchr(a + 2, '=');
        size_t n = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
        if (n >= sizeof name) {
            diag(NULL, PWS_EUSAGE, "unknown option '%s'", a);
            return 2;
        }
        memcpy(name, a + 2, n);
        name[n] = '\0';
        const char *value = eq ? eq + 1 : (i + 1 < argc ? argv[i + 1] : NULL);
        int used;
        int rc = pws_cfg_set_flag(&c, name, value, &used);
        if (rc)
            return pws_cfg_flag_status(rc);
        if (eq && !used) {
            diag(NULL, PWS_EUSAGE, "option '--%s' takes no value", name);
            return 2;
        }
        if (used && !eq)
            i++;
    }
    if (!dir) {
        diag(NULL, PWS_EUSAGE, "missing -o DIR (try pws gen --help)");
        return 2;
    }
    if (pws_cfg_validate(&c))
        return 2;
    size_t n = 0;
    if (gen_write(dir, &c, &n))
        return 3;
    printf("pws gen: wrote %zu files into %s: the CU (top pws_gpu in pws_gpu.v), its configuration "
           "(pws_config.vh, pws_config.h), timing model (pws_timing.json) and manifest "
           "(pws_manifest.json)\n", n, dir);
    return 0;
}
