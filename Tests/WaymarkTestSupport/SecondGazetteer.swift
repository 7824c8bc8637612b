import Foundation
import WaymarkGazetteer
import XCTest

/// The second real build the release tests compare with the installed one (`waymark diff`,
/// `atlas rebase` across builds): the same pinned sources built with `waymark build
/// --without-city-sections` (docs/releases.md), at `$WAYMARK_DIFF_OLD`, else in
/// `without-city-sections/gazetteer.sqlite` beside the installed gazetteer (where `scripts/bench
/// diff` builds it). Opening it costs nothing, but the tests that use it resolve hundreds of
/// thousands of points: they run with `WAYMARK_TEST_TIER=full` only.
public enum SecondGazetteer {
    public static var url: URL {
        if let path = ProcessInfo.processInfo.environment["WAYMARK_DIFF_OLD"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return GazetteerLocation.resolve(explicitPath: nil).deletingLastPathComponent()
            .appendingPathComponent("without-city-sections/gazetteer.sqlite")
    }

    /// Skips the test unless the full tier is asked for; fails it when that build is missing.
    public static func open(file: StaticString = #filePath, line: UInt = #line) throws -> Gazetteer {
        try TestTier.requireFull("two real gazetteer builds")
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("no second gazetteer at \(url.path): build it with `waymark build --without-city-sections --gazetteer \(url.path)` "
                    + "(or `scripts/bench diff`), or set WAYMARK_DIFF_OLD", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return try Gazetteer(url: url)
    }
}
