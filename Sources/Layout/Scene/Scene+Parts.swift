/// Model state a module above Layout keeps beside the scene: the timeline (its clock,
/// animations and scheduled blocks). The scene cannot name such a module, since it depends on
/// Layout; the module asks the scene for its part by type (`scene.part(Timeline.self)`) and
/// the scene makes it on first use.
///
/// A part changes through the scene's journal (undo and a rolled-back line restore it with
/// everything else) and adds its lines to the scene's snapshots. Made lazily, a part must
/// look the same in a snapshot as no part at all until something changes it: a part whose
/// first use is a read, or is inside a line that is rolled back, changes nothing observable.
public protocol ScenePart: SnapshotContributor {
    /// A new part of `scene`, in its initial state, journaled by the scene's journal.
    init(scene: Scene)
}

extension Scene {
    /// The scene's part of that type, made now if it has none yet.
    public func part<Part: ScenePart>(_ type: Part.Type) -> Part {
        let key = ObjectIdentifier(type)
        if let existing = parts[key] as? Part { return existing }
        let part = Part(scene: self)
        parts[key] = part
        addSnapshotContributor(part)
        return part
    }

    /// The scene's part of that type if it has one, without making it.
    public func existingPart<Part: ScenePart>(_ type: Part.Type) -> Part? {
        parts[ObjectIdentifier(type)] as? Part
    }
}
