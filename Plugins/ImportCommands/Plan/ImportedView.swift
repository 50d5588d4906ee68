import Layout
import Tables

/// A view read from a console log: it prints as the class the log names (`UILabel`,
/// `Prox.PlaceDetailsEventView`) and keeps the text and identifier the log showed.
///
/// The model cannot measure an imported label or button (the log holds at most a truncated
/// text, not the font), so, like a plain view, it reports the intrinsic size the user sets
/// (none until then) and the import says so.
final class ImportedView: View, ReportsAmbiguity {
    let importedClassName: String
    /// The attributes a trace marked ambiguous (``ReportsAmbiguity``).
    var reportedAmbiguity: [LayoutAttribute]?
    /// A label's text or button's title as printed, perhaps truncated (`'Please keep this…'`).
    let printedText: String?
    let accessibilityIdentifier: String?

    init(name: String, className: String, text: String?, accessibilityIdentifier: String?) {
        importedClassName = className
        printedText = text
        self.accessibilityIdentifier = accessibilityIdentifier
        super.init(name: name)
    }

    override var className: String { importedClassName }

    override var takesCustomIntrinsicContentSize: Bool { true }

    override func makeCopy(named name: String) -> View? {
        let copy = ImportedView(name: name, className: importedClassName, text: printedText, accessibilityIdentifier: accessibilityIdentifier)
        copyProperties(to: copy)
        copy.reportedAmbiguity = reportedAmbiguity
        return copy
    }
}

/// A scroll view read from a console log (a `UITableView`, `UICollectionView` or app subclass
/// whose description prints `contentOffset: {0, -64}; contentSize: {320, 499}`): it prints as
/// the class the log names and keeps the offset and content size as printed.
final class ImportedScrollView: ScrollView, ReportsAmbiguity {
    let importedClassName: String
    var reportedAmbiguity: [LayoutAttribute]?
    let printedText: String?
    let accessibilityIdentifier: String?

    init(name: String, className: String, text: String?, accessibilityIdentifier: String?) {
        importedClassName = className
        printedText = text
        self.accessibilityIdentifier = accessibilityIdentifier
        super.init(name: name)
    }

    override var className: String { importedClassName }

    override var takesCustomIntrinsicContentSize: Bool { true }

    override func makeCopy(named name: String) -> View? {
        let copy = ImportedScrollView(name: name, className: importedClassName, text: printedText, accessibilityIdentifier: accessibilityIdentifier)
        copyProperties(to: copy)
        copy.assignedContentSize = assignedContentSize
        copy.contentOffset = contentOffset
        copy.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        copy.reportedAmbiguity = reportedAmbiguity
        return copy
    }
}
