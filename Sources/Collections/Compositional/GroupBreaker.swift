/// A compositional section's items falling into groups: `capacity` items to a group, one group
/// after another. A stretch of groups none of whose items has been measured is one run, each
/// group as deep as the template makes it with estimates (``uniformExtent``); a group holding a
/// measured item (or the section's last, shorter group) is a run of its own, as deep as it lays
/// out (``extent``).
struct GroupBreaker: LineBreaking {
    let itemCount: Int
    let capacity: Int
    let uniformExtent: Double
    /// The depth of the group of `count` items from `first`.
    let extent: (_ first: Int, _ count: Int) -> Double
    let nextOwnSized: (Int) -> Int

    func lines(from start: Int, stop: (Int) -> Bool) -> [LineRun] {
        var runs: [LineRun] = []
        var position = start
        let capacity = max(1, self.capacity)
        while position < itemCount {
            let ownSized = nextOwnSized(position)
            let whole = (min(ownSized, itemCount) - position) / capacity
            if whole > 0 {
                runs.append(LineRun(firstItem: position, itemCount: whole * capacity, perLine: capacity, extent: uniformExtent))
                position += whole * capacity
                if position >= itemCount || stop(position) { break }
                continue
            }
            let count = min(capacity, itemCount - position)
            runs.append(.line(from: position, count: count, extent: extent(position, count)))
            position += count
            if stop(position) { break }
        }
        return runs
    }
}
