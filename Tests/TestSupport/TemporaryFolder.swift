import Foundation

/// A new, empty folder under the system's temporary folder, for a test's files (links, FIFOs,
/// read-only files): named by `prefix` and a UUID, so parallel tests never share one.
public enum TemporaryFolder {
    public static func make(_ prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
