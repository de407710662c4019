; loop.s -- a loop with a data-dependent trip count: Collatz steps, capped.
;   x = x0[i]; steps = 0;
;   while (x != 1 && steps < cap) { x = (x & 1) ? 3 * x + 1 : x >> 1; steps++; }
;   steps_out[i] = steps; x_out[i] = x;
; Loop control is clang's: a per-lane "finished" mask accumulates the exit condition, EXEC drops the
; finished lanes (s_andn2_b64), the loop ends when no lane of this SWF is left (s_cbranch_execz
; tests EXEC & split mask), and EXEC is restored from the finished mask after it.
; Before the loop the wavefront splits (PWS) by the parity of x0: odd lanes stay, even lanes go to
; a new SWF; each SWF then runs the loop for its own lanes only, with its own trip count, and the
; two merge after the loop (s_merge).
; Default ABI (s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id x); --wg 64; the grid
; must equal the number of elements.
    .text
    .pws_arg x0, buffer
    .pws_arg steps_out, buffer
    .pws_arg x_out, buffer
    .pws_arg cap, u32
loop:
    s_load_dwordx4 s[4:7], s[0:1], 0x0      ; s[4:5] = x0, s[6:7] = steps_out
    s_load_dwordx2 s[8:9], s[0:1], 0x10     ; x_out
    s_load_dword s10, s[0:1], 0x18          ; cap
    s_lshl_b32 s3, s2, 6
    v_add_u32_e32 v0, vcc, s3, v0
    v_lshlrev_b32_e32 v1, 2, v0             ; byte offset of element i
    s_waitcnt lgkmcnt(0)
    v_mov_b32_e32 v3, s5
    v_add_u32_e32 v2, vcc, s4, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_load_dword v4, v[2:3]              ; x
    v_mov_b32_e32 v5, 0                     ; steps
    s_waitcnt vmcnt(0)
    v_and_b32_e32 v6, 1, v4
    v_cmp_ne_u32_e32 vcc, 0, v6             ; x0 odd
    s_split vcc_lo, vcc_hi
    s_mov_b64 s[12:13], 0                   ; lanes that have finished
.Lloop:
    v_cmp_eq_u32_e32 vcc, 1, v4
    v_cmp_le_u32_e64 s[14:15], s10, v5      ; steps >= cap
    s_or_b64 vcc, vcc, s[14:15]
    s_or_b64 s[12:13], vcc, s[12:13]
    s_andn2_b64 exec, exec, s[12:13]
    s_cbranch_execz .Ldone
    v_mul_lo_u32 v7, v4, 3                  ; odd: 3x + 1
    v_add_u32_e32 v7, vcc, 1, v7
    v_lshrrev_b32_e32 v8, 1, v4             ; even: x >> 1
    v_and_b32_e32 v6, 1, v4
    v_cmp_eq_u32_e32 vcc, 0, v6
    v_cndmask_b32_e32 v4, v7, v8, vcc       ; vcc (even) ? v8 : v7
    v_add_u32_e32 v5, vcc, 1, v5
    s_branch .Lloop
.Ldone:
    s_or_b64 exec, exec, s[12:13]
    s_merge
    v_mov_b32_e32 v3, s7
    v_add_u32_e32 v2, vcc, s6, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v5
    v_mov_b32_e32 v3, s9
    v_add_u32_e32 v2, vcc, s8, v1
    v_addc_u32_e32 v3, vcc, 0, v3, vcc
    flat_store_dword v[2:3], v4
    s_endpgm
