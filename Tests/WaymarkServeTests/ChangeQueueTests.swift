import Testing
@testable import WaymarkServe

@Suite struct ChangeQueueTests {
    @Test func batchesPushedWhileNobodyWaitsAreMergedIntoOne() async {
        let queue = ChangeQueue()
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        queue.push(ChangeSet(paths: ["/s/b.md", "/s/a.md"]))
        queue.push(ChangeSet(paths: ["/s/c.md"]))
        let merged = await queue.next()
        #expect(merged?.sortedPaths == ["/s/a.md", "/s/b.md", "/s/c.md"])
        #expect(merged?.isEverything == false)
    }

    @Test func everythingWins() async {
        let queue = ChangeQueue()
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        queue.push(.everything)
        #expect(await queue.next()?.isEverything == true)
    }

    /// Each of the three below acts once the consumer is known to wait (a pause, however long, could
    /// come before it does on a loaded machine, and the test would then check the other path).
    @Test func waitingConsumerIsWokenByAPush() async throws {
        let queue = ChangeQueue()
        let consumer = Task { await queue.next() }
        try #require(await Patience.until { queue.hasWaitingConsumer })
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        #expect(await consumer.value?.sortedPaths == ["/s/a.md"])
    }

    @Test func finishEndsAWaitingConsumerAndDropsLaterPushes() async throws {
        let queue = ChangeQueue()
        let consumer = Task { await queue.next() }
        try #require(await Patience.until { queue.hasWaitingConsumer })
        queue.finish()
        #expect(await consumer.value == nil)
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        #expect(await queue.next() == nil)
    }

    @Test func cancellingTheConsumerEndsTheWait() async throws {
        let queue = ChangeQueue()
        let consumer = Task { await queue.next() }
        try #require(await Patience.until { queue.hasWaitingConsumer })
        consumer.cancel()
        // Should cancelling not end the wait, the test fails here instead of waiting forever.
        try #require(await Patience.until { !queue.hasWaitingConsumer })
        #expect(await consumer.value == nil)
    }

    @Test func changeSetMergingAndDescription() {
        let a = ChangeSet(paths: ["/b", "/a"])
        #expect(a.merging(.empty) == a)
        #expect(a.merging(ChangeSet(paths: ["/c", "/d"])).description == "4 files (/a, /b, /c, …)")
        #expect(a.description == "/a, /b")
        #expect(ChangeSet.everything.description == "everything")
        #expect(ChangeSet.empty.isEmpty && !ChangeSet.everything.isEmpty && !a.isEmpty)
    }
}
