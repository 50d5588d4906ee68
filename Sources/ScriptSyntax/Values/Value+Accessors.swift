public import Layout
public import Solver

/// What a setter takes out of a value already converted to its property's type. Each throws
/// rather than returning nothing, so a wrong value can never pass silently.
extension Value {
    public func number() throws(ValueError) -> Double {
        guard case .number(let number) = self else { throw mismatch("a number") }
        return number
    }

    public func rect() throws(ValueError) -> Rect {
        guard case .rect(let rect) = self else { throw mismatch("a rectangle") }
        return rect
    }

    public func size() throws(ValueError) -> Size {
        guard case .size(let size) = self else { throw mismatch("a size") }
        return size
    }

    public func point() throws(ValueError) -> Point {
        guard case .point(let point) = self else { throw mismatch("a point") }
        return point
    }

    public func insets() throws(ValueError) -> EdgeInsets {
        guard case .insets(let insets) = self else { throw mismatch("insets") }
        return insets
    }

    public func bool() throws(ValueError) -> Bool {
        guard case .bool(let bool) = self else { throw mismatch("true or false") }
        return bool
    }

    public func text() throws(ValueError) -> String {
        guard case .text(let text) = self else { throw mismatch("text") }
        return text
    }

    public func priority() throws(ValueError) -> Priority {
        guard case .priority(let priority) = self else { throw mismatch("a priority") }
        return priority
    }

    /// The case of an enumeration, as a Swift enum of string raw values.
    public func choice<Choice: RawRepresentable>(_ type: Choice.Type) throws(ValueError) -> Choice where Choice.RawValue == String {
        guard case .enumCase(let name) = self, let choice = Choice(rawValue: name) else { throw mismatch("a case of \(type)") }
        return choice
    }

    public func flagNames() throws(ValueError) -> [String] {
        guard case .flags(let names) = self else { throw mismatch("flags") }
        return names
    }

    /// The view's name.
    public func viewName() throws(ValueError) -> String {
        guard case .view(let name) = self else { throw mismatch("a view") }
        return name
    }

    /// Whether this is the `none` of an optional type.
    public var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    private func mismatch(_ expected: String) -> ValueError {
        ValueError(expected: expected, found: self)
    }
}
