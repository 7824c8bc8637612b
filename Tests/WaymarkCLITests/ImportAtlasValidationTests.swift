import Foundation
import WaymarkAtlas
import WaymarkTestSupport
import XCTest
@testable import WaymarkCLI
@testable import WaymarkCommandKit

/// `import atlas` refuses, with a message saying what is wrong and where, what it could not
/// restore faithfully: a version that is no atlas format, a negative photo generation, a key
/// twice in one object, an overlong string. Nothing is written.
extension ActionableErrorTests {
    /// The export of `markedAtlas()`, and a maker of variants of it: `variant(name, from, to)`
    /// writes the export with `from` replaced by `to` (which must occur) as `name`.
    func exportAndVariants() throws -> (export: String, variant: (String, String, String) throws -> String) {
        let export = path("export.json")
        XCTAssertEqual(waymark(["export", "--atlas", try markedAtlas(), "--output", export]).status, .success)
        let text = try String(contentsOfFile: export, encoding: .utf8)
        return (export, { name, from, to in
            XCTAssertTrue(text.contains(from), from)
            let file = self.path(name)
            try text.replacingOccurrences(of: from, with: to).write(toFile: file, atomically: true, encoding: .utf8)
            return file
        })
    }

    func testImportAtlasRefusesImpossibleVersionsGenerationsDuplicateKeysAndOverlongStrings() throws {
        let (export, variant) = try exportAndVariants()
        let version = "\"version\" : \(AtlasSchema.currentVersion)"
        let current = AtlasSchema.currentVersion
        let paris = "\"name\" : \"Paris\""
        let bad: [(String, String)] = [
            (try variant("minus.json", version, "\"version\" : -1"), "\"version\" must be an integer from 1 to \(current), not -1"),
            (try variant("zero.json", version, "\"version\" : 0"), "\"version\" must be an integer from 1 to \(current), not 0"),
            (try variant("string.json", version, "\"version\" : \"\(current)\""), "\"version\" must be an integer from 1 to \(current), not \"\(current)\" (a string)"),
            (try variant("fraction.json", version, "\"version\" : 4.0"), "\"version\" must be an integer from 1 to \(current), not 4.0"),
            (try variant("generation.json", "\"photo_generation\" : 0", "\"photo_generation\" : -5"), "photo_generation -5 is negative"),
            (try variant("twice.json", version, version + ", " + version), "the key 'version' at $.version appears twice in one object"),
            (try variant("twice-inside.json", paris, paris + ", \"name\" : \"Lyon\""), "the key 'name' at $.places["),
            (try variant("long.json", paris, "\"name\" : \"" + String(repeating: "P", count: 3 << 20) + "\""), "is longer than 1048576 bytes (1 MiB), the longest accepted"),
        ]
        let target = path("target.sqlite")
        for (file, expected) in bad {
            let result = waymark(["import", "atlas", file, "--atlas", target])
            XCTAssertEqual(result.status, .failure, file)
            XCTAssertTrue(result.err.contains(expected), "\(file): \(result.err)")
            XCTAssertFalse(result.err.contains("not a JSON object"), "\(file): \(result.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: target), "\(file): the atlas was touched")
        }
        XCTAssertEqual(waymark(["import", "atlas", export, "--atlas", target]).status, .success, "the export itself is fine")
    }
}
