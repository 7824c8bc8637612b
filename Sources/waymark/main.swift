import WaymarkCLI

WaymarkCommandLine.main()
