/// The atlas file format: the user's own record, readable for years. Each migration moves the
/// file from one `PRAGMA user_version` to the next inside a transaction; a file newer than this
/// code knows is refused rather than guessed at.
public enum AtlasSchema {
    static let migrations: [[String]] = [
        // Version 1.
        [
            """
            CREATE TABLE meta(
              key TEXT PRIMARY KEY,
              value TEXT NOT NULL
            ) WITHOUT ROWID
            """,
            // A place as the user saw it: stable ID for matching, plus a readable snapshot of the
            // name and the whole ancestry chain, so the atlas reads the same without a gazetteer.
            """
            CREATE TABLE place(
              id TEXT PRIMARY KEY,
              kind TEXT NOT NULL,
              name TEXT NOT NULL,
              label TEXT NOT NULL,
              continent_id TEXT, continent_name TEXT,
              country_id TEXT, country_name TEXT,
              region_id TEXT, region_name TEXT,
              city_id TEXT, city_name TEXT,
              latitude REAL, longitude REAL,
              gazetteer TEXT NOT NULL
            ) WITHOUT ROWID
            """,
            // Places the user marked by hand.
            """
            CREATE TABLE mark(
              place_id TEXT PRIMARY KEY REFERENCES place(id),
              marked_at TEXT NOT NULL
            ) WITHOUT ROWID
            """,
            // One piece of evidence of presence: a calendar day (the local date where it happened,
            // with the UTC offset when known) at one place, from one source.
            """
            CREATE TABLE evidence(
              id INTEGER PRIMARY KEY,
              source TEXT NOT NULL CHECK (source IN ('manual', 'photo', 'flight', 'import')),
              local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
              utc_offset_minutes INTEGER,
              place_id TEXT NOT NULL REFERENCES place(id),
              photo_id INTEGER REFERENCES photo(id) ON DELETE CASCADE
            )
            """,
            "CREATE INDEX evidence_by_place ON evidence(place_id, local_date)",
            "CREATE INDEX evidence_by_photo ON evidence(photo_id)",
            // The chain an evidence marks: airport → city → region → country → continent, each
            // once, so one photo counts as one day everywhere up the chain, not four visits.
            """
            CREATE TABLE evidence_place(
              evidence_id INTEGER NOT NULL REFERENCES evidence(id) ON DELETE CASCADE,
              place_id TEXT NOT NULL REFERENCES place(id),
              PRIMARY KEY(evidence_id, place_id)
            ) WITHOUT ROWID
            """,
            "CREATE INDEX evidence_place_by_place ON evidence_place(place_id)",
            // The photo metadata index.
            """
            CREATE TABLE photo(
              id INTEGER PRIMARY KEY,
              path TEXT NOT NULL UNIQUE,
              size INTEGER NOT NULL,
              modified_ns INTEGER NOT NULL,
              status TEXT NOT NULL,
              local_datetime TEXT,
              utc_offset_minutes INTEGER,
              offset_source TEXT,
              utc TEXT,
              latitude REAL,
              longitude REAL,
              country_id TEXT, region_id TEXT, city_id TEXT, airport_id TEXT,
              excluded INTEGER NOT NULL DEFAULT 0
            )
            """,
            // Resolutions of ~100 m cells, valid for one gazetteer build only.
            """
            CREATE TABLE cell_cache(
              gazetteer TEXT NOT NULL,
              cell TEXT NOT NULL,
              chain TEXT NOT NULL,
              PRIMARY KEY(gazetteer, cell)
            ) WITHOUT ROWID
            """,
        ],
    ]

    public static var currentVersion: Int { migrations.count }
}
