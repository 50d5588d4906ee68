import Foundation
import Layout
import ScriptSyntax
import SwiftParser
import SwiftSyntax

/// Reads UIKit layout code into an ``SwiftImportPlan``: the commands that make what the code
/// makes. Nothing runs the code; the reader follows it statement by statement.
///
/// Order: each type's stored properties (their initializers run when the object is made), then
/// its entry points (`init`, `viewDidLoad`, `loadView`, `awakeFromNib`), reading a call to a
/// function of the file at the call (each function once), then the functions nothing called,
/// in file order; top-level code and functions in file order.
///
/// Names: a view is named by the property or variable it is stored in (`self.titleLabel` is
/// `titleLabel`); a view made inside a property's closure (`let l = UILabel(); ...; return l`)
/// is the property's. The type's own view is `self` (named after the type: `ProfileCell` is
/// `profileCell`; a cell's `contentView` is the cell's view), and a view controller's `view`
/// is the window, which stands for a root view controller's view.
///
/// The walk is iterative (a stack of statements to read), and an expression is read at most
/// ``maximumDepth`` levels deep, so no input can exhaust the stack; swift-syntax's parser
/// bounds the nesting of what it builds.
final class SwiftLayoutReader {
    static let maximumDepth = 64

    /// What the type being read is, which says what `self` is.
    enum Owner {
        case none
        /// A view controller: its `view` is the window.
        case viewController
        /// A view (a cell, a header): `self` is a view named after the type.
        case view(name: String, className: String)
        /// A view of the scene, in an extension of its UIKit class (`extension UITableView`).
        case sceneView(name: String, className: String)

        /// Whether `self` is a view (a bare `layoutMargins` is `self.layoutMargins`).
        var isView: Bool {
            switch self {
            case .none, .viewController: false
            case .view, .sceneView: true
            }
        }
    }

    /// A view the code made or named.
    struct KnownView {
        let name: String
        let className: String
        var isMade: Bool
    }

    /// A constraint the code made and stored, not yet active.
    struct PendingConstraint {
        var equation: ConstraintEquation<String>
        var systemSpacing: SystemSpacingForm?
        var identifier: String?
        let place: (line: Int, column: Int)
        var unknownNote: String?
        /// The variable that holds it, while it is not active.
        var codeName: String? = nil
    }

    /// `a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)`.
    struct SystemSpacingForm {
        let below: Bool
        let multiplier: Double
    }

    let converter: SourceLocationConverter
    /// The file's tree, to tell its nodes from those the reader makes.
    let fileRoot: SyntaxIdentifier
    let fileName: String
    let screenSize: Size
    var screenWidth: Double { screenSize.width }
    /// The view controller's view's sizes the code reads, each said once.
    var assumedDimensions: Set<String> = []
    /// What was said once already (a view's unknown image size).
    var noted: Set<String> = []
    /// Whether a name is free in the scene; a view of the scene with the code's name is reused.
    let isAvailable: (String) -> Bool
    let existingView: (String) -> String?
    /// The superview of a view of the scene before the import.
    let sceneParent: (String) -> String?
    /// The size of a view of the scene before the import.
    let sceneSize: (String) -> Size?
    /// Whether the scene has a constraint of that name (to deactivate one an earlier import made).
    let sceneHasConstraint: (String) -> Bool
    /// The scene's views of a UIKit class, by name (`self` in an extension of that class).
    let sceneViewsOfClass: (String) -> [String]
    /// A table of the scene's header or footer view (`tableHeaderView`, `tableFooterView`).
    let sceneTableView: (_ table: String, _ property: String) -> String?
    /// Constraints made from an array variable, by the variable, with their scene names.
    var madeArrays: [String: [String]] = [:]
    /// Superviews the code gives, by scene name.
    var parents: [String: String] = [:]
    var plan = SwiftImportPlan()

    /// The code's names of views (variables, properties) to scene names.
    var viewNames: [String: String] = [:]
    var views: [String: KnownView] = [:]
    /// Layout guides the code made with `UILayoutGuide()`, made in the scene at `addLayoutGuide`.
    var pendingGuides: Set<String> = []
    var numbers: [String: Double] = [:]
    var strings: [String: String] = [:]
    var pendingConstraints: [String: PendingConstraint] = [:]
    /// Constraints made in the scene, by the code's name, with their scene name.
    var madeConstraints: [String: String] = [:]
    /// Arrays of constraints kept in a variable (`var constraints: [NSLayoutConstraint] = []`).
    var constraintArrays: [String: [PendingConstraint]] = [:]
    var viewDictionaries: [String: [String: String]] = [:]
    var metricDictionaries: [String: [String: Double]] = [:]
    var owner: Owner = .none
    /// Scene names given in this import (a name is given once).
    var given: Set<String> = []
    /// Names the code gives constraints, so the scene's are told apart.
    var constraintSerial = 0
    /// The property a closure being read initialises: the first view it makes is that property.
    var closureProperty: String?
    /// Functions of the file by name, and those read already.
    var functions: [String: [FunctionDeclSyntax]] = [:]
    var readFunctions: Set<SyntaxIdentifier> = []
    /// Classes of the file and the class each inherits from.
    var classes: [String: String] = [:]

    init(tree: SourceFileSyntax, fileName: String, screenSize: Size, isAvailable: @escaping (String) -> Bool,
         existingView: @escaping (String) -> String?, sceneParent: @escaping (String) -> String?,
         sceneSize: @escaping (String) -> Size?, sceneHasConstraint: @escaping (String) -> Bool,
         sceneViewsOfClass: @escaping (String) -> [String], sceneTableView: @escaping (String, String) -> String?) {
        self.sceneViewsOfClass = sceneViewsOfClass
        self.sceneTableView = sceneTableView
        self.sceneParent = sceneParent
        self.sceneSize = sceneSize
        self.sceneHasConstraint = sceneHasConstraint
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        fileRoot = Syntax(tree).id
        self.fileName = fileName
        self.screenSize = screenSize
        self.isAvailable = isAvailable
        self.existingView = existingView
    }

    /// Parses `text` and reads it; nil (with the first error's place) when the parser found
    /// nothing it could read as Swift.
    static func read(_ text: String, fileName: String, screenSize: Size, isAvailable: @escaping (String) -> Bool,
                     existingView: @escaping (String) -> String?, sceneParent: @escaping (String) -> String?,
                     sceneSize: @escaping (String) -> Size?, sceneHasConstraint: @escaping (String) -> Bool,
                     sceneViewsOfClass: @escaping (String) -> [String] = { _ in [] },
                     sceneTableView: @escaping (String, String) -> String? = { _, _ in nil }) -> SwiftImportPlan {
        let tree = Parser.parse(source: text)
        let reader = SwiftLayoutReader(tree: tree, fileName: fileName, screenSize: screenSize, isAvailable: isAvailable,
                                       existingView: existingView, sceneParent: sceneParent,
                                       sceneSize: sceneSize, sceneHasConstraint: sceneHasConstraint,
                                       sceneViewsOfClass: sceneViewsOfClass, sceneTableView: sceneTableView)
        reader.plan.lineCount = reader.converter.location(for: tree.endPosition).line
        reader.readFile(tree)
        return reader.plan
    }

    /// Where an expression made from the file's pieces stands (it has no place of its own).
    var detachedPlace: (line: Int, column: Int)?

    func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        if let detachedPlace, node.root.id != fileRoot { return detachedPlace }
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (location.line, location.column)
    }

    /// The code, shortened for a message: its first line, at most 60 characters.
    func snippet(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        let short = firstLine.count > 60 ? String(firstLine.prefix(57)) + "..." : firstLine
        return short + (firstLine.count < text.count && firstLine.count <= 60 ? " ..." : "")
    }

    func skip(_ node: some SyntaxProtocol, _ why: String) {
        plan.warn(place(node), "skipped '\(snippet(node))': \(why)")
    }

    // MARK: - The file

    private func readFile(_ tree: SourceFileSyntax) {
        collectDeclarations(tree.statements)
        var work = WorkList()
        work.push(tree.statements, owner: .none)
        run(&work)
        // Functions nothing called, in file order (an app's own entry points: setup methods).
        for function in allFunctionsInOrder where !readFunctions.contains(function.id) {
            guard let body = function.body else { continue }
            readFunctions.insert(function.id)
            var rest = WorkList()
            rest.push(body.statements, owner: ownerOfFunction[function.id] ?? .none)
            run(&rest)
        }
        // A constraint made and stored but never activated exists, inactive, as in UIKit.
        for (name, constraint) in pendingConstraints.sorted(by: { ($0.value.place.line, $0.value.place.column) < ($1.value.place.line, $1.value.place.column) }) {
            let sceneName = freshName(name)
            plan.add("constrain \(sceneName): " + equationText(constraint), at: constraint.place, constraintName: sceneName)
            plan.add("deactivate \(sceneName)", at: constraint.place)
            if let identifier = constraint.identifier { plan.add("set \(sceneName).identifier = \(ScriptLiteral.quoted(identifier))", at: constraint.place) }
        }
    }

    var allFunctionsInOrder: [FunctionDeclSyntax] = []
    var ownerOfFunction: [SyntaxIdentifier: Owner] = [:]

    /// Finds the classes and functions of the file (types nest at most ``maximumDepth`` deep).
    private func collectDeclarations(_ items: CodeBlockItemListSyntax) {
        var pending: [(DeclSyntax, Owner, Int)] = items.compactMap { item in
            if case .decl(let decl) = item.item { return (decl, .none, 0) }
            return nil
        }.reversed()
        while let (decl, owner, depth) = pending.popLast() {
            guard depth < Self.maximumDepth else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
                allFunctionsInOrder.append(function)
                ownerOfFunction[function.id] = owner
                continue
            }
            guard let members = memberBlock(of: decl) else { continue }
            var memberOwner = owner
            if let classDecl = decl.as(ClassDeclSyntax.self) {
                let base = classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
                classes[classDecl.name.text] = base
                memberOwner = ownerFor(type: classDecl.name.text, base: base)
            } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedDescription
                memberOwner = ownerFor(type: name, base: classes[name] ?? "")
            }
            for member in members.members.reversed() { pending.append((member.decl, memberOwner, depth + 1)) }
        }
        // Constants first, wherever they are, so a use before the declaration reads too.
        allFunctionsInOrder.sort { $0.position < $1.position }
    }

    func memberBlock(of decl: DeclSyntax) -> MemberBlockSyntax? {
        if let declaration = decl.as(ClassDeclSyntax.self) { return declaration.memberBlock }
        if let declaration = decl.as(StructDeclSyntax.self) { return declaration.memberBlock }
        if let declaration = decl.as(EnumDeclSyntax.self) { return declaration.memberBlock }
        if let declaration = decl.as(ExtensionDeclSyntax.self) { return declaration.memberBlock }
        return nil
    }

    /// What `self` is in a type: a view controller, a view (named after the type), or neither.
    func ownerFor(type name: String, base: String) -> Owner {
        var className = base
        var seen: Set<String> = []
        // A class of the file inheriting from another of the file: up to UIKit's.
        while let next = classes[className], !seen.contains(className) {
            seen.insert(className)
            className = next
        }
        if className.hasSuffix("ViewController") || className.hasSuffix("Controller") { return .viewController }
        // `extension UITableView { ... }` (no class of the file): `self` is the scene's one
        // view of that class, when it has exactly one (after `load`).
        if className.isEmpty, classes[name] == nil, name.hasPrefix("UI"), let uikit = UIKitClass.of(name), uikit == name {
            // Asked once per class: a file may extend the class many times.
            let candidates = sceneViewsByClass[name] ?? sceneViewsOfClass(name)
            sceneViewsByClass[name] = candidates
            if candidates.count == 1, let only = candidates.first { return .sceneView(name: only, className: name) }
            return .none
        }
        guard let uikit = UIKitClass.of(className), uikit != "UILayoutGuide" else { return .none }
        let first = name.prefix(1).lowercased()
        return .view(name: first + name.dropFirst(), className: uikit)
    }

    // MARK: - The walk

    /// Statements to read, last first, each with the type it is in; a marker ends a
    /// closure's scope (the property it initialises).
    struct WorkList {
        enum Item {
            case statement(CodeBlockItemSyntax, Owner)
            case member(DeclSyntax, Owner)
            case endClosure(previous: String?)
        }
        var items: [Item] = []

        mutating func push(_ statements: CodeBlockItemListSyntax, owner: Owner) {
            for statement in statements.reversed() { items.append(.statement(statement, owner)) }
        }
    }

    private func run(_ work: inout WorkList) {
        while let item = work.items.popLast() {
            if Cancellation.isRequested { return }
            switch item {
            case .endClosure(let previous):
                closureProperty = previous
            case .member(let decl, let owner):
                self.owner = owner
                readMember(decl, owner: owner, work: &work)
            case .statement(let statement, let owner):
                self.owner = owner
                readStatement(statement, work: &work)
            }
        }
    }

    /// A declaration in a type: stored properties now, then the entry points; a nested type's
    /// members after.
    private func readMember(_ decl: DeclSyntax, owner: Owner, work: inout WorkList) {
        guard let members = memberBlock(of: decl) else {
            if let variable = decl.as(VariableDeclSyntax.self) { readVariable(variable, work: &work) }
            return
        }
        var typeOwner = owner
        if let classDecl = decl.as(ClassDeclSyntax.self) {
            typeOwner = ownerFor(type: classDecl.name.text, base: classDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? "")
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedDescription
            typeOwner = ownerFor(type: name, base: classes[name] ?? "")
        }
        var later: [WorkList.Item] = []
        var entries: [CodeBlockSyntax] = []
        for member in members.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if Self.entryPoints.contains(function.name.text), let body = function.body {
                    readFunctions.insert(function.id)
                    entries.append(body)
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                // init(coder:) that traps is the usual `fatalError`: nothing to read.
                if !body.statements.trimmedDescription.hasPrefix("fatalError") { entries.append(body) }
            } else if decl.is(VariableDeclSyntax.self) {
                later.append(.member(decl, typeOwner))
            } else if memberBlock(of: decl) != nil {
                later.append(.member(decl, typeOwner))
            }
        }
        // Pushed last first: properties, then the entry points, each body in turn.
        for body in entries.reversed() {
            for statement in body.statements.reversed() { work.items.append(.statement(statement, typeOwner)) }
        }
        work.items += later.reversed()
    }

    static let entryPoints: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    private func readStatement(_ statement: CodeBlockItemSyntax, work: inout WorkList) {
        if statement.hasError {
            skip(statement, "the parser could not read it as Swift")
            return
        }
        switch statement.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                readVariable(variable, work: &work)
            } else if memberBlock(of: decl) != nil {
                work.items.append(.member(decl, owner))
            } else if decl.is(FunctionDeclSyntax.self) || decl.is(ImportDeclSyntax.self) {
                // Read when called, or after the rest; imports say nothing of layout.
            } else {
                skip(decl, "a declaration the import does not read")
            }
        case .stmt(let stmt):
            readStmt(stmt, work: &work)
        case .expr(let expression):
            plan.statementCount += 1
            readExpressionStatement(expression, work: &work)
        }
    }

    private func readStmt(_ stmt: StmtSyntax, work: inout WorkList) {
        if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
                readIf(ifExpression, work: &work)
                return
            }
            plan.statementCount += 1
            readExpressionStatement(expressionStatement.expression, work: &work)
            return
        }
        if stmt.is(ReturnStmtSyntax.self) { return }
        plan.statementCount += 1
        if stmt.is(ForStmtSyntax.self) || stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) {
            skip(stmt, "a loop is not run (the views and constraints it makes are not imported)")
            return
        }
        if let guardStatement = stmt.as(GuardStmtSyntax.self) {
            // `guard let header = tableView.tableHeaderView else { return }`: the bindings are
            // read as `let`s (the import runs the path where they hold); the else is not run.
            for condition in guardStatement.conditions {
                guard case .optionalBinding(let binding) = condition.condition, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value else { continue }
                readBinding(name: name, typeName: binding.typeAnnotation?.type.trimmedDescription, value: value, work: &work)
            }
            return
        }
        skip(stmt, "a statement the import does not run")
    }

    /// `if #available(iOS 11, *) { ... } else { ... }`: the first branch (the model is a
    /// current iOS); any other `if` is skipped, with both branches.
    private func readIf(_ expression: IfExprSyntax, work: inout WorkList) {
        let isAvailability = expression.conditions.allSatisfy {
            if case .availability = $0.condition { return true }
            return false
        }
        plan.statementCount += 1
        guard isAvailability else {
            skip(expression, "an if is not run (its condition is the app's)")
            return
        }
        work.push(expression.body.statements, owner: owner)
    }

    /// `let x = ...`, `lazy var x: UILabel = { ... }()`, `private let padding: CGFloat = 16`.
    private func readVariable(_ variable: VariableDeclSyntax, work: inout WorkList) {
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                if binding.initializer != nil { skip(binding, "a pattern the import does not read") }
                continue
            }
            let name = pattern.identifier.text
            let typeName = binding.typeAnnotation?.type.trimmedDescription
            guard let value = binding.initializer?.value else {
                // `var constraints: [NSLayoutConstraint] = []` has one; `let label: UILabel` is set later.
                continue
            }
            plan.statementCount += 1
            readBinding(name: name, typeName: typeName, value: value, work: &work)
        }
    }

    func readBinding(name: String, typeName: String?, value: ExprSyntax, work: inout WorkList) {
        // `= { ... }()`: the closure's first view is this property's.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            work.items.append(.endClosure(previous: closureProperty))
            work.push(closure.statements, owner: owner)
            closureProperty = name
            return
        }
        // `= makeField()`: a function of the file that makes and returns a view is read at
        // each call, as a closure is, so each call makes its own view, named by `name`.
        if let function = factoryFunction(value) {
            readFactory(function, into: name, call: value, work: &work)
            return
        }
        if let number = evaluateNumber(value, depth: 0, quiet: true) {
            numbers[name] = number
            return
        }
        if let string = stringLiteral(value) {
            strings[name] = string
            return
        }
        if let className = createdViewClass(value) {
            let sceneName: String
            if let property = closureProperty {
                sceneName = property
                closureProperty = nil
            } else {
                sceneName = name
            }
            makeView(codeName: name, sceneName: sceneName, className: className, creation: value)
            if sceneName != name { viewNames[sceneName] = viewNames[name] }
            return
        }
        if var constraint = constraintExpression(value, depth: 0) {
            constraint.codeName = name
            pendingConstraints[name] = constraint
            return
        }
        if let list = constraintList(value, depth: 0) {
            constraintArrays[name] = list
            return
        }
        if let dictionary = value.as(DictionaryExprSyntax.self) {
            readDictionary(name: name, dictionary)
            return
        }
        if value.is(ArrayExprSyntax.self), typeName?.contains("NSLayoutConstraint") == true {
            constraintArrays[name] = []
            return
        }
        if let reference = viewReference(value, depth: 0) {
            // `let header = tableView.tableHeaderView`-like aliases of a known view.
            viewNames[name] = reference
            return
        }
        if let typeName, UIKitClass.of(typeName) != nil || typeName.contains("NSLayoutConstraint") {
            skip(value, "the value of \(name) is not one the import can read")
            return
        }
        noteUnknownValue(name: name, value)
    }

    /// A value the import cannot compute (`let width = tableView.bounds.width`): said once,
    /// as an unknown, where it is used.
    private func noteUnknownValue(name: String, _ value: ExprSyntax) {
        unknownValues[name] = (snippet(value), place(value))
    }
    var unknownValues: [String: (String, (line: Int, column: Int))] = [:]

    private func readDictionary(name: String, _ dictionary: DictionaryExprSyntax) {
        guard case .elements(let elements) = dictionary.content else { return }
        var viewsByKey: [String: String] = [:]
        var metrics: [String: Double] = [:]
        for element in elements {
            guard let key = stringLiteral(element.key) else { continue }
            if let view = viewReference(element.value, depth: 0) { viewsByKey[key] = view }
            else if let number = evaluateNumber(element.value, depth: 0, quiet: true) { metrics[key] = number }
        }
        if !viewsByKey.isEmpty { viewDictionaries[name] = viewsByKey }
        if !metrics.isEmpty { metricDictionaries[name] = metrics }
    }

    /// The function of the file `value` calls (`makeField()`, `self.makeField()`) when it
    /// returns one of UIKit's views.
    func factoryFunction(_ value: ExprSyntax) -> FunctionDeclSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return functions[name]?.first { function in
            guard var type = function.signature.returnClause?.type.trimmedDescription, function.body != nil else { return false }
            while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
            var base = type
            var seen: Set<String> = []
            while let next = classes[base], !seen.contains(base) {
                seen.insert(base)
                base = next
            }
            return UIKitClass.of(base) != nil
        }
    }

    /// Reads a factory's body for `name`: its first view is `name`'s, as in a property's
    /// closure. A file that calls factories without end (one calling itself) is cut short:
    /// at most ``maximumFactoryReads`` calls, ``maximumFactoryStatements`` statements.
    private func readFactory(_ function: FunctionDeclSyntax, into name: String, call: ExprSyntax, work: inout WorkList) {
        guard let body = function.body else { return }
        factoryReads += 1
        factoryStatements += body.statements.count
        guard factoryReads <= Self.maximumFactoryReads, factoryStatements <= Self.maximumFactoryStatements else {
            skip(call, "\(function.name.text) makes views at more calls than the import reads (\(Self.maximumFactoryReads) calls, "
                 + "\(Self.maximumFactoryStatements) statements): \(name) is not made")
            return
        }
        readFunctions.insert(function.id)
        work.items.append(.endClosure(previous: closureProperty))
        work.push(body.statements, owner: ownerOfFunction[function.id] ?? owner)
        closureProperty = name
    }

    static let maximumFactoryReads = 500
    static let maximumFactoryStatements = 20_000
    var factoryReads = 0
    var sceneViewsByClass: [String: [String]] = [:]
    var factoryStatements = 0

    /// Reads a call to a function of the file at the call: its body is read now (each
    /// function once; a second call is said).
    func readCall(to name: String, node: some SyntaxProtocol, work: inout WorkList) -> Bool {
        guard let candidates = functions[name], let function = candidates.first(where: { !readFunctions.contains($0.id) }) ?? candidates.first else {
            return false
        }
        if readFunctions.contains(function.id) {
            plan.warn(place(node), "'\(snippet(node))' calls \(name) again: its body was read at its first call, once")
            return true
        }
        readFunctions.insert(function.id)
        if let body = function.body { work.push(body.statements, owner: ownerOfFunction[function.id] ?? owner) }
        return true
    }
}
