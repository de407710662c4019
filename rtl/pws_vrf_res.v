// pws_vrf_res.v -- the VALU issue of PWS's SpSIMD units: turns of context IDs and the VRF
// reservation table (hand-written). Spec: docs/microarchitecture.md "Split hardware on the
// pipeline".
//
// The VALUs issue by wavefront, in TURNS. A turn belongs to one context ID, the focus: when no
// turn is in progress, the focus is the first ID after the last turn's that has a VALU
// instruction pending on some unit (pending: everything but its unit's VALU being busy and its
// SRF write reservation). The turn's members are the units whose context of the focus ID has one
// pending and that have not issued in this turn; in each visit, the members issue in groups:
// a cross-lane member (v_readlane, v_readfirstlane, v_writelane) alone, the lowest first, when
// it is ready and none of its slots is reserved; then, all at once, the members of the lowest
// member's class (K, 64-bit result), when every one of them is ready and they fit. The turn ends
// in the visit after which no member is left. Every unit's VALU was last given an instruction
// before the turn began, so it is free within the longest hold B; reservations of other IDs end
// within the table's horizon; so a turn lasts at most a few visits more than max(B, that), and
// a pending instruction waits for at most the W - 1 other IDs' turns, then the one in progress
// (docs/microarchitecture.md gives the bound).
//
// A SOLO turn: while no other ID has a VALU instruction pending, nobody waits for the focus's
// turn to end, so its members are only the units that are ready: a unit whose VALU is busy
// (or whose SRF write port is reserved) neither holds back the group nor keeps the turn going,
// and SWFs of one wavefront issue each at its own unit's pace. Each unit still issues once a
// turn, so none of them waits for more than two turns of the others' groups.
//
// The table: per pass group and each of the next D - 1 cycles, whether a VALU read and a VALU
// write are reserved, by which context ID, and whether exclusively (a cross-lane op). An
// instruction issued at t reads group g in cycles t + 1 + K g .. t + K g + K and writes it in
// t + 3 + K g .. t + 3 + K g + (K = 2 ? 2 : 0). It fits when each of its slots is free or
// reserved by its own context ID (SWFs of one wavefront have disjoint split masks: they share
// slots), and when no group would be written in four consecutive cycles (the background writes'
// turn).
`default_nettype none

module pws_vrf_res #(
  parameter integer NumContexts = 8,   // contexts of the SIMD: Units x WfContexts
  parameter integer WfContexts  = 4,   // contexts of a unit (bank)
  parameter integer Units       = 2,   // units: S + 1
  parameter integer IdWidth     = 2,   // bits of a context ID (at least 1)
  parameter integer Passes      = 4    // pass groups (P)
) (
  input  wire                   clk_i,
  input  wire                   rst_ni,
  input  wire                   visit_i,     // the SIMD issues in this cycle
  input  wire [NumContexts-1:0] p_valu_i,    // a VALU instruction pending (but for its unit)
  input  wire [NumContexts-1:0] r_valu_i,    // ready for the VALU (but for the table)
  input  wire [NumContexts-1:0] k2_i,        // two cycles a pass (64-bit VGPR operands)
  input  wire [NumContexts-1:0] vd64_i,      // ... and a 64-bit result
  input  wire [NumContexts-1:0] xl_i,        // a cross-lane op (v_readlane, v_readfirstlane, v_writelane)
  output wire [Units-1:0]       issue_o,     // unit u issues its context u W + focus_o
  output wire [IdWidth-1:0]     focus_o
);
  localparam integer D = 2 * Passes + 4;   // cycles ahead the table covers: 1 .. D - 1
  // the turn: in progress, its ID, the units that issued in it; the last turn's ID
  reg                  turn_q;
  reg [IdWidth-1:0]    turn_id_q, ptr_q;
  reg [Units-1:0]      done_q;
  // the focus: the turn's ID, else the first ID after the last turn's with a pending instruction
  reg [WfContexts-1:0] want;
  reg [IdWidth-1:0]    focus;
  reg                  fvalid, solo;
  integer c, j, v;
  always @* begin
    for (c = 0; c < WfContexts; c = c + 1) begin
      want[c] = 1'b0;
      for (v = 0; v < Units; v = v + 1)
        if (p_valu_i[v * WfContexts + c]) want[c] = 1'b1;
    end
    focus = ptr_q;
    fvalid = visit_i && |want;
    for (c = WfContexts; c >= 1; c = c - 1) begin
      j = {{(32-IdWidth){1'b0}}, ptr_q} + c;
      if (j >= WfContexts) j = j - WfContexts;
      if (want[j]) focus = j[IdWidth-1:0];
    end
    if (turn_q) begin
      focus = turn_id_q;
      fvalid = visit_i;
    end
    // solo: no ID but the focus wants the VALUs
    solo = 1'b1;
    for (c = 0; c < WfContexts; c = c + 1)
      if (want[c] && c != {{(32-IdWidth){1'b0}}, focus}) solo = 1'b0;
  end
  // the VRF reservation table: per pass group and cycle ahead (index i: i + 1 cycles from
  // now) whether a VALU read / write is reserved, by which context ID, exclusively; and
  // whether each group was written in the last three cycles (wh_q[g][0]: this cycle)
  reg [D-1:0]      rv_q [0:Passes-1];
  reg [D-1:0]      wv_q [0:Passes-1];
  reg [D-1:0]      rx_q [0:Passes-1];
  reg [D-1:0]      wx_q [0:Passes-1];
  reg [D*IdWidth-1:0] rid_q [0:Passes-1];   // slot i's ID in [IdWidth*i +: IdWidth]
  reg [D*IdWidth-1:0] wid_q [0:Passes-1];
  reg [2:0]        wh_q [0:Passes-1];
  // each unit's context of the focus ID: a member of the turn (pending, not issued in it, and
  // in a solo turn ready), ready, its class and whether it is cross-lane; the group that may
  // issue in this visit; whether each unit fits the table
  reg [Units-1:0] mem, rdy, grp, fit, k2u, vdu, x_u;
  reg [Units-1:0] issue;
  reg             lead_k2, lead_vd, xl_pick, xl_any;
  integer gg, ii, dd, w, run, lo, hi_r, lo_w, hi_w;
  reg             ok_u;
  reg [D+2:0]     seq;
  always @* begin
    for (v = 0; v < Units; v = v + 1) begin
      w = v * WfContexts + {{(32-IdWidth){1'b0}}, focus};
      mem[v] = fvalid && p_valu_i[w] && !done_q[v] && (!solo || r_valu_i[w]);
      rdy[v] = r_valu_i[w];
      k2u[v] = k2_i[w];
      vdu[v] = vd64_i[w];
      x_u[v] = xl_i[w];
    end
    // the group: the lowest cross-lane member alone, else the members of the lowest one's class
    xl_pick = |(mem & x_u);
    lead_k2 = 1'b0;
    lead_vd = 1'b0;
    grp = {Units{1'b0}};
    for (v = Units - 1; v >= 0; v = v - 1)
      if (xl_pick ? mem[v] && x_u[v] : mem[v]) begin
        lead_k2 = k2u[v];
        lead_vd = vdu[v];
        grp = {{(Units-1){1'b0}}, 1'b1} << v;
      end
    if (!xl_pick)
      for (v = 0; v < Units; v = v + 1)
        if (mem[v] && k2u[v] == lead_k2 && vdu[v] == lead_vd) grp[v] = 1'b1;
    for (v = 0; v < Units; v = v + 1) begin
      ok_u = 1'b1;
      for (gg = 0; gg < Passes; gg = gg + 1) begin
        lo = 1 + (k2u[v] ? 2 : 1) * gg;
        hi_r = (k2u[v] ? 2 : 1) * gg + (k2u[v] ? 2 : 1);
        lo_w = 3 + (k2u[v] ? 2 : 1) * gg;
        hi_w = lo_w + (k2u[v] ? 2 : 0);
        seq = {D+3{1'b0}};
        seq[2:0] = {wh_q[gg][0], wh_q[gg][1], wh_q[gg][2]};   // oldest first
        for (ii = 0; ii < D; ii = ii + 1) begin
          dd = ii + 1;
          if (dd >= lo && dd <= hi_r && rv_q[gg][ii]
              && (rid_q[gg][IdWidth*ii +: IdWidth] != focus || rx_q[gg][ii] || x_u[v])) ok_u = 1'b0;
          if (dd >= lo_w && dd <= hi_w && wv_q[gg][ii]
              && (wid_q[gg][IdWidth*ii +: IdWidth] != focus || wx_q[gg][ii] || x_u[v])) ok_u = 1'b0;
          seq[3 + ii] = wv_q[gg][ii] || (dd >= lo_w && dd <= hi_w);
        end
        run = 0;   // no group written in four consecutive cycles (background writes)
        for (ii = 0; ii < D + 3; ii = ii + 1) begin
          run = seq[ii] ? run + 1 : 0;
          if (run >= 4) ok_u = 1'b0;
        end
      end
      fit[v] = ok_u;
    end
    // the group issues whole, when each of its units is ready and fits (the same class: the
    // same slots, so fitting one by one is fitting together)
    issue = |grp && (grp & ~(rdy & fit)) == {Units{1'b0}} ? grp : {Units{1'b0}};
    xl_any = xl_pick && |issue;
  end
  // the reservations of this cycle's issues (all of the focus ID, the same K)
  reg [D-1:0] nr [0:Passes-1];
  reg [D-1:0] nw [0:Passes-1];
  integer g2, i2, dn;
  always @* begin
    dn = 0;
    for (g2 = 0; g2 < Passes; g2 = g2 + 1) begin
      nr[g2] = {D{1'b0}};
      nw[g2] = {D{1'b0}};
      if (|issue)
        for (i2 = 0; i2 < D; i2 = i2 + 1) begin
          dn = i2 + 1;
          if (dn >= 1 + (lead_k2 ? 2 : 1) * g2 && dn <= (lead_k2 ? 2 : 1) * (g2 + 1))
            nr[g2][i2] = 1'b1;
          if (dn >= 3 + (lead_k2 ? 2 : 1) * g2 && dn <= 3 + (lead_k2 ? 2 : 1) * g2 + (lead_k2 ? 2 : 0))
            nw[g2][i2] = 1'b1;
        end
    end
  end
  // the turn ends in the visit after which no member is left (its units issued, or their
  // instructions stopped pending, or in a solo turn stopped being ready); the next focus is
  // then searched from its ID on (in a solo turn: the same ID again)
  always @(posedge clk_i)
    if (!rst_ni) begin
      turn_q <= 1'b0;
      turn_id_q <= {IdWidth{1'b0}};
      ptr_q <= {IdWidth{1'b0}};
      done_q <= {Units{1'b0}};
    end else if (fvalid) begin
      if ((mem & ~issue) == {Units{1'b0}}) begin
        turn_q <= 1'b0;
        ptr_q <= focus;
        done_q <= {Units{1'b0}};
      end else begin
        turn_q <= 1'b1;
        turn_id_q <= focus;
        done_q <= done_q | issue;
      end
    end
  // one cycle on: every slot moves one cycle closer, this cycle's issues reserve theirs
  genvar g;
  generate
    for (g = 0; g < Passes; g = g + 1) begin : g_group
      reg [D*IdWidth-1:0] rid_n, wid_n;
      integer q;
      always @* begin   // the IDs one cycle on
        rid_n = {(D*IdWidth){1'b0}};
        wid_n = {(D*IdWidth){1'b0}};
        for (q = 0; q < D - 1; q = q + 1) begin
          rid_n[IdWidth*q +: IdWidth] = nr[g][q+1] ? focus : rid_q[g][IdWidth*(q+1) +: IdWidth];
          wid_n[IdWidth*q +: IdWidth] = nw[g][q+1] ? focus : wid_q[g][IdWidth*(q+1) +: IdWidth];
        end
      end
      always @(posedge clk_i) begin
        if (!rst_ni) begin
          rv_q[g] <= {D{1'b0}};
          wv_q[g] <= {D{1'b0}};
          rx_q[g] <= {D{1'b0}};
          wx_q[g] <= {D{1'b0}};
          wh_q[g] <= 3'd0;
        end else begin
          wh_q[g] <= {wh_q[g][1:0], wv_q[g][0]};
          rid_q[g] <= rid_n;
          wid_q[g] <= wid_n;
          rv_q[g] <= (rv_q[g] | nr[g]) >> 1;
          wv_q[g] <= (wv_q[g] | nw[g]) >> 1;
          rx_q[g] <= ((rv_q[g] & rx_q[g]) | (nr[g] & {D{xl_any}})) >> 1;
          wx_q[g] <= ((wv_q[g] & wx_q[g]) | (nw[g] & {D{xl_any}})) >> 1;
        end
      end
    end
  endgenerate
  wire unused_w = ^{w, k2u, nr[0][0], nw[0][0]};   // (indices: low bits)
  assign issue_o = issue;
  assign focus_o = focus;
endmodule

`default_nettype wire
