import ArgumentParser
import Foundation
import MessageCodes

struct SMSAppHashCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-hash",
        abstract: "Compute an Android app's SMS Retriever hash.",
        discussion: """
            Google Play services hands an SMS to the app whose 11-character hash it contains. \
            The hash is computed from the package name and the app's whole signing certificate \
            (not its fingerprint): give the certificate as a DER or PEM file, or as the hex that \
            'keytool -exportcert -alias KEY -keystore KEYSTORE | xxd -p' prints.

            Examples:
              autofill sms app-hash --package com.example.app --certificate signing.der
              keytool -exportcert -alias upload -keystore app.jks | autofill sms app-hash --package com.example.app --certificate -
              autofill sms app-hash --package com.example.app --certificate-hex 3082030d308201f5a003...
            """)

    @Option(help: ArgumentHelp("The Android package name, such as com.example.app.", valueName: "name"))
    var package: String

    @Option(
        help: ArgumentHelp("The signing certificate: a DER or PEM file, or '-' for standard input.", valueName: "path"))
    var certificate: String?

    @Option(help: ArgumentHelp("The signing certificate in hexadecimal.", valueName: "hex"))
    var certificateHex: String?

    @Option(name: .customLong("cert-sha256"), help: .hidden)
    var certificateSHA256: String?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if certificateSHA256 != nil {
            throw ValidationError(
                "the SMS Retriever hash is computed from the whole signing certificate, not its SHA-256 fingerprint; pass the certificate with --certificate FILE or --certificate-hex HEX (keytool -exportcert ... | xxd -p)"
            )
        }
        guard (certificate == nil) != (certificateHex == nil) else {
            throw ValidationError(
                "give the signing certificate with exactly one of --certificate and --certificate-hex")
        }
    }

    func run() async throws {
        let hash: AndroidAppHash
        if let certificateHex {
            hash = try AndroidAppHash(packageName: package, signingCertificateHex: certificateHex)
        } else {
            hash = try AndroidAppHash(packageName: package, signingCertificate: try Self.readCertificate(certificate!))
        }
        if json {
            try Output.printJSON(["package": package, "hash": hash.rawValue])
        } else {
            print(hash.rawValue)
        }
    }

    /// Reads a DER certificate, or the first certificate of a PEM file.
    static func readCertificate(_ path: String) throws -> [UInt8] {
        let data: Data
        if path == "-" {
            data = try FileInput.standardInput()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw ValidationError("cannot read \(path): no such file, or permission denied")
            }
            data = contents
        }
        if let text = String(data: data, encoding: .utf8), text.contains("-----BEGIN CERTIFICATE-----") {
            let body = text.components(separatedBy: "-----BEGIN CERTIFICATE-----")[1]
                .components(separatedBy: "-----END CERTIFICATE-----")[0]
                .filter { !$0.isWhitespace }
            guard let der = Data(base64Encoded: body) else {
                throw ValidationError("\(path) has a PEM certificate whose Base64 does not decode")
            }
            return Array(der)
        }
        guard let first = data.first, first == 0x30 else {
            throw ValidationError("\(path) is neither a DER certificate (starting with 0x30) nor a PEM one")
        }
        return Array(data)
    }
}
