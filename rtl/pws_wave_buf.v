// pws_wave_buf.v -- the instruction buffers of one SIMD: per context a queue of Depth decoded
// instructions (hand-written). Spec: docs/microarchitecture.md "Instruction buffers".
//
// Each of the fetch's Ports ports pushes one or two bundles into one context's queue per cycle
// (push_*; the ports' contexts are disjoint: port p's are p NumContexts / Ports onwards; a port
// asks only when space_o says there is room for two); the issue stage pops the head of every context it
// issues from (pop_i, any number in a cycle); flush_i empties a context's queue (its start, or a
// redirect: the entries after a branch are never fetched, so a flush only ever meets an empty
// queue or a new context). head_o is every context's oldest entry, valid while valid_o.
`default_nettype none

module pws_wave_buf #(
  parameter integer NumContexts = 10,   // contexts of the SIMD
  parameter integer CtxWidth    = 4,    // bits of a context index
  parameter integer Depth       = 4,    // entries per context (a power of two, >= 2)
  parameter integer DepthWidth  = 2,    // log2(Depth)
  parameter integer BundleWidth = 512,  // bits of an entry
  parameter integer Ports       = 1     // the fetch's ports
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire [Ports-1:0]                  push_i,       // per port p, at [.. * p +: ..]
  input  wire [Ports*CtxWidth-1:0]         push_ctx_i,
  input  wire [Ports-1:0]                  push_two_i,   // b1 follows b0
  input  wire [Ports*BundleWidth-1:0]      push_b0_i,
  input  wire [Ports*BundleWidth-1:0]      push_b1_i,
  input  wire [NumContexts-1:0]            pop_i,
  input  wire [NumContexts-1:0]            flush_i,
  output wire [NumContexts-1:0]            valid_o,      // the queue holds an instruction
  output wire [NumContexts-1:0]            space_o,      // room for two more
  output wire [NumContexts*BundleWidth-1:0] head_o       // context k's oldest in [BundleWidth*k +: BundleWidth]
);
  reg [BundleWidth-1:0] mem [0:NumContexts*Depth-1];
  reg [DepthWidth:0]    rd_q [0:NumContexts-1];    // ring pointers with a wrap bit
  reg [DepthWidth:0]    wr_q [0:NumContexts-1];

  genvar g;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_ctx
      wire [DepthWidth:0] used = wr_q[g] - rd_q[g];
      wire [31:0] used32 = {{(31-DepthWidth){1'b0}}, used};
      wire [31:0] rd32 = {{(32-DepthWidth){1'b0}}, rd_q[g][DepthWidth-1:0]};
      assign valid_o[g] = used != {(DepthWidth+1){1'b0}};
      assign space_o[g] = used32 + 32'd2 <= Depth;
      assign head_o[BundleWidth*g +: BundleWidth] = mem[g * Depth + rd32];
    end
  endgenerate

  // each port's push: its context and the two entries it writes
  wire [Ports*32-1:0] pk_all, pa0_all, pa1_all;
  genvar p;
  generate
    for (p = 0; p < Ports; p = p + 1) begin : g_port
      wire [31:0] pk = {{(32-CtxWidth){1'b0}}, push_ctx_i[CtxWidth*p +: CtxWidth]};
      wire [DepthWidth:0] pw = wr_q[pk];
      wire [DepthWidth:0] pw1 = pw + {{DepthWidth{1'b0}}, 1'b1};
      assign pk_all[32*p +: 32] = pk;
      assign pa0_all[32*p +: 32] = pk * Depth + {{(32-DepthWidth){1'b0}}, pw[DepthWidth-1:0]};
      assign pa1_all[32*p +: 32] = pk * Depth + {{(32-DepthWidth){1'b0}}, pw1[DepthWidth-1:0]};
      // (indices of mem: only their low bits are ever non-zero; the wrap bit of pw1 is not one)
      wire unused_idx = pw1[DepthWidth];
    end
  endgenerate
  integer k, q;
  always @(posedge clk_i) begin
    for (q = 0; q < Ports; q = q + 1)
      if (push_i[q] && !flush_i[pk_all[32*q +: 32]]) begin
        mem[pa0_all[32*q +: 32]] <= push_b0_i[BundleWidth*q +: BundleWidth];
        if (push_two_i[q]) mem[pa1_all[32*q +: 32]] <= push_b1_i[BundleWidth*q +: BundleWidth];
      end
    for (k = 0; k < NumContexts; k = k + 1) begin
      if (!rst_ni || flush_i[k]) begin
        rd_q[k] <= {(DepthWidth+1){1'b0}};
        wr_q[k] <= {(DepthWidth+1){1'b0}};
      end else begin
        if (pop_i[k]) rd_q[k] <= rd_q[k] + {{DepthWidth{1'b0}}, 1'b1};
        for (q = 0; q < Ports; q = q + 1)
          if (push_i[q] && pk_all[32*q +: 32] == k)
            wr_q[k] <= wr_q[k] + (push_two_i[q] ? {{(DepthWidth-1){1'b0}}, 2'd2}
                                                : {{DepthWidth{1'b0}}, 1'b1});
      end
    end
  end
endmodule

`default_nettype wire
