/// The constraints a view's own properties generate (from its autoresizing mask, its
/// intrinsic content size, and the sizes that may not go negative) and those it holds for its
/// subtree, kept in an object of their own.
///
/// Each of these constraints holds the view, so the view and they keep each other alive; the
/// scene reaches every store it made weakly and empties those still alive when it goes (see
/// ``Scene``'s `deinit`). A weak reference gives its object a side table, which makes every
/// retain and release of that object take the runtime's slow path: on this small object,
/// rather than on the view, which layout retains and releases all the time (a tenth of
/// building a column of labels went to the slow paths).
final class OwnConstraints: JournalOwner {
    /// The view's journal (``View/journal``), for the records of these properties.
    weak var journal: ModelJournal?

    @Journaled var autoresizing: [LayoutConstraint] = []
    @Journaled var contentSize: [LayoutConstraint] = []
    @Journaled var nonNegativeSize: [LayoutConstraint] = []
    @Journaled var held: [LayoutConstraint] = []

    /// Lets go of every constraint (the scene is gone).
    func releaseAll() {
        autoresizing = []
        contentSize = []
        nonNegativeSize = []
        held = []
    }
}
