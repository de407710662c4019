; mem_bytes.s -- sub-dword global memory: each work-item i stores its id as a byte at buf + i and
; as a short at buf + 64 + 2 i, then loads both back (unsigned and sign-extended). A byte access
; that touches a second byte, or a short that touches four, overwrites a neighbour's value: the
; lockstep sees the port's access size, the final memory the damage. Used by the mutation check
; (tests/integration/cosim_mutants_pipe.sh). Run with
;   --grid 16 --wg 16 --arg zeros:256
    .text
    .pws_arg buf, buffer
mem_bytes:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_mov_b32 v1, 0x80                    ; 0x80 + i: negative as a signed byte
    v_add_u32 v1, vcc, v1, v0
    s_waitcnt lgkmcnt(0)
    v_mov_b32 v3, s5                      ; v[2:3] = buf + i
    v_add_u32 v2, vcc, s4, v0
    v_addc_u32 v3, vcc, 0, v3, vcc
    flat_store_byte v[2:3], v1
    v_lshlrev_b32 v4, 1, v0               ; v[4:5] = buf + 64 + 2 i
    v_add_u32 v4, vcc, 64, v4
    v_mov_b32 v5, s5
    v_add_u32 v4, vcc, s4, v4
    v_addc_u32 v5, vcc, 0, v5, vcc
    v_lshlrev_b32 v6, 8, v1               ; 0x8000 + 0x100 i: negative as a signed short
    flat_store_short v[4:5], v6
    s_waitcnt vmcnt(0)
    flat_load_ubyte v7, v[2:3]
    flat_load_sbyte v8, v[2:3]
    flat_load_ushort v9, v[4:5]
    flat_load_sshort v10, v[4:5]
    s_waitcnt vmcnt(0)
    s_endpgm
