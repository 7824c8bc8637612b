import WaymarkSQLite

extension AtlasStore {
    /// How many indexed photos count towards the atlas (the user's exclusions left out).
    public func countedPhotoCount() throws -> Int {
        try database.scalarInt("SELECT count(*) FROM photo WHERE excluded = 0") ?? 0
    }
}
