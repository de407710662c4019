/* rtl_gen/cfg.h -- pws_cfg: the one hardware configuration. Spec: docs/config.md
 *
 * A pws_cfg comes from `pws gen` flags (pws_cfg_set_flag) and is saved as the JSON manifest
 * pws_manifest.json; every later tool (golden, cosim, WCET) reads the configuration back from that
 * manifest (pws_cfg_read_manifest), never from its own defaults. The generator renders the same
 * struct three ways: the manifest, pws_config.h (C #defines) and pws_config.vh (Verilog
 * localparams). All three are produced from the parameter table in cfg.c, so a parameter added
 * there appears in every rendering and in the flag parser at once. */
#ifndef PWS_RTL_CFG_H
#define PWS_RTL_CFG_H

#include "isa.h"

#include <stddef.h>
#include <stdint.h>

/* Version of the generator; written to every manifest and generated file header. Bump it when the
 * generated RTL changes for an unchanged configuration. */
#define PWS_GEN_VERSION "0.2.0"

typedef enum { PWS_SPLIT_NONE, PWS_SPLIT_DWS, PWS_SPLIT_PWS } pws_split;

/* FP32 units in the VALU lanes (docs/config.md): full = every FP32 op; none = an integer-only
 * lane (no FP32 unit instances; kernels with FP32 ops are refused, docs/valu.md). */
typedef enum { PWS_FP32_NONE, PWS_FP32_FULL } pws_fp32;

typedef struct pws_cfg {
    unsigned cus;          /* compute units */
    unsigned simds;        /* SIMDs per CU */
    unsigned contexts;     /* wavefront (WF) contexts per SIMD */
    unsigned wave;         /* wavefront size (work-items) */
    unsigned lanes;        /* VALU lanes per SIMD; a VALU op takes wave / lanes cycles */
    unsigned vgprs;        /* VGPRs per context, per lane */
    unsigned sgprs;        /* SGPRs per context */
    unsigned lds_bytes;    /* LDS bytes per CU */
    unsigned mem_latency;  /* cycles of the global memory port */
    unsigned spsimds;      /* S: SWF contexts per wavefront besides its own */
    unsigned split;        /* a pws_split */
    unsigned commit_port;  /* 1: the retire/commit port for cosim exists; 0: removed (FPGA) */
    unsigned fp32;         /* a pws_fp32: FP32 units in the VALU lanes */
    unsigned imem_dwords;  /* instruction RAM dwords per CU (a power of two) */
    unsigned smem_queue;   /* scalar-load dwords in flight per unit (a power of two) */
    unsigned vmem_queue;   /* FLAT-load lane dwords in flight per unit (0 = 16, or a power of two) */
    unsigned vrf_reads;    /* VRF read ports a SIMD, 3 or 1 (docs/microarchitecture.md
                            * "Narrow configurations") */
    unsigned fetch_width;  /* instructions a fetch pick decodes (1 or 2) */
    unsigned ibuf_depth;   /* instruction buffer entries per context (power of two) */
    unsigned mem_insts;    /* instructions a memory unit holds (power of two) */
    /* The op subset (--ops, docs/config.md "Op subsets"): 0 = the whole ISA table; 1 = only the
     * ops whose bit is set in ops[] have decoder, SALU and VALU arms, the rest decode as invalid
     * and kernels using them are refused. Not in the parameter table: a set, not a number. */
    unsigned op_subset;
    uint64_t ops[(ISA_NUM_OPS + 63) / 64];
    /* 1 once S was given (--spsimds, or "spsimds" in a --config file): until then S follows the
     * split mode, 0 under none and the default under dws and pws (pws_cfg_set_flag). Not a
     * parameter: it says where a value came from, not what the hardware is. */
    unsigned spsimds_given;
} pws_cfg;

/* Sets *c to the reference configuration (docs/config.md "Defaults"). Cannot fail. */
void pws_cfg_default(pws_cfg *c);

/* Checks every range and cross-parameter rule of docs/config.md. Returns 0, or PWS_ERANGE after
 * reporting one line through diag() naming the parameter by its flag ("--lanes 12 must divide
 * --wave 64"). */
int pws_cfg_validate(const pws_cfg *c);

/* Applies one command-line flag: name is the flag without its leading "--" ("lanes"), value its
 * argument (NULL for a flag that takes none, such as "no-commit-port"). *used is set to 1 if the
 * flag consumed value, 0 otherwise. Returns 0; PWS_EUSAGE (reported) for an unknown flag, a
 * missing or malformed value (`--ops ''` included); the kernel's error (reported) when --ops-of
 * cannot read or assemble it; range checks are left to pws_cfg_validate. */
int pws_cfg_set_flag(pws_cfg *c, const char *name, const char *value, int *used);

/* The exit status for pws_cfg_set_flag's error rc (docs/cli.md): 2 for a usage error, 3 for an
 * input that cannot be read or assembled (--ops-of), as for --config. */
int pws_cfg_flag_status(int rc);

/* 1 if name is a Verilog-2005 keyword (IEEE 1364-2005 Annex B), else 0. Generated identifiers
 * must never be one; pws_cfg_validate checks the parameter names with it. */
int pws_cfg_is_verilog_keyword(const char *name);

/* Name of a split mode ("none", "dws", "pws"); never NULL ("?" for a bad value). */
const char *pws_split_name(unsigned split);

/* The lanes one VGPR write of the CU's init port carries (EMIT_CU_INIT_VROW,
 * InitLanes in pws_cu): one pass group (lanes) with one VRF read port, whose file takes a group a
 * cycle, so that neither the SPI nor its source holds a whole row; else the whole row (wave). */
unsigned pws_cfg_init_lanes(const pws_cfg *c);

/* 1 if the configuration's hardware implements op (always without an op subset). */
int pws_cfg_has_op(const pws_cfg *c, isa_op op);

/* Sets the op subset from a comma-separated list of mnemonics as the assembler spells them
 * ("v_add_u32,s_endpgm"); an empty list or "all" clears the subset. 0, or PWS_EUSAGE (an
 * unknown mnemonic, reported). */
int pws_cfg_set_ops(pws_cfg *c, const char *list);

/* Sets the op subset to the ops of a kernel file (assembled, every instruction decoded): the
 * hardware that kernel needs. 0, or the assembler's error (reported). */
int pws_cfg_set_ops_of(pws_cfg *c, const char *kernel_path);

/* The op subset as a comma list in table order into buf (snprintf-style: returns the length
 * needed); "" without a subset. */
int pws_cfg_ops_text(const pws_cfg *c, char *buf, size_t len);

/* Name of an fp32 setting ("none", "full"); never NULL ("?" for a bad value). */
const char *pws_fp32_name(unsigned fp32);

/* Writes into buf (snprintf-style, returns the length needed) the flags that reproduce c:
 * "--cus 1 --simds 4 ... --split pws" (every parameter, in table order; "--no-commit-port" only
 * when commit_port is 0, "--fp32 none" only when fp32 is none, "--imem-dwords N" only when not
 * 4096, "--ops LIST" last and only with a subset, so that the flags of a configuration with the
 * defaults read as before those options existed). Deterministic: used in generated headers, the
 * manifest, and to re-run `pws gen` (cosim, synth). PWS_CFG_FLAGS_MAX holds any configuration's. */
#define PWS_CFG_FLAGS_MAX 8192
int pws_cfg_flags(const pws_cfg *c, char *buf, size_t len);

/* Digest of golden/isa_ops.def as compiled into this program (FNV-1a 64 over every row's fields,
 * printed as 16 hex digits into buf[17]). Two builds with the same table give the same digest. */
void pws_cfg_isa_digest(char buf[17]);

/* ---- Renderings ------------------------------------------------------------------------------ */

/* The manifest text (JSON as cJSON_Print writes it: tab indent, keys in table order, trailing
 * newline): every parameter (split and fp32 by name), "generator" (PWS_GEN_VERSION),
 * "isa_digest", and "files" = files[0..nfiles).
 * Returns a malloc'ed string (owned: free()), or NULL on OOM. */
char *pws_cfg_manifest_json(const pws_cfg *c, const char *const *files, size_t nfiles);

/* Parses manifest text into *c (starting from nothing: every parameter must be present) and
 * validates it. where names the input for messages (a file name). Returns 0, or PWS_EPARSE
 * (not JSON, an unknown key, a missing or non-integer parameter, a different isa_digest) /
 * PWS_ERANGE, reported; *c is unchanged on error. */
int pws_cfg_parse_manifest(const char *text, const char *where, pws_cfg *c);

/* Reads and parses the manifest file at path (PWS_EIO, reported, if it cannot be read). */
int pws_cfg_read_manifest(const char *path, pws_cfg *c);

/* A configuration file (`pws gen --config FILE`): a JSON object with any subset of the manifest's
 * parameter keys, applied over *c (the others keep their value). Manifest-only keys (generator,
 * isa_digest, files) are accepted and ignored, so a manifest is a valid configuration file.
 * Does not validate (the caller validates after its flags). Returns 0, or PWS_EPARSE (not JSON,
 * an unknown key, a bad value) / PWS_EIO, reported; *c is unchanged on error. */
int pws_cfg_parse_config(const char *text, const char *where, pws_cfg *c);
int pws_cfg_read_config(const char *path, pws_cfg *c);

/* ---- The parameter table, for the emitters of pws_config.h / pws_config.vh ------------------- */

typedef struct pws_cfg_param {
    const char *key;        /* flag and JSON key: "mem-latency" -> JSON "mem_latency" */
    const char *json;       /* JSON key */
    const char *vname;      /* Verilog UpperCamel name: "MemLatency" */
    const char *cname;      /* C macro: "PWS_CFG_MEM_LATENCY" */
    const char *doc;        /* one-line meaning, for comments */
    size_t offset;          /* offsetof(pws_cfg, field) */
    unsigned min, max, def; /* legal range (cross rules aside) and default */
} pws_cfg_param;

/* Number of table rows, and row i (i < pws_cfg_nparams()). Borrowed, static. */
size_t pws_cfg_nparams(void);
const pws_cfg_param *pws_cfg_param_at(size_t i);
/* Value of parameter p in c. */
unsigned pws_cfg_get(const pws_cfg *c, const pws_cfg_param *p);

#endif
