public import Layout
public import Solver

/// A fix to a conflict or an ambiguity, as one change to the model: what `fixes` tries and
/// `fixes apply` makes, and what `export swift fix` writes as UIKit code. It lives here, in the
/// plugin API, because two plugins share it (FixCommands makes it, ExportCommands reads it).
public enum LayoutFix {
    /// `constraint.isActive = false` for good: the constraint leaves the scene.
    case remove(LayoutConstraint)
    /// The constraint's priority lowered (from required, it is deactivated, changed and
    /// activated again, as UIKit refuses the change on an installed constraint).
    case lower(LayoutConstraint, from: Priority, to: Priority)
    /// `view.translatesAutoresizingMaskIntoConstraints = false`.
    case translationOff(View)
    /// A new constraint (pinning an ambiguous attribute).
    case add(LayoutConstraint)
    /// New constraints made together (the relations that settle what a trace marked ambiguous
    /// in one view: its top and its bottom).
    case addAll([LayoutConstraint])
}

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
