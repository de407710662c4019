/* golden/exec_int.h -- private interface between the parts of the executor (exec*.c only).
 *
 * exec.c owns the dispatcher, the operand codes (reading and writing scalar operands, checking
 * VGPR ranges) and the diagnostics; exec_salu.c, exec_valu.c and exec_mem.c each implement one
 * family of formats on top of these helpers. Spec: docs/exec.md. */
#ifndef PWS_EXEC_INT_H
#define PWS_EXEC_INT_H

#include <stdint.h>

#include "event.h"
#include "isa.h"
#include "wave.h"

/* Operand codes of the special scalar registers (isa.h "9-bit operand code space"). */
enum {
    EXEC_OP_FLAT_SCR_LO = 102, EXEC_OP_XNACK_LO = 104, EXEC_OP_VCC_LO = 106, EXEC_OP_VCC_HI = 107,
    EXEC_OP_TTMP0 = 112, EXEC_OP_TTMP11 = 123, EXEC_OP_M0 = 124, EXEC_OP_EXEC_LO = 126,
    EXEC_OP_EXEC_HI = 127, EXEC_OP_VCCZ = 251, EXEC_OP_EXECZ = 252, EXEC_OP_SCC = 253,
};

/* Reports "<exec_where>: error: <fmt...>" through diag_at() and returns code. */
int exec_error(const wave *w, const isa_inst *in, int code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Scalar operand reads: any non-VGPR operand code (registers, inline constants, the literal,
 * vccz/execz/scc). A 64-bit read takes two consecutive registers, sign-extends integer inline
 * constants and zero-extends the literal and vccz/execz/scc. Return 0 or a reported error. */
int exec_sread32(const wave *w, const isa_inst *in, uint16_t code, uint32_t *v);
int exec_sread64(const wave *w, const isa_inst *in, uint16_t code, uint64_t *v);

/* Writes n (1..16) consecutive scalar registers starting at operand code and records them as the
 * event's scalar write (EV_SGPR, plus EV_VCC / EV_EXEC / EV_M0 when those are written). EXEC is
 * ANDed with the lane mask. Returns 0 or a reported error for a non-writable code. */
int exec_swrite(wave *w, const isa_inst *in, golden_event *ev, uint16_t code,
                const uint32_t *v, unsigned n);
int exec_swrite64(wave *w, const isa_inst *in, golden_event *ev, uint16_t code, uint64_t v);
/* Sets EXEC (masked to the wave's lanes) and records EV_EXEC; no SGPR record. */
void exec_set_exec(wave *w, golden_event *ev, uint64_t v);

/* Checks that the VGPR operand code .. code + dwords - 1 exists in this wave; returns its index
 * (>= 0) or a reported PWS_ERANGE naming the register. */
int exec_vgpr_index(const wave *w, const isa_inst *in, uint16_t code, unsigned dwords);

/* Writes dword k of lane l, d[k][l], to v[dst + k] for the lanes in act (dwords 1..4), and
 * records the write (EV_VGPR: set for every VGPR destination, even when act is 0). Returns 0 or
 * a reported PWS_ERANGE if the destination is beyond the wave's VGPRs (nothing written). */
int exec_vwrite(wave *w, const isa_inst *in, golden_event *ev, uint64_t act,
                const uint32_t *const *d, unsigned dwords);

/* The FP_DENORM field for fp32 calls, after checking FP_ROUND == 0 (else a reported
 * PWS_EUNSUPPORTED, returned as a negative value). */
int exec_fp_mode(const wave *w, const isa_inst *in);

/* The families. Each reads in, updates w, fills ev and sets ev->next_pc / EV_BRANCH when it
 * changes the control flow (exec_inst has set next_pc to the next instruction already). */
int exec_salu(wave *w, const isa_inst *in, golden_event *ev);   /* SOP2, SOPK, SOP1, SOPC */
int exec_valu(wave *w, const isa_inst *in, golden_event *ev);   /* VOP1, VOP2, VOPC, VOP3 */
int exec_smem(wave *w, const isa_inst *in, golden_event *ev);
int exec_flat(wave *w, const isa_inst *in, golden_event *ev);
int exec_ds(wave *w, const isa_inst *in, golden_event *ev);

/* Checks a jump target (s_setpc/s_swappc/branches): inside the code image and 4-byte aligned.
 * Returns 0 or a reported PWS_ERANGE. */
int exec_check_target(const wave *w, const isa_inst *in, uint64_t target);

#endif
