import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig, vapidPairMatches } from '../src/config';
import {
  checkEndpoint,
  isAllowedAddress,
  isP256PublicKey,
} from '../src/modules/push/push-endpoint';
import { PushSender } from '../src/modules/push/push-sender';
import { generateVapidKeys } from '../src/secrets';
import { browserKeys } from './push-service-fixture';

const production = { allowLoopback: false };
const tests = { allowLoopback: true };

/** Where the server may send a push (docs/decisions.md#web-push-delivery). */
describe('push endpoints', () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMUMYoZ8ce',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect(checkEndpoint(endpoint, production)?.href, endpoint).toBe(endpoint);
    }
  });

  it('refuses in production every endpoint that is not https on 443 of a public host', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/a',
      'https://fcm.googleapis.com:444/fcm/send/a',
      'https://127.0.0.1/a',
      'http://127.0.0.1:8080/a',
      'https://[::1]/a',
      'https://[::ffff:127.0.0.1]/a',
      'https://[::ffff:a9fe:a9fe]/a',
      'https://2130706433/a',
      'https://0x7f.1/a',
      'https://10.1.2.3/a',
      'https://172.20.0.1/a',
      'https://192.168.0.1/a',
      'https://100.64.0.1/a',
      'https://169.254.169.254/a',
      'https://[fe80::1]/a',
      'https://[fc00::1]/a',
      'https://0.0.0.0/a',
      'https://localhost/a',
      'https://push.localhost/a',
      'https://printer.local/a',
      'https://db/a',
      'https://user@fcm.googleapis.com/a',
      'https://fcm.googleapis.com/a#x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(checkEndpoint(endpoint, production), endpoint).toBeNull();
    }
  });

  it('admits loopback, over http too, only when the service option allows it', () => {
    expect(checkEndpoint('http://127.0.0.1:4567/push/a', tests)).not.toBeNull();
    expect(checkEndpoint('http://[::1]:4567/push/a', tests)).not.toBeNull();
    expect(checkEndpoint('http://10.0.0.1:4567/push/a', tests)).toBeNull();
    expect(checkEndpoint('http://push.example.com/a', tests)).toBeNull();
    expect(isAllowedAddress('127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', production)).toBe(false);
    expect(isAllowedAddress('192.168.1.1', tests)).toBe(false);
    expect(isAllowedAddress('142.250.74.106', production)).toBe(true);
    expect(isAllowedAddress('2a00:1450:4007:80e::200a', production)).toBe(true);
  });

  it('knows a P-256 public key from bytes that only look like one', () => {
    expect(isP256PublicKey(browserKeys().keys.p256dh)).toBe(true);
    const point = Buffer.from(browserKeys().keys.p256dh, 'base64url');
    point[64] = point[64]! ^ 1;
    expect(isP256PublicKey(point.toString('base64url'))).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65, 4).toString('base64url'))).toBe(false);
  });

  it('never connects to a name that resolves inside the network', async () => {
    let connections = 0;
    const server = http.createServer((_request, response) => {
      connections++;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // a public-looking name whose DNS answer is loopback (DNS rebinding): refused at connect time
    const sender = new PushSender({
      allowLoopback: false,
      vapid: generateVapidKeys(),
      subject: 'mailto:ops@example.com',
      resolve: ((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
        callback(null, [{ address: '127.0.0.1', family: 4 }])) as never,
    });
    try {
      const outcome = await sender.send(
        { endpoint: `https://push.example.com/a`, ...browserKeys().keys },
        '{}',
      );
      expect(outcome.status).toBe('blocked');
      expect(connections).toBe(0);
      // the same push service on loopback, where tests allow it, is reached
      const allowed = new PushSender({
        allowLoopback: true,
        vapid: generateVapidKeys(),
        subject: 'mailto:ops@example.com',
      });
      const sent = await allowed.send(
        { endpoint: `http://127.0.0.1:${port}/a`, ...browserKeys().keys },
        '{}',
      );
      allowed.close();
      expect(sent).toEqual({ status: 'sent' });
      expect(connections).toBe(1);
    } finally {
      sender.close();
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('VAPID configuration', () => {
  it('takes a matching key pair from the environment and refuses a half or mismatched one', () => {
    const pair = generateVapidKeys();
    expect(vapidPairMatches(pair)).toBe(true);
    const env = {
      DATA_DIR: '/tmp/x',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    };
    expect(loadConfig(env).vapidKeys).toEqual(pair);
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: undefined })).toThrow(/both VAPID/);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: generateVapidKeys().publicKey })).toThrow(
      /VAPID_PRIVATE_KEY must be/,
    );
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).vapidKeys).toBeUndefined();
  });

  it('signs as VAPID_SUBJECT, else the https site, else the sender address', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:push@example.com' }).vapidSubject).toBe(
      'mailto:push@example.com',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ PUBLIC_URL: 'https://reels.example.com/' }).vapidSubject).toBe(
      'https://reels.example.com',
    );
    expect(loadConfig({ MAIL_FROM: 'Reels <hello@reels.example.com>' }).vapidSubject).toBe(
      'mailto:hello@reels.example.com',
    );
  });
});
