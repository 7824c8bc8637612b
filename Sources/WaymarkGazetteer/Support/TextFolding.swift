import Foundation

/// How names are compared: case and diacritics folded, the way FTS5's
/// `unicode61 remove_diacritics 2` tokenizer sees them, so that de-duplication at build time and
/// matching at query time agree.
///
/// ```swift
/// TextFolding.fold("Zürich")         // "zurich"
/// TextFolding.key("St. John's")      // "stjohns"
/// ```
public enum TextFolding {
    /// `text` with case, diacritics and character width folded away.
    public static func fold(_ text: String) -> String {
        // Plain ASCII only needs lower case; Foundation's Unicode folding costs microseconds a
        // name, and search folds hundreds of alternate names of each candidate.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// English name order for lists: case and diacritics folded ("Åland" beside "Albania",
    /// "Île-de-France" among the I's), the exact text breaking ties.
    public static func precedesInNameOrder(_ a: String, _ b: String) -> Bool { (fold(a), a) < (fold(b), b) }

    /// A folded key that also ignores punctuation and spacing ("St. John's" == "st johns").
    public static func key(_ text: String) -> String {
        var text = text
        // Most names are plain ASCII; skip Foundation's Unicode folding for them.
        if let key = text.withUTF8({ asciiKey($0) }) { return key }
        return unicodeKey(text)
    }

    /// The key through Foundation's folding: right for any text, and what `asciiKey` must equal.
    static func unicodeKey(_ text: String) -> String {
        String(fold(text).unicodeScalars.filter { alphanumerics.contains($0) }.map(Character.init))
    }

    /// The key of plain ASCII text: letters in lower case and digits, nothing else; nil when the
    /// text is not plain ASCII. Read from the text's own bytes into the key's own storage: labels
    /// and search fold hundreds of thousands of names, and an iterator, an array and a copy per
    /// name cost far more than the folding itself.
    private static func asciiKey(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        for byte in utf8 where byte >= 0x80 { return nil }
        return String(unsafeUninitializedCapacity: utf8.count) { key in
            var count = 0
            for byte in utf8 {
                switch byte {
                case 0x41...0x5A: key[count] = byte + 0x20; count += 1
                case 0x61...0x7A, 0x30...0x39: key[count] = byte; count += 1
                default: continue
                }
            }
            return count
        }
    }

    /// Whether the key of the UTF-8 text `name` equals `folded` (a key, UTF-8) as Strings compare
    /// them, deciding without folding where it can. Plain ASCII is compared as it is folded, byte
    /// by byte. Other text is folded by Foundation only when it could match: folding keeps every
    /// ASCII letter (in lower case) and digit of a text, in order, and only adds around them what
    /// other characters fold to, so a text whose ASCII letters and digits are not, in order,
    /// among an ASCII key's has another key. A label compares each city's name with its region's
    /// and country's keys; "Nā‘ālehu" is not "Hawaii" since "nlehu" is not in "hawaii", and
    /// Foundation, whose folding is slow beside everything else a label needs, is asked only
    /// about names like "São Paulo" beside "São Paulo". A key that is not plain ASCII is compared as a String:
    /// String equality is canonical equivalence, which bytes do not decide.
    static func keyEquals(_ name: UnsafeBufferPointer<UInt8>, _ folded: UnsafeBufferPointer<UInt8>) -> Bool {
        guard folded.allSatisfy({ $0 < 0x80 }) else { return key(String(decoding: name, as: UTF8.self)) == String(decoding: folded, as: UTF8.self) }
        let isASCII = name.allSatisfy { $0 < 0x80 }
        var matched = 0
        for byte in name {
            let lower: UInt8
            switch byte {
            case 0x41...0x5A: lower = byte + 0x20
            case 0x61...0x7A, 0x30...0x39: lower = byte
            default: continue
            }
            // Plain ASCII folds to exactly these bytes: the next one must match. Other text may
            // have more between them: the next occurrence will do.
            while matched < folded.count, folded[matched] != lower {
                if isASCII { return false }
                matched += 1
            }
            if matched == folded.count { return false }
            matched += 1
        }
        if isASCII { return matched == folded.count }
        return unicodeKey(String(decoding: name, as: UTF8.self)) == String(decoding: folded, as: UTF8.self)
    }

    /// Whether two keys (UTF-8) are equal as Strings compare them: byte for byte, or, where either
    /// is not plain ASCII, by canonical equivalence.
    static func keysEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.elementsEqual(b) { return true }
        if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }

    /// The ASCII letters (lower-cased) and digits of `text`, in order: what folding keeps of it
    /// (see `keyEquals`).
    static func asciiAlphanumerics(_ text: String) -> String {
        String(decoding: text.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case 0x41...0x5A: return byte + 0x20
            case 0x61...0x7A, 0x30...0x39: return byte
            default: return nil
            }
        }, as: UTF8.self)
    }

    /// Made once: Foundation's getter builds the set on every call, which cost more than the
    /// folding itself when it ran for every character of every name a batch labels.
    private static let alphanumerics = CharacterSet.alphanumerics

    /// The German transliteration (ä→ae, ö→oe, ü→ue, ß→ss), so "muenchen" finds München.
    /// Nil when the name has none of those letters.
    public static func germanTransliteration(_ text: String) -> String? {
        guard text.contains(where: { "äöüÄÖÜß".contains($0) }) else { return nil }
        var out = ""
        for ch in text {
            switch ch {
            case "ä": out += "ae"
            case "ö": out += "oe"
            case "ü": out += "ue"
            case "Ä": out += "Ae"
            case "Ö": out += "Oe"
            case "Ü": out += "Ue"
            case "ß": out += "ss"
            default: out.append(ch)
            }
        }
        return out
    }
}
