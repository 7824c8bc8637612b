import Foundation
@testable import WaymarkAtlas
import WaymarkCalendar
import WaymarkGazetteer
import WaymarkPassport
import WaymarkTestSupport
import XCTest
@testable import WaymarkMemories
@testable import WaymarkRendering

/// The Then & Now card and the stamp mosaics: photos decoded and turned upright by libvips,
/// texts fitted, and the PNG the exact rendering of the SVG preview.
final class ImageCardTests: XCTestCase {
    var fixture: PictureFixture!

    override func setUpWithError() throws { fixture = try PictureFixture() }
    override func tearDown() { fixture = nil }

    func render(_ card: ImageCardPicture) throws -> RasterImage {
        try Rasteriser.decodePNG(try Rasteriser.png(svg: card.svg, width: card.width, height: card.height))
    }

    func point(_ slot: CardSlot, _ fx: Double, _ fy: Double) -> (x: Double, y: Double) { (slot.x + slot.width * fx, slot.y + slot.height * fy) }

    func testASidewaysPhotoComesOutUprightByItsOrientationTag() throws {
        // Stored landscape, red above blue. Tag 6: the stored top is the scene's right side, so
        // upright it is portrait with red on the right; tag 8: red on the left; no tag: as stored.
        let plain = try TestPhotos.write(fixture.file("plain.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue)
        let six = try TestPhotos.write(fixture.file("six.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue, orientation: 6)
        let eight = try TestPhotos.write(fixture.file("eight.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue, orientation: 8)

        let fitted = try EmbeddedImage.load(six.path, width: 1000, height: 1000, placement: .fit)
        XCTAssertEqual([fitted.width, fitted.height], [200, 300], "upright, the photo is portrait and never enlarged")
        XCTAssertEqual([try EmbeddedImage.load(plain.path, width: 1000, height: 1000, placement: .fit)].map { [$0.width, $0.height] }, [[300, 200]])

        let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: six, now: eight), theme: .light, aspect: .square)
        let image = try render(card)
        XCTAssertClose(image.color(at: point(card.slots[0], 0.2, 0.5)), TestPhotos.blue, tolerance: 12, "tag 6: left is blue")
        XCTAssertClose(image.color(at: point(card.slots[0], 0.8, 0.5)), TestPhotos.red, tolerance: 12, "tag 6: right is red")
        XCTAssertClose(image.color(at: point(card.slots[1], 0.2, 0.5)), TestPhotos.red, tolerance: 12, "tag 8: left is red")
        XCTAssertClose(image.color(at: point(card.slots[1], 0.8, 0.5)), TestPhotos.blue, tolerance: 12, "tag 8: right is blue")

        let plainCard = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: plain, now: plain), theme: .light, aspect: .square)
        let untagged = try render(plainCard)
        XCTAssertClose(untagged.color(at: point(plainCard.slots[0], 0.5, 0.2)), TestPhotos.red, tolerance: 12, "no tag: top is red")
        XCTAssertClose(untagged.color(at: point(plainCard.slots[0], 0.5, 0.8)), TestPhotos.blue, tolerance: 12, "no tag: bottom is blue")
        // Portrait photos (upright) get portrait frames; landscape ones, landscape frames.
        XCTAssertLessThan(card.slots[0].width, card.slots[0].height)
        XCTAssertGreaterThan(plainCard.slots[0].width, plainCard.slots[0].height)
    }

    func testTheThenAndNowCardShowsBothPhotosTheirDatesThePlaceAndTheSpanInEveryShape() throws {
        let then = try TestPhotos.write(fixture.file("then.jpg"), width: 4000, height: 3000, top: TestPhotos.green, bottom: TestPhotos.green)
        let now = try TestPhotos.write(fixture.file("now.jpg"), top: TestPhotos.yellow, bottom: TestPhotos.yellow)
        for theme in [Theme.light, .dark] {
            for aspect in CardAspect.allCases {
                let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: then, now: now), theme: theme, aspect: aspect)
                let texts = try SVGReader(card.svg).texts.map(\.text)
                for expected in ["Rome, Italy", "12 years apart · May 2011 → Aug 2023", "Then", "2011-05-14", "Now", "2023-08-03"] {
                    XCTAssertTrue(texts.contains(expected), "\(aspect.rawValue): missing \(expected) in \(texts)")
                }
                let image = try render(card)
                XCTAssertEqual([image.width, image.height], [aspect.size.width, aspect.size.height])
                XCTAssertClose(image.color(at: point(card.slots[0], 0.5, 0.5)), TestPhotos.green, tolerance: 12, "then photo")
                XCTAssertClose(image.color(at: point(card.slots[1], 0.5, 0.5)), TestPhotos.yellow, tolerance: 12, "now photo")
                XCTAssertClose(image.color(at: (10, 10)), theme.page, tolerance: 0, "background")
                // The slots lie inside the padding, apart, shaped like the photos (4:3 and 3:2:
                // their mean), as large as the layout's room allows.
                let cells = ThenAndNowCard.cells(aspect, aspect == .square ? .sideBySide : .stacked)
                for slot in card.slots {
                    XCTAssertGreaterThanOrEqual(slot.x, StatsCard.padding)
                    XCTAssertLessThanOrEqual(slot.x + slot.width, Double(card.width) - StatsCard.padding)
                    XCTAssertEqual(slot.width / slot.height, (4.0 / 3.0 * 1.5).squareRoot(), accuracy: 0.01, "\(aspect.rawValue): the photos' shape")
                    XCTAssertTrue(abs(slot.width - cells[0].width) <= 1 || abs(slot.height - cells[0].height) <= 1, "\(aspect.rawValue): the frame fills its cell one way")
                }
                XCTAssertTrue(aspect == .square ? card.slots[0].x + card.slots[0].width < card.slots[1].x
                                                : card.slots[0].y + card.slots[0].height < card.slots[1].y)
            }
        }
    }

    func testLandscapePhotosStackAndPortraitPhotosStandSideBySide() throws {
        // 16:9 landscape on a square card: one above the other gives them more room than side by side.
        XCTAssertEqual(ThenAndNowCard.layout(.square, photoAspects: [16.0 / 9.0, 16.0 / 9.0]), .stacked)
        XCTAssertEqual(ThenAndNowCard.layout(.square, photoAspects: [3.0 / 4.0, 3.0 / 4.0]), .sideBySide)
        XCTAssertEqual(ThenAndNowCard.layout(.portrait, photoAspects: [3.0 / 4.0, 2.0 / 3.0]), .sideBySide)
        XCTAssertEqual(ThenAndNowCard.layout(.story, photoAspects: [4.0 / 3.0, 4.0 / 3.0]), .stacked)
        // A wide photo is no longer cut to a portrait strip: the frame shows all of a 16:9 photo.
        let wide = try TestPhotos.write(fixture.file("wide.jpg"), width: 1600, height: 900, top: TestPhotos.red, bottom: TestPhotos.blue)
        let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: wide, now: wide), theme: .dark, aspect: .square)
        XCTAssertEqual(card.slots[0].width / card.slots[0].height, 16.0 / 9.0, accuracy: 0.01)
    }

    func testTheOnThisDayCardShowsTheDaysPhotosAcrossTheYearsNewestFirstWithTheirPlaces() throws {
        // The fixture marked Paris on 2019-04-15. A photo there that day, and in 2021 one without a position.
        let atlas = try AtlasStore(url: fixture.atlasURL)
        let paris = try XCTUnwrap(try PlaceNamer(gazetteer: fixture.gazetteer).chain(for: PlaceID(kind: .city, code: "2988507")))
            .map { PlaceSnapshot($0, gazetteer: fixture.gazetteer.identity) }
        let red = try TestPhotos.write(fixture.file("paris.jpg"), top: TestPhotos.red, bottom: TestPhotos.red)
        let blue = try TestPhotos.write(fixture.file("loose.jpg"), top: TestPhotos.blue, bottom: TestPhotos.blue)
        var located = PhotoRecord(path: red.path, size: 1, modifiedNanoseconds: 1, status: "located")
        located.localDateTime = try LocalDateTime("2019-04-15T10:00:00"); located.latitude = 48.8606; located.longitude = 2.3376
        located.file(under: paris.map(\.id))
        try atlas.replacePhotoEvidence(photo: try atlas.savePhoto(located), chain: paris, day: try LocalDay("2019-04-15"))
        var loose = PhotoRecord(path: blue.path, size: 1, modifiedNanoseconds: 1, status: "no_gps")
        loose.localDateTime = try LocalDateTime("2021-04-15T12:00:00")
        _ = try atlas.savePhoto(loose)

        let (card, problems) = try fixture.pictures().onThisDayCard(try LocalDay(year: 2024, month: 4, day: 15), theme: .light, aspect: .portrait)
        XCTAssertEqual(problems, [])
        let texts = try SVGReader(card.svg).texts.map(\.text)
        for expected in ["15 April", "2 memories · 2019–2021", "2021", "place unknown", "2019", "Paris"] {
            XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts)")
        }
        XCTAssertEqual(card.slots.count, 2)
        let image = try render(card)
        XCTAssertClose(image.color(at: card.slots[0].center), TestPhotos.blue, tolerance: 12, "2021 first")
        XCTAssertClose(image.color(at: card.slots[1].center), TestPhotos.red, tolerance: 12, "then 2019")
        XCTAssertThrowsError(try fixture.pictures().onThisDayCard(try LocalDay(year: 2024, month: 4, day: 16), theme: .light, aspect: .square)) {
            XCTAssertTrue("\($0)".hasPrefix("no memory on 2024-04-16"), "\($0)")
        }
    }

    func testALongPlaceNameIsEllipsisedAtAWholeCharacterWithinTheCard() throws {
        let photo = try TestPhotos.write(fixture.file("p.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue)
        let long = "Llanfair­pwllgwyngyll­gogery­chwyrn­drobwll­llantysilio­gogo­goch Ìṣẹ́rí Wolfeschlegelsteinhausenbergerdorff"
        let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: photo, now: photo, city: long), theme: .light, aspect: .portrait)
        let title = try XCTUnwrap(try SVGReader(card.svg).texts.first { $0.text.hasPrefix("Llanfair") })
        XCTAssertTrue(title.text.hasSuffix("…"), title.text)
        XCTAssertTrue((long + ", Italy").hasPrefix(String(title.text.dropLast()).trimmingCharacters(in: .whitespaces)), "a prefix of whole characters")
        let measure = TextMeasure()
        XCTAssertLessThanOrEqual(measure.width(title.text, font: PictureFont(size: 60, bold: true)), Double(card.width) - 2 * StatsCard.padding)
    }

    func testAHEICPhotoIsDecodedByTheInstalledLibvips() throws {
        // Debian's libvips reads HEIC through libheif; ImageMagick (installed by scripts/setup)
        // writes one from a JPEG of ours.
        try TestTool.require(.imageMagick)
        let jpeg = try TestPhotos.write(fixture.file("source.jpg"), width: 320, height: 240, top: TestPhotos.green, bottom: TestPhotos.yellow)
        let heic = fixture.file("photo.heic")
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
        convert.arguments = [jpeg.path, heic.path]
        try convert.run()
        convert.waitUntilExit()
        XCTAssertEqual(convert.terminationStatus, 0)
        XCTAssertEqual(Array(try Data(contentsOf: heic)[4..<12]), Array("ftypheic".utf8), "an HEIC file")
        let card = try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: heic, now: jpeg), theme: .light, aspect: .portrait)
        let image = try render(card)
        XCTAssertClose(image.color(at: point(card.slots[0], 0.5, 0.2)), TestPhotos.green, tolerance: 14, "HEIC: green above")
        XCTAssertClose(image.color(at: point(card.slots[0], 0.5, 0.8)), TestPhotos.yellow, tolerance: 14, "HEIC: yellow below")
    }

    /// An HEIF photo's rotation lives in its `irot` box (ISO/IEC 23008-12: the angle × 90°,
    /// anticlockwise), which libheif applies when it decodes. The iPhone's pug.heic has one with
    /// angle 0; the same bytes with the angle set to 1 must come out portrait, and each part of the
    /// picture where the upright one turned a quarter anticlockwise puts it.
    func testAnHEICTurnedByItsIrotBoxComesOutTurned() throws {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("WaymarkPhotoMetadataTests/Fixtures/photos/pug.heic")
        var bytes = try Data(contentsOf: source)
        let box = try XCTUnwrap(bytes.range(of: Data("irot".utf8)), "pug.heic has an irot box")
        XCTAssertEqual(bytes[box.upperBound], 0, "stored with angle 0")
        bytes[box.upperBound] = 1
        let turnedFile = fixture.file("pug-turned.heic")
        try bytes.write(to: turnedFile)

        func decoded(_ path: String) throws -> RasterImage {
            let image = try EmbeddedImage.load(path, width: 400, height: 400, placement: .fit)
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(image.width)' height='\(image.height)'>"
                + "<image href='\(image.dataURI)' width='\(image.width)' height='\(image.height)'/></svg>"
            return try Rasteriser.decodePNG(try Rasteriser.png(svg: svg, width: image.width, height: image.height))
        }
        let upright = try decoded(source.path), turned = try decoded(turnedFile.path)
        XCTAssertEqual([upright.width, upright.height], [400, 300], "4032 × 3024 as stored")
        XCTAssertEqual([turned.width, turned.height], [300, 400], "a quarter turn: portrait")

        func mean(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> RGBColor {
            var sum = [0, 0, 0]
            for py in y { for px in x { let p = image.pixel(x: px, y: py); sum[0] += Int(p.r); sum[1] += Int(p.g); sum[2] += Int(p.b) } }
            let n = x.count * y.count
            return RGBColor(red: UInt8(sum[0] / n), green: UInt8(sum[1] / n), blue: UInt8(sum[2] / n))
        }
        // Turned a quarter anticlockwise, the point (x, y) of the upright picture lands at
        // (y, width − x): its right edge becomes the top. Turned clockwise it would land at
        // (height − y, x); the picture is not symmetric enough for both to match.
        func differingBlocks(anticlockwise: Bool) -> Int {
            var differing = 0
            for bx in stride(from: 0, to: 300, by: 50) {
                for by in stride(from: 0, to: 400, by: 50) {
                    let a = mean(turned, x: bx..<bx + 50, y: by..<by + 50)
                    let b = anticlockwise ? mean(upright, x: 400 - by - 50..<400 - by, y: bx..<bx + 50)
                                          : mean(upright, x: by..<by + 50, y: 300 - bx - 50..<300 - bx)
                    if max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))) > 8 { differing += 1 }
                }
            }
            return differing
        }
        XCTAssertEqual(differingBlocks(anticlockwise: true), 0, "of 48 blocks")
        XCTAssertGreaterThan(differingBlocks(anticlockwise: false), 12, "of 48 blocks")
    }

    func testAPhotoThatCannotBeReadIsNamedInTheError() throws {
        let photo = try TestPhotos.write(fixture.file("p.jpg"), top: TestPhotos.red, bottom: TestPhotos.blue)
        let missing = fixture.file("gone.jpg")
        XCTAssertThrowsError(try fixture.pictures().thenAndNowCard(TestPhotos.pair(then: missing, now: photo), theme: .light, aspect: .square)) {
            XCTAssertTrue("\($0)".contains(missing.path), "\($0)")
        }
    }

    func testTheCountryMosaicShowsThatCountrysStampsFromTheRebuiltThumbnailCacheWithCounts() throws {
        try fixture.addStamps([("airport:CDG", "2019-04-15", .arrival, TestPhotos.red), ("city:2988507", "2019-04-20", .departure, TestPhotos.blue),
                               ("city:2995469", "2021-06-01", .arrival, nil), ("city:1850147", "2023-03-03", .arrival, TestPhotos.green)])
        let thumbnails = StampThumbnails(atlas: fixture.atlasURL)
        try? FileManager.default.removeItem(at: thumbnails.folder)
        let (card, problems) = try fixture.pictures().stampMosaic(of: PlaceID(kind: .country, code: "FR"), theme: .dark, aspect: .portrait)
        XCTAssertEqual(problems, [])
        let texts = try SVGReader(card.svg).texts.map(\.text)
        for expected in ["France", "3 stamps · 2 arrivals · 1 departure", "3 places · 2019–2021", "Marseille", "2021-06-01"] {
            XCTAssertTrue(texts.contains(expected), "missing \(expected) in \(texts)")
        }
        XCTAssertEqual(card.slots.count, 3, "Tokyo's stamp is not France's")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: thumbnails.folder.path).filter { $0.hasSuffix(".jpg") }.count, 2,
                       "the deleted cache was made again, one thumbnail per image")
        let image = try render(card)
        XCTAssertEqual([image.width, image.height], [1080, 1350])
        XCTAssertClose(image.color(at: card.slots[0].center), TestPhotos.red, tolerance: 12, "stamps in date order")
        XCTAssertClose(image.color(at: card.slots[1].center), TestPhotos.blue, tolerance: 12)
        XCTAssertGreaterThanOrEqual(card.slots[0].width, StampMosaicCard.minimumTile)

        let europe = try fixture.pictures().stampMosaic(of: PlaceID(kind: .continent, code: "EU"), theme: .light, aspect: .square).card
        XCTAssertTrue(try SVGReader(europe.svg).texts.map(\.text).contains("1 country · 2019–2021"))
        let asia = try fixture.pictures().stampMosaic(of: PlaceID(kind: .continent, code: "AS"), theme: .light, aspect: .story)
        XCTAssertEqual(asia.card.slots.count, 1)
        XCTAssertClose(try render(asia.card).color(at: asia.card.slots[0].center), TestPhotos.green, tolerance: 12)
    }

    func testAMosaicOfAPlaceWithoutStampsIsRefusedWithAClearMessage() throws {
        try fixture.addStamps([("city:1850147", "2023-03-03", .arrival, TestPhotos.green)])
        XCTAssertThrowsError(try fixture.pictures().stampMosaic(of: PlaceID(kind: .country, code: "DE"), theme: .light, aspect: .square)) {
            XCTAssertEqual("\($0)", "there are no stamps of Germany (DE) yet: add one with `waymark stamp add`")
        }
        XCTAssertThrowsError(try fixture.pictures().stampMosaic(of: PlaceID(kind: .continent, code: "XX"), theme: .light, aspect: .square)) {
            XCTAssertTrue("\($0)".contains("no continent 'XX'"), "\($0)")
        }
    }

    func testManyStampsKeepTilesLegibleAndCountTheRestOnALastTile() throws {
        let grid = StampMosaicCard.grid(count: 300, aspect: .square)
        XCTAssertGreaterThanOrEqual(grid.tile, StampMosaicCard.minimumTile)
        XCTAssertLessThan(grid.shown, 300)
        let few = StampMosaicCard.grid(count: 4, aspect: .square)
        XCTAssertEqual(few.shown, 4)
        XCTAssertGreaterThan(few.tile, 300, "four stamps get large tiles")

        let rows = try (0..<300).map { i in
            StampRow(stamp: StampRecord(id: i + 1, place: PlaceID(kind: .country, code: "FR"), country: PlaceID(kind: .country, code: "FR"),
                                        date: try LocalDay(year: 2020, month: 1 + i % 12, day: 1 + i % 28)),
                     placeName: "France", placeLabel: "France", countryName: "France", continentName: "Europe")
        }
        let card = try StampMosaicCard(title: "France", stamps: rows, isContinent: false).render(theme: .light, aspect: .square, measure: TextMeasure()) { _, _ in nil }
        XCTAssertEqual(card.slots.count, grid.shown)
        XCTAssertTrue(try SVGReader(card.svg).texts.map(\.text).contains("+\(300 - grid.shown + 1)"))
    }
}
