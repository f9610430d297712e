import { access } from 'node:fs/promises';
import { findOnPath, runProcess } from '../transcoding/ffmpeg-binaries';

const KNOWN_BOLD_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
  '/usr/share/fonts/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
  'C:\\Windows\\Fonts\\arialbd.ttf',
];

const FONT_FILE = /\.(ttf|otf|ttc)$/i;

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function lookUpFont(): Promise<string | undefined> {
  for (const candidate of KNOWN_BOLD_FONTS) {
    if (await exists(candidate)) return candidate;
  }
  const fcMatch = findOnPath('fc-match');
  if (!fcMatch) return undefined;
  try {
    const { stdout } = await runProcess(fcMatch, ['-f', '%{file}', 'sans-serif:bold']);
    const file = stdout.trim();
    return FONT_FILE.test(file) && (await exists(file)) ? file : undefined;
  } catch {
    return undefined;
  }
}

let memo: Promise<string | undefined> | undefined;

/** A bold sans-serif font file for drawtext, or undefined when the machine has none. */
export function findBoldFont(): Promise<string | undefined> {
  memo ??= lookUpFont();
  return memo;
}
