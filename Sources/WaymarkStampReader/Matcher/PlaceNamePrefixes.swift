/// Words a place's name is written with or without: Arabic's article ("المحرق" on a stamp,
/// "محرق" in GeoNames, both Muharraq), and Khmer's "ក្រុង" (krong, "town of"), which GeoNames
/// writes before a town's name ("ក្រុងសៀមរាប") and a stamp leaves off ("សៀមរាប", Siem Reap), and
/// Spanish "Ciudad" (city of), likewise: "Ciudad Tecún Umán" is TECÚN UMÁN on its border stamp.
enum PlaceNamePrefixes {
    static let arabicArticle = StampPlaceIndex.arabicArticle
    static let khmerTown = StampText.fold("\u{1780}\u{17D2}\u{179A}\u{17BB}\u{1784}")
    static let spanishCity = "ciudad"

    /// A name's key and its other spellings: with the article and without it; without "town of".
    static func spellings(_ key: String) -> [String] {
        if key.hasPrefix(spanishCity), key.count >= spanishCity.count + StampPlaceIndex.shortestKey { return [key, String(key.dropFirst(spanishCity.count))] }
        if key.hasPrefix(khmerTown), key.count > khmerTown.count + 1 { return [key, String(key.dropFirst(khmerTown.count))] }
        guard AbjadConsonants.script(of: key) == .arabic else { return [key] }
        return key.hasPrefix(arabicArticle) ? StampPlaceIndex.withArticleDropped(key) : [key, arabicArticle + key]
    }

    /// The other words a stamp's word is searched for as: without its article; with "town of".
    static func searchedAlso(_ word: String) -> [String] {
        if word.hasPrefix(arabicArticle) { return Array(StampPlaceIndex.withArticleDropped(word).dropFirst()) }
        if let first = word.unicodeScalars.first, (0x1780...0x17FF).contains(first.value), !word.hasPrefix(khmerTown) { return [khmerTown + word] }
        return []
    }
}
