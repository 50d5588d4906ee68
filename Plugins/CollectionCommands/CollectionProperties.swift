import Collections
import Commands
import Layout
import ScriptSyntax
import Tables

/// The properties of collection views (`UICollectionView`), beyond those of scroll views.
enum CollectionProperties {
    static let all: [Property] = [
        .collection("collectionViewLayout", .summary, "The layout: UICollectionViewFlowLayout or UICollectionViewCompositionalLayout (compose makes it compositional).",
                    get: { collection, _ in .summary(collection.layout.className) }),
        .collection("selfSizingInvalidation", .enumeration(name: "SelfSizingInvalidation", cases: SelfSizingInvalidation.allCases.map(\.rawValue)),
                    "What a change inside a visible self-sizing cell does: disabled (nothing), enabled (items invalidate resizes it), enabledIncludingConstraints (any change to its Auto Layout resizes it). UIKit documents no default; the model's is enabled.",
                    get: { collection, _ in .enumCase(collection.selfSizingInvalidation.rawValue) },
                    set: { collection, value, session throws(ValueError) in
                        collection.selfSizingInvalidation = try value.choice(SelfSizingInvalidation.self)
                        session.scene.setNeedsLayout()
                    }),
        .collection("sections", .number(.count), "How many sections.", get: { collection, _ in .number(Double(collection.sections.count)) }),
        .collection("items", .number(.count), "How many items, in all sections.", get: { collection, _ in .number(Double(collection.numberOfItems)) }),
        .collection("visibleItems", .optional(.summary, none: "none"), "The items on screen (indexPathsForVisibleItems).", get: { collection, _ in
            let items = collection.visibleItems
            guard let first = items.first, let last = items.last else { return .none("none") }
            return .summary("\(counted(items.count, "item")), \(first.indexPath) to \(last.indexPath)")
        }),
        .collection("sizing", .summary, "Items measured (cells fitted), measured sizes reused, invalidations.", get: { collection, _ in
            let sizing = collection.sizingStatistics
            return .summary("measured \(sizing.measurements), hits \(sizing.hits), invalidations \(sizing.invalidations)")
        }),
        .collection("cells", .summary, "Cells created and reused, layout switches, constraints added and removed.", get: { collection, _ in
            let reuse = collection.reuseStatistics
            return .summary(
                "created \(reuse.created), reused \(reuse.reused), layout switches \(reuse.layoutSwitches), constraints added \(reuse.constraintsAdded), removed \(reuse.constraintsRemoved)"
            )
        }),
        .collection("prototypes", .summary, "The prototype cells, with their reuse identifiers.", get: { collection, _ in
            .summary(collection.prototypes.map { $0.name == $0.reuseIdentifier ? $0.name : "\($0.name) (\($0.reuseIdentifier))" }.joined(separator: ", "))
        }),
    ]
}

/// `UICollectionViewFlowLayout`'s properties, read and set on the collection view that has it.
/// A collection view with a compositional layout has none of them.
enum FlowLayoutProperties {
    static let notFlow = "compositional"

    static func flow(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (FlowLayout) -> Value,
                     set: @escaping @Sendable (inout FlowLayout, Value) throws(ValueError) -> Void) -> Property {
        .collection(name, type, "The flow layout's " + help,
                    get: { collection, _ in collection.layout.flow.map(get) ?? .none(notFlow) },
                    set: { collection, value, _ throws(ValueError) in
                        guard var flow = collection.layout.flow else {
                            throw ValueError(message: "\(collection.name) has a compositional layout: \(name) is a flow layout's")
                        }
                        try set(&flow, value)
                        collection.setLayout(.flow(flow))
                    })
    }

    static let all: [Property] = [
        flow("itemSize", .size, "size of every item without a size from the delegate or its cell (50 x 50 by default).",
             get: { .size($0.itemSize) }, set: { flow, value throws(ValueError) in flow.itemSize = try nonNegative(value.size()) }),
        flow("estimatedItemSize", .optional(.size, none: "automatic"),
             "estimate: (0, 0) (the default) uses itemSize; automatic or a size makes cells size themselves, counting as the estimate until measured (automatic counts as itemSize).",
             get: { flow in
                 switch flow.estimatedItemSize {
                 case .none: .size(.zero)
                 case .automatic: .none("automatic")
                 case .size(let size): .size(size)
                 }
             },
             set: { flow, value throws(ValueError) in
                 if value.isNone {
                     flow.estimatedItemSize = .automatic
                 } else {
                     let size = try nonNegative(value.size())
                     flow.estimatedItemSize = size == .zero ? .none : .size(size)
                 }
             }),
        flow("minimumLineSpacing", .number(.length), "least space between lines (10 by default).",
             get: { .number($0.minimumLineSpacing) }, set: { flow, value throws(ValueError) in flow.minimumLineSpacing = try value.number() }),
        flow("minimumInteritemSpacing", .number(.length), "least space between items in a line (10 by default); a full line spreads its items wider.",
             get: { .number($0.minimumInteritemSpacing) }, set: { flow, value throws(ValueError) in flow.minimumInteritemSpacing = try value.number() }),
        flow("sectionInset", .insets, "space around each section's items (0 by default).",
             get: { .insets($0.sectionInset) }, set: { flow, value throws(ValueError) in flow.sectionInset = try value.insets() }),
        flow("sectionInsetReference", .enumeration(name: "SectionInsetReference", cases: SectionInsetReference.allCases.map(\.rawValue)),
             "what the section insets at a line's ends are measured from: fromContentInset (default), fromSafeArea, fromLayoutMargins.",
             get: { .enumCase($0.sectionInsetReference.rawValue) },
             set: { flow, value throws(ValueError) in flow.sectionInsetReference = try value.choice(SectionInsetReference.self) }),
        flow("scrollDirection", .enumeration(name: "ScrollDirection", cases: ScrollDirection.allCases.map(\.rawValue)),
             "scroll direction: vertical (default) or horizontal (lines become columns).",
             get: { .enumCase($0.scrollDirection.rawValue) },
             set: { flow, value throws(ValueError) in flow.scrollDirection = try value.choice(ScrollDirection.self) }),
        flow("headerReferenceSize", .size, "section header's size; only its height counts (its width, scrolling sideways); (0, 0) by default: no header.",
             get: { .size($0.headerReferenceSize) }, set: { flow, value throws(ValueError) in flow.headerReferenceSize = try nonNegative(value.size()) }),
        flow("footerReferenceSize", .size, "section footer's size; only its height counts (its width, scrolling sideways); (0, 0) by default: no footer.",
             get: { .size($0.footerReferenceSize) }, set: { flow, value throws(ValueError) in flow.footerReferenceSize = try nonNegative(value.size()) }),
    ]

    private static func nonNegative(_ size: Size) throws(ValueError) -> Size {
        guard size.width >= 0, size.height >= 0 else { throw ValueError(message: "expected a size of 0 or more on each side, found \(size)") }
        return size
    }
}

extension Property {
    static func collection(_ name: String, _ type: ValueType, _ help: String, get: @escaping @Sendable (CollectionView, Session) -> Value,
                           set: TypedSetter<CollectionView>? = nil) -> Property {
        Property(name, type, help: help, get: get, set: set)
    }
}
