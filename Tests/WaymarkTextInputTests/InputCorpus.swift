import Foundation
import XCTest

/// Real-world input files, written by the tests into a scratch folder.
final class InputCorpus {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }

    /// A named pipe, written by a background thread once a reader opens it.
    func fifo(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        Thread.detachNewThread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(text.utf8))
            try? handle.close()
        }
        return path
    }
}
