import WaymarkModel

/// A record kind ``DataRowCache`` keeps decoded CSV rows of: how every stored property is written
/// into a ``DataRowPayload`` and read back. `DataRowCacheTests` lists each type's stored properties
/// and fails when one is added without being written here, and round-trips every field.
protocol DataRowRecord: Sendable {
    /// Writes every field; false when a location is in another file than the row's.
    func write(into writer: inout DataRowPayload.Writer) -> Bool
    /// Reads what ``write(into:)`` wrote; `nil` when the bytes are not such a record.
    static func read(from reader: inout DataRowPayload.Reader) -> Self?
}

extension Announcement: DataRowRecord {
    func write(into writer: inout DataRowPayload.Writer) -> Bool {
        writer.text(id)
        writer.text(status.rawValue)
        writer.optional(species)
        writer.optional(petName)
        writer.optional(breed)
        writer.optional(color)
        writer.date(date)
        writer.coordinate(coordinate)
        writer.optional(address)
        writer.optional(photo)
        writer.optional(contact)
        writer.text(description)
        writer.variants(descriptions)
        return writer.location(location) && writer.optionalLocation(addressLocation)
    }

    static func read(from reader: inout DataRowPayload.Reader) -> Announcement? {
        guard let id = reader.text(), let statusText = reader.text(), let status = AnnouncementStatus(rawValue: statusText),
              let species = reader.optional(), let petName = reader.optional(), let breed = reader.optional(),
              let color = reader.optional(), let date = reader.date(), let coordinate = reader.coordinate(),
              let address = reader.optional(), let photo = reader.optional(), let contact = reader.optional(),
              let description = reader.text(), let descriptions = reader.variants(),
              let location = reader.location(), let addressLocation = reader.optionalLocation() else { return nil }
        var announcement = Announcement(id: id, status: status, species: species, petName: petName, breed: breed, color: color,
                                        date: date, coordinate: coordinate, address: address, photo: photo, contact: contact,
                                        description: description, location: location, addressLocation: addressLocation)
        announcement.descriptions = descriptions
        return announcement
    }
}

extension Charter: DataRowRecord {
    func write(into writer: inout DataRowPayload.Writer) -> Bool {
        writer.text(id)
        writer.text(name)
        writer.optional(boat)
        writer.optional(vesselType)
        writer.optional(captain)
        writer.optional(destination)
        writer.coordinate(coordinate)
        writer.optional(placeId)
        writer.optional(region)
        writer.date(start)
        writer.date(end)
        writer.text(visibility.rawValue)
        writer.optionalNumber(berths)
        writer.texts(tags)
        writer.text(description)
        writer.variants(descriptions)
        writer.optional(countryCode)
        return writer.location(location) && writer.optionalLocation(destinationLocation)
    }

    static func read(from reader: inout DataRowPayload.Reader) -> Charter? {
        guard let id = reader.text(), let name = reader.text(), let boat = reader.optional(), let vesselType = reader.optional(),
              let captain = reader.optional(), let destination = reader.optional(), let coordinate = reader.coordinate(),
              let placeId = reader.optional(), let region = reader.optional(), let start = reader.date(), let end = reader.date(),
              let visibilityText = reader.text(), let visibility = CharterVisibility(rawValue: visibilityText),
              let berths = reader.optionalNumber(), let tags = reader.texts(), let description = reader.text(),
              let descriptions = reader.variants(), let countryCode = reader.optional(),
              let location = reader.location(), let destinationLocation = reader.optionalLocation() else { return nil }
        var charter = Charter(id: id, name: name, boat: boat, vesselType: vesselType, captain: captain, destination: destination,
                              coordinate: coordinate, placeId: placeId, region: region, start: start, end: end,
                              visibility: visibility, berths: berths, tags: tags, description: description,
                              location: location, destinationLocation: destinationLocation)
        charter.descriptions = descriptions
        charter.countryCode = countryCode
        return charter
    }
}
