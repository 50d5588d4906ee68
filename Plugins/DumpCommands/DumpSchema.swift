import Foundation

/// The JSON Schema of `dump ... json` (see ``DumpDocument``), shipped as this module's
/// resource. The program never reads it: an installed `layoutlab` has no resource bundle
/// beside it, and `Scripts/install` puts the file in `share/layoutlab` instead. The tests read
/// it here, so they check the file SwiftPM packages.
enum DumpSchema {
    static let resourceName = "layoutlab.dump.schema"

    /// The schema's bytes, or nil when the resource bundle is missing.
    static func data() -> Data? {
        Bundle.module.url(forResource: resourceName, withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}
