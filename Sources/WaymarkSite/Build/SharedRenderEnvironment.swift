import WaymarkRender

/// One ``RenderEnvironment`` referenced by every job of a language edition: each job's render
/// closure holds this one reference instead of a copy of the environment's fields.
final class SharedRenderEnvironment: Sendable {
    /// The environment the edition's pages render in.
    let value: RenderEnvironment

    init(_ value: RenderEnvironment) {
        self.value = value
    }
}
