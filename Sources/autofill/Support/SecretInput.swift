import Foundation
import Secrets

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads secrets the way the CLI promises: from a file, from standard input, or from a prompt
/// that does not echo, never from the command line.
enum SecretInput {
    /// Reads all of standard input, or prompts (without echo) when it is a terminal.
    static func readStandardInput(prompt: String) throws -> String {
        if isatty(STDIN_FILENO) != 0 {
            return try readWithoutEcho(prompt: prompt)
        }
        let data = try FileInput.standardInput()
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("standard input is not UTF-8 text")
        }
        return text
    }

    /// Reads a whole file as text (``FileInput/readData(_:limit:)``); `-` means standard input,
    /// or a prompt without echo on a terminal.
    static func readFile(_ path: String, prompt: String = "") throws -> String {
        if path == "-" { return try readStandardInput(prompt: prompt) }
        let data = try FileInput.readData(path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(path) is not UTF-8 text")
        }
        return text
    }

    /// Reads a secret from `file` if given, else from standard input; trims surrounding
    /// whitespace.
    static func read(file: String?, prompt: String) throws -> SecretText {
        let text = try file.map { try readFile($0, prompt: prompt) } ?? readStandardInput(prompt: prompt)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw CommandFailure("no secret given: pipe it on standard input or name a file with --secret-file")
        }
        return SecretText(trimmed)
    }

    /// Prompts on the terminal with echo turned off.
    static func readWithoutEcho(prompt: String) throws -> String {
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if hasTerminal {
            var silent = saved
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        defer {
            if hasTerminal {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
                FileHandle.standardError.write(Data("\n".utf8))
            }
        }
        guard let line = Swift.readLine(strippingNewline: true) else {
            throw CommandFailure("no input")
        }
        return line
    }
}
