extension AppleAppSiteAssociation {
    /// Parses a file from its bytes.
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/invalidJSON`` for text that is not
    ///   JSON; ``AssociatedDomainsError/Code-swift.struct/invalidContent`` when the JSON is not an
    ///   object, or has none of `applinks`, `webcredentials`, `appclips`,
    ///   `activitycontinuation` in a usable form. Everything else is a ``diagnostics`` entry.
    public init(parsing bytes: some Collection<UInt8>) throws(AssociatedDomainsError) {
        let json = try JSONValue(parsing: bytes)
        try self.init(json: json)
        if bytes.count > Self.maximumSize {
            diagnostics.insert(
                Diagnostic(
                    severity: .error, path: "(file)",
                    message: "the file is \(bytes.count) bytes; Apple fetches at most \(Self.maximumSize) (128 KB)"),
                at: 0)
        }
    }

    /// Parses a file from its text.
    public init(parsing text: String) throws(AssociatedDomainsError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Reads a parsed JSON document.
    public init(json: JSONValue) throws(AssociatedDomainsError) {
        guard case .object(let members) = json else {
            throw AssociatedDomainsError(
                .invalidContent,
                "an apple-app-site-association file is a JSON object, but this is \(json.kindDescription)")
        }
        var reader = Reader()
        reader.warnDuplicates(json, at: "(top level)")
        let known = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
        for member in members where !known.contains(member.key) {
            reader.warn("(top level)", "unknown key '\(member.key)' is ignored")
        }
        appLinks = json["applinks"].flatMap { reader.appLinks($0) }
        webCredentialsApps = json["webcredentials"].flatMap { reader.appsSection($0, at: "webcredentials") }
        appClipsApps = json["appclips"].flatMap { reader.appsSection($0, at: "appclips") }
        activityContinuationApps = json["activitycontinuation"].flatMap {
            reader.appsSection($0, at: "activitycontinuation")
        }
        diagnostics = reader.diagnostics
        guard appLinks != nil || webCredentialsApps != nil || appClipsApps != nil || activityContinuationApps != nil
        else {
            let detail = reader.diagnostics.first { $0.severity == .error }.map { " (\($0.path): \($0.message))" } ?? ""
            throw AssociatedDomainsError(
                .invalidContent,
                "the file has no usable applinks, webcredentials, appclips or activitycontinuation section\(detail)")
        }
    }
}

/// Walks the JSON, collecting diagnostics.
private struct Reader {
    var diagnostics: [AppleAppSiteAssociation.Diagnostic] = []

    mutating func error(_ path: String, _ message: String) {
        diagnostics.append(.init(severity: .error, path: path, message: message))
    }

    mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(.init(severity: .warning, path: path, message: message))
    }

    mutating func warnDuplicates(_ value: JSONValue, at path: String) {
        for key in value.duplicateKeys {
            warn(path, "key '\(key)' appears more than once; the last one counts")
        }
    }

    mutating func warnUnknown(_ members: [(key: String, value: JSONValue)], known: [String], at path: String) {
        for member in members where !known.contains(member.key) {
            warn(path, "unknown key '\(member.key)' is ignored")
        }
    }

    /// `{"apps": ["TEAM.bundle", ...]}`.
    mutating func appsSection(_ value: JSONValue, at path: String) -> [AppIdentifier]? {
        guard let members = value.objectValue else {
            error(path, "must be an object like {\"apps\": [\"TEAMID.bundle.id\"]}, not \(value.kindDescription)")
            return nil
        }
        warnDuplicates(value, at: path)
        warnUnknown(members, known: ["apps"], at: path)
        guard let apps = value["apps"] else {
            error(path, "has no 'apps' array")
            return nil
        }
        return appIdentifiers(apps, at: path + ".apps")
    }

    mutating func appIdentifiers(_ value: JSONValue, at path: String) -> [AppIdentifier]? {
        guard let values = value.arrayValue else {
            error(path, "must be an array of app identifiers, not \(value.kindDescription)")
            return nil
        }
        var identifiers: [AppIdentifier] = []
        for (index, element) in values.enumerated() {
            identifiers += appIdentifier(element, at: "\(path)[\(index)]").map { [$0] } ?? []
        }
        return identifiers
    }

    mutating func appIdentifier(_ value: JSONValue, at path: String) -> AppIdentifier? {
        guard let text = value.stringValue else {
            error(path, "an app identifier must be a string, not \(value.kindDescription)")
            return nil
        }
        do {
            return try AppIdentifier(parsing: text)
        } catch {
            self.error(path, error.description)
            return nil
        }
    }

    mutating func appLinks(_ value: JSONValue) -> AppleAppSiteAssociation.AppLinks? {
        let path = "applinks"
        guard let members = value.objectValue else {
            error(path, "must be an object, not \(value.kindDescription)")
            return nil
        }
        warnDuplicates(value, at: path)
        warnUnknown(members, known: ["apps", "details", "defaults", "substitutionVariables"], at: path)
        if let apps = value["apps"] {
            if let array = apps.arrayValue {
                if !array.isEmpty { warn(path + ".apps", "should be an empty array; apps belong in 'details'") }
            } else {
                error(path + ".apps", "must be an empty array, not \(apps.kindDescription)")
            }
        }
        let defaults = value["defaults"].flatMap { options($0, at: path + ".defaults") }
        var variables: [String: [String]] = [:]
        if let substitution = value["substitutionVariables"] {
            variables = substitutionVariables(substitution, at: path + ".substitutionVariables")
        }
        var details: [AppleAppSiteAssociation.Detail] = []
        switch value["details"] {
        case .array(let entries)?:
            for (index, entry) in entries.enumerated() {
                if let detail = detail(entry, at: "\(path).details[\(index)]") { details.append(detail) }
            }
        case .object(let legacy)?:
            // iOS 9-12: {"TEAM.bundle": {"paths": [...]}}.
            for member in legacy {
                let memberPath = "\(path).details.\(member.key)"
                guard let app = appIdentifier(.string(member.key), at: memberPath) else { continue }
                guard let paths = member.value["paths"] else {
                    error(memberPath, "a legacy details entry needs a 'paths' array")
                    continue
                }
                details.append(
                    .init(
                        appIDs: [app], components: nil, paths: legacyPaths(paths, at: memberPath + ".paths"),
                        defaults: nil)
                )
            }
        case nil:
            warn(path, "has no 'details': no universal links")
        case let other?:
            error(path + ".details", "must be an array, not \(other.kindDescription)")
        }
        checkVariables(details, variables: variables)
        return .init(details: details, defaults: defaults, substitutionVariables: variables)
    }

    mutating func detail(_ value: JSONValue, at path: String) -> AppleAppSiteAssociation.Detail? {
        guard let members = value.objectValue else {
            error(path, "must be an object, not \(value.kindDescription)")
            return nil
        }
        warnDuplicates(value, at: path)
        warnUnknown(members, known: ["appID", "appIDs", "components", "paths", "defaults", "comment"], at: path)
        var apps: [AppIdentifier] = []
        if let single = value["appID"] {
            apps += appIdentifier(single, at: path + ".appID").map { [$0] } ?? []
        }
        if let many = value["appIDs"] {
            apps += appIdentifiers(many, at: path + ".appIDs") ?? []
        }
        if value["appID"] != nil && value["appIDs"] != nil {
            warn(path, "has both 'appID' and 'appIDs'; both are used, but use one")
        }
        if value["appID"] == nil && value["appIDs"] == nil {
            error(path, "has no 'appIDs': it applies to no app")
        }
        var components: [AppleAppSiteAssociation.Component]? = nil
        if let list = value["components"] {
            if let entries = list.arrayValue {
                components = []
                for (index, entry) in entries.enumerated() {
                    if let component = component(entry, at: "\(path).components[\(index)]") {
                        components!.append(component)
                    }
                }
            } else {
                error(path + ".components", "must be an array, not \(list.kindDescription)")
            }
        }
        var paths: [AppleAppSiteAssociation.LegacyPath]? = nil
        if let legacy = value["paths"] {
            paths = legacyPaths(legacy, at: path + ".paths")
            if components != nil {
                warn(path, "has both 'components' and 'paths'; iOS 13 and later use only 'components'")
            }
        }
        if components == nil && paths == nil {
            warn(path, "has neither 'components' nor 'paths': it matches no URL")
        }
        let defaults = value["defaults"].flatMap { options($0, at: path + ".defaults") }
        return .init(appIDs: apps, components: components, paths: paths, defaults: defaults)
    }

    mutating func component(_ value: JSONValue, at path: String) -> AppleAppSiteAssociation.Component? {
        guard let members = value.objectValue else {
            error(path, "must be an object, not \(value.kindDescription)")
            return nil
        }
        warnDuplicates(value, at: path)
        warnUnknown(members, known: ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"], at: path)
        var component = AppleAppSiteAssociation.Component(
            path: nil, query: nil, fragment: nil, exclude: false, comment: nil, options: .init())
        if let pathPattern = value["/"] {
            if let text = pathPattern.stringValue {
                component.path = text
                if !text.isEmpty, !text.hasPrefix("/"), !text.hasPrefix("*"), !text.hasPrefix("?"), !text.hasPrefix("$")
                {
                    warn(path + "./", "'\(text.prefix(60))' does not start with '/', so it matches no path")
                }
            } else {
                error(path + "./", "must be a string pattern, not \(pathPattern.kindDescription)")
                return nil
            }
        }
        if let query = value["?"] {
            switch query {
            case .string(let text):
                component.query = .whole(text)
            case .object(let items):
                warnDuplicates(query, at: path + ".?")
                var patterns: [AppleAppSiteAssociation.QueryItemPattern] = []
                for item in items {
                    guard let pattern = item.value.stringValue else {
                        error("\(path).?.\(item.key)", "must be a string pattern, not \(item.value.kindDescription)")
                        return nil
                    }
                    patterns.append(.init(name: item.key, valuePattern: pattern))
                }
                component.query = .items(patterns)
            default:
                error(path + ".?", "must be a string pattern or an object of query items, not \(query.kindDescription)")
                return nil
            }
        }
        if let fragment = value["#"] {
            guard let text = fragment.stringValue else {
                error(path + ".#", "must be a string pattern, not \(fragment.kindDescription)")
                return nil
            }
            component.fragment = text
        }
        if let exclude = value["exclude"] {
            guard let flag = exclude.boolValue else {
                error(path + ".exclude", "must be true or false, not \(exclude.kindDescription)")
                return nil
            }
            component.exclude = flag
        }
        if let comment = value["comment"] {
            if let text = comment.stringValue {
                component.comment = text
            } else {
                warn(path + ".comment", "should be a string")
            }
        }
        component.options = options(value, at: path, reportUnknown: false) ?? .init()
        return component
    }

    mutating func options(_ value: JSONValue, at path: String, reportUnknown: Bool = true)
        -> AppleAppSiteAssociation.MatchingOptions?
    {
        guard let members = value.objectValue else {
            error(path, "must be an object, not \(value.kindDescription)")
            return nil
        }
        if reportUnknown {
            warnDuplicates(value, at: path)
            warnUnknown(members, known: ["caseSensitive", "percentEncoded"], at: path)
        }
        var options = AppleAppSiteAssociation.MatchingOptions()
        if let flag = value["caseSensitive"] {
            if let bool = flag.boolValue {
                options.caseSensitive = bool
            } else {
                error(path + ".caseSensitive", "must be true or false, not \(flag.kindDescription)")
            }
        }
        if let flag = value["percentEncoded"] {
            if let bool = flag.boolValue {
                options.percentEncoded = bool
            } else {
                error(path + ".percentEncoded", "must be true or false, not \(flag.kindDescription)")
            }
        }
        return options
    }

    mutating func legacyPaths(_ value: JSONValue, at path: String) -> [AppleAppSiteAssociation.LegacyPath]? {
        guard let entries = value.arrayValue else {
            error(path, "must be an array of strings, not \(value.kindDescription)")
            return nil
        }
        var paths: [AppleAppSiteAssociation.LegacyPath] = []
        for (index, entry) in entries.enumerated() {
            guard let text = entry.stringValue else {
                error("\(path)[\(index)]", "must be a string, not \(entry.kindDescription)")
                continue
            }
            if text.hasPrefix("NOT ") {
                paths.append(.init(pattern: String(text.dropFirst(4)), isExcluded: true))
            } else {
                paths.append(.init(pattern: text, isExcluded: false))
            }
        }
        return paths
    }

    mutating func substitutionVariables(_ value: JSONValue, at path: String) -> [String: [String]] {
        guard let members = value.objectValue else {
            error(path, "must be an object of name: [values], not \(value.kindDescription)")
            return [:]
        }
        warnDuplicates(value, at: path)
        var variables: [String: [String]] = [:]
        for member in members {
            let memberPath = "\(path).\(member.key)"
            if member.key.isEmpty || member.key.contains(where: { "$()".contains($0) }) {
                error(memberPath, "a variable name may not be empty or contain '$', '(' or ')'")
                continue
            }
            if SubstitutionVariables.predefined[member.key] != nil {
                warn(memberPath, "redefines the predefined variable '\(member.key)'")
            }
            guard let values = member.value.arrayValue else {
                error(memberPath, "must be an array of strings, not \(member.value.kindDescription)")
                continue
            }
            var strings: [String] = []
            for (index, element) in values.enumerated() {
                guard let text = element.stringValue else {
                    error("\(memberPath)[\(index)]", "must be a string, not \(element.kindDescription)")
                    continue
                }
                if text.contains("$(") {
                    error("\(memberPath)[\(index)]", "a value may not use another substitution variable")
                    continue
                }
                strings.append(text)
            }
            if strings.isEmpty { warn(memberPath, "has no values, so it matches nothing") }
            variables[member.key] = strings
        }
        return variables
    }

    mutating func checkVariables(_ details: [AppleAppSiteAssociation.Detail], variables: [String: [String]]) {
        let all = SubstitutionVariables.predefined.merging(variables) { $1 }
        for (detailIndex, detail) in details.enumerated() {
            for (index, component) in (detail.components ?? []).enumerated() {
                var patterns = [component.path, component.fragment].compactMap { $0 }
                switch component.query {
                case .whole(let text)?: patterns.append(text)
                case .items(let items)?: patterns += items.map(\.valuePattern)
                case nil: break
                }
                for pattern in patterns {
                    let compiled = URLPattern(pattern, variables: all)
                    if compiled.isTooComplex {
                        error(
                            "applinks.details[\(detailIndex)].components[\(index)]",
                            "a pattern expands to more than \(URLPattern.maximumSize) steps (too many substitution variables); it matches nothing"
                        )
                    }
                    for name in compiled.undefinedVariables {
                        warn(
                            "applinks.details[\(detailIndex)].components[\(index)]",
                            "'$(\(name))' is not a defined substitution variable, so it matches only its own text")
                    }
                }
            }
        }
    }
}
