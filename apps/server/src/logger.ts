import pino, { type Logger } from 'pino';
import type { Config } from './config';

export const createLogger = (config: Pick<Config, 'logLevel'>): Logger =>
  pino({
    level: config.logLevel,
    base: { service: 'reelforge' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
  });
