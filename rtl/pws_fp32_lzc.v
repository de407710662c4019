// pws_fp32_lzc.v -- leading-zero count of a Width-bit word, shared by every FP32 unit's
// normalise step (golden/fp32.c msb_index(): lzc = Width - 1 - msb_index).
// Latency: combinational. Spec: docs/fp32.md "The pipeline" step 5; docs/fp32_rtl.md.
// cnt_o is Width when in_i is zero (callers test for a zero significand themselves).
`default_nettype none

module pws_fp32_lzc #(
  parameter Width    = 64,
  parameter CntWidth = 7   // must hold the value Width
) (
  input  wire [Width-1:0]    in_i,
  output reg  [CntWidth-1:0] cnt_o
);

  integer i;
  integer cnt;

  // Scanning from bit 0 upwards, the last set bit seen is the most significant one.
  always @* begin
    cnt = Width;
    for (i = 0; i < Width; i = i + 1) begin
      if (in_i[i]) cnt = Width - 1 - i;
    end
    cnt_o = cnt[CntWidth-1:0];
  end

  // The integer's upper bits are zero for any Width that fits CntWidth.
  wire unused_cnt = ^cnt[31:CntWidth];

endmodule

`default_nettype wire
