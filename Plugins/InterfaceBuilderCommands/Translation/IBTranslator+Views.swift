import Layout

/// The commands that make each view and give it what Interface Builder set.
extension IBTranslator {
    func emitViews() throws(IBLoadError) {
        let constrained = viewsWithOwnConstraints()
        for record in records {
            try emit(record, hasOwnConstraints: constrained.contains(record.name))
        }
        emitArrangements()
        // A view controller's view takes the window's size whatever its size on the canvas
        // (often 600 x 600, or another device), and its subviews follow by their masks, as
        // when UIKit resizes a view loaded from a storyboard.
        if let root = records.first, let name = rootName, let frame = try root.element.frame(),
            frame.x != 0 || frame.y != 0 || frame.width != screen.size.width || frame.height != screen.size.height {
            plan.add("set \(name).frame = (0, 0, \(ScriptNumber.text(screen.size.width)), \(ScriptNumber.text(screen.size.height)))",
                     for: root.element)
        }
    }

    /// Interface Builder's rule for a view that does not say: a view with constraints of its
    /// own (placing or sizing it) is placed by them (`translatesAutoresizingMaskIntoConstraints`
    /// NO); one without keeps its frame through its autoresizing mask. Constraints a view holds
    /// between itself and its subviews place the subviews, not it: that is why the seed's
    /// header, dragged above a prototype cell, translates its mask though it is full of
    /// constraints.
    private func viewsWithOwnConstraints() -> Set<String> {
        var constrained: Set<String> = []
        for (element, holder) in constraints {
            // The views among the items (an omitted first item is the holder; guides are not views).
            var items: [String] = []
            if let id = element["firstItem"] {
                if let name = viewName(id) { items.append(name) }
            } else {
                items.append(holder)
            }
            let secondIsGuide = element["secondItem"].map { viewName($0) == nil } ?? false
            if let id = element["secondItem"], let name = viewName(id) { items.append(name) }
            // A constraint on the holder alone (its width, its aspect ratio) is its own.
            let aboutItselfOnly = Set(items) == [holder] && !secondIsGuide
            for item in items where item != holder || aboutItselfOnly {
                constrained.insert(item)
            }
        }
        return constrained
    }

    private func viewName(_ id: String) -> String? {
        if case .view(let name)? = objects[id] { return name }
        return nil
    }

    private func emit(_ record: ViewRecord, hasOwnConstraints: Bool) throws(IBLoadError) {
        let element = record.element, name = record.name
        let kind = IBViewKind(element)
        let note = "\(element.tag) id=\(element.id ?? "?") line \(element.line)"
        if case .contentView(let table, let cell, let section) = record.role {
            try emitContentView(record, table: table, cell: cell, staticSection: section, note: note)
            return
        }
        if let loss = kind.loss { plan.warn(element, loss) }
        if let custom = element["customClass"] {
            plan.warn(element, "\(element.tag) has custom class \(custom): its code does not run here; loaded as its UIKit class")
        }
        let explicit = try element.bool("translatesAutoresizingMaskIntoConstraints")
        var translates = explicit ?? (!usesAutolayout || !hasOwnConstraints)
        var frame = try element.frame()
        var parent: String?
        switch record.role {
        case .root:
            // Made at its size on Interface Builder's canvas, so its subviews' frames and masks
            // mean what they meant there; resized to the screen once all are in (emitViews).
            frame = frame ?? (0, 0, screen.size.width, screen.size.height)
            translates = true
        case .topLevel:
            translates = true
        case .subview(let parentName):
            parent = parentName
        case .arranged(let stack):
            // `arrange` makes it a subview placed by the stack (translates NO), whatever its frame.
            parent = stack
            translates = false
        case .tableHeader(let table), .tableFooter(let table):
            parent = table
        case .contentView:
            return
        }
        var words = [kind.command, name]
        if let parent { words += ["in", parent] }
        // A view with a frame keeps it through its mask; one without is placed by constraints:
        // the `view` command's own rule, so the generated line reads as a person would write it.
        let isHeaderOrFooter: Bool
        switch record.role {
        case .tableHeader, .tableFooter: isHeaderOrFooter = true
        default: isHeaderOrFooter = false
        }
        let writesFrame = translates || isHeaderOrFooter
        if writesFrame {
            guard let frame else { throw IBLoadError(element, "expected a <rect key=\"frame\"> in \(element.tag), which keeps its frame") }
            words += ["frame", "(\(ScriptNumber.text(frame.x)), \(ScriptNumber.text(frame.y)), \(ScriptNumber.text(frame.width)), \(ScriptNumber.text(frame.height)))"]
        }
        words += try creationExtras(element, kind: kind, name: name)
        plan.add(words.joined(separator: " "), for: element, note: note)
        if writesFrame && !translates {
            plan.add("set \(name).translatesAutoresizingMaskIntoConstraints = false", for: element)
        }
        switch record.role {
        case .root:
            plan.add("set \(name).autoresizingMask = flexibleWidth,flexibleHeight", for: element)
        case .tableHeader(let table):
            plan.add("set \(table).tableHeaderView = \(name)", for: element)
        case .tableFooter(let table):
            plan.add("set \(table).tableFooterView = \(name)", for: element)
        default:
            break
        }
        if translates, record.role.isPlacedByMask {
            let mask = try autoresizingMask(element)
            if !mask.isEmpty { plan.add("set \(name).autoresizingMask = \(mask.joined(separator: ","))", for: element) }
        }
        for guide in customGuides[name] ?? [] {
            plan.add("guide \(guide.name) in \(name)", for: guide.element, note: "\(guide.element.tag) id=\(guide.element.id ?? "?") line \(guide.element.line)")
            checkUnmodelledGuide(guide.element)
        }
        try emitCommonProperties(element, name: name)
        if kind == .table { try emitTableProperties(element, name: name) }
        if kind == .collection { try emitCollectionProperties(element, name: name) }
        if kind == .scrollView || kind == .table || kind == .collection { try emitScrollProperties(element, name: name) }
        if kind == .button { try emitButtonProperties(element, name: name) }
        checkUnmodelled(element)
    }

    /// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" .../>` as the model's flags.
    private func autoresizingMask(_ element: IBElement) throws(IBLoadError) -> [String] {
        guard let mask = element.child(key: "autoresizingMask") else { return [] }
        let flags: [(String, String)] = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", "flexibleTopMargin"), ("heightSizable", "flexibleHeight"), ("flexibleMaxY", "flexibleBottomMargin"),
        ]
        for attribute in mask.attributes.keys.sorted() where attribute != "key" && !flags.contains(where: { $0.0 == attribute }) {
            plan.warn(mask, "attribute \(attribute)= of \(mask.tag) is not an autoresizing flag; ignored")
        }
        var names: [String] = []
        for (attribute, flag) in flags where try mask.bool(attribute) == true { names.append(flag) }
        return names
    }

    /// Options of the creation command: a label's text and lines, an image's size, a table's
    /// style, a control's title or text (IBTranslator+Controls).
    private func creationExtras(_ element: IBElement, kind: IBViewKind, name: String) throws(IBLoadError) -> [String] {
        switch kind {
        case .label: return try labelOptions(element)
        case .image:
            guard let image = element["image"] else { return [] }
            guard let size = imageSizes[image] else {
                plan.warn(element, "image '\(image)' has no size in the document's <resources>: the image view has no intrinsic size")
                return []
            }
            return ["size", "(\(ScriptNumber.text(size.width)), \(ScriptNumber.text(size.height)))"]
        case .table:
            switch element["style"] {
            case nil, "plain"?: return []
            case "grouped"?: return ["style=grouped"]
            case let other?:
                plan.warn(element, "table style '\(other)' is not modelled; loaded as grouped")
                return ["style=grouped"]
            }
        case .stack: return try stackOptions(element)
        case .button: return try buttonOptions(element)
        case .textField: return try textFieldOptions(element)
        case .segmentedControl: return segmentedOptions(element)
        case .activityIndicator: return activityIndicatorOptions(element)
        default: return []
        }
    }

    /// Hugging, compression resistance, hidden, alpha, margins and the design-time placeholder.
    private func emitCommonProperties(_ element: IBElement, name: String) throws(IBLoadError) {
        let priorities: [(String, String)] = [
            ("horizontalHuggingPriority", "contentHuggingPriority.horizontal"),
            ("verticalHuggingPriority", "contentHuggingPriority.vertical"),
            ("horizontalCompressionResistancePriority", "contentCompressionResistancePriority.horizontal"),
            ("verticalCompressionResistancePriority", "contentCompressionResistancePriority.vertical"),
        ]
        for (attribute, property) in priorities {
            if let value = try element.number(attribute, in: IBElement.Range.priority, what: "a priority") {
                plan.add("set \(name).\(property) = \(ScriptNumber.text(value))", for: element)
            }
        }
        if try element.bool("hidden") == true { plan.add("set \(name).hidden = true", for: element) }
        if let alpha = try element.number("alpha", in: 0...1, what: "an alpha"), alpha != 1 {
            plan.add("set \(name).alpha = \(ScriptNumber.text(alpha))", for: element)
        }
        if let attribute = element["semanticContentAttribute"] {
            let values = ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"]
            guard values.contains(attribute) else {
                throw IBLoadError(element, "expected semanticContentAttribute= one of \(values.joined(separator: ", ")) on \(element.tag), found '\(attribute)'")
            }
            if attribute != "unspecified" { plan.add("set \(name).semanticContentAttribute = \(attribute)", for: element) }
        }
        // `<edgeInsets key="layoutMargins" top= left= bottom= right=>`, or (Xcode 9 and later)
        // `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=>`,
        // which flips with the layout direction.
        if let margins = element.child(key: "layoutMargins") ?? element.child(key: "directionalLayoutMargins") {
            let directional = margins.name == "directionalEdgeInsets"
            var values: [Double] = []
            for side in ["top", directional ? "leading" : "left", "bottom", directional ? "trailing" : "right"] {
                values.append(try margins.number(side, in: IBElement.Range.length, what: "a margin") ?? 0)
            }
            let property = directional ? "directionalLayoutMargins" : "layoutMargins"
            plan.add("set \(name).\(property) = (\(values.map(ScriptNumber.text).joined(separator: ", ")))", for: margins)
        }
        if try element.bool("preservesSuperviewLayoutMargins") == true {
            plan.add("set \(name).preservesSuperviewLayoutMargins = true", for: element)
        }
        if try element.bool("layoutMarginsFollowReadableWidth") == true {
            plan.warn(element, "layoutMarginsFollowReadableWidth is not modelled: the view's own margins are used")
        }
        if try element.bool("insetsLayoutMarginsFromSafeArea") == false {
            plan.warn(element, "insetsLayoutMarginsFromSafeArea=NO is not modelled (margins never include the safe area here)")
        }
        let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
        if width != nil || height != nil {
            plan.warn(element, "placeholder intrinsic size (\(width ?? "none") x \(height ?? "none")) is design-time only: at run time \(element.tag) has its class's intrinsic size (none for a plain view)")
        }
    }

    /// What the element carries that the load neither reads nor leaves out on purpose.
    func checkUnmodelled(_ element: IBElement) {
        for attribute in element.attributes.keys.sorted()
        where !IBKnownAttributes.read.contains(attribute) && !IBKnownAttributes.cosmetic.contains(attribute) {
            plan.warn(element, "attribute \(attribute)= of \(element.tag) is not modelled; ignored")
        }
        for child in element.children {
            let known = IBKnownAttributes.readChildren.contains(child.name) || IBKnownAttributes.cosmeticChildren.contains(child.name)
                || (child.key.map(IBKnownAttributes.tableRoles.contains) ?? false)
            if !known { plan.warn(child, "\(child.tag)\(child.key.map { " key=\($0)" } ?? "") in \(element.tag) is not modelled; ignored") }
        }
    }
}

extension IBTranslator.Role {
    /// Whether the view's frame follows its superview through the mask in the model (a
    /// header's width is the table's, a root view's is the screen's: their masks are set apart).
    var isPlacedByMask: Bool {
        switch self {
        case .subview, .topLevel, .tableHeader, .tableFooter: true
        case .root, .contentView, .arranged: false
        }
    }
}
