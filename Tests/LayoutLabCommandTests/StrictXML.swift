import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element read by Foundation's `XMLParser` (libxml2 on Linux, which stops at the first
/// error: a document that is not well-formed is refused, not repaired).
struct XMLElement: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [XMLElement] = []
    var text = ""

    func elements(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// Parses `text`, throwing where it is not well-formed XML.
    static func parse(_ text: String) throws -> XMLElement {
        let root = try parseDocument(text)
        // XML has one root element and nothing but markup and space around it
        // (https://www.w3.org/TR/xml/#sec-well-formed), but Foundation on Linux stops at the
        // first root's end without a word: the document without its declaration is parsed
        // again inside a wrapper, which must then hold exactly one element and no text.
        var body = Substring(text)
        if body.hasPrefix("<?xml"), let close = body.range(of: "?>") { body = body[close.upperBound...] }
        let wrapper = try parseDocument("<wrapper>" + body + "</wrapper>")
        guard wrapper.children.count == 1, wrapper.text.allSatisfy(\.isWhitespace) else {
            throw NotWellFormed(reason: "not one root element alone")
        }
        return root
    }

    private static func parseDocument(_ text: String) throws -> XMLElement {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error ?? parser.parserError { throw NotWellFormed(reason: "\(error)") }
        guard parsed, let root = builder.root else { throw NotWellFormed(reason: "no root element") }
        return root
    }

    struct NotWellFormed: Error { let reason: String }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLElement] = []
        var root: XMLElement?
        var error: (any Error)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if error == nil { error = parseError }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            stack.append(XMLElement(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
