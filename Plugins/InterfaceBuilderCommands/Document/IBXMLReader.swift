import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder document into a tree of ``IBElement``s with Foundation's
/// `XMLParser` (libxml2 underneath), which reports where each element is.
///
/// XMLParser tells the line and column where a start tag *ends*; the reader looks back in the
/// text for `<name` so that messages point at the tag's first character, as an editor shows it.
/// External entities are not resolved (XMLParser's default), so a document cannot make the
/// loader read other files.
final class IBXMLReader: NSObject, XMLParserDelegate {
    private let file: String
    private let lines: [Substring]
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var pendingComment: String?
    private var failure: IBLoadError?

    /// Documents larger than this are refused before parsing: a storyboard of a hundred scenes
    /// is a few megabytes.
    static let maximumBytes = 64 << 20

    private init(file: String, text: String) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The document's root element, or the first thing wrong with the XML.
    static func read(_ data: Data, file: String) throws(IBLoadError) -> IBElement {
        guard data.count <= maximumBytes else {
            throw IBLoadError(file: file, line: 1, column: 1, "expected an Interface Builder document of at most \(maximumBytes >> 20) MB, found \(data.count) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw IBLoadError(file: file, line: 1, column: 1, "expected a UTF-8 XML document, found bytes that are not UTF-8")
        }
        let reader = IBXMLReader(file: file, text: text)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed, let root = reader.root, reader.stack.isEmpty else {
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = parser.parserError.map { Self.reason($0) } ?? "the document ends before its elements are closed"
            throw IBLoadError(file: file, line: line, column: column, "expected well-formed XML: \(reason)")
        }
        return root
    }

    /// What libxml2 found wrong, in words. Foundation on Linux passes libxml2's own error
    /// number (`xmlParserErrors`), which is not what `XMLParser.ErrorCode` numbers: the
    /// common ones are named here by libxml2's numbering, the rest given as a number.
    private static func reason(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case 3, 4: return "the document is empty or does not start with an element"
        case 5, 77: return "the document ends before its elements are closed"
        case 76: return "an end tag does not match the element it closes"
        case 38...44, 73: return "a malformed start tag or attribute"
        case 23...27, 89: return "a malformed or unknown entity reference"
        case 9: return "a character that XML does not allow"
        default: return "libxml2 error \(code)"
        }
    }

    // MARK: - XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let (line, column) = start(of: elementName, endingAt: parser.lineNumber, parser.columnNumber)
        let element = IBElement(name: elementName, attributes: attributes, file: file, line: line, column: column,
                                comment: pendingComment)
        pendingComment = nil
        if let parent = stack.last {
            parent.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
        pendingComment = nil
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        pendingComment = comment.trimmingCharacters(in: .whitespaces)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
        failure = IBLoadError(file: file, line: line, column: column, "expected well-formed XML: \(Self.reason(parseError))")
    }

    /// The line and column of `<name` at or before where XMLParser says the tag ended,
    /// looking back a few lines for tags written over several.
    private func start(of name: String, endingAt line: Int, _ column: Int) -> (Int, Int) {
        let needle = "<" + name
        var lineIndex = min(max(line - 1, 0), max(lines.count - 1, 0))
        var limit: Int? = max(column - 1, 0)
        for _ in 0..<20 {
            guard lines.indices.contains(lineIndex) else { break }
            let text = lines[lineIndex]
            let searched = limit.map { String(text.prefix($0)) } ?? String(text)
            if let range = searched.range(of: needle, options: .backwards) {
                return (lineIndex + 1, searched.distance(from: searched.startIndex, to: range.lowerBound) + 1)
            }
            lineIndex -= 1
            limit = nil
        }
        return (max(line, 1), max(column, 1))
    }
}
