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

    override public func makeCopy(named name: String) -> View? {
        let copy = ImageView(name: name, imageSize: imageSize)
        copyProperties(to: copy)
        return copy
    }

    override public var intrinsicContentSize: Size {
        imageSize ?? Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}

/// The controls whose intrinsic size does not depend on their content, with their iOS 8
/// sizes. (Buttons, text fields and segmented controls measure their text: ``Button``,
/// ``TextField``, ``SegmentedControl``.)
///
/// Where the sizes come from: UIKit documents none of them; they are the sizes Interface
/// Builder gives a new control of each class (the `<rect key="frame" .../>` Xcode writes,
/// which is the control's intrinsic size for these classes), checked against storyboards
/// found in public repositories, as noted at each kind.
public final class Control: View {
    public enum Kind: String, CaseIterable, Sendable {
        /// `UIDatePicker`: 320 x 216.
        case datePicker
        /// `UIPickerView`: 320 x 216.
        case picker
        /// `UISwitch`: 51 x 31, hugging 750 both ways as Interface Builder sets it.
        case `switch`
        /// `UISlider`: no intrinsic width, 31 high (storyboards write sliders as
        /// `width="347" height="31"`, the width set by constraints).
        case slider
        /// `UIStepper`: 94 x 29, its iOS 7 to 12 size (not found in a stored storyboard; the
        /// figure Interface Builder shows for a new stepper).
        case stepper
        /// `UIActivityIndicatorView`, medium (`gray`, `white`, `medium`): 20 x 20
        /// (`style="medium"` at `width="20" height="20"` in a stored XIB).
        case activityIndicator
        /// `UIActivityIndicatorView`, large (`whiteLarge`, `large`): 37 x 37
        /// (`style="whiteLarge"` and `style="large"` at `width="37" height="37"`).
        case largeActivityIndicator
        /// `UIProgressView`: no intrinsic width, 2 high, its height up to iOS 13 (a stored
        /// template writes `width="150" height="2"`; Xcode 11 and later write 4, the height
        /// of iOS 13's bar).
        case progress

        var className: String {
            switch self {
            case .datePicker: "UIDatePicker"
            case .picker: "UIPickerView"
            case .switch: "UISwitch"
            case .slider: "UISlider"
            case .stepper: "UIStepper"
            case .activityIndicator, .largeActivityIndicator: "UIActivityIndicatorView"
            case .progress: "UIProgressView"
            }
        }

        var intrinsicSize: Size {
            let none = View.noIntrinsicMetric
            return switch self {
            case .datePicker, .picker: Size(width: 320, height: 216)
            case .switch: Size(width: 51, height: 31)
            case .slider: Size(width: none, height: 31)
            case .stepper: Size(width: 94, height: 29)
            case .activityIndicator: Size(width: 20, height: 20)
            case .largeActivityIndicator: Size(width: 37, height: 37)
            case .progress: Size(width: none, height: 2)
            }
        }
    }

    public let kind: Kind

    public init(name: String, kind: Kind, frame: Rect = .zero) {
        self.kind = kind
        super.init(name: name, frame: frame)
        // The hugging Interface Builder gives a new control of these classes (the stored
        // storyboards write it on every <switch>, <activityIndicatorView>, <progressView>).
        switch kind {
        case .switch, .activityIndicator, .largeActivityIndicator:
            contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        case .progress:
            contentHuggingPriority.vertical = .defaultHigh
        case .datePicker, .picker, .slider, .stepper:
            break
        }
    }

    override public var className: String { kind.className }

    override public func makeCopy(named name: String) -> View? {
        let copy = Control(name: name, kind: kind)
        copyProperties(to: copy)
        return copy
    }

    override public var intrinsicContentSize: Size { kind.intrinsicSize }
}
