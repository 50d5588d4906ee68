import Commands
import Layout
import Shell
import StandardPlugins
import Testing

@Suite("stack")
struct StackViewCommandsTests {
    @Test func placeholder() {}
}
