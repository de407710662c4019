/* rtl_gen/emit_salu.c -- pws_salu.v: the combinational scalar ALU of one SIMD.
 *
 * One case arm per implemented op, from the table below: the result expression (64 bits; a
 * 32-bit op leaves the high half 0) and the SCC expression (NULL: SCC is not written). The
 * semantics are golden/exec_salu.c's, written again in Verilog on purpose (the lockstep compares
 * the two); the table is also the list cosim checks kernels against (emit_salu_has), so an op
 * without an arm is refused before the run instead of mis-running. Spec:
 * docs/microarchitecture.md "The scalar units". Names: a/b = low dwords of s0_i/s1_i, A/B = s0_i/s1_i,
 * k/ku = simm16 sign-/zero-extended, sc = scc_i. */
#include "emit_cu.h"
#include "emitters.h"

#include "pws_err.h"

#include <string.h>

typedef struct salu_arm {
    isa_op op;
    const char *d;     /* result, 64 bits */
    const char *scc;   /* SCC written, or NULL */
    const char *x;     /* s_*_saveexec_b64: the new EXEC (x_o; the SIMD masks it and sets SCC) */
} salu_arm;

#define Z32 "{32'd0, "
static const salu_arm arms[] = {
    { ISA_s_add_u32, Z32 "add33[31:0]}", "add33[32]", NULL },
    { ISA_s_sub_u32, Z32 "a - b}", "b > a", NULL },
    { ISA_s_add_i32, Z32 "add33[31:0]}", "(a[31] == b[31]) && (add33[31] != a[31])", NULL },
    { ISA_s_sub_i32, Z32 "sub32}", "(a[31] != b[31]) && (sub32[31] != a[31])", NULL },
    { ISA_s_addc_u32, Z32 "addc33[31:0]}", "addc33[32]", NULL },
    { ISA_s_subb_u32, Z32 "a - b - {31'd0, sc}}", "({1'b0, b} + {32'd0, sc}) > {1'b0, a}", NULL },
    { ISA_s_min_i32, Z32 "(lt_i ? a : b)}", "lt_i", NULL },
    { ISA_s_min_u32, Z32 "(a < b ? a : b)}", "a < b", NULL },
    { ISA_s_max_i32, Z32 "(gt_i ? a : b)}", "gt_i", NULL },
    { ISA_s_max_u32, Z32 "(a > b ? a : b)}", "a > b", NULL },
    { ISA_s_cselect_b32, Z32 "(sc ? a : b)}", NULL, NULL },
    { ISA_s_cselect_b64, "sc ? A : B", NULL, NULL },
    { ISA_s_and_b32, Z32 "a & b}", "(a & b) != 32'd0", NULL },
    { ISA_s_and_b64, "A & B", "(A & B) != 64'd0", NULL },
    { ISA_s_or_b32, Z32 "a | b}", "(a | b) != 32'd0", NULL },
    { ISA_s_or_b64, "A | B", "(A | B) != 64'd0", NULL },
    { ISA_s_xor_b32, Z32 "a ^ b}", "(a ^ b) != 32'd0", NULL },
    { ISA_s_xor_b64, "A ^ B", "(A ^ B) != 64'd0", NULL },
    { ISA_s_andn2_b32, Z32 "a & ~b}", "(a & ~b) != 32'd0", NULL },
    { ISA_s_andn2_b64, "A & ~B", "(A & ~B) != 64'd0", NULL },
    { ISA_s_orn2_b32, Z32 "a | ~b}", "(a | ~b) != 32'd0", NULL },
    { ISA_s_orn2_b64, "A | ~B", "(A | ~B) != 64'd0", NULL },
    { ISA_s_lshl_b32, Z32 "a << b[4:0]}", "(a << b[4:0]) != 32'd0", NULL },
    { ISA_s_lshr_b32, Z32 "a >> b[4:0]}", "(a >> b[4:0]) != 32'd0", NULL },
    { ISA_s_ashr_i32, Z32 "ashr32}", "ashr32 != 32'd0", NULL },
    { ISA_s_lshl_b64, "A << b[5:0]", "(A << b[5:0]) != 64'd0", NULL },
    { ISA_s_lshr_b64, "A >> b[5:0]", "(A >> b[5:0]) != 64'd0", NULL },
    { ISA_s_mul_i32, Z32 "mul32}", NULL, NULL },
    { ISA_s_movk_i32, Z32 "k}", NULL, NULL },
    { ISA_s_cmovk_i32, Z32 "k}", NULL, NULL },
    { ISA_s_addk_i32, Z32 "addk32}", "(a[31] == k[31]) && (addk32[31] != a[31])", NULL },
    { ISA_s_mulk_i32, Z32 "mulk32}", NULL, NULL },
    { ISA_s_cmpk_eq_i32, "64'd0", "a == k", NULL },
    { ISA_s_cmpk_lg_i32, "64'd0", "a != k", NULL },
    { ISA_s_cmpk_gt_i32, "64'd0", "$signed(a) > $signed(k)", NULL },
    { ISA_s_cmpk_ge_i32, "64'd0", "$signed(a) >= $signed(k)", NULL },
    { ISA_s_cmpk_lt_i32, "64'd0", "$signed(a) < $signed(k)", NULL },
    { ISA_s_cmpk_le_i32, "64'd0", "$signed(a) <= $signed(k)", NULL },
    { ISA_s_cmpk_eq_u32, "64'd0", "a == ku", NULL },
    { ISA_s_cmpk_lg_u32, "64'd0", "a != ku", NULL },
    { ISA_s_cmpk_gt_u32, "64'd0", "a > ku", NULL },
    { ISA_s_cmpk_ge_u32, "64'd0", "a >= ku", NULL },
    { ISA_s_cmpk_lt_u32, "64'd0", "a < ku", NULL },
    { ISA_s_cmpk_le_u32, "64'd0", "a <= ku", NULL },
    { ISA_s_mov_b32, Z32 "a}", NULL, NULL },
    { ISA_s_mov_b64, "A", NULL, NULL },
    { ISA_s_cmov_b32, Z32 "a}", NULL, NULL },
    { ISA_s_not_b32, Z32 "~a}", "(~a) != 32'd0", NULL },
    { ISA_s_cmp_eq_i32, "64'd0", "a == b", NULL },
    { ISA_s_cmp_lg_i32, "64'd0", "a != b", NULL },
    { ISA_s_cmp_gt_i32, "64'd0", "gt_i", NULL },
    { ISA_s_cmp_ge_i32, "64'd0", "!lt_i", NULL },
    { ISA_s_cmp_lt_i32, "64'd0", "lt_i", NULL },
    { ISA_s_cmp_le_i32, "64'd0", "!gt_i", NULL },
    { ISA_s_cmp_eq_u32, "64'd0", "a == b", NULL },
    { ISA_s_cmp_lg_u32, "64'd0", "a != b", NULL },
    { ISA_s_cmp_gt_u32, "64'd0", "a > b", NULL },
    { ISA_s_cmp_ge_u32, "64'd0", "a >= b", NULL },
    { ISA_s_cmp_lt_u32, "64'd0", "a < b", NULL },
    { ISA_s_cmp_le_u32, "64'd0", "a <= b", NULL },
    { ISA_s_cmp_eq_u64, "64'd0", "A == B", NULL },
    { ISA_s_cmp_lg_u64, "64'd0", "A != B", NULL },
    { ISA_s_bitcmp0_b32, "64'd0", "!a[b[4:0]]", NULL },
    { ISA_s_bitcmp1_b32, "64'd0", "a[b[4:0]]", NULL },
    { ISA_s_nand_b32, Z32 "~(a & b)}", "(~(a & b)) != 32'd0", NULL },
    { ISA_s_nand_b64, "~(A & B)", "(~(A & B)) != 64'd0", NULL },
    { ISA_s_nor_b32, Z32 "~(a | b)}", "(~(a | b)) != 32'd0", NULL },
    { ISA_s_nor_b64, "~(A | B)", "(~(A | B)) != 64'd0", NULL },
    { ISA_s_xnor_b32, Z32 "~(a ^ b)}", "(~(a ^ b)) != 32'd0", NULL },
    { ISA_s_xnor_b64, "~(A ^ B)", "(~(A ^ B)) != 64'd0", NULL },
    { ISA_s_ashr_i64, "ashr64", "ashr64 != 64'd0", NULL },
    { ISA_s_bfm_b32, Z32 "((32'd1 << a[4:0]) - 32'd1) << b[4:0]}", NULL, NULL },
    { ISA_s_bfm_b64, "((64'd1 << a[5:0]) - 64'd1) << b[5:0]", NULL, NULL },
    { ISA_s_bfe_u32, Z32 "bfeu32}", "bfeu32 != 32'd0", NULL },
    { ISA_s_bfe_i32, Z32 "bfei32}", "bfei32 != 32'd0", NULL },
    { ISA_s_bfe_u64, "bfeu64", "bfeu64 != 64'd0", NULL },
    { ISA_s_bfe_i64, "bfei64", "bfei64 != 64'd0", NULL },
    { ISA_s_absdiff_i32, Z32 "absdiff}", "absdiff != 32'd0", NULL },
    { ISA_s_cmov_b64, "A", NULL, NULL },
    { ISA_s_not_b64, "~A", "(~A) != 64'd0", NULL },
    /* the bit operations: pws_salu_bits (rtl/) */
    { ISA_s_wqm_b64, "wqm_a", "wqm_a != 64'd0", NULL },
    { ISA_s_brev_b32, Z32 "brev_a}", NULL, NULL },
    { ISA_s_bcnt0_i32_b32, Z32 "32'd32 - bcnt_lo}", "(32'd32 - bcnt_lo) != 32'd0", NULL },
    { ISA_s_bcnt1_i32_b32, Z32 "bcnt_lo}", "bcnt_lo != 32'd0", NULL },
    { ISA_s_bcnt1_i32_b64, Z32 "bcnt_all}", "bcnt_all != 32'd0", NULL },
    { ISA_s_ff0_i32_b32, Z32 "ff0_lo}", NULL, NULL },
    { ISA_s_ff1_i32_b32, Z32 "ff1_lo}", NULL, NULL },
    { ISA_s_ff1_i32_b64, Z32 "ff1_all}", NULL, NULL },
    { ISA_s_flbit_i32_b32, Z32 "flbit_a}", NULL, NULL },
    { ISA_s_flbit_i32, Z32 "flbit_i}", NULL, NULL },
    { ISA_s_sext_i32_i8, Z32 "{{24{a[7]}}, a[7:0]}}", NULL, NULL },
    { ISA_s_sext_i32_i16, Z32 "{{16{a[15]}}, a[15:0]}}", NULL, NULL },
    { ISA_s_abs_i32, Z32 "(a[31] ? 32'd0 - a : a)}", "a != 32'd0", NULL },
    { ISA_s_bitcmp0_b64, "64'd0", "!A[b[5:0]]", NULL },
    { ISA_s_bitcmp1_b64, "64'd0", "A[b[5:0]]", NULL },
    { ISA_s_bitset0_b32, Z32 "b & ~(32'd1 << a[4:0])}", NULL, NULL },   /* b: the old sdst */
    { ISA_s_bitset1_b32, Z32 "b | (32'd1 << a[4:0])}", NULL, NULL },
    { ISA_s_getpc_b64, "{32'd0, npc_i}", NULL, NULL },
    { ISA_s_setpc_b64, "64'd0", NULL, NULL },      /* the SIMD takes the target; no write */
    { ISA_s_swappc_b64, "{32'd0, npc_i}", NULL, NULL },
    { ISA_s_and_saveexec_b64, "E", NULL, "A & E" },
    { ISA_s_or_saveexec_b64, "E", NULL, "A | E" },
    { ISA_s_xor_saveexec_b64, "E", NULL, "A ^ E" },
    { ISA_s_andn2_saveexec_b64, "E", NULL, "A & ~E" },
    { ISA_s_orn2_saveexec_b64, "E", NULL, "A | ~E" },
    { ISA_s_nand_saveexec_b64, "E", NULL, "~(A & E)" },
    { ISA_s_nor_saveexec_b64, "E", NULL, "~(A | E)" },
    { ISA_s_xnor_saveexec_b64, "E", NULL, "~(A ^ E)" },
};

int emit_salu_has(isa_op op)
{
    for (size_t i = 0; i < sizeof arms / sizeof arms[0]; i++)
        if (arms[i].op == op)
            return 1;
    return 0;
}

/* s_cmov_b32 / s_cmovk_i32 write only when SCC is set: the FSM asks through we_o. */
static int conditional(isa_op op)
{
    return op == ISA_s_cmov_b32 || op == ISA_s_cmovk_i32 || op == ISA_s_cmov_b64;
}

/* Every helper wire and input the arms may read: with an op subset (--ops) some arms are gone
 * and their helpers unread, which this waiver (Verilator skips names matching *unused*) keeps
 * lint-clean; yosys removes the logic that nothing reads. */
static const char subset_waiver[] =
    "wire unused_subset = ^{a, b, A, B, sc, E, k, ku, add33, addc33, sub32, addk32, mul32, "
    "mulk32,\n    ashr32, lt_i, gt_i, ashr64, absd_t, absdiff, bw, bfe32, bfes32, bfe64, "
    "bfes64, bfeu32, bfeu64,\n    bfei32, bfei64, npc_i, wqm_a, brev_a, bcnt_lo, bcnt_all, ff0_lo, ff1_lo, ff1_all, "
    "flbit_a,\n    flbit_i};";

static void emit_body(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "wire [31:0] a = s0_i[31:0];");
    emit_line(e, "wire [31:0] b = s1_i[31:0];");
    emit_line(e, "wire [63:0] A = s0_i;");
    emit_line(e, "wire [63:0] B = s1_i;");
    emit_line(e, "wire        sc = scc_i;");
    emit_line(e, "wire [63:0] E = exec_i;");
    emit_line(e, "wire unused_imm = ^imm_i[31:16];   // SOPK has a 16-bit immediate");
    emit_line(e, "wire [31:0] k = {{16{imm_i[15]}}, imm_i[15:0]};   // simm16, sign-extended");
    emit_line(e, "wire [31:0] ku = {16'd0, imm_i[15:0]};             // simm16, zero-extended (_u32)");
    emit_line(e, "wire [32:0] add33 = {1'b0, a} + {1'b0, b};");
    emit_line(e, "wire [32:0] addc33 = {1'b0, a} + {1'b0, b} + {32'd0, sc};");
    emit_line(e, "wire [31:0] sub32 = a - b;");
    emit_line(e, "wire [31:0] addk32 = a + k;");
    emit_line(e, "wire [31:0] mul32 = a * b;");
    emit_line(e, "wire [31:0] mulk32 = a * k;");
    emit_line(e, "wire [31:0] ashr32 = $signed(a) >>> b[4:0];");
    emit_line(e, "wire        lt_i = $signed(a) < $signed(b);");
    emit_line(e, "wire        gt_i = $signed(a) > $signed(b);");
    emit_line(e, "wire [63:0] ashr64 = $signed(A) >>> b[5:0];");
    emit_line(e, "wire [31:0] absd_t = a - b;");
    emit_line(e, "wire [31:0] absdiff = absd_t[31] ? 32'd0 - absd_t : absd_t;");
    emit_line(e, "// s_bfe_*: offset b[4:0] (b[5:0] for 64 bits), width b[22:16] (0..127)");
    emit_line(e, "wire [6:0]   bw = b[22:16];");
    emit_line(e, "wire [127:0] bmask = (128'd1 << bw) - 128'd1;   // width ones (all for >= 64)");
    emit_line(e, "wire [31:0]  bfe32 = a >> b[4:0];");
    emit_line(e, "wire [31:0]  bfes32 = $signed(a) >>> b[4:0];    // a field past bit 31 sees the sign");
    emit_line(e, "wire [63:0]  bfe64 = A >> b[5:0];");
    emit_line(e, "wire [63:0]  bfes64 = $signed(A) >>> b[5:0];");
    emit_line(e, "wire [31:0]  bfeu32 = bfe32 & bmask[31:0];");
    emit_line(e, "wire [63:0]  bfeu64 = bfe64 & bmask[63:0];");
    emit_line(e, "wire [6:0]   bw1 = bw - 7'd1;");
    emit_line(e, "wire [31:0]  bfei32 = bw == 7'd0 ? 32'd0 : bw >= 7'd32 ? bfes32");
    emit_line(e, "    : (bfes32 & bmask[31:0]) | ({32{bfes32[bw1[4:0]]}} & ~bmask[31:0]);");
    emit_line(e, "wire [63:0]  bfei64 = bw == 7'd0 ? 64'd0 : bw >= 7'd64 ? bfes64");
    emit_line(e, "    : (bfes64 & bmask[63:0]) | ({64{bfes64[bw1[5:0]]}} & ~bmask[63:0]);");
    emit_line(e, "wire unused_bmask = ^{bmask[127:64], bw1[6]};");
    emit_line(e, "// bit operations on source 0 (hand-written: rtl/pws_salu_bits.v)");
    emit_line(e, "wire [63:0] wqm_a;");
    emit_line(e, "wire [31:0] brev_a, bcnt_lo, bcnt_all, ff0_lo, ff1_lo, ff1_all, flbit_a, flbit_i;");
    emit_line(e, "pws_salu_bits u_bits (.src_i(A), .wqm_o(wqm_a), .brev_o(brev_a), .bcnt_lo_o(bcnt_lo),");
    emit_line(e, "  .bcnt_o(bcnt_all), .ff0_lo_o(ff0_lo), .ff1_lo_o(ff1_lo), .ff1_o(ff1_all),");
    emit_line(e, "  .flbit_o(flbit_a), .flbit_i_o(flbit_i));");
    emit_blank(e);
    emit_line(e, "always @* begin   // defaults first: an op without an arm is unsupported (ok_o 0)");
    emit_push(e);
    emit_line(e, "d_o = 64'd0;");
    emit_line(e, "scc_we_o = 1'b0;");
    emit_line(e, "scc_o = 1'b0;");
    emit_line(e, "we_o = 1'b1;");
    emit_line(e, "ok_o = 1'b1;");
    emit_line(e, "x_o = 64'd0;");
    emit_line(e, "exec_we_o = 1'b0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    for (size_t i = 0; i < sizeof arms / sizeof arms[0]; i++) {
        char name[64];
        if (!pws_cfg_has_op(c, arms[i].op))
            continue;   /* outside the op subset: the decoder never produces it */
        emit_isa_op_name(arms[i].op, name, sizeof name);
        emit_line(e, "%s: begin", name);
        emit_push(e);
        emit_line(e, "d_o = %s;", arms[i].d);
        if (arms[i].scc) {
            emit_line(e, "scc_we_o = 1'b1;");
            emit_line(e, "scc_o = %s;", arms[i].scc);
        }
        if (arms[i].x) {
            emit_line(e, "x_o = %s;", arms[i].x);
            emit_line(e, "exec_we_o = 1'b1;");
        }
        if (conditional(arms[i].op))
            emit_line(e, "we_o = sc;");
        if (arms[i].op == ISA_s_setpc_b64)
            emit_line(e, "we_o = 1'b0;");
        emit_pop(e);
        emit_line(e, "end");
    }
    emit_line(e, "default: ok_o = 1'b0;");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    if (c->op_subset) {
        char w[sizeof subset_waiver];
        memcpy(w, subset_waiver, sizeof w);
        for (char *line = strtok(w, "\n"); line; line = strtok(NULL, "\n"))
            emit_line(e, "%s", line);
    }
}

/* emit_isa_body_and_end() callback: this module's body. */
static void body_cb(emit_ctx *b, const void *arg) { emit_body(b, arg); }

int emit_salu(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/microarchitecture.md (The scalar units)",
                "Combinational scalar ALU: one case arm per implemented SOP1/SOP2/SOPK/SOPC op.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_salu #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth = %u  // bits of an op id", emit_isa_op_width());
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [OpWidth-1:0] op_i,     // decoded op (pws_decoder op_o)");
    emit_line(e, "input  wire [63:0]        s0_i,     // source 0 (a 32-bit source in [31:0])");
    emit_line(e, "input  wire [63:0]        s1_i,     // source 1");
    emit_line(e, "input  wire [31:0]        imm_i,    // decoder imm_o (SOPK simm16)");
    emit_line(e, "input  wire               scc_i,    // SCC before the op");
    emit_line(e, "input  wire [63:0]        exec_i,   // EXEC before the op");
    emit_line(e, "input  wire [31:0]        npc_i,    // address of the next instruction (getpc)");
    emit_line(e, "output reg  [63:0]        d_o,      // result; a 32-bit result in [31:0]");
    emit_line(e, "output reg                we_o,     // 0: conditional move not taken");
    emit_line(e, "output reg                scc_we_o, // the op writes SCC");
    emit_line(e, "output reg                scc_o,    // SCC after, when scc_we_o");
    emit_line(e, "output reg                ok_o,     // 0: op not implemented here");
    emit_line(e, "output reg  [63:0]        x_o,      // saveexec: the new EXEC (before the lane mask)");
    emit_line(e, "output reg                exec_we_o // saveexec: EXEC = x_o & lane mask, SCC = EXEC != 0");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    return emit_isa_body_and_end(e, c, body_cb, c);
}
