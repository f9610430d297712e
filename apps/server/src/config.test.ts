import { describe, expect, it } from 'vitest';
import { loadConfig, MIN_JWT_SECRET_BYTES } from './config';

describe('loadConfig', () => {
  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, undefined],
      ['', undefined],
      ['0', undefined],
      ['1', 1],
      ['2', 2],
      ['10.0.0.1', ['10.0.0.1']],
      [' 10.0.0.0/8, 172.16.0.0/12 ,fd00::/8', ['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8']],
      ['::1', ['::1']],
    ])('reads %j as %j', (value, expected) => {
      const env = value === undefined ? {} : { TRUST_PROXY: value };
      expect(loadConfig(env).trustProxy).toEqual(expected);
    });

    it.each([
      'true',
      'loopback',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.1/8/8',
      '10.0.0.1,,',
      '-1',
      '1.5',
    ])('refuses %j with the variable named', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment: TRUST_PROXY: /,
      );
    });
  });

  describe('JWT_SECRET', () => {
    it(`refuses a secret under ${MIN_JWT_SECRET_BYTES} bytes at start-up, without printing it`, () => {
      const secret = 'short-but-secret-123';
      let message = '';
      try {
        loadConfig({ JWT_SECRET: secret });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        'Invalid environment: JWT_SECRET must be at least 32 bytes, got 20 ' +
          '(e.g. `openssl rand -base64 32`); or unset it to have one generated in DATA_DIR',
      );
      expect(message).not.toContain(secret);
      // 31 bytes, counted as bytes: 29 ASCII + one 2-byte character
      expect(() => loadConfig({ JWT_SECRET: `${'x'.repeat(29)}é` })).toThrow(/got 31/);
    });

    it('accepts 32 bytes or more, and no secret at all (one is generated)', () => {
      const secret = 'k'.repeat(32);
      expect(loadConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
      expect(loadConfig({}).jwtSecret).toBeUndefined();
    });
  });

  describe('SEED', () => {
    it('seeds the demo unless told demo-short (the end-to-end tests), demo-tiny or none', () => {
      expect(loadConfig({}).seed).toBe('demo');
      expect(loadConfig({ SEED: 'demo-short' }).seed).toBe('demo-short');
      expect(loadConfig({ SEED: 'demo-tiny' }).seed).toBe('demo-tiny');
      expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
      expect(() => loadConfig({ SEED: 'short' })).toThrow(/^Invalid environment: SEED: /);
    });
  });
});
