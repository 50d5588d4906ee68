import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way LayoutLab writes a file (`save`, `record`, the history, `dump > FILE`,
/// `render svg|png|--frames|--animated`, `layoutlab test --update`), so that a kill at any
/// moment leaves either the old file or the new one, and nothing but a regular file is
/// ever replaced:
/// - a symbolic link is followed: the link's target is written and the link stays;
/// - a FIFO, a device node, a socket or a folder is refused before anything is written (a
///   program that converts, such as rsvg-convert, is not even started);
/// - a read-only file is refused ("F is read-only");
/// - the new bytes go to a temporary file in the target's folder, which takes the old file's
///   mode and owner, is flushed to disk and renamed over the target; a new file gets the
///   usual mode (0666 less the umask);
/// - a temporary file is named after the process that made it, so one left by a killed run
///   is recognised (its process is gone) and removed by the next write.
public enum SafeFile {
    /// Why a file was not written. ``message(naming:)`` says it about the path as the user
    /// typed it.
    public enum Failure: Error, Equatable, Sendable {
        /// Not a regular file: what it is ("a FIFO (named pipe)", "a device", "a socket", "a folder").
        case notAFile(kind: String)
        /// A symbolic link whose chain loops, or runs longer than ``maximumLinks``.
        case linkLoop
        /// A regular file without write permission.
        case readOnly
        /// The folder is not writable, or some other system error.
        case cannotWrite(reason: String)
        /// Outside the folder a test run may write in (``WriteScope``).
        case outsideScope(rule: String)
        /// The program producing the bytes failed: what it said.
        case producer(reason: String)
        /// Ctrl-C stopped the program producing the bytes; nothing was written.
        case interrupted

        /// The error about `path` (as typed).
        public func message(naming path: String) -> String {
            switch self {
            case .notAFile(let kind): "cannot write '\(path)': it is \(kind), not a regular file; nothing was written"
            case .linkLoop:
                "cannot write '\(path)': its symbolic links loop (or chain more than \(SafeFile.maximumLinks) deep); nothing was written"
            case .readOnly: "cannot write '\(path)': \(path) is read-only; nothing was written"
            case .cannotWrite(let reason): "cannot write '\(path)': \(reason)"
            case .outsideScope(let rule): "cannot write '\(path)': \(rule)"
            case .producer(let reason): "cannot write '\(path)': \(reason)"
            case .interrupted: "'\(path)' was not written: interrupted"
            }
        }
    }

    /// Writes `text` to `path`.
    public static func write(_ text: String, to path: String) throws(Failure) {
        try replace(path) { temporary throws(Failure) in try create(temporary, text) }
    }

    /// Writes a new file (the temporary one) with `text`.
    public static func create(_ temporary: String, _ text: String) throws(Failure) {
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw .cannotWrite(reason: reason(writing: PathName.folder(of: temporary)))
        }
    }

    /// Checks that `path` may be written, without writing it; returns the path really
    /// written (a link's target).
    @discardableResult
    public static func check(_ path: String) throws(Failure) -> String { try inspect(path).target }

    /// The path really written, and what is there now (nil when nothing is).
    static func inspect(_ path: String) throws(Failure) -> (target: String, existing: stat?) {
        let target = resolvingLinks(path)
        var status = stat()
        guard lstat(target, &status) == 0 else { return (target, nil) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else {
            let kind = switch type {
            case S_IFIFO: "a FIFO (named pipe)"
            case S_IFCHR, S_IFBLK: "a device"
            case S_IFSOCK: "a socket"
            case S_IFDIR: "a folder"
            case S_IFLNK: throw .linkLoop
            default: "a special file"
            }
            throw .notAFile(kind: kind)
        }
        // Root may write anything; a file with no write bit is still read-only for LayoutLab.
        if status.st_mode & 0o222 == 0 || access(target, W_OK) != 0 { throw .readOnly }
        return (target, status)
    }

    /// Replaces `path` by what `produce` writes to the temporary path it is given; the
    /// temporary file is removed when anything fails, and nothing is written when `path`
    /// is refused (``check(_:)``), before `produce` runs.
    public static func replace(_ path: String, produce: (String) throws(Failure) -> Void) throws(Failure) {
        let (target, existing) = try inspect(path)
        let folder = PathName.folder(of: target)
        let name = PathName.lastComponent(of: target)
        removeStaleTemporaries(of: name, in: folder)
        let temporary = PathName.joining(folder, temporaryPrefix(of: name) + String(getpid()))
        unlink(temporary)
        do throws(Failure) {
            try produce(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        var made = stat()
        guard lstat(temporary, &made) == 0, (made.st_mode & S_IFMT) == S_IFREG else {
            unlink(temporary)
            throw .cannotWrite(reason: reason(writing: folder))
        }
        if let existing {
            // The replaced file's mode and owner; a file this user may write but cannot give
            // away (another user's, group-writable) is rewritten in place to keep its owner.
            chmod(temporary, existing.st_mode & 0o7777)
            if made.st_uid != existing.st_uid || made.st_gid != existing.st_gid,
                chown(temporary, existing.st_uid, existing.st_gid) != 0 {
                defer { unlink(temporary) }
                return try copyInPlace(temporary, to: target)
            }
        }
        let descriptor = open(temporary, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(reason: reason)
        }
    }

    static func copyInPlace(_ source: String, to target: String) throws(Failure) {
        guard let data = FileManager.default.contents(atPath: source) else { throw .cannotWrite(reason: "cannot read the temporary file") }
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw .cannotWrite(reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            throw .cannotWrite(reason: "\(error.localizedDescription)")
        }
    }

    /// The prefix of the temporary files written beside `name`.
    public static func temporaryPrefix(of name: String) -> String { "." + name + ".layoutlab-" }

    /// How many symbolic links a write follows, as Linux's `MAXSYMLINKS` (40) and macOS's
    /// (32) bound a path's lookup; past it the chain is taken for a loop.
    public static let maximumLinks = 32

    /// Follows symbolic links (up to ``maximumLinks``) to the path that is really written; a
    /// chain longer than that ends on a link, which ``inspect(_:)`` refuses as a loop.
    public static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : PathName.joining(PathName.folder(of: current), destination)
        }
        return current
    }

    /// Removes temporary files of `name` whose process no longer runs (a kill during a write).
    static func removeStaleTemporaries(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(PathName.joining(folder, entry)) }
        }
    }

    public static func reason(writing folder: String) -> String {
        let checked = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: checked, isDirectory: &isFolder), isFolder.boolValue else {
            return "there is no folder '\(checked)'"
        }
        return access(checked, W_OK) == 0 ? "cannot create a file there" : "the folder is not writable"
    }
}
