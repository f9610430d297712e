import { PAGE_ROUTES, PRODUCT_NAME, NOT_FOUND_TEXTS } from '@app/contract';
import { Link } from 'react-router';
import { DocumentTitle } from '../lib/document-title';

const TEXTS = NOT_FOUND_TEXTS;

export function NotFoundPage() {
  return (
    <section className="mx-auto my-16 grid max-w-xl justify-items-start gap-3 md:my-24">
      <DocumentTitle>{`${TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <p aria-hidden="true" className="text-6xl font-black tracking-tight text-accent">
        404
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">{TEXTS.title}</h1>
      <p className="text-muted">{TEXTS.body}</p>
      <Link
        to={PAGE_ROUTES.home}
        className="mt-2 rounded-full bg-accent px-5 py-2.5 font-semibold text-white hover:brightness-110"
      >
        {TEXTS.goHome}
      </Link>
    </section>
  );
}
