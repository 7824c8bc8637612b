import Foundation
import WaymarkGazetteer
import XCTest

/// The real gazetteer the resolver and search tests run against: `WAYMARK_GAZETTEER`, else where
/// `scripts/setup` puts it. Their answers only mean something on real data, so there is no stand-in.
/// Without it a test skips, saying to run `scripts/setup` (fails in the full tier and under CI: `TestTool`).
public enum InstalledGazetteer {
    public static func open() throws -> Gazetteer {
        try TestTool.require(.gazetteer)
        return try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
    }
}
