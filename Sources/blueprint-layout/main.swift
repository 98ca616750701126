import BlueprintLayoutCommand

BlueprintLayoutCommand.main()
