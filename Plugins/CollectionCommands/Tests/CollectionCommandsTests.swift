import Collections
import Commands
import Layout
import PluginTesting
import Testing

/// The collection family run as a user runs it: lines through an interpreter with every
/// standard plugin, checked by what they print, the frames they leave, their errors and what
/// Tab offers.
@Suite("collection views")
struct CollectionCommandsTests {
    /// A grid of seven 90 x 90 items in a 320-wide collection below the status bar.
    static let grid = [
        "collection grid frame (0, 20, 320, 548)", "set grid.itemSize = (90, 90)", "prototype Tile in grid",
        "label title in Tile \"x\"", "items add grid 7 Tile title \"Item {n}\"",
    ]

    @Test func aGridIsThreeALine() throws {
        let shell = try Harness()
        shell.run(Self.grid)
        // 3 x 90 + 2 x 10 = 290 <= 320; the 50 over is shared: gaps of 25.
        #expect(shell.run("print grid[0, 1].frame grid[0, 3].frame grid.contentSize") == [
            "grid[0, 1].frame = (115, 0, 90, 90)", "grid[0, 3].frame = (0, 100, 90, 90)", "grid.contentSize = (320, 290)",
        ])
    }

    @Test func errorsSayWhereAndWhat() throws {
        let shell = try Harness()
        shell.run(Self.grid)
        #expect(shell.error("items remove grid 9") == "expected an item or items A...B from 0 to 6, found '9'")
        #expect(shell.error("items add grid 2 Nope") == "no prototype 'Nope' in grid; prototypes: Tile")
        #expect(shell.error("items add grid 2 Tile subtitle \"x\"") == "prototype Tile has no label 'subtitle'")
        #expect(shell.error("compose grid section nothing") == "no group 'nothing' in grid's layout; define one with compose grid group")
        #expect(shell.error("compose grid item a width fractionalWidth(0) height absolute(4)")
            == "expected a fraction above 0, at most 100, found '0'")
        #expect(shell.error("compose grid item a width wide(3) height absolute(4)")?.hasPrefix("expected a dimension") == true)
        #expect(shell.error("set grid.itemSize = (-1, 4)") != nil)
        #expect(shell.error("sections scroll grid 0 100") == "section 0 does not scroll orthogonally (its orthogonalScrollingBehavior is none)")
        #expect(shell.error("prototype Other in window") == "'window' is a UIView, not a table or collection view: prototypes are made in one")
        // Nothing changed: the grid is as it was.
        #expect(shell.run("print grid.items") == ["grid.items = 7"])
    }

    @Test func aGroupThatHoldsItselfIsRefusedAtItsName() throws {
        let shell = try Harness()
        shell.run("collection feed frame (0, 20, 320, 548)", "compose feed item row width fractionalWidth(1) height absolute(44)",
                  "compose feed group loop vertical width fractionalWidth(1) height estimated(44) subitems row loop")
        #expect(shell.error("compose feed section loop")?.contains("nests deeper than 16 groups") == true)
        #expect(shell.error("compose feed group g horizontal width fractionalWidth(1) height absolute(4) subitems row count=2 repeating=2")
            == "a group takes count= or repeating=, not both")
        #expect(shell.error("compose feed item loop width fractionalWidth(1) height absolute(4)") == "'loop' names a group of this layout already")
    }

    @Test func tabOffersWhatReadingAccepts() throws {
        let shell = try Harness()
        shell.run(Self.grid + ["prototype Big in grid", "label caption in Big \"c\""])
        #expect(shell.complete("items add grid 3 ") == ["Big", "Tile"])
        let labels = shell.complete("items add grid 3 Big ")
        #expect(labels.contains("caption") && !labels.contains("title"))
        #expect(shell.complete("prototype P in ").contains("grid"))
        #expect(shell.complete("compose grid item a width ").contains("fractionalWidth("))
    }

    @Test func undoPutsTheLayoutBack() throws {
        let shell = try Harness()
        shell.run(Self.grid)
        shell.run("items remove grid 0 3")
        #expect(shell.run("print grid.contentSize") == ["grid.contentSize = (320, 190)"])
        shell.run("undo")
        // The layout cache is built again from the model it was put back to.
        #expect(shell.run("print grid.contentSize grid[0, 6].frame") == ["grid.contentSize = (320, 290)", "grid[0, 6].frame = (0, 200, 90, 90)"])
        shell.run("set grid.estimatedItemSize = automatic")
        shell.run("undo")
        #expect(shell.run("print grid.estimatedItemSize grid[0, 2].frame") == ["grid.estimatedItemSize = (0, 0)", "grid[0, 2].frame = (230, 0, 90, 90)"])
    }

    @Test func aFailedBatchChangesNothing() throws {
        let shell = try Harness()
        shell.run(Self.grid)
        #expect(shell.error("batch grid { items remove grid 0; items remove grid 40 }") != nil)
        #expect(shell.run("print grid.items grid.cells") == ["grid.items = 7", "grid.cells = created 7, reused 0, layout switches 0, constraints added 0, removed 0"])
    }

    /// A screen of items costs what its visible items cost: scrolling a hundred thousand
    /// estimated items measures only those that come into view.
    @Test func onlyVisibleItemsAreMeasured() throws {
        let shell = try Harness()
        shell.run("collection list frame (0, 20, 320, 548)", "prototype Row in list", "label text in Row \"x\" lines=0",
                  "vfl \"H:|-8-[text]-8-|\" in Row", "vfl \"V:|-8-[text]-8-|\" in Row",
                  "compose list item row width fractionalWidth(1) height estimated(100)",
                  "compose list group rows vertical width fractionalWidth(1) height estimated(100) subitems row",
                  "compose list section rows", "items add list 100000 Row text \"Row {n}\"")
        // 16 rows of 36.5 reach 548 (15 x 36.5 = 547.5 < 548); the other 99,984 are estimated.
        #expect(shell.run("print list.sizing list.contentSize") == [
            "list.sizing = measured 16, hits 0, invalidations 0", "list.contentSize = (320, 9998984)",
        ])
        // A jump far down: no row on screen before is still there, so the rows are measured
        // where their estimates put them. Row k >= 16 starts at 584 + (k - 16) x 100: the row
        // at 5,000,000 is 16 + 49,994 = 50,010 (4,999,984 to 5,000,084); measured, it is 36.5,
        // and rows 50,010 to 50,025 start above the view's bottom (4,999,984 + 15 x 36.5 = 5,000,531.5 < 5,000,548).
        shell.run("scroll list to 5000000")
        #expect(shell.run("print list.sizing list.visibleItems") == [
            "list.sizing = measured 32, hits 0, invalidations 0", "list.visibleItems = 16 items, [0, 50010] to [0, 50025]",
        ])
    }

    @Test func theCollectionViewRecordsWhatItsCellsAreMadeFrom() throws {
        let shell = try Harness()
        shell.run(Self.grid)
        let grid = try #require(shell.scene.view(named: "grid") as? CollectionView)
        #expect(grid.visibleItems.count == 7)
        #expect(grid.cellForItem(at: .init(item: 2, section: 0))?.name == "grid.cell3")
        #expect(grid.sizeSource(ofItem: .init(item: 2, section: 0)) == .itemSize)
    }
}
