#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

extension Concurrently {
    /// `work(i)` for every `i` in `0..<count`, on the calling thread and up to `parallelism - 1`
    /// threads of its own, results in index order: for a few large pieces that themselves run
    /// ``map(_:_:)`` inside, such as the generators' plans.
    ///
    /// ``map(_:_:)`` is libdispatch's `concurrentPerform`, which gives a `concurrentPerform` called
    /// from one of its iterations a share of the cores (the cores divided by the outer iteration
    /// count): with six generators on two cores, the pet plan's parts ran one after another on one
    /// core. Iterations here run on plain threads, so a `map` inside one uses every core.
    package static func mapOnOwnThreads<T: Sendable>(_ count: Int, _ work: @Sendable (Int) -> T) -> [T] {
        let helpers = min(parallelism, count) - 1
        guard helpers > 0 else { return (0..<count).map(work) }
        let shared = SharedWork<T>(count: count)
        return withoutActuallyEscaping(work) { work in
            shared.work = work
            let threads = (0..<helpers).compactMap { _ in WorkerThread.start(shared.drain) }
            shared.drain()
            for thread in threads { thread.join() }
            shared.work = nil
            return shared.results()
        }
    }

    /// `work()` on a thread of its own at a lower scheduling priority, as a task to await: for work
    /// that a later step needs but that the steps before it do not wait for (the output scan of a
    /// `--cache` build, the data row cache written beside the plan). It then takes a core when the
    /// build leaves one idle instead of slowing the steps that come first; once a step awaits it, it
    /// runs on the core that step leaves free. On a dispatch thread, as ``onDispatchThread(_:)``, when
    /// no thread can be made.
    package static func inBackground<T: Sendable>(_ work: @escaping @Sendable () -> T) -> Task<T, Never> {
        Task.detached {
            await withCheckedContinuation { continuation in
                let started = WorkerThread.startDetached {
                    WorkerThread.lowerPriority()
                    continuation.resume(returning: work())
                }
                if !started { DispatchQueue.global().async { continuation.resume(returning: work()) } }
            }
        }
    }
}

/// The state the threads of ``Concurrently/mapOnOwnThreads(_:_:)`` share: the next index to take and
/// a slot per result.
private final class SharedWork<T: Sendable>: @unchecked Sendable {
    let count: Int
    private let next = Atomic<Int>(0)
    private let slots: Mutex<[T?]>
    /// Set before the threads start and cleared after they are joined.
    var work: (@Sendable (Int) -> T)?

    init(count: Int) {
        self.count = count
        slots = Mutex(Array(repeating: nil, count: count))
    }

    /// Takes indexes until none are left.
    func drain() {
        guard let work else { return }
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            let value = work(index)
            slots.withLock { $0[index] = value }
        }
    }

    func results() -> [T] {
        slots.withLock { $0.compactMap { $0 } }
    }
}

/// A POSIX thread running one closure, to be joined.
private struct WorkerThread {
    private let thread: pthread_t

    /// A thread running `body`, or `nil` when none could be made (the caller then does the work).
    static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { context in
            // Taken (and released) before the thread ends, so nothing of `body` outlives the join.
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run
            body()
            return nil
        }, box)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        #if canImport(Darwin)
        return thread.map(WorkerThread.init(thread:))
        #else
        return WorkerThread(thread: thread)
        #endif
    }

    func join() {
        pthread_join(thread, nil)
    }

    /// Starts a thread running `body` that nobody joins; false when none could be made.
    static func startDetached(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(body) else { return false }
        pthread_detach(thread.thread)
        return true
    }

    /// Lowers the calling thread's priority (nice 10: about a tenth of a core's time against a thread
    /// of normal priority). Linux keeps the nice value per thread; elsewhere this does nothing.
    static func lowerPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }

    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
