import { writeFile } from 'node:fs/promises';

/** One printed line: a figure, its same-run reference, their ratio and its target. */
export type BenchRow = {
  measure: string;
  figure: number;
  unit: string;
  reference: { name: string; value: number; unit: string };
  /** figure / reference. */
  ratio: number;
  target: string;
  /** null: informative, no target applies. */
  pass: boolean | null;
};

export type BenchResult = {
  bench: string;
  rows: BenchRow[];
  /** How it was measured, and anything that qualifies the figures. */
  notes: string[];
  seconds: number;
};

export const ratioOf = (figure: number, reference: number): number =>
  reference > 0 ? figure / reference : 0;

export const round = (value: number, digits = 2): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** Hands the result to bench/run.mjs (BENCH_OUT), or prints it when run alone. */
export const reportResult = async (result: BenchResult): Promise<void> => {
  const out = process.env.BENCH_OUT;
  const json = JSON.stringify(result, null, 2);
  if (out) await writeFile(out, json);
  else console.log(json);
};

/** Progress lines go to stderr: stdout carries the result when a benchmark runs alone. */
export const progressLog = (bench: string) => (message: string) => {
  process.stderr.write(`[${bench}] ${message}\n`);
};
