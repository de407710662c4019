// pws_lzc.v -- leading-zero count of a Width-bit word: every FP32 unit's normalise step
// (golden/fp32.c msb_index(): lzc = Width - 1 - msb_index) and the VALU lane's v_ffbh/v_ffbl.
// Latency: combinational. Spec: docs/fp32.md "The pipeline" step 5; docs/fp32_rtl.md.
// cnt_o is Width when in_i is zero (callers test for a zero significand themselves).
//
// A binary search, not a scan: log2(Width) steps each test whether the top half of what is
// left is zero and, if so, count it and shift it out. A bit-by-bit scan is the same function,
// but Verilator evaluates it as Width dependent if statements for every instance on every
// clock, and each VALU lane holds several of these (measured: docs/cosim.md "Speed").
`default_nettype none

module pws_lzc #(
  parameter Width    = 64,
  parameter CntWidth = 7   // must hold the value Width
) (
  input  wire [Width-1:0]    in_i,
  output reg  [CntWidth-1:0] cnt_o
);

  // Search width: the smallest power of two >= Width (CntWidth bits hold Width, so 2^CntWidth
  // is at most twice too large).
  localparam Levels = ((1 << (CntWidth - 1)) >= Width) ? CntWidth - 1 : CntWidth;
  localparam Pad    = 1 << Levels;

  wire [Pad-1:0] aligned;   // in_i, left-aligned: its leading zeros are in_i's
  generate
    if (Pad > Width) begin : g_pad
      assign aligned = {in_i, {(Pad - Width){1'b0}}};
    end else begin : g_exact
      assign aligned = in_i;
    end
  endgenerate

  reg [Pad-1:0] x;
  integer       k;
  integer       cnt;

  always @* begin
    x   = aligned;
    cnt = 0;
    for (k = Levels - 1; k >= 0; k = k - 1) begin
      if ((x >> (Pad - (1 << k))) == {Pad{1'b0}}) begin
        cnt = cnt + (1 << k);
        x   = x << (1 << k);
      end
    end
    if (in_i == {Width{1'b0}}) cnt = Width;
    cnt_o = cnt[CntWidth-1:0];
  end

  // The integer's upper bits are zero for any Width that fits CntWidth.
  wire unused_cnt = ^cnt[31:CntWidth];

endmodule

`default_nettype wire
