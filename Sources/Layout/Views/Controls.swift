/// `UIImageView`: the image's size is its intrinsic content size.
public final class ImageView: View {
    /// The image's size; nil for no image (no intrinsic size).
    @Journaled public var imageSize: Size? {
        didSet { invalidateIntrinsicContentSize() }
    }

    public init(name: String, imageSize: Size?, frame: Rect = .zero) {
        self.imageSize = imageSize
        super.init(name: name, frame: frame)
    }

    override public var className: String { "UIImageView" }

    override public func makeCopy(named name: String) -> View {
        let copy = ImageView(name: name, imageSize: imageSize)
        copyProperties(to: copy)
        return copy
    }

    override public var intrinsicContentSize: Size {
        imageSize ?? Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}

/// The controls the lessons use, with their iOS 8 intrinsic sizes.
public final class Control: View {
    public enum Kind: String, CaseIterable, Sendable {
        /// `UIDatePicker`: 320 x 216.
        case datePicker
        /// `UIPickerView`: 320 x 216.
        case picker
        /// `UISwitch`: 51 x 31, hugging 750 both ways as Interface Builder sets it.
        case `switch`

        var className: String {
            switch self {
            case .datePicker: "UIDatePicker"
            case .picker: "UIPickerView"
            case .switch: "UISwitch"
            }
        }

        var intrinsicSize: Size {
            switch self {
            case .datePicker, .picker: Size(width: 320, height: 216)
            case .switch: Size(width: 51, height: 31)
            }
        }
    }

    public let kind: Kind

    public init(name: String, kind: Kind, frame: Rect = .zero) {
        self.kind = kind
        super.init(name: name, frame: frame)
        if kind == .switch {
            contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        }
    }

    override public var className: String { kind.className }

    override public func makeCopy(named name: String) -> View {
        let copy = Control(name: name, kind: kind)
        copyProperties(to: copy)
        return copy
    }

    override public var intrinsicContentSize: Size { kind.intrinsicSize }
}
