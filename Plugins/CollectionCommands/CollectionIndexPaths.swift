import Collections
import Commands
import Tables

/// Index paths in property paths: `cv[0, 2].title.frame` reads the view `title` in the cell
/// showing section 0, item 2 of collection view `cv` (`cellForItem(at:)`); `cv[2]` is item 2
/// of section 0. An item that exists but is not on screen has no cell, and the path is an
/// error saying so.
enum CollectionIndexPaths {
    @Sendable static func cell(_ object: AnyObject, _ index: String) -> Result<String, IndexedPartError> {
        guard let collection = object as? CollectionView else { return .failure(IndexedPartError("an index path follows a collection view's name")) }
        let numbers = index.split(separator: ",", omittingEmptySubsequences: false).map { Int(String($0.filter { $0 != " " })) }
        let path: IndexPath
        switch numbers.count {
        case 1: path = IndexPath(item: numbers[0] ?? -1, section: 0)
        case 2: path = IndexPath(item: numbers[1] ?? -1, section: numbers[0] ?? -1)
        default: path = IndexPath(item: -1, section: -1)
        }
        guard path.section >= 0, path.item >= 0, numbers.allSatisfy({ $0 != nil }) else {
            return .failure(IndexedPartError(
                "expected an index path such as \(collection.name)[0, 2] (section, item) or \(collection.name)[2] (an item of section 0)"))
        }
        guard collection.globalItem(path) != nil else {
            return .failure(IndexedPartError("\(collection.name) has no item \(path.item) in section \(path.section)"))
        }
        guard let cell = collection.cellForItem(at: path) else {
            return .failure(IndexedPartError("item \(path.item) of section \(path.section) has no cell (offscreen)"))
        }
        return .success(cell.name)
    }
}
