/// One element of an Interface Builder document: its name, attributes and children, and
/// where its start tag is in the file (for errors and warnings).
///
/// Interface Builder's XML says what an element is by its name (`label`, `constraint`) and
/// which role it plays for its parent by its `key` attribute (`<view key="tableHeaderView">`,
/// `<rect key="frame">`).
final class IBElement {
    let name: String
    let attributes: [String: String]
    /// The file's name as the user gave it, for messages.
    let file: String
    let line: Int
    let column: Int
    /// The XML comment just before the element: Xcode writes a scene's title so
    /// (`<!--Table View Controller-->`).
    let comment: String?
    private(set) var children: [IBElement] = []
    /// Character data directly inside the element (`<string key="text">` holds a label's text
    /// when it has line breaks).
    var text = ""

    init(name: String, attributes: [String: String], file: String, line: Int, column: Int, comment: String?) {
        self.name = name
        self.attributes = attributes
        self.file = file
        self.line = line
        self.column = column
        self.comment = comment
    }

    /// Releases the subtree one element at a time: the default release of nested arrays is
    /// one stack frame per level, so a tree deep enough would overflow the stack. (The reader
    /// refuses deep documents; this keeps any tree, however it was made, from trapping.)
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        while var element = pending.popLast() {
            // An element someone else still holds keeps its children.
            guard isKnownUniquelyReferenced(&element) else { continue }
            pending.append(contentsOf: element.children)
            element.children = []
        }
    }

    func append(_ child: IBElement) {
        children.append(child)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    var id: String? { attributes["id"] }
    var key: String? { attributes["key"] }

    /// The child playing role `key` (`frame`, `autoresizingMask`, `contentView`), if any.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children named `name`, in document order.
    func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// The elements of the list child `container` (`<subviews>`, `<constraints>`, `<cells>`).
    func list(_ container: String) -> [IBElement] {
        children(named: container).flatMap(\.children)
    }

    /// `<name>` at `line`, for warnings.
    var tag: String { "<\(name)>" }
}
