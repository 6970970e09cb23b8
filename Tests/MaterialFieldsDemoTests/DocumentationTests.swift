import Foundation
import GtkTestSupport
import XCTest

/// The README is what a newcomer reads first: short, and every article it points to exists.
final class DocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL

    func testTheReadmeStaysWithinFifteenKilobytes() throws {
        let size = try Data(contentsOf: Self.root.appendingPathComponent("README.md")).count
        XCTAssertLessThanOrEqual(size, 15 * 1024, "the README keeps what a newcomer needs; the rest goes to the DocC articles")
    }

    func testEveryFileTheReadmeLinksToExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = readme.matches(of: /\]\(([^)#:]+)\)/).map { String($0.1) }
        XCTAssertGreaterThan(links.count, 10)
        for link in links {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(link).path), "README links to \(link)")
        }
    }

    func testEveryArticleOfTheCatalogIsListedOnItsLandingPage() throws {
        let catalog = Self.root.appendingPathComponent("Sources/MaterialFields/MaterialFields.docc")
        let landing = try String(contentsOf: catalog.appendingPathComponent("MaterialFields.md"), encoding: .utf8)
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") && $0 != "MaterialFields.md" }
        XCTAssertGreaterThanOrEqual(articles.count, 10)
        for article in articles {
            XCTAssertTrue(landing.contains("<doc:\(article.dropLast(3))>"), "\(article) is listed under Topics")
        }
    }
}
