import Foundation
import Secrets

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads passphrases the way the CLI promises: from a file named on the command line, from an
/// environment variable meant for scripts, or from a terminal prompt that does not echo. Never
/// from the command line itself.
enum Passphrase {
    struct Source {
        /// The `--...-file` option's value, if given (`-` reads standard input).
        var file: String?
        /// That option's name, for messages.
        var option: String
        /// The environment variable scripts set.
        var environmentVariable: String
        /// What the prompt asks for, such as "Vault passphrase".
        var prompt: String
    }

    /// Reads one passphrase.
    static func read(_ source: Source) throws -> SecretText {
        if let file = source.file {
            let text = try SecretInput.readFile(file, prompt: source.prompt + ": ")
            return try nonEmpty(SecretText(stripTrailingNewline(text)), source)
        }
        if let value = ProcessInfo.processInfo.environment[source.environmentVariable] {
            return try nonEmpty(SecretText(value), source)
        }
        guard isatty(STDIN_FILENO) != 0 else {
            throw CommandFailure(

                "the \(source.prompt.lowercased()) is needed: give a file with \(source.option), set \(source.environmentVariable), or run in a terminal"
            )
        }
        return try nonEmpty(SecretText(try SecretInput.readWithoutEcho(prompt: source.prompt + ": ")), source)
    }

    /// Reads a new passphrase; at a prompt, asks twice.
    static func readNew(_ source: Source) throws -> SecretText {
        let interactive =
            source.file == nil && ProcessInfo.processInfo.environment[source.environmentVariable] == nil
            && isatty(STDIN_FILENO) != 0
        let first = try read(source)
        if interactive {
            let again = try SecretInput.readWithoutEcho(prompt: "Repeat the " + source.prompt.lowercased() + ": ")
            guard SecretText(again) == first else {
                throw CommandFailure("the two passphrases differ; nothing was changed")
            }
        }
        return first
    }

    private static func nonEmpty(_ text: SecretText, _ source: Source) throws -> SecretText {
        guard !text.isEmpty else {
            throw CommandFailure("the \(source.prompt.lowercased()) is empty")
        }
        return text
    }

    /// A passphrase file ends with a line break that is not part of the passphrase.
    private static func stripTrailingNewline(_ text: String) -> String {
        var text = text
        // "\r\n" is one Character, so each ending is tested on its own.
        if text.hasSuffix("\r\n") || text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
