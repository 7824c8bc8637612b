import WaymarkAtlas

extension BookIdentity {
    /// The identity page as an MRZ reading gives it. Printed fields the MRZ does not carry (the
    /// place of birth) are left for the user to fill.
    public init(_ reading: MRZReading) {
        self.init(documentCode: reading.documentCode, documentNumber: reading.documentNumber, surname: reading.surname,
                  givenNames: reading.givenNames, nationality: reading.nationality,
                  birthDate: reading.birthDate.date ?? reading.birthDate.printed, sex: reading.sex,
                  personalNumber: reading.optionalData.isEmpty ? nil : reading.optionalData, mrz: reading.lines.joined(separator: "\n"))
    }
}

extension PassportBook {
    /// A book filled from a scanned identity page.
    public init(name: String, reading: MRZReading) {
        self.init(name: name, issuingState: reading.issuingState, expiryDate: reading.expiryDate.date ?? reading.expiryDate.printed,
                  identity: BookIdentity(reading))
    }
}
