// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CLI → GazetteerBuild, Resolver → Gazetteer → Geo / SQLite → CSQLite;
// CLI → Pictures → Memories / Passport → Atlas / Gazetteer / Geo, and Pictures → CRsvgPangoForwarding (librsvg,
// cairo, pango) / CVipsShim (libvips); Passport → Stamps → OCR → CTesseractForwarding (tesseract, leptonica).
// None of these image and OCR libraries is linked: each is opened by the first call that needs it, so the
// many processes that never make an image (`waymark resolve`) do not pay for loading them (docs/resolver.md).

/// Profiling builds only (`WAYMARK_PROFILING=1 swift build -c release`): valgrind 3.19 (Debian 12),
/// whose callgrind counts measure the resolver, gives up on a program with a DWARF 5 compile unit
/// (clang's default) anywhere but first ("Possibly corrupted debuginfo file"), so the C targets are
/// then compiled with DWARF 4. The flag is unsafe in SwiftPM's terms, and a package that uses one
/// cannot be a versioned dependency: an ordinary build (an app's, CI's, the tool's) never sets it.
let profiling = Context.environment["WAYMARK_PROFILING"].map { !$0.isEmpty && $0 != "0" } ?? false
let dwarf4: [CSetting] = profiling ? [.unsafeFlags(["-gdwarf-4"])] : []

/// Test builds only (`WAYMARK_OPTIMIZED_TESTS=1`, set by `scripts/test` and `.ci/run`): the modules
/// whose pixel loops the tests run on hundreds of images (ink separation, levelling, the MRZ band)
/// are compiled optimized in the debug build the tests use; unoptimized, those loops made the
/// stamp and passport image tests about twice as slow. Unsafe in SwiftPM's terms like the flag
/// above, so an ordinary build never sets it.
let optimizedTests = Context.environment["WAYMARK_OPTIMIZED_TESTS"].map { !$0.isEmpty && $0 != "0" } ?? false
let optimized: [SwiftSetting] = optimizedTests ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "Waymark",
    platforms: [.macOS(.v13), .iOS(.v16)],
    // Library products by use; an app depends on the ones it needs. Each lists the modules an app
    // imports (their public API names types of the others listed). The gazetteer build is no product:
    // it is the `waymark build` step that makes the gazetteer an app ships as a file.
    products: [
        // Places: coordinates to country, region, city and airport; search by name.
        .library(name: "WaymarkPlaces", targets: ["WaymarkGeo", "WaymarkGazetteer", "WaymarkResolver", "WaymarkSearch"]),
        // The traveller's atlas: marks, photo and travel-history imports, memories (On This Day, Then & Now).
        .library(name: "WaymarkAtlas", targets: ["WaymarkAtlas", "WaymarkPhotoImport", "WaymarkTravelImport", "WaymarkMemories", "WaymarkPhotoMetadata", "WaymarkCalendar", "WaymarkJSON"]),
        // Passport stamps and documents: the stamp book, scans read by OCR, the MRZ.
        .library(name: "WaymarkPassport", targets: ["WaymarkPassport", "WaymarkStampReader", "WaymarkOCR"]),
        // Pictures: the world map, statistics and Then & Now cards, the report.
        .library(name: "WaymarkRendering", targets: ["WaymarkRendering"]),
        .executable(name: "waymark", targets: ["waymark"]),
        .executable(name: "waymark-bench", targets: ["waymark-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // libvips makes the stamp thumbnails (docs/passport.md says why). Its thumbnail and save
        // calls are variadic, which Swift cannot call: CVipsShim wraps them in fixed signatures.
        // It opens libvips (Debian libvips42, brought by libvips-dev) on the first image call
        // rather than linking it, so commands that make no image do not load it at start-up
        // (docs/resolver.md, "Start-up and memory", has the measurement).
        .target(name: "CVipsShim", cSettings: dwarf4, linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // dlopen on first use, dlsym, and the message naming a missing library or function.
        .target(name: "CLibraryOpener", cSettings: dwarf4, linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // librsvg with cairo rasterises the SVG that WaymarkRendering writes; pango, which librsvg
        // lays text out with, measures text for ellipsis. CRsvgPangoForwarding restates the
        // functions called and opens the libraries on the first call (docs/pictures.md says why).
        .target(name: "CRsvgPangoForwarding", dependencies: ["CLibraryOpener"], cSettings: dwarf4),
        // The real headers (Debian librsvg2-dev, libpango1.0-dev), only for the test that checks
        // CRsvgPangoForwarding's restated prototypes against them: a target using these gets
        // pkg-config's link flags, so the tool must not depend on them.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // Nettle's SHA-256 (Debian nettle-dev: header only, nothing linked); CNettleForwarding opens
        // libnettle on the first hash, so processes that hash nothing do not load it.
        .systemLibrary(name: "CNettle", providers: [.apt(["nettle-dev"]), .brew(["nettle"])]),
        .target(name: "CNettleForwarding", dependencies: ["CLibraryOpener", "CNettle"], cSettings: dwarf4),
        .target(name: "WaymarkGeo"),
        // Shared by every command that reads records (resolve --input, the travel imports): depends on nothing of ours.
        .target(name: "WaymarkTextInput"),
        // The one JSON style of every output: snake_case keys, real booleans, lat/lon.
        .target(name: "WaymarkJSON"),
        // The one atomic file writer (temporary name, then rename), for the build, the CLI and thumbnails.
        .target(name: "WaymarkFiles"),
        // The Gregorian day arithmetic and the one rule for accepted days: photo metadata, the atlas,
        // the imports and memories all read dates by it.
        .target(name: "WaymarkCalendar"),
        .target(name: "WaymarkPhotoMetadata", dependencies: ["WaymarkCalendar"]),
        .target(name: "WaymarkSQLite", dependencies: ["CSQLite"]),
        .target(name: "WaymarkGazetteer", dependencies: ["WaymarkGeo", "WaymarkSQLite", "CNettle", "CNettleForwarding"]),
        .target(name: "WaymarkResolver", dependencies: ["WaymarkGazetteer", "WaymarkGeo"]),
        .target(name: "WaymarkSearch", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite"]),
        // `waymark diff`: two gazetteer builds compared (sources, places, boundaries, answers).
        .target(name: "WaymarkGazetteerDiff", dependencies: ["WaymarkGazetteer", "WaymarkResolver", "WaymarkGeo", "WaymarkFiles", "WaymarkSamples"]),
        // Tesseract's and Leptonica's headers only; CTesseractForwarding defines the functions
        // WaymarkOCR calls and opens libtesseract and liblept on the first call (docs/stamps.md).
        .systemLibrary(
            name: "CTesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"]), .brew(["tesseract", "leptonica"])]
        ),
        // The program exports its stand-in for tesseract's LoadUniversal, which the library then
        // calls instead of its own (universal_ambiguities.c says why).
        .target(name: "CTesseractForwarding", dependencies: ["CLibraryOpener", "CTesseract"], cSettings: dwarf4,
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=_ZN9tesseract13UnicharAmbigs13LoadUniversalERKNS_10UNICHARSETEPS1_"],
                                              .when(platforms: [.linux]))]),
        // Tesseract and Leptonica wrapped once: the engine, image loading in bounded memory, grey
        // images, levelling. Stamps and passports (the MRZ) both read through it.
        .target(name: "WaymarkOCR", dependencies: ["CTesseract", "CTesseractForwarding"], swiftSettings: optimized),
        .target(name: "WaymarkStampReader", dependencies: ["WaymarkGazetteer", "WaymarkOCR", "WaymarkFiles"], swiftSettings: optimized),
        // Atlas reads the one date rule (AcceptedDates) from WaymarkCalendar, checks an export's JSON
        // with WaymarkTextInput's scanner (the Google reader's), and fills its cell cache through the
        // resolver (PlaceCells, shared by every import).
        .target(name: "WaymarkAtlas", dependencies: ["WaymarkGazetteer", "WaymarkResolver", "WaymarkSQLite", "WaymarkJSON", "WaymarkCalendar", "WaymarkTextInput"]),
        // Pictures reads memories and stamps through their modules' APIs; libvips (CVipsShim) decodes photos and thumbnails.
        .target(name: "WaymarkRendering", dependencies: ["WaymarkAtlas", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkMemories", "WaymarkPassport", "WaymarkFiles", "CVipsShim", "CRsvgPangoForwarding"]),
        .target(name: "WaymarkPhotoImport", dependencies: ["WaymarkAtlas", "WaymarkCalendar", "WaymarkResolver", "WaymarkPhotoMetadata", "WaymarkGazetteer", "WaymarkGeo", "WaymarkFiles"]),
        .target(name: "WaymarkMemories", dependencies: ["WaymarkAtlas", "WaymarkResolver", "WaymarkGazetteer", "WaymarkGeo", "WaymarkCalendar", "WaymarkJSON"]),
        .target(name: "WaymarkTravelImport", dependencies: ["WaymarkAtlas", "WaymarkResolver", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTextInput"]),
        .target(name: "WaymarkPassport", dependencies: ["WaymarkAtlas", "WaymarkCalendar", "WaymarkStampReader", "WaymarkOCR", "WaymarkGazetteer", "WaymarkGeo", "WaymarkFiles", "CVipsShim"], swiftSettings: optimized),
        .target(name: "WaymarkGazetteerBuild", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite", "WaymarkFiles", "WaymarkTextInput"]),
        // Many points resolved as a stream, rows written as CSV, JSON lines or GeoJSON (`resolve --input`):
        // beside the resolver, not in it, so the resolver reads no record formats.
        .target(name: "WaymarkBatch", dependencies: ["WaymarkResolver", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTextInput"]),
        // The command framework: declared commands and typed options, the parser, help, exit statuses,
        // the console. `waymark` and `waymark-bench` are built on it; it knows no feature.
        .target(name: "WaymarkCommandKit", dependencies: ["WaymarkFiles", "WaymarkJSON"]),
        .target(name: "WaymarkCLI", dependencies: ["WaymarkCommandKit", "WaymarkCalendar", "WaymarkBatch", "WaymarkGazetteerBuild", "WaymarkGazetteerDiff", "WaymarkResolver", "WaymarkSearch", "WaymarkAtlas", "WaymarkPhotoImport", "WaymarkMemories", "WaymarkTravelImport", "WaymarkPassport", "WaymarkRendering", "WaymarkStampReader", "WaymarkOCR", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTextInput", "WaymarkJSON", "WaymarkFiles"]),
        .executableTarget(name: "waymark", dependencies: ["WaymarkCLI"]),
        // Seeded generators and synthetic inputs (coordinates, photos, drawn stamps, MRZs), for the
        // tests and the benchmarks: in no product, and light, so a test needing one links no feature.
        .target(name: "WaymarkSamples", dependencies: ["WaymarkGeo"]),
        // The slow, obviously correct resolver the fast one is checked against: tests and benchmarks only.
        .target(name: "WaymarkReference", dependencies: ["WaymarkResolver", "WaymarkGazetteer", "WaymarkGeo"]),
        // Seeded hostile inputs for the imports and the runner that counts how each ended: tests and benchmarks only.
        .target(name: "WaymarkImportFuzz", dependencies: ["WaymarkTravelImport", "WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkSamples"]),
        // The generated stamp corpus (texts and drawn images with their known answers): the stamp
        // tests and the bench's `stamp-corpus` read it, so the tests need not link the bench.
        .target(name: "WaymarkStampCorpus", dependencies: ["WaymarkStampReader", "WaymarkSamples"]),
        // Benchmarks and their generated inputs: not shipped in the library or the tool.
        .target(name: "WaymarkBench", dependencies: ["WaymarkStampCorpus", "WaymarkCommandKit", "WaymarkCLI", "WaymarkGazetteerDiff", "WaymarkResolver", "WaymarkSearch", "WaymarkAtlas", "WaymarkPhotoImport", "WaymarkMemories", "WaymarkTravelImport", "WaymarkPassport", "WaymarkRendering", "WaymarkStampReader", "WaymarkOCR", "WaymarkPhotoMetadata", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkFiles", "WaymarkSamples", "WaymarkReference", "WaymarkImportFuzz"]),
        .executableTarget(name: "waymark-bench", dependencies: ["WaymarkBench"]),
        .testTarget(name: "WaymarkGeoTests", dependencies: ["WaymarkGeo", "WaymarkSamples"]),
        .testTarget(name: "WaymarkTextInputTests", dependencies: ["WaymarkTextInput", "WaymarkGeo", "WaymarkSamples"]),
        .testTarget(name: "WaymarkFilesTests", dependencies: ["WaymarkFiles"]),
        .testTarget(name: "WaymarkPhotoMetadataTests", dependencies: ["WaymarkPhotoMetadata", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTestSupport", "WaymarkSamples"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkSQLiteTests", dependencies: ["WaymarkSQLite"]),
        .testTarget(name: "WaymarkGazetteerTests", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite", "WaymarkTestSupport", "WaymarkSamples"]),
        .testTarget(
            name: "WaymarkGazetteerBuildTests",
            dependencies: ["WaymarkGazetteerBuild", "WaymarkGazetteer", "WaymarkGeo", "WaymarkResolver"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "WaymarkAtlasTests", dependencies: ["WaymarkAtlas", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite", "WaymarkSamples"]),
        .testTarget(name: "WaymarkPhotoImportTests", dependencies: ["WaymarkPhotoImport", "WaymarkPhotoMetadata", "WaymarkAtlas", "WaymarkCalendar", "WaymarkResolver", "WaymarkTestSupport", "WaymarkSamples"]),
        .testTarget(name: "WaymarkMemoriesTests", dependencies: ["WaymarkMemories", "WaymarkAtlas", "WaymarkCalendar", "WaymarkJSON", "WaymarkGazetteer", "WaymarkTestSupport", "WaymarkSamples"]),
        .testTarget(name: "WaymarkTravelImportTests", dependencies: ["WaymarkTravelImport", "WaymarkTextInput", "WaymarkAtlas", "WaymarkCalendar", "WaymarkResolver", "WaymarkGazetteer", "WaymarkSQLite", "WaymarkTestSupport", "WaymarkImportFuzz"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkPassportTests", dependencies: ["WaymarkPassport", "WaymarkOCR", "WaymarkStampReader", "WaymarkAtlas", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTestSupport", "WaymarkSamples"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkCLITests", dependencies: ["WaymarkCLI", "WaymarkCommandKit", "WaymarkBatch", "WaymarkGazetteerDiff", "WaymarkAtlas", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkPassport", "WaymarkGeo", "WaymarkTestSupport", "WaymarkTextInput", "WaymarkBench", "WaymarkRendering", "WaymarkPhotoImport", "WaymarkSamples", "WaymarkImportFuzz"]),
        .target(name: "WaymarkTestSupport", dependencies: ["WaymarkGazetteer", "WaymarkGazetteerBuild", "WaymarkResolver", "WaymarkGeo"], path: "Tests/WaymarkTestSupport"),
        .testTarget(name: "WaymarkSearchTests", dependencies: ["WaymarkSearch", "WaymarkGazetteer", "WaymarkGazetteerBuild", "WaymarkGeo", "WaymarkTestSupport", "WaymarkSamples"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkStampReaderTests", dependencies: ["WaymarkStampReader", "WaymarkOCR", "WaymarkGazetteer", "WaymarkGeo", "WaymarkResolver", "WaymarkTestSupport", "WaymarkSamples", "WaymarkStampCorpus"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkOCRTests", dependencies: ["WaymarkOCR", "WaymarkTestSupport", "WaymarkSamples"]),
        .testTarget(name: "WaymarkRenderingTests", dependencies: ["WaymarkRendering", "WaymarkAtlas", "WaymarkCalendar", "WaymarkGazetteer", "WaymarkGeo", "WaymarkMemories", "WaymarkPassport", "WaymarkPhotoImport", "WaymarkTravelImport", "WaymarkResolver", "WaymarkTestSupport", "WaymarkSamples", "RsvgPangoHeaderCheck"],
                    exclude: ["Baselines"]),  // read by path, so that WAYMARK_RECORD_SCREENSHOTS=1 can write them
        // Compiles CRsvgPangoForwarding's restated prototypes against the real librsvg, cairo, pango and GLib headers.
        .target(name: "RsvgPangoHeaderCheck", dependencies: ["CRsvgPangoForwarding", "CRsvg", "CPangoCairo"], path: "Tests/RsvgPangoHeaderCheck"),
        .testTarget(name: "WaymarkGazetteerDiffTests", dependencies: ["WaymarkGazetteerDiff", "WaymarkGazetteer", "WaymarkResolver", "WaymarkGeo", "WaymarkTestSupport", "WaymarkSamples"]),
        .testTarget(name: "WaymarkResolverTests", dependencies: ["WaymarkResolver", "WaymarkGazetteer", "WaymarkGazetteerBuild", "WaymarkTestSupport", "WaymarkSamples", "WaymarkReference"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
