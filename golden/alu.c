/* golden/alu.c -- see alu.h. Written with explicit loops-free bit tricks where they are obvious,
 * and never with host undefined behaviour: shifts are masked before use and signed values are
 * converted through uint32_t/uint64_t, so that UBSan stays quiet on every input. */
#include "alu.h"

unsigned alu_popcount32(uint32_t x) { return (unsigned)__builtin_popcount(x); }
unsigned alu_popcount64(uint64_t x) { return (unsigned)__builtin_popcountll(x); }

uint32_t alu_ff1_32(uint32_t x) { return x ? (uint32_t)__builtin_ctz(x) : 0xffffffffu; }
uint32_t alu_ff1_64(uint64_t x) { return x ? (uint32_t)__builtin_ctzll(x) : 0xffffffffu; }
uint32_t alu_flbit_u32(uint32_t x) { return x ? (uint32_t)__builtin_clz(x) : 0xffffffffu; }

uint32_t alu_flbit_i32(uint32_t x)
{
    if (x & 0x80000000u)
        x = ~x;   /* now the first bit that differs from the sign is the first one bit */
    return alu_flbit_u32(x);
}

uint32_t alu_brev32(uint32_t x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

static uint32_t sext32(uint32_t x, unsigned bits)   /* sign-extends the low bits (1..32) of x */
{
    uint32_t m = 1u << (bits - 1);
    x &= bits >= 32 ? 0xffffffffu : (1u << bits) - 1;
    return (x ^ m) - m;
}

static uint64_t sext64(uint64_t x, unsigned bits)
{
    uint64_t m = 1ull << (bits - 1);
    x &= bits >= 64 ? ~0ull : (1ull << bits) - 1;
    return (x ^ m) - m;
}

uint32_t alu_bfe_u32(uint32_t x, unsigned offset, unsigned width)
{
    uint32_t v = x >> offset;
    return width >= 32 ? v : v & ((1u << width) - 1);
}

uint32_t alu_bfe_i32(uint32_t x, unsigned offset, unsigned width)
{
    if (width == 0)
        return 0;
    /* arithmetic shift: a field reaching past bit 31 sees copies of the sign bit */
    uint32_t v = (x >> offset) | ((x & 0x80000000u) && offset ? ~(0xffffffffu >> offset) : 0);
    return width >= 32 ? v : sext32(v, width);
}

uint64_t alu_bfe_u64(uint64_t x, unsigned offset, unsigned width)
{
    uint64_t v = x >> offset;
    return width >= 64 ? v : v & ((1ull << width) - 1);
}

uint64_t alu_bfe_i64(uint64_t x, unsigned offset, unsigned width)
{
    if (width == 0)
        return 0;
    uint64_t v = (x >> offset) | ((x >> 63) && offset ? ~(~0ull >> offset) : 0);
    return width >= 64 ? v : sext64(v, width);
}

uint32_t alu_bfm32(uint32_t width, uint32_t offset)
{
    return ((1u << (width & 31)) - 1) << (offset & 31);
}

uint64_t alu_bfm64(uint32_t width, uint32_t offset)
{
    return ((1ull << (width & 63)) - 1) << (offset & 63);
}

uint64_t alu_wqm64(uint64_t x)
{
    uint64_t any = (x | x >> 1 | x >> 2 | x >> 3) & 0x1111111111111111ull;  /* bit 4q: quad q */
    return any * 0xf;   /* spread each quad's bit over its 4 bits; no carries between quads */
}

int alu_add_ovf_i32(uint32_t a, uint32_t b)
{
    uint32_t d = a + b;
    return (int)((~(a ^ b) & (a ^ d)) >> 31);   /* same-sign operands, result sign differs */
}

int alu_sub_ovf_i32(uint32_t a, uint32_t b)
{
    uint32_t d = a - b;
    return (int)(((a ^ b) & (a ^ d)) >> 31);    /* different signs, result sign differs from a */
}

static int64_t i24(uint32_t x) { return (int64_t)(int32_t)sext32(x, 24); }

uint32_t alu_mul_i24_lo(uint32_t a, uint32_t b) { return (uint32_t)(uint64_t)(i24(a) * i24(b)); }
uint32_t alu_mul_i24_hi(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)(i24(a) * i24(b)) >> 32);
}
uint32_t alu_mul_u24_lo(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)(a & 0xffffffu) * (b & 0xffffffu));
}
uint32_t alu_mul_u24_hi(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)(a & 0xffffffu) * (b & 0xffffffu)) >> 32);
}
uint32_t alu_mul_hi_u32(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }
uint32_t alu_mul_hi_i32(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32);
}

uint32_t alu_med3_i32(uint32_t a, uint32_t b, uint32_t c)
{
    int32_t x = (int32_t)a, y = (int32_t)b, z = (int32_t)c;
    int32_t lo = x < y ? x : y, hi = x < y ? y : x;   /* median = max(lo, min(hi, z)) */
    int32_t m = hi < z ? hi : z;
    return (uint32_t)(lo > m ? lo : m);
}

uint32_t alu_med3_u32(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    uint32_t m = hi < c ? hi : c;
    return lo > m ? lo : m;
}
