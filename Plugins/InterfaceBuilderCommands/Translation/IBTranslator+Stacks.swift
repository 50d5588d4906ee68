/// Stack views as Interface Builder writes them:
///
/// ```xml
/// <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually"
///            alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="...">
///     <rect key="frame" .../>
///     <subviews> (the arranged subviews, in order) </subviews>
/// </stackView>
/// ```
///
/// Absent attributes are UIKit's defaults (horizontal, fill, fill, 0). The stack is made with
/// `stack`, its subviews inside it without frames, and once all are made `arrange` lists them
/// in document order. Interface Builder has no per-view custom spacing
/// (`setCustomSpacing(_:after:)` is code only), so nothing here writes `spacing after`; any
/// child element it might write for one is reported as not modelled.
extension IBTranslator {
    /// The `stack` command's options for a `<stackView>`.
    func stackOptions(_ element: IBElement) throws(IBLoadError) -> [String] {
        var options: [String] = []
        switch element["axis"] {
        case nil, "horizontal"?: break
        case "vertical"?: options.append("axis=vertical")
        case let other?: throw IBLoadError(element, "expected axis= horizontal or vertical on \(element.tag), found '\(other)'")
        }
        let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        if let distribution = element["distribution"], distribution != "fill" {
            guard distributions.contains(distribution) else {
                throw IBLoadError(element, "expected distribution= one of \(distributions.joined(separator: ", ")) on \(element.tag), found '\(distribution)'")
            }
            options.append("distribution=\(distribution)")
        }
        let alignments = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]
        if let alignment = element["alignment"], alignment != "fill" {
            guard alignments.contains(alignment) else {
                throw IBLoadError(element, "expected alignment= one of \(alignments.joined(separator: ", ")) on \(element.tag), found '\(alignment)'")
            }
            options.append("alignment=\(alignment)")
        }
        if let spacing = try element.number("spacing", in: IBElement.Range.coordinate, what: "a spacing"), spacing != 0 {
            options.append("spacing=\(ScriptNumber.text(spacing))")
        }
        if try element.bool("layoutMarginsRelativeArrangement") == true { options.append("margins=true") }
        if try element.bool("baselineRelativeArrangement") == true {
            plan.warn(element, "baselineRelativeArrangement is not modelled: spacing runs between the views' frames")
        }
        return options
    }

    /// `arrange A B C in STACK` for each stack view, after every view is made.
    func emitArrangements() {
        var order: [String] = []
        var arranged: [String: [ViewRecord]] = [:]
        for record in records {
            guard case .arranged(let stack) = record.role else { continue }
            if arranged[stack] == nil { order.append(stack) }
            arranged[stack, default: []].append(record)
        }
        for stack in order {
            guard let views = arranged[stack], let first = views.first else { continue }
            plan.add("arrange \(views.map(\.name).joined(separator: " ")) in \(stack)", for: first.element)
        }
    }

    /// A custom guide's attributes: an id and a label are all it has in the model.
    func checkUnmodelledGuide(_ guide: IBElement) {
        for attribute in guide.attributes.keys.sorted() where !["id", "userLabel", "identifier", "key"].contains(attribute) {
            plan.warn(guide, "attribute \(attribute)= of \(guide.tag) is not modelled; ignored")
        }
        for child in guide.children {
            plan.warn(child, "\(child.tag) in \(guide.tag) is not modelled; ignored")
        }
    }
}
