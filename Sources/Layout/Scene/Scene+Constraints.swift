public import Solver

extension Scene {
    /// Makes a constraint `first.firstAttribute RELATION multiplier * second.secondAttribute
    /// + constant` and, unless told otherwise, activates it.
    ///
    /// Refused, with the scene unchanged: an invalid or taken name, a pairing UIKit refuses
    /// (a size with a position, leading with left, ...), a position equal to a constant, a
    /// zero multiplier on a position, and activating views with no common ancestor.
    @discardableResult
    public func addConstraint(
        _ first: View, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ second: View?, _ secondAttribute: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
        name: String? = nil, identifier: String? = nil, activate: Bool = true
    ) throws(LayoutError) -> LayoutConstraint {
        if let name {
            guard Self.isValidName(name) else { throw .invalidName(name) }
            guard isAvailable(name) else { throw .nameTaken(name) }
        }
        if first.scene !== self { throw .unknownObject(first.name) }
        if let second, second.scene !== self { throw .unknownObject(second.name) }
        if !firstAttribute.isUserAttribute { throw .invalidPairing(firstAttribute, firstAttribute) }
        if first is LayoutGuide, !firstAttribute.isLayoutGuideAttribute { throw .guideAttribute(first.name, firstAttribute) }
        if let second = second as? LayoutGuide, let secondAttribute, !secondAttribute.isLayoutGuideAttribute {
            throw .guideAttribute(second.name, secondAttribute)
        }
        if let secondAttribute, !secondAttribute.isUserAttribute { throw .invalidPairing(firstAttribute, secondAttribute) }
        if let secondAttribute {
            guard second != nil else { throw .positionNeedsSecondItem(firstAttribute) }
            guard firstAttribute.canPair(with: secondAttribute) else { throw .invalidPairing(firstAttribute, secondAttribute) }
        } else {
            guard firstAttribute.isSize else { throw .positionNeedsSecondItem(firstAttribute) }
        }
        if multiplier == 0 && !firstAttribute.isSize { throw .zeroMultiplierOnPosition }
        let constraint = LayoutConstraint(
            name: name ?? generatedConstraintName(), kind: .layout, serial: makeSerial(),
            first: first, firstAttribute, relation, second: second, second == nil ? nil : secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, identifier: identifier
        )
        if activate {
            guard AttributeExpression.commonAncestor(of: constraint.items) != nil else {
                throw .noCommonAncestor(constraint.equation)
            }
        }
        constraintsByNameInsert(constraint)
        if activate { try self.activate(constraint) }
        return constraint
    }

    /// `isActive = true`: installed in the engine while its views share the window.
    public func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard !constraint.isActive else { return }
        guard AttributeExpression.commonAncestor(of: constraint.items) != nil else {
            throw .noCommonAncestor(constraint.equation)
        }
        constraint.isActive = true
        engine.install(constraint)
        setNeedsLayout()
    }

    /// `isActive = false`: the constraint stays, out of the engine.
    public func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.isActive else { return }
        constraint.isActive = false
        engine.uninstall(constraint)
        setNeedsLayout()
    }

    /// Changes the constant; the engine re-solves only around the constraint.
    public func setConstant(_ constant: Double, of constraint: LayoutConstraint) {
        constraint.constant = constant
        engine.update(constraint)
        setNeedsLayout()
    }

    /// Changes the priority. An active constraint cannot move between required and
    /// optional (UIKit raises `NSInternalInconsistencyException`).
    public func setPriority(_ priority: Priority, of constraint: LayoutConstraint) throws(LayoutError) {
        if constraint.isActive && priority.isRequired != constraint.priority.isRequired {
            throw .priorityCrossesRequired(existing: constraint.priority.value, requested: priority.value)
        }
        constraint.priority = priority
        engine.update(constraint)
        setNeedsLayout()
    }

    /// Deletes a constraint from the scene.
    public func remove(_ constraint: LayoutConstraint) {
        delete(constraint)
        setNeedsLayout()
    }

    /// Whether the engine broke the constraint to resolve a conflict.
    public func isBroken(_ constraint: LayoutConstraint) -> Bool {
        engine.isBroken(constraint)
    }

    /// How far a constraint is from holding in the engine's solution, in points: 0 when it
    /// holds, nil when it is not in the engine.
    public func violation(of constraint: LayoutConstraint) -> Double? {
        return engine.violation(of: constraint).map { $0 < 1e-6 ? 0 : $0 }
    }

    /// Whether the constraint is in the engine (active, and its views in the window).
    public func isInstalled(_ constraint: LayoutConstraint) -> Bool {
        engine.isInstalled(constraint)
    }

    func delete(_ constraint: LayoutConstraint) {
        engine.uninstall(constraint)
        constraint.isActive = false
        constraintsByNameRemove(constraint)
    }

    /// Every constraint that constrains `view`: its own, and those naming it, in creation order.
    public func constraints(affecting view: View) -> [LayoutConstraint] {
        let held = heldConstraints(naming: view)
        return (view.nonNegativeSizeConstraints + view.contentSizeConstraints + view.autoresizingConstraints
            + userConstraints(naming: view) + held)
            .sorted { $0.serial < $1.serial }
    }

    /// The held constraints of the view's ancestors (and its own) that name it.
    func heldConstraints(naming view: View) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var holder: View? = view
        while let current = holder {
            result += current.heldConstraints.filter { $0.items.contains { $0 === view } }
            holder = current.superview
        }
        return result
    }

    /// The sizes of the engine's tableau (constraints, rows, cells, symbols), for benchmarks
    /// and tests that bound what a long session keeps.
    public var engineStatistics: Solver.Statistics { engine.solver.statistics }

    /// What the engine keeps to undo the lines of the undo history, in cells of old rows
    /// (``Solver/transactionLogCells``).
    public var undoLogCells: Int { engine.solverState.transactionLogCells }

    /// Every constraint the engine broke to resolve a conflict, held ones included, in the
    /// order they were made.
    public var brokenConstraints: [LayoutConstraint] {
        engine.brokenConstraints.sorted { $0.serial < $1.serial }
    }
}
