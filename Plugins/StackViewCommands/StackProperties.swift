import Commands
import Layout
import ScriptSyntax

/// The properties of stack views (every view property too: `stackView` is a kind of `view`).
/// A change rebuilds the stack's constraints at the next layout pass.
enum StackProperties {
    static let all: [Property] = [axis, distribution, alignment, spacing, margins, arranged]

    static let axis = Property(
        "axis", .enumeration(name: "Axis", cases: StackView.Axis.allCases.map(\.rawValue)),
        help: "horizontal (a row, leading to trailing) or vertical (a column, top to bottom).",
        get: { (stack: StackView, _: Session) in .enumCase(stack.axis.rawValue) },
        set: { (stack: StackView, value: Value, _: Session) throws(ValueError) in stack.axis = try value.choice(StackView.Axis.self) })

    static let distribution = Property(
        "distribution", .enumeration(name: "Distribution", cases: StackView.Distribution.allCases.map(\.rawValue)),
        help: "How the arranged views share the axis: fill (hugging decides who stretches), fillEqually, fillProportionally (by intrinsic size), equalSpacing, equalCentering.",
        get: { (stack: StackView, _: Session) in .enumCase(stack.distribution.rawValue) },
        set: { (stack: StackView, value: Value, _: Session) throws(ValueError) in
            stack.distribution = try value.choice(StackView.Distribution.self)
        })

    static let alignment = Property(
        "alignment", .enumeration(name: "Alignment", cases: StackView.Alignment.allCases.map(\.rawValue)),
        help: "How the arranged views sit across the axis: fill, leading (= top), center, trailing (= bottom); firstBaseline and lastBaseline align the text of a horizontal stack (a vertical stack treats them as fill).",
        get: { (stack: StackView, _: Session) in .enumCase(stack.alignment.rawValue) },
        set: { (stack: StackView, value: Value, _: Session) throws(ValueError) in stack.alignment = try value.choice(StackView.Alignment.self) })

    static let spacing = Property(
        "spacing", .number(.coordinate),
        help: "The space between neighbours (exact for the fill distributions, the least for equalSpacing and equalCentering); may be negative.",
        get: { (stack: StackView, _: Session) in .number(stack.spacing) },
        set: { (stack: StackView, value: Value, _: Session) throws(ValueError) in stack.spacing = try value.number() })

    static let margins = Property(
        "isLayoutMarginsRelativeArrangement", .bool,
        help: "Whether the arranged views are laid out inside the stack's layout margins rather than its edges.",
        get: { (stack: StackView, _: Session) in .bool(stack.isLayoutMarginsRelativeArrangement) },
        set: { (stack: StackView, value: Value, _: Session) throws(ValueError) in stack.isLayoutMarginsRelativeArrangement = try value.bool() })

    static let arranged = Property(
        "arrangedSubviews", .list(.view),
        help: "The views the stack lays out, in order (read-only: use arrange and unarrange).",
        get: { (stack: StackView, _: Session) in .list(stack.arrangedSubviews.map { .view($0.name) }) })
}
