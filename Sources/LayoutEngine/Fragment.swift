/// A resolved subtree before its parent places it: glyphs and accessibility elements in the
/// subtree's own coordinates, and its size.
struct Fragment {
  var width: Double = 0
  var height: Double = 0
  var glyphs: [ResolvedGlyph] = []
  var elements: [AccessibilityElement] = []

  /// Moves everything by (dx, dy).
  mutating func shift(dx: Double, dy: Double) {
    guard dx != 0 || dy != 0 else { return }
    for index in glyphs.indices {
      glyphs[index].x += dx
      glyphs[index].y += dy
    }
    for index in elements.indices {
      elements[index].x += dx
      elements[index].y += dy
    }
  }

  /// Mirrors horizontally about the fragment's centre: positions and glyphs.
  mutating func mirrorHorizontally() {
    for index in glyphs.indices {
      glyphs[index].x = width - glyphs[index].x - glyphs[index].width
      glyphs[index].mirrored.toggle()
    }
    for index in elements.indices {
      elements[index].x = width - elements[index].x - elements[index].width
    }
  }

  /// Flips vertically about the fragment's centre (a reflection's `scaleEffect(y: -1)`).
  mutating func flipVertically() {
    for index in glyphs.indices {
      glyphs[index].y = height - glyphs[index].y - glyphs[index].height
      glyphs[index].flippedVertically.toggle()
    }
    for index in elements.indices {
      elements[index].y = height - elements[index].y - elements[index].height
    }
  }

  /// Appends `other` placed at (dx, dy).
  ///
  /// `other` is consumed: a part its stack gave up is shifted in place, and the first part's
  /// arrays are taken whole, so a glyph is copied once per level of nesting, not twice (copying
  /// and releasing glyphs was a large part of resolving a large screen).
  mutating func append(_ other: consuming Fragment, dx: Double, dy: Double) {
    other.shift(dx: dx, dy: dy)
    if glyphs.isEmpty { glyphs = other.glyphs } else { glyphs += other.glyphs }
    if elements.isEmpty { elements = other.elements } else { elements += other.elements }
  }

  /// The fragment at `index` of `parts`, left empty there, so the caller holds its only copy.
  static func take(_ index: Int, of parts: inout [Fragment]) -> Fragment {
    var part = Fragment()
    swap(&part, &parts[index])
    return part
  }
}
