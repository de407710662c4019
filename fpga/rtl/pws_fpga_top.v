// pws_fpga_top.v -- everything around a compute unit that runs one kernel on its own and says
// whether the result was right (hand-written; the generated wrapper pws_fpga.v instantiates it
// beside the CU, pws_gpu, and wires the two).
// Spec: docs/fpga.md "iCE40 place and route".
//
//   power-on reset -> pws_fpga_boot (code image, then every wavefront through the init port)
//   -> the CU (one, commit port removed) <-> pws_fpga_mem (block RAM, exact latency)
//   -> when the CU is idle: pws_fpga_check (the memory's signature against the golden model's)
//   -> done, pass
//
// The CU's SPI writes InitLanes lanes of a VGPR a write (init_vdata_o: a row, or a pass group
// with one VRF read port) and says when it took a write (init_taken_i). A watchdog ends the run
// with pass = 0 after 2^WatchdogBits - 1 cycles. Nothing here knows the kernel: `pws fpga`
// writes the ROM images and the parameters.
`default_nettype none

module pws_fpga_top #(
  // the CU (the generated pws_gpu's own parameter values)
  parameter integer NumSimds      = 1,
  parameter integer SimdIdWidth   = 1,
  parameter integer ReqIdWidth    = 1,
  parameter integer NumWfContexts = 1,
  parameter integer CtxWidth      = 1,
  parameter integer InitLanes     = 4,   // lanes of an init VGPR write (a row or a pass group)
  parameter integer ImemAddrWidth = 6,
  parameter integer MemLatency    = 1,
  // the boot ROM
  parameter integer BootRecords   = 1,
  parameter integer BootAddrWidth = 1,
  // the memory map (pws_fpga_mem)
  parameter integer SpanBits      = 13,
  parameter [63:0]  MemBase       = 64'h1_0000_0000,
  parameter integer SlotBits      = 1,
  parameter integer WinBits       = 4,
  parameter [((1 << (SpanBits - 12)) * (SlotBits + 1)) - 1:0] PageSlot = 0,
  parameter integer WatchdogBits  = 26,
  parameter         BootFile      = "pws_fpga_boot.hex",
  parameter         MemFile0      = "pws_fpga_mem0.hex",
  parameter         MemFile1      = "pws_fpga_mem1.hex",
  parameter         MemFile2      = "pws_fpga_mem2.hex",
  parameter         MemFile3      = "pws_fpga_mem3.hex",
  parameter [31:0]  ExpectSig     = 32'd0   // the golden model's memory signature (pws_fpga_check)
) (
  input  wire                    clk_i,
  output wire                    done_o,      // the verdict is final
  output wire                    pass_o,      // memory equals the golden model's, no fault
  output wire                    fault_o,     // an access the memory could not serve
  output wire                    timeout_o,   // the watchdog ended the run
  output wire [WatchdogBits-1:0] cycles_o,    // cycles since reset, frozen at done
  // the CU's side (pws_gpu's ports of the same names, reversed)
  output wire                    rst_no,      // the CU's reset (power-on)
  output wire                    imem_we_o,
  output wire [ImemAddrWidth-1:0] imem_waddr_o,
  output wire [31:0]             imem_wdata_o,
  output wire                    init_we_o,
  output wire [SimdIdWidth-1:0]  init_simd_o,
  output wire [CtxWidth-1:0]     init_ctx_o,
  output wire [3:0]              init_sel_o,
  output wire [7:0]              init_addr_o,
  output wire [31:0]             init_data_o,
  output wire [InitLanes*32-1:0] init_vdata_o,  // a VGPR's lanes
  input  wire                    init_taken_i,  // the write of the cycle before was taken
  input  wire [NumSimds*NumWfContexts-1:0] running_i,
  input  wire                    mem_req_i,
  input  wire [ReqIdWidth-1:0]   mem_id_i,
  input  wire [63:0]             mem_addr_i,
  input  wire                    mem_we_i,
  input  wire [1:0]              mem_size_i,
  input  wire [31:0]             mem_wdata_i,
  input  wire [3:0]              mem_amo_i,
  input  wire [31:0]             mem_cmp_i,
  output wire                    mem_rvalid_o,
  output wire [ReqIdWidth-1:0]   mem_rid_o,
  output wire [31:0]             mem_rdata_o
);
  localparam integer Slots = NumSimds * NumWfContexts;
  localparam integer MemAddrWidth = SlotBits + WinBits;

  // ---- power-on reset: iCE40 flip-flops start at 0 after configuration ---------------------
  // 15 cycles of reset, then rst_n high for good; rst_n is a flip-flop of its own so that it is
  // only ever a reset (never data)
  reg  [3:0] por_q = 4'd0;
  reg        rst_n = 1'b0;
  always @(posedge clk_i) begin
    if (!(&por_q)) por_q <= por_q + 4'd1;
    rst_n <= &por_q;
  end
  assign rst_no = rst_n;

  // ---- boot ----------------------------------------------------------------------------------
  wire booted;
  pws_fpga_boot #(
    .Records(BootRecords), .RomAddrWidth(BootAddrWidth), .NumSimds(NumSimds),
    .NumWfContexts(NumWfContexts), .SimdIdWidth(SimdIdWidth), .CtxWidth(CtxWidth),
    .ImemAddrWidth(ImemAddrWidth), .InitLanes(InitLanes),
    .RomFile(BootFile)
  ) u_boot (
    .clk_i(clk_i), .rst_ni(rst_n), .running_i(running_i),
    .imem_we_o(imem_we_o), .imem_waddr_o(imem_waddr_o), .imem_wdata_o(imem_wdata_o),
    .init_we_o(init_we_o), .init_simd_o(init_simd_o), .init_ctx_o(init_ctx_o),
    .init_sel_o(init_sel_o), .init_addr_o(init_addr_o), .init_data_o(init_data_o),
    .init_vdata_o(init_vdata_o), .init_taken_i(init_taken_i),
    .done_o(booted)
  );

  // ---- memory and verdict --------------------------------------------------------------------
  wire                    mem_busy, chk_busy, chk_done, chk_match;
  wire [MemAddrWidth-1:0] chk_addr;
  wire [31:0]             chk_rdata, chk_sig;
  pws_fpga_mem #(
    .Latency(MemLatency), .ReqIdWidth(ReqIdWidth), .SpanBits(SpanBits), .Base(MemBase),
    .SlotBits(SlotBits), .WinBits(WinBits), .PageSlot(PageSlot),
    .MemFile0(MemFile0), .MemFile1(MemFile1), .MemFile2(MemFile2), .MemFile3(MemFile3)
  ) u_mem (
    .clk_i(clk_i), .rst_ni(rst_n), .req_i(mem_req_i), .id_i(mem_id_i), .addr_i(mem_addr_i),
    .we_i(mem_we_i), .size_i(mem_size_i), .wdata_i(mem_wdata_i), .amo_i(mem_amo_i),
    .rvalid_o(mem_rvalid_o), .rid_o(mem_rid_o), .rdata_o(mem_rdata_o), .fault_o(fault_o),
    .busy_o(mem_busy), .chk_en_i(chk_busy), .chk_addr_i(chk_addr), .chk_rdata_o(chk_rdata)
  );

  pws_fpga_check #(.AddrWidth(MemAddrWidth), .ExpectSig(ExpectSig)) u_check (
    .clk_i(clk_i), .rst_ni(rst_n), .start_i(booted && running_i == {Slots{1'b0}} && !mem_busy),
    .busy_o(chk_busy), .addr_o(chk_addr), .rdata_i(chk_rdata),
    .done_o(chk_done), .match_o(chk_match), .sig_o(chk_sig)
  );

  // ---- watchdog ------------------------------------------------------------------------------
  reg [WatchdogBits-1:0] cycles_q;
  always @(posedge clk_i) begin
    if (!rst_n) cycles_q <= {WatchdogBits{1'b0}};
    else if (!done_o) cycles_q <= cycles_q + 1'b1;
  end
  assign timeout_o = &cycles_q;
  assign done_o    = chk_done || timeout_o;
  assign pass_o    = chk_done && chk_match && !fault_o && !timeout_o;
  assign cycles_o  = cycles_q;

  // the compare value only matters to atomics, which pws_fpga_mem refuses (fault_o)
  // (chk_sig: read by the testbench)
  wire unused_ok = &{1'b0, mem_cmp_i, chk_sig};
endmodule

`default_nettype wire
