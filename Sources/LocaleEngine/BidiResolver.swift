import CICU

/// Runs ICU's bidi algorithm (`ubidi`) over strings, reusing one ICU object.
///
/// Not thread-safe: ICU's `UBiDi` holds the state of the last paragraph. Make one per thread
/// (they are cheap) or use `Bidi.resolve`, which makes one per call.
package final class BidiResolver {
  private let handle: OpaquePointer
  /// Visual order then levels of the last paragraph, reused while no caller holds it.
  private var storage: [Int32] = []

  /// Opens a resolver. With `conformanceClasses`, characters take the bidi classes of ICU's
  /// conformance-test alphabet instead of their own (see `BidiConformance`).
  package init(conformanceClasses: Bool = false) {
    guard let handle = cicu_bidi_open(conformanceClasses ? 1 : 0) else {
      fatalError("ICU could not allocate a bidi object: out of memory")
    }
    self.handle = handle
  }

  deinit { cicu_bidi_close(handle) }

  /// Resolves a paragraph given as a string.
  package func resolve(_ text: String, direction: ParagraphDirection) throws(BidiError)
    -> BidiParagraph
  {
    try resolve(Array(text.utf16), direction: direction)
  }

  /// Resolves a paragraph given as UTF-16 code units.
  package func resolve(_ text: [UInt16], direction: ParagraphDirection) throws(BidiError) -> BidiParagraph {
    guard text.count <= BidiError.maximumLength else {
      throw .tooLong(text.count)
    }
    if storage.count < 2 * text.count { storage = [Int32](repeating: 0, count: max(2 * text.count, 32)) }
    // The buffer is shared with the last paragraph returned; if the caller still holds that
    // paragraph, writing here copies it first (copy on write), otherwise no allocation at all.
    let paragraphLevel = try text.withUnsafeBufferPointer { units throws(BidiError) in
      try storage.withUnsafeMutableBufferPointer { buffer throws(BidiError) in
        try withResolved(units, level: direction.icuLevel, into: buffer.baseAddress!) { $0 }
      }
    }
    return BidiParagraph(text: text, paragraphLevel: paragraphLevel, storage: storage)
  }

  /// Resolves a paragraph and reports it through `body` without building a `BidiParagraph`,
  /// for hot loops such as the conformance test; `packed` holds `2 * text.count` entries: the
  /// visual order, then the levels.
  func withResolved<R>(
    _ text: UnsafeBufferPointer<UInt16>, level: UInt8, into packed: UnsafeMutablePointer<Int32>,
    _ body: (Int) -> R
  ) throws(BidiError) -> R {
    var status: Int32 = 0
    let paragraphLevel = cicu_bidi_resolve_packed(handle, text.baseAddress, Int32(text.count), level, packed, &status)
    guard paragraphLevel >= 0, status <= 0 else { throw .icu(ICUError(status: status)) }
    return body(Int(paragraphLevel))
  }
}

/// The one-call bidi API.
package enum Bidi {
  /// Resolves `text` as one paragraph in `direction`.
  package static func resolve(_ text: String, direction: ParagraphDirection) throws(BidiError)
    -> BidiParagraph
  {
    try BidiResolver().resolve(text, direction: direction)
  }

  /// The bidi class of a scalar, as its short Unicode name (`L`, `R`, `AL`, `EN`, `AN`, …).
  package static func bidiClass(of scalar: Unicode.Scalar) -> String {
    String(cString: cicu_bidi_class_name(scalar.value))
  }
}

/// Why a string could not be run through the bidi algorithm.
package enum BidiError: Error, CustomStringConvertible, Equatable {
  /// Longer than LayoutAudit runs through bidi at once.
  case tooLong(Int)
  /// ICU failed.
  case icu(ICUError)

  /// The longest paragraph, in UTF-16 units, the engine accepts.
  package static let maximumLength = 100_000

  package var description: String {
    switch self {
    case .tooLong(let count):
      "text of \(count) UTF-16 units is longer than the \(Self.maximumLength) the bidi engine accepts; split it into paragraphs"
    case .icu(let error):
      "bidi: \(error)"
    }
  }
}
