import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { subscriptionStatusRoute, SUBSCRIPTION_TEXTS } from '@app/contract';
import { screen } from '@testing-library/react';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { SiteHeader } from './site-header';

// Lighthouse's phone: 412 CSS px wide, narrower than every breakpoint (sm 40rem, md, lg)
const PHONE_WIDTH_PX = 412;
const REM_PX = 16;

const TAILWIND_DIR = path.dirname(
  createRequire(import.meta.url).resolve('tailwindcss/package.json'),
);

/**
 * Tailwind's own CSS for `classes` (the app's breakpoints: apps/web/src/app/styles.css), as
 * written for the build: later rules win, so the order it writes them in decides.
 */
async function tailwindCss(classes: string[]): Promise<string> {
  const compiler = await compile(
    [
      '@import "tailwindcss/theme" layer(theme);',
      '@import "tailwindcss/utilities" layer(utilities);',
      '@theme { --breakpoint-md: 48rem; --breakpoint-lg: 64rem; }',
    ].join('\n'),
    {
      base: TAILWIND_DIR,
      loadStylesheet: async (id: string, base: string) => {
        const file = id.startsWith('tailwindcss/')
          ? path.join(TAILWIND_DIR, `${id.slice('tailwindcss/'.length)}.css`)
          : path.resolve(base, id);
        return { path: file, base: path.dirname(file), content: await readFile(file, 'utf8') };
      },
    },
  );
  return compiler.build(classes);
}

/** Whether a width query, `(width < 64rem)` or `(width >= 40rem)`, holds on the phone. */
const holdsOnPhone = (query: string | undefined): boolean => {
  if (query === undefined) return true;
  const match = /\(width (<|>=) ([\d.]+)rem\)/.exec(query);
  if (!match) return false;
  const edge = Number(match[2]) * REM_PX;
  return match[1] === '<' ? PHONE_WIDTH_PX < edge : PHONE_WIDTH_PX >= edge;
};

/** Each class that sets `display` on the phone, with the value, in the order the CSS has them. */
function phoneDisplays(css: string): [className: string, display: string][] {
  const found: [string, string][] = [];
  // the blocks the line is in: the layer, a width query, the rule
  const open: string[] = [];
  for (const line of css.split('\n').map((l) => l.trim())) {
    if (line.endsWith('{')) open.push(line.slice(0, -1).trim());
    else if (line === '}') open.pop();
    const display = /^display: ([\w-]+);$/.exec(line);
    if (!display) continue;
    const rule = open.findLast((block) => block.startsWith('.'));
    const query = open.find((block) => block.startsWith('@media'));
    if (rule && holdsOnPhone(query))
      found.push([rule.slice(1).replace(/\\(.)/g, '$1'), display[1]!]);
  }
  return found;
}

/**
 * What the header's row shows on the phone: its boxes (the row's items and theirs; what is
 * inside a control, such as the avatar's face, sits in the control's fixed size), each as its tag
 * and classes, when its classes (in Tailwind's order) leave it displayed.
 */
async function phoneRow(): Promise<string[]> {
  const row = screen.getByRole('banner').firstElementChild!;
  const elements = [...row.children].flatMap((item) => [item, ...item.children]);
  const classes = [...new Set(elements.flatMap((el) => [...el.classList]))];
  const displays = phoneDisplays(await tailwindCss(classes));
  const winner = (el: Element): string | undefined => {
    // in the CSS's order, the last class of the element that sets display on the phone
    let display: string | undefined;
    for (const [name, value] of displays) if (el.classList.contains(name)) display = value;
    return display;
  };
  const shown = (el: Element): boolean =>
    winner(el) !== 'none' && (el.parentElement === row || shown(el.parentElement!));
  return elements
    .filter((el) => el.matches('a, button, span, div') && shown(el))
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
}

describe('SiteHeader', () => {
  it("gives a subscriber's phone the row a guest's has, before and after the access answer", async () => {
    stubApi(() => jsonResponse({}));
    const guest = renderPage(<SiteHeader search={null} />);
    const guestRow = await phoneRow();
    guest.unmount();

    signInViewer();
    const requests = stubApi((request) =>
      request.path.startsWith(subscriptionStatusRoute.path)
        ? jsonResponse(PREMIUM_STATUS)
        : jsonResponse({ items: [], unread: 0, next_cursor: null }),
    );
    renderPage(<SiteHeader search={null} />);
    // the first render: signed in from storage, before any answer
    expect(await phoneRow()).toEqual(guestRow);

    // the badge comes with the access answer, for desktops only: a phone's row stays one line
    const badge = await screen.findByText(SUBSCRIPTION_TEXTS.premiumBadge);
    expect(requests.some((r) => r.path.startsWith(subscriptionStatusRoute.path))).toBe(true);
    expect(badge.isConnected).toBe(true);
    expect(await phoneRow()).toEqual(guestRow);
  });
});
