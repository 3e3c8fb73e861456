import Foundation

// libFuzzer's driver when built with `-sanitize=fuzzer`; else the inputs named on the command line, each checked once.
exit(FuzzTarget.main())
