/// `UILabel`: text measured by the built-in system font model (see ``SystemFont``).
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

    /// The point size of the system font, before the scene's Dynamic Type scale.
    @Journaled public var fontSize: Double = 17 {
        didSet {
            invalidateIntrinsicContentSize()
            scene?.viewGeometryDidChange(self)
        }
    }

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
        copy.numberOfLines = numberOfLines
        copy.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        return copy
    }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("text", text), SnapshotAttribute("fontSize", "\(fontSize)"),
            SnapshotAttribute("numberOfLines", "\(numberOfLines)"),
            SnapshotAttribute("wrapWidth", wrapWidth.map { "\($0)" } ?? "none"),
        ]
    }

    /// Whether the label takes its wrap width from layout (two-pass layout).
    public var wrapsAtLayoutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == nil
    }

    /// The font after the scene's Dynamic Type scale.
    public var font: SystemFont {
        SystemFont(ofSize: fontSize * (scene?.textSizeScale ?? 1))
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
            text: text, pointSize: font.pointSize, numberOfLines: numberOfLines, maxWidth: measuringWidth, scale: scale)
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
