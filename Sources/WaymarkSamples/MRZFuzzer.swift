
/// Seeded hostile input for the MRZ parser: specimens with characters replaced (often by their
/// OCR twins), inserted, deleted, lines dropped or joined, foreign and non-ASCII characters, and
/// plain noise of every length. The same seed gives the same inputs everywhere.
public struct MRZFuzzer {
    var random: SeededGenerator

    public init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let specimens = [
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10",
        "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<",
        "I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nD231458907UTO7408122F1204159<<<<<<<6",
        "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL8988901C4XXX4009078F96121096ZE184226B<<<<<<",
        "V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nL8988901C4XXX4009078F9612109<<<<<<<<",
        "I<UTOD23145890<7349<<<<<<<<<<<\n3407127M9507122UTO<<<<<<<<<<<2\nSTEVENSON<<PETER<JOHN<<<<<<<<<",
    ]
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<OIBSZG015826<<<<#é \n\r\t«")

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(max(n, 1))) }

    public mutating func next() -> String {
        if below(10) == 0 {
            return String((0..<below(200)).map { _ in Self.alphabet[below(Self.alphabet.count)] })
        }
        var characters = Array(Self.specimens[below(Self.specimens.count)])
        for _ in 0..<below(6) {
            guard !characters.isEmpty else { break }
            let at = below(characters.count)
            switch below(8) {
            case 0: characters.remove(at: at)
            case 1: characters.insert(Self.alphabet[below(Self.alphabet.count)], at: at)
            case 2: characters.removeAll { $0 == "\n" }
            case 3: characters = Array(characters.prefix(at))
            default:
                let c = characters[at]
                let twins: [Character: Character] = ["O": "0", "0": "O", "I": "1", "1": "I", "B": "8", "8": "B", "S": "5", "5": "S", "Z": "2", "2": "Z", "G": "6", "6": "G"]
                characters[at] = twins[c] ?? Self.alphabet[below(Self.alphabet.count)]
            }
        }
        return String(characters)
    }
}
