/* tests/test_cfg.c -- rtl_gen/cfg.c (pws_cfg: defaults, validation, flags, manifest) and the
 * printing core rtl_gen/emit.c. Expected values come from docs/config.md, written by hand. */
#include "cfg.h"
#include "diag.h"
#include "emit.h"
#include "emitters.h"
#include "isa.h"
#include "pws_err.h"

#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Runs validate on c with diag quiet; returns the code and leaves the message in diag_last(). */
static int validate_quiet(const pws_cfg *c)
{
    diag_set_quiet(1);
    int rc = pws_cfg_validate(c);
    diag_set_quiet(0);
    return rc;
}

static void test_defaults(void)
{
    pws_cfg c;
    pws_cfg_default(&c);
    /* docs/config.md "Defaults": the reference configuration */
    CU_ASSERT_EQUAL(c.cus, 1);
    CU_ASSERT_EQUAL(c.simds, 4);
    CU_ASSERT_EQUAL(c.contexts, 10);
    CU_ASSERT_EQUAL(c.wave, 64);
    CU_ASSERT_EQUAL(c.lanes, 16);
    CU_ASSERT_EQUAL(c.vgprs, 64);
    CU_ASSERT_EQUAL(c.sgprs, 102);
    CU_ASSERT_EQUAL(c.lds_bytes, 65536);
    CU_ASSERT_EQUAL(c.mem_latency, 20);
    CU_ASSERT_EQUAL(c.spsimds, 3);
    CU_ASSERT_EQUAL(c.split, PWS_SPLIT_PWS);
    CU_ASSERT_EQUAL(c.commit_port, 1);
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_FULL);
    CU_ASSERT_EQUAL(c.fetch_width, 2);
    CU_ASSERT_EQUAL(c.ibuf_depth, 4);
    CU_ASSERT_EQUAL(c.mem_insts, 2);
    CU_ASSERT_EQUAL(c.vrf_reads, 3);
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
}

/* One broken field per case; message text from docs/config.md "Validation". */
static void test_validate_errors(void)
{
    static const struct {
        size_t off;
        unsigned value;
        const char *msg;
    } cases[] = {
        { offsetof(pws_cfg, cus), 0, "error: --cus 0 is out of range 1..16" },
        { offsetof(pws_cfg, cus), 17, "error: --cus 17 is out of range 1..16" },
        { offsetof(pws_cfg, simds), 9, "error: --simds 9 is out of range 1..8" },
        { offsetof(pws_cfg, contexts), 0, "error: --contexts 0 is out of range 1..16" },
        { offsetof(pws_cfg, wave), 128, "error: --wave 128 is out of range 4..64" },
        { offsetof(pws_cfg, wave), 48, "error: --wave 48 must be a power of two" },
        { offsetof(pws_cfg, lanes), 12, "error: --lanes 12 must be a power of two" },
        { offsetof(pws_cfg, lanes), 0, "error: --lanes 0 is out of range 2..64" },
        { offsetof(pws_cfg, vgprs), 257, "error: --vgprs 257 is out of range 1..256" },
        { offsetof(pws_cfg, sgprs), 15, "error: --sgprs 15 is out of range 16..102" },
        { offsetof(pws_cfg, sgprs), 103, "error: --sgprs 103 is out of range 16..102" },
        { offsetof(pws_cfg, lds_bytes), 131072,
          "error: --lds-bytes 131072 is out of range 256..65536" },
        { offsetof(pws_cfg, lds_bytes), 3000, "error: --lds-bytes 3000 must be a power of two" },
        { offsetof(pws_cfg, mem_latency), 0, "error: --mem-latency 0 is out of range 1..1000" },
        { offsetof(pws_cfg, mem_latency), 1001,
          "error: --mem-latency 1001 is out of range 1..1000" },
        { offsetof(pws_cfg, spsimds), 64, "error: --spsimds 64 is out of range 0..63" },
        { offsetof(pws_cfg, split), 3, "error: --split 3 is not none, dws or pws" },
        { offsetof(pws_cfg, commit_port), 2, "error: commit_port 2 must be 0 or 1" },
        { offsetof(pws_cfg, fp32), 2, "error: --fp32 2 is not full or none" },
        { offsetof(pws_cfg, vmem_queue), 1, "error: --vmem-queue 1 must be 0 or a power of two from 2" },
        { offsetof(pws_cfg, vmem_queue), 12, "error: --vmem-queue 12 must be 0 or a power of two from 2" },
        { offsetof(pws_cfg, vmem_queue), 128, "error: --vmem-queue 128 is out of range 0..64" },
        { offsetof(pws_cfg, lanes), 1, "error: --lanes 1 is out of range 2..64" },
        { offsetof(pws_cfg, fetch_width), 0, "error: --fetch-width 0 is out of range 1..2" },
        { offsetof(pws_cfg, fetch_width), 3, "error: --fetch-width 3 is out of range 1..2" },
        { offsetof(pws_cfg, ibuf_depth), 128, "error: --ibuf-depth 128 is out of range 2..64" },
        { offsetof(pws_cfg, ibuf_depth), 6,
          "error: --ibuf-depth 6 must be a power of two above --fetch-width 2" },
        { offsetof(pws_cfg, ibuf_depth), 2,
          "error: --ibuf-depth 2 must be a power of two above --fetch-width 2" },
        { offsetof(pws_cfg, mem_insts), 0, "error: --mem-insts 0 is out of range 1..8" },
        { offsetof(pws_cfg, mem_insts), 3, "error: --mem-insts 3 must be a power of two" },
        { offsetof(pws_cfg, vrf_reads), 0, "error: --vrf-reads 0 is out of range 1..3" },
        { offsetof(pws_cfg, vrf_reads), 2, "error: --vrf-reads 2 must be 1 or 3" },
        { offsetof(pws_cfg, vrf_reads), 1,   /* the default is split pws */
          "error: --vrf-reads 1 is not built for --split pws (its VRF has a port per SpSIMD unit)" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pws_cfg c;
        pws_cfg_default(&c);
        *(unsigned *)((char *)&c + cases[i].off) = cases[i].value;
        CU_ASSERT_EQUAL(validate_quiet(&c), PWS_ERANGE);
        CU_ASSERT_STRING_EQUAL(diag_last(), cases[i].msg);
    }
    /* cross rules */
    pws_cfg c;
    pws_cfg_default(&c);
    c.wave = 16;
    c.lanes = 32;   /* a power of two, but 16 % 32 != 0 */
    CU_ASSERT_EQUAL(validate_quiet(&c), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --lanes 32 must divide --wave 16");
    pws_cfg_default(&c);
    c.split = PWS_SPLIT_NONE;   /* default S = 3 */
    CU_ASSERT_EQUAL(validate_quiet(&c), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --spsimds 3 needs --split dws or pws");
    c.spsimds = 0;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.split = PWS_SPLIT_DWS;   /* S = 0 under dws/pws: every split is null, legal */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    /* docs/config.md: PWS's SpSIMD units, DWS's reserve contexts, the commit port */
    pws_cfg_default(&c);   /* default pws with S = 3: SpSIMD units on the pipeline */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.split = PWS_SPLIT_DWS;   /* DWS's reserve contexts: built (S = 3) */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.split = PWS_SPLIT_PWS;
    c.spsimds = 0;   /* pws with S = 0: null splits, legal */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.commit_port = 0;   /* without its commit port (FPGA builds): legal */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    /* the narrow fetch: one instruction a pick into 2-entry buffers (fetch of two: 4 and up) */
    c.fetch_width = 1;
    c.ibuf_depth = 2;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.fetch_width = 2;
    c.ibuf_depth = 4;
    c.mem_insts = 1;   /* one instruction a memory unit: legal */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.mem_insts = 2;
    /* one VRF read port: under none and dws, up to 16 passes */
    c.vrf_reads = 1;
    c.split = PWS_SPLIT_DWS;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.split = PWS_SPLIT_NONE;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.lanes = 2;   /* 64 / 2 = 32 passes */
    CU_ASSERT_EQUAL(validate_quiet(&c), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "error: --vrf-reads 1 needs at most 16 passes (--wave 64 / --lanes 2)");
    c.lanes = 4;   /* 16 passes */
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    /* the corners that are legal: wave 4 lanes 4, wave 64 lanes 2, S 63 */
    pws_cfg_default(&c);
    c.wave = 4;
    c.lanes = 4;
    c.spsimds = 63;
    c.lds_bytes = 256;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
    c.wave = 64;
    c.lanes = 2;
    CU_ASSERT_EQUAL(validate_quiet(&c), 0);
}

static int set_quiet(pws_cfg *c, const char *name, const char *value, int *used)
{
    diag_set_quiet(1);
    int rc = pws_cfg_set_flag(c, name, value, used);
    diag_set_quiet(0);
    return rc;
}

static void test_flags(void)
{
    pws_cfg c;
    pws_cfg_default(&c);
    int used = -1;
    CU_ASSERT_EQUAL(set_quiet(&c, "lanes", "8", &used), 0);
    CU_ASSERT_EQUAL(used, 1);
    CU_ASSERT_EQUAL(c.lanes, 8);
    CU_ASSERT_EQUAL(set_quiet(&c, "lds-bytes", "1024", &used), 0);
    CU_ASSERT_EQUAL(c.lds_bytes, 1024);
    CU_ASSERT_EQUAL(set_quiet(&c, "split", "dws", &used), 0);
    CU_ASSERT_EQUAL(c.split, PWS_SPLIT_DWS);
    /* S follows the mode until it is given: 0 under none, the default (3) under dws and pws */
    pws_cfg s;
    pws_cfg_default(&s);
    CU_ASSERT_EQUAL(set_quiet(&s, "split", "none", &used), 0);
    CU_ASSERT_EQUAL(s.spsimds, 0);
    CU_ASSERT_EQUAL(set_quiet(&s, "split", "pws", &used), 0);
    CU_ASSERT_EQUAL(s.spsimds, 3);
    CU_ASSERT_EQUAL(set_quiet(&s, "spsimds", "5", &used), 0);
    CU_ASSERT_EQUAL(set_quiet(&s, "split", "none", &used), 0);
    CU_ASSERT_EQUAL(s.spsimds, 5);   /* given: kept, and pws_cfg_validate refuses it */
    CU_ASSERT_EQUAL(validate_quiet(&s), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --spsimds 5 needs --split dws or pws");
    CU_ASSERT_EQUAL(set_quiet(&c, "no-commit-port", NULL, &used), 0);
    CU_ASSERT_EQUAL(used, 0);
    CU_ASSERT_EQUAL(c.commit_port, 0);
    CU_ASSERT_EQUAL(set_quiet(&c, "lane", "8", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: unknown option '--lane'");
    CU_ASSERT_EQUAL(set_quiet(&c, "commit-port", "1", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: unknown option '--commit-port'");
    CU_ASSERT_EQUAL(set_quiet(&c, "wave", NULL, &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: option '--wave' needs a value");
    CU_ASSERT_EQUAL(set_quiet(&c, "wave", "-4", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --wave '-4' is not a non-negative integer");
    CU_ASSERT_EQUAL(set_quiet(&c, "wave", "4x", &used), PWS_EUSAGE);
    CU_ASSERT_EQUAL(set_quiet(&c, "split", "both", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --split 'both' is not none, dws or pws");
    CU_ASSERT_EQUAL(c.lanes, 8);   /* failed flags changed nothing */
    /* --fp32 takes a name, never a number (docs/config.md) */
    CU_ASSERT_EQUAL(set_quiet(&c, "fp32", "none", &used), 0);
    CU_ASSERT_EQUAL(used, 1);
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_NONE);
    CU_ASSERT_EQUAL(set_quiet(&c, "fp32", "full", &used), 0);
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_FULL);
    CU_ASSERT_EQUAL(set_quiet(&c, "fp32", "half", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --fp32 'half' is not full or none");
    CU_ASSERT_EQUAL(set_quiet(&c, "fp32", "0", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --fp32 '0' is not full or none");
    CU_ASSERT_EQUAL(set_quiet(&c, "fp32", NULL, &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: option '--fp32' needs a value");
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_FULL);
    CU_ASSERT_STRING_EQUAL(pws_fp32_name(PWS_FP32_NONE), "none");
    CU_ASSERT_STRING_EQUAL(pws_fp32_name(PWS_FP32_FULL), "full");
    CU_ASSERT_STRING_EQUAL(pws_fp32_name(2), "?");
    /* the multi-cycle CU's flags, removed with it: --cu pipe (the only CU) still reads,
     * changing nothing; --cu fsm and --lane-gate are refused by name */
    pws_cfg before = c;
    CU_ASSERT_EQUAL(set_quiet(&c, "cu", "pipe", &used), 0);
    CU_ASSERT_EQUAL(used, 1);
    CU_ASSERT_EQUAL(memcmp(&c, &before, sizeof c), 0);
    CU_ASSERT_EQUAL(set_quiet(&c, "cu", "fsm", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --cu fsm: the multi-cycle CU was removed; the "
                           "pipelined CU (docs/microarchitecture.md) is the only one, and --cu "
                           "is not needed");
    CU_ASSERT_EQUAL(set_quiet(&c, "cu", NULL, &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: option '--cu' needs a value");
    CU_ASSERT_EQUAL(set_quiet(&c, "lane-gate", "none", &used), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --lane-gate: the lane clock gate was the "
                           "multi-cycle CU's and was removed with it");
    CU_ASSERT_EQUAL(memcmp(&c, &before, sizeof c), 0);

    char buf[256];
    pws_cfg_default(&c);
    int n = pws_cfg_flags(&c, buf, sizeof buf);
    const char *want = "--cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 --vgprs 64 "
                       "--sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 3 --split pws";
    CU_ASSERT_STRING_EQUAL(buf, want);
    CU_ASSERT_EQUAL(n, (int)strlen(want));
    c.commit_port = 0;
    c.split = PWS_SPLIT_NONE;
    c.spsimds = 0;
    pws_cfg_flags(&c, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "--cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 --vgprs 64 "
                                "--sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 0 "
                                "--split none --no-commit-port");
    char small[8];
    CU_ASSERT_EQUAL(pws_cfg_flags(&c, small, sizeof small), (int)strlen(buf));
    CU_ASSERT_STRING_EQUAL(small, "--cus 1");   /* truncated like snprintf */
    /* --fp32 full is the default and not printed (above); none is, last in table order */
    c.fp32 = PWS_FP32_NONE;
    pws_cfg_flags(&c, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "--cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 --vgprs 64 "
                                "--sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 0 "
                                "--split none --no-commit-port --fp32 none");
}

static int parse_quiet(const char *text, pws_cfg *c, int manifest)
{
    diag_set_quiet(1);
    int rc = manifest ? pws_cfg_parse_manifest(text, "m.json", c)
                      : pws_cfg_parse_config(text, "c.json", c);
    diag_set_quiet(0);
    return rc;
}

/* A configuration is one JSON value and nothing else, and names no key twice (at any depth);
 * the offending line is named. */
static void test_config_strict_json(void)
{
    pws_cfg c;
    pws_cfg_default(&c);
    CU_ASSERT_EQUAL(parse_quiet("{\"cus\": 1}\n\n", &c, 0), 0);
    CU_ASSERT_EQUAL(parse_quiet("{\"cus\": 1}garbage", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json:1: error: text after the JSON value");
    CU_ASSERT_EQUAL(parse_quiet("{\"cus\": 1,\n\"simds\": 1,\n\"cus\": 2}", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json:3: error: key \"cus\" given twice");
    CU_ASSERT_EQUAL(parse_quiet("{\"ops\": [\"s_endpgm\"], \"x\": {\"a\": 1, \"a\": 2}}", &c, 0),
                    PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json:1: error: key \"a\" given twice");
}

static void test_manifest_round_trip(void)
{
    pws_cfg a, b;
    pws_cfg_default(&a);
    a.cus = 2;
    a.simds = 1;
    a.contexts = 2;
    a.wave = 16;
    a.lanes = 4;
    a.vgprs = 256;
    a.sgprs = 16;
    a.lds_bytes = 4096;
    a.mem_latency = 1000;
    a.spsimds = 63;
    a.split = PWS_SPLIT_DWS;
    a.commit_port = 0;
    a.fp32 = PWS_FP32_NONE;
    const char *files[] = { "x.v", "y.vh" };
    char *text = pws_cfg_manifest_json(&a, files, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\"split\":\t\"dws\""));
    /* by name, after commit_port (table order) */
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\"commit_port\":\t0,\n\t\"fp32\":\t\"none\",\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\"files\":\t[\"x.v\", \"y.vh\"]"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\"generator\":\t\"" PWS_GEN_VERSION "\""));
    CU_ASSERT_EQUAL(text[strlen(text) - 1], '\n');
    memset(&b, 0xab, sizeof b);
    CU_ASSERT_EQUAL(parse_quiet(text, &b, 1), 0);
    CU_ASSERT_EQUAL(memcmp(&a, &b, sizeof a), 0);
    /* deterministic: the same config renders the same bytes */
    char *again = pws_cfg_manifest_json(&b, files, 2);
    CU_ASSERT_STRING_EQUAL(text, again);
    free(again);
    free(text);
    /* the retired keys of generator 0.1.0's manifests (docs/config.md "Removed parameters"):
     * "cu": "pipe" and either "lane_gate" read as the same configuration; "cu": "fsm", or a 0.1.0
     * manifest without "cu" (written for the multi-cycle CU), is refused, naming the file */
    pws_cfg_default(&a);
    text = pws_cfg_manifest_json(&a, files, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_PTR_NULL(strstr(text, "\"cu\""));
    CU_ASSERT_PTR_NULL(strstr(text, "lane_gate"));
    char *old = malloc(strlen(text) + 64);
    CU_ASSERT_PTR_NOT_NULL_FATAL(old);
    const char *cut = strstr(text, "\t\"fetch_width\"");
    CU_ASSERT_PTR_NOT_NULL_FATAL(cut);
    const char *keys[] = { "\t\"lane_gate\":\t\"clock\",\n\t\"cu\":\t\"pipe\",\n",
                           "\t\"lane_gate\":\t\"none\",\n\t\"cu\":\t\"pipe\",\n",
                           "\t\"lane_gate\":\t\"clock\",\n\t\"cu\":\t\"fsm\",\n",
                           "\t\"lane_gate\":\t\"clock\",\n" };
    for (int i = 0; i < 4; i++) {
        sprintf(old, "%.*s%s%s", (int)(cut - text), text, keys[i], cut);
        char *gen = strstr(old, PWS_GEN_VERSION);
        CU_ASSERT_PTR_NOT_NULL_FATAL(gen);
        memcpy(gen, "0.1.0", 5);   /* (the same length) */
        memset(&b, 0xab, sizeof b);
        int rc = parse_quiet(old, &b, 1);
        CU_ASSERT_EQUAL(rc, i < 2 ? 0 : PWS_EPARSE);
        if (i < 2)
            CU_ASSERT_EQUAL(memcmp(&a, &b, sizeof a), 0);
    }
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json: error: written for the multi-cycle CU, which was "
                           "removed; generate this configuration again with pws gen");
    sprintf(old, "%.*s%s%s", (int)(cut - text), text, keys[2], cut);
    CU_ASSERT_EQUAL(parse_quiet(old, &b, 1), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json: error: \"cu\" must be \"pipe\": the multi-cycle "
                           "CU was removed; generate this configuration again with pws gen");
    free(old);
    free(text);
    /* a configuration file: "cu": "pipe" reads, "lane_gate" is refused */
    pws_cfg_default(&a);
    b = a;
    CU_ASSERT_EQUAL(parse_quiet("{\"cu\": \"pipe\", \"simds\": 2}", &b, 0), 0);
    CU_ASSERT_EQUAL(b.simds, 2);
    CU_ASSERT_EQUAL(parse_quiet("{\"lane_gate\": \"none\"}", &b, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json: error: \"lane_gate\": the lane clock gate was the "
                           "multi-cycle CU's and was removed with it");
    CU_ASSERT_EQUAL(parse_quiet("{\"cu\": \"fsm\"}", &b, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json: error: \"cu\" must be \"pipe\": the multi-cycle "
                           "CU was removed");
}

/* --ops and --imem-dwords: the subset's rendering in flags and manifest, by hand from the
 * table order of golden/isa_ops.def (s_endpgm is row 167, v_add_u32 row 224). */
static void test_op_subset(void)
{
    pws_cfg a, b;
    pws_cfg_default(&a);
    CU_ASSERT_TRUE(pws_cfg_has_op(&a, ISA_v_mul_lo_u32));
    CU_ASSERT_FALSE(pws_cfg_has_op(&a, ISA_INVALID));
    CU_ASSERT_EQUAL(pws_cfg_set_ops(&a, "v_add_u32,s_endpgm"), 0);
    CU_ASSERT_TRUE(pws_cfg_has_op(&a, ISA_v_add_u32));
    CU_ASSERT_TRUE(pws_cfg_has_op(&a, ISA_s_endpgm));
    CU_ASSERT_FALSE(pws_cfg_has_op(&a, ISA_v_mul_lo_u32));
    char buf[PWS_CFG_FLAGS_MAX];
    CU_ASSERT_EQUAL(pws_cfg_ops_text(&a, buf, sizeof buf), 18);
    CU_ASSERT_STRING_EQUAL(buf, "s_endpgm,v_add_u32");
    a.imem_dwords = 256;
    pws_cfg_flags(&a, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "--cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 --vgprs 64 "
                                "--sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 3 "
                                "--split pws --imem-dwords 256 --ops s_endpgm,v_add_u32");
    a.vmem_queue = 8;   /* shown only when set, after --smem-queue */
    pws_cfg_flags(&a, buf, sizeof buf);
    CU_ASSERT_STRING_EQUAL(buf, "--cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 --vgprs 64 "
                                "--sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 3 "
                                "--split pws --imem-dwords 256 --vmem-queue 8 --ops s_endpgm,v_add_u32");
    a.vmem_queue = 0;
    CU_ASSERT_EQUAL(pws_cfg_validate(&a), 0);
    /* the manifest carries the subset as an array and reads back to the same struct */
    const char *files[] = { "x.v" };
    char *text = pws_cfg_manifest_json(&a, files, 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\"imem_dwords\":\t256,\n\t\"smem_queue\":\t16,\n"
                                    "\t\"vmem_queue\":\t0,\n\t\"fetch_width\":\t2,\n\t\"ibuf_depth\":\t4,\n"
                                    "\t\"mem_insts\":\t2,\n\t\"vrf_reads\":\t3,\n"
                                    "\t\"ops\":\t[\"s_endpgm\", \"v_add_u32\"]"));
    memset(&b, 0xab, sizeof b);
    CU_ASSERT_EQUAL(parse_quiet(text, &b, 1), 0);
    CU_ASSERT_EQUAL(memcmp(&a, &b, sizeof a), 0);
    free(text);
    /* "all" clears it; flags of the whole ISA have no --ops */
    CU_ASSERT_EQUAL(pws_cfg_set_ops(&a, "all"), 0);
    CU_ASSERT_EQUAL(a.op_subset, 0);
    CU_ASSERT_EQUAL(pws_cfg_ops_text(&a, buf, sizeof buf), 0);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(pws_cfg_set_ops(&a, "v_add_u32,v_frobnicate"), PWS_EUSAGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --ops: unknown mnemonic 'v_frobnicate'");
    CU_ASSERT_EQUAL(pws_cfg_set_ops(&a, "v_add_u32,,s_endpgm"), PWS_EUSAGE);
    CU_ASSERT_EQUAL(pws_cfg_set_ops(&a, "v_add_u32"), 0);
    CU_ASSERT_EQUAL(pws_cfg_validate(&a), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --ops without s_endpgm: no kernel could end");
    pws_cfg_default(&a);
    a.imem_dwords = 1000;
    CU_ASSERT_EQUAL(pws_cfg_validate(&a), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --imem-dwords 1000 must be a power of two");
    a.imem_dwords = 32;
    CU_ASSERT_EQUAL(pws_cfg_validate(&a), PWS_ERANGE);
    diag_set_quiet(0);
}

static void test_manifest_errors(void)
{
    pws_cfg c, keep;
    pws_cfg_default(&c);
    keep = c;
    char *text = pws_cfg_manifest_json(&c, NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_EQUAL(parse_quiet("[1, 2]", &c, 1), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json: error: not a JSON object");
    CU_ASSERT_EQUAL(parse_quiet("{\"cus\": 1,\n\"simds\": }", &c, 1), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json:2: error: invalid JSON");
    CU_ASSERT_EQUAL(parse_quiet("{\"cus\": 1}", &c, 1), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json: error: missing \"simds\"");
    /* a manifest without fp32 (made before the option existed) is incomplete like any other */
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "\t\"fp32\":\t\"full\",\n"));
    char *nofp = strdup(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(nofp);
    char *fpk = strstr(nofp, "\t\"fp32\"");
    CU_ASSERT_PTR_NOT_NULL_FATAL(fpk);
    memmove(fpk, strchr(fpk, '\n') + 1, strlen(strchr(fpk, '\n') + 1) + 1);
    CU_ASSERT_EQUAL(parse_quiet(nofp, &c, 1), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "m.json: error: missing \"fp32\"");
    free(nofp);
    /* a changed ISA digest: the manifest was made by a build with another table */
    char *p = strstr(text, "\"isa_digest\":\t\"");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    p += strlen("\"isa_digest\":\t\"");
    *p = *p == '0' ? '1' : '0';
    CU_ASSERT_EQUAL(parse_quiet(text, &c, 1), PWS_EPARSE);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_last(), "\"isa_digest\" differs"));
    free(text);
    CU_ASSERT_EQUAL(memcmp(&c, &keep, sizeof c), 0);   /* unchanged on error */

    /* configuration files: partial, but unknown keys and bad values are refused */
    CU_ASSERT_EQUAL(parse_quiet("{\"wave\": 16, \"lanes\": 16, \"split\": \"none\", "
                                "\"spsimds\": 0}", &c, 0), 0);
    CU_ASSERT_EQUAL(c.wave, 16);
    CU_ASSERT_EQUAL(c.lanes, 16);
    CU_ASSERT_EQUAL(c.split, PWS_SPLIT_NONE);
    CU_ASSERT_EQUAL(c.simds, 4);   /* untouched */
    CU_ASSERT_EQUAL(parse_quiet("{\"lane\": 16}", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json: error: unknown key \"lane\"");
    CU_ASSERT_EQUAL(parse_quiet("{\"wave\": 16.5}", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json: error: \"wave\" must be a non-negative integer");
    CU_ASSERT_EQUAL(parse_quiet("{\"wave\": \"16\"}", &c, 0), PWS_EPARSE);
    CU_ASSERT_EQUAL(parse_quiet("{\"split\": \"PWS\"}", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "c.json: error: \"split\" must be \"none\", \"dws\" or \"pws\"");
    CU_ASSERT_EQUAL(parse_quiet("{\"fp32\": 0}", &c, 0), PWS_EPARSE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "c.json: error: \"fp32\" must be \"full\" or \"none\"");
    CU_ASSERT_EQUAL(parse_quiet("{\"fp32\": \"None\"}", &c, 0), PWS_EPARSE);
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_FULL);
    CU_ASSERT_EQUAL(parse_quiet("{\"fp32\": \"none\"}", &c, 0), 0);
    CU_ASSERT_EQUAL(c.fp32, PWS_FP32_NONE);
    /* a manifest passes validation too: wave 48 is refused even if the file is well-formed */
    pws_cfg_default(&keep);
    keep.wave = 48;
    text = pws_cfg_manifest_json(&keep, NULL, 0);
    CU_ASSERT_EQUAL(parse_quiet(text, &c, 1), PWS_ERANGE);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: --wave 48 must be a power of two");
    free(text);
    diag_set_quiet(1);
    CU_ASSERT_EQUAL(pws_cfg_read_manifest("/nonexistent/pws_manifest.json", &c), PWS_EIO);
    CU_ASSERT_EQUAL(pws_cfg_read_config("/nonexistent/cfg.json", &c), PWS_EIO);
    diag_set_quiet(0);
}

static void test_keywords(void)
{
    CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword("wire"), 1);
    CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword("localparam"), 1);
    CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword("xor"), 1);
    CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword("Wire"), 0);   /* Verilog is case-sensitive */
    CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword("logic"), 0);  /* SystemVerilog only */
    /* no parameter of the table is one, in either spelling it is used under */
    for (size_t i = 0; i < pws_cfg_nparams(); i++) {
        CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword(pws_cfg_param_at(i)->vname), 0);
        CU_ASSERT_EQUAL(pws_cfg_is_verilog_keyword(pws_cfg_param_at(i)->key), 0);
    }
}

static void test_digest(void)
{
    char a[17], b[17];
    pws_cfg_isa_digest(a);
    pws_cfg_isa_digest(b);
    CU_ASSERT_STRING_EQUAL(a, b);
    CU_ASSERT_EQUAL(strlen(a), 16);
    CU_ASSERT_EQUAL(strspn(a, "0123456789abcdef"), 16);
}

static void test_emit_lines(void)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    emit_ctx *e = emit_on_stream(f, "pws_x.v", EMIT_VERILOG);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    pws_cfg c;
    pws_cfg_default(&c);
    emit_header(e, "docs/x.md", "What it is.", &c);
    emit_line(e, "module pws_x (");
    emit_push(e);
    emit_line(e, "input wire [%u:0] a_i", 7u);
    emit_blank(e);
    emit_push(e);
    emit_text(e, "b\n\nc");
    emit_pop(e);
    emit_pop(e);
    emit_line(e, ");");
    CU_ASSERT_STRING_EQUAL(emit_name(e), "pws_x.v");
    CU_ASSERT_EQUAL(emit_close(e), 0);
    fclose(f);
    const char *want =
        "// pws_x.v -- GENERATED by `pws gen --cus 1 --simds 4 --contexts 10 --wave 64 --lanes 16 "
        "--vgprs 64 --sgprs 102 --lds-bytes 65536 --mem-latency 20 --spsimds 3 --split pws` "
        "(generator " PWS_GEN_VERSION "); do not edit.\n"
        "// Spec: docs/x.md\n"
        "// What it is.\n"
        "// Config: NumCus=1 NumSimds=4 NumContexts=10 WavefrontSize=64 SimdWidth=16 NumVgprs=64 "
        "NumSgprs=102 LdsBytes=65536 MemLatency=20 NumSpSimd=3 SplitMode=2 CommitPort=1 "
        "Fp32Units=1 ImemWords=4096 SmemQueue=16 VmemQueue=0 FetchWidth=2 "
        "IbufDepth=4 MemInsts=2 VrfReads=3\n"
        "module pws_x (\n"
        "  input wire [7:0] a_i\n"
        "\n"
        "    b\n"
        "\n"
        "    c\n"
        ");\n";
    CU_ASSERT_STRING_EQUAL(buf, want);
    free(buf);

    /* JSON takes no comment header; a line longer than the internal buffer is printed whole */
    buf = NULL;
    f = open_memstream(&buf, &len);
    e = emit_on_stream(f, "m.json", EMIT_JSON);
    emit_header(e, "docs/x.md", "What it is.", &c);
    char big[1500];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    emit_line(e, "%s", big);
    CU_ASSERT_EQUAL(emit_close(e), 0);
    fclose(f);
    CU_ASSERT_EQUAL(len, sizeof big);   /* 1499 x + newline */
    free(buf);
}

static void test_emit_errors(void)
{
    diag_set_quiet(1);
    CU_ASSERT_PTR_NULL(emit_open("/nonexistent/dir", "a.v", EMIT_VERILOG));
    CU_ASSERT_STRING_EQUAL(diag_last(),
                           "error: cannot write '/nonexistent/dir/a.v': No such file or directory");
    /* /dev/full accepts the open and fails the write: the first error is kept and returned */
    emit_ctx *e = emit_open("/dev", "full", EMIT_VERILOG);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    for (int i = 0; i < 2000; i++)
        emit_line(e, "line %d of a file larger than any stdio buffer", i);
    CU_ASSERT_EQUAL(emit_status(e), PWS_EIO);
    CU_ASSERT_EQUAL(emit_close(e), PWS_EIO);
    CU_ASSERT_STRING_EQUAL(diag_last(), "error: cannot write '/dev/full': No space left on device");
    CU_ASSERT_EQUAL(emit_close(NULL), 0);
    diag_set_quiet(0);
}

/* A module body written to memory, then the ISA localparams it uses (rtl_gen/emit_isa.c): names
 * in comments and names outside the table are not declared. Values by hand: v_add_f32 is VOP2
 * opcode 1, so its VOP3 opcode is 0x100 + 1 = 0x101 (llvm-mc -mcpu=fiji: v_add_f32_e64 encodes as
 * 0xd1010000, bits 25:16 = 0x101); FMT_VOP1 is the 8th isa_fmt (7) and CLS_SALU the first class
 * (0), 13 formats and 9 classes need 4 bits; vcc_lo is operand code 106 (docs/isa_encoding.md);
 * op ids 0..ISA_NUM_OPS (OP_INVALID) need 9 bits while the table has 256..511 ops. */
static void test_emit_isa_params(void)
{
    emit_ctx *b = emit_open_buffer("body", EMIT_VERILOG);
    CU_ASSERT_PTR_NOT_NULL_FATAL(b);
    CU_ASSERT_STRING_EQUAL(emit_buffer_text(b), "");
    emit_line(b, "x = OP_V_ADD_F32;  // OP_S_NOP only in a comment");
    emit_push(b);
    emit_line(b, "/* OMOD_MUL2 */ y = OMOD_NONE + SRC_VCC_LO + FMT_VOP1 + CLS_SALU;");
    emit_pop(b);
    emit_line(b, "z = OPC3_V_ADD_F32 + 9'd5 + OP_NO_SUCH_OP;");
    const char *body = emit_buffer_text(b);
    CU_ASSERT_STRING_EQUAL(body,
                           "x = OP_V_ADD_F32;  // OP_S_NOP only in a comment\n"
                           "  /* OMOD_MUL2 */ y = OMOD_NONE + SRC_VCC_LO + FMT_VOP1 + CLS_SALU;\n"
                           "z = OPC3_V_ADD_F32 + 9'd5 + OP_NO_SUCH_OP;\n");

    CU_ASSERT_TRUE_FATAL(ISA_NUM_OPS >= 256 && ISA_NUM_OPS <= 511);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    emit_ctx *e = emit_on_stream(f, "pws_x.v", EMIT_VERILOG);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    emit_push(e);
    pws_cfg full;
    pws_cfg_default(&full);
    CU_ASSERT_EQUAL(emit_isa_params(e, &full, body), 0);
    CU_ASSERT_EQUAL(emit_close(e), 0);
    CU_ASSERT_EQUAL(emit_close(b), 0);
    fclose(f);
    char want[1024];
    snprintf(want, sizeof want,
             "  // Op ids: the isa_op enum values (golden/isa_ops.def row order); OP_INVALID = the "
             "number of ops.\n"
             "  localparam [OpWidth-1:0] OP_V_ADD_F32 = 9'd%d;\n"
             "  // Opcodes: OPC_<op> = the native opcode field (its format's width), OPC3_<op> = "
             "the VOP3 (_e64) opcode.\n"
             "  localparam [9:0] OPC3_V_ADD_F32 = 10'h101;\n"
             "  // Encoding formats (isa_fmt).\n"
             "  localparam [FmtWidth-1:0] FMT_VOP1 = 4'd7;\n"
             "  // Semantic classes (isa_class; vector classes last).\n"
             "  localparam [ClsWidth-1:0] CLS_SALU = 4'd0;\n"
             "  // Operand codes (docs/isa_encoding.md section 2).\n"
             "  localparam [OpndWidth-1:0] SRC_VCC_LO = 10'd106;  "
             "// vcc_lo (vcc as a 64-bit operand)\n"
             "  // VOP3 output modifier (omod field).\n"
             "  localparam [1:0] OMOD_NONE = 2'd0;\n",
             (int)isa_lookup("v_add_f32"));
    CU_ASSERT_STRING_EQUAL(buf, want);
    free(buf);

    /* An op subset's ids: its ops first in row order, OP_INVALID, then the rest (s_endpgm's row
     * comes before v_add_f32's, v_add_u16 is not in the subset). Without one: the enum. */
    pws_cfg sub;
    pws_cfg_default(&sub);
    CU_ASSERT_EQUAL_FATAL(pws_cfg_set_ops(&sub, "v_add_f32,s_endpgm"), 0);
    CU_ASSERT_TRUE(ISA_s_endpgm < ISA_v_add_f32);
    CU_ASSERT_EQUAL(emit_isa_op_id(&sub, ISA_s_endpgm), 0);
    CU_ASSERT_EQUAL(emit_isa_op_id(&sub, ISA_v_add_f32), 1);
    CU_ASSERT_EQUAL(emit_isa_op_id(&sub, ISA_INVALID), 2);
    CU_ASSERT_TRUE(emit_isa_op_id(&sub, ISA_v_add_u16) > 2);
    CU_ASSERT_TRUE(emit_isa_op_id(&sub, ISA_v_add_u16) <= ISA_NUM_OPS);
    CU_ASSERT_EQUAL(emit_isa_op_id(&full, ISA_v_add_u16), ISA_v_add_u16);
    CU_ASSERT_EQUAL(emit_isa_op_id(&full, ISA_INVALID), ISA_NUM_OPS);
}

void suite_cfg(void)
{
    CU_pSuite s = CU_add_suite("cfg", NULL, NULL);
    CU_add_test(s, "defaults", test_defaults);
    CU_add_test(s, "validation errors", test_validate_errors);
    CU_add_test(s, "flags", test_flags);
    CU_add_test(s, "a configuration is strict JSON", test_config_strict_json);
    CU_add_test(s, "manifest round trip", test_manifest_round_trip);
    CU_add_test(s, "op subset and instruction RAM size", test_op_subset);
    CU_add_test(s, "manifest and config errors", test_manifest_errors);
    CU_add_test(s, "Verilog keywords", test_keywords);
    CU_add_test(s, "ISA digest", test_digest);
    CU_add_test(s, "emit lines and header", test_emit_lines);
    CU_add_test(s, "emit I/O errors", test_emit_errors);
    CU_add_test(s, "emit buffer and ISA localparams", test_emit_isa_params);
}
