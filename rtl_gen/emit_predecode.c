/* rtl_gen/emit_predecode.c -- pws_predecode.v: what the pipelined CU needs to know of each op,
 * as a table generated from isa_ops.def (docs/microarchitecture.md "Fetch").
 *
 * The fetch decodes every instruction once (pws_decoder) and stores it in its wavefront's buffer
 * together with this module's outputs: the functional unit that runs it, its operands remapped
 * to the three source slots the units read (s_addk reads its destination, SMEM its offset SGPR,
 * v_mac_f32 its old destination), each operand's width and kind (pws_opnd_class, hand-written),
 * and one bit per property the pipeline's hand-written logic branches on. Every property here is
 * a case statement over op ids, one per property, listing the ops that have it: the hand-written
 * units never name an op, so a new op of the table needs no hand-written change. */
#include "emit_cu.h"
#include "emit_pipe.h"
#include "emitters.h"
#include "valu_ops.h"

#include "isa_util.h"
#include "pws_err.h"

#include <string.h>

/* ---- The ops the pipelined CU runs, and where ------------------------------------------------ */

int emit_pipe_unit(const pws_cfg *c, isa_op op)
{
    if ((unsigned)op >= (unsigned)ISA_NUM_OPS || !pws_cfg_has_op(c, op) || !emit_cu_runs(op))
        return EMIT_PIPE_UNIT_NONE;
    const isa_op_info *i = isa_info(op);
    switch (i->cls) {
    case ISA_CLS_VALU:
        return EMIT_PIPE_UNIT_VALU;
    case ISA_CLS_VALU_FP:
        return valu_ops_has(c, op) ? EMIT_PIPE_UNIT_VALU : EMIT_PIPE_UNIT_NONE;
    case ISA_CLS_SALU:
    case ISA_CLS_SMEM:
        return EMIT_PIPE_UNIT_SALU;
    case ISA_CLS_FLAT:
        return EMIT_PIPE_UNIT_VMEM;
    case ISA_CLS_DS:
        return EMIT_PIPE_UNIT_LDS;
    case ISA_CLS_SCTRL:   /* s_setreg / s_getreg read and write registers: the SALU's */
        return op == ISA_s_setreg_b32 || op == ISA_s_setreg_imm32_b32 || op == ISA_s_getreg_b32
               ? EMIT_PIPE_UNIT_SALU : EMIT_PIPE_UNIT_CTRL;
    default:   /* branches, s_split / s_merge */
        return EMIT_PIPE_UNIT_CTRL;
    }
}

/* ---- Properties: one output bit (or field) each ---------------------------------------------- */

static int vmem(isa_op op)
{
    isa_class k = isa_info(op)->cls;
    return k == ISA_CLS_FLAT || k == ISA_CLS_DS;
}

static int p_k_rmw(isa_op op)
{
    return op == ISA_s_addk_i32 || op == ISA_s_mulk_i32 || op == ISA_s_cmovk_i32;
}
static int p_bitset(isa_op op) { return op == ISA_s_bitset0_b32 || op == ISA_s_bitset1_b32; }
static int p_smem(isa_op op) { return isa_info(op)->cls == ISA_CLS_SMEM; }
static int p_setreg(isa_op op) { return op == ISA_s_setreg_b32 || op == ISA_s_setreg_imm32_b32; }
static int p_getreg(isa_op op) { return op == ISA_s_getreg_b32; }
static int p_setpc(isa_op op) { return op == ISA_s_setpc_b64 || op == ISA_s_swappc_b64; }
static int p_waitcnt(isa_op op) { return op == ISA_s_waitcnt; }
static int p_barrier(isa_op op) { return op == ISA_s_barrier; }
static int p_endpgm(isa_op op) { return op == ISA_s_endpgm; }
static int p_split(isa_op op) { return op == ISA_s_split; }
static int p_merge(isa_op op) { return op == ISA_s_merge; }
static int p_br_always(isa_op op) { return op == ISA_s_branch; }
static int p_br_scc0(isa_op op) { return op == ISA_s_cbranch_scc0; }
static int p_br_scc1(isa_op op) { return op == ISA_s_cbranch_scc1; }
static int p_br_vccz(isa_op op) { return op == ISA_s_cbranch_vccz; }
static int p_br_vccnz(isa_op op) { return op == ISA_s_cbranch_vccnz; }
static int p_br_execz(isa_op op) { return op == ISA_s_cbranch_execz; }
static int p_br_execnz(isa_op op) { return op == ISA_s_cbranch_execnz; }
/* the fetch stops after these until the redirect (docs/microarchitecture.md "Fetch") */
int emit_pipe_stops(isa_op op)
{
    return (isa_info(op)->flags & ISA_F_BRANCH) || op == ISA_s_endpgm;
}
static int p_mac(isa_op op) { return op == ISA_v_mac_f32; }
static int p_cmpx(isa_op op) { return (isa_info(op)->flags & ISA_F_CMPX) != 0; }
static int p_mask_src2(isa_op op) { return isa_has_mask_src2(op) != 0; }
/* reads VCC per pass: the e32 mask of v_cndmask / v_addc ..., v_div_fmas_f32 in both forms
 * (the VOP3 form of a mask op reads its src2 pair instead: mask_src2 and the decoded vop3) */
static int p_vcc_in(isa_op op) { return (isa_info(op)->flags & ISA_F_VCC_IN) != 0; }
/* writes a lane mask (VCC, an SGPR pair, EXEC): compares, carries, v_div_scale */
int emit_pipe_vmask_out(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return i->fmt == ISA_FMT_VOPC || i->fmt == ISA_FMT_VOP3B
           || (i->flags & (ISA_F_VCC_OUT | ISA_F_CARRY_OP));
}
static int p_vd64(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    return isa_class_is_vector(i->cls) && !vmem(op) && i->fmt != ISA_FMT_VOPC
           && i->dst_dwords == 2 && !(i->flags & ISA_F_SDST);
}
static int p_readlane(isa_op op) { return op == ISA_v_readlane_b32; }
static int p_readfirstlane(isa_op op) { return op == ISA_v_readfirstlane_b32; }
static int p_writelane(isa_op op) { return op == ISA_v_writelane_b32; }
static int p_flat(isa_op op) { return isa_info(op)->cls == ISA_CLS_FLAT; }
static int p_store(isa_op op) { return vmem(op) && (isa_info(op)->flags & ISA_F_STORE); }
static int p_sign(isa_op op) { return op == ISA_flat_load_sbyte || op == ISA_flat_load_sshort; }
static int p_two(isa_op op) { return (isa_info(op)->flags & ISA_F_DS2) != 0; }
static int p_st64(isa_op op) { return (isa_info(op)->flags & ISA_F_ST64) != 0; }

typedef struct flag_row {
    const char *name;      /* output port, without _o */
    int (*pred)(isa_op);
    const char *doc;
} flag_row;

static const flag_row flags[] = {
    { "k_rmw", p_k_rmw, "s_addk / s_mulk / s_cmovk: read their destination as source 0" },
    { "bitset", p_bitset, "s_bitset0/1_b32: read their destination as source 1" },
    { "smem", p_smem, "s_load_dword*: the SMEM unit" },
    { "setreg", p_setreg, "s_setreg_b32 / s_setreg_imm32_b32 (of MODE)" },
    { "getreg", p_getreg, "s_getreg_b32 (of MODE)" },
    { "setpc", p_setpc, "s_setpc_b64 / s_swappc_b64: redirect the fetch to source 0" },
    { "waitcnt", p_waitcnt, "s_waitcnt" },
    { "barrier", p_barrier, "s_barrier" },
    { "endpgm", p_endpgm, "s_endpgm" },
    { "split", p_split, "s_split (null under --split none)" },
    { "merge", p_merge, "s_merge (a no-op under --split none)" },
    { "br_always", p_br_always, "s_branch" },
    { "br_scc0", p_br_scc0, "s_cbranch_scc0" },
    { "br_scc1", p_br_scc1, "s_cbranch_scc1" },
    { "br_vccz", p_br_vccz, "s_cbranch_vccz" },
    { "br_vccnz", p_br_vccnz, "s_cbranch_vccnz" },
    { "br_execz", p_br_execz, "s_cbranch_execz (EXEC & split mask)" },
    { "br_execnz", p_br_execnz, "s_cbranch_execnz" },
    { "stops", emit_pipe_stops, "the fetch stops after it until the redirect" },
    { "mac", p_mac, "v_mac_f32: source 2 is its old destination" },
    { "cmpx", p_cmpx, "v_cmpx_*: writes EXEC too" },
    { "mask_src2", p_mask_src2, "source 2 is a 64-bit lane mask (VCC in the e32 form)" },
    { "vcc_in", p_vcc_in, "reads VCC per pass (e32 mask, v_div_fmas_f32)" },
    { "vmask_out", emit_pipe_vmask_out, "writes a lane mask (compare, carry-out, v_div_scale)" },
    { "vd64", p_vd64, "a 64-bit VGPR result" },
    { "readlane", p_readlane, "v_readlane_b32" },
    { "readfirstlane", p_readfirstlane, "v_readfirstlane_b32" },
    { "writelane", p_writelane, "v_writelane_b32" },
    { "flat", p_flat, "a FLAT op (else DS, for the VMEM/LDS shape below)" },
    { "store", p_store, "a plain store" },
    { "sign", p_sign, "a sub-dword load sign-extends" },
    { "two", p_two, "ds_read2* / ds_write2*: two addresses (offset0, offset1)" },
    { "st64", p_st64, "ds_*2st64_*: offset0 and offset1 count 64 elements" },
};
#define NFLAGS (sizeof flags / sizeof flags[0])

/* Spaces that align a port's comment after its name. */
static int pad(const char *name)
{
    int n = 14 - (int)strlen(name);
    return n > 0 ? n : 1;
}

/* Small numeric fields: the value for op, from isa_ops.def. */
static unsigned f_unit_valid(const pws_cfg *c, isa_op op)
{
    return emit_pipe_unit(c, op) != EMIT_PIPE_UNIT_NONE;
}
static unsigned f_dw0(isa_op op)
{
    return isa_info(op)->cls == ISA_CLS_SMEM ? 2 : isa_info(op)->src_dwords[0];
}
static unsigned f_dw1(isa_op op)
{
    return isa_info(op)->cls == ISA_CLS_SMEM ? 1 : isa_info(op)->src_dwords[1];
}
static unsigned f_dw2(isa_op op)
{
    /* v_mac_f32 reads its destination dword as source 2 */
    return op == ISA_v_mac_f32 ? 1 : isa_info(op)->src_dwords[2];
}
unsigned emit_pipe_src_dwords(isa_op op, int slot)
{
    return slot == 0 ? f_dw0(op) : slot == 1 ? f_dw1(op) : f_dw2(op);
}
static unsigned f_dst_dw(isa_op op) { return isa_info(op)->dst_dwords; }
static unsigned f_amo(isa_op op) { return emit_cu_amo(op); }
/* accesses per active lane: a store writes its data dwords, a load reads its destination
 * dwords, an atomic is one read-modify-write (cmpswap's two data dwords: data and compare) */
unsigned emit_pipe_acc_dw(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    if (!vmem(op))
        return 0;
    if (emit_cu_amo(op))
        return 1;
    return (i->flags & ISA_F_STORE) ? i->src_dwords[1] + i->src_dwords[2] : i->dst_dwords;
}
/* rows the memory units read (docs/microarchitecture.md "Row reader"): FLAT address pair and
 * data, DS address and data */
unsigned emit_pipe_rows(isa_op op)
{
    const isa_op_info *i = isa_info(op);
    if (!vmem(op))
        return 0;
    return i->src_dwords[0] + i->src_dwords[1] + i->src_dwords[2];
}
unsigned emit_pipe_max_rows(const pws_cfg *c, isa_class cls)
{
    unsigned most = 1;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (isa_info((isa_op)k)->cls == cls && emit_pipe_unit(c, (isa_op)k) != EMIT_PIPE_UNIT_NONE
            && emit_pipe_rows((isa_op)k) > most)
            most = emit_pipe_rows((isa_op)k);
    return most;
}
unsigned emit_pipe_size_log2(isa_op op)
{
    if (op == ISA_flat_load_sbyte || op == ISA_flat_load_ubyte || op == ISA_flat_store_byte)
        return 0;
    if (op == ISA_flat_load_sshort || op == ISA_flat_load_ushort || op == ISA_flat_store_short)
        return 1;
    return 2;
}

typedef struct field_row {
    const char *name;
    unsigned width;
    unsigned (*value)(isa_op);
    const char *doc;
} field_row;

static const field_row fields[] = {
    { "dw0", 3, f_dw0, "dwords of source 0 (an SMEM base: 2)" },
    { "dw1", 3, f_dw1, "dwords of source 1 (an SMEM offset SGPR: 1)" },
    { "dw2", 3, f_dw2, "dwords of source 2" },
    { "dst_dw", 5, f_dst_dw, "dwords of the destination" },
    { "amo", 4, f_amo, "atomic op (EMIT_CU_AMO_*, 0: none)" },
    { "acc_dw", 3, emit_pipe_acc_dw, "memory accesses per active lane" },
    { "rows", 3, emit_pipe_rows, "VGPR rows a memory instruction reads at its issue" },
    { "size", 2, emit_pipe_size_log2, "log2 bytes of a FLAT access" },
};
#define NFIELDS (sizeof fields / sizeof fields[0])

/* The ops this configuration runs that have property pred, in table order. */
static size_t ops_with(const pws_cfg *c, int (*pred)(isa_op), isa_op *out)
{
    size_t n = 0;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (emit_pipe_unit(c, (isa_op)k) != EMIT_PIPE_UNIT_NONE && pred((isa_op)k))
            out[n++] = (isa_op)k;
    return n;
}

/* "case (op_i) OPS: name = 1'b1; default: name = 1'b0; endcase" (a constant 0 when no op of
 * the configuration has the property). */
static void emit_flag_case(emit_ctx *e, const pws_cfg *c, const flag_row *f)
{
    isa_op ops[ISA_NUM_OPS];
    size_t n = ops_with(c, f->pred, ops);
    char tail[96];
    snprintf(tail, sizeof tail, "%s = 1'b1;", f->name);
    if (!n) {
        emit_line(e, "%s = 1'b0;", f->name);
        return;
    }
    emit_line(e, "case (op_i)");
    emit_push(e);
    emit_isa_case_items(e, ops, n, tail);
    emit_line(e, "default: %s = 1'b0;", f->name);
    emit_pop(e);
    emit_line(e, "endcase");
}

/* A numeric field: one case item per distinct non-zero value. */
static void emit_field_case(emit_ctx *e, const pws_cfg *c, const field_row *f)
{
    emit_line(e, "case (op_i)");
    emit_push(e);
    for (unsigned v = 1; v < (1u << f->width); v++) {
        isa_op ops[ISA_NUM_OPS];
        size_t n = 0;
        for (int k = 0; k < ISA_NUM_OPS; k++)
            if (emit_pipe_unit(c, (isa_op)k) != EMIT_PIPE_UNIT_NONE && f->value((isa_op)k) == v)
                ops[n++] = (isa_op)k;
        if (!n)
            continue;
        char tail[96];
        snprintf(tail, sizeof tail, "%s = %u'd%u;", f->name, f->width, v);
        emit_isa_case_items(e, ops, n, tail);
    }
    emit_line(e, "default: %s = %u'd0;", f->name, f->width);
    emit_pop(e);
    emit_line(e, "endcase");
}

static void emit_unit_case(emit_ctx *e, const pws_cfg *c)
{
    static const char *const names[] = { "UNIT_VALU", "UNIT_SALU", "UNIT_VMEM", "UNIT_LDS",
                                         "UNIT_CTRL" };
    emit_line(e, "case (op_i)");
    emit_push(e);
    for (unsigned u = 0; u < EMIT_PIPE_NUNITS; u++) {
        isa_op ops[ISA_NUM_OPS];
        size_t n = 0;
        for (int k = 0; k < ISA_NUM_OPS; k++)
            if ((unsigned)emit_pipe_unit(c, (isa_op)k) == u)
                ops[n++] = (isa_op)k;
        if (!n)
            continue;
        char tail[64];
        snprintf(tail, sizeof tail, "unit = %s;", names[u]);
        emit_isa_case_items(e, ops, n, tail);
    }
    /* an op the configuration does not run goes to the control unit, which retires it with the
     * commit's error bit and stops the wavefront (cosim refuses such kernels beforehand) */
    emit_line(e, "default: unit = UNIT_CTRL;");
    emit_pop(e);
    emit_line(e, "endcase");
    isa_op ops[ISA_NUM_OPS];
    size_t n = 0;
    for (int k = 0; k < ISA_NUM_OPS; k++)
        if (f_unit_valid(c, (isa_op)k))
            ops[n++] = (isa_op)k;
    emit_line(e, "case (op_i)");
    emit_push(e);
    if (n)
        emit_isa_case_items(e, ops, n, "runs = 1'b1;");
    emit_line(e, "default: runs = 1'b0;");
    emit_pop(e);
    emit_line(e, "endcase");
}

/* The operand classifier: which register file or special register an operand code names, or
 * its constant value (docs/isa_encoding.md section 2). An SGPR code at or beyond --sgprs is no SGPR: cosim refuses such kernels. */
static void emit_classify(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "// kind of an operand code: bit 0 SGPR, 1 VGPR, 2 vcc_lo, 3 vcc_hi, 4 exec_lo, 5 exec_hi,");
    emit_line(e, "// 6 m0, 7 scc, 8 a constant (inline or the literal)");
    emit_line(e, "function [8:0] kind;");
    emit_line(e, "  input [OpndWidth-1:0] code;");
    emit_line(e, "  kind = {code >= SRC_INT_FIRST && code <= SRC_INT_NEG_LAST");
    emit_line(e, "            || code >= SRC_FLOAT_FIRST && code <= SRC_FLOAT_LAST || code == SRC_LITERAL,");
    emit_line(e, "          code == SRC_SCC, code == SRC_M0, code == SRC_EXEC_HI, code == SRC_EXEC_LO,");
    emit_line(e, "          code == SRC_VCC_HI, code == SRC_VCC_LO,");
    emit_line(e, "          code >= SRC_VGPR0 && code <= SRC_VGPR_LAST, code < %u'd%u};", EMIT_OPND_WIDTH,
              c->sgprs);
    emit_line(e, "endfunction");
    emit_line(e, "// the 64-bit value of a constant code (a negative integer is sign-extended; 32-bit float");
    emit_line(e, "// constants and the literal have a zero high dword)");
    emit_line(e, "function [63:0] cval;");
    emit_line(e, "  input [OpndWidth-1:0] code;");
    emit_line(e, "  input [31:0]          lit;");
    emit_line(e, "  begin");
    emit_line(e, "    cval = 64'd0;");
    emit_line(e, "    if (code >= SRC_INT_FIRST && code <= SRC_INT_POS_LAST)");
    emit_line(e, "      cval = {54'd0, code - SRC_INT_FIRST};");
    emit_line(e, "    else if (code >= SRC_INT_NEG_FIRST && code <= SRC_INT_NEG_LAST)");
    emit_line(e, "      cval = 64'd0 - {54'd0, code - SRC_INT_POS_LAST};");
    emit_line(e, "    else if (code == SRC_LITERAL)");
    emit_line(e, "      cval = {32'd0, lit};");
    emit_line(e, "    else if (code >= SRC_FLOAT_FIRST && code <= SRC_FLOAT_LAST)");
    emit_line(e, "      case (code - SRC_FLOAT_FIRST)");
    static const char *const fl[] = { "3f000000", "bf000000", "3f800000", "bf800000",
                                      "40000000", "c0000000", "40800000", "c0800000",
                                      "3e22f983" };
    static const char *const fn[] = { "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0",
                                      "1 / (2 pi)" };
    for (unsigned k = 0; k < sizeof fl / sizeof fl[0]; k++)
        emit_line(e, "        %u'd%u: cval = {32'd0, 32'h%s};   // %s", EMIT_OPND_WIDTH, k, fl[k],
                  fn[k]);
    emit_line(e, "        default: cval = 64'd0;");
    emit_line(e, "      endcase");
    emit_line(e, "  end");
    emit_line(e, "endfunction");
    emit_line(e, "wire [63:0] cv0 = cval(code0, literal_i);");
    emit_line(e, "wire [63:0] cv1 = cval(code1, literal_i);");
    emit_line(e, "wire [63:0] cv2 = cval(code2, literal_i);");
    emit_line(e, "wire unused_cv = ^{cv0[62:32], cv1[62:32], cv2[62:32]};   // the sign is bit 63");
    emit_blank(e);
}

static void emit_pack(emit_ctx *e);

static void emit_body(emit_ctx *e, const void *arg)
{
    const pws_cfg *c = arg;
    emit_classify(e, c);
    emit_line(e, "localparam [2:0] UNIT_VALU = 3'd%u, UNIT_SALU = 3'd%u, UNIT_VMEM = 3'd%u,",
              EMIT_PIPE_UNIT_VALU, EMIT_PIPE_UNIT_SALU, EMIT_PIPE_UNIT_VMEM);
    emit_line(e, "                 UNIT_LDS = 3'd%u, UNIT_CTRL = 3'd%u;", EMIT_PIPE_UNIT_LDS,
              EMIT_PIPE_UNIT_CTRL);
    emit_blank(e);
    emit_line(e, "reg [2:0] unit;");
    emit_line(e, "reg       runs;");
    for (size_t i = 0; i < NFLAGS; i++)
        emit_line(e, "reg       %s;%*s// %s", flags[i].name, pad(flags[i].name), "", flags[i].doc);
    for (size_t i = 0; i < NFIELDS; i++)
        emit_line(e, "reg [%u:0] %s;%*s// %s", fields[i].width - 1, fields[i].name,
                  pad(fields[i].name), "", fields[i].doc);
    emit_blank(e);
    emit_line(e, "// The three source slots the units read (the op's own operand fields, remapped).");
    emit_line(e, "wire [OpndWidth-1:0] code0 = k_rmw ? dst_i : src0_i;");
    emit_line(e, "wire [OpndWidth-1:0] code1 = smem ? (smem_imm_i ? OPND_NONE : imm_i[OpndWidth-1:0])");
    emit_line(e, "                               : bitset ? dst_i : src1_i;");
    emit_line(e, "wire [OpndWidth-1:0] code2 = mac ? dst_i : src2_i;");
    emit_blank(e);
    emit_line(e, "// The properties, one case statement each, from golden/isa_ops.def.");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_unit_case(e, c);
    for (size_t i = 0; i < NFLAGS; i++)
        emit_flag_case(e, c, &flags[i]);
    for (size_t i = 0; i < NFIELDS; i++)
        emit_field_case(e, c, &fields[i]);
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
    emit_pack(e);
}

/* ---- The bundle: one buffered instruction, packed ------------------------------------------ */

/* Every field of a decoded instruction the pipeline keeps (docs/microarchitecture.md
 * "Instruction buffers"), least significant first: pws_predecode packs it from these
 * expressions, pws_inst_unpack unpacks it into ports <name>_o. The one place the layout is. */
typedef struct bundle_field {
    const char *name;
    unsigned width;     /* 0: OpWidth (an op id) */
    const char *expr;   /* its value inside pws_predecode */
    const char *doc;
} bundle_field;

static const bundle_field bundle[] = {
    { "pc", 32, "pc_i", "byte address of the instruction" },
    { "w0", 32, "w0_i", "its first dword" },
    { "w1", 32, "w1_i", "its second dword (a literal or VOP3/SMEM/DS/FLAT word 1)" },
    { "dvalid", 1, "valid_i", "0: the word does not decode" },
    { "op", 0, "op_i", "op id" },
    { "vop3", 1, "vop3_i", "a VOP1/2/C op in its VOP3 form" },
    { "nwords", 2, "nwords_i", "dwords, literal included" },
    { "dst", 10, "dst_i", "destination operand code" },
    { "sdst", 10, "sdst_i", "second (scalar) destination operand code" },
    { "code0", 10, "code0", "source slot 0 (remapped, docs/microarchitecture.md)" },
    { "code1", 10, "code1", "source slot 1" },
    { "code2", 10, "code2", "source slot 2" },
    { "imm", 32, "imm_i", "immediate (simm16, offsets)" },
    { "neg", 3, "neg_i", "VOP3 input modifiers" },
    { "abs", 3, "abs_i", "" },
    { "clamp", 1, "clamp_i", "VOP3 output modifiers" },
    { "omod", 2, "omod_i", "" },
    { "glc", 1, "glc_i", "FLAT glc" },
    { "u_valu", 1, "unit == UNIT_VALU", "the functional unit: the VALU" },
    { "u_salu", 1, "unit == UNIT_SALU", "the SALU (and SMEM, s_setreg, s_getreg)" },
    { "u_vmem", 1, "unit == UNIT_VMEM", "the VMEM unit (FLAT)" },
    { "u_lds", 1, "unit == UNIT_LDS", "the LDS unit (DS)" },
    { "u_ctrl", 1, "unit == UNIT_CTRL", "the branch/control unit (and an op this configuration does "
                                        "not run)" },
    { "runs", 1, "runs", "0: this configuration does not run the op" },
    { "kind0", 9, "kind(code0)", "kinds of the source slots: SGPR, VGPR, vcc_lo, vcc_hi, exec_lo, "
                                  "exec_hi, m0, scc, constant (bits 0..8)" },
    { "kind1", 9, "kind(code1)", "" },
    { "kind2", 9, "kind(code2)", "" },
    { "dkind", 9, "kind(dst_i)", "kind of dst" },
    { "skind", 9, "kind(sdst_i)", "kind of sdst" },
    { "cv0", 32, "cv0[31:0]", "a constant source's value (low dword)" },
    { "cv0h", 1, "cv0[63]", "its high dword is all ones (a negative inline integer)" },
    { "cv1", 32, "cv1[31:0]", "" },
    { "cv1h", 1, "cv1[63]", "" },
    { "cv2", 32, "cv2[31:0]", "" },
    { "cv2h", 1, "cv2[63]", "" },
};
#define NBUNDLE (sizeof bundle / sizeof bundle[0])

static unsigned field_width(unsigned w) { return w ? w : emit_isa_op_width(); }

/* Bits of the bundle: the fields above, then every flag and numeric field of the table. */
static unsigned bundle_width(void)
{
    unsigned n = 0;
    for (size_t i = 0; i < NBUNDLE; i++)
        n += field_width(bundle[i].width);
    n += (unsigned)NFLAGS;
    for (size_t i = 0; i < NFIELDS; i++)
        n += fields[i].width;
    return n;
}

unsigned emit_pipe_bundle_width(void)
{
    return bundle_width();
}

int emit_predecode(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/microarchitecture.md \"Fetch\"",
                "Decoded fields and op properties of one instruction, packed into the bundle its "
                "wavefront's buffer keeps (a table of isa_ops.def).", c);
    emit_line(e, "//");
    emit_line(e, "// Combinational. The inputs are pws_decoder's outputs for the instruction at pc_i;");
    emit_line(e, "// pws_inst_unpack (generated from the same table) takes the bundle apart.");
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_predecode #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth     = %u,  // bits of an op id", emit_isa_op_width());
    emit_line(e, "parameter integer OpndWidth   = %u,  // operand codes", EMIT_OPND_WIDTH);
    emit_line(e, "parameter integer BundleWidth = %u  // bits of the bundle", bundle_width());
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [31:0]            pc_i,");
    emit_line(e, "input  wire [31:0]            w0_i,");
    emit_line(e, "input  wire [31:0]            w1_i,");
    emit_line(e, "input  wire                   valid_i,");
    emit_line(e, "input  wire [OpWidth-1:0]     op_i,");
    emit_line(e, "input  wire                   vop3_i,");
    emit_line(e, "input  wire [1:0]             nwords_i,");
    emit_line(e, "input  wire [OpndWidth-1:0]   dst_i,");
    emit_line(e, "input  wire [OpndWidth-1:0]   sdst_i,");
    emit_line(e, "input  wire [OpndWidth-1:0]   src0_i,");
    emit_line(e, "input  wire [OpndWidth-1:0]   src1_i,");
    emit_line(e, "input  wire [OpndWidth-1:0]   src2_i,");
    emit_line(e, "input  wire [31:0]            literal_i,");
    emit_line(e, "input  wire [31:0]            imm_i,");
    emit_line(e, "input  wire [2:0]             neg_i,");
    emit_line(e, "input  wire [2:0]             abs_i,");
    emit_line(e, "input  wire                   clamp_i,");
    emit_line(e, "input  wire [1:0]             omod_i,");
    emit_line(e, "input  wire                   glc_i,");
    emit_line(e, "input  wire                   smem_imm_i,");
    emit_line(e, "output wire                   stops_o,     // the fetch stops after it");
    emit_line(e, "output wire [BundleWidth-1:0] bundle_o");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    return emit_isa_body_and_end(e, c, emit_body, c);
}

/* The bundle's concatenation, most significant field first (Verilog order). */
static void emit_pack(emit_ctx *e)
{
    emit_line(e, "assign bundle_o = {");
    emit_push(e);
    for (size_t i = NFIELDS; i-- > 0;)
        emit_line(e, "%s,", fields[i].name);
    for (size_t i = NFLAGS; i-- > 0;)
        emit_line(e, "%s,", flags[i].name);
    for (size_t i = NBUNDLE; i-- > 0;)
        emit_line(e, "%s%s", bundle[i].expr, i ? "," : "");
    emit_pop(e);
    emit_line(e, "};");
    emit_line(e, "assign stops_o = stops || !runs || !valid_i;   // nothing after it is fetched");
}

int emit_inst_unpack(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/microarchitecture.md \"Instruction buffers\"",
                "A buffered instruction's bundle (pws_predecode) taken apart into its fields.", c);
    emit_line(e, "//");
    emit_line(e, "// Wires only. The hand-written units instantiate it where they read a bundle.");
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_inst_unpack #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth     = %u,  // bits of an op id", emit_isa_op_width());
    emit_line(e, "parameter integer BundleWidth = %u  // bits of the bundle", bundle_width());
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [BundleWidth-1:0] bundle_i,");
    unsigned lsb = 0;
    char range[32];
    for (size_t i = 0; i < NBUNDLE; i++) {
        unsigned w = field_width(bundle[i].width);
        if (!bundle[i].width)
            snprintf(range, sizeof range, "[OpWidth-1:0]");
        else if (w > 1)
            snprintf(range, sizeof range, "[%u:0]", w - 1);
        else
            range[0] = '\0';
        if (bundle[i].doc[0])
            emit_line(e, "output wire %-13s %s_o,%*s// %s", range, bundle[i].name,
                      pad(bundle[i].name), "", bundle[i].doc);
        else
            emit_line(e, "output wire %-13s %s_o,", range, bundle[i].name);
        lsb += w;
    }
    for (size_t i = 0; i < NFLAGS; i++)
        emit_line(e, "output wire               %s_o,%*s// %s", flags[i].name, pad(flags[i].name), "",
                  flags[i].doc);
    for (size_t i = 0; i < NFIELDS; i++) {
        snprintf(range, sizeof range, "[%u:0]", fields[i].width - 1);
        emit_line(e, "output wire %-13s %s_o%s%*s// %s", range, fields[i].name,
                  i + 1 < NFIELDS ? "," : " ", pad(fields[i].name), "", fields[i].doc);
    }
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    lsb = 0;
    for (size_t i = 0; i < NBUNDLE; i++) {
        unsigned w = field_width(bundle[i].width);
        emit_line(e, "assign %s_o = bundle_i[%u%s];", bundle[i].name, lsb,
                  w > 1 ? (snprintf(range, sizeof range, " +: %u", w), range) : "");
        lsb += w;
    }
    for (size_t i = 0; i < NFLAGS; i++)
        emit_line(e, "assign %s_o = bundle_i[%u];", flags[i].name, lsb++);
    for (size_t i = 0; i < NFIELDS; i++) {
        emit_line(e, "assign %s_o = bundle_i[%u +: %u];", fields[i].name, lsb, fields[i].width);
        lsb += fields[i].width;
    }
    return emit_module_end(e);
}
