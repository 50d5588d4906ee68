/// The model of `UIFont.systemFont(ofSize:weight:)` on iOS 8: Helvetica advance widths (Helvetica
/// Bold's from semibold up, see ``FontWeight``) with the line height of Helvetica Neue, the
/// font iOS 8 actually used.
///
/// The model is deterministic by construction: widths come from a built-in table
/// (``HelveticaMetrics``), never from a font file, so text wraps the same on every machine.
///
/// What the model leaves out, on purpose:
/// - Kerning and ligatures: a string's width is the plain sum of its characters' advances.
///   (Helvetica's AFM has kerning pairs; UILabel applies kerning, so real widths can be a
///   little narrower. The project's anchor figures are computed without it.)
/// - Per-size optical adjustments: every size scales the same 1/1000 em advances.
public struct SystemFont: Sendable, Equatable {
    /// Line height per point of size: `lineHeight = pointSize * 1.193359375`.
    ///
    /// Observed on iOS: `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375
    /// (= 10387/512), and 20.287109375 / 17 = 1.193359375 exactly (= 611/512). That is
    /// Helvetica Neue's ascender + descender + line gap (0.952 + 0.213 + 0.028 = 1.193 em)
    /// as iOS rounds it; the model takes the observed ratio, not the font's, and uses it for
    /// every size. It is a dyadic fraction, so `pointSize * ratio` is exact for integral
    /// sizes.
    public static let lineHeightPerPoint = 1.193359375

    /// The font's size in points (`UIFont.pointSize`). Never negative.
    public let pointSize: Double
    /// The font's weight; regular unless said.
    public let weight: FontWeight

    /// The font of the given size, like `UIFont.systemFont(ofSize:weight:)`.
    ///
    /// A negative, NaN or infinite size is treated as 0 (text then measures 0 wide and 0
    /// high) so that bad input cannot spread NaN through a layout.
    public init(ofSize pointSize: Double, weight: FontWeight = .regular) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
        self.weight = weight
    }

    /// The advance table the font's text is measured with.
    var face: FontFace { weight.isMeasuredBold ? .helveticaBold : .helvetica }

    /// The distance between the baselines of two lines (`UIFont.lineHeight`):
    /// `pointSize * 1.193359375`; 20.287109375 at 17 pt.
    public var lineHeight: Double {
        pointSize * Self.lineHeightPerPoint
    }

    /// The width of `text` set on one line: the sum of the characters' advances times
    /// `pointSize / 1000`, without kerning.
    ///
    /// Every character counts, trailing spaces included; control characters (such as a line
    /// feed) measure 0. Use ``TextLayout`` to measure text the way a label wraps it.
    public func width(of text: String) -> Double {
        points(forUnits: face.units(of: text))
    }

    /// The width of one character: its first scalar's advance (see ``HelveticaMetrics``).
    public func width(of character: Character) -> Double {
        points(forUnits: face.advance(of: character))
    }

    /// Converts an advance sum in 1/1000 em to points at this size.
    func points(forUnits units: Int) -> Double {
        Double(units) * pointSize / Double(HelveticaMetrics.unitsPerEm)
    }
}
