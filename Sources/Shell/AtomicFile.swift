import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that a kill at any moment leaves either the old file or the new one,
/// never an empty or half-written one: the new text goes to a temporary file beside the
/// target, is flushed to disk, and is renamed over the target.
///
/// What Foundation's `write(toFile:atomically:)` gets wrong for a shell's files:
/// - a symbolic link is followed: the link's target is written and the link stays;
/// - a target that is not a regular file (a device node, a folder, a socket) is an error,
///   and nothing is written, renamed or lost;
/// - a temporary file is named after the process that made it, so one left by a killed
///   run is recognised (its process is gone) and removed by the next write, never mistaken
///   for anything else.
enum AtomicFile {
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// Writes `text` to `path` atomically.
    static func write(_ text: String, to path: String) throws(Failure) {
        try replace(path) { temporary in
            FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        }
    }

    /// Replaces `path` by what `produce` writes to the temporary path it is given (true when
    /// it wrote it); the temporary file is removed when anything fails.
    static func replace(_ path: String, produce: (String) -> Bool) throws(Failure) {
        let target = resolvingLinks(path)
        var status = stat()
        if lstat(target, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw Failure(reason: "not a regular file (a folder, device or socket); nothing was written")
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeStaleTemporaries(of: name, in: folder.isEmpty ? "." : folder)
        let temporary = (folder.isEmpty ? "" : folder + "/") + temporaryPrefix(of: name) + String(getpid())
        unlink(temporary)
        guard produce(temporary) else {
            unlink(temporary)
            throw Failure(reason: Self.reason(writing: folder))
        }
        // Keep the permissions of the file being replaced.
        if (status.st_mode & S_IFMT) == S_IFREG { chmod(temporary, status.st_mode & 0o7777) }
        let descriptor = open(temporary, O_RDONLY)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(reason: reason)
        }
    }

    static func temporaryPrefix(of name: String) -> String { "." + name + ".layoutlab-" }

    /// Follows symbolic links (up to 32) to the path that is really written.
    static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// Removes temporary files of `name` whose process no longer runs (a kill during a write).
    static func removeStaleTemporaries(of name: String, in folder: String) {
        let prefix = temporaryPrefix(of: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entry) }
        }
    }

    private static func reason(writing folder: String) -> String {
        let checked = folder.isEmpty ? "." : folder
        return access(checked, W_OK) == 0 ? "cannot create a file there" : "the folder is not writable"
    }
}
