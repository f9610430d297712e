import { CMS_PAGE_TEXTS, KNOWN_LISTS, LIST_NAMES, type ListName } from '@app/contract';
import { useAvailableLists } from '../../../shared/catalogue/available-lists';
import { shownListDescription, shownListName } from '../../../shared/catalogue/list-texts';
import { fieldHint } from '../../../components/ui/form-field';

const TEXTS = CMS_PAGE_TEXTS;
const KNOWN: ReadonlySet<string> = new Set(LIST_NAMES);

/** The home rows the series joins, from the server's lists (the built-in ones until they come). */
export function ListField({
  lists,
  onChange,
}: {
  lists: readonly ListName[];
  onChange: (lists: readonly ListName[]) => void;
}) {
  const available = useAvailableLists();
  const options = (available.data ?? KNOWN_LISTS).filter((list) => KNOWN.has(list.name));
  const toggle = (name: ListName, on: boolean) =>
    onChange(on ? [...lists, name] : lists.filter((l) => l !== name));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-white/85">{TEXTS.lists}</legend>
      <p className={fieldHint}>{TEXTS.listsHint}</p>
      <div className="flex flex-wrap gap-2">
        {options.map((list) => {
          const name = list.name as ListName;
          return (
            <label
              key={name}
              title={shownListDescription(list)}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-white/[0.05] px-3 py-1.5 text-sm ring-1 ring-white/10 transition hover:bg-white/10 has-[:checked]:bg-accent/20 has-[:checked]:ring-accent/50"
            >
              <input
                type="checkbox"
                checked={lists.includes(name)}
                onChange={(event) => toggle(name, event.target.checked)}
                className="accent-[var(--accent)]"
              />
              <bdi>{shownListName(list)}</bdi>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
