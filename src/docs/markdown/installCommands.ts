import {
  PACKAGE_MANAGER_CODEC,
  type PackageManager,
} from '../../settings/packageManager/packageManagerCodec';

/** Each package manager's commands, as one install block's tabs show them. */
export type InstallCommands = Record<PackageManager, string>;

/** Fence languages an install command is written in. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell']);

/** Whether a fenced block's language (after the three backticks) is a shell. */
export function isShellLanguage(language: string | undefined): boolean {
  return language !== undefined && SHELL_LANGUAGES.has(language);
}

function managerOfCommand(line: string): PackageManager | null {
  const program = /^(\S+)\s/.exec(line)?.[1];
  return PACKAGE_MANAGER_CODEC.values.find((manager) => manager === program) ?? null;
}

function meaningfulLines(code: string): string[] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The one package manager all commands of a block run (`npm uninstall …` then `npm install …`
 * is npm), or null when a line runs another program or the block has no command. Comment lines
 * do not count.
 */
export function managerOfBlock(code: string): PackageManager | null {
  const commands = meaningfulLines(code).filter((line) => !line.startsWith('#'));
  const managers = new Set(commands.map(managerOfCommand));
  const [only] = managers;
  return managers.size === 1 && only !== null && only !== undefined ? only : null;
}

function complete(found: Partial<InstallCommands>): InstallCommands | null {
  return PACKAGE_MANAGER_CODEC.values.every((manager) => found[manager] !== undefined)
    ? (found as InstallCommands)
    : null;
}

/**
 * Consecutive code blocks that give the same install once per package manager: three blocks,
 * one for each of npm, yarn and pnpm (in any order), each running only its manager. Null for
 * any other run of blocks.
 */
export function installCommandsOfBlocks(codes: readonly string[]): InstallCommands | null {
  if (codes.length !== PACKAGE_MANAGER_CODEC.values.length) {
    return null;
  }
  const found: Partial<InstallCommands> = {};
  for (const code of codes) {
    const manager = managerOfBlock(code);
    if (manager === null || found[manager] !== undefined) {
      return null;
    }
    found[manager] = code.trim();
  }
  return complete(found);
}

/**
 * One code block holding each package manager's commands in turn (`npm install x`, `yarn add x`,
 * `pnpm add x`), each run optionally headed by a comment naming its manager (`# npm`). Null when
 * a manager is missing or comes twice, a line runs another program, or another comment would be
 * lost (`# Community (MIT)` above one command of several).
 */
export function installCommandsOfBlock(code: string): InstallCommands | null {
  const found: Partial<InstallCommands> = {};
  let current: PackageManager | null = null;
  for (const line of meaningfulLines(code)) {
    if (line.startsWith('#')) {
      const named = line.slice(1).trim();
      if (!(PACKAGE_MANAGER_CODEC.values as readonly string[]).includes(named)) {
        return null;
      }
      continue;
    }
    const manager = managerOfCommand(line);
    if (manager === null) {
      return null;
    }
    if (manager !== current) {
      if (found[manager] !== undefined) {
        return null;
      }
      current = manager;
      found[manager] = line;
    } else {
      found[manager] = `${found[manager]}\n${line}`;
    }
  }
  return complete(found);
}
