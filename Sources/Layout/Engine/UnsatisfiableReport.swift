/// What UIKit logs when required constraints cannot all hold, with names for addresses:
/// the minimal conflicting set, in the order the constraints were installed, and the one
/// the engine broke to go on.
public struct UnsatisfiableReport {
    /// The conflicting constraints a log lists (the implicit non-negative sizes are left out,
    /// as UIKit leaves them out).
    public let conflicting: [LayoutConstraint]
    /// The constraint broken to recover: it stays active, satisfied as far as it can be.
    public let broken: LayoutConstraint

    /// UIKit's text (iOS 11 and later), line by line, without the trailing spaces it leaves.
    public var lines: [String] {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if conflicting.contains(where: { if case .autoresizing = $0.kind { true } else { false } }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                    + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"
            )
        }
        lines.append("(")
        for (index, constraint) in conflicting.enumerated() {
            let comma = index == conflicting.count - 1 ? "" : ","
            lines.append("    \"\(constraint.debugDescription)\"\(comma)")
        }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint",
            broken.debugDescription,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        return lines
    }
}
