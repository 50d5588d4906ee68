/// A stored property of a model object whose every change is recorded in the object's
/// journal (``ModelJournal``), so that a failed command, `undo` and `redo` can put it back.
///
/// ```swift
/// final class View: JournalOwner {
///     @Journaled public var alpha = 1.0
/// }
/// ```
///
/// The old value is recorded once per epoch. Restoring writes the storage directly (no
/// `didSet` runs: the rest of the state is restored by its own records) and records the
/// value it replaces, which is how undo records redo. A collection changes in place, and is
/// copied at most once per epoch (the journal keeps the old one); a registry that grows by
/// one entry per command uses ``ModelJournal/setEntry(_:_:_:_:)`` instead, at O(1).
@propertyWrapper
public struct Journaled<Value> {
    var stored: Value
    var epoch = 0

    public init(wrappedValue: Value) {
        stored = wrappedValue
    }

    @available(*, unavailable, message: "@Journaled works only in a class that is a JournalOwner")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    public static subscript<Owner: JournalOwner>(
        _enclosingInstance owner: Owner,
        wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Self>
    ) -> Value {
        // Inlined everywhere, with `restore` and `recordIfNeeded`: the key paths are literals at
        // each property's accessor, which the optimizer turns into direct access only where
        // it sees them (called, each access went through the runtime's key path projection,
        // a sixth of building a scene).
        @inline(__always) get { owner[keyPath: storage].stored }
        @inline(__always) set {
            // Writing the same value again is no change: nothing to record, nothing to undo.
            if isSameValue(owner[keyPath: storage].stored, newValue) { return }
            restore(owner, storage, newValue)
        }
        // In place: a collection is copied at most once per epoch (when the journal keeps
        // its old value), not on every write.
        @inline(__always) _modify {
            recordIfNeeded(owner, storage)
            yield &owner[keyPath: storage].stored
        }
    }

    /// Writes the storage, recording the old value first when this epoch has not yet.
    @inline(__always)
    static func restore<Owner: JournalOwner>(_ owner: Owner, _ storage: ReferenceWritableKeyPath<Owner, Self>, _ value: Value) {
        recordIfNeeded(owner, storage)
        owner[keyPath: storage].stored = value
    }

    /// Records the old value when this epoch has not yet.
    @inline(__always)
    private static func recordIfNeeded<Owner: JournalOwner>(_ owner: Owner, _ storage: ReferenceWritableKeyPath<Owner, Self>) {
        guard let journal = owner.journal, journal.needsRecord(lastRecordedIn: owner[keyPath: storage].epoch) else { return }
        let old = owner[keyPath: storage].stored
        owner[keyPath: storage].epoch = journal.epoch
        journal.record { Self.restore(owner, storage, old) }
    }
}

/// Whether two values are equal, for values whose type is `Equatable` (false otherwise).
func isSameValue<Value>(_ left: Value, _ right: Value) -> Bool {
    guard let left = left as? any Equatable else { return false }
    return left.isEqual(to: right)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
