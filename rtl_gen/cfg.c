/* rtl_gen/cfg.c -- the configuration table, its validation, flags and the JSON manifest.
 *
 * Everything keys on params[] below: the flag parser, the validator's range checks, the manifest
 * writer/reader and the pws_config.h / pws_config.vh emitters all walk it, so a parameter exists
 * in every rendering or in none. Cross-parameter rules (lanes divide wave, split needs S) are the
 * only checks written by hand; docs/config.md states each one with its reason. */
#include "cfg.h"

#include "asm.h"
#include "diag.h"
#include "isa.h"
#include "kernel.h"
#include "pws_err.h"

#include <cjson/cJSON.h>

#include "json_doc.h"
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define P(key, json, vname, cname, field, lo, hi, def, doc) \
    { key, json, vname, "PWS_CFG_" cname, doc, offsetof(pws_cfg, field), lo, hi, def }

/* Order = the order of every rendering (flags, manifest, headers); append new rows at the end. */
static const pws_cfg_param params[] = {
    P("cus",         "cus",         "NumCus",        "CUS",         cus,         1, 16,    1,
      "compute units"),
    P("simds",       "simds",       "NumSimds",      "SIMDS",       simds,       1, 8,     4,
      "SIMDs per CU"),
    P("contexts",    "contexts",    "NumContexts",   "CONTEXTS",    contexts,    1, 16,    10,
      "wavefront contexts per SIMD"),
    P("wave",        "wave",        "WavefrontSize", "WAVE",        wave,        4, 64,    64,
      "work-items per wavefront"),
    P("lanes",       "lanes",       "SimdWidth",     "LANES",       lanes,       2, 64,    16,
      "VALU lanes per SIMD (a VALU op takes wave/lanes cycles)"),
    P("vgprs",       "vgprs",       "NumVgprs",      "VGPRS",       vgprs,       1, 256,   64,
      "VGPRs per context, per lane"),
    P("sgprs",       "sgprs",       "NumSgprs",      "SGPRS",       sgprs,       16, 102,  102,
      "SGPRs per context"),
    P("lds-bytes",   "lds_bytes",   "LdsBytes",      "LDS_BYTES",   lds_bytes,   256, 65536, 65536,
      "LDS bytes per CU"),
    P("mem-latency", "mem_latency", "MemLatency",    "MEM_LATENCY", mem_latency, 1, 1000,  20,
      "cycles of the global memory port"),
    P("spsimds",     "spsimds",     "NumSpSimd",     "SPSIMDS",     spsimds,     0, 63,    3,
      "SWF contexts per wavefront besides its own (S)"),
    P("split",       "split",       "SplitMode",     "SPLIT",       split,       0, 2,     2,
      "split mode: 0 none, 1 dws, 2 pws"),
    P("commit-port", "commit_port", "CommitPort",    "COMMIT_PORT", commit_port, 0, 1,     1,
      "1: retire/commit port for cosim present; 0: removed (FPGA)"),
    P("fp32",        "fp32",        "Fp32Units",     "FP32",        fp32,        0, 1,     1,
      "FP32 units in the VALU lanes: 0 none (integer-only), 1 full"),
    P("imem-dwords", "imem_dwords", "ImemWords",     "IMEM_DWORDS", imem_dwords, 64, 65536, 4096,
      "instruction RAM dwords per CU"),
    P("smem-queue",  "smem_queue",  "SmemQueue",     "SMEM_QUEUE",  smem_queue,  2, 64,    16,
      "scalar-load dwords in flight per unit (a power of two)"),
    P("vmem-queue",  "vmem_queue",  "VmemQueue",     "VMEM_QUEUE",  vmem_queue,  0, 64,    0,
      "FLAT-load lane dwords in flight per unit (0: 16; else a power of two)"),
    P("fetch-width", "fetch_width", "FetchWidth",    "FETCH_WIDTH", fetch_width, 1, 2,     2,
      "instructions a fetch pick decodes (its decoders per fetch port)"),
    P("ibuf-depth",  "ibuf_depth",  "IbufDepth",     "IBUF_DEPTH",  ibuf_depth,  2, 64,    4,
      "instruction buffer entries per context (a power of two)"),
    P("mem-insts",   "mem_insts",   "MemInsts",      "MEM_INSTS",   mem_insts,   1, 8,     2,
      "instructions a memory unit holds (a power of two)"),
    P("vrf-reads",   "vrf_reads",   "VrfReads",      "VRF_READS",   vrf_reads,   1, 3,     3,
      "VRF read ports a SIMD: 3 (a copy per VALU source, and the rows'), 1 (one, shared)"),
};
#undef P

#define NPARAMS (sizeof params / sizeof params[0])

static const char *const split_names[] = { "none", "dws", "pws" };
static const char *const fp32_names[] = { "none", "full" };   /* index = pws_fp32 */

/* Parameters whose flag and JSON values are names (the value is the name's index), with the
 * wording of their error messages. */
typedef struct named_param {
    size_t offset;
    const char *const *names;
    unsigned n;
    const char *choices;        /* "none, dws or pws" */
    const char *json_choices;   /* "\"none\", \"dws\" or \"pws\"" */
} named_param;

static const named_param named_params[] = {
    { offsetof(pws_cfg, split), split_names, 3, "none, dws or pws",
      "\"none\", \"dws\" or \"pws\"" },
    { offsetof(pws_cfg, fp32), fp32_names, 2, "full or none", "\"full\" or \"none\"" },
};

static const named_param *named_of(const pws_cfg_param *p)
{
    for (size_t i = 0; i < sizeof named_params / sizeof named_params[0]; i++)
        if (named_params[i].offset == p->offset)
            return &named_params[i];
    return NULL;
}

/* Index of value in np's names, or np->n if it is none of them. */
static unsigned name_index(const named_param *np, const char *value)
{
    unsigned k = 0;
    while (k < np->n && strcmp(value, np->names[k]))
        k++;
    return k;
}

/* Verilog-2005 keywords (IEEE 1364-2005 Annex B) that a generated identifier must never be. */
static const char *const verilog_keywords[] = {
    "always", "and", "assign", "automatic", "begin", "buf", "bufif0", "bufif1", "case", "casex",
    "casez", "cell", "cmos", "config", "deassign", "default", "defparam", "design", "disable",
    "edge", "else", "end", "endcase", "endconfig", "endfunction", "endgenerate", "endmodule",
    "endprimitive", "endspecify", "endtable", "endtask", "event", "for", "force", "forever",
    "fork", "function", "generate", "genvar", "highz0", "highz1", "if", "ifnone", "incdir",
    "include", "initial", "inout", "input", "instance", "integer", "join", "large", "liblist",
    "library", "localparam", "macromodule", "medium", "module", "nand", "negedge", "nmos", "nor",
    "noshowcancelled", "not", "notif0", "notif1", "or", "output", "parameter", "pmos", "posedge",
    "primitive", "pull0", "pull1", "pulldown", "pullup", "pulsestyle_onevent",
    "pulsestyle_ondetect", "rcmos", "real", "realtime", "reg", "release", "repeat", "rnmos",
    "rpmos", "rtran", "rtranif0", "rtranif1", "scalared", "showcancelled", "signed", "small",
    "specify", "specparam", "strong0", "strong1", "supply0", "supply1", "table", "task", "time",
    "tran", "tranif0", "tranif1", "tri", "tri0", "tri1", "triand", "trior", "trireg", "unsigned",
    "use", "uwire", "vectored", "wait", "wand", "weak0", "weak1", "while", "wire", "wor", "xnor",
    "xor",
};

size_t pws_cfg_nparams(void) { return NPARAMS; }
const pws_cfg_param *pws_cfg_param_at(size_t i) { return &params[i]; }

unsigned pws_cfg_get(const pws_cfg *c, const pws_cfg_param *p)
{
    return *(const unsigned *)((const char *)c + p->offset);
}

static void put(pws_cfg *c, const pws_cfg_param *p, unsigned v)
{
    *(unsigned *)((char *)c + p->offset) = v;
}

static const pws_cfg_param *find_param(const char *key)
{
    for (size_t i = 0; i < NPARAMS; i++)
        if (!strcmp(params[i].key, key))
            return &params[i];
    return NULL;
}

const char *pws_split_name(unsigned split)
{
    return split < 3 ? split_names[split] : "?";
}

const char *pws_fp32_name(unsigned fp32)
{
    return fp32 < 2 ? fp32_names[fp32] : "?";
}

void pws_cfg_default(pws_cfg *c)
{
    memset(c, 0, sizeof *c);
    for (size_t i = 0; i < NPARAMS; i++)
        put(c, &params[i], params[i].def);
}

static int is_pow2(unsigned v) { return v && !(v & (v - 1)); }

int pws_cfg_is_verilog_keyword(const char *name)
{
    for (size_t i = 0; i < sizeof verilog_keywords / sizeof verilog_keywords[0]; i++)
        if (!strcmp(verilog_keywords[i], name))
            return 1;
    return 0;
}

int pws_cfg_validate(const pws_cfg *c)
{
    for (size_t i = 0; i < NPARAMS; i++) {
        const pws_cfg_param *p = &params[i];
        unsigned v = pws_cfg_get(c, p);
        /* The names become Verilog identifiers; a keyword there would only show up as a
         * baffling syntax error in a simulator, so refuse it here (STYLE.md section 4). */
        if (pws_cfg_is_verilog_keyword(p->vname) || pws_cfg_is_verilog_keyword(p->key))
            return diag(NULL, PWS_ERANGE, "parameter name '%s' is a Verilog keyword", p->vname);
        if (v < p->min || v > p->max) {
            const named_param *np = named_of(p);
            if (np)
                return diag(NULL, PWS_ERANGE, "--%s %u is not %s", p->key, v, np->choices);
            if (p->offset == offsetof(pws_cfg, commit_port))
                return diag(NULL, PWS_ERANGE, "commit_port %u must be 0 or 1", v);
            return diag(NULL, PWS_ERANGE, "--%s %u is out of range %u..%u", p->key, v, p->min,
                        p->max);
        }
    }
    /* Lane and wave counts size bit vectors and the wave/lanes cycle counter: powers of two. */
    if (!is_pow2(c->wave))
        return diag(NULL, PWS_ERANGE, "--wave %u must be a power of two", c->wave);
    if (!is_pow2(c->lanes))
        return diag(NULL, PWS_ERANGE, "--lanes %u must be a power of two", c->lanes);
    if (c->wave % c->lanes)
        return diag(NULL, PWS_ERANGE, "--lanes %u must divide --wave %u", c->lanes, c->wave);
    /* The LDS is one block RAM array addressed by byte; DS offsets wrap at a power of two. */
    if (!is_pow2(c->lds_bytes))
        return diag(NULL, PWS_ERANGE, "--lds-bytes %u must be a power of two", c->lds_bytes);
    /* The fetch indexes the instruction RAM with the low bits of the PC's dword index. */
    if (!is_pow2(c->imem_dwords))
        return diag(NULL, PWS_ERANGE, "--imem-dwords %u must be a power of two", c->imem_dwords);
    /* The scalar loads in flight are a ring indexed by pointer bits (pws_smem_queue). */
    if (!is_pow2(c->smem_queue))
        return diag(NULL, PWS_ERANGE, "--smem-queue %u must be a power of two", c->smem_queue);
    /* likewise the vector loads in flight (pws_load_queue); 0 has no queue at all */
    if (c->vmem_queue == 1 || (c->vmem_queue && !is_pow2(c->vmem_queue)))
        return diag(NULL, PWS_ERANGE, "--vmem-queue %u must be 0 or a power of two from 2",
                    c->vmem_queue);
    /* The instruction buffers are rings indexed by pointer bits (pws_wave_buf), and a pick
     * needs room for its whole fetch: more entries than that, so that the next pick overlaps
     * the issue of the one before (wcet/fetch_stream.h). */
    if (!is_pow2(c->ibuf_depth) || c->ibuf_depth <= c->fetch_width)
        return diag(NULL, PWS_ERANGE, "--ibuf-depth %u must be a power of two above --fetch-width %u",
                    c->ibuf_depth, c->fetch_width);
    if (c->op_subset && !pws_cfg_has_op(c, ISA_s_endpgm))
        return diag(NULL, PWS_ERANGE, "--ops without s_endpgm: no kernel could end");
    /* Without splitting, SWF contexts could never be used: dead area, most likely a mistake.
     * dws/pws with S = 0 is legal: every s_split is a null split (docs/isa.md section 4). */
    if (c->split == PWS_SPLIT_NONE && c->spsimds)
        return diag(NULL, PWS_ERANGE, "--spsimds %u needs --split dws or pws", c->spsimds);
    /* One VRF read port: its RAM folds the pass groups into its depth, which PWS's lane RAMs
     * (an address per wave lane, a port per unit) cannot share; its per-instruction read
     * cycles (up to 6 a pass) and a row's P cycles (up to 9 rows behind one issue) keep the
     * issue stage's counters within 8 bits up to 16 passes. */
    if (c->vrf_reads != 1 && c->vrf_reads != 3)
        return diag(NULL, PWS_ERANGE, "--vrf-reads %u must be 1 or 3", c->vrf_reads);
    if (c->vrf_reads == 1 && c->split == PWS_SPLIT_PWS)
        return diag(NULL, PWS_ERANGE, "--vrf-reads 1 is not built for --split pws (its VRF has a port per SpSIMD unit)");
    if (c->vrf_reads == 1 && c->wave / c->lanes > 16)
        return diag(NULL, PWS_ERANGE, "--vrf-reads 1 needs at most 16 passes (--wave %u / --lanes %u)",
                    c->wave, c->lanes);
    /* a memory unit's instructions are a ring indexed by pointer bits */
    if (!is_pow2(c->mem_insts))
        return diag(NULL, PWS_ERANGE, "--mem-insts %u must be a power of two", c->mem_insts);
    return 0;
}

static int parse_uint(const char *s, unsigned *out)
{
    if (!s || *s < '0' || *s > '9')
        return -1;
    errno = 0;
    char *end;
    unsigned long v = strtoul(s, &end, 10);
    if (errno || *end || v > 0xffffffffUL)
        return -1;
    *out = (unsigned)v;
    return 0;
}

int pws_cfg_flag_status(int rc)
{
    return rc == PWS_EUSAGE ? 2 : 3;
}

/* The multi-cycle CU's parameters, removed with it (docs/config.md "Removed parameters"): --cu
 * may still name the pipelined CU, the only one (older commands and files run unchanged); the
 * multi-cycle CU and its lane clock gate are refused, since no RTL of them is generated. */
static int retired_flag(const char *name, const char *value)
{
    if (!strcmp(name, "cu") && !strcmp(value, "pipe"))
        return 0;
    if (!strcmp(name, "cu"))
        return diag(NULL, PWS_EUSAGE, "--cu %s: the multi-cycle CU was removed; the pipelined CU "
                    "(docs/microarchitecture.md) is the only one, and --cu is not needed", value);
    return diag(NULL, PWS_EUSAGE, "--lane-gate: the lane clock gate was the multi-cycle CU's and "
                "was removed with it");
}

int pws_cfg_set_flag(pws_cfg *c, const char *name, const char *value, int *used)
{
    *used = 0;
    if (!strcmp(name, "no-commit-port")) {
        c->commit_port = 0;
        return 0;
    }
    if (!strcmp(name, "ops") || !strcmp(name, "ops-of")) {
        if (!value)
            return diag(NULL, PWS_EUSAGE, "option '--%s' needs a value", name);
        *used = 1;
        return name[3] ? pws_cfg_set_ops_of(c, value) : pws_cfg_set_ops(c, value);
    }
    if (!strcmp(name, "cu") || !strcmp(name, "lane-gate")) {
        if (!value)
            return diag(NULL, PWS_EUSAGE, "option '--%s' needs a value", name);
        *used = 1;
        return retired_flag(name, value);
    }
    const pws_cfg_param *p = find_param(name);
    if (!p || p->offset == offsetof(pws_cfg, commit_port))
        return diag(NULL, PWS_EUSAGE, "unknown option '--%s'", name);
    if (!value)
        return diag(NULL, PWS_EUSAGE, "option '--%s' needs a value", name);
    *used = 1;
    const named_param *np = named_of(p);
    if (np) {
        unsigned k = name_index(np, value);
        if (k == np->n)
            return diag(NULL, PWS_EUSAGE, "--%s '%s' is not %s", name, value, np->choices);
        put(c, p, k);
        /* S not given: it follows the mode (0 under none; the default under dws and pws) */
        if (p->offset == offsetof(pws_cfg, split) && !c->spsimds_given)
            c->spsimds = k == PWS_SPLIT_NONE ? 0 : find_param("spsimds")->def;
        return 0;
    }
    unsigned v;
    if (parse_uint(value, &v))
        return diag(NULL, PWS_EUSAGE, "--%s '%s' is not a non-negative integer", name, value);
    put(c, p, v);
    c->spsimds_given |= p->offset == offsetof(pws_cfg, spsimds);
    return 0;
}

/* Parameters added after the first manifests: at their default they are left out of the flags
 * (a configuration's command reads as it did before they existed), and a manifest without them
 * means the default, which is what the RTL of that time had (a fetch of two instructions a pick
 * into buffers of four, memory units of two instructions each, three VRF read ports; the
 * manifests without the first three, --imem-dwords, --smem-queue and --vmem-queue, were written
 * for the multi-cycle CU and are refused before, retired_keys). */
static int added_later(const pws_cfg_param *p)
{
    return p->offset == offsetof(pws_cfg, imem_dwords) || p->offset == offsetof(pws_cfg, smem_queue)
           || p->offset == offsetof(pws_cfg, vmem_queue)
           || p->offset == offsetof(pws_cfg, fetch_width) || p->offset == offsetof(pws_cfg, ibuf_depth)
           || p->offset == offsetof(pws_cfg, mem_insts) || p->offset == offsetof(pws_cfg, vrf_reads);
}

static int is_retired_key(const char *k)
{
    return !strcmp(k, "cu") || !strcmp(k, "lane_gate");
}

/* The same for a JSON file: "cu" may only be "pipe"; "lane_gate" is accepted in a manifest
 * (generator 0.1.0 wrote it for the pipelined CU too, where it did nothing) and refused in a
 * configuration file; a 0.1.0 manifest without "cu" was written for the multi-cycle CU. */
static int retired_keys(const cJSON *root, const diag_loc *loc, int strict)
{
    const cJSON *cu = cJSON_GetObjectItemCaseSensitive(root, "cu");
    const cJSON *gen = cJSON_GetObjectItemCaseSensitive(root, "generator");
    if (cu && !(cJSON_IsString(cu) && !strcmp(cu->valuestring, "pipe")))
        return diag(loc, PWS_EPARSE, "\"cu\" must be \"pipe\": the multi-cycle CU was removed%s",
                    strict ? "; generate this configuration again with pws gen" : "");
    if (!cu && strict && cJSON_IsString(gen) && !strcmp(gen->valuestring, "0.1.0"))
        return diag(loc, PWS_EPARSE, "written for the multi-cycle CU, which was removed; generate "
                    "this configuration again with pws gen");
    if (!strict && cJSON_GetObjectItemCaseSensitive(root, "lane_gate"))
        return diag(loc, PWS_EPARSE, "\"lane_gate\": the lane clock gate was the multi-cycle CU's "
                    "and was removed with it");
    return 0;
}

int pws_cfg_flags(const pws_cfg *c, char *buf, size_t len)
{
    size_t pos = 0;
    for (size_t i = 0; i < NPARAMS; i++) {
        const pws_cfg_param *p = &params[i];
        unsigned v = pws_cfg_get(c, p);
        char tmp[64];
        int n;
        const named_param *np = named_of(p);
        if (p->offset == offsetof(pws_cfg, commit_port)) {
            if (v)
                continue;
            n = snprintf(tmp, sizeof tmp, "%s--no-commit-port", pos ? " " : "");
        } else if (p->offset == offsetof(pws_cfg, fp32) && v == PWS_FP32_FULL) {
            continue;   /* the default: flags of full configurations read as before --fp32 */
        } else if (added_later(p) && v == p->def) {
            continue;   /* likewise for the parameters added later */
        } else if (np) {
            n = snprintf(tmp, sizeof tmp, "%s--%s %s", pos ? " " : "", p->key,
                         v < np->n ? np->names[v] : "?");
        } else {
            n = snprintf(tmp, sizeof tmp, "%s--%s %u", pos ? " " : "", p->key, v);
        }
        if (pos < len)
            snprintf(buf + pos, len - pos, "%s", tmp);
        pos += (size_t)n;
    }
    if (c->op_subset) {
        const char *flag = pos ? " --ops " : "--ops ";
        if (pos < len)
            snprintf(buf + pos, len - pos, "%s", flag);
        pos += strlen(flag);
        pos += (size_t)pws_cfg_ops_text(c, pos < len ? buf + pos : NULL, pos < len ? len - pos : 0);
    }
    if (len && pos >= len)
        buf[len - 1] = '\0';
    else if (len)
        buf[pos] = '\0';
    return (int)pos;
}

/* ---- Op subsets ------------------------------------------------------------------------------ */

unsigned pws_cfg_init_lanes(const pws_cfg *c)
{
    return c->vrf_reads == 1 ? c->lanes : c->wave;
}

int pws_cfg_has_op(const pws_cfg *c, isa_op op)
{
    if ((unsigned)op >= (unsigned)ISA_NUM_OPS)
        return 0;
    return !c->op_subset || (c->ops[op / 64] >> (op % 64) & 1);
}

int pws_cfg_set_ops(pws_cfg *c, const char *list)
{
    uint64_t ops[sizeof c->ops / sizeof c->ops[0]] = {0};
    int any = 0;
    if (!*list)   /* not "the whole ISA": that is --ops all, as an empty "ops" is refused */
        return diag(NULL, PWS_EUSAGE, "--ops '': name at least one mnemonic, or 'all'");
    if (strcmp(list, "all")) {
        for (const char *p = list; *p;) {
            size_t n = strcspn(p, ",");
            char name[64];
            if (n == 0 || n >= sizeof name)
                return diag(NULL, PWS_EUSAGE, "--ops: bad list '%s' (mnemonics separated by commas)",
                            list);
            memcpy(name, p, n);
            name[n] = '\0';
            isa_op op = isa_lookup(name);
            if (op == ISA_INVALID)
                return diag(NULL, PWS_EUSAGE, "--ops: unknown mnemonic '%s'", name);
            ops[op / 64] |= 1ull << (op % 64);
            any = 1;
            p += n + (p[n] == ',');
        }
    }
    memcpy(c->ops, ops, sizeof ops);
    c->op_subset = any;
    return 0;
}

int pws_cfg_set_ops_of(pws_cfg *c, const char *kernel_path)
{
    kernel *k = NULL;
    asm_opts o = {0};
    int rc = asm_file(kernel_path, &o, &k);
    if (rc)
        return rc;
    memset(c->ops, 0, sizeof c->ops);
    for (size_t i = 0; i < k->ncode; i++) {
        isa_inst in;
        if (!k->line[i] || isa_decode(k->code + i, k->ncode - i, &in) <= 0)
            continue;   /* data, or the second dword of an instruction */
        c->ops[in.op / 64] |= 1ull << (in.op % 64);
    }
    kernel_free(k);
    c->op_subset = 1;
    return 0;
}

int pws_cfg_ops_text(const pws_cfg *c, char *buf, size_t len)
{
    size_t pos = 0;
    if (len)
        buf[0] = '\0';
    for (int k = 0; c->op_subset && k < ISA_NUM_OPS; k++) {
        if (!pws_cfg_has_op(c, (isa_op)k))
            continue;
        const char *name = isa_info((isa_op)k)->name;
        if (pos < len)
            snprintf(buf + pos, len - pos, "%s%s", pos ? "," : "", name);
        pos += strlen(name) + (pos ? 1 : 0);
    }
    return (int)pos;
}

/* ---- ISA digest ------------------------------------------------------------------------------ */

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *b = data;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

void pws_cfg_isa_digest(char buf[17])
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (int k = 0; k < ISA_NUM_OPS; k++) {
        const isa_op_info *i = isa_info((isa_op)k);
        /* fields one by one, as fixed-width integers: struct padding must not enter the hash */
        uint32_t f[8] = { (uint32_t)i->fmt, i->opcode, (uint32_t)i->cls, i->dst_dwords,
                          i->src_dwords[0], i->src_dwords[1], i->src_dwords[2], i->flags };
        h = fnv(h, i->name, strlen(i->name) + 1);
        for (int j = 0; j < 8; j++) {
            unsigned char le[4] = { (unsigned char)f[j], (unsigned char)(f[j] >> 8),
                                    (unsigned char)(f[j] >> 16), (unsigned char)(f[j] >> 24) };
            h = fnv(h, le, 4);
        }
    }
    snprintf(buf, 17, "%016llx", (unsigned long long)h);
}

/* ---- Manifest -------------------------------------------------------------------------------- */

char *pws_cfg_manifest_json(const pws_cfg *c, const char *const *files, size_t nfiles)
{
    cJSON *root = cJSON_CreateObject();
    char digest[17];
    pws_cfg_isa_digest(digest);
    int ok = root && cJSON_AddStringToObject(root, "generator", PWS_GEN_VERSION) &&
             cJSON_AddStringToObject(root, "isa_digest", digest);
    for (size_t i = 0; ok && i < NPARAMS; i++) {
        const pws_cfg_param *p = &params[i];
        unsigned v = pws_cfg_get(c, p);
        const named_param *np = named_of(p);
        if (np)
            ok = cJSON_AddStringToObject(root, p->json, v < np->n ? np->names[v] : "?") != NULL;
        else
            ok = cJSON_AddNumberToObject(root, p->json, v) != NULL;
    }
    if (ok && c->op_subset) {   /* only with a subset: full-ISA manifests read as before --ops */
        cJSON *ops = cJSON_AddArrayToObject(root, "ops");
        ok = ops != NULL;
        for (int k = 0; ok && k < ISA_NUM_OPS; k++)
            if (pws_cfg_has_op(c, (isa_op)k)) {
                cJSON *s = cJSON_CreateString(isa_info((isa_op)k)->name);
                ok = s && cJSON_AddItemToArray(ops, s);
            }
    }
    cJSON *arr = ok ? cJSON_AddArrayToObject(root, "files") : NULL;
    ok = arr != NULL;
    for (size_t i = 0; ok && i < nfiles; i++) {
        cJSON *s = cJSON_CreateString(files[i]);
        ok = s && cJSON_AddItemToArray(arr, s);
    }
    char *text = ok ? cJSON_Print(root) : NULL;
    cJSON_Delete(root);
    if (!text)
        return NULL;
    /* cJSON allocates with malloc by default, so the caller's free() is the right deallocator;
     * append the newline text files end with. */
    size_t n = strlen(text);
    char *out = malloc(n + 2);
    if (out) {
        memcpy(out, text, n);
        out[n] = '\n';
        out[n + 1] = '\0';
    }
    cJSON_free(text);
    return out;
}

/* Keys a manifest carries besides the parameters; a configuration file may contain them too
 * (so that a manifest can be passed to --config), and they are checked only in strict mode. */
static int is_meta_key(const char *k)
{
    return !strcmp(k, "generator") || !strcmp(k, "isa_digest") || !strcmp(k, "files");
}

/* strict (a manifest): every parameter present and the ISA digest equal to this build's; else (a
 * --config file): parameters present override *c, the others keep their value. Unknown keys are
 * refused in both modes: a misspelt parameter must not silently fall back to its default. */
static int parse_json(const char *text, size_t n, const char *where, pws_cfg *c, int strict)
{
    diag_loc loc = { where, 0 };
    cJSON *root;
    size_t at;
    char why[160];
    int prc = json_doc_parse(text, n, &root, &at, why, sizeof why);
    if (prc == PWS_ENOMEM)
        return diag(&loc, prc, "out of memory");
    if (prc) {   /* name the line of the fault, as the assembler does */
        loc.line = json_doc_line(text, at);
        return diag(&loc, PWS_EPARSE, "%s", why);
    }
    if (!cJSON_IsObject(root)) {
        cJSON_Delete(root);
        return diag(&loc, PWS_EPARSE, "not a JSON object");
    }
    int rc = 0;
    pws_cfg out = *c;
    if (strict)
        memset(&out, 0, sizeof out);
    for (const cJSON *it = root->child; !rc && it; it = it->next) {
        int known = is_meta_key(it->string) || is_retired_key(it->string)
                    || !strcmp(it->string, "ops");
        for (size_t i = 0; i < NPARAMS; i++)
            known |= !strcmp(params[i].json, it->string);
        if (!known)
            rc = diag(&loc, PWS_EPARSE, "unknown key \"%s\"", it->string);
    }
    if (!rc)
        rc = retired_keys(root, &loc, strict);
    for (size_t i = 0; !rc && i < NPARAMS; i++) {
        const pws_cfg_param *p = &params[i];
        const cJSON *it = cJSON_GetObjectItemCaseSensitive(root, p->json);
        if (!it) {
            if (strict && added_later(p))   /* an older manifest: what its RTL had */
                put(&out, p, p->def);
            else if (strict)
                rc = diag(&loc, PWS_EPARSE, "missing \"%s\"", p->json);
        } else if (named_of(p)) {
            const named_param *np = named_of(p);
            unsigned k = cJSON_IsString(it) ? name_index(np, it->valuestring) : np->n;
            if (k == np->n)
                rc = diag(&loc, PWS_EPARSE, "\"%s\" must be %s", p->json, np->json_choices);
            else
                put(&out, p, k);
        } else {
            double d = cJSON_IsNumber(it) ? it->valuedouble : -1.0;
            if (d < 0 || d > 4294967295.0 || d != (double)(unsigned)d)
                rc = diag(&loc, PWS_EPARSE, "\"%s\" must be a non-negative integer", p->json);
            else
                put(&out, p, (unsigned)d);
        }
    }
    /* S given by a --config file, or (not given) following its split mode, as the flags' S
     * does (a manifest gives both: it is the configuration as built) */
    int file_s = cJSON_GetObjectItemCaseSensitive(root, "spsimds") != NULL;
    if (!strict && file_s)
        out.spsimds_given = 1;
    else if (!rc && !file_s && !out.spsimds_given
             && cJSON_GetObjectItemCaseSensitive(root, "split"))
        out.spsimds = out.split == PWS_SPLIT_NONE ? 0 : find_param("spsimds")->def;
    const cJSON *ops = rc ? NULL : cJSON_GetObjectItemCaseSensitive(root, "ops");
    if (ops) {   /* an array of mnemonics; absent: the whole ISA (a config file: unchanged) */
        char list[PWS_CFG_FLAGS_MAX];
        size_t pos = 0;
        int bad = !cJSON_IsArray(ops) || !cJSON_GetArraySize(ops);
        for (const cJSON *o = bad ? NULL : ops->child; o && !bad; o = o->next) {
            bad = !cJSON_IsString(o) || pos + strlen(o->valuestring) + 2 >= sizeof list;
            if (!bad)
                pos += (size_t)snprintf(list + pos, sizeof list - pos, "%s%s", pos ? "," : "",
                                        o->valuestring);
        }
        const cJSON *unknown = NULL;   /* (named here, so that set_ops has nothing to say) */
        for (const cJSON *o = bad ? NULL : ops->child; o && !unknown; o = o->next)
            if (isa_lookup(o->valuestring) == ISA_INVALID)
                unknown = o;
        if (bad)
            rc = diag(&loc, PWS_EPARSE, "\"ops\" must be a non-empty array of mnemonics");
        else if (unknown) {   /* (its bytes shown printable: a newline would split the line) */
            char name[41];
            size_t i = 0;
            for (const char *p = unknown->valuestring; *p && i < sizeof name - 1; p++)
                name[i++] = *p >= 0x20 && *p < 0x7f ? *p : '?';
            name[i] = '\0';
            rc = diag(&loc, PWS_EPARSE, "\"ops\" names an unknown mnemonic '%s'", name);
        }
        else if (pws_cfg_set_ops(&out, list))
            rc = PWS_EPARSE;
    } else if (strict) {
        out.op_subset = 0;
    }
    if (!rc && strict) {
        const cJSON *dg = cJSON_GetObjectItemCaseSensitive(root, "isa_digest");
        char digest[17];
        pws_cfg_isa_digest(digest);
        if (!cJSON_IsString(dg) || strcmp(dg->valuestring, digest))
            rc = diag(&loc, PWS_EPARSE, "\"isa_digest\" differs from this build's ISA table (%s)",
                      digest);
    }
    cJSON_Delete(root);
    if (!rc && strict)
        rc = pws_cfg_validate(&out);
    if (!rc)
        *c = out;
    return rc;
}

int pws_cfg_parse_manifest(const char *text, const char *where, pws_cfg *c)
{
    return parse_json(text, strlen(text), where, c, 1);
}

int pws_cfg_parse_config(const char *text, const char *where, pws_cfg *c)
{
    return parse_json(text, strlen(text), where, c, 0);
}

/* Reads the whole file at path into a malloc'ed NUL-terminated string (owned) of *len bytes
 * (a NUL byte in the file is inside them), or reports. */
static int slurp(const char *path, char **text, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return diag(NULL, PWS_EIO, "cannot read '%s': %s", path, strerror(errno));
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    int rc = 0;
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (n < cap - 1)
            break;
        char *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
        } else {
            buf = nb;
            cap *= 2;
        }
    }
    if (!buf)
        rc = diag(NULL, PWS_ENOMEM, "out of memory reading '%s'", path);
    else if (ferror(f))
        rc = diag(NULL, PWS_EIO, "cannot read '%s'", path);
    fclose(f);
    if (rc) {
        free(buf);
        return rc;
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

int pws_cfg_read_manifest(const char *path, pws_cfg *c)
{
    char *text;
    size_t n;
    int rc = slurp(path, &text, &n);
    if (!rc) {
        rc = parse_json(text, n, path, c, 1);
        free(text);
    }
    return rc;
}

int pws_cfg_read_config(const char *path, pws_cfg *c)
{
    char *text;
    size_t n;
    int rc = slurp(path, &text, &n);
    if (!rc) {
        rc = parse_json(text, n, path, c, 0);
        free(text);
    }
    return rc;
}
