import Testing
@testable import Layout

/// The text model's anchors (DESIGN.md, "The behaviour model") and its edge cases.
struct TextMetricsTests {
    static let sentence = "The quick brown fox jumped over the lazy dog."
    static let font = SystemFont(ofSize: 17)

    // MARK: - Widths

    @Test func advancesComeFromTheHelveticaAFM() {
        #expect(HelveticaMetrics.advance(of: Character(" ")) == 278)
        #expect(HelveticaMetrics.advance(of: Character("n")) == 556)
        #expect(HelveticaMetrics.advance(of: Character("W")) == 944)
        #expect(HelveticaMetrics.advance(of: Character("@")) == 1015)
        #expect(HelveticaMetrics.advance(of: Character("'")) == 191)   // quotesingle
        #expect(HelveticaMetrics.advance(of: Character("`")) == 333)   // grave
        #expect(HelveticaMetrics.advance(of: Character("~")) == 584)
        #expect(HelveticaMetrics.advance(of: Character("\u{A0}")) == 278)  // no-break space
        #expect(HelveticaMetrics.advance(of: Character("Æ")) == 1000)
        #expect(HelveticaMetrics.advance(of: Character("ÿ")) == 500)
        #expect(HelveticaMetrics.advance(of: Character("\u{2019}")) == 222)  // quoteright
        #expect(HelveticaMetrics.advance(of: TextLayout.ellipsis) == 1000)
    }

    @Test func everyPrintableASCIIAndLatin1CharacterHasATableWidth() {
        let codes = Array(0x20...0x7E) + Array(0xA0...0xFF)
        for code in codes {
            guard let scalar = Unicode.Scalar(code) else {
                Issue.record("no scalar \(code)")
                continue
            }
            let advance = HelveticaMetrics.advance(of: scalar)
            #expect((167...1015).contains(advance), "U+\(String(code, radix: 16)) = \(advance)")
        }
    }

    @Test func unknownCharactersUseTheFallbackWithoutTrapping() {
        #expect(HelveticaMetrics.advance(of: Character("😀")) == HelveticaMetrics.fallbackAdvance)
        #expect(HelveticaMetrics.advance(of: Character("Ж")) == 556)
        // A ZWJ family is one grapheme, measured once.
        #expect(Self.font.width(of: "👨‍👩‍👧") == Self.font.width(of: "n"))
        // Combining marks add nothing: decomposed é measures as e.
        #expect(Self.font.width(of: "e\u{301}") == Self.font.width(of: "e"))
        let layout = TextLayout.layout("😀😀😀 漢字", font: Self.font, numberOfLines: 0, maxWidth: 20)
        #expect(layout.lines == ["😀😀", "😀", "漢字"])
    }

    @Test func theSentenceIs351Point5OnOneLineAt2x() {
        let width = Self.font.width(of: Self.sentence)
        // 20676 units * 17 / 1000
        #expect(abs(width - 351.492) < 1e-9)
        #expect(PixelGrid.ceil(width, scale: 2) == 351.5)

        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: nil)
        #expect(layout.lines == [Self.sentence])
        #expect(layout.size(ceiledToScale: 2) == Size(width: 351.5, height: 20.5))
    }

    // MARK: - Line height and the pixel grid

    @Test func lineHeightAt17PointsAndItsPixelCeilings() {
        #expect(Self.font.lineHeight == 20.287109375)
        #expect(PixelGrid.ceil(Self.font.lineHeight, scale: 2) == 20.5)
        #expect(PixelGrid.ceil(Self.font.lineHeight, scale: 3) == 61.0 / 3.0)
        #expect(PixelGrid.ceil(2 * Self.font.lineHeight, scale: 2) == 41)
        #expect(SystemFont(ofSize: 10).lineHeight == 11.93359375)
    }

    @Test func ceilDoesNotBumpExactPixelsComputedWithNoise() {
        // 0.1 + 0.2 = 0.30000000000000004; at @10 that is 3 pixels, not 4.
        #expect(PixelGrid.ceil(0.1 + 0.2, scale: 10) == 0.3)
        #expect(PixelGrid.ceil(20.5, scale: 2) == 20.5)
        #expect(PixelGrid.ceil(61.0 / 3.0, scale: 3) == 61.0 / 3.0)
        #expect(PixelGrid.ceil(20.3, scale: 2) == 20.5)
        #expect(PixelGrid.ceil(0, scale: 2) == 0)
        #expect(PixelGrid.ceil(1.25, scale: 0) == 1.25)   // no grid: unchanged
    }

    @Test func roundGoesToTheNearestPixel() {
        #expect(PixelGrid.round(950.25, scale: 2) == 950.5)
        #expect(PixelGrid.round(950.2, scale: 2) == 950.0)
        #expect(PixelGrid.round(950.74, scale: 2) == 950.5)
        #expect(PixelGrid.round(20.287109375, scale: 3) == 61.0 / 3.0)
        // A tie computed with noise (0.7 - 0.45 = 0.24999999999999994) still rounds up.
        #expect(PixelGrid.round(0.7 - 0.45, scale: 2) == 0.5)
        #expect(PixelGrid.round(.nan, scale: 2).isNaN)
    }

    // MARK: - Wrapping

    @Test func at266TheSentenceWrapsToTwoLinesAfterOver() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: 266)
        #expect(layout.lines == ["The quick brown fox jumped over", "the lazy dog."])
        #expect(layout.lineCount == 2)
        #expect(!layout.isTruncated)
        #expect(abs(layout.size.width - 250.376) < 1e-9)
        #expect(layout.size.height == 2 * 20.287109375)
        #expect(layout.size(ceiledToScale: 2) == Size(width: 250.5, height: 41))
    }

    @Test func at446TheSentenceIsOneLine() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: 500 - 54)
        #expect(layout.lineCount == 1)
        #expect(layout.lines == [Self.sentence])
    }

    @Test func aWidthEqualToTheTextFitsDespiteRounding() {
        let width = Self.font.width(of: Self.sentence)
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: width)
        #expect(layout.lineCount == 1)
        let narrower = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: width - 0.001)
        #expect(narrower.lineCount == 2)
    }

    @Test func unlimitedLinesWrapEverything() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: 100)
        #expect(layout.lines == ["The quick", "brown fox", "jumped over", "the lazy dog."])
        #expect(!layout.isTruncated)
        #expect(layout.size.height == 4 * Self.font.lineHeight)
        #expect(layout.lineWidths.allSatisfy { $0 <= 100 })
    }

    @Test func hardLineBreaksAlwaysEndALine() {
        let layout = TextLayout.layout("one\ntwo\r\nthree\n\nfive", font: Self.font, numberOfLines: 0, maxWidth: nil)
        #expect(layout.lines == ["one", "two", "three", "", "five"])
        // A final line break adds no line; a lone one is one empty line.
        #expect(TextLayout.layout("one\n", font: Self.font, numberOfLines: 0, maxWidth: nil).lines == ["one"])
        let newline = TextLayout.layout("\n", font: Self.font, numberOfLines: 0, maxWidth: nil)
        #expect(newline.lines == [""])
        #expect(newline.size == Size(width: 0, height: Self.font.lineHeight))
    }

    @Test func spacesAtALineEndDoNotCount() {
        let layout = TextLayout.layout("ab   cd", font: Self.font, numberOfLines: 0, maxWidth: Self.font.width(of: "ab"))
        #expect(layout.lines == ["ab", "cd"])
        let spaces = TextLayout.layout("   ", font: Self.font, numberOfLines: 0, maxWidth: nil)
        #expect(spaces.lines == [""])
        #expect(spaces.size.width == 0)
        // Leading spaces count.
        let leading = TextLayout.layout("  ab", font: Self.font, numberOfLines: 0, maxWidth: nil)
        #expect(leading.size.width == Self.font.width(of: "  ab"))
    }

    @Test func aWordLongerThanTheWidthBreaksByCharacter() {
        let layout = TextLayout.layout("a mmmmmmmm b", font: Self.font, numberOfLines: 0, maxWidth: 50)
        // m is 14.161 pt at 17 pt: three fit in 50.
        #expect(layout.lines == ["a", "mmm", "mmm", "mm b"])
        // Narrower than one character: one character per line, never stuck.
        let tiny = TextLayout.layout("mm", font: Self.font, numberOfLines: 0, maxWidth: 1)
        #expect(tiny.lines == ["m", "m"])
        #expect(tiny.size.width == Self.font.width(of: "m"))
    }

    // MARK: - Truncation

    @Test func oneLineWithANarrowWidthTruncatesWithTheEllipsis() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 1, maxWidth: 100)
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 1)
        // "The quick b" (86.6 pt) + "…" (17 pt) > 100; "The quick " trims to "The quick".
        #expect(layout.lines == ["The quick\u{2026}"])
        #expect(layout.lineWidths.allSatisfy { $0 <= 100 })
        #expect(layout.size.height == Self.font.lineHeight)
    }

    @Test func twoLinesOfFourTruncateTheSecond() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 2, maxWidth: 100)
        #expect(layout.isTruncated)
        // "brown fox j" is 82.195 pt: with the 17 pt ellipsis it just fits in 100.
        #expect(layout.lines == ["The quick", "brown fox j\u{2026}"])
        #expect(layout.lineWidths.allSatisfy { $0 <= 100 })
    }

    @Test func aLimitThatIsNotReachedDoesNotTruncate() {
        let layout = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 2, maxWidth: 266)
        #expect(!layout.isTruncated)
        #expect(layout.lineCount == 2)
    }

    @Test func truncationAtAHardBreakKeepsTheWholeLineWhenItFits() {
        let layout = TextLayout.layout("one\ntwo\nthree", font: Self.font, numberOfLines: 2, maxWidth: nil)
        #expect(layout.lines == ["one", "two\u{2026}"])
        #expect(layout.isTruncated)
    }

    @Test func anEllipsisWiderThanTheWidthStandsAlone() {
        let layout = TextLayout.layout("abc def", font: Self.font, numberOfLines: 1, maxWidth: 5)
        #expect(layout.lines == ["\u{2026}"])
        #expect(layout.size.width == 17)
    }

    // MARK: - Empty and odd input

    @Test func emptyTextHasNoLinesAndZeroSize() {
        let layout = TextLayout.layout("", font: Self.font, numberOfLines: 0, maxWidth: 266)
        #expect(layout.lines.isEmpty)
        #expect(layout.lineCount == 0)
        #expect(!layout.isTruncated)
        #expect(layout.size == Size(width: 0, height: 0))
        #expect(layout.size(ceiledToScale: 2) == Size(width: 0, height: 0))
        #expect(Self.font.width(of: "") == 0)
    }

    @Test func oddSizesAndWidthsDoNotTrap() {
        #expect(SystemFont(ofSize: -3).pointSize == 0)
        #expect(SystemFont(ofSize: .nan).lineHeight == 0)
        let unbounded = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 0, maxWidth: .infinity)
        #expect(unbounded.lineCount == 1)
        let negative = TextLayout.layout("ab", font: Self.font, numberOfLines: -1, maxWidth: -10)
        #expect(negative.lines == ["a", "b"])
    }

    @Test func layoutIsDeterministic() {
        let first = TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 3, maxWidth: 123.4)
        for _ in 0..<5 {
            #expect(TextLayout.layout(Self.sentence, font: Self.font, numberOfLines: 3, maxWidth: 123.4) == first)
        }
    }
}
