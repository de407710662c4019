// pws_swf_ctx.v -- the split state of one SIMD's contexts on the pipelined CU: each context's
// split mask, parent register and child stack, and which SWF context a split may take
// (hand-written). Spec: docs/microarchitecture.md "Split hardware on the pipeline", docs/isa.md
// sections 2-6, docs/splitting.md "DWS from the same generator".
//
// Contexts are numbered k * WfContexts + c: bank k = 0 holds the WF contexts the SPI starts,
// bank k = 1..Banks-1 the SWF contexts that only the wavefront of WF context c may use (DWS's
// reserve contexts; PWS's SpSIMD k). An SWF context is free while its parent register is not
// set. A wavefront's contexts are freed together when it ends (R5); since the SPI starts WF
// context c again only after that, the state of every bank of c is reset at the START of c's
// next wavefront, which is the same thing one wavefront later.
//
// A split (split_i, from the control unit, with the splitter and the bank it was given): the
// splitter keeps split mask `self_i` and pushes the bank; the new SWF gets `other_i`, parent =
// the splitter's bank, an empty child stack.
//
// PWS (docs/microarchitecture.md "Split hardware on the pipeline") also merges: each context
// keeps the banks on its child stack (Banks - 1 entries), its null-split counter, and whether it
// is parked at an s_merge waiting for its partner (and that s_merge's PC). The question port
// answers, for the context in a control unit's X, who its partner is and whether the partner is
// parked at an s_merge paired with it. A merge (merge_i, with the target and the child): the
// target ORs the child's split mask into its own and pops; the child's context is freed.
`default_nettype none

module pws_swf_ctx #(
  parameter integer NumContexts = 20,   // contexts of the SIMD: Banks x WfContexts
  parameter integer WfContexts  = 10,   // WF contexts (bank 0)
  parameter integer Banks       = 2,    // S + 1
  parameter integer BankWidth   = 1,    // bits of a bank index (at least 1)
  parameter integer CtxWidth    = 5,    // bits of a context index
  parameter [63:0]  LaneMask    = 64'hffffffffffffffff
) (
  input  wire                         clk_i,
  input  wire                         rst_ni,
  input  wire [NumContexts-1:0]       start_i,   // the SPI starts this (WF) context
  // the question of a splitter (context q_ctx_i): is its child stack full, which bank is free
  input  wire [CtxWidth-1:0]          q_ctx_i,
  output wire                         q_full_o,
  output wire                         q_free_o,  // some bank 1..Banks-1 of its context ID is free
  output wire [BankWidth-1:0]         q_bank_o,  // the lowest of them
  // a split
  input  wire                         split_i,
  input  wire [CtxWidth-1:0]          split_ctx_i,   // the splitter
  input  wire [BankWidth-1:0]         split_bank_i,  // the new SWF's bank (q_bank_o)
  input  wire [63:0]                  self_i,
  input  wire [63:0]                  other_i,
  output wire [CtxWidth-1:0]          split_dst_o,   // the new SWF's context
  // PWS: the questioner's null-split counter and partner (top child, else parent)
  output wire [5:0]                   q_null_o,
  output wire                         q_has_partner_o,
  output wire                         q_is_target_o,   // the partner is its top child
  output wire [CtxWidth-1:0]          q_partner_o,
  output wire                         q_paired_o,      // the partner is parked, paired with it
  output wire [31:0]                  q_partner_pc_o,  // ... at this PC
  // PWS: null splits and merges (their control unit's X), parking and waking
  input  wire                         null_inc_i,      // q_ctx_i's s_split is null
  input  wire                         null_dec_i,      // q_ctx_i's s_merge closes a null split
  input  wire                         park_i,          // q_ctx_i parks at its s_merge
  input  wire [31:0]                  park_pc_i,
  input  wire                         wake_i,          // q_partner_o wakes (it is the target)
  input  wire                         merge_i,         // q_ctx_i (target) merges q_partner_o
  output wire [NumContexts-1:0]       parked_o,
  // every context's split mask and parent register
  output wire [NumContexts*64-1:0]    split_mask_o,
  output wire [NumContexts*BankWidth-1:0] parent_o,
  output wire [NumContexts-1:0]       parent_valid_o
);
  localparam integer DepthWidth = BankWidth + 1;   // counts to Banks - 1

  reg [63:0]           split_mask_q [0:NumContexts-1];
  reg [BankWidth-1:0]  parent_q     [0:NumContexts-1];
  reg [NumContexts-1:0] parent_valid_q;
  reg [DepthWidth-1:0] child_depth_q [0:NumContexts-1];
  localparam integer StackDepth = Banks > 1 ? Banks - 1 : 1;
  reg [StackDepth*BankWidth-1:0] child_stack_q [0:NumContexts-1];   // entry i at [BankWidth*i]
  reg [5:0]            null_splits_q [0:NumContexts-1];
  reg [NumContexts-1:0] parked_q;
  reg [31:0]           park_pc_q [0:NumContexts-1];

  // context x = k * WfContexts + c: the splitter's (and the questioner's) c and k
  wire [31:0] q_c32 = {{(32-CtxWidth){1'b0}}, q_ctx_i} % WfContexts;
  wire [31:0] s_c32 = {{(32-CtxWidth){1'b0}}, split_ctx_i} % WfContexts;
  wire [31:0] s_k32 = {{(32-CtxWidth){1'b0}}, split_ctx_i} / WfContexts;
  wire unused_div = ^{q_c32[31:CtxWidth], s_c32[31:CtxWidth], s_k32[31:BankWidth]};

  // the question: the lowest free bank of the splitter's context ID
  wire [CtxWidth-1:0] q_c = q_c32[CtxWidth-1:0];
  reg                 free_any;
  reg [BankWidth-1:0] free_bank;
  integer b;
  always @* begin
    free_any = 1'b0;
    free_bank = {BankWidth{1'b0}};
    for (b = Banks - 1; b >= 1; b = b - 1)
      if (!parent_valid_q[b * WfContexts + {{(32-CtxWidth){1'b0}}, q_c}]) begin
        free_any = 1'b1;
        free_bank = b[BankWidth-1:0];
      end
  end
  assign q_free_o = free_any;
  assign q_bank_o = free_bank;
  assign q_full_o = {{(32-DepthWidth){1'b0}}, child_depth_q[q_ctx_i]} >= Banks - 1;

  // the partner of the questioner (docs/isa.md section 5): its top child, else its parent
  wire [31:0] q_k32 = {{(32-CtxWidth){1'b0}}, q_ctx_i} / WfContexts;
  wire [DepthWidth-1:0] q_depth = child_depth_q[q_ctx_i];
  wire [31:0] q_top_i = q_depth == {DepthWidth{1'b0}} ? 32'd0
                        : {{(32-DepthWidth){1'b0}}, q_depth} - 32'd1;
  wire [StackDepth*BankWidth-1:0] q_stack = child_stack_q[q_ctx_i];
  wire [BankWidth-1:0] q_top = q_stack[BankWidth*q_top_i +: BankWidth];
  wire q_child = q_depth != {DepthWidth{1'b0}};
  wire [BankWidth-1:0] p_bank = q_child ? q_top : parent_q[q_ctx_i];
  wire [31:0] p_ctx32 = {{(32-BankWidth){1'b0}}, p_bank} * WfContexts + q_c32;
  wire [CtxWidth-1:0] p_ctx = p_ctx32[CtxWidth-1:0];
  // paired: the partner's own partner is the questioner
  wire [DepthWidth-1:0] p_depth = child_depth_q[p_ctx];
  wire [31:0] p_top_i = p_depth == {DepthWidth{1'b0}} ? 32'd0
                        : {{(32-DepthWidth){1'b0}}, p_depth} - 32'd1;
  wire [StackDepth*BankWidth-1:0] p_stack = child_stack_q[p_ctx];
  wire [BankWidth-1:0] p_top = p_stack[BankWidth*p_top_i +: BankWidth];
  wire p_pairs = q_child ? (p_depth == {DepthWidth{1'b0}} && parent_valid_q[p_ctx]
                            && {{(32-BankWidth){1'b0}}, parent_q[p_ctx]} == q_k32)
                         : (p_depth != {DepthWidth{1'b0}} && {{(32-BankWidth){1'b0}}, p_top} == q_k32);
  assign q_null_o = null_splits_q[q_ctx_i];
  assign q_has_partner_o = q_child || parent_valid_q[q_ctx_i];
  assign q_is_target_o = q_child;
  assign q_partner_o = p_ctx;
  assign q_paired_o = parked_q[p_ctx] && p_pairs;
  assign q_partner_pc_o = park_pc_q[p_ctx];
  assign parked_o = parked_q;
  wire unused_q = ^{q_k32[31:BankWidth], p_ctx32[31:CtxWidth], q_top_i, p_top_i};

  wire [31:0] dst = {{(32-BankWidth){1'b0}}, split_bank_i} * WfContexts
                    + s_c32;
  assign split_dst_o = dst[CtxWidth-1:0];

  genvar g;
  generate
    for (g = 0; g < NumContexts; g = g + 1) begin : g_out
      assign split_mask_o[64*g +: 64] = split_mask_q[g];
      assign parent_o[BankWidth*g +: BankWidth] = parent_q[g];
    end
  endgenerate
  assign parent_valid_o = parent_valid_q;

  integer k;
  always @(posedge clk_i) begin
    for (k = 0; k < NumContexts; k = k + 1) begin
      if (!rst_ni || start_i[k % WfContexts]) begin   // a new wavefront in every bank of c
        split_mask_q[k] <= k < WfContexts ? LaneMask : 64'd0;
        parent_valid_q[k] <= 1'b0;
        parent_q[k] <= {BankWidth{1'b0}};
        child_depth_q[k] <= {DepthWidth{1'b0}};
        null_splits_q[k] <= 6'd0;
        parked_q[k] <= 1'b0;
      end else if (split_i && {{(32-CtxWidth){1'b0}}, split_ctx_i} == k) begin
        split_mask_q[k] <= self_i & LaneMask;
        child_stack_q[k][BankWidth*child_depth_q[k] +: BankWidth] <= split_bank_i;
        child_depth_q[k] <= child_depth_q[k] + {{(DepthWidth-1){1'b0}}, 1'b1};
      end else if (split_i && dst == k) begin
        split_mask_q[k] <= other_i & LaneMask;
        parent_valid_q[k] <= 1'b1;
        parent_q[k] <= s_k32[BankWidth-1:0];
        child_depth_q[k] <= {DepthWidth{1'b0}};
        null_splits_q[k] <= null_splits_q[split_ctx_i];
        parked_q[k] <= 1'b0;
      end else if (merge_i && {{(32-CtxWidth){1'b0}}, q_ctx_i} == k) begin   // the target
        split_mask_q[k] <= split_mask_q[k] | split_mask_q[p_ctx];
        child_depth_q[k] <= child_depth_q[k] - {{(DepthWidth-1){1'b0}}, 1'b1};
        parked_q[k] <= 1'b0;
      end else if (merge_i && {{(32-CtxWidth){1'b0}}, p_ctx} == k) begin     // the child: freed
        split_mask_q[k] <= 64'd0;
        parent_valid_q[k] <= 1'b0;
        parked_q[k] <= 1'b0;
      end else begin
        if (null_inc_i && {{(32-CtxWidth){1'b0}}, q_ctx_i} == k)
          null_splits_q[k] <= null_splits_q[k] + 6'd1;
        if (null_dec_i && {{(32-CtxWidth){1'b0}}, q_ctx_i} == k)
          null_splits_q[k] <= null_splits_q[k] - 6'd1;
        if (park_i && {{(32-CtxWidth){1'b0}}, q_ctx_i} == k) begin
          parked_q[k] <= 1'b1;
          park_pc_q[k] <= park_pc_i;
        end
        if (wake_i && {{(32-CtxWidth){1'b0}}, p_ctx} == k) parked_q[k] <= 1'b0;
      end
    end
  end
endmodule

`default_nettype wire
