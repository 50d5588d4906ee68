import Layout

/// What a storyboard installs per size class, as Xcode writes it, into `variation` commands.
///
/// A view's `<variation key="...">` holds masks: `<mask key="constraints">` and `<mask
/// key="subviews">` list `<include reference="ID"/>` and `<exclude reference="ID"/>`, the
/// constraints and subviews installed or uninstalled for that key's size classes;
/// `key="default"` is the base (any width, any height), so a default exclude with a class's
/// include installs the item for that class only. A constraint's own `<variation key="..."
/// constant="130"/>` changes its constant for the class. (Xcode-written storyboards; the
/// reading follows Apple's Auto Layout Guide, "Size-Class-Specific Layout".) Every item is
/// loaded, and `variation` installs it, or not, as the window's size classes say.
struct IBVariation {
    let key: SizeClassKey
    let installed: Bool?
    let constant: Double?
    let element: IBElement
}

extension IBTranslator {
    /// A view's `<variation>`: its masks' includes and excludes.
    func collectVariation(_ element: IBElement) {
        guard let text = element.key, let key = SizeClassKey(interfaceBuilderKey: text) else {
            plan.warn(element, "size-class variation '\(element.key ?? "")' is not a size class (width and height compact or regular): ignored")
            return
        }
        for child in element.children {
            guard child.name == "mask", ["constraints", "subviews"].contains(child.key ?? "") else {
                plan.warn(child, "<\(child.name)> in a size-class variation is not modelled (only installing constraints and views, and constants): ignored")
                continue
            }
            for entry in child.children {
                guard let reference = entry["reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                variations.append((reference, IBVariation(key: key, installed: entry.name == "include", constant: nil, element: entry)))
            }
        }
    }

    /// A constraint's `<variation key="..." constant="N"/>` children.
    func collectConstantVariations(of constraint: IBElement) {
        guard let id = constraint.id else { return }
        for child in constraint.children(named: "variation") {
            guard let text = child.key, let key = SizeClassKey(interfaceBuilderKey: text) else {
                plan.warn(child, "size-class variation '\(child.key ?? "")' is not a size class: ignored")
                continue
            }
            let constant = child["constant"].flatMap(Double.init)
            guard let constant, constant.isFinite, abs(constant) <= 1e6 else {
                plan.warn(child, "a constraint's variation without a constant is not modelled: ignored")
                continue
            }
            variations.append((id, IBVariation(key: key, installed: nil, constant: constant, element: child)))
        }
    }

    /// A `variation` command for each, after every view and constraint is made.
    func emitVariations() {
        for (id, variation) in variations {
            let name: String
            if let constraint = constraintNames[id] {
                name = constraint
            } else if case .view(let view)? = objects[id] {
                name = view
            } else {
                plan.warn(variation.element, "variation of '\(id)', which is not loaded: ignored")
                continue
            }
            var parts = ["variation", name]
            if let width = variation.key.width { parts.append("width=\(width)") }
            if let height = variation.key.height { parts.append("height=\(height)") }
            if let installed = variation.installed { parts.append("installed=\(installed)") }
            if let constant = variation.constant { parts.append("constant=\(ScriptNumber.text(constant))") }
            plan.add(parts.joined(separator: " "), for: variation.element, note: "<variation> line \(variation.element.line)")
        }
    }
}
