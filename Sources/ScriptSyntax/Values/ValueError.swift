/// A value that does not fit where it goes: the wrong type, out of range, or refused by a
/// setter. The command that evaluated it turns it into a ``SyntaxError`` at the value's place
/// on the line.
public struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    /// `expected <expected>, found <found>`.
    public init(expected: String, found: Value) {
        self.message = "expected \(expected), found \(found)"
    }

    public var description: String { message }
}
