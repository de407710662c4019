// pws_sgpr_file.v -- the SGPR file of one SIMD of the pipelined CU (hand-written). Spec:
// docs/microarchitecture.md "SRF".
//
// NumContexts x ceil(NumSgprs / 2) words of 64 bits: word c * SgprWords + s / 2 holds the pair
// of s[s] of context c (GCN's SGPR pairs are even-aligned, so a 64-bit operand is one word).
// Three copies give three read ports, each read one cycle after its address: port 0 and 1 for
// the SALU's (and SMEM's) two sources, port 2 for the VALU's one scalar operand. One write port,
// written into every copy: the pipeline's writes first (p_*: the SALU's result, a VALU's scalar
// result; the issue stage reserved its cycle), then, round robin, the SMEM unit's returned
// dwords (a_*) and the SPI's (b_*), each answered by a grant in the same cycle.
`default_nettype none

module pws_sgpr_file #(
  parameter integer NumContexts  = 10,  // contexts of the SIMD
  parameter integer CtxWidth     = 4,   // bits of a context index
  parameter integer SgprWords    = 51,  // 64-bit words per context: ceil(NumSgprs / 2)
  parameter integer SrfAddrWidth = 9    // bits of a word index (NumContexts x SgprWords words)
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // read ports: context and SGPR index (its pair is read); data the next cycle
  input  wire [CtxWidth-1:0] r0_ctx_i,
  input  wire [6:0]          r0_idx_i,
  output wire [63:0]         r0_data_o,
  input  wire [CtxWidth-1:0] r1_ctx_i,
  input  wire [6:0]          r1_idx_i,
  output wire [63:0]         r1_data_o,
  input  wire [CtxWidth-1:0] r2_ctx_i,
  input  wire [6:0]          r2_idx_i,
  output wire [63:0]         r2_data_o,
  // the pipeline's write: s[idx] (p_two: and s[idx + 1], idx even) of a context
  input  wire                p_we_i,
  input  wire [CtxWidth-1:0] p_ctx_i,
  input  wire [6:0]          p_idx_i,
  input  wire                p_two_i,
  input  wire [63:0]         p_data_i,   // s[idx] in [31:0], s[idx + 1] in [63:32]
  // background writers: one dword each, written when granted
  input  wire                a_req_i,
  input  wire [CtxWidth-1:0] a_ctx_i,
  input  wire [6:0]          a_idx_i,
  input  wire [31:0]         a_data_i,
  output wire                a_gnt_o,
  input  wire                b_req_i,
  input  wire [CtxWidth-1:0] b_ctx_i,
  input  wire [6:0]          b_idx_i,
  input  wire [31:0]         b_data_i,
  output wire                b_gnt_o,
  input  wire                c_req_i,
  input  wire [CtxWidth-1:0] c_ctx_i,
  input  wire [6:0]          c_idx_i,    // even: the pair s[idx], s[idx + 1]
  input  wire [63:0]         c_data_i,
  output wire                c_gnt_o
);
  // word index of (context, SGPR): 32-bit arithmetic, its low SrfAddrWidth bits
  wire [31:0] w_r0 = {{(32-CtxWidth){1'b0}}, r0_ctx_i} * SgprWords + {26'd0, r0_idx_i[6:1]};
  wire [31:0] w_r1 = {{(32-CtxWidth){1'b0}}, r1_ctx_i} * SgprWords + {26'd0, r1_idx_i[6:1]};
  wire [31:0] w_r2 = {{(32-CtxWidth){1'b0}}, r2_ctx_i} * SgprWords + {26'd0, r2_idx_i[6:1]};
  wire [31:0] w_p = {{(32-CtxWidth){1'b0}}, p_ctx_i} * SgprWords + {26'd0, p_idx_i[6:1]};
  wire [31:0] w_a = {{(32-CtxWidth){1'b0}}, a_ctx_i} * SgprWords + {26'd0, a_idx_i[6:1]};
  wire [31:0] w_b = {{(32-CtxWidth){1'b0}}, b_ctx_i} * SgprWords + {26'd0, b_idx_i[6:1]};
  wire [31:0] w_c = {{(32-CtxWidth){1'b0}}, c_ctx_i} * SgprWords + {26'd0, c_idx_i[6:1]};
  wire unused_w = ^{w_r0[31:SrfAddrWidth], w_r1[31:SrfAddrWidth], w_r2[31:SrfAddrWidth],
                    w_p[31:SrfAddrWidth], w_a[31:SrfAddrWidth], w_b[31:SrfAddrWidth],
                    w_c[31:SrfAddrWidth], r0_idx_i[0], r1_idx_i[0], r2_idx_i[0],
                    c_idx_i[0]};   // a read returns the pair

  // background round robin over a, b, c: last_q = the writer granted last (0 a, 1 b, 2 c); the
  // one after it in that order goes first
  reg  [1:0] last_q;
  wire bg = !p_we_i;
  wire [2:0] want = {c_req_i, b_req_i, a_req_i};
  reg  [2:0] gnt;
  always @* begin
    gnt = 3'b000;
    if (bg)
      case (last_q)
        2'd0:    gnt = want[1] ? 3'b010 : want[2] ? 3'b100 : want[0] ? 3'b001 : 3'b000;
        2'd1:    gnt = want[2] ? 3'b100 : want[0] ? 3'b001 : want[1] ? 3'b010 : 3'b000;
        default: gnt = want[0] ? 3'b001 : want[1] ? 3'b010 : want[2] ? 3'b100 : 3'b000;
      endcase
  end
  assign a_gnt_o = gnt[0];
  assign b_gnt_o = gnt[1];
  assign c_gnt_o = gnt[2];
  always @(posedge clk_i)
    if (!rst_ni) last_q <= 2'd0;
    else if (gnt[0]) last_q <= 2'd0;
    else if (gnt[1]) last_q <= 2'd1;
    else if (gnt[2]) last_q <= 2'd2;

  reg  [1:0]              we;
  reg  [SrfAddrWidth-1:0] waddr;
  reg  [63:0]             wdata;
  always @* begin
    we = 2'b00;
    waddr = w_p[SrfAddrWidth-1:0];
    wdata = p_two_i ? p_data_i : {p_data_i[31:0], p_data_i[31:0]};
    if (p_we_i) we = p_two_i ? 2'b11 : (p_idx_i[0] ? 2'b10 : 2'b01);
    else if (a_gnt_o) begin
      waddr = w_a[SrfAddrWidth-1:0];
      wdata = {a_data_i, a_data_i};
      we = a_idx_i[0] ? 2'b10 : 2'b01;
    end else if (b_gnt_o) begin
      waddr = w_b[SrfAddrWidth-1:0];
      wdata = {b_data_i, b_data_i};
      we = b_idx_i[0] ? 2'b10 : 2'b01;
    end else if (c_gnt_o) begin
      waddr = w_c[SrfAddrWidth-1:0];
      wdata = c_data_i;
      we = 2'b11;
    end
  end

  localparam integer Depth = NumContexts * SgprWords;
  pws_sram_lanes #(.Lanes(2), .LaneWidth(32), .Depth(Depth), .AddrWidth(SrfAddrWidth)) u_copy0 (
    .clk_i(clk_i), .we_i(we), .waddr_i(waddr), .wdata_i(wdata),
    .raddr_i(w_r0[SrfAddrWidth-1:0]), .rdata_o(r0_data_o)
  );
  pws_sram_lanes #(.Lanes(2), .LaneWidth(32), .Depth(Depth), .AddrWidth(SrfAddrWidth)) u_copy1 (
    .clk_i(clk_i), .we_i(we), .waddr_i(waddr), .wdata_i(wdata),
    .raddr_i(w_r1[SrfAddrWidth-1:0]), .rdata_o(r1_data_o)
  );
  pws_sram_lanes #(.Lanes(2), .LaneWidth(32), .Depth(Depth), .AddrWidth(SrfAddrWidth)) u_copy2 (
    .clk_i(clk_i), .we_i(we), .waddr_i(waddr), .wdata_i(wdata),
    .raddr_i(w_r2[SrfAddrWidth-1:0]), .rdata_o(r2_data_o)
  );
endmodule

`default_nettype wire
