/* testbenches/tb_rng.h -- the seeded input generator of the reference programs (tbref's
 * testbench kernels, rodref's Rodinia benchmarks): xorshift64, started from the seed scrambled
 * by one splitmix64 step so that seeds 1, 2, 3 give unrelated streams. Inputs are a function of
 * the seed alone, on every host; changing either step changes every generated input. */
#ifndef TB_RNG_H
#define TB_RNG_H

#include <stdint.h>

/* The generator's first state for SEED: never 0, where xorshift would stay. */
static inline uint64_t tb_rng_seed(uint64_t seed)
{
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z ? z : 0x2545F4914F6CDD1Dull;
}

/* The next 32 random bits (the upper half of the new state; its low bits are the weaker ones). */
static inline uint32_t tb_rng_next(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return (uint32_t)(x >> 32);
}

#endif
