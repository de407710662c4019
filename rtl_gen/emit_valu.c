/* rtl_gen/emit_valu.c -- pws_valu.v: one pass of a vector instruction (SimdWidth lanes of the
 * wavefront) per cycle, combinational: the op table's decoder and SimdWidth instances of the
 * hand-written rtl/pws_valu_lane.v (docs/valu.md).
 *
 * What is generated is what depends on the ISA table and the configuration: the case statement
 * that turns an op id into the lane's controls (rtl_gen/valu_ops.c), pruned to the ops the
 * configuration's VALU computes (the op subset, --fp32 none), the lane codes it names, and the
 * ResMask that tells the lanes which of their units can be selected at all. The op is decoded
 * once per pass, not once per lane. Each lane k gets the wavefront lane index lane_base_i + k
 * (for v_mbcnt) and its bit of the carry/select mask. The cross-lane ops (readlane,
 * readfirstlane, writelane) and the EXEC masking of writes are done by the VALU's user
 * (pws_valu_pipe), which owns the VRF. */
#include "emit_cu.h"
#include "emitters.h"
#include "valu_ops.h"

#include <stdint.h>
#include <string.h>

/* The case arms: one per control word, listing the ops (table order) that share it. */
struct table {
    valu_ctl arms[ISA_NUM_OPS];
    int arm_of[ISA_NUM_OPS];           /* the op's arm, or -1: not computed by this VALU */
    size_t narms;
    uint64_t res_mask;                 /* bit r: some arm selects Res code r (ResNone always) */
    unsigned char fma_used[VALU_NUM_FMA], cvt_used[VALU_NUM_CVT], cond_used[16];
    unsigned b16;                      /* some arm is a 16-bit op (VALU_F_B16) */
};

static int same_ctl(const valu_ctl *a, const valu_ctl *b)
{
    return a->res == b->res && a->fma == b->fma && a->cvt == b->cvt && a->cond == b->cond &&
           a->flags == b->flags;
}

/* The arms for c: every op the configuration's VALU computes, grouped by control word. */
static void build_table(const pws_cfg *c, struct table *t)
{
    memset(t, 0, sizeof *t);
    for (int o = 0; o < ISA_NUM_OPS; o++)
        t->arm_of[o] = -1;
    t->res_mask = 1u;   /* ResNone: the default */
    t->fma_used[VALU_FMA_MAD] = t->cvt_used[VALU_CVT_F32_FROM_I32] = t->cond_used[0] = 1;
    for (int o = 0; o < ISA_NUM_OPS; o++) {
        valu_ctl ctl;
        if (!valu_ops_has(c, (isa_op)o) || !valu_ops_ctl((isa_op)o, &ctl))
            continue;
        size_t k = 0;
        while (k < t->narms && !same_ctl(&t->arms[k], &ctl))
            k++;
        if (k == t->narms)
            t->arms[t->narms++] = ctl;
        t->arm_of[o] = (int)k;
        t->res_mask |= (uint64_t)1 << ctl.res;
        t->fma_used[ctl.fma] = t->cvt_used[ctl.cvt] = t->cond_used[ctl.cond] = 1;
        t->b16 |= (ctl.flags & VALU_F_B16) != 0;
    }
}

static void emit_codes(emit_ctx *e, const struct table *t)
{
    emit_line(e, "// The lane's codes that the table below names: copies of the localparams of");
    emit_line(e, "// rtl/pws_valu_lane.v and rtl/pws_fp32_cvt.v (Verilog-2005 cannot import them;");
    emit_line(e, "// tests/test_valu.c compares rtl_gen/valu_ops.c, which writes them, to both).");
    for (unsigned r = 0; r < VALU_NUM_RES; r++)
        if (t->res_mask >> r & 1u)
            emit_line(e, "localparam [%u:0] %s = %u'd%u;", VALU_RES_WIDTH - 1,
                      valu_res_name((valu_res)r), VALU_RES_WIDTH, r);
    for (unsigned f = 0; f < VALU_NUM_FMA; f++)
        if (t->fma_used[f])
            emit_line(e, "localparam [2:0] %s = 3'd%u;", valu_fma_name((valu_fma)f), f);
    for (unsigned v = 0; v < VALU_NUM_CVT; v++)
        if (t->cvt_used[v])
            emit_line(e, "localparam [3:0] %s = 4'd%u;", valu_cvt_name((valu_cvt)v), v);
    emit_line(e, "// compare conditions: bits un gt eq lt, the relations of src0 to src1 giving 1");
    for (unsigned k = 0; k < 16; k++)
        if (t->cond_used[k])
            emit_line(e, "localparam [3:0] %s = 4'b%u%u%u%u;",
                      valu_cond_name(k), k >> 3 & 1u, k >> 2 & 1u, k >> 1 & 1u, k & 1u);
    emit_line(e, "// the Res codes the table produces: the lanes build only the units these read");
    emit_line(e, "localparam [63:0] ResMask = 64'h%016llx;", (unsigned long long)t->res_mask);
    emit_line(e, "localparam HasB16 = %u;   // some op is a 16-bit one (the lanes' narrowing)",
              t->b16);
    emit_blank(e);
}

/* The assignments of one arm on one line ("res = ResFma; fma = FmaAdd; fp_mods = 1'b1;") into
 * buf; returns how many there are. */
static unsigned arm_body(char *buf, size_t len, const valu_ctl *ctl)
{
    unsigned k = 1;
    size_t n = (size_t)snprintf(buf, len, "res = %s;", valu_res_name(ctl->res));
    if (ctl->fma != VALU_FMA_MAD)
        n += (size_t)snprintf(buf + n, len - n, " fma = %s;", valu_fma_name(ctl->fma)), k++;
    if (ctl->cvt != VALU_CVT_F32_FROM_I32)
        n += (size_t)snprintf(buf + n, len - n, " cvt = %s;", valu_cvt_name(ctl->cvt)), k++;
    if (ctl->cond)
        n += (size_t)snprintf(buf + n, len - n, " cond = %s;", valu_cond_name(ctl->cond)), k++;
    for (unsigned b = 0; b < VALU_NUM_FLAGS; b++)
        if (ctl->flags >> b & 1u) {
            const char *port = valu_flag_port(b);
            n += (size_t)snprintf(buf + n, len - n, " %.*s = 1'b1;", (int)(strlen(port) - 2),
                                  port);
            k++;
        }
    return k;
}

/* One arm: "OP_A, OP_B: res = ResX;", with begin/end around several assignments, on the label
 * line when it fits in 100 columns (emit_isa_case_items wraps the labels). */
static void emit_arm(emit_ctx *e, const isa_op *ops, size_t n, const valu_ctl *ctl)
{
    char body[256], tail[300];
    unsigned k = arm_body(body, sizeof body, ctl);
    char last[64];
    emit_isa_op_name(ops[n - 1], last, sizeof last);
    if (k == 1) {
        emit_isa_case_items(e, ops, n, body);
    } else if (6 + strlen(last) + 2 + strlen(body) + 10 <= 100) {
        snprintf(tail, sizeof tail, "begin %s end", body);
        emit_isa_case_items(e, ops, n, tail);
    } else {
        emit_isa_case_items(e, ops, n, "begin");
        emit_push(e);
        emit_line(e, "%s", body);
        emit_pop(e);
        emit_line(e, "end");
    }
}

static void emit_decode(emit_ctx *e, const struct table *t)
{
    emit_line(e, "// ---- decode: the lane controls of op_i (rtl_gen/valu_ops.c) ----------------");
    emit_line(e, "reg [%u:0] res;", VALU_RES_WIDTH - 1);
    emit_line(e, "reg [2:0] fma;");
    emit_line(e, "reg [3:0] cvt, cond;");
    emit_line(e, "reg       fp_mods, fp_result, mac, max, as_sub, as_rev, as_cin, mul_signed,");
    emit_line(e, "          mul_24, b16;");
    emit_line(e, "always @* begin");
    emit_push(e);
    emit_line(e, "res  = ResNone;");
    emit_line(e, "fma  = FmaMad;");
    emit_line(e, "cvt  = CvtF32FromI32;");
    emit_line(e, "cond = CondF;");
    emit_line(e, "{fp_mods, fp_result, mac, max, as_sub, as_rev, as_cin, mul_signed,");
    emit_line(e, " mul_24, b16} = 10'd0;");
    emit_line(e, "case (op_i)");
    emit_push(e);
    for (size_t k = 0; k < t->narms; k++) {
        isa_op ops[ISA_NUM_OPS];
        size_t n = 0;
        for (int o = 0; o < ISA_NUM_OPS; o++)
            if (t->arm_of[o] == (int)k)
                ops[n++] = (isa_op)o;
        emit_arm(e, ops, n, &t->arms[k]);
    }
    emit_line(e, "default: ;   // v_nop, the cross-lane ops, ops not in this VALU: ResNone");
    emit_pop(e);
    emit_line(e, "endcase");
    emit_pop(e);
    emit_line(e, "end");
    emit_blank(e);
}

static void emit_lanes(emit_ctx *e)
{
    emit_line(e, "// ---- the lanes: lane k of the pass is wavefront lane lane_base_i + k -------");
    emit_line(e, "wire [SimdWidth-1:0] wd, wb;   // equal in every lane: lane 0's are the ports");
    emit_line(e, "assign writes_d_o = wd[0];");
    emit_line(e, "assign writes_bit_o = wb[0];");
    emit_line(e, "wire unused_lanes = ^{wd, wb};");
    emit_line(e, "genvar k;");
    emit_line(e, "generate");
    emit_push(e);
    emit_line(e, "for (k = 0; k < SimdWidth; k = k + 1) begin : g_lane");
    emit_push(e);
    emit_line(e, "wire [31:0] lane = {{(32-LaneIdxWidth){1'b0}}, lane_base_i} + k;");
    emit_line(e, "wire unused_lane = ^lane[31:LaneIdxWidth];");
    emit_line(e, "pws_valu_lane #(.LaneIdxWidth(LaneIdxWidth), .ResMask(ResMask), .HasB16(HasB16))");
    emit_line(e, "    u_lane (");
    emit_push(e);
    emit_line(e, ".res_i(res), .fp_mods_i(fp_mods), .fp_result_i(fp_result), .mac_i(mac),");
    emit_line(e, ".fma_i(fma), .max_i(max), .cvt_i(cvt), .as_sub_i(as_sub), .as_rev_i(as_rev),");
    emit_line(e, ".as_cin_i(as_cin), .mul_signed_i(mul_signed), .mul_24_i(mul_24), .b16_i(b16),");
    emit_line(e, ".cond_i(cond),");
    emit_line(e, ".src0_i(src0_i[64*k +: 64]), .src1_i(src1_i[64*k +: 64]),");
    emit_line(e, ".src2_i(src2_i[64*k +: 64]), .neg_i(neg_i), .abs_i(abs_i), .clamp_i(clamp_i),");
    emit_line(e, ".omod_i(omod_i), .carry_i(carry_i[k]),");
    emit_line(e, ".denorm_i(denorm_i), .lane_i(lane[LaneIdxWidth-1:0]), .d_o(d_o[64*k +: 64]),");
    emit_line(e, ".bit_o(bit_o[k]), .writes_d_o(wd[k]), .writes_bit_o(wb[k])");
    emit_pop(e);
    emit_line(e, ");");
    emit_pop(e);
    emit_line(e, "end");
    emit_pop(e);
    emit_line(e, "endgenerate");
}

static void body_cb(emit_ctx *b, const void *arg)
{
    const struct table *t = arg;
    emit_codes(b, t);
    emit_decode(b, t);
    emit_lanes(b);
}

int emit_valu(emit_ctx *e, const pws_cfg *c)
{
    struct table t;
    build_table(c, &t);
    unsigned liw = emit_cu_clog2(c->wave);
    emit_header(e, "docs/valu.md, docs/exec.md \"Vector ALU\"",
                c->fp32 == PWS_FP32_FULL
                    ? "One VALU pass: the op table's decoder and SimdWidth pws_valu_lane instances."
                    : "One VALU pass without FP32 units (--fp32 none): the op table's decoder and "
                      "SimdWidth integer-only pws_valu_lane instances.", c);
    emit_line(e, "`default_nettype none");
    emit_blank(e);
    emit_line(e, "module pws_valu #(");
    emit_push(e);
    emit_line(e, "parameter integer OpWidth      = %u,  // bits of an op id", emit_isa_op_width());
    emit_line(e, "parameter integer SimdWidth    = %u,  // lanes per pass", c->lanes);
    emit_line(e, "parameter integer LaneIdxWidth = %u    // bits of a wavefront lane index", liw);
    emit_pop(e);
    emit_line(e, ") (");
    emit_push(e);
    emit_line(e, "input  wire [OpWidth-1:0]      op_i,");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src0_i,      // lane k in [64k+63:64k]");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src1_i,");
    emit_line(e, "input  wire [SimdWidth*64-1:0] src2_i,");
    emit_line(e, "input  wire [2:0]              neg_i,");
    emit_line(e, "input  wire [2:0]              abs_i,");
    emit_line(e, "input  wire                    clamp_i,");
    emit_line(e, "input  wire [1:0]              omod_i,");
    emit_line(e, "input  wire [SimdWidth-1:0]    carry_i,     // the pass's mask operand bits");
    emit_line(e, "input  wire [1:0]              denorm_i,    // MODE[5:4]");
    emit_line(e, "input  wire [LaneIdxWidth-1:0] lane_base_i, // the wave lane of pass lane 0");
    emit_line(e, "output wire [SimdWidth*64-1:0] d_o,");
    emit_line(e, "output wire [SimdWidth-1:0]    bit_o,");
    emit_line(e, "output wire                    writes_d_o,  // the op writes a VGPR result");
    emit_line(e, "output wire                    writes_bit_o // the op writes a lane mask bit");
    emit_pop(e);
    emit_line(e, ");");
    emit_push(e);
    return emit_isa_body_and_end(e, c, body_cb, &t);
}
