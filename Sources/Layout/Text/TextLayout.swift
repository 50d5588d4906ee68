/// Text laid out the way UILabel lays it out: wrapped at word boundaries to a width, limited
/// to `numberOfLines`, the last line truncated at its tail.
///
/// ```swift
/// let font = SystemFont(ofSize: 17)
/// let text = TextLayout.layout("The quick brown fox jumped over the lazy dog.",
///                              font: font, numberOfLines: 0, maxWidth: 266)
/// text.lines    // ["The quick brown fox jumped over", "the lazy dog."]
/// text.size     // width 250.376, height 40.57421875
/// text.size(ceiledToScale: 2)  // width 250.5, height 41
/// ```
///
/// The rules of the model (where UIKit does not document its own, these are choices, made
/// deterministic):
/// - Widths are sums of Helvetica advances without kerning (``SystemFont``).
/// - Lines break only after a space or tab; a word wider than the width is broken between
///   characters. The spaces a line ends with hang: they neither count toward its width nor
///   appear in ``lines``. Leading spaces do count.
/// - Hard line breaks (`\n`, `\r\n`, ...) always end a line; a final one adds no empty line.
/// - With a limited `numberOfLines`, the last allowed line shows as much of the rest of its
///   paragraph as fits with "…" (U+2026 HORIZONTAL ELLIPSIS, the character UIKit draws,
///   1 em wide) and the text is ``isTruncated``.
/// - Empty text has no lines and size (0, 0), as UILabel's intrinsic size for empty text is
///   (0, 0); a text of only spaces or a single line break is one line of width 0.
public struct TextLayout: Sendable, Equatable {
    /// The character a truncated line ends with: U+2026 HORIZONTAL ELLIPSIS.
    public static let ellipsis: Character = "\u{2026}"

    /// The font the text was measured with.
    public let font: SystemFont

    /// The visible text of each line, top to bottom, without the spaces a line ends with; a
    /// truncated last line ends with ``ellipsis``.
    public let lines: [String]

    /// The width of each line in points, unrounded (same order as ``lines``).
    public let lineWidths: [Double]

    /// Whether `numberOfLines` cut the text short (the last line then ends with the ellipsis).
    public let isTruncated: Bool

    /// The number of lines shown.
    public var lineCount: Int {
        lines.count
    }

    /// The size the text occupies, unrounded: the widest line by `lineCount * lineHeight`.
    ///
    /// A line can be wider than the width it was wrapped to only when a single character (or
    /// the ellipsis alone) is wider than that width; the size reports the true width then.
    public var size: Size {
        Size(
            width: lineWidths.max() ?? 0,
            height: Double(lineCount) * font.lineHeight
        )
    }

    /// ``size`` with both sides rounded UP to the pixel grid at `scale`, as UILabel reports its
    /// intrinsic content size (see ``PixelGrid/ceil(_:scale:)``).
    public func size(ceiledToScale scale: Double) -> Size {
        PixelGrid.ceil(size, scale: scale)
    }

    /// Lays `text` out like a UILabel with word wrapping and tail truncation.
    ///
    /// - Parameters:
    ///   - text: the label's text.
    ///   - font: the font it is measured with.
    ///   - numberOfLines: the most lines shown; 0 (or any value below 1) means unlimited,
    ///     as `UILabel.numberOfLines = 0` does.
    ///   - maxWidth: the width lines wrap to, in points; nil means unbounded (one line per
    ///     hard line break). NaN and +infinity also mean unbounded; a negative width wraps
    ///     like 0 (one character per line).
    public static func layout(
        _ text: String,
        font: SystemFont,
        numberOfLines: Int,
        maxWidth: Double?
    ) -> TextLayout {
        let shown = shownLines(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
        return TextLayout(
            font: font,
            lines: shown.lines.map { string(of: $0.characters) + ($0.isTruncated ? String(ellipsis) : "") },
            lineWidths: shown.lines.map { font.points(forUnits: $0.units) },
            isTruncated: shown.isTruncated)
    }

    /// ``size`` of the same layout, without making the lines' text: what a label's intrinsic
    /// size needs, at every layout pass.
    public static func size(of text: String, font: SystemFont, numberOfLines: Int, maxWidth: Double?) -> Size {
        let shown = shownLines(of: text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
        return Size(
            width: shown.lines.map { font.points(forUnits: $0.units) }.max() ?? 0,
            height: Double(shown.lines.count) * font.lineHeight)
    }

    /// The lines shown: the visible characters of each (a truncated one without its
    /// ellipsis), and their width in 1/1000 em (the ellipsis included).
    private static func shownLines(
        of text: String, font: SystemFont, numberOfLines: Int, maxWidth: Double?
    ) -> (lines: [ShownLine], isTruncated: Bool) {
        let fitter = LineFitter(font: font, maxWidth: wrapWidth(maxWidth))
        let wrapped = wrappedLines(of: text, fitter: fitter)
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let isTruncated = wrapped.count > limit
        var lines: [ShownLine] = []
        for line in wrapped.prefix(limit) {
            if isTruncated && lines.count == limit - 1 {
                let truncated = TailTruncation.truncate(line.restOfParagraph, fitter: fitter)
                lines.append(ShownLine(characters: truncated.kept, units: truncated.units, isTruncated: true))
            } else {
                let visible = LineBreaker.trimmingTrailingSpaces(line.characters)
                lines.append(ShownLine(characters: visible, units: LineBreaker.units(of: visible), isTruncated: false))
            }
        }
        return (lines, isTruncated)
    }

    private struct ShownLine {
        let characters: ArraySlice<MeasuredCharacter>
        let units: Int
        let isTruncated: Bool
    }

    /// One wrapped line and what follows it in its paragraph (needed if it is truncated).
    private struct WrappedLine {
        let characters: ArraySlice<MeasuredCharacter>
        let restOfParagraph: ArraySlice<MeasuredCharacter>
    }

    /// Every line of `text`, unlimited, paragraph by paragraph.
    private static func wrappedLines(of text: String, fitter: LineFitter) -> [WrappedLine] {
        var lines: [WrappedLine] = []
        for paragraph in Paragraphs.split(text, face: fitter.font.face) {
            for range in LineBreaker.wrap(paragraph, fitter: fitter) {
                lines.append(WrappedLine(
                    characters: paragraph[range],
                    restOfParagraph: paragraph[range.lowerBound...]
                ))
            }
        }
        return lines
    }

    /// The width to wrap to, with the documented treatment of odd values.
    private static func wrapWidth(_ maxWidth: Double?) -> Double? {
        guard let maxWidth, !maxWidth.isNaN, maxWidth != .infinity else { return nil }
        return max(0, maxWidth)
    }

    private static func string(of characters: ArraySlice<MeasuredCharacter>) -> String {
        String(characters.map(\.character))
    }
}
