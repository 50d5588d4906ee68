import Commands
import Layout
import Solver

/// The properties of every view.
enum ViewProperties {
    static let all: [Property] = [
        .view("frame", get: { view, _ in view.frame.description }, set: { view, reader, _ throws(SyntaxError) in
            view.frame = try Values.rect(&reader)
        }),
        frameComponent("frame.x", \.origin.x),
        frameComponent("frame.y", \.origin.y),
        frameComponent("frame.width", \.size.width, nonNegative: true),
        frameComponent("frame.height", \.size.height, nonNegative: true),
        .view("bounds", get: { view, _ in view.bounds.description }),
        .view("center", get: { view, _ in
            "(\(formatPoints(view.frame.minX + view.frame.width / 2)), \(formatPoints(view.frame.minY + view.frame.height / 2)))"
        }),
        .view("frameInWindow", get: { view, _ in view.frameInRoot.description }),
        .view("intrinsicContentSize", get: { view, _ in
            let size = view.intrinsicContentSize
            func side(_ value: Double) -> String { value < 0 ? "noIntrinsicMetric" : formatPoints(value) }
            return "(\(side(size.width)), \(side(size.height)))"
        }),
        .view("fittingSize", get: { view, session in
            session.scene.systemLayoutSizeFitting(view, target: .layoutFittingCompressedSize).description
        }),
        .view("hidden", get: { view, _ in Values.format(view.isHidden) }, set: { view, reader, _ throws(SyntaxError) in
            view.isHidden = try Values.bool(&reader)
        }),
        .view("alpha", get: { view, _ in formatPoints(view.alpha) }, set: { view, reader, _ throws(SyntaxError) in
            let value = try reader.number("an alpha from 0 to 1")
            guard (0...1).contains(value) else { throw reader.error(expected: "an alpha from 0 to 1") }
            view.alpha = value
        }),
        .view("backgroundColor", get: { view, _ in view.backgroundColor ?? "nil" }, set: { view, reader, _ throws(SyntaxError) in
            view.backgroundColor = try reader.text("a colour name")
        }),
        .view("translatesAutoresizingMaskIntoConstraints", get: { view, _ in
            Values.format(view.translatesAutoresizingMaskIntoConstraints)
        }, set: { view, reader, session throws(SyntaxError) in
            guard view !== session.scene.window else { throw reader.error(expected: "a view other than the window") }
            view.translatesAutoresizingMaskIntoConstraints = try Values.bool(&reader)
        }),
        .view("autoresizingMask", get: { view, _ in view.autoresizingMask.scriptName }, set: { view, reader, _ throws(SyntaxError) in
            view.autoresizingMask = try Values.autoresizingMask(&reader)
        }),
        .view("layoutMargins", get: { view, _ in
            let margins = view.layoutMargins
            return "(\(formatPoints(margins.top)), \(formatPoints(margins.left)), \(formatPoints(margins.bottom)), \(formatPoints(margins.right)))"
        }, set: { view, reader, _ throws(SyntaxError) in
            view.layoutMargins = try Values.insets(&reader)
        }),
        priority("contentHuggingPriority.horizontal", \.contentHuggingPriority.horizontal),
        priority("contentHuggingPriority.vertical", \.contentHuggingPriority.vertical),
        priority("contentCompressionResistancePriority.horizontal", \.contentCompressionResistancePriority.horizontal),
        priority("contentCompressionResistancePriority.vertical", \.contentCompressionResistancePriority.vertical),
        .view("hasAmbiguousLayout", get: { view, session in
            Values.format(session.scene.ambiguousLayout().contains { $0.view === view })
        }),
        .view("superview", get: { view, _ in view.superview?.name ?? "nil" }),
        .view("subviews", get: { view, _ in "[" + view.subviews.map(\.name).joined(separator: ", ") + "]" }),
        .view("class", get: { view, _ in view.className }),
        .typed("imageSize", [.image], get: { (image: ImageView, _) in image.imageSize?.description ?? "nil" },
               set: { image, reader, _ throws(SyntaxError) in
                   if reader.keyword("nil") != nil { image.imageSize = nil } else { image.imageSize = try Values.size(&reader) }
               }),
    ]

    private static func frameComponent(_ name: String, _ keyPath: any WritableKeyPath<Rect, Double> & Sendable, nonNegative: Bool = false) -> Property {
        .view(name, get: { view, _ in formatPoints(view.frame[keyPath: keyPath]) }, set: { view, reader, _ throws(SyntaxError) in
            let value = try reader.number("a number")
            if nonNegative && value < 0 { throw reader.error(expected: "a length of at least 0") }
            var frame = view.frame
            frame[keyPath: keyPath] = value
            view.frame = frame
        })
    }

    private static func priority(_ name: String, _ keyPath: any ReferenceWritableKeyPath<View, Priority> & Sendable) -> Property {
        .view(name, get: { view, _ in String(view[keyPath: keyPath].value) }, set: { view, reader, _ throws(SyntaxError) in
            view[keyPath: keyPath] = try Values.priority(&reader)
        })
    }
}
