/* rtl_gen/emit_config.c -- pws_config.h and pws_config.vh: the configuration for C and Verilog.
 *
 * Both walk the parameter table of cfg.c, as does the manifest, so the three renderings list the
 * same parameters in the same order with the same values. The Verilog names carry a "Cfg" prefix
 * (CfgWavefrontSize) because generated modules declare the bare UpperCamel names as their own
 * parameters (WavefrontSize); a module that includes this file must not see two declarations. */
#include "emitters.h"

#include <stddef.h>

int emit_config_h(emit_ctx *e, const pws_cfg *c)
{
    char digest[17];
    pws_cfg_isa_digest(digest);
    emit_header(e, "docs/config.md", "The configuration as C macros (same values as pws_manifest.json).", c);
    emit_line(e, "#ifndef PWS_CONFIG_H");
    emit_line(e, "#define PWS_CONFIG_H");
    emit_blank(e);
    for (size_t i = 0; i < pws_cfg_nparams(); i++) {
        const pws_cfg_param *p = pws_cfg_param_at(i);
        emit_line(e, "#define %-22s %uu  /* %s */", p->cname, pws_cfg_get(c, p), p->doc);
    }
    emit_line(e, "#define %-22s \"%s\"", "PWS_CFG_SPLIT_NAME", pws_split_name(c->split));
    emit_line(e, "#define %-22s \"%s\"", "PWS_CFG_GEN_VERSION", PWS_GEN_VERSION);
    emit_line(e, "#define %-22s \"%s\"  /* golden/isa_ops.def digest */", "PWS_CFG_ISA_DIGEST",
              digest);
    emit_blank(e);
    emit_line(e, "#endif");
    return emit_status(e);
}

int emit_config_vh(emit_ctx *e, const pws_cfg *c)
{
    emit_header(e, "docs/config.md",
                "The configuration as Verilog localparams; `include inside a module body.", c);
    emit_line(e, "/* verilator lint_off UNUSEDPARAM */  // a shared table: each includer uses a subset");
    for (size_t i = 0; i < pws_cfg_nparams(); i++) {
        const pws_cfg_param *p = pws_cfg_param_at(i);
        emit_line(e, "localparam integer Cfg%s = %u;  // %s", p->vname, pws_cfg_get(c, p), p->doc);
    }
    emit_line(e, "/* verilator lint_on UNUSEDPARAM */");
    return emit_status(e);
}
