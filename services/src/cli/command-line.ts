import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Stop a command with one line on stderr, prefixed with its name, and an exit code (2: bad usage). */
export function failWith(command: string) {
  return (message: string, exitCode = 2): never => {
    process.stderr.write(`${command}: ${message}\n`);
    process.exit(exitCode);
  };
}

/**
 * A command's options as node's parseArgs reads them, with --help (-h) printing `usage` and an
 * unknown or malformed option answered in one line.
 */
export function commandOptions<O extends NonNullable<ParseArgsConfig['options']>>(command: string, usage: string, options: O) {
  const fail = failWith(command);
  let values: Record<string, string | boolean | undefined> = {};
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } } }) as { values: Record<string, string | boolean | undefined> });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)} (see --help)`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return values;
}
