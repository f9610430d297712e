import { writeFile } from 'node:fs/promises';
import type { RecordedAnswer } from './same-bytes-server';

// set by Node's HTTP server on every answer, so not part of what the reference replays
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/**
 * Fetches each path once from the app, as autocannon asks for it (no Accept-Encoding), and writes
 * status, headers and body to `file` for same-bytes-server.ts to answer from memory.
 */
export const recordAnswers = async (
  origin: string,
  paths: readonly string[],
  file: string,
): Promise<void> => {
  const recorded: Record<string, RecordedAnswer> = {};
  for (const path of paths) {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}, nothing to record`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!PER_CONNECTION.has(name)) headers[name] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    recorded[path] = { status: response.status, headers, body: body.toString('base64') };
  }
  await writeFile(file, JSON.stringify(recorded));
};
