import ArgumentParser

/// `layoutlab-bench list`: the built-in workloads' names, one a line, so that scripts such as
/// `Scripts/bench-vs-kiwi` pick up a new workload without being edited.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the names of the built-in workloads, one a line."
    )

    func run() {
        for name in Workloads.names {
            Output.line(name)
        }
    }
}
