; tests/cosim/split_wait.s -- a split whose parent reaches the s_merge long before its child
; (docs/isa.md R3, docs/splitting.md "Merge"): lanes 0..7 stay with the splitter and skip the
; else block; lanes 8..15 go to the new SWF, which runs 12 VALU instructions there. So the
; merge target (the splitter) parks at s_merge and must wait for its child; a merge that does
; not wait completes with the child's EXEC and split mask of before its block (a mismatch).
; Run with --grid 16 --wg 16 on a wave of 16 (one wavefront); no arguments.
    .text
split_wait:
    v_cmp_gt_u32_e32 vcc, 8, v0             ; lanes 0..7
    s_split vcc_lo, vcc_hi                  ; they stay; lanes 8..15 go to a new SWF
    s_and_saveexec_b64 s[2:3], vcc
    s_xor_b64 s[2:3], exec, s[2:3]          ; s[2:3] = the else lanes
    s_or_saveexec_b64 s[2:3], s[2:3]
    s_xor_b64 exec, exec, s[2:3]
    s_cbranch_execz .Ljoin                  ; the splitter has no else lane: it jumps
    v_mov_b32_e32 v1, 1
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_add_u32_e32 v1, vcc, v1, v0
    v_cmpx_gt_u32_e32 vcc, 12, v0           ; the child switches lanes 12..15 off
.Ljoin:
    s_or_b64 exec, exec, s[2:3]
    s_merge
    v_mov_b32_e32 v2, 7
    s_endpgm
