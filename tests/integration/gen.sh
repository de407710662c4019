#!/usr/bin/env bash
# tests/integration/gen.sh -- `pws gen` (docs/rtl_gen.md): determinism, the committed reference
# output, lint/simulate/synthesize for every configuration in tests/cfgs/, and usage errors.
#
# The design is rtl/*.v plus the *.v files `pws gen` writes, with no include path for any tool:
# the maintainers' own check (a small pws configuration, `verilator --lint-only -Wall "$d"/*.v
# rtl/*.v`, zero %Warning/%Error lines) runs as written, with iverilog -g2005 and yosys on the
# same files. For each tests/cfgs/*.json: generate, check the manifest reads back (regenerating
# from it gives the same bytes), the whole design lints clean (up to 128 VALU lanes in all: the
# default configuration's 256 take 90 s, tests/long/gen_lint.sh), `verilator --lint-only -Wall`
# and `iverilog -g2005` on every generated module (with rtl/*.v for its leaves), and `yosys
# synth -top pws_decoder` succeeds. Synthesis takes ~30 s per module, so a module whose text
# (header comments aside) equals one already synthesized is not synthesized again; the line
# says so.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

FILES="pws_config.vh pws_config.h pws_decoder.v pws_valu.v pws_manifest.json"
MODULES="pws_decoder pws_valu"   # generated modules; yosys synth only for SYNTH
SYNTH="pws_decoder"              # the VALU is synthesized by rtl_valu.sh
RTL=(rtl/*.v)

for tool in verilator iverilog yosys; do
  command -v $tool > /dev/null || { notok "tool $tool" "not installed (scripts/deps.sh test)"; exit 1; }
done

# ---- determinism: twice the same config, byte-identical output ----
$PWS gen -o "$TMP/a" > /dev/null 2>&1; rc1=$?
$PWS gen -o "$TMP/b" > /dev/null 2>&1; rc2=$?
check_eq "gen default exits 0 twice" "0 0" "$rc1 $rc2"
same=1
for f in $FILES; do cmp -s "$TMP/a/$f" "$TMP/b/$f" || { same=0; notok "determinism" "$f differs"; }; done
[ $same -eq 1 ] && ok "determinism: two runs give identical files ($FILES)"
check_eq "manifest lists the files written" \
  '"files":	["pws_config.vh", "pws_config.h", "pws_decoder.v", "pws_valu.v", "pws_predecode.v", "pws_inst_unpack.v", "pws_salu.v", "pws_lds.v", "pws_cu.v", "pws_gpu.v", "pws_timing.json"]' \
  "$(grep -o '"files".*' "$TMP/a/pws_manifest.json")"

# ---- the committed reference output is what the generator writes today ----
$PWS gen -o "$TMP/ref" > /dev/null 2>&1
if diff -r "$TOP/rtl/gen/ref" "$TMP/ref" > "$TMP/refdiff"; then
  ok "rtl/gen/ref is up to date (pws gen -o rtl/gen/ref changes nothing)"
else
  notok "rtl/gen/ref is up to date" "regenerate with 'pws gen -o rtl/gen/ref': $(head -c 300 "$TMP/refdiff")"
fi

# ---- the maintainers' check, exactly: generated *.v + rtl/*.v, no include path, no top named
# ----
d=$TMP/maint
$PWS gen --cus 1 --simds 1 --contexts 2 --wave 16 --lanes 16 --spsimds 2 --split pws -o "$d" > /dev/null 2>&1
verilator --lint-only -Wall "$d"/*.v rtl/*.v > "$TMP/mlint" 2>&1; rc=$?
n=$(grep -cE '%(Warning|Error)' "$TMP/mlint")
if [ "$rc" -eq 0 ] && [ "$n" -eq 0 ]; then
  ok "verilator --lint-only -Wall \"\$d\"/*.v rtl/*.v: zero %Warning/%Error lines, no -I"
else notok "verilator --lint-only -Wall \"\$d\"/*.v rtl/*.v" "exit $rc, $n lines: $(grep -m 3 -E '%(Warning|Error)' "$TMP/mlint")"; fi
if iverilog -g2005 -o "$TMP/all.vvp" "$d"/*.v rtl/*.v > "$TMP/miv" 2>&1 && [ ! -s "$TMP/miv" ]; then
  ok "iverilog -g2005 \"\$d\"/*.v rtl/*.v: no message, no -I"
else notok "iverilog -g2005 \"\$d\"/*.v rtl/*.v" "$(head -c 300 "$TMP/miv")"; fi
check_eq "no generated or hand-written .v includes a file" "" \
  "$(grep -l '^[[:space:]]*`include' "$d"/*.v rtl/*.v)"

# ---- other configurations: generated *.v + rtl/*.v, top pws_gpu ----
p=$TMP/pipe
$PWS gen --simds 2 --contexts 2 --wave 16 --lanes 4 --spsimds 0 --split none -o "$p" > /dev/null 2>&1
check_eq "pipe: manifest lists the files written" \
  '"files":	["pws_config.vh", "pws_config.h", "pws_decoder.v", "pws_valu.v", "pws_predecode.v", "pws_inst_unpack.v", "pws_salu.v", "pws_lds.v", "pws_cu.v", "pws_gpu.v", "pws_timing.json"]' \
  "$(grep -o '"files".*' "$p/pws_manifest.json")"
$PWS gen --config "$p/pws_manifest.json" -o "$p.again" > /dev/null 2>&1
if diff -r "$p" "$p.again" > /dev/null; then ok "pipe: manifest round trip regenerates identical files"
else notok "pipe: manifest round trip" "$(diff -r "$p" "$p.again" | head -c 300)"; fi
# lint_pipe LABEL DIR: the CU generated in DIR with rtl/*.v, top
# pws_gpu: verilator -Wall without a message, iverilog -g2005 without a message, yosys hierarchy
lint_pipe() {
  local label=$1 dir=$2 rc n
  local design=("$dir"/*.v rtl/*.v)
  verilator --lint-only -Wall --top-module pws_gpu "${design[@]}" > "$TMP/plint" 2>&1; rc=$?
  n=$(grep -cE '%(Warning|Error)' "$TMP/plint")
  if [ "$rc" -eq 0 ] && [ "$n" -eq 0 ]; then ok "$label: verilator --lint-only -Wall --top-module pws_gpu: zero %Warning/%Error lines"
  else notok "$label: verilator -Wall" "exit $rc, $n lines: $(grep -m 3 -E '%(Warning|Error)' "$TMP/plint")"; fi
  if iverilog -g2005 -s pws_gpu -o "$TMP/pipe.vvp" "${design[@]}" > "$TMP/piv" 2>&1 && [ ! -s "$TMP/piv" ]; then
    ok "$label: iverilog -g2005 -s pws_gpu: no message"
  else notok "$label: iverilog -g2005" "$(head -c 300 "$TMP/piv")"; fi
  if yosys -q -p "read_verilog ${design[*]}; hierarchy -check -top pws_gpu" > "$TMP/pys" 2>&1; then
    ok "$label: yosys read_verilog; hierarchy -check -top pws_gpu"
  else notok "$label: yosys" "$(grep -m 3 -iE 'error|warning' "$TMP/pys")"; fi
}
lint_pipe pipe "$p"
check_exit "pipe with --no-commit-port generates (exit 0)" 0 \
  $PWS gen --split none --spsimds 0 --no-commit-port -o "$TMP/pnc"
check_eq "... its manifest says commit_port 0" '"commit_port":	0' \
  "$(grep -o '"commit_port":	[0-9]' "$TMP/pnc/pws_manifest.json")"
# pws gen says what it wrote and where (the count checked against the directory)
"$PWS" gen -o "$TMP/say" > "$TMP/say.out" 2>&1
"$PWS" gen --split none -o "$TMP/snone0" > /dev/null 2>&1
check_eq "pws gen says how many files it wrote and where" \
  "pws gen: wrote $(ls "$TMP/say" | wc -l) files into $TMP/say: the CU (top pws_gpu in pws_gpu.v), its configuration (pws_config.vh, pws_config.h), timing model (pws_timing.json) and manifest (pws_manifest.json)" \
  "$(cat "$TMP/say.out")"
check_err "one lane: the CU has two at least" 2 "^pws gen: error: --lanes 1 is out of range 2..64$" \
  $PWS gen --lanes 1 -o "$TMP/x"
# the multi-cycle CU's flags, removed with it (docs/config.md "Removed parameters")
check_exit "--cu pipe (the only CU) still reads" 0 $PWS gen --cu pipe --split none -o "$TMP/cupipe"
check_eq "... and writes what no --cu writes" "" "$(diff -r "$TMP/cupipe" "$TMP/snone0" 2>&1 | head -c 1)"
check_err "--cu fsm refused by name" 2 "^pws gen: error: --cu fsm: the multi-cycle CU was removed; the pipelined CU \\(docs/microarchitecture.md\\) is the only one, and --cu is not needed$" \
  $PWS gen --cu fsm -o "$TMP/x"
check_err "--lane-gate refused by name" 2 "^pws gen: error: --lane-gate: the lane clock gate was the multi-cycle CU's and was removed with it$" \
  $PWS gen --lane-gate none -o "$TMP/x"
# DWS's reserve contexts (S = 2: three banks of contexts, the SGPR copy),
# on the narrow organisation (one VRF read port, one decoder, buffers of 2, one instruction a
# memory unit: the generate branches the design above does not elaborate)
q=$TMP/pipe_dws
$PWS gen --simds 2 --contexts 3 --wave 16 --lanes 4 --spsimds 2 --split dws \
  --vrf-reads 1 --fetch-width 1 --ibuf-depth 2 --mem-insts 1 -o "$q" > /dev/null 2>&1
lint_pipe "pipe dws narrow" "$q"
# (PWS's SpSIMD units, S = 2: the maintainers' check above, verilator and iverilog)

# ---- every hand-written module that needs no generated one lints clean as a top of its own
# (one module per file). The stages that instantiate a generated module (the
# decoder, the bundle unpacker), directly or through another stage, take their widths from it:
# they are linted in the designs above. ----
gen_mods=" $(for v in "$TMP/maint"/*.v; do basename "$v" .v; done | tr '\n' ' ')"
needs=$gen_mods; grew=1
while [ $grew -eq 1 ]; do   # transitively: a module that instantiates one that needs them
  grew=0
  for v in "${RTL[@]}"; do
    top=$(basename "$v" .v)
    case $needs in *" $top "*) continue ;; esac
    for m in $needs; do
      if grep -qE "^[[:space:]]*$m([[:space:]]|#|\$)" "$v"; then needs="$needs$top "; grew=1; break; fi
    done
  done
done
bad=""; nleaf=0
for v in "${RTL[@]}"; do
  top=$(basename "$v" .v)
  case $needs in *" $top "*) continue ;; esac
  nleaf=$((nleaf + 1))
  verilator --lint-only -Wall --top-module "$top" "${RTL[@]}" > "$TMP/lint" 2>&1 ||
    bad="$bad $top: $(head -c 200 "$TMP/lint")"
done
if [ -z "$bad" ] && [ $nleaf -ge 30 ]; then ok "verilator -Wall clean on each of $nleaf rtl/*.v as its own top"
else notok "verilator -Wall on rtl/*.v as own tops ($nleaf)" "$(echo "$bad" | head -c 600)"; fi

# ---- every configuration ----
declare -A synthesized   # module text digest -> config that synthesized it
for cfgfile in tests/cfgs/*.json; do
  cfg=$(basename "$cfgfile" .json)
  out=$TMP/cfg_$cfg
  check_exit "gen $cfg" 0 $PWS gen --config "$cfgfile" -o "$out"
  [ -f "$out/pws_manifest.json" ] || continue
  # the manifest is a configuration file too: regenerating from it is a fixed point
  $PWS gen --config "$out/pws_manifest.json" -o "$out.again" > /dev/null 2>&1
  if diff -r "$out" "$out.again" > /dev/null; then ok "$cfg: manifest round trip regenerates identical files"
  else notok "$cfg: manifest round trip" "$(diff -r "$out" "$out.again" | head -c 300)"; fi
  all=("$out"/*.v "${RTL[@]}")
  # Verilator's lint elaborates every instance: the default configuration's 256 VALU lanes
  # (4 SIMDs x 4 units x 16) take 90 s, so configurations above 128 lanes are linted whole by
  # tests/long/gen_lint.sh (make test-long); the structure is the same generator code as in
  # the smaller ones, which lint whole here.
  mf() { sed -n "s/.*\"$1\":[[:space:]]*\"\{0,1\}\([0-9a-z]*\).*/\1/p" "$out/pws_manifest.json"; }
  units=1; [ "$(mf split)" = pws ] && units=$(( $(mf spsimds) + 1 ))
  nl=$(( $(mf cus) * $(mf simds) * units * $(mf lanes) ))
  what="generated *.v + rtl/*.v, top pws_gpu"
  if [ "$nl" -gt 128 ]; then :   # (tests/long/gen_lint.sh)
  elif verilator --lint-only -Wall --top-module pws_gpu "${all[@]}" > "$TMP/lint" 2>&1; then ok "$cfg: verilator -Wall clean on $what"
  else notok "$cfg: verilator -Wall on $what" "$(grep -m 3 -E '%(Warning|Error)' "$TMP/lint")"; fi
  for m in $MODULES; do
    if verilator --lint-only -Wall --top-module "$m" "$out/$m.v" "${RTL[@]}" > "$TMP/lint" 2>&1; then ok "$cfg: verilator -Wall $m.v clean"
    else notok "$cfg: verilator -Wall $m.v" "$(head -c 400 "$TMP/lint")"; fi
    if iverilog -g2005 -s "$m" -o "$TMP/iv.out" "$out/$m.v" "${RTL[@]}" > "$TMP/iv" 2>&1; then ok "$cfg: iverilog -g2005 accepts $m.v"
    else notok "$cfg: iverilog $m.v" "$(head -c 400 "$TMP/iv")"; fi
    case " $SYNTH " in *" $m "*) ;; *) continue ;; esac
    key=$(grep -v '^//' "$out/$m.v" | sha1sum | cut -c1-16)
    if [ -n "${synthesized[$key]:-}" ]; then
      ok "$cfg: yosys synth $m: module text identical to ${synthesized[$key]}'s, synthesized there"
    elif yosys -q -p "read_verilog $out/$m.v; synth -top $m" > "$TMP/ys" 2>&1; then
      synthesized[$key]=$cfg; ok "$cfg: yosys synth -top $m succeeds"
    else
      notok "$cfg: yosys synth -top $m" "$(grep -i error "$TMP/ys" | head -c 400)"
    fi
  done
  # pws_config.vh stays a parameter file for C-side tools and hand-written benches
  printf '%s\n' '`default_nettype none' 'module pws_inc_check (' '  output wire [31:0] wave_o' ');' \
    '`include "pws_config.vh"' '  assign wave_o = CfgWavefrontSize;' \
    'endmodule' '`default_nettype wire' > "$TMP/pws_inc_check.v"
  if verilator --lint-only -Wall -I"$out" "$TMP/pws_inc_check.v" > "$TMP/lint" 2>&1; then
    ok "$cfg: pws_config.vh included in a module: verilator -Wall clean"
  else notok "$cfg: pws_config.vh lint" "$(head -c 400 "$TMP/lint")"; fi
  wave=$(grep -o '"wave":	[0-9]*' "$out/pws_manifest.json" | grep -o '[0-9]*$')
  lb=0; while [ $((1 << lb)) -lt "${wave:-1}" ]; do lb=$((lb + 1)); done   # log2 of the wave size
  check_eq "$cfg: lane_i has log2(wave $wave) = $lb bits" "parameter integer LaneIdxWidth = $lb" \
    "$(grep -o 'parameter integer LaneIdxWidth = [0-9]*' "$out/pws_valu.v")"
done

# ---- what each configuration must change, read from the renderings ----
check_eq "small: pws_config.h has PWS_CFG_WAVE 16" "#define PWS_CFG_WAVE           16u  /* work-items per wavefront */" \
  "$(grep 'PWS_CFG_WAVE ' "$TMP/cfg_small/pws_config.h")"
check_eq "pws_s2: pws_config.vh has CfgNumSpSimd = 2" \
  "localparam integer CfgNumSpSimd = 2;  // SWF contexts per wavefront besides its own (S)" \
  "$(grep 'CfgNumSpSimd' "$TMP/cfg_pws_s2/pws_config.vh")"
check_eq "wave4: manifest says wave 4, split dws" '"wave":	4, "split":	"dws"' \
  "$(grep -o '"wave":	[0-9]*' "$TMP/cfg_wave4/pws_manifest.json"), $(grep -o '"split":	"[a-z]*"' "$TMP/cfg_wave4/pws_manifest.json")"
check_eq "the header's reproduce command regenerates the same file" "same" \
  "$(cmd=$(sed -n '1s/.*GENERATED by `pws gen \(.*\)` (generator.*/\1/p' "$TMP/cfg_wave4/pws_decoder.v");
     $PWS gen $cmd -o "$TMP/repro" > /dev/null 2>&1 && cmp -s "$TMP/repro/pws_decoder.v" "$TMP/cfg_wave4/pws_decoder.v" && echo same)"

# ---- help and errors (docs/cli.md: 2 usage, 3 input/tool) ----
check_exit "gen --help exits 0" 0 $PWS gen --help
grep -q '^usage: pws gen' "$TMP/out" && ok "gen --help prints usage on stdout" || notok "gen --help" "no usage line"
check_err "missing -o" 2 '^pws gen: error: missing -o DIR' $PWS gen
check_err "unknown option" 2 "^pws gen: error: unknown option '--lane'" $PWS gen --lane 8 -o "$TMP/x"
check_err "option without value" 2 "^pws gen: error: option '--wave' needs a value" $PWS gen -o "$TMP/x" --wave
check_err "non-numeric value" 2 "^pws gen: error: --cus 'two' is not a non-negative integer" $PWS gen --cus two -o "$TMP/x"
check_err "lanes not dividing wave" 2 '^pws gen: error: --lanes 32 must divide --wave 16' $PWS gen --wave 16 --lanes 32 -o "$TMP/x"
check_err "wave not a power of two" 2 '^pws gen: error: --wave 48 must be a power of two' $PWS gen --wave=48 -o "$TMP/x"
check_err "S out of range" 2 '^pws gen: error: --spsimds 64 is out of range 0..63' $PWS gen --spsimds 64 -o "$TMP/x"
# S follows the mode unless given: --split none alone means S = 0; S given under none is refused
check_exit "--split none alone (S follows: 0)" 0 $PWS gen --split none -o "$TMP/snone"
check_eq "... its manifest has spsimds 0" '"spsimds":	0' "$(grep -o '"spsimds":	[0-9]*' "$TMP/snone/pws_manifest.json")"
check_err "S given under --split none" 2 '^pws gen: error: --spsimds 3 needs --split dws or pws$' $PWS gen --split none --spsimds 3 -o "$TMP/x"
check_err "... in either order" 2 '^pws gen: error: --spsimds 2 needs --split dws or pws$' $PWS gen --spsimds 2 --split none -o "$TMP/x"
# ... and by every command that takes a configuration, in the same line and exit status
for c in "cosim build/tb/vadd.s" "synth" "fpga build/tb/vadd.s" "sim build/tb/vadd.s --grid 64" \
         "wcet build/tb/vadd.s --timing tests/wcet/timing_small.json"; do
  check_err "pws ${c%% *}: S given under --split none, the same refusal" 2 \
    "^pws ${c%% *}: error: --spsimds 5 needs --split dws or pws\$" $PWS $c --split none --spsimds 5
done
check_exit "--split none then --split pws: S back to its default" 0 $PWS gen --split none --split pws -o "$TMP/spws"
check_eq "... spsimds 3" '"spsimds":	3' "$(grep -o '"spsimds":	[0-9]*' "$TMP/spws/pws_manifest.json")"
check_err "bad split name" 2 "^pws gen: error: --split 'fast' is not none, dws or pws" $PWS gen --split fast -o "$TMP/x"
check_err "flag taking no value given one" 2 "^pws gen: error: option '--no-commit-port' takes no value" $PWS gen --no-commit-port=1 -o "$TMP/x"
check_err "--ops '' (not the whole ISA: that is --ops all)" 2 "^pws gen: error: --ops '': name at least one mnemonic, or 'all'$" \
  $PWS gen --ops '' -o "$TMP/x"
echo '{"ops": []}' > "$TMP/noops.json"   # ... and an empty "ops" in a configuration, the same way
check_err '"ops": [] refused as --ops '"''"' is' 3 "^$TMP/noops.json: error: \"ops\" must be a non-empty array of mnemonics$" \
  $PWS gen --config "$TMP/noops.json" -o "$TMP/x"
check_err "--ops-of a missing kernel: exit 3, as --config" 3 "^$TMP/none.s: error: cannot open" \
  $PWS gen --ops-of "$TMP/none.s" -o "$TMP/x"
check_err "unreadable --config" 3 "^pws gen: error: cannot read '$TMP/none.json'" $PWS gen --config "$TMP/none.json" -o "$TMP/x"
echo '{"wave": 16, "lane": 4}' > "$TMP/badkey.json"
check_err "unknown key in --config" 3 "badkey.json: error: unknown key \"lane\"" $PWS gen --config "$TMP/badkey.json" -o "$TMP/x"
printf '{"wave": 16,\n "lanes": }\n' > "$TMP/badjson.json"
check_err "malformed --config" 3 "badjson.json:2: error: invalid JSON" $PWS gen --config "$TMP/badjson.json" -o "$TMP/x"
# one JSON value, nothing after it, no NUL inside, no key twice (cJSON alone reads all of these)
printf '{"cus": 1}garbage\n' > "$TMP/trail.json"
check_err "--config with text after the JSON value" 3 "trail.json:1: error: text after the JSON value" \
  $PWS gen --config "$TMP/trail.json" -o "$TMP/x"
printf '{"cus": 1, "ops": ["v_add_u32\\n", "s_endpgx"]}\n' > "$TMP/nlop.json"
check_err "--config naming an op with a newline in it: still one line" 3 "nlop.json: error: \"ops\" names an unknown mnemonic 'v_add_u32\\?'\$" \
  $PWS gen --config "$TMP/nlop.json" -o "$TMP/x"
printf '{"cus": 1, "ops": ["v_add_u32", "s_endpgx"]}\n' > "$TMP/badop.json"
check_err "--config naming an unknown op: one line" 3 "badop.json: error: \"ops\" names an unknown mnemonic 's_endpgx'\$" \
  $PWS gen --config "$TMP/badop.json" -o "$TMP/x"
printf '{"cus": 1,\n "cus": 2}\n' > "$TMP/dup.json"
check_err "--config naming a key twice" 3 'dup.json:2: error: key "cus" given twice' \
  $PWS gen --config "$TMP/dup.json" -o "$TMP/x"
printf '{"cus": 1}\0{"cus": 2}\n' > "$TMP/nul.json"
check_err "--config with a NUL byte" 3 "nul.json:1: error: a NUL byte" \
  $PWS gen --config "$TMP/nul.json" -o "$TMP/x"
check_err "unwritable output directory" 3 "^pws gen: error: cannot create directory '/dev/null/x'" $PWS gen -o /dev/null/x
