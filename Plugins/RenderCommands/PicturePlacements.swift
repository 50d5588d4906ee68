import Layout

extension Picture {
    /// Where each drawn view, and each guide of a drawn view, is in the picture's coordinates,
    /// found on the walk that captures the picture: what bands and constraints are drawn from.
    /// Keyed by identity; `order` keeps the walk's order, so what is made from it is
    /// deterministic.
    struct Placements {
        struct Entry {
            let view: View
            let frame: Rect
            let clip: Rect?
            /// Whether it is a view drawn in the picture (not a guide).
            let isDrawn: Bool
        }

        private var entries: [ObjectIdentifier: Entry] = [:]
        /// The drawn views and guides in the order the walk met them.
        private(set) var order: [Entry] = []

        mutating func add(_ view: View, item: Item) {
            add(Entry(view: view, frame: item.frame, clip: item.clip, isDrawn: true))
        }

        mutating func add(_ guide: View, guide drawn: Guide) {
            add(Entry(view: guide, frame: drawn.frame, clip: drawn.clip, isDrawn: false))
        }

        private mutating func add(_ entry: Entry) {
            guard entries[ObjectIdentifier(entry.view)] == nil else { return }
            entries[ObjectIdentifier(entry.view)] = entry
            order.append(entry)
        }

        subscript(view view: View) -> Entry? { entries[ObjectIdentifier(view)] }
    }
}
