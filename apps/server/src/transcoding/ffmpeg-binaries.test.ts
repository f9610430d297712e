import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOnPath, mediaBinaries, ProcessError, runFfmpeg, runProcess } from './ffmpeg-binaries';
import { makeTempDir } from '../../test/media-fixtures';

describe('findOnPath', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir('find-on-path');
    for (const dir of ['a', 'b', 'c']) await mkdir(path.join(temp.dir, dir));
    await writeFile(path.join(temp.dir, 'a', 'tool'), '#!/bin/sh\n', { mode: 0o644 });
    await mkdir(path.join(temp.dir, 'b', 'tool'));
    await writeFile(path.join(temp.dir, 'c', 'tool'), '#!/bin/sh\n');
    await chmod(path.join(temp.dir, 'c', 'tool'), 0o755);
  });
  afterAll(() => temp.remove());

  it('skips non-executable files and directories and takes the first executable', () => {
    const searchPath = ['a', 'b', 'c'].map((dir) => path.join(temp.dir, dir)).join(path.delimiter);
    expect(findOnPath('tool', searchPath, 'linux')).toBe(path.join(temp.dir, 'c', 'tool'));
  });

  it('finds nothing on an empty PATH', () => {
    expect(findOnPath('tool', '', 'linux')).toBeUndefined();
  });
});

describe('mediaBinaries', () => {
  it('resolves executable ffmpeg and ffprobe and caches them', async () => {
    const binaries = mediaBinaries();
    expect(mediaBinaries()).toBe(binaries);
    const { stdout } = await runProcess(binaries.ffmpeg.path, ['-hide_banner', '-version']);
    expect(stdout).toMatch(/^ffmpeg version/);
    const probe = await runProcess(binaries.ffprobe.path, ['-hide_banner', '-version']);
    expect(probe.stdout).toMatch(/^ffprobe version/);
  });

  it('has the encoders and lavfi sources the media code relies on', async () => {
    const { stdout: encoders } = await runFfmpeg(['-encoders']);
    expect(encoders).toMatch(/libx264/);
    expect(encoders).toMatch(/ aac /);
    const { stdout: filters } = await runFfmpeg(['-filters']);
    for (const name of ['mandelbrot', 'life', 'cellauto', 'testsrc2', 'sine', 'anullsrc', 'geq']) {
      expect(filters).toMatch(new RegExp(` ${name} `));
    }
  });
});

describe('runProcess', () => {
  it('rejects with the last 20 stderr lines on a non-zero exit', async () => {
    const script =
      'for (let i = 1; i <= 30; i++) console.error("line " + i); process.exitCode = 3;';
    const error = await runProcess(process.execPath, ['-e', script]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessError);
    const processError = error as ProcessError;
    expect(processError.exitCode).toBe(3);
    expect(processError.stderrTail).toHaveLength(20);
    expect(processError.message).toContain('line 30');
    expect(processError.message).not.toContain('line 10\n');
    expect(processError.lastLine).toBe('line 30');
  });

  it('hands stdout over line by line', async () => {
    const lines: string[] = [];
    await runProcess(
      process.execPath,
      ['-e', 'console.log("a=1\\nb=2"); process.stdout.write("c")'],
      {
        onStdoutLine: (line) => lines.push(line),
      },
    );
    expect(lines).toEqual(['a=1', 'b=2', 'c']);
  });

  it('kills the process when the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const run = runProcess(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('stop')), 100);
    await expect(run).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
