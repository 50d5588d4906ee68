/// Why a document cannot be loaded: the file, the place in it and what was expected there.
///
/// Loading is all or nothing, so one error is enough: it stops the load and the scene stays
/// as it was.
struct IBLoadError: Error, CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int
    let message: String

    init(file: String, line: Int, column: Int, _ message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ element: IBElement, _ message: String) {
        self.init(file: element.file, line: element.line, column: element.column, message)
    }

    /// `FILE:LINE:COLUMN: MESSAGE`, as compilers write it.
    var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Something in the document the model does not have, said after loading with where it is.
struct IBWarning: Equatable {
    let line: Int
    let message: String
}
