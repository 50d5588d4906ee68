/// Generated row text: `{n}` is the row's number, `{words:A-B}` a run of A to B words of
/// placeholder text whose length depends only on the number, so generated tables have
/// varied, reproducible heights.
public enum TextTemplate {
    static let words = [
        "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
        "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim",
    ]

    public static func expand(_ template: String, number: Int) -> String {
        var output = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let field = rest[rest.index(after: open)..<close]
            output += fill(field, number: number) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    private static func fill(_ field: Substring, number: Int) -> String? {
        if field == "n" { return String(number) }
        guard field.hasPrefix("words:") else { return nil }
        let bounds = field.dropFirst(6).split(separator: "-").compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] >= 0, bounds[1] >= bounds[0], bounds[1] <= 10_000 else { return nil }
        let count = bounds[0] + Int(mix(UInt64(truncatingIfNeeded: number)) % UInt64(bounds[1] - bounds[0] + 1))
        return (0..<count).map { words[Int(mix(UInt64(truncatingIfNeeded: number &* 31 &+ $0)) % UInt64(words.count))] }
            .joined(separator: " ")
    }

    /// SplitMix64's finaliser: a fixed, platform-independent hash of the number.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
