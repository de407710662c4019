// pws_salu_bits.v -- the scalar ALU's bit operations on source 0 (hand-written, combinational).
// Spec: docs/exec.md "Scalar ALU"; the definitions are golden/alu.c's (alu_wqm_b64,
// alu_brev_b32, alu_bcnt*, alu_ff1_*, alu_flbit_*), which tests/integration/rtl_salu_bits.sh
// (vectors), tests/long/salu_bits_proof.sh (a SAT proof) and every lockstep run compare against.
//
// The generated pws_salu (rtl_gen/emit_salu.c) holds one case arm per op of the configuration's
// op subset and reads these values; an op outside the subset leaves its value unread and yosys
// removes its logic. They were Verilog functions in the generated module: bit-by-bit loops
// evaluated for every SALU on every clock, with inlined temporaries that Verilator numbers
// per instance, so every SpSIMD unit's SALU got a C++ copy of its own (docs/cosim.md "Speed").
// Counts are pws_popcount, leading zeros pws_lzc, the lowest set bit the leading zeros of the
// bit reverse.
`default_nettype none

module pws_salu_bits (
  input  wire [63:0] src_i,       // source 0 (a 32-bit source in [31:0])
  output wire [63:0] wqm_o,       // s_wqm_b64: every quad with a one bit becomes all ones
  output wire [31:0] brev_o,      // s_brev_b32: src_i[31:0] bit-reversed
  output wire [31:0] bcnt_lo_o,   // one bits of src_i[31:0] (s_bcnt0/1_i32_b32)
  output wire [31:0] bcnt_o,      // one bits of src_i (s_bcnt1_i32_b64)
  output wire [31:0] ff0_lo_o,    // index of the lowest zero bit of src_i[31:0], -1 if none
  output wire [31:0] ff1_lo_o,    // index of the lowest one bit of src_i[31:0], -1 if none
  output wire [31:0] ff1_o,       // index of the lowest one bit of src_i, -1 if none
  output wire [31:0] flbit_o,     // leading zeros of src_i[31:0], -1 for 0 (s_flbit_i32_b32)
  output wire [31:0] flbit_i_o    // the same of its bits that differ from the sign (s_flbit_i32)
);
  localparam integer DwWidth = 32;
  localparam integer QwWidth = 64;
  localparam integer CntW32  = 6;   // holds 0..32
  localparam integer CntW64  = 7;   // holds 0..64
  localparam [DwWidth-1:0] NotFound = {DwWidth{1'b1}};   // -1

  wire [DwWidth-1:0] a = src_i[DwWidth-1:0];

  genvar q;
  generate
    for (q = 0; q < QwWidth / 4; q = q + 1) begin : g_wqm
      assign wqm_o[4*q +: 4] = {4{|src_i[4*q +: 4]}};
    end
  endgenerate

  // Bit reverse by swapping halves, then ever smaller fields (log-depth, as the VALU lane's).
  localparam [QwWidth-1:0] Swap1  = 64'h5555_5555_5555_5555;   // the low bit of every pair, ...
  localparam [QwWidth-1:0] Swap2  = 64'h3333_3333_3333_3333;
  localparam [QwWidth-1:0] Swap4  = 64'h0f0f_0f0f_0f0f_0f0f;
  localparam [QwWidth-1:0] Swap8  = 64'h00ff_00ff_00ff_00ff;
  localparam [QwWidth-1:0] Swap16 = 64'h0000_ffff_0000_ffff;   // ... the low half of every dword
  reg [QwWidth-1:0] rev;   // src_i bit-reversed
  always @* begin
    rev = {src_i[DwWidth-1:0], src_i[QwWidth-1:DwWidth]};
    rev = ((rev & Swap16) << 16) | ((rev >> 16) & Swap16);
    rev = ((rev & Swap8) << 8) | ((rev >> 8) & Swap8);
    rev = ((rev & Swap4) << 4) | ((rev >> 4) & Swap4);
    rev = ((rev & Swap2) << 2) | ((rev >> 2) & Swap2);
    rev = ((rev & Swap1) << 1) | ((rev >> 1) & Swap1);
  end
  // src_i[31:0] reversed is the top dword of the 64-bit reverse
  wire [DwWidth-1:0] rev_lo = rev[QwWidth-1:DwWidth];
  assign brev_o = rev_lo;

  wire [CntW32-1:0] pc_lo;
  wire [CntW64-1:0] pc_all;
  pws_popcount #(.Width(DwWidth), .CntWidth(CntW32)) u_pc_lo (.in_i(a), .cnt_o(pc_lo));
  pws_popcount #(.Width(QwWidth), .CntWidth(CntW64)) u_pc_all (.in_i(src_i), .cnt_o(pc_all));
  assign bcnt_lo_o = {{(DwWidth-CntW32){1'b0}}, pc_lo};
  assign bcnt_o = {{(DwWidth-CntW64){1'b0}}, pc_all};

  // the lowest set bit: the leading zeros of the reverse
  wire [CntW32-1:0] tz_lo, tz_nlo, lz_a, lz_i;
  wire [CntW64-1:0] tz_all;
  wire [DwWidth-1:0] ai = a[DwWidth-1] ? ~a : a;
  pws_lzc #(.Width(DwWidth), .CntWidth(CntW32)) u_tz_lo (.in_i(rev_lo), .cnt_o(tz_lo));
  pws_lzc #(.Width(DwWidth), .CntWidth(CntW32)) u_tz_nlo (.in_i(~rev_lo), .cnt_o(tz_nlo));
  pws_lzc #(.Width(QwWidth), .CntWidth(CntW64)) u_tz_all (.in_i(rev), .cnt_o(tz_all));
  pws_lzc #(.Width(DwWidth), .CntWidth(CntW32)) u_lz_a (.in_i(a), .cnt_o(lz_a));
  pws_lzc #(.Width(DwWidth), .CntWidth(CntW32)) u_lz_i (.in_i(ai), .cnt_o(lz_i));
  assign ff1_lo_o = a == {DwWidth{1'b0}} ? NotFound : {{(DwWidth-CntW32){1'b0}}, tz_lo};
  assign ff0_lo_o = a == {DwWidth{1'b1}} ? NotFound : {{(DwWidth-CntW32){1'b0}}, tz_nlo};
  assign ff1_o = src_i == {QwWidth{1'b0}} ? NotFound : {{(DwWidth-CntW64){1'b0}}, tz_all};
  assign flbit_o = a == {DwWidth{1'b0}} ? NotFound : {{(DwWidth-CntW32){1'b0}}, lz_a};
  assign flbit_i_o = ai == {DwWidth{1'b0}} ? NotFound : {{(DwWidth-CntW32){1'b0}}, lz_i};
endmodule

`default_nettype wire
