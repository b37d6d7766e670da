import Foundation
import Secrets
import _AutoFillSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bearer token every API request over TCP must carry: 32 random bytes, Base64url.
///
/// A new token is made each time the service starts and written to a file only its owner can
/// read (mode 0600), so a program run by the same user (the bridge, a script, a phone forwarder
/// set up by that user) can read it, and nobody else can.
public struct AccessToken: Sendable, CustomStringConvertible {
    /// The token text, as it goes in `Authorization: Bearer`.
    public let text: SecretText

    /// Wraps a token read from somewhere else.
    public init(_ text: SecretText) {
        self.text = text
    }

    /// A fresh random token.
    public static func generate() -> AccessToken {
        AccessToken(SecretText(randomBase64URL(byteCount: 32)))
    }

    /// Whether `presented` is this token, compared in constant time.
    public func matches(_ presented: some StringProtocol) -> Bool {
        SecretText(presented) == text
    }

    public var description: String { "AccessToken(<redacted>)" }

    /// Writes the token to `path` with mode 0600, replacing any earlier file atomically.
    public func write(to path: String) throws(AutoFillServerError) {
        try SecureFile.write(Array(text.unredacted.utf8) + [0x0A], to: path)
    }

    /// Reads a token file written by ``write(to:)``.
    public static func read(from path: String) throws(AutoFillServerError) -> AccessToken {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AutoFillServerError(
                .unauthorized, "cannot read the access token at \(path); is 'autofill serve' running?")
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw AutoFillServerError(.unauthorized, "the access token file \(path) is empty") }
        return AccessToken(SecretText(text))
    }

    /// `count` random bytes (from the system's CSPRNG) as unpadded Base64url.
    static func randomBase64URL(byteCount: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = [UInt8](repeating: 0, count: byteCount)
        for index in bytes.indices { bytes[index] = UInt8.random(in: .min ... .max, using: &generator) }
        defer { for index in bytes.indices { bytes[index] = 0 } }
        return Base64.encode(bytes, alphabet: .urlSafe, padding: false)
    }
}

/// Files and directories only their owner may read.
enum SecureFile {
    /// Creates `path` (and its parents) as a directory with mode 0700 if it does not exist, and
    /// refuses one that others can write to. With `tightening`, an existing directory that
    /// others may read or enter (0755) is made 0700; returns whether it was.
    @discardableResult
    static func makeDirectory(_ path: String, tightening: Bool = false) throws(AutoFillServerError) -> Bool {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw AutoFillServerError(.startupFailed, "cannot create the state directory \(path): \(error)")
        }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw AutoFillServerError(.startupFailed, "\(path) is not a directory")
        }
        guard info.st_uid == getuid() else {
            throw AutoFillServerError(.startupFailed, "the state directory \(path) belongs to another user")
        }
        if info.st_mode & 0o022 != 0 {
            throw AutoFillServerError(
                .startupFailed, "the state directory \(path) can be written by other users; run 'chmod 700 \(path)'")
        }
        guard tightening, info.st_mode & 0o077 != 0 else { return false }
        guard chmod(path, 0o700) == 0 else {
            throw AutoFillServerError(
                .startupFailed,
                "the state directory \(path) can be read by other users and cannot be made private: \(String(cString: strerror(errno))); run 'chmod 700 \(path)'"
            )
        }
        return true
    }

    /// Writes `bytes` to a temporary file with mode 0600 and renames it over `path`.
    static func write(_ bytes: [UInt8], to path: String) throws(AutoFillServerError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AutoFillServerError(.startupFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        var offset = 0
        let failed: Bool = bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return true }
                offset += written
            }
            return fchmod(descriptor, 0o600) != 0 || fsync(descriptor) != 0
        }
        close(descriptor)
        guard !failed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw AutoFillServerError(.startupFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}

#if canImport(Glibc)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
}
#else
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
}
#endif
