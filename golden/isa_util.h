/* golden/isa_util.h -- internals shared by isa.c (table, encoder, decoder), isa_format.c (printer)
 * and isa_parse.c (parser). Not a public contract: other modules use golden/isa.h only. */
#ifndef PWS_ISA_UTIL_H
#define PWS_ISA_UTIL_H

#include "isa.h"

/* VOP3 modifiers an op accepts (bit set returned by isa_vop3_mods). */
enum { ISA_MOD_NEG = 1, ISA_MOD_ABS = 2, ISA_MOD_CLAMP = 4, ISA_MOD_OMOD = 8 };

/* Operand code 240..248 whose binary32 pattern is bits, or -1. */
int isa_float_inline_code(uint32_t bits);
/* 1 if code names a legal scalar operand (SGPR tuple, special register, constant) of that width;
 * is_dst excludes constants and read-only sources. Checks SGPR/TTMP tuple alignment. */
int isa_scalar_ok(uint16_t code, unsigned dwords, int is_dst);
int isa_is_sopk_src(isa_op op);    /* SOPK whose sdst field is a source (s_cmpk_*, s_setreg) */
int isa_sopk_signed(isa_op op);    /* SOPK whose simm16 is signed */
int isa_has_hwreg(isa_op op);      /* s_getreg/s_setreg*: simm16 is a hwreg(...) */
int isa_is_vop3b(isa_op op);       /* VOP3 form has a scalar carry-out (sdst in bits 14:8) */
int isa_has_mask_src2(isa_op op);  /* VOP2 whose src2 is a 64-bit lane mask (vcc in _e32) */
/* 1 if src2 is read as a 64-bit lane mask (a carry-in or cndmask select), not as VGPR data: the
 * VOP2 family above and the carry ops. v_mad_*64's 64-bit src2 is an addend, so 0 there. */
int isa_src2_is_mask(isa_op op);
int isa_is_madk(isa_op op);        /* v_madmk_f32 / v_madak_f32 */
int isa_has_e64(isa_op op);        /* VOP1/2/C op with an _e64 form; 1 for VOP3-only ops */
unsigned isa_vop3_mods(isa_op op); /* ISA_MOD_* llvm-mc accepts on the _e64 form */
/* 1 if a VALU instruction reads at most one distinct SGPR/literal (implicit vcc included). */
int isa_const_bus_ok(const isa_inst *in);

/* Clears *o to op with every operand ISA_OPND_NONE (the state decode and parse start from). */
void isa_inst_init(isa_inst *o, isa_op op);

/* gfx8 hardware register names for hwreg(...) ids 1..7 (id 0 has none: printed as a number). */
extern const char *const isa_hwreg_names[8];

/* Appends the text of operand code (width dwords) to buf at *pos (snprintf-style: *pos may grow
 * past len, nothing is written beyond len). literal is used for code 255. */
void isa_put_operand(char *buf, size_t len, size_t *pos, uint16_t code, unsigned dwords,
                     uint32_t literal);

#endif
