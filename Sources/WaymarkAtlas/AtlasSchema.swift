/// The atlas file format: the user's own record, readable for years. Each migration moves the
/// file from one `PRAGMA user_version` to the next inside a transaction; a file newer than this
/// code knows is refused rather than guessed at.
public enum AtlasSchema {
    static let migrations: [AtlasMigration] = [
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
        // Version 2 — passport book (issue 14): named books, their identity pages, stamp records
        // and the library roots stamp images live under. A saved stamp is evidence (source
        // 'stamp', with its stamp_id). SQLite cannot alter a CHECK constraint, so `evidence` is
        // rebuilt from its live definition (TableRebuild): whatever columns and indexes earlier
        // migrations gave it are kept. `migrate()` runs this with foreign keys off so dropping
        // the old table cascades nowhere, and checks every key before the transaction commits.
        AtlasMigration([
            .sql("""
            CREATE TABLE book(
              id INTEGER PRIMARY KEY,
              name TEXT NOT NULL UNIQUE,
              issuing_state TEXT,
              expiry_date TEXT,
              note TEXT
            )
            """),
            // What an identity page says: kept apart so an export can leave it out.
            .sql("""
            CREATE TABLE book_identity(
              book_id INTEGER PRIMARY KEY REFERENCES book(id) ON DELETE CASCADE,
              document_code TEXT, document_number TEXT, surname TEXT, given_names TEXT, nationality TEXT,
              birth_date TEXT, sex TEXT, personal_number TEXT, place_of_birth TEXT, mrz TEXT
            )
            """),
            // One stamp: the place and each level of its chain as chosen (editable one by one),
            // the day, the book, and a reference to its image (never the bytes).
            .sql("""
            CREATE TABLE stamp(
              id INTEGER PRIMARY KEY,
              place_id TEXT NOT NULL REFERENCES place(id),
              city_id TEXT REFERENCES place(id),
              region_id TEXT REFERENCES place(id),
              country_id TEXT REFERENCES place(id),
              continent_id TEXT REFERENCES place(id),
              local_date TEXT NOT NULL CHECK (local_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
              book_id INTEGER REFERENCES book(id),
              direction TEXT CHECK (direction IN ('arrival', 'departure')),
              method TEXT CHECK (method IN ('air', 'sea', 'land', 'rail')),
              page INTEGER,
              favourite INTEGER NOT NULL DEFAULT 0,
              note TEXT,
              image_path TEXT,
              image_size INTEGER,
              image_modified_ns INTEGER,
              image_sha256 TEXT,
              image_root TEXT
            )
            """),
            // The same stamp saved twice (a rerun after an interruption) is one stamp.
            .sql("CREATE UNIQUE INDEX stamp_identity ON stamp(place_id, local_date, ifnull(direction, ''), ifnull(book_id, 0), ifnull(image_sha256, ''))"),
            .sql("CREATE INDEX stamp_by_date ON stamp(local_date)"),
            .sql("CREATE INDEX stamp_by_image ON stamp(image_sha256)"),
            .sql("CREATE TABLE stamp_root(path TEXT PRIMARY KEY) WITHOUT ROWID"),
            .rebuild(TableRebuild(
                table: "evidence",
                replacing: "source IN ('manual', 'photo', 'flight', 'import')",
                replacement: "source IN ('manual', 'photo', 'flight', 'import', 'stamp')",
                addedColumns: ["stamp_id INTEGER REFERENCES stamp(id) ON DELETE CASCADE"])),
            .sql("CREATE INDEX evidence_by_stamp ON evidence(stamp_id)"),
        ]),
    ]

    public static var currentVersion: Int { migrations.count }
}
