import Dispatch
import Foundation
import Layout
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A line on standard error, only on a terminal and only once a command has run for more
/// than a second, that says the shell is busy and how far long work has got (rows measured, frames drawn),
/// and that Ctrl-C interrupts. It is erased when the command ends, so output is unchanged.
enum ProgressLine {
    /// Which command is running (0: none); a timer that finds another number left it late.
    private static let running = Atomic<Int>(0)
    private static let shown = Atomic<Bool>(false)
    private static let counter = Atomic<Int>(0)

    /// Runs `work`, showing the line if it takes more than a second.
    static func around<T>(_ work: () -> T) -> T {
        guard isatty(2) != 0 else { return work() }
        let ticket = counter.add(1, ordering: .relaxed).newValue
        running.store(ticket, ordering: .relaxed)
        schedule(ticket, after: 1.0)
        let result = work()
        running.store(0, ordering: .relaxed)
        if shown.exchange(false, ordering: .relaxed) { write("\r\u{1B}[K") }
        return result
    }

    private static func schedule(_ ticket: Int, after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            guard running.load(ordering: .relaxed) == ticket else { return }
            let (done, total) = Cancellation.currentProgress
            let doing = Cancellation.currentWork.doing
            let work = total > 0 ? "\(doing): \(done) of \(total)" : "working"
            shown.store(true, ordering: .relaxed)
            write("\r\u{1B}[K\(work) (Ctrl-C interrupts)")
            schedule(ticket, after: 0.5)
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
