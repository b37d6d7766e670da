import AutoFillAPI
import Foundation
import Testing

@testable import AutoFillServer

@Suite("The OpenAPI document")
struct OpenAPITests {
    /// Sources/AutoFillServer/Resources/openapi.yaml, as compiled into the module and served.
    static var document: String { String(decoding: PackageResources.openapi_yaml, as: UTF8.self) }

    /// `METHOD /path` for every operation under `paths:` (paths at two spaces, methods at four).
    static func operations(in yaml: String) -> Set<String> {
        var result = Set<String>()
        var inPaths = false
        var path: String?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("paths:") {
                inPaths = true
                continue
            }
            if inPaths, let first = line.first, first != " " { inPaths = false }
            guard inPaths else { continue }
            if line.hasPrefix("  /") && line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), !line.hasPrefix("     "), let path {
                let key = line.dropFirst(4).prefix { $0 != ":" }
                if ["get", "post", "put", "delete", "patch", "head"].contains(String(key)) {
                    result.insert(key.uppercased() + " " + path)
                }
            }
        }
        return result
    }

    @Test("Every route is documented, and every documented operation is a route")
    func coverage() throws {
        #expect(Self.document.hasPrefix("openapi: 3.1.0"))
        let documented = Self.operations(in: Self.document)
        let service = AutoFillService(
            configuration: ServerConfiguration(stateDirectory: "/tmp", vaultPath: "/tmp/v"), logger: .init(label: "t"),
            now: { Date() })
        let table = APIRoutes(service: service, version: "t").table.map(\.endpoint)
        // The server routes exactly the API table.
        #expect(Set(table) == Set(Endpoints.all) && table.count == Endpoints.all.count)
        var routes = Set(table.map { "\($0.method) \($0.path)" })
        routes.insert("GET /openapi.yaml")
        #expect(documented.count >= 18)
        #expect(routes.subtracting(documented).isEmpty, "undocumented: \(routes.subtracting(documented))")
        #expect(documented.subtracting(routes).isEmpty, "documented but missing: \(documented.subtracting(routes))")
    }

    @Test("The operations marked x-autofill-presence are exactly those the table says need presence")
    func presence() {
        var marked = Set<String>()
        var path = ""
        var method = ""
        for line in Self.document.split(separator: "\n") {
            if line.hasPrefix("  /") && line.hasSuffix(":") { path = String(line.dropFirst(2).dropLast()) }
            if line.hasPrefix("    "), !line.hasPrefix("     ") {
                method = String(line.dropFirst(4).prefix { $0 != ":" })
            }
            if line.trimmingCharacters(in: .whitespaces) == "x-autofill-presence: true" {
                marked.insert(method.uppercased() + " " + path)
            }
        }
        let needed = Set(Endpoints.all.filter(\.needsPresence).map { "\($0.method) \($0.path)" })
        #expect(marked == needed)
        #expect(needed.count == 3)
    }

    @Test("Every route answers something other than 404 when called")
    func routesAreRegistered() async throws {
        // The event stream is endless; EventTests covers it.
        let operations = Self.operations(in: Self.document).filter { !$0.hasSuffix(" /v1/events") }.sorted()
        try await withServer { server in
            for operation in operations {
                try await Self.probe(server, operation)
            }
        }
    }

    static func probe(_ server: LiveServer, _ operation: String) async throws {
        let parts = operation.split(separator: " ")
        let method = String(parts[0])
        let path = String(parts[1]).replacingOccurrences(of: "{id}", with: UUID().uuidString)
        let reply = try await server.request(method, path, json: method == "POST" ? "{}" : nil)
        // A route that exists may still answer 404 for a missing item, with its own error code.
        let missingItem =
            reply.status == 404 && reply.errorCode != nil
            && ["/v1/fields/", "/v1/sources/", "/v1/phones/"].contains { path.hasPrefix($0) }
        let itemError = reply.status == 404 && reply.errorCode == "vaultNotFound"
        #expect(reply.status != 404 || missingItem || itemError, "\(operation)")
        #expect(reply.status != 405, "\(operation)")
    }
}
