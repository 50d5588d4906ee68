/// `UITextField`: one line of text (or its placeholder when the text is empty) in a border.
///
/// Its intrinsic content size is the wider of the text and the placeholder, measured by the
/// model's system font on one line and rounded up to the pixel grid, plus the border's
/// padding on each side. UIKit does not document the padding; the model's rule, chosen to
/// give the 30 pt height Interface Builder draws a rounded-rect field at (its
/// `<rect ... width="97" height="30"/>` for a new one, with a 14 pt font), is:
///
/// | borderStyle   | each side, across | above + below |
/// |---------------|-------------------|---------------|
/// | `roundedRect` | 7 pt              | 13 pt (so 17 + 13 = 30 at 14 pt) |
/// | `line`, `bezel` | 2 pt            | 4 pt          |
/// | `none`        | 0                 | 0             |
///
/// where the text's height is one line of the font rounded up to the pixel grid
/// (ceil(14 x 1.193359375 = 16.7) = 17 at @2x). A field grows taller with its font, as
/// UIKit's does. The padding across (7 pt) is the model's choice; it only matters to a field
/// that hugs its text.
public final class TextField: View {
    public enum BorderStyle: String, CaseIterable, Sendable {
        case none, line, bezel, roundedRect

        /// The padding on each side across, and in total above and below.
        var padding: (horizontal: Double, vertical: Double) {
            switch self {
            case .none: (0, 0)
            case .line, .bezel: (2, 4)
            case .roundedRect: (7, 13)
            }
        }
    }

    @Journaled public var text: String = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    @Journaled public var placeholder: String = "" {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The system font's size: 14 pt, as Interface Builder sets it for a new field.
    @Journaled public var fontSize: Double = 14 {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// `roundedRect` by default, as Interface Builder makes a field (UIKit's own default for
    /// a field made in code is `none`).
    @Journaled public var borderStyle: BorderStyle = .roundedRect {
        didSet { invalidateIntrinsicContentSize() }
    }

    public init(name: String, text: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.text = text
    }

    override public var className: String { "UITextField" }

    override public func makeCopy(named name: String) -> View? {
        let copy = TextField(name: name, text: text)
        copyProperties(to: copy)
        copy.placeholder = placeholder
        copy.fontSize = fontSize
        copy.borderStyle = borderStyle
        return copy
    }

    override public var snapshotAttributes: [SnapshotAttribute] {
        super.snapshotAttributes + [
            SnapshotAttribute("text", text), SnapshotAttribute("placeholder", placeholder),
            SnapshotAttribute("fontSize", "\(fontSize)"), SnapshotAttribute("borderStyle", borderStyle.rawValue),
        ]
    }

    public var font: SystemFont { SystemFont(ofSize: fontSize) }

    override public var intrinsicContentSize: Size {
        let scale = scene?.screen.scale ?? 2
        let width = max(font.width(of: text), font.width(of: placeholder))
        let padding = borderStyle.padding
        return Size(
            width: PixelGrid.ceil(width, scale: scale) + 2 * padding.horizontal,
            height: PixelGrid.ceil(font.lineHeight, scale: scale) + padding.vertical
        )
    }
}
