import ReportModel

@testable import Runner

/// The straightforward run the equivalence tests compare `AuditRunner` with: on one thread, each
/// (case, platform) unit evaluated on its own at every tick and branch combination
/// (`AuditRequest.straightforward`), and every outcome expanded to each locale and setting
/// (`ExpandedUnitAssembler`). Slow, and nothing in it is shared or grouped.
enum ReferenceRun {
  static func report(_ request: AuditRequest) throws -> AuditReport {
    var request = request
    request.straightforward = true
    request.jobs = 1
    var plan = AuditPlan(request)
    for caseIndex in plan.casesInShard {
      let layoutCase = request.cases[caseIndex].layoutCase
      plan.classify(caseIndex, as: try LocaleClassifier.groups(for: layoutCase, locales: request.locales))
    }
    let evaluator = ClassEvaluator(plan: plan)
    let assembler = ExpandedUnitAssembler(plan: plan, evaluator: evaluator)
    let units = try plan.units.map { unit in
      let classes = try plan.classes[unit.caseIndex].indices.map { classIndex in
        try evaluator.evaluate(caseIndex: unit.caseIndex, classIndex: classIndex, platforms: [unit.platformIndex])[0]
      }
      return assembler.assemble(unit, classes: classes)
    }
    return ReportAssembler.report(plan: plan, units: units)
  }
}
