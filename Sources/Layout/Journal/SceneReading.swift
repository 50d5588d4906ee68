extension Scene {
    /// Runs a query that may need to change the model while it works (a fitting pass
    /// re-measures labels; a table measures a cell) and puts everything back: the scene after
    /// is the scene before, exactly. Conflicts the query reports are kept for the caller to
    /// show, as UIKit logs them during `systemLayoutSizeFitting`.
    public func reading<Result>(_ query: () -> Result) -> Result {
        let start = changeJournal.checkpoint()
        let result = query()
        let reports = takeReports()
        changeJournal.rollback(to: start)
        appendReports(reports)
        return result
    }
}
