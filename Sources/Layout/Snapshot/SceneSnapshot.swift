/// The whole observable state of a scene, as a value: equatable, and diffable line by line.
///
/// Tests compare two of them (a read must leave the scene equal to itself; a rolled-back or
/// undone command must give back the snapshot from before it); dumps print one; the timeline
/// will interpolate between two. Views and constraints come in creation order, so the same
/// scene always gives the same lines.
public struct SceneSnapshot: Equatable, Sendable {
    public struct ViewState: Equatable, Sendable {
        public let name: String
        public let className: String
        public let superview: String?
        public let frame: Rect
        public let isHidden: Bool
        public let alpha: Double
        /// What a subclass adds (a label's text and lines, a table's rows and offsets), as
        /// `name = value` pairs in a fixed order.
        public let attributes: [SnapshotAttribute]
    }

    public struct ConstraintState: Equatable, Sendable {
        public let name: String
        public let equation: String
        public let constant: Double
        public let priority: Int
        public let isActive: Bool
        public let isBroken: Bool
    }

    public let screen: Screen
    public let textSizeScale: Double
    public let views: [ViewState]
    public let constraints: [ConstraintState]
    /// The state of the model kept beside the scene (the timeline's clock, animations and
    /// scheduled blocks), as its owners write it (see ``SnapshotContributor``).
    public let contributions: [String]

    /// One line per view, per constraint and per contributed line, for diffs.
    public var lines: [String] {
        var lines = ["screen \(screen.size.width)x\(screen.size.height)@\(screen.scale) text \(textSizeScale)"]
        for view in views {
            var line = "\(view.name) \(view.className) in \(view.superview ?? "-") frame=\(view.frame) alpha=\(view.alpha)"
            if view.isHidden { line += " hidden" }
            for attribute in view.attributes { line += " \(attribute.name)=\(attribute.value)" }
            lines.append(line)
        }
        for constraint in constraints {
            var line = "\(constraint.name): \(constraint.equation) constant=\(constraint.constant) @\(constraint.priority)"
            if !constraint.isActive { line += " inactive" }
            if constraint.isBroken { line += " broken" }
            lines.append(line)
        }
        return lines + contributions
    }

    /// The lines that differ, `-` for this snapshot's and `+` for the other's.
    public func difference(to other: SceneSnapshot) -> [String] {
        let mine = lines, theirs = other.lines
        let removed = mine.filter { !theirs.contains($0) }.map { "- " + $0 }
        let added = theirs.filter { !mine.contains($0) }.map { "+ " + $0 }
        return removed + added
    }
}

/// A named value of a view's state beyond its frame: `lines = 2`, `contentOffset = (0, 44)`.
public struct SnapshotAttribute: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension Scene {
    /// The scene's state now. Reading it changes nothing.
    public func snapshot() -> SceneSnapshot {
        SceneSnapshot(
            screen: screen, textSizeScale: textSizeScale,
            views: views.map { view in
                SceneSnapshot.ViewState(
                    name: view.name, className: view.className, superview: view.superview?.name, frame: view.storedFrame,
                    isHidden: view.isHidden, alpha: view.alpha, attributes: view.snapshotAttributes
                )
            },
            constraints: constraints.map { constraint in
                SceneSnapshot.ConstraintState(
                    name: constraint.name, equation: constraint.equation, constant: constraint.constant,
                    priority: constraint.priority.value, isActive: constraint.isActive, isBroken: isBroken(constraint)
                )
            },
            contributions: snapshotContributors.flatMap { $0.object?.snapshotLines ?? [] }
        )
    }

    /// Adds model state kept outside the scene to its snapshots. The model module that keeps
    /// it (Timeline) depends on Layout, so the scene cannot name it: it registers here. Held
    /// weakly, as the session owns both.
    public func addSnapshotContributor(_ contributor: any SnapshotContributor) {
        snapshotContributors.append(WeakContributor(object: contributor))
    }
}

/// Model state outside the scene that belongs in its snapshots (the timeline): lines in a
/// fixed order, so equal states give equal lines.
public protocol SnapshotContributor: AnyObject {
    var snapshotLines: [String] { get }
}

/// A contributor held weakly (the scene must not keep the session's timeline alive).
struct WeakContributor {
    weak var object: (any SnapshotContributor)?
}
