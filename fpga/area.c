/* fpga/area.c -- module groups, overhead, table and CSV lines of the area sweep. Contract:
 * area.h. */
#include "area.h"

#include <stdio.h>
#include <string.h>

static const char *const group_names[AREA_NGROUPS] = {
    "vrf", "srf", "split_ctx", "split_ctrl", "valu", "salu", "decoder", "arbiters", "rest"
};

const char *area_group_name(area_group g)
{
    return (unsigned)g < AREA_NGROUPS ? group_names[g] : "rest";
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

int area_group_of(void *ctx, const char *base)
{
    (void)ctx;
    /* the names rtl_gen/ and rtl/ give the modules (as in a report: docs/fpga.md); the split
     * control is the copy engines (the decisions of s_split and s_merge are in the control
     * unit with the branches, "rest"); pws_valu and pws_salu, the generated op tables, sit
     * inside pws_valu_pipe and pws_salu_pipe */
    static const struct { const char *base; area_group g; } exact[] = {
        { "pws_vgpr_file", AREA_VRF },     { "pws_sgpr_file", AREA_SRF },
        { "pws_swf_ctx", AREA_SPLIT_CTX }, { "pws_srf_copy", AREA_SPLIT_CTRL },
        { "pws_valu_pipe", AREA_VALU },    { "pws_salu_pipe", AREA_SALU },
        { "pws_valu", AREA_VALU },         { "pws_salu", AREA_SALU },
        { "pws_decoder", AREA_DECODER },
    };
    for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++)
        if (!strcmp(base, exact[i].base))
            return exact[i].g;
    if (!strncmp(base, "pws_", 4) && (ends_with(base, "_arb") || ends_with(base, "_arbiter")))
        return AREA_ARBITERS;
    return -1;
}

double area_overhead(unsigned long base, unsigned long luts)
{
    if (!base)
        return 0.0;
    return 100.0 * ((double)luts - (double)base) / (double)base;
}

/* The seven class columns as "a,b,c,d,e,f,g" (empty columns if v is NULL). */
static void classes(char *buf, size_t len, const unsigned long *v)
{
    if (!v) {
        snprintf(buf, len, ",,,,,,");
        return;
    }
    snprintf(buf, len, "%lu,%lu,%lu,%lu,%lu,%lu,%lu", v[SYNTH_LUT], v[SYNTH_FF], v[SYNTH_CARRY],
             v[SYNTH_BRAM], v[SYNTH_DSP], v[SYNTH_LUTRAM], v[SYNTH_OTHER]);
}

void area_csv_row(char *buf, size_t len, const char *mode, unsigned s, const char *target,
                  int ok, const area_cells *c, unsigned long base_luts, double yosys_s)
{
    char cols[160], ovh[32] = "", secs[32] = "";
    classes(cols, sizeof cols, ok ? c->total : NULL);
    if (ok && base_luts)
        snprintf(ovh, sizeof ovh, "%.2f", area_overhead(base_luts, c->total[SYNTH_LUT]));
    if (yosys_s >= 0)
        snprintf(secs, sizeof secs, "%.1f", yosys_s);
    snprintf(buf, len, "%s,%u,%s,%s,%s,%s,%s\n", mode, s, target, cols, ovh, secs,
             ok == AREA_TOO_LARGE ? "exceeds_device" : ok ? "ok" : "fail");
}

void area_modules_csv_rows(char *buf, size_t len, const char *mode, unsigned s,
                           const area_cells *c)
{
    size_t o = 0;
    buf[0] = '\0';
    for (int g = 0; g < AREA_NGROUPS && o < len; g++) {
        char cols[160];
        classes(cols, sizeof cols, c->group[g]);
        int n = snprintf(buf + o, len - o, "%s,%u,%s,%s\n", mode, s,
                         area_group_name((area_group)g), cols);
        if (n < 0)
            break;
        o += (size_t)n;
    }
}

void area_table_header(char *buf, size_t len)
{
    snprintf(buf, len, "%-5s %3s %9s %8s %7s %5s %5s %9s\n", "mode", "S", "LUTs", "FFs",
             "carry", "BRAM", "DSP", "overhead");
}

void area_table_row(char *buf, size_t len, const char *mode, unsigned s, int ok,
                    const area_cells *c, unsigned long base_luts)
{
    if (!ok) {
        snprintf(buf, len, "%-5s %3u %9s\n", mode, s, "failed");
        return;
    }
    char ovh[32] = "-";
    if (base_luts)
        snprintf(ovh, sizeof ovh, "%+.1f %%", area_overhead(base_luts, c->total[SYNTH_LUT]));
    const unsigned long *v = c->total;
    snprintf(buf, len, "%-5s %3u %9lu %8lu %7lu %5lu %5lu %9s%s\n", mode, s, v[SYNTH_LUT],
             v[SYNTH_FF], v[SYNTH_CARRY], v[SYNTH_BRAM], v[SYNTH_DSP], ovh,
             ok == AREA_TOO_LARGE ? "  > device" : "");
}
