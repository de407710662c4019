#!/usr/bin/env bash
# tests/integration/newcomer.sh -- what a new user reads and runs first: the documentation's
# examples run as written, the help and the docs name what exists, the demo builds quietly and
# says why splitting can be slower. Each check fails if what it holds is undone.
source "$(dirname "$0")/lib/common.bash"
cd "$TOP" || exit 1

# ---- docs/wcet.md: the runnable example, as written (build/bin/pws -> $PWS, /tmp/g -> $TMP/g) --
mapfile -t ex < <(awk '/^A run from a clean clone/ { f = 1 } f && /^    build\/bin\/pws / { print substr($0, 5) }
  f && /^`pws gen -o DIR`/ { exit }' docs/wcet.md)
check_eq "docs/wcet.md: the example is two commands, pws gen and pws wcet" "gen wcet" \
  "$(for c in "${ex[@]}"; do set -- $c; echo "$2"; done | paste -sd' ')"
for c in "${ex[@]}"; do
  c=${c//build\/bin\/pws/$PWS}; c=${c//\/tmp\/g/$TMP/g}
  eval "$c" > "$TMP/ex.out" 2>&1; rc=$?
  check_eq "docs/wcet.md example: ${c%% -*} ... exits 0" 0 "$rc"
done
check_eq "docs/wcet.md example: E_WF and E_kernel under each mode, and the bound" "none dws pws none" \
  "$(grep -oE '^(none|dws|pws) +[0-9]+ +[0-9]+|^bound \((none|dws|pws)\): [0-9]+ cycles$' "$TMP/ex.out" \
     | grep -oE '^(bound \()?[a-z]+' | sed 's/bound (//' | paste -sd' ')"
check_eq "pws wcet --help says where the timing model comes from" 1 \
  "$("$PWS" wcet --help | grep -c 'pws gen \[flags\] -o DIR writes it as DIR/pws_timing.json')"

# ---- docs/cli.md: the pws trace example, as written, in a scratch directory ------------------
mapfile -t tex < <(awk '/^A = \{17, 29, 52, 80\}/ { f = 1; next } f && /^    / { print substr($0, 5); next }
  f && /^$/ { next } f { exit }' docs/cli.md)
check_eq "docs/cli.md: the trace example makes its A.bin first" "printf" "$(echo "${tex[0]}" | cut -d' ' -f1)"
script=$(printf '%s\n' "${tex[@]}" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' \
  | sed -E "s#testbenches/#$TOP/testbenches/#g; s/ +\#.*$//")
pws() { "$PWS" "$@"; }   # the docs' "pws" is the binary under test
(cd "$TMP" && eval "$script") > "$TMP/tr.out" 2>&1; rc=$?
check_eq "docs/cli.md trace example runs" 0 "$rc"
# By hand (testbenches/asm/fig2.s, S = 3, A = {17, 29, 52, 80}): A > 25 splits {17} off, A > 75
# inside its then part splits {80} off {29, 52}, A > 50 splits {52, 80} from {17, 29}: three
# real splits, each with a free SpSIMD
check_eq "docs/cli.md trace example: three splits" 3 "$(grep -cE '^[0-9]+ split ' "$TMP/tr.out")"
check_eq "docs/cli.md trace example: the Chrome trace is written" 1 \
  "$(python3 -c 'import json, sys; print(1 if json.load(open(sys.argv[1])) else 0)' "$TMP/fig2.json" 2> /dev/null)"

# ---- help and docs name what exists -------------------------------------------------------------
"$PWS" gen -o "$TMP/g2" > /dev/null 2>&1
named=$("$PWS" gen --help | grep -oE 'pws_[a-z_]+\.(v|vh|h|json)' | sort -u)
missing=$(for f in $named; do [ -e "$TMP/g2/$f" ] || echo "$f"; done)
check_eq "pws gen --help names only files that pws gen writes" "" "$missing"
check_eq "pws cosim --help: every split mode on the RTL" 1 \
  "$("$PWS" cosim --help | grep -c 'under --split none, dws and pws')"
check_eq "docs/cosim.md: no stale word that pws is refused" 0 \
  "$(grep -ciE 'refused until the split hardware exists|pass .?--split none --spsimds 0' docs/cosim.md)"

# ---- the demo: built in parallel and quietly; its table says why splitting can be slower ----
check_eq "make demo builds with make -s -j" 1 \
  "$(sed -n '/^demo:/,/^$/p' Makefile | grep -cE '\$\(MAKE\) -s -j\$\(NPROC\) build/bin/pws')"
check_eq "the RTL demo explains a split's fixed cost under its table" 1 \
  "$(grep -c "^Why splitting rarely pays on the four testbench kernels" scripts/demo_rtl.sh)"
check_eq "the RTL demo runs the synthetic benchmark, where PWS wins, by default" 1 \
  "$(grep -c 'DEMO_SYNTH:-1' scripts/demo_rtl.sh)"

# ---- README: measured times, not guesses -----------------------------------------------------
check_eq "README: no 'about N minutes' or 'about an hour' left" "" \
  "$(grep -noE 'about (an hour|[0-9]+ (minutes|seconds|hours))' README.md | paste -sd' ')"
