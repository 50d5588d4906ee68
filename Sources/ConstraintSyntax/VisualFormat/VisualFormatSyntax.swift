import ScriptSyntax
import Solver

/// A visual format string as written, before metrics are resolved: what
/// ``VisualFormatParser`` reads and ``VisualFormatBuilder`` turns into constraints.
struct VisualFormatSyntax {
    enum Orientation { case horizontal, vertical }

    /// A number or a name (metric or view), and where it was written.
    struct Value {
        enum Kind {
            case number(Double)
            case name(String)
        }
        var kind: Kind
        var text: String
        var location: SourceLocation
        var length: Int
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
