/// One line of a command's expected output in a transcript, and how it is compared with the
/// line the command actually printed.
///
/// A line written with the suffix ` (re)` is a regular expression, one with ` (glob)` a glob;
/// either must match the *whole* actual line. Any other line must be equal to it.
public struct ExpectedLine: Hashable, Sendable, CustomStringConvertible {
    /// How an expected line is compared with an actual line.
    public enum Kind: Hashable, Sendable {
        /// The actual line must be equal to the text.
        case literal
        /// The actual line must match the pattern as a regular expression (``LineRegex``: in
        /// time bounded by the pattern's size times the line's length).
        case regex
        /// The actual line must match the pattern as a glob (`*`, `?`, `\` escapes).
        case glob
    }

    /// The line as written in the transcript, without its two-space indent (suffix included).
    public let text: String
    /// How the line is compared.
    public let kind: Kind
    /// What is compared: `text` without the ` (re)` or ` (glob)` suffix.
    public let pattern: String

    private let matcher: Matcher
    /// Why a ` (re)` line can never match (a syntax error, or a pattern past the matcher's
    /// bound); nil for every other line.
    public let problem: String?

    /// Reads an expected line written as `text` (without the two-space indent).
    public init(_ text: String) {
        self.text = text
        if text.hasScalarSuffix(" (re)") {
            kind = .regex
            pattern = text.droppingScalars(last: 5)
            // An invalid regular expression never matches: the transcript then fails and shows
            // the line with the reason, which is better than trapping, hanging or silently
            // matching everything.
            do throws(LineRegex.Failure) {
                matcher = .regex(try LineRegex(pattern))
                problem = nil
            } catch {
                matcher = .invalidRegex
                problem = "invalid regular expression: \(error.message)"
            }
        } else if text.hasScalarSuffix(" (glob)") {
            kind = .glob
            pattern = text.droppingScalars(last: 7)
            matcher = .glob(GlobPattern(pattern))
            problem = nil
        } else {
            kind = .literal
            pattern = text
            matcher = .literal
            problem = nil
        }
    }

    /// Whether the pattern is a regular expression that failed to compile (it matches nothing).
    public var isInvalid: Bool {
        if case .invalidRegex = matcher { true } else { false }
    }

    /// Whether `actual`, a line the command printed, satisfies this expected line.
    public func matches(_ actual: String) -> Bool {
        switch matcher {
        case .literal:
            return actual == pattern
        case .glob(let glob):
            return glob.matches(actual)
        case .regex(let regex):
            return regex.wholeMatch(actual)
        case .invalidRegex:
            return false
        }
    }

    public var description: String { text }

    // Two expected lines are the same when written the same; the matcher follows from the text.
    public static func == (lhs: ExpectedLine, rhs: ExpectedLine) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

extension ExpectedLine {
    /// The compiled form of the line, made once when the line is read.
    private enum Matcher: Sendable {
        case literal
        case regex(LineRegex)
        case invalidRegex
        case glob(GlobPattern)
    }
}
