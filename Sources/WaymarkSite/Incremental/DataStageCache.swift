import Synchronization
import WaymarkModel
import WaymarkData
import WaymarkDiscovery
import WaymarkRender
import WaymarkResolve

/// The data phase's output, each language's copy of the records with its indexes, and the plans of
/// data-only generators, kept between builds of a long-lived process (`waymark serve`), so saving a
/// Markdown page neither reloads and re-geocodes `data/`, nor localises the records and indexes them
/// again, nor plans the charter, pet and airport pages again. `waymark build` never uses one.
///
/// Both are keyed by ``DataFingerprint/stage(of:options:displayFolder:io:)``: the bytes of every file
/// under `data/`, the geocode cache, `site.yml`, today, the online switch and the folder names. A plan
/// is reused only when the theme is the one it was planned with too. The cache holds one build: a
/// stage or plan with another key replaces what was there.
package final class DataStageCache: Sendable {
    private struct State {
        var stage: (key: UInt64, output: ResolvedData)?
        var plans: [String: (key: UInt64, plan: GeneratorPlan)] = [:]
        var editions: [String: (key: UInt64, data: SiteData, discovery: DiscoveryIndex)] = [:]
        var reusedStage = false
        var reusedPlans = 0
    }

    private let state = Mutex(State())

    /// An empty cache.
    package init() {}

    /// Whether the last build took its data phase from the cache.
    package var lastReusedStage: Bool { state.withLock { $0.reusedStage } }

    /// How many generator plans the last build took from the cache.
    package var lastReusedPlanCount: Int { state.withLock { $0.reusedPlans } }

    /// Forgets everything.
    package func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The data phase's output stored under `key`, or `nil` (always when `key` is `nil`, the data
    /// could not be fingerprinted); starts the counts of a build.
    func stage(for key: UInt64?) -> ResolvedData? {
        state.withLock { state in
            let output = state.stage.flatMap { $0.key == key ? $0.output : nil }
            state.reusedStage = output != nil
            state.reusedPlans = 0
            return output
        }
    }

    /// Keeps the data phase's output of this build.
    func storeStage(_ output: ResolvedData, for key: UInt64) {
        state.withLock { $0.stage = (key, output) }
    }

    /// The plan `generator` made under `key`, or `nil`.
    func plan(of generator: String, for key: UInt64) -> GeneratorPlan? {
        state.withLock { state in
            guard let stored = state.plans[generator], stored.key == key else { return nil }
            state.reusedPlans += 1
            return stored.plan
        }
    }

    /// The records in language `code` (``SiteData/localised(to:)``) and their indexes, made under
    /// `key`, or `nil` (always when `key` is `nil`).
    func edition(_ code: String, for key: UInt64?) -> (data: SiteData, discovery: DiscoveryIndex)? {
        state.withLock { state in
            guard let stored = state.editions[code], stored.key == key else { return nil }
            return (stored.data, stored.discovery)
        }
    }

    /// Keeps the records in language `code` and their indexes, made under `key`.
    func storeEdition(_ code: String, data: SiteData, discovery: DiscoveryIndex, for key: UInt64) {
        state.withLock { $0.editions[code] = (key, data, discovery) }
    }

    /// Keeps the plan `generator` made under `key`.
    func storePlan(_ plan: GeneratorPlan, of generator: String, for key: UInt64) {
        state.withLock { $0.plans[generator] = (key, plan) }
    }
}
