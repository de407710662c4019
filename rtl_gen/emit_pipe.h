/* rtl_gen/emit_pipe.h -- the generated parts of the compute unit (docs/microarchitecture.md): its op table, its structure, and the list of its files.
 *
 * The pipelined CU's logic is hand-written Verilog in rtl/ (pws_fetch, pws_issue, the units);
 * what is generated is what depends on the ISA table or the configuration: pws_predecode (the op
 * properties), pws_cu and pws_gpu (instances and wiring) and the timing model. Each emit_<stem>()
 * writes exactly pws_<stem>.v through e and returns emit_status(e). */
#ifndef PWS_RTL_EMIT_PIPE_H
#define PWS_RTL_EMIT_PIPE_H

#include "cfg.h"
#include "emit.h"
#include "isa.h"

#include <stddef.h>

/* The functional units of a SIMD (docs/microarchitecture.md "Issue"), in the order of their
 * commit slots; EMIT_PIPE_UNIT_NONE: the configuration does not run the op. */
enum {
    EMIT_PIPE_UNIT_VALU, EMIT_PIPE_UNIT_SALU, EMIT_PIPE_UNIT_VMEM, EMIT_PIPE_UNIT_LDS,
    EMIT_PIPE_UNIT_CTRL, EMIT_PIPE_NUNITS, EMIT_PIPE_UNIT_NONE = EMIT_PIPE_NUNITS
};

/* The unit that runs op in configuration c: SALU for the scalar ALU, SMEM, s_setreg and
 * s_getreg; CTRL for branches, s_waitcnt, s_barrier, s_nop, s_endpgm and s_split/s_merge; VALU,
 * VMEM (FLAT), LDS (DS); EMIT_PIPE_UNIT_NONE for an op c does not run (not implemented, not in
 * the op subset, an FP32 op with --fp32 none). */
int emit_pipe_unit(const pws_cfg *c, isa_op op);

/* Properties of op the predecode table and the timing model share (isa_ops.def): its accesses
 * per active lane and the VGPR rows it reads at its issue (FLAT and DS; 0 for other ops); 1 if
 * the fetch stops after it until the redirect (branches, s_endpgm); 1 if it writes a lane mask
 * (VCC, an SGPR pair, EXEC: compares, carry-outs, v_div_scale). */
/* The dwords source slot (0..2) of op reads, as pws_predecode's dw0..dw2 give them (v_mac_f32's
 * source 2 is its old destination) */
unsigned emit_pipe_src_dwords(isa_op op, int slot);
unsigned emit_pipe_acc_dw(isa_op op);
unsigned emit_pipe_rows(isa_op op);
/* The most rows of c's ops of class cls (ISA_CLS_FLAT or ISA_CLS_DS; at least 1): the rows a
 * memory unit's entry holds (pws_vmem_unit's Rows), so that an op subset without wide stores
 * or atomics has entries of only the rows it can use. */
unsigned emit_pipe_max_rows(const pws_cfg *c, isa_class cls);
/* log2 of the bytes of one access of a FLAT op: 0 for the byte ops, 1 for the shorts, else 2. */
unsigned emit_pipe_size_log2(isa_op op);
int emit_pipe_stops(isa_op op);
int emit_pipe_vmask_out(isa_op op);

int emit_predecode(emit_ctx *e, const pws_cfg *c);   /* pws_predecode.v: the op table, packing
                                                      * a decoded instruction into its bundle */
int emit_inst_unpack(emit_ctx *e, const pws_cfg *c); /* pws_inst_unpack.v: a bundle's fields */

/* Bits of a buffered instruction's bundle (pws_predecode, pws_inst_unpack). */
unsigned emit_pipe_bundle_width(void);
int emit_cu_pipe(emit_ctx *e, const pws_cfg *c);     /* pws_cu.v of the pipelined CU */
int emit_gpu_pipe(emit_ctx *e, const pws_cfg *c);    /* pws_gpu.v of the pipelined CU */

/* Writes the CU's generated files into dir (which must exist): 0 or the first error
 * (reported). `pws gen` calls it. */
int emit_pipe_files(const char *dir, const pws_cfg *c);

/* The files emit_pipe_files writes, in order: names 0 .. EMIT_PIPE_NFILES-1 (static; NULL
 * beyond); the last is the timing model pws_timing.json. */
#define EMIT_PIPE_NFILES 7
const char *emit_pipe_file_name(size_t i);

/* Commit slots per SIMD unit (one per functional unit) and FLAT accesses in flight per SIMD
 * (--vmem-queue; 0 means 16 for the pipelined CU, whose FLAT loads are always posted). */
#define EMIT_PIPE_SLOTS EMIT_PIPE_NUNITS
unsigned emit_pipe_vmem_queue(const pws_cfg *c);

/* Units per SIMD: S + 1 under --split pws with S > 0 (docs/microarchitecture.md "Split
 * hardware on the pipeline"), else 1. */
unsigned emit_pipe_units(const pws_cfg *c);

/* Contexts of a SIMD: its banks (S + 1 with split hardware, else 1) of --contexts contexts;
 * context k W + c is context ID c of bank (SpSIMD) k. */
unsigned emit_pipe_contexts(const pws_cfg *c);

/* Memory requesters: per SIMD s, the SMEM unit of each unit u ((U + 1) s + u) and the VMEM unit
 * ((U + 1) s + U). Bits of an index; whether requester id is a VMEM unit; its SIMD. */
unsigned emit_pipe_req_width(const pws_cfg *c);
int emit_pipe_req_is_vmem(const pws_cfg *c, unsigned id);
unsigned emit_pipe_req_simd(const pws_cfg *c, unsigned id);

/* (The instruction buffers' entries and the memory units' instructions are the configuration's:
 * --ibuf-depth, --mem-insts; docs/microarchitecture.md "Symbols", I and Qi.) */
#define EMIT_PIPE_LDS_QUEUE  4

/* The SPI's writes that start a wavefront besides its SGPRs and VGPR rows (LDS base, wave id,
 * PC, EXEC and VCC halves, M0, MODE, SCC, START), and the cycles one write takes at most (it is
 * latched in a cycle and written within 4: docs/microarchitecture.md "The SPI at register
 * width"). */
#define EMIT_PIPE_INIT_FIXED 11
#define EMIT_PIPE_INIT_WRITE 4
/* The cycles one write takes when its SIMD runs no wavefront: nothing else writes that SIMD's
 * registers, so its port grants the write in the cycle after it is latched (pws_spi_init), in
 * which the next one can be latched; 2 leaves one cycle's margin. */
#define EMIT_PIPE_INIT_WRITE_FREE 2

#endif
