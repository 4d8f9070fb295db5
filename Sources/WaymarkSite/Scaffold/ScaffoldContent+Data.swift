extension ScaffoldContent {
    /// `data/places.yml`: the Old Port, the centre of the pets' landing page and the report's queries.
    var places: String {
        """
        # Named places: each gets a landing page of the lost and found pets within its radius
        # (pets/<slug>/) and can anchor queries (near-place: <slug>). A place with latitude/longitude
        # is used as given; one with only `query: "Town, Country"` is geocoded. radiusKm defaults to 10.
        - name: La Rochelle Old Port
          slug: \(Self.placeSlug)
          latitude: 46.1560
          longitude: -1.1525
          radiusKm: 10
          kind: harbour

        """
    }

    /// `data/charters/la-rochelle.yml`: two public charters and an unlisted one, in the next season.
    var charters: String {
        """
        # Example charters made by `waymark new`: replace them with your own (fields: data/README.md).
        # latitude/longitude is where a trip starts; without it, `destination` is geocoded.
        - id: ile-de-re-weekend
          name: Île de Ré weekend
          boat: Marie-Galante
          vesselType: sailing yacht
          captain: Claire Martin
          destination: Saint-Martin-de-Ré, France
          latitude: 46.1560
          longitude: -1.1525
          placeId: \(Self.placeSlug)
          region: Pertuis Charentais
          start: \(seasonDay(month: 6, day: 12))
          end: \(seasonDay(month: 6, day: 13))
          visibility: public          # public, unlisted (a page but no listing) or private (never published)
          berths: 6
          tags: [weekend, islands]
          description: |
            Under the **Île de Ré bridge** to Saint-Martin, a night in its star-shaped harbour,
            and back along the Pertuis Breton.
        - id: fort-boyard-day
          name: Fort Boyard and Île d'Aix
          boat: Pertuis
          vesselType: catamaran
          captain: Hugo Lefèvre
          destination: Île d'Aix, France
          latitude: 46.1445
          longitude: -1.1670
          region: Pertuis Charentais
          start: \(seasonDay(month: 7, day: 14))
          end: \(seasonDay(month: 7, day: 14))
          visibility: public
          berths: 12
          tags: [day trip, family]
          description: Round Fort Boyard, lunch ashore on the Île d'Aix and a swim on the way back.
        - id: belle-ile-week
          name: A week to Belle-Île
          boat: Marie-Galante
          vesselType: sailing yacht
          captain: Claire Martin
          destination: Belle-Île-en-Mer, France
          latitude: 46.1445
          longitude: -1.1670
          region: Brittany
          start: \(seasonDay(month: 8, day: 7))
          end: \(seasonDay(month: 8, day: 14))
          visibility: unlisted
          berths: 6
          tags: [offshore]
          description: Booked by a sailing club; shown only to those who have the link.

        """
    }

    /// `data/announcements/la-rochelle.csv`: pets reported in the weeks before the scaffold's day —
    /// lost and found ones inside the Old Port's 10 km, a closed one, and one outside the radius.
    var announcements: String {
        let rows: [String] = [
            "id,status,species,petName,breed,color,date,latitude,longitude,address,contact,description",
            "lr-0001,lost,cat,Minou,European shorthair,grey tabby,\(daysAgo(3)),46.1467,-1.1652,"
                + "\"Port des Minimes, La Rochelle\",minou@example.org,\"Example announcement: last seen on the pontoons, wearing a red collar.\"",
            "lr-0002,found,dog,,Labrador,black,\(daysAgo(6)),46.1331,-1.1266,"
                + "\"Plage d'Aytré, Aytré\",+33 5 00 00 00 02,\"Example announcement: found on the beach, friendly, no collar.\"",
            "lr-0003,lost,dog,Gribouille,Jack Russell terrier,white and tan,\(daysAgo(8)),45.9421,-0.9597,"
                + "\"Rochefort\",+33 5 00 00 00 03,\"Example announcement: 27 km away, outside the Old Port's 10 km, so on no landing map.\"",
            "lr-0004,lost,bird,Coco,African grey parrot,grey,\(daysAgo(10)),46.1598,-1.1510,"
                + "\"Quai Duperré, La Rochelle\",coco@example.org,\"Example announcement: flew off the quay; answers to *Coco*.\"",
            "lr-0005,found,rabbit,,dwarf,white,\(daysAgo(15)),46.1876,-1.1533,"
                + "\"Lagord\",+33 5 00 00 00 05,\"Example announcement: found in a garden.\"",
            "lr-0006,closed,cat,Filou,mixed,black,\(daysAgo(24)),46.1545,-1.0952,"
                + "\"Périgny\",filou@example.org,\"Example announcement: back home; closed announcements keep their page.\"",
        ]
        return rows.joined(separator: "\n") + "\n"
    }
}
