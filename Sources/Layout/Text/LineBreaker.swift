/// A character of the text with its advance, as the line breaker sees it.
struct MeasuredCharacter: Sendable, Equatable {
    let character: Character
    /// Advance in 1/1000 em, in the face it is measured in (see ``FontFace``).
    let advance: Int

    init(_ character: Character, face: FontFace = .helvetica) {
        self.character = character
        self.advance = face.advance(of: character)
    }

    /// An ASCII character other than a line break, from its byte.
    init(ascii byte: UInt8, face: FontFace = .helvetica) {
        let scalar = Unicode.Scalar(byte)
        self.character = Character(scalar)
        self.advance = face.advance(of: scalar)
    }

    /// A space or a tab: a line may break after it, and at the end of a line it hangs past the
    /// edge instead of counting toward the width. (A no-break space is not one.)
    var isBreakingSpace: Bool {
        character == " " || character == "\t"
    }
}

/// Decides whether a run of advances fits the width lines are wrapped to.
struct LineFitter: Sendable {
    /// Widths that overshoot by less than this many points still fit: a sum of advances that
    /// equals the width in decimal must not be pushed to the next line by binary rounding.
    static let tolerance = 1e-9

    let font: SystemFont
    /// The wrap width in points; nil means unbounded (only hard line breaks end lines).
    let maxWidth: Double?

    func fits(_ units: Int) -> Bool {
        guard let maxWidth else { return true }
        return font.points(forUnits: units) <= maxWidth + Self.tolerance
    }
}

/// Cuts text into paragraphs at hard line breaks.
enum Paragraphs {
    /// The paragraphs of `text`, split at every character Swift calls a newline (`\n`, `\r`,
    /// `\r\n`, U+2028, U+2029, ...); the line breaks themselves are dropped.
    ///
    /// Empty text has no paragraphs (a label with no text has no lines). A final line break
    /// ends the last line without starting a new, empty one, as UILabel ignores a trailing
    /// newline; a line break between two others does make an empty line.
    static func split(_ text: String, face: FontFace = .helvetica) -> [[MeasuredCharacter]] {
        splitASCII(text, face: face) ?? splitCharacters(text, face: face)
    }

    /// ``split(_:)`` for any text, a character (grapheme) at a time.
    static func splitCharacters(_ text: String, face: FontFace = .helvetica) -> [[MeasuredCharacter]] {
        var paragraphs: [[MeasuredCharacter]] = []
        var current: [MeasuredCharacter] = []
        var endedWithLineBreak = false
        for character in text {
            if character.isNewline {
                paragraphs.append(current)
                current = []
                endedWithLineBreak = true
            } else {
                current.append(MeasuredCharacter(character, face: face))
                endedWithLineBreak = false
            }
        }
        if !text.isEmpty && !endedWithLineBreak {
            paragraphs.append(current)
        }
        return paragraphs
    }
}

extension Paragraphs {
    /// ``split(_:)`` for ASCII text, byte by byte: each byte is a character except CR LF,
    /// which is one line break, so no grapheme breaking is needed (it cost most of measuring
    /// a label). Nil when the text is not ASCII.
    static func splitASCII(_ text: String, face: FontFace = .helvetica) -> [[MeasuredCharacter]]? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> [[MeasuredCharacter]]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var paragraphs: [[MeasuredCharacter]] = []
            var current: [MeasuredCharacter] = []
            current.reserveCapacity(bytes.count)
            var endedWithLineBreak = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // LF, VT, FF and CR are what `Character.isNewline` calls newlines in ASCII.
                if (0x0A...0x0D).contains(byte) {
                    paragraphs.append(current)
                    current = []
                    endedWithLineBreak = true
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                } else {
                    current.append(MeasuredCharacter(ascii: byte, face: face))
                    endedWithLineBreak = false
                }
                index += 1
            }
            if !bytes.isEmpty && !endedWithLineBreak {
                paragraphs.append(current)
            }
            return paragraphs
        } ?? nil
    }
}

/// Greedy word wrapping, the model of `NSLineBreakMode.byWordWrapping`.
enum LineBreaker {
    /// Wraps one paragraph into lines; each range includes the spaces hanging at its end.
    ///
    /// Words (runs of non-space characters) are placed left to right while they fit; a line
    /// may break only after a space. A word too wide for a line of its own is broken between
    /// characters, keeping at least one character per line so wrapping always progresses.
    /// An empty paragraph is one empty line.
    static func wrap(_ paragraph: [MeasuredCharacter], fitter: LineFitter) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = paragraph.startIndex
        // Everything on the current line so far, hanging spaces included.
        var lineUnits = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            if character.isBreakingSpace {
                // Spaces hang: they never push a line over its width.
                lineUnits += character.advance
                index += 1
                continue
            }
            let wordEnd = paragraph[index...].firstIndex(where: \.isBreakingSpace) ?? paragraph.endIndex
            let wordUnits = units(of: paragraph[index..<wordEnd])
            if fitter.fits(lineUnits + wordUnits) {
                // The word fits after what the line holds.
                lineUnits += wordUnits
                index = wordEnd
            } else if index > lineStart {
                // Break before the word, after the spaces; the word starts the next line.
                lines.append(lineStart..<index)
                lineStart = index
                lineUnits = 0
            } else {
                // The word does not fit even on a line of its own: break it by character,
                // line after line while the rest of the word still does not fit. Breaking
                // the whole word here, rather than finding its end again after each line,
                // keeps a long word at a narrow width linear (20,000 characters at width 1
                // took minutes).
                var restUnits = wordUnits
                var start = index
                repeat {
                    var end = start + 1
                    lineUnits = paragraph[start].advance
                    while end < wordEnd, fitter.fits(lineUnits + paragraph[end].advance) {
                        lineUnits += paragraph[end].advance
                        end += 1
                    }
                    restUnits -= lineUnits
                    lines.append(lineStart..<end)
                    lineStart = end
                    start = end
                } while start < wordEnd && !fitter.fits(restUnits)
                lineUnits = 0
                index = start
            }
        }
        if lineStart < paragraph.endIndex || lines.isEmpty {
            lines.append(lineStart..<paragraph.endIndex)
        }
        return lines
    }

    /// The sum of the advances of `characters`, in 1/1000 em.
    static func units(of characters: ArraySlice<MeasuredCharacter>) -> Int {
        characters.reduce(0) { $0 + $1.advance }
    }

    /// `characters` without the breaking spaces at its end: the part of a line that is seen
    /// and measured.
    static func trimmingTrailingSpaces(
        _ characters: ArraySlice<MeasuredCharacter>
    ) -> ArraySlice<MeasuredCharacter> {
        guard let last = characters.lastIndex(where: { !$0.isBreakingSpace }) else {
            return characters.prefix(0)
        }
        return characters[...last]
    }
}
