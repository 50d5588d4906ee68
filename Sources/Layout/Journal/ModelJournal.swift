/// The model's log of how to put itself back: every change to the model's state records,
/// before it is made, a closure that restores the value it overwrites.
///
/// A command runs between a ``checkpoint()`` and either ``changes(since:)`` (it succeeded:
/// its changes become an undo step) or ``rollback(to:)`` (it failed, or was interrupted):
/// the state comes back in time proportional to what the command changed, never by
/// replaying the session, and every object keeps its identity.
///
/// Undo is the same mechanism run the other way: ``apply(_:)`` runs a step's restorers
/// newest first while recording, so the restorers' own writes record how to redo them.
///
/// Writes record through ``assign(_:_:_:)`` and its relatives below, or automatically
/// through ``Journaled`` properties. A value is recorded once per epoch (each checkpoint
/// starts one): the first write after a checkpoint keeps the old value, later writes in the
/// same epoch need not, since a rollback to that checkpoint wants the oldest.
public final class ModelJournal {
    /// A position in the log.
    public struct Checkpoint: Sendable, Equatable {
        let position: Int
        let epoch: Int
    }

    /// The changes one command made, as restorers, oldest first.
    public struct Changes {
        fileprivate var restorers: [() -> Void]
        public var isEmpty: Bool { restorers.isEmpty }
        public var count: Int { restorers.count }
    }

    private var restorers: [() -> Void] = []
    /// Bumped by each checkpoint; a value records once per epoch.
    public private(set) var epoch = 1
    /// Off while a rollback runs: restoring must not log itself.
    private var isRollingBack = false
    /// Checkpoints not yet closed by a rollback or by taking their changes. Nothing is
    /// recorded while none is open: a model used without a session (a test, a benchmark)
    /// pays nothing for the journal.
    public private(set) var openCheckpoints = 0
    /// Whether changes are being recorded now (a checkpoint is open and no rollback runs).
    public var isRecording: Bool { openCheckpoints > 0 && !isRollingBack }
    /// (object, field) pairs recorded in this epoch, for values that have no slot of their own
    /// for an epoch (see ``willChange(_:_:)``).
    private var recordedInEpoch: Set<FieldKey> = []

    public init() {}

    /// How many restorers the log holds (for tests and benchmarks).
    public var count: Int { restorers.count }

    /// Records how to undo a change about to be made. The closure must write through the
    /// journal too, so that running it records the redo.
    public func record(_ restore: @escaping () -> Void) {
        guard isRecording else { return }
        restorers.append(restore)
    }

    /// Whether a value last recorded in `epoch` must be recorded again before it changes.
    @inline(__always)
    func needsRecord(lastRecordedIn recorded: Int) -> Bool {
        isRecording && recorded != epoch
    }

    /// Marks the present state: later changes can be rolled back to it, or taken as one step.
    public func checkpoint() -> Checkpoint {
        openCheckpoints += 1
        epoch += 1
        recordedInEpoch = []
        return Checkpoint(position: restorers.count, epoch: epoch)
    }

    /// Closes `checkpoint` and keeps its changes: inside another checkpoint they stay in the
    /// log as that one's (they roll back and undo with it). When no checkpoint is left open,
    /// nothing can take them back any more, and they are dropped.
    public func commit(_ checkpoint: Checkpoint) {
        openCheckpoints = max(0, openCheckpoints - 1)
        if openCheckpoints == 0, checkpoint.position <= restorers.count { restorers.removeSubrange(checkpoint.position...) }
    }

    /// Puts back the state of `checkpoint`, newest change first, and forgets the changes.
    public func rollback(to checkpoint: Checkpoint) {
        openCheckpoints = max(0, openCheckpoints - 1)
        guard checkpoint.position <= restorers.count else { return }
        // Copied out before the log shrinks: a slice would share the log's storage and make
        // the removal copy the whole log, so a query rolled back once per row of a table
        // (each cell measured) cost time quadratic in the rows.
        let undoing = Array(restorers[checkpoint.position...])
        restorers.removeSubrange(checkpoint.position...)
        let wasRollingBack = isRollingBack
        isRollingBack = true
        for restore in undoing.reversed() { restore() }
        isRollingBack = wasRollingBack
        epoch += 1
        recordedInEpoch = []
    }

    /// Whether anything changed since `checkpoint`, leaving the log as it is.
    public func hasChanges(since checkpoint: Checkpoint) -> Bool {
        restorers.count > checkpoint.position
    }

    /// Takes the changes made since `checkpoint` out of the log, as one undo step.
    public func changes(since checkpoint: Checkpoint) -> Changes {
        openCheckpoints = max(0, openCheckpoints - 1)
        guard checkpoint.position <= restorers.count else { return Changes(restorers: []) }
        let taken: [() -> Void]
        if checkpoint.position == 0 {
            // The whole log (a command of the session's): handed over, not copied (an import
            // of 50 MB records a million restorers).
            taken = restorers
            restorers = []
        } else {
            taken = Array(restorers[checkpoint.position...])
            restorers.removeSubrange(checkpoint.position...)
        }
        epoch += 1
        recordedInEpoch = []
        return Changes(restorers: taken)
    }

    /// Undoes `changes` (newest first) and returns the changes that undo this undo: the redo.
    public func apply(_ changes: Changes) -> Changes {
        let start = checkpoint()
        for restore in changes.restorers.reversed() { restore() }
        return self.changes(since: start)
    }

    /// Drops the whole log (a fresh session).
    public func clear() {
        restorers = []
        openCheckpoints = 0
        epoch += 1
        recordedInEpoch = []
    }

    // MARK: - Recording writes
    //
    // The common writes are inlined: their key paths are literals at the call sites, which
    // the optimizer turns into direct access only where it sees them.

    /// `owner[keyPath: field] = value`, recording the old value once per epoch.
    @inline(__always)
    public func assign<Owner: AnyObject, Value>(_ owner: Owner, _ field: ReferenceWritableKeyPath<Owner, Value>, _ value: Value) {
        if isSameValue(owner[keyPath: field], value) { return }
        willChange(owner, field)
        owner[keyPath: field] = value
    }

    /// Records the current value of `owner`'s `field` before it is changed in place (the first
    /// time in this epoch). The field keeps its storage, so an in-place change after this
    /// copies a large collection at most once per command.
    public func willChange<Owner: AnyObject, Value>(_ owner: Owner, _ field: ReferenceWritableKeyPath<Owner, Value>) {
        guard isRecording, recordedInEpoch.insert(FieldKey(object: ObjectIdentifier(owner), field: field)).inserted else { return }
        let old = owner[keyPath: field]
        record { [unowned self] in self.assign(owner, field, old) }
    }

    /// `owner[keyPath: dictionary][key] = value`, recording the old entry: O(1), for the large
    /// registries that change an entry at a time.
    @inline(__always)
    public func setEntry<Owner: AnyObject, Key: Hashable, Value>(
        _ owner: Owner, _ dictionary: ReferenceWritableKeyPath<Owner, [Key: Value]>, _ key: Key, _ value: Value?
    ) {
        if isRecording {
            let old = owner[keyPath: dictionary][key]
            if old == nil && value == nil { return }
            record { [unowned self] in self.setEntry(owner, dictionary, key, old) }
        }
        owner[keyPath: dictionary][key] = value
    }

    /// `owner[keyPath: array].append(element)`, recording its removal: O(1).
    @inline(__always)
    public func append<Owner: AnyObject, Element>(_ owner: Owner, _ array: ReferenceWritableKeyPath<Owner, [Element]>, _ element: Element) {
        record { [unowned self] in self.removeLast(owner, array) }
        owner[keyPath: array].append(element)
    }

    /// `owner[keyPath: array].removeLast()`, recording the element's return.
    public func removeLast<Owner: AnyObject, Element>(_ owner: Owner, _ array: ReferenceWritableKeyPath<Owner, [Element]>) {
        guard let last = owner[keyPath: array].last else { return }
        record { [unowned self] in self.append(owner, array, last) }
        owner[keyPath: array].removeLast()
    }

    /// `owner[keyPath: array][index] = value`, recording the old element: O(1), for the large
    /// per-row arrays of a table, which a turn changes a few elements at a time.
    @inline(__always)
    public func setElement<Owner: AnyObject, Element>(
        _ owner: Owner, _ array: ReferenceWritableKeyPath<Owner, [Element]>, _ index: Int, _ value: Element
    ) {
        guard owner[keyPath: array].indices.contains(index) else { return }
        if isRecording {
            let old = owner[keyPath: array][index]
            record { [unowned self] in self.setElement(owner, array, index, old) }
        }
        owner[keyPath: array][index] = value
    }

    /// `owner[keyPath: array].insert(contentsOf: elements, at: index)`, recording their removal:
    /// O(elements), not O(array).
    public func insert<Owner: AnyObject, Element>(
        _ owner: Owner, _ array: ReferenceWritableKeyPath<Owner, [Element]>, contentsOf elements: [Element], at index: Int
    ) {
        let start = min(max(index, 0), owner[keyPath: array].count)
        let range = start..<(start + elements.count)
        record { [unowned self] in self.removeSubrange(owner, array, range) }
        owner[keyPath: array].insert(contentsOf: elements, at: start)
    }

    /// `owner[keyPath: array].removeSubrange(range)`, recording the elements' return.
    public func removeSubrange<Owner: AnyObject, Element>(
        _ owner: Owner, _ array: ReferenceWritableKeyPath<Owner, [Element]>, _ range: Range<Int>
    ) {
        let clamped = range.clamped(to: 0..<owner[keyPath: array].count)
        guard !clamped.isEmpty else { return }
        let removed = Array(owner[keyPath: array][clamped])
        record { [unowned self] in self.insert(owner, array, contentsOf: removed, at: clamped.lowerBound) }
        owner[keyPath: array].removeSubrange(clamped)
    }

    /// Appends to the array under `key` of a dictionary of arrays, recording its removal: O(1),
    /// for an index that grows by an element per command (the constraints naming a view).
    @inline(__always)
    public func appendToEntry<Owner: AnyObject, Key: Hashable, Element>(
        _ owner: Owner, _ dictionary: ReferenceWritableKeyPath<Owner, [Key: [Element]]>, _ key: Key, _ element: Element
    ) {
        record { [unowned self] in self.removeFromEntry(owner, dictionary, key, at: (owner[keyPath: dictionary][key]?.count ?? 1) - 1) }
        owner[keyPath: dictionary][key, default: []].append(element)
    }

    /// Removes element `index` of the array under `key` (the entry goes when it empties),
    /// recording its return.
    public func removeFromEntry<Owner: AnyObject, Key: Hashable, Element>(
        _ owner: Owner, _ dictionary: ReferenceWritableKeyPath<Owner, [Key: [Element]]>, _ key: Key, at index: Int
    ) {
        guard let list = owner[keyPath: dictionary][key], list.indices.contains(index) else { return }
        let element = list[index]
        record { [unowned self] in self.insertIntoEntry(owner, dictionary, key, element, at: index) }
        owner[keyPath: dictionary][key]?.remove(at: index)
        if owner[keyPath: dictionary][key]?.isEmpty == true { owner[keyPath: dictionary][key] = nil }
    }

    /// Inserts `element` at `index` of the array under `key`, recording its removal.
    public func insertIntoEntry<Owner: AnyObject, Key: Hashable, Element>(
        _ owner: Owner, _ dictionary: ReferenceWritableKeyPath<Owner, [Key: [Element]]>, _ key: Key, _ element: Element, at index: Int
    ) {
        let count = owner[keyPath: dictionary][key]?.count ?? 0
        let position = min(max(index, 0), count)
        record { [unowned self] in self.removeFromEntry(owner, dictionary, key, at: position) }
        owner[keyPath: dictionary][key, default: []].insert(element, at: position)
    }

    private struct FieldKey: Hashable {
        let object: ObjectIdentifier
        let field: AnyKeyPath
    }
}

/// A model object that changes only through its scene's journal.
public protocol JournalOwner: AnyObject {
    /// The journal of the scene the object belongs to; nil while it belongs to none (its
    /// changes then need no record: making it part of a scene is recorded by the scene).
    var journal: ModelJournal? { get }
}
