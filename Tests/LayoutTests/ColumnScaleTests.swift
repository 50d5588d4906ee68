import Testing
@testable import Layout
@testable import Solver

/// A column of wrapping labels, each 8 pt below the one before, as a scene builds it: its
/// solver must hold a fixed number of cells per label, however long the column. Each label's
/// top is new when its constraint arrives, so the solver keeps it as a definition
/// (``Definition``) instead of a row written in the symbols of every label above; a change
/// to how the scene installs constraints that named the top first would bring back the
/// N²/2 cells (3.5 GB at 10,000 labels) without failing any other test.
@Suite("A column's engine grows linearly")
struct ColumnScaleTests {
    static func column(_ count: Int) throws -> Scene {
        let scene = Scene(screen: .iPhone320x568)
        var previous: View?
        for index in 0..<count {
            let label = Label(name: "row\(index)", text: "Row \(index): the quick brown fox jumped over the lazy dog.")
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            try scene.add(label)
            try scene.addConstraint(label, .leading, .equal, scene.window, .leading, constant: 8)
            try scene.addConstraint(label, .trailing, .equal, scene.window, .trailing, constant: -8)
            if let previous {
                try scene.addConstraint(label, .top, .equal, previous, .bottom, constant: 8)
            } else {
                try scene.addConstraint(label, .top, .equal, scene.window, .top, constant: 8)
            }
            previous = label
        }
        scene.layoutIfNeeded()
        return scene
    }

    @Test func cellsPerLabelDoNotGrowWithTheColumn() throws {
        let short = try Self.column(50).engine.solverState.statistics
        let long = try Self.column(200).engine.solverState.statistics
        let perLabelShort = Double(short.cells) / 50
        let perLabelLong = Double(long.cells) / 200
        // Rows would give about N/2 cells a label: 25 at 50 labels, 100 at 200.
        #expect(perLabelLong <= perLabelShort * 1.1 + 1, "cells per label: \(perLabelShort) at 50, \(perLabelLong) at 200")
    }

    /// The values are the column's: every label two lines of 20.5 pt at 304 wide (the text
    /// is wider than 304 and narrower than 608), so label k's top is 8 + k × (41 + 8).
    @Test func theTopsAreTheChainsSums() throws {
        let scene = try Self.column(30)
        for index in [0, 1, 29] {
            let label = try #require(scene.view(named: "row\(index)"))
            #expect(label.frame.minY == 8 + Double(index) * 49)
        }
    }
}
