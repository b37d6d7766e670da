extension FormDescriptor {
    /// Bounds on a descriptor that arrives from outside the program.
    public struct Limits: Hashable, Sendable {
        /// The most fields a form may have.
        public var maximumFields: Int
        /// The most buttons, headings, texts or hints in one list.
        public var maximumListCount: Int
        /// The longest string, in UTF-8 bytes.
        public var maximumTextBytes: Int

        public init(maximumFields: Int = 2000, maximumListCount: Int = 500, maximumTextBytes: Int = 8192) {
            self.maximumFields = maximumFields
            self.maximumListCount = maximumListCount
            self.maximumTextBytes = maximumTextBytes
        }

        /// Generous for any real page, small enough that a hostile sender cannot make the
        /// classifier do much work: 2000 fields, 500 items per list, 8 KB per string.
        public static let `default` = Limits()
    }

    /// Checks that the descriptor is within `limits` and its numbers make sense.
    ///
    /// The classifier accepts any descriptor, but its work grows with the descriptor's size;
    /// call this on descriptors from a browser extension or another process first.
    ///
    /// - Throws: ``FormFieldsError/Code/tooManyElements``, ``FormFieldsError/Code/textTooLong``
    ///   or ``FormFieldsError/Code/invalidValue``, naming the offending property.
    public func validate(limits: Limits = .default) throws(FormFieldsError) {
        guard fields.count <= limits.maximumFields else {
            throw FormFieldsError(
                .tooManyElements, "the form has \(fields.count) fields; the limit is \(limits.maximumFields)")
        }
        try Self.check(list: buttons, "buttons", limits)
        try Self.check(list: headings, "headings", limits)
        try Self.check(list: texts, "texts", limits)
        for (key, value) in [
            ("pageURL", pageURL), ("pageTitle", pageTitle), ("actionURL", actionURL), ("method", method), ("id", id),
            ("name", name),
        ] {
            try Self.check(text: value, key, limits)
        }
        for (index, field) in fields.enumerated() {
            try field.validate(limits: limits, path: "fields[\(index)]")
        }
    }

    fileprivate static func check(text: String, _ path: String, _ limits: Limits) throws(FormFieldsError) {
        let count = text.utf8.count
        guard count <= limits.maximumTextBytes else {
            throw FormFieldsError(
                .textTooLong, "\(path) is \(count) bytes long; the limit is \(limits.maximumTextBytes)")
        }
    }

    fileprivate static func check(list: [String], _ path: String, _ limits: Limits) throws(FormFieldsError) {
        guard list.count <= limits.maximumListCount else {
            throw FormFieldsError(
                .tooManyElements, "\(path) has \(list.count) entries; the limit is \(limits.maximumListCount)")
        }
        for (index, text) in list.enumerated() {
            try check(text: text, "\(path)[\(index)]", limits)
        }
    }
}

extension FieldDescriptor {
    /// Checks one field; see ``FormDescriptor/validate(limits:)``.
    public func validate(limits: FormDescriptor.Limits = .default) throws(FormFieldsError) {
        try validate(limits: limits, path: "field")
    }

    fileprivate func validate(limits: FormDescriptor.Limits, path: String) throws(FormFieldsError) {
        let texts: [(String, String)] = [
            ("tag", tag), ("type", type), ("name", name), ("id", id), ("className", className),
            ("autocomplete", autocomplete), ("contentType", contentType), ("placeholder", placeholder),
            ("label", label), ("ariaLabel", ariaLabel), ("ariaLabelledBy", ariaLabelledBy),
            ("ariaDescribedBy", ariaDescribedBy), ("title", title), ("nearbyText", nearbyText),
            ("followingText", followingText),
            ("inputMode", inputMode), ("pattern", pattern), ("passwordRules", passwordRules),
        ]
        for (key, value) in texts {
            try FormDescriptor.check(text: value, "\(path).\(key)", limits)
        }
        try FormDescriptor.check(list: hints, "\(path).hints", limits)
        for (key, value) in [("minLength", minLength), ("maxLength", maxLength), ("size", size)] {
            if let value, value < 0 {
                throw FormFieldsError(.invalidValue, "\(path).\(key) is \(value); it must not be negative")
            }
        }
        for (key, value) in [("minimum", minimum), ("maximum", maximum)] {
            if let value, !value.isFinite {
                throw FormFieldsError(.invalidValue, "\(path).\(key) must be a finite number")
            }
        }
        if let rect {
            let numbers = [rect.x, rect.y, rect.width, rect.height]
            guard numbers.allSatisfy(\.isFinite), rect.width >= 0, rect.height >= 0 else {
                throw FormFieldsError(
                    .invalidValue, "\(path).rect must have finite coordinates and a non-negative size")
            }
        }
    }
}
