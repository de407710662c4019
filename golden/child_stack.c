/* golden/child_stack.c -- see child_stack.h. */
#include "child_stack.h"
#include "pws_err.h"

void child_stack_init(child_stack *cs, unsigned capacity)
{
    cs->depth = 0;
    cs->capacity = (uint8_t)(capacity > PWS_MAX_SPSIMDS ? PWS_MAX_SPSIMDS : capacity);
}

int child_stack_push(child_stack *cs, unsigned spsimd_id)
{
    if (cs->depth >= cs->capacity)
        return PWS_ERANGE;
    cs->id[cs->depth++] = (uint8_t)spsimd_id;
    return 0;
}

int child_stack_top(const child_stack *cs)
{
    return cs->depth ? cs->id[cs->depth - 1] : -1;
}

int child_stack_pop(child_stack *cs)
{
    return cs->depth ? cs->id[--cs->depth] : -1;
}

int child_stack_full(const child_stack *cs)
{
    return cs->depth >= cs->capacity;
}
