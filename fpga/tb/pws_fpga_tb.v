// pws_fpga_tb.v -- runs the FPGA top (pws_fpga, written by `pws fpga`) in simulation, as the
// board would, and reports its verdict (hand-written; verilator --binary --timing, or iverilog).
// Spec: docs/fpga.md "iCE40 place and route" (simulation).
//
// Clocks pws_fpga until its done LED lights or +max_cycles=N clocks pass (default 10000000),
// writes the final memory's byte lanes to final_mem0..3.hex (the working directory), and prints
// one line that `pws fpga --sim` parses:
//   pws_fpga_tb: done=D pass=P fault=F timeout=T cycles=C sig=S (S: the memory's signature, hex)
`default_nettype none

module pws_fpga_tb;
  reg        clk = 1'b0;
  wire [3:0] led;
  integer    max_cycles, n;

  pws_fpga u_fpga (.clk_i(clk), .led_o(led));

  always #5 clk = !clk;

  initial begin
    if (!$value$plusargs("max_cycles=%d", max_cycles)) max_cycles = 10000000;
    n = 0;
    while (led[0] !== 1'b1 && n < max_cycles) begin
      @(posedge clk);
      n = n + 1;
    end
    $writememh("final_mem0.hex", u_fpga.u_top.u_mem.lane0);
    $writememh("final_mem1.hex", u_fpga.u_top.u_mem.lane1);
    $writememh("final_mem2.hex", u_fpga.u_top.u_mem.lane2);
    $writememh("final_mem3.hex", u_fpga.u_top.u_mem.lane3);
    $display("pws_fpga_tb: done=%0d pass=%0d fault=%0d timeout=%0d cycles=%0d sig=%08x",
             led[0], led[1], led[2], led[3], u_fpga.cycles, u_fpga.u_top.u_check.sig_o);
    $finish;
  end
endmodule

`default_nettype wire
