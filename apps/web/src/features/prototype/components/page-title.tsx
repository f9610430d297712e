import { PRODUCT_NAME } from '@app/contract';
import { DocumentTitle } from '../../../lib/document-title';

/** "<sample title> · <layout> · ReelForge" as the document's title. */
export function PageTitle({ title, layout }: { title: string; layout: string }) {
  return <DocumentTitle>{`${title} · ${layout} · ${PRODUCT_NAME}`}</DocumentTitle>;
}
