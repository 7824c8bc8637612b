import CSQLite
import Foundation

/// What an SQLite file's 100-byte header says about whose file it is, read from its bytes
/// without opening it through SQLite: nothing is locked, created beside it or written, whatever
/// the file turns out to be (https://www.sqlite.org/fileformat.html, "The Database Header").
public struct DatabaseHeader: Equatable, Sendable {
    /// `PRAGMA application_id`: which application's file this is (0 when none said).
    public var applicationID: Int32
    /// `PRAGMA user_version`: the application's own format number.
    public var userVersion: Int32

    static let magic = Array("SQLite format 3\0".utf8)

    /// The header of the file at `path`; nil when there is no file or it is empty (SQLite makes
    /// an empty file a new database). A file too short for a header, or without SQLite's magic
    /// string, is not a database (`SQLiteError`, SQLITE_NOTADB, naming the file).
    public static func read(path: String) throws -> DatabaseHeader? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8]((try handle.read(upToCount: 100)) ?? Data())
        guard !bytes.isEmpty else { return nil }
        guard bytes.count == 100, Array(bytes[0..<16]) == magic else {
            throw SQLiteError(code: SQLITE_NOTADB, message: "file is not a database", path: path)
        }
        func bigEndian(_ offset: Int) -> Int32 {
            Int32(bitPattern: bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return DatabaseHeader(applicationID: bigEndian(68), userVersion: bigEndian(60))
    }
}
