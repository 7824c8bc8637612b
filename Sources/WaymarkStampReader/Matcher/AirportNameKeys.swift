import WaymarkGazetteer

/// The keys an airport's names give the matcher, beyond its OurAirports name's own
/// (`StampPlaceIndex.distinctiveKeys`): its other names (`airport_name`), and the runs of two or
/// more words at either end of a long name, which stamps print alone ("DANIEL ODUBER" of Daniel
/// Oduber Quirós, "RAFIC HARIRI" of Beirut Rafic Hariri).
enum AirportNameKeys {
    /// A run of a name's words must hold this many letters to name the airport.
    static let shortestRun = 8

    /// The words of a name left once the words that only say "airport" or "international" in
    /// any language are dropped ("Aeroporto di Napoli-Capodichino" → napoli, capodichino;
    /// "Heydər Əliyev adına beynəlxalq hava limanı" → heydər, əliyev), with the linking words
    /// at its ends dropped too. Also says whether any airport word was dropped: a name that says
    /// it is an airport names it; one that does not ("Beograd", "Al Ghardaqah", "Mecca") is a
    /// place the airport is called by, which names it only beside an airport word.
    static func keptWords(_ name: String) -> (words: [String], saysAirport: Bool) {
        let words = StampText.words(name).map(StampText.fold)
        var kept: [String] = []
        var saysAirport = false
        var i = 0
        while i < words.count {
            let word = words[i]
            if let stem = StampContext.airportStem(in: word) {
                saysAirport = true
                // Scripts written without spaces run the name into the airport word ("赤鱲角機場"):
                // what comes before the word is the name.
                if let first = word.unicodeScalars.first, first.value >= 0x0370, let at = word.range(of: stem) {
                    let before = String(word[..<at.lowerBound])
                    if StampPlaceIndex.isNameKey(before) { kept.append(before) }
                }
                i += 1
                continue
            }
            if AirportNames.generic.contains(word) && !linkingWords.contains(word) {
                saysAirport = true
                i += 1
                continue
            }
            if StampVocabulary.airportNameFillers.contains(word) { i += 1; continue }
            // An airport word written in two or three words ("HAVA LİMANI", "CẢNG HÀNG KHÔNG").
            if let span = (2...3).first(where: { i + $0 <= words.count && isSplitAirportWord(words[i..<(i + $0)].joined()) }) {
                saysAirport = true
                i += span
                continue
            }
            // "QUỐC TẾ" (international) in two words.
            if i + 1 < words.count, StampVocabulary.airportNameFillers.contains(words[i] + words[i + 1]) { i += 2; continue }
            kept.append(word)
            i += 1
        }
        while let first = kept.first, linkingWords.contains(first) { kept.removeFirst() }
        while let last = kept.last, linkingWords.contains(last) { kept.removeLast() }
        return (kept, saysAirport)
    }

    /// Words joined that begin with an airport stem and add at most a short ending to it.
    static func isSplitAirportWord(_ joined: String) -> Bool {
        StampVocabulary.airportStems.contains { joined.hasPrefix($0) && joined.count - $0.count <= 3 }
    }

    /// Words that link a name's parts and never begin or end one.
    static let linkingWords: Set<String> = ["de", "del", "di", "da", "do", "des", "du", "la", "le", "el", "al", "of", "the", "and", "y", "e", "i"]

    /// The runs of two or more words at the start or end of a name (not the whole name), as keys
    /// long enough to name it.
    static func runs(_ words: [String]) -> [String] {
        guard words.count >= 3 else { return [] }
        var keys: [String] = []
        for end in 2..<words.count where !linkingWords.contains(words[end - 1]) { keys.append(words[..<end].joined()) }
        for start in 1...(words.count - 2) where !linkingWords.contains(words[start]) { keys.append(words[start...].joined()) }
        return keys.filter { $0.count >= shortestRun && StampPlaceIndex.isNameKey($0) }
    }
}
