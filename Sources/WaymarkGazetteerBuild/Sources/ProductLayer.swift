import Foundation
import WaymarkGeo

/// Waymark's reviewed decisions on top of the open sources (`Data/product-layer.json`).
/// Every entry has a reason, and the audit report lists each one it applied.
///
/// ```swift
/// let layer = try ProductLayer.load(url: URL(fileURLWithPath: "Data/product-layer.json"))
/// let leftOut = layer.unsupportedCountries.map(\.code)   // ["CS", "AN"]
/// ```
public struct ProductLayer: Codable, Sendable {
    /// A GeoNames country the build leaves out (`code`, ISO alpha-2), with the `reason`.
    public struct UnsupportedCountry: Codable, Sendable { public var code: String; public var reason: String }

    /// How a Natural Earth admin-0 unit without a usable ISO code maps to a GeoNames country
    /// (`country == nil`: the unit belongs to no country and is left out).
    public struct Admin0Unit: Codable, Sendable { public var unit: String; public var country: String?; public var reason: String }

    /// A part of a Natural Earth unit that belongs to another country: every polygon of `unit`
    /// whose bounding box lies inside `box` ([minLon, minLat, maxLon, maxLat]) goes to `country`.
    public struct Admin0Part: Codable, Sendable {
        /// The Natural Earth unit (`ADM0_A3`).
        public var unit: String
        /// The box as [minLon, minLat, maxLon, maxLat].
        public var box: [Double]
        /// The country (ISO alpha-2) the polygons inside the box go to.
        public var country: String
        /// Why.
        public var reason: String

        /// `box` as a bounding box; nil unless it holds four numbers.
        public var boundingBox: BoundingBox? {
            guard box.count == 4 else { return nil }
            return BoundingBox(minLatitude: box[1], minLongitude: box[0], maxLatitude: box[3], maxLongitude: box[2])
        }
    }

    /// A small polygon of a country that Natural Earth's 1:10m geometry leaves out (an exclave, a
    /// town on the wrong side of a generalised border). It overlaps the surrounding country's
    /// polygon, and the smallest polygon wins, so points inside it resolve to `country`.
    public struct Admin0Patch: Codable, Sendable {
        /// The country (ISO alpha-2) the patch belongs to.
        public var country: String
        /// A name for the patch, as the audit lists it.
        public var name: String
        /// Outer ring as [longitude, latitude] pairs.
        public var ring: [[Double]]
        /// Why.
        public var reason: String

        /// `ring` as a polygon; nil unless it has three or more [longitude, latitude] pairs.
        public var polygon: Polygon? {
            guard ring.count >= 3, ring.allSatisfy({ $0.count == 2 }) else { return nil }
            return Polygon(outer: Ring(points: ring.map { Coordinate(latitude: $0[1], longitude: $0[0]) }))
        }
    }

    /// A name a place goes by that no source gives it: `place` is the stable ID ("city:2950159"),
    /// `name` the name, `reason` why.
    public struct Alias: Codable, Sendable { public var place: String; public var name: String; public var reason: String }
    /// A place that is a section of a city where no rule of `CitySections` can tell (New York
    /// City's boroughs are county seats in GeoNames): geonameids of both.
    public struct CitySection: Codable, Sendable { public var section: Int; public var city: Int; public var reason: String }

    /// The rule that puts border towns back in their own country (`BorderTownPatches`).
    public struct BorderTowns: Codable, Sendable {
        /// A line drawn by politics, not generalisation: its towns keep the side Natural Earth gives them.
        public struct KeptLine: Codable, Sendable { public var countries: [String]; public var reason: String }
        /// How far outside its own country's land a town's point may lie and still count as put
        /// across a generalised line.
        public var maximumOffsetMeters: Double
        /// Lines left as they are.
        public var keptLines: [KeptLine]
        /// Why.
        public var reason: String
    }

    /// GeoNames countries left out of the build.
    public var unsupportedCountries: [UnsupportedCountry]
    /// Natural Earth units mapped to a country by hand, or to none.
    public var admin0Units: [Admin0Unit]
    /// Parts of units moved to another country.
    public var admin0Parts: [Admin0Part]
    /// Polygons added where Natural Earth leaves a country's land out.
    public var admin0Patches: [Admin0Patch]
    /// Names added to places.
    public var aliases: [Alias]
    /// Places that are sections of a city where no rule can tell; they win over every rule.
    public var citySections: [CitySection] = []
    /// Border towns put back in their own country; nil: none are.
    public var borderTowns: BorderTowns?

    /// A layer of these entries; every list defaults to empty (city sections are not taken here).
    public init(unsupportedCountries: [UnsupportedCountry] = [], admin0Units: [Admin0Unit] = [],
                admin0Parts: [Admin0Part] = [], admin0Patches: [Admin0Patch] = [], aliases: [Alias] = []) {
        self.unsupportedCountries = unsupportedCountries; self.admin0Units = admin0Units
        self.admin0Parts = admin0Parts; self.admin0Patches = admin0Patches; self.aliases = aliases
    }

    /// The part rule that moves a polygon of `unit` lying wholly inside its box, if any.
    public func part(of unit: String, containing box: BoundingBox) -> Admin0Part? {
        admin0Parts.first { part in
            guard part.unit == unit, let outer = part.boundingBox else { return false }
            return box.minLatitude >= outer.minLatitude && box.maxLatitude <= outer.maxLatitude
                && box.minLongitude >= outer.minLongitude && box.maxLongitude <= outer.maxLongitude
        }
    }

    /// Reads and checks the layer at `url`.
    /// - Throws: `SourceError` when it cannot be read, is not a product layer, or has an entry
    ///   without a reason or with a malformed box or ring.
    public static func load(url: URL) throws -> ProductLayer {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SourceError(file: url.path, "cannot read the product layer: \(error.localizedDescription)")
        }
        let layer: ProductLayer
        do { layer = try JSONDecoder().decode(ProductLayer.self, from: data) } catch {
            throw SourceError(file: url.path, "not a valid product layer: \(error)")
        }
        try layer.validate(file: url.path)
        return layer
    }

    /// Rejects entries without a reason or with malformed boxes: a correction nobody can explain
    /// does not belong in the build.
    func validate(file: String) throws {
        let reasons = unsupportedCountries.map { ($0.code, $0.reason) } + admin0Units.map { ($0.unit, $0.reason) }
            + admin0Parts.map { ($0.unit, $0.reason) } + admin0Patches.map { ($0.name, $0.reason) }
            + aliases.map { ($0.name, $0.reason) } + citySections.map { ("city section \($0.section)", $0.reason) }
            + (borderTowns.map { [("borderTowns", $0.reason)] + $0.keptLines.map { ("kept line \($0.countries)", $0.reason) } } ?? [])
        for (what, reason) in reasons where reason.trimmingCharacters(in: .whitespaces).isEmpty {
            throw SourceError(file: file, "entry '\(what)' has no reason")
        }
        for part in admin0Parts where part.boundingBox == nil {
            throw SourceError(file: file, "admin0Parts entry for \(part.unit) → \(part.country): box needs 4 numbers")
        }
        if let rule = borderTowns, !(rule.maximumOffsetMeters > 0) || rule.keptLines.contains(where: { $0.countries.count != 2 }) {
            throw SourceError(file: file, "borderTowns: maximumOffsetMeters must be above 0 and each kept line must name two countries")
        }
        for patch in admin0Patches where patch.polygon == nil {
            throw SourceError(file: file, "admin0Patches entry '\(patch.name)': ring needs at least 3 [longitude, latitude] pairs")
        }
    }
}
