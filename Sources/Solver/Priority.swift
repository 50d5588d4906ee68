/// How strongly a constraint wants to hold, from 1 to 1000 as in UIKit's `UILayoutPriority`.
///
/// 1000 is required: it must hold. Below that, priorities are strictly ordered, not weighted:
/// any amount of error at priority `p` outweighs all error at every priority below `p`.
///
/// One level sits between 999 and required: ``brokenRequired``, where UIKit keeps a required
/// constraint it had to break. It is satisfied as far as possible, ahead of every optional
/// constraint, but can no longer make the system unsatisfiable.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value, in `1...1000` (1000 for a broken required constraint too).
    public let value: Int
    /// The solver's order of levels: twice the value, so a level fits between 999 and 1000.
    let rank: Int

    /// Creates a priority, or returns nil when `value` is outside `1...1000`.
    public init?(_ value: Int) {
        guard Self.validRange.contains(value) else { return nil }
        self.init(unchecked: value)
    }

    private init(unchecked value: Int) {
        self.value = value
        self.rank = 2 * value
    }

    private init(value: Int, rank: Int) {
        self.value = value
        self.rank = rank
    }

    /// A required constraint that was broken to resolve a conflict: it still pulls harder
    /// than any optional constraint.
    public static let brokenRequired = Priority(value: 1000, rank: 1999)

    public static let validRange = 1...1000
    public static let required = Priority(unchecked: 1000)
    public static let defaultHigh = Priority(unchecked: 750)
    public static let dragThatCanResizeScene = Priority(unchecked: 510)
    public static let sceneSizeStayPut = Priority(unchecked: 500)
    public static let dragThatCannotResizeScene = Priority(unchecked: 490)
    public static let defaultLow = Priority(unchecked: 250)
    public static let fittingSizeLevel = Priority(unchecked: 50)

    public var isRequired: Bool { rank == 2000 }

    public var isBrokenRequired: Bool { rank == 1999 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }

    public var description: String { isBrokenRequired ? "1000 (broken)" : String(value) }
}
