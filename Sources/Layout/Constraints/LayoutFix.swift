public import Solver

/// A fix to a conflict or an ambiguity, as one change to the model: what `fixes` tries and
/// `fixes apply` makes, and what `export swift fix` writes as UIKit code: a change to the
/// model, named in the model's terms, so the plugin that makes it (FixCommands) and the one
/// that writes it (ExportCommands) share it without knowing each other.
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
