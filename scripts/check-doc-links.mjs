// Fails on a broken link or anchor into the docs: Markdown links in every *.md, Markdown paths
// named in their code spans, and docs paths named in source comments (docs/conventions.md#comments).
// Dependency-free, so `npm run check` runs it before anything is built.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// dependencies, build outputs and tool state hold no references of ours
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
/** Where source comments are read, from the repository root. */
export const SOURCE_DIRS = ['apps', 'packages', 'scripts', 'bench', 'e2e'];
const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

/**
 * A heading's anchor as GitHub makes it: the rendered text lowercased, punctuation removed,
 * each space a hyphen (no collapsing: 'a — b' is 'a--b').
 * @param {string} text the heading's Markdown
 */
export function slugify(text) {
  const rendered = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    // emphasis underscores go with the rendering; a snake_case name keeps its own
    .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Each line of a Markdown file outside fenced code blocks, with its 1-based number.
 * @param {string} markdown
 * @returns {{ text: string, line: number }[]}
 */
function proseLines(markdown) {
  const lines = [];
  /** @type {string | null} */
  let fence = null;
  for (const [i, text] of markdown.split(/\r?\n/).entries()) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === null && marker) fence = marker;
    else if (fence !== null && marker?.[0] === fence[0] && marker.length >= fence.length) {
      fence = null;
    } else if (fence === null) lines.push({ text, line: i + 1 });
  }
  return lines;
}

/**
 * Every anchor a Markdown file has: its headings' (a repeated heading gets -1, -2, …) and
 * explicit `id`/`name` attributes of inline HTML.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  const add = (/** @type {string} */ heading) => {
    const base = slugify(heading);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (anchors.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    anchors.add(slug);
  };
  const lines = proseLines(markdown);
  for (const [i, { text, line }] of lines.entries()) {
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(text);
    if (atx) add(atx[1] ?? '');
    const previous = lines[i - 1];
    // a setext heading: a paragraph line underlined with = or -
    if (
      /^ {0,3}(=+|-+)[ \t]*$/.test(text) &&
      previous?.line === line - 1 &&
      /^ {0,3}[^\s#>|*+-]/.test(previous.text) &&
      !/^ {0,3}\d+[.)]\s/.test(previous.text)
    ) {
      add(previous.text);
    }
    for (const match of text.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) {
      anchors.add(match[1]);
    }
  }
  return anchors;
}

/**
 * The references a Markdown file makes: its relative links and images (`[..](path#anchor)`,
 * `[..]: path`), and the Markdown paths its code spans name (`docs/decisions.md#commands`). External links
 * (a scheme or `//`) are not followed.
 * @param {string} markdown
 * @returns {{ target: string, line: number, kind: 'link' | 'mention' }[]}
 */
export function markdownReferences(markdown) {
  /** @type {{ target: string, line: number, kind: 'link' | 'mention' }[]} */
  const references = [];
  for (const { text, line } of proseLines(markdown)) {
    /** @type {string[]} */
    const spans = [];
    const prose = text.replace(/(`+)(.+?)\1/g, (_, _ticks, code) => {
      spans.push(code.trim());
      return ' '.repeat(String(code).length);
    });
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<([^>]*)>/g)].map((m) => m[1]),
      ...[...prose.matchAll(/\]\(\s*([^\s)<]+)(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (target !== undefined && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(target)) {
        references.push({ target, line, kind: 'link' });
      }
    }
    for (const span of spans) {
      if (/^[\w./-]+\.md(#[\w-]+)?$/.test(span))
        references.push({ target: span, line, kind: 'mention' });
    }
  }
  return references;
}

// after these, a `/` starts a regular expression rather than a division
const BEFORE_REGEX =
  /(^|[(,=:[!&|?{};+\-*%<>~^]|\b(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await|instanceof))\s*$/;

/**
 * The comments of a source file, each with the line it starts on. Strings, template literals
 * and regular expressions are skipped, so a path inside a string is no reference.
 * @param {string} source
 * @param {'js' | 'css'} language
 * @returns {{ text: string, line: number, lineComment?: boolean }[]}
 */
export function sourceComments(source, language) {
  /** @type {{ text: string, line: number, lineComment?: boolean }[]} */
  const comments = [];
  let line = 1;
  let i = 0;
  // the code since the last comment or literal: decides whether a `/` opens a regex
  let code = '';
  // open `${` of template literals: their brace depth when they opened
  /** @type {number[]} */
  const templates = [];
  let depth = 0;
  const js = language === 'js';

  /** Advances to `end` (exclusive), counting lines. */
  const skipTo = (/** @type {number} */ end) => {
    for (let k = i; k < end; k++) if (source[k] === '\n') line++;
    i = end;
  };
  /** The end of a quoted run from `start` (after its opening quote) to `quote`, or the line's end. */
  const quotedEnd = (
    /** @type {number} */ start,
    /** @type {string} */ quote,
    multiline = false,
  ) => {
    let k = start;
    while (k < source.length) {
      const c = source[k];
      if (c === '\\') k += 2;
      else if (c === quote) return k + 1;
      else if (c === '\n' && !multiline) return k;
      else if (quote === '`' && c === '$' && source[k + 1] === '{') return k;
      else k++;
    }
    return k;
  };
  /** The rest of a template literal from `start`, up to its end or its next `${`. */
  const templateRun = (/** @type {number} */ start) => {
    const end = quotedEnd(start, '`', true);
    if (source[end] === '$') {
      templates.push(depth);
      skipTo(end + 2);
      code = '{';
    } else {
      skipTo(end);
      code = 'x';
    }
  };

  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ text: source.slice(i + 2, end === -1 ? stop : end), line });
      skipTo(stop);
    } else if (js && c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      const text = source.slice(i + 2, stop);
      const last = comments.at(-1);
      // a run of line comments is one comment: a path may wrap from one line to the next
      if (last?.lineComment && last.line + last.text.split('\n').length === line) {
        last.text += `\n${text}`;
      } else comments.push({ text, line, lineComment: true });
      skipTo(stop);
    } else if (c === '"' || c === "'") {
      skipTo(quotedEnd(i + 1, c));
      code = 'x';
    } else if (js && c === '`') {
      templateRun(i + 1);
    } else if (js && c === '}' && templates.at(-1) === depth) {
      templates.pop();
      templateRun(i + 1);
    } else if (js && c === '/' && BEFORE_REGEX.test(code)) {
      let k = i + 1;
      let inClass = false;
      while (k < source.length && source[k] !== '\n') {
        const r = source[k];
        if (r === '\\') k++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        k++;
      }
      skipTo(Math.min(k + 1, source.length));
      code = 'x';
    } else {
      if (c === '{') depth++;
      else if (c === '}') depth--;
      if (c === '\n') line++;
      code = (code + c).slice(-16);
      i++;
    }
  }
  return comments;
}

/**
 * The Markdown paths a comment names (`docs/decisions.md`, `docs/decisions.md#playback-grants`),
 * from the repository root or, starting with ./ or ../, from the comment's file.
 * @param {string} text
 * @returns {{ target: string, offset: number }[]}
 */
export function markdownPathsIn(text) {
  // an anchor may wrap at one of its hyphens onto the comment's next line
  const joined = text.replace(/(\.md#[\w-]*-)[ \t]*\r?\n[ \t]*(?:\*(?!\/)[ \t]*)?/g, '$1');
  return [...joined.matchAll(/(?<![\w./-])((?:[\w.-]+\/)*[\w.-]+\.md(?:#[\w-]+)?)(?![\w-])/g)].map(
    (m) => ({ target: m[1], offset: m.index }),
  );
}

/**
 * Every file under `dir` (relative to `root`) whose name passes `keep`.
 * @param {string} root
 * @param {string} dir
 * @param {(name: string) => boolean} keep
 * @returns {string[]}
 */
function filesUnder(root, dir, keep) {
  const found = [];
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return found;
  const entries = readdirSync(absolute, { withFileTypes: true });
  // in name order: the report reads the same on every machine
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
        found.push(...filesUnder(root, relative, keep));
      }
    } else if (keep(entry.name)) found.push(relative);
  }
  return found;
}

/**
 * Checks every reference; the broken ones, as `file:line: message`.
 * @param {string} root the repository root
 * @returns {{ problems: string[], checked: number }}
 */
export function checkDocLinks(root) {
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  const anchorsOf = (/** @type {string} */ file) => {
    let anchors = anchorCache.get(file);
    if (!anchors) {
      anchors = headingAnchors(readFileSync(file, 'utf8'));
      anchorCache.set(file, anchors);
    }
    return anchors;
  };
  const problems = [];
  let checked = 0;

  /**
   * @param {string} from the referring file, relative to root
   * @param {number} line
   * @param {string} target as written
   * @param {string[]} bases folders the path may be relative to, in order
   */
  const check = (from, line, target, bases) => {
    checked++;
    const hash = target.indexOf('#');
    const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const candidates =
      pathPart === '' ? [path.join(root, from)] : bases.map((base) => path.join(base, pathPart));
    const file = candidates.find((candidate) => existsSync(candidate));
    const where = `${from}:${line}`;
    if (file === undefined) {
      problems.push(`${where}: ${target}: no such file`);
    } else if (anchor !== null && anchor !== '' && statSync(file).isFile()) {
      if (file.endsWith('.md') && !anchorsOf(file).has(anchor)) {
        const shown = path.relative(root, file);
        problems.push(`${where}: ${target}: ${shown} has no heading #${anchor}`);
      }
    }
  };

  const markdownFiles = [
    ...filesUnder(root, '.', (name) => name.endsWith('.md')).map((f) => path.normalize(f)),
  ];
  for (const file of markdownFiles) {
    const dir = path.dirname(path.join(root, file));
    for (const { target, line, kind } of markdownReferences(
      readFileSync(path.join(root, file), 'utf8'),
    )) {
      // a link is relative to its file, as GitHub renders it; a path in a code span may also
      // be written from the repository root
      const bases = kind === 'link' || /^\.\.?\//.test(target) ? [dir] : [dir, root];
      check(file, line, target, bases);
    }
  }

  for (const dir of SOURCE_DIRS) {
    for (const file of filesUnder(root, dir, (name) => SOURCE_EXTENSIONS.test(name))) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const language = file.endsWith('.css') ? 'css' : 'js';
      const fileDir = path.dirname(path.join(root, file));
      for (const comment of sourceComments(source, language)) {
        for (const { target, offset } of markdownPathsIn(comment.text)) {
          const line = comment.line + (comment.text.slice(0, offset).match(/\n/g)?.length ?? 0);
          // written from the repository root, or relative to the file when it starts with ./ or ../
          const bases = /^\.\.?\//.test(target) ? [fileDir] : [root, fileDir];
          check(file, line, target, bases);
        }
      }
    }
  }
  return { problems, checked };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { problems, checked } = checkDocLinks(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} of ${checked} doc links and anchors are broken.`);
    process.exit(1);
  }
  console.log(`doc links: all ${checked} links and anchors resolve`);
}
