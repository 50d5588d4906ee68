/// The plugin API and the script language: tokens, constraint expressions, Visual Format
/// Language. It knows nothing of the shell that reads the lines.
public enum CommandsModule {}
