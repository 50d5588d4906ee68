import ScriptSyntax
/// Table views: the header and footer views, prototype cells, static sections and cells, and
/// the table's own properties.
extension IBTranslator {
    /// Collects what a table holds, in the order the commands need it: header and footer,
    /// then the cells (a prototype's content view and its subviews).
    func collectTable(_ element: IBElement, named table: String) throws(IBLoadError) {
        plan.tableCount += 1
        if let header = element.child(key: "tableHeaderView") { try collect(header, role: .tableHeader(table: table)) }
        if let footer = element.child(key: "tableFooterView") { try collect(footer, role: .tableFooter(table: table)) }
        let isStatic = element["dataMode"] == "static"
        for cell in element.list("prototypes") where cell.name == "tableViewCell" {
            if isStatic { plan.warn(cell, "a prototype in a static table is not shown by it") }
            try collectCell(cell, table: table, staticSection: nil)
        }
        let sections = element.list("sections").filter { $0.name == "tableViewSection" }
        if !sections.isEmpty && !isStatic { plan.warn(element, "<sections> of a table whose dataMode is not static are not shown") }
        for (index, section) in sections.enumerated() {
            for cell in section.list("cells") where cell.name == "tableViewCell" {
                try collectCell(cell, table: table, staticSection: index)
            }
        }
    }

    /// A cell is its content view here: named after the cell's userLabel, else its reuse
    /// identifier, else `cell` and a counter. The cell's id names the content view too.
    private func collectCell(_ cell: IBElement, table: String, staticSection: Int?) throws(IBLoadError) {
        guard let cellID = cell.id else { throw IBLoadError(cell, "expected an id= on \(cell.tag)") }
        guard let content = cell.child(key: "contentView") else {
            throw IBLoadError(cell, "expected a <tableViewCellContentView key=\"contentView\"> in \(cell.tag)")
        }
        guard let contentID = content.id else { throw IBLoadError(content, "expected an id= on \(content.tag)") }
        let label = cell["userLabel"] ?? content["userLabel"] ?? cell["reuseIdentifier"]
        let name = names.allocate(label: label, fallback: "cell")
        try register(cellID, .view(name), at: cell)
        try register(contentID, .view(name), at: content)
        records.append(ViewRecord(element: content, name: name, role: .contentView(table: table, cell: cell, staticSection: staticSection)))
        plan.views.append(LoadedView(name: name, id: contentID, element: content.name, line: content.line))
        try collectContents(of: cell, named: name)
        try collectContents(of: content, named: name)
        for subview in content.list("subviews") {
            try collect(subview, role: .subview(parent: name))
        }
    }

    /// `prototype NAME in TABLE`: the content view, laid out by the table at each row.
    func emitContentView(_ record: ViewRecord, table: String, cell: IBElement, staticSection: Int?, note: String) throws(IBLoadError) {
        var line = "prototype \(record.name) in \(table)"
        if let identifier = cell["reuseIdentifier"], identifier != record.name {
            line += " identifier=" + ScriptLiteral.quoted(identifier)
        }
        plan.add(line, for: cell, note: note)
        if let custom = cell["customClass"] {
            plan.warn(cell, "\(cell.tag) has custom class \(custom): its code does not run here; loaded as a plain cell")
        }
        if staticSection == nil, cell["rowHeight"] != nil {
            plan.warn(cell, "a prototype's custom row height is design-time only: its rows take the table's rowHeight")
        }
        if let accessory = cell["accessoryType"], accessory != "none" {
            plan.warn(cell, "accessory \(accessory) is not modelled: the content view keeps the cell's full width")
        }
        switch cell["style"] {
        case nil, "IBUITableViewCellStyleDefault"?: break
        case let style?: plan.warn(cell, "cell style \(style) is not modelled: only the content view's own subviews are loaded")
        }
        // A content view marked preservesSuperviewLayoutMargins="YES" (as the fixture
        // Prototypes.storyboard's is) takes at least its cell's margins, the separator inset.
        if try record.element.bool("preservesSuperviewLayoutMargins") == true {
            plan.add("set \(record.name).preservesSuperviewLayoutMargins = true", for: record.element)
        }
        checkUnmodelled(cell)
        checkUnmodelled(record.element)
    }

    /// A table's rows and heights, as `set TABLE.PROPERTY` lines.
    func emitTableProperties(_ element: IBElement, name: String) throws(IBLoadError) {
        // UITableViewAutomaticDimension is -1 in the file.
        let automaticOrLength: ClosedRange<Double> = -1...1_000_000
        if let height = try element.number("rowHeight", in: automaticOrLength, what: "a row height (-1 for automatic)") {
            try requireAutomaticOrLength(height, "rowHeight", element)
            plan.add("set \(name).rowHeight = \(height == -1 ? "automatic" : ScriptNumber.text(height))", for: element)
        }
        if let estimate = try element.number("estimatedRowHeight", in: automaticOrLength, what: "an estimated row height") {
            try requireAutomaticOrLength(estimate, "estimatedRowHeight", element)
            if estimate == -1 {
                plan.warn(element, "estimatedRowHeight automatic is not modelled: rows are estimated at the model's default")
            } else {
                plan.add("set \(name).estimatedRowHeight = \(ScriptNumber.text(estimate))", for: element)
            }
        }
        // Interface Builder writes its default section heights on every table (22 for a plain
        // table before Xcode 9, 28 after; 18 for a grouped one): those mean "the style's
        // default" (a plain table shows no header for an untitled section), so they are not set.
        let defaults: Set<Double> = element["style"] == "grouped" ? [18] : [22, 28]
        for attribute in ["sectionHeaderHeight", "sectionFooterHeight"] {
            if let height = try element.number(attribute, in: automaticOrLength, what: "a height (-1 for automatic)") {
                try requireAutomaticOrLength(height, attribute, element)
                guard !defaults.contains(height) else { continue }
                plan.add("set \(name).\(attribute) = \(height == -1 ? "automatic" : ScriptNumber.text(height))", for: element)
            }
        }
        switch element["separatorStyle"] {
        case nil: break
        case "none"?: plan.add("set \(name).separatorStyle = none", for: element)
        case "default"?, "singleLine"?: plan.add("set \(name).separatorStyle = singleLine", for: element)
        case let other?:
            plan.warn(element, "separator style \(other) is drawn as singleLine")
            plan.add("set \(name).separatorStyle = singleLine", for: element)
        }
        let sections = element.list("sections").filter { $0.name == "tableViewSection" }
        guard element["dataMode"] == "static" else { return }
        for (index, section) in sections.enumerated() {
            let header = section["headerTitle"], footer = section["footerTitle"]
            if index == 0 {
                // The `table` command makes the first section; it has no titles to set.
                if header != nil || footer != nil { plan.warn(section, "the first section's header and footer titles are not modelled") }
                continue
            }
            var line = "section add \(name)"
            if let header { line += " header=" + ScriptLiteral.quoted(header) }
            if let footer { line += " footer=" + ScriptLiteral.quoted(footer) }
            plan.add(line, for: section)
        }
    }

    private func requireAutomaticOrLength(_ value: Double, _ attribute: String, _ element: IBElement) throws(IBLoadError) {
        guard value >= 0 || value == -1 else {
            throw IBLoadError(element, "expected a height of 0 or more, or -1 for automatic, for \(attribute)= of \(element.tag), found '\(element[attribute] ?? "")'")
        }
    }

    /// A scroll view's (or a table's) scrolling flags and inset adjustment.
    func emitScrollProperties(_ element: IBElement, name: String) throws(IBLoadError) {
        if let bounces = try element.bool("alwaysBounceVertical") { plan.add("set \(name).alwaysBounceVertical = \(bounces)", for: element) }
        if let bounces = try element.bool("bounces") { plan.add("set \(name).bounces = \(bounces)", for: element) }
        if let enabled = try element.bool("scrollEnabled") { plan.add("set \(name).isScrollEnabled = \(enabled)", for: element) }
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            let known = ["automatic", "scrollableAxes", "never", "always"]
            guard known.contains(behavior) else {
                throw IBLoadError(element, "expected one of \(known.joined(separator: ", ")) for contentInsetAdjustmentBehavior= of \(element.tag), found '\(behavior)'")
            }
            plan.add("set \(name).contentInsetAdjustmentBehavior = \(behavior)", for: element)
        }
    }

    /// The rows of static tables, one per cell, with the heights set in the document: after
    /// every view and constraint, so each row's cell is built from a complete prototype.
    func emitStaticRows() throws(IBLoadError) {
        var rowsBySection: [String: Int] = [:]
        for record in records {
            guard case .contentView(let table, let cell, let section?) = record.role else { continue }
            let key = "\(table) \(section)"
            let row = rowsBySection[key, default: 0]
            rowsBySection[key] = row + 1
            let inSection = section == 0 ? "" : " section=\(section)"
            plan.add("rows add \(table) 1 \(record.name)\(inSection)", for: cell)
            // -1 is UITableViewAutomaticDimension: the table's own height rule.
            if let height = try cell.number("rowHeight", in: -1...1_000_000, what: "a row height"), height >= 0 {
                plan.add("rows height \(table) \(row) \(ScriptNumber.text(height))\(inSection)", for: cell)
            }
        }
    }
}
