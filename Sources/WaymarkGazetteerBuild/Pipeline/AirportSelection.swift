import WaymarkGazetteer
import WaymarkGeo

/// Chooses the airports a traveller can fly to or once flew from, and links each into the
/// hierarchy (`AirportPlacement`: the city it serves, the region it is filed in).
///
/// Kept: an IATA code, and large, medium, with scheduled service, or closed (Berlin Tegel stays
/// for flight logs, stamps and search, named "… (closed)"). Where two rows share an IATA code,
/// the larger type wins (a closed airport loses to any open one: the code was reused), then
/// scheduled service, then the lower ident. Only large and medium airports with scheduled
/// service answer coordinates, within their `AirportFootprint` of their runways.
/// ICAO comes from OurAirports (icao_code, else a four-letter ident equal to gps_code) and is
/// replaced by `airportsdata`'s fresher pairing when the two disagree.
struct AirportSelection {
    let airports: [SourceAirport]
    let airportCodes: [SourceAirportCode]
    let runways: [SourceRunway]
    let placement: AirportPlacement

    static func typeRank(_ type: String) -> Int {
        switch type {
        case "large_airport": return 3
        case "medium_airport": return 2
        case "closed": return 0
        default: return 1
        }
    }

    static func isSelectable(_ a: SourceAirport) -> Bool {
        let iata = a.iataCode
        guard iata.count == 3, iata.allSatisfy({ $0.isASCII && $0.isLetter && $0.isUppercase }) else { return false }
        return a.type == "large_airport" || a.type == "medium_airport" || a.type == "closed" || a.scheduledService
    }

    func select(into content: inout GazetteerContent, rowidByID: inout [String: Int], notes: inout [AuditReport.Correction]) {
        var chosen: [String: SourceAirport] = [:]
        for airport in airports where Self.isSelectable(airport) {
            if let existing = chosen[airport.iataCode] {
                let better = (Self.typeRank(airport.type), airport.scheduledService ? 1 : 0, existing.ident)
                    > (Self.typeRank(existing.type), existing.scheduledService ? 1 : 0, airport.ident)
                let kept = better ? airport : existing, dropped = better ? existing : airport
                notes.append(.init(kind: "duplicate_iata", subject: "\(airport.iataCode): \(dropped.ident) \(dropped.name)",
                                   result: "kept \(kept.ident) \(kept.name)", reason: "larger type, scheduled service, then lower ident"))
                if better { chosen[airport.iataCode] = airport }
            } else {
                chosen[airport.iataCode] = airport
            }
        }
        var freshICAO: [String: String] = [:]
        var freshName: [String: String] = [:]
        for code in airportCodes where code.iata.count == 3 && code.icao.count == 4 {
            if let existing = freshICAO[code.iata], existing <= code.icao { continue }
            freshICAO[code.iata] = code.icao
            freshName[code.iata] = code.name
        }

        let runwaysByIdent = Dictionary(grouping: runways, by: \.airportIdent)
        // Larger airports first (see PlaceAssembly on rowid order), then by code.
        let order = chosen.keys.sorted { a, b in
            let ra = Self.typeRank(chosen[a]!.type), rb = Self.typeRank(chosen[b]!.type)
            return ra != rb ? ra > rb : a < b
        }
        for iata in order {
            guard let airport = chosen[iata] else { continue }
            let coordinate = Coordinate(latitude: airport.latitude, longitude: airport.longitude)
            guard let countryRow = rowidByID["country:\(airport.isoCountry)"] else {
                notes.append(.init(kind: "airport_dropped", subject: "\(iata) \(airport.name)",
                                   result: "left out", reason: "country \(airport.isoCountry) is not supported"))
                continue
            }
            var icao = !airport.icaoCode.isEmpty ? airport.icaoCode
                : (airport.ident.count == 4 && airport.ident == airport.gpsCode && airport.ident.allSatisfy(\.isLetter) ? airport.ident : "")
            if let fresh = freshICAO[iata], fresh != icao {
                notes.append(.init(kind: "icao_from_airportsdata", subject: "\(iata) \(airport.name)",
                                   result: fresh, reason: icao.isEmpty ? "OurAirports has no ICAO code" : "OurAirports says \(icao); airportsdata is fresher"))
                icao = fresh
            }
            let (served, region) = placement.place(airport, at: coordinate, rowidByID: rowidByID, places: content.places)
            let row = PlaceRow(
                rowid: content.places.count + 1, kind: .airport, code: iata,
                name: airport.type == "closed" ? "\(airport.name) (closed)" : airport.name,
                continent: content.places[countryRow - 1].continent, country: countryRow, region: region,
                city: served, coordinate: coordinate, population: 0,
                importance: Importance.score(kind: .airport, population: 0, airportType: airport.type), geonameID: nil)
            content.places.append(row)
            rowidByID[row.id.description] = row.rowid
            let footprintMeters = AirportFootprint.meters(type: airport.type, scheduled: airport.scheduledService)
            let otherNames = AirportOtherNames.chosen(for: airport, codes: [iata, icao, airport.ident], airportsDataName: freshName[iata])
            content.airportDetails[row.rowid] = AirportDetail(iata: iata, icao: icao.isEmpty ? nil : icao, type: airport.type,
                                                              scheduled: airport.scheduledService, municipality: airport.municipality,
                                                              footprintMeters: footprintMeters, otherNames: otherNames)
            if let footprintMeters {
                content.airportRunways[row.rowid] = footprintRunways(airport, iata: iata, at: coordinate, meters: footprintMeters,
                                                                     runwaysByIdent: runwaysByIdent, notes: &notes)
            }
        }
    }

    /// The airport's runways that lie within reach of its reference point: a footprint must lie
    /// within `AirportFootprint.reachMeters` of it, where the resolver looks. A runway beyond is
    /// a misplaced row, left out with a note.
    func footprintRunways(_ airport: SourceAirport, iata: String, at reference: Coordinate, meters: Double,
                          runwaysByIdent: [String: [SourceRunway]], notes: inout [AuditReport.Correction]) -> [AirportFootprint.Runway] {
        var kept: [AirportFootprint.Runway] = []
        for runway in runwaysByIdent[airport.ident] ?? [] {
            let ends = AirportFootprint.Runway(end1: Coordinate(latitude: runway.end1Latitude, longitude: runway.end1Longitude),
                                               end2: Coordinate(latitude: runway.end2Latitude, longitude: runway.end2Longitude))
            let farthest = max(SphericalDistance.meters(reference, ends.end1), SphericalDistance.meters(reference, ends.end2))
            guard farthest + meters <= AirportFootprint.reachMeters else {
                notes.append(.init(kind: "runway_dropped", subject: "\(iata) \(airport.name)",
                                   result: "runway left out of the footprint",
                                   reason: String(format: "an end lies %.1f km from the reference point", farthest / 1000)))
                continue
            }
            kept.append(ends)
        }
        return kept
    }
}
