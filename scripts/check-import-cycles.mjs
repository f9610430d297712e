// `npm run check:cycles` (in `npm run check`): fails on an import cycle anywhere in the repository's
// own modules, type-only imports, re-exports and dynamic imports included. It does what ESLint's
// import-x/no-cycle did, in one pass over the import graph (strongly connected components)
// instead of a walk from every file, which was a third of the lint's time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What ESLint lints here, and how the node resolver completed a specifier. */
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results']);

/**
 * The repository's source files under `root`, as absolute paths.
 * @param {string} root
 * @returns {string[]}
 */
export const sourceFiles = (root) => {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(root);
  return files.sort();
};

/**
 * @param {string} file
 * @returns {boolean}
 */
const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The file a specifier names, or undefined for a package outside the repository (or one not
 * found: the type checker reports those).
 * @param {string} specifier
 * @param {string} from the importing file
 * @param {Map<string, { dir: string, exports: Record<string, string> }>} packages the workspace's
 */
export const resolveImport = (specifier, from, packages) => {
  let target;
  if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else {
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    const pkg = packages.get(name ?? '');
    if (!pkg) return undefined;
    const subpath = `.${specifier.slice(name?.length ?? 0)}`;
    const exact = pkg.exports[subpath];
    const pattern = Object.entries(pkg.exports).find(
      ([key]) => key.endsWith('/*') && subpath.startsWith(key.slice(0, -1)),
    );
    const mapped =
      exact ??
      (pattern ? pattern[1].replace('*', subpath.slice(pattern[0].length - 1)) : undefined);
    if (!mapped) return undefined;
    target = path.resolve(pkg.dir, mapped);
  }
  for (const candidate of [
    target,
    ...EXTENSIONS.map((ext) => target + ext),
    ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
  ]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
};

/**
 * The workspace packages by name, with their `exports` (or `main` as '.').
 * @param {string} root
 */
export const workspacePackages = (root) => {
  /** @type {Map<string, { dir: string, exports: Record<string, string> }>} */
  const packages = new Map();
  for (const group of ['packages', 'apps']) {
    const groupDir = path.join(root, group);
    let names = [];
    try {
      names = readdirSync(groupDir);
    } catch {
      continue;
    }
    for (const name of names) {
      const manifest = path.join(groupDir, name, 'package.json');
      if (!isFile(manifest)) continue;
      const json = JSON.parse(readFileSync(manifest, 'utf8'));
      const exports =
        typeof json.exports === 'object' && json.exports !== null
          ? json.exports
          : json.main
            ? { '.': json.main }
            : {};
      packages.set(json.name, { dir: path.join(groupDir, name), exports });
    }
  }
  return packages;
};

/**
 * Every import edge between the given files: static, type-only, re-exports and `import()`.
 * @param {string[]} files
 * @param {Map<string, { dir: string, exports: Record<string, string> }>} packages
 * @returns {Map<string, string[]>}
 */
export const importGraph = (files, packages) => {
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => resolveImport(ref.fileName, file, packages))
      .filter((target) => target !== undefined && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
};

/**
 * The graph's cycles: each strongly connected component of more than one file (or a file that
 * imports itself), given as one closed path through it (Tarjan's algorithm, iterative).
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export const findCycles = (graph) => {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {[string, number][]} */
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = /** @type {[string, number]} */ (work[work.length - 1]);
      const [node, edge] = frame;
      if (edge === 0) {
        index.set(node, next);
        low.set(node, next);
        next += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (edge < edges.length) {
        frame[1] += 1;
        const to = /** @type {string} */ (edges[edge]);
        if (!index.has(to)) work.push([to, 0]);
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]) ?? 0, low.get(node) ?? 0));
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */
        const component = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
          components.push(component);
        }
      }
    }
  }
  return components.map((component) => closedPath(graph, new Set(component)));
};

/**
 * One cycle inside a strongly connected component, from its first file (alphabetically) back to it.
 * @param {Map<string, string[]>} graph
 * @param {Set<string>} members
 */
const closedPath = (graph, members) => {
  const start = /** @type {string} */ ([...members].sort()[0]);
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = /** @type {string} */ (cameFrom.get(at))) {
          cycle.splice(1, 0, at);
        }
        return [...cycle, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
};

const main = () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = sourceFiles(root);
  const cycles = findCycles(importGraph(files, workspacePackages(root)));
  if (cycles.length === 0) {
    console.log(`No import cycles among ${files.length} files.`);
    return;
  }
  for (const cycle of cycles) {
    console.error(`Import cycle:\n  ${cycle.map((f) => path.relative(root, f)).join('\n  → ')}`);
  }
  console.error(`${cycles.length} import cycle(s): break each, e.g. by moving what both need.`);
  process.exitCode = 1;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
