import WaymarkCore
import WaymarkOutput
import WaymarkTheme

extension PageJob {
    /// A page rendered from a typed model: template `template` with the variables of the model
    /// `model` makes (``RenderEnvironment/renderPage(template:outputPath:model:rootOverride:)``).
    ///
    /// When `fingerprinted` (a cache will read it) the job's fingerprint is ``fingerprint(template:path:rootOverride:model:)``
    /// of the model made once here, at plan time; the render makes it again. A model that fails to
    /// encode leaves the job without a fingerprint, and its render throws the error.
    package init<Model: PageModel>(path: OutputPath, origin: String, isPage: Bool = true, sitemap: SitemapInclusion?,
                                   maps: Int = 0, template: String, rootOverride: String? = nil, fingerprinted: Bool,
                                   model: @escaping @Sendable () -> Model) {
        let fingerprint = fingerprinted
            ? try? Self.fingerprint(template: template, path: path, rootOverride: rootOverride, model: model()) : nil
        self.init(path: path, origin: origin, isPage: isPage, sitemap: sitemap, fingerprint: fingerprint, maps: maps) { environment in
            try environment.renderPage(template: template, outputPath: path, model: model(), rootOverride: rootOverride)
        }
    }

    /// The fingerprint of a page made from `model`: the hash of its template's name, its path, the
    /// root its links start from, the model's type and the model as ``TemplateValueEncoder`` encodes
    /// it for a fingerprint (everything its template reads besides the shared ``RenderEnvironment``,
    /// with a value made late, such as a body's HTML, as what it is made from: nothing is rendered).
    package static func fingerprint(template: String, path: OutputPath, rootOverride: String?,
                                    model: some PageModel) throws -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-page-model-1")
        hash.combine(String(reflecting: type(of: model)))
        hash.combine(template)
        hash.combine(path.description)
        hash.combine(rootOverride)
        hash.combine(try TemplateValueEncoder(purpose: .fingerprint).encode(model))
        return hash.value
    }

    /// The fingerprint of a data file (a map's GeoJSON) made from `data`: the hash of its path, the
    /// value's type and the value as ``TemplateValueEncoder`` encodes it for a fingerprint (a value
    /// that makes its file's geometry late, as a circle's polygon, holds what it is made from).
    package static func fingerprint(path: OutputPath, data: some Encodable) throws -> UInt64 {
        var hash = StableHash()
        hash.combine("waymark-data-model-1")
        hash.combine(String(reflecting: type(of: data)))
        hash.combine(path.description)
        hash.combine(try TemplateValueEncoder(purpose: .fingerprint).encode(data))
        return hash.value
    }
}
