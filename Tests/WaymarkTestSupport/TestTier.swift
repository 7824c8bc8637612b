import Foundation
import XCTest

/// Which tests run, asked the same way by every test.
///
/// `swift test` runs the fast tier: every specification, with the heavy oracles (tens of thousands
/// of resolved points, rendered stamp scans, killed child processes) on a smaller sample or skipped
/// with a message. `WAYMARK_TEST_TIER=full swift test`, which `.ci/run` runs, runs them at full
/// strength; there a missing tool fails its test instead of skipping it (docs/testing.md).
///
/// ```swift
/// let points = SampleCoordinates.uniform(count: TestTier.sample(full: 20_000, fast: 1_000), seed: 2026)
/// try TestTier.requireFull("renders and scans all 40 stamps")
/// ```
public enum TestTier: String, Sendable {
    case fast
    case full

    /// The environment variable that selects the tier.
    public static let variable = "WAYMARK_TEST_TIER"

    /// `WAYMARK_TEST_TIER`: `full`, or `fast` (the default). Any other value stops the run, so a
    /// misspelt switch cannot quietly turn CI's full tier into the fast one.
    public static let current: TestTier = {
        let value = ProcessInfo.processInfo.environment[variable] ?? ""
        if value.isEmpty { return .fast }
        guard let tier = TestTier(rawValue: value.lowercased()) else {
            fatalError("\(variable)=\(value): expected 'fast' or 'full'")
        }
        return tier
    }()

    public static var isFull: Bool { current == .full }

    /// `full` in the full tier, `fast` in the fast one: the size of a heavy oracle's sample.
    public static func sample(full: Int, fast: Int) -> Int { isFull ? full : fast }

    /// Skips the calling test outside the full tier, saying what it checks and how to run it.
    public static func requireFull(_ what: String) throws {
        guard !isFull else { return }
        throw XCTSkip("full tier only (\(what)): run `\(variable)=full swift test`")
    }

    /// Whether a missing tool fails its test rather than skipping it: in the full tier, and
    /// wherever `CI` is set (to anything but empty, `0` or `false`).
    public static var missingToolsFail: Bool {
        if isFull { return true }
        let ci = (ProcessInfo.processInfo.environment["CI"] ?? "").lowercased()
        return !["", "0", "false"].contains(ci)
    }
}
