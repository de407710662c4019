// pws_fpga_mem.v -- the global memory behind the CU's memory port, in block RAM
// (hand-written; FPGA top only). Spec: docs/fpga.md "iCE40 place and route" (the memory).
//
// Timing is the cosim harness's (docs/cosim.md "Memory"), so the CU runs the cycles it runs in
// lockstep: the response to a request on the port in cycle k is on the port in cycle
// k + Latency, one response per request (stores too, with data 0), in request order. Loads
// return the addressed bytes zero-extended; stores write them; read and write are one block-RAM
// access at the edge that ends cycle k.
//
// The golden model's sparse address space (regions at 4 GiB and up, 4 KiB aligned, a guard page
// between them: golden/mem.c) is compacted: every mapped 4 KiB page gets a slot of 2^WinBits
// dwords; the RAM index is {slot, dword offset}. PageSlot gives, per page of the span, a valid
// bit and the slot. An access outside the span, to an unmapped page, beyond a slot's window,
// misaligned, or atomic (this memory has no read-modify-write; `pws fpga` refuses kernels with
// atomics) sets fault_o (sticky) and is answered like any other so that the run completes.
//
// Four byte-lane RAMs ($readmemh MemFile0..3, lane k = byte k of each dword) make sub-dword
// stores plain writes. The checker reads them through chk_addr_i once the CU is idle.
`default_nettype none

module pws_fpga_mem #(
  parameter integer     Latency    = 1,    // the configuration's MemLatency (>= 1)
  parameter integer     ReqIdWidth = 1,
  parameter integer     SpanBits   = 13,   // the mapped pages lie in [Base, Base + 2^SpanBits)
  parameter [63:0]      Base       = 64'h1_0000_0000,   // aligned to 2^SpanBits
  parameter integer     SlotBits   = 1,    // bits of a slot index
  parameter integer     WinBits    = 4,    // dwords per slot = 2^WinBits (WinBits <= 10)
  parameter [((1 << (SpanBits - 12)) * (SlotBits + 1)) - 1:0] PageSlot = 0,
                                           // page p: {valid, slot} at [p*(SlotBits+1) +: ...]
  parameter             MemFile0   = "pws_fpga_mem0.hex",
  parameter             MemFile1   = "pws_fpga_mem1.hex",
  parameter             MemFile2   = "pws_fpga_mem2.hex",
  parameter             MemFile3   = "pws_fpga_mem3.hex",
  parameter integer     AddrWidth  = SlotBits + WinBits   // bits of a RAM index
) (
  input  wire                  clk_i,
  input  wire                  rst_ni,
  input  wire                  req_i,
  input  wire [ReqIdWidth-1:0] id_i,
  input  wire [63:0]           addr_i,
  input  wire                  we_i,
  input  wire [1:0]            size_i,     // 0 byte, 1 short, 2 dword
  input  wire [31:0]           wdata_i,
  input  wire [3:0]            amo_i,
  output wire                  rvalid_o,
  output wire [ReqIdWidth-1:0] rid_o,
  output wire [31:0]           rdata_o,
  output reg                   fault_o,    // sticky: an access the memory cannot serve
  output wire                  busy_o,     // a request or a response is in flight
  input  wire                  chk_en_i,   // the checker owns the read port
  input  wire [AddrWidth-1:0]  chk_addr_i,
  output wire [31:0]           chk_rdata_o // the dword at chk_addr_i of the previous edge
);
  localparam integer Words     = 1 << AddrWidth;
  localparam integer PageBits  = 12;
  localparam integer PageIdx   = SpanBits - PageBits;   // bits of a page index (>= 0)
  localparam integer EntryBits = SlotBits + 1;

  // ---- decode ---------------------------------------------------------------------------------
  wire                 in_span = addr_i[63:SpanBits] == Base[63:SpanBits];
  wire [EntryBits-1:0] entry;
  generate
    if (PageIdx > 0) begin : g_pages
      wire [PageIdx-1:0] page = addr_i[SpanBits-1:PageBits];
      assign entry = PageSlot[page * EntryBits +: EntryBits];
    end else begin : g_one_page
      assign entry = PageSlot[EntryBits-1:0];
    end
  endgenerate
  wire in_window;
  generate
    if (WinBits + 2 < PageBits) begin : g_window
      assign in_window = addr_i[PageBits-1:WinBits+2] == {(PageBits-WinBits-2){1'b0}};
    end else begin : g_full_page
      assign in_window = 1'b1;
    end
  endgenerate
  wire aligned = size_i == 2'd0 || (size_i == 2'd1 && !addr_i[0]) || addr_i[1:0] == 2'b00;
  wire ok      = in_span && entry[SlotBits] && in_window && aligned && size_i != 2'd3
                 && amo_i == 4'd0;
  wire [AddrWidth-1:0] index = {entry[SlotBits-1:0], addr_i[WinBits+1:2]};

  // byte lanes written: size 0 one, size 1 two, size 2 four, from byte addr[1:0]
  wire [3:0] span_mask = size_i == 2'd0 ? 4'b0001 : size_i == 2'd1 ? 4'b0011 : 4'b1111;
  wire [3:0] lane_we   = {4{req_i && we_i && ok}} & (span_mask << addr_i[1:0]);
  wire [31:0] wshift   = wdata_i << {addr_i[1:0], 3'b000};

  // ---- the byte-lane RAMs ---------------------------------------------------------------------
  wire [AddrWidth-1:0] raddr = chk_en_i ? chk_addr_i : index;
  (* ram_style = "block" *) reg [7:0] lane0 [0:Words-1];
  (* ram_style = "block" *) reg [7:0] lane1 [0:Words-1];
  (* ram_style = "block" *) reg [7:0] lane2 [0:Words-1];
  (* ram_style = "block" *) reg [7:0] lane3 [0:Words-1];
  initial begin
    $readmemh(MemFile0, lane0);
    $readmemh(MemFile1, lane1);
    $readmemh(MemFile2, lane2);
    $readmemh(MemFile3, lane3);
  end
  reg [31:0] word_q;   // the four lanes at raddr of the previous edge
  always @(posedge clk_i) begin
    if (lane_we[0]) lane0[index] <= wshift[7:0];
    if (lane_we[1]) lane1[index] <= wshift[15:8];
    if (lane_we[2]) lane2[index] <= wshift[23:16];
    if (lane_we[3]) lane3[index] <= wshift[31:24];
    word_q <= {lane3[raddr], lane2[raddr], lane1[raddr], lane0[raddr]};
  end
  assign chk_rdata_o = word_q;

  // ---- the response: cycle k + 1 from the RAM, then Latency - 1 more stages --------------------
  reg                  v1_q, ld1_q;   // a request was in cycle k; it was a load
  reg [ReqIdWidth-1:0] id1_q;
  reg [1:0]            size1_q, off1_q;
  always @(posedge clk_i) begin
    if (!rst_ni) begin
      v1_q    <= 1'b0;
      fault_o <= 1'b0;
    end else begin
      v1_q <= req_i;
      if (req_i && !ok) fault_o <= 1'b1;
    end
  end
  always @(posedge clk_i) begin
    ld1_q   <= !we_i;
    id1_q   <= id_i;
    size1_q <= size_i;
    off1_q  <= addr_i[1:0];
  end
  wire [31:0] shifted = word_q >> {off1_q, 3'b000};
  wire [31:0] data1   = !ld1_q ? 32'd0 : size1_q == 2'd0 ? {24'd0, shifted[7:0]}
                        : size1_q == 2'd1 ? {16'd0, shifted[15:0]} : shifted;

  localparam integer StageWidth = 1 + ReqIdWidth + 32;
  wire [StageWidth-1:0] stage1 = {v1_q, id1_q, data1};
  wire [StageWidth-1:0] out;
  wire                  delayed_busy;
  generate
    if (Latency > 1) begin : g_delay
      // stage j (0 .. Latency-2) holds the response of cycle k + 2 + j; valid bits are reset
      reg [StageWidth*(Latency-1)-1:0] pipe_q;
      reg [Latency-2:0]                valid_q;
      integer j;
      always @(posedge clk_i) begin
        for (j = Latency - 2; j > 0; j = j - 1)
          pipe_q[j*StageWidth +: StageWidth] <= pipe_q[(j-1)*StageWidth +: StageWidth];
        pipe_q[0 +: StageWidth] <= stage1;
      end
      always @(posedge clk_i) begin
        if (!rst_ni) valid_q <= {(Latency-1){1'b0}};
        else begin
          for (j = Latency - 2; j > 0; j = j - 1) valid_q[j] <= valid_q[j-1];
          valid_q[0] <= v1_q;
        end
      end
      assign out = {valid_q[Latency-2],
                    pipe_q[(Latency-2)*StageWidth +: StageWidth-1]};
      assign delayed_busy = |valid_q;
    end else begin : g_direct
      assign out          = stage1;
      assign delayed_busy = 1'b0;
    end
  endgenerate
  assign rvalid_o = out[StageWidth-1];
  assign rid_o    = out[32 +: ReqIdWidth];
  assign rdata_o  = out[31:0];
  assign busy_o   = req_i || v1_q || delayed_busy;
endmodule

`default_nettype wire
