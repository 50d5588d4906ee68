import Commands
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every line the shell accepts, written to a file in the state folder before the line runs
/// and marked with how it ended, so that a crash or a `kill -9` loses nothing: the next start
/// finds the file of a session that is gone and offers to replay it, which rebuilds the same
/// scene. A session that ends by `quit` or Ctrl-D removes its file.
///
/// The file is text, one record a line, after a first line naming the format:
///
///     layoutlab session journal 2
///     > view a                       a line, written (and flushed to disk) before it runs
///     = done                         it ran to the end
///     > set nosuch.alpha = 1
///     = rolled back                  an error or Ctrl-C undid it: never replayed
///     > { view inner in box
///     = open                         it opened a block the next lines continue
///     = dropped                      Ctrl-C at `...>`: the open lines are dropped
///     > import crash.log
///     < 5120 8c3e1f0a9b2d4e67 /home/me/crash.log
///     = done                         the files the line read: size, digest, path (InputFile)
///     > rows add t 1000000 Cell
///                                    no mark: the process died running it (a crash or a kill)
///
/// A restore replays the lines marked done (with the open lines of their block), skips the
/// rolled-back ones, and shows and skips a last line without a mark: it crashed the process,
/// and running it again would crash again, at every start. A line that read files is replayed
/// reading them again, and the restore says which changed or went since (their digests). A
/// file of the first format (lines only, no first line) restores as before: every line, as
/// typed.
///
/// Each shell has its own file, `session-PID-RANDOM.journal`, opened without truncating and
/// locked (`flock`) for the life of the process: a file is an orphan exactly when nobody holds
/// its lock, which the kernel releases when the process dies, however it dies. A PID reused
/// (always so for a container's PID 1) can neither wipe nor hide the killed session's file.
final class SessionJournal {
    let path: String
    private let descriptor: Int32

    static let header = "layoutlab session journal 2"

    /// How a journaled line ended.
    enum Mark: String {
        case done
        case rolledBack = "rolled back"
        case open
        /// Not a line's: the open lines before it were dropped (Ctrl-C at `...>`).
        case dropped
    }

    /// A new journal for this process in `folder`; nil when the folder cannot be written.
    /// `pid` is the process's own unless a test pretends to be another process.
    init?(folder: String, pid: Int32 = getpid()) {
        var descriptor: Int32 = -1
        var path = ""
        // A name nobody has: the PID for people, a random part so a reused PID is new.
        for _ in 0..<16 {
            path = folder + "/session-\(pid)-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).journal"
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            unlink(path)
            return nil
        }
        self.path = path
        self.descriptor = descriptor
        write(Self.header + "\n", sync: true)
    }

    deinit { close(descriptor) }

    /// Writes `line` before it runs, and with `sync` flushes it to disk (with every line
    /// written before it). A line written without waiting for the disk is in the file all the
    /// same when the process is killed or crashes (the kernel holds what `write(2)` took);
    /// only a crash of the whole system could lose it before the next line that waits. The
    /// shell writes a paste's text so (``InteractiveShell``): a paste of 20,000 lines waited
    /// for the disk twice a line (18.6 s in a terminal), and only its last line runs anything.
    func append(_ line: String, sync: Bool = true) {
        write("> " + line + "\n", sync: sync)
    }

    /// How many times the journal waited for the disk (`fsync`), for tests of what a paste costs.
    private(set) var syncs = 0

    /// Notes the files the last line read (before its mark). A path's backslashes and new
    /// lines are escaped, so a record stays one line.
    func noteInputs(_ files: [InputFile]) {
        guard !files.isEmpty else { return }
        write(files.map(Self.record).joined(), sync: false)
    }

    static func record(_ file: InputFile) -> String {
        let path = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        return "< \(file.size) \(String(file.digest, radix: 16)) \(path)\n"
    }

    /// The file a `< ` record notes, or nil for a record this version cannot read.
    static func inputFile(_ record: Substring) -> InputFile? {
        let fields = record.dropFirst(2).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let size = Int(fields[0]), let digest = UInt64(fields[1], radix: 16) else { return nil }
        var path = "", escaped = false
        for character in fields[2] {
            if escaped {
                path.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                path.append(character)
            }
        }
        return InputFile(path: path, size: size, digest: digest)
    }

    /// Marks how the last line ended. Not flushed to disk: a process that dies after
    /// `write` returns leaves it in the file all the same.
    func mark(_ mark: Mark) {
        write("= " + mark.rawValue + "\n", sync: false)
    }

    private func write(_ text: String, sync: Bool) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
        if sync {
            fsync(descriptor)
            syncs += 1
        }
    }

    /// Replaces what the journal holds with the lines of `groups`, each group done (a restore
    /// taking the lines it replays, or the part of them a Ctrl-C left), with the files each read.
    func replace(with groups: some Sequence<[Line]>) {
        _ = ftruncate(descriptor, 0)
        var text = Self.header + "\n"
        for group in groups {
            for (index, line) in group.enumerated() {
                text += "> " + line.text + "\n" + line.inputs.map(Self.record).joined()
                    + "= " + (index == group.count - 1 ? Mark.done : Mark.open).rawValue + "\n"
            }
        }
        write(text, sync: true)
    }

    /// A journaled line and the files it read.
    struct Line: Equatable {
        let text: String
        var inputs: [InputFile] = []
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

    /// A session left by a process that is gone: what to replay and what not.
    struct Orphan {
        let path: String
        /// The lines to replay, by turn: a line marked done, after the open lines of its block.
        let groups: [[Line]]
        /// The line (with its block's open lines) running when the process died: not replayed.
        let crashed: [String]
        /// The lines of a paste or block still open when the process died (typed, never run): not
        /// replayed, and said.
        var unfinished: [String] = []
        /// Lines an error or Ctrl-C rolled back: not replayed.
        let rolledBack: Int
        /// A journal of the first format: lines only, every one replayed.
        let isFirstFormat: Bool
        /// Every line typed, for the question at the start.
        let typed: Int

        var lines: [String] { groups.flatMap { $0.map(\.text) } }
    }

    /// Reads a journal's text; nil when it holds no line.
    static func read(_ text: String, path: String) -> Orphan? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A last line without its newline was cut by the crash: it never ran.
        lines.removeLast()
        guard lines.first == Substring(header) else {
            let typed = lines.map(String.init)
            guard !typed.isEmpty else { return nil }
            return Orphan(path: path, groups: typed.map { [Line(text: $0)] }, crashed: [], rolledBack: 0, isFirstFormat: true,
                          typed: typed.count)
        }
        var groups: [[Line]] = []
        var open: [Line] = []
        var current: Line?
        var rolledBack = 0
        var typed = 0
        for record in lines.dropFirst() {
            if record.hasPrefix("> ") {
                // A line followed by another without a mark: its mark was not written, but the
                // process went on, so it ended; its outcome is unknown, so it is not replayed.
                if current != nil { rolledBack += 1 }
                current = Line(text: String(record.dropFirst(2)))
                typed += 1
                continue
            }
            if record.hasPrefix("< ") {
                if let file = Self.inputFile(record) { current?.inputs.append(file) }
                continue
            }
            switch Mark(rawValue: String(record.dropFirst(2))) {
            case .done:
                if let line = current { groups.append(open + [line]) }
                open = []
            case .open:
                if let line = current { open.append(line) }
            case .rolledBack:
                if current != nil { rolledBack += 1 }
                open = []
            case .dropped:
                open = []
            case nil:
                continue
            }
            current = nil
        }
        let crashed = current.map { (open + [$0]).map(\.text) } ?? []
        guard typed > 0 else { return nil }
        var orphan = Orphan(path: path, groups: groups, crashed: crashed, rolledBack: rolledBack, isFirstFormat: false, typed: typed)
        if current == nil { orphan.unfinished = open.map(\.text) }
        return orphan
    }

    /// The most recent orphaned session in `folder` that has lines; nil when there is none.
    /// Empty orphans are removed. `pid` is this process's (a test may pretend otherwise).
    static func orphan(in folder: String, pid: Int32 = getpid()) -> Orphan? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var found: [(modified: Date, orphan: Orphan)] = []
        for entry in entries where entry.hasPrefix("session-") && entry.hasSuffix(".journal") {
            let name = entry.dropFirst("session-".count).dropLast(".journal".count)
            let path = folder + "/" + entry
            if let old = Int32(name) {
                // The first format's name, `session-PID.journal`, and no lock: an orphan when
                // its process is gone, or when its PID is this process's (reused: the old
                // session is gone, since this process never writes that name).
                guard old == pid || (kill(old, 0) != 0 && errno == ESRCH) else { continue }
            } else if !name.contains("-") {
                continue
            }
            // Whoever holds the lock runs; a file nobody locks was left by a process gone.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_SH | LOCK_NB) == 0 else { continue }
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            guard let orphan = read(String(decoding: data, as: UTF8.self), path: path) else {
                unlink(path)
                continue
            }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            found.append((modified, orphan))
        }
        return found.max { $0.modified < $1.modified }?.orphan
    }
}

/// The C library's `write(2)`, named apart from the journal's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
