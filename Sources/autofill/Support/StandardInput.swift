import ArgumentParser

/// Standard input can be read once: a command that takes several inputs as `-` allows it for
/// at most one of them.
enum StandardInput {
    /// Throws a `ValidationError` naming the options when more than one of `inputs` is `-`.
    ///
    /// - Parameter inputs: each option's name, as the user typed it, with its value (`nil`
    ///   when not given; pass `"-"` for an input that reads standard input by default).
    static func requireAtMostOneReader(_ inputs: [(option: String, value: String?)]) throws {
        let readers = inputs.filter { $0.value == "-" }.map(\.option)
        guard readers.count <= 1 else {
            throw ValidationError(
                "only one input can read standard input ('-'), but \(readers.joined(separator: ", ")) do; give the others as files"
            )
        }
    }
}
