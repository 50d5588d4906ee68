import Commands
import Foundation
import Layout
import Tables
import Timeline
import ScriptSyntax

/// Builds the dump's values from the model, and writes them as text or JSON.
enum Dump {
    static func tree(_ view: View, _ scene: Scene) -> DumpedView {
        let ambiguous = scene.ambiguousLayout()
        func dumped(_ view: View) -> DumpedView {
            let intrinsic = view.intrinsicContentSize
            return DumpedView(
                name: view.name, className: view.className, frame: DumpedRect(view.frame), alpha: view.alpha, hidden: view.isHidden,
                clipsToBounds: view.clipsToBounds ? true : nil,
                preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins ? true : nil,
                translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                intrinsicWidth: intrinsic.width < 0 ? nil : intrinsic.width, intrinsicHeight: intrinsic.height < 0 ? nil : intrinsic.height,
                ambiguous: ambiguous.first { $0.view === view }?.attributes.map(\.rawValue) ?? [],
                text: (view as? Label)?.text, subviews: view.subviews.map(dumped),
                guides: view.layoutGuides.isEmpty ? nil : view.layoutGuides.map { guide in
                    DumpedGuide(name: guide.name, identifier: guide.role.identifier, layoutFrame: DumpedRect(guide.layoutFrame),
                                ambiguous: ambiguous.first { $0.view === guide }?.attributes.map(\.rawValue) ?? [])
                }
            )
        }
        return dumped(view)
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

    /// One line of JSON with sorted keys: the same scene gives the same bytes.
    static func json(_ document: DumpDocument, at invocation: Invocation) throws(SyntaxError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else {
            throw SyntaxError(message: "the dump could not be encoded as JSON", found: invocation.nameToken.quotedForMessage,
                              at: invocation.nameToken.location)
        }
        return text
    }

    /// The dump as UIKit's debug text.
    static func text(_ document: DumpDocument) -> [String] {
        var lines: [String] = []
        if let tree = document.tree {
            func visit(_ view: DumpedView, depth: Int) {
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
                for subview in view.subviews { visit(subview, depth: depth + 1) }
            }
            visit(tree, depth: 0)
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
