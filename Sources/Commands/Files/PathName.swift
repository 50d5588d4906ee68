import SystemPackage

/// Path arithmetic on the paths a user types, made so that no path can trap.
///
/// Foundation's `NSString.deletingLastPathComponent` traps (SIGILL) in this toolchain on any
/// relative path whose last component is one character and has nothing before it (`a`, `.`,
/// `a/`, `é`), so `save a` killed the shell. Every path LayoutLab computes goes through here
/// instead, on swift-system's `FilePath`, whose component arithmetic is total: it works on
/// the empty path, `.`, `..`, `/` and any name, and never traps.
public enum PathName {
    /// The folder holding `path`, to read a sibling against: `x` for `x/a`, `/` for `/a`,
    /// and `.` for a bare name (`a`, `a/`) or the empty path.
    public static func folder(of path: String) -> String {
        let folder = FilePath(path).removingLastComponent()
        return folder.isEmpty ? "." : folder.string
    }

    /// The last component, as a file is named in a message (`a.lab` for `x/a.lab`): `/` for
    /// the root, the path itself when it has no component (the empty path).
    public static func lastComponent(of path: String) -> String {
        let file = FilePath(path)
        if let last = file.lastComponent { return last.string }
        return file.root?.string ?? path
    }

    /// `path` read against `folder`: as it is when absolute or when there is no folder, else
    /// appended to the folder (`./a` for `.` and `a`, as a listing of `.` names its files).
    public static func joining(_ folder: String, _ path: String) -> String {
        let file = FilePath(path)
        guard !file.isAbsolute, !folder.isEmpty else { return path }
        return FilePath(folder).pushing(file).string
    }

    /// `path` with `.` components and `name/..` pairs removed, as far as can be done from the
    /// text alone (a `..` that climbs above a relative path's start stays; above `/` it goes).
    public static func normalized(_ path: String) -> String {
        let normal = FilePath(path).lexicallyNormalized()
        return normal.isEmpty && !path.isEmpty ? "." : normal.string
    }

    /// `relative` inside `folder` (normalised), or nil when it is absolute or climbs out with
    /// `..`: the confinement of a test run's writes (``WriteScope``).
    public static func resolving(_ relative: String, inside folder: String) -> String? {
        let base = FilePath(folder).lexicallyNormalized()
        guard let resolved = base.lexicallyResolving(FilePath(relative)), resolved != base else { return nil }
        return resolved.string
    }
}
