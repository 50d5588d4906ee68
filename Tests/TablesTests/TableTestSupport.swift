import Layout
@testable import Tables

/// Equality up to floating-point noise.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A table that fills a 320 x 568 @2x window by its frame (autoresizing mask translated), with
/// one prototype `Cell` whose multi-line label `title` is pinned 8 pt inside the content view.
///
/// Figures the tests build on (17 pt system font, @2x):
/// - one line of text is 17 * 1.193359375 = 20.287109375 pt, ceiled to the pixel: 20.5;
/// - the fitted content view is 8 + 20.5 + 8 = 36.5;
/// - a measured row adds the separator, one pixel (0.5 pt): 37.
struct TableFixture {
    static let oneLineRow = 37.0
    /// The screen: a 320 x 568 phone whose app hides the status bar, so a table that fills
    /// the window is not inset by it (from iOS 11 its 20 pt are the safe area), which these
    /// tests' figures leave out.
    static let screen = Screen.iPhone320x568.with(statusBarHidden: true)

    let scene: Scene
    let table: TableView
    let prototype: Prototype
    let label: Label

    init(screen: Screen = Self.screen, style: TableView.Style = .plain, configure: (TableView) -> Void = { _ in }) throws {
        scene = Scene(screen: screen)
        table = try scene.add(TableView(name: "table", style: style, frame: screen.bounds))
        configure(table)
        (prototype, label) = try Self.addPrototype(to: table, in: scene, named: "Cell")
    }

    /// A prototype whose label `<name>_title` (numberOfLines 0) is pinned `inset` inside the
    /// content view on every side: four constraints.
    @discardableResult
    static func addPrototype(
        to table: TableView, in scene: Scene, named name: String, reuseIdentifier: String? = nil, inset: Double = 8
    ) throws -> (Prototype, Label) {
        let prototype = try table.addPrototype(named: name, reuseIdentifier: reuseIdentifier)
        let label = Label(name: "\(name)_title", text: "Prototype")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        try scene.add(label, to: prototype.contentView)
        let content = prototype.contentView
        try scene.addConstraint(label, .leading, .equal, content, .leading, constant: inset)
        try scene.addConstraint(label, .trailing, .equal, content, .trailing, constant: -inset)
        try scene.addConstraint(label, .top, .equal, content, .top, constant: inset)
        try scene.addConstraint(label, .bottom, .equal, content, .bottom, constant: -inset)
        return (prototype, label)
    }

    /// `count` rows at the end of section 0 (made if missing), every one saying `text`.
    func addRows(_ count: Int, text: String = "Row") throws {
        if table.sections.isEmpty { table.addSection() }
        try table.insertRows(
            count: count, at: IndexPath(section: 0, row: table.sections[0].rowCount), prototype: prototype.name,
            texts: [label.name: text]
        )
    }

    /// The row's rect after the display cycle that ends the turn (reads never lay out).
    func rect(_ row: Int, section: Int = 0) -> Rect? {
        scene.layoutIfNeeded()
        return table.rectForRow(at: IndexPath(section: section, row: row))
    }
}
