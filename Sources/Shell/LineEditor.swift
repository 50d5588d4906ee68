import CLibEdit
import Commands
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a terminal with libedit: emacs keys, history kept in a file, Ctrl-R
/// search, Tab completion, Ctrl-C to drop the line, Ctrl-D to leave.
///
/// libedit calls back through C function pointers that cannot capture, so each callback
/// finds its editor through libedit's client-data pointer. Everything runs on one thread.
final class LineEditor {
    /// What a read gave.
    enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line was dropped.
        case cancelled
        /// Ctrl-D on an empty line, or the terminal went away.
        case end
    }

    /// Given the text before the cursor, the word being completed and what could replace it.
    typealias Completer = (String) -> (word: String, candidates: [String])

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    private let completer: Completer
    private var promptBuffer: [CChar]
    private var wasCancelled = false
    /// Set once saving the history failed and was reported.
    private var historyUnwritable = false

    /// The prompt shown from the next read on (`lab> `, or `...> ` while a block is open).
    var prompt: String {
        get { String(decoding: promptBuffer.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        set { promptBuffer = Array(newValue.utf8CString) }
    }

    init?(program: String, prompt: String, historyPath: String?, completer: @escaping Completer) {
        lab_set_locale()
        guard let editLine = lab_el_init(program), let history = history_init() else { return nil }
        self.editLine = editLine
        self.history = history
        self.historyPath = historyPath
        self.completer = completer
        self.promptBuffer = Array(prompt.utf8CString)

        lab_history_setsize(history, 1000)
        lab_history_setunique(history, 1)
        if let historyPath {
            HistoryFile.locked(historyPath) { _ = lab_history_load(history, historyPath) }
            // Said at the start, once, if the history cannot be kept.
            trimHistoryFile()
        }
        lab_el_editor(editLine, "emacs")
        lab_el_history(editLine, history)
        lab_el_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        lab_el_prompt(editLine) { editLine in
            guard let editor = LineEditor.editor(of: editLine) else { return nil }
            return editor.promptBuffer.withUnsafeMutableBufferPointer { $0.baseAddress }
        }
        lab_el_addfn(editLine, "lab-complete", "complete the word") { editLine, _ in
            guard let editLine, let editor = LineEditor.editor(of: editLine) else { return UInt8(CC_ERROR) }
            return editor.complete(in: editLine)
        }
        lab_el_addfn(editLine, "lab-cancel", "drop the line") { editLine, _ in
            guard let editor = LineEditor.editor(of: editLine) else { return UInt8(CC_ERROR) }
            editor.wasCancelled = true
            return UInt8(CC_NEWLINE)
        }
        // With ISIG off (below) ^Z is a key too: suspend as a shell's job would, with the
        // terminal as it was before editing while stopped, and the line redrawn on `fg`.
        lab_el_addfn(editLine, "lab-suspend", "suspend the shell (fg resumes it)") { editLine, _ in
            guard let editLine else { return UInt8(CC_ERROR) }
            lab_el_prep_term(editLine, 0)
            lab_write_stdout("\n")
            raise(SIGTSTP)
            // Here after SIGCONT: editing mode again, and the prompt and line drawn anew.
            lab_el_prep_term(editLine, 1)
            return UInt8(CC_REDISPLAY)
        }
        lab_el_bind(editLine, "^Z", "lab-suspend")
        lab_el_bind(editLine, "^I", "lab-complete")
        lab_el_bind(editLine, "^R", "em-inc-search-prev")
        lab_el_bind(editLine, "^C", "lab-cancel")
        lab_el_no_isig(editLine)
        // Bytes that are not UTF-8 are said, not dropped in silence (see readLine).
        lab_el_checked_reader(editLine)
        el_source(editLine, nil)
    }

    deinit {
        trimHistoryFile()
        el_end(editLine)
        history_end(history)
    }

    private static func editor(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = lab_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// Reads one line, without its newline.
    func readLine() -> Input {
        wasCancelled = false
        _ = lab_el_take_bad_byte()
        var count: Int32 = 0
        let pointer = el_gets(editLine, &count)
        let badByte = lab_el_take_bad_byte()
        if badByte >= 0, !wasCancelled, pointer != nil {
            lab_write_stdout("error: byte 0x\(String(badByte, radix: 16, uppercase: true)) is not UTF-8; the line was dropped\n")
            return .cancelled
        }
        if wasCancelled {
            lab_write_stdout("^C\n")
            return .cancelled
        }
        guard let pointer, count > 0 else { return .end }
        // A typed byte that is not UTF-8 is said, never turned into U+FFFD silently.
        let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
        var line: String
        do throws(TextInput.BadByte) {
            line = try TextInput.decode(bytes)
        } catch {
            lab_write_stdout("error: byte 0x\(String(error.value, radix: 16, uppercase: true)) is not UTF-8; the line was dropped\n")
            return .cancelled
        }
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        return .line(line)
    }

    /// Remembers a line in the history and appends it to the history file, so nothing is
    /// lost if the program is killed. Shells sharing the file each append their own lines
    /// under a lock, as bash's `histappend` does: two shells typing in turn keep both.
    func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        // The same line twice in a row is entered once (H_SETUNIQUE), and appended once.
        let newest = lab_history_newest(history).map { String(cString: $0) }
        lab_history_enter(history, line)
        guard newest != line else { return }
        appendToHistoryFile(line)
        appended += 1
        if appended % Self.trimEvery == 0 { trimHistoryFile() }
    }

    /// Lines appended since the start; the file is trimmed every ``trimEvery`` of them.
    private var appended = 0
    static let trimEvery = 200

    /// Appends `line` to the history file under the lock.
    private func appendToHistoryFile(_ line: String) {
        guard let historyPath, !historyUnwritable else { return }
        let written = HistoryFile.locked(historyPath) { () -> Bool in
            let descriptor = open(historyPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0, let file = fdopen(descriptor, "a") else {
                if descriptor >= 0 { close(descriptor) }
                return false
            }
            let saved = lab_history_append_line(file, line) >= 0
            fflush(file)
            fsync(descriptor)
            return fclose(file) == 0 && saved
        }
        if !written { unwritable(historyPath, reason: String(cString: strerror(errno))) }
    }

    /// Rewrites the history file with its newest lines, the history's size, atomically and
    /// under the lock (at the start, at the end and every ``trimEvery`` lines): what every
    /// shell appended is read back first, so nothing of another shell's is dropped but the
    /// oldest. libedit's own save truncates the file first, so a kill at that moment emptied
    /// it. A path that cannot be written (a folder, a place in /proc) is said once on standard
    /// error rather than silently turning history off.
    private func trimHistoryFile() {
        guard let historyPath, !historyUnwritable else { return }
        var failure: SafeFile.Failure?
        HistoryFile.locked(historyPath) {
            guard let merged = history_init() else { return }
            defer { history_end(merged) }
            lab_history_setsize(merged, 1000)
            lab_history_setunique(merged, 1)
            _ = lab_history_load(merged, historyPath)
            do throws(SafeFile.Failure) {
                try SafeFile.replace(historyPath) { temporary throws(SafeFile.Failure) in
                    guard lab_history_save(merged, temporary) >= 0 else {
                        throw .cannotWrite(reason: SafeFile.reason(writing: PathName.folder(of: temporary)))
                    }
                }
            } catch {
                failure = error
            }
        }
        if let failure { unwritable(failure.message(naming: historyPath)) }
    }

    private func unwritable(_ path: String, reason: String) {
        unwritable("cannot write '\(path)': \(reason)")
    }

    /// Says once that history is not kept, and why.
    private func unwritable(_ message: String) {
        historyUnwritable = true
        FileHandle.standardError.write(Data("layoutlab: history is not kept: \(message)\n".utf8))
    }

    /// Tab: one candidate is completed (with a space after it unless it ends a path with
    /// `.`, an option with `=` or a folder with `/`); several are completed to their common prefix, or listed when that adds nothing.
    private func complete(in editLine: OpaquePointer) -> UInt8 {
        let info = el_line(editLine).pointee
        guard let start = info.buffer, let cursor = info.cursor else { return UInt8(CC_ERROR) }
        let length = cursor - start
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: max(0, length))
        let before = String(decoding: bytes, as: UTF8.self)
        let (word, candidates) = completer(before)
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        if candidates.count == 1, let only = candidates.first {
            let suffix = String(only.dropFirst(word.count)) + (only.hasSuffix(".") || only.hasSuffix("=") || only.hasSuffix("/") ? "" : " ")
            el_insertstr(editLine, suffix)
            return UInt8(CC_REFRESH)
        }
        let prefix = Self.commonPrefix(of: candidates)
        if prefix.count > word.count {
            el_insertstr(editLine, String(prefix.dropFirst(word.count)))
            return UInt8(CC_REFRESH)
        }
        // List what differs: after `fox.`, the members, not `fox.` again and again.
        let shown = word.lastIndex(of: ".").map { dot in candidates.map { String($0.dropFirst(word[...dot].count)) } } ?? candidates
        lab_write_stdout("\n" + Self.columns(shown) + "\n")
        return UInt8(CC_REDISPLAY)
    }

    static func commonPrefix(of words: [String]) -> String {
        guard var prefix = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }

    /// Candidates in columns across an 80-column terminal.
    static func columns(_ words: [String]) -> String {
        let width = (words.map(\.count).max() ?? 0) + 2
        let perLine = max(1, 80 / width)
        var lines: [String] = []
        var index = 0
        while index < words.count {
            let row = words[index..<min(index + perLine, words.count)]
            lines.append(row.map { $0 + String(repeating: " ", count: width - $0.count) }.joined())
            index += perLine
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}

/// The lock shell processes take around reading, appending to and trimming a history file:
/// `flock` on `PATH.lock` (the history file itself is renamed over when trimmed, so it
/// cannot carry the lock). Without a lock file (a folder that cannot be written) the work
/// is done unlocked, and its own failure is said.
enum HistoryFile {
    @discardableResult
    static func locked<Result>(_ path: String, _ body: () -> Result) -> Result {
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        return body()
    }
}
