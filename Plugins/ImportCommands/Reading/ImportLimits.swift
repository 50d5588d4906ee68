/// How many constraints and views one import makes at most, so a log too large for a live
/// scene is refused while it is read, with the line where it passed the limit, before its
/// scene would exhaust memory.
///
/// A live scene costs memory for every object (the view or constraint, its names, its engine
/// rows, the line's undo journal): measured on a release build with `layoutlab-bench import
/// --generated chain:N`, about 7.5 KB a constraint with a view for every four (200,000
/// constraints: 1.5 GB peak, 10 s; 400,000: 3 GB, 25 s). The limits keep an import near 1.5 GB;
/// the file limit (256 MiB) alone would let 2.5 million constraints through.
struct ImportLimits {
    var constraints: Int
    var views: Int

    static let standard = ImportLimits(constraints: 200_000, views: 100_000)

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
