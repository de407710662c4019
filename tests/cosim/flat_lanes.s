; flat_lanes.s -- FLAT loads whose active lanes leave holes: an instruction's accesses are in
; flight together (docs/microarchitecture.md "The memory units"), their answers come back in
; request order, and each must land in its own lane, the inactive lanes between them skipped. Lane i's address is
; buf + 4 i. Three loads: lanes 0 and 15 (on 4 lanes per pass: the first and the last pass,
; one lane each), lanes 0-3 and 8-11, and a 2-dword load on lanes 1, 3, 4, 6, 9, 11, 12, 14
; (holes in every pass). 13 instructions. Run with
;   --grid 16 --wg 16 --arg @FILE(64 bytes, every dword different)
; Used by tests/long/cosim_trace.sh (its cycles by hand), tests/integration/cosim_pipe.sh and
; cosim_mutants_pipe*.sh.
    .text
    .pws_arg buf, buffer
flat_lanes:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_lshlrev_b32 v2, 2, v0               ; v[2:3] = buf + 4 i
    s_waitcnt lgkmcnt(0)
    v_add_u32 v2, vcc, s4, v2
    v_mov_b32 v3, s5
    v_addc_u32 v3, vcc, 0, v3, vcc
    s_mov_b32 exec_lo, 0x8001
    flat_load_dword v4, v[2:3]
    s_mov_b32 exec_lo, 0xf0f
    flat_load_dword v5, v[2:3]
    s_mov_b32 exec_lo, 0x5a5a
    flat_load_dwordx2 v[6:7], v[2:3]      ; lane 14 reads buf + 56 .. 63
    s_endpgm
