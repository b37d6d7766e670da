import Foundation

/// Reads input files, the one place that does: as bytes (HTML pages need not be valid UTF-8), and
/// through a file handle, so that a pipe works too (`--passphrase-file <(pass show x)`, a FIFO),
/// with an error a person can act on for a missing file, a directory or an unreadable one.
enum FileInput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// All of standard input. Throws, rather than trapping as `readDataToEndOfFile()` does, when
    /// standard input cannot be read (a directory given with `<`, a closed descriptor).
    static func standardInput() throws -> Data {
        do {
            return try FileHandle.standardInput.readToEnd() ?? Data()
        } catch {
            throw Failure(description: "cannot read standard input (is it a directory?)")
        }
    }

    /// The whole file; `-` means standard input. Refuses files larger than `limit` bytes.
    static func readData(_ path: String, limit: Int = 64 << 20) throws -> Data {
        let data: Data
        if path == "-" {
            data = try standardInput()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Failure(description: "cannot read \(path): no such file")
            }
            guard !isDirectory.boolValue else { throw Failure(description: "\(path) is a directory, not a file") }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw Failure(description: "cannot read \(path): permission denied")
            }
            defer { try? handle.close() }
            do {
                data = try handle.readToEnd() ?? Data()
            } catch {
                throw Failure(description: "cannot read \(path)")
            }
        }
        guard data.count <= limit else {
            throw Failure(description: "\(path) is \(data.count) bytes; the limit is \(limit)")
        }
        return data
    }

    /// ``readData(_:limit:)`` as bytes.
    static func readBytes(_ path: String, limit: Int = 64 << 20) throws -> [UInt8] {
        [UInt8](try readData(path, limit: limit))
    }
}
