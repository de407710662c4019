; salu_loop.s -- scalar control flow: a counted loop (backward branch), a nested data-dependent
; branch, and the VCC/EXEC branches. sum = 1 + 2 + ... + 10 = 55 ends in s2; evens = 5 in s3.
    .text
salu_loop:
    s_mov_b32 s0, 0                   ; i
    s_mov_b32 s2, 0                   ; sum
    s_mov_b32 s3, 0                   ; even count
.Lloop:
    s_add_u32 s0, s0, 1
    s_add_u32 s2, s2, s0
    s_bitcmp1_b32 s0, 0
    s_cbranch_scc1 .Lodd
    s_add_u32 s3, s3, 1
.Lodd:
    s_cmp_lt_u32 s0, 10
    s_cbranch_scc1 .Lloop
    s_mov_b64 vcc, 0
    s_cbranch_vccz .Lvz
    s_mov_b32 s4, 1                   ; skipped
.Lvz:
    s_cbranch_vccnz .Lend             ; not taken
    s_cbranch_execz .Lend             ; not taken
    s_mov_b64 exec, 0
    s_cbranch_execnz .Lend            ; not taken
    s_cbranch_execz .Lz               ; taken
    s_mov_b32 s4, 2                   ; skipped
.Lz:
    s_nop 3
    s_waitcnt lgkmcnt(0)
    s_branch .Lend
    s_mov_b32 s4, 3                   ; skipped
.Lend:
    s_endpgm
