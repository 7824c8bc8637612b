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
        // Version 2: memories (On This Day, Then & Now, reminders).
        [
            // Calendar components of each piece of evidence and of each kept photo's local capture
            // time, so On This Day seeks straight to one month-day instead of scanning every day;
            // both carry what On This Day reads, so it never visits the tables' rows.
            "CREATE INDEX evidence_by_month_day ON evidence(substr(local_date, 6, 5), local_date, source, place_id, photo_id)",
            """
            CREATE INDEX photo_by_month_day ON photo(substr(local_datetime, 6, 5), local_datetime, path, utc_offset_minutes, excluded)
            WHERE local_datetime IS NOT NULL AND excluded = 0
            """,
            // What the Then & Now scan reads, a quarter of the width of a photo row.
            """
            CREATE INDEX photo_then_and_now ON photo(latitude, longitude, local_datetime, excluded)
            WHERE excluded = 0 AND local_datetime IS NOT NULL AND latitude IS NOT NULL AND longitude IS NOT NULL
            """,
            // Counting exclusions (half of the Then & Now memo's key) without reading every photo.
            "CREATE INDEX photo_excluded ON photo(id) WHERE excluded = 1",
            // When the memories of one calendar date (YYYY-MM-DD) were last shown: "new" until then.
            """
            CREATE TABLE memory_shown(
              date TEXT PRIMARY KEY,
              shown_at TEXT NOT NULL
            ) WITHOUT ROWID
            """,
            // The opt-in for reminders: absent or 0 means nothing is ever scheduled.
            """
            CREATE TABLE reminder_setting(
              id INTEGER PRIMARY KEY CHECK (id = 1),
              enabled INTEGER NOT NULL,
              changed_at TEXT NOT NULL
            )
            """,
            // The last Then & Now result, valid while the photo index generation and the number
            // of excluded photos are unchanged.
            """
            CREATE TABLE then_and_now_memo(
              min_years INTEGER PRIMARY KEY,
              photo_generation INTEGER NOT NULL,
              excluded_count INTEGER NOT NULL,
              result TEXT NOT NULL
            )
            """,
            // Place stories: for each place of each evidence's chain, per day, source and most
            // specific place, the kept evidence and photos behind it (a photo the user excluded
            // counts nowhere). The triggers below keep it equal to what a grouped read of
            // evidence_place and evidence gives (`placeEvidenceByScan`), so a story reads a few
            // thousand rows instead of every piece of evidence of a busy place.
            """
            CREATE TABLE place_day(
              place_id TEXT NOT NULL,
              local_date TEXT NOT NULL,
              source TEXT NOT NULL,
              specific_id TEXT NOT NULL,
              evidence INTEGER NOT NULL,
              photos INTEGER NOT NULL,
              PRIMARY KEY(place_id, local_date, source, specific_id)
            ) WITHOUT ROWID
            """,
            """
            INSERT INTO place_day(place_id, local_date, source, specific_id, evidence, photos)
            SELECT ep.place_id, e.local_date, e.source, e.place_id, count(*), count(e.photo_id)
            FROM evidence_place ep JOIN evidence e ON e.id = ep.evidence_id
            WHERE e.photo_id IS NULL OR e.photo_id NOT IN (SELECT id FROM photo WHERE excluded = 1)
            GROUP BY ep.place_id, e.local_date, e.source, e.place_id
            """,
            // A link added to kept evidence counts once for its place.
            """
            CREATE TRIGGER place_day_link AFTER INSERT ON evidence_place BEGIN
              INSERT INTO place_day(place_id, local_date, source, specific_id, evidence, photos)
              SELECT NEW.place_id, e.local_date, e.source, e.place_id, 1, e.photo_id IS NOT NULL FROM evidence e
              WHERE e.id = NEW.evidence_id AND (e.photo_id IS NULL OR NOT EXISTS (SELECT 1 FROM photo p WHERE p.id = e.photo_id AND p.excluded = 1))
              ON CONFLICT DO UPDATE SET evidence = evidence + 1, photos = photos + excluded.photos;
            END
            """,
            // A link removed on its own (its evidence stays). When the evidence itself goes, the
            // evidence is already gone here (cascade) and its own trigger below took it back.
            """
            CREATE TRIGGER place_day_unlink AFTER DELETE ON evidence_place BEGIN
              UPDATE place_day SET evidence = evidence - 1, photos = photos - (SELECT e.photo_id IS NOT NULL FROM evidence e WHERE e.id = OLD.evidence_id)
              WHERE (place_id, local_date, source, specific_id) =
                (SELECT OLD.place_id, e.local_date, e.source, e.place_id FROM evidence e
                 WHERE e.id = OLD.evidence_id AND (e.photo_id IS NULL OR NOT EXISTS (SELECT 1 FROM photo p WHERE p.id = e.photo_id AND p.excluded = 1)));
              DELETE FROM place_day WHERE place_id = OLD.place_id AND evidence <= 0
                AND (local_date, source, specific_id) = (SELECT e.local_date, e.source, e.place_id FROM evidence e WHERE e.id = OLD.evidence_id);
            END
            """,
            // Kept evidence going (unmark, a re-import, an import removed): its whole chain. When
            // its photo is being deleted the photo is gone here, and the photo's trigger did it.
            """
            CREATE TRIGGER place_day_evidence_gone BEFORE DELETE ON evidence
            WHEN OLD.photo_id IS NULL OR EXISTS (SELECT 1 FROM photo p WHERE p.id = OLD.photo_id AND p.excluded = 0) BEGIN
              UPDATE place_day SET evidence = evidence - 1, photos = photos - (OLD.photo_id IS NOT NULL)
              WHERE place_id IN (SELECT place_id FROM evidence_place WHERE evidence_id = OLD.id)
                AND local_date = OLD.local_date AND source = OLD.source AND specific_id = OLD.place_id;
              DELETE FROM place_day WHERE place_id IN (SELECT place_id FROM evidence_place WHERE evidence_id = OLD.id)
                AND local_date = OLD.local_date AND source = OLD.source AND specific_id = OLD.place_id AND evidence <= 0;
            END
            """,
            // A kept photo deleted, or excluded: its evidence stops counting everywhere.
            """
            CREATE TRIGGER place_day_photo_gone BEFORE DELETE ON photo WHEN OLD.excluded = 0 BEGIN
            \(placeDayPhotoDelta(sign: "-", photo: "OLD.id"))
            END
            """,
            """
            CREATE TRIGGER place_day_photo_excluded AFTER UPDATE OF excluded ON photo WHEN OLD.excluded = 0 AND NEW.excluded <> 0 BEGIN
            \(placeDayPhotoDelta(sign: "-", photo: "NEW.id"))
            END
            """,
            // An excluded photo kept again counts again.
            """
            CREATE TRIGGER place_day_photo_kept AFTER UPDATE OF excluded ON photo WHEN OLD.excluded <> 0 AND NEW.excluded = 0 BEGIN
            \(placeDayPhotoDelta(sign: "+", photo: "NEW.id"))
            END
            """,
        ],
        // Version 3: travel-history imports (flight logs, GPX, Google location history; issue 15).
        // Each import of a file is one row, found again by the file's sha256, so the same file
        // twice adds nothing and `import remove` takes back exactly its evidence and flights.
        [
            """
            CREATE TABLE import(
              id INTEGER PRIMARY KEY,
              file TEXT NOT NULL,
              sha256 TEXT NOT NULL UNIQUE,
              format TEXT NOT NULL,
              started_at TEXT NOT NULL,
              finished_at TEXT,
              points_read INTEGER NOT NULL DEFAULT 0,
              rejected INTEGER NOT NULL DEFAULT 0
            )
            """,
            "ALTER TABLE evidence ADD COLUMN import_id INTEGER REFERENCES import(id) ON DELETE CASCADE",
            // One piece of evidence per place and day per import: a rerun after a kill inserts
            // nothing twice.
            "CREATE UNIQUE INDEX evidence_by_import ON evidence(import_id, place_id, local_date) WHERE import_id IS NOT NULL",
            // A flight from a log: local departure and arrival dates, the two airports, and the
            // great-circle distance between them. `line` is the row in the file, so a rerun
            // stores each row once.
            """
            CREATE TABLE flight(
              id INTEGER PRIMARY KEY,
              import_id INTEGER NOT NULL REFERENCES import(id) ON DELETE CASCADE,
              line INTEGER NOT NULL,
              departure_date TEXT NOT NULL,
              arrival_date TEXT NOT NULL,
              from_place TEXT NOT NULL REFERENCES place(id),
              to_place TEXT NOT NULL REFERENCES place(id),
              airline TEXT,
              flight_number TEXT,
              distance_km REAL NOT NULL,
              UNIQUE(import_id, line)
            )
            """,
        ],
        // Version 4 — passport book (issue 14): named books, their identity pages, stamp records
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
        // Version 5: photos known by content as well as path (issue 30): a moved library keeps its photos, a copied
        // one does not double them. Photos indexed before have no hash until next read.
        [
            "ALTER TABLE photo ADD COLUMN sha256 TEXT",
            "CREATE INDEX photo_by_content ON photo(sha256) WHERE sha256 IS NOT NULL",
        ],
        // Version 6: the names a place was known by before a gazetteer rebase (issue 33): a renamed
        // place keeps its old name, and the place whose days came from another ("Gesundbrunnen" days
        // now Berlin's) keeps that one, so its story can say "formerly Gesundbrunnen".
        [
            """
            CREATE TABLE place_history(
              place_id TEXT NOT NULL,
              former_id TEXT NOT NULL,
              former_name TEXT NOT NULL,
              former_label TEXT NOT NULL,
              gazetteer TEXT NOT NULL,
              PRIMARY KEY(place_id, former_id, former_name, former_label, gazetteer)
            ) WITHOUT ROWID
            """,
        ],
    ]

    /// The atlas format this code writes: one more with each migration.
    public static var currentVersion: Int { migrations.count }

    /// `PRAGMA application_id` of every atlas: "WYMK" in ASCII. It tells an atlas from any other
    /// SQLite file (docs/atlas.md), so `--atlas` pointed at someone else's database is refused
    /// before anything is written to it.
    public static let applicationID: Int32 = 0x5759_4D4B

    /// `place_day` rows of every piece of evidence of one photo, added or taken back (`sign`),
    /// and the rows left empty removed.
    static func placeDayPhotoDelta(sign: String, photo: String) -> String {
        """
          INSERT INTO place_day(place_id, local_date, source, specific_id, evidence, photos)
          SELECT ep.place_id, e.local_date, e.source, e.place_id, \(sign)count(*), \(sign)count(*)
          FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id WHERE e.photo_id = \(photo)
          GROUP BY ep.place_id, e.local_date, e.source, e.place_id
          ON CONFLICT DO UPDATE SET evidence = evidence + excluded.evidence, photos = photos + excluded.photos;
          DELETE FROM place_day WHERE evidence <= 0 AND (place_id, local_date, source, specific_id) IN
            (SELECT ep.place_id, e.local_date, e.source, e.place_id FROM evidence e JOIN evidence_place ep ON ep.evidence_id = e.id
             WHERE e.photo_id = \(photo));
        """
    }
}
