/// Cases made from the shipped ones with their timelines varied — countdown lengths, negative
/// values, fixed and locale patterns, digits, proportional widths — for the benchmark's larger
/// sets and for the tests that check the fast paths against the straightforward one. Nothing
/// here is committed as a case: the same inputs give the same cases.
package enum VariedCases {
  /// `count` cases, each a shipped case (`shipped`: id and JSON, in a fixed order) with its
  /// timeline replaced; ids are `<shipped id>-v<n>`.
  package static func make(count: Int, from shipped: [(id: String, json: String)]) -> [(id: String, json: String)] {
    (0..<count).map { index in
      let base = shipped[index % shipped.count]
      let round = index / shipped.count
      let starts = [95, 605, 1505, 3605, 7205]
      let spans = [10, 60, 120, 30]
      let displays = [
        #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
        #"{ "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
        #"{ "pattern": "mm:ss", "digits": "locale", "minusSign": "locale" }"#,
        #"{ "skeleton": "ms", "digits": "locale", "minusSign": "locale" }"#,
        #"{ "skeleton": "Hms", "omitZeroHours": true, "digits": "latn", "minusSign": "ascii" }"#,
      ]
      let from = starts[(index + round) % starts.count]
      let span = spans[(index / 3 + round) % spans.count]
      // Every seventh case runs into overtime (negative values).
      let to = index % 7 == 3 ? -span / 2 : from - span
      let display = displays[(index / 2 + round) % displays.count]
      let timeline = #"{ "countdown": { "from": \#(from), "to": \#(to), "step": 1 }, "display": \#(display) }"#
      var json = replacingObject(after: #""timeline":"#, in: base.json, with: timeline)
      if index % 4 == 3 {
        json = json.replacing(
          #""cellWidth": { "digit": 0.6, "separator": 0.3 }"#, with: #""cellWidth": "proportional""#)
      }
      let id = "\(base.id)-v\(index)"
      json = json.replacing(#""id": "\#(base.id)""#, with: #""id": "\#(id)""#, maxReplacements: 1)
      return (id, json)
    }
  }

  /// `json` with the object that follows `key` replaced.
  static func replacingObject(after key: String, in json: String, with replacement: String) -> String {
    guard let keyRange = json.firstRange(of: key), let open = json[keyRange.upperBound...].firstIndex(of: "{") else {
      return json
    }
    var depth = 0
    var index = open
    while index < json.endIndex {
      switch json[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return String(json[..<open]) + replacement + String(json[json.index(after: index)...]) }
      default: break
      }
      index = json.index(after: index)
    }
    return json
  }
}
