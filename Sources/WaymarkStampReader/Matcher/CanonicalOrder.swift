import Foundation

/// A text's place in the order Swift's `<` puts Strings in, taken once so that a sort compares
/// bytes. Strings compare as the UTF-8 bytes of their canonical composition (NFC); a text that is
/// not plain ASCII is normalized again at every comparison, and the matcher's start sorts tens of
/// thousands of names in every script.
struct CanonicalOrderKey: Comparable {
    private let bytes: [UInt8]

    /// Plain ASCII is its own canonical composition.
    init(_ text: String) { bytes = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : text._nfcCodeUnits }

    static func < (a: Self, b: Self) -> Bool {
        let common = min(a.bytes.count, b.bytes.count)
        guard common > 0 else { return a.bytes.count < b.bytes.count }
        let order = a.bytes.withUnsafeBufferPointer { x in b.bytes.withUnsafeBufferPointer { y in memcmp(x.baseAddress!, y.baseAddress!, common) } }
        return order != 0 ? order < 0 : a.bytes.count < b.bytes.count
    }
}

extension Array {
    /// The elements in the order of their texts as Strings compare them (the first text, then the
    /// second), ties broken by `tie`: `sorted { $0.a != $1.a ? $0.a < $1.a : … }` without normalizing.
    func sortedCanonically(by texts: (Element) -> (String, String), tie: (Element, Element) -> Bool) -> [Element] {
        let keys = map { element in
            let (first, second) = texts(element)
            return (CanonicalOrderKey(first), CanonicalOrderKey(second))
        }
        return indices.sorted { a, b in
            if keys[a].0 != keys[b].0 { return keys[a].0 < keys[b].0 }
            if keys[a].1 != keys[b].1 { return keys[a].1 < keys[b].1 }
            return tie(self[a], self[b])
        }.map { self[$0] }
    }
}

extension String {
    /// The characters in reverse order (`String(reversed())`), byte by byte when every character
    /// is one ASCII byte: most of the matcher's keys, reversed for every one of its starts.
    var reversedCharacters: String {
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return String(reversed()) }
        return String(decoding: utf8.reversed(), as: UTF8.self)
    }
}
