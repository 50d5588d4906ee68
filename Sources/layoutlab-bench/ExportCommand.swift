import ArgumentParser
import Solver

/// `layoutlab-bench export WORKLOAD --size N`: prints a built-in workload's system in the JSON
/// form `solve` reads, so that another solver can run exactly the same constraints, in the same
/// order, with the same suggestions.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a built-in workload's system as JSON, in the form `solve` reads.",
        discussion: """
            Besides "variables", "constraints", "edits" and "suggestions" (numbers printed so that they read back exactly), the object holds "workload", "n" (the actual view count) and "samples" (the names of the variables the suite reports). In the suite, the first suggestion belongs to the edit phase and the others are the timed cycles.
            """
    )

    @Argument(help: "The workload: \(Workloads.names.joined(separator: ", ")).")
    var workload: String

    @Option(help: "The requested view count.")
    var size: Int = 100

    func validate() throws {
        guard Workloads.named(workload) != nil else {
            throw ValidationError("unknown workload '\(workload)' (known: \(Workloads.names.joined(separator: ", ")))")
        }
        guard size >= 1 else { throw ValidationError("--size must be at least 1") }
    }

    func run() throws {
        guard let workload = Workloads.named(workload) else { throw ExitCode.failure }
        let built = workload.build(size: size)
        var members = Self.json(built.system)
        members += [
            ("workload", .string(workload.name)),
            ("n", .integer(built.views)),
            ("samples", .array(built.samples.map { .string($0.name) })),
        ]
        Output.line(JSONValue.object(members).text)
    }

    /// The system's members in the input form.
    static func json(_ system: ConstraintSystem) -> [(key: String, value: JSONValue)] {
        let constraints = system.constraints.map { constraint -> JSONValue in
            let terms = constraint.expression.terms.map { term -> JSONValue in
                .array([.exact(term.coefficient), .string(term.variable.name)])
            }
            return .object([
                ("terms", .array(terms)),
                ("constant", .exact(constraint.expression.constant)),
                ("op", .string(constraint.relation.description)),
                ("priority", .integer(constraint.priority.value)),
            ])
        }
        let edits = system.edits.map { edit -> JSONValue in
            .object([("variable", .string(edit.variable.name)), ("priority", .integer(edit.priority.value))])
        }
        let suggestions = system.suggestions.map { suggestion -> JSONValue in
            .array(suggestion.values.map { .array([.string($0.variable.name), .exact($0.value)]) })
        }
        return [
            ("variables", .array(system.variables.map { .string($0.name) })),
            ("constraints", .array(constraints)),
            ("edits", .array(edits)),
            ("suggestions", .array(suggestions)),
        ]
    }
}
