/// Two capitals standing alone on a line ("SN", "SY") are what OCR makes of specks, a frame's
/// fragments and a guilloche's curls as often as of a printed code, and about one pair of capitals
/// in three is some country's ISO code. So a two-letter code standing alone counts in full only
/// where the rest of the stamp bears it out: another signal for its country or for a place in it
/// (`LoneAirportCodes.bearsOut`). Otherwise it counts little more than a sign of one letter, less
/// than a town's name read whole ("SN" read from a page's pattern beside "NARITA"). A vehicle sign
/// (D, CH, PL), which Schengen stamps print beside the date, is no such code; nor is a code of
/// three letters, which is a country's far less often by chance.
enum LoneCountryCodes {
    /// `byTarget` with each two-letter country code standing alone that nothing else bears out
    /// weighed as `StampSignalReader.Weight.unsupportedPairCode`.
    static func weighed(_ byTarget: [StampFinding.Target: [StampFinding.Signal: StampFinding]],
                        countryOf: [StampFinding.Target: String]) -> [StampFinding.Target: [StampFinding.Signal: StampFinding]] {
        var borneOut = Set<String>()
        for (target, signals) in byTarget {
            guard let country = countryOf[target] else { continue }
            if signals.values.contains(where: { $0.signal != .countryCode && LoneAirportCodes.bearsOut($0) }) { borneOut.insert(country) }
        }
        var weighed = byTarget
        for (target, signals) in byTarget {
            guard case .country(let country) = target, var code = signals[.countryCode], code.text.count == 2,
                  code.weight > StampSignalReader.Weight.unsupportedPairCode, !borneOut.contains(country) else { continue }
            code.weight = StampSignalReader.Weight.unsupportedPairCode
            code.detail += "; nothing else on the stamp bears it out"
            weighed[target]![.countryCode] = code
        }
        return weighed
    }
}
