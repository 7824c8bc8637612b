import Foundation
import WaymarkGazetteer
import XCTest

/// The real gazetteer, for tests whose answers are facts about the world (the resolver's, search's,
/// "Berlin is in Germany"): `WAYMARK_GAZETTEER`, else where `scripts/setup` puts it. A test that
/// only needs some gazetteer uses `FixtureWorld` instead. Without it a test skips, saying to run
/// `scripts/setup` (fails in the full tier and under CI: `TestTool`).
public enum InstalledGazetteer {
    public static func open() throws -> Gazetteer {
        try TestTool.require(.gazetteer)
        return try Gazetteer(url: GazetteerLocation.resolve(explicitPath: nil))
    }
}
