// pws_ibuf.v -- the instruction buffers of one unit, and their prefetcher (hand-written leaf).
// Spec: docs/microarchitecture-fsm.md "Instruction buffers".
//
// Each context has one entry: the two dwords of an instruction and the instruction-RAM dword
// address they were read from (the tag). An entry is only ever written with what the RAM holds
// at its tag, so a lookup that matches the tag returns exactly what a fetch from the RAM would
// (the code image does not change while a kernel runs; a write to the RAM, flush_i, voids every
// entry and the fetch in flight). The unit's FSM asks for the instruction it is about to issue
// (look_*): a hit skips its two fetch cycles, a miss fetches as before.
//
// The prefetcher fetches one instruction at a time (the two dwords, as the FSM does) for the
// context and address the FSM offers (want_*), unless that entry already holds it. It shares the
// unit's instruction-RAM port with the FSM's own fetch, which goes first (demand_i): the FSM's
// fetch never waits for a prefetch, so every worst case of the FSM is the one without buffers.
// A prefetch left behind by the FSM (its target moved on) still completes and fills its entry
// with a correct, if useless, instruction.
`default_nettype none

module pws_ibuf #(
  parameter integer NumContexts   = 2,  // entries: one per context of the unit
  parameter integer CtxWidth      = 1,  // bits of a context index
  parameter integer ImemAddrWidth = 12  // bits of an instruction-RAM dword address (the tag)
) (
  input  wire                     clk_i,
  input  wire                     rst_ni,    // synchronous, active low: every entry void
  input  wire                     flush_i,   // the code image is written: every entry void
  // lookup: does ctx's entry hold the instruction at addr? (combinational)
  input  wire [CtxWidth-1:0]      look_ctx_i,
  input  wire [ImemAddrWidth-1:0] look_addr_i,
  output wire                     look_hit_o,
  output wire [31:0]              look_w0_o,
  output wire [31:0]              look_w1_o,
  // the prefetch the FSM asks for (sampled when the prefetcher is idle)
  input  wire                     want_i,
  input  wire [CtxWidth-1:0]      want_ctx_i,
  input  wire [ImemAddrWidth-1:0] want_addr_i,
  // a whole entry written at once (a split's new SWF gets the splitter's next instruction)
  input  wire                     load_i,
  input  wire [CtxWidth-1:0]      load_ctx_i,
  input  wire [ImemAddrWidth-1:0] load_addr_i,
  input  wire [31:0]              load_w0_i,
  input  wire [31:0]              load_w1_i,
  // the unit's instruction-RAM port (data one cycle after the grant)
  input  wire                     demand_i,  // the FSM's own fetch uses the port this cycle
  output wire                     req_o,     // the prefetcher's request (only when !demand_i)
  output wire [ImemAddrWidth-1:0] raddr_o,
  input  wire                     gnt_i,     // the port's grant: the prefetcher's when req_o
  input  wire [31:0]              rdata_i
);
  // Prefetch states: request dword 0, take it (and request dword 1), repeat the request of
  // dword 1 until granted, take dword 1 and fill the entry.
  localparam [2:0] PfIdle = 3'd0, PfReq0 = 3'd1, PfData0 = 3'd2, PfReq1 = 3'd3, PfData1 = 3'd4;

  reg [NumContexts-1:0]   valid_q;
  reg [ImemAddrWidth-1:0] tag_q [0:NumContexts-1];
  reg [31:0]              w0_q  [0:NumContexts-1];
  reg [31:0]              w1_q  [0:NumContexts-1];

  reg [2:0]               st_q;
  reg [CtxWidth-1:0]      pf_ctx_q;
  reg [ImemAddrWidth-1:0] pf_addr_q;
  reg [31:0]              pf_w0_q;

  assign look_hit_o = valid_q[look_ctx_i] && tag_q[look_ctx_i] == look_addr_i;
  assign look_w0_o = w0_q[look_ctx_i];
  assign look_w1_o = w1_q[look_ctx_i];

  wire held = valid_q[want_ctx_i] && tag_q[want_ctx_i] == want_addr_i;
  wire asks = st_q == PfReq0 || st_q == PfData0 || st_q == PfReq1;
  assign req_o = asks && !demand_i;
  assign raddr_o = st_q == PfReq0 ? pf_addr_q : pf_addr_q + {{(ImemAddrWidth-1){1'b0}}, 1'b1};
  wire granted = req_o && gnt_i;

  always @(posedge clk_i) begin
    if (!rst_ni || flush_i) begin
      valid_q <= {NumContexts{1'b0}};
      st_q <= PfIdle;
    end else begin
      case (st_q)
        PfIdle: if (want_i && !held) begin
          pf_ctx_q <= want_ctx_i;
          pf_addr_q <= want_addr_i;
          st_q <= PfReq0;
        end
        PfReq0: if (granted) st_q <= PfData0;
        PfData0: begin   // dword 0 is on the RAM output in this cycle only
          pf_w0_q <= rdata_i;
          st_q <= granted ? PfData1 : PfReq1;
        end
        PfReq1: if (granted) st_q <= PfData1;
        PfData1: begin
          valid_q[pf_ctx_q] <= 1'b1;
          tag_q[pf_ctx_q] <= pf_addr_q;
          w0_q[pf_ctx_q] <= pf_w0_q;
          w1_q[pf_ctx_q] <= rdata_i;
          st_q <= PfIdle;
        end
        default: st_q <= PfIdle;
      endcase
      if (load_i) begin   // after the fill: the load wins a tie (both hold correct words)
        valid_q[load_ctx_i] <= 1'b1;
        tag_q[load_ctx_i] <= load_addr_i;
        w0_q[load_ctx_i] <= load_w0_i;
        w1_q[load_ctx_i] <= load_w1_i;
      end
    end
  end
endmodule

`default_nettype wire
