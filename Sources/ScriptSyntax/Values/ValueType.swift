/// The type of a property, which `set` converts a value to before calling the setter, and
/// which `help` shows.
public indirect enum ValueType: Hashable, Sendable {
    case number(NumberDomain)
    case point
    /// A size; with `length`, both sides must be 0 or more.
    case size
    /// A frame: any origin, a width and height of 0 or more.
    case rect
    case insets
    case bool
    /// An enumeration with its cases (`contentInsetAdjustmentBehavior`: automatic, never, ...).
    case enumeration(name: String, cases: [String])
    case priority
    case view
    case constraint
    case text
    /// An option set: any of these flags, or `none`.
    case flags([String])
    case list(ValueType)
    /// A read-only report (see ``Value/summary(_:)``).
    case summary
    /// A value of `wrapped`, or no value written as `none` (`automatic`, `nil`, ...).
    case optional(ValueType, none: String)
    /// A size either side of which may have no value, written `none` (or `none` for the
    /// whole size): `(none, 44)`. A side with no value is negative in the ``Value/size(_:)``
    /// it converts to, and prints as its spelling.
    case partialSize(none: String)

    /// Numbers in a domain, or no value spelt `none`: `rowHeight` is `automatic` or a height.
    public static func optionalNumber(_ domain: NumberDomain, none: String) -> ValueType {
        .optional(.number(domain), none: none)
    }
}

extension ValueType: CustomStringConvertible {
    /// What a value of this type is, for errors and help: `a number in 0...1`,
    /// `a rectangle (x, y, width, height)`, `one of automatic, never`.
    public var description: String {
        switch self {
        case .number(let domain): domain.description
        case .point: "a point (x, y)"
        case .size: "a size (width, height)"
        case .rect: "a rectangle (x, y, width, height) with a width and height of 0 or more"
        case .insets: "insets (top, left, bottom, right)"
        case .bool: "true or false"
        case .enumeration(_, let cases): "one of " + cases.joined(separator: ", ")
        case .priority: "a priority in 1...1000 or required, high, low, fittingSizeLevel"
        case .view: "a view's name"
        case .constraint: "a constraint's name"
        case .text: "text in quotes"
        case .flags(let names): "none or flags from " + names.joined(separator: ", ")
        case .list(let element): "a list of " + element.shortName
        case .summary: "a report"
        case .optional(let wrapped, let none): "\(wrapped), or \(none)"
        case .partialSize(let none): "a size (width, height), each side a length of 0 or more or \(none) (or none); none for both"
        }
    }

    /// The type's name in `help`: `number`, `rect`, `enum`, ...
    public var shortName: String {
        switch self {
        case .number(let domain): domain.wholeNumbers ? "whole number" : "number"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .insets: "insets"
        case .bool: "bool"
        case .enumeration(let name, _): name
        case .priority: "priority"
        case .view: "view"
        case .constraint: "constraint"
        case .text: "text"
        case .flags: "flags"
        case .list(let element): "[\(element.shortName)]"
        case .summary: "report"
        case .optional(let wrapped, let none): "\(wrapped.shortName) or \(none)"
        case .partialSize(let none): "size or \(none)"
        }
    }
}
