/// `UIButton` (the system type): its title, measured by the model's system font, is its
/// intrinsic content size, with the content edge insets around it.
///
/// The rule, and where each part comes from:
/// - Width: the title's one-line width rounded up to the pixel grid, as a label's
///   (``TextLayout``), plus `contentEdgeInsets.left + right`. "UIKit uses the frame of the
///   button's .titleLabel to determine the button's intrinsic size"
///   (Stack Overflow, answer 70778238 to "UIButton not render exactly as XIB's
///   contentVerticalAlignment value").
/// - Height: the title's line height rounded up to the pixel grid, plus 6 pt above and 6 pt
///   below when the content edge insets are all zero: "for a default button ... UIKit insets
///   the title label by 6-pts on the Top and Bottom ... with an 18-pt system font, the title
///   label height is 21.0 ... the button frame height is 33-pts" (same answer). With the
///   default 15 pt font that is ceil(15 x 1.193359375 = 17.9) = 18, + 12 = 30: the 30 pt
///   Interface Builder gives a new system button (its `<rect ... height="30"/>`). Insets that
///   are not all zero replace the 6 pt padding (the trick developers use to remove it is a
///   tiny non-zero inset); the model adds them as given.
/// - An empty title: UIKit does not document it; the model measures it as a title of width 0
///   and one line's height (so an empty button is 0 x 30 at 15 pt), which keeps the rule
///   one formula.
/// - The font is not scaled by Dynamic Type (`UIButton`'s title font does not adjust unless
///   asked to, `adjustsFontForContentSizeCategory` being false by default).
/// - Widths are Helvetica's, as for labels, so "Button" measures 43.5 here where iOS 8's
///   Helvetica Neue gives 46.
public final class Button: View {
    /// The title for the normal state.
    @Journaled public var title: String = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The title's system font size: 15 pt by default, as Interface Builder and
    /// `UIButton(type: .system)` set it.
    @Journaled public var fontSize: Double = 15 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `contentEdgeInsets`: around the title; all zero by default.
    @Journaled public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The padding above and below the title when the content edge insets are all zero.
    public static let defaultVerticalPadding = 6.0

    public init(name: String, title: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.title = title
    }

    override public var className: String { "UIButton" }

    override public func makeCopy(named name: String) -> View? {
        let copy = Button(name: name, title: title)
        copyProperties(to: copy)
        copy.fontSize = fontSize
        copy.contentEdgeInsets = contentEdgeInsets
        return copy
    }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("title", title), SnapshotAttribute("fontSize", "\(fontSize)"),
            SnapshotAttribute("contentEdgeInsets", "\(contentEdgeInsets)"),
        ]
    }

    public var font: SystemFont { SystemFont(ofSize: fontSize) }

    override public var intrinsicContentSize: Size {
        let scale = scene?.screen.scale ?? 2
        let text = TextLayout.layout(title, font: font, numberOfLines: 1, maxWidth: nil).size(ceiledToScale: scale)
        let lineHeight = PixelGrid.ceil(font.lineHeight, scale: scale)
        let insets = contentEdgeInsets
        let vertical = insets == .zero ? 2 * Self.defaultVerticalPadding : insets.top + insets.bottom
        return Size(width: text.width + insets.left + insets.right, height: lineHeight + vertical)
    }
}
