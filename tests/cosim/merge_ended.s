; tests/cosim/merge_ended.s -- a merge whose partner has ended (docs/isa.md R3, step 3): lanes
; 0..7 stay with the splitter, 8..15 go to a new SWF; v_cmpx leaves the new SWF no lane, so it
; branches to the s_merge, while the splitter ends at the first s_endpgm. Golden stops with
; "s_merge partner has ended"; the RTL parks the new SWF at the s_merge for good, and the
; lockstep reports golden's error when its deadlock detector fires (exit 3).
; Run with --grid 16 --wg 16 on a wave of 16; no arguments.
    .text
merge_ended:
    v_cmp_gt_u32_e32 vcc, 8, v0
    s_split vcc_lo, vcc_hi
    v_cmpx_gt_u32_e32 vcc, 8, v0
    s_cbranch_execz .Lmerge
    s_endpgm
.Lmerge:
    s_merge
    s_endpgm
