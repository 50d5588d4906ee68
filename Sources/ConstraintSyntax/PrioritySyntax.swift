import ScriptSyntax
import Solver

/// Priorities as the script language writes them.
///
/// A priority is an integer in 1...1000 (UIKit's valid range, `0 < p <= 1000`, at whole
/// points, which is all a script needs), or one of the names of ``PrioritySyntax/names``.
enum PrioritySyntax {
    /// The named priorities, UIKit's `required`, `defaultHigh` and `defaultLow`.
    static let names: [String: Priority] = ["required": .required, "high": .defaultHigh, "low": .defaultLow]

    /// What an error says the grammar expected in place of a bad priority.
    static let expectation = "a priority (1...1000, required, high or low)"

    /// The priority `value` stands for, if it is a whole number in 1...1000.
    static func priority(_ value: Double) -> Priority? {
        guard value.isFinite, value.rounded() == value, value >= 1, value <= 1000 else { return nil }
        return Priority(Int(value))
    }
}
