import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Every line the shell accepts, written to a file in the state folder before the line runs,
/// so that a crash or a `kill -9` loses nothing: the next start finds the file of a session
/// whose process is gone and offers to replay it, which rebuilds the same scene (each line
/// runs as it did, failing lines fail again and change nothing). A session that ends by
/// `quit` or Ctrl-D removes its file.
///
/// Each shell has its own file, `session-PID.journal`, so shells running side by side never
/// mix their lines, and a file is an orphan exactly when its process no longer runs.
final class SessionJournal {
    let path: String
    private let descriptor: Int32

    /// A new journal for this process in `folder`; nil when the folder cannot be written.
    init?(folder: String) {
        path = folder + "/session-\(getpid()).journal"
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Writes `line` and flushes it to disk before it runs.
    func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard result > 0 else { return }
            written += result
        }
        fsync(descriptor)
    }

    /// Replaces what the journal holds with `lines` (a restore that stopped part way).
    func replace(with lines: [String]) {
        _ = ftruncate(descriptor, 0)
        for line in lines { append(line) }
    }

    /// The session ended cleanly: nothing to restore.
    func discard() {
        unlink(path)
    }

    /// The folder of session files: `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`.
    static func folder() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["HOME"].map { $0 + "/.local/state" }
        guard let state else { return nil }
        let folder = state + "/layoutlab"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A session left by a process that is gone: its file and its lines.
    struct Orphan {
        let path: String
        let lines: [String]
    }

    /// The most recent orphaned session in `folder` that has lines; nil when there is none.
    /// Empty orphans are removed.
    static func orphan(in folder: String) -> Orphan? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [(modified: Date, orphan: Orphan)] = []
        for entry in entries where entry.hasPrefix("session-") && entry.hasSuffix(".journal") {
            let pidText = entry.dropFirst("session-".count).dropLast(".journal".count)
            guard let pid = Int32(pidText), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + entry
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            guard !lines.isEmpty else {
                unlink(path)
                continue
            }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            found.append((modified, Orphan(path: path, lines: lines)))
        }
        return found.max { $0.modified < $1.modified }?.orphan
    }
}
