; smem_nowait.s -- scalar loads in flight, used without s_waitcnt: the scoreboard
; (docs/microarchitecture.md "Scoreboard and wait counters") keeps every instruction that reads or
; writes an SGPR a load will write from issuing until that data is in, so each result is the
; golden model's (which has no latency). A load of 16 dwords fills the queue of loads in flight
; (--smem-queue 16): the next load's requests wait for its entries. s_endpgm waits for the last
; load. Run with
;   --grid 32 --wg 16 --arg 7 --arg 0x11223344 --arg @FILE(>= 64 bytes)
; (two wavefronts: 14 instructions each).
    .text
    .pws_arg a, u32
    .pws_arg b, u32
    .pws_arg buf, buffer
smem_nowait:
    s_load_dwordx2 s[6:7], s[0:1], 0x8    ; buf
    s_load_dword s4, s[0:1], 0x0          ; a, in flight together with the x2
    s_add_u32 s8, s4, 1                   ; reads s4: waits for its data
    s_load_dwordx8 s[12:19], s[6:7], 0x0  ; its base s[6:7] is loaded data: waits for it
    s_mov_b32 s20, 5                      ; touches no loaded SGPR: runs while the x8 is in flight
    s_mov_b32 s12, 9                      ; writes s12 of the x8: waits, then overwrites it
    s_load_dword s5, s[0:1], 0x4          ; b
    s_mul_i32 s21, s5, s19                ; reads s5 and s19
    s_load_dwordx16 s[32:47], s[6:7], 0x0 ; 16 dwords: the whole queue
    s_load_dwordx8 s[48:55], s[6:7], 0x20 ; its requests wait for the x16's entries
    s_waitcnt lgkmcnt(1)                  ; the x16 is in (loads complete in order), the x8 may not be
    s_add_u32 s22, s47, s55               ; the last dword of each
    s_load_dwordx4 s[24:27], s[6:7], 0x10
    s_endpgm                              ; waits for the x4: the context is freed after it
