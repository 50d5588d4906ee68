import ArgumentParser
import Foundation

/// `layoutlab-bench solve FILE`: applies a constraint system read from JSON and prints the
/// values and the time of each phase.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint system read from a JSON file and time each phase.",
        // ArgumentParser wraps each line at 80 columns: prose is one line per paragraph, and
        // the sample lines are kept short so that they print as written.
        discussion: """
            Input:
              {"variables": ["x", "y"],
               "constraints": [{"terms": [[1, "x"], [-1, "y"]], "constant": -8,
                                "op": ">=", "priority": 1000}],
               "edits": [{"variable": "x", "priority": 999}],
               "suggestions": [[["x", 320]], [["x", 500]]]}

            A constraint reads sum(coefficient*variable) + constant OP 0, with OP one of ==, <=, >=. "constant" defaults to 0 and "priority" (1...1000) to 1000, required. An edit's priority (1...999) defaults to 999. Every name must be declared in "variables", and a suggested variable must have an edit.

            Phases, in order (reading the file and building the objects are not timed):
              add      the constraints, in order
              edit     the edit variables, in order
              suggest  each suggestion, then updateVariables()
              remove   the accepted constraints, oldest first

            A required constraint that cannot hold is refused, its index recorded, and the run goes on. Conflict explanations stay on (the solver's default), so a refusal's time includes the search for a minimal conflicting set. Edits stay in the solver at the end.

            Output, one JSON line with sorted keys:
              {"phases_ms": {"add": .., "edit": .., "remove": .., "suggest": ..},
               "unsatisfiable": [indices], "values": {"x": .., "y": ..}}

            Values are read after the last suggestion and rounded to 6 decimals (a variable nothing determines reads 0); times are in milliseconds, rounded to 3 decimals. Bad input prints a message on stderr and exits with status 1.
            """
    )

    @Argument(help: "The JSON file with the constraint system.")
    var file: String

    func run() throws {
        let system: ConstraintSystem
        do {
            system = try Self.load(file)
        } catch {
            Output.error("\(file): \(error)")
            throw ExitCode.failure
        }
        do {
            Output.line(try Self.solve(system).text)
        } catch {
            Output.error("\(file): \(error)")
            throw ExitCode.failure
        }
    }

    /// Reads and checks the file.
    static func load(_ path: String) throws(InputError) -> ConstraintSystem {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("no such file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw InputError(isDirectory.boolValue ? "is a directory, not a file" : "cannot read the file")
        }
        // JSONSerialization first, for its syntax messages ("Invalid value around character 7");
        // JSONDecoder on Linux reports every syntax error as just "not valid JSON".
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw InputError("malformed JSON: \(detail ?? error.localizedDescription)")
        }
        let input: SystemInput
        do {
            input = try JSONDecoder().decode(SystemInput.self, from: data)
        } catch let error as DecodingError {
            throw InputError(error)
        } catch {
            throw InputError("not a valid constraint system: \(error)")
        }
        return try input.makeSystem()
    }

    /// Runs the four phases and returns the output line.
    static func solve(_ system: ConstraintSystem) throws(BenchError) -> JSONValue {
        var run = SystemRun(system)
        let (refused, addMs) = try Clock.measure { () throws(BenchError) in try run.addConstraints() }
        let ((), editMs) = try Clock.measure { () throws(BenchError) in try run.addEdits() }
        let ((), suggestMs) = try Clock.measure { () throws(BenchError) in
            for suggestion in system.suggestions { try run.apply(suggestion) }
        }
        let values = system.variables.map { (key: $0.name, value: JSONValue.rounded(run.value(of: $0), decimals: 6)) }
        let ((), removeMs) = try Clock.measure { () throws(BenchError) in try run.removeConstraints(.fifo) }
        return .object([
            ("values", .object(values)),
            ("phases_ms", .object([
                ("add", .rounded(addMs, decimals: 3)),
                ("edit", .rounded(editMs, decimals: 3)),
                ("suggest", .rounded(suggestMs, decimals: 3)),
                ("remove", .rounded(removeMs, decimals: 3)),
            ])),
            ("unsatisfiable", .array(refused.map { .integer($0) })),
        ])
    }
}
