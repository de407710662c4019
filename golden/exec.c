/* golden/exec.c -- the executor's dispatcher, its operand-code layer and SOPP (see exec.h).
 *
 * exec_inst() sets next_pc to the following instruction, lets the family handler do its work,
 * then copies the state the event reports after every instruction (EXEC, VCC, SCC, M0, MODE,
 * split mask, next PC) and moves the PC. Nothing here allocates or formats text unless an error
 * is being reported: this is the simulator's hot path. Spec: docs/exec.md. */
#include "exec.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "exec_int.h"
#include "pws_err.h"

size_t exec_src_prefix(char *buf, size_t len, const char *file, unsigned line)
{
    int n = 0;
    if (file && line)
        n = snprintf(buf, len, "%s:%u: ", file, line);
    else if (file)   /* a pc outside the code, or a word with no source line */
        n = snprintf(buf, len, "%s: ", file);
    return n < 0 || (size_t)n >= len ? 0 : (size_t)n;
}

void exec_where(const wave *w, const isa_inst *in, char *buf, size_t len)
{
    char text[128];
    isa_format(in, NULL, text, sizeof text);
    /* the kernel's source line first when known, as the machine's own diagnostics do */
    size_t i = w->pc / 4;
    unsigned line = w->src_line && i < w->ncode ? (unsigned)w->src_line[i] : 0;
    size_t n = exec_src_prefix(buf, len, w->src_file, line);
    snprintf(buf + n, len - n, "wave %u pc 0x%04x `%s`", w->id, (unsigned)w->pc, text);
}

int exec_error(const wave *w, const isa_inst *in, int code, const char *fmt, ...)
{
    char where[400], msg[300];
    va_list ap;
    exec_where(w, in, where, sizeof where);
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return diag_at(where, code, "%s", msg);
}

/* ---- Scalar operands ------------------------------------------------------------------------ */

/* The register behind a readable/writable 32-bit register code, or NULL (the callers treat the
 * 64-bit special registers as pairs of 32-bit halves, as the operand encoding does). */
static int reg32(const wave *w, uint16_t code, uint32_t *v)
{
    if (code < WAVE_NUM_SGPRS) {
        *v = w->sgpr[code];
        return 1;
    }
    if (code >= EXEC_OP_TTMP0 && code <= EXEC_OP_TTMP11) {
        *v = w->ttmp[code - EXEC_OP_TTMP0];
        return 1;
    }
    uint64_t r;
    switch (code & ~1u) {
    case EXEC_OP_FLAT_SCR_LO: r = w->flat_scratch; break;
    case EXEC_OP_XNACK_LO: r = w->xnack_mask; break;
    case EXEC_OP_VCC_LO: r = w->vcc; break;
    case EXEC_OP_EXEC_LO: r = w->exec; break;
    default:
        if (code == EXEC_OP_M0) {
            *v = w->m0;
            return 1;
        }
        return 0;
    }
    *v = (uint32_t)(code & 1 ? r >> 32 : r);
    return 1;
}

int exec_sread32(const wave *w, const isa_inst *in, uint16_t code, uint32_t *v)
{
    if (reg32(w, code, v))
        return 0;
    if (isa_src_is_inline(code)) {
        *v = (uint32_t)isa_inline_value(code, 1);
        return 0;
    }
    switch (code) {
    case ISA_SRC_LITERAL: *v = in->literal; return 0;
    case EXEC_OP_VCCZ: *v = w->vcc == 0; return 0;
    case EXEC_OP_EXECZ: *v = wave_active(w) == 0; return 0;   /* PWS: EXEC & split mask */
    case EXEC_OP_SCC: *v = w->scc; return 0;
    default: break;
    }
    if (isa_src_is_vgpr(code))
        return exec_error(w, in, PWS_EDECODE, "v%u used where only a scalar operand is allowed",
                          code - ISA_SRC_VGPR0);
    return exec_error(w, in, PWS_EUNSUPPORTED, "operand code %u is not supported", code);
}

/* Which register file an operand code names (-1: none). A multi-dword register operand must stay
 * inside one file: s[100:101] and vcc are pairs, s[101:102] and vcc_hi:tba_lo are not. */
static int reg_file(unsigned code)
{
    if (code < WAVE_NUM_SGPRS)
        return 0;
    if (code >= EXEC_OP_TTMP0 && code <= EXEC_OP_TTMP11)
        return 1;
    switch (code & ~1u) {
    case EXEC_OP_FLAT_SCR_LO: return 2;
    case EXEC_OP_XNACK_LO: return 3;
    case EXEC_OP_VCC_LO: return 4;
    case EXEC_OP_EXEC_LO: return 5;
    default: return code == EXEC_OP_M0 ? 6 : -1;
    }
}

static int same_file(unsigned code, unsigned n)
{
    int f = reg_file(code);
    return f >= 0 && reg_file(code + n - 1) == f;
}

int exec_sread64(const wave *w, const isa_inst *in, uint16_t code, uint64_t *v)
{
    uint32_t lo, hi;
    if (code < 128) {
        if (!same_file(code, 2))
            return exec_error(w, in, PWS_ERANGE,
                              "operand code %u does not start a 64-bit register pair", code);
        reg32(w, code, &lo);
        reg32(w, (uint16_t)(code + 1), &hi);
        *v = (uint64_t)hi << 32 | lo;
        return 0;
    }
    if (isa_src_is_inline(code)) {
        *v = isa_inline_value(code, 2);
        return 0;
    }
    int rc = exec_sread32(w, in, code, &lo);   /* literal, vccz, execz, scc: zero-extended */
    *v = lo;
    return rc;
}

void exec_set_exec(wave *w, golden_event *ev, uint64_t v)
{
    w->exec = v & w->lane_mask;
    ev->has |= EV_EXEC;
}

/* Writes one register of a code that reg_file() accepts. */
static void write32(wave *w, golden_event *ev, uint16_t code, uint32_t v)
{
    uint64_t keep = code & 1 ? 0xffffffffull : 0xffffffff00000000ull;
    uint64_t put = code & 1 ? (uint64_t)v << 32 : v;
    switch (reg_file(code)) {
    case 0: w->sgpr[code] = v; break;
    case 1: w->ttmp[code - EXEC_OP_TTMP0] = v; break;
    case 2: w->flat_scratch = (w->flat_scratch & keep) | put; break;
    case 3: w->xnack_mask = (w->xnack_mask & keep) | put; break;
    case 4:
        w->vcc = (w->vcc & keep) | put;
        ev->has |= EV_VCC;
        break;
    case 5: exec_set_exec(w, ev, (w->exec & keep) | put); break;
    default:
        w->m0 = v;
        ev->has |= EV_M0;
        break;
    }
}

int exec_swrite(wave *w, const isa_inst *in, golden_event *ev, uint16_t code,
                const uint32_t *v, unsigned n)
{
    if (!same_file(code, n))
        return exec_error(w, in, PWS_ERANGE, "%u-dword scalar destination at operand code %u "
                          "is not inside one register file", n, code);
    ev->has |= EV_SGPR;
    ev->sgpr_base = code;
    ev->sgpr_count = (uint8_t)n;
    for (unsigned i = 0; i < n; i++) {
        uint16_t c = (uint16_t)(code + i);
        write32(w, ev, c, v[i]);
        reg32(w, c, &ev->sgpr_val[i]);   /* the value held after the write (EXEC is masked) */
    }
    return 0;
}

int exec_swrite64(wave *w, const isa_inst *in, golden_event *ev, uint16_t code, uint64_t v)
{
    uint32_t d[2] = { (uint32_t)v, (uint32_t)(v >> 32) };
    return exec_swrite(w, in, ev, code, d, 2);
}

int exec_vgpr_index(const wave *w, const isa_inst *in, uint16_t code, unsigned dwords)
{
    unsigned r = code - ISA_SRC_VGPR0;
    if (!isa_src_is_vgpr(code))
        return exec_error(w, in, PWS_EDECODE, "operand code %u used where a VGPR is required",
                          code);
    if (r + dwords > w->nvgprs)   /* name the first register that does not exist */
        return exec_error(w, in, PWS_ERANGE, "v%u is beyond the wave's %u VGPRs",
                          r >= w->nvgprs ? r : w->nvgprs, w->nvgprs);
    return (int)r;
}

int exec_vwrite(wave *w, const isa_inst *in, golden_event *ev, uint64_t act,
                const uint32_t *const *d, unsigned dwords)
{
    unsigned n = w->lanes;
    int r = exec_vgpr_index(w, in, in->dst, dwords);
    if (r < 0)
        return r;
    ev->has |= EV_VGPR;
    ev->vgpr_base = (uint16_t)r;
    ev->vgpr_count = (uint8_t)dwords;
    ev->vgpr_mask = act;
    for (unsigned k = 0; k < dwords; k++) {
        uint32_t *v = &w->vgpr[((unsigned)r + k) * n];
        if (act == w->lane_mask) {   /* the common case: whole rows, no per-lane test */
            memcpy(v, d[k], n * sizeof *v);
            memcpy(ev->vgpr_val[k], d[k], n * sizeof *v);
            continue;
        }
        for (unsigned l = 0; l < n; l++)
            if (act >> l & 1)
                v[l] = ev->vgpr_val[k][l] = d[k][l];
    }
    return 0;
}

int exec_fp_mode(const wave *w, const isa_inst *in)
{
    if (w->mode & 0xf)
        return exec_error(w, in, PWS_EUNSUPPORTED, "MODE.FP_ROUND = 0x%x: only round to nearest "
                          "even (0) is supported", (unsigned)(w->mode & 0xf));
    return (int)((w->mode >> 4) & 3);
}

int exec_check_target(const wave *w, const isa_inst *in, uint64_t target)
{
    if ((target & 3) || target >= (uint64_t)w->ncode * 4)
        return exec_error(w, in, PWS_ERANGE, "jump target 0x%llx is outside the code image "
                          "(0x0..0x%llx) or not 4-byte aligned", (unsigned long long)target,
                          (unsigned long long)w->ncode * 4);
    return 0;
}

/* ---- SOPP ----------------------------------------------------------------------------------- */

static int branch(wave *w, const isa_inst *in, golden_event *ev, int taken)
{
    if (!taken)
        return 0;
    uint32_t t = isa_branch_target(in, w->pc);
    int rc = exec_check_target(w, in, t);
    if (rc)
        return rc;
    ev->next_pc = t;
    ev->has |= EV_BRANCH;
    return 0;
}

static int sopp(wave *w, const isa_inst *in, golden_event *ev)
{
    switch (in->op) {
    case ISA_s_nop:
    case ISA_s_waitcnt:     /* memory completes in program order in the golden model */
    case ISA_s_sleep:
    case ISA_s_setprio:
        return 0;
    case ISA_s_sethalt:
        if (in->imm & 1)
            return exec_error(w, in, PWS_EUNSUPPORTED, "s_sethalt not supported");
        return 0;
    case ISA_s_trap:
        return exec_error(w, in, PWS_EUNSUPPORTED, "s_trap not supported (no trap handler)");
    case ISA_s_branch: return branch(w, in, ev, 1);
    case ISA_s_cbranch_scc0: return branch(w, in, ev, w->scc == 0);
    case ISA_s_cbranch_scc1: return branch(w, in, ev, w->scc != 0);
    case ISA_s_cbranch_vccz: return branch(w, in, ev, w->vcc == 0);
    case ISA_s_cbranch_vccnz: return branch(w, in, ev, w->vcc != 0);
    case ISA_s_cbranch_execz: return branch(w, in, ev, wave_active(w) == 0);
    case ISA_s_cbranch_execnz: return branch(w, in, ev, wave_active(w) != 0);
    default:
        return exec_error(w, in, PWS_EUNSUPPORTED, "%s is executed by the machine, not by "
                          "exec_inst", isa_info(in->op)->name);
    }
}

/* ---- Dispatch ------------------------------------------------------------------------------- */

int exec_inst(wave *w, const isa_inst *in, golden_event *ev)
{
    int rc;
    ev->next_pc = w->pc + 4u * in->nwords;
    if (in->op >= ISA_NUM_OPS)
        return exec_error(w, in, PWS_EDECODE, "invalid instruction");
    switch (isa_info(in->op)->fmt) {
    case ISA_FMT_SOP2:
    case ISA_FMT_SOPK:
    case ISA_FMT_SOP1:
    case ISA_FMT_SOPC:
        rc = isa_info(in->op)->cls == ISA_CLS_SPLIT
                 ? exec_error(w, in, PWS_EUNSUPPORTED, "%s is executed by the machine, not by "
                              "exec_inst", isa_info(in->op)->name)
                 : exec_salu(w, in, ev);
        break;
    case ISA_FMT_SOPP: rc = sopp(w, in, ev); break;
    case ISA_FMT_SMEM: rc = exec_smem(w, in, ev); break;
    case ISA_FMT_DS: rc = exec_ds(w, in, ev); break;
    case ISA_FMT_FLAT: rc = exec_flat(w, in, ev); break;
    default: rc = exec_valu(w, in, ev); break;
    }
    if (rc)
        return rc;
    ev->exec = w->exec;
    ev->vcc = w->vcc;
    ev->split_mask = w->split_mask;
    ev->m0 = w->m0;
    ev->mode = w->mode;
    ev->scc = w->scc;
    w->pc = ev->next_pc;
    return 0;
}
