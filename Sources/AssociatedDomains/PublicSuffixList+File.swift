import Domains

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PublicSuffixList {
    /// The environment variable that names a newer list file for the `autofill` tools.
    public static let environmentVariable = "AUTOFILL_PSL_FILE"

    /// Reads and parses a list file (`public_suffix_list.dat`).
    ///
    /// - Throws: ``AssociatedDomainsError/Code-swift.struct/unreadableFile`` or
    ///   ``AssociatedDomainsError/Code-swift.struct/invalidList``.
    public static func load(contentsOfFile path: String) throws(AssociatedDomainsError) -> PublicSuffixList {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw AssociatedDomainsError(
                .unreadableFile, "cannot read the Public Suffix List file \(path): no such file, or permission denied")
        }
        do {
            return try PublicSuffixList(utf8: data)
        } catch {
            throw AssociatedDomainsError(.invalidList, "\(path) is not a Public Suffix List: \(error)")
        }
    }

    /// If `AUTOFILL_PSL_FILE` is set in `environment`, loads that file and installs it as
    /// ``PublicSuffixList/default``. Returns the path it loaded, or `nil` when the variable is
    /// unset or empty.
    @discardableResult
    public static func installFromEnvironment(_ environment: [String: String]) throws(AssociatedDomainsError) -> String?
    {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        PublicSuffixList.default = try load(contentsOfFile: path)
        return path
    }
}
