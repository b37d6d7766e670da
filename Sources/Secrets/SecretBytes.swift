/// Bytes that must not leak: key material, verification-code secrets, vault keys.
///
/// `SecretBytes` never prints its contents: `description`, `debugDescription`, `dump(_:)` and
/// string interpolation all show `<redacted>`. Equality runs in constant time for inputs of the
/// same length. The storage is zeroed when the last copy is released.
///
/// ```swift
/// let key = SecretBytes(randomCount: 20)
/// print(key)  // <redacted>
/// ```
///
/// `@unchecked Sendable`: the storage is a `ManagedBuffer`, which the standard library marks as
/// not `Sendable`; its bytes are written only while a secret is made and only read afterwards,
/// so sharing one across threads is safe.
public struct SecretBytes: @unchecked Sendable {
    @usableFromInline
    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    /// Copies `bytes` into a new secret.
    public init(_ bytes: some Sequence<UInt8>) {
        if let storage = bytes.withContiguousStorageIfAvailable({ Storage.make(copying: $0) }) {
            self.storage = storage
        } else {
            // An intermediate copy is unavoidable for a non-contiguous sequence; wipe it.
            var copy = Array(bytes)
            storage = copy.withUnsafeBufferPointer { Storage.make(copying: $0) }
            copy.withUnsafeMutableBytes { SecureZero.wipe($0) }
        }
    }

    /// Copies the bytes in `buffer` into a new secret.
    public init(copying buffer: UnsafeRawBufferPointer) {
        storage = Storage.make(count: buffer.count) { destination in
            _ = destination.initialize(from: buffer)
        }
    }

    /// Makes `count` random bytes from `generator`.
    public init(randomCount count: Int, using generator: inout some RandomNumberGenerator) {
        precondition(count >= 0, "a secret cannot have a negative length")
        storage = Storage.make(count: count) { buffer in
            var index = 0
            while index < count {
                var word = generator.next()
                for _ in 0..<Swift.min(8, count - index) {
                    buffer[index] = UInt8(truncatingIfNeeded: word)
                    word >>= 8
                    index += 1
                }
            }
        }
    }

    /// Makes `count` random bytes from the system's secure random number generator.
    public init(randomCount count: Int) {
        var generator = SystemRandomNumberGenerator()
        self.init(randomCount: count, using: &generator)
    }

    /// The number of bytes. The length of a secret is not itself secret.
    public var count: Int { storage.count }

    /// Whether the secret has no bytes.
    public var isEmpty: Bool { storage.count == 0 }

    /// Calls `body` with the secret's bytes. Do not let them escape the closure.
    @inlinable
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { count, bytes throws(Failure) in
            try body(UnsafeRawBufferPointer(start: bytes, count: count.pointee))
        }
    }

    /// A plain copy of the bytes, for code that must hand them to an encoder or a cipher.
    /// The copy is not zeroed on release; prefer `withUnsafeBytes(_:)`.
    public func unredactedBytes() -> [UInt8] {
        withUnsafeBytes { Array($0) }
    }
}

extension SecretBytes {
    /// Heap storage that is wiped when released: the byte count and the bytes in one
    /// allocation (the bytes are tail-allocated after the header), so a secret costs one
    /// `malloc`, not an object and a separate buffer.
    @usableFromInline
    final class Storage: ManagedBuffer<Int, UInt8> {
        /// Makes storage for `count` bytes, zero-filled, then lets `initialize` write them.
        static func make(count: Int, initialize: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> Storage {
            let buffer = Storage.create(minimumCapacity: count) { _ in count }
            // `create` is inherited from ManagedBuffer and typed as returning one; the object
            // is an instance of this subclass.
            let storage = unsafeDowncast(buffer, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { bytes in
                let elements = UnsafeMutableBufferPointer(start: bytes, count: count)
                elements.initialize(repeating: 0)
                initialize(elements)
            }
            return storage
        }

        static func make(copying bytes: UnsafeBufferPointer<UInt8>) -> Storage {
            make(count: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
            }
        }

        var count: Int { header }

        /// Overwrites the bytes with zeros; `deinit` calls it.
        func wipe() {
            withUnsafeMutablePointers { count, bytes in
                SecureZero.wipe(UnsafeMutableRawBufferPointer(start: bytes, count: count.pointee))
            }
        }

        deinit {
            wipe()
            withUnsafeMutablePointers { count, bytes in _ = bytes.deinitialize(count: count.pointee) }
        }
    }
}

extension SecretBytes: Equatable {
    /// Compares two secrets in time that depends only on their lengths.
    public static func == (lhs: SecretBytes, rhs: SecretBytes) -> Bool {
        lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in ConstantTime.equals(left, right) }
        }
    }
}

extension SecretBytes: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var debugDescription: String { "SecretBytes(<redacted>, \(count) bytes)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
