/// A country's name read after a state's title ("REPUBLIC OF …", "KINGDOM OF …", "RÉPUBLIQUE
/// DU …"), where nothing but a country's name can stand: there a worn word with two letters
/// misread ("REPUELIC OF RMAMDA", Rwanda) is still the country's name, as long as no other
/// country's name is as near. Anywhere else two letters misread would name some country by
/// chance, so names are matched with one letter misread at most (`StampPlaceIndex.fuzzyKeys`).
extension StampSignalReader {
    /// The titles of states, folded, in the languages stamps print them.
    static let stateTitles: [String] = [
        "republic", "republique", "republica", "republik", "repubblica", "kingdom", "royaume", "reino", "state", "sultanate",
        "principality", "commonwealth", "federation", "emirate",
    ]

    /// The words between a title and the name: "OF", "DE", "DU", and an article.
    static let titleLinks: Set<String> = ["of", "de", "du", "del", "di", "da", "do", "the", "la", "el"]

    /// The fewest letters of a name read with letters misread after a title.
    static let shortestTitledName = 5

    /// What letters misread may cost at most: a letter misread as its look-alike (OCR's
    /// usual slip, `LatinMisreadLetters`, or M for W) costs half, any other letter one. So a
    /// name may have one letter misread as anything, or two as their look-alikes.
    static let mostMisreadCost = 1.0
    static let lookAlikeCost = 0.5

    /// Whether OCR reads one letter for the other (folded, either way round). M for W is added
    /// here, not to `LatinMisreadLetters`: a country's name after a title is one of a few
    /// hundred, while a town's put back there is one of millions.
    static func looksAlike(_ a: Character, _ b: Character) -> Bool {
        LatinMisreadLetters.confused[a]?.contains(b) == true || (a == "m" && b == "w") || (a == "w" && b == "m")
    }

    /// Findings for the countries named after a state's title with letters misread; none where
    /// the word names a country as read (the plain reading finds it), or two countries' names
    /// are as near.
    func titledCountries() -> [StampFinding] {
        var found: [StampFinding] = []
        for i in text.tokens.indices where Self.isStateTitle(text.tokens[i].folded) {
            var at = i + 1
            var linked = false
            while at < text.tokens.count, Self.isTitleLink(text.tokens[at].folded) { at += 1; linked = true }
            guard linked, at < text.tokens.count else { continue }
            // The name read as one word, or broken in two on its line by a gap OCR took for a
            // space ("BP UTAN"), as a ring's letters often are.
            var spans = [at...at]
            if at + 1 < text.tokens.count, text.tokens[at + 1].line == text.tokens[at].line { spans.append(at...(at + 1)) }
            for span in spans {
                let word = span.map { text.tokens[$0].folded }.joined()
                guard word.count >= Self.shortestTitledName, word.allSatisfy({ $0.isASCII && $0.isLetter }),
                      index.countryKeys[word] == nil, let (code, misread) = nearestCountry(to: word) else { continue }
                let weight = Weight.countryName * Weight.misreadShare * (misread > 1 ? Weight.misreadShare : 1)
                found.append(StampFinding(signal: .countryName, target: .country(code), weight: (weight * 1000).rounded() / 1000,
                                          text: span.map { text.tokens[$0].original }.joined(separator: " "),
                                          detail: "name of \(index.countries[code]?.name ?? code) after a state's title, \(misread) letter\(misread > 1 ? "s" : "") misread",
                                          misread: true, tokens: span))
                break
            }
        }
        return found
    }

    /// Whether a folded word links a title to the name: one of `titleLinks`, or one of its
    /// words of two letters with one letter misread ("UF" of OF on a worn ring): between a
    /// state's title and a word it can be nothing else.
    static func isTitleLink(_ word: String) -> Bool {
        titleLinks.contains(word) || word.count == 2 && word.allSatisfy(\.isLetter)
            && titleLinks.contains { $0.count == 2 && zip($0, word).filter { $0 != $1 }.count == 1 }
    }

    /// A country's name's words with the state's title and linking words read before them on
    /// their line ("REPÚBLICA DE" before GUATEMALA), or the name's words alone without a title.
    func withItsTitle(_ name: ClosedRange<Int>) -> ClosedRange<Int> {
        var at = name.lowerBound - 1
        while at >= 0, text.tokens[at].line == text.tokens[name.lowerBound].line, Self.titleLinks.contains(text.tokens[at].folded) { at -= 1 }
        guard at >= 0, at < name.lowerBound - 1, text.tokens[at].line == text.tokens[name.lowerBound].line,
              Self.isStateTitle(text.tokens[at].folded) else { return name }
        return at...name.upperBound
    }

    /// Whether a folded word is a state's title, read whole, with one letter misread
    /// ("REPUELIC"), or as the end of one whose start was lost ("…IC OF"; not a stamp's own word
    /// that ends one: "NO. OF DAYS").
    static func isStateTitle(_ word: String) -> Bool {
        stateTitles.contains { title in
            word == title || (word.count >= 2 && title.hasSuffix(word) && word.count < title.count && !StampVocabulary.stampWords.contains(word))
                || (word.count == title.count && word.count >= 5 && zip(word, title).filter { $0 != $1 }.count == 1)
        }
    }

    /// The one country whose name (as the index folds it, one word) is nearest `word` with
    /// letters misread, letter for letter, and how many; nil when none is near enough
    /// (`mostMisreadCost`) or two countries are as near.
    func nearestCountry(to word: String) -> (code: String, misread: Int)? {
        let letters = Array(word)
        var best = Self.mostMisreadCost + Self.lookAlikeCost
        var bestMisread = 0
        var codes = Set<String>()
        for (key, keyCodes) in index.countryKeys where key.utf8.count == letters.count {
            var cost = 0.0, misread = 0
            for (a, b) in zip(key, letters) where a != b {
                cost += Self.looksAlike(a, b) ? Self.lookAlikeCost : 1
                misread += 1
                if cost > best { break }
            }
            if cost < best { (best, bestMisread, codes) = (cost, misread, keyCodes) } else if cost == best { codes.formUnion(keyCodes) }
        }
        guard best <= Self.mostMisreadCost, codes.count == 1, let code = codes.first else { return nil }
        return (code, bestMisread)
    }
}
