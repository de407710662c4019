# tests/integration/lib/fpga_vadd.bash -- the vadd dispatch that tests/integration/fpga.sh and
# tests/long/fpga_pnr.sh give `pws fpga` (docs/fpga.md "iCE40 place and route"): the kernel K,
# its CU configuration CFG, its dispatch RUN (a.bin, b.bin written into $TMP), the output
# directory D and the result worked out by hand, WANT. Source after common.bash.
K=testbenches/asm/vadd.s
CFG=(--cus 1 --simds 1 --contexts 1 --wave 4 --lanes 2 --sgprs 16 --vgprs 16 --split none
     --spsimds 0 --lds-bytes 256 --fp32 none --ops-of "$K" --imem-dwords 64 --mem-latency 2)
# little-endian int32 files
words() { for v; do printf '%08x' "$v" | sed -E 's/(..)(..)(..)(..)/\\x\4\\x\3\\x\2\\x\1/'; done; }
printf "$(words 1 2 3 4 5 6 7 8 9 10 11 4294967295)" > "$TMP/a.bin"
printf "$(words 16 32 48 64 80 96 112 128 144 160 176 2)" > "$TMP/b.bin"
# 16 work-items (4 wavefronts of 4 on one context, one after another), n = 12: c[i] = a[i] + b[i]
# = 17 (i + 1) for i < 11, and 0xffffffff + 2 wraps to 1
WANT="17 34 51 68 85 102 119 136 153 170 187 1"
RUN=(--grid 16 --wg 16 --arg "@$TMP/a.bin" --arg "@$TMP/b.bin" --arg zeros:48 --arg 12)
D=$TMP/vadd
# the CU's narrow configuration, the one that fits the iCE40-HX8K (docs/fpga.md "The CU and the
# iCE40")
NARROW=(--fetch-width 1 --ibuf-depth 2 --smem-queue 2 --vmem-queue 2 --mem-insts 1 --vrf-reads 1)
