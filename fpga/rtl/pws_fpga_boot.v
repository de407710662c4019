// pws_fpga_boot.v -- replays the boot ROM into the CU (hand-written; FPGA top only).
// Spec: docs/fpga.md "iCE40 place and route" (the boot ROM).
//
// The ROM ($readmemh RomFile, 2^RomAddrWidth words of 64 bits written by `pws fpga`: Records
// records, then zeros) holds, in order,
// the kernel's code image (imem records) and the SPI's init-port writes for every wavefront
// (init records, the sequence cosim's dispatch writes: cosim/spi.c). An init record waits while
// the context it writes is running: a context is reused by the next wavefront only after the
// previous one ended, exactly as the cosim harness reuses it.
//
// The CU takes a write when its SPI can (init_taken_i, in the cycle after the write was
// presented), and writes a VGPR InitLanes lanes at a time (a row, or with one VRF read port a
// pass group, the group in the record's data): the lanes come first as lane records, gathered
// here (row_q), then the VGPR's init record presents them. An init record is presented for one
// cycle and, in the next, applied if it was taken or presented again if not (two cycles a
// record: the boot is not the run).
//
// Record layout (bits):  [31:0] data  [39:32] addr  [45:40] lane  [49:46] sel  [50] imem
//                        [51] lane record  [55:52] simd [59:56] ctx  [63:60] 0
// imem = 1: code image dword data at instruction RAM index [47:32]. lane record: data is lane
// [45:40] (of the InitLanes) of the next VGPR write.
`default_nettype none

module pws_fpga_boot #(
  parameter integer Records       = 1,   // boot records in the ROM (at least 1)
  parameter integer RomAddrWidth  = 1,   // bits of a record index: 2^RomAddrWidth > Records
  parameter integer NumSimds      = 1,   // SIMDs of the CU
  parameter integer NumWfContexts = 1,   // WF contexts per SIMD
  parameter integer SimdIdWidth   = 1,
  parameter integer CtxWidth      = 1,
  parameter integer ImemAddrWidth = 6,
  parameter integer InitLanes     = 4,   // lanes of an init VGPR write (a row or a pass group)
  parameter         RomFile       = "pws_fpga_boot.hex"
) (
  input  wire                              clk_i,
  input  wire                              rst_ni,
  input  wire [NumSimds*NumWfContexts-1:0] running_i,   // the CU's running_o
  output wire                              imem_we_o,
  output wire [ImemAddrWidth-1:0]          imem_waddr_o,
  output wire [31:0]                       imem_wdata_o,
  output wire                              init_we_o,
  output wire [SimdIdWidth-1:0]            init_simd_o,
  output wire [CtxWidth-1:0]               init_ctx_o,
  output wire [3:0]                        init_sel_o,
  output wire [7:0]                        init_addr_o,
  output wire [31:0]                       init_data_o,
  output wire [InitLanes*32-1:0]           init_vdata_o,  // the gathered lanes
  input  wire                              init_taken_i,  // the write of the cycle before was taken
  output reg                               done_o       // every record applied
);
  localparam integer RecordWidth = 64;
  localparam integer Depth       = 1 << RomAddrWidth;
  localparam integer Last        = Records - 1;

  (* ram_style = "block" *) reg [RecordWidth-1:0] rom [0:Depth-1];
  initial $readmemh(RomFile, rom);   // Depth words: the records, then zeros

  reg  [RomAddrWidth-1:0] idx_q;     // the record rec_q holds
  reg  [RecordWidth-1:0]  rec_q;     // registered ROM read: rom[idx_q]
  reg                     primed_q;  // rec_q is valid (one cycle after reset)

  wire                    is_imem = rec_q[50];
  wire [3:0]              simd    = rec_q[55:52];
  wire [3:0]              ctx     = rec_q[59:56];
  // the context an init record writes is busy until its wavefront has ended
  localparam integer      SlotWidth = 8;   // a running_o index: up to 16 SIMDs x 16 contexts
  wire [SlotWidth-1:0]    slot    = simd * NumWfContexts[SlotWidth-1:0] + {4'd0, ctx};
  wire [NumSimds*NumWfContexts-1:0] from_slot = running_i >> slot;
  wire                    busy    = from_slot[0];
  wire                    is_lane = rec_q[51];
  reg                     wait_q;   // an init write was presented in the cycle before
  // present an init record for one cycle, then apply it if taken (else present it again)
  wire                    present = primed_q && !done_o && !is_imem && !is_lane && !busy && !wait_q;
  wire                    apply   = primed_q && !done_o
                                    && (is_imem || is_lane || (wait_q && init_taken_i));
  wire [RomAddrWidth-1:0] next    = idx_q + 1'b1;
  wire                    last    = idx_q == Last[RomAddrWidth-1:0];

  always @(posedge clk_i) begin
    rec_q <= rom[apply ? next : idx_q];
  end

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      idx_q    <= {RomAddrWidth{1'b0}};
      primed_q <= 1'b0;
      done_o   <= 1'b0;
      wait_q   <= 1'b0;
    end else begin
      primed_q <= 1'b1;
      wait_q   <= present;
      if (apply) begin
        idx_q <= next;
        if (last) done_o <= 1'b1;
      end
    end
  end

  assign imem_we_o    = apply && is_imem;
  assign imem_waddr_o = rec_q[32 +: ImemAddrWidth];
  assign imem_wdata_o = rec_q[31:0];
  // the lanes a VGPR record writes: its lane records, in any order before it
  reg [InitLanes*32-1:0] row_q;
  wire [31:0] lane32 = {26'd0, rec_q[45:40]};
  always @(posedge clk_i)
    if (apply && is_lane) row_q[32*lane32 +: 32] <= rec_q[31:0];
  assign init_vdata_o = row_q;
  assign init_we_o    = present;
  assign init_simd_o  = simd[SimdIdWidth-1:0];
  assign init_ctx_o   = ctx[CtxWidth-1:0];
  assign init_sel_o   = rec_q[49:46];
  assign init_addr_o  = rec_q[39:32];
  assign init_data_o  = rec_q[31:0];
  wire unused_ok = ^{rec_q[63:60], lane32};   // (spare bits)
endmodule

`default_nettype wire
