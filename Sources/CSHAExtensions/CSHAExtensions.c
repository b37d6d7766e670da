// SHA-1 and SHA-256 compression with the x86 SHA extensions, written from Intel's instruction
// descriptions (SHA1RNDS4, SHA1NEXTE, SHA1MSG1/2, SHA256RNDS2, SHA256MSG1/2). The Swift code in
// _AutoFillSupport uses these when the CPU has them and its portable implementation otherwise;
// the tests compare the two over random blocks. See README.md beside this file.

#include "CSHAExtensions.h"

#if defined(__x86_64__) || defined(__i386__)

#include <cpuid.h>
#include <immintrin.h>

bool csha_has_sha_extensions(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return false;
    bool ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return false;
    bool sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

#define SHA_TARGET __attribute__((target("sha,sse4.1,ssse3")))

// SHA1RNDS4 takes message word t in the highest lane: reverse the four host-order words.
#define LOAD_SHA1(i) _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(words + (i))), 0x1B)

// W[g] from the four groups before it (g >= 4): W[g-4], W[g-3], W[g-2], W[g-1].
#define SHA1_NEXT(w4, w3, w2, w1) _mm_sha1msg2_epu32(_mm_xor_si128(_mm_sha1msg1_epu32((w4), (w3)), (w2)), (w1))

// Four rounds: E for this group comes from A of the state before the previous group.
#define SHA1_GROUP(f, w)                           \
    do {                                           \
        e = _mm_sha1nexte_epu32(previous, (w));    \
        previous = abcd;                           \
        abcd = _mm_sha1rnds4_epu32(abcd, e, (f));  \
    } while (0)

SHA_TARGET void csha1_compress_words(uint32_t state[5], const uint32_t words[16]) {
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0x1B);
    const __m128i e_initial = _mm_set_epi32((int)state[4], 0, 0, 0);
    const __m128i abcd_initial = abcd;
    __m128i w0 = LOAD_SHA1(0), w1 = LOAD_SHA1(4), w2 = LOAD_SHA1(8), w3 = LOAD_SHA1(12);
    __m128i e, previous = abcd;

    e = _mm_add_epi32(e_initial, w0);  // rounds 0-3
    abcd = _mm_sha1rnds4_epu32(abcd, e, 0);
    SHA1_GROUP(0, w1);  // 4-7
    SHA1_GROUP(0, w2);  // 8-11
    SHA1_GROUP(0, w3);  // 12-15
    w0 = SHA1_NEXT(w0, w1, w2, w3); SHA1_GROUP(0, w0);  // 16-19
    w1 = SHA1_NEXT(w1, w2, w3, w0); SHA1_GROUP(1, w1);  // 20-23
    w2 = SHA1_NEXT(w2, w3, w0, w1); SHA1_GROUP(1, w2);
    w3 = SHA1_NEXT(w3, w0, w1, w2); SHA1_GROUP(1, w3);
    w0 = SHA1_NEXT(w0, w1, w2, w3); SHA1_GROUP(1, w0);
    w1 = SHA1_NEXT(w1, w2, w3, w0); SHA1_GROUP(1, w1);  // 36-39
    w2 = SHA1_NEXT(w2, w3, w0, w1); SHA1_GROUP(2, w2);  // 40-43
    w3 = SHA1_NEXT(w3, w0, w1, w2); SHA1_GROUP(2, w3);
    w0 = SHA1_NEXT(w0, w1, w2, w3); SHA1_GROUP(2, w0);
    w1 = SHA1_NEXT(w1, w2, w3, w0); SHA1_GROUP(2, w1);
    w2 = SHA1_NEXT(w2, w3, w0, w1); SHA1_GROUP(2, w2);  // 56-59
    w3 = SHA1_NEXT(w3, w0, w1, w2); SHA1_GROUP(3, w3);  // 60-63
    w0 = SHA1_NEXT(w0, w1, w2, w3); SHA1_GROUP(3, w0);
    w1 = SHA1_NEXT(w1, w2, w3, w0); SHA1_GROUP(3, w1);
    w2 = SHA1_NEXT(w2, w3, w0, w1); SHA1_GROUP(3, w2);
    w3 = SHA1_NEXT(w3, w0, w1, w2); SHA1_GROUP(3, w3);  // 76-79

    e = _mm_sha1nexte_epu32(previous, e_initial);
    abcd = _mm_add_epi32(abcd, abcd_initial);
    _mm_storeu_si128((__m128i *)state, _mm_shuffle_epi32(abcd, 0x1B));
    state[4] = (uint32_t)_mm_extract_epi32(e, 3);
}

static const uint32_t sha256_k[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// W[g] (g >= 4) from W[g-4], W[g-3], W[g-2], W[g-1]; words in their natural lane order.
#define SHA256_NEXT(w4, w3, w2, w1) \
    _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32((w4), (w3)), _mm_alignr_epi8((w1), (w2), 4)), (w1))

// Four rounds: SHA256RNDS2 does two, reading the two round inputs from the low lanes.
#define SHA256_GROUP(g, w)                                                                 \
    do {                                                                                   \
        __m128i input = _mm_add_epi32((w), _mm_load_si128((const __m128i *)(sha256_k + 4 * (g)))); \
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, input);                                   \
        abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(input, 0x0E));          \
    } while (0)

SHA_TARGET void csha256_compress_words(uint32_t state[8], const uint32_t words[16]) {
    // The instructions keep the state as {A, B, E, F} and {C, D, G, H}, highest lane first.
    __m128i dcba = _mm_loadu_si128((const __m128i *)state);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)(state + 4));
    __m128i badc = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(badc, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, badc, 0xF0);
    const __m128i abef_initial = abef, cdgh_initial = cdgh;

    __m128i w0 = _mm_loadu_si128((const __m128i *)(words + 0));
    __m128i w1 = _mm_loadu_si128((const __m128i *)(words + 4));
    __m128i w2 = _mm_loadu_si128((const __m128i *)(words + 8));
    __m128i w3 = _mm_loadu_si128((const __m128i *)(words + 12));
    SHA256_GROUP(0, w0);
    SHA256_GROUP(1, w1);
    SHA256_GROUP(2, w2);
    SHA256_GROUP(3, w3);
    for (int g = 4; g < 16; g += 4) {
        w0 = SHA256_NEXT(w0, w1, w2, w3); SHA256_GROUP(g, w0);
        w1 = SHA256_NEXT(w1, w2, w3, w0); SHA256_GROUP(g + 1, w1);
        w2 = SHA256_NEXT(w2, w3, w0, w1); SHA256_GROUP(g + 2, w2);
        w3 = SHA256_NEXT(w3, w0, w1, w2); SHA256_GROUP(g + 3, w3);
    }

    abef = _mm_add_epi32(abef, abef_initial);
    cdgh = _mm_add_epi32(cdgh, cdgh_initial);
    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)state, _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)(state + 4), _mm_alignr_epi8(dchg, feba, 8));
}

#else

bool csha_has_sha_extensions(void) { return false; }
void csha1_compress_words(uint32_t state[5], const uint32_t words[16]) { (void)state; (void)words; }
void csha256_compress_words(uint32_t state[8], const uint32_t words[16]) { (void)state; (void)words; }

#endif
