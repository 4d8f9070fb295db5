import WaymarkCore
/// Change batches waiting for the rebuild loop, merged while a rebuild runs: however many batches
/// arrive during one rebuild, the next rebuild covers them all at once. One consumer only.
final class ChangeQueue: Sendable {
    private struct State {
        var pending: ChangeSet?
        var waiter: CheckedContinuation<ChangeSet?, Never>?
        var isFinished = false
    }

    private enum Decision {
        case deliver(ChangeSet?)
        case wait
    }

    private let state = MutexBox(State())

    /// Adds a batch; wakes the consumer when it is waiting. Ignored after `finish()`.
    func push(_ changes: ChangeSet) {
        let waiter: CheckedContinuation<ChangeSet?, Never>? = state.withLock { state in
            guard !state.isFinished else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.pending = state.pending.map { $0.merging(changes) } ?? changes
            return nil
        }
        waiter?.resume(returning: changes)
    }

    /// The batches pushed since the last call, merged; waits for one when there is none.
    /// `nil` once the queue is finished or the calling task is cancelled.
    func next() async -> ChangeSet? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ChangeSet?, Never>) in
                let decision: Decision = state.withLock { state in
                    if let pending = state.pending {
                        state.pending = nil
                        return .deliver(pending)
                    }
                    if state.isFinished || Task.isCancelled { return .deliver(nil) }
                    state.waiter = continuation
                    return .wait
                }
                if case .deliver(let changes) = decision {
                    continuation.resume(returning: changes)
                }
            }
        } onCancel: {
            finish()
        }
    }

    /// Whether the consumer is waiting in `next()` now, so that a test can push, finish or cancel
    /// exactly then instead of hoping a pause was long enough.
    var hasWaitingConsumer: Bool {
        state.withLock { $0.waiter != nil }
    }

    /// Ends the queue: a waiting consumer gets `nil`, later pushes are dropped.
    func finish() {
        let waiter = state.withLock { state in
            state.isFinished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }
}
