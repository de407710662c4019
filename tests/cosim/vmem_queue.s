; vmem_queue.s -- FLAT loads (posted) that fill the unit's vector queue (--vmem-queue): every lane
; active, x4 loads of 4 accesses per lane back to back, so each access waits for an entry that
; an older access's data frees. Lane i's address is buf + 16 i. The lockstep checks every
; load's issue-to-retire against the timing model's worst (one wavefront: alone), whose queue
; waits are the VMEM unit's (docs/microarchitecture.md "Worst-case waits").
; 13 instructions. Run with
;   --grid 16 --wg 16 --arg @FILE(256 bytes)
; Used by tests/long/cosim.sh (--vmem-queue 2, --mem-latency 60, 4 lanes).
    .text
    .pws_arg buf, buffer
vmem_queue:
    s_load_dwordx2 s[4:5], s[0:1], 0x0    ; buf
    v_lshlrev_b32 v2, 4, v0
    s_waitcnt lgkmcnt(0)
    v_add_u32 v2, vcc, s4, v2
    v_mov_b32 v3, s5
    v_addc_u32 v3, vcc, 0, v3, vcc        ; v[2:3] = buf + 16 i
    flat_load_dwordx4 v[4:7], v[2:3]
    flat_load_dwordx4 v[8:11], v[2:3]     ; the first x4's accesses hold the queue
    flat_load_dword v12, v[2:3]
    flat_load_dwordx2 v[14:15], v[2:3]
    flat_load_dwordx4 v[16:19], v[2:3]
    v_add_u32 v20, vcc, v4, v19           ; waits for the last x4's data
    s_endpgm
