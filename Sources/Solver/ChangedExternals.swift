/// The external symbols whose value may have changed since they were last handed over
/// (``take()``): what ``Solver/updateVariables()`` reports.
///
/// A flag per symbol says whether it changed, and `count` how many did. The list names them
/// in the order they changed while it holds all of them and fewer than an eighth of all
/// symbols; past that it stops growing, and taking them reads the flags in id order instead
/// (sorting a long list costs more, and appending cost a uniqueness check for each view a
/// suggestion moved).
struct ChangedExternals {
    private var list: [Int32] = []
    private var flags: [Bool] = []
    /// How many symbols changed since the last take.
    private(set) var count = 0

    /// Makes room for a new symbol, not changed.
    mutating func appendSymbol() {
        flags.append(false)
    }

    /// Forgets the symbols from id `count` on (a rollback drops the symbols it made).
    mutating func removeSymbols(from count: Int) {
        flags.removeSubrange(count...)
    }

    /// Whether symbol `id` changed since the last take.
    @inline(__always)
    func contains(_ id: Int32) -> Bool { flags[Int(id)] }

    /// Marks symbol `id` changed; whether it was not yet (the caller logs it then).
    @inline(__always)
    mutating func note(_ id: Int32) -> Bool {
        let index = Int(id)
        guard !flags[index] else { return false }
        flags[index] = true
        if Self.listsNextChange(listed: list.count, changed: count, symbols: flags.count) { list.append(id) }
        count += 1
        return true
    }

    /// Whether the next symbol to change joins the list: it holds every change so far, and
    /// fewer than an eighth of the symbols.
    @inline(__always)
    static func listsNextChange(listed: Int, changed: Int, symbols: Int) -> Bool {
        listed == changed && changed * 8 < symbols
    }

    /// Whether the list is short and holds every changed symbol, so that taking them can sort
    /// it rather than read every flag.
    @inline(__always)
    private var isListUsable: Bool {
        list.count == count && count * 8 <= flags.count
    }

    /// The changed symbols, in id order, without forgetting them (for tests and diagnostics).
    var ids: [Int32] {
        flags.indices.filter { flags[$0] }.map { Int32($0) }
    }

    /// Hands over the changed symbols, in id order, and forgets them.
    mutating func take() -> [Int32] {
        var sorted: [Int32]
        if isListUsable {
            sorted = list
            for id in sorted { flags[Int(id)] = false }
            if zip(sorted, sorted.dropFirst()).contains(where: { $0 > $1 }) { sorted.sort() }
        } else {
            // Most symbols changed (a suggestion that moves every view): reading the flags in
            // id order is cheaper than sorting a list.
            sorted = []
            sorted.reserveCapacity(count)
            for index in flags.indices where flags[index] {
                sorted.append(Int32(index))
                flags[index] = false
            }
        }
        list.removeAll(keepingCapacity: true)
        count = 0
        return sorted
    }

    /// ``take()`` without building the list: `body` gets each changed symbol, in id order,
    /// and each is forgotten.
    @inline(__always)
    mutating func take(_ body: (Int32) -> Void) {
        if isListUsable {
            if zip(list, list.dropFirst()).contains(where: { $0 > $1 }) { list.sort() }
            for id in list {
                flags[Int(id)] = false
                body(id)
            }
        } else {
            flags.withUnsafeMutableBufferPointer { flags in
                for index in flags.indices where flags[index] {
                    flags[index] = false
                    body(Int32(index))
                }
            }
        }
        list.removeAll(keepingCapacity: true)
        count = 0
    }

    // MARK: - Undoing

    /// Takes back the noting of `id`, the latest change noted (changes are undone newest
    /// first).
    mutating func unnote(_ id: Int32) {
        // The list holds every change, so this one (the last, unless the list was put back
        // sorted by ``restore(_:)``): it leaves the list too.
        if list.count == count, let position = list.lastIndex(of: id) {
            list.remove(at: position)
        }
        count -= 1
        flags[Int(id)] = false
    }

    /// Takes back a take that handed over `taken`, in id order.
    mutating func restore(_ taken: [Int32]) {
        list = taken
        count = taken.count
        for id in taken { flags[Int(id)] = true }
    }

    // MARK: - Noting in a hot loop

    /// Runs `body` with the flags reached through their buffer (``Noting``): for a loop that
    /// may note a symbol for each row it reads, where the array's accessor checked the flags'
    /// uniqueness at each.
    @inline(__always)
    mutating func noting<Result>(_ body: (inout Noting) -> Result) -> Result {
        withUnsafeMutablePointer(to: &list) { list in
            withUnsafeMutablePointer(to: &count) { count in
                flags.withUnsafeMutableBufferPointer { flags in
                    var noting = Noting(flags: flags, list: list, count: count)
                    return body(&noting)
                }
            }
        }
    }

    /// ``ChangedExternals/note(_:)`` with the flags borrowed (``ChangedExternals/noting(_:)``).
    struct Noting {
        fileprivate let flags: UnsafeMutableBufferPointer<Bool>
        fileprivate let list: UnsafeMutablePointer<[Int32]>
        fileprivate let count: UnsafeMutablePointer<Int>

        /// Marks symbol `id` changed; whether it was not yet.
        @inline(__always)
        mutating func note(_ id: Int32) -> Bool {
            let index = Int(id)
            guard !flags[index] else { return false }
            flags[index] = true
            if ChangedExternals.listsNextChange(listed: list.pointee.count, changed: count.pointee, symbols: flags.count) {
                list.pointee.append(id)
            }
            count.pointee += 1
            return true
        }
    }
}
