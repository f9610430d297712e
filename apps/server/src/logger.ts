import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * JSON lines (for log shippers) unless a person is watching: on a terminal, with LOG_FORMAT
 * `auto`, or with `pretty`, the same records as readable, coloured lines.
 */
export const createLogger = (
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  stdout: NodeJS.WriteStream = process.stdout,
): Logger => {
  const options = {
    level: config.logLevel,
    base: { service: 'reelforge' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  };
  const format = config.logFormat ?? 'auto';
  const readable = format === 'pretty' || (format === 'auto' && stdout.isTTY === true);
  // pino's own fd writer for the real stdout (fast); a given stream as it is (tests)
  if (!readable) return stdout === process.stdout ? pino(options) : pino(options, stdout);
  return pino(
    options,
    pretty({
      destination: stdout,
      colorize: stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,service',
      sync: true,
    }),
  );
};
