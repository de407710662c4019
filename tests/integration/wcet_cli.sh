#!/usr/bin/env bash
# tests/integration/wcet_cli.sh -- `pws wcet` end to end (docs/wcet.md) on the hand-written
# timing fixture tests/wcet/timing_small.json: scalar ops 10 cycles, s_load 100, vector 20,
# flat 500, s_split 12, s_merge 14; e_s = 12, e_m = 14; d (workgroup_worst) = 100; 1 CU,
# 4 SIMDs, 10 contexts, wave 64. Every expected number is worked out by hand below.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

T=tests/wcet/timing_small.json
FIG2=testbenches/asm/fig2.s

# ---- usage ---------------------------------------------------------------------------------------
check_exit "wcet --help exits 0" 0 "$PWS" wcet --help
grep -q '^usage: pws wcet' "$TMP/out" && ok "wcet --help prints usage" || notok "wcet --help prints usage" "$(head -c 200 "$TMP/out")"
check_err "wcet without input" 2 'pws wcet: error: no input file' "$PWS" wcet
check_err "wcet without --timing" 2 'error: --timing is required' "$PWS" wcet "$FIG2"
check_err "wcet bad --split" 2 "split 'fast' is not none, dws or pws" "$PWS" wcet "$FIG2" --timing $T --split fast
# a trace list that names nothing would check nothing and pass (issue 25, bad input 10)
check_err "wcet --check '' refused" 2 "pws wcet: error: --check '' names an empty trace" \
  "$PWS" wcet "$FIG2" --timing $T --check ''
check_err "wcet --train , refused" 2 "pws wcet: error: --train ',' names an empty trace" \
  "$PWS" wcet "$FIG2" --timing $T --train ,
check_err "wcet --test a,,b refused" 2 "pws wcet: error: --test 'a,,b' names an empty trace" \
  "$PWS" wcet "$FIG2" --timing $T --train a --test a,,b
# workgroups of more than 1024 work-items, as pws sim and cosim refuse them (32 x 32 x 2 = 2048)
check_err "wcet --wg 2048 refused" 2 "pws wcet: error: --wg '2048' is a workgroup of more than 1024" \
  "$PWS" wcet "$FIG2" --timing $T --wg 2048
check_err "wcet --wg 32,32,2 refused" 2 "error: --wg '32,32,2' is a workgroup of more than 1024" \
  "$PWS" wcet "$FIG2" --timing $T --wg 32,32,2
# a flow fact of 0 is a bound (a loop that never runs), not "no bound": loop5's header is on its
# only path, so the facts leave no path, and the message is the facts' file's and names the fact
printf 'loop .Lhead max 0\n' > "$TMP/zero.ff"
check_err "flow fact max 0 on a loop every path enters: no path, the fact named" 3 \
  "^$TMP/zero.ff: error: the ILP is infeasible: no path of tests/wcet/loop5.s avoids loop .Lhead, which the flow facts bound to 0 runs \(max 0\)" \
  "$PWS" wcet tests/wcet/loop5.s --timing $T --flow-facts "$TMP/zero.ff"
printf 'loop .Lhead max 5 total 0\n' > "$TMP/zero.ff"
check_err "flow fact total 0 is honoured too (it was read as no total)" 3 \
  "avoids loop .Lhead, which the flow facts bound to 0 runs \(total 0\)" \
  "$PWS" wcet tests/wcet/loop5.s --timing $T --flow-facts "$TMP/zero.ff"

# ---- fig2 (PWS paper Fig. 2), block costs by hand from the fixture --------------------------------
# entry block 822 (s_load 100, flat_load 500, 10 vector ops 200, s_split 12, 5 scalar 50... see
# docs/wcet.md "Worked example"), BB2 branch 122, BB3 50, BSB 40, BB4 40, join2 64, BSB 40,
# BB6 40, join1+BB7 branch 136, BB8 50, BSB 40, BB9 40, join7+BB10 634.
# none: every block once = 2118. pws S=3: SB = {BB1, BB2, BB7}, pruned BB4, BB6, BB9 (40 each):
# 2118 - 120 = 1998; E_WF = 1998 + 3 * (12 + 14) = 2076. dws (never merges, no e_m): 2118 + 3 * 12
# = 2154.
# grid 256 / wg 64: G = 4, G_parallel = 1*4*10*64/64 = 40, DS = 1.
# E_kernel: none 100 + 2118 = 2218; pws 100 + 2076 = 2176; dws 100 + 4 * 2154 = 8716.
"$PWS" wcet "$FIG2" --timing $T --grid 256 --wg 64 --json "$TMP/f.json" --lp "$TMP/f.lp" \
  --dot "$TMP/f.dot" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "fig2 exit status" 0 "$rc"
check_eq "fig2 pws IPET" "IPET (one wavefront): 1998 cycles" "$(grep '^IPET' "$TMP/out")"
check_eq "fig2 E_WF (Lemma 5.1)" "E_WF (Lemma 5.1): 2076 cycles" "$(grep '^E_WF' "$TMP/out")"
check_eq "fig2 none bound" "none 2118 2218" "$(awk '$1 == "none" {print $1, $2, $3}' "$TMP/out")"
check_eq "fig2 dws bound" "dws 2154 8716" "$(awk '$1 == "dws" {print $1, $2, $3}' "$TMP/out")"
check_eq "fig2 pws bound" "bound (pws): 2176 cycles" "$(grep '^bound' "$TMP/out")"
grep -q 'SB = {fig2, pc_0x50, .LBB1_join} (3 branches, 2 contexts)' "$TMP/out" \
  && ok "fig2 Select picks BB1, BB2, BB7 with 2 contexts" || notok "fig2 Select" "$(grep SB "$TMP/out")"
grep -q '"e_kernel": 2176' "$TMP/f.json" && grep -q '"g_parallel": 40' "$TMP/f.json" \
  && ok "fig2 JSON" || notok "fig2 JSON" "$(head -c 300 "$TMP/f.json")"
if command -v python3 > /dev/null; then
  python3 -m json.tool "$TMP/f.json" > /dev/null && ok "fig2 JSON parses" || notok "fig2 JSON parses" "invalid"
fi
check_eq "fig2 DOT: three pruned edges" 3 "$(grep -c 'style=dashed' "$TMP/f.dot")"
grep -q '^max:' "$TMP/f.lp" && ok "fig2 lp model written" || notok "fig2 lp model written" "$(head -c 200 "$TMP/f.lp")"
if command -v dot > /dev/null; then
  dot -Tpng "$TMP/f.dot" -o "$TMP/f.png" && ok "fig2 DOT renders" || notok "fig2 DOT renders" "dot failed"
fi

# S = 1: BB2 loses its context (Parent(BB2) = BB1 shares with nobody), BB7 shares BB1's:
# IPET 2118 - 80 = 2038, E_WF = 2038 + 2 * 26 = 2090, E_kernel 2190; dws 100 + 2 * (2118 + 12).
"$PWS" wcet "$FIG2" --timing $T --grid 256 --wg 64 --spsimds 1 > "$TMP/out" 2>&1
check_eq "fig2 S=1 pws bound" "bound (pws): 2190 cycles" "$(grep '^bound' "$TMP/out")"
check_eq "fig2 S=1 dws bound" "dws 2130 4360" "$(awk '$1 == "dws" {print $1, $2, $3}' "$TMP/out")"
grep -q "fig2.s:47: warning: s_split at pc 0x68 (block pc_0x50) may find no free SWF context with S = 1" \
  "$TMP/out" && ok "fig2 S=1: BB2's split is not guaranteed (warning)" || notok "fig2 S=1 warning" "$(head -c 300 "$TMP/out")"

# ---- splits already in the code (docs/wcet.md "Splits already in the code") -----------------------
# tests/wcet/nested3.s = fig2 + BB6a (s_split) in BB1's else part; blocks added to fig2's 2118:
# BB6 grows from 40 to 102 (3 vector 60, s_split 12, 3 scalar 30), then 40, BSB 30, else 40,
# join 24 (s_or 10 + s_merge 14): 2118 - 40 + 102 + 40 + 30 + 40 + 24 = 2314.
# S = 2: BB2 and BB6a can split at once in BB1's two SWFs (3 contexts): neither is guaranteed.
# SB = {BB1, BB7}: BB1 prunes its else part (then 316 > else 236), BB7 prunes BB9 (40):
# 2314 - 236 - 40 = 2038, E_WF = 2038 + 2 * 26 = 2090, bound 100 + 2090 = 2190 (Select alone would
# have taken BB2 too and claimed 2176 - unsound).  S = 3: all four: 2314 - 236 - 40 (BB4) - 40
# (BB9) = 1998, E_WF = 1998 + 4 * 26 = 2102, bound 2202.
N3=tests/wcet/nested3.s
"$PWS" wcet $N3 --timing $T --spsimds 2 > "$TMP/out" 2> "$TMP/err"
check_eq "nested3 S=2: two splits not guaranteed" 2 "$(grep -c 'may find no free SWF context with S = 2' "$TMP/err")"
check_eq "nested3 S=2 IPET" "IPET (one wavefront): 2038 cycles" "$(grep '^IPET' "$TMP/out")"
check_eq "nested3 S=2 bound" "bound (pws): 2190 cycles" "$(grep '^bound' "$TMP/out")"
"$PWS" wcet $N3 --timing $T --spsimds 3 > "$TMP/out" 2> "$TMP/err"
check_eq "nested3 S=3: no warning" 0 "$(grep -c warning "$TMP/err")"
check_eq "nested3 S=3 bound" "bound (pws): 2202 cycles" "$(grep '^bound' "$TMP/out")"
# the split pass inserts only what Select picks: fig2 without its splits, S = 1 -> BB1 and BB7
grep -v 's_split\|s_merge' $FIG2 > "$TMP/ns.s"
"$PWS" asm "$TMP/ns.s" --split-pass "$TMP/ns1.s" --spsimds 1 > /dev/null 2>&1
check_eq "split pass S=1: two splits" 2 "$(grep -c '^.s_split' "$TMP/ns1.s")"
"$PWS" asm "$TMP/ns.s" --split-pass "$TMP/ns2.s" --spsimds 2 > /dev/null 2>&1
check_eq "split pass S=2: three splits" 3 "$(grep -c '^.s_split' "$TMP/ns2.s")"
"$PWS" wcet "$TMP/ns1.s" --timing $T --spsimds 1 > /dev/null 2> "$TMP/err"
check_eq "split pass S=1 output: every split guaranteed" 0 "$(grep -c warning "$TMP/err")"
check_err "asm --spsimds without --split-pass" 2 'error: --spsimds only applies to --split-pass' "$PWS" asm $FIG2 --spsimds 1

# ---- hybrid bound on a golden trace (cycles = retire counts: checks the plumbing) ------------------
python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<64i', *[(i * 37) % 100 for i in range(64)]))" > "$TMP/a.bin"
"$PWS" sim $FIG2 --grid 64 --wg 64 --arg "@$TMP/a.bin" --arg zeros:256 --split pws --spsimds 3 \
  --trace "$TMP/g.gz" > /dev/null 2>&1
"$PWS" wcet $FIG2 --timing $T --hybrid "$TMP/g.gz" --json "$TMP/h.json" > "$TMP/out" 2> "$TMP/err"; rc=$?
check_eq "hybrid on a golden trace exits 0" 0 "$rc"
grep -q '^hybrid bound from 1 trace' "$TMP/out" && ok "hybrid section printed" || notok "hybrid section" "$(head -c 300 "$TMP/err")"
check_eq "hybrid: every fig2 segment observed" "0 segments never observed, 0 observed above the static latency" \
  "$(grep 'segments never observed' "$TMP/out")"
grep -q '"hybrid_latency"' "$TMP/h.json" && python3 -m json.tool "$TMP/h.json" > /dev/null \
  && ok "hybrid JSON" || notok "hybrid JSON" "$(head -c 300 "$TMP/h.json")"
"$PWS" wcet $FIG2 --timing $T --train "$TMP/g.gz" --test "$TMP/g.gz" > "$TMP/out" 2>&1; rc=$?
check_eq "train = test: no violation" 0 "$rc"
grep -q 'held-out: 1 trace, 0 violations, tightness' "$TMP/out" && ok "tightness reported" || notok "tightness" "$(tail -3 "$TMP/out")"
check_err "hybrid trace of another kernel" 3 'is of kernel .fig2. with another code image' "$PWS" wcet $N3 --timing $T --hybrid "$TMP/g.gz"
# a truncated trace (its last third cut off) and a corrupt one (bytes that are no trace): one
# line each, exit 3, never a bound
sz=$(stat -c %s "$TMP/g.gz"); head -c $((sz * 2 / 3)) "$TMP/g.gz" > "$TMP/cut.gz"
check_err "hybrid: a truncated trace is an error, in one line that says where" 3 \
  "^$TMP/cut.gz: error: the trace is truncated \(offset [0-9]+: it ends inside a record( frame)?\): a cut-off run bounds nothing$" \
  "$PWS" wcet $FIG2 --timing $T --hybrid "$TMP/cut.gz"
head -c 4000 /dev/urandom | gzip > "$TMP/junk.gz"
check_err "hybrid: a corrupt trace is an error" 3 "junk.gz" "$PWS" wcet $FIG2 --timing $T --hybrid "$TMP/junk.gz"
check_err "--check: a corrupt trace is an error" 3 "junk.gz" "$PWS" wcet $FIG2 --timing $T --check "$TMP/junk.gz"
if command -v dot > /dev/null; then
  check_exit "--png renders the DOT" 0 "$PWS" wcet $FIG2 --timing $T --dot "$TMP/p.dot" --png "$TMP/p.png"
  [ -s "$TMP/p.png" ] && ok "--png wrote a file" || notok "--png wrote a file" "empty"
  grep -q 'color=red' "$TMP/p.dot" && ok "DOT marks the worst path" || notok "DOT worst path" "$(head -c 300 "$TMP/p.dot")"
fi

# S = 0: no split: pws = none + nothing
"$PWS" wcet "$FIG2" --timing $T --grid 256 --wg 64 --spsimds 0 > "$TMP/out" 2>&1
check_eq "fig2 S=0 pws bound equals none" "bound (pws): 2218 cycles" "$(grep '^bound' "$TMP/out")"
# 41 workgroups with G_parallel 40: DS = 2, none = 2 * 2218
"$PWS" wcet "$FIG2" --timing $T --grid 2624 --wg 64 --split none > "$TMP/out" 2>&1
check_eq "fig2 DS = 2" "bound (none): 4436 cycles" "$(grep '^bound' "$TMP/out")"

# ---- loops and flow facts -------------------------------------------------------------------------
L=tests/wcet/loop5.s
printf '# the counter loop\nloop .Lhead max 5\n' > "$TMP/l.ff"
"$PWS" wcet $L --timing $T --flow-facts "$TMP/l.ff" --split none > "$TMP/out" 2>&1
# 10 + 5 * 50 + 10 = 270; + d 100
check_eq "loop max 5" "bound (none): 370 cycles" "$(grep '^bound' "$TMP/out")"
printf 'loop .Lhead max 5 total 3\n' > "$TMP/l3.ff"
"$PWS" wcet $L --timing $T --flow-facts "$TMP/l3.ff" --split none > "$TMP/out" 2>&1
check_eq "loop total 3" "bound (none): 270 cycles" "$(grep '^bound' "$TMP/out")"
printf 'loop 0x4 max 2\n' > "$TMP/pc.ff"
"$PWS" wcet $L --timing $T --flow-facts "$TMP/pc.ff" --split none > "$TMP/out" 2>&1
check_eq "loop named by pc" "bound (none): 220 cycles" "$(grep '^bound' "$TMP/out")"
check_err "missing loop bound lists the loop and says how to bound it" 3 \
  "error: 1 loop without a bound: .Lhead \\(pc 0x4\\); add 'loop .Lhead max N' to --flow-facts FILE or to ${L%.s}.ff beside the kernel \\(docs/flow-facts.md\\)\$" \
  "$PWS" wcet $L --timing $T
printf '# nothing yet\n' > "$TMP/other.ff"
check_err "with a flow-facts file that misses the loop: add the line to it" 3 \
  "other.ff: error: 1 loop without a bound: .Lhead \\(pc 0x4\\); add 'loop .Lhead max N' to $TMP/other.ff \\(docs/flow-facts.md\\)\$" \
  "$PWS" wcet $L --timing $T --flow-facts "$TMP/other.ff"
printf 'loop .Lnope max 5\n' > "$TMP/bad1.ff"
check_err "flow fact for an unknown block" 3 "bad1.ff:1: error: no block '.Lnope'" \
  "$PWS" wcet $L --timing $T --flow-facts "$TMP/bad1.ff"
printf '\nloop .Lhead total 5\n' > "$TMP/bad2.ff"
check_err "flow fact without max" 3 "bad2.ff:2: error: loop .Lhead: 'max N' is required" \
  "$PWS" wcet $L --timing $T --flow-facts "$TMP/bad2.ff"
printf 'loop loop5 max 5\n' > "$TMP/bad3.ff"
check_err "flow fact for a block that is no loop header" 3 "bad3.ff:1: error: block 'loop5' is not a loop header" \
  "$PWS" wcet $L --timing $T --flow-facts "$TMP/bad3.ff"
# a loop header named by a second label on its line (the block takes the first's name): the
# same bound as by its first label
sed 's/^\.Lhead:/.Lhead: .Lsame:/' $L > "$TMP/two_labels.s"
printf 'loop .Lsame max 5\n' > "$TMP/same.ff"
printf 'loop .Lhead max 5\n' > "$TMP/head.ff"
check_eq "a loop header found by its second label" \
  "$("$PWS" wcet "$TMP/two_labels.s" --timing $T --flow-facts "$TMP/head.ff" 2>&1 | tail -n 1)" \
  "$("$PWS" wcet "$TMP/two_labels.s" --timing $T --flow-facts "$TMP/same.ff" 2>&1 | tail -n 1)"
# a NUL byte would end the facts there (the rest ignored): refused with its offset
printf 'loop .Lnope max 5\n\0loop .Lx max 1\n' > "$TMP/nul.ff"
check_err "flow facts with a NUL byte" 3 "nul.ff: error: not a text file \(a NUL byte at offset 18\)" \
  "$PWS" wcet $L --timing $T --flow-facts "$TMP/nul.ff"

# ---- timing model errors ---------------------------------------------------------------------------
grep -v '"v_add_u32"' $T > "$TMP/t_missing.json"
check_err "mnemonic missing from the timing model names the pc and the model" 3 \
  "loop5.s:8: error: pc 0x4: v_add_u32 is not in the timing model $TMP/t_missing.json \\(" \
  "$PWS" wcet $L --timing "$TMP/t_missing.json" --flow-facts "$TMP/l.ff"
sed 's/pws-timing-1/pws-timing-9/' $T > "$TMP/t_fmt.json"
check_err "wrong timing format" 3 'format is not "pws-timing-1"' "$PWS" wcet $L --timing "$TMP/t_fmt.json"
echo '{' > "$TMP/t_bad.json"
check_err "timing model not JSON" 3 't_bad.json:2: error: timing model: invalid JSON' \
  "$PWS" wcet $L --timing "$TMP/t_bad.json"
# one JSON value and nothing else (cJSON alone takes the first value and ignores the rest)
{ cat $T; echo 'garbage'; } > "$TMP/t_trail.json"
n=$(wc -l < "$TMP/t_trail.json")
check_err "timing model with text after it" 3 "t_trail.json:$n: error: timing model: text after the JSON value" \
  "$PWS" wcet $L --timing "$TMP/t_trail.json"
{ cat $T; printf '\0x'; } > "$TMP/t_nul.json"
check_err "timing model with a NUL byte" 3 "t_nul.json:$n: error: timing model: a NUL byte" \
  "$PWS" wcet $L --timing "$TMP/t_nul.json"
# (the fixture's machine as 1 SIMD x 2 contexts: 128 work-items; --wg is at most 1024)
sed 's/"simds": 4, "contexts": 10/"simds": 1, "contexts": 2/' $T > "$TMP/t_2ctx.json"
check_err "workgroup larger than the machine" 3 'a workgroup of 256 work-items does not fit' \
  "$PWS" wcet $FIG2 --timing "$TMP/t_2ctx.json" --wg 256 --grid 256

# ---- CFG dump -------------------------------------------------------------------------------------
"$PWS" wcet "$FIG2" --timing $T --cfg "$TMP/cfg.txt" > /dev/null 2>&1
grep -q '^fig2 branch .* SuccBB=pc_0x50 BSB=.LBB1_else Reconv=.LBB1_join Parent=0 split mode21' "$TMP/cfg.txt" \
  && ok "CFG text: BB1's SuccBB, BSB, Reconv, Parent" || notok "CFG text" "$(head -3 "$TMP/cfg.txt")"
grep -q '^pc_0x50 branch .* Reconv=.LBB2_join Parent=fig2' "$TMP/cfg.txt" \
  && ok "CFG text: nested branch's Parent is BB1" || notok "CFG text nested" "$(sed -n 3p "$TMP/cfg.txt")"

# ---- pws asm --split-pass (docs/wcet.md "The split pass") -------------------------------------------
# threshold (clang, MODE bit 21 set at entry): its outer if has no else (redundant, skipped), its
# inner if/else gets s_split before `s_and_saveexec_b64 s[0:1], vcc` and s_merge after the
# restore `s_or_b64 exec, exec, s[0:1]`. histogram has only ifs without else: nothing inserted.
TBREF=$TOP/build/bin/tbref
if [ -f build/tb/threshold.s ] && [ -x "$TBREF" ]; then
  check_exit "split pass on threshold" 0 "$PWS" asm build/tb/threshold.s --split-pass "$TMP/thr.s"
  check_eq "split pass: s_split right before the if/else's saveexec" \
    "$(printf '\ts_split vcc_lo, vcc_hi\t\t; pws asm --split-pass\n\ts_and_saveexec_b64 s[0:1], vcc\n\ts_xor_b64 s[0:1], exec, s[0:1]')" \
    "$(grep -A2 '^	s_split' "$TMP/thr.s")"
  check_eq "split pass: s_merge right after the join's restore" \
    "$(printf '.LBB0_5:\n\ts_or_b64 exec, exec, s[0:1]\n\ts_merge\t\t\t\t; pws asm --split-pass')" \
    "$(grep -B2 '^	s_merge' "$TMP/thr.s")"
  "$PWS" asm build/tb/histogram.s --split-pass "$TMP/hist.s" > /dev/null 2>&1
  check_eq "split pass: ifs without else get no split" 0 "$(grep -c 'split-pass' "$TMP/hist.s")"
  # the transformed kernels really split under pws and still match the CPU reference and the
  # unmarked kernel's outputs byte for byte
  for k in threshold stencil2d dws_marked; do
    "$PWS" asm "build/tb/$k.s" --split-pass "$TMP/$k.sp.s" > /dev/null 2>&1
    for v in orig sp; do
      mkdir -p "$TMP/$k.$v"
      mapfile -t args < <("$TBREF" gen "$k" --seed 11 --dir "$TMP/$k.$v")
    done
    "$PWS" sim "build/tb/$k.s" "${args[@]/$TMP\/$k.sp/$TMP/$k.orig}" --split none > /dev/null 2>&1
    "$PWS" sim "$TMP/$k.sp.s" "${args[@]}" --split pws --spsimds 3 > "$TMP/$k.sim" 2>&1
    real=$(sed -n 's/^splits: \([0-9][0-9]*\) real.*/\1/p' "$TMP/$k.sim")
    res=$("$TBREF" check "$k" --dir "$TMP/$k.sp" 2>&1)
    same=1
    for f in "$TMP/$k.orig"/*.out.bin; do cmp -s "$f" "$TMP/$k.sp/$(basename "$f")" || same=0; done
    if [ "${real:-0}" -gt 0 ] && [ "$same" = 1 ] && [[ $res == *PASS* ]]; then
      ok "split pass: $k splits ($real real) and matches the reference and the unmarked kernel"
    else notok "split pass: $k" "real=${real:-none} same=$same: $res $(head -c 200 "$TMP/$k.sim")"; fi
  done
  # the analysis sees the inserted split: threshold's if/else is selected
  "$PWS" wcet "$TMP/thr.s" --timing $T > "$TMP/out" 2>&1
  grep -q 'SB = {pc_0x28} (1 branches, 1 contexts)' "$TMP/out" && ok "wcet selects the inserted split" \
    || notok "wcet selects the inserted split" "$(grep -m1 SB "$TMP/out")"
else
  notok "split pass" "build/tb/threshold.s or build/bin/tbref missing (make testbenches)"
fi
check_err "split pass without argument" 2 'error: --split-pass needs an argument' "$PWS" asm x.s --split-pass

# an S given under --split none is refused, as by pws gen, cosim and sim
check_err "pws wcet --split none --spsimds 5 refused" 2 "^pws wcet: error: --spsimds 5 needs --split dws or pws" \
  "$PWS" wcet tests/wcet/loop5.s --timing "$T" --split none --spsimds 5
