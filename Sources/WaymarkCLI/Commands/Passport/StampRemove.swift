import WaymarkAtlas

/// `waymark stamp remove ID`
enum StampRemove: Subcommand {
    static let name = "remove"
    static let usage = """
        waymark stamp remove ID [--atlas PATH]
            Removes the stamp and its day of presence; other evidence for the same places stays.
            Exits 1 if there is no such stamp. The image file is never touched.
        """
    static let valueOptions: Set<String> = ["atlas"]
    static let flagOptions: Set<String> = []

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2, let id = Int(arguments.positionals[1]) else { throw Arguments.UsageError("give one stamp number: stamp remove ID") }
        let atlas = try AtlasContext(arguments: arguments).atlas()
        do { try atlas.removeStamp(id) } catch let error as AtlasStore.StampError {
            console.err("waymark stamp remove: \(error)")
            return ExitStatus.failure
        }
        console.out("removed stamp #\(id)")
        return ExitStatus.success
    }
}
