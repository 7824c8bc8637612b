// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: CLI → GazetteerBuild, Resolver → Gazetteer → Geo / SQLite → CSQLite;
// CLI → Pictures → Memories / Passport → Atlas / Gazetteer / Geo, and Pictures → CRsvgPangoForwarding (librsvg,
// cairo, pango) / CVipsShim (libvips); Passport → Stamps → OCR → CTesseractForwarding (tesseract, leptonica).
// None of these image and OCR libraries is linked: each is opened by the first call that needs it, so the
// many processes that never make an image (`waymark resolve`) do not pay for loading them (docs/resolver.md).

/// For every C target: valgrind 3.19 (Debian 12), whose callgrind counts measure the resolver
/// (docs/resolver.md), gives up on a program with a DWARF 5 compile unit (clang's default) anywhere
/// but first ("Possibly corrupted debuginfo file").
let dwarf4: [CSetting] = [.unsafeFlags(["-gdwarf-4"])]

let package = Package(
    name: "Waymark",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Waymark", targets: ["WaymarkGazetteer", "WaymarkResolver", "WaymarkSearch", "WaymarkStamps", "WaymarkOCR", "WaymarkGeo"]),
        .library(name: "WaymarkGazetteerBuild", targets: ["WaymarkGazetteerBuild"]),
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
        // librsvg with cairo rasterises the SVG that WaymarkPictures writes; pango, which librsvg
        // lays text out with, measures text for ellipsis. CRsvgPangoForwarding restates the
        // functions called and opens the libraries on the first call (docs/pictures.md says why).
        .target(name: "CRsvgPangoForwarding", dependencies: ["CLibraryOpener"], cSettings: dwarf4),
        // The real headers (Debian librsvg2-dev, libpango1.0-dev), only for the test that checks
        // CRsvgPangoForwarding's restated prototypes against them: a target using these gets
        // pkg-config's link flags, so the tool must not depend on them.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .target(name: "WaymarkGeo"),
        // Shared by every command that reads records (resolve --input, the travel imports): depends on nothing of ours.
        .target(name: "WaymarkTextInput"),
        // The one JSON style of every output: snake_case keys, real booleans, lat/lon.
        .target(name: "WaymarkJSON"),
        // The one atomic file writer (temporary name, then rename), for the build, the CLI and thumbnails.
        .target(name: "WaymarkFiles"),
        .target(name: "WaymarkPhotoMetadata"),
        .target(name: "WaymarkSQLite", dependencies: ["CSQLite"]),
        .target(name: "WaymarkGazetteer", dependencies: ["WaymarkGeo", "WaymarkSQLite"]),
        .target(name: "WaymarkResolver", dependencies: ["WaymarkGazetteer", "WaymarkGeo"]),
        .target(name: "WaymarkSearch", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite"]),
        // Tesseract's and Leptonica's headers only; CTesseractForwarding defines the functions
        // WaymarkOCR calls and opens libtesseract and liblept on the first call (docs/stamps.md).
        .systemLibrary(
            name: "CTesseract",
            providers: [.apt(["libtesseract-dev", "libleptonica-dev"]), .brew(["tesseract", "leptonica"])]
        ),
        .target(name: "CTesseractForwarding", dependencies: ["CLibraryOpener", "CTesseract"], cSettings: dwarf4),
        // Tesseract and Leptonica wrapped once: the engine, image loading in bounded memory, grey
        // images, levelling. Stamps and passports (the MRZ) both read through it.
        .target(name: "WaymarkOCR", dependencies: ["CTesseract", "CTesseractForwarding"]),
        .target(name: "WaymarkStamps", dependencies: ["WaymarkGazetteer", "WaymarkOCR"]),
        // Atlas reads the one date rule (AcceptedDates) from photo metadata, the lowest module needing it,
        // and checks an export's JSON with WaymarkTextInput's scanner (the Google reader's).
        .target(name: "WaymarkAtlas", dependencies: ["WaymarkGazetteer", "WaymarkSQLite", "WaymarkJSON", "WaymarkPhotoMetadata", "WaymarkTextInput"]),
        // Pictures reads memories and stamps through their modules' APIs; libvips (CVipsShim) decodes photos and thumbnails.
        .target(name: "WaymarkPictures", dependencies: ["WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkMemories", "WaymarkPassport", "WaymarkFiles", "CVipsShim", "CRsvgPangoForwarding"]),
        .target(name: "WaymarkPhotos", dependencies: ["WaymarkAtlas", "WaymarkResolver", "WaymarkPhotoMetadata", "WaymarkGazetteer", "WaymarkGeo"]),
        .target(name: "WaymarkMemories", dependencies: ["WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkPhotoMetadata", "WaymarkJSON"]),
        .target(name: "WaymarkImports", dependencies: ["WaymarkAtlas", "WaymarkPhotos", "WaymarkResolver", "WaymarkPhotoMetadata", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTextInput"]),
        .target(name: "WaymarkPassport", dependencies: ["WaymarkAtlas", "WaymarkPhotos", "WaymarkStamps", "WaymarkOCR", "WaymarkGazetteer", "WaymarkGeo", "WaymarkFiles", "CVipsShim"]),
        .target(name: "WaymarkGazetteerBuild", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite", "WaymarkFiles"]),
        .target(name: "WaymarkCLI", dependencies: ["WaymarkGazetteerBuild", "WaymarkResolver", "WaymarkSearch", "WaymarkAtlas", "WaymarkPhotos", "WaymarkMemories", "WaymarkImports", "WaymarkPassport", "WaymarkPictures", "WaymarkStamps", "WaymarkOCR", "WaymarkGazetteer", "WaymarkGeo", "WaymarkTextInput", "WaymarkJSON", "WaymarkFiles"]),
        .executableTarget(name: "waymark", dependencies: ["WaymarkCLI"]),
        // Benchmarks and synthetic inputs: not shipped in the library or the tool.
        .target(name: "WaymarkBench", dependencies: ["WaymarkCLI", "WaymarkResolver", "WaymarkSearch", "WaymarkAtlas", "WaymarkPhotos", "WaymarkMemories", "WaymarkImports", "WaymarkPassport", "WaymarkPictures", "WaymarkStamps", "WaymarkOCR", "WaymarkPhotoMetadata", "WaymarkGazetteer", "WaymarkGeo", "WaymarkFiles"]),
        .executableTarget(name: "waymark-bench", dependencies: ["WaymarkBench"]),
        .testTarget(name: "WaymarkGeoTests", dependencies: ["WaymarkGeo"]),
        .testTarget(name: "WaymarkTextInputTests", dependencies: ["WaymarkTextInput", "WaymarkGeo"]),
        .testTarget(name: "WaymarkFilesTests", dependencies: ["WaymarkFiles"]),
        .testTarget(name: "WaymarkPhotoMetadataTests", dependencies: ["WaymarkPhotoMetadata", "WaymarkGazetteer", "WaymarkGeo"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkSQLiteTests", dependencies: ["WaymarkSQLite"]),
        .testTarget(name: "WaymarkGazetteerTests", dependencies: ["WaymarkGazetteer", "WaymarkGeo", "WaymarkTestSupport"]),
        .testTarget(
            name: "WaymarkGazetteerBuildTests",
            dependencies: ["WaymarkGazetteerBuild", "WaymarkGazetteer", "WaymarkGeo", "WaymarkResolver"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "WaymarkAtlasTests", dependencies: ["WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkSQLite"]),
        .testTarget(name: "WaymarkPhotosTests", dependencies: ["WaymarkPhotos", "WaymarkPhotoMetadata", "WaymarkAtlas", "WaymarkResolver", "WaymarkTestSupport", "WaymarkBench"]),
        .testTarget(name: "WaymarkMemoriesTests", dependencies: ["WaymarkMemories", "WaymarkAtlas", "WaymarkGazetteer"]),
        .testTarget(name: "WaymarkImportsTests", dependencies: ["WaymarkImports", "WaymarkTextInput", "WaymarkAtlas", "WaymarkResolver", "WaymarkGazetteer", "WaymarkSQLite", "WaymarkTestSupport", "WaymarkBench"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkPassportTests", dependencies: ["WaymarkPassport", "WaymarkOCR", "WaymarkStamps", "WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkBench"]),
        .testTarget(name: "WaymarkCLITests", dependencies: ["WaymarkCLI", "WaymarkAtlas", "WaymarkGazetteer", "WaymarkPassport", "WaymarkGeo", "WaymarkTestSupport", "WaymarkTextInput", "WaymarkBench", "WaymarkPictures", "WaymarkPhotos"]),
        .target(name: "WaymarkTestSupport", dependencies: ["WaymarkGazetteer"], path: "Tests/WaymarkTestSupport"),
        .testTarget(name: "WaymarkSearchTests", dependencies: ["WaymarkSearch", "WaymarkGazetteer", "WaymarkGazetteerBuild", "WaymarkGeo", "WaymarkTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkStampsTests", dependencies: ["WaymarkStamps", "WaymarkOCR", "WaymarkGazetteer", "WaymarkTestSupport", "WaymarkBench"], resources: [.copy("Fixtures")]),
        .testTarget(name: "WaymarkOCRTests", dependencies: ["WaymarkOCR", "WaymarkBench"]),
        .testTarget(name: "WaymarkPicturesTests", dependencies: ["WaymarkPictures", "WaymarkAtlas", "WaymarkGazetteer", "WaymarkGeo", "WaymarkMemories", "WaymarkPassport", "WaymarkTestSupport", "RsvgPangoHeaderCheck"]),
        // Compiles CRsvgPangoForwarding's restated prototypes against the real librsvg, cairo, pango and GLib headers.
        .target(name: "RsvgPangoHeaderCheck", dependencies: ["CRsvgPangoForwarding", "CRsvg", "CPangoCairo"], path: "Tests/RsvgPangoHeaderCheck"),
        .testTarget(name: "WaymarkResolverTests", dependencies: ["WaymarkResolver", "WaymarkGazetteer", "WaymarkGazetteerBuild", "WaymarkTestSupport"], resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v5]
)
