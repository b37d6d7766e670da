import _AutoFillSupport

extension PublicSuffixList {
    /// The list compiled into this module (see ``snapshotVersion``), parsed on first use.
    public static var snapshot: PublicSuffixList { bundledSnapshot }

    /// The date and source of the list compiled into this module.
    public static var snapshotVersion: String { PublicSuffixSnapshot.version }

    /// The list every lookup uses unless it is given another: the ``snapshot``, unless the
    /// program installed a newer list here (the `autofill` tools install the file named by
    /// `AUTOFILL_PSL_FILE` at start-up).
    ///
    /// Reading it is cheap (a lock and a reference count); objects that compare many hosts,
    /// like ``SiteMatcher``, read it once when they are made.
    public static var `default`: PublicSuffixList {
        get { installed.withLock { $0 } ?? bundledSnapshot }
        set { installed.withLock { $0 = newValue } }
    }

    /// Puts the ``snapshot`` back as the ``default``.
    public static func resetDefault() {
        installed.withLock { $0 = nil }
    }
}

private let installed = Locked<PublicSuffixList?>(nil)

// The snapshot is tested to parse without a single diagnostic, so this cannot fail.
private let bundledSnapshot: PublicSuffixList = try! PublicSuffixList(parsing: PublicSuffixSnapshot.text)
