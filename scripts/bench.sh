#!/usr/bin/env bash
# scripts/bench.sh -- `make bench`: golden-model throughput on the benchmark kernels of
# testbenches/bench/ (release build, one core: the model is single-threaded), then the RTL
# co-simulation's build time, peak memory and simulated cycles per second (RTL only and in
# lockstep) on the small and the default configuration, and the CU's throughput: the VALU's
# cadence, Table 3's static bound against the observed cycles, the testbench kernels' cycles
# (below; BENCH_RTL=0 skips it).
#
# For each kernel and split mode it runs `pws sim --stats` REPEAT times and keeps the fastest run
# (the machine is shared; the minimum time is the least disturbed one). Figures: wave-instructions
# per CPU-second (retired instructions, any wavefront size) and lane-operations per CPU-second (active
# lanes summed over vector instructions). Target (issue 2): >= 10 M wave64 instructions/s on the
# ALU-heavy kernel. Speed targets live here, never in timed tests.
set -u
cd "$(dirname "$0")/.." || exit 3
PWS=${PWS:-build/bin/pws}
REPEAT=${REPEAT:-3}
GRID=${BENCH_GRID:-4096}
ITERS=${BENCH_ITERS:-5000}
[ -x "$PWS" ] || { echo "bench: error: $PWS is missing (make build/bin/pws)" >&2; exit 3; }
# faster T BEST: true if T seconds beat BEST (or there is no BEST yet): every figure here is the
# fastest of REPEAT runs
faster() { [ -z "$2" ] || awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }

printf 'golden model throughput: grid %s, wave 64, %s iterations, best of %s runs\n\n' \
  "$GRID" "$ITERS" "$REPEAT"
printf '%-10s %-5s %2s | %12s %10s | %12s %12s\n' kernel split S instructions seconds \
  'M inst/s' 'M lane-op/s'
printf -- '-%.0s' {1..78}; echo
fail=0
for k in alu divergent; do
  for mode in none pws; do
    s=0; [ "$mode" = pws ] && s=3
    best=
    for _ in $(seq "$REPEAT"); do
      out=$("$PWS" sim "testbenches/bench/$k.s" --grid "$GRID" --wg 64 \
              --arg "zeros:$((GRID * 8))" --arg "$ITERS" --split "$mode" --spsimds "$s" --stats) \
        || { echo "bench: error: $k/$mode failed" >&2; fail=1; continue; }
      t=$(echo "$out" | sed -n 's/^time: \([0-9.]*\) s.*/\1/p')
      if faster "$t" "$best"; then
        best=$t insts=$(echo "$out" | sed -n 's/^instructions: //p')
        lanes=$(echo "$out" | sed -n 's/^lane-ops: //p')
      fi
    done
    [ -n "$best" ] || continue
    awk -v k="$k" -v m="$mode" -v s="$s" -v i="$insts" -v l="$lanes" -v t="$best" 'BEGIN {
      printf "%-10s %-5s %2s | %12d %10.3f | %12.2f %12.1f\n", k, m, s, i, t, i / t / 1e6, l / t / 1e6 }'
  done
done

# ---- WCET analysis of a large CFG (issue 5's target: a 1,000-block CFG in under one second) ----
# 250 if-else statements in sequence, each in clang's shape (branch node, then part, BSB, else
# part, and the join that starts the next one) and each marked with s_split, so Select and Prune
# run over all of them: 1,001 basic blocks. pws wcet with the default configuration's timing
# model under pws, S = 3; best of REPEAT runs (user + system CPU time).
mkdir -p build/bench
awk 'BEGIN {
  print "    .text\nbig:"
  for (i = 0; i < 250; i++) {
    printf "    v_cmp_gt_u32_e32 vcc, %d, v0\n    s_split vcc_lo, vcc_hi\n", i % 64
    printf "    s_and_saveexec_b64 s[10:11], vcc\n    s_xor_b64 s[10:11], exec, s[10:11]\n"
    printf "    s_cbranch_execz .Lelse%d\n    v_add_u32_e32 v1, vcc, %d, v1\n", i, i
    printf ".Lelse%d:\n    s_or_saveexec_b64 s[10:11], s[10:11]\n    s_xor_b64 exec, exec, s[10:11]\n", i
    printf "    s_cbranch_execz .Ljoin%d\n    v_mul_lo_u32 v1, v1, 3\n", i
    printf ".Ljoin%d:\n    s_or_b64 exec, exec, s[10:11]\n    s_merge\n", i
  }
  print "    s_endpgm" }' > build/bench/cfg1000.s
"$PWS" gen --split pws --spsimds 3 -o build/bench/cfg1000_gen > /dev/null \
  || { echo "bench: error: pws gen (wcet)" >&2; fail=1; }
best=
for _ in $(seq "$REPEAT"); do
  rm -f build/bench/cfg1000.json
  /usr/bin/time -f '%U %S' -o build/bench/cfg1000.time "$PWS" wcet build/bench/cfg1000.s \
    --timing build/bench/cfg1000_gen/pws_timing.json --json build/bench/cfg1000.json > build/bench/cfg1000.out 2>&1
  t=$(awk '{ print $1 + $2 }' build/bench/cfg1000.time)
  [ -s build/bench/cfg1000.json ] || { echo "bench: error: pws wcet on the 1,000-block CFG failed" >&2; fail=1; break; }
  if faster "$t" "$best"; then best=$t; fi
done
blocks=$(sed -n 's/^  "blocks": \([0-9]*\),/\1/p' build/bench/cfg1000.json)
echo
nsb=$(grep -o '"sb": \[[^]]*\]' build/bench/cfg1000.json | grep -o '"[^"]*"' | grep -vc '"sb"')
printf 'WCET analysis (pws wcet, pws S = 3): %s basic blocks, %s branches selected, %.2f s CPU (target < 1 s)\n' \
  "$blocks" "$nsb" "${best:-0}"

# ---- RTL: Verilator build time and memory, RTL-only and lockstep speed (docs/cosim.md "Speed") ----
# Per configuration: pws gen into build/bench/<name>/gen, a from-scratch build of its model
# (cosim/model.mk: -O2 for the per-cycle C++, 2 jobs) under /usr/bin/time -v (wall time, peak RSS of the largest
# process), then testbenches/bench/alu.s filling every context, run by the model binary alone
# (--no-check: the RTL and the harness's SPI and memory, no golden model) and in lockstep.
# Figures: simulated clock cycles per wall-clock second of the fastest of REPEAT runs of each
# (build excluded; the model prints the cycles). Targets (issue 3): lockstep >= 1/2 of RTL-only; default config >=
# 100,000 cycles/s RTL-only; build < 2 min on 2 cores. BENCH_RTL=0 skips this part.
[ "${BENCH_RTL:-1}" = 0 ] && exit $fail
command -v verilator > /dev/null || { echo "bench: verilator missing: RTL part skipped"; exit $fail; }
TOPDIR=$PWD
# (COPT given: the library alone needs no model manifest to choose the model's optimisation)
make -s -f cosim/model.mk TOP="$TOPDIR" OUT="$TOPDIR/build/bench" COPT=-O1 "$TOPDIR/build/cosim/lib/libpws.a" \
  || { echo "bench: error: building the harness library failed" >&2; exit 3; }
now() { date +%s.%N; }
# rtl_bench NAME GRID ITERS FLAGS...: one table row
rtl_bench() {
  local name=$1 grid=$2 iters=$3; shift 3
  local d=build/bench/$name
  rm -rf "$d"; mkdir -p "$d"
  "$PWS" gen "$@" -o "$d/gen" > /dev/null || { echo "bench: error: pws gen $name" >&2; fail=1; return; }
  /usr/bin/time -v make -s -j2 -f cosim/model.mk TOP="$TOPDIR" OUT="$TOPDIR/$d" > "$d/build.log" 2> "$d/time.log" \
    || { echo "bench: error: building $name failed (see $d/build.log)" >&2; fail=1; return; }
  local bt mem; bt=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$d/time.log")
  mem=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$d/time.log")
  local args=(testbenches/bench/alu.s --grid "$grid" --wg 64 --arg "zeros:$((grid * 8))" --arg "$iters")
  # each run REPEAT times, the fastest kept (as the golden model's above: the least disturbed)
  local t0 t1 c1 rt lt tr= tl= i
  for i in $(seq "$REPEAT"); do
    t0=$(now); "$d/model" --manifest "$d/gen/pws_manifest.json" "${args[@]}" --no-check > "$d/rtl.out" 2>&1 \
      || { echo "bench: error: $name --no-check: $(head -c 200 "$d/rtl.out")" >&2; fail=1; return; }
    t1=$(now); rt=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
    t0=$(now); "$d/model" --manifest "$d/gen/pws_manifest.json" "${args[@]}" > "$d/lock.out" 2>&1 \
      || { echo "bench: error: $name lockstep: $(head -c 200 "$d/lock.out")" >&2; fail=1; return; }
    t1=$(now); lt=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
    if faster "$rt" "$tr"; then tr=$rt; fi
    if faster "$lt" "$tl"; then tl=$lt; fi
  done
  c1=$(sed -n 's/^cycles: //p' "$d/rtl.out")
  [ "$c1" = "$(sed -n 's/^cycles: //p' "$d/lock.out")" ] \
    || { echo "bench: error: $name: RTL-only and lockstep runs took different cycles" >&2; fail=1; }
  local ins; ins=$(sed -n 's/^retired: //p' "$d/lock.out")
  awk -v n="$name" -v c="$c1" -v i="$ins" -v tr="$tr" -v tl="$tl" -v bt="$bt" -v m="$mem" 'BEGIN {
    r = c / tr; l = c / tl
    printf "%-9s %9d | %10.0f %10.0f %5.2f %11.0f | %8s %7.0f\n", n, c, r, l, l / r, i / tl, bt, m / 1024 }'
}
echo
echo "RTL model (Verilator $(verilator --version | cut -d' ' -f2)): testbenches/bench/alu.s, every context busy"
# lock inst/s: wave instructions retired per second in lockstep (issue 21's target: 100,000 on
# the default configuration); each run's time includes building the model's state and loading
# the kernel, so the pipelined CU's default run is 100 iterations long (about 36,000 cycles)
printf '%-9s %9s | %10s %10s %5s %11s | %8s %7s\n' config cycles 'rtl cyc/s' 'lock cyc/s' ratio \
  'lock inst/s' build 'MB peak'
printf -- '-%.0s' {1..83}; echo
# small: 1 CU, 2 SIMDs x 4 contexts, wave 16, 16 lanes: 8 waves = 2 workgroups of 64
rtl_bench small 128 "${BENCH_RTL_ITERS_SMALL:-200}" --simds 2 --contexts 4 --wave 16 \
  --lanes 16 --spsimds 0 --split none --mem-latency 5
# default: 1 CU, 4 SIMDs x 10 contexts, wave 64, 16 lanes: 40 waves of 64
rtl_bench default 2560 "${BENCH_RTL_ITERS_DEFAULT:-100}" --split none --spsimds 0

# ---- the CU's throughput (docs/microarchitecture.md) on the default shape (4 SIMDs x 10
# contexts, wave 64 on 16 lanes, --split none): simulated cycles, so one run each (the cycles do
# not depend on the machine). (1) The VALU's cadence: a kernel of n wave64 VALU instructions,
# n = 400 and 800; the 400 more, divided by the instructions each SIMD issued, are the cycles
# one VALU instruction holds a SIMD (GCN: 4), for one wavefront and with every context busy (40
# wavefronts, 10 per SIMD). Both runs must be VALU-bound from the last wavefront's start on, or
# the dispatch does not cancel: with n = 8 and 40 the 40 wavefronts' dispatch (one after
# another) outlasted the short run's work, and the CU seemed to issue 1.39 wave64 VALU
# instructions a cycle, above its (and GCN's) peak of 1. (2) Table 3 without splitting: the
# static bound against the observed cycles. (3) Every testbench kernel (tbref's inputs, seed 1)
# in lockstep: cycles. ----
CMP=(--split none --spsimds 0)
valu_kernel() {   # N FILE: n dependent v_mad_u32_u24
  { printf '    .text\nk:\n'; for _ in $(seq "$1"); do echo '    v_mad_u32_u24 v1, v1, 3, v0'; done
    echo '    s_endpgm'; } > "$2"
}
valu_kernel 400 build/bench/valu400.s
valu_kernel 800 build/bench/valu800.s
cosim_cycles() {   # KERNEL ARGS...: the cycles of one lockstep run, or an error
  local out; out=$("$PWS" cosim "$@" 2>&1) || { echo "bench: error: pws cosim $*: $(echo "$out" | tail -1)" >&2; fail=1; return; }
  echo "$out" | sed -n 's/^cycles: //p'
}
echo
echo "the CU's VALU cadence, default shape, --split none"
printf '%-34s | %10s\n' 'cycles per wave64 VALU instruction' cycles
printf -- '-%.0s' {1..47}; echo
for waves in 1 40; do
  a=$(cosim_cycles build/bench/valu400.s "${CMP[@]}" --grid $((64 * waves)) --wg 64)
  b=$(cosim_cycles build/bench/valu800.s "${CMP[@]}" --grid $((64 * waves)) --wg 64)
  # each SIMD issues 400 x (its wavefronts) more: 400 for one wavefront, 400 x 10 for 40
  per=$(awk -v a="${a:-0}" -v b="${b:-0}" -v w="$waves" 'BEGIN { n = (w < 4) ? 400 * w : 400 * w / 4; printf "%.2f", (b - a) / n }')
  label="1 wavefront"; [ "$waves" -gt 1 ] && label="$waves wavefronts (10 per SIMD)"
  awk -v w="$label" -v p="$per" 'BEGIN { printf "%-34s | %10.2f\n", w, p }'
  # with every context busy the CU's four SIMDs each issue one every that many cycles
  [ "$waves" -gt 1 ] && awk -v p="$per" 'BEGIN {
    printf "%-34s | %10.3f  (GCN: 1.000)\n", "  wave64 VALU instructions/cycle/CU", (p > 0 ? 4 / p : 0) }'
done
# Table 3 of the PWS paper without splitting (benchgen --levels 6 --insts 32, maximum
# divergence, no memory): observed cycles and the static bound
echo
printf '%-34s | %10s %10s | %7s\n' 'Table 3, no splitting' observed static 'ratio'
printf -- '-%.0s' {1..68}; echo
if out=$("$PWS" sweep --wcet --benchgen --levels 6 --insts 32 --balanced-splits --div-frac 1 \
           --mem-frac 0 --modes none -o build/bench/table3.csv 2>&1); then   # (it sets --split)
  awk -F, 'NR == 2 { printf "%-34s | %10d %10d | %6.2fx\n", "the CU", $3, $9, ($3 > 0 ? $9 / $3 : 0) }' \
    build/bench/table3.csv
else echo "bench: error: Table 3: $(echo "$out" | tail -1)" >&2; fail=1; fi
echo
printf '%-12s %8s | %10s\n' testbench retired cycles
printf -- '-%.0s' {1..34}; echo
for t in vadd fig2 fig5 loop lds_reduce dws_marked saxpy bfs_step histogram stencil2d threshold; do
  d=build/bench/tb/$t; mkdir -p "$d"
  mapfile -t A < <(build/bin/tbref gen "$t" --seed 1 --dir "$d")
  out=$("$PWS" cosim "build/tb/$t.s" "${CMP[@]}" "${A[@]}" 2>&1) \
    || { echo "bench: error: $t: $(echo "$out" | tail -1)" >&2; fail=1; continue; }
  p=$(echo "$out" | sed -n 's/^cycles: //p'); r=$(echo "$out" | sed -n 's/^retired: //p')
  awk -v t="$t" -v r="$r" -v p="$p" 'BEGIN { printf "%-12s %8d | %10d\n", t, r, p }'
done
exit $fail
