// pws_vgpr_file.v -- the VGPR file of one SIMD of the pipelined CU (hand-written). Spec:
// docs/microarchitecture.md "VRF".
//
// NumContexts x NumVgprs rows of WavefrontSize lanes: row c * NumVgprs + r is v[r] of context c.
// Each copy of the file is Passes pass-group RAMs (group g: lanes g*SimdWidth ..
// g*SimdWidth+SimdWidth-1 of every row, a write enable per lane). Four copies, written together:
// copies 0, 1, 2 are the VALU's three source operands, each reading one group per cycle
// (rd_group_i, at one row each); copy 3 is the memory units' row reader, a whole row per cycle.
// Read data come one cycle after the address.
//
// One write port per group RAM. The VALU's write (v_*) has it whenever it writes that group;
// otherwise, round robin per group, the three background writers: a returned FLAT lane dword
// (a_*), a returned LDS lane dword (b_*), and the SPI's row (c_*, written group by group:
// c_done_o names the groups written in this cycle). A background write waits at most 2 cycles
// for the VALU (a group is written in at most 2 cycles of every B) and one turn of each other.
`default_nettype none

module pws_vgpr_file #(
  parameter integer NumContexts   = 10,  // contexts of the SIMD
  parameter integer NumVgprs      = 64,  // VGPRs per context
  parameter integer VrfAddrWidth  = 10,  // bits of a row index (NumContexts x NumVgprs rows)
  parameter integer WavefrontSize = 64,  // lanes of a row
  parameter integer SimdWidth     = 16,  // lanes of a pass group
  parameter integer Passes        = 4,   // WavefrontSize / SimdWidth
  parameter integer PassWidth     = 2,   // bits of a group index (at least 1)
  parameter integer LaneIdxWidth  = 6    // bits of a lane index (at least 1)
) (
  input  wire                            clk_i,
  input  wire                            rst_ni,
  // the VALU's reads: one group of three rows (copies 0, 1, 2)
  input  wire [PassWidth-1:0]            rd_group_i,
  input  wire [3*VrfAddrWidth-1:0]       rd_row_i,      // copy k's row in [VrfAddrWidth*k +: VrfAddrWidth]
  output wire [3*SimdWidth*32-1:0]       rd_data_o,     // copy k's group in [SimdWidth*32*k +: SimdWidth*32]
  // the memory units' read: a whole row (copy 3)
  input  wire [VrfAddrWidth-1:0]         m_row_i,
  output wire [WavefrontSize*32-1:0]     m_data_o,
  // the VALU's write: lanes of one group of one row
  input  wire                            v_we_i,
  input  wire [PassWidth-1:0]            v_group_i,
  input  wire [VrfAddrWidth-1:0]         v_row_i,
  input  wire [SimdWidth-1:0]            v_lanes_i,
  input  wire [SimdWidth*32-1:0]         v_data_i,
  // background writer a (FLAT returns) and b (LDS returns): one lane dword, granted this cycle
  input  wire                            a_req_i,
  input  wire [VrfAddrWidth-1:0]         a_row_i,
  input  wire [LaneIdxWidth-1:0]         a_lane_i,
  input  wire [31:0]                     a_data_i,
  output wire                            a_gnt_o,
  input  wire                            b_req_i,
  input  wire [VrfAddrWidth-1:0]         b_row_i,
  input  wire [LaneIdxWidth-1:0]         b_lane_i,
  input  wire [31:0]                     b_data_i,
  output wire                            b_gnt_o,
  // background writer c (the SPI): the groups of one row still to write
  input  wire [Passes-1:0]               c_want_i,
  input  wire [VrfAddrWidth-1:0]         c_row_i,
  input  wire [WavefrontSize*32-1:0]     c_data_i,
  output wire [Passes-1:0]               c_done_o
);
  wire [31:0] a_lane32 = {{(32-LaneIdxWidth){1'b0}}, a_lane_i};
  wire [31:0] b_lane32 = {{(32-LaneIdxWidth){1'b0}}, b_lane_i};
  wire [31:0] a_group = a_lane32 / SimdWidth, b_group = b_lane32 / SimdWidth;
  wire [31:0] a_in = a_lane32 % SimdWidth, b_in = b_lane32 % SimdWidth;

  // each group's data of copies 0..2
  wire [SimdWidth*32-1:0] rdq0 [0:Passes-1];
  wire [SimdWidth*32-1:0] rdq1 [0:Passes-1];
  wire [SimdWidth*32-1:0] rdq2 [0:Passes-1];
  wire [Passes-1:0] a_gnt_g, b_gnt_g;
  genvar g;
  generate
    for (g = 0; g < Passes; g = g + 1) begin : g_group
      wire valu = v_we_i && {{(32-PassWidth){1'b0}}, v_group_i} == g;
      wire ra = a_req_i && a_group == g, rb = b_req_i && b_group == g, rc = c_want_i[g];
      // round robin among a, b, c: last_q is the one granted last (0 a, 1 b, 2 c)
      reg  [1:0] last_q;
      wire ga = !valu && ra && (last_q == 2'd0 ? !rb && !rc : last_q == 2'd1 ? !rc : 1'b1);
      wire gb = !valu && rb && !ga && (last_q == 2'd1 ? !rc : 1'b1);
      wire gc = !valu && rc && !ga && !gb;
      always @(posedge clk_i)
        if (!rst_ni) last_q <= 2'd2;
        else if (ga) last_q <= 2'd0;
        else if (gb) last_q <= 2'd1;
        else if (gc) last_q <= 2'd2;
      assign a_gnt_g[g] = ga;
      assign b_gnt_g[g] = gb;
      assign c_done_o[g] = gc;

      reg [SimdWidth-1:0]    we;
      reg [VrfAddrWidth-1:0] row;
      reg [SimdWidth*32-1:0] data;
      always @* begin
        we = {SimdWidth{1'b0}};
        row = c_row_i;
        data = c_data_i[SimdWidth*32*g +: SimdWidth*32];
        if (valu) begin
          we = v_lanes_i;
          row = v_row_i;
          data = v_data_i;
        end else if (ga) begin
          we = {{(SimdWidth-1){1'b0}}, 1'b1} << a_in;
          row = a_row_i;
          data = {SimdWidth{a_data_i}};
        end else if (gb) begin
          we = {{(SimdWidth-1){1'b0}}, 1'b1} << b_in;
          row = b_row_i;
          data = {SimdWidth{b_data_i}};
        end else if (gc) we = {SimdWidth{1'b1}};
      end

      // copies 0..2 (the VALU's reads of group rd_group_i) and 3 (the row reader)
      wire [SimdWidth*32-1:0] q0, q1, q2;
      pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                       .AddrWidth(VrfAddrWidth)) u_c0 (
        .clk_i(clk_i), .we_i(we), .waddr_i(row), .wdata_i(data),
        .raddr_i(rd_row_i[0 +: VrfAddrWidth]), .rdata_o(q0)
      );
      pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                       .AddrWidth(VrfAddrWidth)) u_c1 (
        .clk_i(clk_i), .we_i(we), .waddr_i(row), .wdata_i(data),
        .raddr_i(rd_row_i[VrfAddrWidth +: VrfAddrWidth]), .rdata_o(q1)
      );
      pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                       .AddrWidth(VrfAddrWidth)) u_c2 (
        .clk_i(clk_i), .we_i(we), .waddr_i(row), .wdata_i(data),
        .raddr_i(rd_row_i[2*VrfAddrWidth +: VrfAddrWidth]), .rdata_o(q2)
      );
      pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                       .AddrWidth(VrfAddrWidth)) u_c3 (
        .clk_i(clk_i), .we_i(we), .waddr_i(row), .wdata_i(data),
        .raddr_i(m_row_i), .rdata_o(m_data_o[SimdWidth*32*g +: SimdWidth*32])
      );
      assign rdq0[g] = q0;
      assign rdq1[g] = q1;
      assign rdq2[g] = q2;
    end
  endgenerate

  // the group read last cycle
  reg  [PassWidth-1:0]    rd_group_q;
  always @(posedge clk_i) rd_group_q <= rd_group_i;
  wire [31:0] rg = {{(32-PassWidth){1'b0}}, rd_group_q};
  assign rd_data_o = {rdq2[rg], rdq1[rg], rdq0[rg]};

  assign a_gnt_o = |a_gnt_g;
  assign b_gnt_o = |b_gnt_g;
  wire unused_idx = ^{a_group, b_group, a_in, b_in, rg};   // indices: low bits used
endmodule

`default_nettype wire
