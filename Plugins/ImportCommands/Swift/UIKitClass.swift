/// UIKit's view classes the import makes, and how a class of the app is taken for one: by its
/// name's UIKit suffix (`AvatarImageView` is a `UIImageView`, `TitleLabel` a `UILabel`).
enum UIKitClass {
    /// Longest suffixes first, so `ImageView` wins over `View`.
    static let suffixes: [(suffix: String, className: String)] = [
        ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"),
        ("TableHeaderFooterView", "UITableViewHeaderFooterView"), ("HeaderFooterView", "UITableViewHeaderFooterView"),
        ("ActivityIndicatorView", "UIActivityIndicatorView"), ("SegmentedControl", "UISegmentedControl"),
        ("StackView", "UIStackView"), ("ImageView", "UIImageView"), ("ScrollView", "UIScrollView"), ("TableView", "UITableView"),
        ("TextField", "UITextField"), ("TextView", "UIScrollView"), ("ProgressView", "UIProgressView"), ("DatePicker", "UIDatePicker"),
        ("PickerView", "UIPickerView"), ("LayoutGuide", "UILayoutGuide"),
        ("Label", "UILabel"), ("Button", "UIButton"), ("Switch", "UISwitch"), ("Slider", "UISlider"), ("Stepper", "UIStepper"),
        ("Cell", "UITableViewCell"), ("View", "UIView"), ("Control", "UIView"),
    ]

    /// The UIKit class `name` is or is named as, or nil (`UIColor`, `String`, a view
    /// controller).
    static func of(_ name: String) -> String? {
        let trimmed = name.hasSuffix("!") || name.hasSuffix("?") ? String(name.dropLast()) : name
        guard !trimmed.hasSuffix("Controller") else { return nil }
        for (suffix, className) in suffixes where trimmed.hasSuffix(suffix) { return className }
        return nil
    }
}
