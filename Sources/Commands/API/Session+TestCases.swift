/// Test cases a command reports for `layoutlab test` besides the transcript's own: `vary`
/// reports one per combination, so a JUnit report lists each. Session state, not model state.
extension Session {
    /// One case: its name, the seconds it took (for the report only, never printed) and why it
    /// failed, if it did.
    public struct ReportedTestCase: Sendable, Equatable {
        public var name: String
        public var seconds: Double
        /// A one-line message and the full text (what the checks said, a picture).
        public var failure: (message: String, text: String)?

        public init(name: String, seconds: Double, failure: (message: String, text: String)? = nil) {
            self.name = name
            self.seconds = seconds
            self.failure = failure
        }

        public static func == (lhs: ReportedTestCase, rhs: ReportedTestCase) -> Bool {
            lhs.name == rhs.name && lhs.seconds == rhs.seconds && lhs.failure?.message == rhs.failure?.message
                && lhs.failure?.text == rhs.failure?.text
        }
    }

    private enum ReportedTestCases: SessionKey {
        static var defaultValue: [ReportedTestCase] { [] }
    }

    /// Adds cases to the session's report, after those reported before.
    public func report(testCases: [ReportedTestCase]) {
        self[ReportedTestCases.self] += testCases
    }

    /// Every case reported so far, in order.
    public var reportedTestCases: [ReportedTestCase] {
        self[ReportedTestCases.self]
    }
}
