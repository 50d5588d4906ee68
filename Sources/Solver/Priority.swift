/// How strongly a constraint wants to hold, from 1 to 1000 as in UIKit's `UILayoutPriority`.
///
/// 1000 is required: it must hold. Below that, priorities are strictly ordered, not weighted:
/// any amount of error at priority `p` outweighs all error at every priority below `p`.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value, in `1...1000`.
    public let value: Int

    /// Creates a priority, or returns nil when `value` is outside `1...1000`.
    public init?(_ value: Int) {
        guard Self.validRange.contains(value) else { return nil }
        self.value = value
    }

    private init(unchecked value: Int) {
        self.value = value
    }

    public static let validRange = 1...1000
    public static let required = Priority(unchecked: 1000)
    public static let defaultHigh = Priority(unchecked: 750)
    public static let dragThatCanResizeScene = Priority(unchecked: 510)
    public static let sceneSizeStayPut = Priority(unchecked: 500)
    public static let dragThatCannotResizeScene = Priority(unchecked: 490)
    public static let defaultLow = Priority(unchecked: 250)
    public static let fittingSizeLevel = Priority(unchecked: 50)

    public var isRequired: Bool { value == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}
