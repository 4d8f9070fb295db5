import WaymarkModel
import WaymarkTheme

/// How an airport page's AIP rows are labelled and written (docs/i18n.md, "Airports and query
/// blocks"): the field and value as published, except where Waymark knows what the row holds.
extension SiteWords {
    /// The label of `entry`'s row: its standard field, else the published one. The eAIPs name two
    /// different rows "AD Administration": in the administrative data (AD 2.2) it is the operator,
    /// in the operational hours (AD 2.3) the hours of the administration; those take the
    /// catalogue's `airports.aip_fields` words.
    package func aipField(_ entry: AIPEntry) -> String {
        let field = entry.standardField ?? entry.field
        if field.lowercased() == AIPEntry.administrationField.lowercased() {
            switch entry.section {
            case "admin": return text("airports.aip_fields.operator")
            case "operational": return text("airports.aip_fields.administration_hours")
            default: break
            }
        }
        return field
    }

    /// The value of `entry`'s row: the labelled parts of a value that packs several items
    /// (``WaymarkModel/AIPValuePart``), `Elevation: 80 ft · Reference temperature: 20 °C`, or the
    /// value as written.
    package func aipValue(_ entry: AIPEntry) -> String {
        guard let parts = AIPValuePart.parts(field: entry.standardField ?? entry.field, value: entry.value) else { return entry.value }
        return parts.map { part -> String in
            let (label, value): (String, String)
            switch part {
            case .elevation(let feet):
                (label, value) = (text("airports.elevation"), text("airports.aip_parts.feet", ["value": feet]))
            case .referenceTemperature(let celsius):
                (label, value) = (text("airports.aip_parts.reference_temperature"), text("airports.aip_parts.celsius", ["value": celsius]))
            case .meanLowTemperature(let celsius):
                (label, value) = (text("airports.aip_parts.mean_low_temperature"), text("airports.aip_parts.celsius", ["value": celsius]))
            case .magneticVariation(let angle, let year):
                (label, value) = (text("airports.aip_parts.magnetic_variation", ["year": year]), angle)
            case .annualChange(let angle):
                (label, value) = (text("airports.aip_parts.annual_change"), angle)
            }
            return text("airports.aip_parts.labelled", ["label": label, "value": value])
        }.joined(separator: " · ")
    }
}
