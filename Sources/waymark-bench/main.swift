import WaymarkBench

WaymarkBenchCommandLine.main()
