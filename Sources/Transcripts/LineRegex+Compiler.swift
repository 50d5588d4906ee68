/// ``LineRegex``'s tree turned into the automaton it runs.
extension LineRegex {
    /// Thompson's construction: each node becomes a piece of program with one entry (its
    /// first instruction) and one exit (the instruction after its last).
    struct Compiler {
        var program: [Instruction] = []

        mutating func append(_ instruction: Instruction) throws(Failure) {
            guard program.count < LineRegex.maximumProgramSize else {
                throw Failure(message: "the pattern is too large to match within the bound (over \(LineRegex.maximumProgramSize) states)")
            }
            program.append(instruction)
        }

        mutating func emit(_ node: Node) throws(Failure) {
            switch node {
            case .character(let character): try append(.character(character))
            case .any: try append(.any)
            case .set(let set): try append(.set(set))
            case .lineStart: try append(.lineStart)
            case .lineEnd: try append(.lineEnd)
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                // split L1, next; L1: branch; jump end; next: split ... ; last branch
                var jumps: [Int] = []
                for (index, branch) in branches.enumerated() {
                    if index < branches.count - 1 {
                        let split = program.count
                        try append(.split(split + 1, -1))
                        try emit(branch)
                        jumps.append(program.count)
                        try append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(branch)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let inner, let minimum, let maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    // Each optional copy: split into it or past all the rest.
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        try append(.split(program.count + 1, -1))
                        try emit(inner)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    // L: split body, end; body; jump L. An inner piece that can match nothing
                    // loops back without reading: the state set visits each state once, so
                    // that loop ends.
                    let loop = program.count
                    try append(.split(loop + 1, -1))
                    try emit(inner)
                    try append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
        }
    }
}
