; ds_pass.s -- a DS instruction's accesses in flight together (docs/microarchitecture.md "The
; memory units"): the LDS answers each access one cycle after its grant, one access a cycle.
; LDS[i] = i for the 16 work-items, then lanes 0 and 15 read theirs back. 6 instructions. Run
; with
;   --grid 16 --wg 16
; Used by tests/long/cosim_trace.sh (its cycles by hand).
    .text
ds_pass:
    s_mov_b32 m0, -1                      ; DS address limit: the whole LDS (gfx8)
    v_lshlrev_b32 v1, 2, v0               ; LDS address 4 i
    ds_write_b32 v1, v0                   ; LDS[i] = i, every lane
    s_mov_b32 exec_lo, 0x8001
    ds_read_b32 v2, v1                    ; lanes 0 and 15
    s_endpgm
    .amdhsa_kernel ds_pass
        .amdhsa_group_segment_fixed_size 64
        .amdhsa_next_free_vgpr 3
        .amdhsa_next_free_sgpr 8
    .end_amdhsa_kernel
