/* golden/isa.h -- the GCN3 (gfx8, llvm -mcpu=fiji) + PWS instruction set: the one source of truth.
 *
 * golden/isa_ops.def lists every supported instruction once (X-macro). The enum below, the name
 * table, the encoder, decoder, printer and parser in isa.c, the golden executor, and (later) the
 * RTL decoder emitter all expand that file, so they cannot drift apart. Encodings are exactly what
 * `llvm-mc -arch=amdgcn -mcpu=fiji -show-encoding` produces; s_split/s_merge are the PWS paper's
 * SOPC opcodes 0x14/0x15 (docs/isa.md).
 *
 * Operands are kept in the hardware's own 9-bit source-operand code space (GCN3 "SSRC"/"SRC"
 * encoding), so that the golden model and the RTL decode operands the same way:
 *     0..101 s0..s101        102/103 flat_scratch_lo/hi   104/105 xnack_mask_lo/hi
 *     106/107 vcc_lo/hi      112..123 ttmp0..ttmp11        124 m0    126/127 exec_lo/hi
 *     128..192 integer 0..64 193..208 integer -1..-16
 *     240..248 0.5 -0.5 1.0 -1.0 2.0 -2.0 4.0 -4.0 1/(2*pi)
 *     251 vccz  252 execz  253 scc  255 32-bit literal (isa_inst.literal)  256..511 v0..v255
 * A 64-bit operand (s[0:1], vcc, exec, v[2:3]) is named by the code of its first register. */
#ifndef PWS_ISA_H
#define PWS_ISA_H

#include <stddef.h>
#include <stdint.h>

/* ---- Encoding formats ------------------------------------------------------------------------ */
typedef enum {
    ISA_FMT_SOP2, ISA_FMT_SOPK, ISA_FMT_SOP1, ISA_FMT_SOPC, ISA_FMT_SOPP, ISA_FMT_SMEM,
    ISA_FMT_VOP2, ISA_FMT_VOP1, ISA_FMT_VOPC,
    ISA_FMT_VOP3A,   /* VOP3-only ops (v_mad_u32_u24, v_fma_f32, v_mul_lo_u32, v_lshlrev_b64...) */
    ISA_FMT_VOP3B,   /* VOP3-only ops with a scalar destination (v_div_scale...); unused so far */
    ISA_FMT_DS, ISA_FMT_FLAT,
    ISA_NUM_FMTS
} isa_fmt;

/* ---- Semantic classes: which unit executes an op and which counters it touches. The RTL issue
 * logic and the timing model key on these, never on individual opcodes. */
typedef enum {
    ISA_CLS_SALU,     /* scalar ALU, incl. s_*_saveexec, s_getpc/setpc/swappc */
    ISA_CLS_SBRANCH,  /* s_branch, s_cbranch_* */
    ISA_CLS_SMEM,     /* s_load_dword*: lgkmcnt */
    ISA_CLS_SCTRL,    /* s_waitcnt, s_barrier, s_nop, s_endpgm, s_setreg/getreg, s_sethalt... */
    ISA_CLS_SPLIT,    /* s_split, s_merge (PWS) */
    ISA_CLS_VALU,     /* vector integer/logic/move, readlane/writelane, v_cmp on integers */
    ISA_CLS_VALU_FP,  /* vector FP32 arithmetic, compares and conversions */
    ISA_CLS_FLAT,     /* flat_load/store/atomic: vmcnt (and lgkmcnt, as GCN3 flat does) */
    ISA_CLS_DS,       /* ds_read/write/add: lgkmcnt */
    ISA_NUM_CLASSES
} isa_class;

/* Vector classes (executed per lane) come last in isa_class, on purpose: this test relies on it. */
static inline int isa_class_is_vector(isa_class c) { return c >= ISA_CLS_VALU; }

/* ---- Per-op flags (a bit set in isa_op_info.flags) ------------------------------------------ */
enum {
    ISA_F_SCC_OUT   = 1u << 0,  /* writes SCC */
    ISA_F_SCC_IN    = 1u << 1,  /* reads SCC (s_addc_u32, s_cselect_b32, s_cbranch_scc*) */
    ISA_F_VCC_IN    = 1u << 2,  /* e32 form reads VCC implicitly (v_addc_u32, v_cndmask_b32) */
    ISA_F_VCC_OUT   = 1u << 3,  /* e32 form writes VCC implicitly (v_add_u32 carry-out, VOPC) */
    ISA_F_CARRY_OP  = 1u << 4,  /* VOP2 op whose _e64 form is VOP3b (sdst carry-out) */
    ISA_F_FP_MODS   = 1u << 5,  /* _e64 form accepts abs/neg/clamp/omod (FP ops) */
    ISA_F_SDST      = 1u << 6,  /* vector op whose destination is an SGPR (readlane, readfirstlane) */
    ISA_F_CMPX      = 1u << 7,  /* v_cmpx_*: also writes EXEC */
    ISA_F_NO_DST    = 1u << 8,  /* no destination register (stores, SOPC, most SOPP) */
    ISA_F_STORE     = 1u << 9,  /* memory write */
    ISA_F_LOAD      = 1u << 10, /* memory read */
    ISA_F_ATOMIC    = 1u << 11, /* read-modify-write memory op */
    ISA_F_BRANCH    = 1u << 12, /* may change the PC (branches, setpc, swappc) */
    ISA_F_SIMM16_LABEL = 1u << 13, /* SOPP simm16 is a branch offset: printed/parsed as target */
    ISA_F_FLOAT_LIT = 1u << 14, /* inline constants / literals are read as float (f32 ops) */
    ISA_F_DS2       = 1u << 15, /* ds_read2* / ds_write2*: two addresses, offset0 and offset1 */
    ISA_F_ST64      = 1u << 16, /* ds_*2st64_*: the offsets count 64 elements */
    ISA_F_B16       = 1u << 17, /* 16-bit integer op: the low halves of its sources, a 16-bit
                                 * literal, no float constant, the result zero-extended */
};

/* ---- The op enum: ISA_<mnemonic>, one per isa_ops.def row ----------------------------------- */
typedef enum {
#define ISA_OP(name, fmt, opcode, cls, dst_dw, s0_dw, s1_dw, s2_dw, flags) ISA_##name,
#include "isa_ops.def"
#undef ISA_OP
    ISA_NUM_OPS,
    ISA_INVALID = ISA_NUM_OPS
} isa_op;

typedef struct isa_op_info {
    const char *name;          /* mnemonic without _e32/_e64 */
    isa_fmt fmt;               /* native encoding (VOP1/2/C ops may also be encoded as VOP3) */
    uint16_t opcode;           /* opcode in the native format */
    isa_class cls;
    uint8_t dst_dwords;        /* width of the destination in dwords (0: none) */
    uint8_t src_dwords[3];     /* width of each source in dwords (0: operand absent) */
    uint32_t flags;            /* ISA_F_* */
} isa_op_info;

/* Table row for op; op must be < ISA_NUM_OPS. Never NULL. */
const isa_op_info *isa_info(isa_op op);
/* 1 for a memory write that answers with an acknowledgement only (a store; not an atomic, which
 * may return its old value): the pipelined CU writes nothing back for it. */
int isa_is_plain_store(isa_op op);
/* A DS op's addressing: the dwords it reads or writes at each of its addresses (1 or 2), and the
 * bytes one unit of its offset counts. One-address ops: the 16-bit offset is in bytes (unit 1).
 * ds_read2* / ds_write2* (ISA_F_DS2): two 8-bit offsets in elements (4 or 8 bytes), st64: in 64
 * elements (256 or 512 bytes); address k = VGPR + offset_k * unit. op must be of ISA_CLS_DS. */
unsigned isa_ds_elem_dwords(isa_op op);
unsigned isa_ds_offset_unit(isa_op op);

/* VOP3 opcode of a VOP1/VOP2/VOPC op (gfx8 numbering: VOPC op, 0x100+VOP2 op, 0x140+VOP1 op),
 * or the native opcode for VOP3-only ops; -1 for non-vector formats. */
int isa_vop3_opcode(isa_op op);

/* The op with this mnemonic (suffix _e32/_e64 stripped by the caller), or ISA_INVALID. */
isa_op isa_lookup(const char *mnemonic);

/* ---- A decoded instruction ------------------------------------------------------------------ */
#define ISA_OPND_NONE 0xFFFFu  /* absent operand */
#define ISA_SRC_VGPR0 256u     /* operand code of v0 */
#define ISA_SRC_TTMP0 112u     /* operand code of ttmp0 (ttmp0..ttmp11: 112..123) */
#define ISA_SRC_LITERAL 255u

/* Operand slots, per kind of op (docs/isa_encoding.md "Operand slots"). Absent operands are
 * ISA_OPND_NONE; decode and parse fill the struct identically (memcmp-equal), so that the golden
 * model never needs to know which of the two produced it.
 *   - A scalar-only result (VOPC compare mask, v_readlane/v_readfirstlane) is in dst AND sdst.
 *     VOPC _e32 and carry ops' _e32 carry-out use vcc: code 106.
 *   - Carry ops (ISA_F_CARRY_OP) and v_div_scale_f32: dst = VGPR, sdst = 64-bit carry/flag out.
 *   - v_cndmask_b32 / v_addc / v_subb / v_subbrev: src[2] = the 64-bit lane mask / carry-in
 *     (106 = vcc in the _e32 form, where it is implicit).
 *   - v_madmk_f32 / v_madak_f32: src[2] = ISA_SRC_LITERAL and literal = K
 *     (madmk: src0 * K + src1; madak: src0 * src1 + K).
 *   - SOPK: s_cmpk_* and s_setreg_b32 take their SGPR in src[0] (it is read, not written);
 *     s_setreg_imm32_b32 has src[0] = ISA_SRC_LITERAL; hwreg ops keep the raw simm16 in imm.
 *   - SMEM: dst = sdata, src[0] = sbase pair; DS: src[0] = address VGPR, src[1]/src[2] =
 *     data0/data1; FLAT: src[0] = address pair, src[1] = data, dst only for loads and
 *     returning (glc) atomics.
 * v_mul_lo_i32 and v_mul_lo_u32 share one encoding: decode yields v_mul_lo_u32 (same bits). */
typedef struct isa_inst {
    isa_op op;
    uint8_t vop3;          /* 1: encoded as VOP3 (_e64); 0: native encoding */
    uint8_t nwords;        /* total length in dwords, including a literal */
    uint16_t dst;          /* destination operand code (SGPR code, or 256+n for a VGPR) */
    uint16_t sdst;         /* VOP3b carry-out / VOPC _e64 / readlane scalar destination code */
    uint16_t src[3];       /* source operand codes (VOP2 vsrc1 is stored as 256+n) */
    uint32_t literal;      /* value when a source is ISA_SRC_LITERAL (or SOPK s_setreg_imm32) */
    int32_t imm;           /* SOPK/SOPP simm16 (sign-extended where signed), SMEM byte offset,
                              DS offset (offset0 | offset1 << 8), FLAT: unused (gfx8 has none) */
    uint8_t neg, abs;      /* VOP3: bit i = modifier on src[i] */
    uint8_t clamp, omod;   /* VOP3 output modifiers (omod: 0 none, 1 *2, 2 *4, 3 /2) */
    uint8_t glc, slc, gds; /* FLAT/SMEM glc, FLAT slc, DS gds */
    uint8_t smem_imm;      /* SMEM: 1 = offset is an immediate, 0 = offset is an SGPR code in imm */
} isa_inst;

/* ---- Binary <-> instruction ------------------------------------------------------------------ */

/* Decodes the instruction at words[0..avail). Returns the number of dwords used (1..3), or
 * PWS_EDECODE for a word that matches no table row (including valid GCN3 outside the subset) or
 * PWS_ERANGE when the instruction runs past avail. Does not report: the caller knows the PC.
 * Only canonical encodings are accepted (unused fields as the encoder writes them, operands and
 * modifiers llvm-mc could assemble), so decode -> isa_format -> isa_parse -> isa_encode always
 * gives back the same words. */
int isa_decode(const uint32_t *words, size_t avail, isa_inst *out);

/* Encodes in into out[0..3). Returns the number of dwords written (== in->nwords after
 * isa_finalize), or PWS_ERANGE for a field that does not fit its encoding. */
int isa_encode(const isa_inst *in, uint32_t out[3]);

/* ---- Text <-> instruction (LLVM AMDGPU syntax, as clang -S and llvm-mc write it) ------------- */

/* Resolves a branch label to a byte address; returns 0 and sets *addr, or -1 if unknown.
 * During an assembler's first pass it may return 0 with *addr = 0 for every label. */
typedef int (*isa_label_fn)(void *ctx, const char *label, uint32_t *addr);

/* Parses one instruction (no label, no comment; mnemonic and operands) located at byte address
 * pc. Returns 0, or PWS_EPARSE / PWS_ERANGE / PWS_EUNSUPPORTED with a one-line reason in err
 * (no location: the caller adds file:line). labels may be NULL if no label is allowed. */
int isa_parse(const char *text, uint32_t pc, isa_label_fn labels, void *label_ctx,
              isa_inst *out, char *err, size_t errlen);

/* Prints in as llvm-mc prints it (e.g. "v_add_u32_e32 v0, vcc, s2, v0"). A SOPP branch offset
 * is printed as its raw simm16 unless label is non-NULL, in which case label is printed instead.
 * Returns the length written (like snprintf). */
int isa_format(const isa_inst *in, const char *label, char *buf, size_t len);

/* Byte address a SOPP branch at pc jumps to: pc + 4 + 4 * simm16. */
uint32_t isa_branch_target(const isa_inst *in, uint32_t pc);

/* ---- Operand helpers shared by the assembler, disassembler and golden model ------------------ */
int isa_src_is_vgpr(uint16_t code);          /* 256..511 */
int isa_src_is_sgpr(uint16_t code);          /* 0..101 */
int isa_src_is_inline(uint16_t code);        /* 128..208, 240..248 */
/* Value of an inline constant code, as the operand's bit pattern. For a 32-bit operand integer
 * codes give the integer and float codes their binary32 pattern; for a 64-bit operand integers are
 * sign-extended and float codes give their binary64 pattern (docs/isa.md "Inline constants"). */
uint64_t isa_inline_value(uint16_t code, unsigned dwords);

#endif
