// `npm run check:i18n`: every locale's catalog against the English texts (keys, ICU syntax,
// arguments, plural forms), and catalogs/en.json against the texts it is extracted from.
// `npm run i18n:extract` rewrites en.json, the reference translators work from.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { definedTexts, LOCALES } from '../packages/contract/src/index';
import { checkCatalog, type Catalog } from '../packages/contract/src/i18n/catalog-check';
import { sourceMessages } from '../packages/contract/src/i18n/messages';

const CATALOGS = path.resolve(import.meta.dirname, '../packages/contract/src/i18n/catalogs');
const catalogFile = (locale: string) => path.join(CATALOGS, `${locale}.json`);

const source = sourceMessages(definedTexts());
const english = JSON.stringify(
  Object.fromEntries([...source].map(([key, message]) => [key, message.english])),
  null,
  2,
).concat('\n');

if (process.argv.includes('--write')) {
  writeFileSync(catalogFile('en'), english);
  console.log(`catalogs/en.json: ${source.size} messages`);
  process.exit(0);
}

const problems: string[] = [];
if (readFileSync(catalogFile('en'), 'utf8') !== english) {
  problems.push('en: catalogs/en.json is not what the texts give: run `npm run i18n:extract`');
}
// `-- --locale es` checks one catalog (while it is being written)
const only = process.argv[process.argv.indexOf('--locale') + 1];
const checked = process.argv.includes('--locale') ? LOCALES.filter((l) => l === only) : LOCALES;
for (const locale of checked.filter((l) => l !== 'en')) {
  const catalog = JSON.parse(readFileSync(catalogFile(locale), 'utf8')) as Catalog;
  problems.push(...checkCatalog(locale, catalog, source));
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s)`);
  process.exit(1);
}
console.log(`catalogs: ${checked.join(', ')} agree on ${source.size} messages`);
