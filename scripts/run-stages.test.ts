import { describe, expect, it } from 'vitest';
import { formatDuration, runLanes, runStages, stageTable, STAGES } from './run-stages.mjs';

/** A clock that moves `step` ms on each reading. */
const ticking = (step: number) => {
  let now = 0;
  return () => (now += step);
};

describe('run-stages', () => {
  it('runs every stage in order and times each', async () => {
    const ran: string[] = [];
    const { code, results } = await runStages(
      STAGES,
      async (stage) => {
        ran.push(stage.name);
        return 0;
      },
      ticking(1000),
    );
    expect(code).toBe(0);
    expect(ran).toEqual(['check', 'unit', 'bundle', 'e2e']);
    expect(results.map((r) => [r.name, r.ms, r.status])).toEqual([
      ['check', 1000, 'ok'],
      ['unit', 1000, 'ok'],
      ['bundle', 1000, 'ok'],
      ['e2e', 1000, 'ok'],
    ]);
  });

  it('stops at the first failure and answers its exit code', async () => {
    const ran: string[] = [];
    const { code, results } = await runStages(
      STAGES,
      async (stage) => {
        ran.push(stage.name);
        return stage.name === 'unit' ? 3 : 0;
      },
      ticking(500),
    );
    expect(code).toBe(3);
    expect(ran).toEqual(['check', 'unit']);
    expect(results.map((r) => r.status)).toEqual(['ok', 'failed', 'not run', 'not run']);
  });

  it('runs the checks in two lanes, each in order, and prints each lane whole', async () => {
    const started: string[] = [];
    const printed: string[] = [];
    const finish = new Map<string, () => void>();
    const lanes = runLanes(
      STAGES[0]!.lanes,
      (script, output) =>
        new Promise((resolve) => {
          started.push(script);
          if (output !== 'inherit') output(Buffer.from(`${script} says hi\n`));
          finish.set(script, () => resolve(script === 'lint' ? 1 : 0));
        }),
      (text) => printed.push(text),
    );
    // both lanes start at once
    expect(started).toEqual(['format:check', 'typecheck']);
    for (const script of [
      'typecheck',
      'format:check',
      'test:contract',
      'check:docs',
      'check:cycles',
      'check:i18n',
      'lint',
    ]) {
      await Promise.resolve();
      finish.get(script)!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await lanes).toBe(1);
    expect(started).toEqual([
      'format:check',
      'typecheck',
      'test:contract',
      'check:docs',
      'check:cycles',
      'check:i18n',
      'lint',
    ]);
    expect(printed).toEqual([
      'format:check says hi\ncheck:docs says hi\ncheck:cycles says hi\ncheck:i18n says hi\nlint says hi\n',
      'typecheck says hi\ntest:contract says hi\n',
    ]);
  });

  it('passes a single lane’s output straight through', async () => {
    const outputs: unknown[] = [];
    const code = await runLanes(
      [['test:unit']],
      async (_script, output) => {
        outputs.push(output);
        return 0;
      },
      () => undefined,
    );
    expect(code).toBe(0);
    expect(outputs).toEqual(['inherit']);
  });

  it('prints a table of the stages, their times and the total', () => {
    expect(formatDuration(75_400)).toBe('1m 15s');
    expect(formatDuration(9_600)).toBe('10s');
    expect(
      stageTable([
        { name: 'check', ms: 75_400, status: 'ok' },
        { name: 'unit', ms: 301_000, status: 'failed', code: 1 },
        { name: 'bundle', status: 'not run' },
      ]),
    ).toBe(
      [
        'check   1m 15s  ok',
        'unit    5m 01s  failed (exit 1)',
        'bundle          not run',
        'total   6m 16s',
      ].join('\n'),
    );
  });
});
