// pws_mem_rows.v -- the row reader of one SIMD of the pipelined CU: the VGPR operands of the
// memory instructions it issues, read right after their issue (hand-written). Spec:
// docs/microarchitecture.md "Row reader".
//
// A FLAT instruction's rows are its address pair and its data (up to 6), a DS instruction's its
// address and data (up to 5). They are read one whole row per cycle from the VRF's copy 3, the
// VMEM instruction's from t + 1, then the LDS instruction's of the same visit; each row reaches
// its unit one cycle after its read (row_*). The issue stage issues a memory instruction only
// when the reader is idle (idle_o), so every row is read at a fixed offset from its issue.
//
// With one VRF read port (VrfReads = 1) a row is read one pass group a cycle (group g of row i
// of the job at Passes i + g from its start, m_rd_o, m_group_o), and each group reaches its unit
// one cycle after its read (row_lanes_o its lanes; row_last_o on the row's last group). The
// issue stage keeps the VALU's reads out of those cycles.
`default_nettype none

module pws_mem_rows #(
  parameter integer NumContexts   = 10,   // contexts of the SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer WfContexts    = 10,   // contexts owning VGPRs (DWS: k W + c uses c's)
  parameter integer NumVgprs      = 64,   // VGPRs per context
  parameter integer VrfAddrWidth  = 10,   // bits of a VRF row index
  parameter integer WavefrontSize = 64,   // lanes of a row
  parameter integer SimdWidth     = 16,   // lanes of a pass group
  parameter integer Passes        = 4,    // groups of a row
  parameter integer PassWidth     = 2,    // bits of a group index (at least 1)
  parameter integer VrfReads      = 3     // 3: a whole row a cycle (copy 3); 1: a group a cycle
) (
  input  wire                         clk_i,
  input  wire                         rst_ni,
  // the memory instructions issued in this cycle
  // (a, b, c: each operand's first VGPR; nb, nc: its rows)
  input  wire                         v_iss_i,      // VMEM (FLAT): address pair a, data b
  input  wire [CtxWidth-1:0]          v_ctx_i,
  input  wire [7:0]                   v_a_i,
  input  wire [7:0]                   v_b_i,
  input  wire [2:0]                   v_nb_i,
  input  wire                         l_iss_i,      // LDS (DS): address a, data0 b, data1 c
  input  wire [CtxWidth-1:0]          l_ctx_i,
  input  wire [7:0]                   l_a_i,
  input  wire [7:0]                   l_b_i,
  input  wire [2:0]                   l_nb_i,
  input  wire [7:0]                   l_c_i,
  input  wire [2:0]                   l_nc_i,
  output wire                         idle_o,
  // the VRF's copy 3
  output wire [VrfAddrWidth-1:0]      m_row_o,
  output wire                         m_rd_o,       // (VrfReads = 1) a group is read now
  output wire [PassWidth-1:0]         m_group_o,    // ... this one
  input  wire [WavefrontSize*32-1:0]  m_data_i,
  // a row, one cycle after its read: for the LDS unit (else VMEM), row index of the instruction
  output reg                          row_valid_o,
  output reg                          row_lds_o,
  output reg  [2:0]                   row_idx_o,
  output reg  [WavefrontSize-1:0]     row_lanes_o,  // the lanes of row_data_o it delivers
  output reg                          row_last_o,   // the row is complete with these
  output wire [WavefrontSize*32-1:0]  row_data_o
);
  // a job: the rows of one instruction; rows 0..na-1 from a, then nb from b, then nc from c
  reg                v_busy_q, l_busy_q;                 // a VMEM / LDS job waits or runs
  reg [CtxWidth-1:0] v_ctx_q, l_ctx_q;
  reg [7:0]          v_a_q, v_b_q, l_a_q, l_b_q, l_c_q;
  reg [2:0]          v_nb_q, l_nb_q, l_nc_q;
  reg [2:0]          i_q;                      // the row being read of the current job
  reg [PassWidth-1:0] g_q;                     // (VrfReads = 1) its group being read
  wire g_last = VrfReads != 1 || {{(32-PassWidth){1'b0}}, g_q} == Passes - 1;
  wire cur_lds = !v_busy_q;                         // the VMEM job goes first
  wire [2:0] na = cur_lds ? 3'd1 : 3'd2;
  wire [2:0] nb = cur_lds ? l_nb_q : v_nb_q;
  wire [2:0] nc = cur_lds ? l_nc_q : 3'd0;
  wire [7:0] a = cur_lds ? l_a_q : v_a_q, b = cur_lds ? l_b_q : v_b_q;
  wire [CtxWidth-1:0] ctx = cur_lds ? l_ctx_q : v_ctx_q;
  wire [7:0] reg_idx = i_q < na ? a + {5'd0, i_q}
                     : i_q < na + nb ? b + {5'd0, i_q - na} : l_c_q + {5'd0, i_q - na - nb};
  wire busy = v_busy_q || l_busy_q;
  wire last = i_q + 3'd1 == na + nb + nc && g_last;
  wire [31:0] ctx_base;   // v0's row of the context's VGPRs
  pws_vrf_row_base #(.NumContexts(NumContexts), .WfContexts(WfContexts), .CtxWidth(CtxWidth),
                     .NumVgprs(NumVgprs)) u_ctx_base (.ctx_i(ctx), .base_o(ctx_base));
  wire [31:0] row = ctx_base + {24'd0, reg_idx};
  assign m_row_o = row[VrfAddrWidth-1:0];
  assign idle_o = !busy;
  assign m_rd_o = VrfReads == 1 && busy;
  assign m_group_o = g_q;
  wire [63:0] glanes = {{(64-SimdWidth){1'b0}}, {SimdWidth{1'b1}}}
                       << ({{(32-PassWidth){1'b0}}, g_q} * SimdWidth);
  assign row_data_o = m_data_i;

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      v_busy_q <= 1'b0;
      l_busy_q <= 1'b0;
      i_q <= 3'd0;
      g_q <= {PassWidth{1'b0}};
      row_valid_o <= 1'b0;
    end else begin
      row_valid_o <= busy;
      row_lds_o <= cur_lds;
      row_idx_o <= i_q;
      row_lanes_o <= VrfReads == 1 ? glanes[WavefrontSize-1:0] : {WavefrontSize{1'b1}};
      row_last_o <= g_last;
      if (busy) begin
        if (!g_last) g_q <= g_q + {{(PassWidth-1){1'b0}}, 1'b1};
        else begin
          g_q <= {PassWidth{1'b0}};
          if (last) begin
            i_q <= 3'd0;
            if (cur_lds) l_busy_q <= 1'b0;
            else v_busy_q <= 1'b0;
          end else i_q <= i_q + 3'd1;
        end
      end
      // new jobs (the issue stage gives them only when the reader is idle)
      if (v_iss_i) begin
        v_busy_q <= 1'b1;
        v_ctx_q <= v_ctx_i;
        v_a_q <= v_a_i;
        v_b_q <= v_b_i;
        v_nb_q <= v_nb_i;
      end
      if (l_iss_i) begin
        l_busy_q <= 1'b1;
        l_ctx_q <= l_ctx_i;
        l_a_q <= l_a_i;
        l_b_q <= l_b_i;
        l_nb_q <= l_nb_i;
        l_c_q <= l_c_i;
        l_nc_q <= l_nc_i;
      end
    end
  end
  wire unused_row = ^{row[31:VrfAddrWidth], glanes};
endmodule

`default_nettype wire
