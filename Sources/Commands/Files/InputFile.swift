public import Foundation

/// A file a command read as its input (`import`, `load`, `source`), as the session journal
/// keeps it: where it was, how many bytes it held, and a digest of them. A restore runs the
/// session's lines again, reading the files again; the digest tells it when one changed or
/// went in between, so it can say so instead of restoring a different scene in silence.
public struct InputFile: Equatable, Sendable {
    /// The path read, absolute.
    public let path: String
    public let size: Int
    /// FNV-1a over the bytes, 64 bits: enough to tell a changed file from the same one (it
    /// guards against accidents, not against someone forging a file).
    public let digest: UInt64

    public init(path: String, size: Int, digest: UInt64) {
        self.path = path
        self.size = size
        self.digest = digest
    }

    /// The note for `data` read from `path`.
    public init(path: String, data: Data) {
        self.init(path: path, size: data.count, digest: Self.digest(of: data))
    }

    /// FNV-1a, 64 bits (http://www.isthe.com/chongo/tech/comp/fnv/).
    public static func digest(of data: Data) -> UInt64 {
        // Over the contiguous bytes: Data's iterator costs a call a byte (1.6% of importing 5 MB).
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// What became of the file since it was read: nil when it is the same.
    public func change() -> String? {
        guard let now = FileManager.default.contents(atPath: path) else { return "is gone" }
        let current = InputFile(path: path, data: now)
        guard current != self else { return nil }
        return "changed since it was read (\(size) bytes then, \(current.size) now)"
    }
}
