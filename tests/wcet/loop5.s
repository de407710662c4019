; tests/wcet/loop5.s -- a uniform counted loop for the WCET tests: the header .Lhead runs 5 times.
; With tests/wcet/timing_small.json (scalar 10, vector 20 cycles) the blocks cost:
;   entry 10 (s_mov_b32), .Lhead 50 (v_add 20 + s_add 10 + s_cmp 10 + s_cbranch 10), exit 10.
    .text
loop5:
    s_mov_b32 s4, 0
.Lhead:
    v_add_u32_e32 v1, vcc, 1, v1
    s_add_u32 s4, s4, 1
    s_cmp_lg_u32 s4, 5
    s_cbranch_scc1 .Lhead
    s_endpgm
