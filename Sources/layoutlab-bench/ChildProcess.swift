import ArgumentParser
import Foundation

/// This program run again with other arguments, for a measurement whose peak memory must be
/// its own (getrusage's maximum resident size is the process's).
enum ChildProcess {
    /// This program's path.
    static var ownPath: String {
        CommandLine.arguments.first.map { ($0 as NSString).isAbsolutePath ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 } ?? ""
    }

    /// Runs this program (or `executable`, another build of it) with `arguments` and returns the
    /// lines it printed. With `memoryLimitMegabytes` the child runs under prlimit(1)'s address-space
    /// limit, so a case that would exhaust the machine's memory (shared with others) fails instead.
    static func run(_ arguments: [String], executable: String? = nil, memoryLimitMegabytes: Int? = nil) throws -> [String] {
        let process = Process()
        let program = executable ?? ownPath
        if let limit = memoryLimitMegabytes {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = ["--as=\(limit * 1024 * 1024)", "--", program] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments
        }
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
