import Foundation
import WaymarkCore
import WaymarkModel

/// `waymark serve`: builds the site, serves the output over HTTP, rebuilds when watched files
/// change and tells open pages to reload through Server-Sent Events.
///
/// The build itself is injected (`SiteRebuild`), so the server knows nothing of how pages are made.
/// A failing build never stops the server: HTML requests get an error page listing every
/// diagnostic until a later build succeeds. Rebuilds run one at a time; batches arriving during a
/// rebuild are merged into the next one. HTTP is served by ``HTTPListener`` within
/// ``PreviewConfiguration/limits``; if the listener itself fails, ``run()`` throws
/// ``PreviewServerError/serverFailed(_:)`` instead of returning as if stopped.
package final class PreviewServer: Sendable {
    private struct Runtime: Sendable {
        var listener: HTTPListener?
        var url: String?
        var watcher: (any ChangeWatcher)?
        var tasks: [Task<Void, Never>] = []
        var serverFailure: String?
        var generation = 0
        var isStarted = false
        var isStopped = false
        /// Woken when the server stops or fails (`run()` waits on it).
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let configuration: PreviewConfiguration
    private let rebuildSite: SiteRebuild
    private let report: @Sendable (PreviewEvent) -> Void
    private let state: MutexBox<ServingState>
    private let runtime = MutexBox(Runtime())
    private let broadcaster = ReloadBroadcaster()
    private let queue = ChangeQueue()
    private let instance: String

    /// A server for `configuration` that builds with `rebuild` and tells `report` what happens.
    /// Nothing runs until `start()`.
    package init(
        configuration: PreviewConfiguration,
        rebuild: @escaping SiteRebuild,
        report: @escaping @Sendable (PreviewEvent) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.rebuildSite = rebuild
        self.report = report
        let millis = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        instance = String(UInt32(truncatingIfNeeded: getpid()), radix: 36) + String(millis % 1_000_000_000, radix: 36)
        state = MutexBox(ServingState(token: instance + "-0"))
    }

    /// The address pages are served at, e.g. `http://127.0.0.1:8080/`; `nil` before `start()`.
    package var url: String? {
        runtime.withLock { $0.url }
    }

    /// The number of builds finished so far, successful or not (the first build is 1).
    package var generation: Int {
        runtime.withLock { $0.generation }
    }

    /// The number of browsers (event streams) currently connected.
    package var connectedClients: Int {
        broadcaster.subscriberCount
    }

    /// Starts listening and watching, builds the site once (pages asked for during that first build
    /// get a "building" page that reloads by itself), and returns the server's address.
    /// Throws only for problems of the server itself (bad host, port taken), never for content.
    @discardableResult
    package func start() async throws -> String {
        let alreadyStarted = runtime.withLock { runtime in
            defer { runtime.isStarted = true }
            return runtime.isStarted || runtime.isStopped
        }
        guard !alreadyStarted else { throw PreviewServerError.alreadyStarted }
        Self.raiseDescriptorLimit()
        let handler = PreviewRequestHandler(state: state, broadcaster: broadcaster, sources: configuration.sourceFiles)
        let listener = HTTPListener(limits: configuration.limits, handler: { handler.handleRequest($0) }) { [weak self] reason in
            self?.fail(reason)
        }
        let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        let address = try listener.start(host: host, port: configuration.port)
        let url = address.isIPv6
            ? "http://[\(address.host == "::" ? "::1" : address.host)]:\(address.port)/"
            : "http://\(address.host == "0.0.0.0" ? "127.0.0.1" : address.host):\(address.port)/"
        runtime.withLock { runtime in
            runtime.listener = listener
            runtime.url = url
        }
        report(.listening(url: url))
        // Watch before the first build, so a save during it is not lost: it is queued and the
        // rebuild loop picks it up after. Pages asked for meanwhile get the "building" page.
        startWatching()
        await rebuild(.everything)
        startRebuildLoop()
        startKeepAlive()
        return url
    }

    /// Starts (unless started) and returns when `stop()` is called or the calling task is cancelled.
    /// - Throws: ``PreviewServerError/serverFailed(_:)`` when the server stopped working (it can no
    ///   longer accept connections); start-up errors as ``start()`` does.
    package func run() async throws {
        if !runtime.withLock({ $0.isStarted }) {
            try await start()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = runtime.withLock { runtime -> Bool in
                    if runtime.isStopped || runtime.serverFailure != nil { return true }
                    runtime.waiters.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            Task { await self.stop() }
        }
        if let failure = runtime.withLock({ $0.serverFailure }) {
            await stop()
            throw PreviewServerError.serverFailed(failure)
        }
    }

    /// Records that the listener failed for good and wakes `run()`.
    private func fail(_ reason: String) {
        let waiters = runtime.withLock { runtime in
            runtime.serverFailure = runtime.serverFailure ?? reason
            defer { runtime.waiters = [] }
            return runtime.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Raises the soft limit on open files to the hard limit (at most 65,536), so the connection cap,
    /// which stays 128 below the soft limit, is not needlessly low.
    private static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        let wanted = min(limit.rlim_max, 65_536)
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = wanted
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// Asks for a rebuild covering `changes`, as if the watcher had reported them. Returns at once.
    package func requestRebuild(_ changes: ChangeSet) {
        queue.push(changes)
    }

    /// Stops watching, closes every event stream and connection, and waits for a running build.
    package func stop() async {
        let (listener, watcher, tasks, waiters) = runtime.withLock { runtime in
            runtime.isStopped = true
            defer {
                runtime.tasks = []
                runtime.watcher = nil
                runtime.waiters = []
            }
            return (runtime.listener, runtime.watcher, runtime.tasks, runtime.waiters)
        }
        watcher?.stop()
        queue.finish()
        broadcaster.close()
        for task in tasks {
            task.cancel()
        }
        for task in tasks {
            await task.value
        }
        if let listener {
            await Task.detached { listener.stop() }.value
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The number of HTTP connections open now (event streams included).
    package var openConnections: Int {
        runtime.withLock { $0.listener?.openConnections ?? 0 }
    }

    /// Runs one build now and publishes its outcome: new files served, or the error page; every
    /// open page is told to reload.
    private func rebuild(_ changes: ChangeSet) async {
        let clock = ContinuousClock()
        let started = clock.now
        let outcome = await rebuildSite(changes)
        let duration = clock.now - started
        let generation = runtime.withLock { runtime in
            runtime.generation += 1
            return runtime.generation
        }
        let token = "\(instance)-\(generation)"
        var event: PreviewEvent
        switch outcome {
        case .success(let directory, let warnings):
            if let output = OutputFolder(url: directory) {
                state.withLock { $0 = ServingState(token: token, output: output, failure: nil) }
                event = .rebuilt(changes: changes, duration: duration, warnings: warnings)
            } else {
                let missing = Diagnostic.error(
                    "the build reported its output folder '\(directory.path)', which does not exist",
                    at: SourceLocation(path: directory.path))
                state.withLock { $0 = ServingState(token: token, output: $0.output, failure: [missing]) }
                event = .rebuildFailed(changes: changes, duration: duration, diagnostics: [missing])
            }
        case .failure(let diagnostics):
            let shown = diagnostics.isEmpty
                ? [Diagnostic.error("the build failed without saying why", at: SourceLocation(path: "site"))]
                : diagnostics
            state.withLock { $0 = ServingState(token: token, output: $0.output, failure: shown) }
            event = .rebuildFailed(changes: changes, duration: duration, diagnostics: shown)
        }
        broadcaster.send(.event("reload", data: token))
        report(event)
    }

    private func startRebuildLoop() {
        let task = Task { [queue] in
            while let changes = await queue.next() {
                await self.rebuild(changes)
            }
        }
        runtime.withLock { $0.tasks.append(task) }
    }

    private func startWatching() {
        let directories = configuration.watchedDirectories
        let watcher: (any ChangeWatcher)?
        switch configuration.watchMode {
        case .none:
            watcher = nil
        case .polling(let interval):
            watcher = try? PollingWatcher(directories: directories, interval: interval)
            report(.watching(method: "polling every \(interval.milliseconds) ms"))
        case .native:
            do {
                watcher = try InotifyWatcher(directories: directories, debounce: configuration.debounce)
                report(.watching(method: "inotify"))
            } catch {
                report(.watchFallback(reason: error))
                watcher = try? PollingWatcher(directories: directories, interval: .milliseconds(500))
                report(.watching(method: "polling every 500 ms"))
            }
        }
        guard let watcher else { return }
        let task = startOnServerThreads { [queue] in
            for await batch in watcher.changes {
                queue.push(batch)
            }
        }
        runtime.withLock { runtime in
            runtime.watcher = watcher
            runtime.tasks.append(task)
        }
    }

    private func startKeepAlive() {
        let interval = configuration.keepAliveInterval
        let task = startOnServerThreads { [broadcaster] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                broadcaster.send(.comment("keep-alive"))
            }
        }
        runtime.withLock { $0.tasks.append(task) }
    }
}
