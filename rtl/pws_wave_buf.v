// pws_wave_buf.v -- the instruction buffers of one SIMD: per context a queue of Depth decoded
// instructions (hand-written). Spec: docs/microarchitecture.md "Instruction buffers".
//
// Each of the fetch's Ports ports pushes up to FetchWidth bundles (one or two) into one
// context's queue per cycle (push_*; the ports' contexts are disjoint: port p's are
// p NumContexts / Ports onwards, and only port p writes their queues; a port asks only when
// space_o says there is room for FetchWidth); the issue stage pops the head of every context it
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
  parameter integer Ports       = 1,    // the fetch's ports
  parameter integer FetchWidth  = 2     // bundles a push may carry (pws_fetch)
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire [Ports-1:0]                  push_i,       // per port p, at [.. * p +: ..]
  input  wire [Ports*CtxWidth-1:0]         push_ctx_i,
  input  wire [Ports-1:0]                  push_two_i,   // b1 follows b0 (FetchWidth = 2)
  input  wire [Ports*BundleWidth-1:0]      push_b0_i,
  input  wire [Ports*BundleWidth-1:0]      push_b1_i,
  input  wire [NumContexts-1:0]            pop_i,
  input  wire [NumContexts-1:0]            flush_i,
  output wire [NumContexts-1:0]            valid_o,      // the queue holds an instruction
  output wire [NumContexts-1:0]            space_o,      // room for FetchWidth more
  output wire [NumContexts*BundleWidth-1:0] head_o       // context k's oldest in [BundleWidth*k +: BundleWidth]
);
  localparam integer PortCtx = NumContexts / Ports;   // the contexts of one port

  // Each context's queue is written only by the port that serves it (port k / PortCtx), so an
  // entry's write data come from one port's two bundles, not from every port's: with S + 1
  // ports a shared write mux would grow as (S + 1)^2 bundles.
  genvar g;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_ctx
      localparam integer P = g / PortCtx;
      wire [31:0] pk = {{(32-CtxWidth){1'b0}}, push_ctx_i[CtxWidth*P +: CtxWidth]};
      wire push = push_i[P] && pk == g;
      if (FetchWidth == 1) begin : g_shift
        // The narrow fetch pushes one bundle at a time: a shift queue, whose head is always
        // entry 0, so the issue stage reads it without a mux over the entries; a pop moves every
        // entry down by one, and the push goes behind the last one left. Entry e's next value is
        // then the bundle pushed or entry e + 1: one LUT a bit, in the logic cell of the bit's
        // flip-flop on the iCE40, where the ring's head mux took a LUT of its own (209 on the
        // smallest CU of the FPGA top). The same queue as the ring below, cycle for cycle.
        reg [Depth*BundleWidth-1:0] ent_q;
        reg [DepthWidth:0]          used_q;   // entries held
        wire [31:0] used32 = {{(31-DepthWidth){1'b0}}, used_q};
        // where the push goes: behind the entries left after this cycle's pop
        wire [31:0] wpos = used32 - (pop_i[g] ? 32'd1 : 32'd0);
        assign valid_o[g] = used_q != {(DepthWidth+1){1'b0}};
        assign space_o[g] = used32 + 1 <= Depth;
        assign head_o[BundleWidth*g +: BundleWidth] = ent_q[BundleWidth-1:0];
        integer e;
        always @(posedge clk_i) begin
          for (e = 0; e < Depth; e = e + 1)
            if (push && !flush_i[g] && wpos == e)
              ent_q[BundleWidth*e +: BundleWidth] <= push_b0_i[BundleWidth*P +: BundleWidth];
            else if (pop_i[g] && e + 1 < Depth)
              ent_q[BundleWidth*e +: BundleWidth] <= ent_q[BundleWidth*(e+1) +: BundleWidth];
          if (!rst_ni || flush_i[g]) used_q <= {(DepthWidth+1){1'b0}};
          else used_q <= used_q + (push ? {{DepthWidth{1'b0}}, 1'b1} : {(DepthWidth+1){1'b0}})
                         - (pop_i[g] ? {{DepthWidth{1'b0}}, 1'b1} : {(DepthWidth+1){1'b0}});
        end
        wire unused_two = ^{push_two_i[P], push_b1_i[BundleWidth*P +: BundleWidth]};   // (FetchWidth 2)
      end else begin : g_ring
        // the entries as registers with their own write enables: a memory here would be built
        // by synthesis as a mux over both write ports per entry bit (twice the LUTs, measured on
        // xilinx7), while an entry only ever takes b0 (it is the write pointer's) or b1
        reg [Depth*BundleWidth-1:0] ent_q;
        reg [DepthWidth:0]          rd_q, wr_q;   // ring pointers with a wrap bit
        wire [DepthWidth:0] used = wr_q - rd_q;
        wire [31:0] used32 = {{(31-DepthWidth){1'b0}}, used};
        wire two = push_two_i[P];
        wire [DepthWidth-1:0] w0 = wr_q[DepthWidth-1:0];
        wire [DepthWidth-1:0] w1 = w0 + {{(DepthWidth-1){1'b0}}, 1'b1};
        // the two write slots and the head, as entry indices
        wire [31:0] w0_32 = {{(32-DepthWidth){1'b0}}, w0};
        wire [31:0] w1_32 = {{(32-DepthWidth){1'b0}}, w1};
        wire [31:0] rd_32 = {{(32-DepthWidth){1'b0}}, rd_q[DepthWidth-1:0]};
        assign valid_o[g] = used != {(DepthWidth+1){1'b0}};
        assign space_o[g] = used32 + FetchWidth <= Depth;
        // the head: an AND-OR over the entries (an indexed part-select of ent_q would be
        // synthesized as a shifter by multiples of BundleWidth)
        reg [BundleWidth-1:0] head;
        integer h;
        always @* begin
          head = {BundleWidth{1'b0}};
          for (h = 0; h < Depth; h = h + 1)
            head = head | ({BundleWidth{rd_32 == h}} & ent_q[BundleWidth*h +: BundleWidth]);
        end
        assign head_o[BundleWidth*g +: BundleWidth] = head;
        integer e;
        always @(posedge clk_i) begin
          for (e = 0; e < Depth; e = e + 1)
            if (push && !flush_i[g] && (w0_32 == e || (two && w1_32 == e)))
              ent_q[BundleWidth*e +: BundleWidth] <= w0_32 == e
                  ? push_b0_i[BundleWidth*P +: BundleWidth] : push_b1_i[BundleWidth*P +: BundleWidth];
          if (!rst_ni || flush_i[g]) begin
            rd_q <= {(DepthWidth+1){1'b0}};
            wr_q <= {(DepthWidth+1){1'b0}};
          end else begin
            if (pop_i[g]) rd_q <= rd_q + {{DepthWidth{1'b0}}, 1'b1};
            if (push) wr_q <= wr_q + (two ? {{(DepthWidth-1){1'b0}}, 2'd2}
                                          : {{DepthWidth{1'b0}}, 1'b1});
          end
        end
      end
    end
  endgenerate
endmodule

`default_nettype wire
