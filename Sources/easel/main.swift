// The `easel` command's entry point; the commands live in the EaselCLI library.
import EaselCLI

EaselCLI.main()
