import Escaping
/// A JUnit XML report of replayed transcripts, the format CI systems (Jenkins, GitLab, GitHub
/// Actions' test reporters) read: one `<testcase>` per transcript and one per case its commands
/// reported (`vary`'s combinations), a `<failure>` holding the diff (or what the checks said)
/// for each that failed, and the seconds each took.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="layoutlab test" tests="2" failures="1" errors="0" time="0.250">
///   <testsuite name="layoutlab test" tests="2" failures="1" errors="0" skipped="0" time="0.250">
///     <testcase name="intro.lab" classname="Scripts.transcripts" file="Scripts/transcripts/intro.lab" time="0.100"/>
///     <testcase name="table.lab" classname="Scripts.transcripts" file="Scripts/transcripts/table.lab" time="0.150">
///       <failure message="Scripts/transcripts/table.lab:12: output differs (commands at line 10)" type="mismatch">--- a/...</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// The element and attribute names follow the JUnit schema that Ant's junit task writes and
/// Jenkins reads (`testsuites`/`testsuite`/`testcase`/`failure`). Times are the only figures
/// taken from the clock; everything else is the same on every run. Text that XML 1.0 cannot
/// hold (control characters other than tab, newline and return) is written as U+FFFD.
public struct JUnitReport: Hashable, Sendable {
    /// One transcript's outcome, or one case a transcript's commands reported (a `vary`
    /// combination: ``name`` set).
    public struct Case: Hashable, Sendable {
        /// The transcript's path as the command line listed it.
        public var path: String
        /// Seconds the replay took.
        public var seconds: Double
        /// Why it failed, nil when it passed.
        public var failure: Failure?
        /// A case inside the transcript: its name, and the transcript is its class (the
        /// folder's class name, a dot, the file's name without `.lab`); nil for the transcript.
        public var name: String?

        public init(path: String, seconds: Double, failure: Failure? = nil, name: String? = nil) {
            self.path = path
            self.seconds = seconds
            self.failure = failure
            self.name = name
        }
    }

    /// A failed transcript: a one-line message and the full text (the diff).
    public struct Failure: Hashable, Sendable {
        public var message: String
        public var text: String

        public init(message: String, text: String) {
            self.message = message
            self.text = text
        }
    }

    /// The name of the suite, written on `testsuites` and `testsuite`.
    public var name: String
    /// The cases in the order they were listed.
    public var cases: [Case]

    public init(name: String, cases: [Case]) {
        self.name = name
        self.cases = cases
    }

    /// The report as an XML document ending with a newline.
    public func xml() -> String {
        let failures = cases.filter { $0.failure != nil }.count
        let total = Self.seconds(cases.reduce(0) { $0 + $1.seconds })
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"\(XMLEscaping.escaped(name))\" \(counts) time=\"\(total)\">")
        lines.append("  <testsuite name=\"\(XMLEscaping.escaped(name))\" \(counts) skipped=\"0\" time=\"\(total)\">")
        for testCase in cases {
            let (folder, file) = Self.split(testCase.path)
            let className = testCase.name == nil ? Self.className(folder)
                : Self.className(folder) + "." + (file.hasSuffix(".lab") ? String(file.dropLast(4)) : file)
            let attributes = "name=\"\(XMLEscaping.escaped(testCase.name ?? file))\" classname=\"\(XMLEscaping.escaped(className))\" "
                + "file=\"\(XMLEscaping.escaped(testCase.path))\" time=\"\(Self.seconds(testCase.seconds))\""
            guard let failure = testCase.failure else {
                lines.append("    <testcase \(attributes)/>")
                continue
            }
            lines.append("    <testcase \(attributes)>")
            lines.append("      <failure message=\"\(XMLEscaping.escaped(failure.message))\" type=\"mismatch\">\(XMLEscaping.escaped(failure.text, attribute: false))</failure>")
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seconds with three decimals (milliseconds), the precision JUnit readers show; a time
    /// that is not finite or is negative is written as 0.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        let milliseconds = (value * 1000).rounded()
        // Bounded before converting: a replay never takes 10^12 seconds, but Int(x) traps past Int.max.
        let whole = milliseconds < 1e15 ? Int(milliseconds) : 999_999_999_999_999
        let fraction = String(whole % 1000)
        return "\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The folder and the file name of `path`.
    static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// The class name JUnit readers group cases by: the folder with dots for slashes (the
    /// Java package convention they expect), `transcripts` for a file given without a folder.
    static func className(_ folder: String) -> String {
        let parts = folder.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
        return parts.isEmpty ? "transcripts" : parts.joined(separator: ".")
    }
}
