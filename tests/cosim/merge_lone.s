; tests/cosim/merge_lone.s -- an s_merge with no split before it (docs/isa.md R3, step 2): no
; child on the stack and no parent, so the run stops with "s_merge without a matching s_split".
; The RTL raises its error flag on that instruction and the golden model reports the error;
; the lockstep takes the two together as the defined outcome (exit 3, golden's message).
; Run with --grid 16 --wg 16 on a wave of 16; no arguments.
    .text
merge_lone:
    v_mov_b32_e32 v1, 1
    s_merge
    s_endpgm
