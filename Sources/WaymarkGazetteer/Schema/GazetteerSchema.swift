import WaymarkGeo

/// The gazetteer file format. The build writes it; every reader relies on it. Bump `version`
/// on any change a reader could notice.
///
/// ```swift
/// for statement in GazetteerSchema.statements { try database.execute(statement) }   // a new file
/// let metadata = [("schema_version", String(GazetteerSchema.version))]
/// ```
public enum GazetteerSchema {
    /// The schema this code writes and reads, recorded as `schema_version` in `metadata`;
    /// `Gazetteer(url:)` refuses a file of any other.
    public static let version = 11

    /// Places kept per short prefix in `prefix_top`, best first.
    public static let prefixTopCount = 30
    /// How many places' words a one- or two-character prefix must begin before it gets rows in
    /// `prefix_top` (see `prefixTopCount`).
    public static let prefixTopThreshold = 200

    /// Natural Earth polygons are simplified with Douglas–Peucker at this tolerance (degrees).
    public static let simplificationTolerance = 0.004

    /// How close (planar degrees) a point must come to a simplified country edge before the
    /// resolver decides it with the full-resolution rings in `boundary_exact`. Douglas–Peucker
    /// keeps the source border within the tolerance of the simplified one, and rounding to the
    /// grid moves a vertex by at most 0.71 grid units; this adds ten grid units to both.
    public static let exactMarginDegrees = simplificationTolerance + 10 / CoordinateGrid.unitsPerDegree

    /// The area stored for a boundary, in km² rounded to 0.001: the number the resolver ranks
    /// overlapping polygons by.
    public static func storedArea(_ polygon: Polygon) -> Double {
        (polygon.areaSquareKilometers * 1000).rounded() / 1000
    }

    /// The statements that create every table and index of an empty gazetteer, in order.
    public static let statements: [String] = [
        """
        CREATE TABLE metadata(
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        ) WITHOUT ROWID
        """,
        // One row per pinned source the artifact was built from.
        """
        CREATE TABLE source(
          name TEXT PRIMARY KEY,
          version TEXT NOT NULL,
          sha256 TEXT NOT NULL,
          paths TEXT NOT NULL,
          licence TEXT NOT NULL,
          attribution TEXT NOT NULL
        ) WITHOUT ROWID
        """,
        // Every continent, country, region, city and airport. The stable ID is kind + code
        // ("city:2950159"). The ancestry columns hold rowids of other places, so the hierarchy is
        // one self-join away. `geonameid` is set where it differs from `code`.
        """
        CREATE TABLE place(
          rowid INTEGER PRIMARY KEY,
          kind INTEGER NOT NULL,
          code TEXT NOT NULL,
          name TEXT NOT NULL,
          continent INTEGER,
          country INTEGER,
          region INTEGER,
          city INTEGER,
          latitude REAL,
          longitude REAL,
          population INTEGER NOT NULL,
          importance REAL NOT NULL,
          geonameid INTEGER
        )
        """,
        "CREATE UNIQUE INDEX place_by_code ON place(code, kind)",
        // Browse indexes, partial so that each holds only the children it serves: countries of a
        // continent, regions of a country, places of a region, and places with no region.
        "CREATE INDEX countries_by_continent ON place(continent, importance DESC) WHERE kind = 1",
        "CREATE INDEX regions_by_country ON place(country, importance DESC) WHERE kind = 2",
        "CREATE INDEX places_by_region ON place(region, kind, importance DESC) WHERE region IS NOT NULL",
        "CREATE INDEX regionless_by_country ON place(country, kind, importance DESC) WHERE kind > 2 AND region IS NULL",
        // Airports by latitude, for bounded nearest-airport queries.
        "CREATE INDEX airports_by_latitude ON place(latitude) WHERE kind = 4",
        """
        CREATE TABLE country_info(
          place INTEGER PRIMARY KEY,
          iso3 TEXT NOT NULL,
          iso_numeric INTEGER,
          capital TEXT NOT NULL,
          area_km2 REAL,
          supported INTEGER NOT NULL
        )
        """,
        """
        CREATE TABLE region_info(
          place INTEGER PRIMARY KEY,
          iso3166_2 TEXT,
          type TEXT,
          name_source TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE airport_info(
          place INTEGER PRIMARY KEY,
          iata TEXT NOT NULL,
          icao TEXT,
          type TEXT NOT NULL,
          scheduled INTEGER NOT NULL,
          municipality TEXT NOT NULL,
          -- Schema 10: how far from a runway (or the reference point) a coordinate is at this
          -- airport; NULL for an airport that never answers a coordinate (heliport, seaplane
          -- base, small field, closed, no scheduled service). See `AirportFootprint`.
          footprint_meters REAL
        )
        """,
        // Schema 10: the runways of airports that answer coordinates, end to end, from
        // OurAirports' runways.csv: the evidence of their footprints.
        """
        CREATE TABLE airport_runway(
          airport INTEGER NOT NULL,
          runway INTEGER NOT NULL,
          end1_lat REAL NOT NULL,
          end1_lon REAL NOT NULL,
          end2_lat REAL NOT NULL,
          end2_lon REAL NOT NULL,
          PRIMARY KEY(airport, runway)
        ) WITHOUT ROWID
        """,
        // Schema 11: the other names an airport goes by (OurAirports' keywords that are names,
        // airportsdata's name where it differs), for the stamp matcher. Not in the search index.
        """
        CREATE TABLE airport_name(
          airport INTEGER NOT NULL,
          position INTEGER NOT NULL,
          name TEXT NOT NULL,
          source TEXT NOT NULL,
          PRIMARY KEY(airport, position)
        ) WITHOUT ROWID
        """,
        // Alternate names and endonyms, kept apart from the display name; bounded per place.
        """
        CREATE TABLE place_name(
          place INTEGER NOT NULL,
          name TEXT NOT NULL,
          source INTEGER NOT NULL REFERENCES name_source,
          PRIMARY KEY(place, name)
        ) WITHOUT ROWID
        """,
        // Where an alternate name came from ("geonames", "cldr:de", "product_layer"…), numbered
        // so that 600,000 names do not repeat the same words.
        """
        CREATE TABLE name_source(
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE
        )
        """,
        // Country (level 0) and region (level 1) polygons, one row per polygon of a multipolygon.
        // `place` is NULL for a region polygon whose cities disagree: the resolver then takes the
        // region from the nearest city inside it (decision 'split_nearest_city', or 'derived' since
        // schema 6 for a majority polygon the build split by its cities' regions).
        """
        CREATE TABLE boundary(
          rowid INTEGER PRIMARY KEY,
          level INTEGER NOT NULL,
          place INTEGER,
          country INTEGER NOT NULL,
          source_ref TEXT NOT NULL,
          decision TEXT NOT NULL,
          area_km2 REAL NOT NULL,
          min_lat REAL NOT NULL,
          min_lon REAL NOT NULL,
          max_lat REAL NOT NULL,
          max_lon REAL NOT NULL,
          vertex_count INTEGER NOT NULL,
          geometry BLOB NOT NULL
        )
        """,
        "CREATE INDEX boundary_by_place ON boundary(place)",
        // Where a city lies by the boundaries, for the cities where that differs from its GeoNames
        // codes (`place.country`, `place.region`): the country and region that the resolution
        // rules give the city's own coordinate from polygons alone (`region` NULL: none). The
        // resolver looks for a region's nearest city among the cities that lie in it, so a point
        // in Minsk finds Minsk even though GeoNames files the city under a region of its own that
        // has no polygon. Written by the build, after the boundaries.
        """
        CREATE TABLE city_membership(
          city INTEGER PRIMARY KEY,
          country INTEGER NOT NULL,
          region INTEGER
        )
        """,
        // The full-resolution Natural Earth rings of every country boundary (level 0), bit for bit
        // as the source has them (`ExactPolygonCodec`). `boundary.geometry` holds the simplified
        // rings the resolver tests first; a point within `exactMarginDegrees` of a simplified edge
        // is decided with these, so country answers equal the source's for every coordinate.
        // Region boundaries have no row: their stored rings are the source's, unsimplified.
        """
        CREATE TABLE boundary_exact(
          boundary INTEGER PRIMARY KEY,
          geometry BLOB NOT NULL
        )
        """,
        // The IANA time zone of each city (GeoNames `timezone`), so that a point's UTC instant can
        // be turned into the local calendar day where it was taken (schema 5, travel imports).
        // Since schema 9 the zones are numbered (`time_zone`, in name order from 1) and each
        // block of 4,096 rowids keeps its cities' zone numbers in one `CityTimeZoneBlock` blob, a
        // fraction of the room of a row per city with the zone's name (the file has a budget).
        """
        CREATE TABLE time_zone(
          zone INTEGER PRIMARY KEY,
          name TEXT NOT NULL UNIQUE
        )
        """,
        """
        CREATE TABLE city_time_zone_block(
          block INTEGER PRIMARY KEY,
          zones BLOB NOT NULL
        )
        """,
        // Per block of 512 rowids (block = rowid / 512), the kind, code, name and region ISO
        // 3166-2 code of its places as one `PlaceNameBlockCodec` blob (schema 9): a batch names
        // its answers a block of places to a query (`PlaceNameTable`), not a b-tree seek and a
        // row's columns per place. Written by the build from `place` and `region_info`.
        """
        CREATE TABLE place_name_block(
          block INTEGER PRIMARY KEY,
          names BLOB NOT NULL
        )
        """,
        // The cities whose own point lies in no country polygon (schema 7): harbour fronts that
        // the 1:10m coastline leaves in the water, and towns on atolls and islets that Natural
        // Earth does not draw at all (Enewetak, Nukunonu). A point with no country polygon within
        // the offshore distance takes the country of the nearest of these within it: the town
        // stands for the land that the layer leaves out. Written by the build, with
        // `city_membership`.
        """
        CREATE TABLE city_outside_countries(
          city INTEGER PRIMARY KEY
        )
        """,
        // Per country, the cities that lie in it by the boundaries (codes, unless `city_membership`
        // says otherwise) with the region each lies in, sorted by latitude then rowid, as one
        // `CountryCityCodec` blob (schema 8). The resolver builds a country's or a region's city
        // list from its country's row alone, instead of reading and sorting every city of the
        // world. Written by the build, after `city_membership`.
        """
        CREATE TABLE country_cities(
          country INTEGER PRIMARY KEY,
          cities BLOB NOT NULL
        )
        """,
        // Per split or derived region polygon, the cities of its country's `country_cities` list
        // that the stored polygon contains, as positions in that list (`BoundaryCityCodec`,
        // schema 8): a point in such a polygon takes the region of the nearest of them, and the
        // resolver would otherwise test its country's cities against the polygon. Written by the
        // build, after `country_cities`.
        """
        CREATE TABLE boundary_cities(
          boundary INTEGER PRIMARY KEY,
          cities BLOB NOT NULL
        )
        """,
        // Every `boundary` row without its rings, in rowid order, as one `BoundarySummaryCodec`
        // blob in the row with id 1 (schema 9): the resolver's start-up reads one value instead of
        // stepping through the rows, whose pages the geometry blobs fill. Written by the build,
        // after `boundary`, from the rows as stored.
        """
        CREATE TABLE boundary_summary(
          id INTEGER PRIMARY KEY,
          entries BLOB NOT NULL
        )
        """,
        // The rowid and position of every airport that answers coordinates (a footprint in
        // `airport_info`, schema 10), in the order the resolver searches them (latitude, then
        // rowid), as one `CountryCityCodec` blob with no regions in the row with id 1 (schema 9):
        // the resolver's start-up decodes it instead of reading them from `place` and sorting
        // them. Written by the build, with `boundary_summary`.
        """
        CREATE TABLE airport_summary(
          id INTEGER PRIMARY KEY,
          points BLOB NOT NULL
        )
        """,
        "CREATE INDEX boundary_by_box ON boundary(level, min_lat, max_lat, min_lon, max_lon)",
        // Numbered sections of a bigger city that cities500 lists as places ("Paris 16 Passy",
        // "Lyon 07"): a coordinate nearest a section's point is in the parent city, so the
        // resolver answers the parent; search and browse leave sections out (the parent's
        // alternates hold their names).
        """
        CREATE TABLE city_section(
          city INTEGER PRIMARY KEY,
          parent INTEGER NOT NULL
        )
        """,
        // For one- and two-character prefixes that begin many names, the most important places
        // whose name or alternate has a word starting with the prefix (folded), best first. FTS5
        // would have to merge thousands of terms to answer those.
        """
        CREATE TABLE prefix_top(
          prefix TEXT NOT NULL,
          rank INTEGER NOT NULL,
          place INTEGER NOT NULL,
          PRIMARY KEY(prefix, rank)
        ) WITHOUT ROWID
        """,
        // Full-text search over names; rowid = place.rowid. Contentless: the text lives in `place`
        // and `place_name`, so it is not stored twice. `detail=none` keeps rowids only (search
        // never asks for phrases, positions or columns: it ranks in Swift), which keeps the index
        // small enough to carry prefix indexes for 1, 2 and 3 characters, so a short word ("st p")
        // reads one doclist instead of merging thousands of terms. Longer prefixes are cheap
        // range scans of the main index.
        """
        CREATE VIRTUAL TABLE place_search USING fts5(
          name, alternates, ancestry,
          content='',
          columnsize=0,
          detail=none,
          tokenize='unicode61 remove_diacritics 2',
          prefix='1 2 3'
        )
        """,
    ]
}
