public import ScriptSyntax
public import Layout

/// The names of UIKit's `NSLayoutConstraint.FormatOptions`, as a script writes them.
public enum VisualFormatOption: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    /// UIKit's deprecated spelling of ``alignAllLastBaseline``.
    case alignAllBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingEdgeToEdge, spacingBaselineToBaseline

    public var description: String { rawValue }

    /// The attribute an `alignAll…` option equates across the views, `nil` for the others.
    public var alignment: LayoutAttribute? {
        switch self {
        case .alignAllLeft: .left
        case .alignAllRight: .right
        case .alignAllTop: .top
        case .alignAllBottom: .bottom
        case .alignAllLeading: .leading
        case .alignAllTrailing: .trailing
        case .alignAllCenterX: .centerX
        case .alignAllCenterY: .centerY
        case .alignAllLastBaseline, .alignAllBaseline: .lastBaseline
        case .alignAllFirstBaseline: .firstBaseline
        default: nil
        }
    }

    /// The direction a `direction…` option sets, `nil` for the others.
    public var direction: VisualFormatOptions.Direction? {
        switch self {
        case .directionLeadingToTrailing: .leadingToTrailing
        case .directionLeftToRight: .leftToRight
        case .directionRightToLeft: .rightToLeft
        default: nil
        }
    }
}

/// The options of one visual format, UIKit's `NSLayoutConstraint.FormatOptions`.
///
/// Build them from option names with ``init(parsing:)`` (so errors point at the name), or
/// from values with ``init(_:)``.
public struct VisualFormatOptions: Hashable, Sendable {
    /// Which x attributes a horizontal format uses.
    public enum Direction: Hashable, Sendable {
        /// `leading`/`trailing`: UIKit's default.
        case leadingToTrailing
        /// `left`/`right`, views laid out left to right.
        case leftToRight
        /// `right`/`left`, views laid out right to left: the first `|` is the right edge.
        case rightToLeft
    }

    /// The options, in the order given, without repeats.
    public private(set) var options: [VisualFormatOption] = []
    /// Where each option was written, when it came from a script.
    private var spans: [VisualFormatOption: Span] = [:]

    struct Span: Hashable, Sendable {
        var location: SourceLocation
        var length: Int
    }

    /// Options from values. With several direction options, the last one counts.
    public init(_ options: [VisualFormatOption] = []) {
        for option in options where !self.options.contains(option) {
            self.options.append(option)
        }
    }

    /// Options from a command's tokens: each a word or quoted string naming an option.
    /// - Throws: ``SyntaxError`` at an unknown name, or at a second, different direction.
    public init(parsing tokens: some Collection<Token>) throws(SyntaxError) {
        for token in tokens {
            let name: String
            switch token.kind {
            case .word(let word): name = word
            case .string(let string): name = string
            default:
                throw SyntaxError(expected: "a format option such as 'alignAllTop'",
                                  found: token.quotedForMessage, at: token.location, length: token.length)
            }
            guard let option = VisualFormatOption(rawValue: name) else {
                let valid = VisualFormatOption.allCases.map(\.rawValue).joined(separator: ", ")
                var error = SyntaxError(message: "unknown format option '\(name)', expected one of: \(valid)",
                                        found: token.quotedForMessage, at: token.location, length: token.length)
                error.expected = "one of: \(valid)"
                throw error
            }
            if let direction = option.direction, direction != self.direction,
               options.contains(where: { $0.direction != nil }) {
                throw SyntaxError(expected: "at most one direction option", found: token.quotedForMessage,
                                  at: token.location, length: token.length)
            }
            let spacings: Set<VisualFormatOption> = [.spacingEdgeToEdge, .spacingBaselineToBaseline]
            if spacings.contains(option), options.contains(where: { spacings.contains($0) && $0 != option }) {
                throw SyntaxError(expected: "at most one spacing option", found: token.quotedForMessage,
                                  at: token.location, length: token.length)
            }
            if !options.contains(option) {
                options.append(option)
                spans[option] = Span(location: token.location, length: token.length)
            }
        }
    }

    /// The attributes to equate between consecutive views, in the order given.
    /// In Apple's fixed order, whatever order they were written in: the order of the options'
    /// bits in `NSLayoutConstraint.FormatOptions` (`alignAllLeft` is `1 << NSLayoutAttributeLeft`,
    /// then right, top, bottom, leading, trailing, centerX, centerY, lastBaseline, firstBaseline),
    /// which is the order of ``VisualFormatOption``'s cases. `constraintsWithVisualFormat` for
    /// `[view1][view2]` with `AlignAllBottom | AlignAllTop` gives the top constraint first.
    public var alignments: [LayoutAttribute] {
        var attributes: [LayoutAttribute] = []
        for option in VisualFormatOption.allCases where options.contains(option) {
            if let attribute = option.alignment, !attributes.contains(attribute) { attributes.append(attribute) }
        }
        return attributes
    }

    /// The direction of a horizontal format; ``Direction/leadingToTrailing`` unless an option
    /// says otherwise.
    public var direction: Direction {
        options.compactMap(\.direction).last ?? .leadingToTrailing
    }

    /// Whether vertical spacing between views runs from baseline to baseline
    /// (`spacingBaselineToBaseline`) rather than edge to edge.
    public var spacesBaselines: Bool { options.contains(.spacingBaselineToBaseline) }

    /// Where `option` was written, if it came from ``init(parsing:)``.
    func span(of option: VisualFormatOption) -> Span? { spans[option] }
}
