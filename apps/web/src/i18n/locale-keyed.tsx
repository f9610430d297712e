import { Fragment, type ReactNode } from 'react';
import { useLocale } from './locale-store';

/**
 * Renders `children` afresh when the locale changes: the texts they show were rewritten in place
 * (translate-texts.ts), and memoised components would otherwise keep the old words. The data
 * cache lives above, so nothing is fetched again.
 */
export function LocaleKeyed({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
