/* fpga/synth_target.c -- the target table of `pws synth` (docs/fpga.md "Targets").
 *
 * The yosys commands never flatten: the report is per module of the hierarchy, which only
 * survives if synth_ice40/synth_ecp5 get -noflatten (they flatten by default; synth and
 * synth_xilinx do not). The generic flow is `synth -lut 4` with memory_libmap in front of its
 * memory_map step, against fpga/generic_brams.txt: a memory with one clocked read and one
 * clocked write port becomes a $__PWS_BRAM_ cell, the generic stand-in for an inferred block
 * RAM; anything else (ROM tables, asynchronously read register arrays) is blasted to
 * flip-flops and LUTs, which is exactly what the block-RAM check must catch for a RAM.
 * The delay constants are rough public datasheet figures for the slowest common speed grade
 * plus an average net; docs/fpga.md gives their sources and calls the result an estimate. */
#include "synth_target.h"

#include <string.h>

static const synth_target targets[] = {
    {
        .name = "generic",
        .cmp_map = 1,
        .script = "synth -lut 4 -run begin:fine -top {top}\n"
                  "opt -fast -full\n"
                  "memory_libmap -lib {fpga}/generic_brams.txt\n"
                  "memory_map\n"
                  "opt -full\ntechmap\nopt -fast\nabc -fast -lut 4\nopt -fast\n",
        .cells = {
            [SYNTH_LUT] = "$lut",
            [SYNTH_FF] = "$_DFF_* $_DFFE_* $_SDFF_* $_SDFFE_* $_SDFFCE_* $_ALDFF_* $_ALDFFE_* "
                         "$_DFFSR_* $_DFFSRE_* $_DLATCH_* $_SR_*",
            [SYNTH_CARRY] = "",
            [SYNTH_BRAM] = "$__PWS_BRAM_",
            [SYNTH_DSP] = "",
            [SYNTH_LUTRAM] = "",
        },
        .bram_cells = "$__PWS_BRAM_",
        .device = NULL,
        .t_lut = 1.0, .t_carry = 0.0, .t_fixed = 1.0,
    },
    {
        .name = "xilinx7",
        .script = "synth_xilinx -family xc7 -noiopad -top {top}\n",
        .cells = {
            [SYNTH_LUT] = "LUT1 LUT2 LUT3 LUT4 LUT5 LUT6 LUT6_2",
            [SYNTH_FF] = "FDRE FDSE FDCE FDPE LDCE LDPE",
            [SYNTH_CARRY] = "CARRY4",
            [SYNTH_BRAM] = "RAMB18E1 RAMB36E1",
            [SYNTH_DSP] = "DSP48E1",
            [SYNTH_LUTRAM] = "RAM16X1D RAM32X1D RAM64X1D RAM128X1D RAM256X1D RAM32M RAM64M "
                             "RAM32X1S RAM64X1S RAM128X1S RAM256X1S SRL16E SRLC32E",
        },
        .bram_cells = "RAMB18E1 RAMB36E1",
        .device = "XC7A200T", .max_luts = 133800, .max_ffs = 267600, .max_brams = 365,
        .max_dsps = 740,
        .t_lut = 0.5, .t_carry = 0.12, .t_fixed = 1.0,
    },
    {
        .name = "ecp5",
        .cmp_map = 1,
        .script = "synth_ecp5 -noflatten -top {top}\n",
        .cells = {
            [SYNTH_LUT] = "LUT4",
            [SYNTH_FF] = "TRELLIS_FF",
            [SYNTH_CARRY] = "CCU2C",
            [SYNTH_BRAM] = "DP16KD PDPW16KD",
            [SYNTH_DSP] = "MULT18X18D ALU54B",
            [SYNTH_LUTRAM] = "TRELLIS_DPR16X4",
        },
        .bram_cells = "DP16KD PDPW16KD",
        .device = "LFE5U-85F", .max_luts = 83640, .max_ffs = 83640, .max_brams = 208,
        .max_dsps = 156,
        .t_lut = 0.7, .t_carry = 0.15, .t_fixed = 1.2,
    },
    {
        .name = "ice40",
        .cmp_map = 1,
        .script = "synth_ice40 -noflatten -top {top}\n",
        .cells = {
            [SYNTH_LUT] = "SB_LUT4",
            [SYNTH_FF] = "SB_DFF*",
            [SYNTH_CARRY] = "SB_CARRY",
            [SYNTH_BRAM] = "SB_RAM40_4K* SB_SPRAM256KA",
            [SYNTH_DSP] = "SB_MAC16",
            [SYNTH_LUTRAM] = "",
        },
        .bram_cells = "SB_RAM40_4K*",
        /* the largest iCE40 nextpnr-ice40 places: 7680 logic cells (LUT4 + FF), 32 EBRs */
        .device = "iCE40-HX8K", .max_luts = 7680, .max_ffs = 7680, .max_brams = 32,
        .max_dsps = 0,
        .t_lut = 1.2, .t_carry = 0.13, .t_fixed = 1.5,
    },
};
#define NTARGETS (sizeof targets / sizeof targets[0])

size_t synth_target_count(void)
{
    return NTARGETS;
}

const synth_target *synth_target_at(size_t i)
{
    return i < NTARGETS ? &targets[i] : NULL;
}

const synth_target *synth_target_find(const char *name)
{
    for (size_t i = 0; i < NTARGETS; i++)
        if (!strcmp(targets[i].name, name))
            return &targets[i];
    return NULL;
}

int synth_target_match(const char *list, const char *type)
{
    size_t tl = strlen(type);
    for (const char *p = list; *p;) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, " ");
        if (n == 0)
            break;
        if (p[n - 1] == '*') {
            if (tl >= n - 1 && !strncmp(p, type, n - 1))
                return 1;
        } else if (tl == n && !strncmp(p, type, n)) {
            return 1;
        }
        p += n;
    }
    return 0;
}

synth_class synth_target_classify(const synth_target *t, const char *type)
{
    for (int k = 0; k < SYNTH_OTHER; k++)
        if (t->cells[k] && synth_target_match(t->cells[k], type))
            return (synth_class)k;
    return SYNTH_OTHER;
}

const char *synth_class_name(synth_class k)
{
    static const char *const names[SYNTH_NCLASS] = { "luts", "ffs", "carry", "brams", "dsps",
                                                     "lutram", "other" };
    return (unsigned)k < SYNTH_NCLASS ? names[k] : "?";
}
