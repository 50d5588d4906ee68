/// Where a paste ends when it has no `<<END`: UIKit's report holds empty lines of its own
/// (before "Will attempt to recover", and before "Make a symbolic breakpoint"), so an empty
/// line ends the paste only when no report is open.
///
/// A report opens with "Unable to simultaneously satisfy constraints." (or, when a copy lost
/// that line, "Probably at least one of the constraints") and closes with its last sentence:
/// "… may also be helpful." (iOS 7 and later) or "Break on objc_exception_throw to catch this
/// in the debugger." (iOS 6 and before; iOS 7 prints the other after it). A copy that stops
/// earlier is ended by a second empty line (``Commands/LineReading/linesUntilComplete(_:)``).
enum PastedReport {
    static let openings = ["Unable to simultaneously satisfy constraints", "Probably at least one of the constraints"]
    static let closings = ["may also be helpful", "Break on objc_exception_throw"]

    /// Whether `lines` hold no open report: the last opening comes before the last closing.
    /// Reads back from the end, up to the last opening or closing.
    static func isComplete(_ lines: [String]) -> Bool {
        for line in lines.reversed() {
            if closings.contains(where: line.contains) { return true }
            if openings.contains(where: line.contains) { return false }
        }
        return true
    }
}
