#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Comparisons whose running time does not depend on where two inputs differ.
public enum ConstantTime {
    /// Whether `lhs` and `rhs` hold the same bytes.
    ///
    /// The time depends only on the two lengths, never on the contents: use it to compare codes,
    /// MACs and tokens. Inputs of different lengths are unequal, and the loop still runs over
    /// the longer one.
    public static func equals(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        var difference = UInt(truncatingIfNeeded: lhs.count ^ rhs.count)
        let length = Swift.max(lhs.count, rhs.count)
        for index in 0..<length {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            difference |= UInt(left ^ right)
        }
        return isZero(difference)
    }

    /// Whether two byte collections are equal, in time that depends only on their lengths.
    public static func equals(_ lhs: some Collection<UInt8>, _ rhs: some Collection<UInt8>) -> Bool {
        let left = Array(lhs)
        let right = Array(rhs)
        return left.withUnsafeBytes { l in right.withUnsafeBytes { r in equals(l, r) } }
    }

    /// Whether two strings have the same UTF-8 bytes, in time that depends only on their lengths.
    public static func equals(_ lhs: String, _ rhs: String) -> Bool {
        equals(Array(lhs.utf8), Array(rhs.utf8))
    }

    // Branch-free test so the compiler cannot turn the accumulated difference into an early exit.
    @inline(never)
    private static func isZero(_ value: UInt) -> Bool {
        ((value | (0 &- value)) >> (UInt.bitWidth - 1)) == 0
    }
}

/// Overwrites memory in a way the optimiser does not remove.
package enum SecureZero {
    package static func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        #if canImport(Darwin)
        _ = memset_s(base, buffer.count, 0, buffer.count)
        #elseif canImport(Glibc)
        explicit_bzero(base, buffer.count)
        #else
        for index in 0..<buffer.count {
            base.storeBytes(of: 0, toByteOffset: index, as: UInt8.self)
        }
        #endif
    }
}
