/** A chosen video and the episode number it will be added as. */
export type ChosenEpisode = { file: File; episodeNumber: number };

/** The first whole number in a file's name (`ep12.mp4` → 12), ignoring the extension. */
export const numberInName = (name: string): number | null => {
  const stem = name.replace(/\.[^.]*$/, '');
  const match = /\d+/.exec(stem);
  const n = match ? Number(match[0]) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

/**
 * Numbers for newly chosen videos, as the upload page numbers them
 * (docs/product/studio.md#files): from the name, else the next free one after every number
 * taken so far. A file for a number already chosen replaces that choice.
 */
export const numberFiles = (
  files: readonly File[],
  existing: readonly number[],
  chosen: readonly ChosenEpisode[] = [],
): ChosenEpisode[] => {
  const result = [...chosen];
  for (const file of files) {
    const taken = [...existing, ...result.map((c) => c.episodeNumber)];
    const episodeNumber = numberInName(file.name) ?? Math.max(0, ...taken) + 1;
    const at = result.findIndex((c) => c.episodeNumber === episodeNumber);
    if (at >= 0) result[at] = { file, episodeNumber };
    else result.push({ file, episodeNumber });
  }
  return result.sort((a, b) => a.episodeNumber - b.episodeNumber);
};

/** What stops the chosen episodes from being added: a taken or repeated number. */
export const numberProblems = (
  chosen: readonly ChosenEpisode[],
  existing: readonly number[],
): Map<number, 'taken' | 'repeated'> => {
  const problems = new Map<number, 'taken' | 'repeated'>();
  const seen = new Set<number>();
  chosen.forEach(({ episodeNumber }, index) => {
    if (existing.includes(episodeNumber)) problems.set(index, 'taken');
    else if (seen.has(episodeNumber)) problems.set(index, 'repeated');
    seen.add(episodeNumber);
  });
  return problems;
};

/** Comma-separated text as a list: trimmed, blanks and repeats dropped. */
export const splitList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  ),
];
