/// One component of a label as UTF-8, for a batch that writes labels as bytes (`PlaceNamer`):
/// a region's or a country's name with its keys folded once, or a city's name, folded only as
/// far as a comparison needs (`TextFolding.keyEquals`): of tens of thousands of cities, each is
/// compared with two keys, almost always different ones.
struct LabelBytes: LabelComponent {
    let name: UnsafeBufferPointer<UInt8>
    /// The key, then its groups' keys, each followed by `LabelBytes.end`; nil when not folded
    /// ahead.
    let keys: UnsafeBufferPointer<UInt8>?

    /// Ends each key in `keys`: 0xFF is never a byte of UTF-8.
    static let end: UInt8 = 0xFF

    /// Appends to `out` the keys of `name` as `keys` holds them.
    static func appendKeys(of name: String, to out: inout [UInt8]) {
        let part = LabelPart(name)
        for key in [part.key] + part.groupKeys {
            out.append(contentsOf: key.utf8)
            out.append(end)
        }
    }

    func holds(_ other: LabelBytes) -> Bool {
        other.withKey { key in
            if let keys { return Self.contains(keys, key) }
            // A name with groups is rare: folded whole, as `LabelPart` folds it.
            if name.contains(UInt8(ascii: ",")) { return LabelPart(text).holds(LabelPart(other.text)) }
            return TextFolding.keyEquals(name, key)
        }
    }

    func hasKey(of other: LabelBytes) -> Bool {
        other.withKey { key in
            if let keys { return TextFolding.keysEqual(UnsafeBufferPointer(rebasing: Self.first(keys)), key) }
            return TextFolding.keyEquals(name, key)
        }
    }

    /// Only airports ask it, and their labels are made as Strings: folded as `LabelPart` does.
    func keyContains(_ other: LabelBytes) -> Bool { LabelPart(text).keyContains(LabelPart(other.text)) }

    private var text: String { String(decoding: name, as: UTF8.self) }

    /// Calls `body` with this component's key.
    private func withKey<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let keys { return body(UnsafeBufferPointer(rebasing: Self.first(keys))) }
        var key = TextFolding.key(text)
        return key.withUTF8(body)
    }

    private static func first(_ keys: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        keys[..<(keys.firstIndex(of: end) ?? keys.endIndex)]
    }

    private static func contains(_ keys: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = keys.startIndex
        while start < keys.endIndex {
            let stop = keys[start...].firstIndex(of: end) ?? keys.endIndex
            if TextFolding.keysEqual(UnsafeBufferPointer(rebasing: keys[start..<stop]), key) { return true }
            start = stop + 1
        }
        return false
    }
}
