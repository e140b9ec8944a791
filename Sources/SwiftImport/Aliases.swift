import LayoutModel

/// A location in a Swift file, in the case model's terms (SwiftSyntax has a type of the same name).
typealias SwiftLocation = LayoutModel.SourceLocation
