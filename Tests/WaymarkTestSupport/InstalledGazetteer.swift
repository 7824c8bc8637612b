import Foundation
import WaymarkGazetteer
import XCTest

/// The real gazetteer the resolver and search tests run against: `WAYMARK_GAZETTEER`, else where
/// `scripts/setup` puts it. Their answers only mean something on real data, so there is no stand-in.
public enum InstalledGazetteer {
    public static func open(file: StaticString = #filePath, line: UInt = #line) throws -> Gazetteer {
        let url = GazetteerLocation.resolve(explicitPath: nil)
        guard FileManager.default.fileExists(atPath: url.path) else {
            XCTFail("no gazetteer at \(url.path): run scripts/setup (or set WAYMARK_GAZETTEER) before the tests", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return try Gazetteer(url: url)
    }
}
