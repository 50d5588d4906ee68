import Foundation

/// Numbers written into generated commands: exactly (the shortest text that reads back as
/// the same double), never with an exponent the script language would not read.
enum ScriptNumber {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let shortest = String(value)
        guard shortest.contains("e") else { return shortest }
        var fixed = String(format: "%.12f", value)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        return fixed
    }
}
