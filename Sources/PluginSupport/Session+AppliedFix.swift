public import Commands
public import Layout

/// The fix `fixes apply` made last, and the command that made it.
public struct AppliedFix {
    public let fix: LayoutFix
    /// The script commands it ran: what `save` keeps.
    public let commands: String
    /// One line saying what it does.
    public let summary: String

    public init(fix: LayoutFix, commands: String, summary: String) {
        self.fix = fix
        self.commands = commands
        self.summary = summary
    }
}

extension Session {
    private enum AppliedFixKey: SessionKey {
        static var defaultValue: AppliedFix? { nil }
    }

    /// The fix applied last in this session (session state: undo leaves it, so a reader checks
    /// the model still shows it).
    public var appliedFix: AppliedFix? {
        get { self[AppliedFixKey.self] }
        set { self[AppliedFixKey.self] = newValue }
    }
}
