import Commands
import Foundation
import Layout
import Tables
import Timeline
import ScriptSyntax

/// Builds the dump's values from the model, and writes them as text or JSON.
enum Dump {
    /// The subtree under `root`, each view before its subviews, walked with a stack of its own
    /// (a view per step, however deep the tree).
    static func tree(_ root: View, _ scene: Scene) -> DumpedTree {
        var ambiguous: [ObjectIdentifier: [String]] = [:]
        for item in scene.ambiguousLayout() where ambiguous[ObjectIdentifier(item.view)] == nil {
            ambiguous[ObjectIdentifier(item.view)] = item.attributes.map(\.rawValue)
        }
        func dumped(_ view: View) -> DumpedView {
            let intrinsic = view.intrinsicContentSize
            return DumpedView(
                name: view.name, className: view.className, frame: DumpedRect(view.frame), alpha: view.alpha, hidden: view.isHidden,
                clipsToBounds: view.clipsToBounds ? true : nil,
                preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins ? true : nil,
                translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                intrinsicWidth: intrinsic.width < 0 ? nil : intrinsic.width, intrinsicHeight: intrinsic.height < 0 ? nil : intrinsic.height,
                ambiguous: ambiguous[ObjectIdentifier(view)] ?? [], text: (view as? Label)?.text,
                guides: view.layoutGuides.isEmpty ? nil : view.layoutGuides.map { guide in
                    DumpedGuide(name: guide.name, identifier: guide.role.identifier, layoutFrame: DumpedRect(guide.layoutFrame),
                                ambiguous: ambiguous[ObjectIdentifier(guide)] ?? [])
                }
            )
        }
        var tree = DumpedTree()
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            tree.nodes.append(DumpedTree.Node(view: dumped(view), depth: depth, subviewCount: view.subviews.count))
            pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        }
        return tree
    }

    static func constraints(of view: View?, _ scene: Scene) -> [DumpedConstraint] {
        let chosen = view.map { scene.constraints(affecting: $0).filter { $0.kind != .nonNegativeSize } } ?? scene.constraints
        return chosen.map { constraint in
            DumpedConstraint(
                name: constraint.name, className: constraint.className, identifier: constraint.identifier, equation: constraint.equation,
                priority: constraint.priority.value, active: constraint.isActive, broken: scene.isBroken(constraint),
                description: constraint.debugDescription
            )
        }
    }

    static func table(_ table: TableView) -> DumpedTable {
        let rows = table.rowInfos(0..<table.rowCount).map { info in
            DumpedRow(section: info.indexPath.section, row: info.indexPath.row, y: info.frame.minY, height: info.frame.height,
                      source: info.source.rawValue, cell: table.cellForRow(at: info.indexPath)?.name)
        }
        let inset = table.adjustedContentInset
        let cache = table.cacheStatistics, reuse = table.reuseStatistics
        let size = table.contentSize
        return DumpedTable(
            name: table.name, rowHeight: "\(table.rowHeight)", estimatedRowHeight: table.estimatedRowHeight,
            contentSize: DumpedRect(Rect(x: 0, y: 0, width: size.width, height: size.height)), contentOffsetY: table.contentOffset.y,
            adjustedContentInset: [inset.top, inset.left, inset.bottom, inset.right], rows: rows,
            visibleRows: table.visibleRows.map(\.indexPath.description),
            measurements: cache.measurements, cacheHits: cache.hits, cacheInvalidations: cache.invalidations,
            cellsCreated: reuse.created, cellsReused: reuse.reused, layoutSwitches: reuse.layoutSwitches
        )
    }

    static func timeline(_ timeline: Timeline) -> DumpedTimeline {
        DumpedTimeline(now: timeline.now, animations: timeline.animations.map {
            DumpedAnimation(number: $0.number, start: $0.start, end: $0.end, views: $0.changes.keys.sorted())
        })
    }

    /// One line of JSON with sorted keys: the same scene gives the same bytes. The encoder
    /// writes each view's own fields and everything but the tree; the nesting of subviews is
    /// written here with a loop (see ``DumpedTree``), so no depth is too deep.
    static func json(_ document: DumpDocument, at invocation: Invocation) throws(SyntaxError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let failure = SyntaxError(message: "the dump could not be encoded as JSON", found: invocation.nameToken.quotedForMessage,
                                  at: invocation.nameToken.location)
        func encoded(_ value: some Encodable) throws(SyntaxError) -> String {
            guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { throw failure }
            return text
        }
        var text = try encoded(document)
        // `tree` sorts after every other key of the document, so it goes last.
        guard let tree = document.tree, text.hasSuffix("}") else { return text }
        text.removeLast()
        text += ",\"tree\":"
        // The views whose subviews are being written: what follows their subviews, how many
        // are still to come, and whether one was written (a comma before the next).
        var open: [(suffix: Substring, remaining: Int, wroteOne: Bool)] = []
        for node in tree.nodes {
            let view = try encoded(node.view)
            guard let marker = view.range(of: NoSubviews.marker) else { throw failure }
            if let parent = open.indices.last {
                if open[parent].wroteOne { text += "," }
                open[parent].wroteOne = true
                open[parent].remaining -= 1
            }
            text += view[..<marker.lowerBound] + "\"subviews\":["
            open.append((view[marker.upperBound...], node.subviewCount, false))
            while let last = open.last, last.remaining <= 0 {
                text += "]" + last.suffix
                open.removeLast()
            }
        }
        return text + "}"
    }

    /// The dump as UIKit's debug text.
    static func text(_ document: DumpDocument) -> [String] {
        var lines: [String] = []
        for node in document.tree?.nodes ?? [] {
            let view = node.view, depth = node.depth
            var line = String(repeating: "   | ", count: depth) + "<\(view.className): '\(view.name)'; frame = (\(formatPoints(view.frame.x)) \(formatPoints(view.frame.y)); \(formatPoints(view.frame.width)) \(formatPoints(view.frame.height)))"
            if view.alpha != 1 { line += "; alpha = \(formatPoints(view.alpha))" }
            if view.clipsToBounds == true { line += "; clipsToBounds = YES" }
            if view.preservesSuperviewLayoutMargins == true { line += "; preservesSuperviewLayoutMargins = YES" }
            if view.hidden { line += "; hidden = YES" }
            // A side without an intrinsic size shows UIView.noIntrinsicMetric's value, -1,
            // as a CGSize prints in the debugger; a view with neither side shows nothing.
            if view.intrinsicWidth != nil || view.intrinsicHeight != nil {
                let sides = [view.intrinsicWidth, view.intrinsicHeight].map { $0.map(formatPoints) ?? "-1" }
                line += "; intrinsic = (\(sides[0]), \(sides[1]))"
            }
            if let text = view.text { line += "; text = '\(text)'" }
            if !view.ambiguous.isEmpty { line += "; AMBIGUOUS: " + view.ambiguous.joined(separator: ", ") }
            lines.append(line + ">")
            // Guides first, as UIKit's _autolayoutTrace lists them among a view's children.
            for guide in view.guides ?? [] {
                let frame = guide.layoutFrame
                var guideLine = String(repeating: "   | ", count: depth + 1) + "<UILayoutGuide: '\(guide.name)'; "
                if let identifier = guide.identifier { guideLine += "identifier = '\(identifier)'; " }
                guideLine += "layoutFrame = (\(formatPoints(frame.x)) \(formatPoints(frame.y)); \(formatPoints(frame.width)) \(formatPoints(frame.height)))"
                if !guide.ambiguous.isEmpty { guideLine += "; AMBIGUOUS: " + guide.ambiguous.joined(separator: ", ") }
                lines.append(guideLine + ">")
            }
        }
        for constraint in document.constraints ?? [] {
            lines.append((constraint.broken ? "BROKEN " : "") + "\(constraint.name) \(constraint.description)")
        }
        if let table = document.table {
            lines.append("\(table.name): rowHeight \(table.rowHeight), estimatedRowHeight \(formatPoints(table.estimatedRowHeight)), "
                + "contentSize (\(formatPoints(table.contentSize.width)), \(formatPoints(table.contentSize.height))), contentOffset.y \(formatPoints(table.contentOffsetY))")
            lines.append("  adjustedContentInset (" + table.adjustedContentInset.map(formatPoints).joined(separator: ", ") + "), visible "
                + (table.visibleRows.isEmpty ? "none" : "\(table.visibleRows.first ?? "") to \(table.visibleRows.last ?? "")"))
            lines.append("  cache: measured \(table.measurements), hits \(table.cacheHits), invalidations \(table.cacheInvalidations); "
                + "cells: created \(table.cellsCreated), reused \(table.cellsReused), layout switches \(table.layoutSwitches)")
            for row in table.rows {
                lines.append("  [\(row.section), \(row.row)] y \(formatPoints(row.y)) height \(formatPoints(row.height)) \(row.source)" + (row.cell.map { ", \($0)" } ?? ""))
            }
        }
        if let timeline = document.timeline {
            lines.append("now \(formatPoints(timeline.now)) s")
            for animation in timeline.animations {
                lines.append("animation \(animation.number): \(formatPoints(animation.start))...\(formatPoints(animation.end)) s: " + animation.views.joined(separator: ", "))
            }
        }
        return lines
    }
}
