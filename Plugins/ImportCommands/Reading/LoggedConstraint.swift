import Solver

/// A constraint as a description prints it, its items resolved to the import's view keys.
///
/// The equation is kept as UIKit wrote it, `first.attribute RELATION multiplier *
/// second.attribute + constant`; a visual format is turned into that form when read (see
/// ``VisualFormatReader``), and attributes keep their printed names (`midY`, `minX`) until
/// the plan maps them onto the model's.
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
    var first: String
    var firstAttribute: String
    var relation: Relation
    var second: String?
    var secondAttribute: String?
    var multiplier = 1.0
    var constant = 0.0
    /// 1...1000; 1000 (required) when not printed.
    var priority = 1000
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
