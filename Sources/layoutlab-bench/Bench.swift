import ArgumentParser

/// `layoutlab-bench`: times the solver on a system read from a file (`solve`), on the built-in
/// workloads (`suite`, `list`), on the Layout module (`layout`) and on the Tables module
/// (`table`), and prints those workloads as files (`export`) so that other solvers
/// (kiwisolver, through `Scripts/bench-vs-kiwi`) can run exactly the same systems.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab-bench",
        abstract: "LayoutLab benchmarks: one JSON object a line.",
        subcommands: [SolveCommand.self, SuiteCommand.self, ExportCommand.self, ListCommand.self, LayoutCommand.self, TableCommand.self,
                      CollectionCommand.self, TransactionCommand.self, SessionLengthCommand.self, FixesBenchCommand.self, EngineCommand.self,
                      VaryBenchCommand.self, SwiftImportBenchCommand.self, ImportBenchCommand.self, ScaleCommand.self,
                      StackMemoryCommand.self]
    )
}
