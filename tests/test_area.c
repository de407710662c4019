/* tests/test_area.c -- fpga/area.c and synth_report_group_cells: which group a generated module
 * belongs to (the names are those of real xilinx7 reports of the small configuration under none
 * and pws), the breakdown along a hand-written hierarchy in which one RAM module is shared by
 * three parents, the overhead, and the CSV and table lines. Every expected number is added up
 * by hand in the comments. */
#include "area.h"
#include "diag.h"
#include "synth_report.h"
#include "synth_target.h"

#include <CUnit/CUnit.h>
#include <math.h>
#include <string.h>

static void test_groups(void)
{
    static const struct { const char *base; int g; } t[] = {
        { "pws_vgpr_file", AREA_VRF },        { "pws_sgpr_file", AREA_SRF },
        { "pws_swf_ctx", AREA_SPLIT_CTX },    { "pws_srf_copy", AREA_SPLIT_CTRL },
        { "pws_valu_pipe", AREA_VALU },       { "pws_salu_pipe", AREA_SALU },
        { "pws_valu", AREA_VALU },            { "pws_salu", AREA_SALU },
        { "pws_decoder", AREA_DECODER },
        { "pws_mem_arb", AREA_ARBITERS },     { "pws_rr_arbiter", AREA_ARBITERS },
        { "pws_lock_arbiter", AREA_ARBITERS },
        /* no group of their own: their parent's */
        { "pws_ctrl_unit", -1 }, { "pws_issue", -1 }, { "pws_simd_pipe", -1 },
        { "pws_valu_lane", -1 }, { "pws_sram_1r1w", -1 }, { "pws_cu", -1 }, { "pws_gpu", -1 },
        { "pws_lds", -1 }, { "pws_barrier", -1 }, { "pws_fp32_fma", -1 },
        /* near misses, and the removed multi-cycle CU's names */
        { "pws_vgpr_file2", -1 }, { "pws_valu_", -1 }, { "arb", -1 }, { "my_arb", -1 },
        { "pws_vrf", -1 }, { "pws_srf", -1 }, { "pws_split_ctx", -1 }, { "pws_simd", -1 },
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        int g = area_group_of(NULL, t[i].base);
        if (g != t[i].g)
            fprintf(stderr, "\n  %s: group %d, want %d\n", t[i].base, g, t[i].g);
        CU_ASSERT_EQUAL(g, t[i].g);
    }
    CU_ASSERT_STRING_EQUAL(area_group_name(AREA_VRF), "vrf");
    CU_ASSERT_STRING_EQUAL(area_group_name(AREA_SPLIT_CTX), "split_ctx");
    CU_ASSERT_STRING_EQUAL(area_group_name(AREA_SPLIT_CTRL), "split_ctrl");
    CU_ASSERT_STRING_EQUAL(area_group_name(AREA_ARBITERS), "arbiters");
    CU_ASSERT_STRING_EQUAL(area_group_name(AREA_REST), "rest");
}

/* pws_gpu > pws_cu > 3 x pws_simd_pipe, one pws_srf_copy and the instruction RAM; each
 * pws_simd_pipe has a pws_vgpr_file (2 RAMs, an arbiter), a pws_sgpr_file (1 RAM) and a
 * pws_swf_ctx. The RAM module is one derivation used by pws_vgpr_file, pws_sgpr_file and
 * pws_cu: its cells belong to each parent's group. */
static const char stat_text[] =
    "{ \"modules\": {\n"
    " \"\\\\pws_gpu\": { \"num_cells_by_type\": { \"$lut\": 1, \"pws_cu\": 1 } },\n"
    " \"\\\\pws_cu\": { \"num_cells_by_type\": { \"$lut\": 2, \"pws_simd_pipe\": 3,\n"
    "     \"$paramod$x\\\\pws_sram_1r1w\": 1, \"pws_srf_copy\": 1 } },\n"
    " \"\\\\pws_simd_pipe\": { \"num_cells_by_type\": { \"$lut\": 10, \"$_DFF_P_\": 1,\n"
    "     \"pws_vgpr_file\": 1, \"pws_sgpr_file\": 1, \"pws_swf_ctx\": 1 } },\n"
    " \"\\\\pws_vgpr_file\": { \"num_cells_by_type\": { \"$lut\": 4,\n"
    "     \"$paramod$x\\\\pws_sram_1r1w\": 2, \"pws_lock_arbiter\": 1 } },\n"
    " \"\\\\pws_sgpr_file\": { \"num_cells_by_type\": { \"$paramod$x\\\\pws_sram_1r1w\": 1 } },\n"
    " \"$paramod$x\\\\pws_sram_1r1w\": { \"num_cells_by_type\": { \"$__PWS_BRAM_\": 1,"
    " \"$lut\": 1 } },\n"
    " \"\\\\pws_lock_arbiter\": { \"num_cells_by_type\": { \"$lut\": 5 } },\n"
    " \"\\\\pws_swf_ctx\": { \"num_cells_by_type\": { \"$_DFF_P_\": 7 } },\n"
    " \"\\\\pws_srf_copy\": { \"num_cells_by_type\": { \"$lut\": 20 } }\n"
    "} }\n";

static void test_group_cells(void)
{
    synth_report *r = NULL;
    CU_ASSERT_EQUAL_FATAL(synth_report_parse(stat_text, "t.json", synth_target_find("generic"),
                                             "pws_gpu", &r), 0);
    /* the design: pws_simd_pipe = 10 + pws_vgpr_file (4 + 2 x 1 + 5 = 11) + pws_sgpr_file 1 =
     * 22 LUT, 1 + 7 = 8 FF, 3 BRAM; pws_cu = 2 + 3 x 22 + 1 + 20 = 89 LUT; pws_gpu 90 LUT,
     * 24 FF, 10 BRAM */
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_LUT), 90u);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_FF), 24u);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_BRAM), 10u);
    area_cells c;
    memset(&c, 0xff, sizeof c);   /* synth_report_group_cells zeroes it */
    synth_report_group_cells(r, area_group_of, NULL, AREA_REST, c.group, AREA_NGROUPS);
    /* VRF: 3 x (4 + 2 RAMs of 1 LUT) = 18 LUT, 6 BRAM (its arbiter is an arbiter: 3 x 5 = 15);
     * SRF: 3 x its RAM = 3 LUT, 3 BRAM; split ctx 3 x 7 = 21 FF; split ctrl 20 LUT;
     * rest: pws_gpu 1 + pws_cu 2 + the instruction RAM 1 + 3 x pws_simd_pipe's own 10 = 34 LUT,
     * 1 BRAM, 3 x 1 = 3 FF. Sum: 18 + 15 + 3 + 20 + 34 = 90 LUT, 21 + 3 = 24 FF, 10 BRAM. */
    static const unsigned long want[AREA_NGROUPS][3] = {
        [AREA_VRF] = { 18, 0, 6 },      [AREA_SRF] = { 3, 0, 3 },
        [AREA_SPLIT_CTX] = { 0, 21, 0 }, [AREA_SPLIT_CTRL] = { 20, 0, 0 },
        [AREA_VALU] = { 0, 0, 0 },      [AREA_SALU] = { 0, 0, 0 },
        [AREA_DECODER] = { 0, 0, 0 },   [AREA_ARBITERS] = { 15, 0, 0 },
        [AREA_REST] = { 34, 3, 1 },
    };
    for (int g = 0; g < AREA_NGROUPS; g++) {
        CU_ASSERT_EQUAL(c.group[g][SYNTH_LUT], want[g][0]);
        CU_ASSERT_EQUAL(c.group[g][SYNTH_FF], want[g][1]);
        CU_ASSERT_EQUAL(c.group[g][SYNTH_BRAM], want[g][2]);
        CU_ASSERT_EQUAL(c.group[g][SYNTH_DSP], 0u);
    }
    synth_report_free(r);
}

static void test_overhead(void)
{
    CU_ASSERT_DOUBLE_EQUAL(area_overhead(200, 250), 25.0, 1e-12);
    CU_ASSERT_DOUBLE_EQUAL(area_overhead(200, 150), -25.0, 1e-12);
    CU_ASSERT_DOUBLE_EQUAL(area_overhead(298, 869), 100.0 * 571.0 / 298.0, 1e-12);
    CU_ASSERT_DOUBLE_EQUAL(area_overhead(0, 869), 0.0, 0.0);
}

static void cells(area_cells *c, unsigned long luts, unsigned long ffs, unsigned long carry,
                  unsigned long brams, unsigned long dsps)
{
    memset(c, 0, sizeof *c);
    c->total[SYNTH_LUT] = luts;
    c->total[SYNTH_FF] = ffs;
    c->total[SYNTH_CARRY] = carry;
    c->total[SYNTH_BRAM] = brams;
    c->total[SYNTH_DSP] = dsps;
    c->total[SYNTH_LUTRAM] = 64;
    c->total[SYNTH_OTHER] = 7;
}

static void test_rows(void)
{
    area_cells c;
    char buf[1024];
    cells(&c, 40000, 4000, 3900, 15, 28);
    /* 40000 over 20000: +100 %; 3 over 7 lines: 1/3 = 33.33 % */
    area_csv_row(buf, sizeof buf, "pws", 1, "xilinx7", 1, &c, 20000, 249.64);
    CU_ASSERT_STRING_EQUAL(buf, "pws,1,xilinx7,40000,4000,3900,15,28,64,7,100.00,249.6,ok\n");
    area_csv_row(buf, sizeof buf, "none", 0, "generic", 1, &c, 0, -1);
    CU_ASSERT_STRING_EQUAL(buf, "none,0,generic,40000,4000,3900,15,28,64,7,,,ok\n");
    area_csv_row(buf, sizeof buf, "pws", 7, "xilinx7", AREA_TOO_LARGE, &c, 20000, 612.25);
    CU_ASSERT_STRING_EQUAL(buf, "pws,7,xilinx7,40000,4000,3900,15,28,64,7,100.00,612.2,"
                                "exceeds_device\n");
    area_csv_row(buf, sizeof buf, "dws", 7, "generic", 0, &c, 20000, -1);
    CU_ASSERT_STRING_EQUAL(buf, "dws,7,generic,,,,,,,,,,fail\n");
    cells(&c, 4, 0, 0, 0, 0);
    area_csv_row(buf, sizeof buf, "dws", 3, "generic", 1, &c, 3, 0);   /* 1/3 */
    CU_ASSERT_STRING_EQUAL(buf, "dws,3,generic,4,0,0,0,0,64,7,33.33,0.0,ok\n");

    /* table: "%-5s %3u %9lu %8lu %7lu %5lu %5lu %9s" */
    area_table_header(buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "mode    S      LUTs      FFs   carry  BRAM   DSP  overhead\n");
    cells(&c, 869, 57, 0, 9, 0);
    area_table_row(buf, sizeof buf, "pws", 2, 1, &c, 298);   /* 571 / 298 = 191.6 % */
    CU_ASSERT_STRING_EQUAL(buf, "pws  " " " "  2" " " "      869" " " "      57" " " "      0"
                                " " "    9" " " "    0" " " " +191.6 %" "\n");
    area_table_row(buf, sizeof buf, "none", 0, 1, &c, 0);
    CU_ASSERT_STRING_EQUAL(buf, "none " " " "  0" " " "      869" " " "      57" " " "      0"
                                " " "    9" " " "    0" " " "        -" "\n");
    area_table_row(buf, sizeof buf, "pws", 7, AREA_TOO_LARGE, &c, 298);
    CU_ASSERT_STRING_EQUAL(buf, "pws  " " " "  7" " " "      869" " " "      57" " " "      0"
                                " " "    9" " " "    0" " " " +191.6 %" "  > device\n");
    area_table_row(buf, sizeof buf, "dws", 12, 0, &c, 298);
    CU_ASSERT_STRING_EQUAL(buf, "dws  " " " " 12" " " "   failed" "\n");

    /* breakdown rows: one per group in enum order */
    memset(&c, 0, sizeof c);
    c.group[AREA_VRF][SYNTH_BRAM] = 4;
    c.group[AREA_SPLIT_CTRL][SYNTH_LUT] = 631;
    c.group[AREA_SPLIT_CTRL][SYNTH_FF] = 3;
    c.group[AREA_REST][SYNTH_OTHER] = 9;
    area_modules_csv_rows(buf, sizeof buf, "pws", 1, &c);
    CU_ASSERT_STRING_EQUAL(buf, "pws,1,vrf,0,0,0,4,0,0,0\n"
                                "pws,1,srf,0,0,0,0,0,0,0\n"
                                "pws,1,split_ctx,0,0,0,0,0,0,0\n"
                                "pws,1,split_ctrl,631,3,0,0,0,0,0\n"
                                "pws,1,valu,0,0,0,0,0,0,0\n"
                                "pws,1,salu,0,0,0,0,0,0,0\n"
                                "pws,1,decoder,0,0,0,0,0,0,0\n"
                                "pws,1,arbiters,0,0,0,0,0,0,0\n"
                                "pws,1,rest,0,0,0,0,0,0,9\n");
}

void suite_area(void)
{
    CU_pSuite s = CU_add_suite("area", NULL, NULL);
    CU_add_test(s, "module groups", test_groups);
    CU_add_test(s, "breakdown along the hierarchy", test_group_cells);
    CU_add_test(s, "overhead", test_overhead);
    CU_add_test(s, "CSV and table lines", test_rows);
}
