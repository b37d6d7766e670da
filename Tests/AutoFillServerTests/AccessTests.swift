import Foundation
import Testing

@testable import AutoFillServer

@Suite("Access: tokens, sessions, Host and Origin checks")
struct AccessTests {
    @Test("API requests need the bearer token")
    func tokenRequired() async throws {
        try await withServer { server in
            let none = try await server.request("GET", "/v1/vault", token: nil)
            #expect(none.status == 401)
            #expect(none.errorCode == "unauthorized")
            #expect(none.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
            let wrong = try await server.request("GET", "/v1/vault", token: "not-the-token")
            #expect(wrong.status == 401)
            // The last character of 32 bytes in Base64url is A, Q, g or w: change it to another.
            let other = server.token.last == "A" ? "Q" : "A"
            let nearly = try await server.request("GET", "/v1/vault", token: String(server.token.dropLast()) + other)
            #expect(nearly.status == 401)
            let right = try await server.request("GET", "/v1/vault")
            #expect(right.status == 200)
            #expect(right.json["exists"] as? Bool == false)
        }
    }

    @Test("The token file is 0600 in a 0700 directory, and differs on each start")
    func tokenFile() async throws {
        var tokens: [String] = []
        for _ in 0..<2 {
            try await withServer { server in
                let attributes = try FileManager.default.attributesOfItem(atPath: server.ready.tokenPath)
                #expect((attributes[.posixPermissions] as? Int) == 0o600)
                let directory = try FileManager.default.attributesOfItem(
                    atPath: (server.ready.tokenPath as NSString).deletingLastPathComponent)
                #expect((directory[.posixPermissions] as? Int) == 0o700)
                let socket = try FileManager.default.attributesOfItem(atPath: server.ready.socketPath)
                #expect((socket[.posixPermissions] as? Int) == 0o600)
                #expect(server.token.count >= 43)
                tokens.append(server.token)
            }
        }
        #expect(tokens[0] != tokens[1])
    }

    @Test(
        "Foreign Host headers are refused (DNS rebinding)",
        arguments: ["evil.example:7391", "127.0.0.1.nip.io", "example.test.evil.com", "localhost.", "[::2]:80", ""]
    )
    func hostChecks(host: String) async throws {
        try await withServer { server in
            let reply = try await server.request("GET", "/v1/vault", host: host)
            #expect(reply.status == 403 || reply.status == 400, "Host \(host) got \(reply.status)")
            let page = try await server.request("GET", "/", token: nil, host: host)
            #expect(page.status == 403 || page.status == 400)
        }
    }

    @Test("Loopback names are served", arguments: ["127.0.0.1", "localhost", "LOCALHOST", "[::1]"])
    func loopbackHosts(name: String) async throws {
        try await withServer { server in
            let reply = try await server.request("GET", "/v1/vault", host: "\(name):\(server.port)")
            #expect(reply.status == 200)
        }
    }

    @Test(
        "Cross-origin requests are refused",
        arguments: ["http://evil.example", "null", "https://127.0.0.1", "http://127.0.0.1:1", "http://localhost"]
    )
    func originChecks(origin: String) async throws {
        try await withServer { server in
            let reply = try await server.request(
                "POST", "/v1/messages", json: #"{"text":"@example.test #123456"}"#, headers: [("Origin", origin)])
            #expect(reply.status == 403)
            #expect(reply.errorCode == "forbidden")
        }
    }

    @Test("Same-origin requests and cross-site fetch metadata")
    func sameOrigin() async throws {
        try await withServer { server in
            let same = try await server.request(
                "GET", "/v1/vault",
                headers: [("Origin", "http://\(server.authority)"), ("Sec-Fetch-Site", "same-origin")])
            #expect(same.status == 200)
            let crossSite = try await server.request("GET", "/v1/vault", headers: [("Sec-Fetch-Site", "cross-site")])
            #expect(crossSite.status == 403)
        }
    }

    @Test("Bad bodies get clear 4xx errors")
    func badBodies() async throws {
        try await withServer { server in
            let notJSON = try await server.request("POST", "/v1/messages", json: "{nope")
            #expect(notJSON.status == 400)
            #expect(notJSON.errorCode == "badRequest")
            let missing = try await server.request("POST", "/v1/messages", json: #"{"sender":"x"}"#)
            #expect(missing.status == 400)
            #expect((missing.json["error"] as? [String: Any])?["message"] as? String == "the JSON body lacks \"text\"")
            let wrongType = try await server.request("POST", "/v1/messages", json: #"{"text":5}"#)
            #expect(wrongType.status == 400)
            let empty = try await server.request("POST", "/v1/messages", json: "")
            #expect(empty.status == 400)
            let huge = try await server.request(
                "POST", "/v1/messages", json: #"{"text":""# + String(repeating: "a", count: 100_000) + #""}"#)
            #expect(huge.status == 413)
            let plain = try await server.request(
                "POST", "/v1/messages", json: #"{"text":"x"}"#, headers: [("Content-Type", "text/plain")])
            #expect(plain.status == 415)
            let badID = try await server.request("GET", "/v1/fields/not-a-uuid")
            #expect(badID.status == 400)
            let unknown = try await server.request("GET", "/v1/nothing")
            #expect(unknown.status == 404)
            let badChannel = try await server.request("POST", "/v1/messages", json: #"{"text":"x","channel":"fax"}"#)
            #expect(badChannel.status == 400)
            let both = try await server.request(
                "POST", "/v1/fields", json: #"{"pageURL":"https://a.test","appID":"X.y","field":{}}"#)
            #expect(both.status == 400)
            let badURL = try await server.request("POST", "/v1/fields", json: focusJSON(page: "javascript:alert(1)"))
            #expect(badURL.status == 400)
        }
    }

    @Test("Public pages need no token but still check the Host")
    func publicPages() async throws {
        try await withServer { server in
            for path in ["/", "/demo/signin", "/static/client.js", "/static/app.js", "/openapi.yaml", "/v1/health"] {
                let reply = try await server.request("GET", path, token: nil)
                #expect(reply.status == 200, "\(path)")
                #expect(reply.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
                #expect(reply.header("X-Frame-Options") == "DENY")
            }
        }
    }

    @Test("A login code works once, on its host, and opens a session")
    func loginFlow() async throws {
        try await withServer { server in
            let code = String(server.ready.loginURL.split(separator: "=").last!)
            let first = try await server.request(
                "POST", "/v1/session", json: #"{"loginCode":"\#(code)"}"#, token: nil)
            #expect(first.status == 201)
            #expect(first.json["role"] as? String == "app")
            let session = try #require(first.json["token"] as? String)
            let again = try await server.request("POST", "/v1/session", json: #"{"loginCode":"\#(code)"}"#, token: nil)
            #expect(again.status == 401)
            let withSession = try await server.request("GET", "/v1/vault", token: session)
            #expect(withSession.status == 200)
            // The session is bound to the host it was opened on.
            let elsewhere = try await server.request(
                "GET", "/v1/vault", token: session, host: "localhost:\(server.port)")
            #expect(elsewhere.status == 401)
            // An app login code does not open a demo-site session.
            let link = try await server.request("POST", "/v1/login-links", json: "{}")
            let appCode = String((link.json["url"] as! String).split(separator: "=").last!)
            let onDemo = try await server.request(
                "POST", "/v1/session", json: #"{"loginCode":"\#(appCode)"}"#, token: nil,
                host: "login.example.test:\(server.port)")
            #expect(onDemo.status == 401)
            let logout = try await server.request("DELETE", "/v1/session", token: session)
            #expect(logout.status == 204)
            let after = try await server.request("GET", "/v1/vault", token: session)
            #expect(after.status == 401)
        }
    }

    @Test("A demo-site session reaches only its own fields")
    func demoSessionScope() async throws {
        try await withServer { server in
            let session = try await server.demoSession(host: "login.example.test")
            let host = "login.example.test:\(server.port)"
            for (method, path) in [("GET", "/v1/codes"), ("GET", "/v1/vault"), ("POST", "/v1/vault/lock")] {
                let reply = try await server.request(
                    method, path, json: method == "POST" ? "{}" : nil, token: session, host: host)
                #expect(reply.status == 403, "\(method) \(path)")
            }
            let message = try await server.request(
                "POST", "/v1/messages", json: #"{"text":"@example.test #1"}"#, token: session, host: host)
            #expect(message.status == 403)
            let other = try await server.request(
                "POST", "/v1/fields", json: focusJSON(page: "https://bank.example"), token: session, host: host)
            #expect(other.status == 403)
            let sibling = try await server.request(
                "POST", "/v1/fields", json: focusJSON(page: "http://other.example.test:\(server.port)/"),
                token: session,
                host: host)
            #expect(sibling.status == 403)
            let own = try await server.request(
                "POST", "/v1/fields", json: focusJSON(page: "http://login.example.test:\(server.port)/demo/signin"),
                token: session, host: host)
            #expect(own.status == 201)
            // The access token is not accepted on a demo host.
            let token = try await server.request("GET", "/v1/status", host: host)
            #expect(token.status == 401)
            // The app page is not served on demo hosts beyond the public files.
            let status = try await server.request("GET", "/v1/status", token: session, host: host)
            #expect(status.json["access"] as? String == "site")
        }
    }

    @Test("The Unix socket needs no token")
    func unixSocket() async throws {
        try await withServer { server in
            let client = ServiceClient(socketPath: server.ready.socketPath)
            let (status, body) = try await client.send(method: "GET", path: "/v1/vault")
            try await client.shutdown()
            #expect(status == 200)
            #expect(String(decoding: body, as: UTF8.self).contains("\"exists\":false"))
        }
    }
}
