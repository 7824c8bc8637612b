import Foundation
import WaymarkFiles
import WaymarkGazetteer

/// A folder of stamp indexes, one per gazetteer file: the first matcher on a gazetteer builds the
/// index from its names and leaves it here, and later processes decode it instead of building it.
///
/// The index is not stored in the gazetteer itself because the gazetteer keeps within its size
/// budget; this copy costs a few megabytes of the user's cache and nothing when it is lost.
/// A copy is used only for the gazetteer it was made from — the same recorded sha256, size and
/// modification time, and this reader's layout (`StampIndexStorage.format`) — so a replaced or
/// rebuilt gazetteer, or a newer waymark, builds its own. A damaged copy is built again.
///
/// ```swift
/// let cache = StampIndexCache(folder: CacheDirectory.standard().appendingPathComponent("stamp-index"))
/// let matcher = try StampMatcher(gazetteer: gazetteer, referenceYear: 2026, indexCache: cache)
/// ```
public struct StampIndexCache: Sendable {
    public let folder: URL
    /// Copies kept at most; the least recently written go first (each test world, each rebuilt
    /// gazetteer leaves one).
    public static let copiesKept = 6
    static let magic: [UInt8] = Array("WMSC".utf8)

    public init(folder: URL) { self.folder = folder }

    /// The folder `waymark` uses: `stamp-index` in the cache (`CacheDirectory.standard`).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> StampIndexCache {
        StampIndexCache(folder: CacheDirectory.standard(environment: environment).appendingPathComponent("stamp-index"))
    }

    /// What a copy must have been made from: the gazetteer (its identity, path, size and
    /// modification time), the layout, and the program that made it (its path, size and
    /// modification time), so that a matcher whose rules changed never reads an index made by
    /// the old ones, even where the layout's number was not bumped.
    static func key(of gazetteer: Gazetteer) -> String {
        let program = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        return "\(gazetteer.identity) \(stamp(of: gazetteer.url.path)) format \(StampIndexStorage.format) by \(stamp(of: program))"
    }

    private static func stamp(of path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(String(format: "%.6f", modified))"
    }

    /// The file a gazetteer's copy is kept in: named by a hash of its key (the key itself is
    /// checked inside).
    func file(for key: String) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return folder.appendingPathComponent(String(format: "%016llx.stampindex", hash))
    }

    /// The copy made from `gazetteer`, or why there is none this reader may use.
    func load(_ gazetteer: Gazetteer, lookups: StampLookups) -> Result<StampPlaceIndex, StampIndexStorage.Refusal> {
        let key = Self.key(of: gazetteer)
        let url = file(for: key)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.init(description: "no stamp index is cached for this gazetteer yet"))
        }
        let bytes = [UInt8](data)
        let keyBytes = Array(key.utf8)
        let header = Self.magic + Self.length(keyBytes.count) + keyBytes
        guard bytes.count > header.count, bytes[..<header.count].elementsEqual(header) else {
            return .failure(.init(description: "the cached stamp index \(url.path) was made from another gazetteer or by another waymark"))
        }
        do {
            return .success(try StampIndexStorage.decode(Array(bytes[header.count...]), lookups: lookups))
        } catch {
            return .failure(.init(description: "the cached stamp index \(url.path) cannot be read (\(error))"))
        }
    }

    /// Leaves `index` for later processes on `gazetteer`; returns why it could not, if it could not.
    /// The write is atomic, so a process reading at the same time sees the old copy or the new one.
    func save(_ index: StampPlaceIndex, of gazetteer: Gazetteer) -> String? {
        let key = Self.key(of: gazetteer)
        do {
            let keyBytes = Array(key.utf8)
            let body = try StampIndexStorage.encode(index)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(Self.magic + Self.length(keyBytes.count) + keyBytes + body), to: file(for: key))
            removeOldest()
            return nil
        } catch {
            return "the stamp index could not be cached in \(folder.path): \(error)"
        }
    }

    private static func length(_ count: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(count).littleEndian, Array.init) }

    /// Keeps the `copiesKept` most recently written copies.
    private func removeOldest() {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        let copies = files.filter { $0.pathExtension == "stampindex" }.map { url in
            (url, (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
        }.sorted { ($0.1, $0.0.path) > ($1.1, $1.0.path) }
        for (url, _) in copies.dropFirst(Self.copiesKept) { try? FileManager.default.removeItem(at: url) }
    }
}
