import LayoutModel

/// A view node as the importer builds it from Swift: the case node's type and fields, its
/// modifiers in written order, and where each is in the Swift source.
struct ImportedNode: Sendable {
  var type: String
  var id: String?
  var fields: [(String, CaseJSON)] = []
  var children: [ImportedNode] = []
  /// A `DigitCells` node's cell template.
  var cell: [ImportedNode] = []
  var modifiers: [ImportedModifier] = []
  /// For a `Text` of one field of the value (a split-field view), its index in the
  /// interpreter's field Texts.
  var fieldIndex: Int?
  /// For a field `Text`, the unit text written around the field (`"\(hours)h"`).
  var fieldAffix = (prefix: "", suffix: "")
  /// For a `Text` of one character of a field, which (read with its row into `DigitCells`).
  var fieldCharacter: FieldCharacter?
  /// A `Variants` node's branch names and conditions, one per child.
  var branches: [(name: String, condition: String)] = []
  var at: SwiftLocation
  /// The custom view call it was inlined from (`GlassTimerText(text: …)`), to find reflections.
  var origin: String?
  /// How many modifiers the inlined body wrote; the ones after are the call site's.
  var callSiteModifiers = 0
}

/// One case modifier and its Swift location.
struct ImportedModifier: Sendable {
  var name: String
  var value: CaseJSON
  var at: SwiftLocation
}

/// Something the importer read but did not put into the case exactly.
struct ImportNote: Sendable, Equatable {
  /// The construct as written.
  var construct: String
  /// Why, and what it leaves open.
  var reason: String
  /// For an uninterpreted construct, the rules that depend on it (empty: all).
  var rules: [String]
  var at: SwiftLocation
  /// What the case holds in this construct's place, whose failures are then guesses too.
  var standIn: StandIn? = nil

  /// A stand-in the case holds for what the importer could not read.
  enum StandIn: Sendable, Equatable {
    /// The case's display stands in for what this construct shows, should no real reading
    /// replace it (`CaseWriter` writes `standInDisplay`: the rules that read the shown string).
    case display
    /// The system font's widths stand in for this construct's custom font (`CaseWriter` writes
    /// `standInFont`: the construct's rules).
    case font
  }
}
