import Foundation

/// A stamp's text in Latin letters (ICU's transliteration, which Foundation exposes), read as a
/// second text: the airport sources name airports in Latin letters only, so "ВНУКОВО",
/// "ΘΕΣΣΑΛΟΝΙΚΗ" or "김해" find Vnukovo, Thessaloniki and Gimhae only once romanized.
enum StampRomanization {
    /// A romanized reading counts this share of a reading of the text as written.
    static let share = 0.85

    /// The text in Latin letters, or nil when it holds nothing to romanize. Scripts written
    /// without their vowels (Hebrew, Arabic, Persian, Urdu) do not trigger it: their consonants
    /// alone would match chance Latin words.
    static func romanized(_ text: String) -> String? {
        let triggers = text.unicodeScalars.contains { scalar in
            scalar.value >= 0x0370 && !(0x0590...0x08FF).contains(scalar.value) && scalar.properties.isAlphabetic
        }
        guard triggers, let latin = text.applyingTransform(.toLatin, reverse: false) else { return nil }
        // Soft signs and aspiration marks (ʹ ʻ) are not letters and would cut a word in two.
        let kept = latin.unicodeScalars.filter { $0.properties.generalCategory != .modifierLetter }
        return String(String.UnicodeScalarView(kept))
    }
}
