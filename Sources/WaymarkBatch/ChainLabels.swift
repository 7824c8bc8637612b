/// Labels of the (locality, city, region, country) chains a batch has written, as bytes, packed into one
/// buffer. A chain is found by its most specific place in a flat array, not by hashing three
/// optional rowids: a city nearly always comes with the same region and country, and 100,000
/// points on land look 100,000 labels up for 30,000 chains. A chain that differs from the first
/// one met for its place is kept in a dictionary.
struct ChainLabels {
    struct Key: Hashable { var locality: Int? = nil, city: Int?, region: Int?, country: Int? }

    private(set) var bytes = OutputBytes()
    /// Per rowid of a chain's locality or city (or, without a city, its region or country): 1 + the index in
    /// `chains` of the first chain met with it, negated once another chain with it is in
    /// `others`; 0 for none.
    private var firstChain: [Int32] = []
    private var chains: [(key: Key, start: Int32, end: Int32)] = []
    private var others: [Key: Int] = [:]

    /// Where the chain's bytes lie, if added.
    @inline(__always)
    func range(of key: Key) -> Range<Int>? {
        guard let index = index(of: key) else { return nil }
        return Int(chains[index].start)..<Int(chains[index].end)
    }

    /// Adds for `key` (not yet added) the bytes `write` appends, and returns where they lie.
    mutating func add(_ key: Key, _ write: (inout OutputBytes) throws -> Void) rethrows -> Range<Int> {
        let start = bytes.count
        try write(&bytes)
        chains.append((key, Int32(start), Int32(bytes.count)))
        let place = Self.place(of: key)
        if (0..<Self.flatPlaces).contains(place) {
            if place >= firstChain.count { firstChain.append(contentsOf: repeatElement(0, count: place + 1 - firstChain.count)) }
            if firstChain[place] == 0 {
                firstChain[place] = Int32(chains.count)
            } else {
                firstChain[place] = -abs(firstChain[place])
                others[key] = chains.count - 1
            }
        } else {
            others[key] = chains.count - 1
        }
        return start..<bytes.count
    }

    /// Appends the bytes at `range` to `out`, from the buffer's own memory.
    @inline(__always)
    func copy(_ range: Range<Int>, to out: inout OutputBytes) { out.append(bytes[range]) }

    private func index(of key: Key) -> Int? {
        let place = Self.place(of: key)
        guard (0..<Self.flatPlaces).contains(place) else { return others[key] }
        guard place < firstChain.count, firstChain[place] != 0 else { return nil }
        let first = firstChain[place], index = Int(abs(first)) - 1
        if chains[index].key == key { return index }
        return first < 0 ? others[key] : nil
    }

    /// Rowids below this are looked up in the flat array: every place of the gazetteer (about
    /// 245,000), at four bytes each.
    private static let flatPlaces = 1 << 22

    /// The chain's most specific rowid; -1 for none (such a chain goes to `others`).
    @inline(__always)
    private static func place(of key: Key) -> Int { key.locality ?? key.city ?? key.region ?? key.country ?? -1 }
}
