import Layout

/// Reads a paste: every line, whatever produced it, into an ``ImportedLog``.
///
/// A line is first stripped of what consoles put before text (``LinePrefix``), then read as
/// the first of these it is:
///
/// 1. `#` at the start: a comment (as in scripts; the corpus's headers are comments).
/// 2. UIKit's prose around a conflict report ("Unable to simultaneously satisfy constraints."
///    opens a report, "Will attempt to recover by breaking constraint" says the next
///    description is the one broken; "Probably at least one ..." opens a report whose header
///    line is missing; the rest is skipped).
/// 3. One or more constraint descriptions `<…Constraint:0x… …>`, quoted or not, in a report's
///    list, a `po view.constraints` array or a `print` of one. A description that does not end
///    on its line continues on the next (text hard-wrapped by a person, or by a web page), up to
///    ``maximumContinuation`` lines.
/// 4. A recursive description's view `<Class: 0x…; frame = …>` or a trace's `*Class:0x…`,
///    nested by `|`.
/// 5. Anything else is a warning naming its line and column, and what was expected there.
///
/// Duplicated lines (a view or constraint printed twice) are read once. The cost is linear in
/// the bytes read: each byte is looked at a bounded number of times.
struct LogReader {
    static let maximumContinuation = 12
    /// A longer description is not one (a missing '>' would make the rest of a file one).
    static let maximumDescriptionLength = 4096

    var log = ImportedLog()
    var currentReport: Int?
    /// The views of the tree being read, by depth: the last view seen at each depth.
    var treeStack: [String] = []
    var treeChildCount: [String: Int] = [:]
    /// A description begun on an earlier line, and where it began.
    var carried: (bytes: [UInt8], line: Int, column: Int)?
    var carriedLines = 0
    /// Constraints read outside a report since the last one closed, and the line of the
    /// first: a list pasted without its header (a forum quote, a mirror that dropped it),
    /// which "Will attempt to recover" makes a report's list.
    var looseList: ImportedReport?

    /// Reads `text`; past `limits`, it stops at the line that passes one and notes the line in
    /// ``ImportedLog/refusal``.
    static func read(_ text: [UInt8], limits: ImportLimits = .standard) -> ImportedLog {
        var reader = LogReader()
        var lineNumber = 0
        var start = 0
        while start < text.count || (start == text.count && lineNumber == 0) {
            var stop = start
            while stop < text.count, text[stop] != UInt8(ascii: "\n") { stop += 1 }
            lineNumber += 1
            var end = stop
            if end > start, text[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            reader.readLine(Array(text[start..<end]), number: lineNumber)
            if let exceeded = limits.exceeded(by: reader.log) {
                reader.log.refusal = ImportWarning(line: lineNumber, column: 1, message: exceeded)
                break
            }
            start = stop + 1
            // Ctrl-C: the import stops before planning (see ``ImportRun``).
            if lineNumber % 1024 == 0, Cancellation.isRequested { break }
            if stop >= text.count { break }
        }
        reader.finishCarried()
        reader.log.lineCount = lineNumber
        return reader.log
    }

    // MARK: - Lines

    mutating func readLine(_ raw: [UInt8], number: Int) {
        var bytes = Self.unescaped(raw)
        // The backtick closing a Markdown code span the output was pasted in (logs 55, 60).
        while let last = bytes.last, last == UInt8(ascii: "`") || last.isBlank { bytes.removeLast() }
        if var pending = carried {
            // The description goes on: joined with one blank, as the line was wrapped.
            let content = ByteCursor(bytes, from: LinePrefix.contentStart(ByteCursor(bytes)))
            pending.bytes += [.space] + Array(bytes[content.index...])
            carried = nil
            carriedLines += 1
            readContent(pending.bytes, from: 0, line: pending.line, columnBase: pending.column, continuing: true)
            return
        }
        carriedLines = 0
        if bytes.first == .hash { return }
        let cursor = ByteCursor(bytes)
        let start = LinePrefix.contentStart(cursor)
        readContent(bytes, from: start, line: number, columnBase: 0, continuing: false)
    }

    /// GitHub's Markdown escapes: `\<` and `\>` stand for `<` and `>`.
    static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(.backslash) else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == .backslash, index + 1 < bytes.count, bytes[index + 1] == .less || bytes[index + 1] == .greater {
                index += 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    mutating func readContent(_ bytes: [UInt8], from start: Int, line: Int, columnBase: Int, continuing: Bool) {
        // A whole report on one line (a forum's rendering, log 107): each part from one of
        // UIKit's sentences to the next is read as the line it was.
        let cuts = Self.sentenceStarts(bytes, after: start)
        if !cuts.isEmpty {
            var from = start
            for cut in cuts + [bytes.count] {
                readPart(Array(bytes[from..<cut]), line: line, columnBase: columnBase + from, continuing: continuing)
                from = cut
            }
            return
        }
        readPart(bytes, from: start, line: line, columnBase: columnBase, continuing: continuing)
    }

    /// The sentences that start a part of a report.
    static let sentences: [[UInt8]] = [
        "Unable to simultaneously satisfy constraints", "Will attempt to recover by breaking constraint",
        "Make a symbolic breakpoint at", "Break on objc_exception_throw",
    ].map { Array($0.utf8) }

    /// Where one of UIKit's ``sentences`` starts after `start` (not at it), in order.
    static func sentenceStarts(_ bytes: [UInt8], after start: Int) -> [Int] {
        guard bytes.count - start > 60 else { return [] }
        var cuts: [Int] = []
        var position = start + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "U") || bytes[position] == UInt8(ascii: "W") || bytes[position] == UInt8(ascii: "M")
                || bytes[position] == UInt8(ascii: "B"),
                sentences.contains(where: ByteCursor(bytes, from: position).hasPrefix) {
                cuts.append(position)
            }
            position += 1
        }
        return cuts
    }

    mutating func readPart(_ bytes: [UInt8], from start: Int = 0, line: Int, columnBase: Int, continuing: Bool) {
        let cursor = ByteCursor(bytes, from: start)
        if cursor.isAtEnd { return }
        if readProse(bytes, from: start, line: line) {
            // "Will attempt to recover by breaking constraint <…>" may hold the description.
            if let open = Self.firstDescriptionStart(bytes, from: start) {
                readDescriptions(bytes, from: open, line: line, columnBase: columnBase)
            }
            return
        }
        if Self.firstDescriptionStart(bytes, from: start) != nil {
            readDescriptions(bytes, from: start, line: line, columnBase: columnBase)
            return
        }
        if readView(bytes, from: start, line: line, columnBase: columnBase) { return }
        if Self.isPunctuation(bytes, from: start, to: bytes.count) { return }
        let text = cursor.text(start, min(bytes.count, start + 200))
        if text.hasPrefix("(lldb)") || text.hasPrefix("po ") || text.hasPrefix("p ") || text.hasPrefix("expr ") { return }
        // An Objective-C array's header before its elements: `<__NSArrayI 0x600000243e70>(`.
        if text.hasPrefix("<__NS"), text.hasSuffix("(") { return }
        log.warn(line, columnBase + start + 1, "cannot read '\(Self.excerpt(bytes, from: start))': expected a line of a conflict report, "
                 + "a constraint's description <…Constraint:0x…>, a view of a recursive description <Class: 0x…; frame = …> "
                 + "or of an _autolayoutTrace *Class:0x…")
    }

    /// UIKit's prose, looked for in the line's first 200 bytes from `start`: true when the
    /// line is some. Compared as bytes: a String of each line and Foundation's search cost
    /// 4% of a 50 MB import.
    mutating func readProse(_ bytes: [UInt8], from start: Int, line: Int) -> Bool {
        let head = ByteCursor(bytes, from: start, to: start + 200)
        if head.contains(Self.reportHeader) {
            openReport(line: line)
            return true
        }
        if head.hasPrefix(Self.probablyLine) {
            if currentReport == nil { openReport(line: line) }
            return true
        }
        if head.hasPrefix(Self.recoverLine) {
            if currentReport == nil {
                // A list without its header: the constraints read since the last report.
                let loose = looseList
                openReport(line: loose?.line ?? line)
                if let loose, let index = currentReport {
                    log.reports[index].listed = loose.listed
                    log.reports[index].listedKeys = loose.listedKeys
                }
            }
            if let index = currentReport { log.reports[index].awaitsBroken = true }
            return true
        }
        return Self.skippedProse.contains { head.hasPrefix($0) }
    }

    static let reportHeader = Array("Unable to simultaneously satisfy constraints".utf8)
    static let probablyLine = Array("Probably at least one of the constraints".utf8)
    static let recoverLine = Array("Will attempt to recover by breaking constraint".utf8)
    /// The lines of UIKit's prose that say nothing the import keeps.
    static let skippedProse: [[UInt8]] = [
        "Try this:", "(1) look at each constraint", "(2) find the code that added", "(Note: If you're seeing",
        "Make a symbolic breakpoint at", "The methods in the UIConstraintBasedLayoutDebugging", "Break on objc_exception_throw",
        "View has an ambiguous layout", "Legend:", "* - is laid out", "+ - is laid out", "• - layout engine host",
        "\\u2022 - layout engine host",
    ].map { Array($0.utf8) }

    mutating func openReport(line: Int) {
        closeReport()
        looseList = nil
        log.reports.append(ImportedReport(line: line))
        currentReport = log.reports.count - 1
    }

    mutating func closeReport() {
        if let index = currentReport { log.reports[index].isClosed = true }
        currentReport = nil
    }

    /// Where the first `<…Constraint:` starts at or after `start`.
    static func firstDescriptionStart(_ bytes: [UInt8], from start: Int) -> Int? {
        var position = start
        while position < bytes.count {
            if bytes[position] == .less, isDescriptionStart(bytes, at: position) { return position }
            position += 1
        }
        return nil
    }

    /// `<` then a class whose name ends in `Constraint`, then `:`.
    static func isDescriptionStart(_ bytes: [UInt8], at position: Int) -> Bool {
        var index = position + 1
        let limit = min(bytes.count, position + 120)
        while index < limit {
            let byte = bytes[index]
            if byte == .colon {
                return index - position > 10 && String(decoding: bytes[(index - 10)..<index], as: UTF8.self) == "Constraint"
            }
            if !(byte.isLetter || byte.isDigit || byte == UInt8(ascii: "_") || byte == .period) { return false }
            index += 1
        }
        return false
    }

    /// Reads every description on the line from `start`; text between them must be
    /// punctuation, an assignment before the first (`self.view.constraints = [`) or an
    /// engine marker after the last.
    mutating func readDescriptions(_ bytes: [UInt8], from start: Int, line: Int, columnBase: Int) {
        var position = start
        while let open = Self.firstDescriptionStart(bytes, from: position) {
            if !Self.isPunctuation(bytes, from: position, to: open), !Self.isLeadIn(bytes, from: position, to: open) {
                log.warn(line, columnBase + position + 1, "skipped '\(Self.excerpt(bytes, from: position, to: open))' before a constraint's description")
            }
            guard let close = Self.descriptionEnd(bytes, from: open) else {
                // Not closed on this line: it continues on the next.
                if carriedLines < Self.maximumContinuation, bytes.count - open < Self.maximumDescriptionLength {
                    carried = (Array(bytes[open...]), line, columnBase + open)
                } else {
                    log.warn(line, columnBase + open + 1, "a constraint's description that does not end: expected '>' within \(Self.maximumContinuation) lines")
                    carriedLines = 0
                }
                return
            }
            readDescription(Array(bytes[open...close]), line: line, column: columnBase + open + 1)
            position = close + 1
        }
        guard position < bytes.count else { return }
        if Self.isPunctuation(bytes, from: position, to: bytes.count) { return }
        var tail = ByteCursor(bytes, from: position)
        tail.skipBlanks()
        while tail.take(byte: .doubleQuote) || tail.take(byte: .comma) { tail.skipBlanks() }
        if tail.hasPrefix("Marker:") { return }
        log.warn(line, columnBase + position + 1, "skipped '\(Self.excerpt(bytes, from: position))' after a constraint's description")
    }

    /// The `>` ending the description opened at `open`: the first not followed by `=`.
    static func descriptionEnd(_ bytes: [UInt8], from open: Int) -> Int? {
        var position = open + 1
        let limit = min(bytes.count, open + maximumDescriptionLength)
        while position < limit {
            if bytes[position] == .greater, position + 1 == bytes.count || bytes[position + 1] != .equals, bytes[position - 1] != .less {
                return position
            }
            position += 1
        }
        return nil
    }

    mutating func finishCarried() {
        guard let pending = carried else { return }
        log.warn(pending.line, pending.column + 1, "a description cut off at the end of the text: expected '>'")
        carried = nil
    }

    // MARK: - Helpers

    /// Whether `bytes[start..<end]` holds only blanks and list punctuation (`(`, `)`, `"`,
    /// `,`, `[`, `]`, `...`, ` - 3 : `).
    static func isPunctuation(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte.isBlank || byte.isDigit || [.leftParenthesis, .rightParenthesis, .doubleQuote, .comma, .leftBracket, .rightBracket,
                                                     .period, .minus, .colon].contains(byte) else { return false }
            index += 1
        }
        return true
    }

    /// `self.view.constraints = [` or `$R0 = ` before a printed array.
    static func isLeadIn(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var stop = end
        while stop > start, bytes[stop - 1].isBlank || bytes[stop - 1] == .leftBracket || bytes[stop - 1] == .leftParenthesis { stop -= 1 }
        return stop > start && bytes[stop - 1] == .equals
    }

    /// At most 40 characters of the line from `start`, for a warning.
    static func excerpt(_ bytes: [UInt8], from start: Int, to end: Int? = nil) -> String {
        let stop = min(end ?? bytes.count, bytes.count)
        let text = String(decoding: bytes[min(start, stop)..<stop], as: UTF8.self).trimmingBlanks()
        let shown = text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined()
        return shown.count > 40 ? String(shown.prefix(40)) + "…" : shown
    }
}
