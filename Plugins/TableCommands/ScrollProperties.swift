import Commands
import Layout
import Tables
import ScriptSyntax

/// The properties of scroll views and tables (`UIScrollView`).
enum ScrollProperties {
    static func flag(_ name: String, _ keyPath: any ReferenceWritableKeyPath<ScrollView, Bool> & Sendable, _ help: String) -> Property {
        .scroll(name, .bool, help,
                get: { view, _ in .bool(view[keyPath: keyPath]) },
                set: { view, value, session throws(ValueError) in
                    view[keyPath: keyPath] = try value.bool()
                    session.scene.setNeedsLayout()
                })
    }

    static let all: [Property] = [
        .scroll("contentSize", .size, "The size of the scrollable content: from the content's constraints, or as set.",
                get: { view, _ in .size(view.contentSize) },
                set: { view, value, _ throws(ValueError) in view.assignedContentSize = try value.size() }),
        .scroll("contentOffset", .point, "The content's point at the view's top left corner (setContentOffset: not clamped).",
                get: { view, _ in .point(view.contentOffset) },
                set: { view, value, _ throws(ValueError) in
                    view.contentOffset = try value.point()
                    view.didScroll()
                }),
        .scroll("contentInset", .insets, "Extra space around the content, as set.",
                get: { view, _ in .insets(view.contentInset) },
                set: { view, value, session throws(ValueError) in
                    view.contentInset = try value.insets()
                    session.scene.setNeedsLayout()
                }),
        .scroll("adjustedContentInset", .insets, "contentInset plus the safe area the adjustment behaviour adds.",
                get: { view, _ in .insets(view.adjustedContentInset) }),
        .scroll("contentInsetAdjustmentBehavior", .enumeration(name: "ContentInsetAdjustmentBehavior", cases: ContentInsetAdjustmentBehavior.allCases.map(\.rawValue)),
                "Which safe-area insets adjustedContentInset adds.",
                get: { view, _ in .enumCase(view.contentInsetAdjustmentBehavior.rawValue) },
                set: { view, value, _ throws(ValueError) in view.contentInsetAdjustmentBehavior = try value.choice(ContentInsetAdjustmentBehavior.self) }),
        flag("bounces", \.bounces, "Whether a drag past an edge bounces."),
        flag("alwaysBounceVertical", \.alwaysBounceVertical, "Whether it bounces vertically even with nothing to scroll."),
        flag("isScrollEnabled", \.isScrollEnabled, "Whether a drag scrolls."),
        .scroll("offsetRange", .summary, "The vertical offsets scrolling can reach.", get: { view, _ in
            let range = view.verticalOffsetRange
            return .summary("\(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))")
        }),
        .scroll("scrollDistance", .number(.length), "How far the content can scroll vertically.",
                get: { view, _ in .number(view.verticalScrollDistance) }),
        .scroll("canScroll", .bool, "Whether a vertical drag scrolls the content.", get: { view, _ in .bool(view.canScrollVertically) }),
        .scroll("respondsToDrag", .bool, "Whether a vertical drag moves anything (scrolls or bounces).",
                get: { view, _ in .bool(view.respondsToVerticalDrag) }),
        .scroll("indicator", .optional(.summary, none: "hidden"), "The vertical scroll indicator's position and length.", get: { view, _ in
            guard let indicator = view.verticalIndicator else { return .none("hidden") }
            return .summary("y \(formatPoints(indicator.position)), length \(formatPoints(indicator.length))")
        }),
        flag("sizesToContent", \.sizesToContent, "Whether the intrinsic height is the content height (the intrinsic-height seed)."),
        .scroll("maximumHeight", .optionalNumber(.length, none: "none"), "The most the intrinsic height grows to when sizing to content.",
                get: { view, _ in .optional(view.maximumIntrinsicHeight, none: "none") },
                set: { view, value, _ throws(ValueError) in view.maximumIntrinsicHeight = try value.optionalNumber() }),
    ]

    /// A scroll view's content and frame guides, read as their layoutFrame without making them.
    static let guides: [Property] = LayoutGuide.Role.scrollViewGuides.map { role in
        .scroll(role.rawValue, .rect,
                "The layoutFrame of the scroll view's \(role.rawValue), in its coordinates; in constraints, VIEW.\(role.rawValue).top, .width, ...",
                get: { view, session in .rect(session.scene.layoutFrame(of: role, of: view)) })
    }
}
