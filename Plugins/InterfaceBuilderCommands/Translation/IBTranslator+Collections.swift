/// Collection views: their prototype cells and their flow layout. A `<collectionViewCell>`
/// is a prototype made with `prototype NAME in COLLECTION`, as a table's cell is; its content
/// view is `<collectionViewCellContentView key="contentView">` (Xcode 11 and later) or
/// `<view key="contentView">` without an id (earlier Xcodes), as IBDecodable's fixtures
/// `CollectionViewCellWithContentView.xib` and `CollectionViewCell.xib` show them. The layout is
/// `<collectionViewFlowLayout key="collectionViewLayout">` with its sizes and inset as
/// children (tomaskraina/SelfSizing-UICollectionViewCell-in-UITableView's Main.storyboard).
extension IBTranslator {
    /// Collects a collection view's prototype cells, in document order.
    func collectCollection(_ element: IBElement, named collection: String) throws(IBLoadError) {
        for cell in element.list("cells") {
            guard cell.name == "collectionViewCell" else {
                plan.warn(cell, "\(cell.tag) in <cells> is not a collection view cell; not loaded")
                continue
            }
            try collectCollectionCell(cell, collection: collection)
        }
        for child in element.children where child.name == "collectionReusableView" {
            plan.warn(child, "\(child.tag) (a header or footer view) is not made: the model places headers and footers without views")
            if let id = child.id { try register(id, .skipped("a supplementary view is not loaded"), at: child) }
        }
    }

    /// A cell is its content view here, named as a table's cell is (its userLabel, else its
    /// reuse identifier); the cell's id and its content view's name the prototype.
    private func collectCollectionCell(_ cell: IBElement, collection: String) throws(IBLoadError) {
        guard let cellID = cell.id else { throw IBLoadError(cell, "expected an id= on \(cell.tag)") }
        let content = cell.child(key: "contentView")
        let name = names.allocate(label: cell["userLabel"] ?? content?["userLabel"] ?? cell["reuseIdentifier"], fallback: "cell")
        try register(cellID, .view(name), at: cell)
        if let contentID = content?.id { try register(contentID, .view(name), at: content ?? cell) }
        let record = content ?? cell
        records.append(ViewRecord(element: record, name: name, role: .contentView(table: collection, cell: cell, staticSection: nil)))
        plan.views.append(LoadedView(name: name, id: content?.id ?? cellID, element: record.name, line: record.line))
        try collectContents(of: cell, named: name)
        if let content { try collectContents(of: content, named: name) }
        for subview in (content?.list("subviews") ?? []) + cell.list("subviews") {
            try collect(subview, role: .subview(parent: name))
        }
    }

    /// A collection view's flow layout, as `set COLLECTION.PROPERTY` lines: what differs from
    /// UIKit's defaults is set, everything is read.
    func emitCollectionProperties(_ element: IBElement, name: String) throws(IBLoadError) {
        guard let layout = element.child(key: "collectionViewLayout") else { return }
        guard layout.name == "collectionViewFlowLayout" else {
            plan.warn(layout, "\(layout.tag) is not modelled: the collection view keeps a flow layout with UIKit's defaults")
            return
        }
        if let custom = layout["customClass"] {
            plan.warn(layout, "\(layout.tag) has custom class \(custom): its code does not run here; loaded as a flow layout")
        }
        let lengths: ClosedRange<Double> = 0...1_000_000
        for attribute in ["minimumLineSpacing", "minimumInteritemSpacing"] {
            if let value = try layout.number(attribute, in: lengths, what: "a spacing of 0 or more"), value != 10 {
                plan.add("set \(name).\(attribute) = \(ScriptNumber.text(value))", for: layout)
            }
        }
        switch layout["scrollDirection"] {
        case nil, "vertical"?: break
        case "horizontal"?: plan.add("set \(name).scrollDirection = horizontal", for: layout)
        case let other?: throw IBLoadError(layout, "expected vertical or horizontal for scrollDirection= of \(layout.tag), found '\(other)'")
        }
        switch layout["sectionInsetReference"] {
        case nil, "contentInset"?: break
        case "safeArea"?: plan.add("set \(name).sectionInsetReference = fromSafeArea", for: layout)
        case "layoutMargins"?: plan.add("set \(name).sectionInsetReference = fromLayoutMargins", for: layout)
        case let other?: plan.warn(layout, "sectionInsetReference=\(other) is not modelled; the insets are from the content inset")
        }
        for size in layout.children where size.name == "size" {
            guard let key = size.key, let width = try size.number("width", in: lengths, what: "a width of 0 or more"),
                  let height = try size.number("height", in: lengths, what: "a height of 0 or more") else {
                plan.warn(size, "\(size.tag) without a key, a width and a height is not read")
                continue
            }
            let value = "(\(ScriptNumber.text(width)), \(ScriptNumber.text(height)))"
            switch key {
            case "itemSize": if width != 50 || height != 50 { plan.add("set \(name).itemSize = \(value)", for: size) }
            case "estimatedItemSize": if width != 0 || height != 0 { plan.add("set \(name).estimatedItemSize = \(value)", for: size) }
            case "headerReferenceSize", "footerReferenceSize": if width != 0 || height != 0 { plan.add("set \(name).\(key) = \(value)", for: size) }
            default: plan.warn(size, "\(size.tag) key=\(key) of \(layout.tag) is not modelled; ignored")
            }
        }
        // Estimate Size "Automatic" in Interface Builder: `automaticSize`.
        if try layout.bool("automaticEstimatedItemSize") == true { plan.add("set \(name).estimatedItemSize = automatic", for: layout) }
        if let inset = layout.child(key: "sectionInset") {
            // minX is the left inset, minY the top, maxX the right, maxY the bottom (the
            // names of the rect edges they keep the content from).
            var values: [Double] = []
            for attribute in ["minY", "minX", "maxY", "maxX"] {
                values.append(try inset.number(attribute, in: lengths, what: "an inset of 0 or more") ?? 0)
            }
            if values.contains(where: { $0 != 0 }) {
                plan.add("set \(name).sectionInset = (\(values.map(ScriptNumber.text).joined(separator: ", ")))", for: inset)
            }
        }
        let read: Set<String> = ["id", "key", "customClass", "customModule", "customModuleProvider", "minimumLineSpacing", "minimumInteritemSpacing",
                                 "scrollDirection", "sectionInsetReference", "automaticEstimatedItemSize"]
        for attribute in layout.attributes.keys.sorted() where !read.contains(attribute) {
            plan.warn(layout, "attribute \(attribute)= of \(layout.tag) is not modelled; ignored")
        }
        for child in layout.children where child.name != "size" && child.key != "sectionInset" {
            plan.warn(child, "\(child.tag) in \(layout.tag) is not modelled; ignored")
        }
    }
}
