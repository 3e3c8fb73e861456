import TouchCheckCommand

TouchCheckCommand.main()
