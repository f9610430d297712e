/**
 * Which modules share a chunk, decided from what each page loads first.
 *
 * Left to itself, rolldown gives every set of importers its own chunk: 171 chunks, a page's first
 * load 45–78 scripts, 48 of /video's under 2 KB. Each request costs the main thread as well as
 * the network (Lighthouse's "Other" grew with the count; a module graph's fetch and link tasks
 * with it). The plan groups rolldown's shared chunks (those without an entry of their own) by the
 * set of pages whose first load needs them: modules every page loading one needs the other go
 * in one file, so no page loads a byte more than before; then a group smaller than MERGE_BELOW
 * joins the smallest group whose pages include its own, which costs those few pages its bytes.
 *
 * It never moves a page's own module (a chunk with a facade keeps its file and its manifest
 * entry, which apps/server's web-manifest.ts and build/app-preloads.ts read), nor what index.html
 * loads before the app (the early starts wait for nothing else), and what the app's boot chunk
 * loads stays apart from what only pages load, as does what each early start loads.
 */

/** The part of a rolldown output chunk the plan reads. */
export type PlannedChunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** Each module in the chunk with its rendered length (0: tree-shaken away). */
  modules: Readonly<Record<string, number>>;
};

export type ChunkPlanInput = {
  chunks: readonly PlannedChunk[];
  /** Each page's first load: its modules as path ends (`features/x/components/x-page.tsx`). */
  firstLoads: Readonly<Record<string, readonly string[]>>;
  /** Loaded on every page beside its own: the app's boot and the layout's lazy parts. */
  everyPage: readonly string[];
  /** The module whose chunk is the app's boot (its static graph stays in groups of its own). */
  boot: string;
  /** The route tables' lazy imports (module ids): each must be in a page's first load. */
  routeModules: readonly string[];
};

/**
 * A shared group this small (rendered bytes) joins a larger one: about 0.5 KiB brotli, less than
 * a request's headers and its task on a phone.
 */
export const MERGE_BELOW = 2048;

type Group = { pages: Set<string>; marks: string; modules: string[]; bytes: number };

const closure = (byFile: Map<string, PlannedChunk>, starts: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
};

/**
 * Whether a group marked `host` loads wherever a group marked `small` loads before the app: the
 * same marks, or an early start's group that the other early starts load too (what /play's and
 * /foryou's early starts share: a tiny group of one of them joins it, at a few hundred bytes more
 * for the other, one request fewer). The boot's graph stays apart.
 */
const loadedAsEarly = (host: string, small: string): boolean => {
  if (host === small) return true;
  const hostMarks = host.split(' ');
  const smallMarks = small.split(' ');
  if (small === '' || [...hostMarks, ...smallMarks].includes('boot')) return false;
  return smallMarks.every((mark) => hostMarks.includes(mark));
};

/** Module id → group name, for `codeSplitting` groups; a module it does not name stays put. */
export function planChunks(input: ChunkPlanInput): Map<string, string> {
  const byFile = new Map(input.chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (moduleEnd: string): PlannedChunk => {
    const found = input.chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(moduleEnd));
    if (found.length !== 1) {
      throw new Error(
        `chunk plan: no entry chunk for ${moduleEnd} (packages/contract/src/web-shell/page-modules.ts)`,
      );
    }
    return found[0]!;
  };
  const entry = input.chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk plan: the build has no entry chunk');
  const beforeApp = closure(byFile, [entry.fileName]);
  const bootFile = chunkOf(input.boot).fileName;

  // every route module must be in some page's first load, or its page would be planned blind
  const named = new Set(
    Object.values(input.firstLoads)
      .flat()
      .map((end) => chunkOf(end).fileName),
  );
  for (const id of input.routeModules) {
    const chunk = input.chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk || !named.has(chunk.fileName)) {
      throw new Error(
        `chunk plan: ${id} is a route module no first load names (packages/contract/src/web-shell/page-modules.ts)`,
      );
    }
  }

  // the marks keep apart what loads at different moments: the boot's static graph (preloaded by
  // index.html) and each early start's (loaded before the app), whatever pages need them
  const marksOf = new Map<string, string[]>();
  const mark = (starts: readonly string[], name: string) => {
    for (const file of closure(byFile, starts)) {
      if (beforeApp.has(file)) continue;
      marksOf.set(file, [...(marksOf.get(file) ?? []), name]);
    }
  };
  mark([bootFile], 'boot');
  for (const early of entry.dynamicImports.filter((file) => file !== bootFile))
    mark([early], early);

  const pagesOf = new Map<string, Set<string>>();
  const everyPage = input.everyPage.map((end) => chunkOf(end).fileName);
  for (const [page, ends] of Object.entries(input.firstLoads)) {
    const starts = [...everyPage, ...ends.map((end) => chunkOf(end).fileName)];
    for (const file of closure(byFile, starts)) {
      pagesOf.set(file, (pagesOf.get(file) ?? new Set()).add(page));
    }
  }

  const groups = new Map<string, Group>();
  for (const chunk of input.chunks) {
    const pages = pagesOf.get(chunk.fileName);
    if (chunk.facadeModuleId || beforeApp.has(chunk.fileName) || !pages) continue;
    const marks = (marksOf.get(chunk.fileName) ?? []).sort().join(' ');
    const key = `${[...pages].sort().join(',')}|${marks}`;
    const group = groups.get(key) ?? { pages, marks, modules: [], bytes: 0 };
    groups.set(key, group);
    // a module that renders nothing (a re-export) goes too: left behind, it would be a chunk of
    // its own holding only an import
    for (const [id, length] of Object.entries(chunk.modules)) {
      group.modules.push(id);
      group.bytes += length;
    }
  }

  // small groups into the smallest group loaded wherever and whenever they are, smallest first
  const live = [...groups.values()].filter((group) => group.modules.length > 0);
  for (const small of [...live].sort((a, b) => a.bytes - b.bytes)) {
    if (small.bytes >= MERGE_BELOW || small.modules.length === 0) continue;
    const host = live
      .filter(
        (other) =>
          other !== small &&
          other.modules.length > 0 &&
          loadedAsEarly(other.marks, small.marks) &&
          [...small.pages].every((page) => other.pages.has(page)),
      )
      .sort((a, b) => a.pages.size - b.pages.size || b.bytes - a.bytes)[0];
    if (!host) continue;
    host.modules.push(...small.modules);
    host.bytes += small.bytes;
    small.modules = [];
  }

  const plan = new Map<string, string>();
  live
    .filter((group) => group.modules.length > 0)
    .forEach((group, index) => {
      for (const id of group.modules) plan.set(id, `shared-${index}`);
    });
  return plan;
}
