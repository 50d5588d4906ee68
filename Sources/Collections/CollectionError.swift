public import Tables
import Layout

/// Why a change to a collection view is refused.
public enum CollectionError: Error, Equatable, CustomStringConvertible {
    case noSuchSection(Int, count: Int)
    case noSuchItem(IndexPath)
    case noSuchPrototype(String)
    case prototypeTaken(String)
    case noSuchLabel(prototype: String, label: String)
    case tooManyItems(Int)
    case notFlow(String)
    case notCompositional(String)
    case notOrthogonal(Int)

    public var description: String {
        switch self {
        case .noSuchSection(let section, let count): "no section \(section): the collection view has \(counted(count, "section"))"
        case .noSuchItem(let path): "no item \(path.item) in section \(path.section)"
        case .noSuchPrototype(let name): "no prototype '\(name)'"
        case .prototypeTaken(let name): "a prototype named '\(name)' exists already"
        case .noSuchLabel(let prototype, let label): "prototype \(prototype) has no label '\(label)'"
        case .tooManyItems(let count): "\(count) items is more than the \(CollectionView.maximumItems) a scene may hold"
        case .notFlow(let name): "\(name) has a compositional layout, not a flow layout"
        case .notCompositional(let name): "\(name) has a flow layout: define a section with compose to make its layout compositional"
        case .notOrthogonal(let section): "section \(section) does not scroll orthogonally (its orthogonalScrollingBehavior is none)"
        }
    }
}
