/// Finds the forms of an HTML page and describes their fields, without a DOM.
///
/// The scanner tokenizes the page's UTF-8 bytes the way a browser does (see ``HTMLTokenizer``)
/// and follows enough of the WHATWG tree-building rules to get what AutoFill needs right:
/// which form owns each field (the form element pointer, `form=` attributes, nested forms
/// ignored, forms inside tables), which labels belong to which field (`for=`, wrapping),
/// `aria-labelledby` and `aria-describedby` text, buttons, headings, the page title, and the
/// raw text of `<script>`, `<style>`, `<template>` contents and foreign content kept out.
/// Fields outside any form are grouped the way a person would see them: a group ends at a
/// button, a heading or a landmark (`<header>`, `<section>`, `<dialog>`, ...).
///
/// It never fails and never traps: any bytes give a page (invalid UTF-8 becomes U+FFFD).
/// Work is linear in the input; the number of fields and text runs kept is bounded by
/// ``Options``.
///
/// ```swift
/// let page = HTMLFormScanner().scan(html, pageURL: "https://example.com/login")
/// for form in page.forms {
///     let result = FieldClassifier().classify(form)
/// }
/// ```
public struct HTMLFormScanner: Sendable {
    /// Bounds and switches.
    public struct Options: Hashable, Sendable {
        /// Fields after this many are not described (the page is marked truncated).
        public var maximumFields: Int
        /// Runs of text after this many are not kept for labels and nearby text.
        public var maximumTextRuns: Int
        /// Elements nested deeper than this are read but not tracked, like a browser's limit.
        public var maximumDepth: Int
        /// Whether to say where each field is (``HTMLPage/locations``): its line, column and a
        /// CSS selector. Off by default: counting every element's siblings and the page's lines
        /// costs about a sixth of a scan, and a browser bridge knows where its fields are.
        public var recordsLocations: Bool
        /// For evaluation only: an attribute (such as `data-expected`) whose values are collected
        /// into ``HTMLPage/fieldAnnotations`` and never reach a descriptor.
        package var annotationAttribute: String?

        public init(
            maximumFields: Int = 5000, maximumTextRuns: Int = 1_000_000, maximumDepth: Int = 512,
            recordsLocations: Bool = false
        ) {
            self.maximumFields = maximumFields
            self.maximumTextRuns = maximumTextRuns
            self.maximumDepth = maximumDepth
            self.recordsLocations = recordsLocations
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Scans a page given as UTF-8 bytes.
    public func scan(_ html: some Collection<UInt8>, pageURL: String = "") -> HTMLPage {
        if let page = html.withContiguousStorageIfAvailable({ scan(buffer: $0, pageURL: pageURL) }) {
            return page
        }
        return Array(html).withUnsafeBufferPointer { scan(buffer: $0, pageURL: pageURL) }
    }

    /// Scans a page given as a string.
    public func scan(_ html: String, pageURL: String = "") -> HTMLPage {
        var html = html
        return html.withUTF8 { scan(buffer: $0, pageURL: pageURL) }
    }

    private func scan(buffer: UnsafeBufferPointer<UInt8>, pageURL: String) -> HTMLPage {
        var builder = HTMLTreeBuilder(bytes: buffer, options: options)
        builder.run()
        return builder.makePage(pageURL: pageURL)
    }
}
