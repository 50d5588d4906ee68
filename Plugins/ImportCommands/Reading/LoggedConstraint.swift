import Layout

/// A constraint as a description prints it, its items resolved to the import's view keys.
///
/// The equation is UIKit's, `first.attribute RELATION multiplier * second.attribute +
/// constant`; a visual format is turned into that form when read (see
/// ``VisualFormatReader``), and the attributes UIKit prints are read as the model's
/// (``ItemReader/attributes``), the engine's `minX` and `minY` kept until the plan knows
/// whether they are the engine's origin.
struct LoggedConstraint {
    /// The constraint's address, or `line:N:M` for one printed without it.
    let key: String
    let address: String?
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `MASLayoutConstraint`, ...
    let className: String
    /// Its `identifier` (`'UISV-hiding'`), when printed.
    var identifier: String?
    /// `h=--& v=--&` of an autoresizing constraint, when printed.
    var mask: String?
    /// SnapKit's `@File.swift#61`: where the app made it.
    var sourceLocation: String?
    /// What it says, between view keys; required when no priority is printed.
    var equation: ConstraintEquation<String>
    /// Whether the constant is the system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    var isSystemSpacing = false
    /// `(active)`, `(inactive)`, or nil when the era printed neither.
    var isActive: Bool?
    /// The visual format's `|`, by key: the superview of the items it is next to.
    var superviewOfItems: String?
    /// The description as printed, for warnings and `find`.
    let description: String
    let line: Int
    let column: Int

    /// Whether UIKit made it for its own purposes (autoresizing, encapsulated layout, stack
    /// views, guides), as its class or identifier says.
    var isUIKits: Bool {
        if className == "NSAutoresizingMaskLayoutConstraint" || className == "_UILayoutSupportConstraint" { return true }
        guard let identifier else { return false }
        return identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("UISV-")
            || identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint")
            || identifier.hasPrefix("UIViewSafeAreaLayoutGuide-")
    }
}
