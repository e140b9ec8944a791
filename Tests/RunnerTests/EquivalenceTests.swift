import BenchmarkCases
import Foundation
import Testing

import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules
import Runner

/// The fast paths — lazy locale data, work shared between platforms, shape runs and growing
/// prefixes where widths depend on the digits, outcomes assembled a class at a time, cases
/// assembled as they finish — must write the report the straightforward path writes
/// (`ReferenceRun`: every unit on its own, every tick, every outcome expanded to each locale),
/// byte for byte but for `matrix.evaluations`, the count of layouts resolved, which is what the
/// fast paths save.
@Suite("Runner equivalence")
struct EquivalenceTests {
  static func shippedCases() throws -> [(id: String, json: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: RunnerSupport.casesDirectory.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
    return try names.map { name in
      let id = String(name.dropLast(5))
      return (id, try RunnerSupport.shipped(id))
    }
  }

  static func bytes(_ request: AuditRequest, straightforward: Bool) throws -> Data {
    var report = straightforward ? try ReferenceRun.report(request) : try AuditRunner().run(request)
    report.matrix.evaluations = 0
    return try RunnerBehaviourTests.encode(report)
  }

  static func expectSame(_ request: AuditRequest) throws {
    let fast = try bytes(request, straightforward: false)
    let reference = try bytes(request, straightforward: true)
    #expect(fast == reference)
  }

  /// Locales that split the shipped cases' classes every way: both directions, several digit
  /// systems, minus signs, patterns and spoken-unit availability.
  static let locales = [
    "en", "de", "fr", "he", "ar", "ar-EG", "ar-MA", "fa", "ps", "ur", "ckb", "ff-Adlm", "hi", "mr", "bn", "my", "th",
    "ja", "zh", "ko", "ru", "fi", "da", "sv",
  ]

  @Test("Shipped cases: the fast paths write the straightforward report")
  func shipped() throws {
    let cases = try Self.shippedCases().map { try RunnerSupport.load($0.json, id: $0.id) }
    try Self.expectSame(try RunnerSupport.request(cases, locales: Self.locales))
  }

  @Test("Shipped cases on every locale: the fast paths write the straightforward report")
  func shippedAllLocales() throws {
    let cases = try Self.shippedCases().prefix(4).map { try RunnerSupport.load($0.json, id: $0.id) }
    var request = try RunnerSupport.request(Array(cases))
    request.locales = try LocaleEngine.shared.allProfiles()
    try Self.expectSame(request)
  }

  @Test("Varied cases (long, overtime, locale patterns, proportional): the fast paths write the straightforward report")
  func varied() throws {
    let cases = try VariedCases.make(count: 16, from: try Self.shippedCases()).map {
      try RunnerSupport.load($0.json, id: $0.id)
    }
    try Self.expectSame(try RunnerSupport.request(cases, locales: Self.locales))
  }

  @Test("Waivers (overlapping, by locale, by direction, by platform) and a baseline split classes: the same report either way")
  func waiversAndBaseline() throws {
    let cases = try Self.shippedCases().map { try RunnerSupport.load($0.json, id: $0.id) }
    var request = try RunnerSupport.request(cases, locales: Self.locales)
    request.waiverList = try WaiverFile.parse(Data("""
      { "waivers": [
        { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "platforms": ["tvos-26"], "locales": ["he"],
          "reason": "Hebrew build ships with the fix next release", "approvedBy": "a11y lead", "reviewBy": "2099-01-01" },
        { "rule": "glass-container", "case": "return-glass-timer", "locales": ["ar", "fa"],
          "reason": "one container per screen lands next release", "approvedBy": "a11y lead", "reviewBy": "2099-01-01" },
        { "rule": "glass-functional-layer", "case": "return-glass-timer", "locales": ["rtl"],
          "reason": "right-to-left first", "approvedBy": "a11y lead", "reviewBy": "2099-01-01" },
        { "rule": "glass-functional-layer", "case": "return-glass-timer", "platforms": ["ios-26"],
          "reason": "overlaps the one before: it takes only what that one left", "approvedBy": "a11y lead", "reviewBy": "2099-01-01" } ] }
      """.utf8), path: "waivers.json")
    // "sw" is not in the run: its baseline failures are neither matched nor fixed.
    var baseline = try AuditRunner().run(
      try RunnerSupport.request(Array(cases.prefix(10)), locales: ["en", "he", "ar", "sw"]))
    baseline.generatedAt = "2023-01-01T00:00:00Z"
    request.baseline = (baseline, "baseline.json")
    try Self.expectSame(request)
  }

  @Test("Long proportional and Text countdowns: shape runs and prefixes give the straightforward report")
  func longCountdowns() throws {
    let display = #""display": { "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#
    let cases = try ["zoo-proportional-digits", "zoo-overtime-plain-minus-text", "zoo-label-bidi-override"].map { id in
      var json = try RunnerSupport.shipped(id)
      json = json.replacingOccurrences(
        of: #""countdown": \{[^}]*\}"#, with: #""countdown": { "from": 3700, "to": -20, "step": 1 }"#,
        options: .regularExpression)
      json = json.replacingOccurrences(of: #""display": \{[^}]*\}"#, with: display, options: .regularExpression)
      return try RunnerSupport.load(json, id: id)
    }
    try Self.expectSame(try RunnerSupport.request(cases, locales: ["en", "he", "ar-EG", "fa"]))
  }

  @Test("A day-long proportional countdown (hours of one and two digits): the straightforward report")
  func dayLongProportional() throws {
    // Every 30 s, so the straightforward path stays quick: the shapes still change where the
    // hours lose a digit, and the prefixes still grow from consecutive ticks.
    var json = try RunnerSupport.shipped("zoo-proportional-digits")
    json = json.replacingOccurrences(
      of: #""countdown": \{[^}]*\}"#, with: #""countdown": { "from": 86400, "to": 0, "step": 30 }"#,
      options: .regularExpression)
    json = json.replacingOccurrences(
      of: #""display": \{[^}]*\}"#, with: #""display": { "pattern": "H:mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
      options: .regularExpression)
    let cases = [try RunnerSupport.load(json, id: "zoo-proportional-digits")]
    try Self.expectSame(try RunnerSupport.request(cases, locales: ["en", "he", "ar-EG", "fa", "ff-Adlm"]))
  }

  @Test("Sibling Variants around proportional cells: selections that draw the value alike give the straightforward report")
  func siblingVariantsShareVerdicts() throws {
    // A host screen as the importer writes it: a backdrop whose branches have one size (the
    // selections differing only there take each other's prefix verdicts), a caption whose
    // branches do not, digit cells drawn from a template (resolved once per character) in one
    // branch of the display and a proportional Text in the other, and a row of proportional
    // cells beside the caption (whose size moves them).
    let view = #"""
      { "type": "ZStack", "children": [
        { "id": "backdrop", "type": "Variants", "branches": [
          { "name": "dark", "view": { "type": "ZStack", "children": [ { "type": "Rectangle" }, { "type": "Rectangle" } ] } },
          { "name": "light", "view": { "type": "Rectangle" } } ] },
        { "type": "VStack", "spacing": 4, "children": [
          { "id": "display", "type": "Variants", "branches": [
            { "name": "cells", "view": { "type": "DigitCells", "text": "$display", "fontSize": 40,
              "cellWidth": { "digit": 0.6, "separator": 0.3 },
              "cell": { "type": "VStack", "spacing": 2, "children": [ { "type": "Shape", "shape": "glyphPath" } ] } } },
            { "name": "text", "view": { "type": "Text", "text": "$display" } } ] },
          { "type": "HStack", "spacing": 8, "children": [
            { "id": "caption", "type": "Variants", "branches": [
              { "name": "label", "view": { "type": "Text", "text": "Focus" } },
              { "name": "none", "view": { "type": "Spacer" } } ] },
            { "type": "DigitCells", "text": "$display", "fontSize": 20, "cellWidth": "proportional",
              "cell": { "type": "ZStack", "children": [ { "type": "Shape", "shape": "glyphPath" } ] } } ] } ] } ] }
      """#
    let json = """
      { "id": "siblings", "title": "t", "deploymentTarget": { "iOS": "18.0", "watchOS": "11.0" },
        "localizations": ["en", "ar", "he"],
        "timeline": { "countdown": { "from": 3610, "to": 3500, "step": 1 },
          "display": { "pattern": "H:mm:ss", "digits": "locale", "minusSign": "ascii" } },
        "view": \(view) }
      """
    let cases = [try RunnerSupport.load(json, id: "siblings")]
    try Self.expectSame(try RunnerSupport.request(cases, locales: Self.locales))
  }

  @Test("Imported shapes: Text timers in nested Variants with the locale's own patterns give the straightforward report")
  func nestedVariantsWithLocalePatterns() throws {
    // Branches that show no timer, a nested Variants a branch not shown holds (its selections
    // resolve alike), and monospaced Texts that lose a digit at 10:00 → 9:59: a change of width
    // state after the probes, with the layout of the first tick standing for the ticks before
    // it. (Proportional Texts that jitter at their first second: `longCountdowns`.)
    let view = #"""
      { "id": "outer", "type": "Variants", "branches": [
        { "name": "live", "view": { "type": "VStack", "spacing": 4, "children": [
          { "type": "Text", "text": "$display", "modifiers": [ { "monospacedDigit": true }, { "accessibilityValue": "$spoken" } ] },
          { "id": "inner", "type": "Variants", "branches": [
            { "name": "minimal", "view": { "type": "Text", "text": "Timer" } },
            { "name": "compact", "view": { "type": "Text", "text": "$display", "modifiers": [ { "monospacedDigit": true } ] } } ] } ] } },
        { "name": "ended", "view": { "id": "ended-inner", "type": "Variants", "branches": [
          { "name": "done", "view": { "type": "Text", "text": "Done" } },
          { "name": "idle", "view": { "type": "Spacer" } } ] } } ] }
      """#
    let displays = [#"{ "system": "timerInterval" }"#, #"{ "system": "dateTimer" }"#, #"{ "duration": "minuteSecond" }"#]
    let cases = try displays.enumerated().map { index, display in
      let id = "nested-\(index)"
      let json = """
        { "id": "\(id)", "title": "t", "deploymentTarget": { "iOS": "18.0", "iPadOS": "18.0" },
          "localizations": ["en", "ar"],
          "timeline": { "countdown": { "from": 640, "to": 560, "step": 1 }, "display": \(display) },
          "view": \(view) }
        """
      return try RunnerSupport.load(json, id: id)
    }
    try Self.expectSame(try RunnerSupport.request(cases, locales: Self.locales))
  }

  @Test("Imported displays whose shape changes at almost every tick: the first tick of each shape gives the straightforward report")
  func alternatingShapes() throws {
    // Unpadded seconds beside a millisecond fraction sampled every 373 ms (CubeTimer's and
    // SwiftUIStopwatch's imported displays): `0:9,698`, `0:10,71`, `0:10,444`, … — a run of one
    // shape is a tick or two long, and each shape recurs many times. Into overtime, so a later
    // shape brings a character the first did not show (the minus sign: bidi order and coverage
    // change there). Split fields (digit order), a Text in every direction (bidi order, one
    // pinned left to right), digit cells with a table that has no width for "," or "-"
    // (coverage) and a static screen around them.
    let timeline = #"""
      { "countdown": { "from": 12000, "to": -12000, "step": 373 }, "unit": "milliseconds",
        "display": { "interpolation": [ { "field": "totalMinutes" }, ":", { "field": "seconds" }, ",", { "field": "fraction" } ],
          "minusSign": "ascii" } }
      """#
    let views = [
      #"""
      { "type": "VStack", "spacing": 8, "children": [
        { "type": "HStack", "spacing": 0, "modifiers": [ { "monospacedDigit": true } ], "children": [
          { "type": "Text", "text": "$totalMinutes", "modifiers": [ { "frame": { "width": 40 } } ] },
          { "type": "Text", "text": ":" },
          { "type": "Text", "text": "$seconds", "modifiers": [ { "frame": { "width": 40 } } ] },
          { "type": "Text", "text": "," },
          { "type": "Text", "text": "$fraction", "modifiers": [ { "frame": { "width": 40 } } ] } ] },
        { "type": "Text", "text": "Scramble" },
        { "type": "HStack", "spacing": 8, "children": [ { "type": "Button", "label": "Reset" }, { "type": "Button", "label": "Save" } ] } ] }
      """#,
      #"""
      { "type": "VStack", "spacing": 8, "children": [
        { "type": "Text", "text": "$display" },
        { "type": "Text", "text": "$display", "modifiers": [ { "environment": { "layoutDirection": "leftToRight" } } ] },
        { "type": "DigitCells", "text": "$display", "fontSize": 40, "cellWidth": { "digit": 0.6, "separator": 0.3 } },
        { "type": "Text", "text": "Laps" } ] }
      """#,
    ]
    let cases = try views.enumerated().map { index, view in
      let id = "alternating-\(index)"
      let json = """
        { "id": "\(id)", "title": "t", "deploymentTarget": { "iOS": "18.0", "tvOS": "18.0" },
          "timeline": \(timeline), "view": \(view) }
        """
      return try RunnerSupport.load(json, id: id)
    }
    try Self.expectSame(try RunnerSupport.request(cases, locales: Self.locales))
  }

  @Test("A shard of the fast path writes the straightforward shard")
  func shard() throws {
    let cases = try Self.shippedCases().map { try RunnerSupport.load($0.json, id: $0.id) }
    var request = try RunnerSupport.request(cases, locales: Self.locales)
    request.shard = Shard(index: 2, count: 3)
    try Self.expectSame(request)
  }
}
