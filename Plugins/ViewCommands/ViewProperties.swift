import Commands
import Layout
import Solver
import ScriptSyntax

/// The properties of every view (`UIView`).
enum ViewProperties {
    static let all: [Property] = geometry + appearance + layout + tree + AnchorProperties.all

    static let geometry: [Property] = [
        .view("frame", .rect, "The frame in the superview's coordinates (x, y, width, height).",
              get: { view, _ in .rect(view.frame) },
              set: { view, value, _ throws(ValueError) in view.frame = try value.rect() }),
        .view("bounds", .rect, "The view's own coordinates: (0, 0, width, height).", get: { view, _ in .rect(view.bounds) }),
        .view("center", .point, "The frame's centre, in the superview's coordinates.", get: { view, _ in
            .point(Point(x: view.frame.minX + view.frame.width / 2, y: view.frame.minY + view.frame.height / 2))
        }),
        .view("frameInWindow", .rect, "The frame in the window's coordinates.", get: { view, _ in .rect(view.frameInRoot) }),
        .view("intrinsicContentSize", .partialSize(none: "noIntrinsicMetric"),
              "The size the content wants; noIntrinsicMetric (-1) where it has none. A plain view takes one: (none, 44), (120, none), (120, 44), or none.",
              get: { view, _ in .size(view.intrinsicContentSize) },
              set: { view, value, _ throws(ValueError) in
                  guard view.takesCustomIntrinsicContentSize else {
                      throw ValueError(message: "a \(view.className) measures its own intrinsicContentSize; only a plain view (UIView) takes one")
                  }
                  view.setCustomIntrinsicContentSize(try value.size())
              }),
        .view("fittingSize", .size, "systemLayoutSizeFitting(layoutFittingCompressedSize): the smallest size the constraints allow.",
              get: { view, session in .size(session.scene.systemLayoutSizeFitting(view, target: .layoutFittingCompressedSize)) }),
    ]

    static let appearance: [Property] = [
        .view("hidden", .bool, "isHidden: a hidden view still takes part in layout.",
              get: { view, _ in .bool(view.isHidden) },
              set: { view, value, _ throws(ValueError) in view.isHidden = try value.bool() }),
        .view("clipsToBounds", .bool, "Whether subviews show only inside the view's bounds (render cuts them; layout ignores it).",
              get: { view, _ in .bool(view.clipsToBounds) },
              set: { view, value, _ throws(ValueError) in view.clipsToBounds = try value.bool() }),
        .view("alpha", .number(.unit), "Opacity, from 0 (transparent) to 1.",
              get: { view, _ in .number(view.alpha) },
              set: { view, value, _ throws(ValueError) in view.alpha = try value.number() }),
        .view("backgroundColor", .optional(.text, none: "nil"), "A colour's name, or nil.",
              get: { view, _ in view.backgroundColor.map(Value.text) ?? .none("nil") },
              set: { view, value, _ throws(ValueError) in view.backgroundColor = value.isNone ? nil : try value.text() }),
    ]

    static let layout: [Property] = [
        .view("translatesAutoresizingMaskIntoConstraints", .bool, "Whether the frame and autoresizing mask become constraints.",
              get: { view, _ in .bool(view.translatesAutoresizingMaskIntoConstraints) },
              set: { view, value, session throws(ValueError) in
                  guard view !== session.scene.window else { throw ValueError(message: "the window's translatesAutoresizingMaskIntoConstraints cannot change") }
                  view.translatesAutoresizingMaskIntoConstraints = try value.bool()
              }),
        .view("autoresizingMask", .flags(AutoresizingMask.names.map(\.name)), "How the frame follows the superview's size, when translated.",
              get: { view, _ in .flags(AutoresizingMask.names.filter { view.autoresizingMask.contains($0.mask) }.map(\.name)) },
              set: { view, value, _ throws(ValueError) in
                  let names = try value.flagNames()
                  view.autoresizingMask = AutoresizingMask(AutoresizingMask.names.filter { names.contains($0.name) }.map(\.mask))
              }),
        .view("layoutMargins", .insets,
              "The insets the margin attributes (leadingMargin, ...) measure from: as set, with the safe area added when insetsLayoutMarginsFromSafeArea (UIKit's getter reports them so).",
              get: { view, session in .insets(session.scene.currentLayoutMargins(of: view)) },
              set: { view, value, _ throws(ValueError) in view.layoutMargins = try value.insets() }),
        .view("directionalLayoutMargins", .insets,
              "The margins by leading and trailing, written (top, leading, bottom, trailing) (printed in the left and right slots); they follow the direction.",
              get: { view, _ in
                  let margins = view.directionalLayoutMargins
                  return .insets(EdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
              },
              set: { view, value, _ throws(ValueError) in
                  let insets = try value.insets()
                  view.directionalLayoutMargins = DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
              }),
        .view("semanticContentAttribute", .enumeration(name: "SemanticContentAttribute", cases: SemanticContentAttribute.allCases.map(\.rawValue)),
              "Whether the content flips in a right-to-left language: unspecified follows the superview (the app at the top); the others are fixed.",
              get: { view, _ in .enumCase(view.semanticContentAttribute.rawValue) },
              set: { view, value, _ throws(ValueError) in view.semanticContentAttribute = try value.choice(SemanticContentAttribute.self) }),
        .view("effectiveUserInterfaceLayoutDirection",
              .enumeration(name: "UserInterfaceLayoutDirection", cases: UserInterfaceLayoutDirection.allCases.map(\.rawValue)),
              "The direction leading to trailing runs in the view: from its semanticContentAttribute, its superview's and the app's (screen rtl).",
              get: { view, _ in .enumCase(view.effectiveUserInterfaceLayoutDirection.rawValue) }),
        .view("preservesSuperviewLayoutMargins", .bool,
              "Whether the superview's margins also count where they reach past the view's edges.",
              get: { view, _ in .bool(view.preservesSuperviewLayoutMargins) },
              set: { view, value, _ throws(ValueError) in view.preservesSuperviewLayoutMargins = try value.bool() }),
        .view("effectiveLayoutMargins", .insets,
              "The margins constraints measure from (UIKit's layoutMargins getter): layoutMargins (the window's: at least the system minimum), "
                + "plus the safe area, grown by the superview's when preserved (as of the last layout).",
              get: { view, _ in .insets(view.effectiveLayoutMargins) }),
        .view("insetsLayoutMarginsFromSafeArea", .bool,
              "Whether the margins are measured inside the safe area: the view's safe-area inset is added on each side (true by default).",
              get: { view, _ in .bool(view.insetsLayoutMarginsFromSafeArea) },
              set: { view, value, _ throws(ValueError) in view.insetsLayoutMarginsFromSafeArea = try value.bool() }),
        .view("viewRespectsSystemMinimumLayoutMargins", .bool,
              "The window's (the view controller's root view's): whether its side margins are at least the system's, 16 or 20 (true by default).",
              get: { view, _ in .bool(view.viewRespectsSystemMinimumLayoutMargins) },
              set: { view, value, session throws(ValueError) in
                  guard view === session.scene.window else {
                      throw ValueError(message: "only the window, the view controller's root view, respects the system minimum margins")
                  }
                  view.viewRespectsSystemMinimumLayoutMargins = try value.bool()
              }),
        .view("safeAreaInsets", .insets,
              "How far the screen's safe area reaches into the view on each side (as of the last layout; zero out of the window).",
              get: { view, session in .insets(session.scene.safeAreaInsets(of: view)) }),
        priority("contentHuggingPriority.horizontal", \.contentHuggingPriority.horizontal, "How much the view resists growing wider than its content."),
        priority("contentHuggingPriority.vertical", \.contentHuggingPriority.vertical, "How much the view resists growing taller than its content."),
        priority("contentCompressionResistancePriority.horizontal", \.contentCompressionResistancePriority.horizontal,
                 "How much the view resists being narrower than its content."),
        priority("contentCompressionResistancePriority.vertical", \.contentCompressionResistancePriority.vertical,
                 "How much the view resists being shorter than its content."),
        .view("hasAmbiguousLayout", .bool, "Whether the constraints leave the frame undetermined.",
              get: { view, session in .bool(session.scene.ambiguousLayout().contains { $0.view === view }) }),
    ]

    static let tree: [Property] = [
        .view("superview", .optional(.view, none: "nil"), "The view this one is in.",
              get: { view, _ in view.superview.map { .view($0.name) } ?? .none("nil") }),
        .view("subviews", .list(.view), "The views in this one, back to front.",
              get: { view, _ in .list(view.subviews.map { .view($0.name) }) }),
        .view("class", .summary, "The UIKit class the view models.", get: { view, _ in .summary(view.className) }),
    ]

    private static func priority(_ name: String, _ keyPath: any ReferenceWritableKeyPath<View, Priority> & Sendable, _ help: String) -> Property {
        .view(name, .priority, help,
              get: { view, _ in .priority(view[keyPath: keyPath]) },
              set: { view, value, _ throws(ValueError) in view[keyPath: keyPath] = try value.priority() })
    }
}

/// The properties of image views (`UIImageView`).
enum ImageProperties {
    static let all: [Property] = [
        .image("imageSize", .optional(.size, none: "nil"), "The image's size, which is the view's intrinsic size; nil for no image.",
               get: { image, _ in image.imageSize.map(Value.size) ?? .none("nil") },
               set: { image, value, _ throws(ValueError) in image.imageSize = value.isNone ? nil : try value.size() }),
    ]
}
