import Foundation

/// A JSON value as this tool prints it: objects with sorted keys and numbers in a fixed format,
/// so the same run prints the same bytes (timings aside).
enum JSONValue {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    /// A number rounded to `decimals` places, printed without trailing zeros.
    case rounded(Double, decimals: Int)
    /// A number printed so that it reads back exactly (for exported systems).
    case exact(Double)

    /// The value on one line, object keys in sorted order.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .object(let members):
            output += "{"
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output += "," }
                output += Self.quoted(member.key) + ":"
                member.value.write(to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .string(let string):
            output += Self.quoted(string)
        case .integer(let value):
            output += String(value)
        case .rounded(let value, let decimals):
            output += Self.format(value, decimals: decimals)
        case .exact(let value):
            // Swift's description is the shortest text that reads back as the same Double,
            // and is valid JSON for every finite value.
            output += value.isFinite ? value.description : "null"
        }
    }

    /// `value` rounded to `decimals` places: `58`, `0.5`, `-3.25`; never `-0`; `null` when not finite.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.\(max(0, decimals))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A JSON string, escaped by Foundation's encoder (slashes left as they are).
    private static func quoted(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Encoding a String cannot fail; an empty string stands in if it ever did.
        guard let data = try? encoder.encode(string), let text = String(data: data, encoding: .utf8) else { return "\"\"" }
        return text
    }
}

/// Writing lines straight to the file descriptors: unbuffered, so a script reading a pipe sees
/// each result as soon as it is measured.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// A message for the user, prefixed with the tool's name.
    static func error(_ text: String) {
        errorLine("layoutlab-bench: " + text)
    }

    /// A line on stderr as it is.
    static func errorLine(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
