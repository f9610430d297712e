import type { CDPSession, Page } from '@playwright/test';
import { COMMENT_PAGE_TEXTS, PLAYER_TEXTS, SHELL_TEXTS } from '@app/contract';

/** What a scenario knows of the run: the series it plays and the accounts it uses. */
export type Setting = {
  seriesId: string;
  subscriber: string;
  /** Whose comment the like scenario likes. */
  commentAuthor: string;
};

/**
 * One interaction kind: the page it happens on, how to tell the page is ready without touching
 * it, and the interaction(s) of one visit. The visit's INP is its worst interaction.
 */
export type Scenario = {
  name: string;
  viewer: 'guest' | 'subscriber';
  path: (setting: Setting) => string;
  ready: (page: Page, setting: Setting) => Promise<void>;
  act: (page: Page, context: { cdp: CDPSession; setting: Setting; run: number }) => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TIMEOUT = { timeout: 60_000 };
const play = (s: Setting) => `/play?id=${s.seriesId}&episode=1`;

const videoPlaying = (selector: string) => async (page: Page) => {
  await page.waitForFunction(
    (sel) => {
      const video = document.querySelector<HTMLVideoElement>(sel);
      return video !== null && video.currentTime > 0.2;
    },
    selector,
    TIMEOUT,
  );
};
const playerReady = async (page: Page) => {
  await videoPlaying('video')(page);
  // the pointer over the player shows its control bar; a hover is no interaction
  await page.getByRole('region', { name: /^Episode 1:/ }).hover();
};

/** A finger's upward flick over the feed: touch events through CDP, as a phone sends them. */
const swipeUp = async (cdp: CDPSession, page: Page) => {
  const box = await page.locator('article[data-active]').boundingBox();
  if (!box) throw new Error('no active feed item');
  const x = Math.round(box.x + box.width / 2);
  const from = Math.round(box.y + box.height * 0.7);
  const to = Math.round(box.y + box.height * 0.3);
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y: from }],
  });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: Math.round(from + ((to - from) * i) / steps) }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'swipe on /foryou',
    viewer: 'subscriber',
    path: () => '/foryou',
    ready: videoPlaying('article[data-active] video'),
    act: async (page, { cdp }) => {
      const before = await page.locator('article[data-active]').getAttribute('data-feed-item');
      await swipeUp(cdp, page);
      await page.waitForFunction(
        (id) =>
          document.querySelector('article[data-active]')?.getAttribute('data-feed-item') !== id,
        before,
        TIMEOUT,
      );
    },
  },
  {
    name: 'play/pause on /play',
    viewer: 'subscriber',
    path: play,
    ready: playerReady,
    act: async (page) => {
      const controls = PLAYER_TEXTS.controls;
      await page.getByRole('button', { name: controls.pause, exact: true }).click();
      await sleep(500);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
    },
  },
  {
    name: 'seek on /play',
    viewer: 'subscriber',
    path: play,
    ready: playerReady,
    act: async (page, { run }) => {
      const slider = page.getByRole('slider', { name: PLAYER_TEXTS.controls.seek });
      const box = await slider.boundingBox();
      if (!box) throw new Error('no seek bar');
      await slider.click({ position: { x: box.width * (run % 2 ? 0.3 : 0.6), y: box.height / 2 } });
    },
  },
  {
    name: 'speed menu on /play',
    viewer: 'subscriber',
    path: play,
    ready: playerReady,
    act: async (page, { run }) => {
      await page.getByRole('button', { name: /^Playback speed/ }).click();
      await page.getByRole('menuitemradio', { name: run % 2 ? '1×' : '1.5×' }).click();
    },
  },
  {
    name: "typing 'synthetc bride' in search",
    viewer: 'guest',
    path: () => '/',
    ready: async (page) => {
      await page.getByRole('combobox', { name: SHELL_TEXTS.search.label }).waitFor(TIMEOUT);
    },
    act: async (page) => {
      const box = page.getByRole('combobox', { name: SHELL_TEXTS.search.label });
      // focused from script: the keystrokes are the interactions timed
      await box.focus();
      await page.keyboard.type('synthetc bride', { delay: 120 });
      await page.getByRole('option', { name: /The Synthetic Bride/ }).waitFor(TIMEOUT);
    },
  },
  {
    name: 'opening the account menu',
    viewer: 'subscriber',
    path: () => '/',
    ready: async (page, setting) => {
      await page
        .getByRole('button', { name: SHELL_TEXTS.header.accountMenuOf(setting.subscriber) })
        .waitFor(TIMEOUT);
    },
    act: async (page, { setting }) => {
      await page
        .getByRole('button', { name: SHELL_TEXTS.header.accountMenuOf(setting.subscriber) })
        .click();
      await page.getByRole('menuitem', { name: SHELL_TEXTS.header.signOut }).waitFor(TIMEOUT);
    },
  },
  {
    name: 'liking a comment',
    viewer: 'subscriber',
    path: play,
    ready: async (page, setting) => {
      await videoPlaying('video')(page);
      const like = page.getByRole('button', {
        name: COMMENT_PAGE_TEXTS.like(setting.commentAuthor),
      });
      await like.waitFor(TIMEOUT);
      await like.scrollIntoViewIfNeeded();
    },
    act: async (page, { setting }) => {
      const like = page.getByRole('button', {
        name: COMMENT_PAGE_TEXTS.like(setting.commentAuthor),
      });
      const before = await like.getAttribute('aria-pressed');
      await like.click();
      await page.waitForFunction(
        ([name, was]) =>
          Array.from(document.querySelectorAll('button')).some(
            (b) =>
              (b.getAttribute('aria-label') ?? '').startsWith(name) &&
              b.getAttribute('aria-pressed') !== was,
          ),
        [COMMENT_PAGE_TEXTS.like(setting.commentAuthor), before] as const,
        TIMEOUT,
      );
    },
  },
];
