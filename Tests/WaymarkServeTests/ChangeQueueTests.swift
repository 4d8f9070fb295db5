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

    @Test func waitingConsumerIsWokenByAPush() async {
        let queue = ChangeQueue()
        async let next = queue.next()
        try? await Task.sleep(for: .milliseconds(20))
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        #expect(await next?.sortedPaths == ["/s/a.md"])
    }

    @Test func finishEndsAWaitingConsumerAndDropsLaterPushes() async {
        let queue = ChangeQueue()
        async let next = queue.next()
        try? await Task.sleep(for: .milliseconds(20))
        queue.finish()
        #expect(await next == nil)
        queue.push(ChangeSet(paths: ["/s/a.md"]))
        #expect(await queue.next() == nil)
    }

    @Test func cancellingTheConsumerEndsTheWait() async {
        let queue = ChangeQueue()
        let consumer = Task { await queue.next() }
        try? await Task.sleep(for: .milliseconds(20))
        consumer.cancel()
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
