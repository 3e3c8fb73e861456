import Testing
@testable import TouchCheck

@Suite("A campaign's batches")
struct CampaignLoopTests {
  @Test("A batch on several workers is cut to the cases the time left allows at the last batch's rate, never below one a worker")
  func fittedToDeadline() {
    // 10,000 cases a second with 0.05 s left: 500 cases, not 4,096.
    #expect(CampaignLoop.fitted(4_096, jobs: 2, rate: 10_000, remaining: .milliseconds(50)) == 500)
    // Time for more than the batch: the batch as it is.
    #expect(CampaignLoop.fitted(4_096, jobs: 2, rate: 10_000, remaining: .seconds(1)) == 4_096)
    // Almost no time: one case a worker, so the batch still makes progress.
    #expect(CampaignLoop.fitted(4_096, jobs: 4, rate: 10_000, remaining: .microseconds(10)) == 4)
    // One worker loses nothing when the deadline cuts its batch; no rate yet, no deadline or past it: unchanged.
    #expect(CampaignLoop.fitted(4_096, jobs: 1, rate: 10_000, remaining: .milliseconds(50)) == 4_096)
    #expect(CampaignLoop.fitted(4_096, jobs: 2, rate: nil, remaining: .milliseconds(50)) == 4_096)
    #expect(CampaignLoop.fitted(4_096, jobs: 2, rate: 10_000, remaining: nil) == 4_096)
    #expect(CampaignLoop.fitted(4_096, jobs: 2, rate: 10_000, remaining: .zero) == 4_096)
  }
}
