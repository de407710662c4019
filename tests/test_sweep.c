/* tests/test_sweep.c -- cosim/sweep.c: the machines of a sweep, parsing a pws cosim summary, the
 * CSV row. The summaries are written by hand in the format docs/cosim.md gives for pws cosim's
 * stdout; the expected rows and speed-ups are worked out by hand. */
#include <CUnit/CUnit.h>
#include <stdlib.h>
#include <string.h>

#include "sweep.h"

static void test_points(void)
{
    sweep_point p[SWEEP_MAX_POINTS];
    char err[160];
    /* none once with S = 0, then dws and pws per S in the order given */
    CU_ASSERT_EQUAL_FATAL(sweep_points("none,dws,pws", "1,3,7", p, SWEEP_MAX_POINTS, err, sizeof err), 7);
    const sweep_mode m[7] = { SWEEP_NONE, SWEEP_DWS, SWEEP_DWS, SWEEP_DWS, SWEEP_PWS, SWEEP_PWS, SWEEP_PWS };
    const unsigned s[7] = { 0, 1, 3, 7, 1, 3, 7 };
    for (int i = 0; i < 7; i++) {
        CU_ASSERT_EQUAL(p[i].mode, m[i]);
        CU_ASSERT_EQUAL(p[i].spsimds, s[i]);
    }
    CU_ASSERT_EQUAL(sweep_points("pws", "0", p, SWEEP_MAX_POINTS, err, sizeof err), 1);
    CU_ASSERT_EQUAL(p[0].mode, SWEEP_PWS);
    CU_ASSERT_EQUAL(p[0].spsimds, 0u);
    CU_ASSERT_EQUAL(sweep_points("none", "", p, SWEEP_MAX_POINTS, err, sizeof err), 1);
    /* errors */
    CU_ASSERT_EQUAL(sweep_points("none,xws", "1", p, SWEEP_MAX_POINTS, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "bad mode 'xws' in --modes: want none, dws or pws");
    CU_ASSERT_EQUAL(sweep_points("pws", "1,64", p, SWEEP_MAX_POINTS, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "bad S '64' in --spsimds: want 0..63 or a range A..B");
    CU_ASSERT_EQUAL(sweep_points("pws", "1,,3", p, SWEEP_MAX_POINTS, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "bad S '' in --spsimds: want 0..63 or a range A..B");
    CU_ASSERT_EQUAL(sweep_points("dws", "", p, SWEEP_MAX_POINTS, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "--modes dws needs at least one S (--spsimds)");
    CU_ASSERT_EQUAL(sweep_points("pws,pws", "1,2,3", p, 5, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "more than 5 machines in one sweep");
}

/* S lists with ranges: "A..B" is A, A+1, ..., B. */
static void test_slist(void)
{
    unsigned v[SWEEP_MAX_POINTS];
    char err[160];
    CU_ASSERT_EQUAL_FATAL(sweep_parse_slist("0..7", v, SWEEP_MAX_POINTS, err, sizeof err), 8);
    for (unsigned i = 0; i < 8; i++)
        CU_ASSERT_EQUAL(v[i], i);
    CU_ASSERT_EQUAL_FATAL(sweep_parse_slist("0..2,7,5..5", v, SWEEP_MAX_POINTS, err, sizeof err), 5);
    const unsigned want[5] = { 0, 1, 2, 7, 5 };
    for (int i = 0; i < 5; i++)
        CU_ASSERT_EQUAL(v[i], want[i]);
    CU_ASSERT_EQUAL(sweep_parse_slist("", v, SWEEP_MAX_POINTS, err, sizeof err), 0);
    CU_ASSERT_EQUAL(sweep_parse_slist("62..63", v, SWEEP_MAX_POINTS, err, sizeof err), 2);
    /* errors: reversed, open, out of range, signs, junk, too many for max */
    static const char *const bad[] = { "3..1", "..3", "3..", "0..64", "1..-2", "1..+2", "1...3",
                                       "1..2x", "x", "-1" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char want_err[160];
        snprintf(want_err, sizeof want_err, "bad S '%s' in --spsimds: want 0..63 or a range A..B",
                 bad[i]);
        CU_ASSERT_EQUAL(sweep_parse_slist(bad[i], v, SWEEP_MAX_POINTS, err, sizeof err), -1);
        CU_ASSERT_STRING_EQUAL(err, want_err);
    }
    CU_ASSERT_EQUAL(sweep_parse_slist("0..7", v, 4, err, sizeof err), -1);
    CU_ASSERT_STRING_EQUAL(err, "--spsimds: more than 4 values");
    /* a range in a sweep: none once, pws per S */
    sweep_point p[SWEEP_MAX_POINTS];
    CU_ASSERT_EQUAL_FATAL(sweep_points("none,pws", "0..2", p, SWEEP_MAX_POINTS, err, sizeof err), 4);
    CU_ASSERT_EQUAL(p[0].mode, SWEEP_NONE);
    CU_ASSERT_EQUAL(p[0].spsimds, 0u);
    CU_ASSERT_EQUAL(p[3].mode, SWEEP_PWS);
    CU_ASSERT_EQUAL(p[3].spsimds, 2u);
}

static void test_parse(void)
{
    sweep_result r;
    const char *pass = "cosim: model 0123456789abcdef up to date\n"
                       "cycles: 48211\nretired: 1580\nIPC: 0.033\n"
                       "lockstep: 1580 instructions, 0 mismatches\n"
                       "splits: 46 real, e_s 115..115; merges: 45 real, e_m 49..157\n";
    sweep_parse_summary(pass, &r);
    CU_ASSERT_EQUAL(r.ok, 1);
    CU_ASSERT_EQUAL(r.have_cycles, 1);
    CU_ASSERT_EQUAL(r.cycles, 48211u);
    CU_ASSERT_EQUAL(r.retired, 1580u);
    CU_ASSERT_EQUAL(r.splits, 46u);
    CU_ASSERT_EQUAL(r.merges, 45u);
    /* a mismatch is not a pass, whatever the cycles */
    sweep_parse_summary("cycles: 10\nretired: 3\nlockstep: 3 instructions, 1 mismatches\n", &r);
    CU_ASSERT_EQUAL(r.ok, 0);
    CU_ASSERT_EQUAL(r.cycles, 10u);
    /* --no-check's line is not a lockstep pass */
    sweep_parse_summary("cycles: 10\nretired: 3\nrtl only: 3 instructions, not checked\n", &r);
    CU_ASSERT_EQUAL(r.ok, 0);
    /* a lockstep line without cycles (a truncated log) is not a pass either */
    sweep_parse_summary("lockstep: 3 instructions, 0 mismatches\n", &r);
    CU_ASSERT_EQUAL(r.ok, 0);
    CU_ASSERT_EQUAL(r.have_cycles, 0);
    /* no split line: zero splits and merges */
    sweep_parse_summary("cycles: 7\nretired: 2\nlockstep: 2 instructions, 0 mismatches\n", &r);
    CU_ASSERT_EQUAL(r.ok, 1);
    CU_ASSERT_EQUAL(r.splits, 0u);
    CU_ASSERT_EQUAL(r.merges, 0u);
    /* a key must start its line */
    sweep_parse_summary("xcycles: 5\nlockstep: 1 instructions, 0 mismatches\n", &r);
    CU_ASSERT_EQUAL(r.have_cycles, 0);
}

static void test_csv(void)
{
    sweep_point none = { SWEEP_NONE, 0 }, pws3 = { SWEEP_PWS, 3 };
    sweep_result r;
    char row[256];
    sweep_parse_summary("cycles: 20000\nretired: 900\nlockstep: 900 instructions, 0 mismatches\n", &r);
    sweep_csv_row(row, sizeof row, &none, &r, 20000);
    CU_ASSERT_STRING_EQUAL(row, "none,0,20000,900,0,0,1.0000,pass,,\n");
    sweep_parse_summary("cycles: 16000\nretired: 960\nlockstep: 960 instructions, 0 mismatches\n"
                        "splits: 4 real, e_s 115..115; merges: 4 real, e_m 13..13\n", &r);
    /* 20000 / 16000 = 1.25 */
    CU_ASSERT_DOUBLE_EQUAL(sweep_speedup(20000, &r), 1.25, 1e-12);
    sweep_csv_row(row, sizeof row, &pws3, &r, 20000);
    CU_ASSERT_STRING_EQUAL(row, "pws,3,16000,960,4,4,1.2500,pass,,\n");
    /* no none run: no speed-up; a failed run keeps its numbers and says fail */
    r.ok = 0;
    sweep_csv_row(row, sizeof row, &pws3, &r, 0);
    CU_ASSERT_STRING_EQUAL(row, "pws,3,16000,960,4,4,,fail,,\n");
    memset(&r, 0, sizeof r);
    sweep_csv_row(row, sizeof row, &pws3, &r, 20000);
    CU_ASSERT_STRING_EQUAL(row, "pws,3,,0,0,0,,fail,,\n");
    /* the static bound line of pws cosim; the analytical one set by --wcet */
    sweep_parse_summary("cycles: 100\nlockstep: 9 instructions, 0 mismatches\n"
                        "static bound: 5000 cycles (pws), observed 100 = 2.0% of it\n", &r);
    CU_ASSERT_EQUAL(r.have_static, 1);
    CU_ASSERT_EQUAL(r.static_bound, 5000u);
    r.analytical = 300, r.have_analytical = 1;
    sweep_csv_row(row, sizeof row, &pws3, &r, 0);
    CU_ASSERT_STRING_EQUAL(row, "pws,3,100,0,0,0,,pass,5000,300\n");
    sweep_parse_summary("cycles: 100\nlockstep: 9 instructions, 0 mismatches\n"
                        "static bound: not checked (x)\n", &r);
    CU_ASSERT_EQUAL(r.have_static, 0);
    CU_ASSERT_STRING_EQUAL(sweep_mode_name(SWEEP_DWS), "dws");
}

/* Table 3's layout, numbers by hand: none 500 000 observed, 680 000 analytical; S = 1: dws
 * 140 000 / 600 000, pws 150 000 / 300 000 -> 1 - 300/600 = 50 % vs DWS, 1 - 300/680 = 55.9 %
 * -> 56 % vs none; S = 3 has no dws run: "-" */
static void test_table3(void)
{
    sweep_point pts[4] = { { SWEEP_NONE, 0 }, { SWEEP_DWS, 1 }, { SWEEP_PWS, 1 }, { SWEEP_PWS, 3 } };
    sweep_result r[4];
    memset(r, 0, sizeof r);
    uint64_t obs[4] = { 500000, 140000, 150000, 120000 }, an[4] = { 680000, 600000, 300000, 220000 };
    for (int i = 0; i < 4; i++) {
        r[i].ok = r[i].have_cycles = r[i].have_analytical = r[i].have_static = 1;
        r[i].cycles = obs[i], r[i].analytical = an[i], r[i].static_bound = 10 * an[i];
    }
    CU_ASSERT_DOUBLE_EQUAL(sweep_reduction(300000, 600000), 50.0, 1e-9);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    sweep_table3(f, pts, r, 4);
    fclose(f);
    /* header, header, S = 1, S = 3 */
    char *l1 = strchr(buf, '\n') + 1, *row1 = strchr(l1, '\n') + 1, *row3 = strchr(row1, '\n') + 1;
    CU_ASSERT_STRING_EQUAL(strchr(row3, '\n') + 1, "");
    CU_ASSERT_EQUAL(strncmp(row1, "   1 |     500.0     680.0    6800.0 |     140.0     600.0    6000.0"
                            " |     150.0     300.0    3000.0 |       50%       56%\n", 120), 0);
    CU_ASSERT_EQUAL(strncmp(row3, "   3 |     500.0     680.0    6800.0 |         -         -         -"
                            " |     120.0     220.0    2200.0 |         -       68%\n", 120), 0);
    free(buf);
}

void suite_sweep(void)
{
    CU_pSuite s = CU_add_suite("sweep", NULL, NULL);
    CU_add_test(s, "machines of a sweep", test_points);
    CU_add_test(s, "S lists and ranges", test_slist);
    CU_add_test(s, "pws cosim summary", test_parse);
    CU_add_test(s, "CSV rows", test_csv);
    CU_add_test(s, "Table 3 layout", test_table3);
}
