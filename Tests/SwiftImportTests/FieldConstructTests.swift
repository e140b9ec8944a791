import Foundation
import LayoutAudit
import SwiftImport
import Testing
import TestSupport

/// The constructs real apps use that the importer once missed or misread (measured on the
/// field corpus, `Tests/FieldCorpus`), each in minimal code written for this test: the view is
/// found without `--view`, and its case reads the display as a person reads the code.
@Suite("Constructs of real apps")
struct FieldConstructTests {
  struct Construct: Sendable, CustomTestStringConvertible {
    var name: String
    /// Path → Swift source.
    var sources: [String: String]
    /// The view a user names; it must also be written by an import without `--view`.
    var view: String
    /// The display as `ImportedFacts` reads it (`MM:ss`, `timerInterval`, …).
    var display: String
    /// `countdown`, `countUp`, `systemTimer` or `relative`.
    var kind: String
    /// Where two files declare the view, the one judged.
    var file: String? = nil
    var testDescription: String { name }
  }

  static let model = """
    import Foundation

    final class SessionState: ObservableObject {
      @Published var secondsLeft: Int = 900
      var formattedTime: String { String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60) }
      func tick() { secondsLeft -= 1 }
    }
    """

  static let constructs: [Construct] = [
    Construct(
      name: "the string comes in as a parameter, set by a host two views up",
      sources: [
        "Model.swift": model,
        "Host.swift": """
          import SwiftUI
          struct SessionScreen: View {
            @StateObject private var state = SessionState()
            var body: some View { VStack { Text("Focus"); ClockFace(state: state) } }
          }
          struct ClockFace: View {
            @ObservedObject var state: SessionState
            var body: some View { TimerDisplay(time: state.formattedTime) }
          }
          """,
        "TimerDisplay.swift": """
          import SwiftUI
          struct TimerDisplay: View {
            let time: String
            var body: some View { Text(time).font(.system(size: 64)).monospacedDigit() }
          }
          """,
      ], view: "TimerDisplay", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a custom init assigns the parameter to the property",
      sources: [
        "Model.swift": model,
        "Views.swift": """
          import SwiftUI
          struct Screen: View {
            @StateObject private var state = SessionState()
            var body: some View { Readout(state.formattedTime) }
          }
          struct Readout: View {
            private let text: String
            init(_ value: String) { self.text = value }
            var body: some View { Text(text) }
          }
          """,
      ], view: "Readout", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a Text inside a TimelineView closure, in an if/else",
      sources: [
        "Brew.swift": """
          import SwiftUI
          struct BrewTimer: View {
            let end: Date
            var body: some View {
              TimelineView(.periodic(from: .now, by: 1)) { context in
                let remaining = max(0, Int(end.timeIntervalSince(context.date)))
                if remaining > 0 {
                  Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
                } else {
                  Text("Done")
                }
              }
            }
          }
          """
      ], view: "BrewTimer", display: "M:ss", kind: "countdown"),
    Construct(
      name: "a some View property and a @ViewBuilder function, concatenated fields",
      sources: [
        "Run.swift": """
          import SwiftUI
          struct RunView: View {
            @State private var elapsed = 0
            var body: some View { VStack { clock; controls() } }
            private var clock: some View { Text(elapsedText).font(.system(size: 48)) }
            @ViewBuilder private func controls() -> some View {
              if elapsed > 0 { Button("Stop") { elapsed = 0 } } else { Button("Start") { elapsed += 1 } }
            }
            private var elapsedText: String { "\\(elapsed / 60):" + String(format: "%02d", elapsed % 60) }
          }
          """
      ], view: "RunView", display: "M:ss", kind: "countUp"),
    Construct(
      name: "Text(timerInterval:) in an ActivityConfiguration's lock screen and Dynamic Island",
      sources: [
        "Widget.swift": """
          import SwiftUI
          import WidgetKit
          import ActivityKit
          struct BakeAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var ends: Date }
            var name: String
          }
          struct BakeLiveActivity: Widget {
            var body: some WidgetConfiguration {
              ActivityConfiguration(for: BakeAttributes.self) { context in
                Text(timerInterval: Date.now...context.state.ends, countsDown: true).monospacedDigit()
              } dynamicIsland: { context in
                DynamicIsland {
                  DynamicIslandExpandedRegion(.trailing) { Text(context.state.ends, style: .timer) }
                } compactLeading: {
                  Image(systemName: "oven")
                } compactTrailing: {
                  Text(context.state.ends, style: .timer)
                } minimal: {
                  Image(systemName: "oven")
                }
              }
            }
          }
          """
      ], view: "BakeLiveActivity", display: "timerInterval", kind: "systemTimer"),
    Construct(
      name: "a date interpolated with style: .timer",
      sources: [
        "Prayer.swift": """
          import SwiftUI
          struct NextPrayer: View {
            let time: Date
            var body: some View { Text("Time left: \\(time, style: .timer)").font(.headline) }
          }
          """
      ], view: "NextPrayer", display: "dateTimer", kind: "systemTimer"),
    Construct(
      name: "a date interpolated with style: .relative",
      sources: [
        "Due.swift": """
          import SwiftUI
          struct DueLabel: View {
            let due: Date
            var body: some View { Text("\\(due, style: .relative) left") }
          }
          """
      ], view: "DueLabel", display: "relative", kind: "relative"),
    Construct(
      name: "split fields named as developers name them (min, seconds, milliseconds)",
      sources: [
        "Stopwatch.swift": """
          import SwiftUI
          struct Lap { var min = 0; var seconds = 0; var milliseconds = 0 }
          final class Watch: ObservableObject {
            @Published var lap = Lap()
            func tick() { lap.milliseconds += 1 }
          }
          struct CubeWatch: View {
            @StateObject var watch = Watch()
            var body: some View {
              HStack {
                Text("\\(watch.lap.min)")
                Text(":")
                Text("\\(watch.lap.seconds)")
                Text(".")
                Text("\\(watch.lap.milliseconds)")
              }
            }
          }
          """
      // Never reset at 100 or 1,000, the field is read by its name: thousandths (`SSS`).
      ], view: "CubeWatch", display: "M:s.SSS", kind: "countUp"),
    Construct(
      name: "split fields with unit suffixes",
      sources: [
        "Chess.swift": """
          import SwiftUI
          final class Counter: ObservableObject {
            @Published var hours = 0
            @Published var minutes = 0
            @Published var seconds = 0
            func tick() { seconds += 1 }
          }
          struct SideClock: View {
            @ObservedObject var counter: Counter
            var body: some View {
              HStack {
                Text("\\(counter.hours)h")
                Text("\\(counter.minutes)m")
                Text("\\(counter.seconds)s")
              }
            }
          }
          """
      ], view: "SideClock", display: "H'h'm'm's's'", kind: "countUp"),
    Construct(
      name: "a positional DateComponentsFormatter",
      sources: [
        "Tea.swift": """
          import SwiftUI
          struct TeaTimer: View {
            @State private var remaining: TimeInterval = 180
            private static let formatter: DateComponentsFormatter = {
              let formatter = DateComponentsFormatter()
              formatter.allowedUnits = [.minute, .second]
              formatter.unitsStyle = .positional
              formatter.zeroFormattingBehavior = .pad
              return formatter
            }()
            var body: some View { Text(Self.formatter.string(from: remaining) ?? "") }
            func tick() { remaining -= 1 }
          }
          """
      // Without the hour unit the formatter counts every minute (90:00): total minutes.
      ], view: "TeaTimer", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a DateFormatter with a fixed mm:ss pattern",
      sources: [
        "Elapsed.swift": """
          import SwiftUI
          struct Elapsed: View {
            let elapsed: Date
            static let formatter: DateFormatter = {
              let formatter = DateFormatter()
              formatter.dateFormat = "mm:ss"
              return formatter
            }()
            var body: some View { Text(Self.formatter.string(from: elapsed)) }
          }
          """
      // Nothing counts the date; its name says it is the time elapsed. A date's minutes wrap at
      // the hour, a case's pattern without hours counts every minute: the timeline stays under
      // an hour, where the two read the same, and the case's reading is total minutes.
      ], view: "Elapsed", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "Date.formatted with minute and second fields",
      sources: [
        "Lap.swift": """
          import SwiftUI
          struct LapRow: View {
            let lapTime: Date
            var body: some View { Text(lapTime.formatted(.dateTime.minute().second())) }
          }
          """
      ], view: "LapRow", display: "mm:ss", kind: "countdown"),
    Construct(
      name: "a model string that starts empty and is set when the timer ticks",
      sources: [
        "Interval.swift": """
          import SwiftUI
          final class IntervalTimer: ObservableObject {
            @Published var displayTime = ""
            private var elapsed = 0
            func tick() {
              elapsed += 1
              displayTime = String(format: "%02d:%02d", elapsed / 60, elapsed % 60)
            }
          }
          struct IntervalView: View {
            @ObservedObject var timer: IntervalTimer
            var body: some View { Text("\\(timer.displayTime)") }
          }
          """
      ], view: "IntervalView", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "a Text that shows the time in one state and a label in another",
      sources: [
        "Popover.swift": """
          import SwiftUI
          final class Pomodoro: ObservableObject {
            @Published var left = 1500
            var running = false
            var leftText: String { String(format: "%02d:%02d", left / 60, left % 60) }
            func tick() { left -= 1 }
          }
          struct PopoverView: View {
            @ObservedObject var timer = Pomodoro()
            var body: some View {
              VStack {
                Button { timer.running.toggle() } label: { Text(timer.running ? timer.leftText : "Start") }
              }
              #if DEBUG
                .overlay(Color.clear)
              #endif
              .padding(12)
            }
          }
          """
      ], view: "PopoverView", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a view through a protocol that refines View, a relative date in a Text in a Text; an event's clock time is not the timer",
      sources: [
        "WidgetFace.swift": "import SwiftUI\nprotocol WidgetFace: View {}\n",
        "LaunchFace.swift": """
          import SwiftUI
          struct LaunchFace: WidgetFace {
            let launch: Date
            var body: some View {
              VStack {
                Text(launch, style: .time)
                Text("\\(Text("Launch")) in \\(Text(launch, style: .relative))")
              }
            }
          }
          """,
      ], view: "LaunchFace", display: "relative", kind: "relative"),
    Construct(
      name: "a body split over private extensions in two files, each with its own `label`; a Duration's formatted()",
      sources: [
        "Card.swift": """
          import SwiftUI
          struct Countdown { var remaining: Duration }
          struct DeadlineCard: View {
            let countdown: Countdown
            var body: some View { VStack { headline; footnote } }
          }
          """,
        "DeadlineCard+Footnote.swift": """
          import SwiftUI
          extension DeadlineCard { var footnote: some View { label.font(.footnote) } }
          private extension DeadlineCard { var label: Text { Text("Closes soon") } }
          """,
        "DeadlineCard+Headline.swift": """
          import SwiftUI
          extension DeadlineCard { var headline: some View { label.font(.title) } }
          private extension DeadlineCard { var label: Text { Text(countdown.remaining.formatted()) } }
          """,
      ], view: "DeadlineCard", display: "H:mm:ss", kind: "countdown"),
    Construct(
      name: "one field with its unit word, named as the unit says",
      sources: [
        "Tomato.swift": """
          import SwiftUI
          final class Tomato: ObservableObject {
            @Published var currentMinute = 25
            func tick() { currentMinute -= 1 }
          }
          struct TomatoFace: View {
            @ObservedObject var tomato: Tomato
            var body: some View { Text("\\(tomato.currentMinute) min").font(.largeTitle) }
          }
          """,
      ], view: "TomatoFace", display: "M' min'", kind: "countdown"),
    Construct(
      name: "a protocol-typed model whose timer conformance sets the text in a didSet from a TimeInterval's whole seconds",
      sources: [
        "Stage.swift": """
          import SwiftUI
          extension TimeInterval { var wholeSeconds: String { String(format: "%d", Int(self)) } }
          protocol StageModel: ObservableObject { var text: String { get } }
          final class FixedStage: StageModel {
            @Published var text: String
            init(text: String) { self.text = text }
          }
          final class TimedStage: StageModel {
            @Published var text: String = ""
            @Published var secondsLeft: TimeInterval = 30 { didSet { text = secondsLeft.wholeSeconds } }
          }
          struct StageView<Model: StageModel>: View {
            @ObservedObject var model: Model
            var body: some View { Text(model.text).font(.system(size: 90)) }
          }
          """,
      ], view: "StageView", display: "unknown", kind: "countdown"),
    Construct(
      name: "a shared DateComponentsFormatter in its default (positional) style, in a TimelineView's @ViewBuilder function",
      sources: [
        "Clock.swift": """
          import SwiftUI
          extension TimeInterval {
            static let clockFormatter: DateComponentsFormatter = {
              let formatter = DateComponentsFormatter()
              formatter.allowedUnits = [.hour, .minute, .second]
              formatter.zeroFormattingBehavior = .pad
              return formatter
            }()
            func clockText() -> String { TimeInterval.clockFormatter.string(from: self)! }
          }
          struct SessionClock: View {
            let end: Date
            var body: some View {
              TimelineView(.periodic(from: .now, by: 1)) { context in readout(at: context.date) }
            }
            @ViewBuilder func readout(at date: Date) -> some View {
              Text(end.timeIntervalSince(date).clockText())
            }
          }
          """,
      ], view: "SessionClock", display: "H:mm:ss", kind: "countdown"),
    Construct(
      name: "one Text per character of each field, in nested stacks, from a TimeInterval extension",
      sources: [
        "TimeInterval+Fields.swift": """
          import Foundation
          extension TimeInterval {
            var minutesText: String { String(format: "%02d", Int(self) / 60) }
            var secondsText: String { String(format: "%02d", Int(self) % 60) }
          }
          """,
        "SplitClock.swift": """
          import SwiftUI
          struct SplitClock: View {
            var elapsed: TimeInterval
            var body: some View {
              HStack(spacing: 0) {
                Pair(text: elapsed.minutesText)
                Text(":")
                Pair(text: elapsed.secondsText)
              }
            }
          }
          struct Pair: View {
            let text: String
            private var first: String { String(text.first!) }
            var body: some View {
              HStack(spacing: 0) {
                VStack { Text(first) }.frame(maxWidth: .infinity)
                VStack { Text(String(text.last!)) }.frame(maxWidth: .infinity)
              }
            }
          }
          """,
      ], view: "SplitClock", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "two targets each declare their own view of one name; a capitalised @ViewBuilder function",
      sources: [
        "Phone/Readout.swift": """
          import SwiftUI
          struct Readout: View {
            let left: Int
            var body: some View { Text("Focus") }
          }
          """,
        "Watch/Readout.swift": """
          import SwiftUI
          struct Readout: View {
            let left: Int
            var body: some View { Clock(at: left) }
            @ViewBuilder func Clock(at seconds: Int) -> some View {
              Text(String(format: "%d:%02d", seconds / 60, seconds % 60))
            }
          }
          """,
      ], view: "Readout", display: "M:ss", kind: "countdown", file: "Watch/Readout.swift"),
    Construct(
      name: "digit columns fed one digit each from a model's array of digits; a preview's sample digits are not the app's",
      sources: [
        "Countdown.swift": """
          import SwiftUI
          final class Countdown: ObservableObject {
            @Published var digits: [Int] = [0, 0, 0, 0]
            func update(remaining: Int) {
              let minutes = remaining / 60
              let seconds = remaining % 60
              digits = [minutes / 10, minutes % 10, seconds / 10, seconds % 10]
            }
          }
          """,
        "RollingDigits.swift": """
          import SwiftUI
          struct DigitColumn: View {
            var value: Double
            var body: some View {
              let shown = [value + 1, value, value - 1].map { Int($0) }
              VStack { Text(String(shown[0])); Text(String(shown[1])); Text(String(shown[2])) }
            }
          }
          struct RollingDigits: View {
            var digits: [Int]
            var body: some View {
              HStack { DigitColumn(value: Double(digits[0])); DigitColumn(value: Double(digits[1])) }
            }
          }
          struct RollingDigits_Previews: PreviewProvider {
            static var previews: some View { RollingDigits(digits: [1, 2, 3, 4]) }
          }
          struct CountdownScreen: View {
            @StateObject var countdown = Countdown()
            var body: some View { RollingDigits(digits: countdown.digits) }
          }
          """,
      ], view: "RollingDigits", display: "unknown", kind: "countdown"),
    Construct(
      name: "no counted state: a value read as elapsed time counts up",
      sources: [
        "Lap.swift": """
          import SwiftUI
          struct LapClock: View {
            let started: Date
            var elapsed: TimeInterval { Date().timeIntervalSince(started) }
            var body: some View { Text(String(format: "%02d:%02d", Int(elapsed) / 60, Int(elapsed) % 60)) }
          }
          """,
      ], view: "LapClock", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "a counted-up state shown as what remains counts down",
      sources: [
        "Drill.swift": """
          import SwiftUI
          struct DrillClock: View {
            @State private var secondsElapsed = 0
            private let total = 600
            var secondsRemaining: Int { total - secondsElapsed }
            var body: some View { Text(String(format: "%02d:%02d", secondsRemaining / 60, secondsRemaining % 60)) }
            func tick() { secondsElapsed += 1 }
          }
          """,
      ], view: "DrillClock", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a view's parameter is what its caller passes, not a preview's sample of the same name",
      sources: [
        "Workout.swift": """
          import SwiftUI
          final class Workout: ObservableObject {
            @Published var elapsedTime = TimeInterval()
          }
          struct WorkoutScreen: View {
            @StateObject var workout = Workout()
            var body: some View { ElapsedLabel(elapsed: $workout.elapsedTime) }
          }
          struct ElapsedLabel: View {
            @Binding var elapsed: TimeInterval
            var body: some View { Text(String(format: "%02d:%02d", Int(elapsed) / 60, Int(elapsed) % 60)) }
          }
          struct ElapsedLabel_Previews: PreviewProvider {
            @State static var elapsed = TimeInterval(20.0)
            static var previews: some View { ElapsedLabel(elapsed: $elapsed) }
          }
          """,
      ], view: "ElapsedLabel", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "a state set to the time since a start counts up, through an extension's self",
      sources: [
        "Rest.swift": """
          import SwiftUI
          extension TimeInterval {
            func clockText(_ units: NSCalendar.Unit) -> String {
              let formatter = DateComponentsFormatter()
              formatter.allowedUnits = units
              formatter.zeroFormattingBehavior = .pad
              return formatter.string(from: self) ?? ""
            }
          }
          struct RestClock: View {
            @State var interval = TimeInterval()
            @State var began = Date()
            var body: some View {
              Text(interval.clockText([.hour, .minute, .second]))
                .onAppear { interval = Date().timeIntervalSince(began) }
            }
          }
          """,
      ], view: "RestClock", display: "H:mm:ss", kind: "countUp"),
    Construct(
      name: "a start date's timeIntervalSinceNow, negated in an extension property, counts up",
      sources: [
        "Tracker.swift": """
          import SwiftUI
          extension Double {
            var sessionText: String { Duration.seconds(self).formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2))) }
            var runningText: String {
              let positive = -self
              return positive.sessionText
            }
          }
          struct TrackerClock: View {
            let start: Date
            var body: some View {
              TimelineView(.periodic(from: start, by: 1)) { _ in Text(start.timeIntervalSinceNow.runningText) }
            }
          }
          """,
      ], view: "TrackerClock", display: "HH:mm:ss", kind: "countUp"),
    Construct(
      name: "a property assigned from a method's parameter follows the method's caller",
      sources: [
        "Interval.swift": """
          import SwiftUI
          final class IntervalClock: ObservableObject {
            @Published var shown = ""
            private let started = Date()
            private static let formatter: DateComponentsFormatter = {
              let formatter = DateComponentsFormatter()
              formatter.unitsStyle = .positional
              formatter.allowedUnits = [.minute, .second]
              formatter.zeroFormattingBehavior = [.pad]
              return formatter
            }()
            func refresh() {
              let elapsedTime = Date().timeIntervalSince(started)
              let text = IntervalClock.formatter.string(from: elapsedTime)!
              self.publish(display: text)
            }
            func publish(display: String) { self.shown = display }
          }
          struct IntervalFace: View {
            @ObservedObject var clock: IntervalClock
            var body: some View { Text("\\(clock.shown)").font(.largeTitle) }
          }
          """,
      ], view: "IntervalFace", display: "MM:ss", kind: "countUp"),
    Construct(
      name: "a remaining time that starts at zero until a session sets it counts down",
      sources: [
        "Relay.swift": """
          import SwiftUI
          final class Relay: ObservableObject {
            @Published var remainingTime: TimeInterval = 0
            var formattedTime: String {
              let minutes = Int(remainingTime) / 60
              let seconds = Int(remainingTime) % 60
              return String(format: "%d:%02d", minutes, seconds)
            }
            func receive(_ duration: TimeInterval, elapsed: TimeInterval) { remainingTime = duration - elapsed }
          }
          struct RelayFace: View {
            @ObservedObject var relay: Relay
            var body: some View { Text(relay.formattedTime) }
          }
          """,
      ], view: "RelayFace", display: "M:ss", kind: "countdown"),
    Construct(
      name: "a field called milliseconds that wraps at 100 counts hundredths",
      sources: [
        "Cube.swift": """
          import SwiftUI
          struct Split { var min: Int; var seconds: Int; var milliseconds: Int }
          final class CubeModel: ObservableObject {
            @Published var split = Split(min: 0, seconds: 0, milliseconds: 0)
            func tick() {
              split.milliseconds += 1
              if split.milliseconds == 100 { split.milliseconds = 0; split.seconds += 1 }
            }
          }
          struct CubeClock: View {
            @ObservedObject var model: CubeModel
            var body: some View {
              HStack { Text("\\(model.split.min)"); Text(":"); Text("\\(model.split.seconds)"); Text(","); Text("\\(model.split.milliseconds)") }
            }
          }
          """,
      ], view: "CubeClock", display: "M:s,SS", kind: "countUp"),
    Construct(
      name: "a date's calendar components, bound with if let, are the minute within the hour",
      sources: [
        "Face.swift": """
          import SwiftUI
          extension Date {
            func minuteSecondText() -> String {
              let parts = Calendar.current.dateComponents([.minute, .second], from: self)
              if let m = parts.minute, let s = parts.second { return String(format: "%02d:%02d", m, s) }
              return "--:--"
            }
          }
          struct MinuteFace: View {
            var body: some View {
              TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date.minuteSecondText()) }
            }
          }
          """,
      ], view: "MinuteFace", display: "mm:ss", kind: "countdown"),
    Construct(
      name: "a format with hours chosen while there are hours omits them under an hour",
      sources: [
        "Parking.swift": """
          import SwiftUI
          extension TimeInterval {
            func clock() -> String {
              let hours = Int(self) / 3600
              let minutes = Int(self) / 60 % 60
              let seconds = Int(self) % 60
              if hours > 0 {
                return String(format: "%d:%02d:%02d", hours, minutes, seconds)
              } else {
                return String(format: "%02d:%02d", minutes, seconds)
              }
            }
          }
          final class Meter: ObservableObject {
            @Published var remaining: TimeInterval = 5400
            func tick() { remaining -= 1 }
          }
          struct MeterFace: View {
            @ObservedObject var meter: Meter
            var body: some View { Text(meter.remaining.clock()) }
          }
          """,
      ], view: "MeterFace", display: "H:mm:ss", kind: "countdown"),
    Construct(
      name: "widget cases inside #if among a switch's cases are read",
      sources: [
        "Widget.swift": """
          import SwiftUI
          import WidgetKit
          struct SunsetComplication: View {
            @Environment(\\.widgetFamily) var family
            let sunset: Date
            var body: some View {
              switch family {
              #if os(watchOS) || os(iOS)
              case .accessoryCircular:
                Text(sunset, style: .timer).monospacedDigit()
              #endif
              default:
                Image(systemName: "sun.horizon")
              }
            }
          }
          """,
      ], view: "SunsetComplication", display: "dateTimer", kind: "systemTimer"),
    Construct(
      name: "a relative date in a label gives way to the same view's timer Text",
      sources: [
        "Gauge.swift": """
          import SwiftUI
          struct EventGauge: View {
            let start: Date
            let end: Date
            var caption: some View { Text("Ends \\(end, style: .relative)") }
            var body: some View {
              ProgressView(timerInterval: start...end) {
                caption
              } currentValueLabel: {
                Text(end, style: .timer)
              }
            }
          }
          """,
      ], view: "EventGauge", display: "dateTimer", kind: "systemTimer"),
    Construct(
      name: "a ForEach over indices picks each character of the string (arr[i])",
      sources: [
        "Flap.swift": """
          import SwiftUI
          final class Egg: ObservableObject {
            @Published var left = 240
            var text: String { String(format: "%02d:%02d", left / 60, left % 60) }
            func tick() { left -= 1 }
          }
          struct FlapFace: View {
            @ObservedObject var egg: Egg
            var body: some View {
              let characters = Array(egg.text).map { String($0) }
              HStack(spacing: 2) {
                ForEach(0...4, id: \\.self) { i in
                  Text(characters[i]).frame(width: 30)
                }
              }
            }
          }
          """,
      ], view: "FlapFace", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "seconds padded by hand in a helper (s < 10 ? \"0\" + String(s) : String(s))",
      sources: [
        "EggClock.swift": """
          import SwiftUI

          struct EggClock: View {
            @State private var remaining = 180
            var label: String { show(remaining) }
            var body: some View {
              Text(label).font(.title)
            }
            func show(_ total: Int) -> String {
              let mins = total / 60
              let secs = total % 60
              let padded = secs < 10 ? "0" + String(secs) : String(secs)
              return String(mins) + ":" + padded
            }
          }
          """
      ], view: "EggClock", display: "M:ss", kind: "countdown"),
    Construct(
      name: "minutes and seconds padded by hand inside the Text (10 > m ? \"0\\(m)\" : \"\\(m)\")",
      sources: [
        "TeaClock.swift": """
          import SwiftUI

          struct TeaClock: View {
            @State private var remaining = 240
            var body: some View {
              let minutes = remaining / 60
              let seconds = remaining % 60
              Text((10 > minutes ? "0\\(minutes)" : "\\(minutes)") + ":" + (seconds <= 9 ? "0\\(seconds)" : "\\(seconds)"))
            }
          }
          """
      ], view: "TeaClock", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "padded by hand the other way round, in a model (s >= 10 ? \"\\(s)\" : \"0\\(s)\")",
      sources: [
        "BreathModel.swift": """
          import SwiftUI

          final class BreathModel: ObservableObject {
            @Published var left = 300
            @Published var shown = "05:00"
            func tick() {
              left -= 1
              shown = render()
            }
            func render() -> String {
              let m = left / 60
              let s = left % 60
              let mText = m >= 10 ? "\\(m)" : "0\\(m)"
              let sText = 9 < s ? "\\(s)" : "0\\(s)"
              return "\\(mText):\\(sText)"
            }
          }
          """,
        "BreathFace.swift": """
          import SwiftUI

          struct BreathFace: View {
            @ObservedObject var model: BreathModel
            var body: some View {
              Text(model.shown).font(.largeTitle)
            }
          }
          """,
      ], view: "BreathFace", display: "MM:ss", kind: "countdown"),
    Construct(
      name: "a \"0\" put before the seconds while they have one digit (\\(s < 10 ? \"0\" : \"\")\\(s))",
      sources: [
        "PlankClock.swift": """
          import SwiftUI

          struct PlankClock: View {
            @State private var left = 90
            var body: some View {
              Text(label).monospacedDigit()
            }
            private var label: String {
              let minutes = left / 60
              let seconds = left % 60
              return "\\(minutes):\\(seconds < 10 ? "0" : "")\\(seconds)"
            }
          }
          """
      ], view: "PlankClock", display: "M:ss", kind: "countdown"),
  ]

  @Test("is found without --view and read as the code reads", arguments: constructs)
  func found(_ construct: Construct) throws {
    let sources = construct.sources.sorted { $0.key < $1.key }.map { (path: "App/" + $0.key, text: $0.value) }
    let all = try SwiftImporter().importViews(sources: sources)
    #expect(all.skipped.isEmpty, "\(all.skipped.map(\.warning))")
    #expect(all.cases.contains { $0.view == construct.view }, "\(construct.view) not written; written: \(all.cases.map(\.view))")
    let named = try SwiftImporter().importViews(sources: sources, view: construct.view)
    let imported = try #require(named.cases.first { construct.file.map($0.swiftFile.hasSuffix) ?? true })
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.display == construct.display)
    #expect(facts.kind == construct.kind)
    // The case is valid for the library as it is for the importer.
    _ = try Auditor().importedCase(json: imported.json, id: imported.id, source: imported.swiftFile)
  }

  @Test("a localised positional format is the display; a status read through an object named timer is not")
  func localisedFormatAndStatus() throws {
    let source = """
      import SwiftUI
      enum SessionStatus: String { case idle, running }
      final class Session: ObservableObject {
        @Published var remaining = 1500
        @Published var status = SessionStatus.idle
        func tick() { remaining -= 1 }
      }
      struct DialFace: View {
        let status: String
        let timeText: String
        var body: some View { VStack { Text(status); Text(timeText).monospacedDigit() } }
      }
      struct DialScreen: View {
        @ObservedObject var timer: Session
        var body: some View { DialFace(status: timer.status.rawValue.capitalized, timeText: Self.text(timer.remaining)) }
        static func text(_ seconds: Int) -> String {
          String.localizedStringWithFormat(String(localized: "dial.time", defaultValue: "%1$02lld:%2$02lld"), seconds / 60, seconds % 60)
        }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Dial.swift", source)], view: "DialScreen", explain: true)
    let explanation = try #require(result.explanations.first)
    let taken = explanation.candidates.filter(\.taken)
    #expect(taken.map(\.text) == ["Text(timeText)"], "\(explanation.candidates.map { "\($0.text): \($0.why)" })")
    let imported = try #require(result.cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.display == "MM:ss")
    #expect(facts.kind == "countdown")
    // Which digits the user's locale substitutes is not documented: the digit rules say can't tell.
    let auditor = Auditor()
    let layoutCase = try auditor.importedCase(json: imported.json, id: imported.id, source: imported.swiftFile)
    let report = try auditor.audit([layoutCase], locales: .rtl, platforms: ["ios-26"])
    #expect(report.status(rule: "digit-order-ltr", case: imported.id, platform: "ios-26") == .cantTell)
    #expect(report.status(rule: "glyphs-not-mirrored", case: imported.id, platform: "ios-26") != .cantTell)
  }

  @Test("one number with a unit is a timer only when it runs with time: a history row's duration is not")
  func loneFieldRunsWithTime() throws {
    let history = """
      import SwiftUI
      struct Entry { let plannedMilliseconds: Int; var minutes: Int { plannedMilliseconds / 60_000 } }
      struct EntryRow: View {
        let entry: Entry
        var body: some View { HStack { Text("Focus"); Spacer(); Text("\\(entry.minutes) MIN") } }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Entry.swift", history)], explain: true)
    #expect(result.cases.isEmpty, "\(result.cases.map(\.view))")
    let explanation = try #require(result.explanations.first)
    #expect(explanation.candidates.contains { !$0.taken && $0.why.contains("nothing behind it changes as time passes") })
    // Set each tick from the state the module counts down, the same Text is a timer.
    let ticking = """
      import SwiftUI
      struct Plan { var workSeconds = 25 }
      final class Tasks: ObservableObject {
        @Published var currentMinute = 1
        var plan = Plan()
        func fire() { plan.workSeconds -= 1; currentMinute = plan.workSeconds }
      }
      struct TaskFace: View {
        @ObservedObject var tasks: Tasks
        var body: some View { Text("\\(tasks.currentMinute) min") }
      }
      """
    let counted = try SwiftImporter().importViews(sources: [("App/Tasks.swift", ticking)])
    #expect(counted.cases.map(\.view) == ["TaskFace"])
  }

  @Test("a value named a duration is not taken as the timer by its name: a planned task's length does not run")
  func durationByName() throws {
    let source = """
      import SwiftUI
      struct PlannedTask { let name: String; let suggestedDuration: String }
      struct TaskRow: View {
        let task: PlannedTask
        var body: some View { HStack { Text(task.name); Spacer(); Text(task.suggestedDuration) } }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/TaskRow.swift", source)], explain: true)
    #expect(result.cases.isEmpty, "\(result.cases.map(\.view))")
    let explanation = try #require(result.explanations.first)
    #expect(explanation.candidates.allSatisfy { !$0.taken }, "\(explanation.candidates.map(\.why))")
  }

  @Test("a Swift column counts code points, as the reports declare, not UTF-8 bytes")
  func codePointColumns() throws {
    let source = """
      import SwiftUI
      struct Clock: View {
        @State private var left = 90
        var body: some View { HStack { Text("⏱ ٣"); Text(String(format: "%02d:%02d", left / 60, left % 60)) } }
        func tick() { left -= 1 }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Clock.swift", source)], explain: true)
    let explanation = try #require(result.explanations.first)
    let taken = try #require(explanation.candidates.filter(\.taken).first)
    // `Text(String(format:…))` starts at code point 47 of line 4; in UTF-8 bytes, at 50.
    #expect(taken.at.hasSuffix("App/Clock.swift:4:47"), "\(taken.at)")
  }

  @Test("a second time value beside the display is other text, not the timer announced twice")
  func secondTimeValue() throws {
    let source = """
      import SwiftUI
      func clock(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
      struct LengthsView: View {
        @State private var workLength = 1500
        @State private var breakLength = 300
        var body: some View {
          VStack {
            HStack { Text("Work"); Spacer(); Text(clock(workLength)) }
            HStack { Text("Break"); Spacer(); Text(clock(breakLength)) }
          }
        }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Lengths.swift", source)], explain: true)
    let imported = try #require(result.cases.first)
    #expect(imported.json.components(separatedBy: "\"$display\"").count == 2, "one Text shows the display")
    let explanation = try #require(result.explanations.first)
    #expect(explanation.candidates.filter(\.taken).count == 1)
    #expect(explanation.candidates.contains { !$0.taken && $0.why.contains("another value than the display's") })
    // Audited, the second length is not a second announcement of the time.
    let auditor = Auditor()
    let layoutCase = try auditor.importedCase(json: imported.json, id: imported.id, source: imported.swiftFile)
    let report = try auditor.audit([layoutCase], locales: .rtl, platforms: ["ios-26"])
    #expect(report.failures(rule: "reflection-accessibility-hidden").isEmpty, "\(report.failureDescription)")
  }

  @Test("a background, tightened or kerned text and a turned ring leave the timer's order judged: only the rules that read what they change say can't tell")
  func backgroundAndTightening() throws {
    let source = """
      import SwiftUI
      struct BadgeTimer: View {
        @State private var left = 90
        var body: some View {
          HStack {
            Text(String(format: "%02d", left / 60))
            Text(":")
            Text(String(format: "%02d", left % 60))
          }
          .allowsTightening(true)
          .kerning(1)
          .background(Color.black)
          .overlay {
            Circle().trim(from: 0, to: 0.5).strokeBorder(lineWidth: 2).rotationEffect(.degrees(-90))
          }
        }
        func tick() { left -= 1 }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Badge.swift", source)]).cases.first)
    let auditor = Auditor()
    let layoutCase = try auditor.importedCase(json: imported.json, id: imported.id, source: imported.swiftFile)
    let report = try auditor.audit([layoutCase], locales: .rtl, platforms: ["ios-26"])
    // The unpinned row of fields still reverses under right-to-left locales, and says so; the
    // motion rules are judged; what a background may draw (glass) is what cannot be told.
    #expect(report.status(rule: "digit-order-ltr", case: imported.id, platform: "ios-26") == .failed)
    let motion = report.status(rule: "reduce-motion-morph", case: imported.id, platform: "ios-26")
    #expect(motion != nil && motion != .cantTell)
    #expect(report.status(rule: "glass-on-glass", case: imported.id, platform: "ios-26") == .cantTell)
    // A ring's trim, border and turn draw no time: the glyphs' rules still judge.
    #expect(report.status(rule: "glyphs-not-mirrored", case: imported.id, platform: "ios-26") != .cantTell)
  }

  @Test("a moment is not a timer: an event's time of day, a formatter without seconds, a date style")
  func moments() throws {
    let source = """
      import SwiftUI
      private let clockTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("hh:mm")
        return formatter
      }()
      struct ArrivalView: View {
        let arrival: Date
        var body: some View {
          VStack {
            Text(arrival, style: .time)
            Text("arrives \\(arrival, formatter: clockTime)")
            Text(arrival.formatted(.dateTime.hour().minute()))
            Text(Self.eta(arrival))
          }
        }
        static func eta(_ date: Date) -> String {
          let formatter = DateFormatter()
          formatter.timeStyle = .short
          return formatter.string(from: date)
        }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Arrival.swift", source)], explain: true)
    #expect(result.cases.isEmpty, "\(result.cases.map(\.view))")
    let explanation = try #require(result.explanations.first)
    #expect(explanation.candidates.count == 4)
    #expect(explanation.candidates.allSatisfy { !$0.taken && $0.why.contains("one moment") }, "\(explanation.candidates.map(\.why))")
  }

  struct StillDate: Sendable, CustomTestStringConvertible {
    var name: String
    /// The view's body and members, in `struct DateLabel: View`.
    var members: String
    /// What the explanation says of the Text.
    var why: String
    var testDescription: String { name }
  }

  // A date shown without a minute or second field changes at most once an hour, whichever date
  // it is; a date and time of a moment that is not now never changes.
  static let stillDates: [StillDate] = [
    StillDate(
      name: "a day's label from a date that starts now",
      members: """
          @State private var shownDay = Date.now
          var body: some View { Text(shownDay.formatted(.dateTime.weekday().month().day().year())) }
        """,
      why: "no minute or second field"),
    StillDate(
      name: "the current date in format: with date fields",
      members: "var body: some View { Text(Date.now, format: .dateTime.year().month().day()) }",
      why: "no minute or second field"),
    StillDate(
      name: "formatted(date:time:) without the time",
      members: "var body: some View { Text(Date().formatted(date: .complete, time: .omitted)) }",
      why: "no minute or second field"),
    StillDate(
      name: "a DateFormatter with a date style alone, of now",
      members: """
          private static let day: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateStyle = .long
            return formatter
          }()
          var body: some View { Text(Self.day.string(from: Date())) }
        """,
      why: "no minute or second field"),
    StillDate(
      name: "a DateFormatter pattern of date fields, of now",
      members: """
          private static let day: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "EEEE, d MMM"
            return formatter
          }()
          var body: some View { Text(Self.day.string(from: .now)) }
        """,
      why: "no minute or second field"),
    StillDate(
      name: "the current date in style .date",
      members: "var body: some View { Text(Date.now, style: .date) }",
      why: "no minute or second field"),
    StillDate(
      name: "a last scan's date in the default format",
      members: """
          let lastScanDate: Date?
          var body: some View {
            HStack {
              Text("Last scan")
              if let date = lastScanDate { Text(date.formatted()) }
            }
          }
        """,
      why: "one moment"),
  ]

  @Test("a date that does not tick is not a timer", arguments: stillDates)
  func stillDate(_ example: StillDate) throws {
    let source = """
      import SwiftUI
      struct DateLabel: View {
      \(example.members)
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/DateLabel.swift", source)], explain: true)
    #expect(result.cases.isEmpty, "\(result.cases.map(\.json))")
    let explanation = try #require(result.explanations.first)
    let dated = try #require(explanation.candidates.last)
    #expect(!dated.taken && dated.why.contains(example.why), "\(explanation.text)")
  }

  @Test("a clock still ticks: the current time with minutes or seconds, in a TimelineView")
  func clocksTick() throws {
    let source = """
      import SwiftUI
      struct WallClock: View {
        var body: some View {
          TimelineView(.everyMinute) { context in
            VStack {
              Text(context.date.formatted(.dateTime.hour().minute()))
              Text(context.date.formatted())
            }
          }
        }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/WallClock.swift", source)], explain: true)
    #expect(result.cases.map(\.view) == ["WallClock"])
    let explanation = try #require(result.explanations.first)
    #expect(explanation.candidates.first?.taken == true, "\(explanation.text)")
    #expect(explanation.candidates.allSatisfy { !$0.why.contains("does not tick") && !$0.why.contains("one moment") }, "\(explanation.text)")
  }

  @Test("what is not a time is not a timer: numbers, percentages, editor positions, lists, a setting's localised value, a chapter and verse")
  func notTimers() throws {
    let source = """
      import SwiftUI
      struct Chapter { let id: Int }
      struct Verse { let id: Int }
      struct StatsView: View {
        let chapter: Chapter
        let verse: Verse
        let sessions: Int
        let progress: Double
        let line: Int
        let column: Int
        let items: [String]
        let workMinutes: Int
        var body: some View {
          VStack {
            Text(String.localizedStringWithFormat(NSLocalizedString("settings.minutes", comment: ""), workMinutes))
            Text(sessions, format: .number)
            Text(String(format: "%.0f%%", progress * 100))
            Text("Line: \\(line)  Col: \\(column)")
            ForEach(items, id: \\.self) { item in Text(item) }
            ForEach(0..<3) { i in Text("\\(i)") }
            Text("\\(sessions)m")
            Text("\\(chapter.id):\\(verse.id)")
          }
        }
      }
      """
    let result = try SwiftImporter().importViews(sources: [("App/Stats.swift", source)], explain: true)
    #expect(result.cases.isEmpty, "\(result.cases.map(\.view))")
    let explanation = try #require(result.explanations.first)
    #expect(!explanation.taken)
    #expect(explanation.candidates.filter(\.taken).isEmpty)
    #expect(explanation.candidates.contains { $0.why.contains("formats a number") })
    #expect(explanation.candidates.contains { $0.why.contains("none of which computes a part of a time") })
    // Named, it is still imported, and the rules that read the time say can't tell.
    let named = try SwiftImporter().importViews(sources: [("App/Stats.swift", source)], view: "StatsView")
    let imported = try #require(named.cases.first)
    #expect(imported.json.contains("no Text in this view's body shows a time value"))
  }

  @Test("an animation is the time's only where it modifies the time and follows its value")
  func animationAttribution() throws {
    let source = """
      import SwiftUI
      struct RingTimer: View {
        @State private var remaining = 300
        @State private var progress = 1.0
        @State private var running = false
        var body: some View {
          ZStack {
            Circle()
              .trim(from: 0, to: progress)
              .animation(.easeInOut, value: progress)
            Circle()
              .animation(.linear, value: remaining)
            Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
              .animation(.default, value: remaining)
              .animation(.spring, value: running)
          }
        }
        func tick() { remaining -= 1 }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Ring.swift", source)]).cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    // Lines 10 and 12 animate the rings, 14 the digits, 15 the running state's change.
    #expect(facts.animations == [10: false, 12: false, 14: true, 15: false])
  }

  @Test("a content transition says what it animates; the motion rules cannot judge it")
  func contentTransition() throws {
    let source = """
      import SwiftUI
      struct RaceTimer: View {
        @State private var remaining = 90
        @State private var laps = 0
        var body: some View {
          VStack {
            Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
              .contentTransition(.numericText(countsDown: true))
            Text("\\(laps) laps")
              .contentTransition(.numericText())
          }
        }
        func tick() { remaining -= 1 }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Race.swift", source)]).cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.animations == [8: true, 10: false])
    #expect(facts.listedLines.isSuperset(of: [8, 10]))
  }

  @Test("withAnimation animates the time only where it ticks the timer's state")
  func withAnimation() throws {
    let source = """
      import SwiftUI
      struct TapTimer: View {
        @State private var left = 60
        @State private var showsControls = true
        var body: some View {
          VStack {
            Text(String(format: "%d:%02d", left / 60, left % 60))
            Button("Hide") { withAnimation { showsControls = false } }
          }
          .onAppear { withAnimation(.linear) { left -= 1 } }
        }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Tap.swift", source)]).cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.animations == [8: false, 10: true])
  }

  @Test("withAnimation in the view's model counts: a new value for what the display shows animates the time, a save does not")
  func withAnimationInModel() throws {
    let source = """
      import SwiftUI
      final class Countdown: ObservableObject {
        @Published var shown = "01:00"
        @Published var saved = false
        private var left = 60
        func tick() {
          left = max(left - 1, 0)
          withAnimation { shown = String(format: "%02d:%02d", left / 60, left % 60) }
        }
        func save() { withAnimation(.easeOut) { saved = true } }
      }
      struct CountdownFace: View {
        @StateObject private var countdown = Countdown()
        var body: some View { Text(countdown.shown) }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Countdown.swift", source)], view: "CountdownFace").cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.animations == [8: true, 10: false])
  }

  @Test("views the case format could not hold are written valid", arguments: [
    ("a some View property used twice, the second flipped: a reflection", """
      struct MirrorTimer: View {
        @State private var remaining = 600
        var body: some View {
          VStack(spacing: 0) {
            digits
            digits.scaleEffect(x: 1, y: -1).opacity(0.3)
          }
        }
        private var digits: some View {
          HStack(spacing: 0) {
            ForEach(Array(text.enumerated()), id: \\.offset) { _, character in Text(String(character)) }
          }
        }
        private var text: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }
      }
      """),
    ("two sibling rows of digit cells", """
      struct TwoRows: View {
        @State private var remaining = 600
        private var text: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }
        var body: some View {
          VStack {
            HStack { ForEach(Array(text.enumerated()), id: \\.offset) { _, c in Text(String(c)) } }
            HStack { ForEach(Array(text.enumerated()), id: \\.offset) { _, c in Text(String(c)) } }
          }
        }
      }
      """),
    ("a ViewModifier that uses its content in both branches", """
      struct Pulse: ViewModifier {
        let on: Bool
        func body(content: Content) -> some View {
          if on { content.scaleEffect(1.1) } else { content }
        }
      }
      struct PulsingTimer: View {
        @State private var remaining = 600
        private var text: String { String(format: "%02d:%02d", remaining / 60, remaining % 60) }
        var body: some View {
          HStack { ForEach(Array(text.enumerated()), id: \\.offset) { _, c in Text(String(c)) } }
            .modifier(Pulse(on: remaining < 10))
        }
      }
      """),
    ("a label and a Text with a value followed by a letter", """
      struct Reps: View {
        @State private var remaining = 600
        @State private var reps = 3
        var body: some View {
          VStack {
            Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
              .accessibilityLabel("\\(reps)s left")
            Text("\\(reps)s left")
          }
        }
      }
      """),
    ("a view nested 40 stacks deep", "struct Deep: View {\n  @State private var remaining = 600\n  var body: some View {\n"
      + String(repeating: "VStack {\n", count: 40) + "Text(String(format: \"%02d:%02d\", remaining / 60, remaining % 60))\n"
      + String(repeating: "}\n", count: 40) + "  }\n}\n"),
  ])
  func validCases(_ example: (String, String)) throws {
    let result = try SwiftImporter().importViews(sources: [("App/View.swift", "import SwiftUI\n" + example.1)])
    #expect(result.skipped.isEmpty, "\(result.skipped.map(\.warning))")
    #expect(!result.cases.isEmpty)
    for item in result.cases {
      _ = try Auditor().importedCase(json: item.json, id: item.id, source: item.swiftFile)
    }
  }

  @Test("the reflection idiom becomes a Reflection of the row")
  func reflectionFromProperty() throws {
    let source = """
      import SwiftUI
      struct MirrorTimer: View {
        @State private var remaining = 600
        var body: some View {
          VStack(spacing: 0) {
            digits
            digits.scaleEffect(x: 1, y: -1)
          }
        }
        private var digits: some View { Text(String(format: "%02d:%02d", remaining / 60, remaining % 60)) }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Mirror.swift", source)]).cases.first)
    #expect(try #require(ImportedFacts(json: imported.json)).reflection)
  }

  /// An Xcode project written for this test: the project says iOS 17.2 first, the app target
  /// (iPhone only) 18.0, the widget target iPhone and iPad at the project's 17.2.
  static let project = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        P1 = {isa = PBXProject; mainGroup = G0; buildConfigurationList = CLP; targets = (T1, T2); };
        G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F2); path = Widget; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = TimerView.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = Live.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); buildConfigurationList = CL1; };
        T2 = {isa = PBXNativeTarget; name = Widget; buildPhases = (S2); buildConfigurationList = CL2; };
        CLP = {isa = XCConfigurationList; buildConfigurations = (CP); };
        CL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        CL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
        CP = {isa = XCBuildConfiguration; name = Release; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.2; SDKROOT = iphoneos; }; };
        C1 = {isa = XCBuildConfiguration; name = Release; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 18.0; TARGETED_DEVICE_FAMILY = 1; }; };
        C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = { TARGETED_DEVICE_FAMILY = "1,2"; }; };
      };
      rootObject = P1;
    }
    """

  @Test("project facts are the target's that builds the view, and every localisation folder is written")
  func projectFacts() throws {
    let root = try Scratch.folder("xcode")
    let files: [String: String] = [
      "App.xcodeproj/project.pbxproj": Self.project,
      "App/TimerView.swift": """
        import SwiftUI
        struct TimerView: View {
          @State private var left = 300
          var body: some View { Text(String(format: "%d:%02d", left / 60, left % 60)) }
          func tick() { left -= 1 }
        }
        """,
      "Widget/Live.swift": """
        import SwiftUI
        struct LiveView: View {
          let end: Date
          var body: some View { Text(timerInterval: Date.now...end, countsDown: true) }
        }
        """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    // Sixty localisations in deep folders (their sources join to more than a case's 1,000
    // characters), a string catalog's `mul`, and `zh-HK`, which ICU has no locale for.
    let languages = ["en", "ar", "he", "fa", "ur", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "nb", "pl", "cs", "sk", "hu", "ro",
      "bg", "el", "tr", "ru", "uk", "hr", "sr", "sl", "lt", "lv", "et", "ja", "ko", "zh-Hans", "zh-Hant", "zh-HK", "th", "vi", "id", "ms",
      "hi", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "ca", "eu", "gl", "is", "ga", "cy", "sq", "mk", "ka", "hy", "mul"]
    for language in languages {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("App/Resources/Localization/Strings/\(language).lproj"), withIntermediateDirectories: true)
    }
    let importer = SwiftImporter(isKnownLocale: Auditor().catalog.cases.isKnownLocale)
    let result = try importer.importViews(from: [root.path])
    #expect(result.skipped.isEmpty, "\(result.skipped.map(\.warning))")
    let timer = try #require(result.cases.first { $0.view == "TimerView" })
    let live = try #require(result.cases.first { $0.view == "LiveView" })
    let timerFacts = try #require(ImportedFacts(json: timer.json))
    #expect(timerFacts.deploymentTarget == ["iOS": "18.0"])
    #expect(try #require(ImportedFacts(json: live.json)).deploymentTarget == ["iOS": "17.2", "iPadOS": "17.2"])
    #expect(!timerFacts.localizations.contains("mul"))
    #expect(timerFacts.localizations.contains("zh"))
    #expect(!timerFacts.localizations.contains("zh-HK"))
    #expect(timerFacts.localizations.contains("ar"))
    for item in result.cases {
      _ = try Auditor().importedCase(json: item.json, id: item.id, source: item.swiftFile)
    }
  }

  @Test("a hidden sizing copy under an overlaid timer is not a second announcement of the time")
  func hiddenSizingCopy() throws {
    let source = """
      import SwiftUI
      struct SizedTimer: View {
        let target: Date
        var body: some View {
          Text("00:00:00")
            .hidden()
            .overlay(alignment: .leading) { Text(target, style: .timer) }
        }
      }
      """
    let cases = try ImportSupport.cases(try ImportSupport.importSources([("App/Sized.swift", source)]))
    let report = try Auditor().audit(cases, locales: .ids(["en", "ar"]), platforms: ["ios-26"], rules: ["reflection-accessibility-hidden"])
    #expect(!report.results.isEmpty)
    #expect(report.results.allSatisfy { $0.status != .failed }, "\(report.results.flatMap(\.findings).map(\.message))")
  }

  @Test("a ForEach over a number range (progress dots) is not the timer's digit cells")
  func rangeIsNotCells() throws {
    let source = """
      import SwiftUI
      final class Sprint: ObservableObject {
        @Published var left = 1500
        var text: String { String(format: "%02d:%02d", left / 60, left % 60) }
        func tick() { left -= 1 }
      }
      struct SprintFace: View {
        @ObservedObject var sprint: Sprint
        var body: some View {
          VStack {
            Text(sprint.text)
            HStack(spacing: 16) {
              ForEach(0...3, id: \\.self) { index in
                Circle().frame(width: 10, height: 10)
              }
            }
          }
        }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Sprint.swift", source)], view: "SprintFace").cases.first)
    #expect(!imported.json.contains("DigitCells"), "\(imported.json)")
    #expect(ImportedFacts(json: imported.json)?.display == "MM:ss")
  }

  @Test(
    "a ForEach over a list of other things (mascots, tasks) beside the timer is not its digit cells",
    arguments: [
      "ForEach(Array(mascots.enumerated()), id: \\.element) { _, mascot in Image(mascot.rawValue).frame(width: 20) }",
      "ForEach(tasks.indices, id: \\.self) { i in RoundedRectangle(cornerRadius: 7).frame(width: tasks[i].share * 300) }",
    ])
  func listIsNotCells(row: String) throws {
    let source = """
      import SwiftUI
      enum Mascot: String, CaseIterable { case fox, owl }
      struct Chore { var share: Double }
      final class Focus: ObservableObject {
        @Published var left = 1500
        @Published var tasks: [Chore] = []
        var text: String { String(format: "%02d:%02d", left / 60, left % 60) }
      }
      struct FocusScreen: View {
        @ObservedObject var focus: Focus
        @State private var mascots: [Mascot] = []
        private var tasks: [Chore] { focus.tasks }
        var body: some View {
          VStack {
            Text(focus.text)
            HStack(spacing: 0) {
              \(row)
            }
          }
          .onAppear { mascots = Mascot.allCases.shuffled() }
        }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Focus.swift", source)], view: "FocusScreen").cases.first)
    #expect(!imported.json.contains("DigitCells"), "\(imported.json)")
    #expect(ImportedFacts(json: imported.json)?.display == "MM:ss")
  }

  @Test("a view inside #if !os(macOS) is audited only on the platforms that compile it")
  func compiledPlatforms() throws {
    let source = """
      import SwiftUI
      #if !os(macOS)
      struct WristCountdown: View {
        let end: Date
        var body: some View { Text(end, style: .timer) }
      }
      #endif
      #if os(watchOS) || os(iOS)
      struct PhoneCountdown: View {
        let end: Date
        var body: some View { Text(end, style: .timer) }
      }
      #elseif os(tvOS)
      struct TVCountdown: View {
        let end: Date
        var body: some View { Text(end, style: .timer) }
      }
      #endif
      """
    let cases = try SwiftImporter().importViews(sources: [("App/Countdowns.swift", source)]).cases
    func platforms(_ view: String) throws -> Set<String> {
      let imported = try #require(cases.first { $0.view == view })
      return try #require(ImportedFacts(json: imported.json)).platforms
    }
    #expect(try platforms("WristCountdown") == ["iOS", "iPadOS", "tvOS", "watchOS", "visionOS"])
    #expect(try platforms("PhoneCountdown") == ["iOS", "iPadOS", "watchOS"])
    #expect(try platforms("TVCountdown") == ["tvOS"])
  }

  @Test("an animation inside a background's content is read as other content")
  func backgroundAnimation() throws {
    let source = """
      import SwiftUI
      struct HoverTimer: View {
        @State private var left = 300
        @State private var hovered = false
        var body: some View {
          Text(String(format: "%d:%02d", left / 60, left % 60))
            .background(
              Circle()
                .opacity(hovered ? 0.2 : 0)
                .animation(.easeInOut, value: hovered)
            )
            .onAppear { left -= 1 }
        }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Hover.swift", source)]).cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.animations == [10: false])
  }

  @Test("a field of a ForEach over a fixed list (a duration picker's presets) is not the timer")
  func presetsAreNotTheTimer() throws {
    let source = """
      import SwiftUI
      enum Presets { static let minutes: [Int] = [5, 15, 25, 45] }
      final class Focus: ObservableObject {
        @Published var left = 1500
        var text: String { String(format: "%02d:%02d", left / 60, left % 60) }
        func tick() { left -= 1 }
      }
      struct FocusHome: View {
        @ObservedObject var focus: Focus
        var body: some View {
          VStack {
            HStack {
              ForEach(Presets.minutes, id: \\.self) { minutes in
                Button(action: {}) { Text("\\(minutes)m") }
              }
            }
            Text(focus.text)
          }
        }
      }
      """
    let imported = try #require(try SwiftImporter().importViews(sources: [("App/Focus.swift", source)], view: "FocusHome").cases.first)
    #expect(ImportedFacts(json: imported.json)?.display == "MM:ss")
  }

  @Test("inside a view compiled only for macOS, another platform's #else clause is not a variant")
  func deadPlatformClause() throws {
    let sources = [
      (path: "App/Chrome.swift", text: """
        import SwiftUI
        struct Chrome: ViewModifier {
          func body(content: Content) -> some View {
            #if os(macOS)
            content.padding(8)
            #else
            content.padding(16)
            #endif
          }
        }
        """),
      (path: "App/DeskTimer.swift", text: """
        #if os(macOS)
        import SwiftUI
        struct DeskTimer: View {
          let end: Date
          var body: some View { Text(end, style: .timer).modifier(Chrome()) }
        }
        #endif
        """),
    ]
    let imported = try #require(try SwiftImporter().importViews(sources: sources, view: "DeskTimer").cases.first)
    let facts = try #require(ImportedFacts(json: imported.json))
    #expect(facts.variants == 0, "\(imported.json)")
    #expect(facts.platforms == ["macOS"])
  }
}
