import ScriptSyntax
import Solver

/// A visual format string as written, before metrics are resolved: what
/// ``VisualFormatParser`` reads and ``VisualFormatBuilder`` turns into constraints.
struct VisualFormatSyntax {
    enum Orientation { case horizontal, vertical }

    /// Who wrote the format: a program (Apple's grammar), or UIKit, printing a constraint
    /// made from one in its description (`H:|-(NSSpace(8))-[UILabel:0x7f…](LTR)`): one
    /// predicate in parentheses, numbers and spaces only, a direction after an element.
    enum Form { case written, printed }

    /// A number or a name (metric or view), and where it was written.
    struct Value {
        enum Kind {
            case number(Double)
            case name(String)
            /// The system's spacing, as UIKit prints it: `NSSpace(8)`,
            /// `NSLayoutAnchorConstraintSpace(8)` (a printed format's only).
            case systemSpacing(Double)
        }
        var kind: Kind
        var text: String
        var location: SourceLocation
        var length: Int

        var isSystemSpacing: Bool {
            if case .systemSpacing = kind { return true }
            return false
        }
    }

    /// `(relation)? object (@priority)?`; the relation defaults to `==`.
    struct Predicate {
        var relation: Relation
        var object: Value
        var priority: Value?
        var location: SourceLocation
    }

    /// What joins two neighbours (views, or a view and `|`).
    enum Connection {
        /// Nothing between them: spacing 0.
        case flush(SourceLocation)
        /// A bare `-`: the standard spacing.
        case standard(SourceLocation)
        /// `-N-`, `-metric-` or `-(predicate, …)-`.
        case predicates([Predicate])
    }

    /// `[name(predicate, …)]`.
    struct View {
        var name: String
        var location: SourceLocation
        var predicates: [Predicate]
    }

    var form: Form
    var orientation: Orientation = .horizontal
    /// Where the format starts, for errors about the format as a whole.
    var location: SourceLocation
    /// The connection after a leading `|`, if the format starts at the superview.
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a trailing `|`, if the format ends at the superview.
    var trailingSuperview: Connection?
}
