import ArgumentParser
import Solver

/// The `layoutlab` command. The interactive shell arrives with the shell issue; for now it
/// tells what it is and proves the solver runs.
@main
struct LayoutLab: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "A UIKit-style view tree and Auto Layout solver in your terminal.",
        version: version
    )

    func run() throws {
        print("LayoutLab \(Self.version)")
        print(SolverSelfDescription.text)
    }
}
