#!/usr/bin/env bash
# scripts/deps.sh GROUP -- install the Debian packages GROUP needs, and only those missing.
#   build: compiling pws (cJSON, lp_solve; libclc for pws cl)   demo: build + verilator (the RTL in lockstep)
#   test: build + unit/integration tests (CUnit, clang, llvm-mc, verilator, yosys, iverilog, SystemC,
#         nextpnr-ice40 and fpga-icestorm for the iCE40 bitstream)
#   area: build + yosys and gnuplot-nox (make area: synthesis against S, plots)
#   paper: demo + gnuplot-nox (make paper: the PWS paper's tables and figures on the RTL)
# Runs apt-get only when something is missing, so a second `make test` does not touch the network.
set -euo pipefail
group=${1:-build}
pkgs=(gcc make zlib1g-dev)
case "$group" in
  build) pkgs+=(clang libclc-14 libcjson-dev liblpsolve55-dev) ;;
  demo)  pkgs+=(clang libclc-14 libcjson-dev liblpsolve55-dev verilator g++) ;;
  area)  pkgs+=(clang libcjson-dev liblpsolve55-dev yosys gnuplot-nox) ;;
  paper) pkgs+=(clang libclc-14 libcjson-dev liblpsolve55-dev verilator g++ gnuplot-nox) ;;
  test)  pkgs+=(libcunit1-dev clang libclc-14 llvm libcjson-dev liblpsolve55-dev verilator yosys iverilog libsystemc-dev gnuplot-nox
               nextpnr-ice40 fpga-icestorm) ;;
  *) echo "scripts/deps.sh: error: unknown group '$group' (build|demo|test|area|paper)" >&2; exit 2 ;;
esac
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps: installing ${missing[*]}"
SUDO=; [ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
