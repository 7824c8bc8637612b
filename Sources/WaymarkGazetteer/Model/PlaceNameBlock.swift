import WaymarkGeo

/// The blob of `place_name_block.names` (schema 9): the kind, code, name and (for a region) ISO
/// 3166-2 code of every place of one block of `PlaceNameBlockCodec.rowidsPerBlock` consecutive
/// rowids, what a batch needs to name its answers. One query reads a block: by rowid from the
/// place table every place costs a b-tree seek, the `IN` list's ephemeral table and its columns,
/// and a batch of random points on land names tens of thousands of places.
///
/// Layout (version 1): one version byte; a varint count n of rowids, from the block's first
/// (`block × rowidsPerBlock`) up to its last place; n offsets of two bytes little-endian, where
/// each rowid's entry starts after the offsets (`noPlace` for none); then the entries. An entry
/// is a tag byte, the `PlaceKind` raw value, plus `numericCode` when the code is a decimal
/// number without leading zeros (a city's GeoNames id: a varint of it, about 3 bytes, not 7
/// digits); otherwise the code is a varint byte count and its UTF-8. Then the name (varint byte
/// count, UTF-8), and for a region its ISO 3166-2 code: a varint of byte count + 1, 0 for none.
/// The offsets (1 KB a block, 0.5 MB in all) spare a reader walking a block's entries to find
/// one, which would cost a walk over half a block's entries for every place named.
///
/// ```swift
/// let berlin = PlaceNameBlockCodec.Entry(kind: .city, code: "2950159", name: "Berlin")
/// let blob = PlaceNameBlockCodec.encode([nil, berlin])
/// let block = try PlaceNameBlockCodec.Block(blob)
/// try block.entry(at: 1)?.name   // "Berlin"
/// try block.entry(at: 0)         // nil: no place at the block's first rowid
/// ```
public enum PlaceNameBlockCodec {
    /// The layout version this code writes and reads, the blob's first byte.
    public static let version: UInt8 = 1
    /// 512 rowids: a block is about 9 KB, which fills whole overflow pages with little waste;
    /// smaller blocks (2 KB) would take a page each, half of it empty.
    public static let rowidsPerBlock = 512
    static let noPlace = 0xFFFF
    static let numericCode: UInt8 = 0x80
    /// The longest code stored as a number: 18 digits always fit in 64 bits.
    static let maxNumericDigits = 18

    /// One place of a block, as the build hands it in and `Block.entry(at:)` gives it back.
    public struct Entry: Equatable {
        /// The place's level.
        public var kind: PlaceKind
        /// The place's code within its kind (the code of its `PlaceID`).
        public var code: String
        /// The place's display name.
        public var name: String
        /// A region's ISO 3166-2 code; stored for regions only.
        public var iso3166_2: String?

        /// An entry as given; `iso3166_2` is dropped on encoding unless `kind` is `.region`.
        public init(kind: PlaceKind, code: String, name: String, iso3166_2: String? = nil) {
            self.kind = kind; self.code = code; self.name = name; self.iso3166_2 = iso3166_2
        }
    }

    /// The number of the block that holds `rowid`.
    public static func block(ofRowid rowid: Int) -> Int { rowid / rowidsPerBlock }

    /// `entries[i]` is the place of rowid `block × rowidsPerBlock + i`, nil for none; at most
    /// `rowidsPerBlock` of them.
    public static func encode(_ entries: [Entry?]) -> [UInt8] {
        precondition(entries.count <= rowidsPerBlock, "one block at most")
        var body: [UInt8] = [], offsets: [Int] = []
        for entry in entries {
            guard let entry else { offsets.append(noPlace); continue }
            offsets.append(body.count)
            if let number = numericValue(entry.code) {
                body.append(UInt8(entry.kind.rawValue) | numericCode)
                Varint.append(number, to: &body)
            } else {
                body.append(UInt8(entry.kind.rawValue))
                appendText(entry.code, to: &body)
            }
            appendText(entry.name, to: &body)
            if entry.kind == .region {
                if let iso = entry.iso3166_2 {
                    Varint.append(UInt64(iso.utf8.count + 1), to: &body)
                    body.append(contentsOf: iso.utf8)
                } else {
                    body.append(0)
                }
            }
        }
        precondition(body.count < noPlace, "a block's entries must fit two-byte offsets")
        var out: [UInt8] = [version]
        Varint.append(UInt64(offsets.count), to: &out)
        for offset in offsets { out.append(UInt8(truncatingIfNeeded: offset)); out.append(UInt8(truncatingIfNeeded: offset >> 8)) }
        return out + body
    }

    /// The code as a number when writing that number in decimal gives the code back exactly.
    static func numericValue(_ code: String) -> UInt64? {
        let digits = code.utf8
        guard !digits.isEmpty, digits.count <= maxNumericDigits, digits.first != UInt8(ascii: "0"),
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return UInt64(code)
    }

    private static func appendText(_ text: String, to out: inout [UInt8]) {
        Varint.append(UInt64(text.utf8.count), to: &out)
        out.append(contentsOf: text.utf8)
    }

    /// A block's blob as read: its entries found through the offsets, each checked as it is read.
    public struct Block {
        let blob: [UInt8]
        /// How many rowids the block lists, and where the offsets and the entries begin.
        let count: Int
        let offsetsStart: Int
        let entriesStart: Int

        /// Reads the header of `blob`; throws `GazetteerFormatError` for an empty blob, another
        /// version, or offsets that run past its end. Entries are checked as they are read.
        public init(_ blob: [UInt8]) throws {
            guard let v = blob.first else { throw damaged("empty") }
            guard v == version else { throw GazetteerFormatError(description: "place name block version \(v), expected \(version)") }
            var index = 1
            guard let count = Varint.read(blob, &index), count <= UInt64(rowidsPerBlock),
                  index + 2 * Int(count) <= blob.count else { throw damaged("offsets") }
            self.blob = blob
            self.count = Int(count)
            offsetsStart = index
            entriesStart = index + 2 * Int(count)
        }

        /// Calls `body` with the kind, code and name (UTF-8, valid only inside `body`) of the
        /// place at `position` and returns where its region ISO code lies (`iso3166_2(at:)`),
        /// or nil, without calling it, when the block has no place there. A numeric code is
        /// written out in decimal on the stack.
        @inline(__always)
        func withEntry(at position: Int, _ body: (PlaceKind, _ code: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Int? {
            try blob.withUnsafeBufferPointer { bytes -> Int? in
                guard position >= 0, position < count else { return nil }
                let at = offsetsStart + 2 * position
                let offset = Int(bytes[at]) | Int(bytes[at + 1]) << 8
                guard offset != noPlace else { return nil }
                var index = entriesStart + offset
                guard index < bytes.count, let kind = PlaceKind(rawValue: Int(bytes[index] & ~numericCode)) else { throw damaged("tag") }
                let numeric = bytes[index] & numericCode != 0
                index += 1
                if numeric {
                    guard let number = Varint.read(bytes, &index) else { throw damaged("code") }
                    let name = try text(bytes, &index)
                    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                        // Written from the end: the last digit first.
                        var rest = number, start = 20
                        repeat {
                            start -= 1
                            digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                            rest /= 10
                        } while rest > 0
                        try body(kind, UnsafeBufferPointer(rebasing: digits[start..<20]), name)
                    }
                    return index
                }
                let code = try text(bytes, &index)
                try body(kind, code, try text(bytes, &index))
                return index
            }
        }

        /// The ISO 3166-2 code stored at `offset` (`withEntry`'s answer for a region).
        func iso3166_2(at offset: Int) throws -> String? {
            try blob.withUnsafeBufferPointer { bytes in
                var index = offset
                guard let stored = Varint.read(bytes, &index), stored <= UInt64(bytes.count - index) + 1 else { throw damaged("ISO code") }
                guard stored > 0 else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + Int(stored) - 1]), as: UTF8.self)
            }
        }

        /// The varint-counted text at `index`, which moves past it.
        @inline(__always)
        private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) throws -> UnsafeBufferPointer<UInt8> {
            guard let count = Varint.read(bytes, &index), count <= UInt64(bytes.count - index) else { throw damaged("text") }
            defer { index += Int(count) }
            return UnsafeBufferPointer(rebasing: bytes[index..<index + Int(count)])
        }

        /// The place at `position`, nil for none.
        public func entry(at position: Int) throws -> Entry? {
            var entry: Entry?
            let isoAt = try withEntry(at: position) { kind, code, name in
                entry = Entry(kind: kind, code: String(decoding: code, as: UTF8.self), name: String(decoding: name, as: UTF8.self))
            }
            if let isoAt, entry?.kind == .region { entry?.iso3166_2 = try iso3166_2(at: isoAt) }
            return entry
        }
    }

    /// Every entry of a blob, for tests and audits.
    public static func decode(_ blob: [UInt8]) throws -> [Entry?] {
        let block = try Block(blob)
        return try (0..<block.count).map { try block.entry(at: $0) }
    }

    private static func damaged(_ what: String) -> GazetteerFormatError {
        GazetteerFormatError(description: "damaged place name block: \(what)")
    }
}
