/// Where the vault lives when no path is given.
public enum VaultLocation {
    /// The vault's file name inside its directory.
    public static let fileName = "vault.sqlite"

    /// The default directory: `$AUTOFILL_HOME`, else `$XDG_DATA_HOME/autofill`, else
    /// `~/.local/share/autofill` (the XDG Base Directory default). Relative values of the
    /// variables are ignored, as the XDG specification asks. Nil when not even `HOME` is set.
    ///
    /// The environment is passed in, so this reads nothing itself.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        func absolute(_ name: String) -> String? {
            guard let value = environment[name], value.hasPrefix("/") else { return nil }
            return value.count > 1 && value.hasSuffix("/") ? String(value.dropLast()) : value
        }
        if let home = absolute("AUTOFILL_HOME") { return home }
        if let data = absolute("XDG_DATA_HOME") { return data + "/autofill" }
        if let home = absolute("HOME") { return home + "/.local/share/autofill" }
        return nil
    }

    /// The default vault file: ``fileName`` in ``defaultDirectory(environment:)``.
    public static func defaultPath(environment: [String: String]) -> String? {
        defaultDirectory(environment: environment).map { $0 + "/" + fileName }
    }
}
