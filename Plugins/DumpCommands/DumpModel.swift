import Layout
import Tables
import Timeline

/// What `dump` writes, as values: the same data prints as text or encodes as JSON, so the two
/// never disagree.
///
/// The JSON is described by `Resources/layoutlab.dump.schema.json`, a JSON Schema shipped as
/// this module's resource (``DumpSchema``) and installed as
/// `PREFIX/share/layoutlab/layoutlab.dump.schema.json`. Its version, ``schemaName``, follows
/// one policy: a field added bumps the minor number (readers that ignore unknown fields keep
/// working); a field removed or renamed, or a value whose type or meaning changes, bumps the
/// major one. Every object in the schema lists all its fields, so a field added here without
/// the schema (and its version) fails the test that validates every dump the transcripts make.
/// 1.0 was the first; 1.1 added a view's `guides`.
struct DumpDocument: Encodable {
    /// `layoutlab.dump/1.1`.
    static let schemaName = "layoutlab.dump/1.1"
    let schema = DumpDocument.schemaName
    /// Written by ``Dump/json(_:at:)`` itself, not by the encoder (see ``DumpedTree``).
    var tree: DumpedTree?
    var constraints: [DumpedConstraint]?
    var table: DumpedTable?
    var timeline: DumpedTimeline?

    private enum CodingKeys: String, CodingKey {
        case schema, constraints, table, timeline
    }
}

/// The dumped views as a list, each before its subviews (depth first, in subview order),
/// rather than as views holding their subviews: a nested value is built, encoded, printed and
/// freed a stack frame per level, which overflowed the stack 3,000 views deep, and
/// Foundation's serializer refuses more than 512 levels (two a view). The JSON still nests
/// (`subviews` inside each view); ``Dump/json(_:at:)`` writes that nesting with a loop.
struct DumpedTree {
    struct Node {
        let view: DumpedView
        /// 0 for the dumped root.
        let depth: Int
        let subviewCount: Int
    }
    var nodes: [Node] = []
}

struct DumpedRect: Encodable {
    let x, y, width, height: Double
    init(_ rect: Rect) {
        x = rect.minX
        y = rect.minY
        width = rect.width
        height = rect.height
    }
}

struct DumpedView: Encodable {
    let name: String
    let className: String
    let frame: DumpedRect
    let alpha: Double
    let hidden: Bool
    /// Present (true) only for a view that clips, as UIKit's description says so only then.
    let clipsToBounds: Bool?
    /// Present (true) only for a view that preserves its superview's margins.
    let preservesSuperviewLayoutMargins: Bool?
    let translatesAutoresizingMaskIntoConstraints: Bool
    /// Width and height, nil where the view has no intrinsic size in that axis.
    let intrinsicWidth: Double?
    let intrinsicHeight: Double?
    /// The attributes another layout could move (`minX`, `height`, ...).
    let ambiguous: [String]
    let text: String?
    /// Always empty here: the JSON writer puts the subviews in its place (see ``DumpedTree``).
    let subviews = NoSubviews()
    /// The layout guides the view owns; absent when it owns none.
    var guides: [DumpedGuide]? = nil
}

/// Encodes as `[]`, the place ``Dump/json(_:at:)`` fills with a view's subviews.
struct NoSubviews: Encodable {
    /// What it encodes as, found in a view's JSON: only a key can hold it unescaped.
    static let marker = "\"subviews\":[]"

    func encode(to encoder: any Encoder) throws {
        _ = encoder.unkeyedContainer()
    }
}

/// A layout guide (`UILayoutGuide`) in the tree, under its owning view.
struct DumpedGuide: Encodable {
    let name: String
    let identifier: String?
    let layoutFrame: DumpedRect
    let ambiguous: [String]
}

struct DumpedConstraint: Encodable {
    let name: String
    let className: String
    let identifier: String?
    let equation: String
    let priority: Int
    let active: Bool
    let broken: Bool
    /// UIKit's debug description, as conflict reports print it.
    let description: String
}

struct DumpedRow: Encodable {
    let section: Int
    let row: Int
    let y: Double
    let height: Double
    /// `given`, `fixed`, `measured` or `estimated`.
    let source: String
    /// The cell showing it (`t.cell3`), nil off screen.
    let cell: String?
}

struct DumpedTable: Encodable {
    let name: String
    let rowHeight: String
    let estimatedRowHeight: Double
    let contentSize: DumpedRect
    let contentOffsetY: Double
    let adjustedContentInset: [Double]
    let rows: [DumpedRow]
    let visibleRows: [String]
    let measurements, cacheHits, cacheInvalidations: Int
    let cellsCreated, cellsReused, layoutSwitches: Int
}

struct DumpedAnimation: Encodable {
    let number: Int
    let start: Double
    let end: Double
    let views: [String]
}

struct DumpedTimeline: Encodable {
    let now: Double
    let animations: [DumpedAnimation]
}
