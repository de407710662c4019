; vmem_nowait.s -- FLAT loads in flight, used without s_waitcnt: the scoreboard
; (docs/microarchitecture.md "Scoreboard and wait counters") keeps every vector instruction that
; reads or writes a VGPR a load will write from issuing until that lane data is in, so each
; result is the golden model's (which has no latency). Lane i's address is buf + 4 i. Covers
; a read of a pending src0, a write of a pending vdst dword, store data that is pending, an SMEM
; load while vector answers are awaited (the memory answers in order: the scalar load waits),
; a sign-extended byte, s_waitcnt vmcnt, v_readfirstlane of a pending lane, and s_endpgm waiting
; for the last load. 28 instructions. Run with
;   --grid 16 --wg 16 --arg @FILE(64 bytes, every dword different)
; Used by tests/integration/cosim_pipe.sh and cosim_mutants_pipe.sh.
    .text
    .pws_arg buf, buffer
vmem_nowait:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_lshlrev_b32 v2, 2, v0
    s_waitcnt lgkmcnt(0)
    v_add_u32 v2, vcc, s4, v2
    v_mov_b32 v3, s5
    v_addc_u32 v3, vcc, 0, v3, vcc        ; v[2:3] = buf + 4 i
    flat_load_dword v4, v[2:3]            ; retires with its requests
    s_load_dword s6, s[4:5], 0x4          ; an SMEM request waits for v4's answers
    v_mov_b32 v10, 3                      ; touches no loaded VGPR
    v_add_u32 v5, vcc, v4, v10            ; reads v4: waits for its data
    s_mov_b32 exec_lo, 0x7fff             ; lanes 0..14: up to buf + 63
    flat_load_dwordx2 v[6:7], v[2:3]
    v_mov_b32 v7, 1                       ; writes v7 of the x2: waits, then overwrites it
    s_mov_b32 exec_lo, 0xf                ; lanes 0..3: the store's first pass reads them
    flat_load_sbyte v8, v[2:3]            ; the low byte of each dword, sign-extended
    s_mov_b32 exec_lo, 0xffff
    flat_store_dword v[2:3], v8           ; its data v8 is pending: waits; buf[i] = sext byte
    flat_load_dword v9, v[2:3]            ; reads what the store wrote
    s_mov_b32 exec_lo, 0xff               ; lanes 0..7: up to buf + 44
    flat_load_dwordx4 v[12:15], v[2:3]
    s_waitcnt vmcnt(1)                    ; the v9 load is in (in order), the x4 may not be
    v_add_u32 v11, vcc, s6, v9
    v_readfirstlane_b32 s7, v13           ; lane 0 of v13: waits for the x4
    v_mov_b32 v16, s7
    s_mov_b32 exec_lo, 0xffff
    v_add_u32 v18, vcc, v7, v16           ; v7 is the v_mov's 1 (lanes 0..14), not the x2's dword
    flat_load_dword v17, v[2:3]
    s_endpgm                              ; waits for the last load: the context is freed after it
