/// How many constraints and views one import makes at most, so a log too large for a live
/// scene is refused while it is read, with the line where it passed the limit, before its
/// scene would exhaust memory.
///
/// A live scene costs memory for every object (the view or constraint, its names, its engine
/// rows, the line's undo journal): measured on a release build with `layoutlab-bench import
/// --generated chain:N`, about 7.5 KB a constraint with a view for every four (200,000
/// constraints: 1.5 GB peak, 9 s; 300,000: 2.2 GB, 13 s; 400,000: 3 GB, 16 s), and on real logs (`--megabytes 50`:
/// 74,316 views and 93,792 constraints, 1.5 GB). The limits let a 100 MB console log of real
/// reports through (about 150,000 views) and keep an import within about 3 GB; the file limit
/// (256 MiB) alone would let 2.5 million constraints through.
struct ImportLimits {
    var constraints: Int
    var views: Int

    static let standard = ImportLimits(constraints: 300_000, views: 200_000)

    /// What passes a limit in `log`, said for the error, or nil within both.
    func exceeded(by log: ImportedLog) -> String? {
        if log.constraintOrder.count > constraints {
            return "more than \(constraints) constraints"
        }
        if log.viewOrder.count > views {
            return "more than \(views) views"
        }
        return nil
    }
}
