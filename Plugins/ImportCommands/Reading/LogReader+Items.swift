import Layout

/// What the reader does with a description or a view line once it has one.
extension LogReader {
    /// Reads one description and adds its constraint (once) to the log and the open report.
    mutating func readDescription(_ bytes: [UInt8], line: Int, column: Int) {
        let parsed: ConstraintDescriptionReader.Parsed
        do {
            parsed = try ConstraintDescriptionReader.read(bytes)
        } catch {
            log.warn(line, column + error.offset, "cannot read the constraint '\(Self.excerpt(bytes, from: 0))': \(error.message)")
            return
        }
        let description = String(decoding: bytes, as: UTF8.self)
        let key = parsed.address ?? "line:\(line):\(column)"
        if let existing = log.constraints[key] {
            if existing.description != description {
                log.warn(line, column, "the address \(key) named another constraint before: the first is kept")
            }
        } else if parsed.className.hasPrefix("NSContentSizeLayoutConstraint") {
            readContentSize(parsed, line: line, column: column)
            return
        } else {
            guard let constraint = makeConstraint(parsed, key: key, description: description, line: line, column: column) else { return }
            log.constraints[key] = constraint
            log.constraintOrder.append(key)
        }
        guard let index = currentReport else {
            if looseList == nil { looseList = ImportedReport(line: line) }
            if looseList?.listedKeys.insert(key).inserted == true { looseList?.listed.append(key) }
            return
        }
        if log.reports[index].awaitsBroken {
            log.reports[index].broken = key
            log.reports[index].brokenLine = line
            closeReport()
        } else if log.reports[index].listedKeys.insert(key).inserted {
            log.reports[index].listed.append(key)
        }
    }

    /// `UILabel:0x…'Title'.width == 42 Hug:251 CompressionResistance:750`: the view's intrinsic
    /// width and the priorities UIKit made from it, which the view then reports itself.
    private mutating func readContentSize(_ parsed: ConstraintDescriptionReader.Parsed, line: Int, column: Int) {
        let equation = parsed.equation
        let axis = equation.first.attribute == .width ? "width" : equation.first.attribute == .height ? "height" : nil
        guard let axis, equation.second == nil else {
            log.warn(line, column, "an NSContentSizeLayoutConstraint relates a width or height to a constant: this one is not read")
            return
        }
        let key = noteView(equation.first.item, line: line, column: column)
        log.views[key]?.intrinsicSize[axis] = equation.constant
        if let hugging = parsed.hugging { log.views[key]?.hugging[axis] = hugging }
        if let resistance = parsed.compressionResistance { log.views[key]?.compressionResistance[axis] = resistance }
        // The old form prints one constraint per priority, at its priority (UIKit prints none
        // that is required).
        if parsed.hugging == nil, parsed.compressionResistance == nil, !equation.priority.isRequired {
            if equation.relation == .lessThanOrEqual { log.views[key]?.hugging[axis] = equation.priority.value }
            if equation.relation == .greaterThanOrEqual { log.views[key]?.compressionResistance[axis] = equation.priority.value }
        }
    }

    private mutating func makeConstraint(_ parsed: ConstraintDescriptionReader.Parsed, key: String, description: String,
                                         line: Int, column: Int) -> LoggedConstraint? {
        let equation = parsed.equation
        // The visual format's `|`: a view of its own, named by `names:`; else the superview
        // the item is known to have is not knowable here, so a placeholder stands for it.
        var superviewKey: String?
        if equation.first.item.isSuperviewPlaceholder || equation.second?.item.isSuperviewPlaceholder == true,
            let superview = parsed.names.superview, superview.address != nil || superview.className != nil {
            superviewKey = noteView(superview, line: line, column: column)
        }
        let keyed = equation.mapItems { item in
            guard item.isSuperviewPlaceholder else { return noteView(item, line: line, column: column) }
            if let superviewKey { return superviewKey }
            // No `names:` said what `|` is: the superview of the item beside it, unnamed.
            let partner = equation.items.first { !$0.isSuperviewPlaceholder }
            let placeholder = ItemReference(className: "UIView", accessibilityIdentifier: "superview of \(partner.map { $0.key } ?? "?")")
            log.warn(line, column, "the description does not name its '|': a view stands for the superview of \(partner?.printed ?? "?")")
            let key = noteView(placeholder, line: line, column: column)
            superviewKey = key
            return key
        }
        var constraint = LoggedConstraint(
            key: key, address: parsed.address, className: parsed.className, identifier: parsed.identifier, mask: parsed.mask,
            sourceLocation: parsed.sourceLocation, equation: keyed, description: description, line: line, column: column)
        constraint.isSystemSpacing = parsed.isSystemSpacing
        constraint.isActive = parsed.isActive
        constraint.superviewOfItems = superviewKey
        return constraint
    }

    /// The key of the view `reference` names. An address printed before with another class
    /// was reused for a new object (the first was freed): the two are different views.
    mutating func noteView(_ reference: ItemReference, line: Int, column: Int) -> String {
        let key = reference.key
        if let existing = log.views[key], let known = existing.className, let named = reference.className, known != named {
            let other = key + "/" + named
            if log.views[other] == nil {
                log.warn(line, column, "the address \(key) named a \(known) before and a \(named) here: "
                         + "taken as two objects (the first was freed and its address reused)")
            }
            var renamed = reference
            renamed.address = other
            return log.noteView(renamed, line: line)
        }
        return log.noteView(reference, line: line)
    }

    /// A view of a recursive description or a trace; true when the line is one.
    mutating func readView(_ bytes: [UInt8], from start: Int, line: Int, columnBase: Int) -> Bool {
        var cursor = ByteCursor(bytes, from: start)
        let depth = ViewDescriptionReader.nesting(&cursor)
        // A layer a recursive description lists under its view (iOS 13: `<_UILabelContentLayer:
        // 0x…> (layer)`): no view, nothing to make.
        if cursor.peek == .less, bytes.count >= 7, String(decoding: bytes[(bytes.count - 7)...], as: UTF8.self) == "(layer)" { return true }
        if cursor.peek == .less, ViewDescriptionReader.descriptionIsOpen(cursor), carriedLines < Self.maximumContinuation {
            // A view's description wrapped onto the next line.
            carried = (Array(bytes[start...]), line, columnBase + start)
            return true
        }
        let description = ViewDescriptionReader.recursiveDescriptionEntry(cursor, depth: depth)
        guard let entry = description ?? ViewDescriptionReader.traceEntry(cursor, depth: depth) else { return false }
        closeReport()
        looseList = nil
        let key = noteView(entry.item, line: line, column: columnBase + entry.offset + 1)
        guard var view = log.views[key] else { return true }
        if let frame = entry.frame { view.frame = frame }
        if let mask = entry.autoresize { view.autoresizingMask = mask }
        if entry.isHidden { view.isHidden = true }
        if let baseClass = entry.baseClass { view.baseClass = baseClass }
        if entry.clipsToBounds { view.clipsToBounds = true }
        if let alpha = entry.alpha { view.alpha = alpha }
        if let offset = entry.contentOffset { view.contentOffset = offset }
        if let size = entry.contentSize { view.contentSize = size }
        if let frame = entry.layoutFrame { view.layoutFrame = frame }
        if let frame = entry.ownerFrame { view.ownerFrame = frame }
        for field in entry.unkept {
            let known = log.unkeptFields[field]
            log.unkeptFields[field] = ((known?.count ?? 0) + 1, known?.line ?? line)
        }
        if let mark = entry.mark { view.traceMark = mark }
        if description == nil { view.isFromTrace = true }
        if let ambiguity = entry.ambiguity { view.ambiguity = ambiguity }
        // The tree: the last view one level up is the superview.
        if entry.depth < treeStack.count { treeStack.removeSubrange(entry.depth...) }
        if entry.depth > 0, entry.depth == treeStack.count, let parent = treeStack.last, parent != key {
            view.parent = parent
            view.parentEvidence = .tree
            view.treeOrder = treeChildCount[parent, default: 0]
            treeChildCount[parent, default: 0] += 1
        } else if entry.depth > treeStack.count {
            log.warn(line, columnBase + entry.offset + 1, "a view nested \(entry.depth) deep under a view \(treeStack.count - 1) deep: "
                     + "its superview is not in the text")
        }
        if entry.depth == treeStack.count { treeStack.append(key) }
        log.views[key] = view
        return true
    }
}
