import { PRODUCT_NAME } from '@app/contract';

/** "<sample title> · <layout> · ReelForge" in the document's <title>. */
export function PageTitle({ title, layout }: { title: string; layout: string }) {
  return <title>{`${title} · ${layout} · ${PRODUCT_NAME}`}</title>;
}
