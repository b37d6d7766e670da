#ifndef CSHAEXTENSIONS_H
#define CSHAEXTENSIONS_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this CPU has the x86 SHA extensions (SHA-NI) with SSSE3 and SSE4.1. Always false on
/// other architectures.
bool csha_has_sha_extensions(void);

/// One SHA-1 compression (FIPS 180-4 §6.1.2) of a block given as its 16 big-endian message words
/// already converted to host integers. Call only when csha_has_sha_extensions() is true.
void csha1_compress_words(uint32_t state[5], const uint32_t words[16]);

/// One SHA-256 compression (FIPS 180-4 §6.2.2), same conventions as csha1_compress_words.
void csha256_compress_words(uint32_t state[8], const uint32_t words[16]);

#endif
