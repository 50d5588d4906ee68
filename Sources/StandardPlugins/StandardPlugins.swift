public import Commands
import DumpCommands
import ExportCommands
import FixCommands
import ImportCommands
import InterfaceBuilderCommands
import LessonCommands
import ScriptCommands
import SpacerCommands
import StackViewCommands
import TableCommands
import TimelineCommands
import ViewCommands

/// The plugins the program links, in the order `help` lists them: the one list of them. The
/// executable, the benchmarks, the tests and the fuzz targets all register from here, so a new
/// family of commands is its folder under `Plugins/`, its entry in `Package.swift`, and a line
/// here.
public enum StandardPlugins {
    public static var all: [any Plugin.Type] { [
        ViewCommands.self,
        TableCommands.self,
        TimelineCommands.self,
        DumpCommands.self,
        LessonCommands.self,
        InterfaceBuilderCommands.self,
        ScriptCommands.self,
        SpacerCommands.self,
        StackViewCommands.self,
        FixCommands.self,
        ExportCommands.self,
        ImportCommands.self,
    ] }

}
