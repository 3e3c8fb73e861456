// A user's own `touchcheck`: the three documented lines, with their engine registered by name.
import TouchCheckCommand

TouchCheckCommand.main(engines: [MyEngine()])
