import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file, read and parsed with bounds: not UTF-8, too large or nested too deep is an
/// error naming the file (and line), never a crash or an unbounded parse.
struct SwiftSourceFile {
    /// Files larger than this are refused whole: transition code is a few hundred lines.
    static let maximumBytes = 2 << 20
    /// swift-syntax stops descending here and reports an error instead of overflowing the stack.
    static let maximumNestingLevel = 128

    let path: String
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// The file's syntax errors, as `file:line:col: error: …`.
    let syntaxErrors: [String]

    init(path: String, text: String) throws(ImportError) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw ImportError("\(path): \(text.utf8.count) bytes is larger than the importer reads (\(Self.maximumBytes) bytes)")
        }
        self.path = path
        self.text = text
        var source = text
        let parsed = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        converter = SourceLocationConverter(fileName: path, tree: parsed)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        let converter = self.converter
        syntaxErrors = diagnostics.prefix(20).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return "\(path):\(location.line):\(location.column): error: \(diagnostic.message)"
        }
        // Operators folded with Swift's precedence (`a + b * c`, `x ?? y`, `c ? a : b`, `as?`).
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
        tree = folded.as(SourceFileSyntax.self) ?? parsed
    }

    /// Reads `path` as UTF-8 Swift.
    static func read(_ path: String) throws(ImportError) -> SwiftSourceFile {
        guard let data = FileManager.default.contents(atPath: path) else { throw ImportError("\(path): cannot read the file") }
        guard data.count <= maximumBytes else {
            throw ImportError("\(path): \(data.count) bytes is larger than the importer reads (\(maximumBytes) bytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ImportError("\(path): not UTF-8 text") }
        return try SwiftSourceFile(path: path, text: text)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return (location.line, location.column)
    }
}

/// A file the importer cannot read or parse at all.
public struct ImportError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
