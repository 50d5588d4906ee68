/// What a view element becomes in the model: the command that makes it, and the name stem
/// for views without a `userLabel`.
enum IBViewKind: Equatable {
    case view, label, image, scrollView, stack, table, collection, datePicker, picker, `switch`
    case button, textField, segmentedControl, slider, stepper, activityIndicator, progress
    /// A UIKit class the model has no kind for (web views, map views...): loaded as a plain
    /// view, with a warning saying what it loses.
    case unmodelled(String)

    init(_ element: IBElement) {
        switch element.name {
        case "view": self = .view
        case "label": self = .label
        case "imageView": self = .image
        case "scrollView": self = .scrollView
        case "stackView": self = .stack
        case "tableView": self = .table
        case "collectionView": self = .collection
        case "datePicker": self = .datePicker
        case "pickerView": self = .picker
        case "switch": self = .switch
        case "button": self = .button
        case "textField": self = .textField
        case "segmentedControl": self = .segmentedControl
        case "slider": self = .slider
        case "stepper": self = .stepper
        case "activityIndicatorView": self = .activityIndicator
        case "progressView": self = .progress
        default: self = .unmodelled(element.name)
        }
    }

    /// The creation command.
    var command: String {
        switch self {
        case .view, .unmodelled: "view"
        case .label: "label"
        case .image: "image"
        case .scrollView: "scrollview"
        case .stack: "stack"
        case .table: "table"
        case .collection: "collection"
        case .datePicker: "datepicker"
        case .picker: "picker"
        case .switch: "switch"
        case .button: "button"
        case .textField: "textfield"
        case .segmentedControl: "segmented"
        case .slider: "slider"
        case .stepper: "stepper"
        case .activityIndicator: "activity"
        case .progress: "progress"
        }
    }

    var fallbackName: String {
        switch self {
        case .view: "view"
        case .label: "label"
        case .image: "imageView"
        case .scrollView: "scrollView"
        case .stack: "stackView"
        case .table: "tableView"
        case .collection: "collectionView"
        case .datePicker: "datePicker"
        case .picker: "pickerView"
        case .switch: "switchView"
        case .button: "button"
        case .textField: "textField"
        case .segmentedControl: "segmentedControl"
        case .slider: "slider"
        case .stepper: "stepper"
        case .activityIndicator: "activityIndicator"
        case .progress: "progressView"
        case .unmodelled(let name): name.first.map { String($0).lowercased() + name.dropFirst() } ?? "view"
        }
    }

    /// What the model loses for a class it has no kind for.
    var loss: String? {
        guard case .unmodelled(let name) = self else { return nil }
        return "<\(name)> is loaded as a plain view: its intrinsic content size and behaviour are not modelled"
    }
}
