/// The codes an MRZ may name a state or an organisation by (ICAO 9303 Part 3 §5): ISO 3166-1's
/// three-letter codes, those ISO has withdrawn (an old passport keeps the code it was issued
/// with), and the codes ICAO adds. No check digit covers the issuing state or the nationality, so
/// a code read that is none of these is a misread one.
enum MRZStateCodes {
    static func isKnown(_ code: String) -> Bool { all.contains(code) }

    static let all: Set<String> = Set([iso3166, withdrawn, icao].joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init))

    /// ISO 3166-1 alpha-3 (Debian's iso-codes 4.15).
    static let iso3166 = """
        ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR BHR
        BHS BIH BLM BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG COK COL
        COM CPV CRI CUB CUW CXR CYM CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH FIN FJI FLK
        FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GLP GMB GNB GNQ GRC GRD GRL GTM GUF GUM GUY HKG HMD HND HRV
        HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAZ KEN KGZ KHM KIR KNA KOR KWT LAO
        LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL MKD MLI MLT MMR MNE MNG
        MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR NPL NRU NZL OMN PAK PAN PCN
        PER PHL PLW PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU SDN SEN SGP SGS SHN SJM SLB SLE
        SLV SMR SOM SPM SRB SSD STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKL TKM TLS TON TTO
        TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT VEN VGB VIR VNM VUT WLF WSM YEM ZAF ZMB ZWE
        """

    /// Withdrawn from ISO 3166-1 (ISO 3166-3), as printed on documents issued before.
    static let withdrawn = """
        AFI ANT ATB ATN BUR BYS CSK CTE DDR DHY FXX GEL HVO JTN MID NHB NTZ PCI PCZ PUS RHO SCG SKM SUN TMP
        VDR WAK YMD YUG ZAR
        """

    /// ICAO's own: Germany's D, the British nationality classes, the United Nations and other
    /// organisations, stateless persons and refugees, unspecified nationality, the European
    /// Union, Utopia (ICAO's specimens); and Kosovo's codes in use (RKS, XKX).
    static let icao = "D EUE GBD GBN GBO GBP GBS UNA UNK UNO XBA XCC XCE XCO XDC XEC XES XIM XMP XOM XPO XXA XXB XXC XXX UTO RKS XKX"
}
