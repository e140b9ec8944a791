/// A field of a fixed time pattern: hours, minutes or seconds, unpadded or padded to two digits.
package enum TimeField: String, Sendable, Equatable, Hashable, CaseIterable {
  case hour = "H"
  case hour2 = "HH"
  case minute = "m"
  case minute2 = "mm"
  case second = "s"
  case second2 = "ss"
}
