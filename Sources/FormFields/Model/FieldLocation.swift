/// Where a field is in the page it was scanned from, so that tools and tests can find it again
/// without relying on its `id` or `name`.
public struct FieldLocation: Hashable, Sendable, Codable {
    /// The field's position among all the page's fields (hidden ones included), in document order.
    public var documentIndex: Int
    /// The line of the `<` that starts the field's tag, from 1 (LF, CR LF and a lone CR end a line).
    public var line: Int
    /// The column of that `<`, from 1, in Unicode scalars.
    public var column: Int
    /// A CSS selector that finds the field in the browser's DOM: `#id` when the id is unique in
    /// the page, otherwise a path of `tag:nth-of-type(n)` steps from the nearest ancestor with a
    /// unique id, or from `body`.
    public var selector: String

    public init(documentIndex: Int, line: Int, column: Int, selector: String) {
        self.documentIndex = documentIndex
        self.line = line
        self.column = column
        self.selector = selector
    }
}
