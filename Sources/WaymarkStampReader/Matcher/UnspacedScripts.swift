/// Scripts written without spaces between words (Han, Kana, Hangul, Thai, Lao, Khmer, Myanmar)
/// run a stamp's place and its airport or port word together: "北京首都机场", "인천공항",
/// "ท่าอากาศยานสุวรรณภูมิ", "釜山港". Read as one word, the run is neither a name (it holds an
/// airport word) nor a word the gazetteer knows. Cut at the stamp's own words, the pieces read as
/// the same stamp written with spaces does ("北京首都 机场").
enum UnspacedScripts {
    /// Whether `word` is a whole name by its length: two letters or more, all of scripts written
    /// without spaces, where a character is a syllable or a word ("羽田", Haneda; "中国").
    ///
    ///     UnspacedScripts.isWholeName("羽田")  // true
    static func isWholeName(_ word: some StringProtocol) -> Bool {
        let letters = String(word.filter(\.isLetter))
        return letters.count >= 2 && letters.unicodeScalars.allSatisfy(isUnspaced)
    }

    /// Whether a letter belongs to a script written without spaces between words.
    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, // Thai, Lao
             0x1000...0x109F, // Myanmar
             0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF, // Hangul
             0x1780...0x17FF, // Khmer
             0x3040...0x30FF, 0x31F0...0x31FF, // Kana
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: // Han
            return true
        default:
            return false
        }
    }

    /// Words that say airport, or international before or after it, in these scripts. An
    /// "international" is cut off only beside an airport word: inside a name it is part of it.
    static let airportWords: [String] = {
        let airport = [
            "飞机场", "飛機場", "机场", "機場", "空港", "飛行場", "공항", "비행장", "ท่าอากาศยาน", "สนามบิน", "ສະໜາມບິນ",
            "ສະຫນາມບິນ", "ເດີ່ນບິນ", "ព្រលានយន្តហោះ", "អាកាសយានដ្ឋាន", "လေဆိပ်",
        ]
        let international = ["国际", "國際", "国際", "국제", "นานาชาติ", "ສາກົນ", "អន្តរជាតិ", "အပြည်ပြည်ဆိုင်ရာ"]
        return airport.flatMap { word in [word] + international.flatMap { [$0 + word, word + $0] } }
    }()

    /// Port words: the long ones anywhere in a run, the one-letter ones ("港", "항") only
    /// ending it after a name of two or more letters ("釜山港", "인천항"), since the letter
    /// ends many a name itself ("香港", "포항").
    static let portWords = ["港口", "码头", "碼頭", "항구", "ท่าเรือ", "ທ່າເຮືອ", "កំពង់ផែ", "ဆိပ်ကမ်း"]
    /// Border words: a Thai or Lao checkpoint ("ด่านแม่สาย", the Mae Sai checkpoint), a border.
    static let borderWords = ["ด่านพรมแดน", "ด่าน", "ດ່ານ", "口岸", "국경"]
    static let endingPortLetters = ["港", "항"]

    /// Words that say the way in or out.
    static let directionWords = ["入境", "出境", "入国", "出国", "出國", "離境", "离境", "입국", "출국", "ขาเข้า", "ขาออก"]

    /// The words cut out of a run, longest first so that "国际机场" is taken before "机场".
    static let runWords: [[Character]] = (airportWords + portWords + borderWords + directionWords)
        .map { Array($0) }
        .sorted { $0.count != $1.count ? $0.count > $1.count : String($0) < String($1) }

    /// The letters a run word begins with: most letters of a run begin none, and are passed at once.
    static let runWordStarts = Set(runWords.map { $0[0] })

    /// A word of a stamp's text, cut where one of the stamp's own words (`runWords`) stands
    /// inside a run of an unspaced script: "北京首都国际机场" → "北京首都", "国际机场";
    /// "ท่าอากาศยานสุวรรณภูมิ" → "ท่าอากาศยาน", "สุวรรณภูมิ". A word of other scripts, or
    /// one that is only the stamp's word or only a name, comes back whole.
    static func pieces(_ word: String) -> [String] {
        guard word.unicodeScalars.contains(where: isUnspaced) else { return [word] }
        let letters = Array(word)
        var pieces: [String] = []
        var pending: [Character] = []
        var i = 0
        while i < letters.count {
            if runWordStarts.contains(letters[i]),
               let found = runWords.first(where: { letters.count - i >= $0.count && letters[i..<(i + $0.count)].elementsEqual($0) }) {
                if !pending.isEmpty { pieces.append(String(pending)); pending = [] }
                pieces.append(String(found))
                i += found.count
            } else {
                pending.append(letters[i])
                i += 1
            }
        }
        if !pending.isEmpty {
            // "釜山港": a port letter ending the run after a name of two letters or more.
            if pending.count >= 3, let last = pending.last, endingPortLetters.contains(String(last)) {
                pieces.append(String(pending.dropLast()))
                pieces.append(String(last))
            } else {
                pieces.append(String(pending))
            }
        }
        return pieces
    }

    /// Whether an aircraft sign (✈, 🛫, 🛬) stands beside a word on `line`, with at most spaces
    /// between: such a sign is printed where the word "airport" would be.
    static func airSignBesideName(_ line: String) -> Bool {
        let characters = Array(line)
        for (i, ch) in characters.enumerated() where StampVocabulary.airSymbols.contains(ch) {
            let before = characters[..<i].reversed().first { $0 != " " }
            let after = characters[(i + 1)...].first { $0 != " " }
            if before?.isLetter == true || after?.isLetter == true { return true }
        }
        return false
    }
}
