public import Commands
import Layout

/// The commands that make and edit views and constraints, and read layouts back; and the
/// kinds of object they make, with their properties. Scroll views and tables are
/// TableCommands' (made, filled with rows and scrolled there).
public enum ViewCommands: Plugin {
    public static let name = "ViewCommands"

    public static func register(in registry: inout CommandRegistry) throws(RegistrationError) {
        for command in ObjectCommands.all + ControlCommands.all + ConstraintCommands.all + PropertyCommands.all + LayoutCommands.all
            + GuideCommands.all + [AnchorOffsetCommand.command] {
            try registry.register(command, from: name)
        }
        for kind in kinds { try registry.register(kind: kind, from: name) }
        try registry.register(properties: ViewProperties.all + GuideCommands.viewProperties, for: "view", from: name)
        try registry.register(properties: GuideCommands.guideProperties, for: "layoutGuide", from: name)
        try registry.register(properties: LabelProperties.all, for: "label", from: name)
        try registry.register(properties: ImageProperties.all, for: "image", from: name)
        try registry.register(properties: ControlProperties.button, for: "button", from: name)
        try registry.register(properties: ControlProperties.textField, for: "textField", from: name)
        try registry.register(properties: ControlProperties.segmentedControl, for: "segmentedControl", from: name)
        try registry.register(properties: ConstraintProperties.all, for: "constraint", from: name)
        try registry.register(ConstraintCommands.bareConstraint, from: name)
        for ingredient in ViewIngredients.all { try registry.register(ingredient: ingredient, from: name) }
    }

    static let kinds: [ObjectKind] = [
        ObjectKind(name: "view", summary: "UIView: a rectangle in the view tree.", objectsOf: View.self),
        ObjectKind(name: "label", parent: "view", summary: "UILabel: text that wraps, measured with the system font.", objectsOf: Label.self),
        ObjectKind(name: "image", parent: "view", summary: "UIImageView: an image's size is its intrinsic size.", objectsOf: ImageView.self),
        ObjectKind(name: "control", parent: "view", summary: "UIControl: a view with an intrinsic size.", objectsOf: Control.self),
        ObjectKind(name: "button", parent: "view", summary: "UIButton: its title's size, 6 pt above and below.", objectsOf: Button.self),
        ObjectKind(name: "textField", parent: "view", summary: "UITextField: its text or placeholder's size in a border.", objectsOf: TextField.self),
        ObjectKind(name: "segmentedControl", parent: "view", summary: "UISegmentedControl: equal segments as wide as the widest title.",
                   objectsOf: SegmentedControl.self),
        GuideCommands.kind,
        ObjectKind(name: "constraint", summary: "NSLayoutConstraint: a linear relation between two attributes.", objectsOf: LayoutConstraint.self),
    ]
}
