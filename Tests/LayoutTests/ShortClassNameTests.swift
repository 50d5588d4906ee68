@testable import Layout
import Testing

/// ``UnseenContent/shortClassName(of:)`` reads a class name's last part in place; it must say
/// what splitting the name at its dots and taking the last part says, for any name an import
/// can give a view.
struct ShortClassNameTests {
    private final class NamedView: View {
        let printedClassName: String
        init(className: String) {
            printedClassName = className
            super.init(name: "v")
        }
        override var className: String { printedClassName }
    }

    @Test(arguments: ["UILabel", "Prox.PlaceDetailsEventView", "A.", "..", "", ".UILabel", "a..b", "Module.Sub.UIButton.",
                      "UIKit.UIButtonLabel", "É.ñandú", "x.y.z...", "."])
    func theLastPartIsTheSplitsLast(name: String) {
        let expected = name.split(separator: ".").last.map(String.init) ?? name
        #expect(UnseenContent.shortClassName(of: NamedView(className: name)) == expected)
    }
}
