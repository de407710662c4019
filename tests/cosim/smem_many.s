; smem_many.s -- more scalar loads in flight in one context than a 5-bit lgkmcnt counts: 37
; s_load_dword of the same dword, none waited for, then s_endpgm, which must wait for all 37.
; With --mem-latency 600 every load is issued before the first answer comes back (each takes
; about 12 cycles), so lgkmcnt reaches 37; with --smem-queue 64 none waits for a queue entry.
; A counter of 5 bits wrapped to 5 there and let s_endpgm retire with 32 loads in flight (the
; lockstep's "SMEM dwords in flight at s_endpgm"). Run with
;   --grid 4 --wg 4 --arg 7 (one wavefront: 38 instructions)
    .text
    .pws_arg a, u32
smem_many:
    s_load_dword s4, s[0:1], 0x0
    s_load_dword s5, s[0:1], 0x0
    s_load_dword s6, s[0:1], 0x0
    s_load_dword s7, s[0:1], 0x0
    s_load_dword s8, s[0:1], 0x0
    s_load_dword s9, s[0:1], 0x0
    s_load_dword s10, s[0:1], 0x0
    s_load_dword s11, s[0:1], 0x0
    s_load_dword s12, s[0:1], 0x0
    s_load_dword s13, s[0:1], 0x0
    s_load_dword s14, s[0:1], 0x0
    s_load_dword s15, s[0:1], 0x0
    s_load_dword s16, s[0:1], 0x0
    s_load_dword s17, s[0:1], 0x0
    s_load_dword s18, s[0:1], 0x0
    s_load_dword s19, s[0:1], 0x0
    s_load_dword s20, s[0:1], 0x0
    s_load_dword s21, s[0:1], 0x0
    s_load_dword s22, s[0:1], 0x0
    s_load_dword s23, s[0:1], 0x0
    s_load_dword s24, s[0:1], 0x0
    s_load_dword s25, s[0:1], 0x0
    s_load_dword s26, s[0:1], 0x0
    s_load_dword s27, s[0:1], 0x0
    s_load_dword s28, s[0:1], 0x0
    s_load_dword s29, s[0:1], 0x0
    s_load_dword s30, s[0:1], 0x0
    s_load_dword s31, s[0:1], 0x0
    s_load_dword s32, s[0:1], 0x0
    s_load_dword s33, s[0:1], 0x0
    s_load_dword s34, s[0:1], 0x0
    s_load_dword s35, s[0:1], 0x0
    s_load_dword s36, s[0:1], 0x0
    s_load_dword s37, s[0:1], 0x0
    s_load_dword s38, s[0:1], 0x0
    s_load_dword s39, s[0:1], 0x0
    s_load_dword s40, s[0:1], 0x0
    s_endpgm
