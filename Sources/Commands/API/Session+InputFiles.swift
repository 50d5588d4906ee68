public import Foundation

extension Session {
    private enum InputFilesRead: SessionKey {
        static var defaultValue: [InputFile] { [] }
    }

    /// Reads a file a command takes as its input, at `path` as typed (resolved as every path
    /// is), and notes what it read for the session journal (``InputFile``). Nil when it cannot
    /// be read.
    public func readInputFile(_ path: String) -> Data? {
        let resolved = resolvedPath(path)
        guard let data = FileManager.default.contents(atPath: resolved) else { return nil }
        let absolute = resolved.hasPrefix("/") ? resolved : FileManager.default.currentDirectoryPath + "/" + resolved
        self[InputFilesRead.self].append(InputFile(path: PathName.normalized(absolute), data: data))
        return data
    }

    /// The files read since the last call, oldest first (the shell journals them with the line
    /// that read them).
    public func takeInputFilesRead() -> [InputFile] {
        defer { self[InputFilesRead.self] = [] }
        return self[InputFilesRead.self]
    }
}
