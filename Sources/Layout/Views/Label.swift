/// `UILabel`: text measured by the built-in system font model (see ``SystemFont``).
///
/// Its font follows Dynamic Type (``font``): a text style's size at the content size category
/// (`preferredFont(forTextStyle:)`), or a custom size scaled by a style's metrics
/// (`UIFontMetrics(forTextStyle:).scaledFont(for:)`, body's unless said), or a fixed size
/// (`systemFont(ofSize:)`, metrics none). A label follows the category as it changes while
/// `adjustsFontForContentSizeCategory` is on, which is the model's default: UIKit's default is
/// off with a fixed 17 pt font, but the model's lessons and transcripts are about labels that
/// grow with the text size, as the seeds' apps' do, so a plain `label` is one.
///
/// A multi-line label with an automatic `preferredMaxLayoutWidth` wraps at the width the
/// engine last gave it (UIKit's `_multilineContextWidth`): new, invalidated or laid out
/// explicitly, it measures unbounded (one line) until a layout pass solves its width, then
/// measures again at that width, and the pass repeats until the width is stable; whenever a
/// later pass changes its width (a rotation, a wider superview), it wraps again at the new
/// one in that pass (see ``Scene/layoutIfNeeded()``). It keeps the width of its last pass for
/// `systemLayoutSizeFitting`.
public final class Label: View {
    @Journaled public var text: String = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The point size of the system font at the default category (large), before Dynamic
    /// Type scales it by ``fontMetrics``; unused while ``textStyle`` is set.
    @Journaled public var fontSize: Double = 17 {
        didSet { fontDidChange() }
    }

    /// `UIFont.preferredFont(forTextStyle:)`: the style's size at the content size category
    /// (``TextStyle/pointSize(at:)``) and its weight; nil for a font of ``fontSize``.
    @Journaled public var textStyle: TextStyle? {
        didSet { fontDidChange() }
    }

    /// The style whose metrics scale a custom ``fontSize`` (`UIFontMetrics(forTextStyle:)`;
    /// body by default, as `UIFontMetrics.default` is); nil: `systemFont(ofSize:)`, which no
    /// category changes.
    @Journaled public var fontMetrics: TextStyle? = .body {
        didSet { fontDidChange() }
    }

    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`: the most a scaled custom size grows to.
    @Journaled public var maximumPointSize: Double? {
        didSet { fontDidChange() }
    }

    /// `UIFont.Weight`; nil: the text style's (semibold for headline), else regular.
    @Journaled public var weight: FontWeight? {
        didSet { fontDidChange() }
    }

    /// `adjustsFontForContentSizeCategory`: whether the font follows the content size
    /// category as it changes. Off, the font keeps the category it was made at
    /// (``fontCategory``), as a font vended once and never asked for again does.
    @Journaled public var adjustsFontForContentSizeCategory = true {
        didSet {
            fontCategory = adjustsFontForContentSizeCategory ? nil : scene?.contentSizeCategory ?? .default
            fontDidChange()
        }
    }

    /// The category the font was made at, which it keeps while it does not adjust; nil while
    /// it adjusts.
    @Journaled public internal(set) var fontCategory: ContentSizeCategory?

    /// 1 by default; 0 means as many lines as the text needs.
    @Journaled public var numberOfLines = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// nil is automatic (UIKit's 0): wrap at the width layout gives the label.
    @Journaled public var preferredMaxLayoutWidth: Double? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The width the label last wrapped at in a layout pass; nil before the first.
    @Journaled public internal(set) var wrapWidth: Double?

    /// The last sizes measured, kept with what they were measured from (not model state).
    private var measuredSizes = MeasuredTextSizes()

    public init(name: String, text: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.text = text
    }

    override public var className: String { "UILabel" }

    override public func makeCopy(named name: String) -> View? {
        let copy = Label(name: name, text: text)
        copyProperties(to: copy)
        copy.fontSize = fontSize
        copy.textStyle = textStyle
        copy.fontMetrics = fontMetrics
        copy.maximumPointSize = maximumPointSize
        copy.weight = weight
        copy.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        copy.fontCategory = fontCategory
        copy.numberOfLines = numberOfLines
        copy.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        return copy
    }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("text", text), SnapshotAttribute("fontSize", "\(fontSize)"),
            SnapshotAttribute("numberOfLines", "\(numberOfLines)"),
            SnapshotAttribute("wrapWidth", wrapWidth.map { "\($0)" } ?? "none"),
        ] + fontAttributes
    }

    /// The font's Dynamic Type settings where they are not the defaults (so a snapshot of a
    /// label that never set them reads as it always did).
    private var fontAttributes: [SnapshotAttribute] {
        var attributes: [SnapshotAttribute] = []
        if let textStyle { attributes.append(SnapshotAttribute("textStyle", textStyle.rawValue)) }
        if fontMetrics != .body { attributes.append(SnapshotAttribute("fontMetrics", fontMetrics?.rawValue ?? "none")) }
        if let maximumPointSize { attributes.append(SnapshotAttribute("maximumPointSize", "\(maximumPointSize)")) }
        if let weight { attributes.append(SnapshotAttribute("weight", weight.rawValue)) }
        if !adjustsFontForContentSizeCategory {
            attributes.append(SnapshotAttribute("adjustsFontForContentSizeCategory", "false"))
            attributes.append(SnapshotAttribute("fontCategory", fontCategory?.shortName ?? "none"))
        }
        return attributes
    }

    /// Whether the label takes its wrap width from layout (two-pass layout).
    public var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == nil
    }

    /// The font at the content size category it follows: the scene's while it adjusts, the
    /// one it was made at otherwise (see ``adjustsFontForContentSizeCategory``).
    public var font: SystemFont {
        let category = adjustsFontForContentSizeCategory ? scene?.contentSizeCategory ?? .default : fontCategory ?? .default
        let size: Double
        if let textStyle {
            size = textStyle.pointSize(at: category)
        } else if let fontMetrics {
            size = FontMetrics(forTextStyle: fontMetrics).scaledValue(for: fontSize, maximum: maximumPointSize, compatibleWith: category)
        } else {
            size = fontSize
        }
        return SystemFont(ofSize: size, weight: weight ?? textStyle?.weight ?? .regular)
    }

    /// A new font: measured again; one that does not adjust is made at the category now.
    private func fontDidChange() {
        if !adjustsFontForContentSizeCategory, let scene { fontCategory = scene.contentSizeCategory }
        invalidateIntrinsicContentSize()
        scene?.viewGeometryDidChange(self)
    }

    var scale: Double { scene?.screen.scale ?? 2 }

    /// The width the text wraps at when measured for the intrinsic size.
    var measuringWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth ?? wrapWidth
    }

    override public var intrinsicContentSize: Size {
        if text.isEmpty { return .zero }
        let font = font
        let measurement = TextMeasurement(
            text: text, font: font, numberOfLines: numberOfLines, maxWidth: measuringWidth, scale: scale)
        if let size = measuredSizes.size(of: measurement) { return size }
        let size = PixelGrid.ceil(
            TextLayout.size(of: text, font: font, numberOfLines: numberOfLines, maxWidth: measuringWidth), scale: scale)
        measuredSizes.remember(size, of: measurement)
        return size
    }

    /// The text as drawn in the current frame: wrapped at the frame's width, and only the
    /// lines whose full height fits in the frame's height.
    public var renderedText: TextLayout {
        TextLayout.layout(text, font: font, numberOfLines: numberOfLines, maxWidth: frame.width)
    }

    /// How many lines of text show in the current frame: the most whose height, n line
    /// heights rounded up to the pixel grid as the label's own height is, fits the frame.
    /// (Dividing by a rounded line height instead undercounts: 5 lines of 20.29 pt are
    /// 101.5 pt, but 5 x 20.5 = 102.5 would not fit.)
    public var visibleLineCount: Int {
        let laidOut = renderedText.lineCount
        let lineHeight = font.lineHeight
        guard lineHeight > 0, frame.height.isFinite else { return 0 }
        let tolerance = 1e-9
        var fitting = min(laidOut, Int(min((frame.height + tolerance) / lineHeight, Double(laidOut)).rounded(.down)))
        while fitting > 0, PixelGrid.ceil(Double(fitting) * lineHeight, scale: scale) > frame.height + tolerance { fitting -= 1 }
        return max(0, fitting)
    }

    /// The first baseline sits an ascender (0.952 em) below the top; the last one is the
    /// rest of a line height above the bottom, so a one-line label has both on one line.
    override public var baselineOffsets: (fromTop: Double?, fromBottom: Double) {
        let ascender = 0.952 * font.pointSize
        return (ascender, font.lineHeight - ascender)
    }
}
