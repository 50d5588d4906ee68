import Layout
import Solver

/// The header of the header seed (`table-header-view.txt`): a storyboard header, frame
/// 320 x 100 with its autoresizing mask translated, holding a temporary view 50 high 5 pt
/// below its top, then 5 pt further a box 15 pt above its bottom and 12 pt from its sides,
/// and in the box a multi-line label inset 15 pt on every side.
struct HeaderFixture {
    static let sentence = "The quick brown fox jumped over the lazy dog."

    let scene: Scene
    let header: View
    let temporary: View
    let box: View
    let label: Label
    let temporaryHeight: LayoutConstraint
    let labelBottom: LayoutConstraint
    /// The width of the table the header sits in.
    let tableWidth: Double

    init(width: Double = 320, preferredMaxLayoutWidth: Double? = nil) throws {
        tableWidth = width
        scene = Scene(screen: Screen(name: "custom", size: Size(width: width, height: 568), scale: 2))
        header = try scene.add(View(name: "header", frame: Rect(x: 0, y: 0, width: width, height: 100)))
        temporary = try scene.add(View(name: "temp"), to: header)
        box = try scene.add(View(name: "box"), to: header)
        label = Label(name: "label", text: Self.sentence)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        try scene.add(label, to: box)
        for view in [temporary, box, label] { view.translatesAutoresizingMaskIntoConstraints = false }

        try scene.addConstraint(temporary, .leading, .equal, header, .leading, constant: 12)
        try scene.addConstraint(temporary, .trailing, .equal, header, .trailing, constant: -12)
        try scene.addConstraint(temporary, .top, .equal, header, .top, constant: 5)
        temporaryHeight = try scene.addConstraint(temporary, .height, .equal, nil, nil, constant: 50)
        try scene.addConstraint(box, .leading, .equal, header, .leading, constant: 12)
        try scene.addConstraint(box, .trailing, .equal, header, .trailing, constant: -12)
        try scene.addConstraint(box, .top, .equal, temporary, .bottom, constant: 5)
        try scene.addConstraint(box, .bottom, .equal, header, .bottom, constant: -15)
        try scene.addConstraint(label, .leading, .equal, box, .leading, constant: 15)
        try scene.addConstraint(label, .trailing, .equal, box, .trailing, constant: -15)
        try scene.addConstraint(label, .top, .equal, box, .top, constant: 15)
        labelBottom = try scene.addConstraint(label, .bottom, .equal, box, .bottom, constant: -15)
    }

    /// Workaround #1, `sizeHeaderToFit`: lay the header out, fit it compressed, keep the
    /// height, and give the header back to the table, which sets its width to the table's
    /// (`tableView.tableHeaderView = header`).
    @discardableResult
    func sizeHeaderToFit() -> Size {
        scene.layout(header)
        let fitted = scene.systemLayoutSizeFitting(header, target: .layoutFittingCompressedSize)
        header.frame = Rect(x: 0, y: 0, width: tableWidth, height: fitted.height)
        scene.layoutIfNeeded()  // the display cycle that ends the turn
        return fitted
    }
}
