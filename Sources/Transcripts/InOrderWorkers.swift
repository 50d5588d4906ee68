import Foundation

/// Runs jobs on several threads and hands their results back in the order of the jobs, each
/// as soon as it and every job before it are done: `layoutlab test --jobs N` prints the same
/// report, in the same order, as one job at a time.
///
/// Each thread gets its own state from `makeWorker` (a session's registry is not shared across
/// threads), and a stack as large as the main thread's default (8 MiB), since a replay may
/// recurse as deeply as it would on the main thread.
public enum InOrderWorkers {
    /// The stack each worker thread gets: Linux's and macOS's main-thread default.
    static let stackSize = 8 << 20

    /// Calls `work(worker, index)` for every index in `0..<count` on up to `jobs` threads, and
    /// `deliver(index, result)` on the calling thread's behalf for each index in ascending order
    /// (never two at once). With `jobs <= 1` everything runs on the calling thread.
    public static func run<Worker, Result: Sendable>(
        count: Int, jobs: Int,
        makeWorker: @escaping @Sendable () -> Worker,
        work: @escaping @Sendable (inout Worker, Int) -> Result,
        deliver: @escaping @Sendable (Int, Result) -> Void
    ) {
        guard count > 0 else { return }
        let threads = min(max(1, jobs), count)
        if threads == 1 {
            var worker = makeWorker()
            for index in 0..<count { deliver(index, work(&worker, index)) }
            return
        }
        let state = SharedState<Result>(count: count)
        let finished = DispatchGroup()
        for _ in 0..<threads {
            finished.enter()
            let thread = Thread {
                var worker = makeWorker()
                while let index = state.take() {
                    let result = work(&worker, index)
                    state.finish(index, result, deliver: deliver)
                }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
    }

    /// The next job to take, the results waiting for an earlier one, and the next to deliver.
    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        // Every stored property is read and written only while `lock` is held.
        private let lock = NSLock()
        private let count: Int
        private var nextToTake = 0
        private var nextToDeliver = 0
        private var waiting: [Int: Result] = [:]
        /// Delivering happens under its own lock, so results go out one at a time and in order
        /// even when two threads finish at once.
        private let deliveryLock = NSLock()

        init(count: Int) {
            self.count = count
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextToTake < count else { return nil }
            nextToTake += 1
            return nextToTake - 1
        }

        func finish(_ index: Int, _ result: Result, deliver: (Int, Result) -> Void) {
            deliveryLock.lock()
            defer { deliveryLock.unlock() }
            lock.lock()
            waiting[index] = result
            var ready: [(Int, Result)] = []
            while let next = waiting.removeValue(forKey: nextToDeliver) {
                ready.append((nextToDeliver, next))
                nextToDeliver += 1
            }
            lock.unlock()
            for (index, result) in ready { deliver(index, result) }
        }
    }
}
