import Commands
import PluginSupport
import Layout
import ScriptSyntax

/// The commands that make controls: buttons, text fields and segmented controls, whose
/// intrinsic size is their text's, and the controls of a fixed size (switch, slider, ...).
enum ControlCommands {
    /// Built when the plugin registers; commands are not shared across threads.
    static var all: [Command] { [
        Command(
            name: "button", summary: "Make a button (UIButton, system type): its title's size plus 6 pt above and below.",
            discussion: ViewCreation.discussion + """

                Its intrinsic size is the title's one-line width and line height (15 pt system font by
                default) plus contentEdgeInsets, or 6 pt above and below when those are all zero: 30 pt
                high at 15 pt.
                Example: button done in toolbar "Done" font=17
                """,
            signature: buttonSignature,
            examplesPresume: ExampleSetup(scene: ["view toolbar"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(buttonSignature, in: session)
            let creation = try ViewCreation(arguments)
            let button = Button(name: creation.name, title: arguments.value("TITLE")?.text ?? "", frame: creation.frame ?? .zero)
            if let size = try fontSize(arguments) { button.fontSize = size }
            _ = try creation.add(button, to: session)
        },
        Command(
            name: "textfield", summary: "Make a text field (UITextField): its text or placeholder's size plus its border's padding.",
            discussion: ViewCreation.discussion + """

                Its intrinsic size is the wider of the text and the placeholder on one line (14 pt system
                font by default) plus the border's padding: 30 pt high with a rounded rect at 14 pt
                (recorded on iOS 10 and 11; unverified on later releases, whose height the model keeps).
                Example: textfield name placeholder="Your name" in form
                """,
            signature: textFieldSignature,
            examplesPresume: ExampleSetup(scene: ["view form"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(textFieldSignature, in: session)
            let creation = try ViewCreation(arguments)
            let field = TextField(name: creation.name, text: arguments.value("TEXT")?.text ?? "", frame: creation.frame ?? .zero)
            if let placeholder = arguments.textOption("placeholder") { field.placeholder = placeholder }
            if let size = try fontSize(arguments) { field.fontSize = size }
            if let style = arguments.textOption("border") {
                // The option's values are the cases (a choice), so this finds one.
                field.borderStyle = TextField.BorderStyle(rawValue: style) ?? .roundedRect
            }
            _ = try creation.add(field, to: session)
        },
        Command(
            name: "segmented", summary: "Make a segmented control (UISegmentedControl) of text segments, 29 pt high.",
            discussion: ViewCreation.discussion + """

                Segments are equal, each as wide as the widest title (13 pt) plus 8 pt on each side.
                29 pt high as recorded on iOS 9; unverified from iOS 13, whose height the model keeps.
                Example: segmented mode in header "First" "Second"
                """,
            signature: segmentedSignature,
            examplesPresume: ExampleSetup(scene: ["view header"])
        ) { invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(segmentedSignature, in: session)
            let creation = try ViewCreation(arguments)
            let titles = arguments.entries("TITLE").compactMap { $0.value.text }
            _ = try creation.add(SegmentedControl(name: creation.name, titles: titles, frame: creation.frame ?? .zero), to: session)
        },
        control("datepicker", .datePicker, "a date picker (UIDatePicker, 320 x 216)"),
        control("picker", .picker, "a picker (UIPickerView, 320 x 216)"),
        control("switch", .switch, "a switch (UISwitch, 51 x 31)"),
        control("slider", .slider, "a slider (UISlider, 31 high, no intrinsic width)"),
        control("stepper", .stepper, "a stepper (UIStepper, 94 x 29)"),
        control("activity", .activityIndicator, "an activity indicator (UIActivityIndicatorView, 20 x 20; style=large: 37 x 37)",
                large: .largeActivityIndicator),
        control("progress", .progress, "a progress view (UIProgressView, 2 high, no intrinsic width)"),
    ] }

    static let buttonSignature = ViewCreation.signature(
        .argument(Parameter("TITLE", .string, help: "the title (normal state)", optional: true)),
        options: [KeyOption("font", .number, valueName: "POINTS", help: "the title's point size (15 by default)")]
    )

    static let textFieldSignature = ViewCreation.signature(
        .argument(Parameter("TEXT", .string, help: "the text", optional: true)),
        options: [
            KeyOption("placeholder", .text(suggestions: []), valueName: "TEXT", help: "shown when the text is empty; measured too"),
            KeyOption("font", .number, valueName: "POINTS", help: "the point size (14 by default)"),
            KeyOption("border", .choice(TextField.BorderStyle.allCases.map(\.rawValue)), valueName: "STYLE", help: "roundedRect by default"),
        ]
    )

    static let segmentedSignature = ViewCreation.signature(
        .argument(Parameter("TITLE", .string, help: "a segment's title", repeating: true))
    )

    /// `font=`, checked against the range the fontSize properties take.
    private static func fontSize(_ arguments: ParsedArguments) throws(SyntaxError) -> Double? {
        guard let size = arguments.numberOption("font") else { return nil }
        guard LabelProperties.fontSizes.range.contains(size) else {
            throw arguments.error(atOption: "font", expected: "a point size in 0.5...1000")
        }
        return size
    }

    private static func control(_ name: String, _ kind: Control.Kind, _ what: String, large: Control.Kind? = nil) -> Command {
        let signature = large == nil ? ViewCreation.signature()
            : ViewCreation.signature(options: [KeyOption("style", .choice(["medium", "large"]), valueName: "STYLE",
                                                     help: "medium (20 x 20) by default; large is 37 x 37")])
        return Command(name: name, summary: "Make \(what).", discussion: ViewCreation.discussion, signature: signature) {
            invocation, session throws(SyntaxError) in
            let arguments = try invocation.parse(signature, in: session)
            let creation = try ViewCreation(arguments)
            let chosen = arguments.textOption("style") == "large" ? large ?? kind : kind
            _ = try creation.add(Control(name: creation.name, kind: chosen, frame: creation.frame ?? .zero), to: session)
        }
    }
}
