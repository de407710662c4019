// pws_fetch.v -- the instruction fetch of one pipelined CU (hand-written). Spec:
// docs/microarchitecture.md "Fetch".
//
// The CU visits its SIMDs in turn: SIMD s in the cycles t with t mod NumSimds = s (visit_o, the
// same slot the SIMD issues in). In its visit a SIMD fetches for one of its contexts, round
// robin among those that run, are not stopped and have room for FetchWidth instructions in
// their buffer: the 2 FetchWidth dwords at the context's fetch PC are read from the instruction
// RAM (as many banks, so any dword address reads them in one cycle), and in the next cycle
// FetchWidth decoders decode the instruction there (and, with two, the one after it), and they
// go into the context's buffer (push_*), packed by pws_predecode. The fetch PC moves past them.
// FetchWidth = 1 is the narrow fetch (docs/microarchitecture.md "Narrow configurations"): one
// decoder and two banks, one instruction a pick. After a branch, s_setpc,
// s_swappc, s_endpgm or a word that does not decode (pws_predecode's stops_o) only that first
// instruction is pushed and the context is stopped: it fetches again once its SIMD redirects it
// (redir_i: the SPI's START, or the branch's execute cycle, with the PC to go on from).
//
// FETCH PORTS: under PWS each SpSIMD unit runs its own bank of a SIMD's contexts, and the
// SWFs of one wavefront run side by side on them; one fetch a visit would feed them two
// instructions between them (the thesis's fetch picks as many splits as it can). So the fetch
// has Ports ports (the units, S + 1; 1 else), port p serving the contexts p W .. p W + W - 1
// (W = NumContexts / Ports): in a visit each port picks one of its contexts as above, from its
// own copy of the instruction RAM with its own decoders, and pushes into that context's
// buffer. The ports share nothing but the code image's write port.
//
// A context waits for its fetch at most W visits of its SIMD (NumSimds x W cycles); its
// instructions are in the buffer 2 cycles after the visit.
`default_nettype none

module pws_fetch #(
  parameter integer NumSimds      = 4,    // SIMDs of the CU
  parameter integer SimdIdWidth   = 2,    // bits of a SIMD index (at least 1)
  parameter integer NumContexts   = 10,   // contexts per SIMD
  parameter integer CtxWidth      = 4,    // bits of a context index
  parameter integer Ports         = 1,    // fetch ports, each over NumContexts / Ports contexts
  parameter integer FetchWidth    = 2,    // instructions a pick decodes: 1 or 2 (decoders a port)
  parameter integer ImemWords     = 4096, // instruction RAM dwords (a power of two, >= 4)
  parameter integer ImemAddrWidth = 12,   // log2(ImemWords)
  parameter integer OpWidth       = 9,    // bits of an op id
  parameter integer BundleWidth   = 512   // bits of a decoded instruction (pws_predecode)
) (
  input  wire                               clk_i,
  input  wire                               rst_ni,
  // the code image, one dword per cycle
  input  wire                               imem_we_i,
  input  wire [ImemAddrWidth-1:0]           imem_waddr_i,
  input  wire [31:0]                        imem_wdata_i,
  // the visit: one-hot, the SIMD that issues and fetches in this cycle
  output wire [NumSimds-1:0]                visit_o,
  // per context (SIMD s, context c at index s * NumContexts + c)
  input  wire [NumSimds*NumContexts-1:0]    run_i,        // started and not ended
  input  wire [NumSimds*NumContexts-1:0]    space_i,      // its buffer has room for FetchWidth
  input  wire [NumSimds*NumContexts-1:0]    redir_i,      // fetch again, from redir_pc_i
  input  wire [NumSimds*NumContexts*32-1:0] redir_pc_i,
  // per port p, the instructions it fetched in the cycle before, into one context's buffer
  output wire [NumSimds*Ports-1:0]          push_o,       // SIMD s, port p: bit s * Ports + p
  output wire [Ports*CtxWidth-1:0]          push_ctx_o,   // the context (of its SIMD)
  output wire [Ports-1:0]                   push_two_o,   // b1 too (0 when FetchWidth = 1)
  output wire [Ports*BundleWidth-1:0]       push_b0_o,
  output wire [Ports*BundleWidth-1:0]       push_b1_o
);
  localparam integer NumCtx    = NumSimds * NumContexts;
  localparam integer PortCtx   = NumContexts / Ports;   // W: the contexts of one port
  localparam integer Banks     = 2 * FetchWidth;    // dwords a fetch reads: two an instruction
  localparam integer BankBits  = FetchWidth;        // log2(Banks)
  localparam integer BankWords = ImemWords / Banks;
  localparam integer BankWidth = ImemAddrWidth - BankBits;

  // ---- The visit counter ----------------------------------------------------------------------
  reg [SimdIdWidth-1:0] slot_q;
  wire [31:0] slot32 = {{(32-SimdIdWidth){1'b0}}, slot_q};
  genvar g, p;
  generate
    for (g = 0; g < NumSimds; g = g + 1) begin : g_visit
      assign visit_o[g] = slot32 == g;
    end
  endgenerate
  always @(posedge clk_i)
    if (!rst_ni || slot32 == NumSimds - 1) slot_q <= {SimdIdWidth{1'b0}};
    else slot_q <= slot_q + {{(SimdIdWidth-1){1'b0}}, 1'b1};

  // ---- Per-context fetch state ----------------------------------------------------------------
  wire [NumCtx*32-1:0] fpc_q;    // context k's byte address of the next instruction to fetch
  wire [NumCtx-1:0]    stop_q;   // context k waits for a redirect

  // each port's fetch in flight, as the common state update needs it: whether it pushes, its
  // context (of the CU), the fetch PC after it and whether it stops
  wire [Ports-1:0]    f_push;
  wire [Ports*32-1:0] f_k_all, fpc_nx_all;
  wire [Ports-1:0]    stop_nx;

  generate
    for (p = 0; p < Ports; p = p + 1) begin : g_port
      // the fetch in flight (issued last cycle): its context and dword address
      reg                     f_valid_q;
      reg [SimdIdWidth-1:0]   f_simd_q;
      reg [CtxWidth-1:0]      f_ctx_q;    // (of its SIMD)
      reg [BankBits-1:0]      f_bank_q;   // the bank of its first dword
      reg [31:0]              f_pc_q;     // the whole PC (the RAM's index is its low bits)
      wire [31:0] f_k = {{(32-SimdIdWidth){1'b0}}, f_simd_q} * NumContexts
                        + {{(32-CtxWidth){1'b0}}, f_ctx_q};

      // ---- The pick: round robin over the port's contexts of the visited SIMD ----------------
      reg [PortCtx-1:0] want;
      integer c, k0;
      always @* begin
        for (c = 0; c < PortCtx; c = c + 1) begin
          k0 = slot32 * NumContexts + p * PortCtx + c;
          want[c] = run_i[k0] && !stop_q[k0] && space_i[k0] && !redir_i[k0]
                    && !(f_valid_q && f_k == k0);   // (NumSimds = 1)
        end
      end
      wire [NumSimds*CtxWidth-1:0] rr_idx;
      wire [NumSimds-1:0]          rr_valid;
      for (g = 0; g < NumSimds; g = g + 1) begin : g_rr   // one pointer per SIMD
        wire [PortCtx-1:0] gnt_unused;
        pws_rr_arbiter #(.N(PortCtx), .IdxWidth(CtxWidth)) u_rr (
          .clk_i(clk_i), .rst_ni(rst_ni), .req_i(visit_o[g] ? want : {PortCtx{1'b0}}),
          .gnt_o(gnt_unused), .idx_o(rr_idx[CtxWidth*g +: CtxWidth]), .valid_o(rr_valid[g])
        );
        wire unused_gnt = ^gnt_unused;
      end
      wire [31:0] pick32 = p * PortCtx + {{(32-CtxWidth){1'b0}}, rr_idx[CtxWidth*slot32 +: CtxWidth]};
      wire [CtxWidth-1:0] pick = pick32[CtxWidth-1:0];
      wire pick_valid = rr_valid[slot_q];
      // the picked context's fetch PC: an AND-OR over the contexts (an indexed part-select
      // of fpc_q would be synthesized as a shifter by multiples of 32)
      wire [31:0] pick_k = slot32 * NumContexts + pick32;
      reg  [31:0] pick_pc;
      integer pc_k;
      always @* begin
        pick_pc = 32'd0;
        for (pc_k = 0; pc_k < NumCtx; pc_k = pc_k + 1)
          pick_pc = pick_pc | ({32{pick_k == pc_k}} & fpc_q[32*pc_k +: 32]);
      end
      wire [ImemAddrWidth-1:0] a = pick_pc[ImemAddrWidth+1:2];

      // ---- The port's instruction RAM: Banks banks, dword d in bank d mod Banks ---------------
      wire [Banks*32-1:0] bank_rdata;
      // the banks before a's: their dword is one row on
      wire [Banks-1:0] bank_lt = ({{(Banks-1){1'b0}}, 1'b1} << a[BankBits-1:0])
                                 - {{(Banks-1){1'b0}}, 1'b1};
      for (g = 0; g < Banks; g = g + 1) begin : g_bank
        // this bank's dword among a .. a + Banks - 1: in the next row when it precedes a's bank
        localparam [BankBits-1:0] Bank = g;
        wire [BankWidth-1:0] row = a[ImemAddrWidth-1:BankBits] + {{(BankWidth-1){1'b0}}, bank_lt[g]};
        pws_sram_1r1w #(.Width(32), .Depth(BankWords), .AddrWidth(BankWidth), .OldOnCollision(0)) u_bank (
          .clk_i(clk_i), .we_i(imem_we_i && imem_waddr_i[BankBits-1:0] == Bank),
          .waddr_i(imem_waddr_i[ImemAddrWidth-1:BankBits]), .wdata_i(imem_wdata_i),
          .raddr_i(row), .rdata_o(bank_rdata[32*g +: 32])
        );
      end
      // dword i of the fetch (the one at the fetch's address + i)
      wire [Banks*32-1:0] dw;
      for (g = 0; g < Banks; g = g + 1) begin : g_dword
        localparam [BankBits-1:0] Off = g;
        wire [BankBits-1:0] bank = f_bank_q + Off;
        assign dw[32*g +: 32] = bank_rdata[32*bank +: 32];
      end

      // ---- Decode: the instruction at dword 0 (and, FetchWidth = 2, the one after it) --------
      wire [1:0] n0, n1;
      wire       stop0, stop1, two;
      wire [31:0] pc0 = f_pc_q;
      wire [31:0] pc1 = pc0 + {28'd0, n0, 2'b00};
      pws_fetch_decode #(.OpWidth(OpWidth), .BundleWidth(BundleWidth)) u_dec0 (
        .pc_i(pc0), .w0_i(dw[31:0]), .w1_i(dw[63:32]), .nwords_o(n0), .stops_o(stop0),
        .bundle_o(push_b0_o[BundleWidth*p +: BundleWidth])
      );
      if (FetchWidth > 1) begin : g_second
        wire [31:0] i1w0 = n0 == 2'd1 ? dw[63:32] : dw[95:64];
        wire [31:0] i1w1 = n0 == 2'd1 ? dw[95:64] : dw[127:96];
        pws_fetch_decode #(.OpWidth(OpWidth), .BundleWidth(BundleWidth)) u_dec1 (
          .pc_i(pc1), .w0_i(i1w0), .w1_i(i1w1), .nwords_o(n1), .stops_o(stop1),
          .bundle_o(push_b1_o[BundleWidth*p +: BundleWidth])
        );
        assign two = !stop0;
      end else begin : g_one
        assign push_b1_o[BundleWidth*p +: BundleWidth] = {BundleWidth{1'b0}};
        assign n1 = 2'd0;
        assign stop1 = 1'b0;
        assign two = 1'b0;
      end

      // A redirect of the fetching context in this cycle wins over the fetch's result (it
      // cannot happen: a redirected context was stopped, and a stopped one does not fetch; the
      // rule keeps the fetch state right without relying on that).
      assign f_push[p] = f_valid_q && !redir_i[f_k];
      for (g = 0; g < NumSimds; g = g + 1) begin : g_push
        assign push_o[g * Ports + p] = f_push[p] && {{(32-SimdIdWidth){1'b0}}, f_simd_q} == g;
      end
      assign push_ctx_o[CtxWidth*p +: CtxWidth] = f_ctx_q;
      assign push_two_o[p] = two;
      assign f_k_all[32*p +: 32] = f_k;
      assign fpc_nx_all[32*p +: 32] = pc1 + (two ? {28'd0, n1, 2'b00} : 32'd0);
      assign stop_nx[p] = stop0 || (two && stop1);

      always @(posedge clk_i) begin
        if (!rst_ni) begin
          f_valid_q <= 1'b0;
        end else begin
          f_valid_q <= pick_valid;
          f_simd_q <= slot_q;
          f_ctx_q <= pick;
          f_bank_q <= a[BankBits-1:0];
          f_pc_q <= pick_pc;
        end
      end
      wire unused_pc = ^{pick_pc[31:ImemAddrWidth+2], pick_pc[1:0], pick32[31:CtxWidth]};
    end
  endgenerate

  // The fetch PCs and stops: a push moves its context's on, and only the port that serves a
  // context (port (k mod NumContexts) / PortCtx) ever pushes for it, so each context's state
  // takes its next value from that one port; a redirect sets a context's.
  generate
    for (g = 0; g < NumCtx; g = g + 1) begin : g_state
      localparam integer Q = (g % NumContexts) / PortCtx;
      reg [31:0] pc_q;
      reg        stop_r;
      always @(posedge clk_i) begin
        if (!rst_ni) begin
          stop_r <= 1'b1;
        end else if (redir_i[g]) begin
          pc_q <= redir_pc_i[32*g +: 32];
          stop_r <= 1'b0;
        end else if (f_push[Q] && f_k_all[32*Q +: 32] == g) begin
          pc_q <= fpc_nx_all[32*Q +: 32];
          stop_r <= stop_nx[Q];
        end
      end
      assign fpc_q[32*g +: 32] = pc_q;
      assign stop_q[g] = stop_r;
    end
  endgenerate
endmodule

`default_nettype wire
