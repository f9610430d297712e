import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

export type MediaTool = {
  path: string;
  /** `system`: found on PATH; `npm`: the static build shipped by @ffmpeg-installer / @ffprobe-installer. */
  source: 'system' | 'npm';
};

export type MediaBinaries = { ffmpeg: MediaTool; ffprobe: MediaTool };

export class MediaToolMissingError extends Error {
  constructor(name: string) {
    super(`${name} was not found: install ffmpeg on PATH or reinstall the npm dependencies`);
    this.name = 'MediaToolMissingError';
  }
}

const STDERR_TAIL_LINES = 20;
const STDERR_LINE_CHARS = 4096;

export class ProcessError extends Error {
  readonly exitCode: number | null;
  readonly stderrTail: readonly string[];

  constructor(
    bin: string,
    exitCode: number | null,
    exitSignal: string | null,
    stderrTail: string[],
  ) {
    const how = exitSignal ? `was killed by ${exitSignal}` : `exited with code ${exitCode}`;
    const tail = stderrTail.length > 0 ? `:\n${stderrTail.join('\n')}` : '';
    super(`${path.basename(bin)} ${how}${tail}`);
    this.name = 'ProcessError';
    this.exitCode = exitCode;
    this.stderrTail = stderrTail;
  }

  /** The most telling stderr line, for short user-facing reasons. */
  get lastLine(): string {
    return this.stderrTail.at(-1) ?? this.message.split('\n')[0] ?? '';
  }
}

/**
 * Demuxers an uploaded video may use. Without this list ffmpeg opens playlists (HLS, concat) that
 * read other local files or URLs into the output: the PeerTube/Jellyfin class of file-read and
 * SSRF bugs. Names match the demuxers' own ("mov" is mov/mp4/m4a/3gp, "matroska" also webm).
 */
export const UPLOAD_DEMUXERS = 'mov,matroska,avi,mpegts,mpeg,flv,asf,ogg';

/** Input options that confine ffmpeg/ffprobe to one local file of a video container format. */
export function guardedInput(file: string): string[] {
  return ['-protocol_whitelist', 'file', '-format_whitelist', UPLOAD_DEMUXERS, '-i', file];
}

/** An ffmpeg stderr line without the `[demuxer @ 0x…]` prefix or our temp path. */
export function conciseReason(line: string, filePath?: string): string {
  let reason = line.replace(/^\[[^\]]*\]\s*/, '');
  if (filePath) reason = reason.split(`${filePath}: `).join('').split(filePath).join('input');
  return reason.trim().slice(0, 160);
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable file called `name` in the PATH-style list, as a shell would find it. */
export function findOnPath(
  name: string,
  searchPath: string = process.env.PATH ?? '',
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const extensions =
    platform === 'win32' ? (process.env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir === '') continue;
    for (const extension of extensions) {
      const candidate = path.join(dir, name + extension);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

function npmShippedBinary(packageName: string): string | undefined {
  let binary: string;
  try {
    // createRequire keeps bundlers from inlining the installer, which locates its binary by __dirname
    const installer = createRequire(import.meta.url)(packageName) as { path: string };
    binary = installer.path;
  } catch {
    return undefined;
  }
  if (process.platform !== 'win32' && !isExecutableFile(binary)) {
    // npm installs without running the package's postinstall chmod
    try {
      chmodSync(binary, statSync(binary).mode | 0o100);
    } catch {
      // read-only node_modules: the spawn will report it
    }
  }
  return binary;
}

function resolveTool(name: 'ffmpeg' | 'ffprobe'): MediaTool {
  const onPath = findOnPath(name);
  if (onPath) return { path: onPath, source: 'system' };
  const shipped = npmShippedBinary(`@${name}-installer/${name}`);
  if (shipped) return { path: shipped, source: 'npm' };
  throw new MediaToolMissingError(name);
}

let memo: MediaBinaries | undefined;

/** ffmpeg and ffprobe: the system binaries on PATH if present, else the npm-shipped ones. */
export function mediaBinaries(): MediaBinaries {
  memo ??= { ffmpeg: resolveTool('ffmpeg'), ffprobe: resolveTool('ffprobe') };
  return memo;
}

export type RunOptions = {
  onStdoutLine?: (line: string) => void;
  signal?: AbortSignal;
  env?: NodeJS.ProcessEnv;
  /** Past this much stdout the program is killed (`ProcessOutputLimitError`). */
  maxStdoutBytes?: number;
};

/** A program said more on stdout than its caller takes; it was killed. */
export class ProcessOutputLimitError extends Error {
  constructor(
    bin: string,
    readonly limitBytes: number,
  ) {
    super(`${path.basename(bin)} wrote more than ${limitBytes} bytes and was stopped`);
    this.name = 'ProcessOutputLimitError';
  }
}

export type RunResult = { stdout: string };

/**
 * Runs a program to completion. Resolves with its stdout (empty when `onStdoutLine` consumes it);
 * rejects with a `ProcessError` carrying the last stderr lines on a non-zero exit, or with the
 * signal's reason when aborted.
 */
export function runProcess(bin: string, args: readonly string[], options: RunOptions = {}) {
  const { onStdoutLine, signal, env, maxStdoutBytes = Infinity } = options;
  return new Promise<RunResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const child = spawn(bin, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: env ?? process.env,
      windowsHide: true,
    });
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    const stderrTail: string[] = [];
    let stderrPartial = '';
    let settled = false;

    const pushStderr = (text: string) => {
      // ffmpeg redraws status lines with \r
      const lines = (stderrPartial + text).split(/\r\n|\r|\n/);
      // a line without an end is kept only so long: stderr is a tail, never the whole output
      stderrPartial = (lines.pop() ?? '').slice(-STDERR_LINE_CHARS);
      for (const line of lines) {
        if (line.trim() === '') continue;
        stderrTail.push(line);
        if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift();
      }
    };

    const onAbort = () => {
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const stop = (error: Error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      child.kill('SIGKILL');
      reject(error);
    };
    if (maxStdoutBytes !== Infinity) {
      child.stdout.on('data', (chunk: Buffer) => {
        stdoutBytes += chunk.length;
        if (stdoutBytes > maxStdoutBytes) stop(new ProcessOutputLimitError(bin, maxStdoutBytes));
      });
    }
    const lineReader = onStdoutLine
      ? createInterface({ input: child.stdout, crlfDelay: Infinity })
      : undefined;
    if (lineReader && onStdoutLine) lineReader.on('line', onStdoutLine);
    else child.stdout.on('data', (chunk: Buffer) => stdoutChunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', pushStderr);

    child.once('error', (error) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code, exitSignal) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      lineReader?.close();
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      if (stderrPartial.trim() !== '') pushStderr('\n');
      if (code === 0) resolve({ stdout: Buffer.concat(stdoutChunks).toString('utf8') });
      else reject(new ProcessError(bin, code, exitSignal, stderrTail));
    });
  });
}

function toolEnv(tool: MediaTool): NodeJS.ProcessEnv {
  if (tool.source === 'system') return process.env;
  // The static builds' glibc crashes loading the host's iconv modules (ffprobe segfaults on any
  // MPEG-TS service name); with no modules to load, charset conversion is just skipped.
  return { ...process.env, GCONV_PATH: path.join(path.dirname(tool.path), 'no-gconv') };
}

export async function runFfmpeg(args: readonly string[], options: Omit<RunOptions, 'env'> = {}) {
  const tool = mediaBinaries().ffmpeg;
  return runProcess(tool.path, ['-hide_banner', '-nostdin', ...args], {
    ...options,
    env: toolEnv(tool),
  });
}

export async function runFfprobe(args: readonly string[], options: Omit<RunOptions, 'env'> = {}) {
  const tool = mediaBinaries().ffprobe;
  return runProcess(tool.path, ['-hide_banner', ...args], { ...options, env: toolEnv(tool) });
}
