public import Layout
public import Solver

/// A typed value of the script language: what a property's getter returns, what a setter
/// takes, what an expression evaluates to and what `let` names.
///
/// Values are values: views and constraints are held by name, so a value never keeps an
/// object alive and compares by what it says. ``description`` is how `print` shows it, the
/// form a user can type back (`(0, 0, 320, 100)`, `true`, `750`, `never`).
public enum Value: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case insets(EdgeInsets)
    case bool(Bool)
    /// A case of an enumeration, by name (`never`, `plain`); also a bare word that names no
    /// object, until a property's type says which enumeration it belongs to.
    case enumCase(String)
    case priority(Priority)
    /// A view, by name.
    case view(String)
    /// A constraint, by name.
    case constraint(String)
    case text(String)
    /// Flags of an option set, by name, in declaration order (`autoresizingMask`).
    case flags([String])
    /// A list, printed as `[a, b]` (`subviews`, `renderedLines`).
    case list([Value])
    /// A read-only report printed as it is (`visibleRows`, `heightCache`): text for a person,
    /// not a value to compute with.
    case summary(String)
    /// No value, spelt as the property spells it: `nil`, `automatic`, `none`, `unbounded`.
    case none(String)
    /// A parenthesised list of values written in a script, `(0, 0, w, h)`, until a type
    /// makes it a point, size, rect or insets.
    case tuple([Value])
}

extension Value: CustomStringConvertible {
    /// The value as `print` shows it.
    public var description: String {
        switch self {
        case .number(let number): formatPoints(number)
        case .point(let point): "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
        // A negative side of a size is UIKit's `noIntrinsicMetric` (-1); sizes are otherwise
        // never negative.
        case .size(let size): "(\(Self.side(size.width)), \(Self.side(size.height)))"
        case .rect(let rect): rect.description
        case .insets(let insets): insets.description
        case .bool(let bool): bool ? "true" : "false"
        case .enumCase(let name): name
        case .priority(let priority): String(priority.value)
        case .view(let name), .constraint(let name): name
        case .text(let text): ScriptLiteral.quoted(text)
        case .flags(let names): names.isEmpty ? "none" : names.joined(separator: ",")
        case .list(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .summary(let text): text
        case .none(let spelling): spelling
        case .tuple(let values): "(" + values.map(\.description).joined(separator: ", ") + ")"
        }
    }

    private static func side(_ value: Double) -> String {
        value < 0 ? "noIntrinsicMetric" : formatPoints(value)
    }
}
