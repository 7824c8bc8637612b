import Foundation
import WaymarkGazetteer
import WaymarkCommandKit

/// `waymark verify`: check the artifact against the sha256 recorded at build time.
struct VerifyCommand: WaymarkCommand {
    static let name = "verify"
    static let summary = "Check the gazetteer against the sha256 recorded when it was built"
    static let discussion = """
        Hashes the gazetteer and compares it with PATH.sha256, written by `waymark build`.
        Exits 0 when they match, 1 when they differ or either file is missing.
        """
    struct Options: CommandOptions {
        var gazetteer = Option.gazetteer
        var json = Option.json
    }

    let io: CommandIO<Options>

    struct Outcome: Encodable {
        var gazetteer: String
        var expected: String
        var actual: String
        var matches: Bool
    }

    func run() throws -> ExitStatus {
        let url = GazetteerLocation.resolve(explicitPath: try arguments[\.gazetteer])
        guard FileManager.default.fileExists(atPath: url.path) else { throw Gazetteer.OpenError.missing(url) }
        let recordFile = url.appendingPathExtension("sha256")
        guard let record = try? String(contentsOf: recordFile, encoding: .utf8),
              let expected = record.split(separator: " ").first.map(String.init), expected.count == 64 else {
            throw CommandFailure("no sha256 recorded for \(url.path): \(recordFile.path) is missing or unreadable; `waymark build` writes it beside the gazetteer it builds")
        }
        let actual = try SHA256.hex(ofFileAt: url)
        let matches = actual == expected
        if arguments[\.json] {
            try console.json(Outcome(gazetteer: url.path, expected: expected, actual: actual, matches: matches))
        } else {
            console.out(matches ? "ok: \(url.path) matches its recorded sha256 \(actual)"
                                : "MISMATCH: \(url.path) has sha256 \(actual), recorded \(expected)")
        }
        return matches ? .success : .failure
    }
}
