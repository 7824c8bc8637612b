import WaymarkSQLite

extension Gazetteer {
    /// The stamp matcher's stored index (`stamp_index`, schema 12): the layout's format number and
    /// its bytes, or nil when the build stored none. Only the stamp reader knows the layout.
    public func storedStampIndex() throws -> (format: Int, bytes: [UInt8])? {
        let statement = try database.prepare("SELECT format, tables FROM stamp_index WHERE id = 1")
        guard try statement.step() else { return nil }
        return (statement.int(0), statement.blob(1))
    }
}
