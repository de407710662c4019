// pws_srf_copy.v -- the SGPR copy of a split on the pipelined CU: every SRF word of the
// splitter's context into the new SWF's (hand-written). Spec: docs/microarchitecture.md "Split
// hardware on the pipeline".
//
// Word w is read through the SRF's read port 0 (the SALU's, which issues nothing while a copy
// runs) in one cycle and written in the next through the SRF's copy port, which takes the write
// port when the pipeline does not write and the background writers' round robin gives it the
// turn (pws_sgpr_file). A refused write reads its word again, so the data presented with the
// write is always the word's: word w + 1 is read in the cycle word w is written. It copies the
// first words_i words (the kernel's SGPRs: the SPI writes SGPRs 0 .. n - 1 of every wave, n all
// the kernel names, and nothing reads the others); without waits that takes words_i + 1 cycles
// from start_i to done_o.
`default_nettype none

module pws_srf_copy #(
  parameter integer CtxWidth  = 5,    // bits of a context index
  parameter integer SgprWords = 51    // 64-bit SRF words per context
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire                start_i,    // copy src_i's words into dst_i's (from the next cycle)
  input  wire [CtxWidth-1:0] src_i,
  input  wire [CtxWidth-1:0] dst_i,
  input  wire [5:0]          words_i,    // words to copy, 1 .. SgprWords
  output wire                busy_o,     // read port 0 is the copy's
  output wire [CtxWidth-1:0] rd_ctx_o,
  output wire [6:0]          rd_idx_o,   // an even SGPR index: its pair is read
  input  wire [63:0]         rd_data_i,  // the pair read in the cycle before
  output wire                wr_req_o,
  output wire [CtxWidth-1:0] wr_ctx_o,
  output wire [6:0]          wr_idx_o,
  output wire [63:0]         wr_data_o,
  input  wire                wr_gnt_i,
  output wire                done_o      // the last word is written in this cycle
);
  localparam integer WordWidth = 6;
  reg                 active_q, have_q;
  reg [WordWidth-1:0] word_q;   // the word whose data arrive in this cycle (have_q)
  reg [CtxWidth-1:0]  src_q, dst_q;

  // (a count out of range copies one word, or all of them)
  wire [WordWidth-1:0] n = words_i == 6'd0 ? 6'd1
                         : {26'd0, words_i} > SgprWords ? SgprWords[WordWidth-1:0] : words_i;
  wire                 last = word_q == n - 6'd1;
  wire                 adv = have_q && wr_gnt_i;
  wire [WordWidth-1:0] rd_word = !have_q ? 6'd0 : adv ? word_q + 6'd1 : word_q;

  assign busy_o = active_q;
  assign rd_ctx_o = src_q;
  assign rd_idx_o = {rd_word, 1'b0};
  assign wr_req_o = active_q && have_q;
  assign wr_ctx_o = dst_q;
  assign wr_idx_o = {word_q, 1'b0};
  assign wr_data_o = rd_data_i;
  assign done_o = adv && last;

  always @(posedge clk_i) begin
    if (!rst_ni) begin
      active_q <= 1'b0;
      have_q <= 1'b0;
      word_q <= {WordWidth{1'b0}};
    end else if (start_i) begin
      active_q <= 1'b1;
      have_q <= 1'b0;
      word_q <= {WordWidth{1'b0}};
      src_q <= src_i;
      dst_q <= dst_i;
    end else if (active_q) begin
      if (done_o) begin
        active_q <= 1'b0;
        have_q <= 1'b0;
      end else begin
        have_q <= 1'b1;
        word_q <= rd_word;
      end
    end
  end
endmodule

`default_nettype wire
