// pws_popcount.v -- the number of one bits of a Width-bit word (Width <= 64): the VALU lane's
// v_bcnt and v_mbcnt (golden/alu.c). Latency: combinational.
//
// Adds neighbouring fields of 1, 2, 4, ... bits, log2(Width) steps, not a bit-by-bit sum:
// the same function, but Verilator evaluates every lane on every clock, and a scan is Width
// dependent additions per instance (docs/cosim.md "Speed").
`default_nettype none

module pws_popcount #(
  parameter Width    = 32,
  parameter CntWidth = 6    // must hold the value Width
) (
  input  wire [Width-1:0]    in_i,
  output wire [CntWidth-1:0] cnt_o
);

  // Field width: the smallest power of two >= Width (as pws_lzc), at most 64.
  localparam Levels = ((1 << (CntWidth - 1)) >= Width) ? CntWidth - 1 : CntWidth;
  localparam Pad    = 1 << Levels;
  // The low half of every 2^(k+1)-bit field.
  localparam [63:0] Field1  = 64'h5555_5555_5555_5555;
  localparam [63:0] Field2  = 64'h3333_3333_3333_3333;
  localparam [63:0] Field4  = 64'h0f0f_0f0f_0f0f_0f0f;
  localparam [63:0] Field8  = 64'h00ff_00ff_00ff_00ff;
  localparam [63:0] Field16 = 64'h0000_ffff_0000_ffff;
  localparam [63:0] Field32 = 64'h0000_0000_ffff_ffff;

  wire [Pad-1:0] padded;
  generate
    if (Pad > Width) begin : g_pad
      assign padded = {{(Pad - Width){1'b0}}, in_i};
    end else begin : g_exact
      assign padded = in_i;
    end
  endgenerate

  reg [Pad-1:0] x;   // after step k: the count of every 2^(k+1)-bit field, in that field
  always @* begin
    x = (padded & Field1[Pad-1:0]) + ((padded >> 1) & Field1[Pad-1:0]);
    if (Levels > 1) x = (x & Field2[Pad-1:0]) + ((x >> 2) & Field2[Pad-1:0]);
    if (Levels > 2) x = (x & Field4[Pad-1:0]) + ((x >> 4) & Field4[Pad-1:0]);
    if (Levels > 3) x = (x & Field8[Pad-1:0]) + ((x >> 8) & Field8[Pad-1:0]);
    if (Levels > 4) x = (x & Field16[Pad-1:0]) + ((x >> 16) & Field16[Pad-1:0]);
    if (Levels > 5) x = (x & Field32[Pad-1:0]) + ((x >> 32) & Field32[Pad-1:0]);
  end
  assign cnt_o = x[CntWidth-1:0];

  // The count is at most Width, so the bits above CntWidth are zero.
  wire unused_x = ^x[Pad-1:CntWidth];

endmodule

`default_nettype wire
