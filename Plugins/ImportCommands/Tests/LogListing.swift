import Foundation
import PluginTesting

/// The constraints a log lists, read by the tests on their own, with plain string searches
/// (not the importer's reader), so the tests compare the import against the log's own text.
///
/// Each `<…Constraint:0xADDRESS …>` (or Masonry's `<…Constraint:KEY …>`) of the text is an entry, once per address, in the order
/// printed; hard-wrapped lines are joined first and GitHub's `\<` `\>` escapes undone. The
/// broken constraint is the first entry after "Will attempt to recover by breaking constraint".
struct LogListing {
    struct Entry: Equatable {
        let address: String
        let className: String
        let identifier: String?
        /// `>=` when the description holds `>=`, `<=` when it holds `<=`, else `==`.
        let relation: String
        let text: String
    }

    var entries: [Entry] = []
    var broken: String?

    init(_ raw: String) {
        let text = raw.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") }
            .joined(separator: " ")
            .replacingOccurrences(of: "\\<", with: "<").replacingOccurrences(of: "\\>", with: ">")
        let brokenMarker = text.range(of: "Will attempt to recover by breaking constraint")
        var search = text.startIndex
        var seen: Set<String> = []
        while let open = text.range(of: "<", range: search..<text.endIndex) {
            search = open.upperBound
            guard let colon = text[open.upperBound...].firstIndex(of: ":"),
                text.distance(from: open.upperBound, to: colon) < 60 else { continue }
            let className = String(text[open.upperBound..<colon])
            guard className.hasSuffix("Constraint"), !className.contains(" ") else { continue }
            let afterColon = text[text.index(after: colon)...].drop { $0 == " " }
            // The address, or Masonry's key in its place (`MASLayoutConstraint:ConstantConstraint`).
            let address: String
            if afterColon.hasPrefix("0x") {
                address = String(afterColon.prefix { $0 == "x" || $0.isHexDigit }).lowercased()
            } else {
                let key = afterColon.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "[" || $0 == "]" }
                guard !key.isEmpty, afterColon.dropFirst(key.count).first == " " else { continue }
                address = String(key)
            }
            // The description ends at the first '>' not followed by '='.
            var end = afterColon.startIndex
            while end < text.endIndex {
                if text[end] == ">", text.index(after: end) == text.endIndex || text[text.index(after: end)] != "=" { break }
                end = text.index(after: end)
            }
            let body = String(text[afterColon.startIndex..<end])
            var identifier: String?
            var rest = body.dropFirst(address.count).drop { $0 != " " && $0 != "'" }.drop { $0 == " " }
            // An autoresizing constraint may print its identifier after its mask (log 29).
            if rest.hasPrefix("h="), let maskEnd = rest.range(of: "v=") {
                rest = rest[maskEnd.upperBound...].drop { $0 == "-" || $0 == "&" }.drop { $0 == " " }
            }
            if rest.hasPrefix("'"), let close = rest.dropFirst().range(of: "' ") {
                identifier = String(rest.dropFirst()[..<close.lowerBound])
            }
            let relation = body.contains(">=") ? ">=" : body.contains("<=") ? "<=" : "=="
            if let marker = brokenMarker, open.lowerBound > marker.lowerBound, broken == nil {
                broken = address
                continue
            }
            guard seen.insert(address).inserted else { continue }
            entries.append(Entry(address: address, className: className, identifier: identifier, relation: relation, text: body))
        }
    }
}

/// The logs of the shared corpus: `../shared/logs` beside the package's folder.
enum Corpus {
    /// The corpus of `../shared/logs`, copied into the repository as fixtures (its README names
    /// each file's public source), so the tests never depend on a folder outside the checkout.
    static let folder = Harness.packageRoot.appendingPathComponent("Tests/Fixtures/ConsoleLogs")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".log") }.sorted()
    }

    static func text(_ file: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }
}
