import WaymarkGeo
import WaymarkModel

/// One item of a feed, independent of the format: the same entry becomes a JSON Feed item, an Atom
/// entry and a GeoJSON Feature.
package struct FeedEntry: Sendable, Hashable {
    /// The permalink: absolute URL of the item's page, used as its id forever.
    package var permalink: String
    /// Title, plain text.
    package var title: String
    /// One or two sentences of plain text.
    package var summary: String
    /// Rendered description (HTML), when there is one.
    package var contentHTML: String?
    /// The content date (announcement date, charter start); `nil` falls back to the build's today.
    package var date: CalendarDate?
    /// Where the item is; `nil` leaves `_geo` and the GeoJSON geometry out (null).
    package var coordinate: Coordinate?
    /// Flat facts for `_geo` and GeoJSON properties (status, species, dates…).
    package var properties: [String: GeoJSONValue]
    /// Tags or categories, in display order.
    package var tags: [String]

    /// Creates an entry.
    package init(permalink: String, title: String, summary: String, contentHTML: String? = nil, date: CalendarDate? = nil,
                coordinate: Coordinate? = nil, properties: [String: GeoJSONValue] = [:], tags: [String] = []) {
        self.permalink = permalink
        self.title = title
        self.summary = summary
        self.contentHTML = contentHTML
        self.date = date
        self.coordinate = coordinate
        self.properties = properties
        self.tags = tags
    }

    /// The entry as a GeoJSON Point Feature (`id` = permalink, properties plus `title` and `url`);
    /// geometry `null` without a coordinate.
    package var feature: GeoJSONFeature {
        var values = properties
        values["title"] = .text(title)
        values["url"] = .text(permalink)
        return GeoJSONFeature(id: permalink, geometry: coordinate.flatMap { $0.isValid ? .point($0) : nil },
                              properties: values)
    }
}
