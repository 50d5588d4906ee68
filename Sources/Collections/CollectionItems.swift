import Layout
public import Tables

/// One item of a collection view: which prototype shows it, what its labels say, and the size
/// the delegate gives it (`collectionView(_:layout:sizeForItemAt:)`), if any.
///
/// Kept small, as a table's rows are: the prototype is an index, generated text a template
/// index and a number, an absent size NaN.
public struct CollectionItem: Sendable {
    var prototype: Int32
    var texts: [String: String]
    var template: Int32
    var number: Int32
    var givenWidth = Double.nan
    var givenHeight = Double.nan

    init(prototype: Int32, texts: [String: String] = [:], template: Int32 = -1, number: Int32 = 0) {
        self.prototype = prototype
        self.texts = texts
        self.template = template
        self.number = number
    }

    /// `sizeForItemAt`'s answer, nil when the delegate gives none.
    var givenSize: Size? {
        givenWidth.isNaN || givenHeight.isNaN ? nil : Size(width: givenWidth, height: givenHeight)
    }
}

/// A section of a collection view: how many items it has.
public struct CollectionSection: Equatable, Sendable {
    public internal(set) var itemCount = 0
}

extension IndexPath {
    /// `IndexPath(item:section:)`: a collection view's index paths print as a table's do,
    /// `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(section: section, row: item)
    }

    public var item: Int { row }
}

/// A collection view's data: its sections, its items by global index (the sections' items one
/// after another) and the text templates generated items share. Every change is recorded in
/// the scene's journal at its own size: inserting seven items into a hundred thousand records
/// seven, never a copy of the rest.
final class CollectionItems: JournalOwner {
    weak var journal: ModelJournal?

    /// UIKit asks `numberOfSections` and takes 1 when the data source does not say.
    @Journaled var sections: [CollectionSection] = [CollectionSection()]
    private(set) var items: [CollectionItem] = []
    @Journaled private(set) var templates: [[String: String]] = []

    var count: Int { items.count }
    subscript(index: Int) -> CollectionItem { items[index] }
    var indices: Range<Int> { items.indices }

    func setItem(_ item: CollectionItem, at index: Int) {
        if let journal { journal.setElement(self, \.items, index, item) } else if items.indices.contains(index) { items[index] = item }
    }

    func modifyItem(at index: Int, _ change: (inout CollectionItem) -> Void) {
        guard items.indices.contains(index) else { return }
        var item = items[index]
        change(&item)
        setItem(item, at: index)
    }

    func insert(_ made: [CollectionItem], at start: Int) {
        if let journal { journal.insert(self, \.items, contentsOf: made, at: start) } else { items.insert(contentsOf: made, at: min(start, items.count)) }
    }

    @discardableResult
    func remove(_ range: Range<Int>) -> [CollectionItem] {
        let clamped = range.clamped(to: 0..<items.count)
        let removed = Array(items[clamped])
        if let journal { journal.removeSubrange(self, \.items, clamped) } else { items.removeSubrange(clamped) }
        return removed
    }

    func addTemplate(_ template: [String: String]) -> Int32 {
        templates.append(template)
        return Int32(templates.count - 1)
    }

    /// The text an item gives a label: its own, or its template's filled in.
    func text(ofItem index: Int, label: String) -> String? {
        guard items.indices.contains(index) else { return nil }
        let item = items[index]
        if let text = item.texts[label] { return text }
        guard templates.indices.contains(Int(item.template)), let template = templates[Int(item.template)][label] else { return nil }
        return TextTemplate.expand(template, number: Int(item.number))
    }

    /// The item keeps what its template said, and no longer follows it.
    func detachFromTemplate(item index: Int) {
        guard items.indices.contains(index), templates.indices.contains(Int(items[index].template)) else { return }
        let template = templates[Int(items[index].template)]
        modifyItem(at: index) { item in
            for (label, pattern) in template where item.texts[label] == nil {
                item.texts[label] = TextTemplate.expand(pattern, number: Int(item.number))
            }
            item.template = -1
        }
    }

    // MARK: Sections

    /// Section `section`'s first global item: a sum over the sections before it (a
    /// collection has few sections; its items are what may be many).
    func startOfSection(_ section: Int) -> Int {
        sections.prefix(max(0, section)).reduce(0) { $0 + $1.itemCount }
    }

    func globalItem(_ path: IndexPath) -> Int? {
        guard sections.indices.contains(path.section), (0..<sections[path.section].itemCount).contains(path.item) else { return nil }
        return startOfSection(path.section) + path.item
    }

    func indexPath(ofItem global: Int) -> IndexPath? {
        guard items.indices.contains(global) else { return nil }
        var start = 0
        for (section, content) in sections.enumerated() {
            if global < start + content.itemCount { return IndexPath(item: global - start, section: section) }
            start += content.itemCount
        }
        return nil
    }
}
