/* tests/test_synth.c -- fpga/synth_target.c and fpga/synth_report.c: cell classes, the stat
 * JSON roll-up, the block-RAM check, the depth estimate and the CSV, on captured yosys 0.23
 * output (tests/fixtures/synth/README.md says how it was made). Expected numbers are read off
 * the fixture files by hand and added up in the comments. */
#include "diag.h"
#include "file_read.h"
#include "pws_err.h"
#include "synth_flow.h"
#include "synth_report.h"
#include "synth_target.h"

#include <CUnit/CUnit.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *fixture(const char *name)
{
    char path[256], *text = NULL;
    size_t n;
    snprintf(path, sizeof path, "tests/fixtures/synth/%s", name);
    CU_ASSERT_EQUAL_FATAL(file_read(path, &text, &n), 0);
    return text;
}

static int parse_quiet(const char *text, const char *target, const char *top, synth_report **r)
{
    diag_set_quiet(1);
    int rc = synth_report_parse(text, "t.json", synth_target_find(target), top, r);
    diag_set_quiet(0);
    return rc;
}

static void test_targets(void)
{
    CU_ASSERT_EQUAL(synth_target_count(), 4);
    CU_ASSERT_PTR_NULL(synth_target_find("virtex"));
    const synth_target *ice = synth_target_find("ice40"), *gen = synth_target_find("generic");
    const synth_target *x7 = synth_target_find("xilinx7"), *ecp = synth_target_find("ecp5");
    CU_ASSERT_PTR_NOT_NULL_FATAL(ice);
    CU_ASSERT_PTR_NOT_NULL_FATAL(gen);
    CU_ASSERT_PTR_NOT_NULL_FATAL(x7);
    CU_ASSERT_PTR_NOT_NULL_FATAL(ecp);
    /* patterns: exact names, and a trailing '*' for any suffix */
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_LUT4"), SYNTH_LUT);
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_DFFESR"), SYNTH_FF);
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_CARRY"), SYNTH_CARRY);
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_RAM40_4KNR"), SYNTH_BRAM);
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_MAC16"), SYNTH_DSP);
    CU_ASSERT_EQUAL(synth_target_classify(ice, "SB_GB"), SYNTH_OTHER);
    CU_ASSERT_EQUAL(synth_target_classify(ecp, "LUT4"), SYNTH_LUT);
    CU_ASSERT_EQUAL(synth_target_classify(ecp, "SB_LUT4"), SYNTH_OTHER);   /* no prefix match */
    CU_ASSERT_EQUAL(synth_target_classify(ecp, "PFUMX"), SYNTH_OTHER);
    CU_ASSERT_EQUAL(synth_target_classify(ecp, "CCU2C"), SYNTH_CARRY);
    CU_ASSERT_EQUAL(synth_target_classify(x7, "LUT6"), SYNTH_LUT);
    CU_ASSERT_EQUAL(synth_target_classify(x7, "LUT6_2"), SYNTH_LUT);
    CU_ASSERT_EQUAL(synth_target_classify(x7, "RAMB36E1"), SYNTH_BRAM);
    CU_ASSERT_EQUAL(synth_target_classify(x7, "RAM64M"), SYNTH_LUTRAM);
    CU_ASSERT_EQUAL(synth_target_classify(x7, "MUXF7"), SYNTH_OTHER);
    CU_ASSERT_EQUAL(synth_target_classify(gen, "$lut"), SYNTH_LUT);
    CU_ASSERT_EQUAL(synth_target_classify(gen, "$_SDFFE_PP0P_"), SYNTH_FF);
    CU_ASSERT_EQUAL(synth_target_classify(gen, "$__PWS_BRAM_"), SYNTH_BRAM);
    CU_ASSERT_EQUAL(synth_target_classify(gen, "$mem_v2"), SYNTH_OTHER);
    CU_ASSERT_EQUAL(synth_target_classify(gen, "$_MUX_"), SYNTH_OTHER);
    CU_ASSERT_STRING_EQUAL(synth_class_name(SYNTH_CARRY), "carry");
    CU_ASSERT_STRING_EQUAL(synth_class_name(SYNTH_OTHER), "other");
}

/* stat_ice40.json, by hand:
 *   pws_sram_1r1w $paramod$5a8e..: SB_DFF 74, SB_LUT4 39, SB_RAM40_4K 2
 *   pws_sram_1r1w $paramod$9b43..: SB_DFF 70, SB_LUT4 36, SB_RAM40_4K 2
 *   add8: SB_CARRY 7, SB_DFF 8, SB_LUT4 8          mid: 2 x add8 -> LUT 16, FF 16, carry 14
 *   top: both RAMs + 2 x mid -> LUT 39 + 36 + 32 = 107, FF 74 + 70 + 32 = 176, carry 28, BRAM 4
 *   (yosys's own "design" section agrees: SB_LUT4 107, SB_DFF 176, SB_CARRY 28, SB_RAM40_4K 4)
 * Instances: top 1, mid 2, add8 2 x 2 = 4, each RAM 1.
 * Order: top; then ready modules by name: mid < pws_sram_1r1w; then add8 < pws_sram_1r1w; the
 * two RAMs tie on the name and go by yosys name (5a8e < 9b43), numbered #1 and #2 that way. */
static void test_ice40_rollup(void)
{
    char *text = fixture("stat_ice40.json");
    synth_report *r = NULL;
    CU_ASSERT_EQUAL_FATAL(parse_quiet(text, "ice40", "top", &r), 0);
    free(text);
    CU_ASSERT_EQUAL_FATAL(synth_report_nmodules(r), 5);
    static const char *const names[] = { "top", "mid", "add8", "pws_sram_1r1w#1",
                                         "pws_sram_1r1w#2" };
    static const unsigned long inst[] = { 1, 2, 4, 1, 1 };
    static const unsigned long lut[] = { 107, 16, 8, 39, 36 }, ff[] = { 176, 16, 8, 74, 70 };
    static const unsigned long carry[] = { 28, 14, 7, 0, 0 }, bram[] = { 4, 0, 0, 2, 2 };
    for (size_t i = 0; i < 5; i++) {
        CU_ASSERT_STRING_EQUAL(synth_report_module_name(r, i), names[i]);
        CU_ASSERT_EQUAL(synth_report_instances(r, i), inst[i]);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_LUT), lut[i]);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_FF), ff[i]);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_CARRY), carry[i]);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_BRAM), bram[i]);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_DSP), 0);
        CU_ASSERT_EQUAL(synth_report_total(r, i, SYNTH_OTHER), 0);
    }
    /* own cells: top and mid hold only instances */
    CU_ASSERT_EQUAL(synth_report_own(r, 0, SYNTH_LUT), 0);
    CU_ASSERT_EQUAL(synth_report_own(r, 1, SYNTH_FF), 0);
    CU_ASSERT_EQUAL(synth_report_own(r, 2, SYNTH_CARRY), 7);
    CU_ASSERT_EQUAL(synth_report_ram_modules(r), 2);
    CU_ASSERT_EQUAL(synth_report_ram_failures(r), 0);

    char *csv = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&csv, &len);
    CU_ASSERT_EQUAL(synth_report_write_csv(r, f), 0);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(csv, "module,instances,luts,ffs,carry,brams,dsps,lutram,other\n"
                                "\"top\",1,107,176,28,4,0,0,0\n"
                                "\"mid\",2,16,16,14,0,0,0,0\n"
                                "\"add8\",4,8,8,7,0,0,0,0\n"
                                "\"pws_sram_1r1w#1\",1,39,74,0,2,0,0,0\n"
                                "\"pws_sram_1r1w#2\",1,36,70,0,2,0,0,0\n");
    free(csv);
    synth_report_free(r);
}

/* stat_generic.json: each RAM one $__PWS_BRAM_ (fpga/generic_brams.txt: the generic block RAM);
 * add8: $_DFF_P_ 8, $lut 18 -> top: LUT 4 x 18 = 72, FF 4 x 8 = 32, BRAM 2. */
static void test_generic_rollup(void)
{
    char *text = fixture("stat_generic.json");
    synth_report *r = NULL;
    CU_ASSERT_EQUAL_FATAL(parse_quiet(text, "generic", "top", &r), 0);
    free(text);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_LUT), 72);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_FF), 32);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_BRAM), 2);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_CARRY), 0);
    CU_ASSERT_EQUAL(synth_report_ram_modules(r), 2);
    CU_ASSERT_EQUAL(synth_report_ram_failures(r), 0);
    synth_report_free(r);
}

/* Readable names of parameterised modules whose parameters yosys spells out, and the RAM
 * check failing: a pws_sram_1r1w mapped to flip-flops only. 32'...0100000 = 32, 16 = 10000. */
static void test_names_and_ram_failure(void)
{
    const char *text =
        "{ \"modules\": {\n"
        "  \"$paramod\\\\pws_sram_1r1w\\\\Width=s32'00000000000000000000000000100000"
        "\\\\Depth=s32'00000000000000000000000000010000\": {\n"
        "    \"num_cells_by_type\": { \"SB_DFF\": 512, \"SB_LUT4\": 600 } },\n"
        "  \"\\\\pws_cu\": { \"num_cells_by_type\": {\n"
        "    \"$paramod\\\\pws_sram_1r1w\\\\Width=s32'00000000000000000000000000100000"
        "\\\\Depth=s32'00000000000000000000000000010000\": 3, \"SB_LUT4\": 5 } }\n"
        "} }\n";
    synth_report *r = NULL;
    CU_ASSERT_EQUAL_FATAL(parse_quiet(text, "ice40", "pws_cu", &r), 0);
    CU_ASSERT_EQUAL_FATAL(synth_report_nmodules(r), 2);
    CU_ASSERT_STRING_EQUAL(synth_report_module_name(r, 1), "pws_sram_1r1w(Width=32,Depth=16)");
    CU_ASSERT_EQUAL(synth_report_instances(r, 1), 3);
    /* 5 + 3 x 600 = 1805 LUTs, 3 x 512 = 1536 FFs */
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_LUT), 1805);
    CU_ASSERT_EQUAL(synth_report_total(r, 0, SYNTH_FF), 1536);
    CU_ASSERT_EQUAL(synth_report_ram_modules(r), 1);
    CU_ASSERT_EQUAL(synth_report_ram_failures(r), 1);
    synth_report_free(r);
}

/* The device check against the iCE40-HX8K (7680 LUT4, 7680 FFs, 32 SB_RAM40_4K, no DSP):
 * 8000 LUTs and 40 RAMs exceed it, 7000 FFs do not; the fixture (107 LUTs, 4 RAMs) fits. */
static void test_device_check(void)
{
    synth_report *r = NULL;
    char why[256] = "";
    CU_ASSERT_EQUAL_FATAL(parse_quiet("{ \"modules\": { \"\\\\t\": { \"num_cells_by_type\": "
                                      "{ \"SB_LUT4\": 8000, \"SB_DFF\": 7000, "
                                      "\"SB_RAM40_4K\": 40 } } } }", "ice40", "t", &r), 0);
    CU_ASSERT_EQUAL(synth_report_too_large(r, why, sizeof why), 1);
    CU_ASSERT_STRING_EQUAL(why, "the design needs 8000 LUTs, 40 block RAMs; the iCE40-HX8K has "
                                "7680, 32");
    synth_report_free(r);
    char *text = fixture("stat_ice40.json");
    CU_ASSERT_EQUAL_FATAL(parse_quiet(text, "ice40", "top", &r), 0);
    CU_ASSERT_EQUAL(synth_report_too_large(r, why, sizeof why), 0);
    synth_report_free(r);
    /* generic has no device: never too large */
    CU_ASSERT_EQUAL_FATAL(parse_quiet(text, "generic", "top", &r), 0);
    CU_ASSERT_EQUAL(synth_report_too_large(r, why, sizeof why), 0);
    synth_report_free(r);
    free(text);
}

static void test_parse_errors(void)
{
    synth_report *r = NULL;
    CU_ASSERT_EQUAL(parse_quiet("stat failed", "ice40", "top", &r), PWS_EPARSE);
    CU_ASSERT_PTR_NULL(r);
    CU_ASSERT_EQUAL(parse_quiet("{ \"creator\": 1 }", "ice40", "top", &r), PWS_EPARSE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "modules"));
    CU_ASSERT_EQUAL(parse_quiet("{ \"modules\": { \"\\\\a\": { \"num_cells_by_type\": "
                                "{ \"SB_LUT4\": -1 } } } }", "ice40", "a", &r), PWS_EPARSE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "non-negative"));
    CU_ASSERT_EQUAL(parse_quiet("{ \"modules\": { \"\\\\a\": { \"num_cells_by_type\": "
                                "{ \"SB_LUT4\": 1 } } } }", "ice40", "pws_cu", &r), PWS_EPARSE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "top module 'pws_cu'"));
    CU_ASSERT_EQUAL(parse_quiet("{ \"modules\": {"
                                " \"\\\\a\": { \"num_cells_by_type\": { \"b\": 1 } },"
                                " \"\\\\b\": { \"num_cells_by_type\": { \"a\": 1 } } } }",
                                "ice40", "a", &r), PWS_EPARSE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "instantiates itself"));
    CU_ASSERT_PTR_NULL(r);
}

/* ltp_ice40.txt: length=8; the via cells are m1.u1.b_SB_CARRY_I0, _6 .. _1 (7 names, all in
 * carry_ice40.txt) and m1.u1.b_SB_LUT4_I1. So 1 LUT level and 7 carry cells:
 * 1.5 + 1 x 1.2 + 7 x 0.13 = 3.61 ns, 1000 / 3.61 = 277.008 MHz.
 * ltp_generic.txt: length=4, no carry: 1.0 + 4 x 1.0 = 5 ns, 200 MHz. */
static void test_depth(void)
{
    char *ltp = fixture("ltp_ice40.txt"), *carry = fixture("carry_ice40.txt");
    synth_depth d;
    CU_ASSERT_EQUAL(synth_depth_parse(ltp, carry, synth_target_find("ice40"), "top", "l", &d), 0);
    CU_ASSERT_EQUAL(d.levels, 8);
    CU_ASSERT_EQUAL(d.carry, 7);
    CU_ASSERT(fabs(d.ns - 3.61) < 1e-9);
    CU_ASSERT(fabs(d.mhz - 277.008) < 1e-3);
    /* without the carry list every cell counts as a LUT level: 1.5 + 8 x 1.2 = 11.1 ns */
    CU_ASSERT_EQUAL(synth_depth_parse(ltp, NULL, synth_target_find("ice40"), "top", "l", &d), 0);
    CU_ASSERT_EQUAL(d.carry, 0);
    CU_ASSERT(fabs(d.ns - 11.1) < 1e-9);
    free(ltp);
    free(carry);
    ltp = fixture("ltp_generic.txt");
    CU_ASSERT_EQUAL(synth_depth_parse(ltp, "", synth_target_find("generic"), "top", "l", &d), 0);
    CU_ASSERT_EQUAL(d.levels, 4);
    CU_ASSERT(fabs(d.mhz - 200.0) < 1e-9);
    diag_set_quiet(1);
    /* another module's path is not the top's */
    CU_ASSERT_EQUAL(synth_depth_parse(ltp, "", synth_target_find("generic"), "pws_cu", "l", &d),
                    PWS_EPARSE);
    CU_ASSERT_EQUAL(synth_depth_parse("Longest topological path in top (length=3):\n"
                                      "    0: \\a [0]\n    1: \\b [0] (via x)\n",
                                      "", synth_target_find("generic"), "top", "l", &d),
                    PWS_EPARSE);
    diag_set_quiet(0);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "length=3 but lists 1"));
    free(ltp);
}

/* The script pws synth hands yosys for ice40, written out by hand from docs/fpga.md "Flow":
 * comparisons with a constant mapped to LUT logic first ("Comparisons with a constant"); no
 * flattening before stat; ltp gets the sequential cells selected then inverted (%n), since
 * a selection of cells alone (without wires) makes ltp find no path at all. */
static void test_script(void)
{
    synth_design d;
    memset(&d, 0, sizeof d);
    char *files[] = { "/g/a.v", "/r/b.v" };
    d.files = files;
    d.nfiles = 2;
    snprintf(d.top, sizeof d.top, "pws_gpu");
    snprintf(d.src, sizeof d.src, "/src");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CU_ASSERT_EQUAL(synth_write_script(&d, synth_target_find("ice40"), 0, f), 0);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(text,
        "# yosys script written by pws synth (docs/fpga.md); target ice40, top pws_gpu\n"
        "read_verilog -defer /g/a.v /r/b.v\n"
        "hierarchy -top pws_gpu\n"
        "proc\n"
        "opt\n"
        "techmap -map /src/fpga/cmp_const_map.v\n"
        "opt\n"
        "synth_ice40 -noflatten -top pws_gpu\n"
        "hierarchy -check -top pws_gpu\n"
        "tee -q -o stat.json stat -json\n"
        "flatten\n"
        "tee -q -o carry.txt select -list t:__none__ t:SB_CARRY\n"
        "tee -q -o ltp.txt ltp -noff t:__none__ t:SB_DFF* %u t:SB_RAM40_4K* %u "
        "t:SB_SPRAM256KA %u t:SB_MAC16 %u %n\n");
    free(text);
    /* generic: the memory library from the source tree's fpga/, and --keep's netlist */
    f = open_memstream(&text, &len);
    CU_ASSERT_EQUAL(synth_write_script(&d, synth_target_find("generic"), 1, f), 0);
    fclose(f);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\nmemory_libmap -lib /src/fpga/generic_brams.txt\n"
                                        "memory_map\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\nwrite_verilog -noattr netlist.v\nflatten\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\ntechmap -map /src/fpga/cmp_const_map.v\nopt\n"
                                        "synth -lut 4 -run begin:fine -top pws_gpu\n"));
    free(text);
    /* xilinx7: synth_xilinx maps comparisons with constants to LUTs itself, no premap */
    f = open_memstream(&text, &len);
    CU_ASSERT_EQUAL(synth_write_script(&d, synth_target_find("xilinx7"), 0, f), 0);
    fclose(f);
    CU_ASSERT_PTR_NULL(strstr(text, "cmp_const_map"));
    free(text);
}

void suite_synth(void)
{
    CU_pSuite s = CU_add_suite("synth", NULL, NULL);
    CU_add_test(s, "targets and cell classes", test_targets);
    CU_add_test(s, "ice40 stat roll-up and CSV", test_ice40_rollup);
    CU_add_test(s, "generic stat roll-up", test_generic_rollup);
    CU_add_test(s, "parameter names and RAM check failure", test_names_and_ram_failure);
    CU_add_test(s, "device check", test_device_check);
    CU_add_test(s, "stat parse errors", test_parse_errors);
    CU_add_test(s, "depth estimate", test_depth);
    CU_add_test(s, "yosys script", test_script);
}
