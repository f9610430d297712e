import { readFile, writeFile } from 'node:fs/promises';

/** One recorded answer (recordAnswers writes them). */
export type RecordedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
};

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

/** A recorded answer with its body decoded, as the reference servers send it. */
export type ReplayedAnswer = Omit<RecordedAnswer, 'body'> & { body: Buffer };

/** The answers recordAnswers wrote, by path, with their bodies decoded. */
export const loadRecordedAnswers = async (file: string): Promise<Map<string, ReplayedAnswer>> => {
  const recorded = JSON.parse(await readFile(file, 'utf8')) as Record<string, RecordedAnswer>;
  return new Map(
    Object.entries(recorded).map(([path, { status, headers, body }]) => [
      path,
      { status, headers, body: Buffer.from(body, 'base64') },
    ]),
  );
};
