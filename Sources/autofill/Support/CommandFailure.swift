/// A failure while a command runs (as opposed to bad arguments, which are `ValidationError`s):
/// printed as `Error: <description>`, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
