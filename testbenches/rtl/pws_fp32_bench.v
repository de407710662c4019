// pws_fp32_bench.v -- verification top for the FP32 leaf units: every unit of rtl/pws_fp32_*.v
// side by side on shared operand ports; unit_i selects whose result appears on y_o.
// Latency: combinational. Spec: docs/fp32_rtl.md "Verification". Driven by tests/rtl/
// fp32_check.c through tests/rtl/fp32_shim.cpp; not part of the compute unit.
`default_nettype none

module pws_fp32_bench (
  input  wire [3:0]  unit_i,     // UnitAdd ... UnitDivFixup
  input  wire [3:0]  ctl_i,      // per unit: sub, mad, max, cvt op, {clamp, omod}, vcc
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire [31:0] c_i,
  input  wire [1:0]  denorm_i,
  output reg  [31:0] y_o,
  output wire        vcc_o,      // pws_fp32_div_scale's lane bit
  output wire [3:0]  cmp_o,      // {un, gt, eq, lt} of a_i against b_i
  output wire [9:0]  class_o     // class of a_i
);

  // must match enum fp32_unit in tests/rtl/fp32_check.c
  localparam [3:0] UnitAdd = 4'd0, UnitMul = 4'd1, UnitFma = 4'd2, UnitMinMax = 4'd3;
  localparam [3:0] UnitCmp = 4'd4, UnitCvt = 4'd5, UnitOmod = 4'd6, UnitRcp = 4'd7;
  localparam [3:0] UnitDivScale = 4'd8, UnitDivFmas = 4'd9, UnitDivFixup = 4'd10;
  localparam [31:0] NoResult = 32'h0000_0000;
  localparam CtlFlag = 0;        // the one control bit of add, fma, minmax and div_fmas
  localparam CtlClamp = 2;       // omod's clamp bit; bits 1:0 are omod

  wire [31:0] y_add, y_mul, y_fma, y_minmax, y_cvt, y_omod, y_rcp, y_scale, y_fmas, y_fixup;

  pws_fp32_add u_add (
    .a_i(a_i), .b_i(b_i), .sub_i(ctl_i[CtlFlag]), .denorm_i(denorm_i), .y_o(y_add)
  );
  pws_fp32_mul u_mul (.a_i(a_i), .b_i(b_i), .denorm_i(denorm_i), .y_o(y_mul));
  pws_fp32_fma u_fma (
    .a_i(a_i), .b_i(b_i), .c_i(c_i), .mad_i(ctl_i[CtlFlag]), .denorm_i(denorm_i), .y_o(y_fma)
  );
  pws_fp32_minmax u_minmax (
    .a_i(a_i), .b_i(b_i), .max_i(ctl_i[CtlFlag]), .denorm_i(denorm_i), .y_o(y_minmax)
  );
  pws_fp32_cmp u_cmp (
    .a_i(a_i), .b_i(b_i), .denorm_i(denorm_i), .lt_o(cmp_o[0]), .eq_o(cmp_o[1]),
    .gt_o(cmp_o[2]), .un_o(cmp_o[3]), .class_o(class_o)
  );
  pws_fp32_cvt u_cvt (.a_i(a_i), .op_i(ctl_i), .denorm_i(denorm_i), .y_o(y_cvt));
  pws_fp32_omod u_omod (
    .a_i(a_i), .omod_i(ctl_i[1:0]), .clamp_i(ctl_i[CtlClamp]), .denorm_i(denorm_i), .y_o(y_omod)
  );
  pws_fp32_rcp u_rcp (.a_i(a_i), .denorm_i(denorm_i), .y_o(y_rcp));
  pws_fp32_div_scale u_div_scale (
    .s0_i(a_i), .s1_i(b_i), .s2_i(c_i), .denorm_i(denorm_i), .y_o(y_scale), .vcc_o(vcc_o)
  );
  pws_fp32_div_fmas u_div_fmas (
    .s0_i(a_i), .s1_i(b_i), .s2_i(c_i), .vcc_i(ctl_i[CtlFlag]), .denorm_i(denorm_i),
    .y_o(y_fmas)
  );
  pws_fp32_div_fixup u_div_fixup (
    .s0_i(a_i), .s1_i(b_i), .s2_i(c_i), .denorm_i(denorm_i), .y_o(y_fixup)
  );

  always @* begin
    case (unit_i)
      UnitAdd:      y_o = y_add;
      UnitMul:      y_o = y_mul;
      UnitFma:      y_o = y_fma;
      UnitMinMax:   y_o = y_minmax;
      UnitCvt:      y_o = y_cvt;
      UnitOmod:     y_o = y_omod;
      UnitRcp:      y_o = y_rcp;
      UnitDivScale: y_o = y_scale;
      UnitDivFmas:  y_o = y_fmas;
      UnitDivFixup: y_o = y_fixup;
      UnitCmp:      y_o = NoResult;   // answers on cmp_o and class_o
      default:      y_o = NoResult;
    endcase
  end

endmodule

`default_nettype wire
