/// Names close to a misspelt one, for the `did you mean ...?` of an error.
public enum Spelling {
    /// The name within edit distance 2 of `name` (the first among equals), if any.
    public static func closest(to name: String, among names: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in names {
            let distance = editDistance(name, candidate)
            if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance counting a swap of two neighbouring characters as one edit (optimal
    /// string alignment), since transposed letters are the commonest typo: `lable` is one
    /// edit from `label`.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for (i, characterA) in a.enumerated() {
            var current = [i + 1]
            for (j, characterB) in b.enumerated() {
                var distance = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (characterA == characterB ? 0 : 1))
                if i > 0, j > 0, characterA == b[j - 1], a[i - 1] == characterB, beforePrevious.indices.contains(j - 1) {
                    distance = min(distance, beforePrevious[j - 1] + 1)
                }
                current.append(distance)
            }
            beforePrevious = previous
            previous = current
        }
        return previous.last ?? 0
    }
}
