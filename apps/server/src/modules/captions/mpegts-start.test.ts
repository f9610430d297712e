import { describe, expect, it } from 'vitest';
import { firstPts } from './mpegts-start';

/** One TS packet carrying the start of a PES with `pts` (90 kHz), optionally with padding. */
const pesPacket = (streamId: number, pts: number, adaptation = 0): Buffer => {
  const packet = Buffer.alloc(188, 0xff);
  packet[0] = 0x47;
  packet[1] = 0x40 | 0x01; // payload unit start, PID 0x100
  packet[2] = 0x00;
  packet[3] = adaptation > 0 ? 0x30 : 0x10;
  let o = 4;
  if (adaptation > 0) {
    packet[4] = adaptation;
    packet.fill(0xff, 5, 5 + adaptation);
    o += 1 + adaptation;
  }
  packet.set([0, 0, 1, streamId, 0, 0, 0x80, 0x80, 5], o);
  // 33 bits: past what JavaScript's 32-bit shifts hold
  const bits = (shift: number, mask: number) => Math.floor(pts / 2 ** shift) & mask;
  packet[o + 9] = 0x21 | (bits(30, 0x7) << 1);
  packet[o + 10] = bits(22, 0xff);
  packet[o + 11] = (bits(15, 0x7f) << 1) | 1;
  packet[o + 12] = bits(7, 0xff);
  packet[o + 13] = (bits(0, 0x7f) << 1) | 1;
  return packet;
};

/** A packet of a table (PAT): no PES, no timestamp. */
const tablePacket = (): Buffer => {
  const packet = Buffer.alloc(188, 0xff);
  packet.set([0x47, 0x40, 0x00, 0x10, 0x00, 0x00, 0xb0, 0x0d], 0);
  return packet;
};

describe('firstPts', () => {
  it('finds the earliest audio or video timestamp after the tables', () => {
    const head = Buffer.concat([
      tablePacket(),
      pesPacket(0xe0, 133_200),
      pesPacket(0xc0, 126_000, 7),
      pesPacket(0xe0, 136_800),
    ]);
    expect(firstPts(head)).toBe(126_000);
  });

  it('reads all 33 bits', () => {
    expect(firstPts(pesPacket(0xe0, 2 ** 32 + 12_345))).toBe(2 ** 32 + 12_345);
  });

  it('is null without a timestamp or without TS packets', () => {
    expect(firstPts(tablePacket())).toBeNull();
    expect(firstPts(pesPacket(0xbd, 90_000))).toBeNull(); // private stream: not audio or video
    expect(firstPts(Buffer.from('#EXTM3U\n'))).toBeNull();
    expect(firstPts(Buffer.alloc(0))).toBeNull();
  });
});
