import Foundation
public import ScriptSyntax

/// Where a session's commands may write files (`save`, `record`, `dump > FILE`, `render ...
/// FILE`). The shell writes anywhere; `layoutlab test` confines each transcript to a fresh
/// temporary folder unless `--allow-writes` is given, so replaying a transcript cannot write
/// over files of the machine it runs on. Reading (`source`, `load`) is not confined.
public enum WriteScope: Sendable, Equatable {
    /// Anywhere: a relative path is read against the folder of the file being run (the
    /// working folder when typed).
    case anywhere
    /// Only inside `folder`: a relative path is read against it; an absolute path, or one
    /// that climbs out of it with `..`, is refused.
    case confined(folder: String)

    /// The rule a confined run's refusal states.
    public static let confinedRule = "a test run writes only inside its own temporary folder "
        + "(a relative path, not climbing out with '..'); layoutlab test --allow-writes lets a transcript write elsewhere"

    /// `path` inside `folder`, or the refusal.
    public static func confine(_ path: String, to folder: String) throws(SafeFile.Failure) -> String {
        guard !path.hasPrefix("/"), !path.hasPrefix("~") else { throw .outsideScope(rule: confinedRule) }
        guard let inside = PathName.resolving(path, inside: folder) else { throw .outsideScope(rule: confinedRule) }
        return inside
    }
}

extension Session {
    /// The path a command writes for `path` as typed, under the session's ``writeScope``.
    public func writablePath(_ path: String) throws(SafeFile.Failure) -> String {
        switch writeScope {
        case .anywhere: resolvedPath(path)
        case .confined(let folder): try WriteScope.confine(path, to: folder)
        }
    }

    /// Writes `text` to `path` (as typed) safely (``SafeFile``), under the ``writeScope``; a
    /// refusal is an error naming the path, at `location`.
    public func writeFile(_ text: String, to path: String, at location: SourceLocation) throws(SyntaxError) {
        try replaceFile(path, at: location) { temporary throws(SafeFile.Failure) in try SafeFile.create(temporary, text) }
    }

    /// Replaces `path` (as typed) by what `produce` writes to the temporary path it is given
    /// (``SafeFile/replace(_:produce:)``), under the ``writeScope``.
    public func replaceFile(_ path: String, at location: SourceLocation,
                            produce: (String) throws(SafeFile.Failure) -> Void) throws(SyntaxError) {
        do throws(SafeFile.Failure) {
            try SafeFile.replace(try writablePath(path), produce: produce)
        } catch {
            throw SyntaxError(message: error.message(naming: path), found: "'\(path)'", at: location)
        }
    }
}
