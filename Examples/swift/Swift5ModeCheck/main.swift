// The documented three-line main, built in the Swift 5 language mode: TouchCheckCommand.main(engines:) must be callable
// from top-level code there too (it is not main-actor code in that mode). `swift build` checks it.
import TouchCheckCommand

TouchCheckCommand.main(engines: [])
