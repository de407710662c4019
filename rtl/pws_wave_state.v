// pws_wave_state.v -- the architectural registers of one SIMD's contexts that are not in a
// register file: EXEC, VCC, SCC, M0, MODE, and the run and barrier state (hand-written; the
// split mask is pws_swf_ctx's). Spec: docs/microarchitecture.md "Register files", "The scalar
// units".
//
// Writers, and why they never disagree: the SPI writes a context only while it does not run;
// the SALU writes at its execute stage (issue + 2) and the VALU's mask results at each pass's
// write-back; within one wavefront the issue stage's hazard rules order them in program order,
// and when a VALU pass and a SALU instruction of one context write in the same cycle (the SALU
// issued at the VALU's retire-order bound), the SALU is the later one and its write is applied
// last. EXEC keeps no bit beyond the wavefront (LaneMask). Not reset but run, barrier and
// member: the SPI writes every other register before a context starts. A split (cp_*) gives
// the new SWF's context a copy of the splitter's registers and starts it (docs/isa.md section 6);
// nothing else writes either context in that cycle (the splitter waits at its branch, the new
// context was free). With PWS's units (Units = S + 1) each unit has its own SALU, VALU and
// control ports, and context k W + c is written only through unit k's; a merge (mg_*) sets the
// target's EXEC and stops the child's context (its SWF has joined the target).
`default_nettype none

module pws_wave_state #(
  parameter integer NumContexts   = 10,  // contexts of the SIMD
  parameter integer CtxWidth      = 4,   // bits of a context index
  parameter integer WfContexts    = 10,  // contexts of a bank
  parameter integer Units         = 1,   // units (PWS: S + 1): context k W + c is unit k's
  parameter integer WgIdWidth     = 6,   // bits of a workgroup slot in the CU
  parameter [63:0]  LaneMask      = 64'hffffffffffffffff,  // WavefrontSize ones
  // the init port's register selects: pws_cu passes emit_cu.h's EMIT_CU_INIT_* values
  parameter [3:0]   InitPc = 4'd1, InitExecLo = 4'd2, InitExecHi = 4'd3, InitVccLo = 4'd4,
  parameter [3:0]   InitVccHi = 4'd5, InitM0 = 4'd6, InitMode = 4'd7, InitScc = 4'd8,
  parameter [3:0]   InitStart = 4'd9, InitWave = 4'd11, InitWg = 4'd12, InitLds = 4'd13
) (
  input  wire                          clk_i,
  input  wire                          rst_ni,
  // the SPI (pws_spi_init): one register of a context that does not run, or its start
  input  wire                          init_we_i,
  input  wire [CtxWidth-1:0]           init_ctx_i,
  input  wire [3:0]                    init_sel_i,   // Init*: which register
  input  wire [31:0]                   init_data_i,
  // the SALU's write (its execute stage)
  // (one port per unit: unit u's field in [W*u +: W]; a context is written by its unit's only)
  input  wire [Units-1:0]              s_we_i,
  input  wire [Units*CtxWidth-1:0]     s_ctx_i,
  input  wire [Units-1:0]              s_scc_we_i,
  input  wire [Units-1:0]              s_scc_i,
  input  wire [Units*2-1:0]            s_exec_we_i,  // per dword
  input  wire [Units*64-1:0]           s_exec_i,
  input  wire [Units*2-1:0]            s_vcc_we_i,
  input  wire [Units*64-1:0]           s_vcc_i,
  input  wire [Units-1:0]              s_m0_we_i,
  input  wire [Units*32-1:0]           s_m0_i,
  input  wire [Units-1:0]              s_mode_we_i,
  input  wire [Units*32-1:0]           s_mode_i,
  // the VALU's mask bits of one pass (its write-back stage)
  input  wire [Units-1:0]              v_we_i,
  input  wire [Units*CtxWidth-1:0]     v_ctx_i,
  input  wire [Units*64-1:0]           v_vcc_mask_i,   // bits of VCC written
  input  wire [Units*64-1:0]           v_vcc_i,
  input  wire [Units*64-1:0]           v_exec_mask_i,  // bits of EXEC written
  input  wire [Units*64-1:0]           v_exec_i,
  // the control unit: s_barrier's arrival (at its issue), a context's end (its retire)
  input  wire [Units-1:0]              bar_set_i,
  input  wire [Units*CtxWidth-1:0]     bar_ctx_i,
  input  wire [NumContexts-1:0]        bar_release_i,  // pws_barrier
  input  wire [Units-1:0]              end_i,
  input  wire [Units*CtxWidth-1:0]     end_ctx_i,
  // a split: context cp_dst_i becomes a copy of cp_src_i, and runs
  input  wire                          cp_we_i,
  input  wire [CtxWidth-1:0]           cp_src_i,
  input  wire [CtxWidth-1:0]           cp_dst_i,
  // a merge (PWS): the target's EXEC becomes mg_exec_i; the child's context stops
  input  wire                          mg_we_i,
  input  wire [CtxWidth-1:0]           mg_ctx_i,
  input  wire [63:0]                   mg_exec_i,
  input  wire [CtxWidth-1:0]           mg_child_i,
  // every context's registers
  output wire [NumContexts*64-1:0]     exec_o,
  output wire [NumContexts*64-1:0]     vcc_o,
  output wire [NumContexts-1:0]        scc_o,
  output wire [NumContexts*32-1:0]     m0_o,
  output wire [NumContexts*32-1:0]     mode_o,
  output wire [NumContexts*32-1:0]     wave_o,         // the wave id the SPI gave it
  output wire [NumContexts*32-1:0]     lds_o,          // byte base of its workgroup's LDS region
  output wire [NumContexts*WgIdWidth-1:0] wg_o,        // its workgroup slot (barriers)
  output wire [NumContexts-1:0]        run_o,          // started and not ended
  output wire [NumContexts-1:0]        bar_o,          // waits at s_barrier
  output wire [NumContexts-1:0]        member_o,       // a live member of a workgroup
  output wire [NumContexts-1:0]        start_o         // its START write is in this cycle
);
  reg [63:0]          exec_q [0:NumContexts-1];
  reg [63:0]          vcc_q  [0:NumContexts-1];
  reg [31:0]          m0_q   [0:NumContexts-1];
  reg [31:0]          mode_q [0:NumContexts-1];
  reg [31:0]          wave_q [0:NumContexts-1];
  reg [31:0]          lds_q  [0:NumContexts-1];
  reg [WgIdWidth-1:0] wg_q   [0:NumContexts-1];
  reg [NumContexts-1:0] scc_q, run_q, bar_q, member_q;

  genvar g;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_out
      assign exec_o[64*g +: 64] = exec_q[g];
      assign vcc_o[64*g +: 64] = vcc_q[g];
      assign m0_o[32*g +: 32] = m0_q[g];
      assign mode_o[32*g +: 32] = mode_q[g];
      assign wave_o[32*g +: 32] = wave_q[g];
      assign lds_o[32*g +: 32] = lds_q[g];
      assign wg_o[WgIdWidth*g +: WgIdWidth] = wg_q[g];
      assign start_o[g] = init_we_i && init_sel_i == InitStart
                          && {{(32-CtxWidth){1'b0}}, init_ctx_i} == g;
    end
  endgenerate
  assign scc_o = scc_q;
  assign run_o = run_q;
  assign bar_o = bar_q;
  assign member_o = member_q;

  // next EXEC and VCC of each context: the VALU's pass first, then the SALU (the later
  // instruction), then the SPI
  reg [63:0] exec_d [0:NumContexts-1];
  reg [63:0] vcc_d  [0:NumContexts-1];
  // context k's unit: its bank under PWS, else the one unit
  function [31:0] ws_unit;
    input [31:0] k;
    ws_unit = Units > 1 ? k / WfContexts : 32'd0;
  endfunction
  // per context k: is it the context of its unit's VALU, SALU, end and barrier ports (the
  // unit's CtxWidth-wide field of each)? A loop, not a function of (port, k): Verilator
  // numbers an inlined function's temporaries per instance, which gave every SIMD its own C++
  // copy (docs/cosim.md "Speed").
  wire [NumContexts-1:0] v_at, s_at, end_at, bar_at;
  genvar ga;
  generate
    for (ga = 0; ga < NumContexts; ga = ga + 1) begin : g_at
      localparam integer U = Units > 1 ? ga / WfContexts : 0;   // its unit
      assign v_at[ga] = {{(32-CtxWidth){1'b0}}, v_ctx_i[CtxWidth*U +: CtxWidth]} == ga;
      assign s_at[ga] = {{(32-CtxWidth){1'b0}}, s_ctx_i[CtxWidth*U +: CtxWidth]} == ga;
      assign end_at[ga] = {{(32-CtxWidth){1'b0}}, end_ctx_i[CtxWidth*U +: CtxWidth]} == ga;
      assign bar_at[ga] = {{(32-CtxWidth){1'b0}}, bar_ctx_i[CtxWidth*U +: CtxWidth]} == ga;
    end
  endgenerate
  integer k, u;
  always @* begin
    for (k = 0; k < NumContexts; k = k + 1) begin
      u = ws_unit(k);
      exec_d[k] = exec_q[k];
      vcc_d[k] = vcc_q[k];
      if (v_we_i[u] && v_at[k]) begin
        exec_d[k] = (exec_d[k] & ~v_exec_mask_i[64*u +: 64]) | (v_exec_i[64*u +: 64] & v_exec_mask_i[64*u +: 64]);
        vcc_d[k] = (vcc_d[k] & ~v_vcc_mask_i[64*u +: 64]) | (v_vcc_i[64*u +: 64] & v_vcc_mask_i[64*u +: 64]);
      end
      if (s_we_i[u] && s_at[k]) begin
        if (s_exec_we_i[2*u]) exec_d[k][31:0] = s_exec_i[64*u +: 32];
        if (s_exec_we_i[2*u+1]) exec_d[k][63:32] = s_exec_i[64*u+32 +: 32];
        if (s_vcc_we_i[2*u]) vcc_d[k][31:0] = s_vcc_i[64*u +: 32];
        if (s_vcc_we_i[2*u+1]) vcc_d[k][63:32] = s_vcc_i[64*u+32 +: 32];
      end
      if (mg_we_i && {{(32-CtxWidth){1'b0}}, mg_ctx_i} == k) exec_d[k] = mg_exec_i;
      if (init_we_i && {{(32-CtxWidth){1'b0}}, init_ctx_i} == k) begin
        if (init_sel_i == InitExecLo) exec_d[k][31:0] = init_data_i;
        if (init_sel_i == InitExecHi) exec_d[k][63:32] = init_data_i;
        if (init_sel_i == InitVccLo) vcc_d[k][31:0] = init_data_i;
        if (init_sel_i == InitVccHi) vcc_d[k][63:32] = init_data_i;
      end
    end
  end

  wire [31:0] cs = {{(32-CtxWidth){1'b0}}, cp_src_i};
  wire        unused_cs = ^cs[31:CtxWidth];
  integer kq;
  always @(posedge clk_i) begin
    for (kq = 0; kq < NumContexts; kq = kq + 1) begin
      exec_q[kq] <= exec_d[kq] & LaneMask;
      vcc_q[kq] <= vcc_d[kq];
      if (s_we_i[ws_unit(kq)] && s_at[kq]) begin
        if (s_scc_we_i[ws_unit(kq)]) scc_q[kq] <= s_scc_i[ws_unit(kq)];
        if (s_m0_we_i[ws_unit(kq)]) m0_q[kq] <= s_m0_i[32*ws_unit(kq) +: 32];
        if (s_mode_we_i[ws_unit(kq)]) mode_q[kq] <= s_mode_i[32*ws_unit(kq) +: 32];
      end
      if (init_we_i && {{(32-CtxWidth){1'b0}}, init_ctx_i} == kq)
        case (init_sel_i)
          InitM0:   m0_q[kq] <= init_data_i;
          InitMode: mode_q[kq] <= init_data_i;
          InitScc:  scc_q[kq] <= init_data_i[0];
          InitWave: wave_q[kq] <= init_data_i;
          InitWg:   wg_q[kq] <= init_data_i[WgIdWidth-1:0];
          InitLds:  lds_q[kq] <= init_data_i;
          default: ;
        endcase
      if (cp_we_i && {{(32-CtxWidth){1'b0}}, cp_dst_i} == kq) begin
        exec_q[kq] <= exec_q[cs];
        vcc_q[kq] <= vcc_q[cs];
        scc_q[kq] <= scc_q[cs];
        m0_q[kq] <= m0_q[cs];
        mode_q[kq] <= mode_q[cs];
        wave_q[kq] <= wave_q[cs];
        wg_q[kq] <= wg_q[cs];
        lds_q[kq] <= lds_q[cs];
      end
      // run, barrier and membership
      if (!rst_ni) begin
        run_q[kq] <= 1'b0;
        bar_q[kq] <= 1'b0;
        member_q[kq] <= 1'b0;
      end else begin
        if (start_o[kq] || (cp_we_i && {{(32-CtxWidth){1'b0}}, cp_dst_i} == kq)) run_q[kq] <= 1'b1;
        else if ((end_i[ws_unit(kq)] && end_at[kq])
                 || (mg_we_i && {{(32-CtxWidth){1'b0}}, mg_child_i} == kq)) run_q[kq] <= 1'b0;
        if (bar_set_i[ws_unit(kq)] && bar_at[kq]) bar_q[kq] <= 1'b1;
        else if (bar_release_i[kq]) bar_q[kq] <= 1'b0;
        // the SPI's INIT_WG for the context's next wavefront goes first: it may come in the
        // cycle the previous one ends
        if ((init_we_i && {{(32-CtxWidth){1'b0}}, init_ctx_i} == kq && init_sel_i == InitWg)
            || (cp_we_i && {{(32-CtxWidth){1'b0}}, cp_dst_i} == kq))
          member_q[kq] <= 1'b1;
        else if ((end_i[ws_unit(kq)] && end_at[kq])
                 || (mg_we_i && {{(32-CtxWidth){1'b0}}, mg_child_i} == kq))
          member_q[kq] <= 1'b0;
      end
    end
  end
  wire unused_pc = (init_sel_i == InitPc);   // the PC goes to the fetch (pws_fetch)
endmodule

`default_nettype wire
