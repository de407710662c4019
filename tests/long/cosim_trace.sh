#!/usr/bin/env bash
# tests/long/cosim_trace.sh -- (make test-long) `pws cosim --trace` (docs/cosim.md "Event trace")
# on the pipelined CU (the default CU, docs/microarchitecture.md): the RTL's binary event trace
# (docs/trace-format.md, producer rtl). A 4-instruction kernel's records in order, and its retire
# cycles relative to its first retire worked out by hand from docs/microarchitecture.md's
# latencies and hazards, and so those of a loop, a scalar load in flight, posted FLAT loads with
# holes between their active lanes (tests/cosim/flat_lanes.s) and DS passes
# (tests/cosim/ds_pass.s), with their memory records counted by hand; memory records of vadd;
# the Chrome JSON has one track per SIMD x context used; a watchdog, a deadlock (a dropped
# memory response) and a SIGTERM each leave a readable trace ending with the matching
# kernel_end; `pws wcet --hybrid` and `--check` on an RTL trace of fig2; every run checked
# against its static bound, flow facts; --seed/--mem-jitter (bounds, reproducibility);
# --no-check. Uses the models tests/long/cosim.sh builds (1 SIMD x 2 contexts, and the small
# 2 SIMDs x 4 contexts) and one of its own (pws S = 3, 8 contexts, 4 lanes: about 1.5 minutes
# to build on 2 cores); about 10 s once they exist.
source "$(dirname "$0")/../integration/lib/common.bash"
cd "$TOP" || exit 1
command -v verilator > /dev/null || { notok "tool verilator" "not installed (scripts/deps.sh test)"; exit 1; }

CFG=(--simds 1 --contexts 2 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)
SMALL=(--simds 2 --contexts 4 --wave 16 --lanes 16 --spsimds 0 --split none --mem-latency 5)

# ---- a straight-line kernel, every record by hand ----
printf '    .text\nk:\n    s_mov_b32 s0, 1\n    s_add_u32 s1, s0, 2\n    v_mov_b32 v1, s1\n    s_endpgm\n' > "$TMP/k.s"
"$PWS" cosim "$TMP/k.s" "${CFG[@]}" --grid 16 --wg 16 --trace "$TMP/k.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "trace run passes" "0 lockstep: 4 instructions, 0 mismatches" "$rc $(grep '^lockstep:' "$TMP/out")"
cyc=$(sed -n 's/^cycles: //p' "$TMP/out")
"$PWS" trace "$TMP/k.gz" > "$TMP/k.txt" 2> "$TMP/err"
check_eq "pws trace reads it (exit 0, no warning)" "0 0" "$? $(grep -c . "$TMP/err")"
check_eq "header: producer rtl, clock cycles" "# pws trace 1.0, producer rtl (cycle = clock cycles), kernel k" "$(sed -n 1p "$TMP/k.txt")"
check_eq "header: the configuration" \
  "# cus 1 simds 1 spsimds 0 contexts 2 wave 16 lanes 16 split none mem-latency 5 grid 16,1,1 wg 16,1,1 entry 0x0000 code 4 dwords" \
  "$(sed -n 2p "$TMP/k.txt")"
# The records in order, each with its fields (cycles apart: below)
sed -n '3,$p' "$TMP/k.txt" | sed 's/^[0-9]* //; s/ exec ffff spm ffff | / | /; s/ | v1={.*}$/ | v1=16 lanes/' > "$TMP/got"
v1=$(grep -o 'v1={[^}]*}' "$TMP/k.txt")
cat > "$TMP/want" << 'EOF'
kernel_start
wg_dispatch wg 0 (0,0,0) cu 0 waves 1
wave_start wave 0 @0.0.0.0 wg 0
retire wave 0 @0.0.0.0 swf 0 pc 0x0000 | s_mov_b32 s0, 1 | s0=0x00000001
retire wave 0 @0.0.0.0 swf 0 pc 0x0004 | s_add_u32 s1, s0, 2 | s1=0x00000003 scc=0
retire wave 0 @0.0.0.0 swf 0 pc 0x0008 | v_mov_b32_e32 v1, s1 | v1=16 lanes
retire wave 0 @0.0.0.0 swf 0 pc 0x000c | s_endpgm | end
wave_end wave 0 @0.0.0.0 wg 0
kernel_end ok
EOF
if diff "$TMP/want" "$TMP/got" > "$TMP/diff"; then ok "the records in order, as worked out by hand"
else notok "the records in order, as worked out by hand" "$(head -c 600 "$TMP/diff")"; fi
check_eq "v1 = s1 = 3 in all 16 lanes" "v1={$(for l in $(seq 0 15); do printf '%d:00000003,' "$l"; done | sed 's/,$//')}" "$v1"
# The cycles by hand (docs/microarchitecture.md "The pipeline at a glance", "Fetch", "Issue",
# "Hazards"; N = 1, P = 1, K = 1), t0 the first fetch pick: a pick's two instructions are in the
# buffer 2 cycles later, and its fetch in flight keeps the wavefront from being picked in the
# next cycle: s_mov and s_add from t0 + 2, v_mov and s_endpgm (picked at t0 + 2) from t0 + 4.
# s_mov (SALU, retire t + 3) issues at t0 + 2, retires at t0 + 5. s_add reads s0: SALU -> scalar
# state reader t' >= t + 2 (and the issue rate with N = 1): t0 + 4, retires t0 + 7. v_mov reads s1
# from the SRF: t + 2 again, t0 + 6, retires t + P + 3 = t0 + 10. s_endpgm: retire order after a
# VALU t' >= t + P K = t0 + 7, the issue rate t' >= t0 + 8: t0 + 8, retires t0 + 11. So after the
# first retire: 0 2 5 6; wave_end with the s_endpgm's retire, kernel_start and the dispatch at 0.
# The first retire's cycle after wave_start is the init port's and the fetch's start (not worked
# out here): docs/trace-format.md's bound, the issue-to-retire from the fetch (2 + 3) - 1 = 4.
check_eq "retire cycles after the first retire, by hand" "0 2 5 6" \
  "$(awk '$2 == "retire" { if (!n) f = $1; printf "%s%d", n++ ? " " : "", $1 - f }' "$TMP/k.txt")"
check_eq "kernel_start and wg_dispatch at 0; wave_end and kernel_end at the s_endpgm's retire" "0 0 0" \
  "$(awk '$2 == "kernel_start" || $2 == "wg_dispatch" { printf "%d ", $1 } $2 == "retire" { r = $1 }
          $2 == "wave_end" { e = $1 } $2 == "kernel_end" { k = $1 } END { print (e != r) + (k != r) }' "$TMP/k.txt")"
check_eq "the first retire at least 4 cycles after wave_start" yes \
  "$(awk '$2 == "wave_start" { w = $1 } $2 == "retire" && !n++ { print ($1 - w >= 4 ? "yes" : $1 - w) }' "$TMP/k.txt")"
check_eq "kernel_end at the cycles the harness prints" "$(awk '$2 == "kernel_end" { print $1 }' "$TMP/k.txt")" "$cyc"

# ---- a loop: a taken branch stops the fetch until its redirect (docs/microarchitecture.md "Fetch") ----
printf '    .text\nk:\n    s_mov_b32 s0, 2\nL:\n    s_sub_u32 s0, s0, 1\n    s_cmp_lg_u32 s0, 0\n    s_cbranch_scc1 L\n    s_endpgm\n' > "$TMP/l.s"
"$PWS" cosim "$TMP/l.s" "${CFG[@]}" --grid 16 --wg 16 --trace "$TMP/l.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "loop run passes" "0 lockstep: 8 instructions, 0 mismatches" "$rc $(grep '^lockstep:' "$TMP/out")"
# By hand, as above, t0 the first pick: s_mov and s_sub in the buffer from t0 + 2, s_cmp and
# s_cbranch_scc1 (a branch: the fetch stops) from t0 + 4. s_mov issues at t0 + 2; each next one
# 2 cycles later (the issue rate, and each reads the scalar state the SALU instruction before it
# wrote: t' >= t + 2): s_sub t0 + 4, s_cmp t0 + 6, s_cbranch_scc1 t0 + 8 (taken, s0 = 1). Its
# execute cycle t + 1 = t0 + 9 redirects the fetch at its end: picked at t0 + 10, s_sub and
# s_cmp in the buffer from t0 + 12, issued at t0 + 12 and t0 + 14; the second pick (t0 + 12)
# brings s_cbranch_scc1 alone (a branch stops a pick at itself): t0 + 16, not taken (s0 = 0),
# its redirect to the next instruction at the end of t0 + 17, s_endpgm picked at t0 + 18 and
# issued at t0 + 20. Every one retires 3 after its issue: t0 + 5, 7, 9, 11, 15, 17, 19, 23, so
# after the first retire 0 2 4 6 10 12 14 18.
"$PWS" trace "$TMP/l.gz" > "$TMP/l.txt" 2> "$TMP/err"
check_eq "loop: retire cycles after the first retire, by hand" "0 2 4 6 10 12 14 18" \
  "$(awk '$2 == "retire" { if (!n) f = $1; printf "%s%d", n++ ? " " : "", $1 - f }' "$TMP/l.txt")"

# ---- a scalar load in flight: the next instruction needs its data (no s_waitcnt) ----
printf '    .text\n    .pws_arg a, u32\nk:\n    s_load_dword s4, s[0:1], 0x0\n    s_add_u32 s5, s4, 1\n    s_endpgm\n' > "$TMP/sl.s"
"$PWS" cosim "$TMP/sl.s" "${CFG[@]}" --grid 16 --wg 16 --arg 7 --trace "$TMP/sl.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "scalar load run passes" "0 lockstep: 3 instructions, 0 mismatches" "$rc $(grep '^lockstep:' "$TMP/out")"
# By hand (docs/microarchitecture.md "The scalar units", "Scoreboard"): the load (issue t)
# retires at t + 3 and queues its one dword request at t + 2 (its address cycle); the request is
# answered L = 5 cycles after it, stamped L + 1 = 6 later (docs/trace-format.md: the clock that
# consumes it). s_add reads s4, pending until that dword is written, so it issues after the
# response, at t + 2 + L + 1 at the earliest: it retires at least L + 3 = 8 after the load, and
# after the response. s_endpgm (both counters 0 once s4 is written) follows at the issue rate: 2.
"$PWS" trace "$TMP/sl.gz" > "$TMP/sl.txt" 2> "$TMP/err"
check_eq "scalar load: one request, its response 6 cycles later" "1 6" \
  "$(awk '$2 == "mem_req" { r = $1; n++ } $2 == "mem_resp" { d = $1 - r } END { print n, d }' "$TMP/sl.txt")"
check_eq "scalar load: s_add at least 8 after the load and after the response; s_endpgm 2 after s_add" "yes yes 2" \
  "$(awk '$2 == "mem_resp" { q = $1 } $2 == "retire" { r[n++] = $1 }
          END { print (r[1] - r[0] >= 8 ? "yes" : r[1] - r[0]), (r[1] > q ? "yes" : "no"), r[2] - r[1] }' "$TMP/sl.txt")"

# last_retires N TRACE.txt: the cycles of the last N retires, each after the retire before them
last_retires() {
  awk -v k="$1" '$2 == "retire" { r[n++] = $1 }
    END { for (i = n - k; i < n; i++) printf "%s%d", (i > n - k) ? " " : "", r[i] - r[n - k - 1] }' "$2"
}

# ---- FLAT loads with holes between their active lanes (posted: they retire before their data) ----
# 64 bytes, every lane's dword different
write_buf64 "$TMP/buf.bin"
"$PWS" cosim tests/cosim/flat_lanes.s "${CFG[@]}" --grid 16 --wg 16 --arg @"$TMP/buf.bin" --trace "$TMP/fl.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "flat_lanes run passes (its FLAT loads' lanes leave holes)" "0 lockstep: 13 instructions, 0 mismatches" "$rc $(grep '^lockstep:' "$TMP/out")"
# By hand (docs/microarchitecture.md "Hazards", "VMEM"), from the retire of s_mov_b32 exec_lo,
# 0x8001 (issue t1): every memory instruction retires 3 after its issue, its accesses and data
# after it. flat_load_dword (lanes 0, 15) reads EXEC, which the SALU wrote: t1 + 2. s_mov_b32
# exec_lo, 0xf0f: the issue rate, t1 + 4. flat_load_dword (lanes 0-3, 8-11): EXEC again, t1 + 6;
# the unit holds Qi = 2 instructions, the first one's 2 accesses are sent by then. s_mov t1 + 8,
# flat_load_dwordx2 (lanes 1, 3, 4, 6, 9, 11, 12, 14) t1 + 10: the first load is gone, the
# second sending (room for one). Each retire 2 after the one before: 2 4 6 8 10. s_endpgm waits
# for vmcnt 0: after the last of the 28 answers (2 scalar-load dwords, then 2 + 8 + 8 x 2 FLAT
# accesses, one request each, every one answered). (--vmem-queue 16, the multi-cycle CU's
# posted variant, is the default queue here: no run of its own.)
"$PWS" trace "$TMP/fl.gz" > "$TMP/fl.txt" 2> "$TMP/err"
check_eq "flat_lanes: the first five of the last six retires after the first s_mov to exec_lo, by hand" "2 4 6 8 10" \
  "$(last_retires 6 "$TMP/fl.txt" | cut -d' ' -f1-5)"
check_eq "flat_lanes: 28 requests, 28 responses, s_endpgm retires after the last" "28 28 yes" \
  "$(awk '$2 == "mem_req" { q++ } $2 == "mem_resp" { p++; l = $1 } $2 == "retire" { r = $1 }
          END { print q, p, (r > l ? "yes" : "no") }' "$TMP/fl.txt")"

# ---- DS passes: the LDS answers each access one cycle after its grant ----
"$PWS" cosim tests/cosim/ds_pass.s "${CFG[@]}" --grid 16 --wg 16 --trace "$TMP/ds.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "ds_pass run passes" "0 lockstep: 6 instructions, 0 mismatches" "$rc $(grep '^lockstep:' "$TMP/out")"
# By hand, from the retire of v_lshlrev_b32 (issue t, VALU: retires t + P + 3 = t + 4):
# ds_write_b32 reads v1's row, which the VALU wrote: t' >= t + P K + 2 = t + 3, retires t + 6 (2);
# s_mov_b32 exec_lo at the issue rate t + 5, retires t + 8 (4); ds_read_b32 reads EXEC after the
# SALU, t + 7, the LDS unit holding the write (Qi = 2), retires t + 10 (6). s_endpgm waits for
# lgkmcnt 0: the write's 16 accesses and the read's 2, one a cycle, all after the write's issue:
# at least 18 after the write's retire (20 after v_lshlrev_b32's).
"$PWS" trace "$TMP/ds.gz" > "$TMP/ds.txt" 2> "$TMP/err"
check_eq "ds_pass: the first three of the last four retires after v_lshlrev_b32's, by hand" "2 4 6" \
  "$(last_retires 4 "$TMP/ds.txt" | cut -d' ' -f1-3)"
check_eq "ds_pass: s_endpgm at least 18 after ds_write_b32" yes \
  "$(last_retires 4 "$TMP/ds.txt" | awk '{ print ($4 - $1 >= 18 ? "yes" : $4 - $1) }')"

# ---- memory records: vadd on 1 SIMD (2 waves per workgroup) ----
mkdir -p "$TMP/vadd"; mapfile -t VADD < <(build/bin/tbref gen vadd --seed 1 --dir "$TMP/vadd")
"$PWS" cosim build/tb/vadd.s "${CFG[@]}" "${VADD[@]}" --wg 32 --trace "$TMP/v.gz" > "$TMP/out" 2>&1
check_eq "vadd traced run passes" 0 $?
"$PWS" trace "$TMP/v.gz" > "$TMP/v.txt"
# The first request is the kernarg s_load of wave 0: 4 bytes at the kernarg segment, answered
# L + 1 = 6 clocks later (stamped: the clock after which the port showed it; the clock that
# consumes the response) with the first dword of the kernarg segment, the low half of a's address.
req=$(grep -m1 ' mem_req ' "$TMP/v.txt"); resp=$(grep -m1 ' mem_resp ' "$TMP/v.txt")
rq=${req%% *}; rs=${resp%% *}
check_eq "first memory response L + 1 = 6 clocks after its request" 6 $((rs - rq))
[[ $req =~ @0\.0\.0\.255\ tag\ 1\ global\ read\ addr\ 0x[0-9a-f]+\ size\ 4\ be\ f$ ]] && ok "mem_req: port location, tag, size, byte enables" \
  || notok "mem_req: port location, tag, size, byte enables" "$req"
check_eq "requests = responses (every request answered)" "$(grep -c ' mem_req ' "$TMP/v.txt")" "$(grep -c ' mem_resp ' "$TMP/v.txt")"
# vadd computes i = 64 x workgroup id + local id (s_lshl_b32 s3, s2, 6: written for --wg 64);
# with --wg 32 (2 waves fit the 2 contexts) workgroup w stores the i < n = 200 of [64 w, 64 w + 32):
# 32 + 32 + 32 + 8 (w = 3: 192..199) = 104 global writes, one dword each
check_eq "global writes = 104" 104 "$(grep ' mem_req ' "$TMP/v.txt" | grep -c ' global write ')"
"$PWS" trace "$TMP/v.gz" --chrome > "$TMP/v.json"
tracks=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1]))
print(" ".join(sorted(e["args"]["name"] for e in d["traceEvents"] if e.get("name") == "thread_name")))' "$TMP/v.json" 2>&1)
check_eq "--chrome: JSON, one track per context used (1 SIMD x 2)" "SIMD0 ctx0 SIMD0 ctx1" "$tracks"

# ---- fig2 on 2 SIMDs x 4 contexts: tracks by hand, then the hybrid WCET bound ----
mkdir -p "$TMP/fig2"; mapfile -t FIG2 < <(build/bin/tbref gen fig2 --seed 1 --dir "$TMP/fig2")
"$PWS" cosim build/tb/fig2.s "${SMALL[@]}" "${FIG2[@]}" --trace "$TMP/f.gz" > "$TMP/out" 2>&1
check_eq "fig2 traced run passes" 0 $?
hash=$(grep -o 'model [0-9a-f]\{16\}' "$TMP/out" | cut -d' ' -f2)
# 4 waves per workgroup, consecutive waves to consecutive SIMDs, lowest free context; 8 contexts hold two
# workgroups: SIMD0 and SIMD1 each use contexts 0..3
"$PWS" trace "$TMP/f.gz" --chrome > "$TMP/f.json"
tracks=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1]))
print(" ".join(sorted(e["args"]["name"] for e in d["traceEvents"] if e.get("name") == "thread_name")))' "$TMP/f.json" 2>&1)
check_eq "--chrome: 2 SIMDs x 4 contexts, 8 tracks" "SIMD0 ctx0 SIMD0 ctx1 SIMD0 ctx2 SIMD0 ctx3 SIMD1 ctx0 SIMD1 ctx1 SIMD1 ctx2 SIMD1 ctx3" "$tracks"
"$PWS" wcet build/tb/fig2.s --timing "build/cosim/$hash/gen/pws_timing.json" --grid 256 --wg 64 \
  --train "$TMP/f.gz" --test "$TMP/f.gz" > "$TMP/out" 2> "$TMP/err"; rc=$?
if [ $rc -eq 0 ] && grep -q '^0 segments never observed, 0 observed above the static latency' "$TMP/out" \
   && grep -q '^held-out: 1 trace, 0 violations' "$TMP/out"; then
  ok "pws wcet --hybrid on the RTL trace of fig2: every segment observed, none above static, no violation"
else notok "pws wcet --hybrid on the RTL trace of fig2" "exit $rc: $(grep -E 'segments|held-out|error' "$TMP/out" "$TMP/err" | head -c 400)"; fi

# ---- the static bound: every passing run is checked against it (docs/wcet.md "Checking runs") ----
"$PWS" cosim build/tb/fig2.s "${SMALL[@]}" "${FIG2[@]}" --trace "$TMP/f2.gz" > "$TMP/out.fig2" 2>&1
cyc=$(sed -n 's/^cycles: //p' "$TMP/out.fig2")
line=$(grep '^static bound:' "$TMP/out.fig2")
b=$(sed -n 's/^static bound: \([0-9]*\) cycles (none), observed \([0-9]*\) = .*; every segment within its static latency$/\1 \2/p' "$TMP/out.fig2")
if [ -n "$b" ] && [ "${b#* }" = "$cyc" ] && [ "${b%% *}" -ge "$cyc" ]; then
  ok "fig2: the run's cycles ($cyc) within its static bound (${b%% *}), every segment within its latency"
else notok "fig2: the static bound line" "$line / cycles $cyc"; fi
grep -q "^check $TMP/f2.gz: within the static bound, kernel $cyc of " "$TMP/out.fig2" \
  && ok "fig2: the trace's kernel time is the run's cycles" || notok "fig2: check line" "$(grep '^check' "$TMP/out.fig2")"
# the same trace against a model whose every instruction takes 1 cycle (the pipelined CU's bound
# is composed from the "pipe" object, docs/timing-model.md: every op holds its unit 1 cycle and
# lets the next issue 1 later, memory ops send nothing and read no rows, a visit and the fetch
# 1 cycle) and whose dispatch is 1 cycle a wave (no init writes, no LDS zeroing): the analysis
# must see the segments and the kernel above it, name them, and exit 1
python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))
for v in t["instructions"].values(): v["own_worst"] = 1
p = t["pipe"]
for o in p["ops"].values():
    for k in ("hold", "hz_valu", "hz_scalar", "hz_other"): o[k] = 1
    for k in ("send", "send_alone", "rows"): o[k] = 0
p["visit"] = p["fetch_slack"] = 1
for k in ("init_fixed_writes", "init_write_worst", "init_write_free", "init_vgpr_write_worst",
          "init_vgpr_write_free", "lds_zero_write_worst"): p[k] = 0
w, d = t["waits"], t["dispatch"]
slots = (d["workgroup_worst"] - w["lds_zero_per_workgroup"] - 1) // d["wave_sequence"]
w["init_per_wave"] = w["lds_zero_per_workgroup"] = 0
d["wave_sequence"], d["workgroup_worst"] = 1, slots + 1
json.dump(t, open(sys.argv[2], "w"))' "build/cosim/$hash/gen/pws_timing.json" "$TMP/tiny.json"
"$PWS" wcet build/tb/fig2.s --timing "$TMP/tiny.json" --grid 256 --wg 64 --split none --check "$TMP/f2.gz" \
  > "$TMP/out" 2>&1; rc=$?
check_eq "pws wcet --check against 1-cycle instructions: exit 1" 1 $rc
grep -q "^violation: $TMP/f2.gz: segment fig2 took [0-9]* cycles, static latency (none) [0-9]*$" "$TMP/out" \
  && ok "--check names the first segment (fig2) above its static latency" || notok "--check names fig2" "$(head -c 400 "$TMP/out")"
grep -q "^violation: $TMP/f2.gz: kernel took $cyc cycles, static E_kernel (none) [0-9]*$" "$TMP/out" \
  && ok "--check: the kernel time above the static E_kernel" || notok "--check: kernel violation" "$(grep violation "$TMP/out" | tail -2)"
# under pws S = 3 (1 SIMD x 8 contexts, wave 16 on 4 lanes, a model of its own): a wavefront is named by
# its number in the dispatch in every record, wave_start and wave_end as in its retires (they
# used golden's context ids, S + 1 apart, so the segments of one wavefront were charged to
# another: stencil2d's 16 workgroups showed a 170 K-cycle segment against a 38 K static latency)
mkdir -p "$TMP/st"; mapfile -t ST < <(build/bin/tbref gen stencil2d --seed 1 --dir "$TMP/st")
"$PWS" cosim build/tb/stencil2d.s --simds 1 --contexts 8 --wave 16 --lanes 4 --mem-latency 5 --split pws \
  --spsimds 3 "${ST[@]}" --trace "$TMP/st.gz" > "$TMP/out" 2>&1
check_eq "stencil2d under pws S = 3, traced: lockstep, bound and every segment within" "0 1" \
  "$? $(grep -c '^static bound: [0-9]* cycles (pws), observed [0-9]* = .*; every segment within its static latency$' "$TMP/out")"
"$PWS" trace "$TMP/st.gz" > "$TMP/st.txt"
check_eq "stencil2d's trace: wave_start, wave_end and retire records name the same 60 wavefronts" "60 60 60" \
  "$(for t in wave_start wave_end retire; do awk -v t=$t '$2 == t { print $4 }' "$TMP/st.txt" | sort -u | wc -l; done | paste -sd ' ')"
check_eq "... numbered 0..59" "0 59" "$(awk '$2 == "wave_start" { print $4 }' "$TMP/st.txt" | sort -n | sed -n '1p;$p' | paste -sd ' ')"

# a counted loop of 64 trips (s0 = 64 down to 0, tested at the bottom): its header runs 64 times
printf '    .text\nk:\n    s_movk_i32 s0, 0x40\n.Lhead:\n    s_sub_u32 s0, s0, 1\n    s_cmp_lg_u32 s0, 0\n    s_cbranch_scc1 .Lhead\n    s_endpgm\n' > "$TMP/cnt.s"
"$PWS" cosim "$TMP/cnt.s" "${CFG[@]}" --grid 16 --wg 16 > "$TMP/out" 2>&1
check_eq "a loop without flow facts: the run passes, the bound is not checked, and says why" \
  "0 static bound: not checked ($TMP/cnt.s: error: 1 loop without a bound: .Lhead (pc 0x4); add 'loop .Lhead max N' to --flow-facts FILE or to $TMP/cnt.ff beside the kernel (docs/flow-facts.md))" "$? $(grep '^static bound' "$TMP/out")"
printf 'loop .Lhead max 64\n' > "$TMP/cnt.ff"
"$PWS" cosim "$TMP/cnt.s" "${CFG[@]}" --grid 16 --wg 16 --trace "$TMP/c.gz" > "$TMP/out" 2>&1
check_eq "KERNEL.ff beside the kernel (max 64): within the bound" "0 1" "$? $(grep -c '^static bound: [0-9]* cycles (none), observed [0-9]* = .*; every segment within its static latency$' "$TMP/out")"
printf 'loop .Lhead max 63\n' > "$TMP/c63.ff"
"$PWS" cosim "$TMP/cnt.s" "${CFG[@]}" --grid 16 --wg 16 --trace "$TMP/c.gz" --flow-facts "$TMP/c63.ff" > "$TMP/out" 2>&1
check_eq "--flow-facts max 63 on a 64-trip loop: exit 1" 1 $?
check_eq "... naming the loop and its count" "violation: $TMP/c.gz: error: loop .Lhead ran 64 times per entry, above its declared max 63" \
  "$(grep '^violation' "$TMP/out")"
"$PWS" cosim "$TMP/cnt.s" "${CFG[@]}" --grid 16 --wg 16 --no-bound > "$TMP/out" 2>&1
check_eq "--no-bound: no bound line" "0 0" "$? $(grep -c '^static bound' "$TMP/out")"

# ---- --seed N --mem-jitter J: responses due within [L, L + J], reproducible from the seed ----
# L = 5, J = 7: stamped (request clock, consuming clock) they are L + 1 = 6 to L + J + 1 = 13 apart;
# the lockstep and the timing check (at latency L + J) must still pass.
for run in "1 a" "1 b" "2 a"; do
  set -- $run
  "$PWS" cosim build/tb/vadd.s "${CFG[@]}" "${VADD[@]}" --wg 32 --mem-jitter 7 --seed "$1" \
    --trace "$TMP/j$1$2.gz" > "$TMP/j$1$2.out" 2>&1
  check_eq "--mem-jitter 7 --seed $1 ($2): lockstep and timing check pass" 0 $?
  "$PWS" trace "$TMP/j$1$2.gz" > "$TMP/j$1$2.txt"
done
lat=$(awk '$2 == "mem_req" { for (i = 1; i < NF; i++) if ($i == "tag") r[$(i + 1)] = $1 }
           $2 == "mem_resp" { for (i = 1; i < NF; i++) if ($i == "tag") { d = $1 - r[$(i + 1)]; n[d]++ } }
           END { lo = 99; hi = 0; k = 0; for (d in n) { k++; if (d + 0 < lo) lo = d + 0; if (d + 0 > hi) hi = d + 0 }
                 print lo, hi, (k > 1 ? "varied" : "fixed") }' "$TMP/j1a.txt")
lo=${lat%% *}; rest=${lat#* }; hi=${rest%% *}
if [ "$lo" -ge 6 ] && [ "$hi" -le 13 ] && [[ $lat == *varied ]]; then ok "jittered response latencies within [6, 13] and varied ($lat)"
else notok "jittered response latencies within [6, 13] and varied" "$lat"; fi
cmp -s "$TMP/j1a.txt" "$TMP/j1b.txt" && ok "same seed, same trace" || notok "same seed, same trace" "traces differ"
[ "$(grep '^cycles:' "$TMP/j1a.out")" != "$(grep '^cycles:' "$TMP/j2a.out")" ] && ok "another seed, other cycles" \
  || notok "another seed, other cycles" "$(grep '^cycles:' "$TMP/j1a.out" "$TMP/j2a.out" | tr '\n' ' ')"
check_err "bad --mem-jitter is a usage error" 2 "bad --mem-jitter" \
  "$PWS" cosim "$TMP/k.s" "${CFG[@]}" --grid 16 --wg 16 --mem-jitter x

# ---- --no-check: the RTL alone takes the same cycles and retires the same instructions ----
"$PWS" cosim build/tb/vadd.s "${CFG[@]}" "${VADD[@]}" --wg 32 > "$TMP/lock.out" 2>&1
"$PWS" cosim build/tb/vadd.s "${CFG[@]}" "${VADD[@]}" --wg 32 --no-check > "$TMP/rtl.out" 2>&1
check_eq "--no-check: exit 0" 0 $?
n=$(sed -n 's/^lockstep: \([0-9]*\) instructions, 0 mismatches$/\1/p' "$TMP/lock.out")
check_eq "--no-check: 'not checked', the lockstep run's instruction count" "rtl only: $n instructions, not checked" \
  "$(grep '^rtl only:' "$TMP/rtl.out")"
check_eq "--no-check: the lockstep run's cycles" "$(grep '^cycles:' "$TMP/lock.out")" "$(grep '^cycles:' "$TMP/rtl.out")"
grep -q '^lockstep:' "$TMP/rtl.out" && notok "--no-check prints no lockstep line" "$(cat "$TMP/rtl.out")" \
  || ok "--no-check prints no lockstep line"

# ---- exit paths: the trace is complete and says how the run ended ----
printf '    .text\nk:\n    s_mov_b32 s0, 1\nloop:\n    s_branch loop\n    s_endpgm\n' > "$TMP/loop.s"
"$PWS" cosim "$TMP/loop.s" "${CFG[@]}" --grid 16 --wg 16 --max-cycles 2000 --trace "$TMP/w.gz" > /dev/null 2>&1
check_eq "watchdog: exit 3" 3 $?
check_eq "watchdog: trace ends with kernel_end limit at 2000" "2000 kernel_end limit" "$("$PWS" trace "$TMP/w.gz" | tail -1)"
"$PWS" cosim "$TMP/loop.s" "${CFG[@]}" --grid 16 --wg 16 --max-cycles 1000000000 --trace "$TMP/s.gz" \
  > "$TMP/out" 2> "$TMP/err" & pid=$!
for _ in $(seq 100); do [ -s "$TMP/s.gz" ] && break; sleep 0.1; done
sleep 1; kill -TERM $pid; wait $pid; rc=$?
c=$(sed -n 's/^cosim: error: interrupted by signal 15 at cycle \([0-9]*\):.*/\1/p' "$TMP/err")
check_eq "SIGTERM: exit 3" 3 $rc
check_eq "SIGTERM: trace ends with kernel_end signal at the reported cycle" "$c kernel_end signal" "$("$PWS" trace "$TMP/s.gz" 2>&1 | tail -1)"
# the dropped response is the run's last (a later one to the same unit would take its place:
# tests/long/cosim.sh): vadd with --wg 32 has 16 waves of 7 scalar-load dwords and 104 active
# lanes of 2 loads and 1 store each (above), 16 x 7 + 104 x 3 = 424 responses; its wavefront
# waits for it forever
"$PWS" cosim build/tb/vadd.s "${CFG[@]}" "${VADD[@]}" --wg 32 --drop-mem-response 424 --trace "$TMP/d.gz" > /dev/null 2>&1
check_eq "deadlock: exit 3" 3 $?
[[ $("$PWS" trace "$TMP/d.gz" | tail -1) =~ ^[0-9]+\ kernel_end\ error$ ]] && ok "deadlock: trace ends with kernel_end error" \
  || notok "deadlock: trace ends with kernel_end error" "$("$PWS" trace "$TMP/d.gz" 2>&1 | tail -1)"
check_err "unwritable --trace: one line, exit 3" 3 "/nonexistent-dir/t.gz" \
  "$PWS" cosim "$TMP/k.s" "${CFG[@]}" --grid 16 --wg 16 --trace /nonexistent-dir/t.gz
