// pws_spi_init.v -- the init port of one pipelined CU: the SPI's writes that start a wavefront,
// one register (or one whole VGPR row) per write, never in the way of a running one
// (hand-written). Spec: docs/microarchitecture.md "The SPI at register width".
//
// The unit latches one write at a time and says at the next clock whether it took the write
// presented (taken_o); the SPI presents the same write again until it is taken. A latched write
// goes where it belongs once its port is free of every higher priority: an SGPR through its
// SIMD's SRF background port (sgpr_*), a VGPR's lanes through its SIMD's VRF background port
// group by group (row_*: a whole row, or with InitLanes = SimdWidth (one VRF read port) the one
// pass group data_i names, so that a write holds a group's lanes, not a row's: the source sends
// a row as Passes writes, and since the next is latched in the cycle the one before is written,
// a row takes the cycles it took as one write), an LDS dword's zeroing into the LDS in a cycle
// without an LDS access (zero_*), everything else (PC, EXEC, VCC, M0, MODE, SCC, wave id, workgroup slot, LDS base,
// START) into the context's registers at once (ctx_*: the context does not run). So a
// wavefront's initialisation does not delay the pipeline of another, with one bounded
// exception: a zeroing that has waited NumSimds cycles for a free LDS cycle holds the LDS's
// arbiter for one (lds_hold_o), so that the SIMDs' DS accesses cannot starve it. A zeroing write
// thus takes at most NumSimds + 1 cycles, and delays an LDS access by at most one cycle in
// NumSimds + 1 (docs/microarchitecture.md "The SPI at register width").
`default_nettype none

module pws_spi_init #(
  parameter integer NumSimds      = 4,   // SIMDs of the CU
  parameter integer SimdIdWidth   = 2,   // bits of a SIMD index
  parameter integer CtxWidth      = 4,   // bits of a context index
  parameter integer WavefrontSize = 64,  // lanes of a VGPR row
  parameter integer Passes        = 4,   // pass groups of a row
  parameter integer InitLanes     = 64,  // lanes a VGPR write carries: WavefrontSize, or a group
  // the init port's selects: pws_cu passes emit_cu.h's EMIT_CU_INIT_* values
  parameter [3:0]   InitSgpr = 4'd0, InitVrow = 4'd15, InitLdsZero = 4'd14
) (
  input  wire                          clk_i,
  input  wire                          rst_ni,
  // the port
  input  wire                          we_i,
  input  wire [SimdIdWidth-1:0]        simd_i,
  input  wire [CtxWidth-1:0]           ctx_i,
  input  wire [3:0]                    sel_i,
  input  wire [7:0]                    addr_i,      // SGPR or VGPR index
  input  wire [31:0]                   data_i,
  input  wire [InitLanes*32-1:0]       vdata_i,     // a VGPR's lanes (InitVrow; a group: data_i)
  output reg                           taken_o,     // the write presented last cycle was taken
  // the latched write, to its SIMD
  output wire [NumSimds-1:0]           simd_o,      // one-hot: the SIMD written
  output wire [CtxWidth-1:0]           ctx_o,
  output wire [7:0]                    addr_o,
  output wire [31:0]                   data_o,
  output wire [InitLanes*32-1:0]       vdata_o,
  output wire                          sgpr_req_o,  // an SGPR: the SRF's background port
  input  wire [NumSimds-1:0]           sgpr_gnt_i,
  output wire [Passes-1:0]             row_want_o,  // a row: the groups still to write
  input  wire [NumSimds*Passes-1:0]    row_done_i,  // SIMD s's groups written this cycle
  output wire                          ctx_we_o,    // a context register (now)
  output wire [3:0]                    ctx_sel_o,
  output wire                          zero_o,      // the LDS dword at data_o = 0 (now)
  input  wire                          lds_busy_i,  // the LDS is accessed in this cycle
  output wire                          lds_hold_o   // the LDS arbiter grants nothing now
);
  localparam integer WaitWidth = SimdIdWidth + 1;   // counts to NumSimds
  reg                     v_q;
  reg [SimdIdWidth-1:0]   simd_q;
  reg [CtxWidth-1:0]      ctx_q;
  reg [3:0]               sel_q;
  reg [7:0]               addr_q;
  reg [31:0]              data_q;
  reg [InitLanes*32-1:0]  vdata_q;
  reg [Passes-1:0]        want_q;   // a row's groups not yet written
  reg [WaitWidth-1:0]     zwait_q;  // cycles the latched zeroing has waited for the LDS

  wire [31:0] s32 = {{(32-SimdIdWidth){1'b0}}, simd_q};
  wire is_sgpr = sel_q == InitSgpr, is_row = sel_q == InitVrow, is_zero = sel_q == InitLdsZero;
  wire [Passes-1:0] row_done = row_done_i[Passes*s32 +: Passes];
  // the latched write is done in this cycle
  wire done = v_q && (is_sgpr ? sgpr_gnt_i[s32] : is_row ? (want_q & ~row_done) == {Passes{1'b0}}
                     : is_zero ? !lds_busy_i : 1'b1);
  wire take = we_i && (!v_q || done);

  // the groups a VGPR write covers: all, or the one data_i names
  wire [Passes-1:0] groups;
  genvar g;
  generate
    for (g = 0; g < NumSimds; g = g + 1) begin : g_simd
      assign simd_o[g] = v_q && s32 == g;
    end
    for (g = 0; g < Passes; g = g + 1) begin : g_group
      assign groups[g] = InitLanes == WavefrontSize || data_i == g;
    end
  endgenerate
  assign ctx_o = ctx_q;
  assign addr_o = addr_q;
  assign data_o = data_q;
  assign vdata_o = vdata_q;
  assign sgpr_req_o = v_q && is_sgpr;
  assign row_want_o = v_q && is_row ? want_q : {Passes{1'b0}};
  assign ctx_we_o = v_q && !is_sgpr && !is_row && !is_zero;
  assign ctx_sel_o = sel_q;
  assign zero_o = v_q && is_zero && !lds_busy_i;
  assign lds_hold_o = v_q && is_zero && {{(32-WaitWidth){1'b0}}, zwait_q} >= NumSimds;

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      v_q <= 1'b0;
      taken_o <= 1'b0;
    end else begin
      taken_o <= take;
      if (take || !(v_q && is_zero)) zwait_q <= {WaitWidth{1'b0}};
      else if (lds_busy_i) zwait_q <= zwait_q + {{(WaitWidth-1){1'b0}}, 1'b1};
      if (take) begin
        v_q <= 1'b1;
        simd_q <= simd_i;
        ctx_q <= ctx_i;
        sel_q <= sel_i;
        addr_q <= addr_i;
        data_q <= data_i;
        vdata_q <= vdata_i;
        want_q <= groups;
      end else begin
        if (done) v_q <= 1'b0;
        want_q <= want_q & ~row_done;
      end
    end
  end
endmodule

`default_nettype wire
