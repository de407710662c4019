/* golden/exec.h -- the semantics of every instruction on one WF/SWF context.
 *
 * exec_inst() is the golden model's per-instruction executor: it reads operands (registers,
 * inline constants, literals), computes (through alu.h and fp32.h), writes back only the lanes in
 * wave_active() for vector results, performs memory accesses, updates the PC, and records every
 * effect in the event. Machine-level instructions (s_split, s_merge, s_barrier, s_endpgm) and the
 * DWS split check at s_cbranch_execz/execnz are handled by the machine (golden.c) *before* it
 * calls exec_inst(), which therefore never sees ISA_CLS_SPLIT ops, s_barrier or s_endpgm.
 * Spec: docs/isa.md (per-instruction rules). */
#ifndef PWS_EXEC_H
#define PWS_EXEC_H

#include "event.h"
#include "isa.h"
#include "wave.h"

/* Executes in (fetched at w->pc) on w; fills ev (the caller has cleared it and set the identity
 * fields). Returns 0, or a negative PWS_E* after reporting one line through diag_at() naming
 * the wave, the PC and the disassembly (bad memory access, register out of range, unsupported
 * mode...). On error w may be partly updated; the run is over anyway. */
int exec_inst(wave *w, const isa_inst *in, golden_event *ev);

/* Formats "wave W pc 0xPPPP `disasm`" for diagnostics into buf, preceded by "FILE:LINE: " when
 * the wave knows the source line of its pc (w->src_file, w->src_line), "FILE: " when it knows
 * only the file. */
void exec_where(const wave *w, const isa_inst *in, char *buf, size_t len);

/* The source part of a run-time diagnostic: "FILE:LINE: " (line > 0), "FILE: " (line 0), or
 * nothing (file NULL), into buf; returns its length, 0 if it does not fit. */
size_t exec_src_prefix(char *buf, size_t len, const char *file, unsigned line);

/* Reads scalar source operand code (register, inline constant, literal...) of in exactly as
 * exec_inst does; the machine uses it for the operands of s_split. Returns 0 or a reported error.
 * (Also declared in exec_int.h, where the executor's other operand helpers are.) */
int exec_sread32(const wave *w, const isa_inst *in, uint16_t code, uint32_t *v);

#endif
