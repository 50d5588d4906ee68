import Commands
import Layout
import Tables

/// The properties of scroll views and tables (`UIScrollView`).
enum ScrollProperties {
    static let kinds: Set<ObjectKind> = [.scrollView, .table]

    static func scroll(_ name: String, get: @escaping @Sendable (ScrollView, Session) -> String, set: Property.Setter<ScrollView>? = nil) -> Property {
        Property.typed(name, kinds, get: get, set: set)
    }

    static func flag(_ name: String, _ keyPath: any ReferenceWritableKeyPath<ScrollView, Bool> & Sendable) -> Property {
        scroll(name, get: { view, _ in Values.format(view[keyPath: keyPath]) }, set: { view, reader, session throws(SyntaxError) in
            view[keyPath: keyPath] = try Values.bool(&reader)
            session.scene.setNeedsLayout()
        })
    }

    static let all: [Property] = [
        scroll("contentSize", get: { view, _ in view.contentSize.description }, set: { view, reader, _ throws(SyntaxError) in
            view.assignedContentSize = try Values.size(&reader)
        }),
        scroll("contentOffset", get: { view, _ in
            view.updateContent()
            return "(\(formatPoints(view.contentOffset.x)), \(formatPoints(view.contentOffset.y)))"
        }, set: { view, reader, _ throws(SyntaxError) in
            // Like setContentOffset: not limited to the scrollable range (the scroll command is).
            let values = try Values.numbers(2, &reader, what: "an offset: x, y")
            view.contentOffset = Point(x: values[0], y: values[1])
            view.didScroll()
        }),
        scroll("contentInset", get: { view, _ in view.contentInset.description }, set: { view, reader, session throws(SyntaxError) in
            view.contentInset = try Values.insets(&reader)
            session.scene.setNeedsLayout()
        }),
        scroll("adjustedContentInset", get: { view, _ in view.adjustedContentInset.description }),
        scroll("safeAreaInsets", get: { view, _ in view.safeAreaInsets.description }),
        scroll("contentInsetAdjustmentBehavior", get: { view, _ in view.contentInsetAdjustmentBehavior.rawValue }, set: { view, reader, _ throws(SyntaxError) in
            view.contentInsetAdjustmentBehavior = try Values.choice(&reader, ContentInsetAdjustmentBehavior.self)
        }),
        flag("bounces", \.bounces),
        flag("alwaysBounceVertical", \.alwaysBounceVertical),
        flag("isScrollEnabled", \.isScrollEnabled),
        scroll("offsetRange", get: { view, _ in
            let range = view.verticalOffsetRange
            return "\(formatPoints(range.lowerBound))...\(formatPoints(range.upperBound))"
        }),
        scroll("scrollDistance", get: { view, _ in formatPoints(view.verticalScrollDistance) }),
        scroll("canScroll", get: { view, _ in Values.format(view.canScrollVertically) }),
        scroll("respondsToDrag", get: { view, _ in Values.format(view.respondsToVerticalDrag) }),
        scroll("indicator", get: { view, _ in
            guard let indicator = view.verticalIndicator else { return "hidden" }
            return "y \(formatPoints(indicator.position)), length \(formatPoints(indicator.length))"
        }),
        flag("sizesToContent", \.sizesToContent),
        scroll("maximumHeight", get: { view, _ in view.maximumIntrinsicHeight.map(formatPoints) ?? "none" }, set: { view, reader, _ throws(SyntaxError) in
            view.maximumIntrinsicHeight = try reader.nonNegativeNumber(orNone: "none", "a height or none")
        }),
    ]
}
