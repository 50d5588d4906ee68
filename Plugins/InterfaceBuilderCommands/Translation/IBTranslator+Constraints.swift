import ScriptSyntax
import Layout

/// Constraints as Interface Builder writes them:
///
/// ```xml
/// <constraint firstItem="box" firstAttribute="top" secondItem="temp" secondAttribute="bottom"
///             constant="5" id="..."/>
/// <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="12" id="..."/>
/// <constraint firstAttribute="height" constant="50" id="..."/>
/// ```
///
/// An omitted first item is the view whose `<constraints>` holds the constraint; an omitted
/// second item leaves a constant. The relation defaults to equal, the multiplier (`0.5` or
/// `1:2`) to 1, the priority to required. `placeholder="YES"` marks a constraint Interface
/// Builder removes at build time: it is not loaded. One a `<variation>` installs per size
/// class, or whose constant one changes, is named, so that `variation` can name it
/// (``IBVariation``).
extension IBTranslator {
    /// The constraints a size class installs and the base (`default`) does not come last,
    /// each deactivated as soon as it is made, so that no two of them that only different size
    /// classes install are ever active together (UIKit installs only the current class's).
    func emitConstraints() throws(IBLoadError) {
        let later = constraints.filter { excludedByDefault($0.element) }
        let now = constraints.filter { !excludedByDefault($0.element) }
        for (element, holder) in now + later {
            try emitConstraint(element, holder: holder)
        }
    }

    /// Whether the base size class (`<variation key="default">`) excludes the constraint.
    func excludedByDefault(_ element: IBElement) -> Bool {
        guard let id = element.id else { return false }
        return variations.contains { $0.id == id && $0.variation.key == .any && $0.variation.installed == false }
    }

    private func emitConstraint(_ element: IBElement, holder: String) throws(IBLoadError) {
        if try element.bool("placeholder") == true {
            plan.warn(element, "a placeholder constraint is removed at build time: not loaded")
            return
        }
        guard let firstAttribute = try attribute(element, "firstAttribute") else {
            throw IBLoadError(element, "expected a firstAttribute= on \(element.tag)")
        }
        guard let firstSide = try item(element, "firstItem", holder: holder, attribute: firstAttribute) else { return }
        let secondAttribute = try attribute(element, "secondAttribute")
        var secondSide: Side?
        if element["secondItem"] != nil {
            guard let secondAttribute else { throw IBLoadError(element, "expected a secondAttribute= with secondItem= on \(element.tag)") }
            guard let side = try item(element, "secondItem", holder: holder, attribute: secondAttribute) else { return }
            secondSide = side
        } else if secondAttribute != nil {
            throw IBLoadError(element, "expected a secondItem= with secondAttribute= on \(element.tag)")
        }
        if let secondSide, let requirement = firstSide.attribute.pairingRequirement(with: secondSide.attribute) {
            throw IBLoadError(element, "expected \(requirement), found \(element["secondAttribute"] ?? "")")
        }
        let relation: String
        switch element["relation"] {
        case nil: relation = "=="
        case "greaterThanOrEqual"?: relation = ">="
        case "lessThanOrEqual"?: relation = "<="
        case let other?: throw IBLoadError(element, "expected relation= greaterThanOrEqual or lessThanOrEqual, found '\(other)'")
        }
        let multiplier = secondSide == nil ? 1 : try element.multiplier()
        let constant = try element.number("constant", in: IBElement.Range.coordinate, what: "a constant") ?? 0
        let priority = try element.number("priority", in: IBElement.Range.priority, what: "a priority") ?? 1000
        guard priority == priority.rounded() else {
            throw IBLoadError(element, "expected a whole priority in 1...1000 for priority= of \(element.tag), found '\(element["priority"] ?? "")'")
        }
        let varied = element.id.map { id in variations.contains { $0.id == id } } ?? false
        let identifier = element["identifier"]
        var text = ""
        var name: String?
        if varied || identifier != nil {
            let allocated = names.allocate(label: element["userLabel"] ?? identifier, fallback: "constraint")
            name = allocated
            text += "\(allocated): "
        }
        text += "\(firstSide.name).\(firstSide.attribute) \(relation) "
        var right: [String] = []
        if let secondSide {
            right.append((multiplier == 1 ? "" : "\(ScriptNumber.text(multiplier)) * ") + "\(secondSide.name).\(secondSide.attribute)")
        }
        if constant != 0 || secondSide == nil {
            if right.isEmpty {
                right.append(ScriptNumber.text(constant))
            } else {
                right.append((constant < 0 ? "- " : "+ ") + ScriptNumber.text(abs(constant)))
            }
        }
        text += right.joined(separator: " ")
        if priority != 1000 { text += " @\(ScriptNumber.text(priority))" }
        let note = "<constraint> id=\(element.id ?? "?") line \(element.line)"
        plan.add("constrain " + text, for: element, note: note)
        plan.constraintCount += 1
        if let name, let identifier { plan.add("set \(name).identifier = \(ScriptLiteral.quoted(identifier))", for: element) }
        if let name, let id = element.id { constraintNames[id] = name }
        if let name, excludedByDefault(element) { plan.add("deactivate \(name)", for: element) }
        for attribute in element.attributes.keys.sorted() where !Self.constraintAttributes.contains(attribute) {
            plan.warn(element, "attribute \(attribute)= of <constraint> is not modelled; ignored")
        }
    }

    static let constraintAttributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority", "identifier", "placeholder", "userLabel", "symbolic", "misplaced", "ambiguous", "colorLabel",
    ]

    /// One end of a constraint: a view or guide, by its name in the scene, and its attribute.
    struct Side {
        let name: String
        let attribute: LayoutAttribute
    }

    private func attribute(_ element: IBElement, _ key: String) throws(IBLoadError) -> LayoutAttribute? {
        guard let text = element[key], text != "notAnAttribute" else { return nil }
        // Interface Builder's `baseline` is the last baseline (NSLayoutAttributeBaseline).
        guard let attribute = LayoutAttribute.userAttribute(named: text == "baseline" ? "lastBaseline" : text) else {
            throw IBLoadError(element, "expected a layout attribute (\(LayoutAttribute.validNames)) for \(key)= of <constraint>, found '\(text)'")
        }
        return attribute
    }

    /// The side a constraint's item names; nil (with a warning) when the item is an object the
    /// load leaves out or a guide attribute the model cannot stand in for.
    private func item(_ element: IBElement, _ key: String, holder: String, attribute: LayoutAttribute) throws(IBLoadError) -> Side? {
        guard let id = element[key] else { return Side(name: holder, attribute: attribute) }
        switch objects[id] {
        case .view(let name)?:
            return Side(name: name, attribute: attribute)
        case .guide(let guide)?:
            guard let ownerID = guide.owner.id, case .view(let owner)? = objects[ownerID] else {
                plan.warn(element, "constraint to \(guide.kind.name) whose view is not loaded: not loaded")
                return nil
            }
            guard let reference = guide.reference(for: attribute) else {
                plan.warn(element, "constraint to \(owner).\(guide.kind.name).\(attribute) is not modelled: not loaded")
                return nil
            }
            return Side(name: owner + reference.path, attribute: reference.attribute)
        case .namedGuide(let name)?:
            return Side(name: name, attribute: attribute)
        case .skipped(let reason)?:
            plan.warn(element, "constraint naming \(key)='\(id)' is not loaded: \(reason)")
            return nil
        case nil:
            throw IBLoadError(element, "expected \(key)= to name a view or layout guide of the \(plan.title.isEmpty ? "document" : plan.title), found unknown id '\(id)'")
        }
    }
}
