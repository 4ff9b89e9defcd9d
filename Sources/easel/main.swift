// The `easel` command's entry point; one file per command beside it (EaselCommand.swift).
EaselCommand.main()
