import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** ffmpeg on PATH, else the build the server's dependencies ship. */
export function ffmpegPath(): string {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return 'ffmpeg';
  } catch {
    return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  }
}
