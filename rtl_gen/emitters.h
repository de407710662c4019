/* rtl_gen/emitters.h -- one emitter per generated file (STYLE.md section 4), called by cmd_gen.c.
 *
 * Each emit_<stem>() writes exactly one file through e (opened by the caller), starting with
 * emit_header(), and returns emit_status(e): 0, or the first error (already reported). The ISA
 * helpers give the Verilog names of the table's enums, so that every emitter spells an op,
 * format or class the same way, and declare those a module uses (emit_isa_params). */
#ifndef PWS_RTL_EMITTERS_H
#define PWS_RTL_EMITTERS_H

#include "cfg.h"
#include "emit.h"
#include "isa.h"

int emit_config_h(emit_ctx *e, const pws_cfg *c);    /* pws_config.h: C #defines */
int emit_config_vh(emit_ctx *e, const pws_cfg *c);   /* pws_config.vh: Verilog localparams */
int emit_decoder(emit_ctx *e, const pws_cfg *c);     /* pws_decoder.v: module pws_decoder */
int emit_valu(emit_ctx *e, const pws_cfg *c);        /* pws_valu.v: the VALU's op decoder and
                                                        SimdWidth lanes (one pass); which ops it
                                                        computes: valu_ops_has() */

/* ---- ISA names and widths in Verilog (docs/rtl_gen.md "ISA localparams") -------------------- */

/* Declares, at e's indent, a localparam for each ISA name (OP_*, OPC_*, OPC3_*, FMT_*, CLS_*,
 * operand codes SRC_* / OPND_NONE, OMOD_*) that body uses outside comments, in table order. The
 * declarations are sized by the module parameters OpWidth, FmtWidth, ClsWidth and OpndWidth,
 * which the module must declare for the groups it uses. Returns emit_status(e), or PWS_ENOMEM
 * (reported). body is borrowed for the call. */
int emit_isa_params(emit_ctx *e, const pws_cfg *c, const char *body);

/* The body of a module that names ISA localparams: body(b, arg) writes it into a buffer b, then
 * e gets the declarations of the localparams it uses (emit_isa_params), a blank line, the body,
 * and the module's end (emit_module_end). One place for that sequence, which every generated
 * module with ISA names shares. Returns emit_status(e) or the first error (reported). */
typedef void (*emit_body_fn)(emit_ctx *b, const void *arg);
int emit_isa_body_and_end(emit_ctx *e, const pws_cfg *c, emit_body_fn body, const void *arg);

/* The RTL's id of op (ISA_INVALID: OP_INVALID) in configuration c. Without an op subset the
 * isa_op enum value (isa_ops.def row order; OP_INVALID = ISA_NUM_OPS). With one (--ops,
 * --ops-of) the subset's ops come first, 0 .. N - 1 in row order, then OP_INVALID = N, then the
 * ops outside it (which the decoder never produces): a subset design's gates then do not depend
 * on where its ops sit in a table that keeps growing (docs/rtl_gen.md "Op ids"). */
unsigned emit_isa_op_id(const pws_cfg *c, isa_op op);
#define EMIT_OPND_WIDTH 10u      /* operand codes: 9-bit GCN3 code space + "absent" */
#define EMIT_OPND_NONE  1023u    /* RTL code of an absent operand (ISA_OPND_NONE in C) */

unsigned emit_isa_op_width(void);    /* bits of an op id, enough for OP_INVALID too */
unsigned emit_isa_fmt_width(void);   /* bits of an isa_fmt */
unsigned emit_isa_cls_width(void);   /* bits of an isa_class */
/* "OP_V_ADD_F32" for op (or "OP_INVALID" for ISA_INVALID) into buf (at least 64 bytes). */
void emit_isa_op_name(isa_op op, char *buf, size_t len);
/* One case item of a generated decoder or result select: "OP_A, OP_B,\n OP_C: tail" with the op
 * names (n >= 1) wrapped to stay under 100 columns at the indent of a case item inside an
 * always block. The one wrapping rule for every op-list case item (decoder, VALU lane). */
void emit_isa_case_items(emit_ctx *e, const isa_op *ops, size_t n, const char *tail);
const char *emit_isa_fmt_name(isa_fmt f);   /* "FMT_SOP2" ...; static */
unsigned emit_isa_opc_width(isa_fmt f);     /* bits of the format's native opcode field */
/* 1 if op is a VOP1/VOP2/VOPC op with an _e64 form, i.e. it has an OPC3_<op>. */
int emit_isa_has_opc3(isa_op op);
/* "OPC_V_ADD_F32" (native opcode), or with vop3 set and an _e64 form "OPC3_V_ADD_F32". */
void emit_isa_opc_name(isa_op op, int vop3, char *buf, size_t len);
const char *emit_isa_cls_name(isa_class c); /* "CLS_SALU" ...; static */

#endif
