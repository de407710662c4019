/* rtl_gen/emit_timing.c -- pws_timing.json (docs/timing-model.md): the configuration, every
 * op's latencies and interference, the configuration-wide waits, the dispatch costs, the "pipe"
 * object the static bound composes and the split costs. The numbers are emit_timing_pipe.c's
 * (docs/microarchitecture.md "Latencies" and "Worst-case waits"); this file only writes them. */
#include "emit_timing.h"

#include "emit_cu.h"

#include <stddef.h>

int emit_timing(emit_ctx *e, const pws_cfg *c)
{
    emit_line(e, "{");
    emit_push(e);
    emit_line(e, "\"format\": \"pws-timing-1\",");
    emit_line(e, "\"generator\": \"pws gen %s\",", PWS_GEN_VERSION);
    emit_line(e, "\"config\": {");
    emit_push(e);
    size_t np = pws_cfg_nparams();
    for (size_t i = 0; i < np; i++) {
        const pws_cfg_param *p = pws_cfg_param_at(i);
        if (p->offset == offsetof(pws_cfg, split))
            emit_line(e, "\"%s\": \"%s\"%s", p->json, pws_split_name(c->split), i + 1 < np ? "," : "");
        else
            emit_line(e, "\"%s\": %u%s", p->json, pws_cfg_get(c, p), i + 1 < np ? "," : "");
    }
    emit_pop(e);
    emit_line(e, "},");
    emit_line(e, "\"instructions\": {");
    emit_push(e);
    unsigned last = 0;   /* the last op with an entry: no comma after it */
    emit_timing_entry t;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_op(c, (isa_op)op, &t))
            last = op;
    for (unsigned op = 0; op < ISA_NUM_OPS; op++)
        if (emit_timing_op(c, (isa_op)op, &t))
            emit_line(e, "\"%s\": { \"class\": \"%s\", \"best\": %llu, \"worst\": %llu, "
                      "\"own_worst\": %llu, \"busy_worst\": %llu, \"gap_worst\": %llu }%s",
                      isa_info((isa_op)op)->name, t.cls, (unsigned long long)t.best,
                      (unsigned long long)t.worst, (unsigned long long)t.own_worst,
                      (unsigned long long)t.busy_worst, (unsigned long long)t.gap_worst,
                      op == last ? "" : ",");
    emit_pop(e);
    emit_line(e, "},");
    emit_timing_waits w;
    emit_timing_waits_of(c, &w);
    emit_line(e, "\"waits\": {");
    emit_push(e);
    emit_line(e, "\"issue_worst\": %llu,", (unsigned long long)w.issue_worst);
    emit_line(e, "\"imem_worst\": %llu,", (unsigned long long)w.imem_worst);
    emit_line(e, "\"mem_worst_per_access\": %llu,", (unsigned long long)w.mem_worst_per_access);
    emit_line(e, "\"lds_worst_per_access\": %llu,", (unsigned long long)w.lds_worst_per_access);
    emit_line(e, "\"atomic_token_worst\": %llu,", (unsigned long long)w.atomic_token_worst);
    emit_line(e, "\"init_worst\": %llu,", (unsigned long long)w.init_worst);
    emit_line(e, "\"barrier_release\": %llu,", (unsigned long long)w.barrier_release);
    emit_line(e, "\"unit_contexts\": %llu,", (unsigned long long)w.unit_contexts);
    emit_line(e, "\"token_requesters\": %llu,", (unsigned long long)w.token_requesters);
    emit_line(e, "\"init_per_wave\": %llu,", (unsigned long long)w.init_per_wave);
    emit_line(e, "\"lds_zero_per_workgroup\": %llu,", (unsigned long long)w.lds_zero_per_workgroup);
    emit_line(e, "\"smem_return_worst\": %llu,", (unsigned long long)w.smem_return_worst);
    emit_line(e, "\"smem_return_busy\": %llu,", (unsigned long long)w.smem_return_busy);
    emit_line(e, "\"vmem_return_worst\": %llu,", (unsigned long long)w.vmem_return_worst);
    emit_line(e, "\"vmem_return_busy\": %llu", (unsigned long long)w.vmem_return_busy);
    emit_pop(e);
    emit_line(e, "},");
    emit_line(e, "\"dispatch\": { \"wave_best\": %llu, \"wave_worst\": %llu, \"workgroup_worst\": %llu, "
              "\"wave_sequence\": %llu },", (unsigned long long)w.wave_best,
              (unsigned long long)w.wave_worst, (unsigned long long)w.workgroup_worst,
              (unsigned long long)w.wave_sequence);
    emit_timing_pipe_json(e, c, emit_cu_has_split_hw(c) ? "," : "");   /* what the bound composes */
    if (emit_cu_has_split_hw(c)) {   /* the paper's Lemma 5.1 costs (docs/splitting.md) */
        uint64_t e_s, e_m;
        emit_timing_split(c, &e_s, &e_m);
        uint64_t words, s_word, m_word, b_word;   /* and per SGPR word copied (wcet) */
        emit_timing_pipe_split_words(c, &words, &s_word, &m_word, &b_word);
        emit_line(e, "\"split\": { \"e_s\": %llu, \"e_m\": %llu, \"words\": %llu, "
                  "\"e_s_word\": %llu, \"e_m_word\": %llu, \"block_word\": %llu, "
                  "\"share_word\": %llu }",
                  (unsigned long long)e_s, (unsigned long long)e_m, (unsigned long long)words,
                  (unsigned long long)s_word, (unsigned long long)m_word,
                  (unsigned long long)b_word, (unsigned long long)emit_timing_pipe_share_word(c));
    }
    emit_pop(e);
    emit_line(e, "}");
    return emit_status(e);
}
