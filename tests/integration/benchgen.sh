#!/usr/bin/env bash
# tests/integration/benchgen.sh -- `pws benchgen` end to end (docs/benchgen.md): usage errors,
# the files it writes, then for a grid of parameters (L = 0..3, div-frac 0 / 0.25 / 1, mem-frac
# 0 / 0.5, marks none / pws / dws; make test takes one pair of fractions per L and every marks,
# 12 kernels; BENCHGEN_GRID=full the whole grid, 72: tests/long/benchgen_grid.sh) that `pws asm`
# accepts the kernel and that `pws sim` under --split none, dws and pws with S = 0, 1, 3, 7 at
# --wave 64 and 16 (S = 0 at 64 only) writes exactly STEM.expected (the C reference); the split
# counts of the trace summary worked out by hand; and `pws wcet` with STEM.ff on the timing
# fixture. ASan build: the whole grid is 1152 pws sim runs, 3 to 4 minutes on a busy 2-core
# machine; make test's part, 192.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# ---- usage ---------------------------------------------------------------------------------------
check_exit "benchgen --help exits 0" 0 "$PWS" benchgen --help
grep -q '^usage: pws benchgen' "$TMP/out" && ok "benchgen --help prints usage" \
  || notok "benchgen --help prints usage" "$(head -c 200 "$TMP/out")"
K=$TMP/k.s
check_err "no -o" 2 'pws benchgen: error: -o FILE.s is required' "$PWS" benchgen
check_err "--levels 7" 2 "error: --levels '7' is not in 0..6" "$PWS" benchgen --levels 7 -o "$K"
# --split-levels K: split marks on the outer K levels: 2^K - 1 if-else statements of 2^6 - 1
for k in 1 2 3; do
  "$PWS" benchgen --levels 6 --insts 8 --marks pws --split-levels $k -o "$TMP/sl$k.s" > /dev/null
  check_eq "--split-levels $k: $(( (1 << k) - 1 )) s_split and as many s_merge of 63 if-else" \
    "$(( (1 << k) - 1 )) $(( (1 << k) - 1 )) 63" \
    "$(grep -c 's_split' "$TMP/sl$k.s") $(grep -c 's_merge' "$TMP/sl$k.s") $(grep -c '; if/else #' "$TMP/sl$k.s")"
done
check_err "--split-levels above --levels" 2 "error: --split-levels 3 needs --marks pws and at most --levels \\(2\\)" \
  "$PWS" benchgen --levels 2 --marks pws --split-levels 3 -o "$K"
check_err "--split-levels without pws marks" 2 "error: --split-levels 1 needs --marks pws" \
  "$PWS" benchgen --levels 2 --split-levels 1 -o "$K"
check_err "--div-frac 1.5" 2 "error: --div-frac '1.5' is not a number in 0..1" \
  "$PWS" benchgen --div-frac 1.5 -o "$K"
check_err "--div-frac nan" 2 "error: --div-frac 'nan'" "$PWS" benchgen --div-frac nan -o "$K"
check_err "--mem-frac -0.5" 2 "error: --mem-frac '-0.5'" "$PWS" benchgen --mem-frac -0.5 -o "$K"
check_err "--insts 0" 2 "error: --insts '0' is not in 1..4096" "$PWS" benchgen --insts 0 -o "$K"
check_err "--marks fast" 2 "error: --marks 'fast' is not none, pws or dws" \
  "$PWS" benchgen --marks fast -o "$K"
check_err "--loop-trips 0" 2 "error: --loop-trips '0' is not in 1..1000" \
  "$PWS" benchgen --loop-trips 0 -o "$K"
check_err "--seed x" 2 "error: bad --seed 'x'" "$PWS" benchgen --seed x -o "$K"
check_err "unknown option" 2 "error: unknown option '--wave'" "$PWS" benchgen --wave 4 -o "$K"
check_err "missing value" 2 "error: --insts needs a value" "$PWS" benchgen -o "$K" --insts
check_err "unwritable output" 3 "nodir/k.s: error: cannot write" \
  "$PWS" benchgen -o "$TMP/nodir/k.s"

# ---- the files -----------------------------------------------------------------------------------
check_exit "writes a kernel" 0 "$PWS" benchgen --levels 2 --insts 12 -o "$K"
check_eq "stdout is the sim command" "pws sim $K --grid 128 --wg 64 --arg zeros:8192 --out 0=OUT.bin" \
  "$(cat "$TMP/out")"
check_eq "STEM.args" "--grid 128 --wg 64 --arg zeros:8192" "$(cat "$TMP/k.args")"
# 128 work-items * 16 dwords * 4 bytes
check_eq "STEM.expected size" 8192 "$(wc -c < "$TMP/k.expected")"
check_eq "STEM.ff without a loop has no fact" 0 "$(grep -c '^loop' "$TMP/k.ff")"
cp "$K" "$TMP/k1.s"
"$PWS" benchgen --levels 2 --insts 12 -o "$K" > /dev/null
cmp -s "$K" "$TMP/k1.s" && ok "same options, same kernel" || notok "same options, same kernel" "differs"

# ---- the grid: asm, then every split mode / S / wave against the C reference ---------------------
# make test runs one (div-frac, mem-frac) pair per L, rotating so that each value of each occurs
# (12 kernels); BENCHGEN_GRID=full, every pair (72 kernels: tests/long/benchgen_grid.sh)
DF_OF=(0 0.25 1 0.25) MF_OF=(0 0.5 0.5 0)
runs_total=0
for L in 0 1 2 3; do
  for df in 0 0.25 1; do
    for mf in 0 0.5; do
      [ "${BENCHGEN_GRID:-}" = full ] || { [ "$df" = "${DF_OF[L]}" ] && [ "$mf" = "${MF_OF[L]}" ]; } || continue
      for mk in none pws dws; do
        name="L=$L div=$df mem=$mf marks=$mk"
        "$PWS" benchgen --levels $L --div-frac $df --mem-frac $mf --insts 16 --marks $mk \
          --seed $((L * 7 + 3)) -o "$K" > /dev/null 2> "$TMP/err" \
          || { notok "$name: generate" "$(head -c 300 "$TMP/err")"; continue; }
        if ! "$PWS" asm "$K" -o "$TMP/k.bin" 2> "$TMP/err"; then
          notok "$name: asm" "$(head -c 300 "$TMP/err")"; continue
        fi
        bad=""; n=0
        for w in 64 16; do
          for cfg in "none 0" "dws 0" "dws 1" "dws 3" "dws 7" "pws 0" "pws 1" "pws 3" "pws 7"; do
            set -- $cfg
            # S = 0 makes every split null: run it at wave 64 only, to save time
            [ "$w" = 16 ] && [ "$2" = 0 ] && [ "$1" != none ] && continue
            n=$((n + 1))
            if ! "$PWS" sim "$K" $(cat "$TMP/k.args") --split $1 --spsimds $2 --wave $w \
                 --out 0="$TMP/o.bin" > /dev/null 2> "$TMP/err"; then
              bad="--split $1 --spsimds $2 --wave $w failed: $(head -c 200 "$TMP/err")"; break 2
            fi
            if ! cmp -s "$TMP/o.bin" "$TMP/k.expected"; then
              bad="--split $1 --spsimds $2 --wave $w: $(cmp "$TMP/o.bin" "$TMP/k.expected" | head -c 200)"
              break 2
            fi
          done
        done
        runs_total=$((runs_total + n))
        if [ -z "$bad" ]; then ok "$name: asm, $n runs equal STEM.expected"; else notok "$name" "$bad"; fi
      done
    done
  done
done

# ---- a uniform loop of 3 trips (the leaves run 3 times), wave 4 too -------------------------------
# runs_differ "WAVES" "MODE S"...: runs $K under each machine and wave size; prints the runs
# whose output differs from STEM.expected (nothing when all equal it)
runs_differ() {
  local waves=$1 w cfg bad=""; shift
  for w in $waves; do
    for cfg in "$@"; do
      set -- $cfg
      "$PWS" sim "$K" $(cat "$TMP/k.args") --split $1 --spsimds $2 --wave $w --out 0="$TMP/o.bin" \
        > /dev/null 2>&1 && cmp -s "$TMP/o.bin" "$TMP/k.expected" || bad="$bad $1/$2/wave$w"
    done
  done
  echo "$bad"
}
for mk in pws dws; do
  "$PWS" benchgen --levels 3 --mem-frac 0.5 --insts 16 --marks $mk --loop-trips 3 -o "$K" > /dev/null
  check_eq "loop-trips 3 marks $mk: 8 runs equal STEM.expected" "" \
    "$(runs_differ "64 4" "none 0" "dws 3" "pws 1" "pws 7")"
done

# ---- a larger dispatch: 3 workgroups of 256 (4 wavefronts of 64 each) ----------------------------
"$PWS" benchgen --levels 3 --mem-frac 0.5 --insts 12 --marks pws --wg 256 --groups 3 -o "$K" > /dev/null
# 768 work-items * 16 dwords * 4 bytes
check_eq "--wg 256 --groups 3: STEM.args" "--grid 768 --wg 256 --arg zeros:49152" "$(cat "$TMP/k.args")"
check_eq "--wg 256 --groups 3: 4 runs equal STEM.expected" "" "$(runs_differ "64 16" "none 0" "pws 3")"
check_err "--wg not a power of two" 2 "error: --wg '96' is not a power of two in 64..1024" \
  "$PWS" benchgen --wg 96 -o "$K"

# ---- real splits ---------------------------------------------------------------------------------
# L = 2, pws marks, 2 wavefronts of 64. Per wavefront the nest has 3 if-elses: level 0 splits
# (child 1), then both SWFs split at level 1 (children 2 and 3): with S = 3, 3 real splits per
# wavefront, 6 in all. With S = 1 (docs/isa.md section 4): level 0 real, both level-1 splits
# null (no free context): 2 real, 4 null. Under dws every s_split is null: 0 real, 6 null.
"$PWS" benchgen --levels 2 --insts 12 --marks pws -o "$K" > /dev/null
"$PWS" sim "$K" $(cat "$TMP/k.args") --split pws --spsimds 3 --trace "$TMP/t.gz" > "$TMP/out" 2>&1
check_eq "pws S=3 splits" "splits: 6 real, 0 null, 0 dws" "$(grep '^splits' "$TMP/out")"
check_eq "pws S=3 merges" "merges: 6 real, 0 null" "$(grep '^merges' "$TMP/out")"
"$PWS" trace "$TMP/t.gz" > "$TMP/tr.txt"
check_eq "trace shows 6 pws split events" 6 "$(grep -c ' split wave .* pws parent' "$TMP/tr.txt")"
# the first split of wavefront 0: lanes with bit 0 of the id set (0xaaaa...) stay, the rest go
grep -q 'split wave 0 .*pws parent 0 mask aaaaaaaaaaaaaaaa child 1 mask 5555555555555555' \
  "$TMP/tr.txt" && ok "trace: level-0 split masks" || notok "trace: level-0 split masks" "not found"
"$PWS" sim "$K" $(cat "$TMP/k.args") --split pws --spsimds 1 > "$TMP/out" 2>&1
check_eq "pws S=1 splits" "splits: 2 real, 4 null, 0 dws" "$(grep '^splits' "$TMP/out")"
"$PWS" sim "$K" $(cat "$TMP/k.args") --split dws --spsimds 3 > "$TMP/out" 2>&1
check_eq "pws marks under dws" "splits: 0 real, 6 null, 0 dws" "$(grep '^splits' "$TMP/out")"
# dws marks: the three marked branches per wavefront see mixed masks: 6 DWS splits with S = 3,
# only the first (level 0) with S = 1.
"$PWS" benchgen --levels 2 --insts 12 --marks dws -o "$K" > /dev/null
"$PWS" sim "$K" $(cat "$TMP/k.args") --split dws --spsimds 3 > "$TMP/out" 2>&1
check_eq "dws marks S=3" "splits: 0 real, 0 null, 6 dws" "$(grep '^splits' "$TMP/out")"
"$PWS" sim "$K" $(cat "$TMP/k.args") --split dws --spsimds 1 > "$TMP/out" 2>&1
check_eq "dws marks S=1" "splits: 0 real, 0 null, 2 dws" "$(grep '^splits' "$TMP/out")"

# ---- pws wcet with the flow facts ----------------------------------------------------------------
T=tests/wcet/timing_small.json
"$PWS" benchgen --levels 3 --mem-frac 0.5 --insts 16 --marks pws --loop-trips 4 -o "$K" > /dev/null
check_eq "STEM.ff bounds the loop" "loop .LBS_loop max 4" "$(grep '^loop' "$TMP/k.ff")"
grep -q '^; loop .LBS_loop max 4$' "$K" && ok "kernel names the loop header and bound" \
  || notok "kernel names the loop header and bound" "no comment line"
check_exit "wcet accepts the kernel with STEM.ff" 0 "$PWS" wcet "$K" --flow-facts "$TMP/k.ff" --timing $T
grep -q '^bound (pws): [0-9]* cycles' "$TMP/out" && ok "wcet prints a pws bound" \
  || notok "wcet prints a pws bound" "$(tail -c 300 "$TMP/out")"
check_exit "wcet without --flow-facts takes STEM.ff beside the kernel" 0 "$PWS" wcet "$K" --timing $T
mv "$TMP/k.ff" "$TMP/k.ff.off"
check_err "wcet without STEM.ff names the loop" 3 '1 loops? without a bound: .LBS_loop' \
  "$PWS" wcet "$K" --timing $T
mv "$TMP/k.ff.off" "$TMP/k.ff"
"$PWS" benchgen --levels 2 --insts 16 --marks dws -o "$K" > /dev/null
check_exit "wcet accepts a loop-free kernel with its STEM.ff" 0 \
  "$PWS" wcet "$K" --flow-facts "$TMP/k.ff" --timing $T --split dws
echo "# benchgen: $runs_total grid runs"
