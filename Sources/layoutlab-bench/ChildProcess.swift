import ArgumentParser
import Foundation

/// This program run again with other arguments, for a measurement whose peak memory must be
/// its own (getrusage's maximum resident size is the process's).
enum ChildProcess {
    /// Runs this program with `arguments` and returns the lines it printed.
    static func run(_ arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments.first.map { ($0 as NSString).isAbsolutePath ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 } ?? "")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("the child run \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// A number member of a JSON line (the lines this tool prints: `"key":value`).
    static func number(_ key: String, in line: String) -> Double? {
        guard let range = line.range(of: "\"\(key)\":") else { return nil }
        let rest = line[range.upperBound...].prefix { "0123456789.-".contains($0) }
        return Double(rest)
    }
}
