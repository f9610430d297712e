import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the entries of `directory` whose names `match` takes (a prefix, or a test of the name)
 * and that were last modified before `before`: what a crash left in a scratch directory. Answers
 * how many went; a directory that does not exist has none.
 */
export const removeStaleFiles = async (
  directory: string,
  before: Date,
  match: string | ((name: string) => boolean) = '',
): Promise<number> => {
  const wanted = typeof match === 'string' ? (name: string) => name.startsWith(match) : match;
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter(wanted)) {
    const file = path.join(directory, name);
    // gone meanwhile: nothing to remove
    const stats = await fs.stat(file).catch(() => null);
    if (!stats || stats.mtimeMs >= before.getTime()) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed++;
  }
  return removed;
};
