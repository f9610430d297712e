import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's level numbers (pino's own `levels.values`); 'silent' is above them all. */
type LevelValues = Readonly<Record<string, number>>;
const levelValuesOf = (logger: FastifyBaseLogger): LevelValues | undefined =>
  (logger as { levels?: { values?: LevelValues } }).levels?.values;

/**
 * A request's logger that makes the real child (with the request id bound) on its first line at
 * an enabled level. On a route logging warnings only, an answered request logs nothing, and
 * pino's child, which a level override also makes rebuild every log method, was a fifth of a
 * cached answer's own JavaScript time.
 */
class DeferredChildLogger implements FastifyBaseLogger {
  private child_: FastifyBaseLogger | undefined;
  private threshold: number;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly values: LevelValues,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.threshold = values[options.level ?? parent.level] ?? Infinity;
  }

  private get real(): FastifyBaseLogger {
    return (this.child_ ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.child_?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
    this.threshold = this.values[level] ?? Infinity;
  }

  private write(level: Level, line: unknown[]): void {
    if ((this.values[level] ?? Infinity) < this.threshold) return;
    const real = this.real;
    (real[level] as (...args: unknown[]) => void).apply(real, line);
  }

  // methods on the prototype: a request pays for one object, not for a closure per level
  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's child-logger factory for hot routes (`app.setChildLoggerFactory`, in the routes'
 * own plugin): the child is made only when something is logged. A logger that isn't pino's
 * gets its child at once.
 */
export const deferredChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => {
  const values = levelValuesOf(logger);
  return values
    ? new DeferredChildLogger(logger, values, bindings, options)
    : logger.child(bindings, options);
};
