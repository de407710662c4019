// fpga/cmp_const_map.v -- a yosys techmap (not RTL): an unsigned comparison with a constant
// operand becomes a chain of AND and OR gates for the LUT mapper, instead of the carry chain
// that yosys's alumacc gives every $lt, $le, $gt and $ge. Spec: docs/fpga.md "Comparisons
// with a constant".
//
// Why: the decoder checks every operand code against the register files' bounds (`code <=
// 101`, the tuple's end), and the pipeline compares counters with constants; as adders those
// are a carry cell per bit, and on iCE40 a carry cell takes a logic cell of its own, so the
// FPGA demo's CU spent about 1,700 logic cells on them. x <= K for a constant K, taken from
// the least significant bit up: le_0 = 1, and le_(i+1) = ~x[i] | le_i where K[i] = 1,
// ~x[i] & le_i where K[i] = 0 (x[i] below K[i] decides "less", equal bits leave it to the
// lower ones); x < K is the same from lt_0 = 0; > and >= are their negations. The LUT mapper
// packs that chain into about W / 3 LUTs. Signed comparisons, and those without a constant
// operand, are left to yosys (_TECHMAP_FAIL_). tests/integration/synth_cmp_const.sh proves
// the map equivalent to yosys's own cells with a SAT miter.
(* techmap_celltype = "$lt $le $gt $ge" *)
module _pws_cmp_const (A, B, Y);
  parameter A_SIGNED = 0;
  parameter B_SIGNED = 0;
  parameter A_WIDTH = 1;
  parameter B_WIDTH = 1;
  parameter Y_WIDTH = 1;
  parameter _TECHMAP_CELLTYPE_ = "";
  parameter _TECHMAP_CONSTMSK_A_ = 0;
  parameter _TECHMAP_CONSTVAL_A_ = 0;
  parameter _TECHMAP_CONSTMSK_B_ = 0;
  parameter _TECHMAP_CONSTVAL_B_ = 0;
  input  [A_WIDTH-1:0] A;
  input  [B_WIDTH-1:0] B;
  output [Y_WIDTH-1:0] Y;

  localparam integer W = A_WIDTH > B_WIDTH ? A_WIDTH : B_WIDTH;
  localparam AConst = &_TECHMAP_CONSTMSK_A_;
  localparam BConst = &_TECHMAP_CONSTMSK_B_;
  // x op K with the constant on the right: the operands swap when A is the constant
  localparam Swap = !BConst;
  localparam [W-1:0] K = Swap ? _TECHMAP_CONSTVAL_A_ : _TECHMAP_CONSTVAL_B_;
  wire [W-1:0] x = Swap ? {{W{1'b0}}, B} : {{W{1'b0}}, A};
  // the relation as seen from x (0 <, 1 <=, 2 >, 3 >=): K < x is x > K, and so on
  localparam integer Cell = _TECHMAP_CELLTYPE_ == "$lt" ? 0 : _TECHMAP_CELLTYPE_ == "$le" ? 1 :
                            _TECHMAP_CELLTYPE_ == "$gt" ? 2 : 3;
  localparam integer Rel = !Swap ? Cell : Cell == 0 ? 2 : Cell == 1 ? 3 : Cell == 2 ? 0 : 1;
  // c[W] is x < K for Rel 0 and 3 (>= is its negation), x <= K for Rel 1 and 2
  wire [W:0] c;
  assign c[0] = Rel == 1 || Rel == 2;
  genvar i;
  generate
    if (A_SIGNED || B_SIGNED || !(AConst || BConst)) begin : g_fail
      wire _TECHMAP_FAIL_ = 1'b1;
    end else begin : g_map
      for (i = 0; i < W; i = i + 1) begin : g_bit
        assign c[i+1] = K[i] ? (~x[i] | c[i]) : (~x[i] & c[i]);
      end
      assign Y = {{(Y_WIDTH-1){1'b0}}, Rel <= 1 ? c[W] : ~c[W]};
    end
  endgenerate
endmodule
