// pws_fpga_top.v -- a compute unit that runs one kernel on its own and says whether the result
// was right (hand-written; parameters from the generated wrapper pws_fpga.v).
// Spec: docs/fpga.md "iCE40 place and route".
//
//   power-on reset -> pws_fpga_boot (code image, then every wavefront through the init port)
//   -> pws_gpu (one CU, commit port removed) <-> pws_fpga_mem (block RAM, exact latency)
//   -> when the CU is idle: pws_fpga_check (memory against the golden model's) -> done, pass
//
// A watchdog ends the run with pass = 0 after 2^WatchdogBits - 1 cycles. Nothing here knows the
// kernel: `pws fpga` writes the ROM images and the parameters.
`default_nettype none

module pws_fpga_top #(
  // the CU (the generated pws_gpu's own parameter values)
  parameter integer NumSimds      = 1,
  parameter integer SimdIdWidth   = 1,
  parameter integer NumUnits      = 1,
  parameter integer ReqIdWidth    = 1,
  parameter integer NumWfContexts = 1,
  parameter integer CtxWidth      = 1,
  parameter integer WavefrontSize = 4,
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
  parameter         ExpectFile    = "pws_fpga_expect.hex"
) (
  input  wire                    clk_i,
  output wire                    done_o,      // the verdict is final
  output wire                    pass_o,      // memory equals the golden model's, no fault
  output wire                    fault_o,     // an access the memory could not serve
  output wire                    timeout_o,   // the watchdog ended the run
  output wire [WatchdogBits-1:0] cycles_o     // cycles since reset, frozen at done
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

  // ---- boot ----------------------------------------------------------------------------------
  wire [Slots-1:0]         running;
  wire                     imem_we, init_we, booted;
  wire [ImemAddrWidth-1:0] imem_waddr;
  wire [31:0]              imem_wdata, init_data;
  wire [SimdIdWidth-1:0]   init_simd;
  wire [CtxWidth-1:0]      init_ctx;
  wire [3:0]               init_sel;
  wire [7:0]               init_addr;
  wire [5:0]               init_lane;
  pws_fpga_boot #(
    .Records(BootRecords), .RomAddrWidth(BootAddrWidth), .NumSimds(NumSimds),
    .NumWfContexts(NumWfContexts), .SimdIdWidth(SimdIdWidth), .CtxWidth(CtxWidth),
    .ImemAddrWidth(ImemAddrWidth), .RomFile(BootFile)
  ) u_boot (
    .clk_i(clk_i), .rst_ni(rst_n), .running_i(running),
    .imem_we_o(imem_we), .imem_waddr_o(imem_waddr), .imem_wdata_o(imem_wdata),
    .init_we_o(init_we), .init_simd_o(init_simd), .init_ctx_o(init_ctx), .init_sel_o(init_sel),
    .init_addr_o(init_addr), .init_lane_o(init_lane), .init_data_o(init_data), .done_o(booted)
  );

  // ---- the compute unit ----------------------------------------------------------------------
  wire                  mem_req, mem_we, mem_rvalid;
  wire [ReqIdWidth-1:0] mem_id, mem_rid;
  wire [63:0]           mem_addr;
  wire [1:0]            mem_size;
  wire [31:0]           mem_wdata, mem_cmp, mem_rdata;
  wire [3:0]            mem_amo;
  pws_gpu #(
    .NumCus(1), .NumSimds(NumSimds), .SimdIdWidth(SimdIdWidth), .NumUnits(NumUnits),
    .ReqIdWidth(ReqIdWidth), .NumWfContexts(NumWfContexts), .CtxWidth(CtxWidth),
    .WavefrontSize(WavefrontSize), .ImemAddrWidth(ImemAddrWidth)
  ) u_gpu (
    .clk_i(clk_i), .rst_ni(rst_n),
    .imem_we_i(imem_we), .imem_waddr_i(imem_waddr), .imem_wdata_i(imem_wdata),
    .init_we_i(init_we), .init_simd_i(init_simd), .init_ctx_i(init_ctx), .init_sel_i(init_sel),
    .init_addr_i(init_addr), .init_lane_i(init_lane), .init_data_i(init_data),
    .running_o(running),
    .mem_req_o(mem_req), .mem_id_o(mem_id), .mem_addr_o(mem_addr), .mem_we_o(mem_we),
    .mem_size_o(mem_size), .mem_wdata_o(mem_wdata), .mem_amo_o(mem_amo), .mem_cmp_o(mem_cmp),
    .mem_rvalid_i(mem_rvalid), .mem_rid_i(mem_rid), .mem_rdata_i(mem_rdata)
  );

  // ---- memory and verdict --------------------------------------------------------------------
  wire                    mem_busy, chk_busy, chk_done, chk_match;
  wire [MemAddrWidth-1:0] chk_addr, chk_first_bad;
  wire [31:0]             chk_rdata;
  pws_fpga_mem #(
    .Latency(MemLatency), .ReqIdWidth(ReqIdWidth), .SpanBits(SpanBits), .Base(MemBase),
    .SlotBits(SlotBits), .WinBits(WinBits), .PageSlot(PageSlot),
    .MemFile0(MemFile0), .MemFile1(MemFile1), .MemFile2(MemFile2), .MemFile3(MemFile3)
  ) u_mem (
    .clk_i(clk_i), .rst_ni(rst_n), .req_i(mem_req), .id_i(mem_id), .addr_i(mem_addr),
    .we_i(mem_we), .size_i(mem_size), .wdata_i(mem_wdata), .amo_i(mem_amo),
    .rvalid_o(mem_rvalid), .rid_o(mem_rid), .rdata_o(mem_rdata), .fault_o(fault_o),
    .busy_o(mem_busy), .chk_en_i(chk_busy), .chk_addr_i(chk_addr), .chk_rdata_o(chk_rdata)
  );

  pws_fpga_check #(.AddrWidth(MemAddrWidth), .ExpectFile(ExpectFile)) u_check (
    .clk_i(clk_i), .rst_ni(rst_n), .start_i(booted && running == {Slots{1'b0}} && !mem_busy),
    .busy_o(chk_busy), .addr_o(chk_addr), .rdata_i(chk_rdata),
    .done_o(chk_done), .match_o(chk_match), .first_bad_o(chk_first_bad)
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
  wire unused_ok = &{1'b0, mem_cmp, chk_first_bad};
endmodule

`default_nettype wire
