; pipe_hazards.s -- the pipelined CU's hazards back to back (docs/microarchitecture.md
; "Hazards"): each producer is followed at once by the consumer its rule is for, so that a rule
; one cycle short reads or writes a register in the wrong cycle and the lockstep sees the value.
; On the mutation check's configuration (1 SIMD: a wavefront may issue every other cycle; 2
; passes) every rule binds. Lane i's address is buf + 16 i. Covers:
;   VALU -> VALU through VCC per pass: a carry in every lane but 0, read by v_addc at once;
;   a 64-bit result (K = 2) read at once, high dword first;
;   VALU -> memory rows: an address computed by the instruction before the store;
;   VALU mask -> SALU: v_cmp into VCC, s_and_b64 of VCC at once, then s_cbranch on SCC;
;   write after read: a 4-dword store whose last data VGPR the next VALU overwrites;
;   s_waitcnt vmcnt(0) with one load in flight.
; 23 instructions. Run with --grid 16 --wg 16 --arg zeros:256
; Used by tests/integration/cosim_pipe.sh and cosim_mutants_pipe.sh.
    .text
    .pws_arg buf, buffer
pipe_hazards:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_mov_b32 v3, 0
    v_add_u32 v1, vcc, -1, v0             ; carry out in every lane but lane 0
    v_addc_u32 v2, vcc, 0, v3, vcc        ; (e32) = that carry, read per pass (lanes 1..15: 1)
    v_lshlrev_b64 v[4:5], 36, v[0:1]      ; {v1, v0} << 36: high dword v0 << 4, low dword 0
    v_add_u32 v6, vcc, v5, v4             ; reads the high dword at once: 16 i
    v_cmp_gt_u32 vcc, 8, v0               ; lanes 0..7
    s_and_b64 s[8:9], vcc, exec           ; reads VCC at once: 0xff
    s_cmp_eq_u32 s8, 0xff
    s_cbranch_scc0 .Lbad
    s_waitcnt lgkmcnt(0)
    v_add_u32 v8, vcc, s4, v6             ; address buf + 16 i ...
    v_mov_b32 v9, s5
    v_addc_u32 v9, vcc, 0, v9, vcc        ; ... its high dword, written just before the store
    v_mov_b32 v10, v0
    v_mov_b32 v11, v2
    v_mov_b32 v12, v6
    v_mov_b32 v13, 7
    flat_store_dwordx4 v[8:9], v[10:13]   ; its last data row (v13) is read 6 cycles on
    v_mov_b32 v13, 9                      ; overwrites v13: must wait for that read
    flat_load_dword v14, v[8:9]
    s_waitcnt vmcnt(0)
.Lbad:
    s_endpgm
