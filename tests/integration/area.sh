#!/usr/bin/env bash
# tests/integration/area.sh -- `pws sweep --area` (docs/sweep.md "Area sweep") on the real binary
# with a FAKE yosys: a real yosys run of even the smallest configuration is 2-5 minutes of one
# core per point, and make test has no room for a sweep of them (synth_pipe.sh runs the real one).
#
# The fake yosys writes, in the target directory pws synth runs it in, a stat.json of a made-up
# hierarchy with the CU's module names, growing with S as the generated one does (pws_gpu >
# pws_cu > S + 1 pws_simd_pipe for pws, one for none and dws; a pws_swf_ctx in each and one
# pws_srf_copy when split; register files, VALU lanes, arbiters), read from the point's manifest. So everything but yosys is the real
# thing: generation, the cache, pws synth per point in parallel, the report parser, the
# breakdown by module group along the hierarchy, the table and the CSVs. The expected numbers
# are worked out by hand below from the fake's cell counts. Then: a second sweep is served from
# the cache (the fake is not called again), a failing point, and the usage errors.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1
export PWS_SYNTH_CACHE=$TMP/cache
SMALL=(--cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16 --lds-bytes 256
       --fp32 none)

mkdir -p "$TMP/fakebin"
cat > "$TMP/fakebin/yosys" << 'EOF'
#!/bin/bash
# fake yosys: pws synth runs `yosys -q -l yosys.log -s synth.ys` in build/synth/<hash>/<target>
echo "$PWD" >> "$FAKE_CALLS"
m=../gen/pws_manifest.json
split=$(sed -n 's/.*"split":[[:space:]]*"\([a-z]*\)".*/\1/p' $m)
s=$(sed -n 's/.*"spsimds":[[:space:]]*\([0-9]*\).*/\1/p' $m)
[ -n "${FAKE_FAIL_S:-}" ] && [ "$split/$s" = "$FAKE_FAIL_S" ] && { echo "ERROR: fake failure" >&2; exit 1; }
units=1; [ "$split" = pws ] && units=$((s + 1))
splitsub=; ctrlsub=
[ "$split" != none ] && splitsub=', "pws_swf_ctx": 1' && ctrlsub=', "pws_srf_copy": 1'
echo "1. Executing FAKE pass" > yosys.log
cat > stat.json << JSON
{ "creator": "fake", "modules": {
  "\\\\pws_gpu": { "num_cells_by_type": { "\$lut": 10, "pws_cu": 1, "LUT6": ${FAKE_LUT6:-0} } },
  "\\\\pws_cu": { "num_cells_by_type": { "\$lut": 20, "\$_DFF_P_": 4, "pws_simd_pipe": $units,
                                         "pws_mem_arb": 1 $ctrlsub } },
  "\\\\pws_simd_pipe": { "num_cells_by_type": { "\$lut": 100, "\$_DFF_P_": 10, "pws_vgpr_file": 1,
      "pws_sgpr_file": 1, "pws_decoder": 1, "\$paramod\\\\pws_salu_pipe\\\\OpWidth=s32'00000000000000000000000000001001": 1,
      "pws_valu_pipe": 1 $splitsub } },
  "\\\\pws_vgpr_file": { "num_cells_by_type": { "\$lut": 6, "\$paramod\$aaaa\\\\pws_sram_1r1w": 2,
                                          "pws_lock_arbiter": 1 } },
  "\\\\pws_sgpr_file": { "num_cells_by_type": { "\$paramod\$aaaa\\\\pws_sram_1r1w": 1 } },
  "\$paramod\$aaaa\\\\pws_sram_1r1w": { "num_cells_by_type": { "\$__PWS_BRAM_": 1 } },
  "\\\\pws_lock_arbiter": { "num_cells_by_type": { "\$lut": 3 } },
  "\\\\pws_decoder": { "num_cells_by_type": { "\$lut": 50 } },
  "\$paramod\\\\pws_salu_pipe\\\\OpWidth=s32'00000000000000000000000000001001": { "num_cells_by_type": { "\$lut": 40 } },
  "\\\\pws_valu_pipe": { "num_cells_by_type": { "\$lut": 2, "pws_valu_lane": 2 } },
  "\\\\pws_valu_lane": { "num_cells_by_type": { "\$lut": 30 } },
  "\\\\pws_swf_ctx": { "num_cells_by_type": { "\$lut": 8, "\$_DFF_P_": 6 } },
  "\\\\pws_srf_copy": { "num_cells_by_type": { "\$lut": 25, "\$_DFF_P_": 3 } },
  "\\\\pws_mem_arb": { "num_cells_by_type": { "\$lut": 5, "pws_rr_arbiter": 2 } },
  "\\\\pws_rr_arbiter": { "num_cells_by_type": { "\$lut": 1, "\$_DFF_P_": 1 } }
} }
JSON
printf 'Longest topological path in pws_gpu (length=1):\n    0: a\n    1: b (via c)\n' > ltp.txt
: > carry.txt
EOF
chmod +x "$TMP/fakebin/yosys"
export FAKE_CALLS=$TMP/calls
FAKEPATH="$TMP/fakebin:$PATH"

check_exit "sweep --area --help exits 0" 0 $PWS sweep --area --help
grep -q '^usage: pws sweep --area' "$TMP/out" && ok "sweep --area --help prints its usage" \
  || notok "sweep --area --help prints its usage" "$(head -c 200 "$TMP/out")"

# ---- none, dws and pws at S = 1..2 (a range), two points at a time ----
check_exit "area sweep exits 0" 0 env PATH="$FAKEPATH" \
  $PWS sweep --area --spsimds 1..2 --jobs 2 "${SMALL[@]}" -o "$TMP/a"
cp "$TMP/out" "$TMP/table"; cp "$TMP/err" "$TMP/progress"
check_eq "yosys ran once per point (none; dws, pws x S = 1, 2)" 5 "$(wc -l < "$FAKE_CALLS")"
check_eq "one progress line per finished point" 5 "$(grep -c '^area: \[[1-5]/5\] ' "$TMP/progress")"
# By hand from the fake's cells. One pws_simd_pipe: own 100 LUT 10 FF; VRF 6 + arbiter 3, 2
# BRAM; SRF 1 BRAM; decoder 50; SALU 40; VALU 2 + 2 x 30 = 62; so 261 LUT, 10 FF, 3 BRAM, and
# with pws_swf_ctx (8 LUT, 6 FF) 269 LUT, 16 FF. pws_mem_arb: 5 + 2 x 1 = 7 LUT, 2 FF.
#   none:   10 + 20 + 261 + 7                 = 298 LUT; FF 4 + 10 + 2          = 16; BRAM 3
#   dws S:  10 + 20 + 269 + 25 (ctrl) + 7     = 331 LUT; FF 4 + 16 + 3 + 2      = 25; BRAM 3
#   pws 1:  10 + 20 + 2 x 269 + 25 + 7        = 600 LUT; FF 4 + 32 + 3 + 2      = 41; BRAM 6
#   pws 2:  10 + 20 + 3 x 269 + 25 + 7        = 869 LUT; FF 4 + 48 + 3 + 2      = 57; BRAM 9
# Overhead over none: dws 33/298 = 11.07 %, pws 1 302/298 = 101.34 %, pws 2 571/298 = 191.61 %.
check_eq "CSV" "mode,spsimds,target,luts,ffs,carry,brams,dsps,lutram,other,lut_overhead_pct,yosys_s,status
none,0,generic,298,16,0,3,0,0,0,0.00,0.0,ok
dws,1,generic,331,25,0,3,0,0,0,11.07,0.0,ok
dws,2,generic,331,25,0,3,0,0,0,11.07,0.0,ok
pws,1,generic,600,41,0,6,0,0,0,101.34,0.0,ok
pws,2,generic,869,57,0,9,0,0,0,191.61,0.0,ok" "$(sed 's/,[0-9.]*,ok$/,0.0,ok/' "$TMP/a/area.csv")"
check_eq "table row of pws S=2" "pws     2       869       57       0     9     0  +191.6 %" \
  "$(grep '^pws *2 ' "$TMP/table")"
check_eq "table row of none" "none    0       298       16       0     3     0    +0.0 %" \
  "$(grep '^none ' "$TMP/table")"
# Breakdown of pws S = 2 (3 units): VRF 3 x 6 = 18 LUT, 6 BRAM (its arbiter counts as an
# arbiter); SRF 3 BRAM; split ctx 24 LUT, 18 FF; split ctrl 25, 3; VALU 3 x 62 = 186; SALU 120;
# decoder 150; arbiters 3 x 3 + 7 = 16 LUT, 2 FF; rest 10 + 20 + 3 x 100 = 330 LUT, 4 + 30 = 34 FF.
check_eq "breakdown of pws S=2" "pws,2,vrf,18,0,0,6,0,0,0
pws,2,srf,0,0,0,3,0,0,0
pws,2,split_ctx,24,18,0,0,0,0,0
pws,2,split_ctrl,25,3,0,0,0,0,0
pws,2,valu,186,0,0,0,0,0,0
pws,2,salu,120,0,0,0,0,0,0
pws,2,decoder,150,0,0,0,0,0,0
pws,2,arbiters,16,2,0,0,0,0,0
pws,2,rest,330,34,0,0,0,0,0" "$(grep '^pws,2,' "$TMP/a/area_modules.csv")"
check_eq "breakdown CSV: header and 9 groups x 5 points" 46 "$(wc -l < "$TMP/a/area_modules.csv")"
[ -s "$TMP/a/points/pws_s2/synth_generic.json" ] && ok "each point's pws synth report kept" \
  || notok "each point's pws synth report kept" "$(ls "$TMP/a/points" 2>&1)"

# ---- the same sweep again: every point from the cache, yosys not called ----
check_exit "second sweep exits 0" 0 env PATH="$FAKEPATH" \
  $PWS sweep --area --spsimds 1,2 --jobs 1 "${SMALL[@]}" -o "$TMP/b"
check_eq "second sweep: yosys not called again" 5 "$(wc -l < "$FAKE_CALLS")"
check_eq "second sweep: every point cached" 5 "$(grep -c '(cached; yosys took' "$TMP/err")"
check_eq "second sweep: same CSV" "$(cat "$TMP/a/area.csv")" "$(cat "$TMP/b/area.csv")"

# ---- a point that fails: the others are still reported, exit 3 ----
check_exit "a failing point: exit 3" 3 env PATH="$FAKEPATH" FAKE_FAIL_S=pws/3 \
  $PWS sweep --area --modes none,pws --spsimds 3 "${SMALL[@]}"
grep -q '^area: \[[12]/2\] pws S=3: FAILED (exit 3): generic: error: yosys failed' "$TMP/err" \
  && ok "the failing point's progress line names yosys's error" \
  || notok "failing point progress" "$(head -c 400 "$TMP/err")"
grep -q '^pws     3    failed' "$TMP/out" && grep -q '^none    0       298 ' "$TMP/out" \
  && ok "the table has none's numbers and 'failed' for the failed point" \
  || notok "table with a failed point" "$(cat "$TMP/out")"

# ---- a point larger than the reference device (xilinx7: 133800 LUTs): pws synth exits 3
# after its reports, the sweep keeps the numbers and marks the row ----
check_exit "a point larger than the device: exit 0" 0 env PATH="$FAKEPATH" FAKE_LUT6=200000 \
  $PWS sweep --area --target xilinx7 --modes none "${SMALL[@]}" -o "$TMP/big"
# (the fake's \$_DFF_P_ are no xilinx7 flip-flops: FDRE etc. are; so 0 FFs)
check_eq "its CSV row: 200000 LUT6, status exceeds_device" "none,0,xilinx7,200000,0,exceeds_device" \
  "$(sed -n '2s/^\([^,]*,[^,]*,[^,]*,[^,]*,[^,]*\),.*,\([a-z_]*\)$/\1,\2/p' "$TMP/big/area.csv")"
grep -q '^none *0 *200000 .*> device$' "$TMP/out" && ok "its table row is marked '> device'" \
  || notok "table row > device" "$(cat "$TMP/out")"
grep -q 'the design needs 200000 LUTs; the XC7A200T has 133800' "$TMP/err" \
  && ok "its progress line says why" || notok "progress > device" "$(cat "$TMP/err")"

# ---- errors: one line each ----
check_err "unknown target" 3 "unknown target 'virtex7' \(known: generic, xilinx7, ecp5, ice40" \
  $PWS sweep --area --target virtex7 "${SMALL[@]}"
check_err "bad range" 2 "bad S '3..1' in --spsimds" $PWS sweep --area --spsimds 3..1 "${SMALL[@]}"
check_err "S out of range" 2 "bad S '0..64' in --spsimds" $PWS sweep --area --spsimds 0..64
check_err "--split refused" 2 "split is set per point" $PWS sweep --area --split pws
check_err "bad --jobs" 2 "bad --jobs '0'" $PWS sweep --area --jobs 0
check_err "yosys not on PATH" 3 'yosys not found on PATH' \
  env PATH=/nonexistent $PWS sweep --area "${SMALL[@]}"
