/// What a Swift file becomes: the commands that build its views and constraints, in the order
/// the code runs them, each with the place of the statement it comes from; what was skipped,
/// statement by statement; and the values the code does not give (`unknown:` lines).
struct SwiftImportPlan {
    /// A command the import runs, and the statement it comes from.
    struct Step {
        let command: String
        let line: Int
        let column: Int
        /// A constraint's name when the command makes one the code names (`let height = ...`).
        var constraintName: String?
    }

    var steps: [Step] = []
    var warnings: [ImportWarning] = []
    var unknowns: [String] = []
    /// The views made, by scene name, with their UIKit class, in the order made.
    var views: [(name: String, className: String)] = []
    /// Views of the code found already in the scene (after `load`): the code's constraints
    /// attach to them.
    var reused: [String] = []
    /// Assignments of properties layout does not use (`backgroundColor`), counted by name.
    var ignoredProperties: [String: Int] = [:]
    /// Statements read (each a line of code that does something).
    var statementCount = 0
    var lineCount = 0

    mutating func add(_ command: String, at place: (line: Int, column: Int), constraintName: String? = nil) {
        steps.append(Step(command: command, line: place.line, column: place.column, constraintName: constraintName))
    }

    /// Said once per place: a function of the file read at each call (a view factory)
    /// meets the same statement again.
    mutating func warn(_ place: (line: Int, column: Int), _ message: String) {
        guard said.insert("\(place.line):\(place.column):\(message)").inserted else { return }
        warnings.append(ImportWarning(line: place.line, column: place.column, message: message))
    }
    private var said: Set<String> = []
}
