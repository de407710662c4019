; smem_args.s -- scalar memory: kernel arguments read with s_load_dword, x2, x4, x8 and an SGPR
; offset; every loaded dword is compared in lockstep. Run with
;   --grid 64 --wg 16 --arg 7 --arg 0x11223344 --arg @FILE(>= 64 bytes)
; (4 workgroups of one wavefront on 2 contexts: dispatch as contexts free up).
    .text
    .pws_arg a, u32
    .pws_arg b, u32
    .pws_arg buf, buffer
smem_args:
    s_load_dword s4, s[0:1], 0x0          ; a
    s_load_dword s5, s[0:1], 0x4          ; b
    s_load_dwordx2 s[6:7], s[0:1], 0x8    ; buf
    s_waitcnt lgkmcnt(0)
    s_load_dwordx4 s[8:11], s[6:7], 0x0
    s_load_dwordx8 s[12:19], s[6:7], 0x10
    s_lshl_b32 s20, s2, 2                 ; workgroup id * 4
    s_load_dword s21, s[6:7], s20         ; SGPR offset
    s_waitcnt lgkmcnt(0)
    s_add_u32 s22, s4, s21
    s_mul_i32 s23, s5, s2
    s_endpgm
