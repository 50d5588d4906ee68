import Testing
@testable import Transcripts
import TestSupport

@Suite("Transcript random inputs")
struct TranscriptFuzzTests {
    /// How a random line starts: a command, output, prose, or near misses of those.
    private static let starts = ["  > ", "  > ", "  ", "  ", "", "", "prose ", " ", "  >", "\t", "\r"]
    /// Pieces of the format and of regexes and globs, glued at random into lines.
    private static let pieces = [
        "*", "?", "\\", "[", "]", "(", ")", "{", "}", "a", "b", " ", ">", "|", "^", "$", ".", "+",
        "\u{301}", "é", "\\d", "(?<=a)", "  > ", " (re)", "\r", "\n",
    ]
    private static let suffixes = ["", "", "", " (re)", " (glob)"]

    /// A random line of pieces ending in a random suffix; it may itself hold `"\r"` or `"\n"`.
    private static func line(_ random: inout SplitMix64) -> String {
        (0..<random.next(below: 5)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            + suffixes[random.next(below: suffixes.count)]
    }

    /// A short random text: lines with random starts, LF or CRLF ends, maybe no final newline.
    private static func text(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<random.next(below: 10) {
            text += starts[random.next(below: starts.count)] + line(&random)
            text += random.next(below: 6) == 0 ? "\r\n" : "\n"
        }
        if random.next(below: 3) == 0, !text.isEmpty { text.removeLast() }
        return text
    }

    @Test func parseRenderAndCheckNeverTrap() {
        var random = SplitMix64(seed: 2024)
        var commandCount = 0, patternCount = 0
        for _ in 0..<3000 {
            let text = Self.text(&random)
            let transcript = Transcript(parsing: text)
            commandCount += transcript.commands.count
            patternCount += transcript.commands.flatMap(\.expected).filter { $0.kind != .literal }.count
            #expect(transcript.render() == text)
            // Outputs built from the same pieces, so they hit the patterns and the edge cases.
            let outputs = transcript.commands.map { _ in
                (0..<random.next(below: 4)).map { _ in Self.line(&random) }
            }
            let check = transcript.check(outputs: outputs)
            let reparsed = Transcript(parsing: check.actualText)
            #expect(reparsed.render() == check.actualText)
            _ = UnifiedDiff.lines(old: transcript.lines, new: reparsed.lines, oldName: "a", newName: "b")
            // Checking a transcript against its own expected text passes unless a line is a
            // pattern that does not match its own text.
            let own = transcript.commands.map { $0.expected.map(\.text) }
            let selfCheck = transcript.check(outputs: own)
            let literal = transcript.commands.allSatisfy { $0.expected.allSatisfy { $0.kind == .literal } }
            if literal { #expect(selfCheck.passed) }
        }
        // The texts must exercise the format, not only prose.
        #expect(commandCount > 1000)
        #expect(patternCount > 100)
    }

    /// Writing the actual output back gives a file that passes with that output, as long as no
    /// printed line could be read as a command or a pattern (which the format cannot express).
    @Test func updatedTextPassesWithTheSameOutput() {
        var random = SplitMix64(seed: 99)
        let plain = ["a", "b", "", " ", "x y", "*", "?", "[", "\\"]
        for _ in 0..<2000 {
            let text = Self.text(&random)
            let transcript = Transcript(parsing: text)
            let outputs = transcript.commands.map { _ in
                (0..<random.next(below: 5)).map { _ in plain[random.next(below: plain.count)] }
            }
            let updated = transcript.check(outputs: outputs).actualText
            let again = Transcript(parsing: updated)
            #expect(again.commands.map(\.text) == transcript.commands.map(\.text))
            #expect(again.check(outputs: outputs).passed, "\(text.debugDescription) -> \(updated.debugDescription)")
        }
    }

    @Test func randomDiffsApplyToTheOldLines() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<500 {
            let old = (0..<random.next(below: 30)).map { _ in ["a", "b", "c"][random.next(below: 3)] }
            let new = (0..<random.next(below: 30)).map { _ in ["a", "b", "c"][random.next(below: 3)] }
            let lines = UnifiedDiff.lines(old: old, new: new, oldName: "a", newName: "b", context: random.next(below: 5))
            #expect(lines.isEmpty == (old == new))
            #expect(Self.apply(lines, to: old) == new)
        }
    }

    /// A strict `patch`: applies `diff` to `old`, or nil when a header's counts disagree with
    /// its hunk, hunks overlap or go backwards, or a context or removed line is not in `old`.
    static func apply(_ diff: [String], to old: [String]) -> [String]? {
        if diff.isEmpty { return old }
        guard diff.count > 2, diff[0] == "--- a", diff[1] == "+++ b" else { return nil }
        var result: [String] = []
        var position = 0
        var index = 2
        while index < diff.count {
            guard let header = HunkHeader(diff[index]) else { return nil }
            index += 1
            // An empty old range names the line before it; otherwise the first line of it.
            let start = header.oldCount == 0 ? header.oldStart : header.oldStart - 1
            guard start >= position, start <= old.count else { return nil }
            result += old[position..<start]
            position = start
            var oldSeen = 0, newSeen = 0
            while index < diff.count, !diff[index].hasPrefix("@@") {
                let line = diff[index], text = String(line.dropFirst())
                index += 1
                if line.first != "+" {
                    guard position < old.count, old[position] == text else { return nil }
                    position += 1
                    oldSeen += 1
                }
                if line.first != "-" {
                    result.append(text)
                    newSeen += 1
                }
            }
            guard oldSeen == header.oldCount, newSeen == header.newCount, result.count - newSeen == header.newStart - (header.newCount == 0 ? 0 : 1) else { return nil }
        }
        return result + old[position...]
    }

    private struct HunkHeader {
        let oldStart, oldCount, newStart, newCount: Int

        init?(_ line: String) {
            let parts = line.split(separator: " ")
            guard parts.count == 4, parts[0] == "@@", parts[3] == "@@",
                  let old = Self.range(parts[1], sign: "-"), let new = Self.range(parts[2], sign: "+") else { return nil }
            (oldStart, oldCount, newStart, newCount) = (old.0, old.1, new.0, new.1)
        }

        private static func range(_ text: Substring, sign: Character) -> (Int, Int)? {
            guard text.first == sign else { return nil }
            let numbers = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            switch numbers.count {
            case 1: return numbers[0].map { ($0, 1) }
            case 2: if let a = numbers[0], let b = numbers[1], b != 1 { return (a, b) } else { return nil }
            default: return nil
            }
        }
    }
}
