; testbenches/wcet/fig8.s -- the CFG of the PWS paper's Figure 8 as GCN3 code, for `pws wcet`
; (make paper's Table 2). Nodes 1..18 are blocks n1..n18: branch nodes 1, 2, 7, 13 (clang's
; if-else: s_and_saveexec / s_xor / s_cbranch_execz), their BSBs 12, 4, 9, 15 (s_or_saveexec /
; s_xor exec / s_cbranch_execz) and the reconvergence points 18, 6, 11, 17 (s_or_b64 exec).
; All four branches are the programmer's marks (the figure's P): MODE bit 21 set at the entry,
; as clang emits __builtin_amdgcn_s_setreg. `pws asm --split-pass --spsimds S` then inserts
; s_split / s_merge at the branches Select picks for S (the paper's Fig. 6).
; Each block's e_bb is its number of s_nop: with the timing model
; fig8_timing.json (s_nop 1 cycle, every other instruction 0, d = e_s = e_m = 1) the block costs
; are tests/test_wcet.c's fig8_cost: 6 5 3 3 6 2 4 5 1 4 3 3 1 1 1 2 5 4 (sum 59).
; Node 6 ends with an s_branch to node 7 so that 7 starts a block; everything else is clang's shape.
    .text
fig8:
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1
n1:                                   ; node 1: branch
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    v_cmp_gt_u32_e32 vcc, 32, v0
    s_and_saveexec_b64 s[10:11], vcc
    s_xor_b64 s[10:11], exec, s[10:11]
    s_cbranch_execz n12
n2:                                   ; node 2: branch
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    v_cmp_gt_u32_e32 vcc, 16, v0
    s_and_saveexec_b64 s[12:13], vcc
    s_xor_b64 s[12:13], exec, s[12:13]
    s_cbranch_execz n4
n3:                                   ; node 3
    s_nop 0
    s_nop 0
    s_nop 0
n4:                                   ; node 4: BSB (the else part's entry)
    s_or_saveexec_b64 s[12:13], s[12:13]
    s_nop 0
    s_nop 0
    s_nop 0
    s_xor_b64 exec, exec, s[12:13]
    s_cbranch_execz n6
n5:                                   ; node 5
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
n6:                                   ; node 6
    s_or_b64 exec, exec, s[12:13]
    s_nop 0
    s_nop 0
    s_branch n7
n7:                                   ; node 7: branch
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    v_cmp_gt_u32_e32 vcc, 48, v0
    s_and_saveexec_b64 s[14:15], vcc
    s_xor_b64 s[14:15], exec, s[14:15]
    s_cbranch_execz n9
n8:                                   ; node 8
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
n9:                                   ; node 9: BSB (the else part's entry)
    s_or_saveexec_b64 s[14:15], s[14:15]
    s_nop 0
    s_xor_b64 exec, exec, s[14:15]
    s_cbranch_execz n11
n10:                                   ; node 10
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
n11:                                   ; node 11
    s_or_b64 exec, exec, s[14:15]
    s_nop 0
    s_nop 0
    s_nop 0
n12:                                   ; node 12: BSB (the else part's entry)
    s_or_saveexec_b64 s[10:11], s[10:11]
    s_nop 0
    s_nop 0
    s_nop 0
    s_xor_b64 exec, exec, s[10:11]
    s_cbranch_execz n18
n13:                                   ; node 13: branch
    s_nop 0
    v_cmp_gt_u32_e32 vcc, 40, v0
    s_and_saveexec_b64 s[16:17], vcc
    s_xor_b64 s[16:17], exec, s[16:17]
    s_cbranch_execz n15
n14:                                   ; node 14
    s_nop 0
n15:                                   ; node 15: BSB (the else part's entry)
    s_or_saveexec_b64 s[16:17], s[16:17]
    s_nop 0
    s_xor_b64 exec, exec, s[16:17]
    s_cbranch_execz n17
n16:                                   ; node 16
    s_nop 0
    s_nop 0
n17:                                   ; node 17
    s_or_b64 exec, exec, s[16:17]
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
n18:                                   ; node 18
    s_or_b64 exec, exec, s[10:11]
    s_nop 0
    s_nop 0
    s_nop 0
    s_nop 0
    s_endpgm
