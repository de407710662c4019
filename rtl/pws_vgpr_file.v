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
// c_done_o names the groups written in this cycle; with one read port the SPI's write is one
// group, InitLanes = SimdWidth). A background write waits at most 2 cycles
// for the VALU (a group is written in at most 2 cycles of every B) and one turn of each other.
//
// With PWS's SpSIMD units (Units = S + 1, docs/microarchitecture.md "Split hardware on the
// pipeline") each unit's VALU has its own read and write ports (unit u's in [W*u +: W]), and
// each copy is WavefrontSize RAMs of one lane (one address per wave lane): in a cycle lane l's
// read address (per copy) and write come from the unit that claims it, the unit reading
// (writing) l's group whose claim (its context's split mask, or the whole group for a
// cross-lane op) or written lanes include l. The issue stage's reservation table makes claims of
// one cycle disjoint. A background write takes a group's port when no unit writes that group.
//
// With one read port (VrfReads = 1, Units = 1: docs/microarchitecture.md "Narrow configurations")
// the file is one RAM of SimdWidth lanes whose pass groups are folded into its depth (group g of
// row r at word r * Passes + g): the VALU reads one group of one row a cycle (rd_row_i's copy-0
// row, its data in copy 0's place of rd_data_o), the row reader one group of one row a cycle
// when m_rd_i (m_group_i; its data in every group's place of m_data_o), never both in one cycle
// (the issue stage's rule). Its one write port takes the VALU's write first, then the background
// writers' round robin (the SPI's row one group a cycle, lowest first).
`default_nettype none

module pws_vgpr_file #(
  parameter integer NumContexts   = 10,  // contexts of the SIMD
  parameter integer NumVgprs      = 64,  // VGPRs per context
  parameter integer VrfAddrWidth  = 10,  // bits of a row index (NumContexts x NumVgprs rows)
  parameter integer WavefrontSize = 64,  // lanes of a row
  parameter integer SimdWidth     = 16,  // lanes of a pass group
  parameter integer Passes        = 4,   // WavefrontSize / SimdWidth
  parameter integer PassWidth     = 2,   // bits of a group index (at least 1)
  parameter integer InitLanes     = 64,  // lanes of the SPI's write: WavefrontSize (SimdWidth: VrfReads = 1)
  parameter integer LaneIdxWidth  = 6,   // bits of a lane index (at least 1)
  parameter integer Units         = 1,   // VALUs (PWS: S + 1)
  parameter integer VrfReads      = 3    // read ports: 3 (copies 0..2 and 3), 1 (one RAM)
) (
  input  wire                            clk_i,
  input  wire                            rst_ni,
  // the VALU's reads: one group of three rows (copies 0, 1, 2)
  input  wire [Units*PassWidth-1:0]      rd_group_i,
  input  wire [Units*3*VrfAddrWidth-1:0] rd_row_i,      // copy k's row in [VrfAddrWidth*k +: VrfAddrWidth]
  input  wire [Units*SimdWidth-1:0]      rd_claim_i,    // (Units > 1) the lanes of the group it reads
  output wire [Units*3*SimdWidth*32-1:0] rd_data_o,     // copy k's group in [SimdWidth*32*k +: SimdWidth*32]
  // the memory units' read: a whole row (copy 3)
  input  wire [VrfAddrWidth-1:0]         m_row_i,
  input  wire                            m_rd_i,        // (VrfReads = 1) the reader reads now
  input  wire [PassWidth-1:0]            m_group_i,     // (VrfReads = 1) ... this group
  output wire [WavefrontSize*32-1:0]     m_data_o,
  // the VALU's write: lanes of one group of one row
  input  wire [Units-1:0]                v_we_i,
  input  wire [Units*PassWidth-1:0]      v_group_i,
  input  wire [Units*VrfAddrWidth-1:0]   v_row_i,
  input  wire [Units*SimdWidth-1:0]      v_lanes_i,
  input  wire [Units*SimdWidth*32-1:0]   v_data_i,
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
  input  wire [InitLanes*32-1:0]         c_data_i,   // its one group (VrfReads = 1), else the row
  output wire [Passes-1:0]               c_done_o
);
  wire [31:0] a_lane32 = {{(32-LaneIdxWidth){1'b0}}, a_lane_i};
  wire [31:0] b_lane32 = {{(32-LaneIdxWidth){1'b0}}, b_lane_i};
  wire [31:0] a_group = a_lane32 / SimdWidth, b_group = b_lane32 / SimdWidth;
  wire [31:0] a_in = a_lane32 % SimdWidth, b_in = b_lane32 % SimdWidth;

  genvar g, u;
  generate
  if (VrfReads == 1) begin : g_one_port
    // the round robin of the background writers (0 a, 1 b, 2 c: the one granted last)
    reg  [1:0] last_q;
    wire ra = a_req_i, rb = b_req_i, rc = |c_want_i;
    wire ga = !v_we_i[0] && ra && (last_q == 2'd0 ? !rb && !rc : last_q == 2'd1 ? !rc : 1'b1);
    wire gb = !v_we_i[0] && rb && !ga && (last_q == 2'd1 ? !rc : 1'b1);
    wire gc = !v_we_i[0] && rc && !ga && !gb;
    always @(posedge clk_i)
      if (!rst_ni) last_q <= 2'd2;
      else if (ga) last_q <= 2'd0;
      else if (gb) last_q <= 2'd1;
      else if (gc) last_q <= 2'd2;
    // the SPI's group: the lowest it still wants
    reg [31:0] cg;
    integer n;
    always @* begin
      cg = 32'd0;
      for (n = Passes - 1; n >= 0; n = n - 1) if (c_want_i[n]) cg = n;
    end
    reg [SimdWidth-1:0]    we;
    reg [31:0]             waddr;
    reg [SimdWidth*32-1:0] wdata;
    always @* begin
      we = {SimdWidth{1'b0}};
      waddr = {{(32-VrfAddrWidth){1'b0}}, c_row_i} * Passes + cg;
      wdata = c_data_i;   // the SPI's one group (InitLanes = SimdWidth)
      if (v_we_i[0]) begin
        we = v_lanes_i[SimdWidth-1:0];
        waddr = {{(32-VrfAddrWidth){1'b0}}, v_row_i[VrfAddrWidth-1:0]} * Passes
                + {{(32-PassWidth){1'b0}}, v_group_i[PassWidth-1:0]};
        wdata = v_data_i[SimdWidth*32-1:0];
      end else if (ga) begin
        we = {{(SimdWidth-1){1'b0}}, 1'b1} << a_in;
        waddr = {{(32-VrfAddrWidth){1'b0}}, a_row_i} * Passes + a_group;
        wdata = {SimdWidth{a_data_i}};
      end else if (gb) begin
        we = {{(SimdWidth-1){1'b0}}, 1'b1} << b_in;
        waddr = {{(32-VrfAddrWidth){1'b0}}, b_row_i} * Passes + b_group;
        wdata = {SimdWidth{b_data_i}};
      end else if (gc) we = {SimdWidth{1'b1}};
    end
    wire [31:0] raddr = m_rd_i
      ? {{(32-VrfAddrWidth){1'b0}}, m_row_i} * Passes + {{(32-PassWidth){1'b0}}, m_group_i}
      : {{(32-VrfAddrWidth){1'b0}}, rd_row_i[VrfAddrWidth-1:0]} * Passes
        + {{(32-PassWidth){1'b0}}, rd_group_i[PassWidth-1:0]};
    wire [SimdWidth*32-1:0] q;
    pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs * Passes),
                     .AddrWidth(VrfAddrWidth + PassWidth)) u_ram (
      .clk_i(clk_i), .we_i(we), .waddr_i(waddr[VrfAddrWidth+PassWidth-1:0]), .wdata_i(wdata),
      .raddr_i(raddr[VrfAddrWidth+PassWidth-1:0]), .rdata_o(q)
    );
    assign rd_data_o = {{(2*SimdWidth*32){1'b0}}, q};
    assign m_data_o = {Passes{q}};
    assign a_gnt_o = ga;
    assign b_gnt_o = gb;
    for (g = 0; g < Passes; g = g + 1) begin : g_done
      assign c_done_o[g] = gc && cg == g;
    end
    wire unused_one = ^{waddr, raddr, cg, rd_row_i, rd_claim_i, rd_group_i, v_we_i, v_group_i,
                        v_row_i, v_lanes_i, v_data_i};
  end else begin : g_copies
  // each group's data of copies 0..2
  wire [SimdWidth*32-1:0] rdq0 [0:Passes-1];
  wire [SimdWidth*32-1:0] rdq1 [0:Passes-1];
  wire [SimdWidth*32-1:0] rdq2 [0:Passes-1];
  wire [Passes-1:0] a_gnt_g, b_gnt_g;
    for (g = 0; g < Passes; g = g + 1) begin : g_group
      reg valu;   // a VALU writes this group in this cycle
      integer vu;
      always @* begin
        valu = 1'b0;
        for (vu = 0; vu < Units; vu = vu + 1)
          if (v_we_i[vu] && {{(32-PassWidth){1'b0}}, v_group_i[PassWidth*vu +: PassWidth]} == g)
            valu = 1'b1;
      end
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

      // the background write of this cycle (when no VALU writes the group)
      reg [SimdWidth-1:0]    we;
      reg [VrfAddrWidth-1:0] row;
      reg [SimdWidth*32-1:0] data;
      always @* begin
        we = {SimdWidth{1'b0}};
        row = c_row_i;
        data = c_data_i[SimdWidth*32*g +: SimdWidth*32];
        if (ga) begin
          we = {{(SimdWidth-1){1'b0}}, 1'b1} << a_in;
          row = a_row_i;
          data = {SimdWidth{a_data_i}};
        end else if (gb) begin
          we = {{(SimdWidth-1){1'b0}}, 1'b1} << b_in;
          row = b_row_i;
          data = {SimdWidth{b_data_i}};
        end else if (gc) we = {SimdWidth{1'b1}};
      end

      wire [SimdWidth*32-1:0] q0, q1, q2;
      if (Units == 1) begin : g_one
        // one address per group: the VALU's write first, then the background one
        wire [SimdWidth-1:0]    we1 = valu ? v_lanes_i : we;
        wire [VrfAddrWidth-1:0] row1 = valu ? v_row_i : row;
        wire [SimdWidth*32-1:0] data1 = valu ? v_data_i : data;
        // copies 0..2 (the VALU's reads of group rd_group_i) and 3 (the row reader)
        pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                         .AddrWidth(VrfAddrWidth)) u_c0 (
          .clk_i(clk_i), .we_i(we1), .waddr_i(row1), .wdata_i(data1),
          .raddr_i(rd_row_i[0 +: VrfAddrWidth]), .rdata_o(q0)
        );
        pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                         .AddrWidth(VrfAddrWidth)) u_c1 (
          .clk_i(clk_i), .we_i(we1), .waddr_i(row1), .wdata_i(data1),
          .raddr_i(rd_row_i[VrfAddrWidth +: VrfAddrWidth]), .rdata_o(q1)
        );
        pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                         .AddrWidth(VrfAddrWidth)) u_c2 (
          .clk_i(clk_i), .we_i(we1), .waddr_i(row1), .wdata_i(data1),
          .raddr_i(rd_row_i[2*VrfAddrWidth +: VrfAddrWidth]), .rdata_o(q2)
        );
        pws_sram_lanes #(.Lanes(SimdWidth), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                         .AddrWidth(VrfAddrWidth)) u_c3 (
          .clk_i(clk_i), .we_i(we1), .waddr_i(row1), .wdata_i(data1),
          .raddr_i(m_row_i), .rdata_o(m_data_o[SimdWidth*32*g +: SimdWidth*32])
        );
        wire unused_claim = ^rd_claim_i;
      end else begin : g_lanes
        // one address per wave lane: each lane's port goes to the unit that claims it
        genvar p;
        for (p = 0; p < SimdWidth; p = p + 1) begin : g_lane
          reg                    lwe;
          reg [VrfAddrWidth-1:0] lrow, lr0, lr1, lr2;
          reg [31:0]             ldata;
          integer lu;
          always @* begin
            lwe = we[p];
            lrow = row;
            ldata = data[32*p +: 32];
            lr0 = {VrfAddrWidth{1'b0}};
            lr1 = {VrfAddrWidth{1'b0}};
            lr2 = {VrfAddrWidth{1'b0}};
            for (lu = Units - 1; lu >= 0; lu = lu - 1) begin   // the lowest unit wins (never two)
              if (v_we_i[lu] && {{(32-PassWidth){1'b0}}, v_group_i[PassWidth*lu +: PassWidth]} == g
                  && v_lanes_i[SimdWidth*lu + p]) begin
                lwe = 1'b1;
                lrow = v_row_i[VrfAddrWidth*lu +: VrfAddrWidth];
                ldata = v_data_i[SimdWidth*32*lu + 32*p +: 32];
              end
              if ({{(32-PassWidth){1'b0}}, rd_group_i[PassWidth*lu +: PassWidth]} == g
                  && rd_claim_i[SimdWidth*lu + p]) begin
                lr0 = rd_row_i[3*VrfAddrWidth*lu +: VrfAddrWidth];
                lr1 = rd_row_i[3*VrfAddrWidth*lu + VrfAddrWidth +: VrfAddrWidth];
                lr2 = rd_row_i[3*VrfAddrWidth*lu + 2*VrfAddrWidth +: VrfAddrWidth];
              end
            end
          end
          pws_sram_lanes #(.Lanes(1), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                           .AddrWidth(VrfAddrWidth)) u_c0 (
            .clk_i(clk_i), .we_i(lwe), .waddr_i(lrow), .wdata_i(ldata), .raddr_i(lr0),
            .rdata_o(q0[32*p +: 32])
          );
          pws_sram_lanes #(.Lanes(1), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                           .AddrWidth(VrfAddrWidth)) u_c1 (
            .clk_i(clk_i), .we_i(lwe), .waddr_i(lrow), .wdata_i(ldata), .raddr_i(lr1),
            .rdata_o(q1[32*p +: 32])
          );
          pws_sram_lanes #(.Lanes(1), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                           .AddrWidth(VrfAddrWidth)) u_c2 (
            .clk_i(clk_i), .we_i(lwe), .waddr_i(lrow), .wdata_i(ldata), .raddr_i(lr2),
            .rdata_o(q2[32*p +: 32])
          );
          pws_sram_lanes #(.Lanes(1), .LaneWidth(32), .Depth(NumContexts * NumVgprs),
                           .AddrWidth(VrfAddrWidth)) u_c3 (
            .clk_i(clk_i), .we_i(lwe), .waddr_i(lrow), .wdata_i(ldata), .raddr_i(m_row_i),
            .rdata_o(m_data_o[SimdWidth*32*g + 32*p +: 32])
          );
        end
      end
      assign rdq0[g] = q0;
      assign rdq1[g] = q1;
      assign rdq2[g] = q2;
    end

    // each unit's data: the group it read last cycle
    for (u = 0; u < Units; u = u + 1) begin : g_rd
      reg  [PassWidth-1:0] rd_group_q;
      always @(posedge clk_i) rd_group_q <= rd_group_i[PassWidth*u +: PassWidth];
      wire [31:0] rg = {{(32-PassWidth){1'b0}}, rd_group_q};
      assign rd_data_o[3*SimdWidth*32*u +: 3*SimdWidth*32] = {rdq2[rg], rdq1[rg], rdq0[rg]};
      wire unused_rg = ^rg;
    end

    assign a_gnt_o = |a_gnt_g;
    assign b_gnt_o = |b_gnt_g;
    wire unused_m = ^{m_rd_i, m_group_i};
  end
  endgenerate
  wire unused_idx = ^{a_group, b_group, a_in, b_in};   // indices: low bits used
endmodule

`default_nettype wire
