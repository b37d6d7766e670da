import ArgumentParser
import AssociatedDomains
import Foundation

struct AASALintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check an apple-app-site-association or assetlinks.json file before you publish it.",
        discussion: """
            Reports every error (what Apple or Google would reject or ignore) and warning (legal \
            but probably not meant: unknown keys, both appID and appIDs, a path pattern that \
            cannot match, an undefined substitution variable), with where it is. A JSON array is \
            read as assetlinks.json, an object as apple-app-site-association.

            Exit status: 0 when there is no error (warnings allowed), 1 when there is one.

            Examples:
              autofill aasa lint public/.well-known/apple-app-site-association
              curl -s https://example.com/.well-known/assetlinks.json | autofill aasa lint -
              autofill aasa lint apple-app-site-association --json
            """)

    @Argument(help: ArgumentHelp("The file; '-' reads standard input.", valueName: "file"))
    var file: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() async throws {
        let data: Data
        if file == "-" {
            data = try FileInput.standardInput()
        } else {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw ValidationError("cannot read \(file): no such file, or permission denied")
            }
            data = contents
        }
        let bytes = Array(data)
        let document = try JSONValue(parsing: bytes)
        var findings: [FindingJSON] = []
        var summary: [String] = []
        let kind: String
        if case .array = document {
            kind = "assetlinks.json"
            let links = try AssetLinks(json: document)
            if bytes.count > AssetLinks.maximumSize {
                findings.append(
                    .init(
                        severity: "error", path: "(file)",
                        message: "the file is \(bytes.count) bytes; the limit is 128 KB"))
            }
            findings += links.diagnostics.map { .init(severity: "error", path: $0.path, message: $0.message) }
            if links.statements.isEmpty && links.includes.isEmpty {
                findings.append(.init(severity: "warning", path: "(file)", message: "no usable statements"))
            }
            let logins = links.statements(granting: AssetLinks.getLoginCredentials)
            summary.append("\(links.statements.count) statements, \(logins.count) share sign-in credentials")
            for statement in logins {
                switch statement.target {
                case .androidApp(let package, let fingerprints):
                    summary.append(
                        "  app \(package) (\(fingerprints.count) certificate\(fingerprints.count == 1 ? "" : "s"))")
                case .web(let origin):
                    summary.append("  site \(origin)")
                }
            }
            if !links.includes.isEmpty { summary.append("includes: " + links.includes.joined(separator: ", ")) }
        } else {
            kind = "apple-app-site-association"
            let file = try AppleAppSiteAssociation(parsing: bytes)
            findings += file.diagnostics.map {
                .init(severity: $0.severity.rawValue, path: $0.path, message: $0.message)
            }
            if let apps = file.webCredentialsApps {
                summary.append(
                    "webcredentials: " + (apps.isEmpty ? "(none)" : apps.map(\.description).joined(separator: ", ")))
            }
            if let links = file.appLinks {
                summary.append("applinks: \(links.details.count) details")
                for (index, detail) in links.details.enumerated() {
                    let patterns =
                        detail.components.map { "\($0.count) components" } ?? detail.paths.map {
                            "\($0.count) legacy paths"
                        } ?? "no patterns"
                    summary.append(
                        "  [\(index)] \(detail.appIDs.map(\.description).joined(separator: ", ")): \(patterns)")
                }
            }
            if let apps = file.appClipsApps {
                summary.append("appclips: " + apps.map(\.description).joined(separator: ", "))
            }
            if let apps = file.activityContinuationApps {
                summary.append("activitycontinuation: " + apps.map(\.description).joined(separator: ", "))
            }
        }
        let errors = findings.filter { $0.severity == "error" }.count
        let warnings = findings.count - errors
        if json {
            try Output.printJSON(
                LintJSON(kind: kind, errors: errors, warnings: warnings, findings: findings, summary: summary))
        } else {
            print("\(kind): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
            for finding in findings { print("\(finding.severity): \(finding.path): \(finding.message)") }
            for line in summary { print(line) }
        }
        if errors > 0 { throw ExitCode.failure }
    }

    struct FindingJSON: Encodable {
        let severity: String
        let path: String
        let message: String
    }

    struct LintJSON: Encodable {
        let kind: String
        let errors: Int
        let warnings: Int
        let findings: [FindingJSON]
        let summary: [String]
    }
}
