public import Commands

/// The scenes the help examples of several families presume, so that `set`, `why`, `render`
/// and `fixes` show their examples on the same header a reader met in the first lesson.
public enum ExampleScenes {
    /// The header seed in a table, as the header lesson builds it: `table` with twenty rows,
    /// `header` (320 x 100, translated) holding `temp`, `box` and the wrapping `label`, the
    /// constraints c1...c12 (c12 broken); and `tv`, a 300 pt table of six 50 pt rows whose
    /// height is the constraint `tvh`.
    public static let header = ExampleSetup(scene: [
        "table table frame (0, 0, 320, 568)", "prototype Cell in table", "rows add table 20 Cell",
        "view header in table frame (0, 0, 320, 100)", "set table.tableHeaderView = header",
        "view temp in header", "view box in header", "label label in box \"The quick brown fox jumped over the lazy dog.\" lines=0",
        "vfl \"H:|-12-[temp]-12-|\" in header", "vfl \"H:|-12-[box]-12-|\" in header",
        "vfl \"V:|-5-[temp(50)]-5-[box]-15-|\" in header", "vfl \"H:|-15-[label]-15-|\" in box", "vfl \"V:|-15-[label]-15-|\" in box",
        "table tv frame (0, 0, 320, 300)", "set tv.rowHeight = 50", "prototype TCell in tv", "rows add tv 6 TCell",
        "constrain tvh: tv.height == 300",
    ])

    /// The header sized by the lesson's workaround #3: 320 x 146, the label on two lines.
    public static let sizedHeader = header.then([
        "set header.translatesAutoresizingMaskIntoConstraints = false", "constrain tmpW: header.width == 320", "layout header",
        "set header.frame.height = header.fittingSize.height", "remove tmpW",
        "set header.translatesAutoresizingMaskIntoConstraints = true", "set table.tableHeaderView = header",
    ])

    /// A table `t` of five 44 pt rows whose cells are on screen (t.cell1 ... t.cell5), and a
    /// `picker` view: the timeline's examples (its prototype is `Row`, so it goes with the
    /// header scene's `Cell`).
    public static let timeline = ExampleSetup(scene: [
        "table t frame (0, 0, 320, 568)", "prototype Row in t", "set t.rowHeight = 44", "rows add t 5 Row",
        "view picker frame (0, 300, 320, 216)",
    ])
}
