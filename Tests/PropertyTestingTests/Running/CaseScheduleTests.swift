import PropertyTesting
import Testing

@Suite("CaseSchedule")
struct CaseScheduleTests {
  @Test("Size ramps from 0 to maxSize over the first half of a short run")
  func shortRun() {
    let sizes = (0..<100).map { CaseSchedule.size(forCase: $0, of: 100, maxSize: 100) }
    #expect(sizes[0] == 0)
    #expect(sizes[25] == 50)
    #expect(sizes[49] == 98)
    #expect(sizes[50...].allSatisfy { $0 == 100 })
    #expect(sizes == sizes.sorted())
  }

  @Test("A long run ramps over at most maxRampCases cases, even with Int.max cases")
  func longRun() {
    let ramp = CaseSchedule.maxRampCases
    #expect(CaseSchedule.size(forCase: ramp / 2, of: .max, maxSize: 10) == 5)
    #expect(CaseSchedule.size(forCase: ramp, of: .max, maxSize: 10) == 10)
    #expect(CaseSchedule.size(forCase: .max - 1, of: .max, maxSize: 10) == 10)
  }

  @Test("Case seeds are the derived seeds of the run")
  func caseSeeds() {
    #expect(CaseSchedule.caseSeed(run: 9, index: 4) == deriveSeed(9, 4))
    #expect(CaseSchedule.caseSeed(run: 9, index: 4) != CaseSchedule.caseSeed(run: 9, index: 5))
  }
}
