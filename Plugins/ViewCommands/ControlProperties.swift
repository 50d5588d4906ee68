import Commands
import Layout
import ScriptSyntax

/// The properties of buttons, text fields and segmented controls: what their intrinsic
/// sizes are measured from.
enum ControlProperties {
    static let button: [Property] = [
        Property("title", .text, help: "The title (normal state), in quotes.",
                 get: { (button: Button, _) in .text(button.title) },
                 set: { (button: Button, value, _) throws(ValueError) in button.title = try value.text() }),
        Property("fontSize", .number(LabelProperties.fontSizes), help: "The title's system font size (15 by default).",
                 get: { (button: Button, _) in .number(button.fontSize) },
                 set: { (button: Button, value, _) throws(ValueError) in button.fontSize = try value.number() }),
        Property("contentEdgeInsets", .insets, help: "Around the title; all zero (the default) pads 6 pt above and below.",
                 get: { (button: Button, _) in .insets(button.contentEdgeInsets) },
                 set: { (button: Button, value, _) throws(ValueError) in button.contentEdgeInsets = try value.insets() }),
    ]

    static let textField: [Property] = [
        Property("text", .text, help: "The text, in quotes.",
                 get: { (field: TextField, _) in .text(field.text) },
                 set: { (field: TextField, value, _) throws(ValueError) in field.text = try value.text() }),
        Property("placeholder", .text, help: "Shown when the text is empty; the field is as wide as the wider of the two.",
                 get: { (field: TextField, _) in .text(field.placeholder) },
                 set: { (field: TextField, value, _) throws(ValueError) in field.placeholder = try value.text() }),
        Property("fontSize", .number(LabelProperties.fontSizes), help: "The system font size (14 by default).",
                 get: { (field: TextField, _) in .number(field.fontSize) },
                 set: { (field: TextField, value, _) throws(ValueError) in field.fontSize = try value.number() }),
        Property("borderStyle", .enumeration(name: "BorderStyle", cases: TextField.BorderStyle.allCases.map(\.rawValue)),
                 help: "The border, which sets the padding around the text (roundedRect: 7 pt across, 13 pt in height).",
                 get: { (field: TextField, _) in .enumCase(field.borderStyle.rawValue) },
                 set: { (field: TextField, value, _) throws(ValueError) in field.borderStyle = try value.choice(TextField.BorderStyle.self) }),
    ]

    static let segmentedControl: [Property] = [
        Property("titles", .list(.text), help: "The segments' titles, left to right.",
                 get: { (control: SegmentedControl, _) in .list(control.titles.map { Value.text($0) }) }),
        Property("segmentWidth", .number(.length), help: "Each segment's width: the widest title at 13 pt plus 8 pt on each side.",
                 get: { (control: SegmentedControl, _) in .number(control.segmentWidth) }),
    ]
}
